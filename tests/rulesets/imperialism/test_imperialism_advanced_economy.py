"""The Advanced economy: factories, ports and railroads counted the Advanced way, hidden resources and
developing them, and blockades (rulebook 000, Advanced Rules, "The Pieces": "Port", "Railroad",
"Factory", "Resource Marker"; the Non-Moving Pieces table; "Researching New Technologies": Industry 1-3;
"Blockade"). Each Advanced rule is an option: switched off, the Standard rule stands."""

from __future__ import annotations

import random
from typing import Any

import pytest
from imperialism_helpers import blank, build, idx, own, put

from warroom.core.errors import IllegalAction
from warroom.core.registry import new_game
from warroom.rulesets.imperialism import production, purchase, views
from warroom.rulesets.imperialism.actions import Develop
from warroom.rulesets.imperialism.game import ImperialismGame

GREEN = 2
AFRICA = ("kongo", "sudan", "tanganyika", "angola", "kenya", "nigeria")


def resource(g: ImperialismGame, region: str, value: int, up: bool = True) -> None:
    """A resource marker in a region: face up (developed) or face down (undeveloped)."""
    r = idx(g, region)
    g.state.resource[r] = value
    g.state.resource_up[r] = up


def green_africa(level: str = "advanced", **options: Any) -> ImperialismGame:
    """The rulebook's production example (000, Standard Rules, "Production"): green owns six African
    regions; Kongo's railroad borders Sudan's and Tanganyika's cities, Angola's port, Kenya's factory (next
    to Sudan's city) and Nigeria's developed 6; Nigeria also has a fort."""
    g = blank(level, 3, **options)
    for region in AFRICA:
        own(g, region, GREEN, inf=1)
    build(g, "kongo", "railroad")
    build(g, "sudan", "city")
    build(g, "tanganyika", "city")
    build(g, "angola", "port")
    build(g, "kenya", "factory")
    build(g, "nigeria", "fort")
    resource(g, "nigeria", 6)
    return g


def production_round(g: ImperialismGame, empire: int = GREEN, pp: int = 0) -> None:
    """``empire`` is in its production round with ``pp`` to spend."""
    s = g.state
    s.phase = "production"
    s.round = 0
    s.current = s.order.index(empire)
    s.pp[empire] = pp


def advanced_game(**options: Any) -> ImperialismGame:
    g = new_game("imperialism-advanced", 3, options, 7)
    assert isinstance(g, ImperialismGame)
    return g


# -- the Advanced game's data ----------------------------------------------------------------------------


def test_new_game_plays_the_advanced_production_rules() -> None:
    """000, Advanced Rules, Non-Moving Pieces table: the Advanced factory and port, resources developed for
    30 PP, blockades; each Advanced rule an option (000, Advanced Rules, "Introduction": "use or ignore any
    of the advanced rules")."""
    level = advanced_game().level
    assert (level.factory, level.port, level.railroad) == ("advanced", "advanced", "per_adjacent")
    assert (level.hidden_resources, level.develop_cost, level.blockade) == (True, 30, True)
    off = advanced_game(advanced_production=False, hidden_resources=False, blockade=False).level
    assert (off.factory, off.port, off.hidden_resources, off.blockade) == ("next_to_city", "flat", False, False)


# -- Factory --------------------------------------------------------------------------------------------


def test_factory_is_ten_plus_two_per_developed_resource() -> None:
    """000, Advanced Rules, "Factory": "Factories produce PP's equal to ten plus twice the number of
    developed resources in the player's empire (10 + 2 x Player's Developed Resources)". Decision: a
    developed marker of value 0 is no resource (it "may be discarded"); a face-down one is not developed."""
    g = green_africa()
    assert production.income(g, GREEN)["factories"] == 10 + 2 * 1
    resource(g, "sudan", 3)
    assert production.income(g, GREEN)["factories"] == 10 + 2 * 2
    resource(g, "kongo", 0)
    resource(g, "tanganyika", 8, up=False)
    assert production.income(g, GREEN)["factories"] == 10 + 2 * 2


