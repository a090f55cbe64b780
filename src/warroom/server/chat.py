"""A game's chat: one room for the seats, which everyone may read, and one for the spectators, which the
seats read only once the game is over (Lichess's rule: the audience cannot coach a player).

A message is plain text (shown as text, never HTML), 1 to 500 characters once trimmed, from a seat
(its token) or a named spectator (a player key). Each author may send 5 messages in 10 seconds. Messages
are stored with the game and pushed on its WebSocket with the views.
"""

from __future__ import annotations

import threading
import unicodedata
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from warroom.server.db import chat_table, now
from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.limits import Recent
from warroom.server.live import LiveGame
from warroom.server.players import Player

#: The longest message, in characters.
MAX_TEXT = 500
#: Messages an author may send within ``RATE_WINDOW_S`` seconds.
RATE_COUNT = 5
RATE_WINDOW_S = 10.0
#: Messages one client address may send to one game within the window, whatever names it uses.
CLIENT_RATE_COUNT = 12
#: Messages one answer holds at most (ask again from the last ``seq``).
MAX_ANSWER = 200


def clean_text(raw: object) -> str:
    """A message as stored; 422 naming what is wrong otherwise."""
    if not isinstance(raw, str):
        raise ServiceError(422, "'text' must be text")
    text = raw.strip()
    if not text:
        raise ServiceError(422, "'text' is empty")
    if len(text) > MAX_TEXT:
        raise ServiceError(422, f"'text' is {len(text)} characters long: at most {MAX_TEXT}")
    for c in text:
        if c != "\n" and unicodedata.category(c) in {"Cc", "Cf", "Cs", "Co", "Cn"}:
            raise ServiceError(422, f"'text' holds a character that cannot be shown (U+{ord(c):04X})")
    return text


class Chat:
    """Every game's messages, read from the database once per game and kept in memory."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self._lock = threading.Lock()
        self._rooms: dict[str, list[dict[str, Any]]] = {}
        self._sent = Recent(RATE_WINDOW_S)
        self._game_locks: dict[str, threading.Lock] = {}

    def messages(self, live: LiveGame, since: int = 0, seat: int | None = None) -> list[dict[str, Any]]:
        """The messages after ``since`` (their ``seq``), oldest first, at most ``MAX_ANSWER``. A seat reads
        the spectators' room only once the game is over: what the audience says is no help to a player."""
        held = self._held(live.id)
        hidden = seat is not None and not live.is_over
        with self._lock:
            return [m for m in held if m["seq"] > since and not (hidden and m["room"] == "spectators")][:MAX_ANSWER]

    def last_seq(self, live: LiveGame) -> int:
        """The ``seq`` of the game's last message (0 before the first)."""
        held = self._held(live.id)
        with self._lock:
            return held[-1]["seq"] if held else 0

    def post(
        self, live: LiveGame, seat: int | None, player: Player | None, raw: object, client: str = ""
    ) -> dict[str, Any]:
        """Store and announce a message from ``seat`` (the seats' room) or a named spectator. The rate is
        counted per author and per client (however many names a client makes)."""
        if seat is None and player is None:
            raise ServiceError(401, "to chat, send your seat's token, or a player key to talk as a spectator")
        text = clean_text(raw)
        author_key = f"seat {seat}" if seat is not None else f"player {player.id if player else ''}"
        self._count(live.id, author_key)
        self._count(live.id, f"client {client}", CLIENT_RATE_COUNT)
        names = self.service.players.name_of
        if seat is not None:
            colour = live.game.player_name(seat) if live.game is not None else f"seat {seat + 1}"
            author = names(live.seats[seat].player) or colour
        else:
            author = player.name if player else "?"
        held = self._held(live.id)
        with self._lock:
            game_lock = self._game_locks.setdefault(live.id, threading.Lock())
        # One game's writes wait for each other, never for another game's (nor hold up its readers).
        with game_lock:
            seq = (held[-1]["seq"] if held else 0) + 1
            message = {
                "seq": seq,
                "room": "seats" if seat is not None else "spectators",
                "seat": seat,
                "author": author,
                "text": text,
                "time": now().isoformat(),
            }
            try:
                with self.service.engine.begin() as conn:
                    conn.execute(
                        chat_table.insert().values(
                            game_id=live.id, seq=seq, room=message["room"], seat=seat,
                            player_id=player.id if player else None, author=author, text=text, created=now(),
                        )
                    )  # fmt: skip
            except IntegrityError:
                # Another server process took this seq (docs/server.md, "Several processes"): read the
                # chat again at the next use, so the retry takes the next one.
                self.forget(live.id)
                raise ServiceError(503, "the message could not be stored; try again") from None
            except SQLAlchemyError:
                raise ServiceError(503, "the message could not be stored; try again") from None
            with self._lock:
                held.append(message)
        self.service.changed(live)
        return message

    def _count(self, game_id: str, author: str, limit: int = RATE_COUNT) -> None:
        if not self._sent.take(f"{game_id} {author}", limit):
            raise ServiceError(429, f"too many messages: at most {limit} every {RATE_WINDOW_S:g} s")

    def forget(self, game_id: str) -> None:
        """Drop what is held of a game's chat: another server process wrote to it; it is read again."""
        with self._lock:
            self._rooms.pop(game_id, None)

    def _held(self, game_id: str) -> list[dict[str, Any]]:
        with self._lock:
            held = self._rooms.get(game_id)
        if held is not None:
            return held
        try:
            with self.service.engine.connect() as conn:
                rows = conn.execute(
                    select(chat_table).where(chat_table.c.game_id == game_id).order_by(chat_table.c.seq)
                ).mappings()
                loaded = [
                    {"seq": r["seq"], "room": r["room"], "seat": r["seat"], "author": r["author"],
                     "text": r["text"], "time": r["created"].isoformat()}
                    for r in rows
                ]  # fmt: skip
        except SQLAlchemyError:
            raise ServiceError(503, "storage unavailable; try again") from None
        with self._lock:
            if len(self._rooms) > 2000:  # read again from the database when asked for
                self._rooms.clear()
            return self._rooms.setdefault(game_id, loaded)
