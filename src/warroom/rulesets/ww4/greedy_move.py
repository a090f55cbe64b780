"""Step 4, Movement, for the greedy World War IV player: king safety, guards, invasions, spreading out and
Spies. Each call scores every kind of move below and returns the best (``EndStep`` when none scores).

- King safety: the King leaves a space an enemy Spy stack threatens (Spies within three spaces: rulebook
  004, "A Note About Spies"; a King with no Spy of his colour beside him dies to a 6: "5. Assassination"),
  or where he stands alone beside enemy units, for a guarded neighbour of ours.
- Guards: Control units and a Spy join a King left with too few beside him, within his space's Food.
- Invasions: spare units invade a neighbouring space (barbarian or enemy) only with a clear superiority
  (greedy_strength: attack dice times their kill and rout chances, a square law, a Fort or City halving
  what the defenders lose: "Forts", "Cities"); they capture empty land (income: "3. Collect Income"; cities:
  "Victory!", the World Rule).
- Food: a stack with more Control units than its space's Food spreads out ("9. Support the Troops"); a move
  never puts more Control units in a space than its Food, except into a combat (the losses come first).
- Spare units walk toward the frontier; Spies not needed beside the King walk toward the nearest enemy King.
- Ships stay where they are.
- Playing the whole game (``View.hunt``, issue 28; ``greedy-v1`` does none of this): greedy_hunt.py's march
  on enemy Kings and Cities (staging stacks beyond Food are not spread out; a goal is invaded with less
  superiority and more units), greedy_navy.py's ships, greedy_spies.py's Spy packs in place of the lone
  Spies above; a Bomber takes no water space.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import EndStep, Move
from warroom.rulesets.ww4.content import CONTROL_UNITS
from warroom.rulesets.ww4.greedy_hunt import is_goal, march, needed, staging
from warroom.rulesets.ww4.greedy_navy import navy_moves
from warroom.rulesets.ww4.greedy_settings import DEFAULTS
from warroom.rulesets.ww4.greedy_spies import spy_moves
from warroom.rulesets.ww4.greedy_strength import strength, unit_power
from warroom.rulesets.ww4.greedy_view import View, land_distances

#: Invade when the attack's strength is this many times the defence's (the default of the setting
#: ``superiority``, greedy_settings.py; the two below: ``barbarians``, ``enough``).
SUPERIORITY = DEFAULTS.superiority
#: Barbarians never move nor strike back: a smaller superiority will do.
BARBARIANS = DEFAULTS.barbarians
#: Send no more units once the attack's strength is this many times the defence's.
ENOUGH = DEFAULTS.enough


def choose_move(ctx: View, legal: Sequence[Action]) -> Action:
    """The best-scoring move of King safety, guards, invasions, spreading and Spies; EndStep when none scores."""
    movable: dict[tuple[int, str], int] = {}
    targets: dict[tuple[int, str], list[int]] = {}
    others: list[Action] = []  # the ships' actions and EndStep: a few beside the many Moves
    for a in legal:
        if type(a) is Move:
            key = (ctx.index[a.source], a.kind)
            if a.count > movable.get(key, 0):
                movable[key] = a.count
            if a.count == 1:
                targets.setdefault(key, []).append(ctx.index[a.target])
        else:
            others.append(a)
    best: tuple[float, Action] = (0.0, next((a for a in others if isinstance(a, EndStep)), legal[0]))
    candidates = [
        _king_moves(ctx, movable, targets),
        _guard_moves(ctx, movable, targets),
        _invasions(ctx, movable, targets),
        _spread(ctx, movable, targets),
    ]
    if ctx.hunt:
        spare = {src: sum(n for _, n in _spare(ctx, movable, src)) for src, _ in movable}
        candidates += [march(ctx, movable, targets, _spare), navy_moves(ctx, others, spare)]
        candidates.append(spy_moves(ctx, movable, targets))
    else:
        candidates.append(_spy_moves(ctx, movable, targets))
    for cand in candidates:
        for score, action in cand:
            if score > best[0]:
                best = (score, action)
    return best[1]


def _loc_score(ctx: View, x: int, guards: int, spies: int) -> float:
    """How safe the King is in ``x`` with these guards and Spies beside him."""
    score = 3.0 * min(guards, 3) + 4.0 * min(spies, 2) - 2.0 * ctx.spy_threat(x)
    if "city" in ctx.spaces[x] or ctx.spaces[x].get("fort") == ctx.me:
        score += 3.0
    if ctx.enemy_near(x) and guards < 2:
        score -= 4.0
    return score


def _king_moves(ctx: View, movable: dict[tuple[int, str], int], targets: Any) -> list[tuple[float, Action]]:
    k = ctx.king
    alone = ctx.own_ctrl[k] == 1 and ctx.enemy_near(k) > 0
    if (k, "king") not in movable or not (ctx.spy_threat(k) or alone):
        return []
    here = _loc_score(ctx, k, ctx.own_ctrl[k] - 1, ctx.mine[k].get("spy", 0))
    out: list[tuple[float, Action]] = []
    src = ctx.m.id(k)
    for t in targets.get((k, "king"), []):
        if ctx.enemy_units[t] or not ctx.owned(t) or ctx.own_ctrl[t] >= ctx.food[t]:
            continue
        there = _loc_score(ctx, t, ctx.own_ctrl[t], ctx.mine[t].get("spy", 0))
        if there > here + 2.0:
            out.append((60.0 + there - here, Move("king", 1, src, ctx.m.id(t))))
    return out


def _guard_moves(ctx: View, movable: dict[tuple[int, str], int], targets: Any) -> list[tuple[float, Action]]:
    """Control units and Spies join a King with too few beside him (within the Food of his space)."""
    k = ctx.king
    if k < 0:
        return []
    out: list[tuple[float, Action]] = []
    guards = ctx.own_ctrl[k] - 1
    need = ctx.guards_wanted()
    dst = ctx.m.id(k)
    for (src, kind), n in movable.items():
        if src == k or k not in targets.get((src, kind), []):
            continue
        if kind == "spy":
            missing = ctx.spies_wanted_home() - ctx.mine[k].get("spy", 0)
            if missing > 0:
                out.append((44.0, Move("spy", min(n, missing), ctx.m.id(src), dst)))
        elif kind in CONTROL_UNITS and kind != "king" and guards < need:
            spare = min(n, ctx.own_ctrl[src] - ctx.keep(src), need - guards, ctx.food[k] - ctx.own_ctrl[k])
            if spare > 0 and not ctx.enemy_units[src]:
                out.append((45.0 + ctx.cost(kind) / 10, Move(kind, spare, ctx.m.id(src), dst)))
    return out


def _spare(ctx: View, movable: dict[tuple[int, str], int], src: int) -> list[tuple[str, int]]:
    """The units that may leave ``src`` (strongest first), keeping its garrison; worked out once a decision
    for the decision's ``movable``, as the invasions, the march and the ships each ask for every space (the
    same list to each: they only read it)."""
    cached: tuple[dict[tuple[int, str], int], dict[int, list[tuple[str, int]]]] | None = ctx.cache.get("spare")
    if cached is None or cached[0] is not movable:
        cached = ctx.cache["spare"] = (movable, {})
    memo = cached[1]
    found = memo.get(src)
    if found is None:
        found = memo[src] = _spare_units(ctx, movable, src)
    return found


def _spare_units(ctx: View, movable: dict[tuple[int, str], int], src: int) -> list[tuple[str, int]]:
    if ctx.enemy_units[src]:
        return []
    left = ctx.own_ctrl[src] - ctx.keep(src)
    kinds = sorted(
        ((k, n) for (x, k), n in movable.items() if x == src and k in CONTROL_UNITS and k != "king"),
        key=lambda kn: -unit_power(ctx.content, kn[0], False),
    )
    out = []
    for kind, n in kinds:
        take = min(n, left)
        if take > 0:
            out.append((kind, take))
            left -= take
    return out


def _invasions(ctx: View, movable: dict[tuple[int, str], int], targets: Any) -> list[tuple[float, Action]]:
    """Attacks with a clear superiority and captures of empty land."""
    by_target: dict[int, list[tuple[int, str, int]]] = {}
    sources = {x for x, _ in movable}
    for src in sources:
        for kind, n in _spare(ctx, movable, src):
            for t in targets.get((src, kind), []):
                if ctx.hunt and ctx.m.is_water[t]:
                    continue  # Bombers fly over water, but take no land there.
                if not ctx.owned(t) or ctx.enemy_units[t]:
                    by_target.setdefault(t, []).append((src, kind, n))
    out: list[tuple[float, Action]] = []
    for t, offers in by_target.items():
        if not ctx.enemy_units[t]:
            # Empty land: one unit, the cheapest, takes it.
            src, kind, _ = min(offers, key=lambda o: ctx.cost(o[1]))
            out.append(
                (20.0 + 3.0 * ctx.m.c[t] + (30.0 if "city" in ctx.spaces[t] else 0.0), _mv(ctx, kind, 1, src, t))
            )
            continue
        defence = ctx.others(t)
        nd = sum(v for k, v in defence.items() if k != "spy")
        room = ctx.food[t] + nd // 2 - ctx.own_ctrl[t]
        if ctx.hunt:
            room += nd // 2 + ctx.settings.stack if is_goal(ctx, t) else 2
        protected = ctx.protected(t, ctx.me)
        defend = strength(ctx.content, defence, False)
        force = dict(ctx.mine[t])
        first: tuple[int, str, int] | None = None
        attack = strength(ctx.content, force, protected)
        for src, kind, n in sorted(offers, key=lambda o: -unit_power(ctx.content, o[1], False) * o[2]):
            take = 0
            while take < n and room > 0 and attack < ctx.settings.enough * defend:
                force[kind] = force.get(kind, 0) + 1
                attack = strength(ctx.content, force, protected)
                take += 1
                room -= 1
            if take and first is None:
                first = (src, kind, take)
        barbarians = all(c not in ctx.active for c in ctx.spaces[t].get("units", {}) if c != ctx.me)
        need = ctx.settings.barbarians if barbarians else ctx.settings.superiority
        if ctx.hunt:
            need = needed(ctx, t, need)
        if first is not None and attack >= need * defend:
            out.append((50.0 + ctx.value(t), _mv(ctx, first[1], first[2], first[0], t)))
    return out


def _spread(ctx: View, movable: dict[tuple[int, str], int], targets: Any) -> list[tuple[float, Action]]:
    """Stacks beyond the space's Food spread out; spare units walk toward the frontier."""
    frontier = _frontier_distance(ctx)
    out: list[tuple[float, Action]] = []
    for (src, kind), n in movable.items():
        if kind not in CONTROL_UNITS or kind == "king" or ctx.enemy_units[src]:
            continue
        surplus = ctx.own_ctrl[src] - ctx.food[src]
        if ctx.hunt and surplus > 0 and staging(ctx, src):
            surplus = 0  # A stack massed to strike stays (greedy_hunt).
        spare = min(n, ctx.own_ctrl[src] - ctx.keep(src))
        for t in targets.get((src, kind), []):
            if ctx.enemy_units[t] or not ctx.owned(t) or (ctx.hunt and ctx.m.is_water[t]):
                continue
            room = ctx.food[t] - ctx.own_ctrl[t]
            if room <= 0:
                continue
            if surplus > 0:
                out.append((40.0 - frontier[t], _mv(ctx, kind, min(n, surplus, room), src, t)))
            elif spare > 0 and frontier[t] < frontier[src] and frontier[src] >= 2:
                out.append((5.0 + unit_power(ctx.content, kind, False), _mv(ctx, kind, min(spare, room), src, t)))
    return out


