"""Battles and explorations (combat.py): rulebook 000, Basic Rules "Battle", "Army Battles", "Exploration
and Negotiating with the Natives", "Native Marker", "Resource Marker", "NATIVE ARMIES", "Fort"; Standard
Rules "Army Battles", "MODIFIERS", "RESERVE", "The Natives", "The Human Wave", "School", "Exploration"
(the leader's help)."""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, build, idx, kinds_in, marker, own, put

from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import combat
from warroom.rulesets.imperialism.actions import END_TURN, Explore, Fight
from warroom.rulesets.imperialism.game import ImperialismGame

RED, BLUE, GREEN = 0, 1, 2


def battles(level: str = "basic", empires: int = 3, **options: Any) -> ImperialismGame:
    """A blank game in red's battles phase; every empire keeps a home region so nobody is eliminated. These
    tests check the whole-battle policies (battle_choices=fixed); the decisions roll by roll are
    test_imperialism_battle_choices.py's."""
    g = blank(level, empires, **{"battle_choices": "fixed", **options})
    own(g, "india", RED, inf=1)
    own(g, "japan", BLUE, inf=1)
    if empires > 2:
        own(g, "great-britain", GREEN, inf=1)
    g.state.phase = "battles"
    return g


def dice(g: ImperialismGame, *rolls: int) -> ScriptedDice:
    d = ScriptedDice(rolls, 0, g.log)
    g.dice = d
    return d


def events(g: ImperialismGame, kind: str) -> list[dict[str, Any]]:
    return [e.data for e in g.log.since(0) if e.kind == kind]


# -- what is pending, and the legal actions ------------------------------------------------------------


def test_pending_lists_regions_not_owned_where_own_armies_stand() -> None:
    """000, Basic Rules, "Army Movement": armies in a region the mover does not own (native or another
    player's) fight a battle there; own regions and other empires' armies do not count."""
    g = battles()
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=1)
    marker(g, "tibet", "9")
    put(g, "tibet", RED, cav=1)
    marker(g, "mongolia", "9")
    put(g, "mongolia", GREEN, inf=1)
    assert combat.pending_ids(g) == sorted(["china", "tibet"], key=lambda r: idx(g, r))
    assert combat.has_work(g)


def test_basic_fight_variants_and_no_end_turn_while_pending() -> None:
    """000, Basic Rules, "Army Battles" step 1 (the piece each side sends): strongest or weakest first;
    "weakest" only when the army has more than one kind. No EndTurn while a battle is pending."""
    g = battles()
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=1, cav=1)
    marker(g, "tibet", "9")
    put(g, "tibet", RED, inf=2)
    legal = g.legal_actions()
    assert Fight("china", "strongest") in legal and Fight("china", "weakest") in legal
    assert Fight("tibet", "strongest") in legal and Fight("tibet", "weakest") not in legal
    assert END_TURN not in legal


def test_standard_fight_variants_with_reserves() -> None:
    """000, Standard Rules, "RESERVE": the leaders, or the artillery and leaders, may be held back while
    other kinds fight; both victim tactics are offered."""
    g = battles("standard")
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=1, art=1, ldr=1)
    fights = {(a.tactic, a.reserve) for a in g.legal_actions() if isinstance(a, Fight)}
    reserves = [(), ("ldr",), ("art", "ldr")]
    assert fights == {(t, r) for t in ("valuable", "types") for r in reserves}
    g2 = battles("standard")
    own(g2, "china", BLUE, inf=1)
    put(g2, "china", RED, art=1, cav=1)
    assert {a.reserve for a in g2.legal_actions() if isinstance(a, Fight)} == {(), ("art",)}


@pytest.mark.parametrize(
    ("level", "fight", "message"),
    [
        ("basic", Fight("tibet", "strongest"), "no battle to fight in tibet"),
        ("basic", Fight("china", "valuable"), "unknown tactic"),
        ("basic", Fight("china", "strongest", ("art",)), "no reserve in the Basic rules"),
        ("standard", Fight("china", "valuable", ("ldr",)), "no leader of yours"),
        ("standard", Fight("china", "valuable", ("art", "inf")), "every piece"),
        ("standard", Fight("china", "valuable", ("art", "art")), "twice"),
        ("standard", Fight("china", "valuable", ("tank",)), "unknown army kind"),
    ],
)
def test_fight_checks(level: str, fight: Fight, message: str) -> None:
    """Fight names a pending battle, a tactic of the level and (Standard) a reserve of kinds present."""
    g = battles(level)
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=1, art=1)
    with pytest.raises(IllegalAction, match=message):
        g.apply(fight)


