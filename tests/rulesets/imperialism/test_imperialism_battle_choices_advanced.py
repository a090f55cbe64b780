"""Advanced battles assault by assault (option battle_choices=each-roll, battle_advanced_rolls.py).

Rulebook 000 (../shared/rulebooks/000_3e12fc68eb0f2502.txt), Advanced Rules, "Battle": "Each player takes
turns 'assaulting' ... (The invading player 'assaults' first.) ... allows each player, in turn, to decide
which of his pieces and which of his opponent's pieces are matched"; "Retreat": "After each player has
attacked at least once, either player may retreat his remaining armies ... These armies must all go to the
same region ... adjacent ... and be owned by the retreating player, otherwise the retreat may not take
place"."""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, idx, kinds_in, marker, own, put

from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import battle_state
from warroom.rulesets.imperialism.actions import BattleMatch, BattlePolicy, BattleRetreat, Fight
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.greedy_battle import battle_answer

RED, BLUE = 0, 1


def china(choices: str = "each-roll", blue_home: bool = True) -> ImperialismGame:
    """Red (Tibet beside) attacks China with 1 inf, 1 cav, 1 art; blue holds it with 2 inf, 1 art (and
    Manchuria beside, with ``blue_home``; else a far region)."""
    g = blank("advanced", 2, battle_choices=choices)
    own(g, "tibet", RED, inf=1)
    own(g, "manchuria" if blue_home else "japan", BLUE, inf=1)
    own(g, "china", BLUE, inf=2, art=1)
    put(g, "china", RED, inf=1, cav=1, art=1)
    g.state.phase = "battles"
    return g


def script(g: ImperialismGame, *dice: int) -> None:
    g.dice = ScriptedDice(list(dice), 0, g.log)


def decision(g: ImperialismGame) -> dict[str, Any]:
    b = battle_state.battle(g)
    assert b is not None
    return b


def matches(g: ImperialismGame) -> list[tuple[str, str]]:
    return [(a.piece, a.target) for a in g.legal_actions() if isinstance(a, BattleMatch)]


def both_assault(g: ImperialismGame) -> None:
    """Red's cavalry beats a blue infantry (4+4+4 v 1+2+2), blue's artillery beats red's infantry (2+3+3 v
    4+5+4)."""
    script(g, 4, 4, 1, 2, 2, 3, 4, 5)
    g.apply(Fight("china", "choose"))
    g.apply(BattleMatch("cav", "inf"))
    assert g.current_player() == BLUE
    g.apply(BattleMatch("art", "inf"))


def test_each_side_in_turn_matches_its_piece_and_the_opponents() -> None:
    """The invader assaults first choosing both pieces; then the defender's seat, outside its turn."""
    g = china()
    script(g, 4, 4, 1, 2, 2, 3, 4, 5)
    g.apply(Fight("china", "choose"))
    assert g.current_player() == RED
    assert matches(g)[:3] == [("art", "inf"), ("art", "art"), ("cav", "inf")]
    assert g.describe(BattleMatch("cav", "inf")) == "Send your cavalry against his infantry (you +4, he +2)"
    g.apply(BattleMatch("cav", "inf"))
    assert g.current_player() == BLUE and g.state.empire_turn() == RED
    assert matches(g) == [
        ("art", "inf"),
        ("art", "cav"),
        ("art", "art"),
        ("inf", "inf"),
        ("inf", "cav"),
        ("inf", "art"),
    ]
    g.apply(BattleMatch("art", "inf"))
    rounds = decision(g)["rounds"]
    assert [r["note"] for r in rounds] == ["attacker assaults: cav v inf", "defender assaults: inf v art"]
    assert [(r["attacker_total"], r["defender_total"]) for r in rounds] == [(12, 5), (8, 13)]
    assert decision(g)["armies"] == [[0, 1, 1, 0], [1, 0, 1, 0]]


def test_the_defender_may_retreat_after_both_assaulted_and_leaves_the_region() -> None:
    """ "either player may retreat": after one assault each, red is asked first (stays), then blue, who
    withdraws to Manchuria; red takes China."""
    g = china()
    both_assault(g)
    assert g.current_player() == RED and g.legal_actions()[:2] == [BattleRetreat(False), BattleRetreat(True, "tibet")]
    assert g.describe(BattleRetreat(True, "tibet")) == "Retreat all your armies to Tibet"
    g.apply(BattleRetreat(False))
    assert g.current_player() == BLUE
    assert g.describe(BattleRetreat(True, "manchuria"), "pt").startswith("Recuar todos os seus exércitos para ")
    with pytest.raises(IllegalAction, match="say where your armies retreat to: manchuria"):
        g.apply(BattleRetreat(True))
    g.apply(BattleRetreat(True, "manchuria"))
    assert battle_state.battle(g) is None
    assert g.state.owner[idx(g, "china")] == RED
    assert kinds_in(g, "manchuria", BLUE) == {"inf": 2, "art": 1}
    event = next(e.data for e in g.log.since(0) if e.kind == "battle")
    assert event["outcome"] == "defender-retreated" and event["winner"] == "red"


