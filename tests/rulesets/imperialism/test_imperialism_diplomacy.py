"""War and peace (diplomacy.py): rulebook 000, Standard Rules, "Declaring War (and Peace)"; Basic Rules
(no declarations: anyone may attack anyone)."""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, own, put

from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import diplomacy
from warroom.rulesets.imperialism.actions import END_MOVEMENT, Answer, DeclareWar, OfferPeace
from warroom.rulesets.imperialism.game import ImperialismGame

RED, BLUE, GREEN = 0, 1, 2


def at_peace(level: str = "standard", empires: int = 3, **options: Any) -> ImperialismGame:
    """Red's first movement round; nobody at war; every empire holds a region."""
    g = blank(level, empires, **options)
    s = g.state
    for a in range(s.empires):
        for b in range(s.empires):
            s.at_war[a][b] = s.may_attack[a][b] = False
    for e, region in enumerate(["india", "japan", "great-britain", "france"][: s.empires]):
        own(g, region, e, inf=1)
    return g


def test_basic_has_no_declarations() -> None:
    """000, Basic Rules: there is no war declaration; every empire may attack any other at any time."""
    g = at_peace("basic")
    assert diplomacy.may_attack(g, RED, BLUE) and diplomacy.may_attack(g, BLUE, RED)
    assert not diplomacy.may_attack(g, RED, RED)
    assert diplomacy.legal_diplomacy(g) == []
    with pytest.raises(IllegalAction, match="no declaration of war in these rules"):
        g.apply(DeclareWar("blue"))
    with pytest.raises(IllegalAction, match="no offer of peace in these rules"):
        g.apply(OfferPeace("blue"))


def test_standard_may_attack_only_at_war() -> None:
    """000, Standard Rules, "Declaring War": only players at war with one another can attack each other."""
    g = at_peace()
    assert not diplomacy.may_attack(g, RED, BLUE)
    assert diplomacy.legal_diplomacy(g) == [DeclareWar("blue"), DeclareWar("green")]


def test_declaration_the_target_may_attack_at_once_the_declarer_next_round() -> None:
    """000, Standard Rules, "Declaring War": "the declaring player may not attack his new enemy until his
    next movement round. The player who had war declared upon him may attack in his very next movement
    round (he need not wait)"."""
    g = at_peace()
    g.apply(DeclareWar("blue"))
    s = g.state
    assert s.at_war[RED][BLUE] and s.at_war[BLUE][RED]
    assert diplomacy.may_attack(g, BLUE, RED) and not diplomacy.may_attack(g, RED, BLUE)
    assert s.pending_attack == [(RED, BLUE)]
    assert OfferPeace("blue") in diplomacy.legal_diplomacy(g) and DeclareWar("blue") not in g.legal_actions()
    diplomacy.begin_turn(g, BLUE)  # someone else's round changes nothing for red
    assert not diplomacy.may_attack(g, RED, BLUE)
    diplomacy.begin_turn(g, RED)
    assert diplomacy.may_attack(g, RED, BLUE) and s.pending_attack == []


def test_declarer_ready_in_its_next_movement_round_through_the_game() -> None:
    """The same through the turn sequence: red declares in round 1; in round 2 red may attack."""
    g = at_peace()
    g.apply(DeclareWar("blue"))
    g.apply(END_MOVEMENT)  # red: nothing to fight; blue's turn
    assert g.state.empire_turn() == BLUE and not diplomacy.may_attack(g, RED, BLUE)
    g.apply(END_MOVEMENT)
    g.apply(END_MOVEMENT)  # green: round 2 begins with red
    assert g.state.round == 2 and g.state.empire_turn() == RED
    assert diplomacy.may_attack(g, RED, BLUE)


@pytest.mark.parametrize(
    ("colour", "message"),
    [("red", "your own empire"), ("purple", "no empire plays the colour"), ("blue", "already at war")],
)
def test_declare_checks(colour: str, message: str) -> None:
    """A declaration names another empire not already at war with the declarer."""
    g = at_peace()
    g.apply(DeclareWar("blue"))
    with pytest.raises(IllegalAction, match=message):
        g.apply(DeclareWar(colour))


