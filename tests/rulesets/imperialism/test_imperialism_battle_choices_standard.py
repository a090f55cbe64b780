"""Standard battles roll by roll (option battle_choices=each-roll, battle_standard_rolls.py).

Rulebook 000 (../shared/rulebooks/000_3e12fc68eb0f2502.txt), Standard Rules, "RESERVE": "Before each battle
roll, each player determines which pieces will be 'In Reserve' (The attacker chooses first, then the
defender)"; "Army Battles": the winner of a roll "may choose an opponent's piece (in that battle) to be
eliminated"; the RESERVE section's China example is played through the game."""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, idx, kinds_in, marker, own, put
from test_imperialism_rulebook_battles import scripted, standard_china, totals

from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import battle_choices, battle_state, combat
from warroom.rulesets.imperialism.actions import BattlePolicy, BattleRemove, BattleReserve, Fight
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.greedy_battle import battle_answer

RED, BLUE = 0, 1


def decision(g: ImperialismGame) -> dict[str, Any]:
    b = battle_state.battle(g)
    assert b is not None
    return b


def reserves(g: ImperialismGame) -> list[tuple[str, ...]]:
    return [a.reserve for a in g.legal_actions() if isinstance(a, BattleReserve)]


def removable(g: ImperialismGame) -> list[str]:
    return [a.piece for a in g.legal_actions() if isinstance(a, BattleRemove)]


def test_the_levels_decided_roll_by_roll_are_the_ones_with_a_choose_tactic() -> None:
    assert set(combat.CHOOSE_LEVELS) == set(battle_choices.LEVELS)


def test_standard_china_example_through_the_game_roll_by_roll() -> None:
    """000, Standard Rules, "RESERVE", example of battle: red (2 inf, 2 cav, 1 art, one school) attacks
    China (blue: 2 inf, 1 art). R1: red holds its artillery in reserve, 5+3 v 8+2, blue chooses a cavalry
    ("he cannot remove red's artillery because it is in reserve"). R2: artillery out, 8+4 v 8+2, red
    eliminates blue's artillery. R3: artillery back in reserve, 11+3 v 5+1, blue loses an infantry. R4:
    artillery out, 8+4 v 7+1, blue's last piece falls."""
    g = standard_china("each-roll")
    dice = scripted(g, 5, 8, 8, 8, 11, 5, 8, 7)
    g.apply(Fight("china", "choose"))
    # Once blue has only infantry (R3, R4) it has no reserve to choose and loses an infantry unasked: a
    # question with one answer applies itself.
    plan = [(("art",), BLUE, "cav"), ((), RED, "art"), (("art",), None, ""), ((), None, "")]
    for number, (held, winner, victim) in enumerate(plan):
        assert g.current_player() == RED and g.phase() == "battle"
        g.apply(BattleReserve(held))
        if winner is None:
            continue
        assert g.current_player() == BLUE
        g.apply(BattleReserve(()))
        assert g.current_player() == winner
        if number == 0:
            assert removable(g) == ["cav", "inf"], "the artillery in reserve may not be chosen"
        g.apply(BattleRemove(victim))
    assert battle_state.battle(g) is None
    assert totals(g) == [(8, 10), (12, 10), (14, 6), (12, 8)]
    assert g.state.owner[idx(g, "china")] == RED
    assert kinds_in(g, "china", RED) == {"inf": 2, "cav": 1, "art": 1}
    assert dice._script == []


def test_the_attacker_holds_its_reserve_first_then_the_defender() -> None:
    """ "The attacker chooses first, then the defender": the defender's seat is asked after the attacker's,
    outside its own turn, with every reserve but one holding every piece."""
    g = standard_china("each-roll")
    g.apply(Fight("china", "choose"))
    assert g.current_player() == RED
    assert reserves(g) == [(), ("inf",), ("cav",), ("art",), ("inf", "cav"), ("inf", "art"), ("cav", "art")]
    assert g.describe(BattleReserve(("art",))) == "Hold your artillery in reserve this roll (army modifier +2)"
    g.apply(BattleReserve(("art",)))
    assert g.current_player() == BLUE and g.state.empire_turn() == RED
    assert reserves(g) == [(), ("inf",), ("art",)]
    assert (
        g.describe(BattleReserve(()), "pt") == "Não manter nada na reserva nesta rolagem (modificador de exército +2)"
    )


def test_the_defender_holds_pieces_in_reserve() -> None:
    """ "Pieces in reserve do not count toward the Army Modifier ... and they may not be chosen to be
    eliminated": blue holds its artillery back (+1, not +2) and red may only take an infantry: with one
    possible answer red is not asked, the infantry falls."""
    g = standard_china("each-roll")
    scripted(g, 8, 5)
    g.apply(Fight("china", "choose"))
    g.apply(BattleReserve(()))
    g.apply(BattleReserve(("art",)))
    first = decision(g)["rounds"][0]
    assert (first["attacker_total"], first["defender_total"]) == (12, 6)
    assert first["defender_lost"] == [1, 0, 0, 0]
    assert g.current_player() == RED and decision(g)["pending"] is None and reserves(g)[0] == ()


