"""Shared odds tables under threads: the game server runs computer players on many threads at once.

Each test empties the tables the odds and the greedy players fill lazily, then lets many threads
read them at the same moment (a barrier releases them together), and checks that no thread fails and
that every thread reads exactly what one thread alone computes.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from typing import TypeVar

import pytest

from warroom.agents.base import make_agent
from warroom.battles import war_dice
from warroom.core.actions import Action
from warroom.core.registry import new_game
from warroom.rulesets.war import greedy

THREADS = 64
T = TypeVar("T")


@pytest.fixture(autouse=True)
def _switch_often() -> Iterator[None]:
    """Switch threads every microsecond rather than every 5 ms, so that a race shows on every run."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def _empty_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """Put every lazily filled table back to its first, empty state (restored after the test)."""
    monkeypatch.setattr(war_dice, "_CONQUEST", war_dice.EMPTY_CONQUEST)
    monkeypatch.setattr(greedy, "_ODDS", None)


def _together(work: Callable[[int], T], threads: int = THREADS) -> list[T]:
    """``work(i)`` on ``threads`` threads released at once; the results in thread order. Any exception
    in a thread is raised here."""
    barrier = threading.Barrier(threads)
    results: list[T | None] = [None] * threads
    errors: list[BaseException] = []

    def run(i: int) -> None:
        try:
            barrier.wait()
            results[i] = work(i)
        except BaseException as exc:  # every failure is the test's business
            errors.append(exc)

    pool = [threading.Thread(target=run, args=(i,)) for i in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    if errors:
        raise errors[0]
    return [r for r in results if r is not None]


def _conquest_grid(i: int) -> list[float]:
    # Threads ask for different sizes first, so the table grows from several threads at once.
    top = 20 + (i * 7) % 50
    return [war_dice.conquest_probability(a, d) for a in range(top, -1, -1) for d in range(top, -1, -1)]


def test_conquest_table_from_many_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    _empty_tables(monkeypatch)
    alone = [_conquest_grid(i) for i in range(THREADS)]
    for _ in range(3):
        _empty_tables(monkeypatch)
        assert _together(_conquest_grid) == alone


def _chances(i: int) -> list[float]:
    sizes = [(a, d) for a in range(0, 90, 3) for d in range(0, 90, 5)]
    offset = i % len(sizes)
    return [greedy.chance(a, d) for a, d in sizes[offset:] + sizes[:offset]]


def test_greedy_odds_from_many_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    _empty_tables(monkeypatch)
    alone = [_chances(i) for i in range(THREADS)]
    for _ in range(3):
        _empty_tables(monkeypatch)
        assert _together(_chances) == alone


def _greedy_choices(i: int) -> list[Action]:
    """A greedy player's first decisions in a fresh 4-player WAR game (its own game: games are not
    shared between threads, the tables are)."""
    game = new_game("war", players=4, seed=i % 4)
    agent = make_agent("greedy", "war", i % 4)
    chosen = []
    for _ in range(40):
        p = game.current_player()
        if p is None:
            break
        action = agent.choose(game, p)
        chosen.append(action)
        game.apply(action)
    return chosen


def test_greedy_players_from_many_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    _empty_tables(monkeypatch)
    alone = [_greedy_choices(i) for i in range(4)]
    _empty_tables(monkeypatch)
    assert _together(_greedy_choices, 32) == [alone[i % 4] for i in range(32)]
