"""World War IV's decisions that are the players' own (rules version 3, docs/rules/ww4.md "Decisions of the
players"): the Royal Guard chosen by the King's owner, withdrawals asked only when there is a real choice,
the Rally's results told; each with the option value that pins the behaviour of rules versions 1 and 2.
Each test cites the rulebook clause (004) it checks."""

from __future__ import annotations

from typing import Any

import pytest
from ww4_helpers import GREY, RED, YELLOW, blank, control, idx, put, scripted

from warroom.agents.base import make_agent
from warroom.core.errors import IllegalAction
from warroom.core.registry import get_ruleset, new_game
from warroom.rulesets.ww4 import units
from warroom.rulesets.ww4.actions import Assign, EndStep, Fight, Recon, RoyalGuard, Withdraw
from warroom.rulesets.ww4.game import WW4Game

# -- helpers ------------------------------------------------------------------------------------------------


def plague(g: WW4Game, *rolls: int) -> None:
    """Red draws the Plague (a d6 picks the space, then a d6 per unit: 1 destroys) at its step 1."""
    s = g.state
    s.step = "event"
    s.deck.remove("plague")
    s.deck.insert(0, "plague")
    dice = scripted(g, *rolls)
    g.advance()  # the game's own loop: step 1 waits for a Royal Guard, or the turn goes on to Movement
    assert not dice._script, f"dice left unused: {dice._script}"


def kinds(g: WW4Game, space: str, owner: int) -> dict[str, int]:
    return units.count_kinds(u for u in units.in_space(g.state, idx(g, space)) if u.owner == owner)


def to_combat(g: WW4Game) -> None:
    """Red's Combat step, with a second combat far away so the step waits after the tested one."""
    put(g, "new-zealand", RED, militia=1)
    put(g, "new-zealand", GREY, militia=1)
    g.state.step = "combat"
    g.advance()


def asked(g: WW4Game) -> tuple[str, int] | None:
    d = g.state.decision
    return None if d is None else (d.kind, d.nation)


# -- Royal Guard --------------------------------------------------------------------------------------------


def test_royal_guard_is_the_kings_owners_choice_outside_his_turn() -> None:
    """004, 'King', Royal Guard: 'If a King ... is destroyed by a Random Event Card then you may choose
    another one of your units in the same space to remove instead of the King.' Red draws; yellow's King is
    hit: yellow's seat decides, cheapest kind first, or lets the King go."""
    g = blank()
    put(g, "mexico", YELLOW, king=1)
    put(g, "mexico", YELLOW, soldier=1, militia=1)
    plague(g, 5, 1, 6, 6)  # Mexico; the King rolls the 1
    assert asked(g) == ("royal-guard", YELLOW)
    assert g.current_player() == g.state.seat_of[YELLOW] != g.state.seat_of[RED]
    assert list(g.legal_actions()) == [
        RoyalGuard("mexico", "militia"),
        RoyalGuard("mexico", "soldier"),
        RoyalGuard("mexico", ""),
    ]
    assert kinds(g, "mexico", YELLOW) == {"king": 1, "soldier": 1, "militia": 1}  # nothing decided for him
    g.apply(RoyalGuard("mexico", "soldier"))
    assert kinds(g, "mexico", YELLOW) == {"king": 1, "militia": 1}
    assert g.state.active[YELLOW] and g.state.decision is None
    assert g.state.step == "movement" and g.current_nation() == RED  # red's turn goes on
    assert any(e.kind == "royal-guard" and e.data["unit"] == "soldier" for e in g.log.since(0))


def test_letting_the_king_go_eliminates_his_nation() -> None:
    """004, Royal Guard ('you may'), and 'Crown': 'If you lose your King at any time you are eliminated'."""
    g = blank()
    put(g, "mexico", YELLOW, king=1, militia=1)
    plague(g, 5, 1, 6)
    g.apply(RoyalGuard("mexico", ""))
    assert kinds(g, "mexico", YELLOW) == {"militia": 1}
    assert not g.state.active[YELLOW]
    assert any(e.kind == "eliminated" and e.data["cause"] == "event" for e in g.log.since(0))


def test_a_bad_royal_guard_is_refused_and_changes_nothing() -> None:
    """Only a unit of the owner in the King's space may stand guard: anything else is named and refused."""
    g = blank()
    put(g, "mexico", YELLOW, king=1, militia=1)
    plague(g, 5, 1, 6)
    before = g.snapshot()
    for bad, words in ((RoyalGuard("mexico", "armor"), "armor"), (RoyalGuard("brazil", "militia"), "Mexico")):
        with pytest.raises(IllegalAction, match=words):
            g.apply(bad)
    with pytest.raises(IllegalAction, match="not possible now"):
        g.apply(EndStep())
    assert g.snapshot() == before


