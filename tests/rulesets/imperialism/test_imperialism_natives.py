"""Westernizing the natives and native rebellion (Advanced Rules), and what a joining region keeps.

Rulebook 000, Advanced Rules, "'Westernizing' the Natives and Native Rebellion", "Actions", "Native
Marker", "Resource Marker". Decisions tested here are in natives.py's docstring.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from imperialism_helpers import blank, build, idx, kinds_in, marker, own, put

from warroom.battles import imperialism_advanced
from warroom.battles.imperialism import native_army
from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import exploration, natives, pieces
from warroom.rulesets.imperialism.actions import Explore, Incite, Westernize
from warroom.rulesets.imperialism.game import ImperialismGame

RED, BLUE = 0, 1


def unwesternized(g: ImperialismGame, region: str, empire: int, native: str, **units: int) -> None:
    """``region`` in ``empire``'s hands with its native marker still face up (and a face-down resource)."""
    own(g, region, empire, **units)
    r = idx(g, region)
    g.state.native[r] = native
    g.state.native_up[r] = True
    g.state.resource[r] = 3
    g.state.resource_up[r] = False


def production(level: str = "advanced", pp: int = 100, **options: Any) -> ImperialismGame:
    """Red to spend ``pp`` in its production round; red holds Great Britain and an unwesternized India
    ("9"); blue holds Japan and an unwesternized Kenya ("4+", two infantry and a cavalry). A revolt is
    fought at once with the fixed policies (battle_choices=fixed) unless the options say otherwise: under
    each-roll the owner decides his side (test_imperialism_battle_review.py)."""
    options.setdefault("battle_choices", "fixed")
    g = blank(level, 2, **options)
    own(g, "great-britain", RED, inf=1)
    unwesternized(g, "india", RED, "9", inf=1)
    own(g, "japan", BLUE, inf=1)
    unwesternized(g, "kenya", BLUE, "4+", inf=2, cav=1)
    s = g.state
    s.phase = "production"
    s.round = 0
    s.current = 0
    s.pp[RED] = pp
    return g


def script(g: ImperialismGame, *rolls: int) -> None:
    g.dice = ScriptedDice(list(rolls), 1, g.log)


def last(g: ImperialismGame, kind: str) -> dict[str, Any]:
    return next(e.data for e in reversed(list(g.log)) if e.kind == kind)


# -- joining an empire ---------------------------------------------------------------------------------


def test_joining_region_keeps_its_native_marker_face_up() -> None:
    """000, Advanced Rules, "Native Marker" and "'Westernizing' the Natives": when a native region joins
    (peacefully or by conquest) "the native marker remains in the region face up" until westernized."""
    g = blank("advanced", 2)
    own(g, "great-britain", RED, inf=1)
    marker(g, "kenya", "7+", 4)
    put(g, "kenya", RED, explorer=1)
    script(g, 4, 3)
    g.state.phase = "battles"
    g.apply(Explore("kenya"))
    r = idx(g, "kenya")
    s = g.state
    assert s.owner[r] == RED
    assert (s.native[r], s.native_up[r]) == ("7+", True)
    assert last(g, "annex")["native"] == "7+"


def test_joining_region_keeps_its_resource_face_down() -> None:
    """000, Advanced Rules, "Resource Marker": after a region joins, "the resource marker can be looked at,
    but must remain face down until it is 'Developed'": its value is not in the public event."""
    g = blank("advanced", 2)
    marker(g, "kenya", "7+", 4)
    put(g, "kenya", RED, inf=1)
    exploration.annex(g, idx(g, "kenya"), RED, "conquest")
    s = g.state
    assert s.resource[idx(g, "kenya")] == 4
    assert s.resource_up[idx(g, "kenya")] is False
    assert "resource" not in last(g, "annex")


def test_conquest_keeps_a_developed_resource_and_an_unwesternized_marker() -> None:
    """000, Advanced Rules, "Resource Marker" and "'Westernizing' the Natives": a region taken from
    another empire keeps its resource's side (developed: face up) and its native marker if it was
    never westernized."""
    g = blank("advanced", 2)
    unwesternized(g, "kenya", BLUE, "4+")
    g.state.resource_up[idx(g, "kenya")] = True
    exploration.annex(g, idx(g, "kenya"), RED, "conquest")
    s = g.state
    r = idx(g, "kenya")
    assert (s.owner[r], s.native[r], s.native_up[r], s.resource_up[r]) == (RED, "4+", True, True)
    assert last(g, "annex")["resource"] == 3


@pytest.mark.parametrize(
    ("level", "options"), [("standard", {}), ("advanced", {"westernizing": False, "hidden_resources": False})]
)
def test_without_the_options_the_markers_behave_as_in_the_standard_rules(level: str, options: dict[str, Any]) -> None:
    """000, Standard Rules, "Native Marker", "Resource Marker": the native marker is removed and the
    resource turned up when a region joins; so too at the Advanced level with those rules switched off
    (Advanced Rules, "Introduction": use or ignore any of the advanced rules)."""
    g = blank(level, 2, **options)
    marker(g, "kenya", "7+", 4)
    put(g, "kenya", RED, inf=1)
    exploration.annex(g, idx(g, "kenya"), RED, "conquest")
    s = g.state
    r = idx(g, "kenya")
    assert (s.native[r], s.native_up[r], s.resource_up[r]) == (None, False, True)
    assert last(g, "annex")["resource"] == 4


