"""The odds a player sees before a battle (Game.odds, shown by the web client): the same battle module and
settings the game fights with, and nothing that a face-down marker hides."""

from __future__ import annotations

from imperialism_helpers import blank, build, marker, own, put

from warroom.battles import imperialism_basic, imperialism_standard
from warroom.rulesets.imperialism.actions import EndMovement, Fight


def test_odds_against_an_empire_are_the_battle_modules_with_the_fort() -> None:
    """000, Basic Rules, "Battle": the defender's fort adds 1; the odds are the module's for that battle."""
    g = blank("basic", 3)
    own(g, "tibet", 0, inf=1)
    own(g, "china", 1, inf=2)
    build(g, "china", "fort")
    put(g, "china", 0, inf=2, cav=1, art=2)
    g.apply(EndMovement())
    odds = g.odds(Fight("china", "strongest"))
    expected = imperialism_basic.odds((2, 1, 2, 0), (2, 0, 0, 0), fort=True).to_json()
    assert odds == expected
    assert 0 < odds["attacker_wins"] < 1


def test_odds_against_face_down_natives_are_not_shown() -> None:
    """000, "Native Marker": the marker is face down until turned up; the odds would tell its value."""
    g = blank("standard", 3)
    own(g, "tibet", 0, inf=1)
    marker(g, "bengal", "9+")
    put(g, "bengal", 0, inf=3, cav=2)
    g.apply(EndMovement())
    assert g.odds(Fight("bengal", "valuable")) is None
    g.state.native_up[g.board.index["bengal"]] = True
    shown = g.odds(Fight("bengal", "valuable"))
    expected = imperialism_standard.odds((3, 2, 0, 0), (9, 5, 0, 0), natives=True, human_wave="match").to_json()
    assert shown == expected


def test_no_odds_where_there_is_no_battle() -> None:
    g = blank("basic", 3)
    own(g, "tibet", 0, inf=1)
    g.apply(EndMovement())
    assert g.odds(Fight("tibet", "strongest")) is None
    assert g.odds(EndMovement()) is None
