"""Where the units are: the one place that creates, moves and removes units, and the questions every step
asks about them. A Frigate's cargo stands in the Frigate's space with ``carrier`` set ("Transport")."""

from __future__ import annotations

from collections.abc import Iterable

from warroom.rulesets.ww4.content import CONTROL_UNITS
from warroom.rulesets.ww4.state import Unit, WW4State


def create(s: WW4State, owner: int, kind: str, space: int, carrier: int = -1) -> Unit:
    """A new unit of ``owner`` of ``kind`` in ``space`` (aboard Frigate ``carrier`` if given), with the next id."""
    unit = Unit(s.next_unit, owner, kind, space, carrier)
    s.units[unit.id] = unit
    s.at[space].append(unit.id)
    s.next_unit += 1
    return unit


def relocate(s: WW4State, unit: Unit, space: int, carrier: int = -1) -> None:
    """Put a unit somewhere else (aboard ``carrier``, or not aboard with -1)."""
    if unit.space != space:
        s.at[unit.space].remove(unit.id)
        s.at[space].append(unit.id)
        unit.space = space
    unit.carrier = carrier


def destroy(s: WW4State, unit: Unit) -> list[Unit]:
    """Remove a unit (a Frigate with everything aboard: "If a Frigate is destroyed then all units aboard are
    also destroyed, including any King"). Returns every unit removed.

    A King removed is remembered in ``s.fallen`` (King, "Crown": "If you lose your King at any time you are
    eliminated"): every way a unit leaves the board passes here, so no loss of a King can go unnoticed;
    ``ending.crown`` turns it into the elimination when the rules say."""
    gone = [unit]
    if unit.kind == "frigate":
        for cargo in aboard(s, unit):
            gone.extend(destroy(s, cargo))
    s.at[unit.space].remove(unit.id)
    del s.units[unit.id]
    if unit.kind == "king" and unit.owner not in s.fallen:
        s.fallen.append(unit.owner)
    return gone


def in_space(s: WW4State, space: int) -> list[Unit]:
    """Every unit in a space, cargo included, in arrival order."""
    units = s.units
    return [units[i] for i in s.at[space]]


def present(s: WW4State, space: int, owner: int | None = None) -> list[Unit]:
    """The units in a space that are not aboard a Frigate (of ``owner`` if given)."""
    units = s.units
    return [u for i in s.at[space] if (u := units[i]).carrier < 0 and (owner is None or u.owner == owner)]


def aboard(s: WW4State, frigate: Unit) -> list[Unit]:
    """The units a Frigate carries."""
    units = s.units
    return [u for i in s.at[frigate.space] if (u := units[i]).carrier == frigate.id]


def controllers(s: WW4State, space: int) -> set[int]:
    """The owners with a unit having the Control advantage (or the King's Command) in a space."""
    units = s.units
    return {u.owner for i in s.at[space] if (u := units[i]).kind in CONTROL_UNITS and u.carrier < 0}


def count_kinds(units: Iterable[Unit]) -> dict[str, int]:
    """How many of ``units`` there are of each kind."""
    out: dict[str, int] = {}
    for u in units:
        out[u.kind] = out.get(u.kind, 0) + 1
    return out


def king_of(s: WW4State, nation: int) -> Unit | None:
    """The King of ``nation``, or None if he is gone."""
    return next((u for u in s.units.values() if u.owner == nation and u.kind == "king"), None)
