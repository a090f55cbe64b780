"""The game service: games in memory, restored from the database's action logs, and every change stored.

Each game lives in a :class:`LiveGame` with its own lock. Applying an action (a person's or a computer's)
happens under that lock: the engine applies it (or refuses it, state untouched: ``Game.apply`` is atomic
for every exception), then the action's row is committed, and only then is the caller answered. Should
the commit fail, the game is rebuilt from the database, so memory never runs ahead of what is stored.

Everything here is synchronous and may block (database): the web layer calls it from worker threads,
never on its event loop. Computer players think elsewhere (warroom.server.ai), never under a lock.

With ``shared`` (several processes on one PostgreSQL database, warroom.server.cluster), a game is caught
up with the database before each use (warroom.server.catchup), an action another process stored first
is a Conflict, and only the games this process ``plays`` get its computer moves and clocks.
"""

from __future__ import annotations

import hmac
import logging
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from sqlalchemy import Engine, func, select
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from warroom.core.actions import Action
from warroom.core.commitment import new_salt
from warroom.core.errors import IllegalAction, WarroomError
from warroom.core.game import Game
from warroom.core.registry import list_rulesets
from warroom.core.text import Msg, Seat
from warroom.server import error_words as _error_words  # noqa: F401  (the server.error.* words said here)
from warroom.server.catalog import ruleset_info
from warroom.server.catchup import Conflict, refresh
from warroom.server.db import actions_table, dumps, init_schema
from warroom.server.errors import ServiceError, internal_error
from warroom.server.limits import ClientLimiter, LimitExceeded, Limits
from warroom.server.live import LiveGame, Subscriber
from warroom.server.new_games import check_new_game
from warroom.server.notify import Notice
from warroom.server.players import Player, Players
from warroom.server.ratings import check_rated
from warroom.server.restore import active_rows, game_row, live_from_row, restore
from warroom.server.schemas import CreateGame, PostAction
from warroom.server.seating import hash_token, make_seats
from warroom.server.storage import StaleWrite, store_action, store_new_game
from warroom.server.views import full_save, seat_save, view_json

log = logging.getLogger("warroom.server")

#: Finished games kept in memory at most; older ones are read from the database again when asked for.
KEPT_FINISHED = 256
#: Times a person's action is judged again after other processes stored actions first, before a 409.
CONFLICT_TRIES = 3


def _canonical(game: Game, action_json: dict[str, Any]) -> str:
    """An action's JSON text as stored, to recognise a retried POST."""
    try:
        return dumps(game.codec.decode(action_json).to_json())
    except IllegalAction:
        return dumps(action_json)


def _reason(exc: SQLAlchemyError) -> str:
    """A database error's reason without the statement and its parameters (a seed, a token's hash)."""
    return f"{type(exc).__name__}: {str(getattr(exc, 'orig', None) or exc).splitlines()[0]}"


