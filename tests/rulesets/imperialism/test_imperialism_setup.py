"""Setting up War! Age of Imperialism: colours, the first player, the region draft, the markers, and the
turn order of later turns (rulebook 000, "Setting Up the Game"; CLARIFICATIONS.md, items 3 to 5)."""

from __future__ import annotations

from collections import Counter

import pytest
from imperialism_helpers import blank, idx, kinds_in

from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction, OptionError
from warroom.core.registry import new_game
from warroom.rulesets.imperialism import setup
from warroom.rulesets.imperialism.actions import Claim
from warroom.rulesets.imperialism.game import ImperialismGame


def game(players: int = 3, level: str = "basic", seed: int = 1, **options: object) -> ImperialismGame:
    g = new_game(f"imperialism-{level}", players, options, seed)
    assert isinstance(g, ImperialismGame)
    return g


def restart(g: ImperialismGame, *rolls: int) -> None:
    """Set the game up again with scripted dice (the shuffles stay seeded)."""
    g.dice = ScriptedDice(rolls, 7, g.log)
    g.state = setup.start(g)


def events(g: ImperialismGame, kind: str) -> list[dict[str, object]]:
    return [e.data for e in g.log.since(0) if e.kind == kind]


def draft_all(g: ImperialismGame) -> list[int]:
    """Claim the first legal region until the draft is over; the empire of each claim."""
    who = []
    while g.state.phase == "draft":
        who.append(g.state.empire_turn())
        g.apply(setup.legal_claims(g)[0])
    return who


@pytest.mark.parametrize(("players", "quota"), [(2, 10), (3, 8), (4, 6), (5, 5), (6, 4)])
def test_starting_regions_per_player_count(players: int, quota: int) -> None:
    """000, "Choosing Regions": 6 players 4 regions, 5 players 5, 4 players 6, 3 players 8, 2 players 10;
    one empire per seat, in the draft phase."""
    g = game(players)
    s = g.state
    assert s.phase == "draft"
    assert s.empires == players
    assert s.seat_of == list(range(players))
    assert s.draft_left == [quota] * players
    assert events(g, "setup")[0]["quota"] == quota


def test_two_empires_each_with_six_regions() -> None:
    """000, "Choosing Regions", 2 players b): each player controls 2 empires (colours) of 6 starting
    regions. Decision: empire e is played by seat e % 2, so the players' colours alternate."""
    g = game(2, two_empires=True)
    s = g.state
    assert s.empires == 4
    assert s.seat_of == [0, 1, 0, 1]
    assert s.draft_left == [6] * 4
    assert [g.colour_id(e) for e in range(4)] == ["red", "blue", "green", "yellow"]
    assert g.player_name(0) == "Red and Green"


def test_colours_option_in_seat_order() -> None:
    """000, "Choosing a Color and Who Goes First": each player chooses a colour (option colours)."""
    g = game(3, colours="white, red,black")
    assert [g.colour_id(e) for e in range(3)] == ["white", "red", "black"]
    for bad in ("red,blue", "red,red,blue", "red,blue,purple"):
        with pytest.raises(OptionError):
            game(3, colours=bad)


def test_highest_two_dice_goes_first_then_clockwise() -> None:
    """000, "Choosing a Color and Who Goes First": each player rolls two dice, the highest total goes
    first, the player to his left second, and so on clockwise (ascending seat, wrapping round)."""
    g = game(4)
    restart(g, 3, 4, 6, 5, 2, 2, 1, 1)  # red 7, blue 11, green 4, yellow 2
    assert g.state.order == [1, 2, 3, 0]
    assert g.state.current == 0
    rolls = events(g, "roll")[-4:]
    assert [(r["reason"], r["empire"], r["dice"]) for r in rolls] == [
        ("first player", "red", [3, 4]),
        ("first player", "blue", [6, 5]),
        ("first player", "green", [2, 2]),
        ("first player", "yellow", [1, 1]),
    ]
    assert events(g, "setup")[-1]["order"] == ["blue", "green", "yellow", "red"]


def test_tied_highest_rolls_again_among_themselves() -> None:
    """000, "Choosing a Color and Who Goes First". Decision: tied highest totals roll again, only the tied
    players (green, lower, does not roll again)."""
    g = game(3)
    mark = len(g.log)
    restart(g, 6, 5, 5, 6, 1, 2, 2, 2, 4, 4, 3, 3, 1, 6)  # red 11, blue 11, green 3; then red 4, blue 8
    rolls = [e.data for e in g.log.since(mark) if e.kind == "roll"]
    assert [r["empire"] for r in rolls] == ["red", "blue", "green", "red", "blue"]
    assert g.state.order == [1, 2, 0]
    # A second tie among the tied keeps rolling.
    restart(g, 6, 6, 6, 6, 1, 1, 3, 3, 3, 3, 5, 5, 2, 2)  # red 12, blue 12, green 2; 6, 6; red 10, blue 4
    assert g.state.order == [0, 1, 2]


