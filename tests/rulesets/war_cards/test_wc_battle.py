"""The confrontation: red dice against yellow dice, highest to highest, ties to the defence, two of three;
both cards discarded; a won battle takes the territory card, a lost one changes nothing."""

from __future__ import annotations

import pytest

from warroom.rulesets.war_cards.actions import PILE, Attack, Defend
from warroom.rulesets.war_cards.battle import compare_dice


def _duel(wc, attack, defence_hand=(), dice_pile=None, defender_extra=()):
    """Seat 0 (Blue) holds Argentina; seat 2 (Red) Venezuela and Peru; seat 1 the rest; seat 0 attacks."""
    game = wc.game(4)
    hands = {0: [attack, "d01"], 1: ["d02"], 2: [*defence_hand, *defender_extra], 3: ["d03"]}
    wc.arrange(
        game,
        fill=1,
        owners={"argentina": 0, "venezuela": 2, "peru": 2, "japan": 3},
        hands=hands,
        dice_pile=dice_pile,
        turn=0,
        general=0,
    )
    return game


def test_the_rulebook_comparison_example(wc) -> None:
    """002, Battle, the table: HIGHEST 6-4 ATTACK, SECOND HIGHEST 6-3 ATTACK, MINOR 3-3 DEFENSE;
    "WINNER: ATTACKER ... by having 2 wins against 1 of the defense"."""
    won, rows = compare_dice([3, 6, 6], [3, 4, 3])
    assert won is True
    assert rows == [
        ["highest", 6, 4, "attack"],
        ["second highest", 6, 3, "attack"],
        ["minor", 3, 3, "defence"],
    ]
    # the same example played: red 6-6-3 (d70) against yellow 4-3-3 (d31)
    attack, defence = wc.dice(red=(6, 6, 3)), wc.dice(yellow=(4, 3, 3))
    assert (attack, defence) == ("d70", "d31")
    game = _duel(wc, attack, [defence])
    game.apply(Attack("argentina", "venezuela", attack))
    events = game.apply(Defend(defence))
    battle = game.state.last_battle
    assert battle is not None
    assert battle["comparisons"] == rows
    assert battle["attack_dice"] == [6, 6, 3] and battle["defence_dice"] == [4, 3, 3]
    assert battle["effect"] == "dice" and battle["conquered"] is True
    assert [e.kind for e in events] == ["battle", "conquest"]
    assert wc.owners(game, "venezuela") == [0]


@pytest.mark.parametrize(
    ("red", "yellow", "won"),
    [
        ([6, 6, 3], [4, 3, 3], True),
        ([6, 6, 6], [6, 6, 6], False),  # every tie goes to the defence
        ([5, 5, 5], [5, 5, 4], False),  # one win, two ties
        ([5, 5, 5], [5, 4, 4], True),  # two wins, one tie
        ([2, 2, 2], [1, 1, 1], True),
        ([6, 1, 1], [5, 2, 1], False),  # one of three
        ([1, 6, 4], [3, 5, 2], True),  # sorted before comparing: 6-5, 4-3, 1-2
    ],
)
def test_two_of_three_comparisons_ties_to_the_defence(red, yellow, won) -> None:
    """002, Battle: highest to highest, "In the case of a tie the victory will be of the defense"; the side
    with more of the three comparisons wins."""
    assert compare_dice(red, yellow)[0] is won


def test_a_won_battle_takes_the_territory_card(wc) -> None:
    """002, Territory Conquest: "you will get the defender's territory card"."""
    game = _duel(wc, "d70", ["d13"])
    before = list(game.state.territory_count)
    game.apply(Attack("argentina", "venezuela", "d70"))
    game.apply(Defend("d13"))
    s, t = game.state, game.table
    assert wc.owners(game, "venezuela") == [0]
    assert s.territory_count == [before[0] + 1, before[1], before[2] - 1, before[3]]
    sa = t.continent_ids.index("south-america")
    assert s.continent_count[0][sa] == 2 and s.continent_count[2][sa] == 1
    assert s.conquered == [True, False, False, False]