# -- battles against an empire -------------------------------------------------------------------------


def test_conquest_captures_buildings_sweeps_parties_and_flips_the_resource() -> None:
    """000, Basic Rules, "Army Battles" example ("now they have a new fort as a bonus"); "Party Movement"
    (explorers in another player's region are eliminated); "Resource Marker" (flipped up on conquest)."""
    g = battles()
    own(g, "china", BLUE, inf=1, explorer=1)
    build(g, "china", "fort", "city")
    g.state.resource[idx(g, "china")] = 6
    put(g, "china", RED, inf=1)
    dice(g, 6, 6, 1, 1)
    g.apply(Fight("china", "strongest"))
    r = idx(g, "china")
    assert g.state.owner[r] == RED and g.state.fort[r] and g.state.buildings[r] == ("city",)
    assert kinds_in(g, "china", BLUE) == {} and kinds_in(g, "china", RED) == {"inf": 1}
    assert g.state.resource_up[r]
    assert events(g, "conquest")[0] == {"region": "china", "empire": "red", "previous": "blue", "battle": True}
    assert events(g, "annex")[0]["resource"] == 6
    assert combat.pending(g) == [] and g.legal_actions() == [END_TURN]


def test_defender_wins_and_the_attackers_are_gone() -> None:
    """000, Basic Rules, "Army Battles" step 5: until one side has no pieces; no retreat."""
    g = battles()
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=1)
    dice(g, 1, 1, 6, 6)
    g.apply(Fight("china", "strongest"))
    assert g.state.owner[idx(g, "china")] == BLUE
    assert kinds_in(g, "china", RED) == {} and kinds_in(g, "china", BLUE) == {"inf": 1}
    assert events(g, "battle")[0]["winner"] == "blue"


def test_basic_fort_gives_the_defender_one() -> None:
    """000, Basic Rules, "Army Battles" step 3: +1 for a friendly fort in the battle region; a tie
    changes nothing (step 4)."""
    g = battles()
    own(g, "china", BLUE, inf=1)
    build(g, "china", "fort")
    put(g, "china", RED, inf=1)
    dice(g, 4, 4, 3, 4, 6, 6, 1, 1)
    g.apply(Fight("china", "strongest"))
    rounds = events(g, "battle")[0]["rounds"]
    assert [(x["attacker_total"], x["defender_total"]) for x in rounds] == [(8, 8), (12, 3)]
    assert rounds[0]["attacker_lost"] == {} and rounds[1]["defender_lost"] == {"inf": 1}
    assert rounds[0]["attacker_dice"] == [4, 4] and rounds[0]["defender_dice"] == [3, 4]


def test_standard_schools_of_both_sides_and_the_defenders_fort() -> None:
    """000, Standard Rules, "MODIFIERS": Army (+1 per type), Fort (+1 defending), Technology (1-3 schools
    +1, 4-6 +2); "School": schools anywhere in the empire count."""
    g = battles("standard")
    for region in ("india", "japan"):
        build(g, region, "city", "school")
    for region in ("korea", "manchuria", "siam"):
        own(g, region, BLUE, inf=1)
        build(g, region, "city", "school")
    own(g, "china", BLUE, inf=1)
    build(g, "china", "fort")
    put(g, "china", RED, inf=1, cav=1)
    dice(g, 6, 6, 1, 1)
    g.apply(Fight("china", "valuable"))
    first = events(g, "battle")[0]["rounds"][0]
    # red: 2 types + 1 (one school) = 3; blue: 1 type + 1 fort + 2 (four schools) = 4
    assert (first["attacker_total"], first["defender_total"]) == (15, 6)


