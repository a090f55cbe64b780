"""Plan search (agent ``plans``): choose, at the start of a turn, which of a few whole-turn plans to play.

A WAR turn is dozens of small decisions (every army is placed on its own), and most of them differ by
little: a search that weighs each one alone spends its budget on noise. What does matter is the shape
of the turn: push for the objective, attack only at good odds, hold back. So at the first decision of
each of its turns this player weighs a handful of *plans*, each a setting of the ruleset's heuristic
player (``greedy:threshold=0.45``, ...), and then plays the chosen plan (until it weighs them again:
below).

To weigh them it plays each plan out, many times, in determinizations of its own view
(``Game.determinize``: others' objectives and hands and the deck order drawn anew, the objectives by
what their public conquests say, :mod:`warroom.agents.objective_beliefs`; the true state is never
read): its plan for the rest of its turn, then the heuristic for every other seat until its own
next turn begins (or the game ends), where the family's evaluation
(:mod:`warroom.agents.evaluate`) scores the position. Every plan is played from the same
determinization with the same dice (common random numbers), so the plans are compared on the same
luck and the comparison needs far fewer samples than the values themselves would.

The first plan is the one that stands (the heuristic's own setting; in World War IV the King hunt with
the King's guard, the strongest fixed player there, or in packs of twelve where an enemy King is seen
heavily guarded), and it stands unless another plan beats it by ``z``
standard errors of the paired differences: with few samples the player plays its standing plan, with
more it departs from it where the evidence says so.

Within the turn the player weighs its plan again where the family says a turn changes course, at the
first ``replan`` such points: in WAR after a conquest (the first, by default), when the card is
earned and the dice have shown what the turn can still do, between playing on as planned (which
stands unless beaten), the other plans, and stopping the attacks.

The rulesets it plays and their plans are in :data:`PLANS`: the WAR family (war, Império Romano;
the plans below) and War! Age of Imperialism (:mod:`warroom.agents.plans_imperialism`), where a
planning turn is a whole game turn (``PlanFamily.turn_key``) rather than each run of the seat's
decisions, and a playout runs to the end of the game (``PlanFamily.horizon`` 0: the heuristic plays
the seat after the plan's turn), where the win and the margin it was won by score it
(``PlanFamily.final``): a one-turn look-ahead scored by the evaluation took the armies a plan buys
for strength and missed what buildings pay over the turns after (docs/tournaments.md).

Budget, per choice of a plan: ``iters`` rounds (one playout of every plan from one determinization),
and/or ``time`` seconds (whichever ends first; a time budget alone is not reproducible, ``iters`` with
the same seed is). The deadline stops a playout where it is and the round it belongs to is dropped:
with fewer than two whole rounds the standing plan is played, so a turn whose playouts are too
long for the budget (the first turns of a playout to the end of a 4-player Imperialism game) is
played as its standing plan would, within the time. The other decisions take no search at all.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from warroom.agents.base import Agent, AgentError, check_range, make_agent, parse_spec, register_agent
from warroom.agents.evaluate import evaluate_war
from warroom.agents.evaluate_imperialism import evaluate_imperialism, imperialism_final
from warroom.agents.evaluate_ww4 import fitted_ww4
from warroom.agents.objective_beliefs import believing_determinizer, objective_beliefs
from warroom.agents.plans_imperialism import imperialism_plans, imperialism_turn
from warroom.agents.plans_ww4 import ww4_out, ww4_plans, ww4_turn
from warroom.agents.search import MAX_ITERS, MAX_TIME_S, MAX_WEIGHT, budget_bounds, capped_budget, check_budget
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.core.text import Msg
from warroom.rulesets.war import objectives
from warroom.rulesets.war.actions import Occupy

#: The plans weighed in every WAR turn: agent specs, the heuristic's own setting first.
WAR_PLANS: tuple[str, ...] = (
    "greedy",
    "greedy:threshold=0.45,wanted_threshold=0.35",
    "greedy:threshold=0.3,wanted_threshold=0.2",
    "greedy:threshold=0.75,wanted_threshold=0.65",
    "greedy:wanted_value=5",
    "greedy:concentrate=1",
    "greedy:conquests=1",
)


#: Extra target value of the most threatening seat's territories in the blocking plan.
BLOCK_VALUE = 3.0


def war_plans(game: Game, player: int) -> tuple[str, ...]:
    """The plans a WAR seat weighs: :data:`WAR_PLANS`, and one that holds back the seat nearest its
    objective by the seat's beliefs (:func:`threat`)."""
    rival = threat(game, player)
    if rival is None:
        return WAR_PLANS
    return (*WAR_PLANS, f"greedy:rival={rival},rival_value={BLOCK_VALUE}")


#: The WAR plan that stops attacking: it attacks only where a conquest is certain.
STOP_PLAN = "greedy:threshold=1,wanted_threshold=1"


