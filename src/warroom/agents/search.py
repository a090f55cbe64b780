"""Information-set Monte Carlo tree search (agent ``mcts``) for the rulesets whose game can determinize.

Each iteration draws a determinization from the searching player's view (``Game.determinize``: the
other seats' objectives and hands, face-down cards and the deck order redrawn from what the player
cannot see; the true state is never read), then descends one tree shared by all determinizations,
keyed by action: at each node UCT chooses among the candidate actions legal in this determinization
(availability counts, as in single-observer ISMCTS). Candidates are capped: the ruleset's heuristic
(greedy) player's choice, the action that ends the step, and the heuristic's best others (``width``
in all). A new node is expanded with the heuristic's choice first. From the new node the greedy
players of every seat play on for ``rollout`` decisions at most, then the family's evaluation
function (:mod:`warroom.agents.evaluate`; exact conquest odds for WAR) scores the position for every
seat, and each node on the path is credited with the value of the seat that decided there.

Budget: ``iters`` iterations, and/or ``time`` seconds (whichever ends first; a time budget alone is not
reproducible, an ``iters`` budget with the same seed is). Past the time budget the rollout under way stops
and is scored where it stands, so a decision overruns its time by at most one heuristic move. The returned
action is always one of the true game's legal actions: the most visited legal root child, else the
heuristic's choice.

Every search is bounded: ``iters`` is a whole number up to :data:`MAX_ITERS` and ``time`` a finite
number of seconds up to :data:`MAX_TIME_S`, not both 0; a 0 (none of that kind) means the hard cap,
never "forever". The game server imposes tighter caps through ``make_agent(..., max_time_s=...,
max_iters=...)`` (:meth:`SearchAgent.cap_budget`).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from warroom.agents.base import Agent, AgentError, check_range, make_agent, register_agent
from warroom.agents.evaluate import evaluate_war, evaluate_war_cards, war_candidates, war_cards_candidates
from warroom.agents.evaluate_imperialism import evaluate_imperialism, imperialism_candidates
from warroom.agents.evaluate_ww4 import evaluate_ww4, ww4_candidates
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.core.text import Msg

Candidates = Callable[[Game, int, Sequence[Action], Action, int, random.Random], list[Action]]


@dataclass(frozen=True)
class Family:
    """How to search one game family: its evaluation and its candidate actions."""

    evaluate: Callable[[Game], list[float]]
    candidates: Candidates


def _war_cands(g: Game, p: int, legal: Sequence[Action], first: Action, k: int, rng: random.Random) -> list[Action]:
    return war_candidates(g, p, legal, first, k)


def _cards_cands(g: Game, p: int, legal: Sequence[Action], first: Action, k: int, rng: random.Random) -> list[Action]:
    return war_cards_candidates(g, p, legal, first, k, rng)


FAMILIES: dict[str, Family] = {
    "war": Family(evaluate_war, _war_cands),
    "war-imperio-romano": Family(evaluate_war, _war_cands),
    "war-cards": Family(evaluate_war_cards, _cards_cands),
    "imperialism-basic": Family(evaluate_imperialism, imperialism_candidates),
    "imperialism-standard": Family(evaluate_imperialism, imperialism_candidates),
    "imperialism-advanced": Family(evaluate_imperialism, imperialism_candidates),
    "ww4": Family(evaluate_ww4, ww4_candidates),
}


#: The most iterations (or plan rounds) a search may run a decision, whatever its spec says.
MAX_ITERS = 1_000_000
#: The most seconds a search may think a decision, whatever its spec says: an hour.
MAX_TIME_S = 3600.0
#: The most decisions an ``mcts`` rollout may play, and the widest candidate list it may weigh.
MAX_ROLLOUT = 10_000
MAX_WIDTH = 100
#: The largest exploration constant ``c`` and evidence margin ``z`` (in standard errors) accepted.
MAX_WEIGHT = 100.0


def check_budget(agent: str, iters: int, seconds: float) -> None:
    """Refuse a budget a search could not keep: ``iters`` a whole number 0..MAX_ITERS, ``time`` a finite
    number of seconds 0..MAX_TIME_S (NaN and infinities refused), and not both 0 (0: none of that kind)."""
    if isinstance(iters, bool) or not isinstance(iters, int):
        raise AgentError(Msg("agent.error.iters_whole", agent=agent, value=repr(iters)))
    check_range(agent, "iters", iters, 0, MAX_ITERS, Msg("agent.what.iterations", high=f"{MAX_ITERS:,}"))
    check_range(agent, "time", seconds, 0.0, MAX_TIME_S, Msg("agent.what.seconds", high=f"{MAX_TIME_S:g}"))
    if iters == 0 and seconds == 0:
        raise AgentError(Msg("agent.error.no_budget", agent=agent))


def capped_budget(iters: int, seconds: float, max_iters: int | None, max_time_s: float | None) -> tuple[int, float]:
    """``(iters, seconds)`` lowered to the caps where they ask for more or for none (0); unchanged
    where a cap is None."""
    if max_iters is not None and (iters == 0 or iters > max_iters):
        iters = int(max_iters)
    if max_time_s is not None and (seconds == 0 or seconds > max_time_s):
        seconds = float(max_time_s)
    return iters, seconds


def budget_bounds(iters: int, seconds: float) -> tuple[int, float]:
    """The iteration limit and the ``time.perf_counter()`` deadline of a search starting now: where
    ``iters`` or ``seconds`` is 0 (none), the hard cap (:data:`MAX_ITERS`, :data:`MAX_TIME_S`) instead,
    so that no search runs unbounded."""
    limit = iters if 0 < iters <= MAX_ITERS else MAX_ITERS
    seconds = seconds if 0 < seconds <= MAX_TIME_S else MAX_TIME_S
    return limit, time.perf_counter() + seconds


class Node:
    """A node of the search tree: its children by action, with visit, value and availability counts."""

    __slots__ = ("avail", "children", "square", "value", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.value = 0.0
        #: The sum of the squared values, for the spread of the mean.
        self.square = 0.0
        self.avail = 0

    def mean(self) -> float:
        """The mean value credited to the node per visit (0 before its first visit)."""
        return self.value / self.visits if self.visits else 0.0

    def spread(self) -> float:
        """The squared standard error of the mean value (large while few visits say little)."""
        if self.visits < 2:
            return 1.0
        mean = self.mean()
        variance = max(0.0, self.square / self.visits - mean * mean)
        return variance / self.visits


class SearchAgent(Agent):
    """ISMCTS with heuristic rollouts cut off by an evaluation function."""

    name = "mcts"
    rulesets = frozenset(FAMILIES)
    params: ClassVar[dict[str, type]] = {
        "iters": int,
        "time": float,
        "rollout": int,
        "width": int,
        "c": float,
        "z": float,
    }

    def __init__(
        self,
        seed: int = 0,
        *,
        iters: int = 200,
        time: float = 0.0,
        rollout: int = 30,
        width: int = 5,
        c: float = 0.7,
        z: float = 1.0,
    ) -> None:
        super().__init__(seed)
        check_budget("mcts", iters, time)
        check_range("mcts", "rollout", rollout, 0, MAX_ROLLOUT, Msg("agent.what.decisions", high=f"{MAX_ROLLOUT:,}"))
        check_range("mcts", "width", width, 2, MAX_WIDTH, Msg("agent.what.candidates", high=MAX_WIDTH))
        check_range("mcts", "c", c, 0.0, MAX_WEIGHT, Msg("agent.what.finite", high=f"{MAX_WEIGHT:g}"))
        check_range("mcts", "z", z, 0.0, MAX_WEIGHT, Msg("agent.what.standard_errors", high=f"{MAX_WEIGHT:g}"))
        self.iters = iters
        self.time = time
        self.rollout = rollout
        self.width = width
        self.c = c
        #: Standard errors by which another action must beat the heuristic's (0: the most visited wins).
        self.z = z
        self._greedy: dict[str, Agent] = {}
        #: Iterations run by the last decision (for benchmarks).
        self.last_iterations = 0

    def cap_budget(self, max_iters: int | None = None, max_time_s: float | None = None) -> None:
        """Clamp ``iters`` and ``time`` to the caps (a budget of 0, none, becomes the cap)."""
        self.iters, self.time = capped_budget(self.iters, self.time, max_iters, max_time_s)

    def budget(self, ruleset_id: str) -> tuple[int | None, float | None]:
        """The iterations and seconds a decision may take at most (the hard caps where none is set)."""
        return self.iters or MAX_ITERS, self.time or MAX_TIME_S

    def _heuristic(self, ruleset_id: str, seed: int) -> Agent:
        return make_agent("greedy", ruleset_id, seed)

    def choose(self, game: Game, player: int) -> Action:
        family = FAMILIES.get(game.ruleset_id)
        if family is None:
            supported = ", ".join(sorted(FAMILIES))
            raise AgentError(Msg("agent.error.ruleset", name="'mcts'", ruleset=game.ruleset_id, supported=supported))
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        rng = random.Random(self.rng.getrandbits(64))
        root = Node()
        limit, deadline = budget_bounds(self.iters, self.time)
        done = 0
        while done < limit and (done == 0 or time.perf_counter() < deadline):
            self._iterate(game, player, family, root, rng, deadline)
            done += 1
        self.last_iterations = done
        return self._decide(game, player, legal, root, rng)

    def _decide(self, game: Game, player: int, legal: Sequence[Action], root: Node, rng: random.Random) -> Action:
        """The heuristic's action, unless the search found another one measurably better.

        Many decisions differ by little (where one army goes among several), and a few hundred noisy
        rollouts cannot rank them: the most visited child would then be a coin toss, and play worse
        than the heuristic's plan. So the search must show its evidence: the most visited legal child
        replaces the heuristic's choice only when its mean value beats the heuristic's by ``z`` standard
        errors of the difference.
        """
        heuristic = self._heuristic(game.ruleset_id, rng.getrandbits(32)).choose(game, player)
        legal_set = set(legal)
        ranked = sorted(
            ((child.visits, child.mean(), a) for a, child in root.children.items() if a in legal_set),
            key=lambda x: (x[0], x[1]),
            reverse=True,
        )
        if not ranked:
            return heuristic
        best = ranked[0][2]
        anchor = root.children.get(heuristic)
        if best == heuristic or anchor is None or anchor.visits == 0 or self.z <= 0:
            return best
        chosen = root.children[best]
        margin = self.z * math.sqrt(chosen.spread() + anchor.spread())
        return best if chosen.mean() - anchor.mean() > margin else heuristic

    def _iterate(
        self, game: Game, me: int, family: Family, root: Node, rng: random.Random, deadline: float = math.inf
    ) -> None:
        det = game.determinize(me, rng)
        seat_agents: dict[int, Agent] = {}

        def agent_of(p: int) -> Agent:
            agent = seat_agents.get(p)
            if agent is None:
                agent = seat_agents[p] = self._heuristic(det.ruleset_id, rng.getrandbits(32))
            return agent

        path: list[tuple[Node, int]] = []
        node = root
        expanded = False
        while not expanded:
            p = det.current_player()
            if p is None:
                break
            legal = det.legal_actions()
            first = agent_of(p).choose(det, p) if len(legal) > 1 else legal[0]
            cands = family.candidates(det, p, legal, first, self.width, rng) if len(legal) > 1 else [first]
            for a in cands:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            new = [a for a in cands if a not in node.children]
            if new:
                action = new[0]
                child = node.children[action] = Node()
                child.avail = 1
                expanded = True
            else:
                c = self.c
                best = -1.0
                action = cands[0]
                for a in cands:
                    ch = node.children[a]
                    score = ch.value / ch.visits + c * math.sqrt(math.log(max(1, ch.avail)) / ch.visits)
                    if score > best:
                        best, action = score, a
                child = node.children[action]
            det.apply(action)
            path.append((child, p))
            node = child
        for _ in range(self.rollout):
            p = det.current_player()
            # A rollout past the deadline is cut short and scored where it stands: in the larger games one
            # rollout can take longer than a whole decision's budget.
            if p is None or time.perf_counter() >= deadline:
                break
            det.apply(agent_of(p).choose(det, p))
        values = family.evaluate(det)
        for child, p in path:
            child.visits += 1
            child.value += values[p]
            child.square += values[p] * values[p]


register_agent("mcts", SearchAgent)
