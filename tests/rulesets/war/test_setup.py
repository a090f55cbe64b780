"""Setting up a game of WAR: players, colours, objectives, the dealer, the deal, the deck, round 1."""

from __future__ import annotations

import pytest

from warroom.core.dice import ScriptedDice
from warroom.core.errors import OptionError
from warroom.core.log import EventLog
from warroom.core.registry import new_game
from warroom.rulesets.war.actions import END_ATTACKS, Attack, Place
from warroom.rulesets.war.objectives import in_force
from warroom.rulesets.war.setup import choose_dealer


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_each_player_is_dealt_one_secret_objective(war, players):
    """001, Objective Cards: each player is dealt one objective at random and keeps it secret;
    the others are not used. Reference data "objectives": the 14 objectives of WAR."""
    game = war.game(players, seed=players)
    objectives = game.state.objectives
    assert len(objectives) == players
    assert len(set(objectives)) == players
    assert all(0 <= o < 14 for o in objectives)
    assert len(game.table.content.objectives) == 14
    for seat in range(players):
        view = game.view(seat)
        dealt = game.table.content.objectives[objectives[seat]]
        # The view shows the objective in force: a destroy card may already read "24 territories".
        assert view["objective"] == {"id": in_force(game, seat).id, "text": in_force(game, seat).text}
        assert dealt.kind == "destroy" or in_force(game, seat) == dealt
    assert game.view(None)["objective"] is None
    assert game.view(None)["hand"] is None


def test_the_objective_deal_uses_all_14_cards_and_the_seed(war):
    """001, Objective Cards ("dealt at random"): with six players every colour plays and the whole deck of
    14 is shuffled (the cards of absent colours: test_war_corrections.py, option objectives_edition)."""
    seen = {o for seed in range(40) for o in war.game(6, seed=seed).state.objectives}
    assert seen == set(range(14))
    assert war.game(4, seed=7).state.objectives == war.game(4, seed=7).state.objectives


def test_dealer_is_the_highest_die_and_ties_roll_again():
    """001, Distribution of Legions and Provinces: each player rolls one die, the highest deals.
    Decision 10: tied leaders roll again (only they)."""
    log = EventLog()
    dice = ScriptedDice([3, 5, 5, 2, 4, 6], 0, log)
    assert choose_dealer(4, dice) == 2
    rolls = [(e.data["dice"], e.data["seats"]) for e in log.since(0)]
    assert rolls == [([3, 5, 5, 2], [0, 1, 2, 3]), ([4, 6], [1, 2])]
    log2 = EventLog()
    assert choose_dealer(3, ScriptedDice([6, 1, 2], 0, log2)) == 0
    assert len(log2) == 1


def test_dealer_in_a_real_game_follows_the_logged_dice(war):
    """001, Distribution of Legions and Provinces; decision 10: the logged dealer rolls decide the dealer."""
    for seed in range(30):
        game = war.game(5, seed=seed)
        contenders: list[int] = []
        for event in game.log.since(0):
            if event.kind == "roll" and event.data["reason"] == "dealer":
                best = max(event.data["dice"])
                contenders = [p for p, d in zip(event.data["seats"], event.data["dice"], strict=True) if d == best]
        assert contenders == [game.state.dealer]


@pytest.mark.parametrize(
    ("players", "extra", "after_dealer"),
    # 42 cards dealt one by one from the dealer's left: the first 42 % n seats after the dealer get one
    # more, and play starts after the seat that got the last card.
    [(3, 0, 1), (4, 2, 3), (5, 2, 3), (6, 0, 1)],
)
def test_territories_are_dealt_round_robin_with_one_army_each(war, players, extra, after_dealer):
    """001, Distribution of Legions and Provinces (dealt clockwise from the dealer's left, one army
    in each); The Game (play begins after the player who received the last card). Decision 10."""
    for seed in range(6):
        game = war.game(players, seed=seed)
        s = game.state
        assert s.armies == [1] * 42
        assert sorted(set(s.owner)) == list(range(players))
        base = 42 // players
        for k in range(1, players + 1):
            seat = (s.dealer + k) % players
            assert s.territory_count[seat] == base + (1 if k <= extra else 0)
            assert s.territory_count[seat] == s.owner.count(seat)
        assert s.first_player == (s.dealer + after_dealer) % players
        assert s.turn == s.first_player
        assert game.current_player() == s.first_player
        assert s.round == 1


