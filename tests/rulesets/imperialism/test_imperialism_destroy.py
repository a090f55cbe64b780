"""Destroying buildings and undeveloping resources (destruction.py): rulebook 000, Advanced Rules,
"Destroying Buildings", and "Introduction" (the rule may be left out: option ``destroying``)."""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, build, idx, own

from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import destruction
from warroom.rulesets.imperialism.actions import Destroy, Move
from warroom.rulesets.imperialism.game import ImperialismGame

RED, BLUE = 0, 1


def game(**options: Any) -> ImperialismGame:
    """A blank Advanced game in red's first movement round; blue keeps a home far away."""
    g = blank("advanced", 2, **options)
    own(g, "japan", BLUE, inf=1)
    return g


def destroys(g: ImperialismGame) -> set[tuple[str, str]]:
    return {(a.region, a.target) for a in g.legal_actions() if isinstance(a, Destroy)}


def events(g: ImperialismGame, kind: str) -> list[dict[str, Any]]:
    return [e.data for e in g.log.since(0) if e.kind == kind]


@pytest.mark.parametrize("building", ["city", "port", "railroad", "factory", "fort", "school"])
def test_destroy_each_kind_of_building(building: str) -> None:
    """000, Advanced Rules, "Destroying Buildings": "Players may destroy buildings in regions that they
    occupy": every building (city, port, railroad, factory, fort, school) goes; the army that did it is
    done for the round."""
    g = game()
    (army,) = own(g, "india", RED, inf=1)
    build(g, "india", building)
    r = idx(g, "india")
    assert destroys(g) == {("india", building)}
    g.apply(Destroy("india", building))
    assert g.state.buildings[r] == () and not g.state.fort[r] and not g.state.school[r]
    assert army.moves == 0 and army.stopped
    assert events(g, "destroy") == [
        {"region": "india", "empire": "red", "target": building, "army": "inf", "piece": army.id}
    ]
    assert destroys(g) == set()


def test_one_of_two_buildings_goes() -> None:
    """000, Advanced Rules, "Destroying Buildings" ("One Army is required for each building destroyed")
    with the 1886 scenario's two buildings in a region (railroad and factory): one army, one building."""
    g = game()
    own(g, "india", RED, inf=2)
    build(g, "india", "railroad", "factory", "fort")
    assert destroys(g) == {("india", "railroad"), ("india", "factory"), ("india", "fort")}
    g.apply(Destroy("india", "factory"))
    assert g.state.buildings[idx(g, "india")] == ("railroad",)
    g.apply(Destroy("india", "fort"))
    assert destroys(g) == set()
    with pytest.raises(IllegalAction, match="free to destroy"):
        g.apply(Destroy("india", "railroad"))


def test_undevelop_a_resource() -> None:
    """000, Advanced Rules, "Destroying Buildings": "Developed Resources may similarly be 'undeveloped'"
    (the marker goes face down); an undeveloped (face-down) resource cannot be undeveloped."""
    g = game()
    own(g, "india", RED, inf=1)
    own(g, "tibet", RED, inf=1)
    r, t = idx(g, "india"), idx(g, "tibet")
    g.state.resource[r], g.state.resource_up[r] = 6, True
    g.state.resource[t], g.state.resource_up[t] = 4, False
    assert destroys(g) == {("india", "resource")}
    with pytest.raises(IllegalAction, match="no 'resource'"):
        g.apply(Destroy("tibet", "resource"))
    g.apply(Destroy("india", "resource"))
    assert not g.state.resource_up[r] and g.state.resource[r] == 6


