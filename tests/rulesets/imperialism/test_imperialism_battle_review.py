"""The review's findings on battle decisions (issue 25; option battle_choices=each-roll, battle_choices.py).

Rulebook 000 (../shared/rulebooks/000_3e12fc68eb0f2502.txt): Basic Rules, "Army Battles" ("All battles in the
Basic Game are fought until one side has no pieces remaining") and "How to Win" (the game ends "At a specific
time"); "Ship Battles" ("Each player decides which of his own ships are hit"); Advanced Rules, "Battle",
"Retreat" ("These armies must all go to the same region ... adjacent ... and be owned by the retreating
player") and "'Westernizing' the Natives and Native Rebellion"."""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, build, idx, kinds_in, own, put
from test_imperialism_battle_choices import china_with_cavalry
from test_imperialism_natives import production
from test_imperialism_naval import HIT, MISS, game, rolls, ship

from warroom.agents.base import make_agent
from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg, render
from warroom.rulesets.imperialism import battle_state
from warroom.rulesets.imperialism.actions import (
    CALL_TIME,
    END_TURN,
    Answer,
    BattleHit,
    BattleMatch,
    BattlePolicy,
    BattleRetreat,
    BattleSend,
    Fight,
    Incite,
    Sail,
    SeaBattle,
)
from warroom.rulesets.imperialism.game import ImperialismGame

RED, BLUE, GREEN = 0, 1, 2


def in_battle(g: ImperialismGame) -> bool:
    return battle_state.battle(g) is not None


def test_time_cannot_be_called_while_a_battle_is_fought() -> None:
    """ "All battles ... are fought until one side has no pieces remaining": a battle's losses exist only
    once it is over, so time is called between battles, never by the defender at its decision."""
    g = china_with_cavalry()
    g.options["end"] = "time"
    assert CALL_TIME in g.legal_actions()
    g.apply(Fight("china", "choose"))
    g.apply(BattleSend("cav"))
    assert g.current_player() == BLUE and in_battle(g)
    assert CALL_TIME not in g.legal_actions()
    before = g.snapshot()
    with pytest.raises(IllegalAction, match="a battle is being fought") as refused:
        g.apply(CALL_TIME)
    assert render(refused.value.message, "pt", g.text_context(), strict=True).startswith("uma batalha está")
    assert g.snapshot() == before and not g.is_over()
    g.apply(BattlePolicy("strongest"))
    while in_battle(g):
        g.apply(BattleSend("art"))
    assert CALL_TIME in g.legal_actions()


@pytest.mark.parametrize("level", ["greedy", "random", "easy"])
def test_computer_players_never_set_or_drop_a_standing_preference(level: str) -> None:
    """A computer standing in for a late person answers for this battle only: the person is asked again
    in its next battles (Game.computer_actions leaves out every kept policy)."""
    g = china_with_cavalry()
    g.apply(Fight("china", "choose"))
    g.apply(BattleSend("cav"))
    assert BattlePolicy("strongest", True) in g.legal_actions()
    assert not any(isinstance(a, BattlePolicy) and a.keep for a in g.computer_actions())
    for seed in range(20):
        agent = make_agent(level, g.ruleset_id, seed)
        answer = agent.choose(g, BLUE)
        assert not (isinstance(answer, BattlePolicy) and answer.keep), answer


def test_a_seat_that_only_defends_may_drop_its_preference_in_its_own_turn() -> None:
    """Blue kept a preference while defending and has no battles phase of its own: dropping it is offered
    at its movement and production decisions, and works there."""
    g = blank("basic", 2, battle_choices="each-roll")
    own(g, "india", RED, inf=1)
    own(g, "japan", BLUE, inf=1)
    battle_state.set_preference(g, BLUE, "strongest")
    drop = BattlePolicy("ask", True)
    g.state.phase = "movement"
    assert g.state.empire_turn() == RED and drop not in g.legal_actions(), "red holds none"
    g.state.current = 1
    assert g.state.empire_turn() == BLUE and drop in g.legal_actions()
    assert drop not in g.computer_actions()
    g.state.phase = "production"
    assert drop in g.legal_actions()
    g.apply(drop)
    assert battle_state.preferences(g, BLUE) == {}
    assert drop not in g.legal_actions()