class GameService:
    """Every game of the server, its storage, and the rules of who may do what."""

    def __init__(
        self, engine: Engine, *, limits: Limits | None = None, snapshot_every: int = 50, any_seed: bool = False
    ) -> None:
        self.engine = engine
        #: Whether a client may choose the seed of a game with several people (tests, trusted tables only).
        self.any_seed = any_seed
        self.limits = limits or Limits()
        self.limiter = ClientLimiter(self.limits)
        self.snapshot_every = max(1, snapshot_every)
        self.games: dict[str, LiveGame] = {}
        self._games_lock = threading.Lock()
        #: Finished games in memory, the least recently finished or asked for first (under _games_lock).
        self._finished: OrderedDict[str, None] = OrderedDict()
        #: Called (outside any game lock) after a game changed: the computer-player worker listens here.
        self.on_change: list[Callable[[LiveGame], None]] = []
        self._rulesets: list[dict[str, Any]] | None = None
        self.players = Players(engine)
        # Several processes on one database (warroom.server.cluster sets these; one process: as here).
        #: Whether other processes write this database too: each game is caught up before it is used.
        self.shared = False
        #: The name of this process in notifications; None: no notifications.
        self.node: str | None = None
        #: Whether this process plays a game's computer seats and clock (its lease).
        self.plays: Callable[[str], bool] = lambda _game_id: True
        #: Tells the other processes of a change that is not an action (after its commit).
        self.announce: Callable[[LiveGame], None] | None = None

    # -- start ------------------------------------------------------------------------------------

    def start(self) -> None:
        """Create or upgrade the schema and read the games still going on (not their actions yet)."""
        init_schema(self.engine)
        for row in active_rows(self.engine):
            live = live_from_row(row)
            self.games[live.id] = live

    def restore_all(self, stop: threading.Event | None = None) -> None:
        """Restore every game not yet restored (the server's background task after a start); each one
        restored is announced, so its computer seats play on."""
        started = time.perf_counter()
        count = 0
        for live in list(self.games.values()):
            if stop is not None and stop.is_set():
                return
            with live.lock:
                if live.loaded:
                    continue
                restore(self.engine, live)
                count += 1
            self.changed(live, announce=False)
        if count:
            broken = sum(1 for g in self.games.values() if g.broken)
            took = time.perf_counter() - started
            log.info("restored %d game(s) in %.2f s (%d cannot be played)", count, took, broken)

    # -- lookups ----------------------------------------------------------------------------------

    def rulesets(self) -> list[dict[str, Any]]:
        """Every ruleset as ``GET /api/rulesets`` lists it (built when first asked, then kept)."""
        if self._rulesets is None:
            self._rulesets = [ruleset_info(r) for r in list_rulesets()]
        return self._rulesets

    def get(self, game_id: str) -> LiveGame:
        """The game ``game_id``: in memory, else read from the database (a finished game); 404 if none."""
        live = self.games.get(game_id)
        if live is not None:
            return live
        try:
            row = game_row(self.engine, game_id)
        except SQLAlchemyError as exc:
            log.error("cannot read game %s: %s", game_id, exc)
            raise ServiceError(503, "storage unavailable; try again") from None
        if row is None:
            raise ServiceError(404, f"no game {game_id!r}")
        with self._games_lock:
            live = self.games.setdefault(game_id, live_from_row(row))
        if live.is_over:
            self._keep_finished(live)
        return live

    def _keep_finished(self, live: LiveGame) -> None:
        """Remember a finished game in memory, forgetting the oldest beyond ``KEPT_FINISHED`` (those nobody
        watches: a watched one stays)."""
        with self._games_lock:
            self._finished[live.id] = None
            self._finished.move_to_end(live.id)
            watched = []
            while len(self._finished) > KEPT_FINISHED:
                old_id, _ = self._finished.popitem(last=False)
                old = self.games.get(old_id)
                if old is None or not old.is_over:
                    continue
                if old.subscribers:
                    watched.append(old_id)
                else:
                    del self.games[old_id]
            for old_id in watched:
                self._finished[old_id] = None

    def seat_for(self, live: LiveGame, token: str | None, player_key: str | None) -> int | None:
        """The seat a request opens: by a seat's token, else by a player key (the seat where that player
        sits: their games follow them to another device); None for neither (a spectator)."""
        if token:
            return self.seat_for_token(live, token)
        return self.seat_of(live, self.players.by_key(player_key))

    @staticmethod
    def seat_of(live: LiveGame, player: Player | None) -> int | None:
        """The seat where ``player`` sits in ``live`` (not one kept for them until they join), or None."""
        if player is None:
            return None
        for seat, spec in enumerate(live.seats):
            if spec.player == player.id and spec.kind == "human":
                return seat
        return None

    def seat_for_token(self, live: LiveGame, token: str | None) -> int | None:
        """The seat a token opens; None for no token (a spectator); 403 for a token of no seat."""
        if token is None or token == "":
            return None
        digest = hash_token(token)
        for seat, spec in enumerate(live.seats):
            if spec.token_hash is not None and hmac.compare_digest(spec.token_hash, digest):
                return seat
        raise ServiceError(403, "the token does not match any seat of this game")

    def usable(self, live: LiveGame) -> Game:
        """The game (restored first if need be), or 503 when it cannot be played. Under ``live.lock``."""
        if not live.loaded or (live.game is None and live.broken == "storage unavailable"):
            restore(self.engine, live)
            for listener in self.on_change:  # its computer seats play on
                listener(live)
        elif self.shared and not live.is_over:
            try:
                refresh(self.engine, live)  # another process may have stored actions or seats
            except SQLAlchemyError as exc:
                log.error("game %s: cannot catch up: %s", live.id, _reason(exc))
                raise ServiceError(503, "storage unavailable; try again") from None
            if live.is_over:
                self._keep_finished(live)
        if live.game is None or live.broken is not None:
            raise ServiceError(503, f"game {live.id} cannot be played: {live.broken}")
        return live.game

    def active_games(self) -> int:
        """How many games in memory are not over."""
        return sum(1 for g in self.games.values() if not g.is_over)

    # -- creating ----------------------------------------------------------------------------------

    def create(
        self,
        body: CreateGame,
        client: str,
        player: Player | None = None,
        *,
        kept: dict[int, str] | None = None,
        rematch_of: str | None = None,
    ) -> tuple[str, list[tuple[int, str]]]:
        """Create and store a game; answer its id and a token for each human seat. A named ``player``
        creating it sits at its first human seat; "open" seats wait for people from the lobby."""
        ruleset, game, seed, seats_in = check_new_game(body, any_seed=self.any_seed)
        seats, tokens = make_seats(seats_in, ruleset.id, player, kept or {})
        if body.rated:
            check_rated(seats, body.seed is not None)
        if self.active_games() >= self.limits.max_games:
            raise ServiceError(503, "the server holds as many games as it may; try again later")
        try:
            self.limiter.game_created(client)
        except LimitExceeded as exc:
            raise ServiceError(429, str(exc)) from None
        live = LiveGame(
            id=secrets.token_urlsafe(9),
            ruleset_id=ruleset.id,
            players=body.players,
            seats=seats,
            turn_seconds=body.turn_seconds,
            options=game.options,
            seed=seed,
            seed_salt=new_salt(),
            seed_chosen=body.seed is not None,
            is_over=game.is_over(),
            visibility=body.visibility,
            started=not any(s.kind == "open" for s in seats),
            creator_player=player.id if player is not None else None,
            on_timeout=body.on_timeout,
            rated=body.rated,
            rematch_of=rematch_of,
            hand_over_after=body.hand_over_after,
            game=game,
            loaded=True,
        )
        try:
            store_new_game(self.engine, live, game, client)
        except SQLAlchemyError as exc:
            log.error("cannot store a new game: %s", _reason(exc))
            raise ServiceError(503, "the game could not be stored; try again") from None
        with self._games_lock:
            self.games[live.id] = live
        self.changed(live)
        return live.id, tokens

    # -- views ---------------------------------------------------------------------------------------

    def _view(
        self, live: LiveGame, game: Game, seat: int | None, events_since: int | None, lang: str = "en"
    ) -> dict[str, Any]:
        return view_json(live, game, seat, events_since, self.players.name_of, lang)

    def view(
        self, live: LiveGame, seat: int | None, events_since: int | None = None, lang: str = "en"
    ) -> dict[str, Any]:
        """``seat``'s view (None: a spectator's), its words in ``lang``."""
        with live.lock:
            game = self.usable(live)
            return self._view(live, game, seat, events_since, lang)

    # -- actions ---------------------------------------------------------------------------------------

    def post_action(self, live: LiveGame, seat: int, body: PostAction, lang: str = "en") -> dict[str, Any]:
        """A person's action: 200 with the new view, or a ServiceError (400, 409, 500, 503). An action that
        another process stored first (a Conflict) is judged again against the game as it now is (at most
        ``CONFLICT_TRIES`` times): a stale ``after`` is then a 409, a retried ``action_id`` the view."""
        done: set[str] = set()  # "seat": the person took their seat back; "stored": the action was stored
        try:
            for tries_left in reversed(range(CONFLICT_TRIES)):
                try:
                    with live.lock:
                        return self._post_locked(live, seat, body, done, lang)
                except Conflict:
                    if not tries_left:
                        raise
            raise AssertionError("unreachable")
        finally:
            if done:
                self.changed(live, announce="stored" not in done)  # a stored action told the others itself

    def _post_locked(
        self, live: LiveGame, seat: int, body: PostAction, done: set[str], lang: str = "en"
    ) -> dict[str, Any]:
        game = self.usable(live)
        if seat in live.ai_playing:
            # The person is back: the seat is theirs again, and its clock starts anew.
            live.ai_playing.discard(seat)
            live.turn_only.pop(seat, None)
            live.decision_since = time.monotonic()
            done.add("seat")
        if body.action_id is not None and body.action_id in live.action_ids:
            _idx, by, first = live.action_ids[body.action_id]
            if by != seat or first != _canonical(game, body.action):
                raise ServiceError(409, f"action_id {body.action_id!r} was already used for another action")
            return self._view(live, game, seat, None, lang)
        if game.is_over():
            raise ServiceError(409, "the game is over")
        if not live.started:
            free = len(live.free_seats())
            if free == 1:
                raise ServiceError(409, "the game has not started: 1 open seat waits for people")
            raise ServiceError(409, f"the game has not started: {free} open seats wait for people")
        cp = game.current_player()
        if cp != seat:
            # The seat's name in the reader's language; the rest is translated with the answer (error_words.py).
            who = game.say(Seat(cp) if cp is not None else Msg("server.error.nobody"), lang)
            raise ServiceError(409, f"it is not your decision: {who} (seat {cp}) is to play")
        if body.after is not None and body.after != len(game.history):
            raise ServiceError(
                409, f"the game has moved on: {len(game.history)} actions were made, you have seen {body.after}"
            )
        try:
            action = game.codec.decode(body.action)
        except IllegalAction as exc:
            raise ServiceError(400, game.say(exc.message, lang)) from None  # core/codec_words.py
        self.apply_locked(live, game, seat, action, body.action_id, by_ai=False, lang=lang)
        done.add("stored")
        return self._view(live, game, seat, None, lang)

    def apply_locked(
        self,
        live: LiveGame,
        game: Game,
        seat: int,
        action: Action,
        action_id: str | None,
        *,
        by_ai: bool,
        lang: str = "en",
    ) -> None:
        """Apply and commit one action (under ``live.lock``): IllegalAction is a 400; any other failure of
        the engine a 500 with an error id, the game left at its last stored state; an action another
        process stored first a Conflict, the game caught up with the database."""
        count_before = len(game.history)
        try:
            game.apply(action)
        except IllegalAction as exc:
            # The reason in the asker's language where the ruleset gives it as a message.
            raise ServiceError(400, game.say(exc.message, lang)) from None
        except Exception as exc:
            if len(game.history) != count_before:
                # apply could not put itself back: the stored game is restored at its next use.
                live.game, live.loaded = None, False
            raise internal_error(
                exc, f"the engine failed on {action.to_json()} in game {live.id}; the action was not made"
            ) from None
        idx = len(game.history) - 1
        text = dumps(action.to_json())
        notice = None if self.node is None else Notice(live.id, idx + 1, self.node, "action").payload()
        try:
            store_action(
                self.engine, live, game, seat, text, action_id, by_ai=by_ai, snapshot_every=self.snapshot_every,
                notify=notice,
            )  # fmt: skip
        except (StaleWrite, IntegrityError) as exc:
            # Another process stored action ``idx`` first (the count moved on, or the key is taken): the
            # action applied here is not the game's; the database's game replaces it.
            log.info("game %s: action %d was stored by another process first (%s); catching up", live.id, idx, exc)
            restore(self.engine, live)
            raise Conflict(live.id, idx) from None
        except SQLAlchemyError as exc:
            why = _reason(exc)
            log.error("game %s: action %d could not be stored (%s); rebuilding from the database", live.id, idx, why)
            restore(self.engine, live)
            raise ServiceError(503, "the action could not be stored; try again") from None
        live.action_texts.append(text)
        if action_id is not None:
            live.action_ids[action_id] = (idx, seat, text)
        live.is_over = game.is_over()
        live.decision_since = time.monotonic()
        if live.is_over:
            self._keep_finished(live)

    # -- saves and odds ----------------------------------------------------------------------------------

    def save(self, live: LiveGame, seat: int | None) -> dict[str, Any]:
        """The game's save. Once it is over: the engine's save, seed and salt included (anyone may check
        the dice). While it goes on: what ``seat`` may see (a spectator: what anyone may see), never the
        seed, except in a practice game whose one person chose the seed and asks for it."""
        with live.lock:
            game = self.usable(live)
            if game.is_over():
                return full_save(live, game)
            practice = live.seed_chosen and seat is not None and live.people() == 1
            if practice:
                return full_save(live, game)
            return seat_save(live, game, seat)

    def odds(self, live: LiveGame, action_json: Any) -> dict[str, Any]:
        with live.lock:
            game = self.usable(live)
            try:
                action = game.codec.decode(action_json)
            except IllegalAction as exc:
                raise ServiceError(400, str(exc)) from None
            try:
                odds = game.odds(action)
            except WarroomError:
                odds = None
            return {"odds": odds}

    # -- changes -----------------------------------------------------------------------------------------

    def changed(self, live: LiveGame, *, announce: bool = True) -> None:
        """Wake every WebSocket of the game and the listeners (the computer-player worker); with
        ``announce``, tell the other processes too (where there are any)."""
        self.wake(live)
        for listener in self.on_change:
            listener(live)
        if announce and self.announce is not None:
            self.announce(live)

    def wake(self, live: LiveGame) -> None:
        """Wake every WebSocket of the game in this process: each sends its view again."""
        live.wake()

    def subscribe(self, live: LiveGame, seat: int | None) -> Subscriber:
        return live.subscribe(seat)

    def unsubscribe(self, live: LiveGame, sub: Subscriber) -> None:
        """Stop ``sub`` watching the game (``LiveGame.unsubscribe``)."""
        live.unsubscribe(sub)

    def stored_action_count(self, game_id: str) -> int:
        """How many actions of a game are committed (for tests and checks)."""
        with self.engine.connect() as conn:
            value = conn.execute(
                select(func.count()).select_from(actions_table).where(actions_table.c.game_id == game_id)
            ).scalar_one()
        return int(value)
