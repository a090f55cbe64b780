"""Step 4, Movement: land units, Bombers, ships, and Frigates' cargo.

Rulebook 004, "4. Movement": a unit moves to a bordering space, as many times as its Move (Table 3, with
the Innovation boosts its owner enjoys: ``events.profile``); it must stop when it enters a space with a unit
of another colour that has the Control advantage (or the King's Command). Land units cross land borders
only; Bombers every border, water too ("Flight"); ships go from water to bordering water (a canal needs
Control of its land space: "Border Clarifications") or onto a bordering land space, where they stop
("Ship"); land units board an own Frigate in a bordering water space instead of moving and step off where
it made landfall, at no cost ("Transport"). Random Events' no-move-out keeps units in affected land spaces
(Cavalry's Scout ignores it; Bombers obey it only where they begin or end; water spaces ignore it, and
ships may not land where they could not leave: the Tsunami example).

Decisions (docs/rules/ww4.md):

- A Move names a kind and a count; the units of that kind with the most moves left go first (the others
  keep their moves for later Moves). Board takes the ones with the fewest moves left: boarding spends the
  unit's movement anyway.
- A unit that starts its move in a space with enemies may leave it: only *entering* stops a unit.
- "Other colour" is any owner but the mover: players, barbarians and nations nobody plays alike.
- A Bomber "begins its movement" in a space when it has not moved yet this turn (moves left equal to its
  Move); one that has flown into an affected space may fly on ("the spaces that they fly over"). Ending in
  an affected space needs no rule of its own: the Bomber begins its next movement there.
- Boarding costs one move (it is "instead of moving to an adjacent space"), so a Cavalry may move and then
  board; a boarded unit has no moves left; disembarked units are stopped for the turn.
- Capacity: up to ``events.capacity`` (2) Militia, Soldiers, Cavalry and Artillery, or one Armor alone
  ("Alternatively"); Kings and Spies are free. Bombers and ships never board.
- Ships move from water only (those on land go back in Support the Troops); landfall sets ``came_from`` to
  the water space; a move at sea sets it to the water space sailed from (option invader_return=origin:
  an invader is forced back "into the water space from which it invaded"; with first-free, -1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg, Place
from warroom.rulesets.ww4 import control, corrections, events, naming, units
from warroom.rulesets.ww4.actions import Board, Disembark, Move, Sail
from warroom.rulesets.ww4.content import CONTROL_UNITS, SHIPS, UnitProfile
from warroom.rulesets.ww4.refusal import refuse
from warroom.rulesets.ww4.state import Unit, WW4State

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: Land units that may board a Frigate ("Transport"); Kings and Spies ride free.
BOARDABLE = frozenset({"militia", "soldier", "cavalry", "artillery", "armor", "king", "spy"})
#: The units that count towards a Frigate's transport capacity (besides the Armor, which goes alone).
CARGO = frozenset({"militia", "soldier", "cavalry", "artillery"})


def begin(g: WW4Game, nation: int) -> None:
    """A nation's turn begins: each of its units gets its Move (with Innovations) and may move again."""
    moves: dict[str, int] = {}
    for u in g.state.units.values():
        if u.owner == nation:
            m = moves.get(u.kind)
            if m is None:
                m = moves[u.kind] = events.profile(g, nation, u.kind).move
            u.moves = m
            u.stopped = False


# -- who may go --------------------------------------------------------------------------------------------


def _blocked(g: WW4Game, space: int) -> bool:
    """No moving out of this space (a Random Event's no-move-out on a land space; water ignores it)."""
    return not g.map.is_water[space] and events.blocked_out(g, space)


def _able(g: WW4Game, nation: int, space: int, kind: str, prof: UnitProfile, blocked: bool) -> list[Unit]:
    """The nation's units of a kind in a space (not aboard) that may move out now, most moves left first."""
    s = g.state
    found = [
        u
        for i in s.at[space]
        if (u := s.units[i]).owner == nation and u.kind == kind and u.carrier < 0 and u.moves > 0 and not u.stopped
    ]
    if blocked:
        found = [u for u in found if _leaves_blocked(u, prof)]
    found.sort(key=lambda u: (-u.moves, u.id))
    return found


