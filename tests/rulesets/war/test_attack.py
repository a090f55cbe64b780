"""Attacks: who may attack where with how many dice, the defence's dice, and how dice are compared."""

from __future__ import annotations

import pytest

from warroom.battles.dice_battle import compare
from warroom.rulesets.war.actions import END_ATTACKS, END_TURN, Attack, Move, Occupy, Place


def _front(war, venezuela=5, brazil=1, **kw):
    """Seat 0 holds Venezuela and Argentina; seat 1 everything else but Japan (seat 2)."""
    game = war.game(3)
    war.arrange(
        game,
        fill=1,
        owners={"venezuela": 0, "argentina": 0, "japan": 2},
        armies={"venezuela": venezuela, "brazil": brazil, **kw},
        turn=0,
        phase="attack",
    )
    return game


@pytest.mark.parametrize(("armies", "most"), [(2, 1), (3, 2), (4, 3), (9, 3)])
def test_attack_needs_two_armies_and_rolls_at_most_three_never_the_occupying_army(war, armies, most):
    """001, Attacks (at least 2 legions to attack) and How to Attack (at most three legions per
    attack; the occupation legion never attacks: Battle, example 1, Note)."""
    game = _front(war, venezuela=armies)
    legal = game.legal_actions()
    expected = [
        Attack("venezuela", target, dice) for target in ("brazil", "mexico", "peru") for dice in range(1, most + 1)
    ]
    assert sorted(legal[:-1], key=repr) == sorted(expected, key=repr)
    assert legal[-1] == END_ATTACKS
    # Argentina (1 army) borders enemy Brazil and Peru, but cannot attack.
    assert not any(isinstance(a, Attack) and a.source == "argentina" for a in legal)


def test_illegal_attacks_are_rejected_and_change_nothing(war):
    """001, Attacks and How to Attack: from an own territory with 2+ armies, into an adjacent enemy
    territory, with 1 to 3 armies that are not the occupying army."""
    game = _front(war, venezuela=3)
    war.rejects(game, Attack("argentina", "brazil", 1), "Argentina has only 1 army; an attack needs at least 2")
    war.rejects(game, Attack("venezuela", "argentina", 1), "Argentina is already yours")
    war.rejects(game, Attack("venezuela", "algeria", 1), "Venezuela does not border Algeria")
    war.rejects(game, Attack("brazil", "venezuela", 1), "Brazil is not yours")
    war.rejects(game, Attack("venezuela", "brazil", 3), "Venezuela can attack with 1 to 2 armies, not 3")
    war.rejects(game, Attack("venezuela", "brazil", 0), "Venezuela can attack with 1 to 2 armies, not 0")
    war.rejects(game, Attack("venezuela", "atlantis", 1), "unknown territory 'atlantis'")
    war.rejects(game, Place("venezuela"), "place is not possible during the attacks")
    war.rejects(game, Move("venezuela", "argentina", 1), "move is not possible during the attacks")
    war.rejects(game, Occupy(1), "occupy is not possible during the attacks")
    war.rejects(game, END_TURN, "end_turn is not possible during the attacks")


@pytest.mark.parametrize(("defenders", "dice"), [(1, 1), (2, 2), (3, 3), (7, 3)])
def test_the_defender_rolls_one_die_per_army_at_most_three(war, defenders, dice):
    """001, How to Attack ("the same applies to the defending player"; "the attacked province may use
    its occupation legion"); decision 8: always min(3, armies), the defender does not choose."""
    game = _front(war, venezuela=4, brazil=defenders)
    war.dice(game, 1, 1, 1, *([6] * dice))
    game.apply(Attack("venezuela", "brazil", 3))
    battle = game.state.last_battle
    assert battle["defence_dice"] == [6] * dice
    assert battle["attack_dice"] == [1, 1, 1]
    assert battle["attacker_lost"] == dice
    assert war.armies(game, "venezuela", "brazil") == [4 - dice, defenders]
    # The defender is never asked anything: the attacker still decides.
    assert game.current_player() == 0


def test_highest_against_highest_ties_to_the_defender(war):
    """001, Battle ("The highest die of the attacker is compared with the highest die of the defender
    ... In the case of a tie, the defence wins")."""
    game = _front(war, venezuela=4, brazil=3)
    war.dice(game, 2, 6, 4, 5, 4, 1)  # attack 6,4,2 against 5,4,1: win, tie, win
    game.apply(Attack("venezuela", "brazil", 3))
    assert game.state.last_battle["attack_dice"] == [6, 4, 2]
    assert game.state.last_battle["defence_dice"] == [5, 4, 1]
    assert war.armies(game, "venezuela", "brazil") == [3, 1]
    assert compare([3, 3], [3, 3]) == (2, 0)
    assert compare([6], [5, 6]) == (1, 0)


def test_only_compared_dice_cost_armies(war):
    """001, Battle, example 2, Note ("the defence used only one die, so the attacker loses only one
    legion")."""
    game = _front(war, venezuela=4, brazil=1)
    war.dice(game, 1, 1, 1, 6)
    game.apply(Attack("venezuela", "brazil", 3))
    assert war.armies(game, "venezuela", "brazil") == [3, 1]
    game2 = _front(war, venezuela=2, brazil=3)
    war.dice(game2, 6, 1, 1, 1)
    game2.apply(Attack("venezuela", "brazil", 1))
    assert war.armies(game2, "venezuela", "brazil") == [2, 2]


def test_attack_as_often_as_you_like_from_one_or_several_territories(war):
    """001, How to Attack ("may attack as many times as he wishes"; "Attacks may start from one or
    several provinces, but always one at a time")."""
    game = _front(war, venezuela=9, brazil=9, argentina=4)
    war.dice(game, *([1, 1, 1, 6, 6, 6] * 2), 1, 1, 6, 6, 6, 1, 1, 1, 6, 6, 6)
    game.apply(Attack("venezuela", "brazil", 3))
    game.apply(Attack("venezuela", "brazil", 3))
    assert war.armies(game, "venezuela", "brazil") == [3, 9]
    assert game.state.phase == "attack"
    game.apply(Attack("venezuela", "brazil", 2))
    game.apply(Attack("argentina", "brazil", 3))
    assert war.armies(game, "venezuela", "argentina", "brazil") == [1, 1, 9]
    assert game.legal_actions() == [END_ATTACKS]
    game.apply(END_ATTACKS)
    assert game.state.phase == "move"


def test_attacks_are_recorded_with_their_dice(war):
    """001, How to Attack ("For each attack, there must be a dice confrontation"): the log holds the
    attack roll, then the defence roll, then the battle."""
    game = _front(war, venezuela=3, brazil=2)
    war.dice(game, 5, 2, 4, 3)
    events = game.apply(Attack("venezuela", "brazil", 2))
    kinds = [(e.kind, e.data.get("reason")) for e in events]
    assert kinds == [("roll", "attack"), ("roll", "defence"), ("battle", None)]
    battle = events[-1].data
    assert battle["attacker_lost"] == 1 and battle["defender_lost"] == 1
    assert battle["conquered"] is False
    assert war.armies(game, "venezuela", "brazil") == [2, 1]