# -- westernizing ----------------------------------------------------------------------------------------


def test_westernize_costs_twice_the_rating_and_removes_the_marker() -> None:
    """000, "'Westernizing' the Natives": the marker "can only be removed from the region after the region
    is 'Westernized'... in the production phase by spending ... PP's = 2 x Native Rating"."""
    g = production(pp=18)
    assert Westernize("india") in g.legal_actions()
    g.apply(Westernize("india"))
    s = g.state
    r = idx(g, "india")
    assert s.pp[RED] == 0
    assert (s.native[r], s.native_up[r]) == (None, False)
    assert last(g, "westernize") == {"empire": g.colour_id(RED), "region": "india", "marker": "9", "cost": 18}
    with pytest.raises(IllegalAction, match="westernized already"):
        g.apply(Westernize("india"))


def test_westernize_needs_the_pp_and_an_own_region() -> None:
    """000, "'Westernizing' the Natives": the owner pays 2 x the rating; another empire's region is not his
    to westernize."""
    g = production(pp=17)
    assert Westernize("india") not in g.legal_actions()
    with pytest.raises(IllegalAction, match="costs 18 PP"):
        g.apply(Westernize("india"))
    with pytest.raises(IllegalAction, match="not in your empire"):
        g.apply(Westernize("kenya"))
    assert natives.westernize_cost("12++") == 24


# -- inciting ----------------------------------------------------------------------------------------------


def test_incite_costs_25_minus_the_rating() -> None:
    """000, "'Westernizing' the Natives": "The cost to incite another player's region into revolt is twenty
    five production points minus the native rating" (the "+" signs change nothing)."""
    assert natives.incite_cost("4+") == 21
    assert natives.incite_cost("12++") == 13
    g = production(pp=20)
    assert Incite("kenya") not in g.legal_actions()
    with pytest.raises(IllegalAction, match=r"costs 21 PP \(25 - 4\)"):
        g.apply(Incite("kenya"))
    g.state.pp[RED] = 21
    assert Incite("kenya") in g.legal_actions()


def test_only_another_players_unwesternized_region_may_be_incited() -> None:
    """000, "'Westernizing' the Natives": "Any regions that have not been 'Westernized' in this way may
    revolt. A revolt may only occur when another player incites them"."""
    g = production()
    with pytest.raises(IllegalAction, match="your own empire"):
        g.apply(Incite("india"))
    with pytest.raises(IllegalAction, match="has been westernized"):
        g.apply(Incite("japan"))
    marker(g, "kongo", "6")
    with pytest.raises(IllegalAction, match="belongs to no empire"):
        g.apply(Incite("kongo"))
    assert set(natives.legal_natives(g)) == {Westernize("india"), Incite("kenya")}


def test_two_empires_of_one_seat_do_not_incite_each_other() -> None:
    """Decision ("another player incites them"): with two empires a seat, a seat's own other empire is not
    another player."""
    g = blank("advanced", 2, two_empires=True)
    s = g.state
    mate = next(e for e in range(s.empires) if e != RED and s.seat_of[e] == s.seat_of[RED])
    own(g, "great-britain", RED, inf=1)
    unwesternized(g, "kenya", mate, "4")
    s.phase, s.round, s.current, s.pp[RED] = "production", 0, 0, 100
    assert not any(isinstance(a, Incite) for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="your own empire"):
        g.apply(Incite("kenya"))


def test_revolt_won_by_the_natives_destroys_everything() -> None:
    """000, "'Westernizing' the Natives": "native armies are placed there equal to the native rating ...
    If the natives win the battle, any buildings in the region are destroyed and the region is unowned
    again (The marker is flipped face down to indicate this)." Advanced battle: the natives, the invader,
    assault first (4 inf + 2 cav: +2 for two types) against the owner's infantry (+1 type, +1 fort). Option
    revolt_army=marker: the marker's whole army rises (the default, infantry equal to the rating, is
    test_imperialism_corrections.py::test_a_revolt_raises_infantry_equal_to_the_rating)."""
    g = production(revolt_army="marker")
    s = g.state
    r = idx(g, "kenya")
    for p in list(s.pieces.values()):
        if p.where == r and p.kind == "cav":
            pieces.destroy(s, p)
    put(g, "kenya", BLUE, explorer=1)
    kenya_inf = [p for p in s.pieces.values() if p.where == r and p.kind == "inf"]
    pieces.destroy(s, kenya_inf[0])
    build(g, "kenya", "railroad", "fort", "school")
    s.resource_up[r] = True  # developed
    # natives' assault: 6+6 (+1 cav, +2 types) beats 1+1 (+1 type, +1 fort): the last infantry falls.
    script(g, 6, 6, 1, 1)
    g.apply(Incite("kenya"))
    assert s.pp[RED] == 100 - 21
    assert s.owner[r] == -1
    assert s.buildings[r] == ()
    assert (s.fort[r], s.school[r]) == (False, False)
    assert (s.native[r], s.native_up[r]) == ("4+", False)
    assert (s.resource[r], s.resource_up[r]) == (3, False)
    assert kinds_in(g, "kenya", BLUE) == {}
    revolt = last(g, "revolt")
    assert revolt["winner"] == "natives"
    assert revolt["natives"] == {"inf": 4, "cav": 2}
    assert last(g, "overthrown")["buildings"] == ["railroad", "fort", "school"]
    assert not g.is_over()  # blue still holds Japan


