"""Self-play games observed for a designer's balance report (``warroom balance``).

A balance game is played like any simulated game (same seeds: game ``i`` of a batch with seed ``S``
has seed ``game_seed(S, i)``, its agents are seeded from that and their seat), but it is watched as it
goes: each seat's colour or nation, its objective (the WAR family's secret objective, read from the
seat's own view at the deal), its income (``Game.standing(seat)["income"]``) sampled once at the
start of every round, and its whole standing when the game ends (spaces held, and what else its game
counts: World War IV's Cities). Sampling once a round, not once an action, keeps the watching cheap.
:mod:`warroom.sim.balance_stats` turns the records into rates with 95% intervals.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from warroom.core.game import Game, SharedEnd
from warroom.core.registry import get_ruleset, new_game
from warroom.core.text import Msg
from warroom.sim.batch import game_seed, modules_to_import, play_in_order
from warroom.sim.runner import SimulationError, build_agents, play_out, seat_agents

#: Called after games finish with (games done, games in all).
ProgressCallback = Callable[[int, int], None]


@dataclass(frozen=True)
class BalanceRecord(SharedEnd):
    """How one observed game went, seat by seat. Two records compare equal whatever time they took."""

    seed: int
    #: Each seat's colour or nation (``Game.player_name`` at the start), in seat order.
    names: tuple[str, ...]
    #: Each seat's objective id (WAR family: the card dealt, else the objective in force); None elsewhere.
    objectives: tuple[str | None, ...]
    winners: tuple[int, ...]
    reason: str
    rounds: int
    actions: int
    #: Each seat's income before the first action.
    income_start: tuple[int, ...]
    #: Each seat's mean income over the rounds sampled (one sample at the start of each round).
    income_mean: tuple[float, ...]
    #: Each seat's standing when the game ended (``Game.standing``: spaces, units, income and the like).
    end: tuple[dict[str, int], ...] = ()
    seconds: float = field(default=0.0, compare=False)

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-friendly object."""
        return {
            "seed": self.seed,
            "names": list(self.names),
            "objectives": list(self.objectives),
            "winners": list(self.winners),
            "winner": self.winner,
            "draw": self.draw,
            "reason": self.reason,
            "rounds": self.rounds,
            "actions": self.actions,
            "income_start": list(self.income_start),
            "income_mean": list(self.income_mean),
            "end": [dict(standing) for standing in self.end],
            "seconds": self.seconds,
        }


def objective_id(game: Game, seat: int) -> str | None:
    """The objective ``seat`` holds, read from its own view (so only what the seat may know).

    War Cards names the card dealt (``card``); WAR and Império Romano the objective in force (``id``:
    a card telling a seat to destroy its own colour reads as the fallback it plays instead). None in
    rulesets without secret objectives.
    """
    objective = game.view(seat).get("objective")
    if not isinstance(objective, dict):
        return None
    value = objective.get("card", objective.get("id"))
    return str(value) if value is not None else None


def _incomes(game: Game, players: int) -> list[int]:
    return [int(game.standing(seat).get("income", 0)) for seat in range(players)]


def observe_game(
    ruleset_id: str,
    players: int,
    options: dict[str, Any] | None,
    seed: int,
    agent_specs: Sequence[str],
    *,
    max_actions: int | None = None,
) -> BalanceRecord:
    """Play one game between the agents, watching seats, objectives and income; return its record.

    A game still going after ``max_actions`` actions is stopped: reason ``"action_limit"``, no winner.
    """
    start = time.perf_counter()
    game = new_game(ruleset_id, players, options, seed)
    agents = build_agents(ruleset_id, players, seed, agent_specs)
    names = tuple(game.player_name(seat) for seat in range(players))
    objectives = tuple(objective_id(game, seat) for seat in range(players))
    first = _incomes(game, players)
    samples = [first]
    sampled = [game.round_number()]

    def sample(game: Game) -> None:
        """Each nation's income once a round, as the round begins."""
        now = game.round_number()
        if now != sampled[-1] and not game.is_over():
            sampled.append(now)
            samples.append(_incomes(game, players))

    play_out(game, agents, max_actions, after=sample)
    # A game stopped by the action limit is not over: it has no result.
    result = game.result()
    if result is not None:
        winners, reason = tuple(result.winners), result.reason
    else:
        winners, reason = (), "action_limit"
    means = tuple(sum(sample[seat] for sample in samples) / len(samples) for seat in range(players))
    return BalanceRecord(
        seed=seed,
        names=names,
        objectives=objectives,
        winners=winners,
        reason=reason,
        rounds=game.round_number(),
        actions=len(game.history),
        income_start=tuple(first),
        income_mean=means,
        end=tuple(dict(game.standing(seat)) for seat in range(players)),
        seconds=time.perf_counter() - start,
    )


def _observe_chunk(
    ruleset_id: str,
    players: int,
    options: dict[str, Any] | None,
    batch_seed: int,
    agent_specs: list[str],
    max_actions: int | None,
    indices: Sequence[int],
) -> list[BalanceRecord]:
    return [
        observe_game(ruleset_id, players, options, game_seed(batch_seed, i), agent_specs, max_actions=max_actions)
        for i in indices
    ]


def run_balance(
    ruleset_id: str,
    players: int,
    games: int,
    seed: int,
    agent_specs: Sequence[str],
    options: dict[str, Any] | None = None,
    jobs: int = 1,
    progress: ProgressCallback | None = None,
    max_actions: int | None = None,
) -> list[BalanceRecord]:
    """Play and observe ``games`` games; return their records in game order, whatever ``jobs``.

    The batch machinery (:func:`warroom.sim.batch.run_paced`) plays them, over a process pool when
    ``jobs`` > 1. A bad ruleset, player count, option or agent spec fails here, before any game.
    """
    if games < 1:
        raise SimulationError(Msg("sim.error.games", low=1, value=games))
    if jobs < 1:
        raise SimulationError(Msg("sim.error.jobs", value=jobs))
    specs = seat_agents(agent_specs, players)
    # Fail fast, in this process, on a bad ruleset, player count, option or agent spec.
    get_ruleset(ruleset_id).new_game(players, options, game_seed(seed, 0))
    build_agents(ruleset_id, players, 0, specs)
    return play_in_order(
        _observe_chunk,
        (ruleset_id, players, options, seed, specs, max_actions),
        games,
        jobs=jobs,
        progress=progress,
        modules=modules_to_import(ruleset_id),
    )
