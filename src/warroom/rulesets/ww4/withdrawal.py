"""The Maneuver step of a World War IV combat round (rulebook 004, "Combat Round", "4. Maneuver"; the Ship,
Transport and Flight advantages).

- Land units withdraw to a bordering land space their nation Controls (``control.controls``) where no
  unresolved combat is (``s.combats``), or aboard a Frigate of theirs that withdrew from this combat to a
  water space in this Maneuver, within its capacity (``events.capacity``: that many Militia, Soldiers,
  Cavalry or Artillery, or one Armor; Kings free). Spies never withdraw (Undercover).
- Ships on land withdraw to the water space they came from (``came_from``; one deployed on land: a
  bordering water space without another colour's units). Ships at sea may not withdraw voluntarily.
- Forced at the start of the Invader's Maneuver: its routed ships on land go back to sea (they cannot
  Rally), and in round 2 all its ships (at sea: to ``came_from`` when it is a bordering water space, else the
  first bordering water space without another colour's units and without an unresolved combat; none: the
  ship is lost).
- Bombers withdraw to a space their nation Controls within their move (over land and water), never into or
  through a space with another colour's Bomber (option bomber_withdrawal=avoid, the default; with
  may-end-there, only never through one) or into an unresolved combat. In round 2 the Invader's
  Bombers must withdraw: ``EndStep`` is refused while one can; one that cannot is lost.
- Barbarians never withdraw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.rulesets.ww4 import control, corrections, events, units
from warroom.rulesets.ww4.casualties import combat, profile, side_units
from warroom.rulesets.ww4.content import SHIPS
from warroom.rulesets.ww4.state import Unit

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: Land units a Frigate's transport capacity counts ("Transport").
CARGO = frozenset({"militia", "soldier", "cavalry", "artillery"})
#: Units that may withdraw aboard a withdrawing Frigate.
BOARDERS = CARGO | {"armor", "king"}


def _controls(g: WW4Game, nation: int, space: int) -> bool:
    return control.controls(g, nation, space)


def _capacity(g: WW4Game, owner: int) -> int:
    return int(events.capacity(g, owner))


def unresolved(g: WW4Game) -> set[int]:
    """Spaces with a combat still to fight (the current one excepted)."""
    s = g.state
    here = combat(g)["space"]
    return {x for x in s.combats if x != here}


def _foreign(g: WW4Game, space: int, owner: int) -> bool:
    return any(u.owner != owner for u in units.in_space(g.state, space))


def sea_exit(g: WW4Game, ship: Unit) -> int:
    """Where a ship withdraws to, or -1."""
    m = g.map
    here = ship.space
    if not m.is_water[here]:
        if ship.came_from >= 0:
            return ship.came_from
        return next((w for w in m.coast[here] if not _foreign(g, w, ship.owner)), -1)
    if ship.came_from >= 0 and ship.came_from in m.water_adj[here]:
        return ship.came_from
    busy = unresolved(g)
    return next((w for w in m.water_adj[here] if w not in busy and not _foreign(g, w, ship.owner)), -1)


def bomber_exits(g: WW4Game, bomber: Unit) -> list[int]:
    """Spaces a Bomber may withdraw to ("Flight"), in board order."""
    m = g.map
    s = g.state
    start = bomber.space
    busy = unresolved(g)
    reach = profile(g, bomber.owner, "bomber").move

    def enemy_bomber(x: int) -> bool:
        return any(u.kind == "bomber" and u.owner != bomber.owner for u in units.present(s, x))

    avoid = corrections.bombers_avoid_bombers(g)
    shunned: set[int] = set()
    seen = {start}
    frontier = [start]
    for _ in range(max(reach, 1)):
        nxt = []
        for x in frontier:
            for y in m.every_adj[x]:
                if y in seen:
                    continue
                seen.add(y)
                if enemy_bomber(y):
                    # 004, Flight: "may not Withdraw through such spaces" (nor into them: avoid).
                    if avoid:
                        shunned.add(y)
                    continue
                nxt.append(y)
        frontier = nxt
    return sorted(
        x for x in seen if x != start and x not in busy and x not in shunned and _controls(g, bomber.owner, x)
    )


def land_exits(g: WW4Game, owner: int) -> list[int]:
    """The land spaces bordering the combat's space where ``owner``'s land units may withdraw: Controlled by
    it, with no combat still to fight."""
    c = combat(g)
    busy = unresolved(g)
    return [x for x in g.map.land_adj[c["space"]] if x not in busy and _controls(g, owner, x)]


def boats(g: WW4Game, owner: int) -> list[Unit]:
    """The owner's Frigates that withdrew from this combat in this Maneuver."""
    s = g.state
    out = []
    for fid in combat(g)["boats"]:
        f = s.units.get(fid)
        if f is not None and f.owner == owner:
            out.append(f)
    return out


