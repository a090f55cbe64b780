"""Spies and Bombers in the vectorised Monte Carlo of a rout-and-kill combat (World War IV, rulebook 004,
"Reconnaissance", Bomber "Flight"; the ruleset's combat_round._next_casualty and casualties.policy_choose).

Where the casualties of a volley are not all the owner's to assign, the policy's "waterfall"
(:func:`warroom.battles.rout_kill_vec.assign`) no longer serves alone. The game assigns a side's casualties
one at a time, the Bombers' Kills first, then the other Kills, then the Routs, and for each one:

1. a Bomber's Kill: the roller aims it at the dearest unit it destroys (a routed unit, or an unrouted one
   whose Kills are not reduced), else at the dearest it routs; never at a King (Royal Guard); with no such
   target the owner assigns it;
2. else, while the roller has a Spy not used this round and the owner would have a choice (two or more
   (kind, routed) classes can take it), the Spy sends it to the dearest unit it destroys (a Kill: as above;
   a Rout: a routed unit that can take Routs), never a King; with no unit it would destroy the Spy is kept;
3. else the owner's policy (one step of the waterfall).

Here the same happens to N combats at once: the combats that still hold a Spy (or a Bomber's Kill) step one
casualty at a time, the others take what is left in one waterfall. A kind whose routed and unrouted units
are both destroyed by a chosen Kill gives up a routed one (the game takes the first such unit in the space,
and Routs go to the first unrouted units, so the first is more often a routed one).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from warroom.battles.rout_kill import STAGES, Side
from warroom.battles.rout_kill_vec import assign_kinds, np, queues

#: A volley's casualties for one side: (Bombers' Kills, other Kills, Routs), arrays of N.
Hits = tuple[Any, Any, Any]


def needs(*sides: Side) -> bool:
    """Whether these sides need this module: a Spy, or a kind whose side aims its Kills (Bombers)."""
    return any(s.spies or any(k.aims or k.leaves for k in s.kinds) for s in sides)


def profiles(side: Side, stage: int) -> list[tuple[tuple[int, int, bool], list[tuple[int, bool]]]]:
    """The dice a side rolls in ``stage``, pooled by (kill faces, rout faces, aimed): each with the
    (kind, routed) buckets that roll it. Aimed Kills (Bombers) are kept apart from the others."""
    out: dict[tuple[int, int, bool], list[tuple[int, bool]]] = {}
    for i, k in enumerate(side.kinds):
        for routed in (False, True):
            if k.fires(stage, routed):
                out.setdefault((k.kill, k.rout, k.aims), []).append((i, routed))
    return sorted(out.items())


def hits(side: Side, stage: int, u: Any, r: Any, draw: Any) -> Hits | None:
    """The casualties a side's volley scores in each row, or None when no row rolls. ``draw(first, second,
    n)`` gives each row's packed (kill, rout) counts of its ``n`` dice (rout_kill_mc._draw)."""
    from warroom.battles.rout_kill_mc import SHIFT

    aimed: Any = None
    plain: Any = None
    for (kill, rout, aims), buckets in profiles(side, stage):
        n = sum((r if routed else u)[i] for i, routed in buckets)
        got = draw(kill, rout, n)
        if got is None:
            continue
        if aims:
            aimed = got if aimed is None else aimed + got
        else:
            plain = got if plain is None else plain + got
    if aimed is None and plain is None:
        return None
    mask = (1 << SHIFT) - 1
    zero = np.zeros(u.shape[1], dtype=np.int64)
    bk = zero if aimed is None else (aimed >> SHIFT).astype(np.int64)
    kills = zero.copy() if plain is None else (plain >> SHIFT).astype(np.int64)
    routs = zero.copy() if plain is None else (plain & mask).astype(np.int64)
    if aimed is not None:
        routs = routs + (aimed & mask)  # an aimed profile's Routs (none in Table 3) go to the owner
    return bk, kills, routs


def take(side: Side, u: Any, r: Any, got: Hits, spies: Any) -> None:
    """Apply a volley's casualties to N combats (in place): ``u``/``r`` are kind-major (kinds x N, the
    Monte Carlo's layout); ``spies`` are the roller's Spies not yet used this round, per combat
    (decremented)."""
    bk, kills, routs = got
    for j in range(int(bk.max(initial=0))):
        rows = np.nonzero(bk > j)[0]
        uu, rr = u[:, rows], r[:, rows]
        kind, routed = _dearest(side, uu, rr, "kill", bomber=True)
        chosen = kind >= 0
        _apply(side, uu, rr, kind, routed, chosen, "kill")
        _owner(side, uu, rr, ~chosen, "kill")
        u[:, rows], r[:, rows] = uu, rr
    for result, left in (("kill", kills.copy()), ("rout", routs.copy())):
        while True:
            rows = np.nonzero((left > 0) & (spies > 0))[0]
            if not len(rows):
                break
            uu, rr = u[:, rows], r[:, rows]
            kind, routed, classes = _dearest(side, uu, rr, result, bomber=False, count=True)
            spy = (kind >= 0) & (classes > 1)
            _apply(side, uu, rr, kind, routed, spy, result)
            _owner(side, uu, rr, ~spy, result)
            u[:, rows], r[:, rows] = uu, rr
            spies[rows] -= spy
            left[rows] -= 1
        zero = np.zeros_like(left)
        if result == "kill":
            assign_kinds(side, u, r, left, zero)
        else:
            assign_kinds(side, u, r, zero, left)


