"""Moving armies and parties over land, onto ships and off them (rulebook 000, Basic and Standard Rules,
"Movement", "Army Movement", "Ship Movement", "Party Movement", "The Pieces": Railroad, Explorer,
Engineer).

Rules as implemented, with the decisions taken where the rulebook is silent:

- A step to a bordering land region costs the piece 1 movement point. Armies entering a region their
  empire does not own stop there (no points left, ``stopped``): a battle is pending, fought after all
  movement by combat.py. In the Standard game an empire's region may be entered only by an empire that
  may attack it (``diplomacy.may_attack``; natives need no war).
- Railroad ("allow moving pieces to move through the region ... without using a movement point"): a step
  OUT of a region holding the mover's own railroad is free. Option ``railroads`` (corrections.py):
  ``chain`` (the default, the literal reading) frees every such step, so a chain of railroad regions is
  crossed for nothing; each railroad once per piece and movement round (``rails``), so a piece never loops;
  ``one-step`` frees one step per piece per movement round (``rail``). Either way an infantry that moved
  into a railroad region moves one more region, and an artillery starting in one moves twice (the
  rulebook's two examples). The free step is always taken when available (spending it now is never worse
  than keeping it). Decision: embarking always costs a point (the rulebook: "This move costs the moving
  piece one of its movement points"); the railroad frees land steps only.
- Parties (explorers, engineers) need not stop in native regions. Any party that enters, ends its turn in
  or finds itself in a region owned by another empire is eliminated at once, and so is a party that is
  the only friendly piece with enemy armies (``sweep_parties``). Entering such a region is legal (the
  rulebook eliminates the party rather than forbidding the step), so such moves are listed too.
- An owned region always keeps at least one own army: a move or embarkation taking the last one away is
  illegal.
- Which pieces of a stack move: those with the most movement points left (counting a free railroad step),
  so the pieces left behind are the ones that could have done least.
- Embarking: onto an own ship in a sea area touching the region, 1 point of the piece, at most
  ``level.ship_capacity`` armies aboard (parties unlimited). Pieces never enter a sea without a ship.
- Landing: the ship pays 1 point for each distinct region it lands pieces in this round (free again in a
  region already in ``landed``); a ship that fought (stopped) may only land where it already landed.
  Landed pieces are stopped. Landing armies in a region not owned by the empire is an invasion (Standard:
  the owner must be attackable).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg, Place
from warroom.rulesets.imperialism import corrections, diplomacy, pieces
from warroom.rulesets.imperialism.actions import Embark, Land, Move
from warroom.rulesets.imperialism.content import PIECE_KINDS
from warroom.rulesets.imperialism.pieces import ARMIES, PARTIES
from warroom.rulesets.imperialism.state import Piece
from warroom.rulesets.imperialism.wording import empire as empire_name
from warroom.rulesets.imperialism.wording import unit

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

_KIND_ORDER = {k: i for i, k in enumerate(PIECE_KINDS)}
_UNLIMITED = 1 << 30


# -- the turn ------------------------------------------------------------------------------------------


def begin_turn(g: ImperialismGame, empire: int) -> None:
    """An empire's movement turn starts: its pieces get their full movement allowance back."""
    units = g.level.units
    for p in g.state.pieces.values():
        if p.owner == empire:
            p.moves = units[p.kind].move
            p.stopped = False
            p.rail = False
            p.rails = []
            p.landed = []


def end_turn(g: ImperialismGame, empire: int) -> None:
    """An empire's movement turn is over: its pieces have no points left, and its parties ending the turn
    in another empire's region (or alone with enemy armies) are eliminated ("Party Movement")."""
    s = g.state
    regions: set[int] = set()
    for p in s.pieces.values():
        if p.owner == empire:
            p.moves = 0
            if p.kind in PARTIES and p.carrier < 0:
                regions.add(p.where)
    for r in sorted(regions):
        sweep_parties(g, r)


