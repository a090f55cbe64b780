"""Attacks: which territories may be attacked and from where, the cards that may attack, the defender's
decision, the face-down attack card, and attacking as long as there are cards."""

from __future__ import annotations

import json

import pytest

from warroom.rulesets.war_cards.actions import PILE, Attack, Defend, Discard, EndTurn, PlaySpecial


def _position(wc, hand=("d70", "d13", "d01"), **kw):
    """Seat 0 holds Argentina and Iceland; seat 2 Venezuela and South Africa; seat 3 Japan; seat 1 the rest."""
    game = wc.game(4)
    owners = {"argentina": 0, "iceland": 0, "venezuela": 2, "south-africa": 2, "japan": 3}
    hands = {0: list(hand), 1: ["d02", "d03"], 2: ["d04", "d05", "fortress-1", "spy-1"], 3: ["d06"]}
    wc.arrange(game, fill=1, owners=owners, hands=hands, turn=0, general=0, **kw)
    return game


def test_attack_a_territory_on_the_same_continent_or_bordering_one(wc) -> None:
    """002, How to Attack: "any territory, provided that you have another territory on the same continent
    or have a territory card bordering the territory to be attacked"."""
    game = _position(wc, hand=("d70",))
    pairs = {(a.source, a.target) for a in game.legal_actions() if isinstance(a, Attack)}
    europe = [sid for sid in wc.continent(game, "europe") if sid != "iceland"]
    expected = {("argentina", t) for t in ("brazil", "peru", "venezuela")}  # the same continent
    expected |= {("iceland", t) for t in europe}  # the same continent (England also borders)
    expected |= {("iceland", "greenland")}  # a border across continents
    assert pairs == expected
    # Argentina and Venezuela do not border: the continent alone allows the attack.
    assert not game.board.are_adjacent("argentina", "venezuela")


def test_an_attack_announces_a_territory_that_justifies_it(wc) -> None:
    """002, How to Attack: "The attacker must announce the territory from which the attack will be launched"."""
    game = _position(wc)
    wc.rejects(
        game,
        Attack("argentina", "algeria", "d70"),
        "Argentina neither borders Algeria nor lies on its continent; an attack must be announced from one that does",
    )
    wc.rejects(
        game,
        Attack("iceland", "mackenzie", "d70"),
        "Iceland neither borders Mackenzie nor lies on its continent; an attack must be announced from one that does",
    )
    wc.rejects(game, Attack("brazil", "argentina", "d70"), "Argentina is already yours")
    wc.rejects(game, Attack("brazil", "peru", "d70"), "Brazil is not yours")
    wc.rejects(game, Attack("atlantis", "peru", "d70"), "unknown territory 'atlantis'")
    wc.rejects(game, Attack("argentina", "atlantis", "d70"), "unknown territory 'atlantis'")


def test_the_attack_card_comes_from_the_hand(wc) -> None:
    """002, Battle: "choose the card (data or special) you want to use"; decision 7: a special card only
    in the role its text names."""
    game = _position(wc, hand=("d70", "blitz-1", "spy-2", "fortress-2", "reinforcements-1", "sabotage-1"))
    cards = {a.card for a in game.legal_actions() if isinstance(a, Attack)}
    assert cards == {"d70", "blitz-1", "spy-2"}
    wc.rejects(game, Attack("argentina", "peru", "d02"), "'d02' is not in your hand")
    wc.rejects(game, Attack("argentina", "peru", "fortress-2"), "Fortress cannot be played as an attack card")
    wc.rejects(
        game,
        Attack("argentina", "peru", "reinforcements-1"),
        "Reinforcements cannot be played as an attack card",
    )


def test_the_legal_attacks_are_every_pair_with_every_attack_card(wc) -> None:
    game = _position(wc)
    legal = game.legal_actions()
    attacks = [a for a in legal if isinstance(a, Attack)]
    assert len(attacks) == 10 * 3 and len(set(attacks)) == len(attacks)
    assert legal[-1] == EndTurn()
    assert all(game.is_legal(a) for a in legal)