def advanced(blue_home: tuple[str, ...] = ("manchuria",), **armies: int) -> ImperialismGame:
    """Red (Tibet beside) attacks China held by blue (2 inf, or ``armies``); blue owns ``blue_home``."""
    g = blank("advanced", 2, battle_choices="each-roll")
    own(g, "tibet", RED, inf=1)
    for home in blue_home or ("japan",):
        own(g, home, BLUE, inf=1)
    own(g, "china", BLUE, **(armies or {"inf": 2}))
    put(g, "china", RED, inf=2)
    g.state.phase = "battles"
    return g


def test_one_kind_against_one_kind_is_matched_without_asking() -> None:
    """An assault of infantry against infantry has one possible match: nobody is asked it; only the
    retreat questions (real choices) remain. Red wins every assault here."""
    g = advanced(blue_home=(), inf=3)
    g.dice = ScriptedDice([6, 6, 1, 1] * 3, 0, g.log)
    g.apply(Fight("china", "choose"))
    asked: list[str] = []
    while in_battle(g):
        asked.extend(type(a).__name__ for a in g.legal_actions()[:1])
        g.apply(BattleRetreat(False))
    assert set(asked) == {"BattleRetreat"}
    assert g.state.owner[idx(g, "china")] == RED


def test_the_retreating_player_chooses_where_his_armies_go() -> None:
    """ "These armies must all go to the same region": blue has Manchuria (2 armies) and Mongolia (1) beside
    China; both are offered, and blue's choice of Mongolia (not the engine's Manchuria) is where they go."""
    g = advanced(blue_home=("manchuria", "mongolia"), inf=2, art=1)
    put(g, "manchuria", BLUE, inf=1)
    g.dice = ScriptedDice([6, 6, 1, 1] * 2, 0, g.log)
    g.apply(Fight("china", "choose"))
    while g.current_player() != BLUE or not isinstance(g.legal_actions()[0], BattleRetreat):
        g.apply(g.legal_actions()[0])
    retreats = [a for a in g.legal_actions() if isinstance(a, BattleRetreat)]
    assert retreats == [BattleRetreat(False), BattleRetreat(True, "manchuria"), BattleRetreat(True, "mongolia")]
    assert g.describe(BattleRetreat(True, "mongolia")) == "Retreat all your armies to Mongolia"
    before = g.snapshot()
    with pytest.raises(IllegalAction, match="cannot retreat to 'japan'"):
        g.apply(BattleRetreat(True, "japan"))
    assert g.snapshot() == before
    g.apply(BattleRetreat(True, "mongolia"))
    assert not in_battle(g) and g.state.owner[idx(g, "china")] == RED
    # Blue's last infantry joins Mongolia's; Manchuria keeps its two.
    assert kinds_in(g, "mongolia", BLUE) == {"inf": 2} and kinds_in(g, "china", BLUE) == {}
    assert kinds_in(g, "manchuria", BLUE) == {"inf": 2}
    assert next(e.data for e in g.log.since(0) if e.kind == "retreat")["to"] == "mongolia"


def test_the_owner_decides_his_side_of_a_revolt() -> None:
    """Advanced revolt under each-roll: the natives attack the owner's armies; the owner (blue, outside its
    turn) matches its pieces, the rebels keep the computer's policy; answering the fixed policy rolls the
    same revolt as battle_choices=fixed."""
    outcomes = []
    for choices in ("fixed", "each-roll"):
        g = production(battle_choices=choices)
        build(g, "kenya", "fort")
        dice = [6, 6, 1, 1, 1, 1, 6, 6] * 6
        g.dice = ScriptedDice(list(dice), 0, g.log)
        g.apply(Incite("kenya"))
        asked: list[int | None] = []
        while in_battle(g):
            asked.append(g.current_player())
            assert g.state.empire_turn() == RED and g.phase() == "battle"
            assert any(isinstance(a, BattleMatch) for a in g.legal_actions())
            g.apply(BattlePolicy("weakest"))
        assert asked == ([] if choices == "fixed" else [BLUE])
        assert g.phase() == "production"
        revolt = next(e.data for e in reversed(list(g.log)) if e.kind == "revolt")
        outcomes.append((revolt["rounds"], revolt["winner"], g.state.owner[idx(g, "kenya")]))
    assert outcomes[0] == outcomes[1]


