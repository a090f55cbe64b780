"""Step 8, Combat, for the greedy World War IV player: the order of its combats and every decision a combat
asks of it (rulebook 004, "8. Combat", "Combat Round").

- Fight: the combats with its King first ("The Invader gets to decide the order").
- Assign (Assign Casualties): the cheapest unit, preferring one the casualty only routs (a Kill on a Fort or
  City's defender, on Armor or a Bomber: "Forts", "Cities", Tank, Flight) to one it destroys ("Routed
  Units": a second casualty destroys); the King counts as the dearest (``KING_VALUE``).
- Recon (Reconnaissance) and Bombers' targets: the dearest unit the hit destroys; a Spy is never spent
  on a hit that does not destroy.
- Bombard: fire at a Fort with all it may when three or more units defend it ("Combat Round 1").
- Withdraw ("4. Maneuver"): when clearly losing (greedy_strength's estimate), the King first, then the
  dearest units; after a win, a surplus above the space's Food ("9. Support the Troops") to bordering
  spaces with room.
- Pillage: capture a Fort it can hold, else pillage it ("Forts": Pillaged Forts).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import Assign, Bombard, EndStep, Fight, Pillage, Recon, Withdraw
from warroom.rulesets.ww4.content import CONTROL_UNITS
from warroom.rulesets.ww4.greedy_settings import DEFAULTS
from warroom.rulesets.ww4.greedy_strength import strength
from warroom.rulesets.ww4.greedy_view import View

#: Withdraw when the other side's strength is this many times ours (the default of the setting ``losing``,
#: greedy_settings.py).
LOSING = DEFAULTS.losing


def choose_fight(ctx: View, legal: Sequence[Action]) -> Action:
    """The next combat to fight: the one with its King first, then in board-id order."""
    fights = [a for a in legal if isinstance(a, Fight)]
    if not fights:
        return legal[0]
    king = ctx.m.id(ctx.king) if ctx.king >= 0 else ""
    return min(fights, key=lambda a: (a.space != king, a.space))


def choose_decision(ctx: View, decision: dict[str, Any], legal: Sequence[Action]) -> Action:
    """The answer to a combat decision asked of it (Assign, Recon, Bomber, Bombard, Pillage, Withdraw)."""
    kind = decision["kind"]
    data = decision.get("data", {})
    space = int(data.get("space", -1))
    invading = ctx.v["nation"] == ctx.me
    if kind == "assign":
        return _assign(ctx, space, data["casualty"], not invading, legal)
    if kind in ("recon", "bomber"):
        return _recon(ctx, space, data["casualty"], invading, kind == "bomber", legal)
    if kind == "bombard":
        many = sum(v for k, v in ctx.others(space).items() if k != "spy") >= 3
        return Bombard(int(data["max"]) if many else 0)
    if kind == "pillage":
        return Pillage(_pillage(ctx, space))
    if kind == "withdraw":
        return _withdraw(ctx, space, legal)
    return legal[0]


def _outcome(ctx: View, unit: str, routed: bool, casualty: str, protected: bool) -> bool:
    """Whether a casualty destroys the unit."""
    if routed:
        return True
    if casualty == "kill":
        adv = ctx.content.units[unit].advantages
        return not ("tank" in adv or "flight" in adv or (protected and unit != "bomber"))
    return False


def _assign(ctx: View, space: int, casualty: str, defending: bool, legal: Sequence[Action]) -> Action:
    protected = defending and ctx.protected(space, ctx.v["nation"])
    options = [a for a in legal if isinstance(a, Assign)]
    return min(
        options,
        key=lambda a: (
            _outcome(ctx, a.kind, a.routed, casualty, protected),
            ctx.cost(a.kind),
            a.routed,
        ),
    )


def _recon(ctx: View, space: int, casualty: str, invading: bool, bomber: bool, legal: Sequence[Action]) -> Action:
    protected = invading and ctx.protected(space, ctx.me)
    best: tuple[tuple[bool, int], Action] | None = None
    for a in legal:
        if not isinstance(a, Recon) or not a.kind:
            continue
        destroys = _outcome(ctx, a.kind, a.routed, casualty, protected)
        if not destroys and not bomber:
            continue
        key = (destroys, ctx.cost(a.kind))
        if best is None or key > best[0]:
            best = (key, a)
    return best[1] if best is not None else Recon("")


def _pillage(ctx: View, space: int) -> bool:
    """Pillage (True) a Fort it cannot hold or where its stack is beyond Food; capture it otherwise."""
    ours = ctx.own_ctrl[space]
    if ours > ctx.food[space]:
        return True
    return ours < 2 or ctx.enemy_near(space) > ours


def _withdraw(ctx: View, space: int, legal: Sequence[Action]) -> Action:
    withdrawals = [a for a in legal if isinstance(a, Withdraw)]
    end = next((a for a in legal if isinstance(a, EndStep)), None)
    if not withdrawals:
        return end or legal[0]
    mine = ctx.mine[space]
    routed = ctx.spaces[space].get("routed", {})
    enemy = ctx.others(space)
    invading = ctx.v["nation"] == ctx.me
    ours = strength(ctx.content, mine, invading and ctx.protected(space, ctx.me), routed.get(ctx.me))
    other_routed: dict[str, int] = {}
    for colour, kinds in routed.items():
        if colour != ctx.me:
            for k, v in kinds.items():
                other_routed[k] = other_routed.get(k, 0) + v
    theirs = strength(ctx.content, enemy, not invading and ctx.protected(space, ctx.v["nation"]), other_routed)
    if end is None or (theirs > 0 and (theirs > ctx.settings.losing * ours or (mine.get("king") and theirs > ours))):
        # Clearly losing (or forced): the King first, then the dearest, as many as possible at once.
        return max(withdrawals, key=lambda a: (a.kind == "king", ctx.cost(a.kind), a.count, _safe(ctx, a)))
    surplus = ctx.own_ctrl[space] - ctx.food[space]
    if theirs == 0 and surplus > 0:
        for a in sorted(withdrawals, key=lambda a: (-_room(ctx, a), ctx.cost(a.kind))):
            if a.kind in CONTROL_UNITS and a.kind != "king" and a.count <= min(surplus, _room(ctx, a)):
                return a
    return end


def _room(ctx: View, a: Withdraw) -> int:
    x = ctx.index[a.target]
    return ctx.food[x] - ctx.own_ctrl[x]


def _safe(ctx: View, a: Withdraw) -> int:
    return ctx.own_ctrl[ctx.index[a.target]]
