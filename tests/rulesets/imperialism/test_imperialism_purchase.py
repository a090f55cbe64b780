"""Buying and placing pieces: costs, placement rules, engineers, the opening purchase, Plan & Reveal.

Rulebook 000 (Basic and Standard Rules): "Buying the Starting Pieces", "The Production Round", "The
Pieces" (tables), "Spending the Production Points"; CLARIFICATIONS.md item 6 (Plan & Reveal).
"""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, build, idx, kinds_in, own, put

from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import production
from warroom.rulesets.imperialism.actions import END_PURCHASE, Buy
from warroom.rulesets.imperialism.game import ImperialismGame


def buyer(level: str, pp: int = 200, phase: str = "production", empires: int = 2, **options: Any) -> ImperialismGame:
    """A blank game in a purchase round, red (empire 0) to buy with ``pp``; the other empires hold a
    region each far away (an empire with no region is out of the game)."""
    g = blank(level, empires, **options)
    for empire, region in zip(range(1, empires), ("japan", "queensland", "siam"), strict=False):
        own(g, region, empire, inf=1)
    g.state.phase = phase
    g.state.round = 0
    g.state.current = 0
    g.state.pp[0] = pp
    return g


def europe(level: str, pp: int = 200, phase: str = "production", **options: Any) -> ImperialismGame:
    """Red owns France (city, and a school in the Standard game), Spain (port), Italy and Germany."""
    g = buyer(level, pp, phase, **options)
    for region in ("france", "spain", "italy", "germany"):
        own(g, region, 0, inf=1)
    build(g, "france", "city")
    if "school" in g.level.buildings:
        build(g, "france", "school")
    build(g, "spain", "port")
    return g


def refused(g: ImperialismGame, piece: str, where: str) -> str:
    with pytest.raises(IllegalAction) as err:
        g.apply(Buy(piece, where))
    return str(err.value)


#: Where each piece can be bought in ``europe``.
WHERE = {
    "inf": "italy",
    "cav": "france",
    "art": "france",
    "ldr": "france",
    "explorer": "france",
    "engineer": "france",
    "ship": "bay-of-biscay",
    "city": "germany",
    "port": "italy",
    "railroad": "germany",
    "factory": "italy",
    "fort": "germany",
    "school": "france",
}
BASIC_COSTS = {"inf": 10, "cav": 15, "art": 20, "ldr": 40, "explorer": 10, "ship": 25}
BASIC_COSTS |= dict.fromkeys(("city", "port", "railroad", "factory", "fort"), 20)
STANDARD_COSTS = {"inf": 10, "cav": 15, "art": 20, "ldr": 25, "explorer": 10, "engineer": 15, "ship": 25}
STANDARD_COSTS |= dict.fromkeys(("city", "port", "railroad", "factory", "fort", "school"), 30)


@pytest.mark.parametrize(
    ("level", "piece", "price"),
    [("basic", p, c) for p, c in BASIC_COSTS.items()] + [("standard", p, c) for p, c in STANDARD_COSTS.items()],
)
def test_costs(level: str, piece: str, price: int) -> None:
    """000, "Spending the Production Points", the costs (Basic: leader 40, buildings 20; Standard: leader
    25, engineer 15, buildings 30), and "The Pieces" tables."""
    g = europe(level, 100)
    if piece == "school":
        g.state.school[idx(g, "france")] = False
    events = g.apply(Buy(piece, WHERE[piece]))
    assert g.state.pp[0] == 100 - price
    buy = [e for e in events if e.kind == "buy"]
    assert buy[0].data == {"empire": "red", "piece": piece, "where": WHERE[piece], "cost": price}


def test_new_pieces_are_placed_without_moves() -> None:
    """000, "The Production Round": new pieces are "immediately placed on the board"; they move from their
    owner's next movement round (pieces.create gives them no movement points)."""
    g = europe("basic")
    g.apply(Buy("cav", "france"))
    g.apply(Buy("ship", "bay-of-biscay"))
    assert kinds_in(g, "france", 0) == {"inf": 1, "cav": 1}
    assert kinds_in(g, "bay-of-biscay", 0) == {"ship": 1}
    assert all(p.moves == 0 for p in g.state.pieces.values() if p.kind in ("cav", "ship"))