def test_seeded_setup_is_reproducible() -> None:
    """The same seed gives the same first player and the same markers in the box."""
    a, b = game(5, seed=11), game(5, seed=11)
    assert a.state.order == b.state.order
    assert a.state.box_natives == b.state.box_natives
    assert a.state.box_resources == b.state.box_resources
    firsts = {game(3, seed=seed).state.order[0] for seed in range(30)}
    assert firsts == {0, 1, 2}


def test_before_the_draft_every_marker_is_in_the_box_and_nothing_is_owned() -> None:
    """000, "Placing the Markers" comes after "Choosing Regions": the markers are all in the box until
    then, shuffled; no region is owned, no piece is on the board."""
    g = game(3)
    s = g.state
    assert Counter(s.box_natives) == Counter(g.content.natives)
    assert Counter(s.box_resources) == Counter(g.content.resources)
    assert all(o == -1 for o in s.owner)
    assert all(n is None for n in s.native)
    assert s.pieces == {}
    assert len(s.at) == len(g.board.ids)
    assert s.pp == [0, 0, 0]
    assert s.eliminated == [False] * 3
    assert "box" not in str(events(g, "setup"))


def test_draft_goes_clockwise_round_robin_until_each_has_its_quota() -> None:
    """000, "Choosing Regions": the first player picks a region, the player to his left then picks one,
    and so on clockwise until each player has selected his starting regions."""
    g = game(3)
    restart(g, 1, 1, 6, 6, 3, 3)  # blue first: blue, green, red
    who = draft_all(g)
    assert who == [1, 2, 0] * 8
    s = g.state
    assert s.draft_left == [0, 0, 0]
    assert s.phase == "opening"
    for e in range(3):
        assert sum(1 for o in s.owner if o == e) == 8


def test_two_empire_draft_alternates_the_four_colours() -> None:
    """000, "Choosing Regions", 2 players b): four empires of 6 regions, chosen clockwise."""
    g = game(2, two_empires=True)
    restart(g, 1, 1, 2, 2, 6, 6, 3, 3)  # green first
    who = draft_all(g)
    assert who == [2, 3, 0, 1] * 6
    assert [sum(1 for o in g.state.owner if o == e) for e in range(4)] == [6, 6, 6, 6]


def test_a_claimed_region_gets_one_free_infantry() -> None:
    """000, "Choosing Regions": a region is picked by placing one infantry on it; these starting infantry
    are free (no production points spent)."""
    g = game(3)
    e = g.state.empire_turn()
    g.apply(Claim("china"))
    assert g.state.owner[idx(g, "china")] == e
    assert kinds_in(g, "china", e) == {"inf": 1}
    assert g.state.pp == [0, 0, 0]
    assert g.state.draft_left[e] == 7
    assert g.state.current == 1


def test_claims_must_name_an_unowned_land_region() -> None:
    """000, "Choosing Regions": only a region not yet picked; sea areas are no regions. A refused claim
    changes nothing."""
    g = game(3)
    g.apply(Claim("china"))
    before = g.snapshot()
    for bad in ("china", "black-sea", "atlantis"):
        with pytest.raises(IllegalAction):
            g.apply(Claim(bad))
    assert g.snapshot() == before
    legal = setup.legal_claims(g)
    assert Claim("china") not in legal
    assert Claim("black-sea") not in legal
    assert len(legal) == len(g.geo.land) - 1


def test_markers_go_on_every_unowned_region_and_the_rest_stay_in_the_box() -> None:
    """000, "Placing the Markers": one native and one resource marker face down in each region not owned
    by a player; unused markers go back into the box (secret)."""
    g = game(4)
    draft_all(g)
    s = g.state
    unowned = [r for r in g.geo.land if s.owner[r] == -1]
    assert len(unowned) == len(g.geo.land) - 24
    for r in g.geo.land:
        if s.owner[r] == -1:
            assert s.native[r] is not None and s.resource[r] is not None
            assert not s.native_up[r] and not s.resource_up[r]
        else:
            assert s.native[r] is None and s.resource[r] is None
    for sea in g.geo.seas:
        assert s.native[sea] is None and s.resource[sea] is None
    placed_natives = [s.native[r] for r in unowned]
    placed_resources = [s.resource[r] for r in unowned]
    assert Counter(placed_natives) + Counter(s.box_natives) == Counter(g.content.natives)
    assert Counter(placed_resources) + Counter(s.box_resources) == Counter(g.content.resources)
    assert len(s.box_natives) == len(g.content.natives) - len(unowned)
    # The events say how many markers went out, never which.
    assert events(g, "markers") == [{"regions": len(unowned), "box": len(s.box_natives)}]


