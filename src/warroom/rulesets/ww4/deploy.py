"""Steps 6 and 7 of the player turn: Purchase Units and Deploy Units (and the Free Build's).

Rulebook 004:
- "6. Purchase Units": "Pay C costs for placing units and Forts in your playing space" (Table 4). "If you
  do not spend all of your C then any excess will remain in your possession and carry over to your next
  turn." Money is never negative. Kings cannot be bought (no Table 4 cost).
- "7. Deploy Units": "Deploy your purchased units on any space that you Control and that has a City or
  Fort. The number of units that you can place on a map space is limited to one unit per Food value 'F' of
  the space. Ships are deployed on land" (they go to the water in Support the Troops: ``came_from`` -1).
  "After all of your purchased units are deployed, place any purchased Forts onto map spaces that you
  Control with a unit that has the Control advantage present." "You only have Control of a space if you
  have Control of it in the Control Lands sequence" (``s.control``).
- "Forts": "There may be only 1 Fort per map space. Forts may not be built on map spaces with Cities."

Decisions:
- A unit deploys on a land space of the nation's Control list with a City or the nation's own Fort, while
  fewer units were deployed there this turn than its Food now (events.food: a "no-food" space takes none).
- Forts are placed once no bought unit can be deployed any more (all deployed, or none fits anywhere), on
  a land space of the Control list without City or Fort where one of the nation's Control units stands
  (not aboard). A Fort is no unit: it does not count against the Food limit.
- Bought units that cannot be deployed stay in the playing area (``s.pool``) for a later turn.
- Free units of an event ("free-units": events.free_units) deploy on their space under the same rules, free;
  on that space a Deploy takes a free unit of the kind before a bought one. Those not deployed when the step
  ends are lost (the effect ends).
- The Free Build (setup.py) uses these same actions in steps "free-purchase" and "free-deploy".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.core.actions import Action
from warroom.core.text import Msg, Place
from warroom.rulesets.ww4 import events, naming, units
from warroom.rulesets.ww4.actions import Buy, Deploy
from warroom.rulesets.ww4.content import SHIPS
from warroom.rulesets.ww4.refusal import refuse

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

FORT = "fort"


# -- 6. Purchase -------------------------------------------------------------------------------------------


def legal_buy(g: WW4Game) -> list[Action]:
    """Every purchase the current nation can afford: each kind, each count."""
    s = g.state
    money = s.money[s.nation()]
    out: list[Action] = []
    for kind, cost in g.content.costs.items():
        out.extend(Buy(kind, count) for count in range(1, money // cost + 1))
    return out


def check_buy(g: WW4Game, action: Buy) -> None:
    """A Buy ("6. Purchase Units"): a kind with a Table 4 cost, one or more, costing no more than the
    nation's money."""
    s = g.state
    cost = g.content.costs.get(action.kind)
    if cost is None:
        raise refuse(g, Msg("ww4.no.buy_kind", kind=repr(action.kind), kinds=", ".join(g.content.costs)))
    if action.count < 1:
        raise refuse(g, Msg("ww4.no.buy_count", unit=naming.noun(action.kind), n=action.count))
    money = s.money[s.nation()]
    if cost * action.count > money:
        said = {"cost": naming.money(cost * action.count), "money": naming.money(money)}
        raise refuse(g, Msg("ww4.no.buy_money", units=naming.units(action.kind, action.count), **said))


def execute_buy(g: WW4Game, action: Buy) -> None:
    """Pay for what was bought; it waits in the nation's playing area (``s.pool``) to be deployed."""
    s = g.state
    n = s.nation()
    price = g.content.costs[action.kind] * action.count
    s.money[n] -= price
    s.pool[n][action.kind] = s.pool[n].get(action.kind, 0) + action.count
    g.log.add("buy", nation=g.colour_id(n), unit=action.kind, count=action.count, cost=price, money=s.money[n])


# -- 7. Deploy ---------------------------------------------------------------------------------------------


def room(g: WW4Game, space: int) -> int:
    """How many more units may deploy on ``space`` this turn (one per F)."""
    return max(0, events.food(g, space) - g.state.deployed.get(space, 0))


def unit_spaces(g: WW4Game, nation: int) -> list[int]:
    """The spaces where ``nation`` may deploy a unit now."""
    s = g.state
    return [
        x
        for x in s.control[nation]
        if not g.map.is_water[x] and (x in g.map.cities or s.fort[x] == nation) and room(g, x) > 0
    ]


def fort_spaces(g: WW4Game, nation: int) -> list[int]:
    """The spaces where ``nation`` may place a Fort (once its units are deployed)."""
    s = g.state
    return [
        x
        for x in s.control[nation]
        if not g.map.is_water[x] and x not in g.map.cities and s.fort[x] < 0 and nation in units.controllers(s, x)
    ]