def test_the_table_shows_the_decision_and_tells_the_choice() -> None:
    """The terminal table names the pending decision and whose it is; the choice and the Rally are told in
    plain sentences (the same text the server sends the browser)."""
    from rich.console import Console

    from warroom.cli.render import render_view
    from warroom.rulesets.ww4.narrate import ww4_event

    g = blank()
    put(g, "mexico", YELLOW, king=1, militia=1)
    plague(g, 5, 1, 6)
    console = Console(width=140, record=True, color_system=None)
    with console.capture() as capture:
        console.print(render_view(g, g.view(g.state.seat_of[YELLOW])))
    assert "Royal Guard: Yellow" in capture.get()  # the decision by name (cli/words_ww4.py), not its id
    g.apply(RoyalGuard("mexico", "militia"))
    told = [ww4_event(g, e, None, None, "en") for e in g.log.since(0) if e.kind == "royal-guard"]
    assert told == [f"Royal Guard: {g.nation_name(YELLOW)} gives up 1 militia in Mexico to save its King"]


def test_royal_guard_cheapest_pins_rules_versions_1_and_2() -> None:
    """Rules versions 1 and 2 removed the cheapest other unit at once (no decision): royal_guard=cheapest."""
    for version in (1, 2):
        assert get_ruleset("ww4").pin_legacy({}, version)["royal_guard"] == "cheapest"
    g = blank(royal_guard="cheapest")
    put(g, "mexico", YELLOW, king=1)
    put(g, "mexico", YELLOW, soldier=1, militia=1)
    plague(g, 5, 1, 6, 6)
    assert g.state.decision is None
    assert kinds(g, "mexico", YELLOW) == {"king": 1, "soldier": 1}


def test_greedy_keeps_the_old_policy_as_its_own_choice() -> None:
    """A computer player gives up the cheapest unit, as the fixed policy did."""
    g = blank()
    put(g, "mexico", YELLOW, king=1)
    put(g, "mexico", YELLOW, artillery=1, militia=1)
    plague(g, 5, 1, 6, 6)
    seat = g.current_player()
    assert seat is not None
    action = make_agent("greedy", "ww4", 1).choose(g, seat)
    assert action == RoyalGuard("mexico", "militia")


def _next_draw_rolls_nothing(g: WW4Game) -> None:
    """Yellow's turn, next, draws an Innovation card (no die) first."""
    g.state.deck.remove("sabres")
    g.state.deck.insert(0, "sabres")


def test_royal_guard_in_support_the_troops_is_the_nations_choice() -> None:
    """004, 'King', Royal Guard: 'If a King rolls a 1 on a Support the Troops roll ... then you may choose
    another one of your units in the same space to remove instead of the King.' Red chooses once its step's
    dice are rolled (the next space short of food rolls too); then the turn passes."""
    g = blank()
    put(g, "falkland", RED, king=1, soldier=1, militia=1)  # 2 Control units, F1: all roll
    put(g, "central-america", RED, militia=4)  # F3: rolls too
    _next_draw_rolls_nothing(g)
    g.state.step = "support"
    dice = scripted(g, 1, 2, 2, 2, 2, 2, 2)
    g.advance()
    assert not dice._script
    assert asked(g) == ("royal-guard", RED)
    assert [e.data["space"] for e in g.log.since(0) if e.kind == "support"] == ["falkland", "central-america"]
    assert list(g.legal_actions()) == [
        RoyalGuard("falkland", "militia"),
        RoyalGuard("falkland", "soldier"),
        RoyalGuard("falkland", ""),
    ]
    g.apply(RoyalGuard("falkland", "soldier"))
    assert kinds(g, "falkland", RED) == {"king": 1, "militia": 1}
    assert g.current_nation() == YELLOW


def test_a_king_let_go_in_support_the_troops_ends_his_nation() -> None:
    """004, Royal Guard ('you may') and 'Crown': the King goes, the nation is out."""
    g = blank()
    put(g, "falkland", RED, king=1, militia=2)
    _next_draw_rolls_nothing(g)
    g.state.step = "support"
    scripted(g, 1, 2, 2)
    g.advance()
    g.apply(RoyalGuard("falkland", ""))
    assert not g.state.active[RED]
    assert [e.data["cause"] for e in g.log.since(0) if e.kind == "eliminated"] == ["support"]


