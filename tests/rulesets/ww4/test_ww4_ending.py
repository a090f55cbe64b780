"""How the game ends (rulebook 004, 'Victory!', 'Defeat!', King 'Crown'; option round_limit)."""

from __future__ import annotations

from ww4_helpers import BLUE, GREEN, RED, YELLOW, blank, put

from warroom.rulesets.ww4 import ending, units
from warroom.rulesets.ww4.actions import GiveMoney


def test_elimination_units_become_barbarians_and_innovations_go_back_into_the_deck() -> None:
    """004, 'Defeat!': your King destroyed eliminates you; your units act as Barbarians; shuffle your
    Innovation Cards back into the deck."""
    g = blank()
    s = g.state
    militia = put(g, "indochina", YELLOW, militia=2)
    s.hands[YELLOW] = ["sabres", "poisons"]
    s.shared["sabres"] = [RED]
    s.hands[GREEN] = ["rifled-guns"]
    s.shared["rifled-guns"] = [YELLOW, RED]
    deck = len(s.deck)
    ending.eliminate(g, YELLOW, "assassinated")
    assert not s.active[YELLOW]
    assert s.hands[YELLOW] == [] and len(s.deck) == deck + 2 and {"sabres", "poisons"} <= set(s.deck)
    assert "sabres" not in s.shared and s.shared["rifled-guns"] == [RED]
    assert all(u.id in s.units and u.owner == YELLOW for u in militia)
    assert s.outcome is None
    assert any(e.kind == "eliminated" and e.data["cause"] == "assassinated" for e in g.log.since(0))


def test_an_eliminated_nation_takes_no_more_turns() -> None:
    """004, 'Barbarians': barbarian units never have any turn sequences of their own."""
    g = blank()
    s = g.state
    ending.eliminate(g, YELLOW, "assassinated")
    g.next_turn()
    assert s.nation() == GREEN


def test_last_king_standing_wins() -> None:
    """004, 'Victory!', Last King Standing: one active player left wins at any time."""
    g = blank(4)
    ending.eliminate(g, YELLOW, "assassinated")
    ending.eliminate(g, BLUE, "combat")
    assert g.state.outcome is None
    ending.eliminate(g, GREEN, "support")
    result = g.result()
    assert result is not None and result.reason == "last-king"
    assert result.winners == (g.state.seat_of[RED],)
    assert result.ranking[0] == g.state.seat_of[RED] and sorted(result.ranking) == [0, 1, 2, 3]
    assert g.is_over() and g.legal_actions() == []


def test_the_current_nation_eliminated_outside_combat_ends_its_turn() -> None:
    """004, 'Defeat!' (decision: a King lost to a disaster ends his nation's turn at once)."""
    g = blank()
    g.state.step = "event"
    ending.eliminate(g, RED, "disaster")
    assert g.state.step == "support"
    g.advance()
    assert g.state.nation() == YELLOW


def test_cold_war_is_a_draw_for_every_active_player() -> None:
    """004, 'Victory!', Atomic Weapons: all 1s: a cold war standoff, a draw for all active players."""
    g = blank(4)
    ending.eliminate(g, BLUE, "combat")
    ending.finish(g, "cold-war", ending.alive(g), "all 1s")
    result = g.result()
    assert result is not None and result.reason == "cold-war"
    assert set(result.winners) == {g.state.seat_of[n] for n in (RED, YELLOW, GREEN)}
    assert result.ranking[-1] == g.state.seat_of[BLUE]


def test_atomic_weapons_win() -> None:
    """004, 'Victory!', Atomic Weapons: a 6 on a City die wins (events.py finishes with 'atomic')."""
    g = blank()
    ending.finish(g, "atomic", [GREEN], "a 6")
    result = g.result()
    assert result is not None and result.winners == (g.state.seat_of[GREEN],) and result.reason == "atomic"
    ending.finish(g, "world-rule", [RED])
    assert g.result() == result, "the first ending stands"


def test_round_limit_ranks_by_cities_then_spaces_then_money() -> None:
    """Option round_limit (decision): Cities held, then spaces held, then money."""
    g = blank()
    s = g.state
    put(g, "chaco", RED, militia=1)
    put(g, "tibet", YELLOW, militia=1)
    s.money[YELLOW] = 3
    ending.finish_by_ranking(g)
    result = g.result()
    assert result is not None and result.reason == "round-limit"
    assert result.winners == (s.seat_of[YELLOW],)
    assert result.ranking == (s.seat_of[YELLOW], s.seat_of[RED], s.seat_of[GREEN])
    assert result.scores[s.seat_of[RED]] == 2.0


def test_round_limit_through_the_game() -> None:
    """Option round_limit: the game ends after that many rounds."""
    g = blank(3, round_limit=1)
    s = g.state
    s.current = len(s.order) - 1
    s.step = "support"
    g.advance()
    assert s.outcome is not None and s.outcome["reason"] == "round-limit"


def test_no_action_after_the_end() -> None:
    """004, 'Victory!': the game ends as soon as a condition occurs."""
    g = blank()
    ending.finish(g, "world-rule", [RED])
    assert g.current_player() is None
    assert not g.is_legal(GiveMoney("yellow", 1))
    assert units.king_of(g.state, RED) is None
