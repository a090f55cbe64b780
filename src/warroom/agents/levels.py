"""Levels a person understands: ``easy``, ``normal`` and ``hard``, each a player with a budget.

- ``easy``: the ruleset's greedy player, which makes a uniformly random legal move instead one
  decision in four (``eps``).
- ``normal``: ``mcts`` with a budget that keeps a decision under 0.5 s on one core (a time cap of
  0.4 s as a safety net), so it is not reproducible when the cap bites.
- ``hard``: ``mcts`` with a larger budget, under 2 s a decision (time cap 1.6 s).

Measured times are in docs/agents.md (bench/bench_agents.py measures them again).
"""

from __future__ import annotations

from typing import ClassVar

from warroom.agents.base import Agent, AgentError, make_agent, register_agent
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


class NormalAgent(SearchAgent):
    """ISMCTS within 0.5 s a decision."""

    name = "normal"
    params: ClassVar[dict[str, type]] = {}

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, iters=NORMAL_ITERS, time=NORMAL_TIME, rollout=20, width=4)


class HardAgent(SearchAgent):
    """ISMCTS within 2 s a decision."""

    name = "hard"
    params: ClassVar[dict[str, type]] = {}

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, iters=HARD_ITERS, time=HARD_TIME, rollout=30, width=5)


#: Budgets (iterations, and a time cap in seconds as a safety net); see docs/agents.md.
NORMAL_ITERS, NORMAL_TIME = 100, 0.4
HARD_ITERS, HARD_TIME = 400, 1.6

register_agent("easy", EasyAgent)
register_agent("normal", NormalAgent)
register_agent("hard", HardAgent)