def test_the_army_cannot_move_after_destroying() -> None:
    """000, Advanced Rules, "Destroying Buildings": the army "does not move or do anything else during that
    player's movement round"; the cheapest army is the one used, the others move freely."""
    g = game()
    infantry, cavalry = own(g, "india", RED, inf=1, cav=1)
    own(g, "tibet", RED, inf=1)
    build(g, "india", "city")
    g.apply(Destroy("india", "city"))
    assert infantry.stopped and not cavalry.stopped
    with pytest.raises(IllegalAction):
        g.apply(Move("inf", 1, "india", "tibet"))
    g.apply(Move("cav", 1, "india", "tibet"))
    assert cavalry.where == idx(g, "tibet")


def test_an_army_that_has_moved_cannot_destroy() -> None:
    """000, Advanced Rules, "Destroying Buildings": an army that has moved this round may not destroy, even
    with movement points left (a cavalry one region in), nor one that took a free railroad step."""
    g = game()
    own(g, "india", RED, inf=1)
    own(g, "tibet", RED, inf=1, cav=1)
    build(g, "india", "city", "fort")
    g.apply(Move("cav", 1, "tibet", "india"))
    assert destruction.idle_armies(g, idx(g, "india"), RED)[0].kind == "inf"
    g.apply(Destroy("india", "city"))
    assert destroys(g) == set()
    with pytest.raises(IllegalAction, match="must not have moved"):
        g.apply(Destroy("india", "fort"))
    # The railroad's free step is a move too.
    g2 = game()
    own(g2, "india", RED, inf=1, art=1)
    build(g2, "india", "railroad")
    own(g2, "tibet", RED, inf=1)
    own(g2, "bengal", RED, inf=1)
    build(g2, "tibet", "fort")
    g2.apply(Move("art", 1, "india", "tibet"))
    g2.apply(Move("inf", 1, "tibet", "bengal"))
    (art,) = [p for p in g2.state.pieces.values() if p.kind == "art"]
    assert art.where == idx(g2, "tibet") and art.moves == 1 and art.rail
    assert ("tibet", "fort") not in destroys(g2)


def test_destroy_only_in_own_regions_and_in_the_movement_round() -> None:
    """000, Advanced Rules, "Destroying Buildings": in regions the player occupies (his own), during his
    movement round (not in the battles that follow)."""
    g = game()
    own(g, "india", RED, inf=1)
    build(g, "japan", "city")
    with pytest.raises(IllegalAction, match="not a region of red"):
        g.apply(Destroy("japan", "city"))
    with pytest.raises(IllegalAction, match="no 'city'"):
        g.apply(Destroy("india", "city"))
    build(g, "india", "city")
    g.state.phase = "battles"
    assert destroys(g) == set()
    with pytest.raises(IllegalAction, match="not possible now"):
        g.apply(Destroy("india", "city"))


@pytest.mark.parametrize(("level", "options"), [("advanced", {"destroying": False}), ("standard", {})])
def test_no_destroying_without_the_rule(level: str, options: dict[str, Any]) -> None:
    """000, Advanced Rules, "Introduction" ("use or ignore any of the advanced rules"): without option
    destroying (or in the Standard game) nothing can be destroyed."""
    g = blank(level, 2, **options)
    own(g, "india", RED, inf=1)
    build(g, "india", "city")
    assert not g.level.destroying and destroys(g) == set()
    with pytest.raises(IllegalAction, match="not in these rules"):
        g.apply(Destroy("india", "city"))


def test_a_school_falls_with_its_city() -> None:
    """000, Advanced Rules, "Destroying Buildings" with "School": schools stand only where a city does."""
    g = game()
    own(g, "france", RED, inf=2)
    build(g, "france", "city", "school")
    g.apply(Destroy("france", "city"))
    r = idx(g, "france")
    assert g.state.buildings[r] == () and not g.state.school[r]


def test_no_undeveloping_without_hidden_resources() -> None:
    """Decision: without hidden_resources a resource could never be developed again."""
    g = game(hidden_resources=False)
    own(g, "france", RED, inf=2)
    r = idx(g, "france")
    g.state.resource[r] = 5
    g.state.resource_up[r] = True
    assert ("france", "resource") not in destroys(g)
