"""The greedy War! Age of Imperialism player explores, builds, buys and invades sensibly (issue 5, "Done
means"): each behaviour on a small position."""

from __future__ import annotations

from imperialism_helpers import blank, build, idx, marker, own, put

from warroom.agents import make_agent
from warroom.rulesets.imperialism.actions import Buy, Embark, EndMovement, Explore, Land, Move, Sail
from warroom.rulesets.imperialism.game import ImperialismGame


def choose(g: ImperialismGame):  # type: ignore[no-untyped-def]
    seat = g.current_player()
    assert seat is not None
    return make_agent("greedy", g.ruleset_id, 0).choose(g, seat)


def others(g: ImperialismGame) -> None:
    own(g, "kenya", 1, inf=1)
    own(g, "siam", 2, inf=1)


def test_explorer_walks_into_a_native_region_and_explores() -> None:
    g = blank("basic", 3)
    others(g)
    own(g, "france", 0, inf=1, explorer=1)
    marker(g, "spain", "8")
    assert choose(g) == Move("explorer", 1, "france", "spain")
    g.apply(Move("explorer", 1, "france", "spain"))
    assert choose(g) == EndMovement()
    g.apply(EndMovement())
    assert isinstance(choose(g), Explore)


def test_a_city_first_when_buying() -> None:
    g = blank("basic", 3)
    others(g)
    own(g, "france", 0, inf=1)
    own(g, "germany", 0, inf=1)
    g.state.phase = "production"
    g.state.pp[0] = 20
    action = choose(g)
    assert isinstance(action, Buy) and action.piece == "city"


def test_an_explorer_with_no_native_land_in_reach_goes_by_ship() -> None:
    """Great Britain has no land border: its explorer boards the ship, which sails to a native coast."""
    g = blank("basic", 3)
    others(g)
    own(g, "great-britain", 0, inf=1, explorer=1)
    build(g, "great-britain", "port")
    ship = put(g, "north-sea", 0, ship=1)[0]
    for region in ("france", "germany", "spain", "scandinavia"):
        own(g, region, 1, inf=1)
    marker(g, "morocco", "6")
    first = choose(g)
    assert first == Embark("explorer", 1, "great-britain", ship.id)
    g.apply(first)
    steps = 0
    while True:
        action = choose(g)
        if isinstance(action, Land):
            assert action.region == "morocco"
            break
        assert isinstance(action, Sail), action
        g.apply(action)
        steps += 1
        assert steps <= 3
    assert g.state.pieces[ship.id].where != idx(g, "north-sea")


def test_invades_natives_only_with_good_odds() -> None:
    g = blank("basic", 3)
    others(g)
    own(g, "france", 0, inf=1, art=1)
    marker(g, "spain", "6")
    assert choose(g) == EndMovement()  # one artillery against six natives: no
    put(g, "france", 0, art=8, ldr=2)
    action = choose(g)
    assert isinstance(action, Move) and action.target == "spain" and action.kind == "ldr"


def test_advanced_production_westernizes_develops_and_researches() -> None:
    """Issue 8: a computer player that uses research, westernizing and inciting sensibly."""
    from warroom.rulesets.imperialism.actions import Develop, Research, Westernize

    g = blank("advanced", 3)
    others(g)
    own(g, "france", 0, inf=2)
    own(g, "spain", 0, inf=1)
    g.state.native[idx(g, "spain")] = "10"
    g.state.native_up[idx(g, "spain")] = True
    g.state.phase = "production"
    g.state.pp[0] = 25
    assert choose(g) == Westernize("spain")
    g.state.native[idx(g, "spain")] = None
    g.state.resource[idx(g, "spain")] = 6
    g.state.resource_up[idx(g, "spain")] = False
    build(g, "france", "city")
    g.state.pp[0] = 30
    assert choose(g) == Develop("spain")
    g.state.resource_up[idx(g, "spain")] = True
    g.state.pp[0] = 60
    build(g, "france", "school")
    build(g, "spain", "factory")
    action = choose(g)
    assert isinstance(action, Research) and action.tech == "industry-1", action


def test_advanced_incites_a_weakly_held_unwesternized_region() -> None:
    from warroom.rulesets.imperialism.actions import Incite

    g = blank("advanced", 3)
    others(g)
    own(g, "france", 0, inf=2)
    own(g, "spain", 1, inf=1)
    g.state.native[idx(g, "spain")] = "11"
    g.state.native_up[idx(g, "spain")] = True
    g.state.phase = "production"
    g.state.pp[0] = 20
    assert choose(g) == Incite("spain")
