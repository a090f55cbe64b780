"""Agent specs (``name:key=value``), levels, and clear refusals."""

from __future__ import annotations

import math
import time

import pytest

from warroom.agents import search
from warroom.agents.base import AgentError, agent_budget, agent_names, make_agent, parse_spec
from warroom.agents.levels import EasyAgent, HardAgent, NormalAgent
from warroom.agents.plan_search import PlanSearchAgent
from warroom.agents.search import SearchAgent
from warroom.rulesets.imperialism.greedy import GreedyImperialismAgent
from warroom.rulesets.war.greedy import GreedyWarAgent
from warroom.rulesets.ww4.greedy import GreedyWW4Agent


def test_parse_spec() -> None:
    assert parse_spec("random") == ("random", {})
    assert parse_spec(" mcts:iters=400, time=0.5 ") == ("mcts", {"iters": "400", "time": "0.5"})
    for bad in ("", ":iters=3", "mcts:iters", "mcts:iters=1,iters=2", "mcts:=4"):
        with pytest.raises(AgentError):
            parse_spec(bad)


def test_make_agent_typed_params() -> None:
    agent = make_agent("mcts:iters=400,time=0.5", "war", 1)
    assert isinstance(agent, SearchAgent)
    assert agent.iters == 400 and agent.time == 0.5
    assert isinstance(make_agent("hard", "war", 0), HardAgent)
    assert isinstance(make_agent("normal", "war-cards", 0), NormalAgent)
    assert isinstance(make_agent("easy:eps=0.5", "war-imperio-romano", 0), EasyAgent)
    assert {"random", "greedy", "mcts", "easy", "normal", "hard"} <= set(agent_names())


def test_errors_are_clear() -> None:
    with pytest.raises(AgentError, match="no parameter 'depth'"):
        make_agent("mcts:depth=3", "war")
    with pytest.raises(AgentError, match="must be int"):
        make_agent("mcts:iters=lots", "war")
    with pytest.raises(AgentError, match="no parameter 'iters'"):
        make_agent("random:iters=3", "war")
    with pytest.raises(AgentError, match="unknown agent 'wizard'"):
        make_agent("wizard", "war")
    with pytest.raises(AgentError, match="budget"):
        make_agent("mcts:iters=0", "war")


def test_refused_for_rulesets_without_support() -> None:
    for spec in ("mcts", "hard", "normal", "easy"):
        with pytest.raises(AgentError, match="does not play toy"):
            make_agent(spec, "toy")


@pytest.mark.parametrize(
    ("ruleset", "normal", "hard"),
    [
        # The WAR family: normal is the heuristic, hard the plan search (a smaller budget of the same
        # search would be the same opponent: docs/tournaments.md, "hard vs normal").
        ("war", GreedyWarAgent, PlanSearchAgent),
        ("war-imperio-romano", GreedyWarAgent, PlanSearchAgent),
        # Imperialism too: there the heuristic beat the tree search at normal's budget (docs/tournaments.md).
        ("imperialism-basic", GreedyImperialismAgent, PlanSearchAgent),
        ("imperialism-advanced", GreedyImperialismAgent, PlanSearchAgent),
        # World War IV too: the plan search thinks once a round, the tree search at every decision.
        ("ww4", GreedyWW4Agent, PlanSearchAgent),
        # Elsewhere both are the tree search, with 100 and 400 iterations.
        ("war-cards", SearchAgent, SearchAgent),
    ],
)
def test_each_level_is_a_distinct_player(ruleset: str, normal: type, hard: type) -> None:
    normal_player = NormalAgent(0).player_for(ruleset)
    hard_player = HardAgent(0).player_for(ruleset)
    assert type(normal_player) is normal and type(hard_player) is hard
    if isinstance(hard_player, PlanSearchAgent):
        assert (hard_player.iters, hard_player.time) == (32, 1.6)
    if isinstance(normal_player, SearchAgent) and isinstance(hard_player, SearchAgent):
        assert (normal_player.iters, hard_player.iters) == (100, 400)


# -- every number in a spec is bounded (a search never runs forever) ---------------------------------