def _leaves_blocked(u: Unit, prof: UnitProfile) -> bool:
    """Whether a unit free to move may leave a space under no-move-out: a Scout may; Bombers obey the
    restriction only where they begin, so those that have flown in may fly on."""
    return "scout" in prof.advantages or (u.kind == "bomber" and u.moves < prof.move)


def _stops(s: WW4State, nation: int, kind: str, space: int) -> bool:
    """Does a unit of ``kind`` stop on entering ``space``? ("4. Movement", "Undercover", "Flight")"""
    if kind == "spy":
        return False
    units_ = s.units
    if kind == "bomber":
        return any((u := units_[i]).kind == "bomber" and u.owner != nation and u.carrier < 0 for i in s.at[space])
    return any((u := units_[i]).owner != nation and u.kind in CONTROL_UNITS and u.carrier < 0 for i in s.at[space])


def _sea_stops(s: WW4State, nation: int, space: int) -> bool:
    """Ships stop on entering a water space with units of a different colour ("Ship")."""
    units_ = s.units
    return any(units_[i].owner != nation for i in s.at[space])


def _load(cargo: list[Unit]) -> tuple[int, int]:
    """(small units, Armor) aboard a Frigate."""
    small = armor = 0
    for u in cargo:
        if u.kind in CARGO:
            small += 1
        elif u.kind == "armor":
            armor += 1
    return small, armor


def _room(kind: str, small: int, armor: int, capacity: int) -> int:
    """How many more units of ``kind`` fit aboard (a large number for the free Kings and Spies)."""
    if kind in ("king", "spy"):
        return 1 << 30
    if kind == "armor":
        return 1 if small == 0 and armor == 0 else 0
    return 0 if armor else max(0, capacity - small)


# -- legal moves --------------------------------------------------------------------------------------------

#: Move actions already made, by (kind, source, target): the moves of 1, 2, ... units. An action is
#: immutable, so the same objects serve every game; building them anew was a fifth of a World War IV
#: playout's time (legal_moves lists some ninety a call; issue 28, "Faster playouts"). A longer tuple
#: replaces a shorter one whole, so two threads that race here only make the same moves twice.
_MOVES: dict[tuple[str, str, str], tuple[Move, ...]] = {}
_MOVES_KEPT = 100_000


def _moves(kind: str, source: str, target: str, n: int) -> tuple[Move, ...]:
    """``Move(kind, k, source, target)`` for k = 1..n."""
    made = _MOVES.get((kind, source, target), ())
    if len(made) < n:
        if len(_MOVES) >= _MOVES_KEPT:
            _MOVES.clear()  # boards of one process are few; a bound all the same
        made = (*made, *(Move(kind, k, source, target) for k in range(len(made) + 1, n + 1)))
        _MOVES[kind, source, target] = made
    return made[:n]


