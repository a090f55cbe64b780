"""Vectorised (numpy) paths for the largest exact calculations; optional (``pip install 'warroom[fast]'``).

Each gives the same distribution as the pure-Python path of its module (tests check both agree to
1e-12); only the order of the float additions differs.
"""

from __future__ import annotations

import math
from typing import Any

from warroom.battles import ships as _ships
from warroom.battles import war_dice as _war

np: Any
try:
    import numpy

    np = numpy
except ImportError:  # pragma: no cover - exercised where numpy is absent
    np = None


def available() -> bool:
    """Whether numpy is installed."""
    return np is not None


def war_distribution(
    attack: int, defend: int, mad: int, mdd: int, stop: int
) -> tuple[dict[tuple[int, int], float], float]:
    """WAR battle end states and expected rolls, in two phases.

    1. The bulk, where both sides roll all their dice (attacker rows a > mad and a > stop, defender
       columns d >= mdd): every roll there compares k = min(mad, mdd) dice, so it moves the mass from
       the diagonal a + d = s to the diagonal s - k, position a - (attacker's loss). Kept by diagonals,
       one roll of the whole diagonal is one convolution; from the start only every k-th diagonal
       holds bulk mass, so about (attack + defend) / k convolutions do the whole bulk.
    2. What the bulk leaves on its edges (a few rows where the attacker rolls fewer dice, a few columns
       where the defender does) is swept by the pure-Python :func:`war_dice.sweep`.
    """
    D = defend
    k = min(mad, mdd)
    a_min = max(mad + 1, stop + 1)  # lowest bulk row
    if mdd > D or attack < a_min:
        return _war._distribution_python(attack, defend, mad, mdd, stop)
    outcomes = {la: p for la, ld, p in _war._outcomes(mad, mdd)}
    kernel = np.array([outcomes.get(k - j, 0.0) for j in range(k + 1)])
    diag = np.zeros((attack + D + 1, attack + 1))
    diag[attack + D, attack] = 1.0
    s = attack + D
    while True:
        lo, hi = max(a_min, s - D), min(attack, s - mdd)
        if lo > hi:
            break
        diag[s - k, lo - k : hi + 1] += np.convolve(diag[s, lo : hi + 1], kernel)
        s -= k
    # The bulk's states were each visited once: their mass is all the mass left in the array but
    # what lies outside the bulk, which is gathered next (a state outside is never fed from it again).
    rounds = float(diag.sum())
    # Gather everything outside the bulk into rows and sweep it.
    rows = [[0.0] * (D + 1) for _ in range(attack + 1)]
    cols = np.arange(D + 1)
    small = np.arange(1, min(attack, a_min - 1) + 1)
    if small.size:
        block = diag[small[:, None] + cols[None, :], small[:, None]].tolist()
        for a, values in zip(small.tolist(), block, strict=True):
            rows[a] = values
            rounds -= math.fsum(values)
    big = np.arange(a_min, attack + 1)
    edge = np.arange(mdd)
    block = diag[big[:, None] + edge[None, :], big[:, None]].tolist()
    for a, values in zip(big.tolist(), block, strict=True):
        rows[a][:mdd] = values
        rounds -= math.fsum(values)
    rounds += _war.sweep(rows, attack, D, mad, mdd, stop, bulk_done=True)
    return _war.collect(rows, attack, D, stop), rounds


