"""War! Age of Imperialism, Standard rules army battles (rulebook 000, Standard Rules, "Army Battles",
"MODIFIERS", "RESERVE", "The Natives", "The Human Wave")."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from warroom.battles import imperialism_standard as standard
from warroom.battles.common import BattleError, contest_ways
from warroom.battles.imperialism import UNIT_COST, army, native_army, parse_army, school_bonus
from warroom.core.dice import Dice, ScriptedDice
from warroom.core.log import EventLog


def test_rulebook_example_china() -> None:
    """000, Standard Rules, "RESERVE", example: red (2 inf, 2 cav, 1 art, one school) invades China (blue:
    2 inf, 1 art). R1: red holds the artillery back, 5+3 v 8+2, blue removes a cavalry. R2: artillery
    out, 8+4 v 8+2, red removes blue's artillery. R3: artillery back in reserve, 11+3 v 5+1. R4: out again,
    8+4 v 7+1: blue's last infantry falls."""
    held = iter([True, False, True, False])

    def red_reserve(own: tuple[int, ...], enemy: tuple[int, ...]) -> tuple[int, ...]:
        return (0, 0, own[2], 0) if next(held) else (0, 0, 0, 0)

    dice = ScriptedDice([2, 3, 4, 4, 4, 4, 4, 4, 5, 6, 2, 3, 4, 4, 3, 4], 0, EventLog())
    battle = standard.resolve(
        dice, {"inf": 2, "cav": 2, "art": 1}, {"inf": 2, "art": 1}, attack_schools=1, attack_reserve=red_reserve
    )
    assert [(r.attacker_total, r.defender_total) for r in battle.rounds] == [(8, 10), (12, 10), (14, 6), (12, 8)]
    assert next(r.attacker_lost for r in battle.rounds) == (0, 1, 0, 0)
    assert [r.defender_lost for r in battle.rounds][1:] == [(0, 0, 1, 0), (1, 0, 0, 0), (1, 0, 0, 0)]
    assert battle.outcome == "attacker" and battle.attacker_left == (2, 1, 1, 0)


def test_school_bonus() -> None:
    """000, Standard Rules, "MODIFIERS", "Technology": +1 for 1-3 schools, +2 for 4-6, +3 for 7 or more."""
    assert [school_bonus(n) for n in range(10)] == [0, 1, 1, 1, 2, 2, 2, 3, 3, 3]


def test_one_against_one_with_a_school() -> None:
    win, _tie, lose = contest_ways(1)
    odds = standard.odds({"inf": 1}, {"inf": 1}, attack_schools=2)
    assert abs(odds.attacker_wins - win / (win + lose)) < 1e-15
    assert abs(odds.expected_rounds - 1296 / (win + lose)) < 1e-12


@pytest.mark.parametrize("army_text", ["inf=2", "inf=3,cav=1,art=1", "inf=1,cav=1,art=1,ldr=1"])
def test_symmetric_armies_are_even(army_text: str) -> None:
    a = parse_army(army_text)
    for victims in standard.VICTIM_POLICIES:
        odds = standard.odds(a, a, attack_victims=victims, defend_victims=victims, attack_schools=3, defend_schools=2)
        assert abs(odds.attacker_wins - 0.5) < 1e-12
        assert abs(sum(e.probability for e in odds.distribution) - 1.0) < 1e-12


def test_army_modifier_counts_types() -> None:
    """1 inf + 1 cav (+2) against 2 inf (+1): the first roll is at +1 for the mixed army."""
    odds = standard.odds({"inf": 1, "cav": 1}, {"inf": 2})
    assert odds.attacker_wins > 0.5
    same = standard.odds({"inf": 2}, {"inf": 2})
    assert abs(same.attacker_wins - 0.5) < 1e-12


def test_victim_policies() -> None:
    rules = standard.Rules()
    mixed = (3, 1, 0, 1)
    assert rules.victim("valuable", mixed) == 3
    assert rules.victim("cheapest", mixed) == 0
    assert rules.victim("types", mixed) == 3  # cav and ldr have one piece each: the leader is worth more
    assert UNIT_COST[3] > UNIT_COST[1]


def test_reserve_protects_pieces() -> None:
    """Pieces in reserve cannot be eliminated while another type fights: an attacker that wins with
    other pieces left still has all its artillery."""
    odds = standard.odds({"inf": 3, "art": 2}, {"inf": 3}, attack_reserve=["art"])
    for e in odds.distribution:
        if e.outcome == "attacker" and e.attacker.get("inf", 0) > 0:
            assert e.attacker["art"] == 2
    # holding the artillery back costs its +1
    plain = standard.odds({"inf": 3, "art": 2}, {"inf": 3})
    assert odds.attacker_wins < plain.attacker_wins


