"""War! Age of Imperialism, Basic rules army battles (rulebook 000, Basic Rules, "Battle", "Army Battles")."""

from __future__ import annotations

import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from warroom.battles import imperialism_basic as basic
from warroom.battles.common import BattleError, contest, contest_ways
from warroom.battles.imperialism import UNIT_MODIFIER, army, native_army, parse_army
from warroom.core.dice import Dice, ScriptedDice
from warroom.core.log import EventLog
from warroom.core.text import render


def two_dice_totals() -> list[int]:
    return [a + b for a in range(1, 7) for b in range(1, 7)]


def test_contest_table_by_enumeration() -> None:
    """The 2d6-against-2d6 table, checked against the 1296 rolls one by one."""
    totals = two_dice_totals()
    for advantage in range(-12, 13):
        win = sum(1 for x in totals for y in totals if x + advantage > y)
        tie = sum(1 for x in totals for y in totals if x + advantage == y)
        assert contest_ways(advantage) == (win, tie, 1296 - win - tie)
        assert contest(advantage) == (win / 1296, tie / 1296, (1296 - win - tie) / 1296)


def test_rulebook_example_china() -> None:
    """000, Basic Rules, "Army Battles", example: red 2 inf, 1 cav, 2 art invade China (blue 2 inf and a
    fort). Red sends cav (7+1 v 9+1: red loses it), inf (10 v 9+1: tie), art (7+2 v 3+1: blue loses one),
    art again (7+2 v 6+1: blue's last piece falls). Totals are split into dice arbitrarily."""
    choices = iter(["cav", "inf", "art", "art"])

    def red(own: tuple[int, ...], enemy: tuple[int, ...], enemy_choice: int | None) -> int:
        return ("inf", "cav", "art", "ldr").index(next(choices))

    dice = ScriptedDice([3, 4, 4, 5, 5, 5, 4, 5, 3, 4, 1, 2, 3, 4, 3, 3], 0, EventLog())
    battle = basic.resolve(dice, {"inf": 2, "cav": 1, "art": 2}, {"inf": 2}, fort=True, attack_policy=red)
    totals = [(r.attacker_total, r.defender_total) for r in battle.rounds]
    assert totals == [(8, 10), (10, 10), (9, 4), (9, 7)]
    assert battle.outcome == "attacker"
    assert battle.attacker_left == (2, 0, 2, 0) and battle.defender_left == (0, 0, 0, 0)


def test_one_against_one_with_a_fort() -> None:
    """1 inf v 1 inf behind a fort: the attack needs X > Y + 1; ties are rolled again."""
    totals = two_dice_totals()
    win = sum(1 for x in totals for y in totals if x > y + 1)
    lose = sum(1 for x in totals for y in totals if x < y + 1)
    odds = basic.odds({"inf": 1}, {"inf": 1}, fort=True)
    assert abs(odds.attacker_wins - win / (win + lose)) < 1e-15
    tie = 1296 - win - lose
    assert abs(odds.expected_rounds - 1296 / (1296 - tie)) < 1e-12
    assert Fraction(win, win + lose) < Fraction(1, 2)


@pytest.mark.parametrize("army_text", ["inf=1", "inf=3,cav=2", "inf=2,cav=1,art=2,ldr=1"])
def test_symmetric_armies_are_even(army_text: str) -> None:
    a = parse_army(army_text)
    for policy in ("strongest", "weakest"):
        odds = basic.odds(a, a, attack_policy=policy, defend_policy=policy)
        assert abs(odds.attacker_wins - 0.5) < 1e-12
        assert abs(odds.expected_attacker_left - odds.expected_defender_left) < 1e-12
        assert abs(sum(e.probability for e in odds.distribution) - 1.0) < 1e-12


def _generic(policy: str) -> basic.PiecePolicy:
    def choose(own: tuple[int, ...], enemy: tuple[int, ...], enemy_choice: int | None) -> int:
        units = [i for i, n in enumerate(own) if n]
        return max(units) if policy == "strongest" else min(units)

    return choose


@pytest.mark.parametrize(("ap", "dp"), [("strongest", "strongest"), ("weakest", "strongest"), ("strongest", "weakest")])
def test_queue_path_matches_general_path(ap: str, dp: str) -> None:
    """Named orderings are solved as two queues; the same policies as functions go through the general
    solver over the armies' compositions: the two agree."""
    a, d = parse_army("inf=3,cav=2,art=1"), parse_army("inf=4,ldr=1")
    fast = basic.odds(a, d, fort=True, attack_policy=ap, defend_policy=dp)
    slow = basic.odds(a, d, fort=True, attack_policy=_generic(ap), defend_policy=_generic(dp))
    assert len(fast.distribution) == len(slow.distribution)
    for x, y in zip(fast.distribution, slow.distribution, strict=True):
        assert (x.outcome, x.attacker, x.defender) == (y.outcome, y.attacker, y.defender)
        assert abs(x.probability - y.probability) < 1e-12
    assert abs(fast.expected_rounds - slow.expected_rounds) < 1e-9