def legal_moves(g: WW4Game) -> list[Action]:
    """Every Move, Sail, Board and Disembark the current nation may make now."""
    s = g.state
    if s.decision is not None:
        return []
    nation = s.nation()
    m = g.map
    out: list[Action] = []
    profiles: dict[str, UnitProfile] = {}
    # Count the nation's land units and bombers that may leave their space, by space and kind (the count
    # _able would find), and list its ships and frigates.
    groups: dict[int, dict[str, int]] = {}
    blocked: dict[int, bool] = {}  # no-move-out, asked only while some effect is in force
    ships: list[Unit] = []
    landed: list[Unit] = []
    frigates: list[Unit] = []
    is_water = m.is_water
    for u in [u for u in s.units.values() if u.owner == nation and u.carrier < 0]:
        kind = u.kind
        if kind in SHIPS:
            if is_water[u.space]:
                if kind == "frigate":
                    frigates.append(u)
                if u.moves > 0 and not u.stopped:
                    ships.append(u)
            elif kind == "frigate":
                landed.append(u)
        elif u.moves > 0 and not u.stopped:
            if kind not in profiles:
                profiles[kind] = events.profile(g, nation, kind)
            space = u.space
            if s.effects and space not in blocked:
                blocked[space] = _blocked(g, space)
            if not blocked.get(space) or _leaves_blocked(u, profiles[kind]):
                kinds = groups.setdefault(space, {})
                kinds[kind] = kinds.get(kind, 0) + 1
    ids = m.board.ids
    able: dict[tuple[int, str], int] = {}
    for space in sorted(groups):
        kinds = groups[space]
        for kind in sorted(kinds):
            n = able[(space, kind)] = kinds[kind]
            targets = m.every_adj[space] if kind == "bomber" else m.land_adj[space]
            source = ids[space]
            for t in targets:
                out.extend(_moves(kind, source, ids[t], n))
    for ship in ships:
        here = ship.space
        for t in m.water_adj[here]:
            via = m.canals.get((here, t))
            if via is None or control.controls(g, nation, via):
                out.append(Sail(ship.id, ids[t]))
        for t in m.coast[here]:
            if not _blocked(g, t):
                out.append(Sail(ship.id, ids[t]))
    if frigates:
        capacity = events.capacity(g, nation)
        for frigate in frigates:
            small, armor = _load(units.aboard(s, frigate))
            for land in m.coast[frigate.space]:
                for kind in sorted(BOARDABLE):
                    ready = able.get((land, kind))
                    if ready is None:
                        continue
                    n = min(ready, _room(kind, small, armor, capacity))
                    source = ids[land]
                    out.extend(Board(kind, k, source, frigate.id) for k in range(1, n + 1))
    for frigate in landed:
        carried = units.count_kinds(units.aboard(s, frigate))
        for kind in sorted(carried):
            out.extend(Disembark(frigate.id, kind, k) for k in range(1, carried[kind] + 1))
    return out


# -- Move ---------------------------------------------------------------------------------------------------


def _nation(g: WW4Game) -> int:
    s = g.state
    if s.decision is not None:
        raise refuse(g, Msg("ww4.illegal.decide_first", decision=naming.phase(s.decision.kind)))
    return s.nation()


def _kind(g: WW4Game, kind: str) -> None:
    if kind not in g.content.units:
        raise refuse(g, Msg("ww4.no.kind", kind=repr(kind), kinds=", ".join(sorted(g.content.units))))


def _movers(g: WW4Game, a: Move) -> tuple[int, int, list[Unit]]:
    """Check a Move; returns (source, target, the units that go)."""
    nation = _nation(g)
    _kind(g, a.kind)
    if a.kind in SHIPS:
        raise refuse(g, Msg("ww4.no.ship_moves", unit=naming.noun(a.kind)))
    if a.count < 1:
        raise refuse(g, Msg("ww4.no.at_least", verb=Msg("ww4.verb.move"), n=a.count))
    m = g.map
    source = g.space(a.source, "source space")
    target = g.space(a.target, "target space")
    if a.kind == "bomber":
        if target not in m.every_adj[source]:
            raise refuse(g, Msg("ww4.no.border", target=Place(m.id(target)), source=Place(m.id(source))))
    elif target not in m.land_adj[source]:
        key = "ww4.no.border_land" if not (m.is_water[source] or m.is_water[target]) else "ww4.no.border_only_land"
        raise refuse(g, Msg(key, target=Place(m.id(target)), source=Place(m.id(source)), unit=naming.noun(a.kind)))
    prof = events.profile(g, nation, a.kind)
    blocked = _blocked(g, source)
    movers = _able(g, nation, source, a.kind, prof, blocked)
    if len(movers) < a.count:
        here = [u for u in units.present(g.state, source, nation) if u.kind == a.kind]
        if not here:
            raise refuse(g, Msg("ww4.no.none_here", unit=naming.noun(a.kind), space=Place(m.id(source))))
        why = "spent"
        if blocked and any(u.moves > 0 and not u.stopped for u in here):
            why = "blocked"
        said = Msg(
            f"ww4.no.few_move.{why}",
            n=len(movers),
            m=len(here),
            unit=naming.noun(a.kind, len(here)),
            space=Place(m.id(source)),
        )
        raise IllegalAction(said)
    return source, target, movers[: a.count]


def check_move(g: WW4Game, a: Move) -> None:
    """A Move: the current nation's units of one kind (no ships) that may still move out of the source, to a
    bordering space they may enter (a land border; any border for a Bomber)."""
    _movers(g, a)