def _reduced(side: Side, i: int) -> bool:
    """Whether a Kill on an unrouted unit of kind ``i`` only routs it (Tank, Flight, Fortifications)."""
    return side.kinds[i].reduces_kills or side.protected


@lru_cache(maxsize=256)
def _columns(side: Side, result: str) -> tuple[Any, Any, Any]:
    """Columns of a side's rows laid out as [unrouted counts | routed counts] (kind i: i and K + i): those
    a chosen casualty destroys, dearest first (a kind's routed before its unrouted); those a Bomber's Kill
    routs, dearest first; those of the owner's classes (:func:`_dearest`)."""
    n = len(side.kinds)
    dear = sorted(range(n), key=lambda i: -side.kinds[i].value)
    destroy, spare = [], []
    for i in dear:
        k = side.kinds[i]
        if k.king or (result == "rout" and not k.takes_routs):
            continue
        destroy.append(n + i)
        if result == "kill" and not _reduced(side, i):
            destroy.append(i)
        if result == "kill" and _reduced(side, i):
            spare.append(i)
    classes = [c for i, k in enumerate(side.kinds) if result == "kill" or k.takes_routs for c in (i, n + i)]
    return (np.array(destroy, dtype=np.int64), np.array(spare, dtype=np.int64), np.array(classes, dtype=np.int64))


def _dearest(side: Side, u: Any, r: Any, result: str, *, bomber: bool, count: bool = False) -> Any:
    """Per combat, the (kind, routed) the roller chooses (casualties.policy_choose): the dearest unit the
    casualty destroys, else (a Bomber's Kill) the dearest it routs; kind -1 where there is none. With
    ``count``, also the number of (kind, routed) classes that could take it (the owner's options)."""
    n = len(side.kinds)
    present = np.concatenate([u, r], axis=0) > 0
    destroy, spare, classes = _columns(side, result)
    col = _first(present, destroy)
    if bomber:
        col = np.where(col < 0, _first(present, spare), col)
    kind = np.where(col < 0, -1, col % n)
    routed = col >= n
    if count:
        return kind, routed, present[classes].sum(0)
    return kind, routed


def _first(present: Any, cols: Any) -> Any:
    """Per combat, the first of the rows ``cols`` of ``present`` with a unit, or -1."""
    if not len(cols):
        return np.full(present.shape[1], -1, dtype=np.int64)
    sub = present[cols]
    at = np.argmax(sub, axis=0)
    return np.where(sub[at, np.arange(sub.shape[1])], cols[at], -1)


def _apply(side: Side, u: Any, r: Any, kind: Any, routed: Any, where: Any, result: str) -> None:
    """The chosen casualty on the rows ``where``: a routed unit is destroyed, an unrouted one is routed when
    the result routs it (a Rout, or a reduced Kill), destroyed otherwise."""
    rows = np.nonzero(where)[0]
    if not len(rows):
        return
    ks, rs = kind[rows], routed[rows]
    hit_r = rows[rs]
    r[ks[rs], hit_r] -= 1
    hit_u, ku = rows[~rs], ks[~rs]
    u[ku, hit_u] -= 1
    if result == "rout":
        r[ku, hit_u] += 1
    else:
        reduced = np.array([_reduced(side, i) for i in range(len(side.kinds))], dtype=bool)
        back = reduced[ku]
        r[ku[back], hit_u[back]] += 1


def _owner(side: Side, u: Any, r: Any, where: Any, result: str) -> None:
    """One casualty assigned by the owner's policy on the rows ``where``: one step of the waterfall, the first
    non-empty bucket of the result's queue taking it (rout_kill_vec.queues)."""
    rows = np.nonzero(where)[0]
    if not len(rows):
        return
    kinds, routed, routs_it = _queue(side, result)
    if not len(kinds):
        return  # Overkill: nobody can take it
    counts = np.stack([(r if rt else u)[k, rows] for k, rt in zip(kinds.tolist(), routed.tolist(), strict=True)])
    first = np.argmax(counts > 0, axis=0)
    took = counts[first, np.arange(len(rows))] > 0
    rows, first = rows[took], first[took]
    k, rt, back = kinds[first], routed[first], routs_it[first]
    r[k[rt], rows[rt]] -= 1
    u[k[~rt], rows[~rt]] -= 1
    r[k[back], rows[back]] += 1


@lru_cache(maxsize=256)
def _queue(side: Side, result: str) -> tuple[Any, Any, Any]:
    """The owner's buckets for one casualty, in the policy's order: (kind, routed bucket, the casualty routs
    the unit rather than destroying it), as arrays (rout_kill_vec.queues)."""
    q = queues(side)
    if result == "kill":
        order = [(i, False, True) for i in q.reduce] + [(i, rt, False) for i, rt in q.destroy]
    else:
        order = [(i, False, True) for i in q.rout] + [(i, True, False) for i in q.rout_destroy]
    return (
        np.array([o[0] for o in order], dtype=np.int64),
        np.array([o[1] for o in order], dtype=bool),
        np.array([o[2] for o in order], dtype=bool),
    )


def stage_count() -> int:
    """The volleys in a round."""
    return len(STAGES)
