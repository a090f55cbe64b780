"""A computer player's move, thought out away from the server's games: in a worker process (or, for
tests, a thread) that knows nothing but the :class:`Job` it is sent.

A worker keeps the games it played recently, so a job usually costs the new actions alone; a game it
has not seen, or whose history is not the one it holds, is rebuilt by replaying the job's actions.
"""

from __future__ import annotations

import json
import logging
import random
from collections import OrderedDict
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

from warroom.agents.base import Agent, make_agent
from warroom.core.game import Game
from warroom.core.registry import get_ruleset

log = logging.getLogger("warroom.server")

#: Games a worker keeps between jobs (least recently used first out).
CACHED_GAMES = 64
#: The longest a served computer player may think about one decision, whatever its level says.
MAX_THINK_S = 5.0
#: The most search iterations a served computer player may spend on one decision.
MAX_THINK_ITERS = 20_000


@dataclass(frozen=True)
class Job:
    """One computer decision to think out: the game (as its configuration and action log) and the seat."""

    game_id: str
    ruleset: str
    players: int
    options: dict[str, Any]
    seed: int
    #: The game's actions so far, as JSON texts.
    actions: tuple[str, ...]
    seat: int
    level: str
    #: Seeds the agent the first time this worker plays this seat of this game.
    agent_seed: int


class _Played:
    """A worker's copy of one game, the actions it has applied, and its agents by (seat, level)."""

    def __init__(self, job: Job) -> None:
        self.game: Game = get_ruleset(job.ruleset).new_game(job.players, job.options, job.seed)
        self.actions: list[str] = []
        self.agents: dict[tuple[int, str], Agent] = {}

    def catch_up(self, actions: tuple[str, ...]) -> None:
        for text in actions[len(self.actions) :]:
            self.game.apply(json.loads(text))
            self.actions.append(text)


_games: OrderedDict[str, _Played] = OrderedDict()


def capped_agent(level: str, ruleset_id: str, seed: int) -> Agent:
    """The agent of a served level, its thinking bounded by the server's caps."""
    return make_agent(level, ruleset_id, seed, max_time_s=MAX_THINK_S, max_iters=MAX_THINK_ITERS)


def think(job: Job) -> str | None:
    """The chosen action's JSON text, or None when the computer player failed (the caller plays another)."""
    try:
        played = _games.pop(job.game_id, None)
        n = len(played.actions) if played is not None else 0
        if played is None or n > len(job.actions) or played.actions != list(job.actions[:n]):
            played = _Played(job)
        _games[job.game_id] = played
        while len(_games) > CACHED_GAMES:
            _games.popitem(last=False)
        played.catch_up(job.actions)
        key = (job.seat, job.level)
        agent = played.agents.get(key)
        if agent is None:
            agent = played.agents[key] = capped_agent(job.level, job.ruleset, job.agent_seed)
        action = agent.choose(played.game, job.seat)
        return json.dumps(action.to_json())
    except Exception:  # a computer player's or a replay's bug: the server falls back, the worker lives on
        log.exception("game %s: the computer player of seat %d failed", job.game_id, job.seat)
        _games.pop(job.game_id, None)
        return None


def serve(conn: Connection) -> None:
    """A worker process's loop: a Job in, its answer out, until the server closes the pipe."""
    random.seed()
    while True:
        try:
            job = conn.recv()
            answer = think(job)
            conn.send(answer)
        except (EOFError, OSError):  # the server is gone (or stopping): so is its worker
            return