def _simulate(a: list[int], d: list[int], fort: int, rng: random.Random) -> tuple[bool, int, int]:
    """Independent simulation, strongest piece first on both sides: (attacker won, its pieces left, rolls)."""
    a, d = sorted(a), sorted(d)  # modifiers; the strongest is last
    r = rng.random
    rolls = 0
    while a and d:
        x = int(r() * 6) + int(r() * 6) + a[-1]
        y = int(r() * 6) + int(r() * 6) + d[-1] + fort
        rolls += 1
        if x < y:
            a.pop()
        elif y < x:
            d.pop()
    return bool(a), len(a), rolls


def test_exact_against_monte_carlo() -> None:
    """10^5 simulated battles (independent code) agree with the exact odds within 4 standard errors."""
    attack, defend = parse_army("inf=2,cav=1,art=1"), parse_army("inf=3,cav=1")
    mods_a = [UNIT_MODIFIER[i] for i, n in enumerate(attack) for _ in range(n)]
    mods_d = [UNIT_MODIFIER[i] for i, n in enumerate(defend) for _ in range(n)]
    rng = random.Random(3)
    n = 100_000
    runs = [_simulate(mods_a, mods_d, 1, rng) for _ in range(n)]
    odds = basic.odds(attack, defend, fort=True)
    p = odds.attacker_wins
    assert abs(sum(r[0] for r in runs) / n - p) < 4 * math.sqrt(p * (1 - p) / n)
    assert_mean([r[1] for r in runs], odds.expected_attacker_left)
    assert_mean([r[2] for r in runs], odds.expected_rounds)


def assert_mean(values: list[int], expected: float) -> None:
    """The sample mean is within 4 standard errors of ``expected``."""
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    assert abs(mean - expected) < 4 * sd / math.sqrt(n)


def test_resolve_with_game_dice_matches_odds() -> None:
    dice = Dice(4, EventLog())
    n = 10_000
    counts: Counter[tuple[tuple[int, ...], tuple[int, ...]]] = Counter()
    for _ in range(n):
        b = basic.resolve(dice, {"inf": 2, "cav": 1}, {"inf": 2}, fort=True, defend_policy="weakest")
        counts[(b.attacker_left, b.defender_left)] += 1
    odds = basic.odds({"inf": 2, "cav": 1}, {"inf": 2}, fort=True, defend_policy="weakest")
    for e in odds.distribution:
        key = (army(e.attacker), army(e.defender))
        p = e.probability
        assert abs(counts[key] / n - p) < 4 * math.sqrt(p * (1 - p) / n)


def test_random_policy_exact_and_sampled() -> None:
    """A random choice of piece is solved over compositions; forced past max_states it is sampled, and
    the reported 95% interval holds the exact value."""
    a, d = parse_army("inf=3,cav=2,art=1"), parse_army("inf=4,cav=1")
    exact = basic.odds(a, d, attack_policy="random", defend_policy="random")
    assert exact.method == "exact"
    sampled = basic.odds(a, d, attack_policy="random", defend_policy="random", max_states=10, samples=20_000, seed=2)
    assert sampled.method == "monte-carlo" and sampled.samples == 20_000
    assert sampled.ci95 is not None
    lo, hi = sampled.ci95["attacker_wins"]
    assert lo <= exact.attacker_wins <= hi
    lo, hi = sampled.ci95["expected_rounds"]
    assert lo - 0.02 <= exact.expected_rounds <= hi + 0.02
    assert any("Monte Carlo" in render(note) for note in sampled.notes)


def test_natives_markers() -> None:
    """000, "NATIVE ARMIES": infantry = the number; "+" adds cavalry, half rounded up; "++" one artillery."""
    assert native_army("9") == (9, 0, 0, 0)
    assert native_army("9+") == (9, 5, 0, 0)
    assert native_army("12++") == (12, 6, 1, 0)
    assert native_army(4) == (4, 0, 0, 0)
    for bad in ("0", "x", "9+++", "-3"):
        with pytest.raises(BattleError):
            native_army(bad)


@pytest.mark.parametrize(
    ("attack", "defend", "kwargs"),
    [
        ({"inf": -1}, {"inf": 1}, {}),
        ({"tank": 1}, {"inf": 1}, {}),
        ({"inf": 0}, {"inf": 1}, {}),
        ({"inf": 1}, {}, {}),
        ({"inf": 1}, {"inf": 1}, {"attack_policy": "bravest"}),
    ],
)
def test_bad_battles(attack: dict[str, int], defend: dict[str, int], kwargs: dict[str, str]) -> None:
    with pytest.raises(BattleError):
        basic.odds(attack, defend, **kwargs)
