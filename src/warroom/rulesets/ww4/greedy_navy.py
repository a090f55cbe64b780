"""Step 4, Movement: the greedy World War IV player's ships (issue 28: "builds and uses ships, frigates
and bombers"), when it plays the whole game (``View.hunt``).

Rulebook 004, "Ship", "Transport", "4. Movement": ships sail from water to bordering water or onto a
bordering land space, where they stop (an invasion where enemies stand); land units board a Frigate in a
bordering water space (up to 2 Militia, Soldiers, Cavalry or Artillery, or 1 Armor) and step off where it
made landfall; Destroyers attack first ("Bombardment").

- Destroyers sail toward the water beside a goal (greedy_hunt: enemy Kings, Cities not held) and land
  where its own units already invade (a combat to join).
- A Frigate with cargo sails toward the goals and lands on land it does not hold where the cargo (and the
  Frigate) is stronger than the defence by greedy_move's superiority; landed, the cargo steps off.
- An empty Frigate takes on spare units beside it, or sails toward them (toward hunting Spies first); hunting
  Spies far from every
  enemy King by land go aboard too ("Any number of King and Spy units may be transported"), sail toward
  a King and step off within a Spy's reach of him (greedy_spies.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import Board, Disembark, Sail
from warroom.rulesets.ww4.greedy_hunt import goals, needed
from warroom.rulesets.ww4.greedy_spies import REACH, king_distances
from warroom.rulesets.ww4.greedy_strength import strength
from warroom.rulesets.ww4.greedy_view import View, land_distances

#: Hunting Spies farther than this from every enemy King by land board a Frigate.
FAR = 6


def navy_moves(ctx: View, legal: Sequence[Action], spare_units: dict[int, int]) -> list[tuple[float, Action]]:
    """Scored Sail, Board and Disembark moves among ``legal`` (the legal actions, or those of them that are
    not a Move). ``spare_units``: per land space, the units that may leave."""
    sails: dict[int, list[int]] = {}
    boards: list[Board] = []
    out: list[tuple[float, Action]] = []
    for a in legal:
        if isinstance(a, Sail):
            sails.setdefault(a.ship, []).append(ctx.index[a.target])
        elif isinstance(a, Board):
            boards.append(a)
        elif isinstance(a, Disembark):
            # Landed: the whole cargo of a kind steps off (the landfall was chosen for it).
            out.append((70.0 + a.count, a))
    if not sails and not boards:
        return out
    found = goals(ctx)
    m = ctx.m
    to_goal = land_distances(m.water_adj, [w for x in found for w in m.coast[x]])
    kings = king_distances(ctx)
    to_kings = land_distances(m.water_adj, [w for x in range(len(kings)) if kings[x] <= 2 for w in m.coast[x]])
    hunters = _far_hunters(ctx, kings)
    # An empty Frigate fetches the hunting Spies first: no land leads them to a King.
    armies = list(hunters) or [x for x, n in spare_units.items() if n > 0]
    to_army = land_distances(m.water_adj, [w for x in armies for w in m.coast[x]])
    for ship, where in sails.items():
        kind, here, cargo = ctx.ships[ship]
        loaded = sum(cargo.values()) > 0
        spies = cargo.get("spy", 0) > 0
        for t in where:
            if m.is_water[t]:
                dist = to_kings if spies else to_goal if kind == "destroyer" or loaded else to_army
                if dist[t] < dist[here]:
                    out.append(((16.0 if spies else 14.0 if loaded else 10.0) - 0.1 * dist[t], Sail(ship, m.id(t))))
            elif spies:
                # Spies step off within a Spy's reach of a King, where no combat holds them.
                if kings[t] <= REACH and not ctx.enemy_units[t]:
                    out.append((55.0 - kings[t], Sail(ship, m.id(t))))
            elif kind == "destroyer":
                if ctx.enemy_units[t] and ctx.own_ctrl[t] > 0:
                    out.append((48.0 + ctx.value(t), Sail(ship, m.id(t))))
            elif loaded and not ctx.owned(t):
                score = _landing(ctx, t, kind, cargo)
                if score > 0:
                    out.append((score, Sail(ship, m.id(t))))
    for a in boards:
        src = ctx.index[a.source]
        kind, here, cargo = ctx.ships[a.frigate]
        if a.kind == "spy":
            if a.count <= hunters.get(src, 0) and to_kings[here] < 999:
                out.append((12.0 + a.count, a))
        elif a.count <= spare_units.get(src, 0) and to_goal[here] < 999 and a.kind != "king":
            out.append((11.0 + a.count, a))
    return out


def _far_hunters(ctx: View, kings: list[int]) -> dict[int, int]:
    """Per land space, its hunting Spies (not wanted beside its King) farther than ``FAR`` from any enemy
    King by land: they go by sea."""
    out: dict[int, int] = {}
    for x in set(ctx.spies.get(ctx.me, [])):
        n = ctx.mine[x].get("spy", 0) - (ctx.spies_wanted_home() if x == ctx.king else 0)
        if n > 0 and kings[x] > FAR:
            out[x] = n
    return out


def _landing(ctx: View, t: int, kind: str, cargo: dict[str, int]) -> float:
    """The score of a Frigate's landfall on ``t`` with ``cargo`` (0: not worth it)."""
    if not ctx.enemy_units[t]:
        return 50.0 + ctx.value(t)
    force = dict(cargo)
    force[kind] = 1
    attack = strength(ctx.content, force, ctx.protected(t, ctx.me))
    defend = strength(ctx.content, ctx.others(t), False)
    if attack >= needed(ctx, t, ctx.settings.superiority) * defend:
        return 50.0 + ctx.value(t)
    return 0.0