def ship_distribution(
    attack: int, defend: int, ha: int, hd: int, pa: str, pd: str
) -> tuple[dict[tuple[int, int], float], float]:
    """Ship battle end states and expected rounds, by diagonals of total damage.

    The states (attacker's damage, defender's damage) with the same total are solved together: none
    feeds another (every round that changes something adds damage). From a state with x and y ships
    afloat, mass m goes to (ta + i, td + j) with chance B(y, i) B(x, j) / (1 - chance of no hit) (the
    round with no hit folded in); for a whole diagonal that is one matrix product of the weights
    (state -> attacker's damage after) and (state -> defender's damage after), all gathered before the
    loop, on an array wide enough that no hit needs capping (damage past the last ship is still a sunk
    fleet). The no-hit term lands back on each state after it is done with, which leaves there exactly
    its expected visits m / (1 - chance of no hit): their sum is the expected number of rounds.
    """
    hp_a, hp_d = attack * ha, defend * hd
    rows, cols = hp_a + defend + 1, hp_d + attack + 1
    alive_a = _afloat(attack, ha, pa, rows)
    alive_d = _afloat(defend, hd, pd, cols)
    n = max(attack, defend)
    off = max(hp_a, hp_d)
    # The transient states, diagonal by diagonal (total damage s), and where each diagonal starts.
    ta_all, td_all = np.divmod(np.arange(hp_a * hp_d), hp_d)
    order = np.argsort(ta_all + td_all, kind="stable")
    ta, td = ta_all[order], td_all[order]
    starts = np.concatenate(([0], np.cumsum(np.bincount(ta + td, minlength=hp_a + hp_d - 1)))).tolist()
    x, y = alive_a[ta], alive_d[td]
    no_hit = (1.0 - _ships.P_HIT) ** (x + y)
    # on_a[state, t]: chance that the attacker's damage becomes t (y ships fire at it); on_d likewise.
    on_a = _hit_windows(n, off, rows)[y, off - ta]
    on_d = _hit_windows(n, off, cols)[x, off - td] / (1.0 - no_hit)[:, None]
    firsts = (ta * cols + td).tolist()
    mass = np.zeros((rows, cols))
    mass[0, 0] = 1.0
    flat = mass.reshape(-1)
    step = cols - 1  # along a diagonal, ta rises by 1 as td falls by 1
    for s in range(hp_a + hp_d - 1):
        k0, k1 = starts[s], starts[s + 1]
        first = firsts[k0]
        m = flat[first : first + (k1 - k0 - 1) * step + 1 : step]
        mass += on_a[k0:k1].T @ (m[:, None] * on_d[k0:k1])
    rounds = float(mass[:hp_a, :hp_d].sum())
    dead_a, dead_d = alive_a == 0, alive_d == 0
    won = np.bincount(alive_a[~dead_a], weights=mass[~dead_a][:, dead_d].sum(axis=1))
    held = np.bincount(alive_d[~dead_d], weights=mass[dead_a][:, ~dead_d].sum(axis=0))
    ends: dict[tuple[int, int], float] = {}
    for xa, p in enumerate(won.tolist()):
        if p:
            ends[(xa, 0)] = p
    for yd, p in enumerate(held.tolist()):
        if p:
            ends[(0, yd)] = p
    both = float(mass[dead_a][:, dead_d].sum())
    if both:
        ends[(0, 0)] = both
    return ends, rounds


def _afloat(ships: int, hits: int, policy: str, size: int) -> Any:
    """Ships afloat after 0..size-1 hits in all (as :func:`ships.afloat`)."""
    damage = np.arange(size)
    if policy == "spread":
        return np.clip(ships * hits - damage, 0, ships)
    return np.maximum(ships - damage // hits, 0)


#: Hit windows by (ships, offset, length). Safe under threads without a lock: an entry is built whole
#: before the one dict assignment that publishes it, and the windows are read-only views.
_HIT_WINDOWS: dict[tuple[int, int, int], Any] = {}


def _hit_windows(n: int, off: int, length: int) -> Any:
    """windows[m, off - t0, j]: the chance that m ships score j - t0 hits (0 outside 0..m): the chances
    that a side with damage t0 ends the round with damage j, for j in 0..length-1, read as one row."""
    key = (n, off, length)
    windows = _HIT_WINDOWS.get(key)
    if windows is None:
        table = np.zeros((n + 1, off + length + 1))
        for m in range(n + 1):
            table[m, off : off + m + 1] = _ships.binomial(m)
        windows = np.lib.stride_tricks.sliding_window_view(table, length, axis=1)
        _HIT_WINDOWS[key] = windows
    return windows