def test_wildcards_join_the_draw_pile_after_the_deal(war):
    """001, Distribution of Legions and Provinces ("removes the wildcards and deals ... gathers the
    province cards, sets the wildcards aside again and shuffles"); decision 1: the 2 wildcards are
    shuffled into the pile of 44 cards; nobody holds a card at the start."""
    game = war.game(4, seed=3)
    s = game.state
    assert sorted(s.deck) == sorted([*game.table.ids, "wild-1", "wild-2"])
    assert s.hands == [[], [], [], []]
    assert s.discard == []
    shuffles = [e.data for e in game.log.since(0) if e.kind == "shuffle"]
    assert {"reason": "territory deck", "size": 44} in shuffles
    figures = [game.table.figure[c] for c in s.deck]
    assert figures.count("wild") == 2
    assert figures.count("circle") == figures.count("square") == figures.count("triangle") == 14


def test_player_counts_and_the_two_player_option():
    """Issue (ruleset spec): 3 to 6 players; decision 11: two players only with the option two_players."""
    with pytest.raises(OptionError, match=r"war plays with 3 to 6 players \(2 with the option two_players\), not 2"):
        new_game("war", 2, {}, 1)
    with pytest.raises(OptionError, match="war plays with 3 to 6 players"):
        new_game("war", 7, {}, 1)
    game = new_game("war", 2, {"two_players": True}, 1)
    assert game.state.territory_count == [21, 21]
    assert game.state.pending.free == 10


def test_seat_colours_option(war):
    """001, Legions (players choose colours); the colour decides destroy objectives (see test_objectives)."""
    game = war.game(3, colours="red,green,blue")
    assert game.colour_ids() == ["red", "green", "blue"]
    assert game.seat_of_colour("green") == 1
    assert game.seat_of_colour("black") is None
    assert war.game(4).colour_ids() == ["blue", "yellow", "red", "black"]
    with pytest.raises(OptionError, match="must name 3 different colours"):
        war.game(3, colours="red,red,blue")
    with pytest.raises(OptionError, match="unknown colour 'pink'"):
        war.game(3, colours="red,pink,blue")


def test_first_round_only_receives_and_places(war):
    """001, The Game, First round: each player receives armies, places them and passes the turn;
    attacks start in the second round (Attacks: "From the second round onwards")."""
    game = war.game(3, seed=11)
    s = game.state
    order = [s.first_player, (s.first_player + 1) % 3, (s.first_player + 2) % 3]
    for seat in order:
        assert s.turn == seat and s.round == 1 and s.phase == "reinforce"
        assert s.pending.free == 7 and s.pending.continents == {}  # 14 territories: 14 // 2
        legal = game.legal_actions()
        assert all(isinstance(a, Place) for a in legal)
        assert {a.territory for a in legal} == {game.table.ids[i] for i in range(42) if s.owner[i] == seat}
        own = legal[0].territory
        enemy = next(game.table.ids[j] for j in game.table.neighbours[game.table.index[own]] if s.owner[j] != seat)
        war.rejects(game, Attack(own, enemy, 1), "attack is not possible while placing reinforcements")
        war.rejects(game, END_ATTACKS, "end_attacks is not possible while placing reinforcements")
        for _ in range(7):
            game.apply(Place(own))
        assert war.armies(game, own) == [8]
    # After the last seat of round 1, round 2 starts with the first player again; placing leads to attacks.
    assert s.round == 2 and s.turn == order[0] and s.phase == "reinforce"
    war.place_all(game)
    assert s.phase == "attack" and s.turn == order[0]
    assert s.hands == [[], [], []]
