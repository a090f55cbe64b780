"""Agent specs (``name:key=value``), levels, and clear refusals."""

from __future__ import annotations

import pytest

from warroom.agents.base import AgentError, agent_names, make_agent, parse_spec
from warroom.agents.levels import EasyAgent, HardAgent, NormalAgent
from warroom.agents.search import SearchAgent


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
