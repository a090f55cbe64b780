"""The end of a game of War! Age of Imperialism and its winner (rulebook 000, "How to Win", Basic and
Standard Rules; "Choosing Regions", 2 players b)."""

from __future__ import annotations

import pytest
from imperialism_helpers import blank, idx, own, put

from warroom.rulesets.imperialism import ending, setup
from warroom.rulesets.imperialism.actions import CallTime
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.state import Interrupt

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
ISLAM = ["morocco", "algeria", "tripoli", "egypt", "palestine", "ottoman", "arabia", "mesopotamia", "persia"]
EUROPE = [
    "great-britain",
    "france",
    "spain",
    "germany",
    "italy",
    "prussia",
    "austria-hungary",
    "balkans",
    "lithuania",
    "scandinavia",
    "ukraine",
    "caucasus",
    "russia",
]
AFRICA = [
    "mauritania",
    "west-africa",
    "equatorial-africa",
    "sudan",
    "nigeria",
    "kongo",
    "abyssinia",
    "kenya",
    "angola",
    "natal",
    "tanganyika",
    "mozambique",
    "madagascar",
]
EAST_ASIA = ["yakut", "kamchatka", "buryat", "manchuria", "mongolia", "korea", "japan", "china", "siam", "annam"]


def give(g: ImperialismGame, empire: int, regions: list[str]) -> None:
    for r in regions:
        own(g, r, empire, inf=1)


def test_score_is_regions_plus_five_per_whole_global_region() -> None:
    """000, "How to Win": the player with the most regions wins; owning an entire global region adds 5 to
    his total. Decision: a region short of the whole group adds nothing."""
    g = blank("basic", 2)
    give(g, 0, [*AUSTRALIA, "china"])
    give(g, 1, [*ISLAM[:-1], "japan"])
    assert ending.empire_score(g, 0) == (15, 10, ["australia"])
    assert ending.empire_score(g, 1) == (9, 9, [])
    assert ending.scores(g) == {0: 15, 1: 9}
    give(g, 1, ["persia"])
    assert ending.scores(g) == {0: 15, 1: 15}


def test_each_whole_global_region_adds_five() -> None:
    """000, "How to Win": 5 for each entire global region."""
    g = blank("standard", 2)
    give(g, 0, [*AUSTRALIA, *ISLAM])
    give(g, 1, ["china"])
    assert ending.scores(g) == {0: 28, 1: 1}


def test_basic_two_empires_the_largest_of_the_four_wins() -> None:
    """000, Basic Rules, "Choosing Regions", 2 players b): each player controls 2 empires; the player with
    the largest empire (out of the four) wins."""
    g = blank("basic", 2, two_empires=True)
    give(g, 0, EUROPE[:10])  # red, seat 0: 10
    give(g, 2, EUROPE[10:])  # green, seat 0: 3
    give(g, 1, AFRICA[:7])  # blue, seat 1: 7
    give(g, 3, ISLAM[:7])  # yellow, seat 1: 7
    assert ending.scores(g) == {0: 10, 1: 7}
    ending.finish(g, "turns", "after turn 10")
    result = ending.result(g)
    assert result is not None
    assert result.winners == (0,)
    assert "Counting per player" in result.detail


def test_standard_two_empires_each_players_second_largest_counts() -> None:
    """000, Standard Rules, "How to Win": each player's second largest empire is the one that counts for
    victory (limiting a player's wish to have one empire give regions to the other)."""
    g = blank("standard", 2, two_empires=True)
    give(g, 0, EUROPE[:10])
    give(g, 2, EUROPE[10:])
    give(g, 1, AFRICA[:7])
    give(g, 3, ISLAM[:7])
    assert ending.scores(g) == {0: 3, 1: 7}
    ending.finish(g, "turns", "after turn 10")
    result = ending.result(g)
    assert result is not None
    assert result.winners == (1,)
    assert g.state.outcome is not None
    rows = {row["colour"]: row for row in g.state.outcome["table"]}
    assert rows["green"]["counts"] and not rows["red"]["counts"]


