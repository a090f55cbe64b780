"""Spies hunting Kings in packs, for the greedy World War IV player that plays the whole game (issue 28:
"hunts Kings"; ``View.hunt``).

Rulebook 004, "5. Assassination": each Spy may try to kill one enemy Spy in its space (4 or more, 1 less
where it does not Control the space; 1 or less kills it); once no Spy of the King's colour is left there,
"Roll a d6 for each of your Spies in the space: any roll of 6 kills the target King!". "A Note About Spies":
a King "within three spaces" of enemy Spies is at risk (a Spy moves 3 and is not stopped by enemy units:
"Undercover"). So one Spy at a time dies to the King's guard Spies; a pack arriving together kills the
guards and rolls many dice at the King ("Your main goal is to defeat the other kings").

- Hunters: the Spies beyond those wanted beside its own King (greedy_view.spies_wanted_home).
- Target: the active enemy King with the highest gain less cost (greedy_target.py; the setting
  ``target=0``: the nearest by land); Spies do not sail: those far from every King go by Frigate
  (greedy_navy.py).
- A hunter more than three spaces from its target walks toward it, stopping three spaces away; those
  within three spaces wait until enough hunters are within three spaces (``pack_needed``: three more than
  the King's guard Spies, ``PACK`` at most), then all go in.
- Purchase: Spies up to ``HUNTERS`` besides those at home, before the other units (a Spy costs C2).
"""

from __future__ import annotations

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import Move
from warroom.rulesets.ww4.greedy_settings import DEFAULTS
from warroom.rulesets.ww4.greedy_target import target_king
from warroom.rulesets.ww4.greedy_view import View, land_distances

#: Hunters that go in together (the default of the setting ``pack``, greedy_settings.py).
PACK = DEFAULTS.pack
#: Hunters it wants in all (besides the Spies beside its King; the setting ``hunters``).
HUNTERS = DEFAULTS.hunters
#: How far a Spy reaches in one Movement step.
REACH = 3


def _kings(ctx: View) -> list[int]:
    return [x for c, x in ctx.kings.items() if c != ctx.me and c in ctx.active]


def king_distances(ctx: View) -> list[int]:
    """Land steps from every space to the nearest active enemy King (worked out once a decision)."""
    dist: list[int] | None = ctx.cache.get("king-distances")
    if dist is None:
        dist = ctx.cache["king-distances"] = land_distances(ctx.m.land_adj, _kings(ctx))
    return dist


def hunters(ctx: View) -> int:
    """Its Spies on the board that are not wanted beside its King."""
    mine = len(ctx.spies.get(ctx.me, []))
    home = ctx.mine[ctx.king].get("spy", 0) if ctx.king >= 0 else 0
    return mine - min(home, ctx.spies_wanted_home())


def wants_spy(ctx: View) -> bool:
    """Whether it should buy a hunter now (an enemy King within reach by land, fewer than ``HUNTERS``)."""
    pool = int(ctx.rows[ctx.me]["pool"].get("spy", 0))
    dist = king_distances(ctx)
    frigate = any(kind == "frigate" for kind, _, _ in ctx.ships.values())
    reach = frigate or any(dist[x] < 999 for x in range(len(dist)) if ctx.owned(x))
    return hunters(ctx) + pool < ctx.settings.hunters and reach


def pack_needed(ctx: View, king: int) -> int:
    """Hunters that go in together at the King in ``king``: three more than his guard Spies there (one of
    them dies to a Spy at worst on 1-2 of a d6, kills one on 5-6), ``PACK`` at most."""
    colour = next(c for c, x in ctx.kings.items() if x == king and c != ctx.me)
    guards = int(ctx.spaces[king].get("units", {}).get(colour, {}).get("spy", 0))
    return min(ctx.settings.pack, guards + 3)


def spy_moves(
    ctx: View, movable: dict[tuple[int, str], int], targets: dict[tuple[int, str], list[int]]
) -> list[tuple[float, Action]]:
    """Scored moves of the hunters (see the module docstring)."""
    if not _kings(ctx):
        return []
    dist = king_distances(ctx)
    # Hunters within reach of each enemy King's space, counted from where they stand now.
    near: dict[int, int] = {}
    for x in ctx.spies.get(ctx.me, []):
        if dist[x] <= REACH:
            for k in _kings(ctx):
                if ctx.dist[x][k] <= REACH:
                    near[k] = near.get(k, 0) + 1
    out: list[tuple[float, Action]] = []
    for (src, kind), n in movable.items():
        if kind != "spy":
            continue
        free = n - (ctx.spies_wanted_home() if src == ctx.king else 0)
        d0 = dist[src]
        if free <= 0 or d0 == 0 or d0 >= 999:
            continue
        king = target_king(ctx, src, _kings(ctx))
        go = near.get(king, 0) >= pack_needed(ctx, king)
        for t in targets.get((src, kind), []):
            d1 = ctx.dist[t][king]
            if d1 >= ctx.dist[src][king] or (not go and d1 < REACH):
                continue
            score = (35.0 if go else 15.0) + 2.0 * (ctx.dist[src][king] - d1)
            out.append((score, Move("spy", free, ctx.m.id(src), ctx.m.id(t))))
    return out