def test_a_lost_battle_changes_nothing_but_the_cards(wc) -> None:
    """002, Territory Conquest: "If you lose, nothing happens"."""
    weak, strong = wc.dice(red=(3, 1, 1)), wc.dice(yellow=(6, 6, 2))
    game = _duel(wc, weak, [strong])
    owners = list(game.state.owner)
    game.apply(Attack("argentina", "venezuela", weak))
    game.apply(Defend(strong))
    s = game.state
    assert s.owner == owners and s.conquered == [False] * 4
    assert s.last_battle is not None and s.last_battle["conquered"] is False
    assert s.phase == "attack" and game.current_player() == 0


def test_both_cards_are_discarded(wc) -> None:
    """002, Battle: "At the end of each battle, all cards (data or special) used are discarded"."""
    for defence in ("d13", "fortress-1"):
        game = _duel(wc, "d70", [defence, "d09"])
        dice_discards, special_discards = len(game.state.dice_discard), len(game.state.special_discard)
        game.apply(Attack("argentina", "venezuela", "d70"))
        game.apply(Defend(defence))
        s = game.state
        assert "d70" in s.dice_discard and defence in s.dice_discard + s.special_discard
        assert len(s.dice_discard) + len(s.special_discard) == dice_discards + special_discards + 2
        assert s.hands[0] == ["d01"] and s.hands[2] == ["d09"]
        assert sorted(wc.cards_everywhere(game)) == wc.all_cards(game)


def test_the_defender_may_take_the_top_card_of_the_pile(wc) -> None:
    """002, Battle: the defender's second option, "To take a card from the pile"; its yellow dice defend
    and it is discarded too. The top of the pile is the last card of the list."""
    top = wc.dice(yellow=(6, 6, 2))
    pile = [c.id for c in wc.game(4).content.dice_cards if c.id not in ("d70", "d01", "d02", "d03", "d13", top)]
    game = _duel(wc, "d70", ["d13"], dice_pile=[*pile, top])
    game.apply(Attack("argentina", "venezuela", "d70"))
    game.apply(Defend(PILE))
    s = game.state
    assert s.last_battle is not None
    assert s.last_battle["defence_card"] == top and s.last_battle["from_pile"] is True
    assert s.last_battle["defence_dice"] == [6, 6, 2] and s.last_battle["conquered"] is False
    assert s.hands[2] == ["d13"] and s.dice_pile == pile and top in s.dice_discard


def test_an_attack_no_card_can_answer_wins(wc) -> None:
    """Decision 9: with an empty dice pile, no discards to reshuffle and no defence card in hand, no yellow
    dice defend: the attack wins at once."""
    game = _duel(wc, "d70", ["spy-1"], dice_pile=[])
    game.state.dice_discard = []
    # the dice cards nobody holds are set aside for this test: every card is still somewhere
    game.state.hands[3] += [c.id for c in game.content.dice_cards if c.id not in wc.cards_everywhere(game)]
    events = game.apply(Attack("argentina", "venezuela", "d70"))
    assert [e.kind for e in events] == ["attack", "no_answer", "battle", "conquest"]
    s = game.state
    assert s.last_battle is not None and s.last_battle["effect"] == "no answer" and s.last_battle["conquered"]
    assert wc.owners(game, "venezuela") == [0] and s.hands[2] == ["spy-1"]


def test_a_defence_from_the_pile_needs_a_card_there(wc) -> None:
    game = _duel(wc, "d70", ["d13"], dice_pile=[])
    game.state.dice_discard = []
    game.state.hands[3] += [c.id for c in game.content.dice_cards if c.id not in wc.cards_everywhere(game)]
    game.apply(Attack("argentina", "venezuela", "d70"))
    assert game.legal_actions() == [Defend("d13")]
    wc.rejects(game, Defend(PILE), "the dice pile is empty and there are no discards to reshuffle")


def test_the_defence_pile_is_reshuffled_when_used_up(wc) -> None:
    """002, The Game, Note: used-up piles are shuffled and replaced as a new pile."""
    game = _duel(wc, "d70", ["d13"], dice_pile=[])
    discards = list(game.state.dice_discard)
    assert len(discards) > 10
    game.apply(Attack("argentina", "venezuela", "d70"))
    events = game.apply(Defend(PILE))
    s = game.state
    assert [e.kind for e in events][:2] == ["shuffle", "reshuffle"]
    assert s.last_battle is not None and s.last_battle["defence_card"] in discards
    assert sorted([*s.dice_pile, s.last_battle["defence_card"]]) == sorted(discards)
    assert sorted(s.dice_discard) == sorted(["d70", s.last_battle["defence_card"]])
