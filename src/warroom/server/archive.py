"""The archive: finished games as the lobby lists them, each with its winners, its rounds and its colours.

A finished game never changes, so what the listing adds is computed once per game (the game is read back
from the database if need be) and kept, bounded, in memory.
"""

from __future__ import annotations

import contextlib
import threading
from collections import OrderedDict
from typing import Any

from sqlalchemy.exc import SQLAlchemyError

from warroom.core.errors import WarroomError
from warroom.core.game import Game
from warroom.core.registry import get_ruleset
from warroom.core.text import LANGS
from warroom.server.db import games_table
from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.lobby import Lobby
from warroom.server.storage import result_text

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
        games = [{**summary, **self.outcome(summary)} for summary in listed["games"]]
        return {"games": games, "limit": limit, "offset": offset}

    def outcome(self, summary: dict[str, Any]) -> dict[str, Any]:
        """The winners (seats), the last round and each seat's colour of a finished game; nulls where the
        game cannot be read back (a damaged row), so one bad game never hides the others.

        From the row where it keeps the result (schema 5): the colours come from the game as dealt, which
        costs its setup, not its replay. A row older than that is rebuilt once and its result written back,
        so the archive never replays a game twice."""
        game_id = summary["id"]
        with self._lock:
            kept = self._outcomes.get(game_id)
        if kept is not None:
            return kept
        try:
            result = summary.get("result")
            if result is not None and summary.get("round") is not None:
                found = {
                    "winners": list(result["winners"]),
                    "rounds": summary["round"],
                    **_seats(self._dealt(game_id)),
                }
            else:
                found = self._rebuilt(game_id)
        except ServiceError:
            return {"winners": None, "rounds": None, "colours": None, "seat_words": None}
        with self._lock:
            self._outcomes[game_id] = found
            while len(self._outcomes) > KEPT_OUTCOMES:
                self._outcomes.popitem(last=False)
        return found

    def _dealt(self, game_id: str) -> Game:
        live = self.service.get(game_id)
        try:
            return get_ruleset(live.ruleset_id).new_game(live.players, live.options, live.seed)
        except WarroomError:
            raise ServiceError(503, f"game {game_id} cannot be dealt again") from None

    def _rebuilt(self, game_id: str) -> dict[str, Any]:
        """A row from before schema 5: the game rebuilt, its result and round written back to the row."""
        live = self.service.get(game_id)
        with live.lock:
            game = self.service.usable(live)
            result = game.result()
            found: dict[str, Any] = {
                "winners": list(result.winners) if result is not None else [],
                "rounds": game.round_number(),
                **_seats(game),
            }
        # Only a shortcut for next time: a failed write costs nothing but the next rebuild.
        with contextlib.suppress(SQLAlchemyError), self.service.engine.begin() as conn:
            conn.execute(
                games_table.update()
                .where(games_table.c.id == game_id)
                .values(result=result_text(game), round_number=game.round_number(), to_move=None)
            )
        return found


def _seats(game: Game) -> dict[str, Any]:
    """Each seat's colour (the engine's English, as the view's seats give it) and its name in every language
    (``seat_words``: the archive page shows the page's language without asking again)."""
    return {
        "colours": [game.player_name(i) for i in range(game.players)],
        "seat_words": [{lang: game.say(game.seat_text(i), lang) for lang in LANGS} for i in range(game.players)],
    }
