"""The plan search's own plans at War! Age of Imperialism Advanced (issue 28): used at Advanced only."""

from __future__ import annotations

from typing import Any

import pytest

from warroom.agents.base import Agent, make_agent
from warroom.agents.plan_search import PlanSearchAgent
from warroom.agents.plans_imperialism import ADVANCED_PLANS, IMPERIALISM_PLANS, imperialism_plans
from warroom.core.game import Game
from warroom.core.registry import new_game
from warroom.rulesets.imperialism.greedy import GreedyImperialismAgent


def past_the_draft(ruleset: str, seed: int = 3) -> Game:
    """A 2-player game of ``ruleset`` played by the greedy player to the first decision after the draft."""
    game = new_game(ruleset, 2, {"turns": 2}, seed)
    agents = [make_agent("greedy", ruleset, seed + p) for p in range(2)]
    while (p := game.current_player()) is not None and game.view(p)["phase"] == "draft":
        game.apply(agents[p].choose(game, p))
    assert game.current_player() is not None
    return game


def test_basic_and_standard_keep_their_plans() -> None:
    """The plans of the lower levels are those they had before the Advanced list (issue 28)."""
    assert IMPERIALISM_PLANS == (
        "greedy",
        "greedy:invade=0.5,attack=0.45",
        "greedy:invade=0.9,attack=0.9",
        "greedy:armies=3",
        "greedy:armies=0.3",
        "greedy:explorers=4",
    )


@pytest.mark.parametrize(
    ("ruleset", "expected"),
    [
        ("imperialism-basic", IMPERIALISM_PLANS),
        ("imperialism-standard", IMPERIALISM_PLANS),
        ("imperialism-advanced", ADVANCED_PLANS),
    ],
)
def test_the_advanced_plans_are_weighed_at_advanced_only(ruleset: str, expected: tuple[str, ...]) -> None:
    game = past_the_draft(ruleset)
    seat = game.current_player()
    assert seat is not None
    assert imperialism_plans(game, seat) == expected


def test_the_advanced_plans_are_valid_distinct_and_leave_out_what_loses_there() -> None:
    """Each plan is a greedy spec that parses at Advanced, the heuristic's own first; none is a setting
    measured to lose badly at Advanced (3 or more explorers, armies worth 1.5 or more: docs/tournaments.md)."""
    assert ADVANCED_PLANS[0] == "greedy"
    assert len(set(ADVANCED_PLANS)) == len(ADVANCED_PLANS) >= 2
    assert ADVANCED_PLANS != IMPERIALISM_PLANS
    for spec in ADVANCED_PLANS:
        agent = make_agent(spec, "imperialism-advanced")
        assert isinstance(agent, GreedyImperialismAgent)
        assert agent.explorers is None or agent.explorers < 3
        assert agent.armies < 1.5


def test_a_plan_search_decision_at_advanced_weighs_the_advanced_plans_and_is_legal() -> None:
    weighed: list[tuple[str, ...]] = []

    class Recording(PlanSearchAgent):
        def _select(self, game: Game, player: int, plans: Any, family: Any) -> int:
            weighed.append(tuple(plans))
            return int(super()._select(game, player, plans, family))

    game = past_the_draft("imperialism-advanced")
    seat = game.current_player()
    assert seat is not None
    agent: Agent = Recording(1, iters=1)
    action = agent.choose(game, seat)
    assert action in list(game.legal_actions())
    assert weighed == [ADVANCED_PLANS]