def war_midturn_plans(game: Game, player: int, current: str) -> tuple[str, ...]:
    """The plans a WAR seat weighs after a conquest, ``current`` (the plan it plays) first, then the
    others and :data:`STOP_PLAN`; none (play on) when ``current`` stops after a number of conquests by
    itself. A plan started mid-turn counts conquests from there: ``greedy:conquests=1`` is "one more"."""
    if "conquests" in parse_spec(current)[1]:
        return ()
    return (current, *[p for p in war_plans(game, player) if p != current], STOP_PLAN)


def war_turns_course(action: Action) -> bool:
    """Where a WAR turn changes course: a conquest (the Occupy that completes it)."""
    return isinstance(action, Occupy)


def threat(game: Game, player: int) -> int | None:
    """The other seat still in whose objective, as ``player`` believes it, is nearest done: the
    largest expected progress over the believed cards (None if no other seat is in)."""
    g: Any = game
    content = g.table.content
    beliefs = objective_beliefs(game, player)
    best, most = None, -1.0
    for seat, chances in beliefs.items():
        if g.state.eliminated[seat]:
            continue
        expected = sum(c * objectives.progress(g, seat, content.objectives[o]) for o, c in chances.items())
        if expected > most:
            best, most = seat, expected
    return best


Plans = Callable[[Game, int], Sequence[str]]
#: Given the game and a seat, a key of where the game is (the turn number, ...): see PlanFamily.turn_key.
TurnKey = Callable[[Game, int], object]
#: Given the game and the seat at a turn start, a function drawing determinizations of it for that seat.
Determinizer = Callable[[Game, int], Callable[[random.Random], Game]]


def plain_determinizer(game: Game, player: int) -> Callable[[random.Random], Game]:
    """``game.determinize``: what the seat cannot see drawn uniformly."""
    return lambda rng: game.determinize(player, rng)


@dataclass(frozen=True)
class PlanFamily:
    """What the plan search needs of a ruleset: the plans of a seat in a game, the evaluation that scores
    a playout's end for every seat, and how to draw the worlds the playouts run in; optionally, after
    which of its own actions a seat weighs its plan again within the turn (``turns_course``), the
    plans it weighs then, given the plan it plays (``midturn_plans``; none: play on), and how long a
    planning turn is (``turn_key``)."""

    plans: Plans
    evaluate: Callable[[Game], list[float]]
    determinizer: Determinizer = plain_determinizer
    turns_course: Callable[[Action], bool] | None = None
    midturn_plans: Callable[[Game, int, str], Sequence[str]] | None = None
    #: What a planning turn is: a key of the position, read where a seat's run of decisions begins;
    #: a plan is chosen (and a playout ends) at a run whose key differs from the plan's first one.
    #: None: every run of the seat's decisions is a turn (WAR).
    turn_key: TurnKey | None = None
    #: What a playout that reached the end of the game is worth to every seat; None: ``evaluate``
    #: (which gives the winners 1).
    final: Callable[[Game], list[float]] | None = None
    #: The seat's turns a playout spans unless the spec says (``plans:horizon=N``; 0: to the end).
    horizon: int = 1
    #: Whether a seat is out of the game (it will not move again): its playout stops there, where the
    #: evaluation gives it nothing, instead of running on to the end; None: never asked.
    out: Callable[[Game, int], bool] | None = None


#: The rulesets the plan search plays. In the WAR family the others' objectives are drawn by the
#: seat's beliefs (:mod:`warroom.agents.objective_beliefs`), not uniformly; in Imperialism what a seat
#: cannot see (face-down markers, the others' hidden resources) is drawn uniformly.
_WAR_FAMILY = PlanFamily(war_plans, evaluate_war, believing_determinizer, war_turns_course, war_midturn_plans)
#: In Imperialism a plan holds for a game turn (plans_imperialism).
_IMPERIALISM_FAMILY = PlanFamily(
    imperialism_plans, evaluate_imperialism, turn_key=imperialism_turn, final=imperialism_final, horizon=0
)
#: In World War IV a plan holds for a round of the seat and a playout runs to its next turn, scored by the
#: evaluation (plans_ww4).
_WW4_FAMILY = PlanFamily(ww4_plans, fitted_ww4, turn_key=ww4_turn, out=ww4_out)
PLANS: dict[str, PlanFamily] = {
    "war": _WAR_FAMILY,
    "war-imperio-romano": _WAR_FAMILY,
    "imperialism-basic": _IMPERIALISM_FAMILY,
    "imperialism-standard": _IMPERIALISM_FAMILY,
    "imperialism-advanced": _IMPERIALISM_FAMILY,
    "ww4": _WW4_FAMILY,
}

