"""Buying and placing pieces: the opening purchase and the production rounds.

Rulebook 000, "Buying the Starting Pieces", "The Production Round" and "Spending the Production Points"
(Basic and Standard Rules); the costs and each piece's needs are the level's data ("The Pieces" tables).

Where a new piece may go (production rounds, and the opening with option opening_placement=usual):

- armies and parties in a region the buyer owns whose buildings meet the piece's ``needs`` (Basic:
  cavalry, artillery, leaders, explorers in a city; Standard: artillery, leaders, engineers in a city with
  a school);
- ships in a sea area beside a region of the buyer's with a port;
- one economic building (city, port, railroad, factory) per region, in a region the buyer owns; a fort
  beside another building, one per region, in a region the buyer owns or, with option forts=own-or-native
  (the default: "Fort", "A fort may be built in any region, (including native-owned regions)"), in a
  region no empire owns (corrections.py); a school only where a city stands, one per region;
- a port only in a region touching a sea area (decision: the rulebook never says so, but a port's
  ships are placed in a sea beside it);
- Standard and Advanced ("Factory", level switch factory="next_to_city" or "advanced"): a factory only in
  a region adjacent (land border) to a city of the buyer's, and at most twice as many factories as cities
  in the empire.

The opening (option opening_placement=free, the default, the setup text of both levels: "regardless of
the building requirements usually associated with that piece"): armies and parties in any own region,
ships in any sea area beside an own region; the building rules above still hold.

Engineers (Standard, "Engineer"): a building placed in a region where one of the buyer's engineers
stands costs ``level.engineer_discount`` (10) PP less.

New pieces have no moves: they move from their owner's next movement round (pieces.create). A ship
placed in a sea area holding other empires' ships starts no battle now: either side may start one in
its own movement round (naval.py, the SeaBattle action; 000, "Sea Battles": "This may occur as a
result of production or movement").

Plan & Reveal (CLARIFICATIONS.md item 6, option purchase=plan-and-reveal; decision: it covers the
opening purchase too, which is bought in turn the same way): a purchase is paid at once but only
recorded in ``s.planned[empire]`` (the views hide other empires' plans and PP; the log says only that a
colour planned a purchase, and what an empire left unspent is shown to the other seats only after the
reveal: views.public_event); whether it may be placed is checked against the board as it stood when the round
began plus the buyer's own planned buildings (a planned city lets cavalry be planned there; planned
pieces do not count, so a planned engineer gives no discount). At the end of the round
(:func:`after_round`) every plan is placed, empire by empire in turn order, each with a "buy" event.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Items, Msg, Param, Place
from warroom.rulesets.imperialism import corrections, pieces
from warroom.rulesets.imperialism.actions import END_PURCHASE, Buy, EndPurchase
from warroom.rulesets.imperialism.content import Level, UnitSpec
from warroom.rulesets.imperialism.wording import choices, noun, refusal, unit_a
from warroom.rulesets.imperialism.wording import empire as empire_name

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

PHASES = ("opening", "production")


def factory_needs_city(level: Level) -> bool:
    """Factories are built, and produce, only next to an own city (000, Standard and Advanced Rules,
    "Factory")."""
    return level.factory in ("next_to_city", "advanced")


def plan_and_reveal(g: ImperialismGame) -> bool:
    """Purchases are planned unseen and revealed at the end of the round (option purchase)."""
    return g.options.get("purchase") == "plan-and-reveal"


@dataclass
class Holdings:
    """What one empire may build on: its regions and buildings (the board plus its own planned
    buildings), computed once per question."""

    empire: int
    own: frozenset[int]
    #: The economic building of each own region that has one.
    building: dict[int, tuple[str, ...]]
    fort: set[int]
    school: set[int]
    #: Own regions where an own engineer stands (ashore).
    engineers: set[int]
    cities: int
    factories: int
    #: The opening with free placement: the units' building needs do not apply.
    free: bool


def holdings(g: ImperialismGame, empire: int) -> Holdings:
    """``empire``'s regions and buildings, its planned buildings included."""
    s = g.state
    own = frozenset(r for r, o in enumerate(s.owner) if o == empire)
    building: dict[int, tuple[str, ...]] = {r: b for r in own if (b := s.buildings[r])}
    fort = {r for r in own if s.fort[r]}
    school = {r for r in own if s.school[r]}
    for kind, r in s.planned[empire] if s.planned else ():
        if kind == "fort":
            fort.add(r)
        elif kind == "school":
            school.add(r)
        elif kind in g.level.buildings:
            building[r] = (*building.get(r, ()), kind)
    engineers: set[int] = set()
    if g.level.engineer_discount:
        engineers = {p.where for p in s.pieces.values() if p.owner == empire and p.kind == "engineer" and p.carrier < 0}
    kinds = [b for held in building.values() for b in held]
    return Holdings(
        empire=empire,
        own=own,
        building=building,
        fort=fort,
        school=school,
        engineers=engineers & own,
        cities=kinds.count("city"),
        factories=kinds.count("factory"),
        free=s.phase == "opening" and g.options.get("opening_placement", "free") == "free",
    )