def sweep_parties(g: ImperialismGame, region: int) -> None:
    """Eliminate the parties standing in ``region`` that may not be there: in a region owned by another
    empire ("any explorers that enter, end their turn, or find themselves in a region owned by another
    player are eliminated immediately"), or the only friendly pieces (besides buildings and other parties)
    in a region with enemy armies (rulebook 000, "The Pieces": Explorer, Engineer)."""
    s = g.state
    here = pieces.ashore(s, region)
    lost = [p for p in here if p.kind in PARTIES]
    if not lost:
        return
    owner = s.owner[region]
    armies = pieces.army_owners(s, region)
    # In another empire's region, or with enemy armies and no own army.
    doomed = [p for p in lost if owner not in (-1, p.owner) or (armies and p.owner not in armies)]
    by_empire: dict[int, list[str]] = {}
    for p in doomed:
        by_empire.setdefault(p.owner, []).append(p.kind)
        pieces.destroy(s, p)
    for e, kinds in by_empire.items():
        reason = "foreign region" if owner not in (-1, e) else "alone with enemy armies"
        g.log.add("parties_lost", empire=g.colour_id(e), region=g.geo.id(region), kinds=kinds, reason=reason)


# -- who may go where ----------------------------------------------------------------------------------


def may_enter(g: ImperialismGame, empire: int, kind: str, region: int) -> bool:
    """Whether a piece of ``kind`` may enter (or be landed in) a land region. Armies may invade another
    empire's region only if ``diplomacy.may_attack`` (always in Basic); parties may go anywhere (and die in
    another empire's region)."""
    owner = g.state.owner[region]
    if kind in PARTIES or owner in (-1, empire):
        return True
    return diplomacy.may_attack(g, empire, owner)


def _rail_here(g: ImperialismGame, empire: int, region: int) -> bool:
    s = g.state
    return "railroad" in s.buildings[region] and s.owner[region] == empire


def _free_step(g: ImperialismGame, p: Piece, rail_here: bool) -> bool:
    """Whether the piece's next step, out of its region, rides the railroad there for nothing."""
    if not rail_here:
        return False
    if corrections.railroad_chains(g):
        # 000, "Railroad": "move through the region that contains a railroad without using a movement
        # point": every railroad region on the way, each once per piece and round.
        return p.where not in p.rails
    return not p.rail


def _budget(g: ImperialismGame, p: Piece, rail_here: bool) -> int:
    """Movement points left, counting a free railroad step out of the region it stands in."""
    if p.stopped:
        return 0
    return p.moves + (1 if _free_step(g, p, rail_here) else 0)


def _leave_cap(g: ImperialismGame, empire: int, region: int, kind: str, armies: int) -> int:
    """How many pieces of ``kind`` may leave a region holding ``armies`` own armies (the last army of an
    owned region stays)."""
    if kind in ARMIES and g.state.owner[region] == empire:
        return armies - 1
    return _UNLIMITED


def _land_region(g: ImperialismGame, space_id: str, what: str) -> int:
    r = g.space(space_id, what)
    if g.geo.is_sea[r]:
        raise IllegalAction(Msg("aoi.err.move.sea", space=Place(space_id)))
    return r


def _no_attack(g: ImperialismGame, empire: int, region: int, region_id: str) -> Msg:
    """Why ``empire`` may not enter an enemy's region yet; the empires as their ids, as a command names them."""
    enemy = g.colour_id(g.state.owner[region])
    return Msg("aoi.err.move.no_war", empire=g.colour_id(empire), enemy=enemy, region=Place(region_id))


def _own_kind(g: ImperialismGame, kind: str, count: int) -> None:
    spec = g.level.units.get(kind)
    if spec is None or spec.kind == "ship":
        known = ", ".join(k for k, u in g.level.units.items() if u.kind != "ship")
        raise IllegalAction(Msg("aoi.err.move.kind", kind=repr(kind), known=known))
    if count < 1:
        raise IllegalAction(Msg("aoi.err.move.count", count=str(count)))