#: A playout that has not reached the player's next turn after this many decisions is scored where it is.
PLAYOUT_CAP = 2000
#: The most re-plans a turn and the longest horizon (in the seat's turns) a spec may ask for.
MAX_REPLAN = 100
MAX_HORIZON = 1000


class PlanSearchAgent(Agent):
    """Once a turn, the plan whose playouts score best for this seat; the heuristic's unless measurably beaten."""

    name = "plans"
    rulesets = frozenset(PLANS)
    params: ClassVar[dict[str, type]] = {
        "iters": int,
        "time": float,
        "z": float,
        "replan": int,
        "horizon": int,
        "others": str,
    }

    def __init__(
        self,
        seed: int = 0,
        *,
        iters: int = 24,
        time: float = 0.0,
        z: float = 0.5,
        replan: int = 1,
        horizon: int | None = None,
        others: str = "greedy",
    ) -> None:
        super().__init__(seed)
        check_budget("plans", iters, time)
        check_range("plans", "z", z, 0.0, MAX_WEIGHT, Msg("agent.what.standard_errors", high=f"{MAX_WEIGHT:g}"))
        check_range("plans", "replan", replan, 0, MAX_REPLAN, Msg("agent.what.replans", high=MAX_REPLAN))
        if horizon is not None:
            check_range("plans", "horizon", horizon, 0, MAX_HORIZON, Msg("agent.what.turns", high=MAX_HORIZON))
        if others not in ("greedy", "plans"):
            raise AgentError(Msg("agent.error.plans_others", value=repr(others)))
        #: None: the family's (PlanFamily.horizon).
        self.horizon = horizon
        self.others = others
        self.iters = iters
        self.time = time
        self.z = z
        self.replan = replan
        #: The spec of the plan being played, and how many times this turn has changed course
        #: (family.turns_course) so far.
        self._spec = ""
        self._courses = 0
        #: The plan being played, and where: the game and the length of its history after the last
        #: action this agent chose (any other length means others have played: a new turn).
        self._plan: Agent | None = None
        self._game: Game | None = None
        self._seen = -1
        #: The turn key (PlanFamily.turn_key) where the plan was chosen.
        self._key: object = None
        #: Paired rounds run at the last turn start.
        self.last_rounds = 0

    def cap_budget(self, max_iters: int | None = None, max_time_s: float | None = None) -> None:
        """Clamp ``iters`` (rounds a choice) and ``time`` to the caps (a budget of 0, none, becomes the cap)."""
        self.iters, self.time = capped_budget(self.iters, self.time, max_iters, max_time_s)

    def budget(self, ruleset_id: str) -> tuple[int | None, float | None]:
        """The rounds and seconds a choice of plan may take at most (the hard caps where none is set)."""
        return self.iters or MAX_ITERS, self.time or MAX_TIME_S

    def choose(self, game: Game, player: int) -> Action:
        family = PLANS.get(game.ruleset_id)
        if family is None:
            supported = ", ".join(sorted(PLANS))
            raise AgentError(Msg("agent.error.ruleset", name="'plans'", ruleset=game.ruleset_id, supported=supported))
        plan = self._plan
        plans: Sequence[str] = ()
        if self._new_turn(game, player, family.turn_key):
            plans, self._courses = family.plans(game, player), 0
            self._key = None if family.turn_key is None else family.turn_key(game, player)
        elif len(game.history) == self._seen + 1 and family.turns_course and family.turns_course(game.history[-1]):
            # Same run of decisions: the last action in the history is the one this agent chose.
            self._courses += 1
            if self._courses <= self.replan and family.midturn_plans is not None:
                plans = family.midturn_plans(game, player, self._spec)
        if plans:
            index = self._select(game, player, plans, family)
            self._spec = plans[index]
            plan = self._plan = make_agent(self._spec, game.ruleset_id, self.rng.getrandbits(32))
            self._game = game
        assert plan is not None
        action = plan.choose(game, player)
        self._seen = len(game.history)
        return action

    def _new_turn(self, game: Game, player: int, turn_key: TurnKey | None) -> bool:
        """Whether this decision begins a planning turn: the first in a game, or the first of a run of
        this seat's decisions (others have played since its last) whose turn key is new."""
        if self._plan is None or self._game is not game:
            return True
        if len(game.history) == self._seen + 1:
            return False
        return turn_key is None or turn_key(game, player) != self._key

    def _select(self, game: Game, player: int, plans: Sequence[str], family: PlanFamily) -> int:
        """The index of the plan to play this turn."""
        if len(plans) == 1:
            return 0
        draw = family.determinizer(game, player)
        rng = random.Random(self.rng.getrandbits(64))
        limit, deadline = budget_bounds(self.iters, self.time)
        horizon = family.horizon if self.horizon is None else self.horizon
        scores: list[list[float]] = [[] for _ in plans]
        rounds = 0
        while rounds < limit and time.perf_counter() < deadline:
            seed = rng.getrandbits(64)
            row = []
            for spec in plans:
                # A round cut by the deadline is dropped whole: the comparison is between paired samples.
                value = self._playout(draw, player, spec, seed, family, horizon, self.others, deadline)
                if value is None:
                    break
                row.append(value)
            if len(row) < len(plans):
                break
            for i, value in enumerate(row):
                scores[i].append(value)
            rounds += 1
        self.last_rounds = rounds
        return self._decide(scores)

    def _decide(self, scores: list[list[float]]) -> int:
        """The best plan by mean score, if it beats the first (the standing plan) by ``z`` standard errors
        of the paired differences; else the first."""
        n = len(scores[0])
        if n < 2:
            return 0
        means = [sum(s) / n for s in scores]
        best = max(range(len(scores)), key=lambda i: (means[i], -i))
        if best == 0:
            return 0
        diffs = [b - a for a, b in zip(scores[0], scores[best], strict=True)]
        mean = sum(diffs) / n
        variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        return best if mean > self.z * math.sqrt(variance / n) else 0

    @staticmethod
    def _playout(
        draw: Callable[[random.Random], Game],
        me: int,
        spec: str,
        seed: int,
        family: PlanFamily,
        horizon: int,
        others: str,
        deadline: float = math.inf,
    ) -> float | None:
        """The evaluation for ``me`` after :func:`play_out` in the determinization drawn from ``seed``
        (the family's ``final`` value where the playout ended the game); None where the ``deadline``
        (a ``time.perf_counter()`` value) came first."""
        if time.perf_counter() >= deadline:
            return None
        rng = random.Random(seed)
        det = draw(rng)
        if not play_out(det, me, spec, rng, family, horizon, others, deadline):
            return None
        if family.final is not None and det.is_over():
            return family.final(det)[me]
        return family.evaluate(det)[me]


