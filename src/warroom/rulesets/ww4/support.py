"""Step 9 of the player turn: Support the Troops.

Rulebook 004, "9. Support the Troops": "If there are more units with the Control advantage in a land map
space than the Food value 'F' then roll a d6 for every unit in that space: the unit is destroyed on a roll
of 1." "All units in the space must roll even if they are not controlling units. Even Spies and Kings must
roll" ("Spies & Sandwiches"). The King counts for nothing against the Food: he has the Command advantage,
not Control ("2. Control Lands": "except the King who has the similar Command advantage"), and "Kings not
require food to support during the Support the Troops sequence" (King, "Command"); "your King does not
require food to support, but may still roll during the Support the Troops sequence" (King, "Royal Guard").
"If you roll a 1 for a King then you may choose another unit in the same space to remove instead of the
King" (King, "Royal Guard"). Exempt: units in a space where they Pillaged a Fort or
City this turn ("Forts", Pillaged Forts; ``s.pillaged``) and "Land units aboard Frigates" (Frigate,
"Transport, Support"). Bombers: "Treat all water spaces as having F = 0 to support Bombers" (Flight).
"To end the Support the Troops sequence, move any ships that are on land into the water space from which
they moved onto land. Ships that were deployed on land spaces must move into an adjacent water space that
does not contain units of a different color. If ships are unable to do this then they are destroyed."

Decisions:
- Only the current nation's units roll ("Barbarians ... are not affected by any food shortages"; each
  player supports his troops in his own turn), in every land space where its Control units (not aboard;
  the King is not one: ``FED``) outnumber the space's Food now (events.food: 0 under "no-food"),
  controlled or not.
- "Every unit in that space" is each of the nation's units there not aboard a Frigate: Spies, the King and
  ships standing on land too (a ship that rolls a 1 sinks with its cargo).
- On water only the nation's Bombers roll (F 0 for them; ships at sea need no food).
- Royal Guard: the dice are rolled together; the units that rolled a 1 are removed, then for a King's 1
  with ``royal_guard=cheapest`` (rules versions 1-2) the cheapest other surviving unit of the nation there
  (Table 4 cost, a Frigate with its cargo's cost added; ties: the newest) is removed instead; with
  ``choose`` (the default) the nation chooses among those units (the ones there at the roll, in that
  order) or lets the King go, once the step's dice are all rolled and its ships are back at sea (guard.py;
  the turn passes after the answer). With none left the King dies and the nation is eliminated.
- A King is lost however he goes: by his own 1, or aboard a Frigate on land that rolls a 1 and sinks with its
  cargo ("If a Frigate is destroyed then all units aboard are also destroyed, including any King"; Royal
  Guard saves a King who rolled, not the Frigate's cargo), or aboard a ship that finds no water. Either way
  his nation is eliminated ("Crown": "If you lose your King at any time you are eliminated"), by
  ``ending.crown`` after that space's dice.
- A nation eliminated in its own turn rolls no more, but its ships on land still go back to the water.
- A ship deployed on land goes to the first bordering water space (board order) without another colour's
  units; a ship that made landfall goes back where it came from, its cargo aboard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.rulesets.ww4 import corrections, ending, events, units
from warroom.rulesets.ww4.content import CONTROL_UNITS, SHIPS
from warroom.rulesets.ww4.state import Decision, Unit

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: The King has no Table 4 cost: he is never the cheapest.
KING = "king"
#: The units counted against a space's Food: "units with the Control advantage" ("9. Support the Troops").
#: The King's Command is not Control and "Kings not require food to support" (King, "Command").
FED = CONTROL_UNITS - {KING}


def value(g: WW4Game, unit: Unit) -> int:
    """What a unit cost (Table 4), a Frigate's cargo included: the Royal Guard gives up the cheapest."""
    s = g.state
    cost = g.content.costs.get(unit.kind, 1000)
    if unit.kind == "frigate":
        cost += sum(value(g, c) for c in units.aboard(s, unit))
    return cost