def _own_ship(g: ImperialismGame, ship_id: int) -> Piece:
    ship = g.state.pieces.get(ship_id)
    empire = g.current_empire()
    if ship is None or ship.kind != "ship":
        raise IllegalAction(Msg("aoi.err.ship.none", id=str(ship_id)))
    if ship.owner != empire:
        raise IllegalAction(
            Msg("aoi.err.ship.not_own", id=str(ship_id), owner=g.colour_id(ship.owner), empire=g.colour_id(empire))
        )
    return ship


# -- moves over land -----------------------------------------------------------------------------------


def _movers(g: ImperialismGame, action: Move) -> tuple[list[Piece], int, int]:
    """The pieces a Move takes, its source and its target; IllegalAction if it may not be made."""
    _own_kind(g, action.kind, action.count)
    s = g.state
    empire = g.current_empire()
    source = _land_region(g, action.source, "region")
    target = _land_region(g, action.target, "region")
    if target not in g.geo.land_adj[source]:
        raise IllegalAction(Msg("aoi.err.move.border", target=Place(action.target), source=Place(action.source)))
    rail = _rail_here(g, empire, source)
    stack = [p for p in pieces.ashore(s, source, empire) if p.kind == action.kind]
    able = sorted((p for p in stack if _budget(g, p, rail) > 0), key=lambda p: (-_budget(g, p, rail), p.id))
    if len(able) < action.count:
        raise IllegalAction(
            Msg(
                "aoi.err.move.able",
                empire=empire_name(g.colour_id(empire)),
                units=unit(action.kind, len(able)),
                region=Place(action.source),
                count=action.count,
            )
        )
    armies = len(pieces.armies_in(s, source, empire))
    if action.count > _leave_cap(g, empire, source, action.kind, armies):
        raise IllegalAction(Msg("aoi.err.move.last_army", region=Place(action.source)))
    if not may_enter(g, empire, action.kind, target):
        raise IllegalAction(_no_attack(g, empire, target, action.target))
    return able[: action.count], source, target


def check_move(g: ImperialismGame, action: Move) -> None:
    """A stack of one kind steps to a bordering land region (see the module's rules)."""
    _movers(g, action)


def execute_move(g: ImperialismGame, action: Move) -> None:
    """Carry out a Move: the pieces step to the target (free on a railroad); armies entering a region not
    their empire's stop there, and parties that may not stay there are eliminated."""
    s = g.state
    empire = g.current_empire()
    movers, source, target = _movers(g, action)
    rail = _rail_here(g, empire, source)
    stop = s.owner[target] != empire
    for p in movers:
        if _free_step(g, p, rail):
            p.rail = True  # "Railroad": the free move
            if corrections.railroad_chains(g):
                p.rails.append(source)
        else:
            p.moves -= 1
        pieces.relocate(s, p, target)
        if stop and p.kind in ARMIES:
            # "Army Movement": armies entering a region not owned by the mover stop; a battle follows.
            p.moves = 0
            p.stopped = True
    g.log.add(
        "move",
        empire=g.colour_id(empire),
        piece=action.kind,
        count=action.count,
        source=g.geo.id(source),
        target=g.geo.id(target),
    )
    # Parties entering another empire's region die, and so do other empires' parties left alone with
    # the armies coming in.
    sweep_parties(g, target)


# -- embarking and landing -----------------------------------------------------------------------------