def test_royal_guard_in_support_cheapest_pins_rules_versions_1_and_2() -> None:
    """royal_guard=cheapest: the cheapest other unit goes at once, as rules versions 1-2 did."""
    g = blank(royal_guard="cheapest")
    put(g, "falkland", RED, king=1, soldier=1, militia=1)
    _next_draw_rolls_nothing(g)
    g.state.step = "support"
    scripted(g, 1, 2, 2)
    g.advance()
    assert kinds(g, "falkland", RED) == {"king": 1, "soldier": 1}
    assert g.current_nation() == YELLOW


# -- withdrawals --------------------------------------------------------------------------------------------


def _won_with_a_way_out(**options: Any) -> WW4Game:
    """Red's Cavalry destroy yellow's only defender in Chaco; red Controls Buenos Aires next door."""
    g = blank(**options)
    put(g, "chaco", YELLOW, militia=1)
    put(g, "chaco", RED, cavalry=3)
    control(g, RED, "buenos-aires")
    to_combat(g)
    scripted(g, 6, 6, 6)
    g.apply(Fight("chaco"))
    return g


def test_the_winner_may_still_redeploy_after_a_victory() -> None:
    """004, '4. Maneuver': 'You may Withdraw units after winning a combat, effectively redeploying your army
    after a victory.' A real choice: asked (withdraw_ask=choice); while-fighting gives it up."""
    g = _won_with_a_way_out()
    assert asked(g) == ("withdraw", RED)
    g = _won_with_a_way_out(withdraw_ask="while-fighting")
    assert asked(g) is None
    assert [e.data["winner"] for e in g.log.since(0) if e.kind == "combat-end"] == ["invader"]


def _bomber_in_round_two(**options: Any) -> WW4Game:
    """Red's lone Bomber over Chaco reaches round 2's Maneuver; Brazil is its one way out."""
    g = blank(**options)
    put(g, "chaco", YELLOW, militia=1, cavalry=1, king=1)
    put(g, "chaco", RED, bomber=1)
    control(g, RED, "brazil")
    to_combat(g)
    scripted(g, 4, 4, 1)
    g.apply(Fight("chaco"))
    g.apply(Recon("cavalry", False))
    scripted(g, 1, 6, 1, 1)
    g.apply(EndStep())
    return g


def test_a_forced_withdrawal_is_not_asked() -> None:
    """004, 'Bomber': 'Invading Bombers must Withdraw from combat during the Maneuver step of the 2nd round
    of combat'. With one way out and nothing else able to leave there is nothing to choose: the Bomber goes
    by itself (rules versions 1-2 asked for it)."""
    g = _bomber_in_round_two()
    assert asked(g) is None
    assert kinds(g, "brazil", RED) == {"bomber": 1}
    assert [e.data["winner"] for e in g.log.since(0) if e.kind == "combat-end"] == ["defender"]


def test_every_round_pins_rules_versions_1_and_2() -> None:
    """Rules versions 1 and 2 asked every round with a way out, forced or not (withdraw_ask=every-round)."""
    assert get_ruleset("ww4").pin_legacy({}, 2)["withdraw_ask"] == "every-round"
    assert asked(_bomber_in_round_two(withdraw_ask="every-round")) == ("withdraw", RED)


def test_the_defender_is_asked_outside_its_turn_while_the_combat_goes_on() -> None:
    """004, '4. Maneuver': each side may withdraw to a bordering space it Controls; yellow defends in red's
    turn and its seat decides."""
    g = blank()
    put(g, "chaco", YELLOW, militia=3)
    put(g, "chaco", RED, militia=1)
    control(g, YELLOW, "brazil")
    to_combat(g)
    scripted(g, 1, 1, 1, 1)
    g.apply(Fight("chaco"))
    assert asked(g) == ("withdraw", YELLOW)
    assert g.current_player() == g.state.seat_of[YELLOW]
    assert Withdraw("militia", 3, False, "brazil") in g.legal_actions()


def test_the_rally_tells_who_rallied() -> None:
    """004, 'Rally': routed units rally on 4, 5 or 6 (Armor: Breakdown on a 1); the table is told who."""
    g = blank()
    ys = put(g, "chaco", YELLOW, militia=2, armor=1)
    for u in ys:
        u.routed = True
    put(g, "chaco", RED, militia=1)
    to_combat(g)
    scripted(g, 1, 1, 4, 3, 1, 6, 1, 5)
    g.apply(Fight("chaco"))
    first = next(e for e in g.log.since(0) if e.kind == "rally")
    assert first.data == {
        "space": "chaco",
        "nation": "yellow",
        "dice": [4, 3, 1],
        "rolled": 3,
        "rallied": {"militia": 1},
    }


# -- every agent plays the new decisions ----------------------------------------------------------------------


#: Every new decision on: the Royal Guard (default), forced withdrawals skipped (default), the Barbarians by seat.
SEATED = {"round_limit": 4, "barbarians": "seat"}


