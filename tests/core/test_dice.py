"""Dice: seeded, recorded in the event log, reproducible; ScriptedDice for rulebook examples."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from warroom.core.dice import Dice, ScriptedDice
from warroom.core.log import EventLog


def test_seed_zero_is_pinned() -> None:
    """Pinned: old saves replay only while the same seed gives the same rolls, shuffles and draws."""
    dice = Dice(0, EventLog())
    assert dice.roll(10, "test") == [6, 5, 3, 2, 4, 3, 5, 2, 3, 4]
    items = list(range(10))
    dice.shuffle(items, "test")
    assert items == [5, 4, 9, 6, 0, 1, 7, 2, 8, 3]
    assert dice.sample("abcdefgh", 3, "test") == ["e", "a", "f"]
    assert dice.roll(5, "test", sides=20) == [2, 18, 7, 12, 8]


@given(seed=st.integers(min_value=0, max_value=2**80), counts=st.lists(st.integers(0, 5), min_size=1, max_size=8))
def test_the_same_seed_and_calls_give_the_same_results(seed: int, counts: list[int]) -> None:
    a, b = Dice(seed, EventLog()), Dice(seed, EventLog())
    for n in counts:
        assert a.roll(n, "r") == b.roll(n, "r")
    xs, ys = list(range(20)), list(range(20))
    a.shuffle(xs, "s")
    b.shuffle(ys, "s")
    assert xs == ys and sorted(xs) == list(range(20))
    assert a.sample(range(30), 4, "d") == b.sample(range(30), 4, "d")
    assert a.getstate() == b.getstate()


def test_different_seeds_roll_differently() -> None:
    rolls = {tuple(Dice(seed, EventLog()).roll(20, "r")) for seed in range(50)}
    assert len(rolls) == 50


@given(seed=st.integers(0, 2**32), sides=st.integers(1, 100), count=st.integers(0, 30))
def test_rolls_are_in_range(seed: int, sides: int, count: int) -> None:
    dice = Dice(seed, EventLog())
    rolled = dice.roll(count, "r", sides=sides)
    assert len(rolled) == count
    assert all(1 <= d <= sides for d in rolled)


def test_every_face_of_a_die_comes_up_about_equally() -> None:
    counts = Counter(Dice(7, EventLog()).roll(60_000, "r"))
    assert sorted(counts) == [1, 2, 3, 4, 5, 6]
    assert all(9_500 <= n <= 10_500 for n in counts.values()), counts


def test_rolls_shuffles_and_draws_are_logged() -> None:
    log = EventLog()
    dice = Dice(3, log)
    log.action_index = 4
    rolled = dice.roll(2, "attack", player=1, source="brazil")
    deck = ["a", "b", "c", "d"]
    dice.shuffle(deck, "deck")
    drawn = dice.sample(deck, 2, "discard")
    assert len(log) == 3
    roll, shuffle, draw = log[0], log[1], log[2]
    assert roll.kind == "roll" and roll.action_index == 4
    assert roll.data == {"reason": "attack", "dice": rolled, "sides": 6, "player": 1, "source": "brazil"}
    assert roll.to_json() == {"kind": "roll", "action": 4, **roll.data}
    # a shuffle records its size, never the order (it may be secret); a draw records how many
    assert shuffle.data == {"reason": "deck", "size": 4}
    assert draw.data == {"reason": "discard", "count": 2}
    assert len(drawn) == 2 and set(drawn) <= set(deck)


def test_the_log_gives_rolls_by_action() -> None:
    log = EventLog()
    dice = Dice(1, log)
    setup = dice.roll(3, "dealer")
    log.action_index = 0
    first = dice.roll(2, "attack")
    log.add("battle", winner=1)
    log.action_index = 1
    second = dice.roll(1, "attack")
    third = dice.roll(1, "defence")
    assert log.rolls() == [setup, first, second, third]
    assert log.rolls(-1) == [setup]
    assert log.rolls(0) == [first]
    assert log.rolls(1) == [second, third]
    assert log.rolls(2) == []
    assert [e.kind for e in log.since(2)] == ["battle", "roll", "roll"]
    assert log.since(len(log)) == []


def test_scripted_dice_return_the_script_in_order() -> None:
    log = EventLog()
    dice = ScriptedDice([6, 6, 1, 2, 3], seed=0, log=log)
    assert dice.roll(3, "attack") == [6, 6, 1]
    assert dice.roll(2, "defence", sides=6, player=2) == [2, 3]
    assert log.rolls() == [[6, 6, 1], [2, 3]]
    assert log[1].data == {"reason": "defence", "dice": [2, 3], "sides": 6, "player": 2}
    dice.feed(4, 5)
    assert dice.roll(1, "attack") == [4]
    assert dice.roll(1, "attack") == [5]


def test_scripted_dice_running_out_is_an_error_that_rolls_nothing() -> None:
    log = EventLog()
    dice = ScriptedDice([5, 4], seed=0, log=log)
    with pytest.raises(RuntimeError, match=r"^scripted dice ran out: attack needs 3, 2 left$"):
        dice.roll(3, "attack")
    assert len(log) == 0
    # the script is untouched by the failed roll
    assert dice.roll(2, "attack") == [5, 4]
    with pytest.raises(RuntimeError, match=r"^scripted dice ran out: defence needs 1, 0 left$"):
        dice.roll(1, "defence")


def test_scripted_dice_shuffle_and_draw_from_the_seed() -> None:
    scripted = ScriptedDice([1], seed=11, log=EventLog())
    plain = Dice(11, EventLog())
    a, b = list(range(15)), list(range(15))
    scripted.shuffle(a, "s")
    plain.shuffle(b, "s")
    assert a == b and a != list(range(15))
    assert scripted.sample(range(40), 5, "d") == plain.sample(range(40), 5, "d")
    # scripted rolls do not consume the generator: the next shuffle still matches
    assert scripted.roll(1, "r") == [1]
    c, d = list(range(15)), list(range(15))
    scripted.shuffle(c, "s")
    plain.shuffle(d, "s")
    assert c == d


def test_a_deep_copy_rolls_its_own_generator() -> None:
    """copy.deepcopy gives dice of their own in the same state (the game's replay depends on it), scripted
    dice included."""
    import copy

    log = EventLog()
    dice = Dice(5, log)
    clone = copy.deepcopy(dice)
    assert clone.roll(4, "test") == dice.roll(4, "test")
    scripted = ScriptedDice([3, 4], 1, log)
    twin = copy.deepcopy(scripted)
    assert twin.roll(2, "test") == [3, 4] and scripted.roll(2, "test") == [3, 4]