def _boarders(g: ImperialismGame, action: Embark) -> tuple[list[Piece], Piece, int]:
    _own_kind(g, action.kind, action.count)
    s = g.state
    empire = g.current_empire()
    region = _land_region(g, action.region, "region")
    ship = _own_ship(g, action.ship)
    if ship.where not in g.geo.coast[region]:
        raise IllegalAction(
            Msg("aoi.err.embark.coast", id=str(ship.id), sea=Place(g.geo.id(ship.where)), region=Place(action.region))
        )
    stack = [p for p in pieces.ashore(s, region, empire) if p.kind == action.kind]
    able = sorted((p for p in stack if not p.stopped and p.moves > 0), key=lambda p: (-p.moves, p.id))
    if len(able) < action.count:
        raise IllegalAction(
            Msg(
                "aoi.err.embark.able",
                empire=empire_name(g.colour_id(empire)),
                units=unit(action.kind, len(able)),
                region=Place(action.region),
                count=action.count,
            )
        )
    armies = len(pieces.armies_in(s, region, empire))
    if action.count > _leave_cap(g, empire, region, action.kind, armies):
        raise IllegalAction(Msg("aoi.err.move.last_army", region=Place(action.region)))
    if action.kind in ARMIES:
        room = g.level.ship_capacity - pieces.armies_aboard(s, ship)
        if action.count > room:
            raise IllegalAction(
                Msg("aoi.err.embark.room", id=str(ship.id), most=g.level.ship_capacity, room=room, count=action.count)
            )
    return able[: action.count], ship, region


def check_embark(g: ImperialismGame, action: Embark) -> None:
    """Pieces board an own ship in a sea area touching their region, for 1 movement point each."""
    _boarders(g, action)


def execute_embark(g: ImperialismGame, action: Embark) -> None:
    """Carry out an Embark: the pieces board the ship, 1 movement point each."""
    s = g.state
    movers, ship, region = _boarders(g, action)
    for p in movers:
        p.moves -= 1
        pieces.relocate(s, p, ship.where, carrier=ship.id)
    g.log.add(
        "embark",
        empire=g.colour_id(ship.owner),
        piece=action.kind,
        count=action.count,
        region=g.geo.id(region),
        ship=ship.id,
        sea=g.geo.id(ship.where),
    )


def can_land(ship: Piece, region: int) -> bool:
    """Whether a ship may land pieces in a region this round (a point left, or a region already paid)."""
    return region in ship.landed or (not ship.stopped and ship.moves > 0)


def _landers(g: ImperialismGame, action: Land) -> tuple[list[Piece], Piece, int]:
    _own_kind(g, action.kind, action.count)
    s = g.state
    empire = g.current_empire()
    ship = _own_ship(g, action.ship)
    region = _land_region(g, action.region, "region")
    if region not in g.geo.coast[ship.where]:
        raise IllegalAction(
            Msg("aoi.err.land.coast", region=Place(action.region), sea=Place(g.geo.id(ship.where)), id=str(ship.id))
        )
    cargo = [p for p in pieces.aboard(s, ship) if p.kind == action.kind]
    if len(cargo) < action.count:
        raise IllegalAction(
            Msg("aoi.err.land.cargo", id=str(ship.id), units=unit(action.kind, len(cargo)), count=action.count)
        )
    if not can_land(ship, region):
        raise IllegalAction(Msg("aoi.err.land.moves", id=str(ship.id), region=Place(action.region)))
    if not may_enter(g, empire, action.kind, region):
        raise IllegalAction(_no_attack(g, empire, region, action.region))
    return cargo[: action.count], ship, region


def check_land(g: ImperialismGame, action: Land) -> None:
    """A ship lands pieces in a region on its sea area's coast (1 point per region, see the module)."""
    _landers(g, action)


def execute_land(g: ImperialismGame, action: Land) -> None:
    """Carry out a Land: the pieces go ashore and stop; the ship pays 1 point for a region it has not yet
    landed in this round."""
    s = g.state
    movers, ship, region = _landers(g, action)
    if region not in ship.landed:
        ship.moves -= 1
        ship.landed.append(region)
    for p in movers:
        pieces.relocate(s, p, region)
        p.moves = 0
        p.stopped = True
    g.log.add(
        "land",
        empire=g.colour_id(ship.owner),
        ship=ship.id,
        region=g.geo.id(region),
        piece=action.kind,
        count=action.count,
    )
    sweep_parties(g, region)