@pytest.mark.parametrize("seed", range(4))
def test_random_and_greedy_play_seeded_games_through_the_new_decisions(seed: int) -> None:
    """Random and greedy players (the random one makes odd choices: a King let go, Barbarians' casualties on
    their dearest) play short seeded games to the end, each action one of the legal ones."""
    game = new_game("ww4", 3, SEATED if seed % 2 else {"round_limit": 4}, seed)
    agents = [make_agent(name, "ww4", seed * 10 + p) for p, name in enumerate(("random", "greedy", "random"))]
    kinds_seen: set[str] = set()
    for _ in range(6000):
        player = game.current_player()
        if player is None:
            break
        assert player >= 0, "a decision for nobody's seat"
        action = agents[player].choose(game, player)
        assert action in game.legal_actions()
        game.apply(action)
        kinds_seen.add(action.type_name)
    assert game.is_over(), kinds_seen


def test_the_search_player_and_the_pettingzoo_env_handle_the_new_decisions() -> None:
    """A Barbarians' decision and a Royal Guard, answered by a search player (mcts) and through the RL
    environment's action mask."""
    from warroom.rl import env

    g = _red_invades_barbarians(barbarians="seat")
    seat = g.current_player()
    assert seat is not None
    assert make_agent("mcts:iters=4,rollout=4", "ww4", 1).choose(g, seat) in g.legal_actions()
    g = blank()
    put(g, "mexico", YELLOW, king=1, militia=1)
    plague(g, 5, 1, 6)
    assert make_agent("mcts:iters=4,rollout=4", "ww4", 1).choose(g, YELLOW) in g.legal_actions()
    e = env("ww4", 3, SEATED)
    e._start(g)  # the position above, in the environment (its reset starts a game of its own)
    assert e.agent_selection == f"player_{g.state.seat_of[YELLOW]}"
    mask = e.observe(e.agent_selection)["action_mask"]
    assert int(mask.sum()) == len(g.legal_actions()) == 2
    e.step(int(mask.argmax()))
    assert g.state.decision is None and kinds(g, "mexico", YELLOW) == {"king": 1}


# -- the Barbarians' decisions --------------------------------------------------------------------------------


def _red_invades_barbarians(**options: Any) -> WW4Game:
    """Red's Cavalry invades a grey Militia and Soldier in Chaco; the Soldier misses, the Cavalry kills."""
    g = blank(**options)
    put(g, "chaco", GREY, militia=1, soldier=1)
    put(g, "chaco", RED, cavalry=1)
    to_combat(g)
    scripted(g, 1, 6)
    g.apply(Fight("chaco"))
    return g


def test_barbarians_are_decided_by_the_neutral_policy_by_default() -> None:
    """004, 'Barbarians': a 'neutral observer represents the Barbarians by rolling dice and making casualty
    decisions' (barbarians=neutral): the cheapest unit takes the Kill, nobody is asked."""
    g = blank()
    put(g, "chaco", GREY, militia=1, soldier=1)
    put(g, "chaco", RED, cavalry=1)
    to_combat(g)
    scripted(g, 1, 6, 1, 6)
    g.apply(Fight("chaco"))
    assert not any(e.kind == "casualty" and e.data.get("by") != "owner" for e in g.log.since(0))
    assert asked(g) is None and kinds(g, "chaco", GREY) == {}


def test_with_barbarians_seat_the_next_player_decides_for_them() -> None:
    """004, 'Barbarians': 'another player ... represents the Barbarians by rolling dice and making casualty
    decisions' (barbarians=seat): the seat of the next nation after the Invader (yellow after red) answers,
    and may differ from the neutral policy, whose answer the decision carries."""
    g = _red_invades_barbarians(barbarians="seat")
    assert asked(g) == ("assign", GREY)
    assert g.current_player() == g.state.seat_of[YELLOW]
    assert g.state.decision is not None and g.state.decision.data["policy"] == ["militia", False]
    scripted(g, 1, 6)  # the Militia misses; round 2: the Cavalry kills it
    g.apply(Assign("soldier", False))
    assert [(e.data["unit"], e.data["by"]) for e in g.log.since(0) if e.kind == "casualty"] == [
        ("soldier", "owner"),
        ("militia", "owner"),
    ]


def test_a_computer_player_deciding_for_the_barbarians_keeps_the_neutral_policy() -> None:
    """Computer players answer for the Barbarians as the neutral policy would (same games as before)."""
    g = _red_invades_barbarians(barbarians="seat")
    seat = g.current_player()
    assert seat is not None
    assert make_agent("greedy", "ww4", 1).choose(g, seat) == Assign("militia", False)
