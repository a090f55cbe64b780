"""The archive: finished games as the lobby lists them, each with its winners, its rounds and its colours.

A finished game never changes, so what the listing adds is computed once per game (the game is read back
from the database if need be) and kept, bounded, in memory.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.lobby import Lobby

#: Finished games whose outcome is kept in memory (a few numbers and names each).
KEPT_OUTCOMES = 10_000


class Archive:
    """``GET /api/archive``: the lobby's finished games, with how each one ended."""

    def __init__(self, service: GameService, lobby: Lobby) -> None:
        self.service = service
        self.lobby = lobby
        self._lock = threading.Lock()
        self._outcomes: OrderedDict[str, dict[str, Any]] = OrderedDict()

    def listing(self, ruleset: str | None, player: str | None, limit: int, offset: int) -> dict[str, Any]:
        """The finished games listed in the lobby (most recent first), filtered as the lobby filters them."""
        listed = self.lobby.listing("finished", ruleset, limit, offset, player)
        games = [{**summary, **self.outcome(summary["id"])} for summary in listed["games"]]
        return {"games": games, "limit": limit, "offset": offset}

    def outcome(self, game_id: str) -> dict[str, Any]:
        """The winners (seats), the last round and each seat's colour of a finished game; nulls where the
        game cannot be read back (a damaged row), so one bad game never hides the others."""
        with self._lock:
            kept = self._outcomes.get(game_id)
        if kept is not None:
            return kept
        try:
            live = self.service.get(game_id)
            with live.lock:
                game = self.service.usable(live)
                result = game.result()
                found: dict[str, Any] = {
                    "winners": list(result.winners) if result is not None else [],
                    "rounds": game.round_number(),
                    "colours": [game.player_name(i) for i in range(live.players)],
                }
        except ServiceError:
            return {"winners": None, "rounds": None, "colours": None}
        with self._lock:
            self._outcomes[game_id] = found
            while len(self._outcomes) > KEPT_OUTCOMES:
                self._outcomes.popitem(last=False)
        return found
