"""How the game ends (rulebook 004, 'Victory!', 'Defeat!', King 'Crown'; option round_limit), and how a turn
ends when a nation is eliminated in it ('9. Support the Troops': "Your turn ends once all the ships are in
the water and play proceeds to the next player")."""

from __future__ import annotations

import itertools

import pytest
from ww4_helpers import BLUE, GREEN, RED, YELLOW, blank, put, scripted

from warroom.rulesets.ww4 import ending, support, units
from warroom.rulesets.ww4.actions import Fight, GiveMoney
from warroom.rulesets.ww4.game import WW4Game


class SupportSteps:
    """Wraps ``support.run``: where in the log each Support the Troops step began, and for whom."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.began: list[tuple[int, int]] = []
        real = support.run

        def run(g: WW4Game) -> None:
            self.began.append((len(g.log), g.state.nation()))
            real(g)

        monkeypatch.setattr(support, "run", run)

    def per_turn(self, g: WW4Game) -> list[tuple[str, list[int]]]:
        """For each turn that began in the log after the first: its nation's colour and the nations whose
        Support step ran since the turn before (exactly the nation of the turn before, once)."""
        turns = [i for i in range(len(g.log)) if g.log[i].kind == "turn"]
        return [
            (g.log[i].data["nation"], [n for at, n in self.began if before < at <= i])
            for before, i in itertools.pairwise(turns)
        ]


def the_next(g: WW4Game, nation: int) -> int:
    """The active nation whose turn comes after ``nation``'s ("Order of Play")."""
    order = g.state.order
    i = order.index(nation)
    return next(n for n in order[i + 1 :] + order[:i] if g.state.active[n])


def to_combat(g: WW4Game) -> None:
    """Red's Combat step, with nothing drawn at the next turn's Random Event but an Innovation card."""
    s = g.state
    innovation = next(c for c in s.deck if g.content.cards[c].kind == "innovation")
    s.deck.remove(innovation)
    s.deck.insert(0, innovation)
    s.step = "combat"
    g.advance()


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


@pytest.mark.parametrize("fallen", [YELLOW, RED], ids=["defender", "invader"])
def test_a_combat_that_eliminates_a_nation_is_followed_by_one_support_step(
    monkeypatch: pytest.MonkeyPatch, fallen: int
) -> None:
    """004, King 'Crown': a King lost in combat eliminates his nation at the end of the round; the invaders
    "continue to fight on"; then the turn ends as every turn does, with one Support the Troops step (for the
    Invader: '9. Support the Troops'), and play proceeds to the next active player. Red's Cavalry charge
    Yellow's King (or Yellow's Cavalry charge Red's King), two 6s."""
    g = blank(4)
    steps = SupportSteps(monkeypatch)
    s = g.state
    put(g, "chaco", YELLOW, **({"king": 1} if fallen == YELLOW else {"cavalry": 2}))
    put(g, "chaco", RED, **({"cavalry": 2} if fallen == YELLOW else {"king": 1}))
    to_combat(g)
    scripted(g, 6, 6)
    g.apply(Fight("chaco"))
    assert not s.active[fallen] and units.king_of(s, fallen) is None
    assert [e.data["cause"] for e in g.log.since(0) if e.kind == "eliminated"] == ["combat"]
    assert steps.per_turn(g)[-1] == (g.colour_id(the_next(g, RED)), [RED])
    assert [n for _, n in steps.began] == [RED]


def test_a_drawer_eliminated_by_his_card_has_one_support_step_of_his_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """004, 'Defeat!' (decision 33): a nation eliminated in its own turn outside Combat (here by the Random
    Event it draws: Plague, a d6 for each unit there, destroyed on its faces) goes straight to its Support the
    Troops step, and the next nation's turn follows: one action carries two turns, each with its own
    Support step, in order."""
    g = blank(4)
    steps = SupportSteps(monkeypatch)
    s = g.state
    plague = g.content.cards["plague"]
    (op,) = plague.effect["ops"]
    where = plague.effect["target"]["table"][0]
    put(g, where, YELLOW, king=1)
    innovation = next(c for c in s.deck if g.content.cards[c].kind == "innovation")
    s.deck = [plague.id, innovation, *(c for c in s.deck if c not in (plague.id, innovation))]
    scripted(g, 1, min(op["faces"]))  # the table's first space; the King's die destroys him
    s.step = "support"
    g.advance()
    assert not s.active[YELLOW]
    assert [e.data["cause"] for e in g.log.since(0) if e.kind == "eliminated"] == ["event"]
    yellow, after = steps.per_turn(g)[-2:]
    assert yellow == ("yellow", [RED]) and after == (g.colour_id(the_next(g, YELLOW)), [YELLOW])


def test_a_king_lost_however_is_settled_by_the_next_action() -> None:
    """004, King 'Crown': "If you lose your King at any time you are eliminated from the game!" A King that
    leaves the board by any way (here removed outright) eliminates his nation once the action is over."""
    g = blank()
    s = g.state
    (king,) = put(g, "india", YELLOW, king=1)
    units.destroy(s, king)
    assert s.active[YELLOW] and s.fallen == [YELLOW]  # remembered, not yet settled
    s.money[RED] = 1
    g.apply(GiveMoney("green", 1))
    assert not s.active[YELLOW] and s.fallen == []
    assert [e.data["cause"] for e in g.log.since(0) if e.kind == "eliminated"] == ["lost"]


def test_two_kings_falling_together_leave_no_winner() -> None:
    """004, 'Victory!', Last King Standing (decision 34): the last two Kings falling in the same combat round
    are both out before the last King standing is looked for: nobody wins."""
    g = blank()
    s = g.state
    ending.eliminate(g, GREEN, "assassinated")
    put(g, "chaco", YELLOW, king=1)
    put(g, "chaco", RED, king=1)
    to_combat(g)
    scripted(g, 6, 6)  # both Kings attack in the Regular step: the Defender's die, then the Invader's
    g.apply(Fight("chaco"))
    assert not s.active[RED] and not s.active[YELLOW]
    assert s.outcome is not None and s.outcome["reason"] == "last-king" and s.outcome["winners"] == []