def test_every_factory_counts_all_the_empires_developed_resources() -> None:
    """000, Advanced Rules, "Factory": the developed resources are the empire's, anywhere in it: two
    factories next to cities each count both resources."""
    g = green_africa()
    resource(g, "sudan", 3)
    own(g, "abyssinia", GREEN, inf=1)
    build(g, "abyssinia", "factory")  # next to Sudan's city
    assert production.income(g, GREEN)["factories"] == 2 * (10 + 2 * 2)


@pytest.mark.parametrize(("industry", "per_resource"), [(1, 3), (2, 4), (3, 5)])
def test_industry_raises_the_factory_formula(industry: int, per_resource: int) -> None:
    """000, Advanced Rules, "Researching New Technologies": "Industry 1: Factory production is 10 + 3 x
    Developed Resources in the empire", Industry 2: 10 + 4 x, Industry 3: 10 + 5 x."""
    g = green_africa()
    resource(g, "sudan", 3)
    g.state.techs[GREEN] = [f"industry-{n}" for n in range(1, industry + 1)]
    assert production.industry_level(g, GREEN) == industry
    assert production.income(g, GREEN)["factories"] == 10 + per_resource * 2


def test_advanced_factory_produces_only_next_to_an_own_city() -> None:
    """000, Advanced Rules, "Factory": "Factories that are not in a region next to the owning player's city
    do not produce any PP's"."""
    g = blank("advanced", 2)
    own(g, "kenya", 0, inf=1)
    build(g, "kenya", "factory")
    own(g, "sudan", 1, inf=1)
    build(g, "sudan", "city")
    assert production.income(g, 0)["factories"] == 0
    own(g, "tanganyika", 0, inf=1)
    build(g, "tanganyika", "city")
    assert production.income(g, 0)["factories"] == 10


def test_advanced_factory_is_built_next_to_a_city_at_most_twice_the_cities() -> None:
    """000, Advanced Rules, "Factory": "They must be built next to Cities ... Players may not build more
    than twice the number of factories than cities that they have in their empire"."""
    g = green_africa()
    h = purchase.holdings(g, GREEN)
    wrong = purchase.problem(g, h, "factory", idx(g, "nigeria"))
    assert wrong is not None and "next to a city" in g.say(wrong)
    assert purchase.problem(g, h, "factory", idx(g, "abyssinia")) is not None  # not green's
    own(g, "abyssinia", GREEN, inf=1)
    h = purchase.holdings(g, GREEN)
    assert purchase.problem(g, h, "factory", idx(g, "abyssinia")) is None
    for region in ("abyssinia", "egypt", "tripoli"):
        own(g, region, GREEN, inf=1)
        build(g, region, "factory")
    own(g, "equatorial-africa", GREEN, inf=1)
    h = purchase.holdings(g, GREEN)
    wrong = purchase.problem(g, h, "factory", idx(g, "equatorial-africa"))
    assert wrong is not None and "twice as many factories as cities" in g.say(wrong)


# -- Port -----------------------------------------------------------------------------------------------


def test_port_is_two_per_own_factory_plus_every_port_in_the_world() -> None:
    """000, Advanced Rules, "Port": "Ports produce PP's equal to two times the number of factories that the
    player has in his empire plus the total number of ports in the world (those owned by all players
    combined)": one factory of green's, green's port and two other empires' ports: 2 + 3."""
    g = green_africa()
    own(g, "france", 0, inf=1)
    build(g, "france", "port")
    own(g, "japan", 1, inf=1)
    build(g, "japan", "port")
    parts = production.income(g, GREEN)
    assert parts["buildings"] == 2 * 10 + (2 * 1 + 3)
    # Each of red's ports: no factory, three ports in the world.
    assert production.income(g, 0)["buildings"] == 3


def test_port_counts_every_factory_even_one_that_produces_nothing() -> None:
    """000, Advanced Rules, "Port": "2 x Player's Factories". Decision: all the empire's factories count,
    also one with no city beside it (it produces nothing itself)."""
    g = blank("advanced", 2)
    own(g, "angola", 0, inf=1)
    build(g, "angola", "port")
    own(g, "kenya", 0, inf=1)
    build(g, "kenya", "factory")  # no city beside it
    parts = production.income(g, 0)
    assert (parts["factories"], parts["buildings"]) == (0, 2 * 1 + 1)