def test_the_attacker_may_retreat_to_an_adjacent_own_region() -> None:
    g = china()
    both_assault(g)
    g.apply(BattleRetreat(True, "tibet"))
    assert g.state.owner[idx(g, "china")] == BLUE
    assert kinds_in(g, "tibet", RED) == {"inf": 1, "cav": 1, "art": 1}


def test_no_retreat_question_without_an_adjacent_own_region() -> None:
    """ "otherwise the retreat may not take place": blue, with no own region beside China, is not asked."""
    g = china(blue_home=False)
    both_assault(g)
    g.apply(BattleRetreat(False))
    assert g.current_player() == RED and matches(g), "red's next assault, blue not asked"


def test_bad_answers_are_refused_and_change_nothing() -> None:
    g = china()
    with pytest.raises(IllegalAction, match="'choose' asks you every decision"):
        g.apply(Fight("china", "choose", (), 1))
    script(g, 4, 4, 1, 2, 2, 3, 4, 5)
    g.apply(Fight("china", "choose"))
    before = g.snapshot()
    with pytest.raises(IllegalAction, match="he has no cavalry in this battle"):
        g.apply(BattleMatch("inf", "cav"))
    with pytest.raises(IllegalAction, match="you have no leader in this battle"):
        g.apply(BattleMatch("ldr", "inf"))
    with pytest.raises(IllegalAction, match="match one of your armies"):
        g.apply(BattleRetreat(True))
    assert g.snapshot() == before
    g.apply(BattleMatch("cav", "inf"))
    g.apply(BattleMatch("art", "inf"))
    with pytest.raises(IllegalAction, match="whether you retreat"):
        g.apply(BattleMatch("cav", "art"))


def test_a_policy_answers_the_rest_and_greedy_rolls_the_fixed_dice() -> None:
    """Computer players answer with today's policy (the strongest piece against the weakest, never
    retreating), kept: the same battle as with battle_choices=fixed."""
    events = []
    for choices in ("fixed", "each-roll"):
        g = china(choices)
        g.apply(Fight("china", "types"))
        while battle_state.battle(g) is not None:
            g.apply(battle_answer(g.legal_actions()))
        events.append([e.data for e in g.log.since(0) if e.kind in ("battle", "roll", "retreat")])
    assert events[0] == events[1]
    assert g.describe(BattlePolicy("weakest")).startswith("Assault with your strongest piece against his weakest")


def test_the_attackers_fight_retreat_is_its_policy() -> None:
    """Fight(china, weakest, retreat=2): red withdraws by itself once it has 2 armies or fewer."""
    g = china()
    script(g, 1, 1, 6, 6, 1, 1, 6, 6)
    g.apply(Fight("china", "weakest", (), 2))
    assert g.current_player() == BLUE
    g.apply(BattleMatch("inf", "inf"))
    assert battle_state.battle(g) is None
    assert g.state.owner[idx(g, "china")] == BLUE and kinds_in(g, "tibet", RED) == {"inf": 1, "cav": 1}


def test_the_natives_are_never_asked_and_never_retreat() -> None:
    """The computer-played natives assault by their fixed policy and "never leave their home region"."""
    g = blank("advanced", 2, battle_choices="each-roll")
    own(g, "tibet", RED, inf=1)
    own(g, "japan", BLUE, inf=1)
    marker(g, "china", "6")
    put(g, "china", RED, inf=2, cav=1)
    g.state.phase = "battles"
    script(g, *([6, 6, 1, 1] * 20))
    g.apply(Fight("china", "choose"))
    seen = []
    while battle_state.battle(g) is not None:
        seen.append(g.current_player())
        stay = BattleRetreat(False)
        g.apply(stay if stay in g.legal_actions() else g.legal_actions()[0])
    assert set(seen) == {RED}
    assert g.state.owner[idx(g, "china")] == RED
    notes = next(e.data for e in g.log.since(0) if e.kind == "battle")["rounds"]
    assert any(r["note"].startswith("defender assaults") for r in notes), "the natives assaulted by themselves"