def test_the_winner_chooses_the_piece_not_always_the_most_valuable() -> None:
    """ "This will usually be the most valuable piece, but does not have to be": red takes an infantry."""
    g = standard_china("each-roll")
    scripted(g, 8, 5)
    g.apply(Fight("china", "choose"))
    g.apply(BattleReserve(()))
    g.apply(BattleReserve(()))
    assert removable(g) == ["art", "inf"]
    assert g.describe(BattleRemove("inf")) == "Eliminate his infantry"
    g.apply(BattleRemove("inf"))
    assert decision(g)["armies"][1] == [1, 0, 1, 0]
    assert decision(g)["rounds"][0]["defender_lost"] == [1, 0, 0, 0]


def test_a_tie_eliminates_nothing_and_the_next_roll_is_decided_again() -> None:
    """A tie (the rulebook names only "the player with the highest total") removes nothing; the next roll
    begins with the attacker's reserve again."""
    g = standard_china("each-roll")
    scripted(g, 6, 8)
    g.apply(Fight("china", "choose"))
    g.apply(BattleReserve(()))
    g.apply(BattleReserve(()))
    assert decision(g)["rounds"][0]["attacker_total"] == decision(g)["rounds"][0]["defender_total"] == 10
    assert decision(g)["armies"] == [[2, 2, 1, 0], [2, 0, 1, 0]]
    assert g.current_player() == RED and reserves(g)[0] == ()


def test_bad_reserves_and_victims_are_refused_and_change_nothing() -> None:
    """ "as long as there is at least one piece out of reserve"; only pieces in the battle may be chosen."""
    g = standard_china("each-roll")
    scripted(g, 8, 5)
    g.apply(Fight("china", "choose"))
    before = g.snapshot()
    with pytest.raises(IllegalAction, match="at least one piece must be out of reserve"):
        g.apply(BattleReserve(("inf", "cav", "art")))
    with pytest.raises(IllegalAction, match="no leader in this battle"):
        g.apply(BattleReserve(("ldr",)))
    with pytest.raises(IllegalAction, match="no roll is won yet"):
        g.apply(BattleRemove("inf"))
    with pytest.raises(IllegalAction, match=r"'battle_send' is not possible now|no decision of a Standard"):
        g.apply({"type": "battle_send", "piece": "inf"})
    assert g.snapshot() == before
    g.apply(BattleReserve(()))
    g.apply(BattleReserve(()))
    with pytest.raises(IllegalAction, match="no cavalry of his is in the battle"):
        g.apply(BattleRemove("cav"))
    with pytest.raises(IllegalAction, match="the roll is won"):
        g.apply(BattleReserve(()))


def test_the_fight_reserve_is_the_attackers_policy_and_the_defender_answers() -> None:
    """Fight(china, valuable, reserve=(art,)) is red's policy for the whole battle; blue, asked, answers
    "valuable" for the rest: the whole-battle result of the fixed option (11 v 10 and 11 v 8)."""
    g = standard_china("each-roll")
    scripted(g, 5, 8, 8, 8, 11, 5, 8, 7)
    g.apply(Fight("china", "valuable", ("art",)))
    assert g.current_player() == BLUE and len(decision(g)["held"]) == 1
    g.apply(BattlePolicy("valuable"))
    assert totals(g) == [(8, 10), (11, 10), (14, 6), (11, 8)]
    assert kinds_in(g, "china", RED) == {"inf": 2, "cav": 1, "art": 1}


def test_greedy_answers_with_the_fixed_policy_and_rolls_the_same_dice() -> None:
    events = []
    for choices in ("fixed", "each-roll"):
        g = standard_china(choices)
        g.apply(Fight("china", "types", ("art",)))
        while battle_state.battle(g) is not None:
            g.apply(battle_answer(g.legal_actions()))
        events.append([e.data for e in g.log.since(0) if e.kind in ("battle", "roll")])
    assert events[0] == events[1]


def test_the_natives_hold_nothing_back_and_are_never_asked() -> None:
    """The computer-played natives ("The Human Wave" by option) make no decision of a player's."""
    g = blank("standard", 2, battle_choices="each-roll")
    own(g, "india", RED, inf=1)
    own(g, "japan", BLUE, inf=1)
    marker(g, "china", "3")
    put(g, "china", RED, inf=2, cav=1)
    g.state.phase = "battles"
    g.dice = ScriptedDice([6, 6, 1, 1] * 8, 0, g.log)
    g.apply(Fight("china", "choose"))
    seen = []
    while battle_state.battle(g) is not None:
        seen.append(g.current_player())
        g.apply(g.legal_actions()[0])
    assert set(seen) == {RED}
    assert g.state.owner[idx(g, "china")] == RED