def test_losses_take_the_last_arrived_pieces_of_a_kind() -> None:
    """Decision (combat.py): which piece of a kind is removed: the last arrived first."""
    g = battles()
    own(g, "china", BLUE, inf=1)
    first = put(g, "china", RED, inf=1)[0]
    put(g, "china", RED, inf=1)
    dice(g, 1, 1, 6, 6, 6, 6, 1, 1)
    g.apply(Fight("china", "strongest"))
    assert [p.id for p in g.state.pieces.values() if p.owner == RED and p.where == idx(g, "china")] == [first.id]


def test_a_conquered_empire_with_no_region_is_out() -> None:
    """000, "Ending the Game" (end=last-standing) / ending.check_last_standing after every action: an empire
    that lost its last region to a conquest is eliminated."""
    g = blank("basic", 3, end="last-standing", battle_choices="fixed")
    own(g, "india", RED, inf=1)
    own(g, "great-britain", GREEN, inf=1)
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, inf=1)
    g.state.phase = "battles"
    dice(g, 6, 6, 1, 1)
    g.apply(Fight("china", "strongest"))
    assert g.state.eliminated[BLUE] and not g.is_over()


def test_the_battle_event_is_readable() -> None:
    """Issue: every round is logged (dice, totals, losses) with colour and space ids."""
    g = battles()
    own(g, "china", BLUE, inf=1)
    put(g, "china", RED, cav=1)
    dice(g, 6, 6, 1, 1)
    g.apply(Fight("china", "strongest"))
    event = events(g, "battle")[0]
    assert event["region"] == "china" and event["attacker"] == "red" and event["defender"] == "blue"
    assert event["attack"] == {"cav": 1} and event["defend"] == {"inf": 1}
    assert event["rounds"][0]["note"] == "cav v inf"
    assert event["attacker_left"] == {"cav": 1} and event["defender_left"] == {}


# -- natives ---------------------------------------------------------------------------------------------


def test_natives_win_marker_face_down_again() -> None:
    """000, Basic Rules, "NATIVE ARMIES": the natives' army is the marker's number of infantry; if the
    natives win, the attackers are gone and the marker goes back face down (its value was shown)."""
    g = battles()
    marker(g, "tibet", "4", 6)
    put(g, "tibet", RED, inf=1)
    dice(g, 1, 1, 6, 6)
    g.apply(Fight("tibet", "strongest"))
    r = idx(g, "tibet")
    assert g.state.owner[r] == -1 and g.state.native[r] == "4" and not g.state.native_up[r]
    assert not g.state.resource_up[r]
    assert kinds_in(g, "tibet", RED) == {}
    assert events(g, "natives")[0] == {"region": "tibet", "value": "4", "army": {"inf": 4}}
    assert events(g, "battle")[0]["winner"] == "natives"


def test_natives_lose_region_joins() -> None:
    """000, Basic Rules, "NATIVE ARMIES" (the armies and marker are removed from play), "Resource Marker"
    (flipped up when a region joins by conquest)."""
    g = battles()
    marker(g, "tibet", "4", 6)
    put(g, "tibet", RED, inf=1, art=1)
    dice(g, *[6, 6, 1, 1] * 4)
    g.apply(Fight("tibet", "strongest"))
    r = idx(g, "tibet")
    assert g.state.owner[r] == RED and g.state.native[r] is None
    assert g.state.resource_up[r] and g.state.resource[r] == 6
    assert kinds_in(g, "tibet", RED) == {"inf": 1, "art": 1}


def test_native_plus_and_double_plus_armies() -> None:
    """000, "NATIVE ARMIES": "+": cavalry half the number rounded up; "++": one artillery too."""
    g = battles()
    marker(g, "tibet", "5+")
    put(g, "tibet", RED, inf=1)
    marker(g, "mongolia", "4++")
    put(g, "mongolia", RED, inf=1)
    dice(g, 1, 1, 6, 6, 1, 1, 6, 6)
    g.apply(Fight("tibet", "strongest"))
    g.apply(Fight("mongolia", "strongest"))
    armies = [e["army"] for e in events(g, "natives")]
    assert armies == [{"inf": 5, "cav": 3}, {"inf": 4, "cav": 2, "art": 1}]
    notes = [e["rounds"][0]["note"] for e in events(g, "battle")]
    assert notes == ["inf v cav", "inf v art"]  # the computer's natives send their strongest piece


