"""Property tests over random games of War! Age of Imperialism's Advanced rules (ruleset
``imperialism-advanced``, rulebook 000, "Advanced Rules"), with every option combination the budget
allows: all nine Advanced options on, all off, each one alone, and random subsets (with Plan & Reveal
purchasing and saved PP some of the time).

The Basic/Standard suite (tests/properties/test_imperialism_properties.py) is imported and reused: its
state invariants (run on a copy of the state that drops what the Advanced rules keep in a joined region:
a face-up native marker and the "blockade" income part), its legality and refusal checks and its
policies. On top of them, after every action:

- production points never go below 0, and Research, Westernize, Incite and Develop cost exactly what the
  rules say (the investment, 2 x rating, 25 - rating, 30);
- a technology is won only by a Research action of the empire whose turn it is, only with its
  prerequisites held, and at most the allowed discoveries per production round (one, two with five or
  more schools);
- an undeveloped resource's value shows only in its owner's view, never in another player's or the
  spectator's, and nothing that nobody may see changes any view;
- an unwesternized region keeps its native marker face up; without the option, joined regions keep none;
- the income parts sum up, a blockade takes at most half the revenue;
- each rule switched off offers none of its actions, and Advanced actions built to be illegal are
  refused;
- at the end, each empire's victory-point table sums to its score and matches the board.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import imperialism_property_checks as ip
import pytest
from hypothesis import Phase, given, settings
from hypothesis import strategies as st
from imperialism_advanced_property_checks import (
    ADVANCED,
    COMBOS,
    RULESET,
    STYLES,
    AdvancedPolicy,
    check_state,
    check_techs,
    run_checked,
    spec_for,
    switches,
)

from warroom.core.registry import get_ruleset
from warroom.rulesets.imperialism.actions import (
    Buy,
    EndPurchase,
    Research,
)


@pytest.mark.parametrize(("name", "advanced"), COMBOS, ids=[name for name, _ in COMBOS])
def test_each_option_combination_keeps_every_invariant(name: str, advanced: dict[str, bool]) -> None:
    """All on, all off, each alone: a seeded game per combination, to the end (two turns) or the cap. Every
    third combination buys by Plan & Reveal, every other one saves PP; the seats mix the styles."""
    k = next(i for i, (n, _) in enumerate(COMBOS) if n == name)
    extra: dict[str, Any] = {"purchase": "plan-and-reveal" if k % 3 == 1 else "in-turn", "save_pp": k % 2 == 0}
    spec = spec_for(advanced, players=2 + k % 4, seed=ip.SEED_MIN + 7919 * k, **extra)
    game = ip.new(spec)
    styles = [STYLES[(k + p) % len(STYLES)] for p in range(6)]
    played = run_checked(game, AdvancedPolicy.make(RULESET, styles, k), random.Random(k), cap=320)
    assert sum(played.values()) > 0


@st.composite
def advanced_specs(draw: st.DrawFn) -> dict[str, Any]:
    """A random subset of the Advanced rules, with the suite's other options."""
    advanced = {name: draw(st.booleans()) for name in ADVANCED}
    base = draw(ip.specs(turns=(2, 3)))
    options = {**base["options"], **advanced}
    if draw(st.booleans()):
        options["purchase"] = "plan-and-reveal"
    return {"ruleset": RULESET, "players": base["players"], "options": options, "seed": base["seed"]}


#: No shrinking: a game of hundreds of actions takes minutes to shrink; the failing example is printed as is.
NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)


@settings(ip.PROPS, max_examples=8, phases=NO_SHRINK)
@given(spec=advanced_specs(), policy_seed=st.integers(0, 10_000))
def test_random_advanced_games_keep_every_invariant(spec: dict[str, Any], policy_seed: int) -> None:
    game = ip.new(spec)
    rng = random.Random(policy_seed)
    styles = [rng.choice(STYLES) for _ in range(6)]
    played = run_checked(game, AdvancedPolicy.make(RULESET, styles, policy_seed), random.Random(policy_seed), 220)
    assert sum(played.values()) > 0