def cost(g: ImperialismGame, h: Holdings, piece: str, where: int) -> int:
    """What ``piece`` costs placed in ``where`` (a building beside an own engineer costs less)."""
    unit = g.level.units.get(piece)
    if unit is not None:
        return unit.cost
    price = g.level.buildings[piece].cost
    if where in h.engineers:
        price = max(0, price - g.level.engineer_discount)
    return price


#: Why a placement is refused, written only when asked: legal_purchases asks about every region and
#: piece, and the messages' names would cost more than the checks.
#: Why a piece may not go somewhere, as a message (words_errors.py), made only when it is asked for.
Why = Callable[[], Param]


def problem(g: ImperialismGame, h: Holdings, piece: str, where: int) -> Param | None:
    """Why ``piece`` may not be placed in ``where`` by ``h.empire``, or None if it may (cost aside)."""
    why = _why_not(g, h, piece, where)
    return None if why is None else why()


def _why_not(g: ImperialismGame, h: Holdings, piece: str, where: int) -> Why | None:
    unit = g.level.units.get(piece)
    if unit is not None:
        if unit.kind == "ship":
            return _ship_problem(g, h, unit, where)
        return _army_problem(g, h, unit, where)
    return _building_problem(g, h, piece, where)


def _owned_land(g: ImperialismGame, h: Holdings, piece: str, where: int) -> Why | None:
    if g.geo.is_sea[where]:
        return lambda: Msg("aoi.err.buy.sea", piece=unit_a(piece), where=_place(g, where))
    if where not in h.own:
        return lambda: Msg("aoi.err.buy.not_own", piece=unit_a(piece), empire=_empire(g, h), where=_place(g, where))
    return None


def _place(g: ImperialismGame, where: int) -> Param:
    return Place(g.geo.id(where))


def _empire(g: ImperialismGame, h: Holdings) -> Param:
    return empire_name(g.colour_id(h.empire))


def _army_problem(g: ImperialismGame, h: Holdings, unit: UnitSpec, where: int) -> Why | None:
    wrong = _owned_land(g, h, unit.id, where)
    if wrong is not None or h.free:
        return wrong
    missing = [need for need in unit.needs if not _has(h, need, where)]
    if missing:

        def why() -> Param:
            needs, piece, region = Items(unit_a(n) for n in unit.needs), unit_a(unit.id), _place(g, where)
            if len(unit.needs) == 1:
                return Msg("aoi.err.buy.needs", piece=piece, needs=needs, where=region)
            lacks = choices([noun(n) for n in missing])
            return Msg("aoi.err.buy.needs.lacks", piece=piece, needs=needs, where=region, lacks=lacks)

        return why
    return None


def _has(h: Holdings, need: str, region: int) -> bool:
    if need == "school":
        return region in h.school
    if need == "fort":
        return region in h.fort
    return need in h.building.get(region, ())


def _ship_problem(g: ImperialismGame, h: Holdings, unit: UnitSpec, where: int) -> Why | None:
    if not g.geo.is_sea[where]:
        return lambda: Msg("aoi.err.buy.ship_land", where=_place(g, where))
    coast = [r for r in g.geo.coast[where] if r in h.own]
    if h.free:
        if not coast:
            return lambda: Msg("aoi.err.buy.ship_coast", empire=_empire(g, h), where=_place(g, where))
        return None
    if not any(all(_has(h, need, r) for need in unit.needs) for r in coast):
        return lambda: Msg(
            "aoi.err.buy.ship_needs",
            empire=_empire(g, h),
            needs=Items(unit_a(n) for n in unit.needs),
            where=_place(g, where),
        )
    return None