def test_the_defender_answers_the_attack(wc) -> None:
    """002, Battle: "The player who owns the attacked territory must then defend it ... use one of the cards
    in your hand, or take a card from the pile": a decision of the defender inside the attacker's turn."""
    game = _position(wc)
    game.apply(Attack("argentina", "venezuela", "d70"))
    s = game.state
    assert s.phase == "defend" and game.current_player() == 2 and s.turn == 0
    assert "d70" not in s.hands[0] and s.battle is not None and s.battle.card == "d70"
    legal = game.legal_actions()
    # dice cards and defence special cards from the hand, or the top of the pile; never a Spy
    assert legal == [Defend("d04"), Defend("d05"), Defend("fortress-1"), Defend(PILE)]
    wc.rejects(game, Defend("spy-1"), "Spy cannot be played as a defence card")
    wc.rejects(game, Defend("d70"), "'d70' is not in your hand")
    wc.rejects(game, EndTurn(), "the attacked player must first answer the attack: a card or the pile")
    wc.rejects(
        game, Attack("argentina", "peru", "d13"), "the attacked player must first answer the attack: a card or the pile"
    )


def test_the_attack_card_is_face_down_until_the_defence_answers(wc) -> None:
    """002, Battle: the attacker's card is left "face down"."""
    game = _position(wc)
    events = game.apply(Attack("argentina", "venezuela", "d70"))
    assert all("d70" not in json.dumps(e.to_json()) for e in events)
    for viewer in (None, 1, 2, 3):
        view = game.view(viewer)
        assert view["battle"]["card"] is None
        assert "d70" not in json.dumps(view)
    assert game.view(0)["battle"]["card"]["id"] == "d70"
    assert "face-down card" in game.describe(Attack("argentina", "venezuela", "d70"))
    game.apply(Defend("d04"))
    assert game.view(2)["last_battle"]["attack_card"] == "d70"  # revealed once answered
    assert "dice card (red 6-6-3, yellow 5-5-2)" in game.describe(Attack("argentina", "venezuela", "d70"))


def test_attack_as_long_as_you_have_cards(wc) -> None:
    """002, How to Attack: "you can attack as many times as you want ... as long as you have cards"."""
    game = _position(wc, hand=("d70", "d13"))
    game.apply(Attack("argentina", "venezuela", "d70"))
    game.apply(Defend(PILE))
    assert game.current_player() == 0 and game.state.phase == "attack"
    game.apply(Attack("iceland", "england", "d13"))
    game.apply(Defend(PILE))
    assert game.state.hands[0] == []
    assert game.legal_actions() == [EndTurn()]
    wc.rejects(game, Attack("iceland", "england", "d13"), "'d13' is not in your hand")


def test_the_turn_ends_when_the_player_says_so(wc) -> None:
    game = _position(wc)
    game.apply(EndTurn())
    assert game.state.turn == 1 and game.current_player() == 1 and game.state.hands[0] == ["d70", "d13", "d01"]


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (Defend(PILE), "defend is not possible now: attack, play a special card or end the turn"),
        (Discard("d70"), "discard is not possible now: attack, play a special card or end the turn"),
        (PlaySpecial("d70", -1), "dice card (red 6-6-3, yellow 5-5-2) is played in a battle, not on its own"),
        ({"type": "attack", "source": "argentina", "target": "peru"}, "action 'attack' is missing the field 'card'"),
        ({"type": "attack", "source": "argentina", "target": "peru", "card": 7}, None),
    ],
)
def test_other_actions_are_refused_in_the_attack_phase(wc, action, message) -> None:
    game = _position(wc)
    if message is None:
        message = "action 'attack' field 'card' must be a string, got 7"
    wc.rejects(game, action, message)
