"""Levels a person understands: ``easy``, ``normal`` and ``hard``, each a player with a budget.

- ``easy``: the ruleset's greedy player, which makes a uniformly random legal move instead one
  decision in four (``eps``).
- ``normal``: a search with a budget that keeps a decision under 0.5 s on one core (a time cap of
  0.4 s as a safety net), so it is not reproducible when the cap bites. In the WAR family it is the
  plan search (``plans``: 8 paired rounds a turn), elsewhere the tree search (``mcts``: 100 iterations).
- ``hard``: the same searches with larger budgets, under 2 s a decision (time cap 1.6 s): ``plans``
  with 32 rounds a turn in the WAR family, ``mcts`` with 400 iterations elsewhere.

Measured times are in docs/agents.md (bench/bench_agents.py measures them again).
"""

from __future__ import annotations

from typing import ClassVar

from warroom.agents.base import Agent, AgentError, make_agent, register_agent
from warroom.agents.plan_search import PLANS, PlanSearchAgent
from warroom.agents.search import FAMILIES, SearchAgent
from warroom.core.actions import Action
from warroom.core.game import Game

#: The rulesets every level plays: those with a greedy player and a determinizing game.
LEVEL_RULESETS = frozenset(FAMILIES)


class EasyAgent(Agent):
    """The greedy player with some randomness: a random legal action with probability ``eps``."""

    name = "easy"
    rulesets = LEVEL_RULESETS
    params: ClassVar[dict[str, type]] = {"eps": float}

    def __init__(self, seed: int = 0, *, eps: float = 0.25) -> None:
        super().__init__(seed)
        if not 0.0 <= eps <= 1.0:
            raise AgentError(f"easy needs 0 <= eps <= 1, got {eps}")
        self.eps = eps
        self._greedy: Agent | None = None
        self._seed = seed

    def choose(self, game: Game, player: int) -> Action:
        if self._greedy is None:
            self._greedy = make_agent("greedy", game.ruleset_id, self._seed)
        legal = game.legal_actions()
        if len(legal) > 1 and self.rng.random() < self.eps:
            return self.rng.choice(legal)
        return self._greedy.choose(game, player)


class LevelAgent(Agent):
    """A search level: the plan search where the ruleset has plans (the WAR family), else the tree search.

    Which player it is depends on the ruleset, so it is built at the first decision.
    """

    params: ClassVar[dict[str, type]] = {}
    #: The plan search's budget: paired rounds, and a time cap in seconds per turn.
    plan_budget: ClassVar[tuple[int, float]]
    #: The tree search's budget and shape: iterations, time cap per decision, rollout, width.
    tree_budget: ClassVar[tuple[int, float, int, int]]

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._seed = seed
        self._player: Agent | None = None
        self._ruleset = ""

    def player_for(self, ruleset_id: str) -> Agent:
        """The player this level is in ``ruleset_id``."""
        if ruleset_id in PLANS:
            iters, cap = self.plan_budget
            return PlanSearchAgent(self._seed, iters=iters, time=cap)
        iters, cap, rollout, width = self.tree_budget
        return SearchAgent(self._seed, iters=iters, time=cap, rollout=rollout, width=width)

    def choose(self, game: Game, player: int) -> Action:
        if self._player is None or self._ruleset != game.ruleset_id:
            self._player, self._ruleset = self.player_for(game.ruleset_id), game.ruleset_id
        return self._player.choose(game, player)


class NormalAgent(LevelAgent):
    """Search within 0.5 s a decision."""

    name = "normal"
    rulesets = LEVEL_RULESETS
    plan_budget = (8, 0.4)
    tree_budget = (100, 0.4, 20, 4)


class HardAgent(LevelAgent):
    """Search within 2 s a decision."""

    name = "hard"
    rulesets = LEVEL_RULESETS
    plan_budget = (32, 1.6)
    tree_budget = (400, 1.6, 30, 5)


register_agent("easy", EasyAgent)
register_agent("normal", NormalAgent)
register_agent("hard", HardAgent)
