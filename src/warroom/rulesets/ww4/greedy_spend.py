"""Step 6, Purchase Units, for the greedy World War IV player that plays the whole game (issue 28: "it spends
its income, builds and uses ships, frigates and bombers"): the first player's purchases (greedy_purchase.py),
then what they left unspent goes on Bombers, ships and Forts.

- Bombers: when money is plentiful a Bomber replaces the mix's next Control unit (rulebook 004, "Bomber":
  Move 3, "Flight": it crosses water and need not stop beside enemies, so it reaches an enemy King or
  capital sooner; kill 4-6).
- Ships: "ships do not have the Control advantage, so they do not count towards the food limit to Support
  the Troops. However, ships do count towards the food limit for deploying units" ("Ship"): a deploy place
  on the coast whose Food the Control units cannot use (its stack is already at F) still takes ships. It
  buys a Frigate to carry an army ("Transport") and Destroyers to bombard ("Bombardment") while such room
  is left.
- Spies: the King's guard first when enemy Spies are within reach of him and the settings ``guard`` or
  ``match`` want more than those beside him and bought, then hunters, a pack to kill an enemy King
  (greedy_spies.py).
- Forts: a new deploy place ("Forts": a production centre) whenever C7 is left and a space qualifies.
"""

from __future__ import annotations

from collections.abc import Sequence

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import Buy, EndStep
from warroom.rulesets.ww4.content import CONTROL_UNITS, SHIPS
from warroom.rulesets.ww4.greedy_purchase import MIX, choose_purchase, deploy_places, fort_place
from warroom.rulesets.ww4.greedy_settings import DEFAULTS
from warroom.rulesets.ww4.greedy_spies import wants_spy
from warroom.rulesets.ww4.greedy_view import View

#: Money at which a Bomber replaces the mix's next Control unit (the default of the setting ``rich``,
#: greedy_settings.py).
RICH = DEFAULTS.rich
#: The most Bombers, Destroyers and Frigates it keeps (the settings ``bombers``, ``destroyers``, ``frigates``).
FLEET = {"bomber": DEFAULTS.bombers, "destroyer": DEFAULTS.destroyers, "frigate": DEFAULTS.frigates}


def choose_spend(ctx: View, legal: Sequence[Action]) -> Action:
    """The first player's purchase, a Bomber for its Control unit when rich; then ships and Forts."""
    first = choose_purchase(ctx, legal)
    buys = {(a.kind, a.count): a for a in legal if isinstance(a, Buy)}
    money = int(ctx.rows[ctx.me]["money"])
    if ("spy", 1) in buys and _deploy_room(ctx) > 0 and (_guard_short(ctx) or wants_spy(ctx)):
        return buys[("spy", 1)]
    have = _owned(ctx)
    if isinstance(first, Buy) and first.kind in MIX:
        if ("bomber", 1) in buys and money >= ctx.settings.rich and have.get("bomber", 0) < ctx.settings.bombers:
            return buys[("bomber", 1)]
        return first
    if not isinstance(first, EndStep):
        return first
    if _deploy_room(ctx, coast=True) > 0:
        for kind in ("frigate", "destroyer"):
            if (kind, 1) in buys and have.get(kind, 0) < _fleet(ctx, kind):
                return buys[(kind, 1)]
    pool = ctx.rows[ctx.me]["pool"]
    if ctx.settings.forts and ("fort", 1) in buys and "fort" not in pool and fort_place(ctx) >= 0:
        return buys[("fort", 1)]
    return first


def _guard_short(ctx: View) -> bool:
    """Whether the King's guard wants a Spy more than those beside him and bought (only with ``guard`` or
    ``match`` set: the player before them kept its purchases)."""
    if not (ctx.settings.guard or ctx.settings.match) or ctx.king < 0:
        return False
    return ctx.home_spies() < ctx.spies_wanted_home()


def _fleet(ctx: View, kind: str) -> int:
    """The most ships of ``kind`` (a Destroyer or a Frigate) it keeps, by its settings."""
    return ctx.settings.destroyers if kind == "destroyer" else ctx.settings.frigates


def _owned(ctx: View) -> dict[str, int]:
    """The agent's units by kind: on the board, aboard its ships, its ships and those bought."""
    have: dict[str, int] = dict(ctx.rows[ctx.me]["pool"])
    for kinds in ctx.mine:
        for k, v in kinds.items():
            have[k] = have.get(k, 0) + v
    for kind, _, cargo in ctx.ships.values():
        have[kind] = have.get(kind, 0) + 1
        for k, v in cargo.items():
            have[k] = have.get(k, 0) + v
    return have


def _deploy_room(ctx: View, coast: bool = False) -> int:
    """Room this turn at its deploy places (on the coast only if ``coast``), less the units bought."""
    deployed = {ctx.index[k]: v for k, v in ctx.v.get("deployed", {}).items()}
    room = sum(max(0, ctx.food[x] - deployed.get(x, 0)) for x in deploy_places(ctx) if ctx.m.coast[x] or not coast)
    pool = ctx.rows[ctx.me]["pool"]
    waiting = sum(v for k, v in pool.items() if k in SHIPS or k in CONTROL_UNITS or k == "spy")
    return int(room - waiting)
