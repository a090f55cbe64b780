"""The rules audit's corrections to War! Age of Imperialism (corrections.py, docs/rules/imperialism.md):
each default is the rulebook's literal reading and fails on warroom 0.1.0's behaviour, which stays an
option (the value rules version 1 pins for older games and saves)."""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, build, idx, kinds_in, own, put
from test_imperialism_natives import last, production, script

from warroom.core.errors import IllegalAction
from warroom.core.registry import get_ruleset, new_game
from warroom.rulesets.imperialism import ending
from warroom.rulesets.imperialism import production as economy
from warroom.rulesets.imperialism.actions import Buy, Develop, Incite, Move
from warroom.rulesets.imperialism.game import ImperialismGame

RED, BLUE, GREEN = 0, 1, 2
LEVELS = ["basic", "standard", "advanced"]


def buyer(level: str, **options: Any) -> ImperialismGame:
    """Red to buy in a production round with 200 PP; red holds France and Spain, blue Italy; Prussia is
    native land."""
    g = blank(level, 2, **options)
    own(g, "france", RED, inf=1)
    own(g, "spain", RED, inf=1)
    own(g, "italy", BLUE, inf=1)
    s = g.state
    s.phase, s.round, s.current, s.pp[RED] = "production", 0, 0, 200
    return g


def refused(g: ImperialismGame, action: Any) -> str:
    with pytest.raises(IllegalAction) as err:
        g.apply(action)
    return str(err.value)


# -- forts ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_a_fort_may_be_built_in_a_native_region(level: str) -> None:
    """000, Basic and Standard "Fort" (and the Advanced table): "A fort may be built in any region,
    (including native-owned regions)". The default (forts=own-or-native) offers and builds one in Prussia,
    which no empire owns; the region stays native. Still one fort per region, and never in another
    empire's region or at sea."""
    g = buyer(level)
    s = g.state
    assert Buy("fort", "prussia") in g.legal_actions()
    g.apply(Buy("fort", "prussia"))
    prussia = idx(g, "prussia")
    assert s.fort[prussia] and s.owner[prussia] == -1
    assert refused(g, Buy("fort", "prussia")) == "Prussia already has a fort"
    assert "not theirs" in refused(g, Buy("fort", "italy"))
    assert "sea area" in refused(g, Buy("fort", "bay-of-biscay"))
    assert Buy("fort", "italy") not in g.legal_actions()
    # Other buildings still go only in own regions.
    assert "not theirs" in refused(g, Buy("city", "germany"))


@pytest.mark.parametrize("level", LEVELS)
def test_forts_own_keeps_forts_in_own_regions(level: str) -> None:
    """Option forts=own (warroom 0.1.0, the placement rules' "owned by the player building it")."""
    g = buyer(level, forts="own")
    assert "not theirs" in refused(g, Buy("fort", "prussia"))
    assert not any(isinstance(a, Buy) and a.piece == "fort" and a.where == "prussia" for a in g.legal_actions())
    g.apply(Buy("fort", "spain"))


def test_a_fort_built_in_a_native_region_is_taken_with_it() -> None:
    """The fort stays when the region is won (decision 15: a fort in a native region does not help the
    natives and is captured with the region)."""
    g = buyer("basic")
    g.apply(Buy("fort", "prussia"))
    prussia = idx(g, "prussia")
    g.state.owner[prussia] = RED
    assert g.state.fort[prussia]


# -- railroads -----------------------------------------------------------------------------------------


def railroad_line(**options: Any) -> tuple[ImperialismGame, Any]:
    """Red's artillery in Germany; Germany, Prussia and Lithuania are Red's, each with a railroad."""
    g = blank("basic", 3, **options)
    for e, home in zip(range(3), ("yakut", "natal", "western-australia"), strict=True):
        own(g, home, e, inf=1)
    own(g, "germany", RED, inf=1, art=1)
    own(g, "prussia", RED, inf=1)
    own(g, "lithuania", RED, inf=1)
    for region in ("germany", "prussia", "lithuania"):
        build(g, region, "railroad")
    (art,) = [p for p in g.state.pieces.values() if p.kind == "art"]
    return g, art


