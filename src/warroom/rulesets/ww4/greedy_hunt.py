"""Step 4, Movement: the greedy World War IV player goes for the Kings and the Cities (issue 28: "takes
capitals and hunts Kings"), when it plays the whole game (``View.hunt``).

Rulebook 004, "Victory!": Last King Standing (every other King destroyed), the World Rule (all 5 Cities
Controlled at Control Lands) and the Atomic Weapons dice (one d6 per City held once the deck is out, a 6
wins): every City taken counts twice, a King taken ends a nation ("Defeat!").

- Goals: the spaces of the active enemy Kings and the Cities it does not hold.
- March: spare units (greedy_move's garrisons kept) step to an own space nearer a goal where Food has room;
  Bombers by every border ("Flight"), the others over land. A staging space (beside a goal, or beside land
  it must take on the way) holds ``STACK`` units more than its Food: "9. Support the Troops" costs each
  unit there a 1 on a d6 a turn, and "If your men aren't starving on the front lines then you aren't using
  enough force to win!" (the rulebook's introduction); greedy_move does not spread such a stack out.
- Strike: greedy_move invades a goal with less superiority than elsewhere (``STRIKE``, ``KING_STRIKE``)
  and with more units than its Food (a City taken is pillaged: no Support roll there, "Forts").
"""

from __future__ import annotations

from collections.abc import Callable

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import Move
from warroom.rulesets.ww4.greedy_settings import DEFAULTS
from warroom.rulesets.ww4.greedy_strength import unit_power
from warroom.rulesets.ww4.greedy_view import View, land_distances

#: Invade a City with this superiority (greedy_move's SUPERIORITY elsewhere); the default of the setting
#: ``strike`` (greedy_settings.py), as are the two below of ``king_strike`` and ``stack``.
STRIKE = DEFAULTS.strike
#: Invade an enemy King's space with this superiority.
KING_STRIKE = DEFAULTS.king_strike
#: Units a staging space holds beyond its Food.
STACK = DEFAULTS.stack


def goals(ctx: View) -> list[int]:
    """The active enemy Kings' spaces and the Cities it does not hold."""
    kings = [x for c, x in ctx.kings.items() if c != ctx.me and c in ctx.active]
    return sorted({*kings, *(x for x in ctx.m.cities if ctx.city_of[x] != ctx.me)})


def is_goal(ctx: View, x: int) -> bool:
    """Whether ``x`` holds an active enemy King or is a City it does not hold."""
    return goal_distances(ctx)[x] == 0


def needed(ctx: View, target: int, usual: float) -> float:
    """The superiority an invasion of ``target`` needs (``usual`` where it is no goal)."""
    if any(ctx.kings.get(c) == target for c in ctx.active if c != ctx.me):
        return min(usual, ctx.settings.king_strike)
    if target in ctx.m.cities and ctx.city_of[target] != ctx.me:
        return min(usual, ctx.settings.strike)
    return usual


def goal_distances(ctx: View) -> list[int]:
    """Land steps from every space to the nearest goal (worked out once a decision)."""
    dist: list[int] | None = ctx.cache.get("goal-distances")
    if dist is None:
        dist = ctx.cache["goal-distances"] = land_distances(ctx.m.land_adj, goals(ctx))
    return dist


def staging(ctx: View, x: int) -> bool:
    """Whether ``x`` borders a goal, or land it does not hold on the way to one."""
    dist = goal_distances(ctx)
    return dist[x] <= 1 or any(dist[y] < dist[x] and not ctx.owned(y) for y in ctx.m.land_adj[x])


#: greedy_move's ``_spare``: the units that may leave a space, by kind (strongest first).
Spare = Callable[[View, dict[tuple[int, str], int], int], list[tuple[str, int]]]


def march(
    ctx: View, movable: dict[tuple[int, str], int], targets: dict[tuple[int, str], list[int]], spare: Spare
) -> list[tuple[float, Action]]:
    """Spare units step toward the nearest goal (``spare(ctx, movable, src)``: greedy_move's ``_spare``)."""
    found = goals(ctx)
    if not found:
        return []
    by_land = goal_distances(ctx)
    by_air: list[int] | None = None
    out: list[tuple[float, Action]] = []
    for src in {x for x, _ in movable}:
        for kind, n in spare(ctx, movable, src):
            if kind == "bomber":
                by_air = by_air or land_distances(ctx.m.every_adj, found)
                dist = by_air
            else:
                dist = by_land
            for t in targets.get((src, kind), []):
                if dist[t] >= dist[src] or ctx.m.is_water[t] or ctx.enemy_units[t] or not ctx.owned(t):
                    continue
                room = ctx.food[t] - ctx.own_ctrl[t] + (ctx.settings.stack if staging(ctx, t) else 0)
                if room > 0:
                    score = ctx.settings.march + unit_power(ctx.content, kind, False) - 0.2 * dist[t]
                    out.append((score, Move(kind, min(n, room), ctx.m.id(src), ctx.m.id(t))))
    return out
