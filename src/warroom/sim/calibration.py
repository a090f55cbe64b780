"""The calibration run: the computer levels play each other, and their final rankings rate them.

A calibration of one ruleset seats every group of ``players`` distinct levels (every pairing, with two
seats; every trio with three) for ``games`` games, the group's seats rotated from game to game (game
``j`` seats the group rotated by ``j mod players``). Game ``j`` of group ``A,B`` has the seed
``derive_seed(S, "calibration", "A,B", j)`` and its agents are seeded from it and their seat, so a game
depends on nothing but its group, its number and the parameters: the same ratings come out whatever
the number of jobs, and adding a level or games leaves the other games as they were.

The levels are built as the game server builds them (``make_agent`` with the server's caps on thinking,
passed in by the caller), so the ratings describe the players people meet. The games are then rated
in a fixed order (round robin over the groups: every group's game 0, then every group's game 1, ...)
with the model the server uses (:mod:`warroom.sim.skill`), every level starting from the model's prior;
a game's ranking gives the places, winners sharing the first, exactly as on the server.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from warroom import __version__
from warroom.agents.base import Agent, make_agent
from warroom.core.registry import get_ruleset, new_game
from warroom.core.text import Msg
from warroom.sim.batch import modules_to_import, run_paced
from warroom.sim.runner import SimulationError, agent_seed, derive_seed, play_out
from warroom.sim.skill import Skill, default_skill, places, rate_game

#: Called as games finish with (games done, games in all).
CalibrationProgress = Callable[[int, int], None]

#: How a calibration game's seed is derived, as the provenance states it.
SEED_RULE = (
    'game j of the group "A,B": derive_seed(seed, "calibration", "A,B", j); seat s: derive_seed(game seed, "seat", s)'
)


@dataclass(frozen=True)
class CalibrationConfig:
    """What defines one ruleset's calibration: its games depend on these and nothing else."""

    ruleset: str
    levels: tuple[str, ...]
    players: int
    #: Games for every group of levels.
    games: int
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    #: Fewer games for the groups holding a slow level: level -> games (the smallest applies).
    games_for: dict[str, int] = field(default_factory=dict)
    #: The caps on a level's thinking a decision (the server's), passed to ``make_agent``.
    max_time_s: float | None = None
    max_iters: int | None = None
    #: Stop a game after this many actions: it is then a draw between all its seats.
    max_actions: int | None = None

    def groups(self) -> list[tuple[str, ...]]:
        """Every group of levels that plays: each ``players`` distinct levels, or all levels cycled over the
        seats when there are fewer levels than seats."""
        if len(self.levels) >= self.players:
            return list(itertools.combinations(self.levels, self.players))
        return [tuple(self.levels[s % len(self.levels)] for s in range(self.players))]

    def games_of(self, group: Sequence[str]) -> int:
        """How many games ``group`` plays: ``games``, or fewer where ``games_for`` says so for one of its levels."""
        return min([self.games, *(self.games_for[level] for level in group if level in self.games_for)])


@dataclass(frozen=True)
class CalibrationGame:
    """One finished calibration game."""

    index: int
    group: tuple[str, ...]
    number: int
    seed: int
    seating: tuple[str, ...]
    winners: tuple[int, ...]
    ranking: tuple[int, ...]
    reason: str
    rounds: int
    actions: int


def schedule(config: CalibrationConfig) -> list[tuple[tuple[str, ...], int]]:
    """Every game as (group, number within the group), in rating order: round robin over the groups."""
    groups = config.groups()
    counts = [config.games_of(group) for group in groups]
    return [
        (group, number)
        for number in range(max(counts, default=0))
        for group, count in zip(groups, counts, strict=True)
        if number < count
    ]


def game_seed(config: CalibrationConfig, group: Sequence[str], number: int) -> int:
    """The seed of game ``number`` of ``group`` (see the module docstring)."""
    return derive_seed(config.seed, "calibration", ",".join(group), number)


def seating(group: Sequence[str], number: int) -> tuple[str, ...]:
    """The level in every seat of game ``number``: the group rotated by ``number``."""
    n = len(group)
    return tuple(group[(seat + number) % n] for seat in range(n))


def served_agent(config: CalibrationConfig, level: str, seed: int) -> Agent:
    """A level as the server builds it: its thinking held under the config's caps."""
    return make_agent(level, config.ruleset, seed, max_time_s=config.max_time_s, max_iters=config.max_iters)


def play_calibration_chunk(config: CalibrationConfig, indices: Sequence[int]) -> list[CalibrationGame]:
    """Play the calibration games at ``indices`` of :func:`schedule` (a task for any backend)."""
    games = schedule(config)
    out = []
    for index in indices:
        group, number = games[index]
        seed = game_seed(config, group, number)
        seats = seating(group, number)
        game = new_game(config.ruleset, config.players, config.options, seed)
        agents = [served_agent(config, level, agent_seed(seed, s)) for s, level in enumerate(seats)]
        finished = play_out(game, agents, config.max_actions)
        result = game.result()
        if finished and result is not None:
            winners, ranking, reason = tuple(result.winners), tuple(result.ranking), result.reason
        else:  # stopped at max_actions: nobody won, a draw
            winners, ranking, reason = (), (), "action_limit"
        rounds, actions = game.round_number(), len(game.history)
        out.append(CalibrationGame(index, tuple(group), number, seed, seats, winners, ranking, reason, rounds, actions))
    return out


