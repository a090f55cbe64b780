"""WAR dice battles: rolls, whole battles, exact odds (rulebook 001, "Attacks", "Battle")."""

from __future__ import annotations

import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from warroom import new_game
from warroom.battles import dice_battle, war_dice
from warroom.battles.common import BattleError
from warroom.core.dice import ScriptedDice
from warroom.core.log import EventLog
from warroom.sim.runner import build_agents, play_out

try:
    import numpy  # noqa: F401

    HAVE_NUMPY = True
except ImportError:  # pragma: no cover
    HAVE_NUMPY = False


def scripted(*rolls: int) -> ScriptedDice:
    return ScriptedDice(list(rolls), 0, EventLog())


# -- one roll ----------------------------------------------------------------------------------------


def test_three_against_two_known_values() -> None:
    """The classic 3-v-2 roll: defender loses 2 in 2890/7776, each loses 1 in 2611, attacker loses 2 in 2275."""
    assert war_dice.roll_outcome_ways(3, 2) == ((0, 2, 2890), (1, 1, 2611), (2, 0, 2275))
    outcomes = war_dice.roll_outcomes(3, 2)
    assert outcomes == {(0, 2): 2890 / 7776, (1, 1): 2611 / 7776, (2, 0): 2275 / 7776}


@pytest.mark.parametrize("attack", [1, 2, 3])
@pytest.mark.parametrize("defence", [1, 2, 3])
def test_roll_tables_count_every_roll(attack: int, defence: int) -> None:
    ways = war_dice.roll_outcome_ways(attack, defence)
    assert sum(n for _, _, n in ways) == 6 ** (attack + defence)
    assert all(la + ld == min(attack, defence) for la, ld, _ in ways)
    assert math.isclose(sum(war_dice.roll_outcomes(attack, defence).values()), 1.0)


def test_one_die_against_one() -> None:
    """Rulebook 001, "Battle": the higher die wins, a tie goes to the defence: 15 of 36 rolls for the attack."""
    assert war_dice.roll_outcome_ways(1, 1) == ((0, 1, 15), (1, 0, 21))


def test_compare_and_dice_battle_names_kept() -> None:
    """The WAR ruleset imports compare, roll_outcomes and conquest_probability from dice_battle."""
    assert dice_battle.compare is war_dice.compare
    assert dice_battle.roll_outcomes is war_dice.roll_outcomes
    assert dice_battle.conquest_probability is war_dice.conquest_probability
    assert war_dice.compare([5, 4, 1], [6, 3, 1]) == (2, 1)
    assert war_dice.compare([3, 2], [6]) == (1, 0)


# -- rulebook 001 examples with fixed dice ------------------------------------------------------------


def test_rulebook_example_1_four_against_three() -> None:
    """001, "Battle", example 1: 5,4,1 against 6,3,1; the attacker loses 2, the defender 1: 2 and 2 left.
    With 2 armies left the attacker could go on with 1 die; stop_at=2 stops it there."""
    battle = war_dice.resolve(scripted(5, 4, 1, 6, 3, 1), 4, 3, stop_at=2)
    assert (battle.attacker_left, battle.defender_left) == (2, 2)
    assert battle.rolls[0].attack_dice == (5, 4, 1) and battle.rolls[0].defence_dice == (6, 3, 1)


def test_rulebook_example_2_three_against_one() -> None:
    """001, "Battle", example 2: 3 and 2 against 6: only one pair is compared, the attacker loses 1."""
    battle = war_dice.resolve(scripted(3, 2, 6), 3, 1, stop_at=2)
    assert (battle.attacker_left, battle.defender_left) == (2, 1)


def test_rulebook_example_3_ten_against_four() -> None:
    """001, "Battle", example 3: 6,3,1 v 5,4,2 leaves 8 and 3; then 5,3,2 v 4,2,1 takes the province."""
    battle = war_dice.resolve(scripted(6, 3, 1, 5, 4, 2, 5, 3, 2, 4, 2, 1), 10, 4)
    assert (battle.attacker_left, battle.defender_left) == (8, 0)
    assert battle.conquered and len(battle.rolls) == 2


# -- exact odds ----------------------------------------------------------------------------------------

GRID = [(a, d, mdd, stop) for a in (2, 3, 4, 6, 9) for d in (1, 2, 3, 5, 8) for mdd in (1, 2, 3) for stop in (1, 2, 4)]