def test_a_chain_of_railroads_is_crossed_free() -> None:
    """000, "Railroad": railroads "allow moving pieces to move through the region that contains a railroad
    without using a movement point". By default (railroads=chain) every step out of an own railroad region
    is free: the artillery (1 point) rides out of Germany, Prussia and Lithuania for nothing and still has
    its own point in Russia, which has no railroad: the step out of it spends the point."""
    g, art = railroad_line()
    own(g, "russia", RED, inf=1)
    g.apply(Move("art", 1, "germany", "prussia"))
    g.apply(Move("art", 1, "prussia", "lithuania"))
    assert art.moves == 1 and art.where == idx(g, "lithuania")
    g.apply(Move("art", 1, "lithuania", "russia"))
    assert art.moves == 1 and kinds_in(g, "russia", RED) == {"inf": 1, "art": 1}
    g.apply(Move("art", 1, "russia", "ukraine"))
    assert art.moves == 0 and art.stopped, "the last step, into native Ukraine, is its own point"


def test_each_railroad_frees_a_piece_once_per_round() -> None:
    """Chain: a railroad already ridden this round costs a point the next time, so a piece cannot loop
    between two railroad regions for ever."""
    g, art = railroad_line()
    g.apply(Move("art", 1, "germany", "prussia"))
    g.apply(Move("art", 1, "prussia", "germany"))
    assert art.moves == 1
    g.apply(Move("art", 1, "germany", "prussia"))  # Germany's railroad again: its own point
    assert art.moves == 0
    # Prussia's railroad was ridden already, and no point is left.
    assert "able to move" in refused(g, Move("art", 1, "prussia", "lithuania"))


def test_railroads_one_step_frees_one_step_per_round() -> None:
    """Option railroads=one-step (warroom 0.1.0): one free step per piece per movement round."""
    g, art = railroad_line(railroads="one-step")
    g.apply(Move("art", 1, "germany", "prussia"))
    g.apply(Move("art", 1, "prussia", "lithuania"))
    assert art.moves == 0
    assert "able to move" in refused(g, Move("art", 1, "lithuania", "prussia"))


# -- revolts (Advanced) --------------------------------------------------------------------------------


def test_a_revolt_raises_infantry_equal_to_the_rating() -> None:
    """000, Advanced Rules, "'Westernizing' the Natives and Native Rebellion": "When a region revolts,
    native armies are placed there equal to the native rating on the marker". Kenya's marker "4+" raises
    4 infantry (not the invasion army's 2 cavalry too): the default revolt_army=rating."""
    g = production()
    script(g, *([1] * 40))
    g.apply(Incite("kenya"))
    assert last(g, "incite")["army"] == {"inf": 4}
    assert last(g, "revolt")["natives"] == {"inf": 4}


def test_revolt_army_marker_raises_the_whole_marker_army() -> None:
    """Option revolt_army=marker (warroom 0.1.0): the marker's army as when invaded ("NATIVE ARMIES")."""
    g = production(revolt_army="marker")
    script(g, *([1] * 40))
    g.apply(Incite("kenya"))
    assert last(g, "revolt")["natives"] == {"inf": 4, "cav": 2}


# -- developing (Advanced) -----------------------------------------------------------------------------


def developer(**options: Any) -> ImperialismGame:
    """Red, 30 PP, in its production round; a face-down resource (5) in India, an engineer of Red's there."""
    g = production(pp=30, **options)
    india = idx(g, "india")
    g.state.resource[india], g.state.resource_up[india] = 5, False
    put(g, "india", RED, engineer=1)
    return g


