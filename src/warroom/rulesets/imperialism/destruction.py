"""Destroying buildings and undeveloping resources (rulebook 000, Advanced Rules, "Destroying Buildings").

"Players may destroy buildings in regions that they occupy. To do this, a player must declare that he
is destroying the building and have an Army in the region that does not move or do anything else
during that player's movement round. One Army is required for each building destroyed. Developed
Resources may similarly be 'undeveloped'."

Rules as implemented (Level.destroying, option ``destroying``), with the decisions taken:

- In its own movement round (the "movement" phase, before ``EndMovement``), the current empire may
  ``Destroy(region, target)`` in a region it owns (it occupies it: an owned region always holds one of
  its armies). ``target``: one of the region's economic buildings (city, port, railroad, factory: any
  of them where the 1886 scenario put two), "fort", "school", or "resource" for a developed resource
  (face up, ``resource_up``; a resource of value 0 too: undeveloping it is legal, if pointless).
- The army must have done nothing yet this round: standing ashore, not stopped, all its movement
  points left (``moves`` equal to its unit's move) and no free railroad step taken (a railroad step
  costs no point but is a move). It is then stopped with no points left: it cannot move, embark or
  destroy again this round ("does not move or do anything else"). It still defends if attacked.
- Which army (decision): the first eligible one of the cheapest kind (infantry before cavalry,
  artillery, leaders; the earliest arrived of a kind), so the faster and stronger pieces stay free;
  the action names only the region and the target.
- Destroying: the building leaves the region (``s.buildings``, ``s.fort``, ``s.school``); undeveloping
  turns the resource marker face down (``resource_up`` False; developed again like any other). Event
  "destroy" (region, empire, target, the army's kind and id).
- A school falls with its region's city (a school stands only where a city does: "School"), so no
  region is left with a school and no city.
- Undeveloping is offered only with the hidden_resources rule on: without it nothing could develop the
  resource again, and the region would lose it for good.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg, Param, Place
from warroom.rulesets.imperialism import pieces
from warroom.rulesets.imperialism.actions import Destroy
from warroom.rulesets.imperialism.state import Piece

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The target naming a region's developed resource.
RESOURCE = "resource"


def idle_armies(g: ImperialismGame, region: int, empire: int) -> list[Piece]:
    """``empire``'s armies in ``region`` that have done nothing this movement round (ashore, not stopped,
    every movement point left, no railroad step), cheapest kind first, then by arrival."""
    units = g.level.units
    idle = [
        p
        for p in pieces.armies_in(g.state, region, empire)
        if not p.stopped and not p.rail and p.moves == units[p.kind].move
    ]
    return sorted(idle, key=lambda p: units[p.kind].cost)


def targets(g: ImperialismGame, region: int) -> list[str]:
    """What stands in a region to destroy: its economic buildings, "fort", "school", and "resource" when its
    resource is developed (face up)."""
    s = g.state
    out = list(dict.fromkeys(s.buildings[region]))
    if s.fort[region]:
        out.append("fort")
    if s.school[region]:
        out.append("school")
    # Undeveloping only where a resource can be developed again (the hidden_resources rule).
    if g.level.hidden_resources and s.resource[region] is not None and s.resource_up[region]:
        out.append(RESOURCE)
    return out


def legal_destroy(g: ImperialismGame) -> list[Action]:
    """Every Destroy the current empire may make now: each target in each own region with an idle army."""
    s = g.state
    if not g.level.destroying or s.phase != "movement" or s.interrupt is not None:
        return []
    e = s.empire_turn()
    out: list[Action] = []
    for r in pieces.owned_regions(s, e):
        if g.geo.is_sea[r] or not idle_armies(g, r, e):
            continue
        rid = g.geo.id(r)
        out.extend(Destroy(rid, target) for target in targets(g, r))
    return out


def _destroying(g: ImperialismGame, action: Destroy) -> tuple[int, Piece]:
    s = g.state
    if not g.level.destroying:
        raise IllegalAction(Msg("aoi.err.destroy.rule"))
    e = s.empire_turn()
    r = g.space(action.region, "region")
    if s.owner[r] != e:
        raise IllegalAction(Msg("aoi.err.destroy.not_own", region=Place(action.region), colour=g.colour_id(e)))
    present = targets(g, r)
    if action.target not in present:
        what: Param = ", ".join(present) or Msg("aoi.nothing")
        raise IllegalAction(
            Msg("aoi.err.destroy.none", target=repr(action.target), region=Place(action.region), present=what)
        )
    idle = idle_armies(g, r, e)
    if not idle:
        raise IllegalAction(Msg("aoi.err.destroy.busy", region=Place(action.region)))
    return r, idle[0]


def check_destroy(g: ImperialismGame, action: Destroy) -> None:
    """The current empire owns the region, the target stands there, and an army there has done nothing yet
    this movement round."""
    _destroying(g, action)


def execute_destroy(g: ImperialismGame, action: Destroy) -> None:
    """Remove the building (or turn the resource face down); the army that did it is done for the round."""
    s = g.state
    r, army = _destroying(g, action)
    target = action.target
    if target == "fort":
        s.fort[r] = False
    elif target == "school":
        s.school[r] = False
    elif target == RESOURCE:
        s.resource_up[r] = False
    else:
        kept = list(s.buildings[r])
        kept.remove(target)
        s.buildings[r] = tuple(kept)
        if target == "city" and "city" not in kept:
            # A school stands only where a city does ("School"): it falls with the city.
            s.school[r] = False
    army.moves = 0
    army.stopped = True
    g.log.add(
        "destroy",
        region=action.region,
        empire=g.colour_id(army.owner),
        target=target,
        army=army.kind,
        piece=army.id,
    )