@pytest.mark.parametrize(("attack", "defend", "mdd", "stop"), [g for g in GRID if g[0] > g[3]])
def test_float_matches_rational(attack: int, defend: int, mdd: int, stop: int) -> None:
    """The float64 dynamic programme is within 1e-12 of the rational one, state by state."""
    ends, rounds = war_dice.distribution(attack, defend, max_defence_dice=mdd, stop_at=stop, backend="python")
    exact, exact_rounds = war_dice.exact_distribution(attack, defend, max_defence_dice=mdd, stop_at=stop)
    assert sum(exact.values()) == 1
    assert set(ends) == set(exact)
    assert all(abs(ends[k] - float(v)) < 1e-12 for k, v in exact.items())
    assert abs(rounds - float(exact_rounds)) < 1e-12


def test_two_against_one_is_five_twelfths() -> None:
    """2 armies (1 die) against 1: the attack wins a roll with 15/36; it loses its only die otherwise."""
    ends, rounds = war_dice.exact_distribution(2, 1)
    assert ends == {(2, 0): Fraction(5, 12), (1, 1): Fraction(7, 12)}
    assert rounds == 1


@pytest.mark.skipif(not HAVE_NUMPY, reason="numpy not installed")
@pytest.mark.parametrize(("attack", "defend"), [(10, 7), (100, 100), (4, 30), (60, 3), (5, 2)])
@pytest.mark.parametrize("mdd", [2, 3])
@pytest.mark.parametrize("stop", [1, 3])
def test_numpy_matches_python(attack: int, defend: int, mdd: int, stop: int) -> None:
    a, ra = war_dice.distribution(attack, defend, max_defence_dice=mdd, stop_at=stop, backend="python")
    b, rb = war_dice.distribution(attack, defend, max_defence_dice=mdd, stop_at=stop, backend="numpy")
    assert set(a) == set(b)
    assert max(abs(a[k] - b[k]) for k in a) < 1e-12
    assert abs(ra - rb) < 1e-9


def test_odds_sum_to_one_and_agree_with_conquest_probability() -> None:
    for attack in range(2, 25):
        for defend in range(1, 25):
            odds = war_dice.odds(attack, defend)
            assert math.isclose(sum(e.probability for e in odds.distribution), 1.0, abs_tol=1e-12)
            assert math.isclose(odds.attacker_wins + odds.defender_wins, 1.0, abs_tol=1e-12)
            assert odds.both_destroyed == 0.0
            assert abs(odds.attacker_wins - war_dice.conquest_probability(attack - 1, defend)) < 1e-12


def test_win_table_matches_odds() -> None:
    for mdd, stop in ((3, 1), (2, 1), (3, 3)):
        table = war_dice.win_table(30, 20, max_defence_dice=mdd, stop_at=stop)
        for a in range(stop + 1, 31, 3):
            for d in range(1, 21, 2):
                assert abs(table[a][d] - war_dice.odds(a, d, max_defence_dice=mdd, stop_at=stop).attacker_wins) < 1e-12
        assert all(table[a][0] == 1.0 for a in range(31))
        assert all(table[a][d] == 0.0 for a in range(stop + 1) for d in range(1, 21))


def test_end_states_and_expectations() -> None:
    odds = war_dice.odds(10, 7, stop_at=3)
    for e in odds.distribution:
        if e.outcome == "attacker":
            assert e.defender == 0 and e.attacker > 3
        else:
            assert 1 <= e.attacker <= 3 and e.defender >= 1
    left = sum(e.probability * e.attacker for e in odds.distribution)
    assert math.isclose(odds.expected_attacker_left, left)
    assert odds.method == "exact" and odds.battle["attack"] == 10


def test_more_attackers_never_hurt() -> None:
    table = war_dice.win_table(40, 20)
    for d in range(1, 21):
        column = [table[a][d] for a in range(1, 41)]
        assert column == sorted(column)


def test_classic_risk_single_roll_values() -> None:
    """Classic Risk (2 defence dice): 3 armies able to attack against 1 defender wins the roll 855/1296."""
    ways = dict(((la, ld), n) for la, ld, n in war_dice.roll_outcome_ways(3, 1))
    assert ways[(0, 1)] == 855