def test_a_fort_in_a_native_region_does_not_help_the_natives() -> None:
    """000, Basic Rules, "Fort" (+1 "to the owning player's battle roll ... in one of his regions";
    forts may stand in native regions). Decision: natives own no fort."""
    g = battles()
    marker(g, "tibet", "4")
    build(g, "tibet", "fort")
    put(g, "tibet", RED, inf=1)
    dice(g, 1, 1, 6, 6)
    g.apply(Fight("tibet", "strongest"))
    event = events(g, "battle")[0]
    assert event["rounds"][0]["defender_total"] == 12 and not event["fort"]


def test_human_wave_matches_the_attackers_modifier() -> None:
    """000, Standard Rules, "The Human Wave": each native piece sacrificed gives +1 for one roll and is
    eliminated whatever happens; option human_wave=match sacrifices the fewest that draw level."""
    g = battles("standard")
    marker(g, "tibet", "4")
    put(g, "tibet", RED, inf=1, cav=1, art=1)
    dice(g, 1, 1, 6, 6, 6, 6, 1, 1)
    g.apply(Fight("tibet", "valuable"))
    rounds = events(g, "battle")[0]["rounds"]
    # round 1: red +3; natives sacrifice 2 inf: 1 type + 2 = +3. Round 2: red +2; one more sacrificed.
    assert [(x["attacker_total"], x["defender_total"]) for x in rounds] == [(5, 15), (14, 4)]
    assert "Human Wave: 2 inf sacrificed" in rounds[0]["note"]
    assert rounds[0]["defender_lost"] == {"inf": 2} and rounds[0]["attacker_lost"] == {"art": 1}
    assert g.state.owner[idx(g, "tibet")] == RED and kinds_in(g, "tibet", RED) == {"inf": 1, "cav": 1}


def test_human_wave_none() -> None:
    """Option human_wave=none: the natives never sacrifice (000, Standard Rules, "The Human Wave" is the
    controlling player's choice)."""
    g = battles("standard", human_wave="none")
    marker(g, "tibet", "4")
    put(g, "tibet", RED, inf=1, cav=1, art=1)
    dice(g, 1, 1, 6, 6, *[6, 6, 1, 1] * 4)
    g.apply(Fight("tibet", "valuable"))
    rounds = events(g, "battle")[0]["rounds"]
    assert (rounds[0]["attacker_total"], rounds[0]["defender_total"]) == (5, 13)
    assert all("Human Wave" not in x["note"] for x in rounds)
    assert g.state.owner[idx(g, "tibet")] == RED


def test_an_unguarded_unowned_region_is_taken_without_battle() -> None:
    """Decision (combat.py): an unowned region without a native marker is taken without dice."""
    g = battles()
    put(g, "tibet", RED, inf=1)
    g.apply(Fight("tibet", "strongest"))
    assert g.state.owner[idx(g, "tibet")] == RED and events(g, "battle") == []


# -- exploring -------------------------------------------------------------------------------------------


def test_explore_success_annexes_with_one_infantry() -> None:
    """000, Basic Rules, "Exploration and Negotiating with the Natives": 2 dice >= the marker's number:
    the region joins, one infantry is placed, the marker is discarded; "+" signs do not change the
    number; "Resource Marker": flipped up."""
    g = battles()
    marker(g, "tibet", "7+", 6)
    put(g, "tibet", RED, explorer=1)
    put(g, "tibet", BLUE, explorer=1)
    assert g.legal_actions() == [Explore("tibet"), END_TURN]
    dice(g, 3, 4)
    g.apply(Explore("tibet"))
    r = idx(g, "tibet")
    assert g.state.owner[r] == RED and g.state.native[r] is None and g.state.resource_up[r]
    assert kinds_in(g, "tibet", RED) == {"explorer": 1, "inf": 1}
    assert kinds_in(g, "tibet", BLUE) == {}  # swept: a party in another player's region
    explore = events(g, "explore")[0]
    assert explore["value"] == 7 and explore["marker"] == "7+" and explore["success"]