def test_a_global_region_split_between_a_players_two_empires_earns_nothing() -> None:
    """000, "How to Win" (an entire global region). Decision: the bonus is an empire's; a group split
    between one player's two empires gives neither the bonus."""
    g = blank("basic", 2, two_empires=True)
    give(g, 0, AUSTRALIA[:5])
    give(g, 2, AUSTRALIA[5:])
    assert ending.empire_score(g, 0)[0] == 5
    assert ending.empire_score(g, 2)[0] == 4


def test_the_game_ends_after_the_production_round_of_the_last_turn() -> None:
    """000, "How to Win": the game may end after a set number of turns (option turns)."""
    g = blank("basic", 2, end="turns", turns=3)
    give(g, 0, ["china", "japan"])
    give(g, 1, ["india"])
    g.state.turn = 2
    ending.check_end_of_turn(g)
    assert g.state.outcome is None and not g.is_over()
    g.state.turn = 3
    ending.check_end_of_turn(g)
    assert g.is_over()
    assert g.state.phase == "over"
    result = g.result()
    assert result is not None
    assert (result.reason, result.winners, result.ranking) == ("turns", (0,), (0, 1))
    assert result.scores == {0: 2.0, 1: 1.0}


@pytest.mark.parametrize("end", ["last-standing", "time"])
def test_no_turn_limit_with_another_end(end: str) -> None:
    """000, "How to Win": the players agree how the game ends; only end=turns counts turns."""
    g = blank("basic", 2, end=end, turns=1)
    give(g, 0, ["china"])
    give(g, 1, ["india"])
    g.state.turn = 5
    ending.check_end_of_turn(g)
    assert g.state.outcome is None


def test_calling_time_ends_the_game_with_the_scores() -> None:
    """000, "How to Win": at a specific time agreed before the game (the CallTime action)."""
    g = blank("basic", 2, end="time")
    give(g, 0, ["china", "japan"])
    give(g, 1, ["india"])
    g.apply(CallTime())
    result = g.result()
    assert result is not None
    assert (result.reason, result.winners) == ("time", (0,))
    assert g.legal_actions() == []


def test_an_empire_without_regions_is_out_and_its_pieces_go() -> None:
    """000, "How to Win", 3 ("only one player left in the game"). Decision: with end=last-standing an
    empire that owns no region is out of the game: all its pieces, ships and cargo included, are removed,
    and it takes no more turns."""
    g = blank("basic", 3, end="last-standing")
    give(g, 0, ["china", "japan"])
    give(g, 1, ["india"])
    ship = put(g, "black-sea", 2, ship=1)[0]
    put(g, "china", 2, explorer=1)
    g.state.planned[2] = [("inf", idx(g, "india"))]
    ending.check_last_standing(g)
    s = g.state
    assert s.eliminated == [False, False, True]
    assert all(p.owner != 2 for p in s.pieces.values())
    assert ship.id not in s.pieces
    assert s.planned[2] == []
    assert s.outcome is None
    assert [e.data for e in g.log.since(0) if e.kind == "eliminated"] == [{"empire": "green", "pieces": 2}]
    assert [g.state.order[i] for i in g.alive_order()] == [0, 1]
    # Not twice.
    ending.check_last_standing(g)
    assert sum(1 for e in g.log.since(0) if e.kind == "eliminated") == 1


def test_an_empire_without_regions_stays_in_a_game_played_to_turns() -> None:
    """000, "How to Win". Decision: with end=turns (or time) an empire without regions stays in the game
    while two players still own regions: its armies at sea may still land."""
    g = blank("basic", 3, end="turns")
    give(g, 0, ["china"])
    give(g, 1, ["india"])
    ship = put(g, "black-sea", 2, ship=1)[0]
    ending.check_last_standing(g)
    assert g.state.eliminated == [False, False, False]
    assert ship.id in g.state.pieces
    assert g.state.outcome is None