def allied_sea_battle(red_prefers: str = "") -> ImperialismGame:
    """Red sails a ship carrying an infantry into the North Sea, where blue has two ships and green an empty
    ship and one carrying 2 infantry; red attacks blue and green joins red. Round 1: only blue hits (one hit
    on red's side); round 2: red's side hits twice and sinks both blue ships. ``red_prefers``: red's
    standing preference for its sea battles."""
    g = game(dice=rolls(MISS, MISS, MISS, HIT, MISS, HIT, HIT, MISS, MISS), choices="each-roll")
    if red_prefers:
        battle_state.set_preference(g, RED, red_prefers, "ships")
    red = ship(g, "north-atlantic", RED, inf=1)
    ship(g, "north-sea", BLUE)
    ship(g, "north-sea", BLUE)
    ship(g, "north-sea", GREEN)
    ship(g, "north-sea", GREEN, inf=2)
    g.apply(Sail(red.id, "north-sea"))
    g.apply(Answer("blue"))
    g.apply(Answer("attacker"))
    return g


def test_each_player_decides_which_of_his_own_ships_are_hit() -> None:
    """The hit falls (fixed order: empty ships first) on green's side of red's fleet: green, not red, is
    asked, among its own ships only, and red's standing preference does not answer for green."""
    g = allied_sea_battle()
    assert g.current_player() == GREEN and in_battle(g)
    greens = [p.id for p in g.state.pieces.values() if p.owner == GREEN and p.kind == "ship"]
    assert sorted(a.ship for a in g.legal_actions() if isinstance(a, BattleHit)) == sorted(greens)
    labels = [g.describe(a) for a in g.legal_actions() if isinstance(a, BattleHit)]
    assert labels == [
        "Your empty ship takes the hit and sinks",
        "Your ship carrying 2 infantry takes the hit and sinks",
    ]
    red_ship = next(p.id for p in g.state.pieces.values() if p.owner == RED and p.kind == "ship")
    with pytest.raises(IllegalAction, match="not one of your ships afloat"):
        g.apply(BattleHit(red_ship))
    g.apply(BattlePolicy("shield", True))
    assert battle_state.preferences(g, GREEN) == {"ships": "shield"}
    assert battle_state.preferences(g, RED) == {}
    assert not in_battle(g) and red_ship in g.state.pieces


def test_a_leaders_preference_never_answers_for_an_ally() -> None:
    g = allied_sea_battle(red_prefers="shield")
    assert g.current_player() == GREEN, "green's own ships: green decides, whatever red prefers"


def test_refusals_are_messages_in_both_languages_with_place_names() -> None:
    """Fight, EndTurn, the battle decisions and SeaBattle refuse in the reader's language, places by name."""
    g = china_with_cavalry()
    cases: list[tuple[Any, str]] = [
        (END_TURN, "ainda há batalhas a lutar em China"),
        (Fight("japan", "strongest"), "não há batalha para lutar em Japão (batalhas pendentes: China)"),
        (Fight("china", "bravest"), "tática desconhecida 'bravest'"),
    ]
    for action, pt in cases:
        with pytest.raises(IllegalAction) as refused:
            g.apply(action)
        assert isinstance(refused.value.message, Msg), action
        assert pt in render(refused.value.message, "pt", g.text_context(), strict=True)
    g.state.phase = "movement"
    with pytest.raises(IllegalAction) as refused:
        g.apply(SeaBattle("china", "red"))
    assert "China é uma região terrestre" in render(refused.value.message, "pt", g.text_context(), strict=True)
    g.state.phase = "battles"
    g.apply(Fight("china", "choose"))
    for action, pt in [
        (BattleSend("ldr"), "você não tem mais líder nesta batalha"),
        (BattlePolicy("bravest"), "política de batalha desconhecida 'bravest'"),
        (BattleHit(3), "não é uma decisão de uma batalha Básica"),
    ]:
        with pytest.raises(IllegalAction) as refused:
            g.apply(action)
        assert pt in render(refused.value.message, "pt", g.text_context(), strict=True), action