def test_explore_failure_kills_the_explorer_marker_face_down() -> None:
    """000, Basic Rules, "Exploration...": less than the number: the explorer is eliminated and the marker
    is returned face-down (its value was shown)."""
    g = battles()
    marker(g, "tibet", "7")
    put(g, "tibet", RED, explorer=1)
    dice(g, 3, 3)
    g.apply(Explore("tibet"))
    r = idx(g, "tibet")
    assert g.state.owner[r] == -1 and g.state.native[r] == "7" and not g.state.native_up[r]
    assert kinds_in(g, "tibet", RED) == {}
    assert events(g, "explore")[0]["value"] == 7 and not events(g, "explore")[0]["success"]
    assert not combat.has_work(g)


def test_explore_averts_the_battle() -> None:
    """Design: an exploration may come before the battle in the same region; success means no battle."""
    g = battles()
    marker(g, "tibet", "5")
    put(g, "tibet", RED, explorer=1, inf=2)
    assert Explore("tibet") in g.legal_actions()
    dice(g, 3, 3)
    g.apply(Explore("tibet"))
    assert combat.pending(g) == [] and kinds_in(g, "tibet", RED) == {"explorer": 1, "inf": 3}


def test_leader_helps_the_explorer_in_standard() -> None:
    """000, Standard Rules, "Exploration...": a leader with the explorer adds 1 to the roll."""
    g = battles("standard")
    marker(g, "tibet", "7")
    put(g, "tibet", RED, explorer=1, ldr=1)
    assert Explore("tibet", True) in g.legal_actions()
    dice(g, 3, 3)
    g.apply(Explore("tibet", True))
    assert g.state.owner[idx(g, "tibet")] == RED and events(g, "explore")[0]["total"] == 7


def test_leader_dies_with_the_explorer() -> None:
    """000, Standard Rules, "Exploration...": on failure both the explorer and the leader are eliminated."""
    g = battles("standard")
    marker(g, "tibet", "8")
    put(g, "tibet", RED, explorer=1, ldr=1, inf=1)
    dice(g, 3, 3)
    g.apply(Explore("tibet", True))
    assert kinds_in(g, "tibet", RED) == {"inf": 1} and not g.state.native_up[idx(g, "tibet")]
    assert combat.pending_ids(g) == ["tibet"]


def test_no_leader_help_in_basic_and_explore_checks() -> None:
    """000, Basic Rules: no leader bonus; an Explore needs an own explorer in a native region."""
    g = battles()
    marker(g, "tibet", "7")
    put(g, "tibet", RED, explorer=1, ldr=1)
    assert Explore("tibet", True) not in g.legal_actions()
    with pytest.raises(IllegalAction, match="cannot help"):
        g.apply(Explore("tibet", True))
    with pytest.raises(IllegalAction, match="not a native region"):
        g.apply(Explore("india"))
    marker(g, "mongolia", "7")
    with pytest.raises(IllegalAction, match="no explorer"):
        g.apply(Explore("mongolia"))
    g2 = battles("standard")
    marker(g2, "tibet", "7")
    put(g2, "tibet", RED, explorer=1)
    with pytest.raises(IllegalAction, match="no leader"):
        g2.apply(Explore("tibet", True))


# -- the end of the turn ---------------------------------------------------------------------------------


def test_end_turn_refused_while_battles_are_pending() -> None:
    """000, "The Turns": the battles that result must be resolved; the message names the regions."""
    g = battles()
    marker(g, "tibet", "7")
    put(g, "tibet", RED, inf=1)
    with pytest.raises(IllegalAction, match="tibet"):
        g.apply(END_TURN)


def test_end_turn_hands_the_turn_on() -> None:
    """EndTurn with nothing pending (an exploration may be left undone): the next empire moves."""
    g = battles()
    marker(g, "tibet", "7")
    put(g, "tibet", RED, explorer=1)
    assert combat.has_work(g)
    g.apply(END_TURN)
    assert g.state.phase == "movement" and g.state.empire_turn() == BLUE