def test_revolt_lost_by_the_natives_costs_the_owner_its_losses_only() -> None:
    """000, "'Westernizing' the Natives": the revolt is a battle; if the natives lose, the region stays
    with its owner, who loses the pieces that fell, and the marker stays face up (it may revolt again).
    Advanced battle, natives "4" (4 inf, +1) against 2 inf and a cav (+2, +1 fort); assaults alternate."""
    g = production()
    s = g.state
    r = idx(g, "kenya")
    s.native[r] = "4"
    build(g, "kenya", "city")
    rolls = [6, 6, 1, 1]  # natives' assault: the owner loses an infantry (the last arrived)
    rolls += [1, 1, 6, 6] * 4  # then the owner wins the next four assaults: the natives are gone
    script(g, *rolls)
    g.apply(Incite("kenya"))
    assert s.owner[r] == BLUE
    assert kinds_in(g, "kenya", BLUE) == {"inf": 1, "cav": 1}
    assert (s.native[r], s.native_up[r]) == ("4", True)
    assert s.buildings[r] == ("city",)
    assert last(g, "revolt")["winner"] == g.colour_id(BLUE)
    assert Incite("kenya") in g.legal_actions()


def test_revolt_uses_the_standard_battle_at_the_standard_battle_level() -> None:
    """000, Advanced Rules, "Introduction": with advanced_battles off the Standard battle is fought (both
    roll, the higher total wins the roll). Natives 4 inf + 2 cav (+2) roll 12 against 2 (+2 types, +1
    fort): the owner's most valuable piece, then the rest fall."""
    g = production(advanced_battles=False)
    assert g.level.battle == "standard"
    script(g, 6, 6, 1, 1, 6, 6, 1, 1, 6, 6, 1, 1)
    g.apply(Incite("kenya"))
    assert g.state.owner[idx(g, "kenya")] == -1
    assert len(last(g, "revolt")["rounds"]) == 3


def test_revolt_odds_match_exact_values() -> None:
    """000, "'Westernizing' the Natives" with the Advanced "Battle": over 3000 revolts on copies of one
    position, the natives win as often as imperialism_advanced.odds says exactly (within 4.5 standard
    errors): natives "4+" (4 inf, 2 cav: option revolt_army=marker) invade against 2 inf + 1 cav behind a fort."""
    g = production(pp=10_000, revolt_army="marker")
    build(g, "kenya", "fort")
    exact = imperialism_advanced.odds(native_army("4+"), (2, 1, 0, 0), fort=True).attacker_wins
    assert exact == pytest.approx(0.6495568, abs=1e-6)
    s = g.state
    r = idx(g, "kenya")
    n, wins = 3000, 0
    for _ in range(n):
        # The same position each time (a cheap restore of the one region a revolt changes).
        for p in pieces.ashore(s, r):
            pieces.destroy(s, p)
        put(g, "kenya", BLUE, inf=2, cav=1)
        s.owner[r], s.fort[r], s.native_up[r], s.pp[RED] = BLUE, True, True, 100
        g.apply(Incite("kenya"))
        wins += s.owner[r] == -1
    assert abs(wins / n - exact) <= 4.5 * math.sqrt(exact * (1 - exact) / n)


def test_losing_the_last_region_to_a_revolt_ends_that_empire() -> None:
    """000, Advanced Rules, "Winning": "When there is only one player left in the game": an empire whose
    last region revolts away is out, and the game's end check runs after the action."""
    g = production()
    s = g.state
    s.owner[idx(g, "japan")] = -1
    for p in [p for p in s.pieces.values() if p.where == idx(g, "japan")]:
        pieces.destroy(s, p)
    script(g, 6, 6, 1, 1, 6, 6, 1, 1, 6, 6, 1, 1)
    g.apply(Incite("kenya"))
    assert s.owner[idx(g, "kenya")] == -1
    assert g.is_over()


@pytest.mark.parametrize(("level", "options"), [("advanced", {"westernizing": False}), ("standard", {})])
def test_no_westernizing_or_revolts_without_the_rule(level: str, options: dict[str, Any]) -> None:
    """000, Advanced Rules, "Introduction": without the rule (option westernizing off, or the Standard
    rules) there is no Westernize or Incite action."""
    g = production(level, **options)
    assert not any(isinstance(a, Westernize | Incite) for a in g.legal_actions())
    with pytest.raises(IllegalAction, match="westernizing and revolts are not in play"):
        g.apply(Westernize("india"))
    with pytest.raises(IllegalAction, match="westernizing and revolts are not in play"):
        g.apply(Incite("kenya"))