def _spy_moves(ctx: View, movable: dict[tuple[int, str], int], targets: Any) -> list[tuple[float, Action]]:
    """Spies not needed beside the King walk toward the nearest enemy King."""
    enemies = [x for c, x in ctx.kings.items() if c != ctx.me and c in ctx.active]
    if not enemies:
        return []
    out: list[tuple[float, Action]] = []
    for (src, kind), n in movable.items():
        if kind != "spy":
            continue
        free = n - (ctx.spies_wanted_home() if src == ctx.king else 0)
        if free <= 0:
            continue
        d0 = min(ctx.dist[src][e] for e in enemies)
        if d0 == 0:
            continue
        for t in targets.get((src, kind), []):
            d1 = min(ctx.dist[t][e] for e in enemies)
            if d1 < d0:
                out.append((15.0 + 2.0 * (d0 - d1) - d1 * 0.1, _mv(ctx, "spy", free, src, t)))
    return out


def _frontier_distance(ctx: View) -> list[int]:
    """Land distance from each space to the nearest land space the agent does not hold."""
    m = ctx.m
    return land_distances(m.land_adj, [x for x in range(len(ctx.spaces)) if not m.is_water[x] and not ctx.owned(x)])


def _mv(ctx: View, kind: str, count: int, src: int, dst: int) -> Move:
    return Move(kind, count, ctx.m.id(src), ctx.m.id(dst))
