"""Vectorised (numpy) exact solvers for War! Age of Imperialism army battles: Basic with any named piece
policy (``random`` included) and Advanced with the named piece and target policies.

Both battles are absorbing chains over (attacker's army, defender's army) in which every roll that changes
something removes one piece. Under named policies what a side loses depends on its own army only (Basic:
the piece it sends; Advanced: its own piece when it assaults, the enemy's target choice when it is
assaulted), so the armies each side can reach are found side by side (:func:`reach`, a few hundred to a
thousand compositions), and the battle's states are their product. The mass flows through the product
level by level (pieces left in all), each level as a handful of array operations: gather the mass of the
level's pairs, compute each pair's chances from per-side tables, scatter the mass onto the pairs one piece
lower. Ties are folded in exactly, as in :func:`warroom.battles.common.absorb` (Basic) and the closed form
of :func:`warroom.battles.imperialism_advanced._exact` (Advanced: the four sub-states of a pair). Custom
policy functions and the Human Wave stay on the modules' pure-Python solvers.

The rules are read from the same functions the battle modules fight with (``choices`` for Basic,
``Rules.piece``/``Rules.target``/``Rules.retreats`` for Advanced), so the two paths cannot disagree; the
tests compare them state by state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from warroom.battles.common import DEFAULT_MAX_STATES, TooManyStates, contest
from warroom.battles.imperialism import UNITS, Army, remove, types_present

np: Any
try:
    import numpy

    np = numpy
except ImportError:  # pragma: no cover - exercised where numpy is absent
    np = None

#: The most pairs of armies solved here when the caller keeps the default ``max_states`` (about 1.3 s and
#: 200 MB at the limit; 30 v 30 with a random piece choice on both sides is 1.8 million pairs).
VECTOR_MAX_PAIRS = 4_000_000
#: Offset of the modifier difference in the contest tables (differences run from -OFF to OFF).
OFF = 25


def available() -> bool:
    """Whether numpy is installed (the solvers here need it)."""
    return np is not None


def pair_limit(max_states: int) -> int:
    """The pairs this path may solve: ``max_states`` when the caller set it, else :data:`VECTOR_MAX_PAIRS`
    (a pair costs a few array elements here, not a Python dictionary entry)."""
    return VECTOR_MAX_PAIRS if max_states == DEFAULT_MAX_STATES else max_states


def _tables() -> tuple[Any, Any, Any]:
    """contest(d) for d in -OFF..OFF as three arrays (win, tie, lose), indexed by d + OFF."""
    rows = [contest(d) for d in range(-OFF, OFF + 1)]
    win, tie, lose = (np.array([r[k] for r in rows]) for k in range(3))
    return win, tie, lose


class Side:
    """The armies one side can reach from ``start`` when it loses pieces by ``losses(army)`` (the unit types
    it may lose next), with their indices, piece counts and types present as arrays."""

    def __init__(self, start: Army, losses: Callable[[Army], Sequence[int]], limit: int) -> None:
        self.armies: list[Army] = reach(start, losses, limit)
        self.index: dict[Army, int] = {a: i for i, a in enumerate(self.armies)}
        self.size = len(self.armies)
        self.total = np.array([sum(a) for a in self.armies], dtype=np.int64)
        self.types = np.array([types_present(a) for a in self.armies], dtype=np.int64)

    def after(self, unit_of: Callable[[Army], int | None]) -> Any:
        """For every army, the index of the army after losing the piece ``unit_of(army)`` chooses (0, a
        harmless index, where it chooses none: such moves carry no mass)."""
        out = np.zeros(self.size, dtype=np.int64)
        for i, a in enumerate(self.armies):
            u = unit_of(a) if sum(a) else None
            if u is not None and a[u]:
                out[i] = self.index[remove(a, u)]
        return out


def reach(start: Army, losses: Callable[[Army], Sequence[int]], limit: int) -> list[Army]:
    """Every army reachable from ``start`` by losing one piece at a time as ``losses`` allows (itself
    included), most pieces first; :class:`TooManyStates` past ``limit`` armies."""
    seen = {start}
    frontier = [start]
    while frontier:
        nxt: list[Army] = []
        for a in frontier:
            if not sum(a):
                continue
            for u in losses(a):
                b = remove(a, u)
                if b not in seen:
                    seen.add(b)
                    nxt.append(b)
        if len(seen) > limit:
            raise TooManyStates(len(seen))
        frontier = nxt
    return sorted(seen, key=lambda a: (-sum(a), a))


def _levels(sa: Side, sd: Side, limit: int) -> tuple[Any, list[int]]:
    """The pairs (flat index a * |D| + d) in order of decreasing pieces, and where each level starts;
    :class:`TooManyStates` past ``limit`` pairs."""
    if sa.size * sd.size > limit:
        raise TooManyStates(sa.size * sd.size)
    level = (sa.total[:, None] + sd.total[None, :]).ravel()
    top = int(level.max())
    # Sorting the small non-negative keys top - level (int16) is a radix sort: linear time.
    order = np.argsort((top - level).astype(np.int16), kind="stable")
    counts = np.bincount(top - level, minlength=top + 1)
    starts = [0, *np.cumsum(counts).tolist()]
    return order, starts


# -- Basic -----------------------------------------------------------------------------------------------


def basic(
    a0: Army, d0: Army, fort: bool, attack_policy: str, defend_policy: str, limit: int = VECTOR_MAX_PAIRS
) -> tuple[list[tuple[Army, Army, float]], float]:
    """End states ``(attacker, defender, probability)`` and expected rolls of a Basic battle under named
    piece policies (``strongest``, ``weakest``, ``random``); :class:`TooManyStates` past ``limit`` pairs."""
    from warroom.battles.imperialism_basic import choices, round_modifiers

    def side(start: Army, policy: str) -> tuple[Side, Any, Any]:
        s = Side(start, lambda a: [u for u, _ in choices(policy, a, a, None)], limit)
        probs = np.zeros((s.size, len(UNITS)))
        nxt = np.zeros((s.size, len(UNITS)), dtype=np.int64)
        for i, a in enumerate(s.armies):
            if sum(a):
                for u, p in choices(policy, a, a, None):
                    probs[i, u] = p
                    nxt[i, u] = s.index[remove(a, u)]
        return s, probs, nxt

    sa, pa_all, na_all = side(a0, attack_policy)
    sd, pd_all, nd_all = side(d0, defend_policy)
    k = len(UNITS)
    win = np.zeros((k, k))
    tie = np.zeros((k, k))
    lose = np.zeros((k, k))
    for t in range(k):
        for u in range(k):
            ma, md = round_modifiers(t, u, fort)
            win[t, u], tie[t, u], lose[t, u] = contest(ma - md)
    # Each side's half of a pair's chances, once per army (a 4 x 4 product per army, not per pair).
    pa_tie, pa_win, pd_lose = _rows(pa_all, tie), _rows(pa_all, win), _rows(pd_all, lose.T)
    nd_size = sd.size
    mass = np.zeros(sa.size * nd_size)
    mass[sa.index[a0] * nd_size + sd.index[d0]] = 1.0
    order, starts = _levels(sa, sd, limit)
    rounds = 0.0
    ends: list[tuple[Army, Army, float]] = []
    for lv in range(len(starts) - 1):
        idx = order[starts[lv] : starts[lv + 1]]
        m = mass[idx]
        live = m > 0.0
        if not live.any():
            continue
        idx, m = idx[live], m[live]
        ia, id_ = np.divmod(idx, nd_size)
        done = (sa.total[ia] == 0) | (sd.total[id_] == 0)
        for i, j, p in zip(ia[done].tolist(), id_[done].tolist(), m[done].tolist(), strict=True):
            ends.append((sa.armies[i], sd.armies[j], p))
        go = ~done
        ia, id_, m = ia[go], id_[go], m[go]
        if not m.size:
            continue
        pd = pd_all[id_]
        stay = (pa_tie[ia] * pd).sum(axis=1)
        visits = m / (1.0 - stay)
        rounds += float(visits.sum())
        d_loses = pa_win[ia] * pd * visits[:, None]  # [pair, u]: the defender loses a piece of type u
        a_loses = pa_all[ia] * pd_lose[id_] * visits[:, None]  # [pair, t]: the attacker loses a piece of type t
        targets = np.concatenate([(ia * nd_size)[:, None] + nd_all[id_], na_all[ia] * nd_size + id_[:, None]], axis=1)
        np.add.at(mass, targets.ravel(), np.concatenate([d_loses, a_loses], axis=1).ravel())
    return ends, rounds


def _rows(probs: Any, table: Any) -> Any:
    """``probs @ table`` for a few columns, without BLAS (whose threads only get in the way here)."""
    out = np.zeros((probs.shape[0], table.shape[1]))
    for t in range(table.shape[0]):
        out += probs[:, t : t + 1] * table[t][None, :]
    return out


# -- Advanced --------------------------------------------------------------------------------------------


def advanced(
    rules: Any, a0: Army, d0: Army, limit: int = VECTOR_MAX_PAIRS
) -> tuple[list[tuple[Army, Army, int, float]], float]:
    """End states ``(attacker, defender, sub-state, probability)`` (the sub-state says who withdrew, as
    :func:`warroom.battles.imperialism_advanced._exact` does) and expected assaults, for an
    Advanced-rules battle whose ``rules`` name their policies (no custom function, no Human Wave);
    :class:`TooManyStates` past ``limit`` pairs."""
    from warroom.battles.imperialism_advanced import A0, FORT_BONUS, RETREAT_A, RETREAT_D

    # What each side can lose: its own piece when it assaults, the enemy's target when it is assaulted.
    sa = Side(a0, lambda a: (rules.piece(0, a), rules.target(1, a)), limit)
    sd = Side(d0, lambda d: (rules.target(0, d), rules.piece(1, d)), limit)
    fort = FORT_BONUS if rules.fort else 0

    def mods(side: Side, who: int, unit_of: Callable[[Army], int]) -> Any:
        return np.array([rules.unit_modifier(who, unit_of(a)) if sum(a) else 0 for a in side.armies])

    # The attacker's assault: its strongest (say) against the defender's target; the defender's assault.
    x0 = mods(sa, 0, lambda a: rules.piece(0, a)) + sa.types
    y0 = mods(sd, 1, lambda d: rules.target(0, d)) + sd.types + fort
    x1 = mods(sa, 0, lambda a: rules.target(1, a)) + sa.types
    y1 = mods(sd, 1, lambda d: rules.piece(1, d)) + sd.types + fort
    a_piece = sa.after(lambda a: rules.piece(0, a))
    a_target = sa.after(lambda a: rules.target(1, a))
    d_target = sd.after(lambda d: rules.target(0, d))
    d_piece = sd.after(lambda d: rules.piece(1, d))
    ra, rd = rules.retreat
    out_a = sa.total <= (ra if ra is not None else -1)
    out_d = sd.total <= (rd if rd is not None else -1)
    win_t, tie_t, lose_t = _tables()
    nd_size = sd.size
    n = sa.size * nd_size
    mass = np.zeros(4 * n)  # sub-state s of pair i at s * n + i (A0, D1, A2, D2)
    mass[sa.index[a0] * nd_size + sd.index[d0]] = 1.0
    order, starts = _levels(sa, sd, limit)
    rounds = 0.0
    ends: list[tuple[Army, Army, int, float]] = []
    for lv in range(len(starts) - 1):
        idx = order[starts[lv] : starts[lv + 1]]
        m = mass[idx[None, :] + (np.arange(4) * n)[:, None]]  # [sub-state, pair]
        live = m.sum(axis=0) > 0.0
        if not live.any():
            continue
        idx, m = idx[live], m[:, live]
        ia, id_ = np.divmod(idx, nd_size)
        done = (sa.total[ia] == 0) | (sd.total[id_] == 0)
        for i, j, p in zip(ia[done].tolist(), id_[done].tolist(), m[:, done].sum(axis=0).tolist(), strict=True):
            ends.append((sa.armies[i], sd.armies[j], A0, p))
        go = ~done
        ia, id_, m = ia[go], id_[go], m[:, go]
        if not m.size:
            continue
        in_a0, in_d1, in_a2, in_d2 = m
        k0 = x0[ia] - y0[id_] + OFF
        k1 = x1[ia] - y1[id_] + OFF
        t0, t1 = tie_t[k0], tie_t[k1]
        m_d1 = in_d1 + t0 * in_a0
        rounds += float(in_a0.sum() + m_d1.sum())
        # A withdrawal is settled on arrival in A2 or D2 (both have assaulted), the attacker first.
        gone_a = out_a[ia]
        gone_d = out_d[id_] & ~gone_a
        stays = ~(gone_a | gone_d)
        leaving = in_a2 + t1 * m_d1 + in_d2
        for mask, sub in ((gone_a, RETREAT_A), (gone_d, RETREAT_D)):
            if mask.any():
                for i, j, p in zip(ia[mask].tolist(), id_[mask].tolist(), leaving[mask].tolist(), strict=True):
                    ends.append((sa.armies[i], sd.armies[j], sub, p))
        x = np.where(stays, (in_a2 + t1 * m_d1 + t1 * in_d2) / (1.0 - t0 * t1), 0.0)
        y = np.where(stays, in_d2 + t0 * x, 0.0)
        rounds += float(x.sum() + y.sum())
        w0, l0 = win_t[k0], lose_t[k0]
        w1, l1 = win_t[k1], lose_t[k1]
        d_won = ia * nd_size + d_target[id_]  # the attacker's assault won: the defender loses the target
        a_lost = a_piece[ia] * nd_size + id_
        d_lost = ia * nd_size + d_piece[id_]  # the defender's assault lost: it loses its own piece
        a_hit = a_target[ia] * nd_size + id_
        m_a2 = m_d1 + y  # mass assaulted by the defender, from D1 (first time) and D2 (again)
        targets = np.concatenate([d_won + n, a_lost + n, d_won + 3 * n, a_lost + 3 * n, d_lost + 2 * n, a_hit + 2 * n])
        values = np.concatenate([in_a0 * w0, in_a0 * l0, x * w0, x * l0, m_a2 * w1, m_a2 * l1])
        np.add.at(mass, targets, values)
    return ends, rounds
