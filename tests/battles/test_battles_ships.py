"""War! Age of Imperialism ship battles (rulebook 000, "Ship Battles"; Advanced "Technologies": Metallurgy)."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from warroom.battles import ships
from warroom.battles.common import BattleError, RandomRoller
from warroom.core.dice import Dice, ScriptedDice
from warroom.core.log import EventLog

try:
    import numpy  # noqa: F401

    HAVE_NUMPY = True
except ImportError:  # pragma: no cover
    HAVE_NUMPY = False

#: Two dice totalling 9 or more, counted roll by roll.
P = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= 9) / 36
Q = 1 - P


def test_a_hit_is_nine_or_more() -> None:
    assert ships.HIT_WAYS == 10 and ships.P_HIT == P
    assert ships.count_hits([4, 5, 6, 2, 3, 3]) == 1


def test_rulebook_example() -> None:
    """000, Basic Rules, "Ship Battles", example: green moves 3 ships against blue's 2; blue rolls 4 and 12
    (one hit), green 10, 3 and 11 (two hits); blue loses both ships and green one."""
    dice = ScriptedDice([4, 6, 1, 2, 5, 6, 1, 3, 6, 6], 0, EventLog())
    battle = ships.resolve(dice, 3, 2)
    (first,) = battle.rounds
    assert (first.attacker_hits, first.defender_hits) == (2, 1)
    assert battle.outcome == "attacker" and len(battle.attacker_left) == 2 and battle.defender_left == ()


def test_one_against_one() -> None:
    odds = ships.odds(1, 1)
    assert abs(odds.attacker_wins - P * Q / (1 - Q * Q)) < 1e-15
    assert abs(odds.both_destroyed - P * P / (1 - Q * Q)) < 1e-15
    assert abs(odds.expected_rounds - 1 / (1 - Q * Q)) < 1e-12
    assert abs(odds.attacker_wins - odds.defender_wins) < 1e-15


@pytest.mark.parametrize("n", [2, 5, 9])
@pytest.mark.parametrize("h", [1, 2, 3])
def test_symmetric_fleets_are_even(n: int, h: int) -> None:
    odds = ships.odds(n, n, hits=(h, h))
    assert abs(odds.attacker_wins - odds.defender_wins) < 1e-12
    assert abs(odds.attacker_wins + odds.defender_wins + odds.both_destroyed - 1.0) < 1e-12


def test_metallurgy() -> None:
    """Metallurgy 1 and 2: two and three hits to sink; spreading hits keeps more ships firing than focusing."""
    plain = ships.odds(3, 3)
    tough = ships.odds(3, 3, hits=(2, 1))
    tougher = ships.odds(3, 3, hits=(3, 1))
    assert plain.attacker_wins < tough.attacker_wins < tougher.attacker_wins
    focus = ships.odds(3, 3, hits=(3, 1), damage=("focus", "spread"))
    assert focus.attacker_wins < tougher.attacker_wins
    same = ships.odds(3, 3, damage=("focus", "focus"))
    assert abs(same.attacker_wins - plain.attacker_wins) < 1e-15  # one hit to sink: nothing to choose


@pytest.mark.parametrize("policy", ships.DAMAGE_POLICIES)
@pytest.mark.parametrize("h", [1, 2, 3])
def test_ships_afloat_depend_only_on_total_damage(policy: str, h: int) -> None:
    """resolve() tracks each ship; the calculator counts total damage: they always agree."""
    roller = RandomRoller(h)
    for _ in range(300):
        battle = ships.resolve(roller, 4, 3, hits=(h, h), damage=(policy, policy))
        hits_on = [0, 0]
        sunk = [0, 0]
        for r in battle.rounds:
            hits_on[0] += r.defender_hits
            hits_on[1] += r.attacker_hits
            sunk[0] += len(r.attacker_sunk)
            sunk[1] += len(r.defender_sunk)
            for side, fleet in ((0, 4), (1, 3)):
                assert fleet - sunk[side] == ships.afloat(fleet, h, min(hits_on[side], fleet * h), policy)
        assert len(battle.attacker_left) == 4 - sunk[0] and len(battle.defender_left) == 3 - sunk[1]


@pytest.mark.skipif(not HAVE_NUMPY, reason="numpy not installed")
@pytest.mark.parametrize(("attack", "defend"), [(1, 1), (4, 3), (20, 20), (7, 2), (2, 9)])
@pytest.mark.parametrize("hits", [(1, 1), (2, 1), (3, 3)])
@pytest.mark.parametrize("damage", [("spread", "spread"), ("focus", "spread")])
def test_numpy_matches_python(attack: int, defend: int, hits: tuple[int, int], damage: tuple[str, str]) -> None:
    a, ra = ships.distribution(attack, defend, hits=hits, damage=damage, backend="python")
    b, rb = ships.distribution(attack, defend, hits=hits, damage=damage, backend="numpy")
    assert set(a) == set(b)
    assert max(abs(a[k] - b[k]) for k in a) < 1e-12
    assert abs(ra - rb) < 1e-9


def _simulate(a: int, d: int, ha: int, hd: int, rng: random.Random) -> tuple[int, int, int]:
    """Independent simulation, each ship's damage kept, hits to the least damaged ship; a ship hits with
    the chance of two dice totalling 9 or more."""
    r = rng.random
    fa, fd = [0] * a, [0] * d
    rounds = 0
    while fa and fd:
        hits_a = sum(1 for _ in fa if r() < P)
        hits_d = sum(1 for _ in fd if r() < P)
        for fleet, hits, h in ((fd, hits_a, hd), (fa, hits_d, ha)):
            for _ in range(hits):
                if not fleet:
                    break
                fleet.sort()
                fleet[0] += 1
                if fleet[0] >= h:
                    fleet.pop(0)
        rounds += 1
    return len(fa), len(fd), rounds


def test_exact_against_monte_carlo() -> None:
    """10^5 simulated battles (independent code) agree with the exact odds within 4 standard errors."""
    rng = random.Random(1)
    n = 100_000
    runs = Counter(_simulate(2, 3, 2, 1, rng) for _ in range(n))
    odds = ships.odds(2, 3, hits=(2, 1))
    for name, test in (
        ("attacker_wins", lambda x, y: y == 0 and x > 0),
        ("defender_wins", lambda x, y: x == 0 and y > 0),
        ("both_destroyed", lambda x, y: x == 0 and y == 0),
    ):
        p = getattr(odds, name)
        observed = sum(c for (x, y, _), c in runs.items() if test(x, y)) / n
        assert abs(observed - p) < 4 * math.sqrt(p * (1 - p) / n), name
    mean = sum(k * c for (_, _, k), c in runs.items()) / n
    sd = math.sqrt(sum(c * (k - mean) ** 2 for (_, _, k), c in runs.items()) / (n - 1))
    assert abs(mean - odds.expected_rounds) < 4 * sd / math.sqrt(n)


def test_resolve_with_game_dice_matches_odds() -> None:
    dice = Dice(3, EventLog())
    n = 8_000
    counts: Counter[tuple[int, int]] = Counter()
    for _ in range(n):
        b = ships.resolve(dice, 2, 2, hits=(1, 2))
        counts[(len(b.attacker_left), len(b.defender_left))] += 1
    for e in ships.odds(2, 2, hits=(1, 2)).distribution:
        p = e.probability
        assert abs(counts[(e.attacker, e.defender)] / n - p) < 4 * math.sqrt(p * (1 - p) / n)


@pytest.mark.parametrize(
    ("attack", "defend", "kwargs"),
    [
        (0, 1, {}),
        (1, -2, {}),
        (2, 2, {"hits": (4, 1)}),
        (2, 2, {"hits": (0, 1)}),
        (2, 2, {"hits": (1,)}),
        (2, 2, {"damage": ("spread", "sideways")}),
    ],
)
def test_bad_battles(attack: int, defend: int, kwargs: dict[str, object]) -> None:
    with pytest.raises(BattleError):
        ships.odds(attack, defend, **kwargs)