def test_developing_costs_30_even_beside_an_engineer() -> None:
    """000, Advanced "Resource Marker": developing is "paid for like a building: the cost of this is 30
    PP's" (default develop_discount off: a resource "does not count as a building")."""
    g = developer()
    g.apply(Develop("india"))
    assert g.state.pp[RED] == 0


def test_develop_discount_takes_the_engineers_10_off() -> None:
    """Option develop_discount: "like a building" read as the whole price rule, engineer included."""
    g = developer(develop_discount=True)
    assert economy.develop_cost(g, RED, idx(g, "india")) == 20
    assert economy.develop_cost(g, RED, idx(g, "great-britain")) == 30
    g.apply(Develop("india"))
    assert g.state.pp[RED] == 10


# -- 1886: a seat with several nations ------------------------------------------------------------------


def scenario(level: str, **options: Any) -> ImperialismGame:
    g = new_game(f"imperialism-{level}", 2, {"scenario": "1886", **options}, 1)
    assert isinstance(g, ImperialismGame)
    return g


def nation_scores(g: ImperialismGame, seat: int) -> list[int]:
    s = g.state
    return sorted((ending.empire_score(g, e)[0] for e in range(s.empires) if s.seat_of[e] == seat), reverse=True)


@pytest.mark.parametrize("level", LEVELS)
def test_a_seat_of_several_1886_nations_scores_their_sum(level: str) -> None:
    """000, "Historical Scenario 1886", 2 players: "Britain, Germany, Japan vs. France, Russia, Europe":
    blocs of allies; by default (scenario_score=sum) a seat scores the sum of its nations."""
    g = scenario(level)
    for seat in (0, 1):
        parts = nation_scores(g, seat)
        assert len(parts) == 3
        assert ending.scores(g)[seat] == sum(parts)


@pytest.mark.parametrize(
    ("level", "rule", "pick"),
    [
        ("basic", "largest", 0),
        ("standard", "largest", 0),
        ("basic", "two-empires", 0),
        ("standard", "two-empires", 1),
        ("advanced", "two-empires", 1),
    ],
)
def test_scenario_score_largest_or_two_empires(level: str, rule: str, pick: int) -> None:
    """Options scenario_score=largest (the largest nation) and two-empires (warroom 0.1.0: Basic the
    largest, Standard and Advanced the second largest)."""
    g = scenario(level, scenario_score=rule)
    for seat in (0, 1):
        assert ending.scores(g)[seat] == nation_scores(g, seat)[pick]


def test_two_empires_without_the_scenario_keep_the_two_empire_rule() -> None:
    """The option is the scenario's: two empires each (000, "Choosing Regions", 2 players b) keeps its
    printed rule whatever scenario_score says."""
    g = blank("standard", 2, two_empires=True, scenario_score="sum")
    own(g, "france", 0, inf=1)
    own(g, "spain", 0, inf=1)
    own(g, "italy", 2, inf=1)
    own(g, "japan", 1, inf=1)
    assert ending.scores(g)[0] == 1  # the second largest of red (2) and green (1)


# -- legacy ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("ruleset", ["imperialism-basic", "imperialism-standard", "imperialism-advanced"])
def test_rules_version_1_pins_warroom_0_1_0(ruleset: str) -> None:
    """Games and saves made before the corrections keep the behaviour they were made with."""
    legacy = get_ruleset(ruleset).legacy_options(1)
    assert legacy["forts"] == "own" and legacy["railroads"] == "one-step"
    assert legacy["scenario_score"] == "two-empires"
    if ruleset == "imperialism-advanced":
        assert legacy["revolt_army"] == "marker" and legacy["develop_discount"] is False
    # Rules version 4 gave the battle decisions to the players; versions 1 to 3 keep the fixed policies.
    assert legacy["battle_choices"] == "fixed"
    assert get_ruleset(ruleset).legacy_options(2) == {"battle_choices": "fixed"}
    assert get_ruleset(ruleset).legacy_options(3) == {"battle_choices": "fixed"}
