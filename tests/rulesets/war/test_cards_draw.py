"""Territory cards: one card after a turn with a conquest, the hand limit, the reshuffle of traded
cards, and the cards of an eliminated player."""

from __future__ import annotations

from warroom.core.dice import ScriptedDice
from warroom.rulesets.war.actions import END_ATTACKS, END_TURN, Attack, Occupy


def _front(war, hands=None, deck=("alaska", "ottawa", "wild-1"), discard=(), **armies):
    """Seat 0: Venezuela and China; seat 2: Japan only; seat 1: everything else."""
    game = war.game(3)
    war.arrange(
        game,
        fill=1,
        owners={"venezuela": 0, "china": 0, "japan": 2},
        armies={"venezuela": 4, "china": 4, **armies},
        turn=0,
        phase="attack",
        hands=hands or {},
        deck=list(deck),
        discard=list(discard),
    )
    return game


def test_no_conquest_no_card(war):
    """001, Card Conquest: a card only for a player who conquered at least one province."""
    game = _front(war, brazil=3)
    war.dice(game, 1, 6, 6, 6)
    game.apply(Attack("venezuela", "brazil", 1))
    game.apply(END_ATTACKS)
    game.apply(END_TURN)
    assert game.state.hands[0] == []
    assert game.state.deck == ["alaska", "ottawa", "wild-1"]
    assert game.state.turn == 1


def test_one_card_at_the_end_of_a_turn_with_a_conquest(war):
    """001, Card Conquest ("entitled to one province card at the end of his turn (after his
    movements)"); the card comes off the top of the pile and stays secret."""
    game = _front(war)
    war.dice(game, 6, 1)
    game.apply(Attack("venezuela", "brazil", 1))
    game.apply(END_ATTACKS)
    assert game.state.hands[0] == []  # not yet: after the movements
    events = game.apply(END_TURN)
    assert game.state.hands[0] == ["wild-1"]
    assert game.state.deck == ["alaska", "ottawa"]
    assert [e.data for e in events if e.kind == "card_drawn"] == [{"player": 0}]
    assert game.view(0)["hand"] == ["wild-1"]
    assert game.view(1)["hand"] == []
    assert game.view(1)["seats"][0]["cards"] == 1
    assert game.view(None)["deck"] == 2


def test_only_one_card_per_turn_however_many_conquests(war):
    """001, Card Conquest, Note ("only one province card per turn, regardless of the number of
    provinces conquered")."""
    game = _front(war)
    war.dice(game, 6, 1, 6, 1, 6, 1)
    game.apply(Attack("venezuela", "brazil", 1))
    game.apply(Attack("venezuela", "peru", 1))
    game.apply(Attack("venezuela", "mexico", 1))
    assert war.owners(game, "brazil", "peru", "mexico") == [0, 0, 0]
    game.apply(END_ATTACKS)
    game.apply(END_TURN)
    assert game.state.hands[0] == ["wild-1"]
    assert game.state.deck == ["alaska", "ottawa"]


def test_traded_cards_are_reshuffled_when_the_pile_runs_out(war):
    """001, Card Trading, Notes ("Traded cards are set aside. When all the cards have been used, they
    must be shuffled and placed back in the game as a new face-down pile")."""
    game = _front(war, deck=(), discard=("brazil", "peru", "mexico", "wild-2"))
    war.dice(game, 6, 1)
    game.apply(Attack("venezuela", "brazil", 1))
    game.apply(END_ATTACKS)
    events = game.apply(END_TURN)
    s = game.state
    assert len(s.hands[0]) == 1
    assert sorted(s.hands[0] + s.deck) == ["brazil", "mexico", "peru", "wild-2"]
    assert s.discard == []
    assert {"reason": "reshuffle traded cards", "size": 4} in [e.data for e in events if e.kind == "shuffle"]


def test_no_card_when_the_hand_is_full(war):
    """Decision 6: no card is drawn into a hand of 5 (001, Card Conquest, Note: "Each player may hold
    up to 5 cards in hand"). The full hand comes from an eliminated player's cards."""
    game = _front(war, hands={0: ["brazil", "peru", "mexico"], 2: ["egypt", "sudan"]})
    war.dice(game, 6, 1)
    game.apply(Attack("china", "japan", 1))
    assert game.state.eliminated[2]
    assert sorted(game.state.hands[0]) == ["brazil", "egypt", "mexico", "peru", "sudan"]
    game.apply(END_ATTACKS)
    events = game.apply(END_TURN)
    assert len(game.state.hands[0]) == 5
    assert game.state.deck == ["alaska", "ottawa", "wild-1"]
    assert [e.data for e in events if e.kind == "no_card"] == [{"player": 0, "reason": "hand full"}]


def test_an_eliminated_players_cards_go_to_the_eliminator(war):
    """001, Elimination of a Competitor ("he receives the cards of the eliminated player")."""
    game = _front(war, hands={0: ["brazil"], 2: ["egypt", "sudan"]})
    war.dice(game, 6, 6, 6, 1)
    events = game.apply(Attack("china", "japan", 3))
    s = game.state
    assert s.eliminated == [False, False, True]
    assert s.eliminated_by == [None, None, 0]
    assert s.alive_count == 2
    assert sorted(s.hands[0]) == ["brazil", "egypt", "sudan"]
    assert s.hands[2] == []
    assert [e.data for e in events if e.kind == "eliminated"] == [{"player": 2, "by": 0, "discarded": 0}]
    assert not any(e.kind == "draw" for e in events)
    # The game goes on: the occupation decision, then the turn passes over the eliminated seat.
    assert s.phase == "occupy" and game.legal_actions() == [Occupy(1), Occupy(2), Occupy(3)]
    game.apply(Occupy(3))
    game.apply(END_ATTACKS)
    game.apply(END_TURN)
    assert s.turn == 1
    war.end_turn(game)
    assert s.turn == 0


def test_more_than_five_cards_are_discarded_at_random_down_to_five(war):
    """001, Elimination of a Competitor ("a random draw is made: he removes, without looking, the
    number of cards needed to bring his hand down to 5"); decision 12: the game's seeded generator
    draws them, the log records the draw, and the discarded cards join the traded ones."""
    mine = ["brazil", "peru", "mexico"]
    theirs = ["egypt", "sudan", "congo", "wild-2"]
    outcomes = set()
    for seed in range(8):
        game = _front(war, hands={0: mine, 2: theirs}, discard=("greenland",))
        game.dice = ScriptedDice([6, 1], seed, game.log)
        events = game.apply(Attack("china", "japan", 1))
        s = game.state
        assert len(s.hands[0]) == 5
        assert s.discard[0] == "greenland" and len(s.discard) == 3
        assert sorted(s.hands[0] + s.discard[1:]) == sorted(mine + theirs)
        assert [e.data for e in events if e.kind == "draw"] == [
            {"reason": "discard down to the hand limit", "count": 2}
        ]
        assert [e.data for e in events if e.kind == "eliminated"] == [{"player": 2, "by": 0, "discarded": 2}]
        outcomes.add(tuple(sorted(s.discard[1:])))
        # The same seed discards the same cards.
        again = _front(war, hands={0: mine, 2: theirs}, discard=("greenland",))
        again.dice = ScriptedDice([6, 1], seed, again.log)
        again.apply(Attack("china", "japan", 1))
        assert again.state.hands[0] == s.hands[0]
    assert len(outcomes) > 1  # not always the same two cards