def _building_problem(g: ImperialismGame, h: Holdings, kind: str, where: int) -> Why | None:
    level = g.level
    spec = level.buildings.get(kind)
    if spec is None:
        return lambda: Msg("aoi.err.buy.unknown", piece=repr(kind), known=", ".join([*level.units, *level.buildings]))
    if kind == "fort":
        return _fort_problem(g, h, where)
    wrong = _owned_land(g, h, kind, where)
    if wrong is not None:
        return wrong
    if kind == "school":
        if where in h.school:
            return lambda: Msg("aoi.err.buy.has_school", where=_place(g, where))
        if "city" not in h.building.get(where, ()):
            return lambda: Msg("aoi.err.buy.school_city", where=_place(g, where))
        return None
    # 000, "Spending the Production Points": "Only one Building may exist in each region."
    present = h.building.get(where)
    if present:
        return lambda: Msg(
            "aoi.err.buy.one_building", where=_place(g, where), present=Items(unit_a(b) for b in present)
        )
    if kind == "port" and not g.geo.coast[where]:
        return lambda: Msg("aoi.err.buy.port_coast", where=_place(g, where))
    if kind == "factory" and factory_needs_city(level):
        # 000, Standard (and Advanced) Rules, "Factory": built next to a city; at most twice as many
        # factories as cities.
        if not any("city" in h.building.get(n, ()) for n in g.geo.land_adj[where]):
            return lambda: Msg("aoi.err.buy.factory_city", empire=_empire(g, h), where=_place(g, where))
        if h.factories + 1 > 2 * h.cities:
            return lambda: Msg("aoi.err.buy.factories", empire=_empire(g, h), cities=h.cities, factories=h.factories)
    return None


def _fort_problem(g: ImperialismGame, h: Holdings, where: int) -> Why | None:
    """A fort: in an own region, or (option forts) a native one; one per region, beside any building."""
    native = where not in h.own and not g.geo.is_sea[where] and g.state.owner[where] < 0
    if not (native and corrections.forts_in_native_regions(g)):
        wrong = _owned_land(g, h, "fort", where)
        if wrong is not None:
            return wrong
    # 000, "Fort": "there may only be one fort in each region" (a planned one included).
    if where in h.fort or g.state.fort[where]:
        return lambda: Msg("aoi.err.buy.has_fort", where=_place(g, where))
    return None


def _check_phase(g: ImperialismGame, what: str) -> None:
    """``what`` ("buy" or "end"): only in the opening purchase or a production round."""
    if g.state.interrupt is not None or g.state.phase not in PHASES:
        raise IllegalAction(Msg(f"aoi.err.buy.phase.{what}"))


def check_buy(g: ImperialismGame, action: Buy) -> None:
    """May the current empire buy ``action.piece`` and place it in ``action.where``?"""
    _check_phase(g, "buy")
    level = g.level
    if action.piece not in level.units and action.piece not in level.buildings:
        known = ", ".join([*level.units, *level.buildings])
        raise IllegalAction(Msg("aoi.err.buy.unknown", piece=repr(action.piece), known=known))
    where = g.space(action.where, "space")
    empire = g.state.empire_turn()
    h = holdings(g, empire)
    wrong = problem(g, h, action.piece, where)
    if wrong is not None:
        raise refusal(g, wrong)
    price = cost(g, h, action.piece, where)
    if price > g.state.pp[empire]:
        raise refusal(
            g,
            Msg(
                "aoi.err.buy.cost",
                piece=unit_a(action.piece),
                price=price,
                empire=empire_name(g.colour_id(empire)),
                pp=g.state.pp[empire],
            ),
        )


def execute_buy(g: ImperialismGame, action: Buy) -> None:
    """Pay, then place the piece (or, with Plan & Reveal, record it for the reveal)."""
    s = g.state
    empire = s.empire_turn()
    where = g.board.index[action.where]
    price = cost(g, holdings(g, empire), action.piece, where)
    s.pp[empire] -= price
    if plan_and_reveal(g):
        s.planned[empire].append((action.piece, where))
        g.log.add("plan", empire=g.colour_id(empire))
        return
    place(g, empire, action.piece, where, price)


def place(g: ImperialismGame, empire: int, piece: str, where: int, price: int) -> None:
    """Put a bought piece or building on the board and log it."""
    s = g.state
    if piece in g.level.units:
        pieces.create(s, empire, piece, where)
    elif piece == "fort":
        s.fort[where] = True
    elif piece == "school":
        s.school[where] = True
    else:
        s.buildings[where] = (*s.buildings[where], piece)
    g.log.add("buy", empire=g.colour_id(empire), piece=piece, where=g.geo.id(where), cost=price)


