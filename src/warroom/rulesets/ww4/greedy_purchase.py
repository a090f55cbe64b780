"""Steps 6 and 7, Purchase Units and Deploy Units (and the Free Build's "free-purchase" and
"free-deploy"), for the greedy World War IV player.

- Purchase: Spies up to three (one first if the King has none beside him), then Control units in a mix
  (Soldiers, Artillery, Cavalry, Militia, some Armor) for the deploy places whose Food has room, and a Fort
  for a new deploy place when money is left. Rulebook 004, "6. Purchase Units" (Table 4 costs; unspent C
  carries over) and "7. Deploy Units": units deploy on a space it Controls with a City or Fort, "one unit per
  Food value 'F'", so it buys no more Control units than those places' Food leaves room for ("9. Support
  the Troops": a stack beyond F rolls for losses; Spies do not count: "Spies & Sandwiches").
- Deploy: Spies to the King (two, and the setting ``guard`` more, when enemy Spies are near), other Spies
  toward the nearest enemy King; Control units where Food has room, the King's space first while he lacks
  guards, then spaces beside enemies; a Fort ("Forts": placed after the units, where a Control unit of ours
  stands, no City or Fort) on the best such space.
"""

from __future__ import annotations

from collections.abc import Sequence

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import Buy, Deploy
from warroom.rulesets.ww4.content import CONTROL_UNITS, SHIPS
from warroom.rulesets.ww4.greedy_view import View, end_step

#: Spies wanted in all; Spies beside the King (two, and ``guard`` more, when enemy Spies are near).
SPIES_WANTED = 3
#: The share of each kind wanted among the Control units bought.
MIX = {"soldier": 0.4, "artillery": 0.25, "cavalry": 0.15, "militia": 0.12, "armor": 0.08}


def choose_purchase(ctx: View, legal: Sequence[Action]) -> Action:
    """The next unit to buy (a Spy, a Control unit of the mix, a Fort), or EndStep."""
    row = ctx.rows[ctx.me]
    money, pool = int(row["money"]), dict(row["pool"])
    deployed = {ctx.index[k]: v for k, v in ctx.v.get("deployed", {}).items()}
    slots = ctrl_slots = 0
    for x in deploy_places(ctx):
        room = max(0, ctx.food[x] - deployed.get(x, 0))
        slots += room
        ctrl_slots += min(room, max(0, ctx.food[x] - ctx.own_ctrl[x]))
    pool_ctrl = sum(v for k, v in pool.items() if k in CONTROL_UNITS)
    pool_units = sum(v for k, v in pool.items() if k != "fort")
    free_ctrl, free_any = ctrl_slots - pool_ctrl, slots - pool_units
    buys = {(a.kind, a.count): a for a in legal if isinstance(a, Buy)}
    spies = len(ctx.spies.get(ctx.me, [])) + pool.get("spy", 0)
    home = ctx.home_spies() if ctx.king >= 0 else 1
    wanted = home == 0 or (spies < SPIES_WANTED and (free_any > free_ctrl or money >= 10))
    if ("spy", 1) in buys and free_any > 0 and wanted:
        return buys[("spy", 1)]
    if free_ctrl > 0:
        kind = _mix(ctx, money, free_ctrl)
        if kind is not None and (kind, 1) in buys:
            return buys[(kind, 1)]
    fort = ctx.settings.forts and ("fort", 1) in buys and "fort" not in pool
    if fort and (slots < 4 or money >= 15) and fort_place(ctx) >= 0:
        return buys[("fort", 1)]
    return end_step(legal)


def deploy_places(ctx: View) -> list[int]:
    """The land spaces it Controls with a City or an own Fort (where units deploy)."""
    control = {ctx.index[x] for x in ctx.rows[ctx.me]["control"]}
    return [
        x
        for x in sorted(control)
        if not ctx.m.is_water[x] and ("city" in ctx.spaces[x] or ctx.spaces[x].get("fort") == ctx.me)
    ]


def _mix(ctx: View, money: int, slots: int) -> str | None:
    """The kind to buy next: the one furthest below its share of the army among those that leave enough
    money to fill the other slots with Militia."""
    have: dict[str, int] = {}
    for kinds in ctx.mine:
        for k, v in kinds.items():
            have[k] = have.get(k, 0) + v
    for k, v in ctx.rows[ctx.me]["pool"].items():
        have[k] = have.get(k, 0) + v
    total = sum(have.get(k, 0) for k in MIX) + 1
    best: tuple[float, str] | None = None
    for kind, share in MIX.items():
        cost = ctx.cost(kind)
        if cost + (slots - 1) * ctx.cost("militia") > money:
            continue
        key = (share - have.get(kind, 0) / total + cost / 100, kind)
        if best is None or key > best:
            best = key
    return best[1] if best is not None else None


def fort_place(ctx: View) -> int:
    """The best space for a new Fort (a Control unit of ours there, no City or Fort), or -1."""
    control = {ctx.index[x] for x in ctx.rows[ctx.me]["control"]}
    best, where = 0.0, -1
    for x in control:
        sp = ctx.spaces[x]
        if ctx.m.is_water[x] or "city" in sp or "fort" in sp or ctx.own_ctrl[x] == 0 or ctx.enemy_units[x]:
            continue
        score = ctx.food[x] + ctx.m.c[x] + (2.0 if ctx.enemy_near(x) else 0.0)
        if score > best:
            best, where = score, x
    return where


def choose_deploy(ctx: View, legal: Sequence[Action]) -> Action:
    """The best-scoring Deploy (Spies to the King, Control units where Food has room, the Fort), or EndStep."""
    best: tuple[float, Action] = (0.0, end_step(legal))
    fort_at = fort_place(ctx)
    enemies = [x for c, x in ctx.kings.items() if c != ctx.me and c in ctx.active]
    for a in legal:
        if not isinstance(a, Deploy):
            continue
        x = ctx.index[a.space]
        if a.kind == "fort":
            score = 10.0 if x == fort_at else 1.0
        elif a.kind == "spy":
            if x == ctx.king and ctx.mine[x].get("spy", 0) < ctx.spies_wanted_home():
                score = 30.0
            else:
                score = 5.0 - 0.1 * min((ctx.dist[x][e] for e in enemies), default=50)
        elif a.kind in SHIPS and ctx.hunt:
            # Only on the coast: a ship deployed inland finds no water in Support the Troops and is lost.
            if not ctx.m.coast[x]:
                continue
            score = 3.0 + (1.0 if ctx.enemy_near(x) else 0.0)
        elif a.kind in CONTROL_UNITS:
            room = ctx.food[x] - ctx.own_ctrl[x]
            if room <= 0:
                continue
            score = 10.0 + room + (8.0 if x == ctx.king and ctx.own_ctrl[x] - 1 < ctx.keep(x) else 0.0)
            score += 2.0 * min(ctx.enemy_near(x), 3)
        else:
            score = 3.0
        if score > best[0]:
            best = (score, a)
    return best[1]