def test_six_players_leave_the_most_regions_to_the_natives() -> None:
    """000, "Choosing Regions" and "Placing the Markers" at 6 players (4 regions each): the box holds
    enough markers for every unowned region."""
    g = game(6)
    draft_all(g)
    s = g.state
    assert all(s.native[r] is not None for r in g.geo.land if s.owner[r] == -1)
    assert s.phase == "opening"


# -- the turn order ---------------------------------------------------------------------------------------


def test_fixed_turn_order_never_changes() -> None:
    """CLARIFICATIONS.md 3: the order is fixed once at the start and stays the same all game."""
    g = blank("basic", 3)
    g.state.order = [2, 0, 1]
    for turn in (2, 3, 4):
        g.state.turn = turn
        setup.order_for_turn(g)
        assert g.state.order == [2, 0, 1]


def test_random_turn_order_rolls_for_the_first_and_keeps_the_seating() -> None:
    """CLARIFICATIONS.md 4, "Random Turn Order": after each production round dice decide who goes first
    next turn; the seating sequence from the opening roll stays, only the starting player changes."""
    g = blank("basic", 4, turn_order="random")
    g.state.order = [1, 2, 3, 0]
    g.dice = ScriptedDice([1, 2, 2, 2, 6, 5, 3, 3], 1, g.log)  # blue 3, green 4, yellow 11, red 6
    g.state.turn = 2
    setup.order_for_turn(g)
    assert g.state.order == [3, 0, 1, 2]
    last = [e.data for e in g.log.since(0) if e.kind == "turn_order"][-1]
    assert last == {"turn": 2, "rule": "random", "order": ["yellow", "red", "blue", "green"]}


def test_random_turn_order_ties_roll_again_and_the_out_do_not_roll() -> None:
    """CLARIFICATIONS.md 4 with the opening roll's tie rule; an empire out of the game does not roll."""
    g = blank("basic", 3, turn_order="random")
    g.state.eliminated[0] = True
    g.dice = ScriptedDice([5, 5, 4, 6, 1, 1, 2, 2], 1, g.log)  # blue 10, green 10; blue 2, green 4
    mark = len(g.log)
    setup.order_for_turn(g)
    assert g.state.order == [2, 0, 1]
    rolls = [e.data["empire"] for e in g.log.since(mark) if e.kind == "roll"]
    assert rolls == ["blue", "green", "blue", "green"]


def test_rotating_turn_order_moves_the_first_seat_along() -> None:
    """CLARIFICATIONS.md 5, "Rotating Turn Order": with an initial order A, B, C, turn 2 runs B, C, A and
    turn 3 runs C, A, B, and so on."""
    g = blank("basic", 3, turn_order="rotating")
    g.state.order = [1, 2, 0]
    seen = []
    for turn in (2, 3, 4):
        g.state.turn = turn
        setup.order_for_turn(g)
        seen.append(list(g.state.order))
    assert seen == [[2, 0, 1], [0, 1, 2], [1, 2, 0]]


def test_rotating_turn_order_skips_empires_out_of_the_game() -> None:
    """CLARIFICATIONS.md 5. Decision: the first seat moves to the next empire still in the game."""
    g = blank("basic", 3, turn_order="rotating")
    g.state.eliminated[1] = True
    setup.order_for_turn(g)
    assert g.state.order == [2, 0, 1]
    setup.order_for_turn(g)
    assert g.state.order == [0, 1, 2]


def test_the_view_shows_the_claims_each_empire_has_left_during_the_draft() -> None:
    """ "Choosing Regions": how many regions each empire still chooses is public, while the draft lasts."""
    g = new_game("imperialism-basic", 2, {}, 3)
    assert isinstance(g, ImperialismGame)
    assert [row["draft_left"] for row in g.view(0)["empires"]] == [10, 10]
    first = g.state.empire_turn()
    g.apply(setup.legal_claims(g)[0])
    assert g.view(1)["empires"][first]["draft_left"] == 9
    draft_all(g)
    assert all("draft_left" not in row for row in g.view(0)["empires"])