def validate(config: CalibrationConfig) -> None:
    """Refuse, before anything runs, a bad ruleset, player count, option, level, or game count."""
    if config.games < 0:
        raise SimulationError(Msg("sim.error.games", low=0, value=config.games))
    if not config.levels:
        raise SimulationError(Msg("sim.error.no_levels"))
    if len(set(config.levels)) != len(config.levels):
        raise SimulationError(Msg("sim.error.level_twice", levels=", ".join(config.levels)))
    for level, games in config.games_for.items():
        if level not in config.levels:
            raise SimulationError(Msg("sim.error.level_unknown", level=repr(level), levels=", ".join(config.levels)))
        if games < 0:
            raise SimulationError(Msg("sim.error.level_games", level=repr(level), value=games))
    get_ruleset(config.ruleset).new_game(config.players, config.options, 0)
    for level in config.levels:
        served_agent(config, level, 0)


def run_calibration(
    config: CalibrationConfig, *, jobs: int = 1, progress: CalibrationProgress | None = None
) -> list[CalibrationGame]:
    """Play every game of the calibration (over ``jobs`` worker processes) and return them in rating order."""
    validate(config)
    total = len(schedule(config))
    todo = list(range(total))
    done: dict[int, CalibrationGame] = {}
    if progress is not None:
        progress(0, total)

    def on_task(_: list[int], games: list[CalibrationGame]) -> None:
        for game in games:
            done[game.index] = game
        if progress is not None:
            progress(len(done), total)

    run_paced(play_calibration_chunk, (config,), todo, on_task, jobs=jobs, modules=modules_to_import(config.ruleset))
    return [done[i] for i in sorted(done)]


def rate_levels(config: CalibrationConfig, games: Sequence[CalibrationGame]) -> dict[str, dict[str, Any]]:
    """Every level's rating after the games, in rating order: mu, sigma and the games it played."""
    skills: dict[str, Skill] = {level: default_skill() for level in config.levels}
    played: Counter[str] = Counter()
    for game in sorted(games, key=lambda g: g.index):
        seated = list(enumerate(game.seating))
        skills.update(rate_game(seated, skills, places(game.winners, game.ranking, config.players)))
        played.update(set(game.seating))
    return {
        level: {"mu": round(skills[level].mu, 4), "sigma": round(skills[level].sigma, 4), "games": played[level]}
        for level in config.levels
    }


def _first_places(config: CalibrationConfig, games: Sequence[CalibrationGame]) -> list[dict[str, Any]]:
    """Per group: its games and how often each level took the first place (a shared first counts for each)."""
    out = []
    for group in config.groups():
        mine = [g for g in games if g.group == group]
        first: Counter[str] = Counter()
        for game in mine:
            place = places(game.winners, game.ranking, config.players)
            first.update({game.seating[s] for s in range(config.players) if place[s] == 1})
        out.append({"levels": list(group), "games": len(mine), "first": {level: first[level] for level in group}})
    return out


def calibration_entry(
    config: CalibrationConfig,
    games: Sequence[CalibrationGame],
    *,
    command: str,
    date: str,
    seconds: float,
    jobs: int,
    note: str | None = None,
) -> dict[str, Any]:
    """One ruleset's entry of the level ratings file: the levels' ratings and the run's provenance."""
    provenance: dict[str, Any] = {
        "command": command,
        "date": date,
        "warroom_version": __version__,
        "players": config.players,
        "games_per_pairing": config.games,
        "games_for": dict(sorted(config.games_for.items())),
        "seed": config.seed,
        "seed_rule": SEED_RULE,
        "options": dict(sorted(config.options.items())),
        "max_actions": config.max_actions,
        "caps": {"max_time_s": config.max_time_s, "max_iters": config.max_iters},
        "games": len(games),
        "reasons": dict(sorted(Counter(g.reason for g in games).items())),
        "pairings": _first_places(config, games),
        "seconds": round(seconds, 1),
        "jobs": jobs,
    }
    if note:
        provenance["note"] = note
    return {"levels": rate_levels(config, games), "provenance": provenance}


def merge_document(existing: Mapping[str, Any] | None, entries: Mapping[str, dict[str, Any]]) -> dict[str, Any]:
    """The level ratings file with ``entries`` (by ruleset) written over the rulesets they name; the other
    rulesets of ``existing`` are kept as they were."""
    rulesets = dict(existing["rulesets"]) if existing is not None else {}
    rulesets.update(entries)
    return {
        "about": "Calibrated ratings of the computer levels the game server plays, from games between them "
        "(warroom calibrate; docs/tournaments.md). The server starts each level's rating of a ruleset here.",
        "model": "openskill PlackettLuce (mu 25, sigma 25/3 before any game); the leaderboard shows mu - 3 sigma",
        "rulesets": dict(sorted(rulesets.items())),
    }