# -- Railroad and resources -------------------------------------------------------------------------------


def test_railroad_counts_developed_resources_only() -> None:
    """000, Advanced Rules, Non-Moving Pieces table: "Railroad: 4 / Adjacent City, Factory, Port, &
    Developed Resource": Kongo's railroad counts two cities, the port, the factory and Nigeria's developed
    6 (20); undeveloped, the 6 counts nothing (16); a developed 0 counts nothing."""
    g = green_africa()
    assert production.income(g, GREEN)["railroads"] == 20
    resource(g, "nigeria", 6, up=False)
    assert production.income(g, GREEN)["railroads"] == 16
    resource(g, "nigeria", 0)
    assert production.income(g, GREEN)["railroads"] == 16


def test_an_undeveloped_resource_produces_nothing() -> None:
    """000, Advanced Rules, "Resource Marker": the marker "must remain face down until it is Developed ...
    After it is paid for ... its resource value is added to the owning player's total"."""
    g = green_africa()
    resource(g, "nigeria", 6, up=False)
    parts = production.income(g, GREEN)
    assert (parts["resources"], parts["factories"]) == (0, 10)
    resource(g, "nigeria", 6)
    parts = production.income(g, GREEN)
    assert (parts["resources"], parts["factories"]) == (6, 12)


def test_advanced_worked_example() -> None:
    """000, Advanced Rules, "The Pieces" and the Non-Moving Pieces table, on the Standard example's six
    regions: cities 2 x 10, the port 2 x 1 factory + 1 port in the world = 3, the railroad 5 x 4 = 20, the
    factory 10 + 2 x 1 developed resource = 12, the 6; no PP for a region without a building."""
    g = green_africa()
    parts = production.income(g, GREEN)
    assert parts == {
        "regions": 0,
        "buildings": 23,
        "railroads": 20,
        "factories": 12,
        "resources": 6,
        "sets": 0,
        "global_regions": 0,
        "blockade": 0,
        "total": 61,
    }


def test_whole_global_region_30_and_bare_regions_nothing() -> None:
    """000, Advanced Rules, Non-Moving Pieces table: "A player who owns every region in a Global Region gets
    30 PP's"; a region without a building produces nothing (the Standard value, unchanged)."""
    g = blank("advanced", 2)
    for r in dict(g.geo.global_regions)["australia"]:
        own(g, g.geo.id(r), 1, inf=1)
    parts = production.income(g, 1)
    assert (parts["regions"], parts["global_regions"], parts["total"]) == (0, 30, 30)


# -- Developing a resource --------------------------------------------------------------------------------


def test_develop_costs_30_and_turns_the_resource_face_up() -> None:
    """000, Advanced Rules, "Resource Marker": "must remain face down until it is Developed (paid for like a
    building: the cost of this is 30 PP's). After it is paid for during the production round, it may be
    flipped face up"; it counts from the next production round."""
    g = green_africa()
    resource(g, "nigeria", 6, up=False)
    production_round(g, pp=45)
    assert Develop("nigeria") in g.legal_actions()
    g.apply(Develop("nigeria"))
    s = g.state
    assert s.resource_up[idx(g, "nigeria")] is True
    assert s.pp[GREEN] == 15
    assert [e.data for e in g.log.since(0) if e.kind == "develop"] == [
        {"empire": "green", "region": "nigeria", "resource": 6, "cost": 30}
    ]
    assert production.income(g, GREEN)["resources"] == 6
    assert Develop("nigeria") not in g.legal_actions()


def test_develop_needs_30_pp() -> None:
    """000, Advanced Rules, "Resource Marker": the cost is 30 PP; 29 is not enough (nothing changes)."""
    g = green_africa()
    resource(g, "nigeria", 6, up=False)
    production_round(g, pp=29)
    assert not [a for a in g.legal_actions() if isinstance(a, Develop)]
    with pytest.raises(IllegalAction, match="costs 30 PP"):
        g.apply(Develop("nigeria"))
    assert g.state.resource_up[idx(g, "nigeria")] is False and g.state.pp[GREEN] == 29


