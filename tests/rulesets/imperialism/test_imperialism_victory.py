"""Victory points and who wins at the Advanced level; a seat playing any number of empires (rulebook 000,
Advanced Rules, "Winning"; Basic Rules, "Choosing Regions", 2 players b; Standard Rules, "How to Win";
"Historical Scenario 1886": players with several nations)."""

from __future__ import annotations

from typing import Any

from imperialism_helpers import blank, board_ship, build, own, put

from warroom.rulesets.imperialism import ending
from warroom.rulesets.imperialism.game import ImperialismGame

AUSTRALIA = [
    "philippines",
    "sumatra",
    "borneo",
    "new-guinea",
    "western-australia",
    "northern-territory",
    "south-australia",
    "queensland",
    "new-south-wales",
]
AFRICA = ["kongo", "sudan", "tanganyika", "angola", "kenya", "nigeria", "abyssinia", "natal", "mozambique"]


def give(g: ImperialismGame, empire: int, regions: list[str]) -> None:
    for r in regions:
        own(g, r, empire, inf=1)


def red_empire(**options: Any) -> ImperialismGame:
    """Red: Australia whole and China (10 regions, one infantry each); a city, a school and a fort in
    China, a port in the Philippines; an explorer in China; a ship in the South China Sea carrying an
    infantry and an engineer. Blue: eleven African and Asian regions, one infantry each."""
    g = blank("advanced", 2, **options)
    give(g, 0, [*AUSTRALIA, "china"])
    build(g, "china", "city", "school", "fort")
    build(g, "philippines", "port")
    put(g, "china", 0, explorer=1)
    ship = put(g, "south-china-sea", 0, ship=1)[0]
    board_ship(g, ship, inf=1, engineer=1)
    give(g, 1, [*AFRICA, "india", "japan"])
    return g


def test_victory_points_breakdown() -> None:
    """000, Advanced Rules, "Winning": "# of regions in the player's empire x10, # of Global Regions
    completely controlled by the player x50, # of Buildings x5, # of Armies, Ships, Parties x1". Decision:
    forts and schools are buildings; pieces aboard a ship count."""
    g = red_empire()
    assert ending.victory_points(g, 0) == {"regions": 100, "global_regions": 50, "buildings": 20, "pieces": 14}
    assert ending.empire_score(g, 0) == (184, 10, ["australia"])
    assert ending.victory_points(g, 1) == {"regions": 110, "global_regions": 0, "buildings": 0, "pieces": 11}
    assert ending.scores(g) == {0: 184, 1: 121}


def test_the_most_victory_points_wins_not_the_most_regions() -> None:
    """000, Advanced Rules, "Winning": "the player with the most Victory Points wins the game": blue has
    more regions, red more points; the outcome table and the result's detail show the breakdown."""
    g = red_empire()
    ending.finish(g, "turns", "the game ended after turn 10 of 10")
    result = g.result()
    assert result is not None
    assert (result.winners, result.ranking) == ((0,), (0, 1))
    assert result.scores == {0: 184.0, 1: 121.0}
    assert "Red 184 VP (10 regions 100 + global regions australia 50 + 4 buildings 20 + 14 pieces 14)" in (
        result.detail
    )
    assert "Blue 121 VP (11 regions 110 + 0 buildings 0 + 11 pieces 11)" in result.detail
    assert g.state.outcome is not None
    red = g.state.outcome["table"][0]
    assert red["colour"] == "red" and red["buildings"] == 4 and red["pieces"] == 14
    assert red["points"] == {"regions": 100, "global_regions": 50, "buildings": 20, "pieces": 14}


def test_two_economic_buildings_in_one_region_count_twice() -> None:
    """000, Advanced Rules, "Winning": "# of Buildings x5"; "Historical Scenario 1886": "Some of the
    building placement rules are broken" (a region may start with a railroad and a factory): both count."""
    g = blank("advanced", 2)
    give(g, 0, ["germany"])
    build(g, "germany", "railroad", "factory")
    assert ending.victory_points(g, 0)["buildings"] == 10


def test_the_game_ends_after_the_last_turn_with_victory_points() -> None:
    """000, Advanced Rules, "Winning": "After a set number of turns" the most victory points wins."""
    g = red_empire(end="turns", turns=2)
    g.state.turn = 2
    ending.check_end_of_turn(g)
    result = g.result()
    assert result is not None and result.winners == (0,)


def test_without_victory_points_regions_count() -> None:
    """000, Advanced Rules, "Introduction": with option victory_points=False the Standard "How to Win"
    stands: regions + 5 per whole global region."""
    g = red_empire(victory_points=False)
    assert ending.scores(g) == {0: 15, 1: 11}
    ending.finish(g, "turns", "after turn 10")
    assert g.state.outcome is not None
    assert "points" not in g.state.outcome["table"][0]


def three_empires_for_seat_0(level: str) -> ImperialismGame:
    """Seat 0 plays red, green and yellow; seat 1 plays blue (the 1886 scenario gives a player several
    nations). Red 3 regions, green 5, yellow 1; blue 4."""
    g = blank(level, 2, two_empires=True)
    g.state.seat_of = [0, 1, 0, 0]
    give(g, 0, AUSTRALIA[:3])
    give(g, 2, AFRICA[:5])
    give(g, 3, ["india"])
    give(g, 1, AUSTRALIA[3:7])
    return g


def test_a_seat_with_three_empires_counts_its_second_largest() -> None:
    """000, Standard Rules, "How to Win": "each player's second largest empire is the one that counts for
    victory", generalised to a player with three nations ("Historical Scenario 1886"): green 5 x 11, red
    3 x 11, yellow 1 x 11 victory points: red's 33 counts, blue's 44 wins."""
    g = three_empires_for_seat_0("advanced")
    assert ending.counting_empire(g, 0) == 0
    assert ending.scores(g) == {0: 33, 1: 44}
    ending.finish(g, "turns", "after turn 10")
    result = g.result()
    assert result is not None and result.winners == (1,)
    assert g.state.outcome is not None
    counts = {row["colour"]: row["counts"] for row in g.state.outcome["table"]}
    assert counts == {"red": True, "blue": True, "green": False, "yellow": False}
    assert "Counting per player" in result.detail


def test_basic_a_seat_with_three_empires_counts_its_largest() -> None:
    """000, Basic Rules, "Choosing Regions", 2 players b: "the player with the largest empire ... wins",
    generalised to three nations: green's 5 regions count for seat 0."""
    g = three_empires_for_seat_0("basic")
    assert ending.counting_empire(g, 0) == 2
    assert ending.scores(g) == {0: 5, 1: 4}


def test_a_seat_with_one_empire_counts_it_among_seats_with_several() -> None:
    """000, "Historical Scenario 1886": a player with one nation counts it (there is no second largest)."""
    g = three_empires_for_seat_0("advanced")
    assert ending.counting_empire(g, 1) == 1


def test_equal_empires_of_one_seat_rank_by_turn_order() -> None:
    """000, Standard Rules, "How to Win", with several empires. Decision: empires with equal scores rank by
    the turn order (the earlier first): behind green, red and yellow tie at 33; the earlier one counts."""
    g = three_empires_for_seat_0("advanced")
    give(g, 3, ["japan", "korea"])  # yellow: 3 regions, like red
    assert ending.empire_score(g, 0)[0] == ending.empire_score(g, 3)[0] == 33
    g.state.order = [0, 1, 2, 3]
    assert ending.counting_empire(g, 0) == 0
    g.state.order = [3, 1, 2, 0]
    assert ending.counting_empire(g, 0) == 3
