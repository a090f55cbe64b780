"""Conquest: taking a territory, the occupation move, attacking on from the conquered territory."""

from __future__ import annotations

from warroom.rulesets.war.actions import END_ATTACKS, Attack, Move, Occupy
from warroom.rulesets.war.reinforce import income


def _front(war, **armies):
    """Seat 0: Venezuela, Peru, Argentina; seat 1: everything else but Japan (seat 2)."""
    game = war.game(3)
    war.arrange(
        game,
        fill=1,
        owners={"venezuela": 0, "peru": 0, "argentina": 0, "japan": 2},
        armies=armies,
        turn=0,
        phase="attack",
    )
    return game


def test_a_conquest_with_one_die_moves_the_one_army_in(war):
    """001, Province Conquest ("He must move his attacking legions into the conquered province";
    at most as many as took part in the last attack: here 1); decision 7: no further decision."""
    game = _front(war, venezuela=2)
    war.dice(game, 6, 1)
    events = game.apply(Attack("venezuela", "brazil", 1))
    s = game.state
    assert war.owners(game, "brazil") == [0]
    assert war.armies(game, "venezuela", "brazil") == [1, 1]
    assert s.phase == "attack" and s.conquest is None
    assert s.conquered_this_turn is True
    assert [e.data for e in events if e.kind == "conquest"] == [{"player": 0, "territory": "brazil", "from_player": 1}]
    assert s.territory_count[:2] == [4, 37]
    assert game.snapshot()["moved"] == {"brazil": 1}


def test_the_occupation_decision_after_a_three_dice_conquest(war):
    """001, Province Conquest ("he could move 1, 2 or, at most, 3 legions"); decision 7: one army
    is in at once, then Occupy(n) chooses the total."""
    game = _front(war, venezuela=4)
    war.dice(game, 6, 6, 6, 1)
    game.apply(Attack("venezuela", "brazil", 3))
    s = game.state
    assert war.armies(game, "venezuela", "brazil") == [3, 1]
    assert s.phase == "occupy"
    assert game.legal_actions() == [Occupy(1), Occupy(2), Occupy(3)]
    assert game.view(0)["conquest"] == {"from": "venezuela", "to": "brazil", "max": 3}
    war.rejects(game, Occupy(4), "move 1 to 3 armies into Brazil")
    war.rejects(game, Occupy(0), "move 1 to 3 armies into Brazil")
    war.rejects(game, Attack("peru", "brazil", 1), "first decide how many armies occupy the conquered territory")
    war.rejects(game, END_ATTACKS, "first decide how many armies occupy the conquered territory")
    war.rejects(game, Move("venezuela", "peru", 1), "first decide how many armies occupy the conquered territory")
    game.apply(Occupy(3))
    assert war.armies(game, "venezuela", "brazil") == [1, 3]
    assert s.phase == "attack" and s.conquest is None
    assert game.snapshot()["moved"] == {"brazil": 3}


def test_occupy_one_leaves_the_rest_behind(war):
    """001, Province Conquest ("at least" the attacking legions move in: 1 is the minimum)."""
    game = _front(war, venezuela=6)
    war.dice(game, 6, 6, 6, 1)
    game.apply(Attack("venezuela", "brazil", 3))
    game.apply(Occupy(1))
    assert war.armies(game, "venezuela", "brazil") == [5, 1]
    assert game.state.phase == "attack"


def test_the_limit_is_the_dice_of_the_last_attack_not_the_armies_behind(war):
    """001, Province Conquest ("the maximum number of legions that may be moved at this moment is
    equal to the number of legions that took part in the last attack")."""
    game = _front(war, venezuela=8, brazil=2)
    war.dice(game, 6, 6, 1, 1)
    game.apply(Attack("venezuela", "brazil", 2))
    assert game.legal_actions() == [Occupy(1), Occupy(2)]
    game.apply(Occupy(2))
    assert war.armies(game, "venezuela", "brazil") == [6, 2]


def test_one_may_attack_on_from_the_conquered_territory(war):
    """001, Province Conquest ("the attacker may ... make a new attack from the conquered province,
    still in the same turn"); decision 5: armies that entered by conquest may attack on."""
    game = _front(war, venezuela=4, algeria=1)
    war.dice(game, 6, 6, 6, 1, 6, 6, 1)
    game.apply(Attack("venezuela", "brazil", 3))
    game.apply(Occupy(3))
    assert Attack("brazil", "algeria", 2) in game.legal_actions()
    assert Attack("brazil", "algeria", 3) not in game.legal_actions()
    game.apply(Attack("brazil", "algeria", 2))
    assert game.legal_actions() == [Occupy(1), Occupy(2)]
    game.apply(Occupy(2))
    assert war.owners(game, "venezuela", "brazil", "algeria") == [0, 0, 0]
    assert war.armies(game, "venezuela", "brazil", "algeria") == [1, 1, 2]
    assert game.snapshot()["moved"] == {"brazil": 1, "algeria": 2}


def test_conquest_updates_the_counts_that_reinforcements_use(war):
    """001, Receiving Legions, A) and B): a conquered territory counts for the conqueror, and the last
    territory of a continent makes it whole (the bonus is received at the start of the next turn)."""
    game = _front(war, venezuela=2)
    war.dice(game, 6, 1)
    game.apply(Attack("venezuela", "brazil", 1))
    s, t = game.state, game.table
    sa = t.continent_ids.index("south-america")
    assert s.continent_count[0][sa] == 4 and s.continent_count[1][sa] == 0
    assert income(game, 0).continents == {sa: 2}
    assert income(game, 1).free == 37 // 2
    assert sum(s.territory_count) == 42