@pytest.mark.parametrize(
    ("region", "message"),
    [
        ("france", "not Green's"),  # red's
        ("sudan", "no resource marker"),
        ("kongo", "already developed"),
        ("south-atlantic", "sea area"),
    ],
)
def test_develop_only_an_own_undeveloped_resource(region: str, message: str) -> None:
    """000, Advanced Rules, "Resource Marker": a player develops the resource of a region that has joined
    his empire, once."""
    g = green_africa()
    own(g, "france", 0, inf=1)
    resource(g, "france", 5, up=False)
    resource(g, "kongo", 4)
    production_round(g, pp=100)
    with pytest.raises(IllegalAction, match=message):
        g.apply(Develop(region))


def test_develop_only_in_the_production_round() -> None:
    """000, Advanced Rules, "Resource Marker": "paid for ... during the production round"."""
    g = green_africa()
    resource(g, "nigeria", 6, up=False)
    g.state.pp[0] = 100
    own(g, "france", 0, inf=1)
    resource(g, "france", 5, up=False)
    with pytest.raises(IllegalAction):
        g.apply(Develop("france"))  # red's movement round
    with pytest.raises(IllegalAction, match="production round"):
        production.check_develop(g, Develop("france"))
    assert production.legal_develop(g) == []


def test_without_hidden_resources_nothing_is_developed() -> None:
    """000, Advanced Rules, "Introduction": with the Advanced resource rule ignored (option
    hidden_resources=False) resources turn face up on joining (the Standard "Resource Marker") and there
    is nothing to develop."""
    g = green_africa(hidden_resources=False)
    resource(g, "nigeria", 6, up=False)
    production_round(g, pp=100)
    assert production.legal_develop(g) == []
    with pytest.raises(IllegalAction, match="hidden_resources"):
        production.check_develop(g, Develop("nigeria"))


# -- Who sees an undeveloped resource ---------------------------------------------------------------------


def _space(view: dict[str, Any], region: str) -> dict[str, Any]:
    return next(sp for sp in view["spaces"] if sp["id"] == region)


def test_only_the_owner_sees_an_undeveloped_resource() -> None:
    """000, Advanced Rules, "Resource Marker": "After a region joins a player's empire ... the resource
    marker can be looked at, but must remain face down": the owner's view shows its value, every other
    seat's (and a spectator's) "?"; that it is undeveloped is public; the snapshot keeps the value."""
    g = green_africa()
    resource(g, "nigeria", 6, up=False)
    seen = _space(g.view(GREEN), "nigeria")
    assert (seen["resource"], seen["undeveloped"]) == (6, True)
    for player in (0, 1, None):
        other = _space(g.view(player), "nigeria")
        assert (other["resource"], other["undeveloped"]) == (views.HIDDEN, True)
    assert g.snapshot()["resource"][idx(g, "nigeria")] == 6
    assert g.snapshot()["resource_up"][idx(g, "nigeria")] is False
    # Developed: everyone sees it.
    resource(g, "nigeria", 6)
    assert _space(g.view(0), "nigeria")["resource"] == 6
    assert "undeveloped" not in _space(g.view(0), "nigeria")


def test_a_search_player_keeps_its_own_undeveloped_resources() -> None:
    """000, Advanced Rules, "Resource Marker": the owner has looked at its face-down marker; redrawing what
    a player has not seen keeps it, while another empire's undeveloped marker is redrawn."""
    g = green_africa()
    resource(g, "nigeria", 6, up=False)
    own(g, "france", 0, inf=1)
    resource(g, "france", 5, up=False)
    g.state.box_resources = [0] * 20
    france = set()
    for seed in range(20):
        copy = g.state.copy()
        views.redraw_hidden(copy, random.Random(seed), own=[GREEN])
        assert copy.resource[idx(g, "nigeria")] == 6
        france.add(copy.resource[idx(g, "france")])
    assert 0 in france


# -- Blockade -------------------------------------------------------------------------------------------