def test_buildings_are_placed() -> None:
    """000, "Spending the Production Points": a bought building stands in its region at once."""
    g = europe("standard")
    g.apply(Buy("railroad", "germany"))
    g.apply(Buy("fort", "germany"))
    assert g.state.buildings[idx(g, "germany")] == ("railroad",)
    assert g.state.fort[idx(g, "germany")]


def test_infantry_in_any_own_region_only() -> None:
    """000, "Spending the Production Points": "Infantry may be placed in any region owned by the player
    building them" (not in another's or a native region, not at sea)."""
    g = europe("basic")
    g.apply(Buy("inf", "germany"))
    own(g, "prussia", 1, inf=1)
    assert refused(g, "inf", "prussia") == "infantry must be placed in a region Red owns: Prussia is not theirs"
    assert "not theirs" in refused(g, "inf", "lithuania")
    assert refused(g, "inf", "north-sea") == "infantry is placed in a land region: North Sea is a sea area"


@pytest.mark.parametrize("level", ["basic", "standard"])
def test_cavalry_and_explorers_need_a_city(level: str) -> None:
    """000, "Spending the Production Points": "Cavalry ... and Explorers may only be placed in regions which
    contain a City, and are owned by the player"."""
    g = buyer(level)
    own(g, "kenya", 0, inf=1)
    assert refused(g, "cav", "kenya") == "cavalry must be placed in a region with a city: Kenya has none"
    assert refused(g, "explorer", "kenya") == "an explorer must be placed in a region with a city: Kenya has none"
    build(g, "kenya", "city")
    g.apply(Buy("cav", "kenya"))
    g.apply(Buy("explorer", "kenya"))


def test_basic_artillery_and_leaders_need_a_city() -> None:
    """000, Basic Rules, "Spending the Production Points": artillery and leaders only in a city (schools are
    not used in the Basic game)."""
    g = buyer("basic")
    own(g, "kenya", 0, inf=1)
    assert "with a city: Kenya has none" in refused(g, "art", "kenya")
    build(g, "kenya", "city")
    g.apply(Buy("art", "kenya"))
    g.apply(Buy("ldr", "kenya"))


@pytest.mark.parametrize("piece", ["art", "ldr", "engineer"])
def test_standard_artillery_leaders_engineers_need_city_and_school(piece: str) -> None:
    """000, Standard Rules, "Spending the Production Points": "Artillery, Leaders, and Engineers may only
    be placed in a region that contains a City and a School"."""
    g = buyer("standard")
    own(g, "kenya", 0, inf=1)
    assert refused(g, piece, "kenya").endswith("in a region with a city and a school: Kenya has no city or school")
    build(g, "kenya", "city")
    assert refused(g, piece, "kenya").endswith("Kenya has no school")
    build(g, "kenya", "school")
    g.apply(Buy(piece, "kenya"))


def test_ships_in_a_sea_next_to_an_own_port() -> None:
    """000, "Spending the Production Points": "Ships may only be placed in sea areas next to regions which
    contain ports and are owned by the player building the ship"."""
    g = europe("basic")
    g.apply(Buy("ship", "eastern-atlantic"))  # beside Spain's port
    assert "with a port: North Sea has none" in refused(g, "ship", "north-sea")  # beside France and Germany
    own(g, "great-britain", 1, inf=1)
    build(g, "great-britain", "port")
    assert "with a port" in refused(g, "ship", "north-atlantic")  # beside another empire's port only
    assert refused(g, "ship", "spain") == "a ship is placed in a sea area: Spain is a land region"


def test_ship_beside_enemy_ships_starts_no_battle() -> None:
    """000, "Sea Battles": ships of two players may share a sea area; a battle "may occur as a result of
    production", started by either player in a movement round (the SeaBattle action), not now."""
    g = europe("basic")
    put(g, "bay-of-biscay", 1, ship=1)
    g.apply(Buy("ship", "bay-of-biscay"))
    assert g.state.interrupt is None
    assert g.phase() == "production"
    assert kinds_in(g, "bay-of-biscay", 1) == {"ship": 1}
    assert kinds_in(g, "bay-of-biscay", 0) == {"ship": 1}


@pytest.mark.parametrize("level", ["basic", "standard"])
def test_one_economic_building_per_region(level: str) -> None:
    """000, "Spending the Production Points": "Only one Building may exist in each region"."""
    g = europe(level)
    assert (
        refused(g, "railroad", "spain") == "Spain already has a port (one city, port, railroad or factory per region)"
    )
    assert "already has a city" in refused(g, "city", "france")


