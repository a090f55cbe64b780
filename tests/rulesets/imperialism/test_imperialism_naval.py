"""Ships at sea: rulebook 000 (Basic and Standard Rules), "Ship Movement", "Ship Battles", "Map
Clarifications"; the Portuguese 003, "Batalhas de Barcos" (sailing away first; battles only in the turn of
an empire involved)."""

from __future__ import annotations

import pytest
from imperialism_helpers import blank, board_ship, idx, kinds_in, own, put

from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import naval
from warroom.rulesets.imperialism.actions import Answer, Land, Sail, SeaBattle
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.state import Piece

RED, BLUE, GREEN = 0, 1, 2
HIT, MISS = (6, 6), (1, 1)


def game(level: str = "basic", empires: int = 3, dice: tuple[int, ...] = (), choices: str = "fixed") -> ImperialismGame:
    """A blank game where every empire holds a far-away home (so nobody is out), with scripted dice. These
    tests check the fixed order of hits (battle_choices=fixed, ``choices``); the sides' own decisions are
    test_imperialism_battle_choices_ships.py's."""
    g = blank(level, empires, battle_choices=choices)
    for e, home in zip(range(empires), ("yakut", "natal", "western-australia"), strict=False):
        own(g, home, e, inf=1)
    g.dice = ScriptedDice(dice, 1, g.log)
    return g


def rolls(*pairs: tuple[int, int]) -> tuple[int, ...]:
    return tuple(d for pair in pairs for d in pair)


def ship(g: ImperialismGame, sea: str, empire: int, **cargo: int) -> Piece:
    p = put(g, sea, empire, ship=1)[0]
    board_ship(g, p, **cargo)
    return p


def answers(g: ImperialismGame) -> list[str]:
    return [a.choice for a in naval.legal_answers(g)]


def test_ships_move_three_sea_areas_with_their_cargo() -> None:
    """000 Basic Rules, "Ship Movement": ships move up to 3 sea areas, never onto land; what they carry
    goes with them."""
    g = game()
    s = ship(g, "north-atlantic", RED, inf=2, explorer=1)
    for sea in ("bay-of-biscay", "eastern-atlantic", "western-mediterranean"):
        g.apply(Sail(s.id, sea))
    assert s.moves == 0 and kinds_in(g, "western-mediterranean", RED) == {"ship": 1, "inf": 2, "explorer": 1}
    assert not [a for a in naval.legal_naval(g) if isinstance(a, Sail)]
    with pytest.raises(IllegalAction, match="no movement point"):
        g.apply(Sail(s.id, "central-mediterranean"))
    with pytest.raises(IllegalAction, match="land region"):
        g.apply(Sail(s.id, "spain"))
    with pytest.raises(IllegalAction, match="does not border"):
        g.apply(Sail(s.id, "north-sea"))


def test_encounter_the_mover_fights() -> None:
    """000 Basic Rules, "Ship Movement": a ship moving into a sea area with another player's ships may
    start a battle; the battle ends its movement."""
    g = game(dice=rolls(HIT, MISS))
    red = ship(g, "north-atlantic", RED)
    blue = ship(g, "north-sea", BLUE)
    g.apply(Sail(red.id, "north-sea"))
    assert g.phase() == "encounter" and g.current_empire() == RED
    assert answers(g) == ["no", "blue"]
    events = g.apply(Answer("blue"))
    assert g.state.interrupt is None and g.phase() == "movement"
    assert blue.id not in g.state.pieces
    assert red.stopped and red.moves == 0
    (battle,) = [e.data for e in events if e.kind == "sea_battle"]
    assert battle["attackers"] == ["red"] and battle["losses"] == {"blue": 1}
    with pytest.raises(IllegalAction, match="fought a battle"):
        g.apply(Sail(red.id, "north-atlantic"))