def test_no_war_between_the_empires_of_one_player() -> None:
    """000, "Declaring War": "Any player may declare war on any other player": with two empires each
    (2 players), a player's own two empires are not at war with each other."""
    g = at_peace(empires=2, two_empires=True)
    mine = [e for e in range(g.state.empires) if g.state.seat_of[e] == g.state.seat_of[RED] and e != RED]
    assert mine
    colour = g.colour_id(mine[0])
    assert DeclareWar(colour) not in diplomacy.legal_diplomacy(g)
    with pytest.raises(IllegalAction, match="same player"):
        g.apply(DeclareWar(colour))


def test_declaring_only_in_ones_movement_round() -> None:
    """000, "Declaring War": "at any time during the declaring player's movement round"."""
    g = at_peace()
    g.state.phase = "battles"
    with pytest.raises(IllegalAction, match="movement round"):
        diplomacy.check_declare(g, DeclareWar("blue"))
    with pytest.raises(IllegalAction):
        g.apply(DeclareWar("blue"))


def test_peace_accepted() -> None:
    """000, "Declaring War (and Peace)": a treaty needs both players; it ends the war, and they may not
    attack each other until a new war is declared."""
    g = at_peace()
    g.apply(DeclareWar("blue"))
    g.apply(OfferPeace("blue"))
    assert g.phase() == "peace" and g.current_player() == g.state.seat_of[BLUE]
    assert list(g.legal_actions()) == [Answer("yes"), Answer("no")]
    g.apply(Answer("yes"))
    s = g.state
    assert s.interrupt is None and g.phase() == "movement" and s.empire_turn() == RED
    assert not s.at_war[RED][BLUE] and not s.at_war[BLUE][RED]
    assert not diplomacy.may_attack(g, BLUE, RED) and s.pending_attack == []
    diplomacy.begin_turn(g, RED)
    assert not diplomacy.may_attack(g, RED, BLUE)
    assert DeclareWar("blue") in diplomacy.legal_diplomacy(g)


def test_peace_refused() -> None:
    """Peace needs both: a "no" leaves the war as it was."""
    g = at_peace()
    g.apply(DeclareWar("blue"))
    g.apply(OfferPeace("blue"))
    with pytest.raises(IllegalAction, match="'yes' or 'no'"):
        g.apply(Answer("maybe"))
    g.apply(Answer("no"))
    s = g.state
    assert s.interrupt is None and s.at_war[RED][BLUE] and diplomacy.may_attack(g, BLUE, RED)
    assert s.pending_attack == [(RED, BLUE)]


def test_offer_checks() -> None:
    """Peace is offered only to an empire at war with one; not while one's armies stand in its land."""
    g = at_peace()
    with pytest.raises(IllegalAction, match="not at war"):
        g.apply(OfferPeace("blue"))
    g.apply(DeclareWar("blue"))
    put(g, "japan", RED, inf=1)
    assert OfferPeace("blue") not in diplomacy.legal_diplomacy(g)
    with pytest.raises(IllegalAction, match="fight that battle"):
        g.apply(OfferPeace("blue"))


def test_one_offer_of_peace_per_movement_round() -> None:
    """Decision (diplomacy.py): one offer of peace to each empire per movement round, so that a refused
    offer cannot be repeated forever; the next round allows another."""
    g = at_peace()
    g.apply(DeclareWar("blue"))
    g.apply(OfferPeace("blue"))
    g.apply(Answer("no"))
    assert OfferPeace("blue") not in g.legal_actions()
    with pytest.raises(IllegalAction, match="already offered peace"):
        g.apply(OfferPeace("blue"))
    g.apply(END_MOVEMENT)
    g.apply(END_MOVEMENT)
    g.apply(END_MOVEMENT)
    assert g.state.empire_turn() == RED and OfferPeace("blue") in g.legal_actions()