def _simulate(attack: int, defend: int, mdd: int, stop: int, rng: random.Random) -> tuple[int, int, int]:
    """An independent simulation of one battle: (attacker left, defender left, rolls)."""
    r = rng.random
    a, d, rolls = attack, defend, 0
    while d and a > stop:
        ra = sorted((int(r() * 6) for _ in range(min(3, a - 1))), reverse=True)
        rd = sorted((int(r() * 6) for _ in range(min(mdd, d))), reverse=True)
        for x, y in zip(ra, rd, strict=False):
            if x > y:
                d -= 1
            else:
                a -= 1
        rolls += 1
    return a, d, rolls


@pytest.mark.parametrize(("attack", "defend", "mdd", "stop"), [(6, 4, 3, 1), (5, 3, 2, 2)])
def test_exact_against_monte_carlo(attack: int, defend: int, mdd: int, stop: int) -> None:
    """10^5 simulated battles (independent code) agree with the exact odds within 4 standard errors."""
    n = 100_000
    rng = random.Random(20260101 + attack)
    wins = 0
    left = rounds = 0.0
    left_sq = rounds_sq = 0.0
    for _ in range(n):
        a, d, k = _simulate(attack, defend, mdd, stop, rng)
        wins += d == 0
        left += a
        left_sq += a * a
        rounds += k
        rounds_sq += k * k
    odds = war_dice.odds(attack, defend, max_defence_dice=mdd, stop_at=stop)
    p = odds.attacker_wins
    assert abs(wins / n - p) < 4 * math.sqrt(p * (1 - p) / n)
    for total, total_sq, expected in (
        (left, left_sq, odds.expected_attacker_left),
        (rounds, rounds_sq, odds.expected_rounds),
    ):
        mean = total / n
        sd = math.sqrt(max(total_sq / n - mean * mean, 0.0))
        assert abs(mean - expected) < 4 * sd / math.sqrt(n)


def test_resolve_with_game_dice_matches_odds() -> None:
    """resolve() with the engine's seeded Dice: battle outcomes match the calculator within 4 SE."""
    from warroom.core.dice import Dice

    n = 10_000
    dice = Dice(7, EventLog())
    counts: Counter[tuple[int, int]] = Counter()
    for _ in range(n):
        battle = war_dice.resolve(dice, 5, 4)
        counts[(battle.attacker_left, battle.defender_left)] += 1
    for e in war_dice.odds(5, 4).distribution:
        p = e.probability
        assert abs(counts[(e.attacker, e.defender)] / n - p) < 4 * math.sqrt(p * (1 - p) / n)
    assert sum(counts.values()) == n


def test_game_battle_frequencies_match_the_calculator() -> None:
    """Every roll of simulated WAR games (random players): for each (attack dice, defence dice), how often
    each (attacker lost, defender lost) happened matches roll_outcomes within 4 standard errors."""
    observed: dict[tuple[int, int], Counter[tuple[int, int]]] = {}
    for seed in range(12):
        game = new_game("war", 3, {"round_limit": 30}, seed)
        play_out(game, build_agents("war", 3, seed, ["random"]), max_actions=20_000)
        for i in range(len(game.log)):
            event = game.log[i]
            if event.kind == "battle":
                dice = (len(event.data["attack_dice"]), len(event.data["defence_dice"]))
                observed.setdefault(dice, Counter())[(event.data["attacker_lost"], event.data["defender_lost"])] += 1
    assert len(observed) == 9, "every combination of dice should come up"
    for (ad, dd), counts in observed.items():
        n = sum(counts.values())
        for key, p in war_dice.roll_outcomes(ad, dd).items():
            assert abs(counts[key] / n - p) <= 4 * math.sqrt(p * (1 - p) / n) + 1e-12, (ad, dd, key, n)


@pytest.mark.parametrize(
    ("attack", "defend", "kwargs"),
    [
        (-1, 3, {}),
        (1, 3, {}),
        (3, 0, {}),
        (5, 3, {"stop_at": 5}),
        (5, 3, {"max_defence_dice": 0}),
        (5, 3, {"stop_at": 0}),
    ],
)
def test_battles_that_cannot_happen(attack: int, defend: int, kwargs: dict[str, int]) -> None:
    with pytest.raises(BattleError):
        war_dice.odds(attack, defend, **kwargs)
