"""Receiving and placing armies: territories, whole continents, where the armies may go."""

from __future__ import annotations

import pytest

from warroom.rulesets.war.actions import END_ATTACKS, END_TURN, Place
from warroom.rulesets.war.reinforce import income

BONUS = {"north-america": 5, "south-america": 2, "europe": 5, "africa": 3, "asia": 7, "oceania": 2}


@pytest.mark.parametrize(
    ("count", "armies"),
    [(1, 3), (2, 3), (5, 3), (6, 3), (7, 3), (8, 4), (9, 4), (11, 5), (19, 9), (29, 14)],
)
def test_half_the_territories_rounded_down_never_fewer_than_3(war, count, armies):
    """001, Receiving Legions, A) Provinces Owned (divide by 2, whole number only) and the note
    "The minimum number of legions to receive is always 3"."""
    game = war.game(3)
    # Seat 0 owns `count` territories taken from each continent in turn, never a whole continent.
    rows = [war.continent(game, c)[1:] for c in BONUS]
    spread = [row[k] for k in range(12) for row in rows if k < len(row)]
    mine = {sid: 0 for sid in spread[:count]}
    war.arrange(game, fill=1, owners={**mine, "alaska": 2}, turn=0)
    assert game.state.territory_count[0] == count
    assert game.state.pending.free == armies
    assert game.state.pending.continents == {}
    assert game.view(0)["pending"] == {"free": armies, "groups": {}}


@pytest.mark.parametrize("continent", list(BONUS))
def test_each_whole_continent_gives_its_bonus(war, continent):
    """001, Receiving Legions, B) Region Conquered (TABLE I); board: the classic bonuses
    (reference data "continents": Asia 7, North America 5, Europe 5, Africa 3, South America 2, Oceania 2)."""
    game = war.game(3)
    members = war.continent(game, continent)
    war.arrange(
        game, fill=1, owners={**{sid: 0 for sid in members}, "japan" if continent != "asia" else "peru": 2}, turn=0
    )
    s = game.state
    assert s.pending.free == max(3, len(members) // 2)
    assert game.view(0)["pending"]["groups"] == {continent: BONUS[continent]}
    assert s.pending.total() == max(3, len(members) // 2) + BONUS[continent]
    # One territory short of the continent: no bonus.
    war.arrange(game, owners={members[0]: 1}, turn=0)
    assert game.state.pending.continents == {}


def test_several_whole_continents_add_up(war):
    """001, Receiving Legions, B): each whole region adds its own bonus."""
    game = war.game(3)
    mine = war.continent(game, "south-america") + war.continent(game, "oceania") + war.continent(game, "africa")
    war.arrange(game, fill=1, owners={**{sid: 0 for sid in mine}, "japan": 2}, turn=0)
    assert game.view(0)["pending"] == {
        "free": 7,
        "groups": {"south-america": 2, "africa": 3, "oceania": 2},
    }
    assert income(game, 0).total() == 14


def test_continent_armies_must_go_inside_the_continent(war):
    """001, Receiving Legions, B) Note: the region's legions must be placed in that region."""
    game = war.game(3)
    sa = war.continent(game, "south-america")
    war.arrange(game, fill=1, owners={**{sid: 0 for sid in sa}, "mexico": 0, "japan": 2}, turn=0)
    s = game.state
    assert (s.pending.free, game.view(0)["pending"]["groups"]) == (3, {"south-america": 2})
    # While free armies remain, every own territory is a legal place.
    assert {a.territory for a in game.legal_actions()} == {*sa, "mexico"}
    for _ in range(3):
        game.apply(Place("mexico"))
    assert s.pending.free == 0
    assert {a.territory for a in game.legal_actions()} == set(sa)
    war.rejects(game, Place("mexico"), "the armies left to place must go to South America")
    game.apply(Place("peru"))
    game.apply(Place("brazil"))
    assert war.armies(game, "mexico", "peru", "brazil") == [4, 2, 2]
    assert s.phase == "attack" and s.pending.total() == 0


def test_continent_armies_are_spent_first_inside_the_continent(war):
    """Decision 3 (docs/rules/war.md): a placement inside a continent with pending bonus armies uses
    the bonus first, so the free armies stay free for anywhere. 001, Receiving Legions, B) Note."""
    game = war.game(3)
    sa = war.continent(game, "south-america")
    war.arrange(game, fill=1, owners={**{sid: 0 for sid in sa}, "mexico": 0, "japan": 2}, turn=0)
    s = game.state
    game.apply(Place("brazil"))
    assert (s.pending.free, s.pending.continents) == (3, {1: 1})
    game.apply(Place("brazil"))
    assert (s.pending.free, s.pending.continents) == (3, {})
    # The 3 free armies can still all go outside the continent.
    assert "mexico" in {a.territory for a in game.legal_actions()}
    for _ in range(3):
        game.apply(Place("mexico"))
    assert war.armies(game, "brazil", "mexico") == [3, 4]
    assert s.phase == "attack"


def test_place_rejections_change_nothing(war):
    """001, Receiving Legions, A) ("in one or more of his provinces"): only on own territories."""
    game = war.game(3)
    war.arrange(game, fill=1, owners={"brazil": 0, "peru": 0, "japan": 2}, turn=0)
    war.rejects(game, Place("mexico"), "Mexico is not yours")
    war.rejects(game, Place("atlantis"), "unknown territory 'atlantis'")
    war.rejects(game, END_TURN, "end_turn is not possible while placing reinforcements")
    war.rejects(game, END_ATTACKS, "end_attacks is not possible while placing reinforcements")
    assert {a.territory for a in game.legal_actions()} == {"brazil", "peru"}


def test_reinforcements_are_computed_at_the_start_of_the_turn(war):
    """001, Receiving Legions ("At the start of his turn, the player adds up ..."): the next turn's
    income counts the territories then; the armies placed in this turn do not change this turn's count."""
    game = war.game(3)
    mine = {sid: 0 for sid in game.table.ids[:8]}  # 8 of North America's 9
    war.arrange(game, fill=1, owners={**mine, "japan": 2}, turn=0)
    assert game.state.pending.free == 4
    war.end_turn(game)
    assert game.state.turn == 1
    assert game.state.pending.free == max(3, game.state.territory_count[1] // 2)


def test_continent_bonus_in_the_first_round_too(war):
    """001, The Game, First round ("each player receives legions, places them"): the same income as
    any round, whole continents included (decision 15); then the turn passes without attacks."""
    game = war.game(3)
    sa = war.continent(game, "south-america")
    war.arrange(game, fill=1, owners={**{sid: 0 for sid in sa}, "japan": 2}, turn=0, round=1, first_player=0)
    assert game.view(0)["pending"] == {"free": 3, "groups": {"south-america": 2}}
    war.place_all(game, ["brazil"])
    assert war.armies(game, "brazil") == [6]
    assert (game.state.turn, game.state.round, game.state.phase) == (1, 1, "reinforce")
