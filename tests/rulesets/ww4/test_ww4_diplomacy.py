"""Player Diplomacy (rulebook 004, 'Player Diplomacy'): money may be exchanged; Innovation effects shared."""

from __future__ import annotations

import pytest
from ww4_helpers import BLUE, GREEN, RED, YELLOW, blank

from warroom.core.errors import IllegalAction
from warroom.rulesets.ww4 import diplomacy
from warroom.rulesets.ww4.actions import GiveMoney, Share


def test_giving_money() -> None:
    """004, 'Player Diplomacy': game money may be exchanged as part of agreements."""
    g = blank()
    g.state.money[RED] = 7
    g.apply(GiveMoney("yellow", 5))
    assert g.state.money[RED] == 2 and g.state.money[YELLOW] == 5
    assert g.state.step == "movement"


@pytest.mark.parametrize(
    ("action", "why"),
    [
        (GiveMoney("yellow", 8), "you have C7"),
        (GiveMoney("yellow", 0), "at least C1"),
        (GiveMoney("red", 1), "your own"),
        (GiveMoney("blue", 1), "no active player"),
        (GiveMoney("grey", 1), "no active player"),
        (GiveMoney("orange", 1), "unknown colour"),
    ],
)
def test_gifts_that_are_not_possible(action: GiveMoney, why: str) -> None:
    """004, 'Player Diplomacy': only money you have, to another player (money never negative)."""
    g = blank()
    g.state.money[RED] = 7
    with pytest.raises(IllegalAction, match=why):
        g.apply(action)
    assert g.state.money[RED] == 7


def test_sharing_an_innovation() -> None:
    """004, 'Player Diplomacy': you may share the effects of your Innovation Cards with any number of other
    players."""
    g = blank()
    g.state.hands[RED] = ["rifled-guns"]
    g.apply(Share("rifled-guns", "yellow"))
    g.apply(Share("rifled-guns", "green"))
    assert g.state.shared == {"rifled-guns": [YELLOW, GREEN]}
    assert g.state.hands[RED] == ["rifled-guns"], "the card stays with its holder: cards cannot be exchanged"
    with pytest.raises(IllegalAction, match="already"):
        g.apply(Share("rifled-guns", "yellow"))


def test_only_own_cards_can_be_shared() -> None:
    """004, 'Player Diplomacy': your Innovation Cards (not another's, not General Knowledge)."""
    g = blank()
    g.state.hands[YELLOW] = ["sabres"]
    g.state.knowledge = ["poisons"]
    for card in ("sabres", "poisons"):
        with pytest.raises(IllegalAction, match="not an Innovation card in your hand"):
            g.apply(Share(card, "green"))


def test_legal_diplomacy_offers_gifts_and_shares() -> None:
    """004, 'Player Diplomacy' (decision: gifts of C1, C2, C5, C10 and everything, to each active player)."""
    g = blank(4)
    g.state.money[RED] = 6
    g.state.hands[RED] = ["sabres"]
    g.state.shared["sabres"] = [BLUE]
    legal = diplomacy.legal_diplomacy(g)
    gifts = {(a.nation, a.amount) for a in legal if isinstance(a, GiveMoney)}
    assert gifts == {(c, x) for c in ("yellow", "green", "blue") for x in (1, 2, 5, 6)}
    assert {a for a in legal if isinstance(a, Share)} == {Share("sabres", "yellow"), Share("sabres", "green")}
    for action in legal:
        assert g.is_legal(action)