def test_human_wave() -> None:
    """000, "The Human Wave": each native piece sacrificed adds +1 to one roll and is gone whatever happens."""
    natives = native_army("6")
    attack = parse_army("inf=2,cav=1,art=1")
    calm = standard.odds(attack, natives, natives=True, attack_schools=3)
    wave = standard.odds(attack, natives, natives=True, attack_schools=3, human_wave=2)
    assert wave.expected_rounds < calm.expected_rounds
    assert abs(sum(e.probability for e in wave.distribution) - 1.0) < 1e-12
    rules = standard.Rules(natives=True, human_wave=2)
    _fa, _fd, gone, ma, md = rules.round(attack, natives)
    assert gone == (2, 0, 0, 0) and md == 1 + 2 and ma == 3
    match = standard.Rules(natives=True, human_wave="match", attack_schools=3)
    _, _, gone, ma, md = match.round(attack, natives)
    assert ma == 4 and md == 4 and gone == (3, 0, 0, 0)  # 3 types + 1 (schools) against 1 type + 3 sacrificed
    _, _, gone, _, _ = match.round(attack, (1, 0, 0, 0))
    assert gone == (0, 0, 0, 0)  # the last piece always fights


def _simulate(a: list[int], d: list[int], bonus_a: int, bonus_d: int, rng: random.Random) -> tuple[bool, int]:
    """Independent simulation: counts per type; the winner removes the loser's most valuable piece."""
    r = rng.random
    rolls = 0
    while sum(a) and sum(d):
        x = int(r() * 6) + int(r() * 6) + sum(1 for n in a if n) + bonus_a
        y = int(r() * 6) + int(r() * 6) + sum(1 for n in d if n) + bonus_d
        rolls += 1
        if x != y:
            loser = d if x > y else a
            loser[max(i for i, n in enumerate(loser) if n)] -= 1
    return bool(sum(a)), rolls


def test_exact_against_monte_carlo() -> None:
    """10^5 simulated battles (independent code) agree with the exact odds within 4 standard errors."""
    attack, defend = parse_army("inf=1,cav=1,art=1"), parse_army("inf=2,cav=1")
    rng = random.Random(8)
    n = 100_000
    runs = [_simulate(list(attack), list(defend), 1, 1, rng) for _ in range(n)]
    odds = standard.odds(attack, defend, fort=True, attack_schools=2)
    p = odds.attacker_wins
    assert abs(sum(w for w, _ in runs) / n - p) < 4 * math.sqrt(p * (1 - p) / n)
    rolls = [k for _, k in runs]
    mean = sum(rolls) / n
    sd = math.sqrt(sum((k - mean) ** 2 for k in rolls) / (n - 1))
    assert abs(mean - odds.expected_rounds) < 4 * sd / math.sqrt(n)


def test_resolve_with_game_dice_matches_odds() -> None:
    dice = Dice(9, EventLog())
    settings = {"natives": True, "human_wave": 1, "attack_schools": 1, "attack_victims": "types"}
    n = 6_000
    counts: Counter[tuple[tuple[int, ...], tuple[int, ...]]] = Counter()
    for _ in range(n):
        b = standard.resolve(dice, {"inf": 2, "cav": 1}, native_army("4+"), **settings)
        counts[(b.attacker_left, b.defender_left)] += 1
    odds = standard.odds({"inf": 2, "cav": 1}, native_army("4+"), **settings)
    for e in odds.distribution:
        p = e.probability
        assert abs(counts[(army(e.attacker), army(e.defender))] / n - p) < 4 * math.sqrt(p * (1 - p) / n)


def test_monte_carlo_fallback() -> None:
    a, d = parse_army("inf=3,cav=2"), native_army("5+")
    exact = standard.odds(a, d, natives=True, human_wave=1)
    sampled = standard.odds(a, d, natives=True, human_wave=1, max_states=3, samples=20_000, seed=1)
    assert exact.method == "exact" and sampled.method == "monte-carlo"
    assert sampled.ci95 is not None
    lo, hi = sampled.ci95["attacker_wins"]
    assert lo <= exact.attacker_wins <= hi


@pytest.mark.parametrize(
    "kwargs",
    [
        {"human_wave": 1},
        {"natives": True, "defend_schools": 1},
        {"attack_victims": "nicest"},
        {"attack_reserve": ["tanks"]},
        {"natives": True, "human_wave": "always"},
        {"natives": True, "human_wave": -1},
        {"attack_schools": -1},
    ],
)
def test_bad_settings(kwargs: dict[str, object]) -> None:
    with pytest.raises(BattleError):
        standard.odds({"inf": 1}, {"inf": 1}, **kwargs)
