"""Exact odds of a rout-and-kill combat (World War IV) as dense array algebra: the same programme as
:func:`warroom.battles.rout_kill.odds` (same rules, policies, :data:`~warroom.battles.rout_kill.TAIL` and
round cap), vectorised with numpy.

Each side's states are all its (unrouted, routed) counts per kind within what it started with; the joint
distribution is a matrix ``M`` (invader's state x defender's state). In a volley each side's fire depends
on its own state only through its dice per profile (its "signature"), and the casualties it inflicts on
the other side are then a fixed matrix ``P[signature]`` (the sum over (kills, routs) of their chance times
the policy's deterministic map, :func:`warroom.battles.rout_kill_vec.assign`). Grouping the states by
signature, a volley is ``M' = sum over (j, t) of PA[t][:, rows j] @ M[rows j, cols t] @ PD[j][:, cols t].T``
(a handful of matrix products), a Rally is ``RA @ M @ RD.T``; the mass leaves ``M`` where a side is empty.

The answer is exact up to the mass still fighting when the loop stops (below ``TAIL``, counted as the
defender holding, as the round cap counts it) and float rounding. :class:`~warroom.battles.rout_kill.TooLarge`
when the matrices would be too large for an answer in a few tens of milliseconds (:data:`MAX_PAIRS`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from typing import Any

from warroom.battles.common import ATTACKER, BOTH, DEFENDER, BattleError, EndState, Odds, build_odds
from warroom.battles.rout_kill import (
    MAX_ROUNDS,
    SYSTEM,
    TAIL,
    Side,
    TooLarge,
    Units,
    _convolve,
    _rally_cached,
    _trinomial,
    left_by_name,
    modelled,
)
from warroom.battles.rout_kill_vec import assign, dice, np, rally_kinds, ship_kinds, stage_count
from warroom.core.text import Msg

#: The most joint states (invader's states x defender's) solved here: the time grows with them and with the
#: rounds the combat lasts (the README example, 45 x 30 = 1,350, takes about 10 ms; 168 x 90 about 600 ms).
MAX_PAIRS = 4_000


class _Space:
    """Every state of one side: unrouted and routed counts per kind (u_i + r_i at most what it started
    with), as arrays, with an index from a state's code."""

    def __init__(self, side: Side, units: Units) -> None:
        self.side = side
        tops = [units[2 * i] + units[2 * i + 1] for i in range(len(side.kinds))]
        self.radix = [(n + 1) * (n + 1) for n in tops]
        self.tops = tops
        per_kind = [[(u, r) for u in range(n + 1) for r in range(n + 1 - u)] for n in tops]
        states = list(itertools.product(*per_kind))
        k = len(tops)
        self.u = np.array([[s[i][0] for i in range(k)] for s in states], dtype=np.int64).reshape(len(states), k)
        self.r = np.array([[s[i][1] for i in range(k)] for s in states], dtype=np.int64).reshape(len(states), k)
        self.size = len(states)
        self.lookup = np.full(math.prod(self.radix), -1, dtype=np.int64)
        self.lookup[self.code(self.u, self.r)] = np.arange(self.size)
        self.empty = (self.u + self.r).sum(1) == 0

    def code(self, u: Any, r: Any) -> Any:
        out = np.zeros(len(u), dtype=np.int64)
        for i, n in enumerate(self.tops):
            out = out * self.radix[i] + u[:, i] * (n + 1) + r[:, i]
        return out

    def index(self, units: Units) -> int:
        u = np.array([units[0::2]], dtype=np.int64).reshape(1, len(self.tops))
        r = np.array([units[1::2]], dtype=np.int64).reshape(1, len(self.tops))
        return int(self.lookup[self.code(u, r)][0])