def play_out(
    game: Game,
    me: int,
    spec: str,
    rng: random.Random,
    family: PlanFamily,
    horizon: int = 1,
    others: str = "greedy",
    deadline: float = math.inf,
) -> bool:
    """One playout of ``game`` (a determinization): ``spec`` plays ``me`` to the end of this turn, the
    other seats play until ``me``'s next turn; then the heuristic plays ``me`` too, over ``horizon - 1``
    more turns of ``me`` (to the end of the game if ``horizon`` is 0). The others play the heuristic
    (``others="greedy"``) or each a plan of its own drawn from ``rng`` for the whole playout
    (``"plans"``: an opponent that plans too, whose plan is not known). False where the ``deadline``
    (a ``time.perf_counter()`` value) passed before it was done."""
    seeds = [rng.getrandbits(32) for _ in range(game.players)]
    if others == "plans":
        specs = [rng.choice(family.plans(game, p)) for p in range(game.players)]
    else:
        specs = ["greedy"] * game.players
    agents = [make_agent(o, game.ruleset_id, s) for o, s in zip(specs, seeds, strict=True)]
    agents[me] = make_agent(spec, game.ruleset_id, seeds[me])
    play_to_next_turn(game, me, agents, turn_key=family.turn_key, deadline=deadline, out=family.out)
    turns = 1
    if horizon != 1:
        agents[me] = make_agent("greedy", game.ruleset_id, seeds[me])
    while game.current_player() is not None and (horizon == 0 or turns < horizon):
        if time.perf_counter() >= deadline:
            return False
        played = play_to_next_turn(game, me, agents, turn_key=family.turn_key, deadline=deadline, out=family.out)
        if played >= PLAYOUT_CAP or (family.out is not None and family.out(game, me)):
            break
        turns += 1
    return time.perf_counter() < deadline


def play_to_next_turn(
    game: Game,
    me: int,
    agents: Sequence[Agent],
    cap: int = PLAYOUT_CAP,
    turn_key: TurnKey | None = None,
    deadline: float = math.inf,
    out: Callable[[Game, int], bool] | None = None,
) -> int:
    """Let every seat's agent play ``game`` until ``me`` is to move again after another seat has moved
    (the start of ``me``'s next turn; with ``turn_key``, only where the key differs from the one at the
    start), the game ends, ``me`` is ``out`` (checked before each other seat's action after the first),
    ``cap`` actions, or the ``deadline`` (a ``time.perf_counter()`` value) passes; the number of actions
    played."""
    start = None if turn_key is None else turn_key(game, me)
    others_played = False
    timed = deadline < math.inf
    for played in range(cap):
        p = game.current_player()
        if p is None or (timed and time.perf_counter() >= deadline):
            return played
        if p != me:
            if out is not None and others_played and out(game, me):
                return played
            others_played = True
        elif others_played:
            if turn_key is None or turn_key(game, me) != start:
                return played
            others_played = False
        game.apply(agents[p].choose(game, p))
    return cap


register_agent("plans", PlanSearchAgent)