def test_encounter_the_other_side_fights() -> None:
    """000 Basic Rules, "Ship Movement": a battle occurs if EITHER player decides to have one; the moving
    ship's movement is over, and the one who chose the battle rolls first as the attacker."""
    g = game(dice=rolls(MISS, HIT, MISS))
    red = ship(g, "north-atlantic", RED)
    red2 = ship(g, "north-sea", RED)
    blue = ship(g, "north-sea", BLUE)
    g.apply(Sail(red.id, "north-sea"))
    g.apply(Answer("no"))
    assert g.current_empire() == BLUE and answers(g) == ["no", "red"]
    events = g.apply(Answer("red"))
    (battle,) = [e.data for e in events if e.kind == "sea_battle"]
    assert battle["attackers"] == ["blue"] and battle["defenders"] == ["red"]
    # Blue misses with one ship, red hits with two: blue's ship sinks, both red ships stop.
    assert blue.id not in g.state.pieces
    assert red.stopped and red2.stopped


def test_encounter_nobody_fights_and_the_ship_sails_on() -> None:
    """000 Basic Rules, "Ship Movement": if neither player wants a battle, the moving ship may keep moving
    with its unused points; the ships share the sea area."""
    g = game()
    red = ship(g, "north-atlantic", RED)
    ship(g, "north-sea", BLUE)
    g.apply(Sail(red.id, "north-sea"))
    g.apply(Answer("no"))
    events = g.apply(Answer("no"))
    assert not [e for e in events if e.kind == "sea_battle"]
    assert g.phase() == "movement" and not red.stopped and red.moves == 2
    g.apply(Sail(red.id, "baltic-sea"))
    assert red.where == idx(g, "baltic-sea")


def test_basic_ship_battle_example() -> None:
    """000 Basic Rules, "Ship Battles", the example: green moves three ships (one carrying three infantry)
    into a sea area with two blue ships; blue declares a battle. Blue rolls a 4 and a 12 (one hit), green
    a 10, a 3 and an 11 (two hits): blue loses both ships, green one not carrying the infantry, and
    green's ships stop."""
    blue_dice = rolls((2, 2), (6, 6))
    green_dice = rolls((4, 6), (1, 2), (5, 6))
    g = game(dice=blue_dice + green_dice)
    g.state.current = GREEN
    empty1, empty2 = ship(g, "north-atlantic", GREEN), ship(g, "north-atlantic", GREEN)
    carrier = ship(g, "north-atlantic", GREEN, inf=3)
    blues = [ship(g, "north-sea", BLUE), ship(g, "north-sea", BLUE)]
    for s in (empty1, empty2):
        g.apply(Sail(s.id, "north-sea"))
        g.apply(Answer("no"))
        g.apply(Answer("no"))
    g.apply(Sail(carrier.id, "north-sea"))
    g.apply(Answer("no"))
    events = g.apply(Answer("green"))
    (battle,) = [e.data for e in events if e.kind == "sea_battle"]
    assert battle["attackers"] == ["blue"] and battle["defenders"] == ["green"]
    assert [(r["attacker_hits"], r["defender_hits"]) for r in battle["rounds"]] == [(1, 2)]
    assert battle["losses"] == {"blue": 2, "green": 1} and battle["cargo_lost"] == {}
    assert all(b.id not in g.state.pieces for b in blues)
    assert carrier.id in g.state.pieces and kinds_in(g, "north-sea", GREEN) == {"ship": 2, "inf": 3}
    assert all(p.stopped for p in g.state.pieces.values() if p.kind == "ship" and p.owner == GREEN)


def test_cargo_sinks_with_its_ship() -> None:
    """000 Basic Rules, "Ship Battles": hits sink ships; what a sunk ship carries is lost with it (the
    ships without cargo are sunk first)."""
    g = game(dice=rolls(HIT, MISS, MISS, HIT, MISS))
    red = ship(g, "north-atlantic", RED, inf=2)
    ship(g, "north-sea", BLUE)
    ship(g, "north-sea", BLUE, cav=1)
    g.apply(Sail(red.id, "north-sea"))
    events = g.apply(Answer("blue"))
    (battle,) = [e.data for e in events if e.kind == "sea_battle"]
    # Round 1: red hits, the empty blue ship sinks; round 2: red hits again, the carrier sinks.
    assert battle["cargo_lost"] == {"blue": 1}
    assert kinds_in(g, "north-sea", BLUE) == {}
    assert kinds_in(g, "north-sea", RED) == {"ship": 1, "inf": 2}


