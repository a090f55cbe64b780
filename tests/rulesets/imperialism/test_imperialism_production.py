"""Counting the production points, the start of a production round, and what happens to points left.

Rulebook 000 (Basic and Standard Rules, "Production", "Counting up the Production Points"; "Spending the
Production Points": "Use 'em or lose 'em"), 003 ("Gastar os Pontos de Produção": saving by agreement).
"""

from __future__ import annotations

from typing import Any

from imperialism_helpers import blank, build, idx, own

from warroom.rulesets.imperialism import production
from warroom.rulesets.imperialism.actions import END_PURCHASE
from warroom.rulesets.imperialism.game import ImperialismGame

AFRICA = ("kongo", "sudan", "tanganyika", "angola", "kenya", "nigeria")


def resource(g: ImperialismGame, region: str, value: int, up: bool = True) -> None:
    """A resource marker in a region (face up: the region has joined an empire)."""
    r = idx(g, region)
    g.state.resource[r] = value
    g.state.resource_up[r] = up


def green_africa(level: str, **options: Any) -> ImperialismGame:
    """The rulebook's example: six African regions with two cities, a port, a railroad, a factory, a
    resource marker "6", one region without a building and a fort. Kongo's railroad borders the other
    five regions: both cities, the port, the factory and the 6 (000, Standard Rules, "Production")."""
    g = blank(level, 3, **options)
    green = 2
    for region in AFRICA:
        own(g, region, green, inf=1)
    build(g, "kongo", "railroad")
    build(g, "sudan", "city")
    build(g, "tanganyika", "city")
    build(g, "angola", "port")
    build(g, "kenya", "factory")  # next to Sudan's city
    build(g, "nigeria", "fort")  # the region without a building
    resource(g, "nigeria", 6)
    return g


def test_basic_worked_example_81() -> None:
    """000, Basic Rules, "Production": "The green player owns six regions in Africa ... The green player's
    total PP's for this Production Round is 81" (61 + 20 for one set). The region without a building is
    worth 5 (the Production section and this example; the sequence-of-play text's 0 is not used)."""
    g = green_africa("basic")
    parts = production.income(g, 2)
    assert parts == {
        "regions": 5,
        "buildings": 30,
        "railroads": 10,
        "factories": 10,
        "resources": 6,
        "sets": 20,
        "global_regions": 0,
        "total": 81,
    }


def test_standard_worked_example_71() -> None:
    """000, Standard Rules, "Production": the same six regions; "One Railroad with 5 economic buildings
    and markers adjacent to it (20 PP's)", "One Factory (15 PP's)", no region value, no sets: 71."""
    g = green_africa("standard")
    parts = production.income(g, 2)
    assert parts == {
        "regions": 0,
        "buildings": 30,
        "railroads": 20,
        "factories": 15,
        "resources": 6,
        "sets": 0,
        "global_regions": 0,
        "total": 71,
    }


def test_basic_fort_alone_is_not_a_building() -> None:
    """000, Basic Rules, "Production": "Each Region with a Building (City, Port, Factory, Railroad, but
    NOT Fort): 10", each region without a building 5: a region with only a fort is worth 5."""
    g = blank("basic", 2)
    own(g, "france", 0, inf=1)
    own(g, "spain", 0, inf=1)
    build(g, "spain", "fort")
    assert production.income(g, 0)["regions"] == 10
    assert production.income(g, 0)["buildings"] == 0


def test_basic_every_economic_building_is_worth_10() -> None:
    """000, Basic Rules, "The Pieces" table: city, factory, port and railroad produce 10 each."""
    g = blank("basic", 2)
    for region, b in (("france", "city"), ("spain", "port"), ("italy", "factory"), ("germany", "railroad")):
        own(g, region, 0, inf=1)
        build(g, region, b)
    parts = production.income(g, 0)
    assert (parts["buildings"], parts["factories"], parts["railroads"], parts["regions"]) == (20, 10, 10, 0)


def test_basic_one_set_per_four_different_buildings() -> None:
    """000, Basic Rules, "Production": "The player gets 20 PP's for each set of four that he owns"; a fifth
    city makes no second set, two of each make two."""
    g = blank("basic", 2)
    regions = ("france", "spain", "italy", "germany", "prussia", "balkans", "austria-hungary", "lithuania")
    kinds = ("city", "port", "factory", "railroad", "city", "port", "factory", "city")
    for region, b in zip(regions, kinds, strict=True):
        own(g, region, 0, inf=1)
        build(g, region, b)
    assert production.income(g, 0)["sets"] == 20
    own(g, "ukraine", 0, inf=1)
    build(g, "ukraine", "railroad")
    assert production.income(g, 0)["sets"] == 40


def test_resources_count_face_up_in_own_regions_only() -> None:
    """000, "Resource Marker": the value is added to the owning player's total once flipped up; a marker
    in a region nobody owns (or face down) adds nothing."""
    g = blank("basic", 2)
    own(g, "france", 0, inf=1)
    resource(g, "france", 8)
    resource(g, "spain", 10)  # not owned
    assert production.income(g, 0)["resources"] == 8
    resource(g, "france", 8, up=False)
    assert production.income(g, 0)["resources"] == 0


