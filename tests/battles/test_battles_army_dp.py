"""The vectorised Age of Imperialism solvers (warroom.battles.army_dp): state by state against the pure-Python
programmes, against the engine's own battle code (resolve() with seeded dice, 4 standard errors), and a
Basic battle with a random piece choice computed by hand."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from warroom.battles import army_dp, imperialism_advanced, imperialism_basic
from warroom.battles.common import ATTACKER, RandomRoller, absorb, build_odds, contest
from warroom.battles.imperialism import Army

pytestmark = pytest.mark.skipif(not army_dp.available(), reason="numpy is not installed")


def _python_basic(a: Army, d: Army, fort: bool, pa: str, pd: str) -> dict[tuple[Army, Army], float]:
    step = imperialism_basic._stepper(fort, pa, pd)
    ends, _ = absorb((a, d), step, imperialism_basic._level, 10**7)
    return ends


@pytest.mark.parametrize(
    ("a", "d", "fort", "pa", "pd"),
    [
        ((2, 1, 1, 0), (1, 2, 0, 0), True, "random", "strongest"),
        ((3, 0, 2, 1), (2, 2, 1, 0), False, "random", "random"),
        ((2, 2, 0, 0), (3, 1, 1, 0), True, "weakest", "random"),
    ],
)
def test_basic_matches_the_python_programme(a: Army, d: Army, fort: bool, pa: str, pd: str) -> None:
    ends, rounds = army_dp.basic(a, d, fort, pa, pd)
    reference = _python_basic(a, d, fort, pa, pd)
    got = {(x, y): p for x, y, p in ends}
    assert set(got) == {k for k, p in reference.items() if p > 0}
    for key, p in reference.items():
        assert got.get(key, 0.0) == pytest.approx(p, abs=1e-12)
    odds = imperialism_basic.odds(a, d, fort=fort, attack_policy=pa, defend_policy=pd)
    assert odds.method == "exact" and odds.expected_rounds == pytest.approx(rounds, abs=1e-12)


def test_basic_random_by_hand() -> None:
    """Infantry and cavalry, one sent at random each roll, against one infantry: the first decisive roll
    was fought by infantry with chance pi; a lost first roll leaves the other piece to win alone."""
    w0, t0, l0 = contest(0)
    w1, t1, l1 = contest(1)
    pi = 0.5 * (1 - t0) / (0.5 * (1 - t0) + 0.5 * (1 - t1))
    win0, win1 = w0 / (1 - t0), w1 / (1 - t1)
    expected = pi * win0 + (1 - pi) * win1 + pi * (l0 / (1 - t0)) * win1 + (1 - pi) * (l1 / (1 - t1)) * win0
    odds = imperialism_basic.odds({"inf": 1, "cav": 1}, {"inf": 1}, attack_policy="random")
    assert odds.method == "exact"
    assert odds.attacker_wins == pytest.approx(expected, abs=1e-12)


ADVANCED = [
    ((4, 3, 3, 0), (5, 3, 2, 0), {}),
    ((4, 3, 3, 1), (5, 3, 2, 0), {"attack_target": "types", "fort": True, "attack_rifles": 1}),
    ((5, 2, 2, 0), (4, 3, 1, 0), {"attack_retreat": 2, "defend_retreat": 1, "attack_target": "strongest"}),
    ((3, 2, 0, 1), (4, 1, 1, 0), {"attack_piece": "weakest", "defend_target": "valuable", "defend_rifles": 2}),
]


@pytest.mark.parametrize(("a", "d", "settings"), ADVANCED)
def test_advanced_matches_the_python_programme(a: Army, d: Army, settings: dict[str, Any]) -> None:
    rules = imperialism_advanced.Rules(**settings)
    found, rounds = army_dp.advanced(rules, a, d)
    reference, ref_rounds = imperialism_advanced._exact(imperialism_advanced.Rules(**settings), a, d, 10**7)
    got = {(x, y, sub): p for x, y, sub, p in found}
    assert set(got) == {k for k, p in reference.items() if p > 0}
    for key, p in reference.items():
        assert got.get(key, 0.0) == pytest.approx(p, abs=1e-12)
    assert rounds == pytest.approx(ref_rounds, abs=1e-9)


def _within(odds_value: float, hits: int, n: int) -> None:
    se = math.sqrt(max(odds_value * (1 - odds_value), 1e-4) / n)
    assert abs(hits / n - odds_value) < 4 * se


def test_basic_random_against_the_engine() -> None:
    """resolve() with seeded dice (the random piece drawn with the game's dice) against the exact odds."""
    a, d = {"inf": 2, "cav": 1, "art": 1}, {"inf": 2, "cav": 1}
    odds = imperialism_basic.odds(a, d, fort=True, attack_policy="random")
    roller = RandomRoller(11)
    n = 6000
    battles = [imperialism_basic.resolve(roller, a, d, fort=True, attack_policy="random") for _ in range(n)]
    _within(odds.attacker_wins, sum(b.outcome == ATTACKER for b in battles), n)
    left = [float(sum(b.attacker_left)) for b in battles]
    mean = sum(left) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in left) / (n - 1))
    assert abs(mean - odds.expected_attacker_left) < 4 * sd / math.sqrt(n)


@pytest.mark.parametrize(("a", "d", "settings"), ADVANCED[1:3])
def test_advanced_against_the_engine(a: Army, d: Army, settings: dict[str, Any]) -> None:
    odds = imperialism_advanced.odds(a, d, **settings)
    assert odds.method == "exact"
    roller = RandomRoller(random.Random(5).getrandbits(32))
    n = 4000
    battles = [imperialism_advanced.resolve(roller, a, d, **settings) for _ in range(n)]
    for outcome in {e.outcome for e in odds.distribution}:
        _within(odds.probability(outcome), sum(b.outcome == outcome for b in battles), n)


def test_large_random_battles_are_exact() -> None:
    """30 v 30 with the attacker sending a random piece: exact, not sampled (formerly Monte Carlo)."""
    army = {"inf": 10, "cav": 10, "art": 10}
    odds = imperialism_basic.odds(army, army, attack_policy="random")
    assert odds.method == "exact"
    assert math.fsum(e.probability for e in odds.distribution) == pytest.approx(1.0, abs=1e-9)
    rebuilt = build_odds("x", odds.distribution, 0.0, battle={})
    assert rebuilt.attacker_wins == pytest.approx(odds.attacker_wins)