def execute_move(g: WW4Game, a: Move) -> None:
    """Move the units one step (those with the most moves left), one move each; entering a space with another
    colour's Control unit stops them for the turn (a Bomber: another colour's Bomber; a Spy: never)."""
    source, target, movers = _movers(g, a)
    s = g.state
    nation = s.nation()
    stop = _stops(s, nation, a.kind, target)
    for u in movers:
        units.relocate(s, u, target)
        u.moves -= 1
        if stop:
            u.stopped = True
    ids = g.map.board.ids
    g.log.add(
        "move",
        nation=g.colour_id(nation),
        unit=a.kind,
        count=a.count,
        source=ids[source],
        target=ids[target],
        stopped=stop,
    )


# -- Sail ---------------------------------------------------------------------------------------------------


def _own_unit(g: WW4Game, uid: int, what: str) -> Unit:
    nation = _nation(g)
    u = g.state.units.get(uid)
    if u is None:
        raise refuse(g, Msg("ww4.no.unit", id=uid))
    if u.owner != nation:
        raise refuse(g, Msg("ww4.no.not_yours", id=uid, owner=naming.nation(g.colour_id(u.owner))))
    if what == "ship" and u.kind not in SHIPS:
        raise refuse(g, Msg("ww4.no.not_ship", id=uid, unit=naming.noun(u.kind)))
    if what == "frigate" and u.kind != "frigate":
        raise refuse(g, Msg("ww4.no.not_frigate", id=uid, unit=naming.noun(u.kind)))
    return u


def _sail_target(g: WW4Game, a: Sail) -> tuple[Unit, int]:
    ship = _own_unit(g, a.ship, "ship")
    m = g.map
    here = ship.space
    if not m.is_water[here]:
        raise refuse(g, Msg("ww4.no.ship_landed", unit=naming.noun(ship.kind), id=ship.id, space=Place(m.id(here))))
    if ship.stopped:
        raise refuse(g, Msg("ww4.no.ship_stopped", unit=naming.noun(ship.kind), id=ship.id))
    if ship.moves <= 0:
        raise refuse(g, Msg("ww4.no.ship_spent", unit=naming.noun(ship.kind), id=ship.id))
    target = g.space(a.target, "target space")
    if m.is_water[target]:
        if target not in m.water_adj[here]:
            raise refuse(g, Msg("ww4.no.border_sea", target=Place(m.id(target)), source=Place(m.id(here))))
        via = m.canals.get((here, target))
        if via is not None and not control.controls(g, ship.owner, via):
            where = {"source": Place(m.id(here)), "target": Place(m.id(target)), "via": Place(m.id(via))}
            raise refuse(g, Msg("ww4.no.canal", **where))
    else:
        if target not in m.coast[here]:
            raise refuse(g, Msg("ww4.no.border", target=Place(m.id(target)), source=Place(m.id(here))))
        if _blocked(g, target):
            raise refuse(g, Msg("ww4.no.land_blocked", space=Place(m.id(target))))
    return ship, target


def check_sail(g: WW4Game, a: Sail) -> None:
    """A Sail: the current nation's ship at sea, not stopped and with a move left, to a bordering water space
    (a canal needs Control of its land space) or onto a bordering land space no Random Event blocks."""
    _sail_target(g, a)


def execute_sail(g: WW4Game, a: Sail) -> None:
    """Sail the ship and its cargo one step: landfall stops it (remembering the water it came from); at sea it
    stops where units of another colour are."""
    ship, target = _sail_target(g, a)
    s = g.state
    here = ship.space
    cargo = units.aboard(s, ship)
    units.relocate(s, ship, target)
    for u in cargo:
        units.relocate(s, u, target, ship.id)
    ship.moves -= 1
    landfall = not g.map.is_water[target]
    if landfall:
        ship.came_from = here
        ship.stopped = True
        ship.moves = 0
    else:
        ship.came_from = here if corrections.ships_remember_the_sea(g) else -1
        ship.stopped = _sea_stops(s, ship.owner, target)
    ids = g.map.board.ids
    g.log.add(
        "sail",
        nation=g.colour_id(ship.owner),
        ship=ship.id,
        unit=ship.kind,
        source=ids[here],
        target=ids[target],
        cargo=len(cargo),
        landfall=landfall,
        stopped=ship.stopped,
    )


