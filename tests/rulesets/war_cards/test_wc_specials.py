"""The reconstructed special cards: each effect, and the role each may be played in (decision 7)."""

from __future__ import annotations

import pytest

from warroom.rulesets.war_cards.actions import PILE, Attack, Defend, Discard, PlaySpecial


def _position(wc, attacker_hand, defender_hand, others=None, **kw):
    """Seat 0 holds Argentina; seat 2 Venezuela and Peru; seat 3 Japan; seat 1 the rest; seat 0 to play."""
    game = wc.game(4)
    hands = {0: list(attacker_hand), 1: ["d02", "d03"], 2: list(defender_hand), 3: ["d04"]}
    hands |= others or {}
    wc.arrange(
        game,
        fill=1,
        owners={"argentina": 0, "venezuela": 2, "peru": 2, "japan": 3},
        hands=hands,
        turn=0,
        general=0,
        **kw,
    )
    return game


def test_the_special_cards_of_the_packaged_deck(wc) -> None:
    game = wc.game(4)
    content = game.content
    kinds = {k: (v.role, v.name) for k, v in content.special_kinds.items()}
    assert kinds == {
        "blitz": ("attack", "Blitz"),
        "fortress": ("defence", "Fortress"),
        "spy": ("attack", "Spy"),
        "reinforcements": ("turn", "Reinforcements"),
        "sabotage": ("turn", "Sabotage"),
    }
    counts = {k: sum(1 for c in content.special_cards if content.special_of[c].kind == k) for k in kinds}
    assert counts == {"blitz": 3, "fortress": 3, "spy": 3, "reinforcements": 3, "sabotage": 2}
    assert all(content.special_kinds[k].text for k in kinds)


@pytest.mark.parametrize("defence", ["d13", PILE, "strong"])
def test_blitz_wins_against_any_dice_card(wc, defence) -> None:
    """Blitz: "The attack wins the battle, whatever the defence card, unless it is a Fortress"."""
    strong = wc.dice(yellow=(6, 6, 2))
    game = _position(wc, ["blitz-1"], ["d13", strong])
    game.apply(Attack("argentina", "venezuela", "blitz-1"))
    game.apply(Defend(strong if defence == "strong" else defence))
    s = game.state
    assert s.last_battle is not None and s.last_battle["effect"] == "blitz" and s.last_battle["conquered"]
    assert s.last_battle["attack_dice"] is None and s.last_battle["comparisons"] == []
    assert wc.owners(game, "venezuela") == [0]
    assert "blitz-1" in s.special_discard


def test_fortress_holds_against_dice_and_blitz(wc) -> None:
    """Fortress: "The defence wins the battle, whatever the attack card"; a Blitz included."""
    for attack in ("d70", "blitz-2"):
        game = _position(wc, [attack], ["fortress-1", "d13"])
        game.apply(Attack("argentina", "venezuela", attack))
        game.apply(Defend("fortress-1"))
        s = game.state
        assert s.last_battle is not None
        assert s.last_battle["effect"] == "fortress" and not s.last_battle["conquered"]
        assert wc.owners(game, "venezuela") == [2]
        assert "fortress-1" in s.special_discard and attack in s.dice_discard + s.special_discard


def test_spy_takes_a_random_card_from_the_defender_and_no_territory(wc) -> None:
    """Spy: "No dice are compared and the territory stays; you take one card at random from the defender's
    hand" (drawn from the game's seeded generator, after the answer card left the hand)."""
    game = _position(wc, ["spy-1", "d01"], ["d13", "d20", "d21"])
    game.apply(Attack("argentina", "venezuela", "spy-1"))
    events = game.apply(Defend("d13"))
    s = game.state
    assert s.last_battle is not None
    assert s.last_battle["effect"] == "spy" and s.last_battle["stolen"] and not s.last_battle["conquered"]
    assert wc.owners(game, "venezuela") == [2]
    (taken,) = [c for c in s.hands[0] if c != "d01"]
    assert taken in ("d20", "d21") and len(s.hands[2]) == 1 and taken not in s.hands[2]
    assert "d13" in s.dice_discard and "spy-1" in s.special_discard
    assert any(e.kind == "draw" and e.data["reason"] == "spy" for e in events)
    spy = next(e for e in events if e.kind == "spy")
    assert spy.data == {"player": 0, "victim": 2, "taken": 1}  # the card taken is not in the log


def test_spy_against_an_empty_hand_and_against_a_fortress(wc) -> None:
    game = _position(wc, ["spy-1"], [])
    game.apply(Attack("argentina", "venezuela", "spy-1"))
    game.apply(Defend(PILE))
    assert game.state.last_battle is not None and game.state.last_battle["stolen"] is False
    assert game.state.hands[0] == []
    # a Fortress protects the territory, not the hand: the Spy still takes its card
    game = _position(wc, ["spy-1"], ["fortress-1", "d20"])
    game.apply(Attack("argentina", "venezuela", "spy-1"))
    game.apply(Defend("fortress-1"))
    assert game.state.hands[0] == ["d20"] and game.state.hands[2] == []