def _hit_matrices(target: _Space, shooter: _Space, stage: int) -> tuple[Any, list[Any | None]]:
    """(each shooter state's signature group, the matrix each group's fire applies to the target's states;
    None where the group rolls no dice)."""
    counts = dice(shooter.side, stage, shooter.u, shooter.r)
    if not counts:
        return np.zeros(shooter.size, dtype=np.int64), [None]
    profs = [p for p, _ in counts]
    sig = np.stack([n for _, n in counts], axis=1)
    uniq, group = np.unique(sig, axis=0, return_inverse=True)
    group = group.reshape(-1)
    dists: list[dict[tuple[int, int], float]] = []
    for row in uniq.tolist():
        dist: dict[tuple[int, int], float] = {(0, 0): 1.0}
        for (kill, rout), n in zip(profs, row, strict=True):
            if n:
                dist = _convolve(dist, _trinomial(n, kill, rout))
        dists.append(dist)
    hits = sorted({h for d in dists for h in d if h != (0, 0)})
    ns = target.size
    dest: dict[tuple[int, int], Any] = {(0, 0): np.arange(ns)}
    if hits:
        reps = len(hits)
        u, r = np.tile(target.u, (reps, 1)), np.tile(target.r, (reps, 1))
        kills = np.repeat(np.array([h[0] for h in hits], dtype=np.int64), ns)
        routs = np.repeat(np.array([h[1] for h in hits], dtype=np.int64), ns)
        assign(target.side, u, r, kills, routs)
        moved = target.lookup[target.code(u, r)].reshape(reps, ns)
        for j, h in enumerate(hits):
            dest[h] = moved[j]
    src = np.arange(ns)
    mats: list[Any | None] = []
    for dist in dists:
        if set(dist) == {(0, 0)}:
            mats.append(None)
            continue
        flat = np.concatenate([dest[h] * ns + src for h in dist])
        weights = np.concatenate([np.full(ns, p) for p in dist.values()])
        mats.append(np.bincount(flat, weights=weights, minlength=ns * ns).reshape(ns, ns))
    return group, mats


def _rally_matrix(space: _Space) -> Any:
    """The Rally as a matrix over the side's states (column: from, row: to)."""
    ns = space.size
    src, u, r, prob = np.arange(ns), space.u.copy(), space.r.copy(), np.ones(ns)
    for i, k in rally_kinds(space.side):
        parts = []
        for n in np.unique(r[:, i]).tolist():
            rows = np.nonzero(r[:, i] == n)[0]
            ways = _rally_cached(n, k.rally, k.breakdown, k.king) if n else (((0, 0), 1.0),)
            for (gone, back), q in ways:
                uu, rr = u[rows].copy(), r[rows].copy()
                uu[:, i] += back
                rr[:, i] -= back + gone
                parts.append((src[rows], uu, rr, prob[rows] * q))
        src = np.concatenate([p[0] for p in parts])
        u = np.concatenate([p[1] for p in parts])
        r = np.concatenate([p[2] for p in parts])
        prob = np.concatenate([p[3] for p in parts])
    to = space.lookup[space.code(u, r)]
    return np.bincount(to * ns + src, weights=prob, minlength=ns * ns).reshape(ns, ns)


class _Volley:
    """One volley's products, planned once: ``ga``/``gd`` the signature group of each invader/defender state,
    ``to_d[j]`` what group j's fire does to the defender's states, ``to_a[t]`` what the defender's group t
    does to the invader's. The loop runs over the side with fewer groups (the other is solved transposed)."""

    def __init__(self, ga: Any, to_d: list[Any | None], gd: Any, to_a: list[Any | None]) -> None:
        self.flip = len(to_a) > len(to_d)
        if self.flip:
            ga, to_d, gd, to_a = gd, to_a, ga, to_d
        self.plan: list[tuple[Any, Any, list[tuple[Any, Any]]]] = []
        rows = [np.nonzero(ga == j)[0] for j in range(len(to_d))]
        for t, pa in enumerate(to_a):
            cols = np.nonzero(gd == t)[0]
            if not len(cols):
                continue
            parts = [
                (rows[j], None if pd is None else np.ascontiguousarray(pd[:, cols].T)) for j, pd in enumerate(to_d)
            ]
            self.plan.append((pa, cols, [(r, q) for r, q in parts if len(r)]))

    def __call__(self, m: Any) -> Any:
        if self.flip:
            m = m.T
        out = np.zeros_like(m)
        for pa, cols, parts in self.plan:
            block = np.zeros_like(m)
            sub = m[:, cols]
            for rows, q in parts:
                if q is None:
                    block[np.ix_(rows, cols)] = sub[rows]
                else:
                    block[rows] = sub[rows] @ q
            out += block if pa is None else pa @ block
        return out.T if self.flip else out


