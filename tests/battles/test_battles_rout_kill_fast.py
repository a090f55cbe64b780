"""World War IV's fast odds: the casualty waterfall (warroom.battles.rout_kill_vec) against the policy one
casualty at a time, the dense exact programme (rout_kill_dense) against the dictionary one (rout_kill) and a
case solved by hand, and the vectorised Monte Carlo (rout_kill_mc) against the exact answer and against the
game's own combat code (combat_odds.run_samples)."""

from __future__ import annotations

import copy
import itertools
import math
from typing import Any

import numpy as np
import pytest

from warroom.battles import rout_kill, rout_kill_dense, rout_kill_mc
from warroom.battles.common import Odds
from warroom.battles.rout_kill import Kind, Side, Units
from warroom.battles.rout_kill_vec import assign
from warroom.rulesets.ww4 import combat_exact, combat_odds

Found = tuple[Side, Side, Units, Units]


def sides(attack: dict[str, int], defend: dict[str, int], fort: bool, monkeypatch: pytest.MonkeyPatch) -> Found:
    """The calculators' view of ``warroom odds ww4`` for these armies (through combat_exact.sides)."""
    found: list[Found] = []

    def grab(g: Any, space: int, samples: int, seed: int | None, battle: Any) -> Any:
        public = copy.copy(g)
        public.state = combat_odds._base(g)
        got = combat_exact.sides(public, space, public.state.nation())
        assert got is not None
        found.append(got)
        return None

    with monkeypatch.context() as m:
        m.setattr(combat_odds, "solve", grab)
        combat_odds.simulate(attack, defend, fort=fort)
    return found[0]


TANK = Kind("armor", 3, 1, 3, 8, fires_routed=True, reduces_kills=True, breakdown=True)
MILITIA = Kind("militia", 1, 2, 3, 1)
SOLDIER = Kind("soldier", 2, 2, 3, 3)
BOMBER = Kind("bomber", 3, 0, 3, 10, bombardment=True, reduces_kills=True, takes_routs=False)
TWIN = Kind("twin", 2, 2, 3, 3)  # the Soldier's value: a tie the sequential order settles
KING = Kind("king", 2, 2, 3, 100, fires_routed=True, king=True)


@pytest.mark.parametrize(
    "side",
    [
        Side((MILITIA, SOLDIER, TANK)),
        Side((MILITIA, SOLDIER, TANK), protected=True),
        Side((BOMBER, MILITIA, KING)),
        Side((SOLDIER, TWIN, MILITIA)),
    ],
)
def test_waterfall_is_the_policy_one_casualty_at_a_time(side: Side) -> None:
    """Every state of up to 2 units a kind (routed or not), every (kills, routs) up to 5 and 4."""
    per_kind = [(u, r) for u in range(3) for r in range(3 - u)]
    states = [tuple(x for pair in combo for x in pair) for combo in itertools.product(per_kind, repeat=len(side.kinds))]
    hits = [(k, r) for k in range(6) for r in range(5)]
    rows = [(s, h) for s in states for h in hits]
    u = np.array([s[0::2] for s, _ in rows], dtype=np.int64)
    r = np.array([s[1::2] for s, _ in rows], dtype=np.int64)
    kills = np.array([h[0] for _, h in rows], dtype=np.int64)
    routs = np.array([h[1] for _, h in rows], dtype=np.int64)
    assign(side, u, r, kills, routs)
    for i, (s, (k, ro)) in enumerate(rows):
        want = rout_kill._casualties(side, s, k, ro)
        got = tuple(int(x) for pair in zip(u[i], r[i], strict=True) for x in pair)
        assert got == want, (s, k, ro)


def _table(odds: Odds) -> dict[tuple[str, str, str], float]:
    return {(e.outcome, repr(e.attacker), repr(e.defender)): e.probability for e in odds.distribution}


DENSE_CASES = [
    ({"militia": 4, "armor": 1}, {"cavalry": 3, "artillery": 1}, True),  # the README example
    ({"soldier": 2, "cavalry": 1}, {"militia": 2, "soldier": 1}, False),
    ({"destroyer": 1, "militia": 2}, {"militia": 2, "artillery": 1}, False),  # ships leave in the Maneuver
    ({"king": 1, "armor": 1}, {"soldier": 2, "militia": 1}, True),  # Leadership, Breakdown, Tank
]


