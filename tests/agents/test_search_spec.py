"""Agent specs (``name:key=value``), levels, and clear refusals."""

from __future__ import annotations

import pytest

from warroom.agents.base import AgentError, agent_names, make_agent, parse_spec
from warroom.agents.levels import EasyAgent, HardAgent, NormalAgent
from warroom.agents.plan_search import PlanSearchAgent
from warroom.agents.search import SearchAgent
from warroom.rulesets.imperialism.greedy import GreedyImperialismAgent
from warroom.rulesets.war.greedy import GreedyWarAgent


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
        # Elsewhere both are the tree search, with 100 and 400 iterations.
        ("war-cards", SearchAgent, SearchAgent),
        ("ww4", SearchAgent, SearchAgent),
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