def odds(attack: Side, defend: Side, a0: Units, d0: Units, battle: Mapping[str, object]) -> Odds:
    """The exact (to ``TAIL``) end-state distribution of a combat, as :func:`warroom.battles.rout_kill.odds`;
    :class:`TooLarge` past :data:`MAX_PAIRS` joint states."""
    if not modelled(attack, defend):
        raise BattleError(Msg("battle.error.chosen_targets"))
    sizes = []
    for side, units in ((attack, a0), (defend, d0)):
        sizes.append(
            math.prod(
                (units[2 * i] + units[2 * i + 1] + 1) * (units[2 * i] + units[2 * i + 1] + 2) // 2
                for i in range(len(side.kinds))
            )
        )
    if sizes[0] * sizes[1] > MAX_PAIRS:
        raise TooLarge(Msg("battle.error.dense", attack=sizes[0], defend=sizes[1]))
    sa, sd = _Space(attack, a0), _Space(defend, d0)
    stages = []
    for stage in range(stage_count()):
        ga, to_d = _hit_matrices(sd, sa, stage)
        gd, to_a = _hit_matrices(sa, sd, stage)
        stages.append(_Volley(ga, to_d, gd, to_a))
    ra, rd = _rally_matrix(sa), _rally_matrix(sd)
    ships = ship_kinds(attack)
    leave = [_ship_exit(sa, rnd) for rnd in (1, 2)] if ships else []
    m = np.zeros((sa.size, sd.size))
    m[sa.index(a0), sd.index(d0)] = 1.0
    ends = np.zeros_like(m)
    over = sa.empty[:, None] | sd.empty[None, :]
    rounds = 0.0
    for rnd in range(1, MAX_ROUNDS + 1):
        rounds += float(m.sum())
        for volley in stages:
            m = volley(m)
        m = ra @ m @ rd.T
        if leave:
            moved = np.zeros_like(m)
            np.add.at(moved, leave[min(rnd, 2) - 1], m)
            m = moved
        ends += np.where(over, m, 0.0)
        m = np.where(over, 0.0, m)
        if m.sum() < TAIL:
            break
    ends += m  # the cap: still fighting counts as the defender holding
    return build_odds(SYSTEM, _end_states(sa, sd, ends), rounds, battle=battle)


def _ship_exit(space: _Space, rnd: int) -> Any:
    """Where each invader state goes in the Maneuver of round ``rnd``: its ships leave (routed ones on land
    from round 1, all from round 2)."""
    u, r = space.u.copy(), space.r.copy()
    for i in ship_kinds(space.side):
        if rnd >= 2:
            u[:, i] = 0
        if rnd >= 2 or space.side.on_land:
            r[:, i] = 0
    return space.lookup[space.code(u, r)]


def _end_states(sa: _Space, sd: _Space, ends: Any) -> list[EndState]:
    """The end states, summed over routed and unrouted (what is left is counted by kind)."""
    left_a, of_a = np.unique(sa.u + sa.r, axis=0, return_inverse=True)
    left_d, of_d = np.unique(sd.u + sd.r, axis=0, return_inverse=True)
    ga = np.zeros((len(left_a), sa.size))
    ga[of_a.reshape(-1), np.arange(sa.size)] = 1.0
    gd = np.zeros((len(left_d), sd.size))
    gd[of_d.reshape(-1), np.arange(sd.size)] = 1.0
    summed = ga @ ends @ gd.T
    ia, id_ = np.nonzero(summed > 0.0)
    out = []
    for i, j, p in zip(ia.tolist(), id_.tolist(), summed[ia, id_].tolist(), strict=True):
        la, ld = left_a[i].tolist(), left_d[j].tolist()
        na, nd = sum(la), sum(ld)
        outcome = BOTH if not na and not nd else ATTACKER if not nd else DEFENDER
        out.append(EndState(outcome, left_by_name(sa.side, la), left_by_name(sd.side, ld), p, na, nd))
    return out