def short_of_food(g: WW4Game, nation: int, space: int) -> bool:
    """Whether ``nation``'s Control units in ``space`` outnumber what it supports (its F; 0 on water). The
    King is not counted (King, "Command"), though he rolls with the others when the space is short."""
    s = g.state
    mine = units.present(s, space, nation)
    if g.map.is_water[space]:
        return any(u.kind == "bomber" for u in mine)
    if space in s.pillaged:
        return False
    return sum(1 for u in mine if u.kind in FED) > events.food(g, space)


def roll_space(g: WW4Game, nation: int, space: int) -> None:
    """Every unit of ``nation`` there rolls; 1 destroys (a Frigate with its cargo, a King aboard too)."""
    s = g.state
    mine = units.present(s, space, nation)
    if g.map.is_water[space]:
        mine = [u for u in mine if u.kind == "bomber"]
    rolls = g.dice.roll(len(mine), "support", space=g.map.id(space), nation=g.colour_id(nation))
    ones = [u for u, r in zip(mine, rolls, strict=True) if r == 1]
    lost: list[str] = []
    king = next((u for u in ones if u.kind == KING), None)
    for u in ones:
        if u.kind != KING:
            lost.extend(x.kind for x in units.destroy(s, u))
    guard: str | None = None
    if king is not None:
        others = guards(g, king)
        if others and corrections.owner_guards_the_king(g):
            # The nation chooses once the step is over (guard.py); the King stands until then.
            data = {"space": space, "king": king.id, "step": "support", "guards": [u.id for u in others]}
            s.decision = Decision("royal-guard", nation, data)
        elif others:
            chosen = others[0]
            guard = chosen.kind
            lost.extend(x.kind for x in units.destroy(s, chosen))
        else:
            lost.extend(x.kind for x in units.destroy(s, king))
    g.log.add(
        "support", nation=g.colour_id(nation), space=g.map.id(space), dice=rolls, destroyed=lost, royal_guard=guard
    )


def guards(g: WW4Game, king: Unit) -> list[Unit]:
    """The units of the King's nation that may be removed instead of him, cheapest first (ties: newest)."""
    others = [u for u in units.present(g.state, king.space, king.owner) if u.kind != KING]
    return sorted(others, key=lambda u: (value(g, u), -u.id))


def ships_to_sea(g: WW4Game, nation: int) -> None:
    """The nation's ships on land go back to the water (or are destroyed)."""
    s = g.state
    ships = [
        u
        for u in s.units.values()
        if u.owner == nation and u.kind in SHIPS and u.carrier < 0 and not g.map.is_water[u.space]
    ]
    for ship in ships:
        land = ship.space
        target = ship.came_from
        if target < 0:
            target = next(
                (w for w in sorted(g.map.coast[land]) if all(o.owner == nation for o in units.in_space(s, w))),
                -1,
            )
        if target < 0:
            gone = units.destroy(s, ship)
            g.log.add("ship-lost", nation=g.colour_id(nation), space=g.map.id(land), units=[u.kind for u in gone])
            continue
        cargo = units.aboard(s, ship)
        units.relocate(s, ship, target)
        for c in cargo:
            units.relocate(s, c, target, ship.id)
        ship.came_from = -1
        g.log.add("ship-to-sea", ship=ship.id, space=g.map.id(land), to=g.map.id(target))


def run(g: WW4Game) -> None:
    """Step 9 for the current nation: the spaces short of food roll in board order, each space's losses
    settled before the next ("Crown": a King lost, however, eliminates his nation, which rolls no more);
    then the ships on land go back to the water (a King lost with one is settled too). A Royal Guard to
    choose is left in ``s.decision`` (the game waits for it before the turn passes)."""
    s = g.state
    n = s.nation()
    for space in range(len(s.at)):
        if not s.active[n]:
            break
        if short_of_food(g, n, space):
            roll_space(g, n, space)
            ending.crown(g, "support")
    ships_to_sea(g, n)
    ending.crown(g, "support")
