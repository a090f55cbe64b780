"""The greedy War! Age of Imperialism player explores, builds, buys and invades sensibly (issue 5, "Done
means"): each behaviour on a small position."""

from __future__ import annotations

import pytest
from imperialism_helpers import blank, build, idx, kinds_in, marker, own, put

from warroom.agents import make_agent
from warroom.agents.base import AgentError
from warroom.core.registry import new_game
from warroom.rulesets.imperialism.actions import (
    Answer,
    Buy,
    Claim,
    DeclareWar,
    Embark,
    EndMovement,
    Explore,
    Land,
    Move,
    Sail,
    SeaBattle,
)
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
    # The research of issue 8, kept by greedy-v1 (the new player researches only what pays back:
    # tests/rulesets/imperialism/test_greedy_advanced.py).
    action = make_agent("greedy-v1", g.ruleset_id, 0).choose(g, 0)
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


# -- at sea (greedy_sea.py) -------------------------------------------------------------------------------


def test_armies_embark_sail_and_land_on_an_island_reachable_only_by_sea() -> None:
    """Japan has no land border: the army in Korea boards the ship in the Yellow Sea (which does not touch
    Japan), sails one area and lands the whole load against the natives."""
    g = blank("basic", 3)
    others(g)
    own(g, "korea", 0, inf=1, art=4)
    ship = put(g, "yellow-sea", 0, ship=1)[0]
    marker(g, "japan", "4")
    g.state.native_up[idx(g, "japan")] = True  # an explorer turned it up: the odds are known
    first = choose(g)
    assert first == Embark("art", 4, "korea", ship.id)  # the strongest kind, all but the last army
    g.apply(first)
    second = choose(g)
    assert second == Sail(ship.id, "east-china-sea")
    g.apply(second)
    third = choose(g)
    assert third == Land(ship.id, "japan", "art", 4)
    g.apply(third)
    assert kinds_in(g, "japan", 0) == {"art": 4}
    assert kinds_in(g, "korea", 0) == {"inf": 1}
    assert choose(g) == EndMovement()


def test_armies_stay_home_when_the_load_would_lose() -> None:
    """Two infantry against a face-down marker (counted as a 10): no embarking."""
    g = blank("basic", 3)
    others(g)
    own(g, "korea", 0, inf=3)
    put(g, "siam", 2, inf=5)  # Siam, too, is out of reach for two infantry
    put(g, "yellow-sea", 0, ship=1)
    marker(g, "japan", "4")
    assert choose(g) == EndMovement()


def test_a_port_then_a_ship_are_bought_beside_spare_armies_with_a_target_across_the_sea() -> None:
    """Korea's spare armies and a weakly held Japan across the sea: a port in Korea (Manchuria has the
    city), then a ship beside it."""
    g = blank("basic", 3)
    others(g)
    own(g, "korea", 0, inf=6)
    own(g, "manchuria", 0, inf=1)
    build(g, "manchuria", "city")
    own(g, "japan", 1, inf=1)
    g.state.phase = "production"
    g.state.pp[0] = 45
    first = choose(g)
    assert first == Buy("port", "korea")
    g.apply(first)
    second = choose(g)
    assert isinstance(second, Buy) and second.piece == "ship", second


def test_standard_declares_war_for_a_raid_by_sea() -> None:
    """Not at war with blue, whose France is weakly held across the North Sea from a loaded ship's
    reach: red declares war (the landing waits for the next movement round)."""
    g = blank("standard", 3)
    others(g)
    s = g.state
    s.at_war[0][1] = s.at_war[1][0] = False
    s.may_attack[0][1] = s.may_attack[1][0] = False
    own(g, "great-britain", 0, inf=5)
    put(g, "north-sea", 0, ship=1)
    own(g, "france", 1, inf=1)
    assert choose(g) == DeclareWar("blue")


def test_starts_a_sea_battle_against_a_weaker_fleet_only() -> None:
    g = blank("basic", 3)
    others(g)
    own(g, "france", 0, inf=1)
    put(g, "north-sea", 0, ship=3)
    put(g, "north-sea", 1, ship=1)
    assert choose(g) == SeaBattle("north-sea", "blue")
    g = blank("basic", 3)
    others(g)
    own(g, "france", 0, inf=1)
    put(g, "north-sea", 0, ship=1)
    put(g, "north-sea", 1, ship=3)
    assert SeaBattle("north-sea", "blue") in g.legal_actions()
    assert choose(g) == EndMovement()


def test_an_encounter_is_fought_only_with_even_odds_or_better() -> None:
    """Sailing into a sea with enemy ships: fight two with three, not three with one."""
    for mine, theirs, fight in ((3, 2, True), (1, 3, False)):
        g = blank("basic", 3)
        others(g)
        own(g, "france", 0, inf=1)
        if mine > 1:
            put(g, "north-sea", 0, ship=mine - 1)
        mover = put(g, "bay-of-biscay", 0, ship=1)[0]
        put(g, "north-sea", 1, ship=theirs)
        g.apply(Sail(mover.id, "north-sea"))
        assert g.state.interrupt is not None and g.state.interrupt.kind == "encounter"
        assert choose(g) == (Answer("blue") if fight else Answer("no"))