def test_whole_global_region_is_worth_30() -> None:
    """000, "The Production Round": "Each Global Region that is entirely controlled by one player is
    worth 30 PPs" (both levels); one region missing, nothing."""
    for level in ("basic", "standard"):
        g = blank(level, 2)
        members = dict(g.geo.global_regions)["islam"]
        for r in members:
            own(g, g.geo.id(r), 1, inf=1)
        assert production.income(g, 1)["global_regions"] == 30
        g.state.owner[members[0]] = 0
        assert production.income(g, 1)["global_regions"] == 0


def test_standard_region_without_building_is_worth_0() -> None:
    """000, Standard Rules, "Production": "Each Region without a Building in it: 0 PP's"."""
    g = blank("standard", 2)
    own(g, "france", 0, inf=1)
    assert production.income(g, 0)["total"] == 0


def test_standard_railroad_counts_each_building_and_resource_beside_it() -> None:
    """000, Standard Rules, "Railroad": 4 PP for each City, Factory, Port or Resource (value > 0) in an
    adjacent region of the empire: a city with a resource beside it counts twice; a resource of 0, a
    railroad, a fort and another empire's city count nothing."""
    g = blank("standard", 2)
    own(g, "kongo", 0, inf=1)
    build(g, "kongo", "railroad")
    own(g, "sudan", 0, inf=1)
    build(g, "sudan", "city")
    resource(g, "sudan", 4)
    own(g, "kenya", 0, inf=1)
    resource(g, "kenya", 0)
    build(g, "kenya", "fort")
    own(g, "angola", 0, inf=1)
    build(g, "angola", "railroad")
    own(g, "tanganyika", 1, inf=1)
    build(g, "tanganyika", "city")
    assert production.income(g, 0)["railroads"] == 8  # Angola's railroad borders nothing that counts


def test_standard_two_railroads_may_count_the_same_building() -> None:
    """000, Standard Rules, "Railroad": "Different railroads may count the same building if they are both
    adjacent to it"."""
    g = blank("standard", 2)
    for region, b in (("kongo", "railroad"), ("kenya", "railroad"), ("tanganyika", "port")):
        own(g, region, 0, inf=1)
        build(g, region, b)
    assert production.income(g, 0)["railroads"] == 8


def test_standard_factory_produces_only_next_to_an_own_city() -> None:
    """000, Standard Rules, "Factory": "Factories that are not in a region adjacent to the owning player's
    city do not produce any PP's" (another empire's city beside it does not help)."""
    g = blank("standard", 2)
    own(g, "kenya", 0, inf=1)
    build(g, "kenya", "factory")
    own(g, "sudan", 1, inf=1)
    build(g, "sudan", "city")
    assert production.income(g, 0)["factories"] == 0
    own(g, "tanganyika", 0, inf=1)
    build(g, "tanganyika", "city")
    assert production.income(g, 0)["factories"] == 15


def production_round(g: ImperialismGame, pp: int = 0, phase: str = "production") -> None:
    """Red (empire 0) to buy with ``pp``; blue holds Japan (an empire without regions is out)."""
    own(g, "japan", 1, inf=1)
    g.state.phase = phase
    g.state.round = 0
    g.state.current = 0
    g.state.pp[0] = pp


def test_begin_counts_income_into_pp_and_parts() -> None:
    """000, "Counting up the Production Points": at the beginning of the production round each player
    counts his points; they are what he may spend (an "income" event shows the parts)."""
    g = green_africa("basic")
    g.state.pp[2] = 7
    production.begin(g, 2)
    assert g.state.pp[2] == 81
    assert g.state.income[2]["total"] == 81
    assert g.state.income[2]["sets"] == 20
    event = g.log[len(g.log) - 1]
    assert event.kind == "income"
    assert event.data["empire"] == g.colour_id(2)
    assert event.data["total"] == 81


def test_points_left_are_lost() -> None:
    """000, "Spending the Production Points": "Any Production Points that are not used immediately are
    lost (Use 'em or lose 'em)"."""
    g = blank("basic", 2)
    own(g, "france", 0, inf=1)
    production_round(g, 30)
    g.apply(END_PURCHASE)
    assert g.state.pp[0] == 0
    production.begin(g, 0)
    assert g.state.pp[0] == 5


def test_save_pp_keeps_points_left() -> None:
    """003, "Gastar os Pontos de Produção": points may be kept from one turn to the next if the players
    agree at the start (option save_pp): they are added to the next income."""
    g = blank("basic", 2, save_pp=True)
    own(g, "france", 0, inf=1)
    production_round(g, 30)
    g.apply(END_PURCHASE)
    assert g.state.pp[0] == 30
    production.begin(g, 0)
    assert g.state.pp[0] == 35
    assert g.log[len(g.log) - 1].data["saved"] == 30


def test_opening_points_are_lost_even_with_save_pp() -> None:
    """000 and 003, "Buying the Starting Pieces": "Any unused production points are wasted (they may not
    be saved)": the option save_pp keeps production rounds' points only."""
    g = blank("standard", 2, save_pp=True)
    own(g, "france", 0, inf=1)
    production_round(g, 140, "opening")
    g.apply(END_PURCHASE)
    assert g.state.pp[0] == 0


def test_opening_points_per_level() -> None:
    """000, "Buying the Starting Pieces": 120 PP in the Basic game, 140 in the Standard game."""
    assert blank("basic", 2).level.opening_pp == 120
    assert blank("standard", 2).level.opening_pp == 140