def test_the_advanced_actions_are_played_and_checked() -> None:
    """Seven all-on games of four turns with eager and greedy seats, checked after every action: between them
    they research (and discover), westernize, incite, develop and destroy, so the invariants above
    meet every Advanced action. Forts in own regions only (forts=own): with forts in native land too, the
    uniform choices spend the PP on dozens of such forts and no seat ever has the 30 PP to develop."""
    played: Counter[str] = Counter()
    techs = 0
    for k in range(7):
        spec = spec_for(switches(ADVANCED), players=4, seed=ip.SEED_MIN + 31 * k, turns=4, save_pp=True, forts="own")
        game = ip.new(spec)
        policy = AdvancedPolicy.make(RULESET, ["eager", "greedy", "eager", "greedy", "eager", "eager"], k)
        played += run_checked(game, policy, random.Random(k), cap=600)
        assert game.is_over()
        techs += sum(len(t) for t in game.state.techs)
    assert {"research", "westernize", "incite", "develop", "destroy"} <= set(played), played
    assert techs > 0


@settings(ip.PROPS, max_examples=12, phases=NO_SHRINK)
@given(seed=st.integers(ip.SEED_MIN, 2**40), schools=st.integers(0, 7), pick=st.integers(0, 10_000))
def test_a_rich_empire_makes_at_most_the_allowed_discoveries(seed: int, schools: int, pick: int) -> None:
    """An empire with 400 PP and ``schools`` schools researches until nothing is offered: it never makes
    more than one discovery in the round, two with five or more schools (000, Advanced Rules,
    "Researching New Technologies"), pays each investment, and tries each technology once."""
    game = ip.new(spec_for(switches(ADVANCED), players=2, seed=seed))
    rng = random.Random(pick)
    while game.phase() != "production":
        game.apply(rng.choice(list(game.legal_actions())))
    s = game.state
    e = game.current_empire()
    mine = [r for r in game.geo.land if s.owner[r] == e]
    for r in mine[:schools]:
        s.buildings[r] = ("city",)
        s.school[r] = True
    have = sum(1 for r in mine if s.school[r])
    s.pp[e] = 400
    count = check_state(game, None)
    tried: list[str] = []
    while True:
        offers = [a for a in game.legal_actions() if isinstance(a, Research)]
        if not offers:
            break
        best = max(a.pp for a in offers)
        action = rng.choice([a for a in offers if a.pp == best])
        assert action.tech not in tried
        before = s.pp[e]
        game.apply(action)
        tried.append(action.tech)
        assert s.pp[e] == before - action.pp
        count = check_state(game, count)
        check_techs(game)
    allowed = 2 if have >= 5 else 1
    assert len(s.techs[e]) <= allowed, (have, s.techs[e])
    # nothing more is offered: the allowance is used, or every open technology was tried this round
    held = set(s.techs[e])
    chart = game.content.technologies
    open_ = [t for t, spec in chart.items() if t not in held and set(spec.needs) <= held]
    assert len(s.techs[e]) == allowed or set(open_) <= set(tried) or s.pp[e] == 0


def test_end_purchase_and_buy_are_still_offered_in_production() -> None:
    """The Advanced actions are offered beside buying, not instead of it ("aside from purchasing")."""
    game = ip.new(spec_for(switches(ADVANCED), players=2, seed=ip.SEED_MIN + 3))
    rng = random.Random(3)
    while game.phase() != "production":
        game.apply(rng.choice(list(game.legal_actions())))
    legal = list(game.legal_actions())
    assert EndPurchase() in legal
    assert any(isinstance(a, Buy) for a in legal) or game.state.pp[game.current_empire()] < 10


def test_each_advanced_rule_is_an_option_on_by_default() -> None:
    """000, Advanced Rules, "Introduction": "Players should feel free to use or ignore any of the advanced
    rules": each is a boolean option of ``imperialism-advanced``, on by default."""
    specs = {spec.name: spec for spec in get_ruleset(RULESET).options}
    for name in ADVANCED:
        assert specs[name].default is True, name


@pytest.mark.parametrize("on", [True, False])
def test_the_advanced_costs_table(on: bool) -> None:
    """000, Advanced Rules, "The Pieces" tables: leader 40 (Standard 25), engineer 15, every building 30,
    an engineer saves 10; off, the Standard costs."""
    level = ip.new(spec_for({**switches(ADVANCED), "advanced_costs": on}, players=2, seed=ip.SEED_MIN)).level
    costs = {u: spec.cost for u, spec in level.units.items()}
    assert costs == {
        "inf": 10,
        "cav": 15,
        "art": 20,
        "ldr": 40 if on else 25,
        "explorer": 10,
        "engineer": 15,
        "ship": 25,
    }
    assert {b: spec.cost for b, spec in level.buildings.items()} == dict.fromkeys(
        ("city", "port", "railroad", "factory", "fort", "school"), 30
    )
    assert level.engineer_discount == 10