# -- Board, Disembark -----------------------------------------------------------------------------------------


def _boarders(g: WW4Game, a: Board) -> tuple[Unit, int, list[Unit]]:
    frigate = _own_unit(g, a.frigate, "frigate")
    nation = frigate.owner
    _kind(g, a.kind)
    if a.kind not in BOARDABLE:
        raise refuse(g, Msg("ww4.no.not_boardable", unit=naming.noun(a.kind), kinds=", ".join(sorted(BOARDABLE))))
    if a.count < 1:
        raise refuse(g, Msg("ww4.no.at_least", verb=Msg("ww4.verb.board"), n=a.count))
    m = g.map
    source = g.space(a.source, "source space")
    if not m.is_water[frigate.space]:
        raise refuse(g, Msg("ww4.no.frigate_landed", id=frigate.id, space=Place(m.id(frigate.space))))
    if frigate.space not in m.coast[source]:
        where = {"space": Place(m.id(frigate.space)), "source": Place(m.id(source))}
        raise refuse(g, Msg("ww4.no.frigate_far", id=frigate.id, **where))
    movers = _able(g, nation, source, a.kind, events.profile(g, nation, a.kind), _blocked(g, source))
    if len(movers) < a.count:
        said = Msg("ww4.no.few_board", n=len(movers), unit=naming.noun(a.kind, 2), space=Place(m.id(source)))
        raise IllegalAction(said)
    small, armor = _load(units.aboard(g.state, frigate))
    capacity = events.capacity(g, nation)
    if a.count > _room(a.kind, small, armor, capacity):
        room = {"capacity": capacity, "small": small, "armor": armor}
        raise refuse(g, Msg("ww4.no.room", id=frigate.id, n=a.count, unit=naming.noun(a.kind, a.count), **room))
    # Boarding spends the unit's movement: take those with the fewest moves left.
    movers.sort(key=lambda u: (u.moves, u.id))
    return frigate, source, movers[: a.count]


def check_board(g: WW4Game, a: Board) -> None:
    """A Board: units of one kind that may board, that may still move out of a land space bordering the
    current nation's Frigate at sea, within the Frigate's capacity."""
    _boarders(g, a)


def execute_board(g: WW4Game, a: Board) -> None:
    """The units (those with the fewest moves left) go aboard the Frigate, with no moves left."""
    frigate, source, movers = _boarders(g, a)
    s = g.state
    for u in movers:
        units.relocate(s, u, frigate.space, frigate.id)
        u.moves = 0
    ids = g.map.board.ids
    g.log.add(
        "board",
        nation=g.colour_id(frigate.owner),
        unit=a.kind,
        count=a.count,
        source=ids[source],
        frigate=frigate.id,
        space=ids[frigate.space],
    )


def _landing(g: WW4Game, a: Disembark) -> tuple[Unit, list[Unit]]:
    frigate = _own_unit(g, a.frigate, "frigate")
    m = g.map
    if m.is_water[frigate.space]:
        raise refuse(g, Msg("ww4.no.at_sea", id=frigate.id))
    if a.count < 1:
        raise refuse(g, Msg("ww4.no.at_least", verb=Msg("ww4.verb.disembark"), n=a.count))
    cargo = [u for u in units.aboard(g.state, frigate) if u.kind == a.kind]
    if len(cargo) < a.count:
        raise IllegalAction(
            Msg("ww4.no.cargo", id=frigate.id, m=len(cargo), unit=naming.noun(a.kind, len(cargo)), n=a.count)
        )
    return frigate, cargo[: a.count]


def check_disembark(g: WW4Game, a: Disembark) -> None:
    """A Disembark: the current nation's Frigate has made landfall and carries that many units of the kind."""
    _landing(g, a)


def execute_disembark(g: WW4Game, a: Disembark) -> None:
    """The units step off the Frigate onto its land space, stopped for the turn."""
    frigate, cargo = _landing(g, a)
    s = g.state
    for u in cargo:
        units.relocate(s, u, frigate.space)
        u.moves = 0
        u.stopped = True
    g.log.add(
        "disembark",
        nation=g.colour_id(frigate.owner),
        frigate=frigate.id,
        unit=a.kind,
        count=a.count,
        space=g.map.board.ids[frigate.space],
    )