@pytest.mark.parametrize("level", ["basic", "standard"])
def test_fort_in_any_own_region_beside_a_building_one_each(level: str) -> None:
    """000, "Spending the Production Points": "A fort may be built in a region that already has a
    building. Only one fort may exist in each region." With option forts=own it must be a region the buyer
    owns (native regions: test_imperialism_corrections.py::test_a_fort_may_be_built_in_a_native_region)."""
    g = europe(level, forts="own")
    g.apply(Buy("fort", "spain"))
    g.apply(Buy("fort", "italy"))
    assert refused(g, "fort", "spain") == "Spain already has a fort"
    assert "not theirs" in refused(g, "fort", "prussia")


def test_schools_only_with_a_city_one_each() -> None:
    """000, Standard Rules, "Spending the Production Points": "Schools may only be placed in regions that
    already contain a city"; "Only one fort or school may exist in each region"."""
    g = europe("standard")
    assert refused(g, "school", "spain") == "a school must be built in a region with a city: Spain has none"
    assert refused(g, "school", "france") == "France already has a school"
    build(g, "italy", "city")
    g.apply(Buy("school", "italy"))


def test_basic_has_no_schools_or_engineers() -> None:
    """000, Basic Rules, "The Pieces": "Engineers are not used in the basic game", nor schools."""
    g = europe("basic")
    assert refused(g, "school", "france").startswith("unknown piece 'school'")
    assert refused(g, "engineer", "france").startswith("unknown piece 'engineer'")


def test_ports_only_touching_a_sea() -> None:
    """A port only in a region touching a sea area (decision: its ships go in a sea beside it)."""
    g = buyer("basic")
    own(g, "equatorial-africa", 0, inf=1)
    assert refused(g, "port", "equatorial-africa") == (
        "a port must be built in a region touching a sea area: Equatorial Africa touches none"
    )


def test_standard_factory_only_next_to_an_own_city() -> None:
    """000, Standard Rules, "Factory": "They must be built in regions adjacent to Cities" (the owner's)."""
    g = buyer("standard")
    own(g, "kenya", 0, inf=1)
    own(g, "sudan", 1, inf=1)
    build(g, "sudan", "city")
    assert refused(g, "factory", "kenya") == "a factory must be built next to a city of Red's: Kenya borders none"
    own(g, "tanganyika", 0, inf=1)
    build(g, "tanganyika", "city")
    g.apply(Buy("factory", "kenya"))


def test_basic_factory_anywhere_own() -> None:
    """000, Basic Rules, "Factory": no placement condition beyond one building per region."""
    g = buyer("basic")
    own(g, "kenya", 0, inf=1)
    g.apply(Buy("factory", "kenya"))


def test_standard_factory_cap_twice_the_cities() -> None:
    """000, Standard Rules, "Factory": "Players may not build more than twice the number of factories than
    cities that they have in their empire"."""
    g = buyer("standard")
    for region in ("sudan", "kenya", "kongo", "abyssinia", "egypt"):
        own(g, region, 0, inf=1)
    build(g, "sudan", "city")
    g.apply(Buy("factory", "kenya"))
    g.apply(Buy("factory", "kongo"))
    assert refused(g, "factory", "abyssinia") == (
        "at most twice as many factories as cities: Red has 1 cities and 2 factories"
    )
    g.apply(Buy("city", "egypt"))
    g.apply(Buy("factory", "abyssinia"))


def test_engineer_discount() -> None:
    """000, Standard Rules, "Engineer": "When an Engineer is in a region where a player is placing a newly
    purchased building, the cost of that building is reduced by 10 PP's" (its own engineer, ashore)."""
    g = europe("standard", 100)
    put(g, "germany", 0, engineer=1)
    put(g, "italy", 1, engineer=1)
    events = g.apply(Buy("railroad", "germany"))
    assert g.state.pp[0] == 80
    assert events[-1].data["cost"] == 20
    g.apply(Buy("fort", "germany"))
    assert g.state.pp[0] == 60
    g.apply(Buy("port", "italy"))  # another empire's engineer: full price
    assert g.state.pp[0] == 30