def test_joining_a_side_with_three_empires() -> None:
    """000 Basic Rules, "Ship Battles": with ships of more than two players there, the others may join a
    side (chosen at the beginning) or watch; a joiner rolls with the side he joined."""
    # Red + green (a ship each) against blue (2 ships): the attackers' pairs, then blue's; two rounds.
    g = game(dice=rolls(MISS, HIT, HIT, MISS, HIT, MISS))
    red = ship(g, "north-atlantic", RED)
    blues = [ship(g, "north-sea", BLUE), ship(g, "north-sea", BLUE)]
    green = ship(g, "north-sea", GREEN)
    g.apply(Sail(red.id, "north-sea"))
    assert answers(g) == ["no", "blue", "green"]
    g.apply(Answer("blue"))
    assert g.phase() == "join" and g.current_empire() == GREEN
    assert answers(g) == ["attacker", "defender", "no"]
    events = g.apply(Answer("attacker"))
    (battle,) = [e.data for e in events if e.kind == "sea_battle"]
    assert battle["attackers"] == ["red", "green"] and battle["ships"] == [2, 2]
    # Round 1: each side hits once (red's ship is first on its side); round 2: green sinks blue's last.
    assert [(r["attacker_hits"], r["defender_hits"]) for r in battle["rounds"]] == [(1, 1), (1, 0)]
    assert battle["losses"] == {"blue": 2, "red": 1}
    assert red.id not in g.state.pieces and all(b.id not in g.state.pieces for b in blues)
    assert green.id in g.state.pieces and green.stopped


def test_watching_a_battle() -> None:
    """000 Basic Rules, "Ship Battles": a third player may just watch; his ships take no part."""
    g = game(dice=rolls(HIT, MISS))
    red = ship(g, "north-atlantic", RED)
    blue = ship(g, "north-sea", BLUE)
    green = ship(g, "north-sea", GREEN)
    g.apply(Sail(red.id, "north-sea"))
    g.apply(Answer("blue"))
    events = g.apply(Answer("no"))
    (battle,) = [e.data for e in events if e.kind == "sea_battle"]
    assert battle["ships"] == [1, 1]
    assert blue.id not in g.state.pieces and green.id in g.state.pieces and not green.stopped


def test_straits_permission_granted() -> None:
    """000, "Map Clarifications": sea movement from the Eastern Mediterranean to the Black Sea is allowed
    with the permission of the player who owns the Ottoman region."""
    g = game()
    own(g, "ottoman", BLUE, inf=1)
    red = ship(g, "eastern-mediterranean", RED, inf=1)
    g.apply(Sail(red.id, "black-sea"))
    assert g.phase() == "passage" and g.current_empire() == BLUE and answers(g) == ["yes", "no"]
    assert red.where == idx(g, "eastern-mediterranean") and red.moves == 3
    g.apply(Answer("yes"))
    assert g.phase() == "movement"
    assert red.where == idx(g, "black-sea") and red.moves == 2
    assert kinds_in(g, "black-sea", RED) == {"ship": 1, "inf": 1}


def test_straits_permission_refused() -> None:
    """000, "Map Clarifications": without the Ottoman owner's permission the ship stays (and keeps its
    movement point)."""
    g = game()
    own(g, "ottoman", BLUE, inf=1)
    red = ship(g, "black-sea", RED)
    g.apply(Sail(red.id, "eastern-mediterranean"))
    events = g.apply(Answer("no"))
    assert [e.data["granted"] for e in events if e.kind == "passage"] == [False]
    assert g.phase() == "movement" and red.where == idx(g, "black-sea") and red.moves == 3


@pytest.mark.parametrize("ottoman", [RED, None])
def test_straits_free_for_the_owner_or_when_nobody_owns_ottoman(ottoman: int | None) -> None:
    """000, "Map Clarifications": only another empire's permission is needed: the owner of the Ottoman
    region passes freely, and so does everyone while natives hold it."""
    g = game()
    if ottoman is not None:
        own(g, "ottoman", ottoman, inf=1)
    red = ship(g, "eastern-mediterranean", RED)
    g.apply(Sail(red.id, "black-sea"))
    assert g.phase() == "movement" and red.where == idx(g, "black-sea")


