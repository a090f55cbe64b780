"""Card trades: valid sets, the game-wide value sequence, the +2 on own territories, when to trade."""

from __future__ import annotations

import pytest

from warroom.rulesets.war.actions import Place, Trade
from warroom.rulesets.war.cards import is_valid_set, trade_options

#: shared/reference-data/war-classic-board.json, "card_trade_sequence" "values" (not shipped with the package).
REFERENCE_SEQUENCE = [4, 6, 8, 10, 12, 15, 20, 25, 30, 35]


@pytest.mark.parametrize(
    ("figures", "valid"),
    [
        (["circle", "circle", "circle"], True),
        (["square", "square", "square"], True),
        (["circle", "square", "triangle"], True),
        (["circle", "circle", "square"], False),
        (["triangle", "square", "square"], False),
        (["wild", "circle", "circle"], True),
        (["wild", "circle", "square"], True),
        (["wild", "wild", "triangle"], True),
        (["circle", "circle"], False),
        (["circle", "square", "triangle", "circle"], False),
    ],
)
def test_three_equal_or_three_different_figures_wildcards_fit_any(figures, valid):
    """001, Card Trading, C) (three different figures or three equal) and Notes ("The wildcard
    always gives the player the option of choosing any one of the 3 figures")."""
    assert is_valid_set(figures) is valid


def test_trade_values_follow_the_game_wide_sequence(war):
    """001, Card Trading, C) example (4, 6, 8, "and so on"); reference data "card_trade_sequence"
    (4, 6, 8, 10, 12, 15, then +5 each trade)."""
    content = war.game().table.content
    assert [content.trade_value(n) for n in range(10)] == REFERENCE_SEQUENCE
    assert [content.trade_value(n) for n in range(12)] == [4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40, 45]


def test_trade_options_of_a_hand(war):
    """001, Card Trading, C): the legal trades are exactly the valid sets in the hand."""
    figure = war.game().table.figure
    # brazil, germany, ottawa: circles; mexico: square; peru: triangle.
    assert trade_options(["brazil", "germany", "ottawa", "mexico"], figure) == [("brazil", "germany", "ottawa")]
    assert trade_options(["brazil", "germany", "mexico", "poland"], figure) == []
    assert trade_options(["brazil", "mexico", "peru"], figure) == [("brazil", "mexico", "peru")]
    assert trade_options(["brazil", "germany", "mexico", "wild-1"], figure) == [
        ("brazil", "germany", "wild-1"),
        ("brazil", "mexico", "wild-1"),
        ("germany", "mexico", "wild-1"),
    ]


def _trader(war, hand, options=None, **kw):
    game = war.game(3, **(options or {}))
    war.arrange(
        game,
        fill=1,
        owners={"brazil": 0, "peru": 0, "mexico": 0, "japan": 2},
        turn=0,
        hands={0: hand},
        **kw,
    )
    return game


def test_a_trade_adds_its_value_and_two_armies_on_each_own_card_territory(war):
    """001, Card Trading, C) ("If among the cards ... one that represents a province owned by the
    player, he gains 2 extra legions, which must be placed, necessarily, in that province");
    option trade_bonus=per-card (decision 2): per card, placed at once. Traded cards are set aside (Notes).
    One +2 per trade, the default: test_war_corrections.py."""
    game = _trader(war, ["brazil", "peru", "mexico", "germany"], {"trade_bonus": "per-card"})
    s = game.state
    assert s.pending.free == 3
    events = game.apply(Trade(("brazil", "mexico", "peru")))
    assert s.pending.free == 3 + 4
    assert war.armies(game, "brazil", "peru", "mexico") == [3, 3, 3]
    assert s.hands[0] == ["germany"]
    assert s.discard == ["brazil", "mexico", "peru"]
    assert s.trades_done == 1
    assert [e.data for e in events if e.kind == "trade"] == [
        {"player": 0, "cards": ["brazil", "mexico", "peru"], "armies": 4, "bonus_on": ["brazil", "mexico", "peru"]}
    ]
    assert game.view(0)["next_trade_value"] == 6
    # The traded value is placed anywhere the player owns.
    assert {a.territory for a in game.legal_actions()} == {"brazil", "peru", "mexico"}


def test_no_bonus_for_a_wildcard_or_a_territory_of_another_player(war):
    """001, Card Trading, C) (the +2 only for a province owned by the player); decision 2."""
    game = _trader(war, ["brazil", "alaska", "wild-1"], trades_done=5)
    s = game.state
    game.apply(Trade(("alaska", "brazil", "wild-1")))
    assert s.pending.free == 3 + 15  # the sixth trade of the game
    assert war.armies(game, "brazil", "alaska") == [3, 1]
    assert s.discard == ["alaska", "brazil", "wild-1"]


