"""War! Age of Imperialism, Advanced rules army battles (rulebook 000, Advanced Rules, "Battle", "Modifiers",
"Retreat"; "Technologies": Rifles)."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from warroom.battles import imperialism_advanced as advanced
from warroom.battles.common import BattleError, contest, contest_ways
from warroom.battles.imperialism import army, native_army, parse_army
from warroom.core.dice import Dice, ScriptedDice
from warroom.core.log import EventLog


def test_assaults_alternate_and_the_lower_total_loses() -> None:
    """The invader assaults first; each assault matches the pieces the assaulting side picks; the lower
    total loses its piece. Attacker 1 art + 1 inf (+2 art, +2 combined arms) v defender 2 inf (+1)."""
    dice = ScriptedDice([3, 3, 3, 3, 1, 1, 6, 6, 2, 2, 2, 2], 0, EventLog())
    battle = advanced.resolve(dice, {"inf": 1, "art": 1}, {"inf": 2})
    first, second, third = battle.rounds
    assert (first.attacker_total, first.defender_total) == (6 + 4, 6 + 1)  # art v inf: defender loses
    assert first.defender_lost == (1, 0, 0, 0) and first.note.startswith("attacker assaults: art v inf")
    assert second.note.startswith("defender assaults: inf v inf")  # the defender sends its inf at red's weakest
    assert (second.attacker_total, second.defender_total) == (2 + 2, 12 + 1) and second.attacker_lost == (1, 0, 0, 0)
    assert (third.attacker_total, third.defender_total) == (4 + 2 + 1, 4 + 1)  # art alone now: +2, +1 arms
    assert battle.outcome == "attacker" and battle.attacker_left == (0, 0, 1, 0)


def test_one_against_one() -> None:
    """One piece each: every assault is the same match-up, so only the modifiers count (ties pass the turn)."""
    assert abs(advanced.odds({"inf": 1}, {"inf": 1}).attacker_wins - 0.5) < 1e-12
    win, _tie, lose = contest_ways((0 + 1) - (1 + 1 + 1))  # inf v cav behind a fort
    odds = advanced.odds({"inf": 1}, {"cav": 1}, fort=True)
    assert abs(odds.attacker_wins - win / (win + lose)) < 1e-15
    assert abs(odds.expected_rounds - 1296 / (win + lose)) < 1e-12


def test_rifles_are_worth_their_level_to_infantry() -> None:
    """Rifles 2 make an infantry piece as strong as artillery (+2)."""
    rifled = advanced.odds({"inf": 1}, {"cav": 1}, attack_rifles=2)
    artillery = advanced.odds({"art": 1}, {"cav": 1})
    assert abs(rifled.attacker_wins - artillery.attacker_wins) < 1e-15
    assert advanced.odds({"inf": 3}, {"inf": 3}, defend_rifles=1).attacker_wins < 0.5


def test_retreat_after_each_side_has_assaulted() -> None:
    """000, Advanced Rules, "Retreat": only once each side has assaulted. An attacker set to withdraw at
    once (2 inf v 1 inf) fights exactly two assaults unless the battle ends first."""
    w, t, lose = contest(0)
    odds = advanced.odds({"inf": 2}, {"inf": 1}, attack_retreat=5)
    assert abs(odds.extra["attacker_retreats"] - (t * (1 - w) + lose * t)) < 1e-15
    assert abs(odds.expected_rounds - (1 + (1 - w))) < 1e-15
    assert abs(odds.attacker_wins + odds.defender_wins - 1.0) < 1e-12
    held = advanced.odds({"inf": 3}, {"inf": 3, "cav": 1}, defend_retreat=1)
    assert held.extra["defender_retreats"] > 0
    assert all(
        e.defender.get("inf", 0) + e.defender.get("cav", 0) <= 1
        for e in held.distribution
        if e.outcome == "defender-retreated"
    )


def test_retreat_in_resolve() -> None:
    dice = ScriptedDice([1, 1, 6, 6, 1, 1, 6, 6], 0, EventLog())
    battle = advanced.resolve(dice, {"inf": 3}, {"inf": 3}, attack_retreat=1)
    assert battle.outcome == "attacker-retreated" and battle.attacker_left == (1, 0, 0, 0)
    assert len(battle.rounds) == 2


def test_natives_and_the_human_wave() -> None:
    natives = native_army("5+")
    wave = advanced.odds({"inf": 3, "art": 1}, natives, natives=True, human_wave=1)
    calm = advanced.odds({"inf": 3, "art": 1}, natives, natives=True)
    assert abs(sum(e.probability for e in wave.distribution) - 1.0) < 1e-12
    assert wave.expected_rounds < calm.expected_rounds
    with pytest.raises(BattleError, match="cannot retreat"):
        advanced.odds({"inf": 1}, natives, natives=True, defend_retreat=1)


def _pick(own: list[int], mods: list[int]) -> int:
    """Strongest piece (ties to the cheaper)."""
    best = -1
    for i in range(4):
        if own[i] and (best < 0 or mods[i] > mods[best]):
            best = i
    return best


def _target(enemy: list[int], mods: list[int]) -> int:
    """Weakest enemy piece (ties to the more valuable)."""
    best = -1
    for i in range(4):
        if enemy[i] and (best < 0 or mods[i] <= mods[best]):
            best = i
    return best


def _simulate(a: list[int], d: list[int], rng: random.Random, fort: int, rifles: tuple[int, int]) -> tuple[bool, int]:
    """Independent simulation of the default policies (strongest piece against the weakest target)."""
    r = rng.random
    turn, rolls = 0, 0
    ma, md = [rifles[0], 1, 2, 3], [rifles[1], 1, 2, 3]
    while any(a) and any(d):
        if turn == 0:
            ua, ud = _pick(a, ma), _target(d, md)
        else:
            ud, ua = _pick(d, md), _target(a, ma)
        x = int(r() * 6) + int(r() * 6) + ma[ua] + 4 - a.count(0)
        y = int(r() * 6) + int(r() * 6) + md[ud] + 4 - d.count(0) + fort
        if x < y:
            a[ua] -= 1
        elif y < x:
            d[ud] -= 1
        turn, rolls = 1 - turn, rolls + 1
    return any(a), rolls


def test_exact_against_monte_carlo() -> None:
    """10^5 simulated battles (independent code) agree with the exact odds within 4 standard errors."""
    attack, defend = parse_army("inf=1,cav=1,art=1"), parse_army("inf=2,cav=1")
    rng = random.Random(12)
    n = 100_000
    runs = [_simulate(list(attack), list(defend), rng, 1, (1, 0)) for _ in range(n)]
    odds = advanced.odds(attack, defend, fort=True, attack_rifles=1)
    p = odds.attacker_wins
    assert abs(sum(w for w, _ in runs) / n - p) < 4 * math.sqrt(p * (1 - p) / n)
    rolls = [k for _, k in runs]
    mean = sum(rolls) / n
    sd = math.sqrt(sum((k - mean) ** 2 for k in rolls) / (n - 1))
    assert abs(mean - odds.expected_rounds) < 4 * sd / math.sqrt(n)


def test_resolve_with_game_dice_matches_odds() -> None:
    dice = Dice(21, EventLog())
    settings = {"attack_retreat": 1, "attack_target": "types", "defend_piece": "weakest"}
    n = 6_000
    counts: Counter[tuple[str, tuple[int, ...], tuple[int, ...]]] = Counter()
    for _ in range(n):
        b = advanced.resolve(dice, {"inf": 2, "cav": 1}, {"inf": 2}, **settings)
        counts[(b.outcome, b.attacker_left, b.defender_left)] += 1
    odds = advanced.odds({"inf": 2, "cav": 1}, {"inf": 2}, **settings)
    for e in odds.distribution:
        p = e.probability
        observed = counts[(e.outcome, army(e.attacker), army(e.defender))] / n
        assert abs(observed - p) < 4 * math.sqrt(p * (1 - p) / n)


def test_monte_carlo_fallback() -> None:
    a, d = parse_army("inf=3,cav=1"), parse_army("inf=3,art=1")
    exact = advanced.odds(a, d, attack_retreat=1)
    sampled = advanced.odds(a, d, attack_retreat=1, max_states=2, samples=20_000, seed=4)
    assert sampled.method == "monte-carlo" and sampled.ci95 is not None
    for key in ("attacker_wins", "attacker_retreats"):
        lo, hi = sampled.ci95[key]
        value = exact.attacker_wins if key == "attacker_wins" else exact.extra[key]
        assert lo <= value <= hi
    lo, hi = sampled.ci95["expected_rounds"]
    assert lo <= exact.expected_rounds <= hi


@pytest.mark.parametrize(
    "kwargs",
    [
        {"attack_rifles": 3},
        {"attack_piece": "bravest"},
        {"defend_target": "nearest"},
        {"human_wave": 2},
        {"attack_retreat": -1},
        {"natives": True, "defend_rifles": 1},
    ],
)
def test_bad_settings(kwargs: dict[str, object]) -> None:
    with pytest.raises(BattleError):
        advanced.odds({"inf": 1}, {"inf": 1}, **kwargs)