def test_straits_passage_then_encounter() -> None:
    """000, "Map Clarifications" with "Ship Movement": a ship let through meets the ships beyond."""
    g = game()
    own(g, "ottoman", BLUE, inf=1)
    red = ship(g, "eastern-mediterranean", RED)
    ship(g, "black-sea", GREEN)
    g.apply(Sail(red.id, "black-sea"))
    g.apply(Answer("yes"))
    assert g.phase() == "encounter" and answers(g) == ["no", "green"]


def test_standard_sea_battles_need_war() -> None:
    """000 Standard Rules, "Declaring War (and Peace)": only an empire that may attack another may fight
    its ships: no encounter between empires at peace, and only the side at war may choose a battle."""
    g = game("standard")
    for a in range(3):
        for b in range(3):
            g.state.may_attack[a][b] = False
    red = ship(g, "north-atlantic", RED)
    ship(g, "north-sea", BLUE)
    g.apply(Sail(red.id, "north-sea"))
    assert g.phase() == "movement"
    assert not [a for a in naval.legal_naval(g) if isinstance(a, SeaBattle)]
    with pytest.raises(IllegalAction, match="may not attack"):
        g.apply(SeaBattle("north-sea", "blue"))
    g.state.may_attack[BLUE][RED] = True
    g.apply(Sail(red.id, "north-atlantic"))
    g.apply(Sail(red.id, "north-sea"))
    assert g.phase() == "encounter" and g.current_empire() == BLUE and answers(g) == ["no", "red"]


def test_sea_battle_with_ships_already_together() -> None:
    """000 Basic Rules, "Ship Battles" ("This may occur as a result of production or movement") and 003
    "Batalhas de Barcos": the current empire may start a battle with enemy ships sharing a sea area in its
    own turn, and nothing forces one: its ships may sail away first."""
    g = game(dice=rolls(HIT, MISS))
    red = ship(g, "north-sea", RED)
    blue = ship(g, "north-sea", BLUE)
    legal = naval.legal_naval(g)
    assert SeaBattle("north-sea", "blue") in legal
    assert Sail(red.id, "baltic-sea") in legal
    with pytest.raises(IllegalAction, match="no ships"):
        g.apply(SeaBattle("north-sea", "green"))
    with pytest.raises(IllegalAction, match="no ships"):
        g.apply(SeaBattle("baltic-sea", "blue"))
    g.apply(SeaBattle("north-sea", "blue"))
    assert blue.id not in g.state.pieces and red.stopped


def test_sailing_away_from_enemy_ships_first() -> None:
    """003 "Batalhas de Barcos": a player who starts his turn with ships beside enemy ships may move them
    away before a battle occurs."""
    g = game()
    red = ship(g, "north-sea", RED)
    ship(g, "north-sea", BLUE)
    g.apply(Sail(red.id, "baltic-sea"))
    assert g.phase() == "movement" and red.where == idx(g, "baltic-sea")


def test_stopped_ship_lands_only_where_it_landed() -> None:
    """000 Basic Rules, "Ship Movement": a ship whose movement ended in a battle spends no more points,
    but landing in a region already paid for this round costs nothing."""
    g = game(dice=rolls(HIT, MISS))
    own(g, "france", RED, inf=1)
    red = ship(g, "bay-of-biscay", RED, inf=2)
    ship(g, "north-sea", BLUE)
    g.apply(Land(red.id, "france", "inf", 1))
    g.apply(Sail(red.id, "north-sea"))
    g.apply(Answer("blue"))
    assert red.stopped
    with pytest.raises(IllegalAction, match="no movement point"):
        g.apply(Land(red.id, "germany", "inf", 1))
    g.apply(Land(red.id, "france", "inf", 1))
    assert kinds_in(g, "france", RED) == {"inf": 3}


def test_legal_naval_and_answers_are_legal() -> None:
    """Every listed naval action and answer passes its check."""
    g = game()
    own(g, "ottoman", BLUE, inf=1)
    red = ship(g, "eastern-mediterranean", RED)
    ship(g, "eastern-mediterranean", GREEN)
    for a in naval.legal_naval(g):
        assert g.is_legal(a), a
    g.apply(Sail(red.id, "black-sea"))
    for a in naval.legal_answers(g):
        assert g.is_legal(a), a
    with pytest.raises(IllegalAction, match="answer one of"):
        g.apply(Answer("maybe"))