def test_invalid_trades_are_rejected_and_change_nothing(war):
    """001, Card Trading, C): three cards of equal or different figures, from the player's hand."""
    game = _trader(war, ["brazil", "germany", "mexico", "peru"])
    war.rejects(
        game, Trade(("brazil", "germany", "mexico")), "a trade needs three equal figures or three different figures"
    )
    war.rejects(game, Trade(("brazil", "mexico", "alaska")), "Alaska (triangle) is not in your hand")
    war.rejects(game, Trade(("brazil", "wild-2", "peru")), "wildcard is not in your hand")
    war.rejects(game, Trade(("brazil", "brazil", "peru")), "a trade takes exactly three different cards")
    war.rejects(game, Trade(("brazil", "peru")), "a trade takes exactly three different cards")
    war.rejects(game, Trade(("brazil", "germany", "mexico", "peru")), "a trade takes exactly three different cards")


def test_trading_is_optional_with_fewer_than_five_cards(war):
    """001, Card Trading, C) ("The player is not obliged to make a trade when he has one of the
    combinations"): with 4 cards both trades and places are legal."""
    game = _trader(war, ["brazil", "germany", "ottawa", "mexico"])
    legal = game.legal_actions()
    assert Trade(("brazil", "germany", "ottawa")) in legal
    assert Place("brazil") in legal
    war.place_all(game)
    assert game.state.hands[0] == ["brazil", "germany", "ottawa", "mexico"]
    assert game.state.phase == "attack"


def test_trades_only_before_the_first_army_is_placed(war):
    """Decision 4: a trade only at the start of the turn, before the first placement (001, Card
    Trading: "in his turn ... trade them"; Receiving Legions: the three sources are counted at the start)."""
    game = _trader(war, ["brazil", "germany", "ottawa"])
    game.apply(Place("peru"))
    assert not any(isinstance(a, Trade) for a in game.legal_actions())
    war.rejects(
        game,
        Trade(("brazil", "germany", "ottawa")),
        "cards may be traded only at the start of the turn, before placing armies",
    )


def test_a_hand_of_five_must_trade_before_placing(war):
    """001, Card Trading ("when a player accumulates 5 cards, he is obliged, in his turn, to trade");
    decision 4: the trade comes before any placement."""
    hand = ["brazil", "germany", "mexico", "poland", "peru"]  # circle, circle, square, square, triangle
    game = _trader(war, hand)
    legal = game.legal_actions()
    assert legal and all(isinstance(a, Trade) for a in legal)
    assert {a.cards for a in legal} == {
        ("brazil", "mexico", "peru"),
        ("brazil", "peru", "poland"),
        ("germany", "mexico", "peru"),
        ("germany", "peru", "poland"),
    }
    war.rejects(game, Place("brazil"), "you hold 5 cards and must trade before placing")
    game.apply(Trade(("germany", "peru", "poland")))
    assert sorted(game.state.hands[0]) == ["brazil", "mexico"]
    assert game.state.pending.free == 7
    assert war.armies(game, "peru") == [3]
    assert all(isinstance(a, Place) for a in game.legal_actions())


@pytest.mark.parametrize(
    "hand",
    [
        ["brazil", "germany", "mexico", "poland", "peru"],
        ["brazil", "germany", "ottawa", "mexico", "poland"],
        ["brazil", "germany", "mexico", "poland", "wild-1"],
        ["brazil", "germany", "mexico", "wild-1", "wild-2"],
    ],
)
def test_every_hand_of_five_holds_a_trade(war, hand):
    """Decision 4's premise: five cards of three figures (wildcards fit any) always hold a valid set,
    so the forced trade can always be made (001, Card Trading)."""
    assert trade_options(hand, war.game().table.figure)


def test_a_trade_given_as_json(war):
    """001, Card Trading, C): the same trade, as a front end sends it (cards in any order; three own
    territories: it names the one taking the +2, option trade_bonus=per-trade)."""
    game = _trader(war, ["brazil", "peru", "mexico"])
    game.apply({"type": "trade", "cards": ["peru", "mexico", "brazil"], "bonus": "peru"})
    assert game.state.pending.free == 7
    assert game.state.hands[0] == []
    assert game.history[-1] == Trade(("peru", "mexico", "brazil"), "peru")