def test_the_last_empire_standing_wins_whatever_the_end_option() -> None:
    """000, "How to Win", 3: the game ends when there is only one player left in the game; decision: this
    ends any game, also one played to a number of turns."""
    g = blank("basic", 3, end="turns", turns=10)
    give(g, 0, ["china", "japan"])
    give(g, 1, ["india"])
    ending.check_last_standing(g)
    assert g.state.outcome is None
    g.state.owner[idx(g, "india")] = 0  # red conquers India
    ending.check_last_standing(g)
    assert g.state.outcome is not None
    result = g.result()
    assert result is not None
    assert (result.reason, result.winners) == ("last-standing", (0,))
    assert result.ranking[0] == 0
    assert g.state.eliminated == [False, True, True]
    assert g.current_player() is None


def test_two_empires_the_game_ends_when_one_player_is_left() -> None:
    """000, "How to Win", 3, with two empires per player: a player is in the game while either of his
    empires is; his last one standing wins even when Standard counts a second empire with no regions."""
    g = blank("standard", 2, two_empires=True, end="last-standing")
    give(g, 0, ["china", "japan", "korea"])
    give(g, 2, ["india"])
    give(g, 1, ["egypt"])
    ending.check_last_standing(g)
    assert g.state.eliminated == [False, False, False, True]
    assert g.state.outcome is None
    g.state.owner[idx(g, "india")] = 0
    g.state.owner[idx(g, "egypt")] = 0
    ending.check_last_standing(g)
    result = g.result()
    assert result is not None
    assert (result.reason, result.winners) == ("last-standing", (0,))
    assert result.scores == {0: 0.0, 1: 0.0}


def test_no_one_is_out_during_the_draft() -> None:
    """000, "Choosing Regions": before the draft ends nobody owns a region, and nobody is out."""
    g = blank("basic", 3)
    g.state = setup.start(g)
    ending.check_last_standing(g)
    assert g.state.eliminated == [False] * 3
    assert g.state.outcome is None


def test_tied_scores_share_the_win_and_the_ranking_breaks_ties_by_regions_then_turn_order() -> None:
    """000, "How to Win". Decisions: equal top scores share the win; the ranking puts more regions first
    (a score made of regions over one made with a global region's 5), then the earlier in the turn order."""
    g = blank("basic", 3)
    g.state.order = [2, 0, 1]
    give(g, 0, AUSTRALIA)  # 9 + 5
    give(g, 1, [*EUROPE[:12], *AFRICA[:2]])  # 14
    give(g, 2, [*AFRICA[2:], *EAST_ASIA[:3]])  # 14
    assert ending.scores(g) == {0: 14, 1: 14, 2: 14}
    ending.finish(g, "time", "the agreed time was reached")
    result = g.result()
    assert result is not None
    assert result.winners == (0, 1, 2)
    assert result.ranking == (2, 1, 0)
    assert result.detail.startswith("the agreed time was reached. ")
    assert "Red 14 (9 regions + 5 x australia)" in result.detail


def test_finish_records_the_outcome_and_closes_any_open_decision() -> None:
    """The end of the game: the scores, the table of each empire, phase "over", no decision left open."""
    g = blank("basic", 2)
    give(g, 0, AUSTRALIA)
    give(g, 1, ["china"])
    g.state.interrupt = Interrupt("peace", [1], {"from": 0})
    assert ending.result(g) is None
    ending.finish(g, "turns", "after turn 10")
    s = g.state
    assert s.interrupt is None and s.phase == "over"
    assert s.outcome is not None
    assert s.outcome["scores"] == {0: 14, 1: 1}
    assert s.outcome["table"][0] == {
        "colour": "red",
        "seat": 0,
        "regions": 9,
        "global_regions": ["australia"],
        "score": 14,
        "counts": True,
        "eliminated": False,
    }
    over = [e.data for e in g.log.since(0) if e.kind == "game_over"]
    assert over[0]["winners"] == [0] and over[0]["scores"] == [14, 1]
