"""A computer seat's move in a served game: the job a thinker gets, and the move it chose, made.

The game's lock is held only to copy the game's actions into the job and, later, to apply the chosen
move if the game is still where the job found it; the thinking happens elsewhere (warroom.server.ai).
Where several processes share the database, only the holder of the game's lease plays its computer seats
(warroom.server.lease), and a move another process beat to the database is dropped as stale.
"""

from __future__ import annotations

import json
import logging
import secrets

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.server.catalog import SERVED_AGENTS, default_level
from warroom.server.catchup import Conflict
from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.live import LiveGame
from warroom.server.restore import restore
from warroom.server.thinking import Job

log = logging.getLogger("warroom.server")

#: Legal actions tried, at most, when a computer's chosen move cannot be made.
FALLBACK_TRIES = 20


def ai_job(service: GameService, live: LiveGame, agent_seed: int) -> Job | None:
    """What a thinker needs to choose the computer's move in ``live``; None if the computer is not to play
    (or another process plays this game's computer seats). Holds the game's lock only to copy its actions."""
    if not service.plays(live.id):
        return None
    with live.lock:
        if not live.loaded:
            restore(service.engine, live)
        elif service.shared:
            try:
                service.usable(live)  # catches up with what other processes stored
            except ServiceError:
                return None
        if not live.needs_ai():
            return None
        game = live.game
        assert game is not None
        seat = game.current_player()
        assert seat is not None
        level = live.seats[seat].level
        if level not in SERVED_AGENTS:  # none, or a spec stored before the server played only its levels
            level = default_level(live.ruleset_id)
        return Job(
            game_id=live.id,
            ruleset=live.ruleset_id,
            players=live.players,
            options=live.options,
            seed=live.seed,
            actions=tuple(live.action_texts),
            seat=seat,
            level=level,
            agent_seed=agent_seed,
        )


def play_ai_move(service: GameService, live: LiveGame, job: Job, answer: str | None) -> bool:
    """Make the move a thinker chose for ``job`` (if the game is still where the job found it); when the
    move cannot be made, another legal move. Answer whether a move was made."""
    with live.lock:
        if live.game is None and not live.loaded:  # a failed rebuild: take the stored game back now
            restore(service.engine, live)
        game = live.game
        if game is None or not live.needs_ai() or len(game.history) != len(job.actions):
            return False  # the game moved on (a late person came back, a restart): the job is stale
        if game.current_player() != job.seat:
            return False
        candidates: list[Action] = []
        if answer is not None:
            try:
                candidates.append(game.codec.decode(json.loads(answer)))
            except (IllegalAction, ValueError):
                log.error("game %s: the computer's answer %r is no action", live.id, answer[:200])
        # A fallback is a computer's choice too: never what only a person decides (Game.computer_actions).
        legal = list(game.computer_actions())
        rng = secrets.SystemRandom()
        candidates += rng.sample(legal, min(len(legal), FALLBACK_TRIES))
        made = False
        for i, action in enumerate(candidates):
            try:
                service.apply_locked(live, game, job.seat, action, None, by_ai=True)
            except Conflict:
                return False  # another process stored an action first: the job is stale
            except ServiceError as exc:
                if exc.status == 503:
                    return False
                if i == 0 and answer is not None:
                    log.error("game %s: the computer's move failed (%s); playing a random one", live.id, exc)
                game = live.game
                if game is None:
                    return False
                continue
            made = True
            live.hand_back_turns()
            break
    if made:
        service.changed(live, announce=False)  # the action's own transaction told the other processes
    return made