def test_discount_makes_a_building_affordable() -> None:
    """The discounted price is the one checked against the points left (000, Standard Rules, "Engineer")."""
    g = europe("standard", 20)
    assert "costs 30 PP here: Red has 20 PP" in refused(g, "fort", "italy")
    put(g, "italy", 0, engineer=1)
    assert Buy("fort", "italy") in g.legal_actions()
    g.apply(Buy("fort", "italy"))
    assert g.state.pp[0] == 0


def test_not_enough_points() -> None:
    """000, "Spending the Production Points": a piece is paid for with production points."""
    g = europe("basic", 10)
    assert refused(g, "cav", "france") == "cavalry costs 15 PP here: Red has 10 PP"


def test_buying_only_in_a_purchase_round() -> None:
    """000, "The Turns": pieces are bought in the opening and in production rounds only."""
    g = europe("basic", phase="movement")
    with pytest.raises(IllegalAction):
        production.check_buy(g, Buy("inf", "france"))
    with pytest.raises(IllegalAction):
        g.apply(Buy("inf", "france"))


def legal_by_brute_force(g: ImperialismGame) -> set[Buy]:
    pieces = [*g.level.units, *g.level.buildings]
    return {a for p in pieces for sid in g.board.ids if g.is_legal(a := Buy(p, sid))}


@pytest.mark.parametrize(
    ("level", "phase", "options"),
    [
        ("basic", "production", {}),
        ("standard", "production", {}),
        ("standard", "opening", {}),
        ("basic", "opening", {"opening_placement": "usual"}),
        ("standard", "production", {"purchase": "plan-and-reveal"}),
    ],
)
def test_legal_purchases_are_exactly_the_legal_buys(level: str, phase: str, options: dict[str, Any]) -> None:
    """legal_purchases lists every affordable (piece, place) that passes the checks, then EndPurchase."""
    g = europe(level, 45, phase, **options)
    if level == "standard":
        put(g, "italy", 0, engineer=1)
    own(g, "prussia", 1, inf=1)
    build(g, "prussia", "port")
    if options.get("purchase"):
        g.apply(Buy("city", "germany"))
    legal = g.legal_actions()
    assert legal[-1] == END_PURCHASE
    assert set(legal[:-1]) == legal_by_brute_force(g)
    assert len(legal) == len(set(legal))


def test_legal_purchases_only_affordable() -> None:
    """With 10 PP only the 10-PP pieces are offered (000, "Spending the Production Points")."""
    g = europe("basic", 10)
    kinds = {a.piece for a in g.legal_actions() if isinstance(a, Buy)}
    assert kinds == {"inf", "explorer"}


@pytest.mark.parametrize("level", ["basic", "standard"])
def test_opening_free_placement(level: str) -> None:
    """000, "Buying the Starting Pieces" (both levels; Standard: "regardless of the building requirements
    usually associated with that piece"): armies and explorers in any own region, ships in any sea area
    next to an own region (option opening_placement=free, the default)."""
    g = buyer(level, 300, "opening")
    own(g, "kenya", 0, inf=1)
    for piece in ("cav", "art", "ldr", "explorer"):
        g.apply(Buy(piece, "kenya"))
    g.apply(Buy("ship", "western-indian-ocean"))
    assert "touches none" in refused(g, "ship", "red-sea")
    assert g.state.pp[0] == 300 - sum(g.level.units[p].cost for p in ("cav", "art", "ldr", "explorer", "ship"))


def test_opening_free_placement_keeps_the_building_rules() -> None:
    """000, Standard Rules, "Buying the Starting Pieces": "Only one building may be placed in each region
    (with the exception of Forts and Schools)"; schools still need a city, factories a city beside them
    and the factory cap."""
    g = buyer("standard", 300, "opening")
    for region in ("sudan", "kenya", "kongo", "abyssinia", "equatorial-africa"):
        own(g, region, 0, inf=1)
    g.apply(Buy("engineer", "kenya"))
    assert "with a city" in refused(g, "school", "kenya")
    assert "next to a city" in refused(g, "factory", "kenya")
    g.apply(Buy("city", "sudan"))
    assert "already has a city" in refused(g, "port", "sudan")
    g.apply(Buy("factory", "kenya"))
    g.apply(Buy("factory", "kongo"))
    assert "at most twice" in refused(g, "factory", "abyssinia")


def test_opening_usual_placement() -> None:
    """Option opening_placement=usual: the opening purchase follows the production round's rules."""
    g = buyer("basic", 120, "opening", opening_placement="usual")
    own(g, "kenya", 0, inf=1)
    assert "with a city" in refused(g, "cav", "kenya")
    assert "with a port" in refused(g, "ship", "western-indian-ocean")
    g.apply(Buy("city", "kenya"))
    g.apply(Buy("cav", "kenya"))


