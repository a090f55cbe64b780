"""World War IV's Spies and Bombers in the vectorised Monte Carlo (warroom.battles.rout_kill_recon): one
volley's casualties against the game's own casualty code (combat_round._next_casualty with the fixed
policies, the rows' every choice), and whole combats against many combats fought by the game's combat code
(combat_odds.run_samples), by a chi-square test of their end states."""

from __future__ import annotations

import copy
import itertools
import math
from typing import Any

import numpy as np
import pytest

from warroom.battles import rout_kill, rout_kill_mc, rout_kill_recon, rout_kill_vec
from warroom.battles.common import BattleError, Odds
from warroom.battles.rout_kill import Side, Units
from warroom.rulesets.ww4 import combat_exact, combat_odds, combat_round, units
from warroom.rulesets.ww4.game import WW4Game

Found = tuple[Side, Side, Units, Units]


def _setup(
    attack: dict[str, int], defend: dict[str, int], fort: bool, spies: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> tuple[WW4Game, int, Found]:
    """``warroom odds ww4``'s game and space for these armies, and the calculators' view of them."""
    found: list[tuple[WW4Game, int, Found]] = []

    def grab(g: WW4Game, space: int, samples: int, seed: int | None, battle: Any) -> Any:
        public = copy.copy(g)
        public.state = combat_odds._base(g)
        got = combat_exact.sides(public, space, public.state.nation())
        assert got is not None
        found.append((g, space, got))
        return None

    with monkeypatch.context() as m:
        m.setattr(combat_odds, "solve", grab)
        combat_odds.simulate(attack, defend, fort=fort, spies=spies)
    return found[0]


def _game_take(
    g: WW4Game, space: int, target: str, routed: dict[str, int], cas: list[tuple[str, bool]]
) -> tuple[Units, int]:
    """The target side's units (combat_exact's order) after the game's own code assigns ``cas`` ((result,
    a Bomber's) in order) with every choice by policy, ``routed`` units of each kind routed first; and the
    Spies the roller used."""
    sim = copy.copy(g)
    sim.state = copy.deepcopy(g.state)
    s = sim.state
    inv = s.nation()
    present = [u for u in units.present(s, space) if u.kind != "spy"]
    mine = [u for u in present if (u.owner == inv) == (target == "A")]
    for kind, n in routed.items():
        for u in [u for u in mine if u.kind == kind][:n]:
            u.routed = True
    s.combat = {  # the record combat_round.start builds, in the volley's casualty step
        "space": space,
        "invader": inv,
        "defenders": sorted({u.owner for u in present if u.owner != inv}),
        "round": 1,
        "phase": "attack",
        "stage": 0,
        "rolled": True,
        "pending": [{"side": target, "result": res, "bomber": b, "asked": False} for res, b in cas],
        "recon": {"A": 0, "D": 0},
        "fort_ids": [],
        "fort_hits": 0,
        "moving": "",
        "boats": [],
        "auto": True,
    }
    while s.combat["pending"]:
        combat_round._next_casualty(sim)
        assert s.decision is None
    left = [u for u in units.present(s, space) if u.kind != "spy" and (u.owner == inv) == (target == "A")]
    kinds = sorted({u.kind for u in mine})
    out = [0] * (2 * len(kinds))
    for u in left:
        out[2 * kinds.index(u.kind) + int(u.routed)] += 1
    return tuple(out), int(s.combat["recon"]["D" if target == "A" else "A"])


VOLLEY_CASES = [
    # (attack, defend, fort, spies, the target side)
    ({"militia": 2, "soldier": 2}, {"militia": 2, "cavalry": 1, "armor": 1, "king": 1}, False, (2, 0), "D"),
    ({"militia": 2, "soldier": 2}, {"militia": 2, "cavalry": 1, "armor": 1}, True, (1, 0), "D"),
    ({"bomber": 2, "militia": 1}, {"militia": 2, "soldier": 1, "armor": 1, "king": 1}, False, (0, 0), "D"),
    ({"bomber": 1, "cavalry": 2}, {"militia": 2, "soldier": 2, "artillery": 1}, True, (1, 0), "D"),
    ({"militia": 2, "bomber": 1, "soldier": 1}, {"militia": 3, "bomber": 1}, False, (0, 2), "A"),
    # One kind: a Spy waits until the owner has a choice (a routed and an unrouted Soldier).
    ({"militia": 2}, {"soldier": 3}, False, (1, 0), "D"),
]


@pytest.mark.parametrize(("attack", "defend", "fort", "spies", "target"), VOLLEY_CASES)
def test_one_volley_is_the_games_casualty_code(
    attack: dict[str, int],
    defend: dict[str, int],
    fort: bool,
    spies: tuple[int, int],
    target: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every routed start (up to the units of each kind), every (Bombers' Kills, Kills, Routs) up to 2, 3, 3:
    the vectorised assignment ends where the game's one-at-a-time code ends."""
    g, space, (a, d, a0, d0) = _setup(attack, defend, fort, spies, monkeypatch)
    side, start = (a, a0) if target == "A" else (d, d0)
    roller = d if target == "A" else a
    aimed = 2 if any(k.aims for k in roller.kinds) else 0
    tops = [start[2 * i] for i in range(len(side.kinds))]
    cases = []
    for routed in itertools.product(*(range(n + 1) for n in tops)):
        for bk, kills, routs in itertools.product(range(aimed + 1), range(4), range(4)):
            cases.append((routed, bk, kills, routs))
    u = np.array([[n - x for n, x in zip(tops, rt, strict=True)] for rt, *_ in cases], dtype=np.int64)
    r = np.array([list(rt) for rt, *_ in cases], dtype=np.int64)
    bks, kills_, routs_ = (np.array([c[i] for c in cases], dtype=np.int64) for i in (1, 2, 3))
    spy = np.full(len(cases), roller.spies, dtype=np.int64)
    uk, rk = u.T.copy(), r.T.copy()  # the Monte Carlo's layout: kinds x combats
    rout_kill_recon.take(side, uk, rk, (bks, kills_, routs_), spy)
    u, r = uk.T, rk.T
    names = [k.name for k in side.kinds]
    checked = 0
    for i, (routed, bk, k, ro) in enumerate(cases):
        cas = [("kill", True)] * bk + [("kill", False)] * k + [("rout", False)] * ro
        want, used = _game_take(g, space, target, dict(zip(names, routed, strict=True)), cas)
        have = tuple(int(x) for pair in zip(u[i], r[i], strict=True) for x in pair)
        assert have == want, (routed, bk, k, ro)
        assert roller.spies - int(spy[i]) == used, (routed, bk, k, ro)
        checked += 1
    assert checked == len(cases) >= 50


def _chi_square(game: Odds, mc: Odds, n_game: int, n_mc: int) -> tuple[float, int]:
    """The two-sample chi-square statistic of the end states (outcome, units left each side), bins with fewer
    than 5 expected combats in the game's sample pooled; and its degrees of freedom."""

    def table(o: Odds) -> dict[tuple[str, int, int], float]:
        out: dict[tuple[str, int, int], float] = {}
        for e in o.distribution:
            key = (e.outcome, e.attacker_count, e.defender_count)
            out[key] = out.get(key, 0.0) + e.probability
        return out

    tg, tm = table(game), table(mc)
    keys = sorted(set(tg) | set(tm), key=lambda k: -tm.get(k, 0.0))
    bins: list[tuple[float, float]] = []
    pool = (0.0, 0.0)
    for key in keys:
        x, y = tg.get(key, 0.0) * n_game, tm.get(key, 0.0) * n_mc
        if y / n_mc * n_game >= 5:
            bins.append((x, y))
        else:
            pool = (pool[0] + x, pool[1] + y)
    if pool[1] / n_mc * n_game >= 5 or pool[0] > 0:
        bins.append(pool)
    stat = 0.0
    k1, k2 = math.sqrt(n_mc / n_game), math.sqrt(n_game / n_mc)
    for x, y in bins:
        if x + y:
            stat += (k1 * x - k2 * y) ** 2 / (x + y)
    return stat, len(bins) - 1


def _critical(df: int, z: float = 3.09) -> float:
    """The chi-square quantile at 0.999 (z = 3.09), by Wilson and Hilferty's approximation."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


COMBAT_CASES = [
    ({"militia": 3, "soldier": 2, "cavalry": 1}, {"militia": 3, "artillery": 1, "armor": 1}, False, (1, 0)),
    ({"militia": 4, "armor": 1}, {"cavalry": 3, "artillery": 1}, True, (1, 1)),
    ({"bomber": 2, "soldier": 3}, {"militia": 4, "artillery": 1}, False, (0, 0)),
    ({"militia": 4, "cavalry": 2}, {"bomber": 1, "soldier": 2, "militia": 2}, False, (0, 2)),
]


@pytest.mark.parametrize(("attack", "defend", "fort", "spies"), COMBAT_CASES)
def test_combats_agree_with_the_combat_code(
    attack: dict[str, int],
    defend: dict[str, int],
    fort: bool,
    spies: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The Monte Carlo's end states (40,000 combats) against 1,500 fought by the game's code, every casualty
    choice as the game makes it: a chi-square test at the 0.1% level, and the chances within 4 standard
    errors."""
    _g, _space, found = _setup(attack, defend, fort, spies, monkeypatch)
    assert not rout_kill.modelled(found[0], found[1])
    fast = combat_odds.simulate(attack, defend, fort=fort, spies=spies, seed=3)
    assert fast.method == "monte-carlo" and fast.ci95 is not None and fast.samples is not None
    n_mc, n = 40_000, 1500
    mc = rout_kill_mc.odds(*found, battle={}, seed=5, samples=n_mc)
    monkeypatch.setattr(combat_odds, "solve", combat_odds.run_samples)
    game = combat_odds.simulate(attack, defend, fort=fort, spies=spies, samples=n, seed=11)
    stat, df = _chi_square(game, mc, n, n_mc)
    assert df >= 3 and stat < _critical(df), (stat, df, _critical(df))
    for name in ("attacker_wins", "defender_wins"):
        p = getattr(mc, name)
        se = math.sqrt(max(p * (1 - p), 1e-3) * (1 / n + 1 / n_mc))
        assert abs(getattr(game, name) - p) < 4 * se, (name, getattr(game, name), p)


def test_the_exact_programmes_refuse_spies_and_bombers(monkeypatch: pytest.MonkeyPatch) -> None:
    _g, _space, found = _setup({"militia": 2}, {"militia": 2}, False, (1, 0), monkeypatch)
    with pytest.raises(BattleError, match="Spies"):
        rout_kill.odds(*found, battle={})
    assert rout_kill_recon.needs(found[0]) and not rout_kill_recon.needs(found[1])


def test_the_kind_major_waterfall_is_the_waterfall() -> None:
    """rout_kill_vec.assign_kinds (the Monte Carlo's kinds x combats layout, 16-bit) ends where assign (combats
    x kinds, the layout the exact programme and the casualty tests use) ends, on every small state and hit."""
    tank = rout_kill.Kind("armor", 3, 1, 3, 8, fires_routed=True, reduces_kills=True, breakdown=True)
    militia, soldier = rout_kill.Kind("militia", 1, 2, 3, 1), rout_kill.Kind("soldier", 2, 2, 3, 3)
    bomber = rout_kill.Kind("bomber", 3, 0, 3, 10, bombardment=True, reduces_kills=True, takes_routs=False)
    for side in (Side((militia, soldier, tank)), Side((bomber, militia, soldier), protected=True)):
        per_kind = [(u, r) for u in range(3) for r in range(3 - u)]
        rows = [
            (combo, k, ro)
            for combo in itertools.product(per_kind, repeat=len(side.kinds))
            for k in range(6)
            for ro in range(5)
        ]
        u = np.array([[c[0] for c in combo] for combo, _, _ in rows], dtype=np.int64)
        r = np.array([[c[1] for c in combo] for combo, _, _ in rows], dtype=np.int64)
        kills = np.array([k for _, k, _ in rows], dtype=np.int64)
        routs = np.array([ro for _, _, ro in rows], dtype=np.int64)
        uk, rk = u.T.astype(np.int16), r.T.astype(np.int16)
        rout_kill_vec.assign(side, u, r, kills, routs)
        rout_kill_vec.assign_kinds(side, uk, rk, kills.astype(np.int16), routs.astype(np.int16))
        assert (u == uk.T).all() and (r == rk.T).all()