def check_end_purchase(g: ImperialismGame, action: EndPurchase) -> None:
    """The current empire may stop buying at any time in a purchase round."""
    _check_phase(g, "end")


def execute_end_purchase(g: ImperialismGame, action: EndPurchase) -> None:
    """Points left are lost ("Use 'em or lose 'em"), unless save_pp keeps a production round's points."""
    s = g.state
    empire = s.empire_turn()
    left = s.pp[empire]
    kept = bool(g.options.get("save_pp")) and s.phase == "production"
    if not kept:
        s.pp[empire] = 0
    # The round (turn and phase) lets views.public_event tell whether Plan & Reveal still hides ``left``
    # from the other seats: what an empire left unspent tells what it spent until the reveal.
    g.log.add("end_purchase", empire=g.colour_id(empire), left=left, kept=kept, turn=s.turn, phase=s.phase)
    g.purchase_done()


def after_round(g: ImperialismGame) -> None:
    """End of an opening or production round: with Plan & Reveal every planned purchase is placed now."""
    s = g.state
    if not any(s.planned):
        return
    g.log.add("reveal", turn=s.turn)
    for empire in s.order:
        plans = s.planned[empire]
        if not plans:
            continue
        # Costs as paid when planned: the board (engineers) has not changed since.
        h = holdings(g, empire)
        prices = [cost(g, h, piece, where) for piece, where in plans]
        s.planned[empire] = []
        for (piece, where), price in zip(plans, prices, strict=True):
            place(g, empire, piece, where, price)


#: The Buy actions made so far, by (piece, space id): legal_purchases offers the same few hundred at every
#: decision, and an action is a frozen value, so one of each will do (issue 28, "Faster playouts").
_BUYS: dict[tuple[str, str], Buy] = {}


def _buy(piece: str, where: str) -> Buy:
    action = _BUYS.get((piece, where))
    if action is None:
        action = _BUYS[(piece, where)] = Buy(piece, where)
    return action


def legal_purchases(g: ImperialismGame) -> list[Action]:
    """Every affordable (piece, place) the current empire may buy now, then EndPurchase: the pieces in the
    level's order, each in its places' order (the players weigh them in this order).

    The same offers as asking :func:`problem` of every piece and place (tests/rulesets/imperialism/
    test_imperialism_purchase.py), with what is the same for every own region asked once: the regions
    listed are the empire's own land, so an army or party only needs its buildings there (none in the
    free opening)."""
    s = g.state
    empire = s.empire_turn()
    budget = s.pp[empire]
    h = holdings(g, empire)
    geo = g.geo
    ids = geo.board.ids
    level = g.level
    land = sorted(h.own)
    seas = sorted({sea for r in land for sea in geo.coast[r]})
    out: list[Action] = []
    cheapest_building = min((b.cost for b in level.buildings.values()), default=0) - level.engineer_discount
    has: dict[int, set[str]] | None = None
    for piece, unit in level.units.items():
        if unit.cost > budget:
            continue
        if unit.kind == "ship":
            out.extend(_buy(piece, ids[where]) for where in seas if _ship_problem(g, h, unit, where) is None)
        elif h.free or not unit.needs:
            out.extend(_buy(piece, ids[where]) for where in land)
        else:
            if has is None:
                # What each own region has of the needs (_has): its buildings, its school, its fort.
                has = {
                    where: {*h.building.get(where, ()), *(("school",) if where in h.school else ())}
                    | ({"fort"} if where in h.fort else set())
                    for where in land
                }
            needs = set(unit.needs)
            out.extend(_buy(piece, ids[where]) for where in land if needs <= has[where])
    if cheapest_building <= budget:
        for piece, spec in level.buildings.items():
            # cost(): an own engineer in the region takes the discount off.
            full, discounted = spec.cost, max(0, spec.cost - level.engineer_discount)
            if discounted > budget:
                continue
            for where in land:
                price = discounted if where in h.engineers else full
                if price <= budget and _building_problem(g, h, piece, where) is None:
                    out.append(_buy(piece, ids[where]))
        fort = level.buildings.get("fort")
        if fort is not None and fort.cost <= budget and corrections.forts_in_native_regions(g):
            # _fort_problem of a region no empire owns (option forts): none there yet, none planned there.
            out.extend(
                _buy("fort", ids[where])
                for where in geo.land
                if s.owner[where] < 0 and not s.fort[where] and where not in h.fort
            )
    out.append(END_PURCHASE)
    return out
