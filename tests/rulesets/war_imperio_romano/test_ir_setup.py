"""Setting up War: Império Romano: 3 or 4 players, the four colours, the 3-player objective deal,
the deal of 42 provinces with one legion each, the deck of 42 cards and 2 wildcards."""

from __future__ import annotations

import pytest

from warroom.core.errors import OptionError
from warroom.core.registry import get_ruleset, new_game
from warroom.rulesets.war.actions import Place
from warroom.rulesets.war.objectives import in_force
from warroom.rulesets.war_imperio_romano import ImperioRomanoGame

COLOURS = ["red", "beige", "black", "green"]


def test_ir_three_or_four_players_only():
    """001, Important: Differences from WAR ("adapted for up to 4 players, not 6"); Objective Cards
    (a 3-player game). Two players and five or more are refused, and WAR's two_players option is not
    offered."""
    ruleset = get_ruleset("war-imperio-romano")
    assert (ruleset.min_players, ruleset.max_players) == (3, 4)
    for players in (3, 4):
        assert isinstance(new_game("war-imperio-romano", players, {}, 1), ImperioRomanoGame)
    for players in (1, 2, 5, 6):
        with pytest.raises(OptionError, match=f"war-imperio-romano plays with 3 to 4 players, not {players}"):
            new_game("war-imperio-romano", players, {}, 1)
    with pytest.raises(OptionError, match="has no option 'two_players'"):
        new_game("war-imperio-romano", 2, {"two_players": True}, 1)


def test_ir_colours_red_beige_black_green(ir):
    """001, Legions: "the 4 possible colours (red, beige, black and green)", chosen by lot or by
    agreement: seats take them in that order, or as the option ``colours`` names them."""
    assert ir.game(4).colour_ids() == COLOURS
    assert ir.game(3).colour_ids() == COLOURS[:3]
    assert [ir.game(4).player_name(s) for s in range(4)] == ["Red", "Beige", "Black", "Green"]
    game = ir.game(3, colours="green,beige,red")
    assert game.colour_ids() == ["green", "beige", "red"]
    assert game.seat_of_colour("black") is None
    with pytest.raises(OptionError, match="unknown colour 'blue'"):
        ir.game(3, colours="red,blue,black")
    with pytest.raises(OptionError, match="must name 4 different colours"):
        ir.game(4, colours="red,beige,black,black")


@pytest.mark.parametrize(
    ("colours", "absent"),
    [("", "green"), ("red,beige,green", "black"), ("green,black,beige", "red"), ("black,green,red", "beige")],
)
def test_ir_three_players_never_draw_the_absent_colours_card(ir, colours, absent):
    """001, Objective Cards, Note for 3-player games: "the objective that relates to the legion colour
    that is not being played must be removed from the draw". Over many seeds the absent colour's
    destroy card is never dealt, and every one of the other 13 cards is."""
    seen = set()
    for seed in range(150):
        game = ir.game(3, seed=seed, colours=colours)
        dealt = [game.table.content.objectives[o].id for o in game.state.objectives]
        assert len(set(dealt)) == 3
        assert f"destroy-{absent}" not in dealt
        seen.update(dealt)
    ids = {o.id for o in ir.game(3).table.content.objectives}
    assert seen == ids - {f"destroy-{absent}"}
    assert len(seen) == 13


def test_ir_four_players_draw_from_all_14(ir):
    """001, Objective Cards and Components (14 objective cards): with every colour in play nothing
    is removed. One objective each, secret, from a seeded deal."""
    seen = set()
    for seed in range(60):
        game = ir.game(4, seed=seed)
        assert len(set(game.state.objectives)) == 4
        seen.update(game.state.objectives)
    assert seen == set(range(14))
    game = ir.game(4, seed=7)
    assert game.state.objectives == ir.game(4, seed=7).state.objectives
    for seat in range(4):
        mine = in_force(game, seat)
        assert game.view(seat)["objective"] == {"id": mine.id, "text": mine.text}
    assert game.view(None)["objective"] is None


@pytest.mark.parametrize(("players", "each"), [(3, [14, 14, 14]), (4, [11, 11, 10, 10])])
def test_ir_deal_of_42_provinces_with_one_legion_each(ir, players, each):
    """001, Distribution of Legions and Provinces: the dealer deals the province cards (without the
    wildcards) clockwise from his left and each player places 1 legionary on each province dealt:
    "all provinces will be occupied by 1 legionary". The Game: play begins with the player after the
    one who received the last card."""
    for seed in range(5):
        game = ir.game(players, seed=seed)
        s = game.state
        assert game.table.size == 42
        assert s.armies == [1] * 42
        assert sum(s.territory_count) == 42
        assert [s.territory_count[(s.dealer + k) % players] for k in range(1, players + 1)] == each
        last = (s.dealer + 42) % players
        assert s.first_player == (last + 1) % players == s.turn
        view = game.view(None)
        assert len(view["territories"]) == 42
        assert all(t["armies"] == 1 for t in view["territories"].values())


def test_ir_deck_of_42_provinces_and_2_wildcards(ir):
    """001, Components (42 province cards, 2 wildcards) and Distribution: the wildcards join the pile
    after the deal (WAR decision 1). Figures: helmet, sword and shield (001, Differences from WAR)."""
    game = ir.game(4, seed=3)
    s = game.state
    assert sorted(s.deck) == sorted([*game.table.ids, "wild-1", "wild-2"])
    assert s.hands == [[], [], [], []]
    figures = [game.table.figure[c] for c in s.deck]
    assert figures.count("wild") == 2
    assert figures.count("helmet") == figures.count("sword") == figures.count("shield") == 14


def test_ir_first_round_places_only(ir):
    """001, The Game, First round: receive legions, place them, pass; 14 provinces give 7."""
    game = ir.game(3, seed=11)
    s = game.state
    for _ in range(3):
        seat = s.turn
        assert s.round == 1 and s.phase == "reinforce" and s.pending.total() == 7
        assert all(isinstance(a, Place) for a in game.legal_actions())
        ir.place_all(game)
        assert s.turn != seat
    assert s.round == 2 and s.phase == "reinforce"
