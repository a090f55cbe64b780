"""A vectorised Monte Carlo of a rout-and-kill combat (World War IV): the rules of
:mod:`warroom.battles.rout_kill` reimplemented over arrays of many combats at once (numpy), for the combats
too large for the exact programmes, and for every combat with Spies or Bombers
(:mod:`warroom.battles.rout_kill_recon`).

Every combat of a batch is a row (a column of the kind-major counts); a volley draws each row's (kills,
routs) per dice profile as a binomial pair, assigns them by the policy's waterfall
(:func:`warroom.battles.rout_kill_vec.assign_kinds`; with Spies or Bombers, rout_kill_recon.take), then
Rally and Maneuver follow; rows whose combat is over leave the arrays. A first batch measures the rate, a second spends
what is left of the time budget, unless or the 95% interval of the attacker's chance is narrower than
:data:`TARGET_HALF_WIDTH` either side. The answer says how many combats it fought and gives 95% intervals
(Wilson for the chances, normal for the means): the error bound is statistical, not exact.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from warroom.battles import rout_kill, rout_kill_recon
from warroom.battles.common import ATTACKER, BOTH, DEFENDER, Z95, EndState, Odds, build_odds, wilson95
from warroom.battles.rout_kill import MAX_ROUNDS, SYSTEM, Side, Units, left_by_name
from warroom.battles.rout_kill_vec import assign_kinds, np, profiles, rally_kinds, ship_kinds, split, stage_count
from warroom.core.text import Msg

#: Combats fought in the first batch (it measures the rate; the next one is sized to the budget).
FIRST_BATCH = 1024
#: The first batch with Spies or Bombers (rout_kill_recon): their casualties step one at a time, a cost per
#: round more than per combat, so small batches waste the budget (1,024 of them cost about half of 8,192).
FIRST_RECON_BATCH = 2048
#: The most combats in one batch (memory: a few arrays of this many rows per kind).
MAX_BATCH = 1 << 20
#: The default time budget of one answer, in seconds (the issue's goal is an answer in under 100 ms).
BUDGET_S = 0.07
#: Fighting stops once the attacker's chance is known to within this, either side (95%).
TARGET_HALF_WIDTH = 0.001


def odds(
    attack: Side,
    defend: Side,
    a0: Units,
    d0: Units,
    battle: Mapping[str, object],
    *,
    seed: int | None = None,
    budget_s: float = BUDGET_S,
    samples: int | None = None,
) -> Odds:
    """Monte Carlo odds of a combat: batches until ``budget_s`` is spent (or the interval is narrow enough),
    or exactly ``samples`` combats when given (reproducible: the batches' dice come from ``seed``)."""
    rng = np.random.default_rng(seed)
    start = time.perf_counter()
    parts: list[tuple[Any, Any, Any]] = []
    n = 0
    first = FIRST_RECON_BATCH if rout_kill_recon.needs(attack, defend) else FIRST_BATCH
    size = first if samples is None else samples
    while size > 0:
        parts.append(fight(attack, defend, a0, d0, size, rng))
        n += size
        if samples is not None:
            break
        wins = sum(int(((a[:, 0].sum(1) > 0) & (d[:, 0].sum(1) == 0)).sum()) for a, d, _ in parts)
        if _half_width(wins, n) < TARGET_HALF_WIDTH:
            break
        # One more batch sized to what is left of the budget, at the rate measured so far (a batch's fixed
        # cost, the rounds' array calls, is paid once: one large batch beats many small ones).
        elapsed = time.perf_counter() - start
        size = min(MAX_BATCH, int((budget_s - elapsed) * n / elapsed)) if elapsed > 0 else MAX_BATCH
        if size < first // 2:
            break
    ends_a = np.concatenate([p[0] for p in parts])
    ends_d = np.concatenate([p[1] for p in parts])
    rounds = np.concatenate([p[2] for p in parts]).astype(float)
    return _summarise(attack, defend, ends_a, ends_d, rounds, battle)


def _half_width(wins: int, n: int) -> float:
    p = wins / n
    return Z95 * math.sqrt(max(p * (1 - p), 0.25 / n) / n)


def fight(attack: Side, defend: Side, a0: Units, d0: Units, n: int, rng: Any) -> tuple[Any, Any, Any]:
    """Fight ``n`` combats: (the invader's units left, shape n x 1 x kinds; the defender's; rounds fought).
    A combat past :data:`MAX_ROUNDS` stops with the units it has (the defender holds).

    The counts are kind-major (kinds x combats, 16-bit): each step of the waterfall then reads one
    contiguous array (such a step is about three times faster than on a strided column of combats x
    kinds; a whole 30 v 30 combat about 1.2 times)."""
    sides = (attack, defend)
    ua0, ra0 = split(a0)
    ud0, rd0 = split(d0)
    u = [_start(ua0, n), _start(ud0, n)]
    r = [_start(ra0, n), _start(rd0, n)]
    rows = np.arange(n)
    out_a = np.zeros((n, len(ua0)), dtype=np.int32)
    out_d = np.zeros((n, len(ud0)), dtype=np.int32)
    out_rounds = np.full(n, MAX_ROUNDS, dtype=np.int32)
    ships = ship_kinds(attack)
    leaving = [i for i, k in enumerate(attack.kinds) if k.leaves]
    recon = rout_kill_recon.needs(attack, defend)
    for rnd in range(1, MAX_ROUNDS + 1):
        # Reconnaissance: each side's Spies, one casualty each a round.
        spies = [np.full(len(rows), s.spies, dtype=np.int64) for s in sides] if recon else []
        for stage in range(stage_count()):
            if recon:
                _recon_volley(sides, stage, u, r, spies, rng)
                continue
            hits = [_hits(sides[w], stage, u[w], r[w], rng) for w in (0, 1)]
            for w in (0, 1):
                kills, routs = hits[1 - w]
                if kills is not None:
                    assign_kinds(sides[w], u[w], r[w], kills, routs)
        for w in (1, 0):
            _rally(sides[w], u[w], r[w], rng)
        for i in ships:
            if rnd >= 2:
                u[0][i] = 0
            if rnd >= 2 or attack.on_land:
                r[0][i] = 0
        if rnd >= 2:
            for i in leaving:  # invading Bombers withdraw in round 2's Maneuver, routed or not (Flight)
                u[0][i] = 0
                r[0][i] = 0
        left_a = (u[0] + r[0]).sum(0)
        left_d = (u[1] + r[1]).sum(0)
        over = (left_a == 0) | (left_d == 0)
        if rnd == MAX_ROUNDS:
            over[:] = True
        if over.any():
            gone = rows[over]
            out_a[gone] = (u[0][:, over] + r[0][:, over]).T
            out_d[gone] = (u[1][:, over] + r[1][:, over]).T
            out_rounds[gone] = rnd
            keep = ~over
            rows = rows[keep]
            u = [x[:, keep] for x in u]
            r = [x[:, keep] for x in r]
            if not len(rows):
                break
    return out_a[:, None, :], out_d[:, None, :], out_rounds


#: The counts' type in :func:`fight` (a side's units fit easily; the casualty arithmetic stays in it).
COUNT = np.int16 if np is not None else None


def _start(counts: list[int], n: int) -> Any:
    """``n`` copies of a side's counts per kind, kind-major (kinds x n)."""
    return np.repeat(np.array(counts, dtype=COUNT).reshape(len(counts), 1), n, axis=1)


def _recon_volley(sides: tuple[Side, Side], stage: int, u: list[Any], r: list[Any], spies: list[Any], rng: Any) -> None:
    """A volley with Spies or Bombers (rout_kill_recon): both sides roll, then each takes its casualties,
    the roller's Spies and Bombers aiming some of them."""
    hits = [rout_kill_recon.hits(sides[w], stage, u[w], r[w], lambda a, b, n: _draw(a, b, n, rng)) for w in (0, 1)]
    for w in (0, 1):
        got = hits[1 - w]
        if got is not None:
            rout_kill_recon.take(sides[w], u[w], r[w], got, spies[1 - w])


def _hits(side: Side, stage: int, u: Any, r: Any, rng: Any) -> tuple[Any, Any]:
    """(kills, routs) each row's side scores in ``stage``, or (None, None) when it rolls no dice: one draw
    per dice profile from the exact (kills, routs) distribution of its number of dice (an alias table)."""
    total: Any = None
    for (kill, rout), buckets in profiles(side, stage):
        n = sum((r if routed else u)[i] for i, routed in buckets)
        got = _draw(kill, rout, n, rng)
        if got is not None:
            total = got if total is None else total + got  # packed counts add up field by field
    if total is None:
        return None, None
    return (total >> SHIFT).astype(COUNT), (total & (1 << SHIFT) - 1).astype(COUNT)


#: Outcomes are packed as ``first << SHIFT | second``: sums stay exact below 4,096 dice.
SHIFT = 12


def _draw(first: int, second: int, n: Any, rng: Any) -> Any | None:
    """For each row, how many of its ``n`` dice show one of ``first`` faces and how many one of ``second``
    other faces (of 6), packed (:data:`SHIFT`): one draw from the exact joint distribution by an alias
    table; None when no row rolls."""
    top = int(n.max())
    if not top:
        return None
    width, prob, alias, packed = _alias(first, second, (top // 8 + 1) * 8)
    x = rng.random(len(n)) * width
    j = np.minimum(x.astype(np.int64), width - 1)
    at = n * np.int64(width) + j  # 64-bit: n may be 16-bit counts
    return packed[np.where(x - j < prob[at], at, alias[at])]


@lru_cache(maxsize=256)
def _alias(first: int, second: int, top: int) -> tuple[int, Any, Any, Any]:
    """Walker's alias tables of (first, second) counts for 0..``top`` dice: (width, acceptance, alias as an
    absolute position, packed outcome), row n (n dice) at n * width, padded with outcomes of chance 0."""
    rows = [rout_kill._trinomial_cached(n, first, second) for n in range(top + 1)]
    width = max(len(row) for row in rows)
    size = (top + 1) * width
    prob, alias = np.ones(size), np.arange(size, dtype=np.int64)
    packed = np.zeros(size, dtype=np.int32)
    for n, row in enumerate(rows):
        base = n * width
        scaled = [p * width for _, p in row] + [0.0] * (width - len(row))
        for j, ((a, b), _) in enumerate(row):
            packed[base + j] = a << SHIFT | b
        small = [j for j, q in enumerate(scaled) if q < 1.0]
        large = [j for j, q in enumerate(scaled) if q >= 1.0]
        while small and large:
            lo, hi = small.pop(), large.pop()
            prob[base + lo], alias[base + lo] = scaled[lo], base + hi
            scaled[hi] -= 1.0 - scaled[lo]
            (small if scaled[hi] < 1.0 else large).append(hi)
        for j in small + large:  # what rounding leaves: certain
            prob[base + j] = 1.0
    return width, prob, alias, packed


def _rally(side: Side, u: Any, r: Any, rng: Any) -> None:
    """Rally: each routed unit rolls (a King comes back); Breakdown destroys on a 1. The (destroyed, rallied)
    counts of a kind are one draw from their exact distribution (:func:`_draw`)."""
    for i, k in rally_kinds(side):
        n = r[i]
        if k.king:
            u[i] += n
            r[i] = 0
            continue
        got = _draw(1 if k.breakdown else 0, k.rally, n, rng)
        if got is None:
            continue
        gone, back = got >> SHIFT, got & (1 << SHIFT) - 1
        u[i] += back
        r[i] = n - gone - back


def _summarise(attack: Side, defend: Side, a: Any, d: Any, rounds: Any, battle: Mapping[str, object]) -> Odds:
    """The end states and 95% intervals of fought combats."""
    n = len(rounds)
    flat_a, flat_d = a[:, 0, :], d[:, 0, :]
    na, nd = flat_a.sum(1), flat_d.sum(1)
    # Each end as one integer (mixed radix over the kinds' counts): a 1-D unique is far faster than by rows.
    both_sides = np.concatenate([flat_a, flat_d], axis=1).astype(np.int64)
    radix = both_sides.max(0) + 1
    code = np.zeros(n, dtype=np.int64)
    for col, base in enumerate(radix.tolist()):
        code = code * base + both_sides[:, col]
    _, first, counts = np.unique(code, return_index=True, return_counts=True)
    ka = len(attack.kinds)
    states = []
    for key, c in zip(both_sides[first].tolist(), counts.tolist(), strict=True):
        left_a, left_d = key[:ka], key[ka:]
        ta, td = sum(left_a), sum(left_d)
        outcome = BOTH if not ta and not td else ATTACKER if not td else DEFENDER
        states.append(EndState(outcome, left_by_name(attack, left_a), left_by_name(defend, left_d), c / n, ta, td))
    wins = int(((na > 0) & (nd == 0)).sum())
    losses = int(((na == 0) & (nd > 0)).sum()) + int(((na > 0) & (nd > 0)).sum())
    both = int(((na == 0) & (nd == 0)).sum())
    ci = {
        "attacker_wins": wilson95(wins, n),
        "defender_wins": wilson95(losses, n),
        "both_destroyed": wilson95(both, n),
        "expected_attacker_left": _mean95(na),
        "expected_defender_left": _mean95(nd),
        "expected_rounds": _mean95(rounds),
    }
    note = Msg("battle.note.ww4_vectorised", samples=n)
    return build_odds(
        SYSTEM,
        states,
        float(rounds.mean()),
        battle=battle,
        method="monte-carlo",
        samples=n,
        ci95=ci,
        notes=(note,),
    )


def _mean95(values: Any) -> tuple[float, float]:
    """A normal 95% interval of the mean of an array."""
    n = len(values)
    mean = float(values.mean())
    if n < 2:
        return (mean, mean)
    half = Z95 * float(values.std(ddof=1)) / math.sqrt(n)
    return (mean - half, mean + half)