# -- the legal moves -----------------------------------------------------------------------------------


#: The moves of 1, 2, ... pieces of a kind from one region to another, made once (issue 28, "Faster
#: playouts": legal_moves offers the same moves at every decision of a turn; an action is a frozen value).
_MOVES: dict[tuple[str, str, str], list[Move]] = {}


def _moves(kind: str, source: str, target: str, n: int) -> list[Move]:
    """``Move(kind, c, source, target)`` for c from 1 to n."""
    made = _MOVES.get((kind, source, target))
    if made is None or len(made) < n:
        made = _MOVES[(kind, source, target)] = [Move(kind, c, source, target) for c in range(1, n + 1)]
    return made[:n]


def legal_moves(g: ImperialismGame) -> list[Action]:
    """Every Move, Embark and Land of the current empire (one pass over the pieces, then per stack)."""
    s = g.state
    if s.phase != "movement" or s.interrupt is not None:
        return []
    empire = g.current_empire()
    geo = g.geo
    ids = geo.board.ids
    stacks: dict[tuple[int, str], list[Piece]] = {}
    armies_at: dict[int, int] = {}
    ships_at: dict[int, list[Piece]] = {}
    cargo: dict[int, dict[str, int]] = {}
    for p in s.pieces.values():
        if p.owner != empire:
            continue
        if p.kind == "ship":
            ships_at.setdefault(p.where, []).append(p)
        elif p.carrier >= 0:
            kinds = cargo.setdefault(p.carrier, {})
            kinds[p.kind] = kinds.get(p.kind, 0) + 1
        else:
            stacks.setdefault((p.where, p.kind), []).append(p)
            if p.kind in ARMIES:
                armies_at[p.where] = armies_at.get(p.where, 0) + 1
    enter: dict[tuple[str, int], bool] = {}

    def entrable(kind: str, region: int) -> bool:
        key = ("army" if kind in ARMIES else "party", region)
        ok = enter.get(key)
        if ok is None:
            ok = enter[key] = may_enter(g, empire, kind, region)
        return ok

    capacity = g.level.ship_capacity
    out: list[Action] = []
    for (r, kind), stack in sorted(stacks.items(), key=lambda item: (item[0][0], _KIND_ORDER[item[0][1]])):
        rail = _rail_here(g, empire, r)
        boarders = sum(1 for p in stack if not p.stopped and p.moves > 0)
        # Without a railroad here a step costs a movement point: those who may step are those who may board.
        steppers = sum(1 for p in stack if _budget(g, p, rail) > 0) if rail else boarders
        cap = _leave_cap(g, empire, r, kind, armies_at.get(r, 0))
        n = min(steppers, cap)
        if n > 0:
            for t in geo.land_adj[r]:
                if entrable(kind, t):
                    out.extend(_moves(kind, ids[r], ids[t], n))
        n = min(boarders, cap)
        if n > 0:
            for sea in geo.coast[r]:
                for ship in ships_at.get(sea, ()):
                    room = n
                    if kind in ARMIES:
                        room = min(n, capacity - sum(v for k, v in cargo.get(ship.id, {}).items() if k in ARMIES))
                    out.extend(Embark(kind, c, ids[r], ship.id) for c in range(1, room + 1))
    for sea in sorted(ships_at):
        for ship in ships_at[sea]:
            load = cargo.get(ship.id)
            if not load:
                continue
            for r in geo.coast[sea]:
                if not can_land(ship, r):
                    continue
                for kind in sorted(load, key=_KIND_ORDER.__getitem__):
                    if entrable(kind, r):
                        out.extend(Land(ship.id, ids[r], kind, c) for c in range(1, load[kind] + 1))
    return out
