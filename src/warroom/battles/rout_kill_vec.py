"""Array forms of a rout-and-kill combat's rules (World War IV; :mod:`warroom.battles.rout_kill` states the
rules and the fixed casualty policy): the shared core of the dense exact programme
(:mod:`warroom.battles.rout_kill_dense`) and the vectorised Monte Carlo (:mod:`warroom.battles.rout_kill_mc`).

The policy assigns casualties one at a time to the cheapest target, a result that only routs first. Since
the order of the targets never depends on the dice, ``k`` kills and ``r`` routs fill fixed queues of
buckets (a kind's unrouted or routed units) in order, and many states are served at once by a
"waterfall": each bucket takes ``min(left, count)`` and passes the rest on:

- kills, first: the unrouted units whose kills are reduced (Tank, Flight, Fortifications), cheapest kind
  first, are routed; what is left destroys, cheapest kind first, its routed units before its unrouted ones;
- routs, then: the unrouted units that can take a rout (not Bombers) are routed, cheapest first; what is
  left destroys routed units (those just routed included), cheapest first;
- a casualty with no bucket left is lost (Overkill).

Ties of value between kinds keep the sequential code's order (the kinds' order), so the waterfall equals
``rout_kill._casualties`` casualty by casualty (the tests check it on every small state).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from warroom.battles.rout_kill import STAGES, Kind, Side

np: Any
try:
    import numpy

    np = numpy
except ImportError:  # pragma: no cover - exercised where numpy is absent
    np = None


def available() -> bool:
    """Whether numpy is installed (everything here needs it)."""
    return np is not None


@dataclass(frozen=True)
class Queues:
    """A side's casualty queues as (kind index, routed) buckets, in the policy's order."""

    reduce: tuple[int, ...]  # unrouted kinds a kill only routs
    destroy: tuple[tuple[int, bool], ...]  # what a kill left over destroys
    rout: tuple[int, ...]  # unrouted kinds a rout routs
    rout_destroy: tuple[int, ...]  # routed kinds a rout left over destroys


@lru_cache(maxsize=256)
def queues(side: Side) -> Queues:
    """The queues of ``side`` (see the module docstring)."""
    kinds = side.kinds
    idx = range(len(kinds))
    reduce = tuple(sorted((i for i in idx if kinds[i].reduces_kills or side.protected), key=lambda i: kinds[i].value))
    # Destroying kills: cheapest kind first; within a kind routed first (the policy's third key); then the
    # kinds' order, as the sequential code's strict comparison keeps the first of equals.
    destroy = tuple(
        (i, routed)
        for _, _, i, routed in sorted((kinds[i].value, not routed, i, routed) for i in idx for routed in (True, False))
    )
    takes = [i for i in idx if kinds[i].takes_routs]
    rout = tuple(sorted(takes, key=lambda i: kinds[i].value))
    return Queues(reduce, destroy, rout, rout)


def assign(side: Side, u: Any, r: Any, kills: Any, routs: Any) -> None:
    """Apply ``kills`` then ``routs`` casualties (arrays of N) to the N states ``u`` (unrouted) and ``r``
    (routed), arrays of N x kinds, in place."""
    q = queues(side)
    left = kills.copy()
    for i in q.reduce:
        t = np.minimum(left, u[:, i])
        u[:, i] -= t
        r[:, i] += t
        left -= t
    for i, routed in q.destroy:
        col = r if routed else u
        t = np.minimum(left, col[:, i])
        col[:, i] -= t
        left -= t
    left = routs.copy()
    for i in q.rout:
        t = np.minimum(left, u[:, i])
        u[:, i] -= t
        r[:, i] += t
        left -= t
    for i in q.rout_destroy:
        t = np.minimum(left, r[:, i])
        r[:, i] -= t
        left -= t


def assign_kinds(side: Side, u: Any, r: Any, kills: Any, routs: Any) -> None:
    """:func:`assign` for kind-major counts: ``u[i]`` and ``r[i]`` are kind i's counts in the N states (the
    Monte Carlo's layout, rout_kill_mc.fight: each bucket one contiguous array)."""
    q = queues(side)
    left = kills.copy()
    for i in q.reduce:
        t = np.minimum(left, u[i])
        u[i] -= t
        r[i] += t
        left -= t
    for i, routed in q.destroy:
        col = r if routed else u
        t = np.minimum(left, col[i])
        col[i] -= t
        left -= t
    left = routs.copy()
    for i in q.rout:
        t = np.minimum(left, u[i])
        u[i] -= t
        r[i] += t
        left -= t
    for i in q.rout_destroy:
        t = np.minimum(left, r[i])
        r[i] -= t
        left -= t


def profiles(side: Side, stage: int) -> list[tuple[tuple[int, int], list[tuple[int, bool]]]]:
    """The dice a side rolls in ``stage``: for each (kill faces, rout faces) profile, the (kind, routed)
    buckets that roll it (kinds of one profile pooled: their dice are alike)."""
    out: dict[tuple[int, int], list[tuple[int, bool]]] = {}
    for i, k in enumerate(side.kinds):
        for routed in (False, True):
            if k.fires(stage, routed):
                out.setdefault((k.kill, k.rout), []).append((i, routed))
    return sorted(out.items())


def dice(side: Side, stage: int, u: Any, r: Any) -> list[tuple[tuple[int, int], Any]]:
    """For each profile of :func:`profiles`, the number of dice each of the N states rolls."""
    out = []
    for prof, buckets in profiles(side, stage):
        n = sum((r if routed else u)[:, i] for i, routed in buckets)
        out.append((prof, n))
    return out


def split(units: tuple[int, ...]) -> tuple[list[int], list[int]]:
    """A flat (u0, r0, u1, r1, ...) tuple as (unrouted, routed) lists."""
    return list(units[0::2]), list(units[1::2])


def stage_count() -> int:
    """The volleys in a round."""
    return len(STAGES)


def rally_kinds(side: Side) -> list[tuple[int, Kind]]:
    """The kinds whose routed units roll (or, a King, simply come back) in the Rally."""
    return [(i, k) for i, k in enumerate(side.kinds) if not (side.invader and k.ship and side.on_land)]


def ship_kinds(side: Side) -> list[int]:
    """The invader's ship kinds (they leave in the Maneuver)."""
    return [i for i, k in enumerate(side.kinds) if k.ship] if side.invader else []