def room(g: WW4Game, frigate: Unit, kind: str) -> bool:
    """Whether one more unit of ``kind`` fits aboard."""
    if kind == "king":
        return True
    cargo = units.count_kinds(units.aboard(g.state, frigate))
    loaded = sum(cargo.get(k, 0) for k in CARGO)
    if kind == "armor":
        return loaded == 0 and cargo.get("armor", 0) == 0
    return cargo.get("armor", 0) == 0 and loaded < _capacity(g, frigate.owner)


def targets(g: WW4Game, unit: Unit) -> list[int]:
    """Where a unit of the deciding nation may withdraw to now."""
    m = g.map
    if unit.kind == "spy" or unit.carrier >= 0:
        return []
    if unit.kind in SHIPS:
        if m.is_water[unit.space]:
            return []
        exit_ = sea_exit(g, unit)
        return [exit_] if exit_ >= 0 else []
    if unit.kind == "bomber":
        return bomber_exits(g, unit)
    out = list(land_exits(g, unit.owner)) if not m.is_water[unit.space] else []
    if unit.kind in BOARDERS:
        for f in boats(g, unit.owner):
            if f.space not in out and room(g, f, unit.kind):
                out.append(f.space)
    return out


def options(g: WW4Game, side: str, nation: int) -> dict[tuple[str, bool, int], int]:
    """(kind, routed, target) -> how many of the nation's units may withdraw there."""
    out: dict[tuple[str, bool, int], int] = {}
    for u in side_units(g, side):
        if u.owner != nation:
            continue
        for t in targets(g, u):
            key = (u.kind, u.routed, t)
            out[key] = out.get(key, 0) + 1
    return out


def move_out(g: WW4Game, unit: Unit, target: int) -> None:
    """Take a unit out of the combat to ``target`` (aboard a withdrawn Frigate there for a land unit going to
    water; a ship takes its cargo)."""
    s = g.state
    cargo = units.aboard(s, unit) if unit.kind == "frigate" else []
    carrier = -1
    if g.map.is_water[target] and unit.kind not in SHIPS and unit.kind != "bomber":
        carrier = next(f.id for f in boats(g, unit.owner) if f.space == target and room(g, f, unit.kind))
    units.relocate(s, unit, target, carrier)
    for u in cargo:
        units.relocate(s, u, target, unit.id)
    unit.routed = False
    unit.stopped = True
    if unit.kind in SHIPS:
        unit.came_from = -1
        if unit.kind == "frigate":
            combat(g)["boats"].append(unit.id)


def withdraw(g: WW4Game, side: str, nation: int, kind: str, count: int, routed: bool, target: int) -> None:
    """Withdraw ``count`` units (already checked)."""
    moved = 0
    for u in side_units(g, side):
        if moved == count:
            break
        if u.owner == nation and u.kind == kind and u.routed == routed and target in targets(g, u):
            move_out(g, u, target)
            moved += 1
    g.log.add(
        "withdraw",
        space=g.map.id(combat(g)["space"]),
        nation=g.colour_id(nation),
        unit=kind,
        count=moved,
        target=g.map.id(target),
    )


def lose(g: WW4Game, unit: Unit, why: str) -> None:
    """A unit is lost (``why``: ``"no-withdrawal"``, ``"breakdown"``): logged and removed from the game."""
    g.log.add("lost", space=g.map.id(unit.space), nation=g.colour_id(unit.owner), unit=unit.kind, why=why)
    units.destroy(g.state, unit)


def forced_ships(g: WW4Game) -> None:
    """The Invader's ships that must go back to sea now (see the module docstring)."""
    c = combat(g)
    for u in side_units(g, "A"):
        if u.kind not in SHIPS:
            continue
        on_land = not g.map.is_water[u.space]
        if (on_land and u.routed) or c["round"] >= 2:
            target = sea_exit(g, u)
            if target < 0:
                lose(g, u, "no-withdrawal")
                continue
            move_out(g, u, target)
            g.log.add(
                "withdraw",
                space=g.map.id(c["space"]),
                nation=g.colour_id(u.owner),
                unit=u.kind,
                count=1,
                target=g.map.id(target),
                forced=True,
            )


def stuck_bombers(g: WW4Game) -> list[Unit]:
    """The Invader's Bombers that must still withdraw this Maneuver (round 2 on)."""
    if combat(g)["round"] < 2:
        return []
    return [u for u in side_units(g, "A") if u.kind == "bomber"]


def force_bombers(g: WW4Game) -> None:
    """The Invader's remaining Bombers in round 2: to the first eligible space, else lost."""
    for u in stuck_bombers(g):
        exits = bomber_exits(g, u)
        if exits:
            withdraw(g, "A", u.owner, "bomber", 1, u.routed, exits[0])
        else:
            lose(g, u, "no-withdrawal")