@pytest.mark.parametrize(("attack", "defend", "fort"), DENSE_CASES)
def test_dense_programme_equals_the_dictionary_programme(
    attack: dict[str, int], defend: dict[str, int], fort: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = sides(attack, defend, fort, monkeypatch)
    dense = rout_kill_dense.odds(*found, battle={})
    plain = rout_kill.odds(*found, battle={})
    assert dense.method == "exact"
    a, b = _table(dense), _table(plain)
    assert set(a) == set(b)
    for key, p in b.items():
        assert a[key] == pytest.approx(p, abs=1e-12), key
    assert dense.expected_rounds == pytest.approx(plain.expected_rounds, abs=1e-10)


def test_a_destroyer_raid_by_hand() -> None:
    """A Destroyer invading a land space against one Militia, no Fort. Round 1: the Destroyer fires in the
    Bombardment step (kill on 4-6): the Militia dies (1/2) and the invader holds the space. Otherwise the
    Militia fires back: a kill (1/6) sinks it, a rout (2/6) sends it back to sea in the Maneuver; on a miss
    (3/6) round 2 comes: the Destroyer fires again (1/2: the Militia dies) and leaves in the Maneuver
    whatever happens, so the space is empty (both destroyed, 1/8) or the Militia holds it."""
    odds = combat_odds.simulate({"destroyer": 1}, {"militia": 1})
    assert odds.method == "exact"
    assert odds.attacker_wins == pytest.approx(1 / 2, abs=1e-12)
    assert odds.both_destroyed == pytest.approx(1 / 8, abs=1e-12)
    assert odds.defender_wins == pytest.approx(3 / 8, abs=1e-12)
    assert odds.expected_rounds == pytest.approx(1 + 1 / 4, abs=1e-12)


def test_monte_carlo_interval_covers_the_exact_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    found = sides({"militia": 4, "armor": 1}, {"cavalry": 3, "artillery": 1}, True, monkeypatch)
    exact = rout_kill_dense.odds(*found, battle={})
    mc = rout_kill_mc.odds(*found, battle={}, seed=3, samples=40_000)
    assert mc.method == "monte-carlo" and mc.samples == 40_000 and mc.ci95 is not None
    for name in ("attacker_wins", "defender_wins", "expected_attacker_left", "expected_defender_left"):
        lo, hi = mc.ci95[name]
        assert lo <= getattr(exact, name) <= hi, (name, lo, getattr(exact, name), hi)
    # Four standard errors, tighter than the 95% interval alone would say about a wrong reimplementation.
    p = exact.attacker_wins
    assert abs(mc.attacker_wins - p) < 4 * math.sqrt(p * (1 - p) / 40_000)
    assert math.fsum(e.probability for e in mc.distribution) == pytest.approx(1.0)


MC_CASES = [
    ({"militia": 6, "armor": 2}, {"cavalry": 4, "artillery": 2}, True),
    ({"destroyer": 2, "soldier": 3, "king": 1}, {"militia": 5, "soldier": 2}, False),
]


@pytest.mark.parametrize(("attack", "defend", "fort"), MC_CASES)
def test_monte_carlo_against_the_combat_code(
    attack: dict[str, int], defend: dict[str, int], fort: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Combats too large for the dense programme go to the vectorised Monte Carlo; it agrees with the
    game's own combat code (4 standard errors of the difference)."""
    monkeypatch.setattr(rout_kill_dense, "MAX_PAIRS", 0)
    fast = combat_odds.simulate(attack, defend, fort=fort)
    assert fast.method == "monte-carlo" and fast.samples is not None and fast.ci95 is not None
    found = sides(attack, defend, fort, monkeypatch)
    n_mc = 30_000
    mc = rout_kill_mc.odds(*found, battle={}, seed=5, samples=n_mc)
    monkeypatch.setattr(combat_odds, "solve", combat_odds.run_samples)
    n = 1200
    game = combat_odds.simulate(attack, defend, fort=fort, samples=n, seed=11)
    for name in ("attacker_wins", "defender_wins", "both_destroyed"):
        p = getattr(mc, name)
        se = math.sqrt(max(p * (1 - p), 1e-3) * (1 / n + 1 / n_mc))
        assert abs(getattr(game, name) - p) < 4 * se, (name, getattr(game, name), p)
    for name in ("expected_attacker_left", "expected_defender_left", "expected_rounds"):
        lo, hi = game.ci95[name]  # type: ignore[index]
        half = (hi - lo) / 2 * 4 / 1.96
        assert abs(getattr(game, name) - getattr(mc, name)) < half, name


@pytest.mark.parametrize(("first", "second"), [(1, 2), (2, 2), (3, 1), (1, 3), (0, 3), (3, 0)])
def test_alias_tables_hold_the_exact_distribution(first: int, second: int) -> None:
    """The Monte Carlo's one-draw sampler: each table row (n dice), read as the alias method reads it, gives
    back the exact (first faces, second faces) distribution of n dice."""
    width, prob, alias, packed = rout_kill_mc._alias(first, second, 16)
    mask = (1 << rout_kill_mc.SHIFT) - 1
    for n in range(17):
        mass: dict[tuple[int, int], float] = {}
        for j in range(width):
            at = n * width + j
            other = int(alias[at])
            assert n * width <= other < (n + 1) * width
            for where, p in ((at, prob[at] / width), (other, (1 - prob[at]) / width)):
                key = (int(packed[where]) >> rout_kill_mc.SHIFT, int(packed[where]) & mask)
                mass[key] = mass.get(key, 0.0) + float(p)
        want = dict(rout_kill._trinomial_cached(n, first, second))
        for key in set(mass) | set(want):
            assert mass.get(key, 0.0) == pytest.approx(want.get(key, 0.0), abs=1e-12), (n, key)
