"""Which enemy King the greedy World War IV player hunts (issue 28): by what the hunt costs and wins, not by
distance alone (the setting ``target``: 1, the default; 0 hunts the nearest King, as before).

Why: hunting the nearest King sends every nation's Spies to the King nearest the others (yellow's Nanjing on
the reconstructed map), and the most remote King wins by Last King Standing (docs/balance.md, "Tuning World
War IV"). So each hunter weighs every active enemy King in turns of travel (a Spy moves 3 spaces a turn):

- cost: the land distance from the hunter, and one space for each guard Spy of his colour beside him (each
  one the pack must kill first: greedy_spies.pack_needed);
- gain: how far his nation leads (``LEAD`` per City it holds, ``INCOME`` per C it Controls, against the
  mean of the active enemies: "Victory!", the Atomic Weapons dice roll one d6 per City held), so the leader
  is hunted first; ``SAFE`` where no third nation's Spy (its King's guards aside) is within ``SAFE_AT``
  spaces of him (nobody else hunts him: left alone, he is the Last King Standing);
- piling on: ``PILE`` for each Spy of a third nation within three spaces of him (he is hunted already: a
  second pack mostly arrives too late), ``PILE_MAX`` at most in all; its own hunters there count the other
  way (``COMMIT`` each: a pack that has closed in finishes the job rather than turning back).

The King with the highest gain less cost is the target; ties go to the nearest (as before). Work per
decision: the nations' standing once (cached), then a few additions per hunter and King.
"""

from __future__ import annotations

from warroom.rulesets.ww4.greedy_view import View

#: Turns of travel a City held by the King's nation is worth.
LEAD = 1.0
#: Turns of travel one C of income Controlled by the King's nation is worth.
INCOME = 0.1
#: Turns of travel each Spy of a third nation within three spaces of the King costs.
PILE = 1.0
#: The most the third nations' Spies cost in all.
PILE_MAX = 4.0
#: Turns of travel a King is worth that no third nation's Spy comes within ``SAFE_AT`` of.
SAFE = 2.0
#: How far a third nation's Spy may stand from a King that is still safe.
SAFE_AT = 6
#: Turns of travel each of its own hunters within three spaces of the King is worth.
COMMIT = 0.5
#: How far a Spy reaches in one Movement step (greedy_spies.REACH).
_REACH = 3


def enemy_kings(ctx: View) -> list[int]:
    """The spaces of the active enemy Kings (in the order of ``View.kings``)."""
    return [x for c, x in ctx.kings.items() if c != ctx.me and c in ctx.active]


def _standing(ctx: View) -> dict[int, float]:
    """Each enemy King's gain less the costs that do not depend on the hunter (worked out once a decision)."""
    known: dict[int, float] | None = ctx.cache.get("king-standing")
    if known is not None:
        return known
    colour_at = {x: c for c, x in ctx.kings.items() if c != ctx.me and c in ctx.active}
    lead: dict[str, float] = {}
    for colour in colour_at.values():
        cities = sum(1 for holder in ctx.city_of if holder == colour)
        income = sum(ctx.m.c[ctx.index[x]] for x in ctx.rows[colour].get("control", []))
        lead[colour] = LEAD * cities + INCOME * income
    mean = sum(lead.values()) / len(lead) if lead else 0.0
    mine = ctx.spies.get(ctx.me, [])
    out: dict[int, float] = {}
    for x, colour in colour_at.items():
        d = ctx.dist[x]
        # A third nation's Spies, less those beside their own King (guards, not hunters).
        hunted = [
            d[y]
            for c, where in ctx.spies.items()
            if c not in (ctx.me, colour) and c in ctx.active
            for y in where
            if y != ctx.kings.get(c)
        ]
        third = sum(1 for dy in hunted if dy <= _REACH)
        safe = SAFE if all(dy > SAFE_AT for dy in hunted) else 0.0
        own = sum(1 for y in mine if d[y] <= _REACH)
        guards = int(ctx.spaces[x].get("units", {}).get(colour, {}).get("spy", 0))
        out[x] = lead[colour] - mean - min(PILE_MAX, PILE * third) + safe + COMMIT * own - guards / _REACH
    ctx.cache["king-standing"] = out
    return out


def target_king(ctx: View, src: int, kings: list[int]) -> int:
    """The King (his space, one of ``kings``) a hunter in ``src`` goes for: the nearest where the setting
    ``target`` is 0, else the one with the highest gain less cost (the nearest among equals)."""
    if ctx.settings.target == 0 or len(kings) == 1:
        return min(kings, key=lambda k: ctx.dist[src][k])
    standing = _standing(ctx)
    # Unreachable by land (999): never worth more than a King it can walk to.
    return max(kings, key=lambda k: (standing[k] - ctx.dist[src][k] / _REACH, -ctx.dist[src][k]))