def test_reinforcements_draw_two_dice_cards(wc) -> None:
    """Reinforcements: "Play it in your turn, outside a battle: take the top 2 cards of the dice pile"."""
    game = _position(wc, ["reinforcements-1", "d01"], ["d13"])
    top = game.state.dice_pile[-2:]
    assert PlaySpecial("reinforcements-1", -1) in game.legal_actions()
    game.apply(PlaySpecial("reinforcements-1", -1))
    s = game.state
    assert sorted(s.hands[0]) == sorted(["d01", *top])
    assert "reinforcements-1" in s.special_discard and s.phase == "attack"
    wc.rejects(game, PlaySpecial("reinforcements-1", -1), "'reinforcements-1' is not in your hand")


def test_reinforcements_over_the_hand_limit_mean_a_discard_of_choice(wc) -> None:
    """002, Start of the Next Round: "At any given time ... up to 15 cards"; the player chooses the discards."""
    hand = ["reinforcements-1", *[f"d{k:02d}" for k in range(20, 34)]]
    assert len(hand) == 15
    game = _position(wc, hand, ["d13"])
    game.apply(PlaySpecial("reinforcements-1", -1))
    s = game.state
    assert len(s.hands[0]) == 16 and s.phase == "discard" and game.current_player() == 0
    assert game.legal_actions() == [Discard(c) for c in s.hands[0]]
    wc.rejects(game, Attack("argentina", "peru", "d20"), "Blue holds 16 cards and must first discard down to 15")
    game.apply(Discard("d25"))
    assert len(s.hands[0]) == 15 and "d25" not in s.hands[0] and "d25" in s.dice_discard
    assert s.phase == "attack"


def test_sabotage_makes_an_opponent_discard_two_cards_at_random(wc) -> None:
    """Sabotage: "naming an opponent: that player discards 2 cards at random from the hand"."""
    game = _position(wc, ["sabotage-1"], ["d13", "d20", "fortress-1"])
    legal = [a for a in game.legal_actions() if isinstance(a, PlaySpecial)]
    assert legal == [PlaySpecial("sabotage-1", q) for q in (1, 2, 3)]
    wc.rejects(game, PlaySpecial("sabotage-1", 0), "Sabotage must name an opponent still in the game")
    wc.rejects(game, PlaySpecial("sabotage-1", 4), "Sabotage must name an opponent still in the game")
    wc.rejects(game, PlaySpecial("sabotage-1", -1), "Sabotage must name an opponent still in the game")
    events = game.apply(PlaySpecial("sabotage-1", 2))
    s = game.state
    assert len(s.hands[2]) == 1
    sabotage = next(e for e in events if e.kind == "sabotage")
    lost = sabotage.data["discarded"]
    assert sorted([*lost, *s.hands[2]]) == sorted(["d13", "d20", "fortress-1"])
    assert all(c in s.dice_discard + s.special_discard for c in [*lost, "sabotage-1"])
    # a victim with a single card loses it; one with none loses nothing
    game = _position(wc, ["sabotage-1", "sabotage-2"], ["d13"], others={3: []})
    game.apply(PlaySpecial("sabotage-1", 2))
    game.apply(PlaySpecial("sabotage-2", 3))
    assert game.state.hands[2] == [] and game.state.hands[3] == []


def test_sabotage_cannot_name_an_eliminated_player(wc) -> None:
    game = wc.game(4)
    wc.arrange(game, fill=1, owners={"argentina": 0}, hands={0: ["sabotage-1"]}, turn=0, eliminated_by={2: 1, 3: 1})
    assert [a for a in game.legal_actions() if isinstance(a, PlaySpecial)] == [PlaySpecial("sabotage-1", 1)]
    wc.rejects(game, PlaySpecial("sabotage-1", 3), "Sabotage must name an opponent still in the game")


def test_specials_played_outside_their_role_are_refused(wc) -> None:
    game = _position(wc, ["blitz-1", "spy-1", "fortress-1"], ["d13"])
    wc.rejects(game, PlaySpecial("blitz-1", -1), "Blitz is played in a battle, not on its own")
    wc.rejects(game, PlaySpecial("fortress-1", -1), "Fortress is played in a battle, not on its own")
    wc.rejects(game, PlaySpecial("reinforcements-2", -1), "'reinforcements-2' is not in your hand")
    game = _position(wc, ["reinforcements-1"], ["d13"])
    wc.rejects(game, PlaySpecial("reinforcements-1", 2), "Reinforcements names no player: give player -1")