#: (spec name, parameter, ruleset): every numeric parameter of the agents with one.
NUMERIC_PARAMS = [
    ("mcts", "iters", "war"),
    ("mcts", "time", "war"),
    ("mcts", "rollout", "war"),
    ("mcts", "width", "war"),
    ("mcts", "c", "war"),
    ("mcts", "z", "war"),
    ("plans", "iters", "war"),
    ("plans", "time", "war"),
    ("plans", "z", "war"),
    ("plans", "replan", "war"),
    ("plans", "horizon", "war"),
    ("easy", "eps", "war"),
    ("greedy", "threshold", "war"),
    ("greedy", "wanted_threshold", "war"),
    ("greedy", "wanted_value", "war"),
    ("greedy", "rival_value", "war"),
    ("greedy", "conquests", "war"),
    ("greedy", "invade", "imperialism-basic"),
    ("greedy", "attack", "imperialism-basic"),
    ("greedy", "armies", "imperialism-basic"),
    ("greedy", "explorers", "imperialism-basic"),
]


def _is_float(name: str, key: str, ruleset: str) -> bool:
    agent = make_agent(name, ruleset)
    return type(agent).params[key] is float


@pytest.mark.parametrize(("name", "key", "ruleset"), NUMERIC_PARAMS)
def test_non_finite_and_huge_values_refused_by_name(name: str, key: str, ruleset: str) -> None:
    bad = ["inf", "-inf", "nan", "1e400"] if _is_float(name, key, ruleset) else ["1e3", "1.5", "10" * 30]
    bad += ["10000000000", "-10000000000"]
    for value in bad:
        # Imperialism's greedy player checks its own ranges and names the parameter without quotes.
        with pytest.raises(AgentError, match=key) as refused:
            make_agent(f"{name}:{key}={value}", ruleset)
        assert name in str(refused.value) and len(str(refused.value)) < 300


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("mcts:iters=0,time=inf", "mcts: 'time' must be a finite number, got inf"),
        ("mcts:iters=0,time=nan", "mcts: 'time' must be a finite number, got nan"),
        ("mcts:time=-1", "mcts: 'time' must be a finite number of seconds from 0 .none. to 3600, got -1.0"),
        ("mcts:time=3601", "'time' must be .* to 3600, got 3601.0"),
        ("mcts:iters=-1", "mcts: 'iters' must be a whole number of iterations from 0 .none. to 1,000,000, got -1"),
        ("mcts:iters=1000001", "'iters' .* got 1000001"),
        ("mcts:iters=0", "mcts needs a budget"),
        ("mcts:iters=0,time=0", "mcts needs a budget"),
        ("plans:iters=0,time=0", "plans needs a budget"),
        ("plans:iters=-5", "plans: 'iters' .* got -5"),
        ("plans:time=-0.5", "plans: 'time' .* got -0.5"),
        ("plans:iters=2000000", "plans: 'iters' .* got 2000000"),
        ("mcts:rollout=-1", "mcts: 'rollout' .* got -1"),
        ("mcts:rollout=100000", "mcts: 'rollout' .* got 100000"),
        ("mcts:width=1", "mcts: 'width' .* from 2 .* got 1"),
        ("mcts:width=0", "mcts: 'width' .* got 0"),
        ("mcts:width=1000", "mcts: 'width' .* got 1000"),
        ("mcts:c=-0.1", "mcts: 'c' .* got -0.1"),
        ("mcts:z=1000", "mcts: 'z' .* got 1000.0"),
        ("plans:z=-1", "plans: 'z' .* got -1.0"),
        ("plans:replan=-1", "plans: 'replan' .* got -1"),
        ("plans:replan=1000", "plans: 'replan' .* got 1000"),
        ("plans:horizon=-1", "plans: 'horizon' .* got -1"),
        ("plans:horizon=5000", "plans: 'horizon' .* got 5000"),
        ("easy:eps=-0.1", "easy: 'eps' must be a chance from 0 to 1, got -0.1"),
        ("easy:eps=1.5", "easy: 'eps' .* got 1.5"),
    ],
)
def test_bad_budgets_refused_by_name(spec: str, message: str) -> None:
    with pytest.raises(AgentError, match=message):
        make_agent(spec, "war")


def test_search_constructors_refuse_what_specs_refuse() -> None:
    """Levels and other code build search agents directly: the same checks hold there."""
    for kwargs in ({"iters": 0, "time": math.inf}, {"time": math.nan}, {"iters": 0, "time": 0.0}, {"iters": -3}):
        with pytest.raises(AgentError):
            SearchAgent(0, **kwargs)
        with pytest.raises(AgentError):
            PlanSearchAgent(0, **kwargs)
    with pytest.raises(AgentError, match="'iters'"):
        SearchAgent(0, iters=2.5)  # type: ignore[arg-type]


