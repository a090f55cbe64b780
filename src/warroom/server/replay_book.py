"""The server's replays in memory: finished games' replays and uploaded saves' replays, each bounded.

A finished game's replay is built on first request and kept among the :data:`KEPT_GAMES` asked for most
recently (a finished game never changes, so a kept replay is never stale). An uploaded save's replay gets a
fresh id (``u.`` and random characters: a game id never holds a dot) and is kept among the
:data:`KEPT_UPLOADS` made most recently, for :data:`UPLOAD_TTL_S` seconds at most. Uploads are counted per
client (:class:`warroom.server.limits.Recent`).
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from typing import Any

from warroom.core.commitment import seed_commitment
from warroom.core.game import Game
from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.limits import Recent
from warroom.server.replay_uploads import parse_upload, replay_upload
from warroom.server.replays import Replay

#: Finished games' replays kept in memory.
KEPT_GAMES = 32
#: Uploaded saves' replays kept in memory, and for how long.
KEPT_UPLOADS = 16
UPLOAD_TTL_S = 3600.0
#: Uploads one client may make within ``UPLOAD_WINDOW_S`` seconds.
UPLOADS_PER_CLIENT = 20
UPLOAD_WINDOW_S = 600.0
#: Uploads replayed at once, server-wide, and how long one more waits for its turn (503 after).
UPLOADS_AT_ONCE = 2
UPLOAD_WAIT_S = 20.0
#: The prefix of an uploaded replay's id.
UPLOAD_PREFIX = "u."


class ReplayBook:
    """Replays of finished games and of uploaded saves, bounded and thread-safe."""

    def __init__(
        self,
        service: GameService,
        *,
        kept_games: int = KEPT_GAMES,
        kept_uploads: int = KEPT_UPLOADS,
        upload_ttl_s: float = UPLOAD_TTL_S,
        uploads_per_client: int = UPLOADS_PER_CLIENT,
    ) -> None:
        self.service = service
        self.kept_games = kept_games
        self.kept_uploads = kept_uploads
        self.upload_ttl_s = upload_ttl_s
        self.uploads_per_client = uploads_per_client
        self._lock = threading.Lock()
        self._replaying = threading.BoundedSemaphore(UPLOADS_AT_ONCE)
        self._games: OrderedDict[str, Replay] = OrderedDict()
        #: Uploaded replays by id, with the time each was made (time.monotonic), oldest first.
        self._uploads: OrderedDict[str, tuple[float, Replay]] = OrderedDict()
        self._upload_counts = Recent(UPLOAD_WINDOW_S)

    # -- finished games ----------------------------------------------------------------------------

    def for_game(self, game_id: str) -> Replay:
        """The replay of the finished game ``game_id``; 404 for no such game, 409 while it goes on."""
        with self._lock:
            kept = self._games.get(game_id)
            if kept is not None:
                self._games.move_to_end(game_id)
                return kept
        live = self.service.get(game_id)
        with live.lock:
            game = self.service.usable(live)
            if not game.is_over():
                raise ServiceError(
                    409,
                    "the game is not over: a replay shows every seat's hidden cards and objectives and every die, "
                    "so it opens when the game has ended",
                )
            actions = list(game.history)
            names = self.service.players.name_of
            seats = [
                {
                    "seat": i,
                    "kind": spec.kind,
                    "colour": game.player_name(i),
                    "name": names(spec.player) or game.player_name(i),
                    "level": spec.level if spec.kind == "ai" else None,
                }
                for i, spec in enumerate(live.seats)
            ]
            meta: dict[str, Any] = {
                "replay": live.id,
                "source": "game",
                "game": live.id,
                "seats": seats,
                "seed": live.seed,
                "seed_salt": live.seed_salt,
                "seed_commitment": live.commitment,
            }
            ruleset_id, players, options, seed = live.ruleset_id, live.players, dict(live.options), live.seed
        # Built outside the game's lock: the game is over, nothing changes it, and nobody waits for it.
        replay = Replay(ruleset_id, players, options, seed, actions, meta)
        with self._lock:
            self._games[game_id] = replay
            self._games.move_to_end(game_id)
            while len(self._games) > self.kept_games:
                self._games.popitem(last=False)
        return replay

    # -- uploads -----------------------------------------------------------------------------------

    def upload(self, body: bytes, client: str) -> Replay:
        """Replay an uploaded save and keep it under a new id (``replay.meta["replay"]``)."""
        if not self._upload_counts.take(client, self.uploads_per_client):
            raise ServiceError(
                429, f"too many uploads: at most {self.uploads_per_client} per client every {UPLOAD_WINDOW_S:g} s"
            )
        # Replaying a long save takes a core for a while: two at a time, whoever sends them, so uploads from
        # many clients never starve the games being played.
        if not self._replaying.acquire(timeout=UPLOAD_WAIT_S):
            raise ServiceError(503, "the server is replaying other uploads: try again in a minute")
        try:
            data = parse_upload(body, self.service.limits.max_upload_bytes)
            game = replay_upload(data)
            replay_id = UPLOAD_PREFIX + secrets.token_urlsafe(12)
            replay = self._uploaded_replay(data, game, replay_id)  # a second pass: inside the same bound
        finally:
            self._replaying.release()
        with self._lock:
            self._forget_expired()
            self._uploads[replay_id] = (time.monotonic(), replay)
            while len(self._uploads) > self.kept_uploads:
                self._uploads.popitem(last=False)
        return replay

    @staticmethod
    def _uploaded_replay(data: dict[str, Any], game: Game, replay_id: str) -> Replay:
        salt = data.get("seed_salt")
        meta = {
            "replay": replay_id,
            "source": "upload",
            "game": None,
            "seed": data["seed"],
            "seed_salt": salt,
            "seed_commitment": seed_commitment(data["seed"], salt) if isinstance(salt, str) else None,
        }
        return Replay(data["ruleset"], data["players"], dict(game.options), data["seed"], list(game.history), meta)

    def uploaded(self, replay_id: str) -> Replay:
        """An uploaded save's replay; 404 when there is none (never was, or forgotten)."""
        with self._lock:
            self._forget_expired()
            kept = self._uploads.get(replay_id)
        if kept is None:
            raise ServiceError(
                404, f"no uploaded replay {replay_id!r}: uploads are kept {self.upload_ttl_s / 60:g} minutes"
            )
        return kept[1]

    def upload_count(self) -> int:
        """How many uploaded replays are kept (for tests and checks)."""
        with self._lock:
            self._forget_expired()
            return len(self._uploads)

    def _forget_expired(self) -> None:
        """Drop uploads older than the time they are kept (under ``_lock``)."""
        now = time.monotonic()
        while self._uploads:
            made, _replay = next(iter(self._uploads.values()))
            if now - made <= self.upload_ttl_s:
                break
            self._uploads.popitem(last=False)
