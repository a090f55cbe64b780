"""Levels a person understands: ``easy``, ``normal`` and ``hard``, each a player with a budget.

- ``easy``: the ruleset's greedy player, which makes a uniformly random legal move instead one
  decision in four (``eps``).
- ``normal``: in the WAR family (war, Império Romano), War! Age of Imperialism and World War IV, the
  greedy player itself: sound moves by rules of thumb, no look-ahead. Elsewhere (War Cards) the tree
  search (``mcts``: 100 iterations) with a time cap of 0.4 s, inside the promised 0.5 s a decision on one
  core (not reproducible when the cap bites).
- ``hard``: a search under 2 s a decision (time cap 1.6 s): the plan search (``plans``, 32 paired
  rounds a choice of plan) in the WAR family, Imperialism and World War IV, ``mcts`` with 400
  iterations elsewhere.

Why ``normal`` does not search in the WAR family: the plan search settles its choice within 2 rounds
(``plans:iters=2`` wins 49% against ``hard``, docs/tournaments.md), so a smaller budget of the same
search is the same opponent as ``hard``, not an easier one; the step a person feels is between the
heuristic and the search (``hard`` wins 70% against it in 2-player WAR).

In Imperialism the tree search at ``normal``'s budget lost to the greedy player (17.5 of 60 2-player
Basic games, 29%) and thinks 0.4 s at each of some 115 decisions a seat; the plan search thinks at
11 choices a game, its playouts running to the end of the game there, the first of them weighing
whether to complete a global region in the draft (docs/tournaments.md, "The plan search in
Imperialism", for how it measures against the greedy player).

In World War IV the plan search (the family in :mod:`warroom.agents.plans_ww4`, scored by the fitted
evaluation) thinks once a round of the seat, about a dozen choices a game, where the tree search thought
1.6 s at each of some 350 decisions a seat (a 4-player game took 14.6 minutes here, too slow to measure
or to sit across from); against three greedy players it wins well above the fair share
(docs/tournaments.md, "World War IV: hard").

Measured times are in docs/agents.md (bench/bench_agents.py measures them again).
"""

from __future__ import annotations

from typing import ClassVar

from warroom.agents.base import Agent, check_range, make_agent, register_agent
from warroom.agents.plan_search import PLANS, PlanSearchAgent
from warroom.agents.search import FAMILIES, SearchAgent
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.core.text import Msg

#: The rulesets every level plays: those with a greedy player and a determinizing game.
LEVEL_RULESETS = frozenset(FAMILIES)
#: Where the levels are the plan search (``hard``) and the heuristic (``normal``): the WAR family and World
#: War IV (the plan search measured stronger than the heuristic) and Imperialism (the heuristic measured
#: stronger than the tree search at ``normal``'s budget).
PLAN_LEVELS = frozenset(
    {"war", "war-imperio-romano", "imperialism-basic", "imperialism-standard", "imperialism-advanced", "ww4"}
) & frozenset(PLANS)


class EasyAgent(Agent):
    """The greedy player with some randomness: a random legal action with probability ``eps``."""

    name = "easy"
    rulesets = LEVEL_RULESETS
    params: ClassVar[dict[str, type]] = {"eps": float}

    def __init__(self, seed: int = 0, *, eps: float = 0.25) -> None:
        super().__init__(seed)
        check_range("easy", "eps", eps, 0.0, 1.0, Msg("agent.what.chance"))
        self.eps = eps
        self._greedy: Agent | None = None
        self._seed = seed

    def choose(self, game: Game, player: int) -> Action:
        if self._greedy is None:
            self._greedy = make_agent("greedy", game.ruleset_id, self._seed)
        legal = game.computer_actions()
        if len(legal) > 1 and self.rng.random() < self.eps:
            return self.rng.choice(legal)
        return self._greedy.choose(game, player)


class LevelAgent(Agent):
    """A search level: the plan search in the WAR family, Imperialism and World War IV (:data:`PLAN_LEVELS`),
    else the tree search.

    Which player it is depends on the ruleset, so it is built at the first decision.
    """

    params: ClassVar[dict[str, type]] = {}
    #: The plan search's budget: paired rounds, and a time cap in seconds per choice; None plays the
    #: ruleset's heuristic (greedy) player instead.
    plan_budget: ClassVar[tuple[int, float] | None]
    #: The tree search's budget and shape: iterations, time cap per decision, rollout, width.
    tree_budget: ClassVar[tuple[int, float, int, int]]

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._seed = seed
        self._player: Agent | None = None
        self._ruleset = ""
        #: Caps on the search's budget (cap_budget), applied to the player when it is built.
        self._caps: tuple[int | None, float | None] = (None, None)

    def cap_budget(self, max_iters: int | None = None, max_time_s: float | None = None) -> None:
        """Clamp the level's search to the caps (the level's own budget where it is lower)."""
        self._caps = (max_iters, max_time_s)
        if self._player is not None:
            self._player.cap_budget(max_iters, max_time_s)

    def budget(self, ruleset_id: str) -> tuple[int | None, float | None]:
        """The budget of the player this level is in ``ruleset_id``, capped."""
        return self.player_for(ruleset_id).budget(ruleset_id)

    def player_for(self, ruleset_id: str) -> Agent:
        """The player this level is in ``ruleset_id`` (with the caps of :meth:`cap_budget`)."""
        player: Agent
        if ruleset_id in PLAN_LEVELS:
            if self.plan_budget is None:
                return make_agent("greedy", ruleset_id, self._seed)
            iters, cap = self.plan_budget
            player = PlanSearchAgent(self._seed, iters=iters, time=cap)
        else:
            iters, cap, rollout, width = self.tree_budget
            player = SearchAgent(self._seed, iters=iters, time=cap, rollout=rollout, width=width)
        if self._caps != (None, None):
            player.cap_budget(*self._caps)
        return player

    def choose(self, game: Game, player: int) -> Action:
        if self._player is None or self._ruleset != game.ruleset_id:
            self._player, self._ruleset = self.player_for(game.ruleset_id), game.ruleset_id
        return self._player.choose(game, player)


class NormalAgent(LevelAgent):
    """The heuristic in the WAR family, Imperialism and World War IV; elsewhere a search within 0.5 s a decision."""

    name = "normal"
    rulesets = LEVEL_RULESETS
    plan_budget = None
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