def test_the_odds_an_invasion_needs_are_a_setting() -> None:
    """``invade`` (natives; ``attack``, another empire) is a spec parameter, so that the plan search can
    weigh bolder and more cautious turns (agents/plans_imperialism.py). Four infantry and three
    artillery against a 6 take Spain with odds of 63%: short of the default 70%."""
    g = blank("basic", 3)
    others(g)
    own(g, "france", 0, inf=5, art=3)
    marker(g, "spain", "6")
    assert make_agent("greedy", g.ruleset_id, 0).choose(g, 0) == EndMovement()
    assert make_agent("greedy:invade=0.65", g.ruleset_id, 0).choose(g, 0) == EndMovement()
    bold = make_agent("greedy:invade=0.6", g.ruleset_id, 0).choose(g, 0)
    assert bold == Move("art", 3, "france", "spain")


def test_how_much_armies_are_worth_buying_is_a_setting() -> None:
    """``armies`` scales the armies' buying weights against buildings: a frontier artillery (3.0 x 1.5)
    beats a factory (5.5) only at ``armies=2``."""
    g = blank("basic", 3)
    others(g)
    own(g, "france", 0, inf=1)
    own(g, "germany", 0, inf=1)
    own(g, "italy", 1, inf=1)
    build(g, "france", "city")
    g.state.phase = "production"
    g.state.pp[0] = 40
    assert make_agent("greedy", g.ruleset_id, 0).choose(g, 0) == Buy("factory", "germany")
    assert make_agent("greedy:armies=0.5", g.ruleset_id, 0).choose(g, 0) == Buy("factory", "germany")
    assert make_agent("greedy:armies=2", g.ruleset_id, 0).choose(g, 0) == Buy("art", "france")


def test_how_many_explorers_it_keeps_buying_is_a_setting() -> None:
    """With two explorers and native land in reach, a third is bought only at ``explorers=3`` or more."""
    g = blank("basic", 3)
    others(g)
    own(g, "france", 0, inf=1, explorer=2)
    build(g, "france", "city")
    marker(g, "spain", "6")
    g.state.phase = "production"
    g.state.pp[0] = 40
    assert make_agent("greedy", g.ruleset_id, 0).choose(g, 0) != Buy("explorer", "france")
    assert make_agent("greedy:explorers=3", g.ruleset_id, 0).choose(g, 0) == Buy("explorer", "france")


def test_settings_out_of_range_are_refused() -> None:
    for spec in ("greedy:invade=1.5", "greedy:attack=-0.1", "greedy:armies=-1", "greedy:explorers=-1"):
        with pytest.raises(AgentError, match="invade and attack in"):
            make_agent(spec, "imperialism-basic")


def _draft_game(players: int = 2):  # type: ignore[no-untyped-def]
    """A fresh game in the draft, the empire to claim first and its seat."""
    g = new_game("imperialism-basic", players, {}, 5)
    assert isinstance(g, ImperialismGame) and g.state.phase == "draft"
    seat = g.current_player()
    assert seat is not None
    return g, seat


def test_completing_a_global_region_in_the_draft_is_a_setting() -> None:
    """``complete`` claims the regions of one global region while the empire can still have them all
    (000_3e12fc68eb0f2502.txt, "How to Win": a whole global region adds 5): Australia's nine regions
    with the ten claims of a 2-player game, then the greedy player's claims."""
    g, seat = _draft_game()
    geo = g.geo
    australia = {geo.id(r) for r in dict(geo.global_regions)["australia"]}
    first = make_agent("greedy", g.ruleset_id, 0).choose(g, seat)
    assert isinstance(first, Claim) and first.region not in australia
    agents = [make_agent("greedy:complete=australia", g.ruleset_id, 0), make_agent("greedy", g.ruleset_id, 1)]
    if seat == 1:
        agents.reverse()
    mine = g.state.empire_turn()
    while g.state.phase == "draft":
        p = g.current_player()
        assert p is not None
        g.apply(agents[p].choose(g, p))
    assert all(g.state.owner[idx(g, r)] == mine for r in australia)


def test_a_global_region_another_empire_holds_part_of_is_not_pursued() -> None:
    """Once another empire holds a region of it, ``complete`` no longer changes the claims."""
    g, seat = _draft_game()
    other = 1 - g.state.empire_turn()
    g.state.owner[idx(g, "new-south-wales")] = other
    plain = make_agent("greedy", g.ruleset_id, 0).choose(g, seat)
    assert make_agent("greedy:complete=australia", g.ruleset_id, 0).choose(g, seat) == plain


def test_complete_must_name_a_global_region() -> None:
    with pytest.raises(AgentError, match="complete must name a global region"):
        make_agent("greedy:complete=atlantis", "imperialism-basic")