def plan(level: str = "standard", phase: str = "production") -> ImperialismGame:
    g = europe(level, 200, phase, purchase="plan-and-reveal")
    own(g, "prussia", 1, inf=1)
    own(g, "lithuania", 1, inf=1)
    build(g, "prussia", "city")
    g.state.pp[1] = 100
    return g


def test_plan_and_reveal_hides_purchases() -> None:
    """CLARIFICATIONS.md item 6, Plan & Reveal: "nobody sees what anyone else bought until everyone has
    finished": a purchase is paid and recorded in s.planned, the board is unchanged, the log names no
    piece, and other players' views show only how many purchases are planned."""
    g = plan()
    events = g.apply(Buy("cav", "france"))
    germany = idx(g, "germany")
    g.apply(Buy("railroad", "germany"))
    assert g.state.planned[0] == [("cav", idx(g, "france")), ("railroad", germany)]
    assert kinds_in(g, "france", 0) == {"inf": 1}
    assert g.state.buildings[germany] == ()
    assert g.state.pp[0] == 200 - 15 - 30
    assert [(e.kind, e.data) for e in events] == [("plan", {"empire": "red"})]
    other = g.view(1)["empires"][0]
    assert "planned" not in other and other["planned_count"] == 2
    mine = g.view(0)["empires"][0]
    assert mine["planned"] == [{"piece": "cav", "where": "france"}, {"piece": "railroad", "where": "germany"}]


def test_plan_and_reveal_checks_the_board_plus_own_plans() -> None:
    """Plan & Reveal: placement is checked against the board at the start of the round plus the buyer's
    own planned buildings (a planned city takes cavalry and a school, holds the region's one economic
    building, and counts for the factory cap; a planned port takes ships)."""
    g = plan()
    g.apply(Buy("city", "germany"))
    g.apply(Buy("cav", "germany"))
    g.apply(Buy("school", "germany"))
    g.apply(Buy("art", "germany"))
    assert "already has a city" in refused(g, "port", "germany")
    g.apply(Buy("port", "italy"))
    g.apply(Buy("ship", "adriatic-sea"))  # beside the planned port in Italy only
    assert "already has a school" in refused(g, "school", "germany")


def test_plan_and_reveal_places_everything_after_the_round() -> None:
    """Plan & Reveal: when every empire has finished, every planned purchase is placed (in turn order,
    each with its "buy" event and the price paid) and s.planned is emptied."""
    g = plan()
    put(g, "italy", 0, engineer=1)
    g.apply(Buy("fort", "italy"))  # 20 with the engineer
    g.apply(Buy("ship", "bay-of-biscay"))
    g.state.current = 1
    g.apply(Buy("cav", "prussia"))
    mark = len(g.log)
    production.after_round(g)
    assert g.state.planned == [[], []]
    assert g.state.fort[idx(g, "italy")]
    assert kinds_in(g, "bay-of-biscay", 0) == {"ship": 1}
    assert kinds_in(g, "prussia", 1) == {"inf": 1, "cav": 1}
    buys = [(e.data["empire"], e.data["piece"], e.data["cost"]) for e in g.log.since(mark) if e.kind == "buy"]
    assert buys == [("red", "fort", 20), ("red", "ship", 25), ("blue", "cav", 15)]


@pytest.mark.parametrize("phase", ["opening", "production"])
def test_plan_and_reveal_through_the_round(phase: str) -> None:
    """Plan & Reveal through the purchase round: red and blue plan and end; the reveal places both
    empires' purchases before the movement round begins (the opening purchase too: decision)."""
    g = plan("basic", phase)
    g.apply(Buy("inf", "italy"))
    g.apply(END_PURCHASE)
    assert kinds_in(g, "italy", 0) == {"inf": 1}
    assert g.state.planned[0] == [("inf", idx(g, "italy"))]
    g.state.pp[1] = 100
    g.apply(Buy("inf", "lithuania"))
    g.apply(END_PURCHASE)
    assert g.state.planned == [[], []]
    assert kinds_in(g, "italy", 0) == {"inf": 2}
    assert kinds_in(g, "lithuania", 1) == {"inf": 2}
    assert g.state.phase == "movement"