def test_blockade_takes_10_pp_per_enemy_ship_beside_a_port() -> None:
    """000, Advanced Rules, "Blockade": a player with ships in a sea area adjacent to an enemy's (at war)
    port; "The player being blockaded must subtract 10 PP's per blockading ship". Decision: automatic,
    during the blockaded empire's production round; red's two ships in the South Atlantic (beside Angola's
    port) take 20."""
    g = green_africa()
    own(g, "france", 0, inf=1)
    put(g, "south-atlantic", 0, ship=2)
    parts = production.income(g, GREEN)
    assert parts["blockade"] == -20
    assert parts["total"] == 61 - 20
    assert production.blockaders(g, GREEN) == {0: 2}


def test_blockade_is_at_most_half_the_revenue() -> None:
    """000, Advanced Rules, "Blockade": "up to a maximum of half of his total PP revenue for that round"
    (rounded down): 61 PP, seven ships, 30 taken."""
    g = green_africa()
    put(g, "south-atlantic", 0, ship=4)
    put(g, "south-atlantic", 1, ship=3)
    parts = production.income(g, GREEN)
    assert parts["blockade"] == -(61 // 2)
    assert parts["total"] == 61 - 30


def test_no_blockade_without_war_or_beside_no_port() -> None:
    """000, Advanced Rules, "Blockade": only an enemy's (at war) ships, in a sea area adjacent to a port:
    ships of an empire not at war (or whose declaration waits for its next movement round:
    diplomacy.may_attack), the empire's own ships, and ships beside a region without a port take nothing."""
    g = green_africa()
    put(g, "south-atlantic", GREEN, ship=2)  # green's own
    put(g, "gulf-of-guinea", 0, ship=2)  # beside Nigeria: no port
    put(g, "south-atlantic", 1, ship=1)
    g.state.may_attack[1][GREEN] = False
    assert production.income(g, GREEN)["blockade"] == 0
    g.state.may_attack[1][GREEN] = True
    assert production.income(g, GREEN)["blockade"] == -10


def test_a_ship_beside_two_ports_blockades_once() -> None:
    """000, Advanced Rules, "Blockade": 10 PP "per blockading ship": a ship beside two ports of the
    empire counts once."""
    g = blank("advanced", 2)
    for region in ("angola", "kongo", "sudan", "tanganyika"):
        own(g, region, 0, inf=1)
    build(g, "angola", "port")
    build(g, "kongo", "port")
    build(g, "sudan", "city")
    build(g, "tanganyika", "city")
    put(g, "south-atlantic", 1, ship=1)
    assert production.income(g, 0)["blockade"] == -10


def test_a_blockade_is_logged_when_the_production_round_begins() -> None:
    """000, Advanced Rules, "Blockade": the blockaded player subtracts the PP "for that round": the income
    counted at the start of its production round is smaller, and the log names the blockaders."""
    g = green_africa()
    put(g, "south-atlantic", 0, ship=1)
    production_round(g)
    production.begin(g, GREEN)
    assert g.state.pp[GREEN] == 51
    assert g.state.income[GREEN]["blockade"] == -10
    assert [e.data for e in g.log.since(0) if e.kind == "blockade"] == [
        {"empire": "green", "ships": {"red": 1}, "pp": 10}
    ]


# -- The Advanced rules switched off --------------------------------------------------------------------------


def test_without_advanced_production_the_standard_income_stands() -> None:
    """000, Advanced Rules, "Introduction" ("use or ignore any of the advanced rules"): with
    advanced_production and blockade off, the example counts as in the Standard game (71: factory 15,
    port 10)."""
    off = production.income(green_africa(advanced_production=False, blockade=False), GREEN)
    standard = production.income(green_africa("standard"), GREEN)
    assert off == standard
    assert off["total"] == 71


def test_without_blockade_enemy_ships_take_nothing() -> None:
    """000, Advanced Rules, "Introduction": with option blockade=False there is no blockade part."""
    g = green_africa(blockade=False)
    put(g, "south-atlantic", 0, ship=3)
    parts = production.income(g, GREEN)
    assert "blockade" not in parts and parts["total"] == 61
    assert production.income_parts(g.level) == production.INCOME_PARTS
