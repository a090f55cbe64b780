"""WAR's rules as rulebook 001 restates them, on the Roman board: the conquest move limited by the last
attack, one card a turn, at most 5 cards, the +2 legions on an owned province's card, a hand of 5
must trade, and an eliminated player's cards going to the eliminator (random discard down to 5).
The full WAR suite (tests/rulesets/war/) covers the shared code in depth."""

from __future__ import annotations

from warroom.core.dice import ScriptedDice
from warroom.rulesets.war.actions import END_ATTACKS, END_TURN, Attack, Occupy, Place, Trade


def _front(ir, hands=None, deck=("baetica", "lusitania", "wild-1"), **armies):
    """Seat 0: Syria and Cappadocia with 4 legions each; seat 2: Cyprus only; seat 1: the rest."""
    game = ir.game(3)
    ir.arrange(
        game,
        fill=1,
        owners={"syria": 0, "cappadocia": 0, "cyprus": 2},
        armies={"syria": 4, "cappadocia": 4, **armies},
        turn=0,
        phase="attack",
        hands=hands or {},
        deck=list(deck),
    )
    return game


def test_ir_conquest_moves_at_most_the_dice_of_the_last_attack(ir):
    """001, Province Conquest: "the maximum number of legions that may be moved at this moment is equal
    to the number of legions that took part in the last attack"; here 2."""
    game = _front(ir)
    ir.dice(game, 6, 5, 1)
    game.apply(Attack("syria", "iudaea", 2))
    assert game.legal_actions() == [Occupy(1), Occupy(2)]
    game.apply(Occupy(2))
    assert ir.armies(game, "syria", "iudaea") == [2, 2]


def test_ir_one_card_a_turn_however_many_conquests(ir):
    """001, Card Conquest and its Note: one province card at the end of a turn with a conquest,
    "regardless of the number of provinces conquered"; none without a conquest."""
    game = _front(ir)
    ir.dice(game, 6, 1, 6, 1)
    game.apply(Attack("syria", "iudaea", 1))
    game.apply(Attack("syria", "arabia-petraea", 1))
    game.apply(END_ATTACKS)
    assert game.state.hands[0] == []
    game.apply(END_TURN)
    assert game.state.hands[0] == ["wild-1"]
    ir.end_turn(game)  # seat 1, no conquest
    assert game.state.hands[1] == []


def test_ir_plus_two_on_an_owned_provinces_card(ir):
    """001, Card Trading: "If among the cards used in the trade there is one that represents a province
    owned by the player, he gains 2 extra legions, which must be placed, necessarily, in that
    province." Syria (shield) is seat 0's; Arabia Petraea (shield) and Sicilia (shield) are not."""
    game = ir.game(3)
    figure = game.table.figure
    hand = ["arabia-petraea", "sicilia", "syria"]
    assert {figure[c] for c in hand} == {"shield"}
    ir.arrange(game, fill=1, owners={"syria": 0, "cyprus": 2}, hands={0: hand}, trades_done=2, turn=0)
    game.apply(Trade(tuple(hand)))
    assert ir.armies(game, "syria", "arabia-petraea", "sicilia") == [3, 1, 1]
    assert game.state.pending.free == 3 + 8  # the minimum and the third trade of the game


def test_ir_a_hand_of_five_must_trade(ir):
    """001, Card Trading: "when a player accumulates 5 cards, he is obliged, in his turn, to trade 3
    cards for legions"."""
    game = ir.game(3)
    hand = ["lusitania", "baetica", "hispania-tarraconensis", "britannia", "wild-2"]
    ir.arrange(game, fill=1, owners={"syria": 0, "cyprus": 2}, hands={0: hand}, turn=0)
    assert all(isinstance(a, Trade) for a in game.legal_actions())
    ir.rejects(game, Place("syria"), "you hold 5 cards and must trade before placing")


def test_ir_elimination_takes_the_cards_with_a_random_discard_to_five(ir):
    """001, Elimination of a Competitor: the eliminator "receives the cards of the eliminated player";
    beyond 5 "he removes, without looking, the number of cards needed to bring his hand down to 5";
    at most 5 cards in hand (Card Conquest, Note), so no card is drawn at the end of that turn."""
    mine = ["lusitania", "baetica", "britannia"]
    theirs = ["italia", "sicilia", "raetia", "wild-2"]
    kept = set()
    for seed in range(6):
        game = _front(ir, hands={0: mine, 2: theirs})
        game.dice = ScriptedDice([6, 1], seed, game.log)
        game.apply(Attack("syria", "cyprus", 1))
        s = game.state
        assert s.eliminated[2] and s.eliminated_by[2] == 0 and s.hands[2] == []
        assert len(s.hands[0]) == 5 and set(s.hands[0]) <= set(mine + theirs)
        assert sorted(s.hands[0] + s.discard) == sorted(mine + theirs)
        kept.add(tuple(sorted(s.hands[0])))
        game.apply(END_ATTACKS)
        game.apply(END_TURN)
        assert len(s.hands[0]) == 5
    assert len(kept) > 1