def _free(g: WW4Game, nation: int) -> list[Any]:
    """The free-units effects with units left to deploy."""
    return [e for e in events.free_units(g, nation) if any(v > 0 for v in e.data.get("units", {}).values())]


def _free_effect(g: WW4Game, nation: int, kind: str, space: int) -> Any:
    return next(
        (e for e in _free(g, nation) if space in e.spaces and e.data["units"].get(kind, 0) > 0),
        None,
    )


def units_left(g: WW4Game, nation: int) -> bool:
    """Whether a bought (or free) unit can still be deployed somewhere."""
    s = g.state
    spaces = unit_spaces(g, nation)
    if not spaces:
        return False
    if any(k != FORT and v > 0 for k, v in s.pool[nation].items()):
        return True
    return any(x in spaces for e in _free(g, nation) for x in e.spaces)


def legal_deploy(g: WW4Game) -> list[Action]:
    """Every deployment possible now: bought and free units first, then Forts."""
    s = g.state
    n = s.nation()
    out: list[Action] = []
    spaces = unit_spaces(g, n)
    kinds = sorted(k for k, v in s.pool[n].items() if k != FORT and v > 0)
    seen: set[tuple[str, int]] = set()
    for x in spaces:
        for kind in kinds:
            seen.add((kind, x))
            out.append(Deploy(kind, g.map.id(x)))
    for e in _free(g, n):
        for x in e.spaces:
            if x in spaces:
                for kind, left in sorted(e.data["units"].items()):
                    if left > 0 and (kind, x) not in seen:
                        seen.add((kind, x))
                        out.append(Deploy(kind, g.map.id(x)))
    if not out and s.pool[n].get(FORT, 0) > 0:
        out.extend(Deploy(FORT, g.map.id(x)) for x in fort_spaces(g, n))
    return out


def check_deploy(g: WW4Game, action: Deploy) -> None:
    """A Deploy ("7. Deploy Units"): a unit bought (or free there) onto a land space the nation Controls with
    a City or its own Fort, within the space's Food; a Fort once no unit can deploy, on a :func:`fort_spaces` space."""
    s = g.state
    n = s.nation()
    space = g.space(action.space)
    if action.kind == FORT:
        if s.pool[n].get(FORT, 0) < 1:
            raise refuse(g, Msg("ww4.no.fort_none"))
        if units_left(g, n):
            raise refuse(g, Msg("ww4.no.fort_last"))
        if space not in fort_spaces(g, n):
            raise refuse(g, Msg("ww4.no.fort_space", space=Place(action.space)))
        return
    if action.kind not in g.content.units:
        raise refuse(g, Msg("ww4.no.kind", kind=repr(action.kind), kinds=", ".join(sorted(g.content.units))))
    if s.pool[n].get(action.kind, 0) < 1 and _free_effect(g, n, action.kind, space) is None:
        raise refuse(g, Msg("ww4.no.deploy_none", unit=naming.noun(action.kind), space=Place(action.space)))
    if g.map.is_water[space] or space not in s.control[n]:
        raise refuse(g, Msg("ww4.no.deploy_control", space=Place(action.space)))
    if space not in g.map.cities and s.fort[space] != n:
        raise refuse(g, Msg("ww4.no.deploy_city", space=Place(action.space)))
    if room(g, space) < 1:
        raise refuse(g, Msg("ww4.no.deploy_food", space=Place(action.space), food=events.food(g, space)))


def execute_deploy(g: WW4Game, action: Deploy) -> None:
    """Place the Fort, or the unit (an event's free unit of the kind on that space first, else a bought one),
    which moves no more this turn."""
    s = g.state
    n = s.nation()
    space = g.space(action.space)
    if action.kind == FORT:
        s.pool[n][FORT] -= 1
        if s.pool[n][FORT] == 0:
            del s.pool[n][FORT]
        s.fort[space] = n
        g.log.add("deploy", nation=g.colour_id(n), unit=FORT, space=action.space)
        return
    effect = _free_effect(g, n, action.kind, space)
    if effect is not None:
        effect.data["units"][action.kind] -= 1
    else:
        s.pool[n][action.kind] -= 1
    if s.pool[n].get(action.kind) == 0:
        del s.pool[n][action.kind]
    unit = units.create(s, n, action.kind, space)
    unit.moves = 0
    unit.stopped = True
    unit.came_from = -1
    s.deployed[space] = s.deployed.get(space, 0) + 1
    g.log.add(
        "deploy",
        nation=g.colour_id(n),
        unit=action.kind,
        space=action.space,
        id=unit.id,
        free=effect is not None,
        ship=action.kind in SHIPS,
    )