def test_long_specs_and_values_are_cut_in_messages() -> None:
    with pytest.raises(AgentError, match="too long"):
        make_agent("mcts:" + "iters=1," * 200, "war")
    with pytest.raises(AgentError, match=r"'iters' must be a whole number .* got 9{40}\.\.\. \(300 characters\)"):
        make_agent("mcts:iters=" + "9" * 300, "war")
    with pytest.raises(AgentError, match=r"must be int, got 'x{40}'\.\.\. \(400 characters\)"):
        make_agent("mcts:iters=" + "x" * 400, "war")


def test_zero_means_the_hard_cap_never_forever() -> None:
    assert search.MAX_ITERS == 1_000_000 and search.MAX_TIME_S == 3600.0
    assert make_agent("mcts:iters=0,time=2", "war").budget("war") == (search.MAX_ITERS, 2.0)
    assert make_agent("mcts:iters=50", "war").budget("war") == (50, search.MAX_TIME_S)
    limit, deadline = search.budget_bounds(0, 0.0)
    assert limit == search.MAX_ITERS and deadline <= time.perf_counter() + search.MAX_TIME_S
    assert search.budget_bounds(10**12, 1e12)[0] == search.MAX_ITERS


def test_caps_clamp_search_budgets() -> None:
    """The server's caps lower a budget asking for more (or for none of that kind); never raise one."""
    capped = make_agent("mcts:iters=5000,time=30", "war", max_time_s=0.5, max_iters=300)
    assert isinstance(capped, SearchAgent) and (capped.iters, capped.time) == (300, 0.5)
    small = make_agent("mcts:iters=40,time=0.1", "war", max_time_s=0.5, max_iters=300)
    assert isinstance(small, SearchAgent) and (small.iters, small.time) == (40, 0.1)
    unbounded = make_agent("mcts:iters=0,time=2", "ww4", max_iters=70)
    assert isinstance(unbounded, SearchAgent) and (unbounded.iters, unbounded.time) == (70, 2.0)
    plans = make_agent("plans:iters=500", "war", max_time_s=1.0, max_iters=64)
    assert isinstance(plans, PlanSearchAgent) and (plans.iters, plans.time) == (64, 1.0)
    assert agent_budget("plans:iters=500", "war", max_time_s=1.0) == (500, 1.0)


@pytest.mark.parametrize("ruleset", ["war", "war-cards", "imperialism-basic", "ww4"])
def test_caps_clamp_levels(ruleset: str) -> None:
    hard = make_agent("hard", ruleset, 0, max_time_s=0.5, max_iters=10)
    assert hard.budget(ruleset) == (10, 0.5)
    player = hard.player_for(ruleset)  # type: ignore[attr-defined]
    assert (player.iters, player.time) == (10, 0.5)
    # Caps above a level's own budget change nothing.
    assert agent_budget("hard", ruleset, max_time_s=100.0, max_iters=10_000) == agent_budget("hard", ruleset)


def test_levels_unchanged() -> None:
    assert agent_budget("hard", "war") == (32, 1.6)
    assert agent_budget("hard", "imperialism-standard") == (32, 1.6)
    assert agent_budget("hard", "ww4") == (32, 1.6)
    assert agent_budget("hard", "war-cards") == (400, 1.6)
    assert agent_budget("normal", "war-cards") == (100, 0.4)
    assert agent_budget("normal", "war") == (None, None)
    assert agent_budget("normal", "war", max_time_s=0.1) == (None, None)
    assert agent_budget("easy", "war", max_time_s=0.1) == (None, None)
    assert agent_budget("greedy", "war") == agent_budget("random", "ww4") == (None, None)
    normal = NormalAgent(0).player_for("war-cards")
    assert isinstance(normal, SearchAgent)
    assert (normal.iters, normal.time, normal.rollout, normal.width) == (100, 0.4, 20, 4)


@pytest.mark.parametrize(
    ("max_iters", "max_time_s"),
    [(0, None), (-1, None), (2.5, None), (True, None), (None, 0.0), (None, -1.0), (None, math.inf), (None, math.nan)],
)
def test_bad_caps_refused(max_iters: object, max_time_s: object) -> None:
    with pytest.raises(AgentError, match="max_"):
        make_agent("hard", "war", max_iters=max_iters, max_time_s=max_time_s)  # type: ignore[arg-type]
