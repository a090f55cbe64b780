"""The game service: games in memory, rebuilt from the database's action logs, and every change stored.

Each game lives in a :class:`LiveGame` with its own lock. Applying an action (a person's or a computer's)
happens under that lock: the engine applies it (or refuses it, state untouched), then the action's row
is committed, and only then is the caller answered. Should the commit fail, the game is rebuilt from
the database, so memory never runs ahead of what is stored.

Everything here is synchronous and may block (database, computer players): the web layer calls it from
worker threads, never on its event loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import json
import logging
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Engine, func, select
from sqlalchemy.exc import SQLAlchemyError

from warroom.agents.base import Agent, AgentError, agent_names, make_agent
from warroom.cli.render import BROWSER_DESCRIBED, event_describer
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction, WarroomError
from warroom.core.game import Game
from warroom.core.registry import Ruleset, get_ruleset, list_rulesets
from warroom.core.saves import first_difference, save_data
from warroom.server.db import actions_table, dumps, games_table, init_schema, now, snapshots_table
from warroom.server.limits import ClientLimiter, LimitExceeded, Limits
from warroom.server.schemas import CreateGame, PostAction, SeatSpec

log = logging.getLogger("warroom.server")

#: The levels a person chooses from, in order; a ruleset offers those its agents support.
LEVELS = ("easy", "normal", "hard")
#: Events sent in one view at most (a client catching up asks again from ``events_to``).
MAX_EVENTS = 2000
#: Events sent when the client does not say where it is.
DEFAULT_EVENTS = 50


class ServiceError(Exception):
    """A refusal with its HTTP status and a message for the client."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


@dataclass
class Seat:
    kind: str  # "human" or "ai"
    level: str | None = None
    token_hash: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "token_hash": self.token_hash}


class Subscriber:
    """A WebSocket connection waiting for changes of one game, woken from any thread."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.loop = asyncio.get_running_loop()
        self.event = asyncio.Event()

    def notify(self) -> None:
        with contextlib.suppress(RuntimeError):  # a closed loop: the connection is gone
            self.loop.call_soon_threadsafe(self.event.set)


@dataclass
class LiveGame:
    """One game in memory. ``lock`` guards ``game`` and everything about its actions."""

    id: str
    ruleset_id: str
    players: int
    seats: list[Seat]
    turn_seconds: int | None
    game: Game | None = None
    #: Why the game cannot be played (it did not replay, or storage failed); None when it is fine.
    broken: str | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)
    #: Client action ids already applied: id -> (action index, seat, action JSON text).
    action_ids: dict[str, tuple[int, int, str]] = field(default_factory=dict)
    #: Human seats the computer is playing for because their person was late.
    ai_playing: set[int] = field(default_factory=set)
    #: When the current decision began (time.monotonic), for turn timers.
    decision_since: float = field(default_factory=time.monotonic)
    agents: dict[int, Agent] = field(default_factory=dict)
    #: Guards ``subscribers`` (kept apart from ``lock`` so the web loop never waits for a game).
    subs_lock: threading.Lock = field(default_factory=threading.Lock)
    subscribers: list[Subscriber] = field(default_factory=list)

    def current_player(self) -> int | None:
        return None if self.game is None else self.game.current_player()

    def connected(self, seat: int) -> bool:
        with self.subs_lock:
            return any(s.seat == seat for s in self.subscribers)

    def needs_ai(self) -> bool:
        """Whether the computer is to play now (an AI seat's decision, or a late person's)."""
        if self.game is None or self.broken is not None or self.game.is_over():
            return False
        cp = self.game.current_player()
        return cp is not None and (self.seats[cp].kind == "ai" or cp in self.ai_playing)


def _canonical(game: Game, action_json: dict[str, Any]) -> str:
    """An action's JSON text as stored, to recognise a retried POST."""
    try:
        return dumps(game.codec.decode(action_json).to_json())
    except IllegalAction:
        return dumps(action_json)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def default_level(ruleset_id: str) -> str:
    """The level a computer seat plays when none is given, and the one that stands in for a late person."""
    for spec in ("normal", *LEVELS, "greedy", "random"):
        try:
            make_agent(spec, ruleset_id)
        except AgentError:
            continue
        return spec
    raise ServiceError(422, f"no computer player plays {ruleset_id}")


def ruleset_info(ruleset: Ruleset) -> dict[str, Any]:
    """A ruleset as ``GET /api/rulesets`` lists it."""
    options = []
    for spec in ruleset.options:
        entry: dict[str, Any] = {
            "name": spec.name,
            "type": spec.type.__name__,
            "default": spec.default,
            "help": spec.help,
        }
        if spec.minimum is not None:
            entry["minimum"] = spec.minimum
        maximum = getattr(spec, "maximum", None)
        if maximum is not None:
            entry["maximum"] = maximum
        if spec.choices is not None:
            entry["choices"] = list(spec.choices)
        options.append(entry)
    agents = []
    for name in agent_names():
        try:
            make_agent(name, ruleset.id)
        except AgentError:
            continue
        agents.append(name)
    return {
        "id": ruleset.id,
        "title": ruleset.title,
        "min_players": ruleset.min_players,
        "max_players": ruleset.max_players,
        "options": options,
        "levels": [level for level in LEVELS if level in agents],
        "agents": agents,
    }


def board_json(ruleset: Ruleset) -> dict[str, Any] | None:
    """A ruleset's board as ``GET /api/rulesets/{id}/board`` answers it; None for a boardless ruleset."""
    if ruleset.board is None:
        return None
    board = ruleset.board()
    return {
        "id": board.id,
        "name": dict(board.names),
        "spaces": [
            {
                "id": space.id,
                "name": dict(space.names),
                "kind": space.kind,
                "position": list(space.position) if space.position is not None else None,
                "adjacent": dict(board.adjacent[space.id]),
                "groups": list(board.groups_of[space.id]),
            }
            for space in board.spaces.values()
        ],
        "groups": [
            {
                "id": group.id,
                "name": dict(group.names),
                "kind": group.kind,
                "bonus": group.bonus,
                "spaces": list(group.spaces),
            }
            for group in board.groups.values()
        ],
    }


class GameService:
    """Every game of the server, its storage, and the rules of who may do what."""

    def __init__(self, engine: Engine, *, limits: Limits | None = None, snapshot_every: int = 50) -> None:
        self.engine = engine
        self.limits = limits or Limits()
        self.limiter = ClientLimiter(self.limits)
        self.snapshot_every = max(1, snapshot_every)
        self.games: dict[str, LiveGame] = {}
        self._games_lock = threading.Lock()
        #: Called (outside any game lock) after a game changed: the computer-player worker listens here.
        self.on_change: list[Callable[[LiveGame], None]] = []
        self._rulesets: list[dict[str, Any]] | None = None

    # -- start ------------------------------------------------------------------------------------

    def start(self) -> None:
        """Create or upgrade the schema, then rebuild every stored game by replaying its actions."""
        init_schema(self.engine)
        with self.engine.connect() as conn:
            rows = conn.execute(select(games_table).order_by(games_table.c.created)).mappings().all()
        started = time.perf_counter()
        for row in rows:
            live = LiveGame(
                id=row["id"],
                ruleset_id=row["ruleset"],
                players=row["players"],
                seats=[Seat(**s) for s in json.loads(row["seats"])],
                turn_seconds=row["turn_seconds"],
            )
            self._restore(live, json.loads(row["options"]), int(row["seed"]))
            self.games[live.id] = live
        if rows:
            broken = sum(1 for g in self.games.values() if g.broken)
            log.info(
                "restored %d game(s) from the database in %.2f s (%d cannot be played)",
                len(rows),
                time.perf_counter() - started,
                broken,
            )

    def _restore(self, live: LiveGame, options: dict[str, Any], seed: int) -> None:
        """Rebuild ``live.game`` from the stored actions, checking every stored snapshot on the way."""
        live.game = None
        live.action_ids.clear()
        try:
            with self.engine.connect() as conn:
                actions = list(
                    conn.execute(
                        select(actions_table).where(actions_table.c.game_id == live.id).order_by(actions_table.c.idx)
                    ).mappings()
                )
                snaps = {
                    r.action_count: r.snapshot
                    for r in conn.execute(
                        select(snapshots_table.c.action_count, snapshots_table.c.snapshot).where(
                            snapshots_table.c.game_id == live.id
                        )
                    )
                }
        except SQLAlchemyError as exc:
            live.broken = "storage unavailable"
            log.error("game %s: cannot read its actions: %s", live.id, exc)
            return
        try:
            game = get_ruleset(live.ruleset_id).new_game(live.players, options, seed)
        except WarroomError as exc:
            live.broken = f"the game cannot be started again: {exc}"
            log.error("game %s: %s", live.id, live.broken)
            return

        def check(count: int) -> bool:
            text = snaps.get(count)
            if text is None:
                return True
            where = first_difference(json.loads(text), game.snapshot())
            if where is not None:
                live.broken = f"replaying its first {count} actions does not reproduce the stored state ({where})"
                log.error("game %s: %s", live.id, live.broken)
                return False
            return True

        if not check(0):
            return
        for i, row in enumerate(actions):
            if row["idx"] != i:
                live.broken = f"action {i} is missing from the database"
                log.error("game %s: %s", live.id, live.broken)
                return
            try:
                game.apply(game.codec.decode(json.loads(row["action"])))
            except IllegalAction as exc:
                live.broken = f"action {i} does not replay: {exc}"
                log.error("game %s: %s", live.id, live.broken)
                return
            if row["action_id"] is not None:
                live.action_ids[row["action_id"]] = (i, row["seat"], row["action"])
            if not check(i + 1):
                return
        live.game = game
        live.broken = None
        live.decision_since = time.monotonic()

    def _reload(self, live: LiveGame) -> None:
        """Rebuild a game from the database after a failed commit (called under its lock)."""
        try:
            with self.engine.connect() as conn:
                row = conn.execute(select(games_table).where(games_table.c.id == live.id)).mappings().one()
        except SQLAlchemyError as exc:
            live.game = None
            live.broken = "storage unavailable"
            log.error("game %s: cannot reload: %s", live.id, exc)
            return
        self._restore(live, json.loads(row["options"]), int(row["seed"]))

    # -- lookups ----------------------------------------------------------------------------------

    def rulesets(self) -> list[dict[str, Any]]:
        if self._rulesets is None:
            self._rulesets = [ruleset_info(r) for r in list_rulesets()]
        return self._rulesets

    def get(self, game_id: str) -> LiveGame:
        live = self.games.get(game_id)
        if live is None:
            raise ServiceError(404, f"no game {game_id!r}")
        return live

    def seat_for_token(self, live: LiveGame, token: str | None) -> int | None:
        """The seat a token opens; None for no token (a spectator); 403 for a token of no seat."""
        if token is None or token == "":
            return None
        digest = hash_token(token)
        for seat, spec in enumerate(live.seats):
            if spec.token_hash is not None and hmac.compare_digest(spec.token_hash, digest):
                return seat
        raise ServiceError(403, "the token does not match any seat of this game")

    def _usable(self, live: LiveGame) -> Game:
        """The game, or 503 when it cannot be played (rebuilt first if storage failed earlier)."""
        if live.game is None and live.broken == "storage unavailable":
            self._reload(live)
        if live.game is None or live.broken is not None:
            raise ServiceError(503, f"game {live.id} cannot be played: {live.broken}")
        return live.game

    # -- creating ----------------------------------------------------------------------------------

    def create(self, body: CreateGame, client: str) -> tuple[str, list[tuple[int, str]]]:
        """Create and store a game; answer its id and a token for each human seat."""
        try:
            ruleset = get_ruleset(body.ruleset)
        except WarroomError as exc:
            raise ServiceError(422, str(exc)) from None
        seats_in = body.seats
        if seats_in is None:
            seats_in = [SeatSpec(kind="human")] + [SeatSpec(kind="ai") for _ in range(body.players - 1)]
        if len(seats_in) != body.players:
            raise ServiceError(422, f"'seats' lists {len(seats_in)} seat(s) for {body.players} players")
        seed = body.seed if body.seed is not None else secrets.randbits(62)
        try:
            game = ruleset.new_game(body.players, body.options, seed)
        except WarroomError as exc:
            raise ServiceError(422, str(exc)) from None
        seats: list[Seat] = []
        tokens: list[tuple[int, str]] = []
        for i, spec in enumerate(seats_in):
            if spec.kind == "human":
                if spec.level is not None:
                    raise ServiceError(422, f"seat {i}: a human seat has no level")
                token = secrets.token_urlsafe(24)
                tokens.append((i, token))
                seats.append(Seat("human", None, hash_token(token)))
            else:
                level = spec.level or default_level(ruleset.id)
                try:
                    make_agent(level, ruleset.id)
                except AgentError as exc:
                    raise ServiceError(422, f"seat {i}: {exc}") from None
                seats.append(Seat("ai", level, None))
        if len(self.games) >= self.limits.max_games:
            raise ServiceError(503, "the server holds as many games as it may; try again later")
        try:
            self.limiter.game_created(client)
        except LimitExceeded as exc:
            raise ServiceError(429, str(exc)) from None
        game_id = secrets.token_urlsafe(9)
        stamp = now()
        try:
            with self.engine.begin() as conn:
                conn.execute(
                    games_table.insert().values(
                        id=game_id,
                        ruleset=ruleset.id,
                        players=body.players,
                        options=dumps(game.options),
                        seed=seed,
                        seats=dumps([s.to_json() for s in seats]),
                        turn_seconds=body.turn_seconds,
                        creator=client[:128],
                        action_count=0,
                        is_over=game.is_over(),
                        created=stamp,
                        updated=stamp,
                    )
                )
                conn.execute(
                    snapshots_table.insert().values(
                        game_id=game_id, action_count=0, snapshot=dumps(game.snapshot()), created=stamp
                    )
                )
        except SQLAlchemyError as exc:
            log.error("cannot store a new game: %s", exc)
            raise ServiceError(503, "the game could not be stored; try again") from None
        live = LiveGame(
            id=game_id,
            ruleset_id=ruleset.id,
            players=body.players,
            seats=seats,
            turn_seconds=body.turn_seconds,
            game=game,
        )
        with self._games_lock:
            self.games[game_id] = live
        self.changed(live)
        return game_id, tokens

    # -- views ---------------------------------------------------------------------------------------

    def view(self, live: LiveGame, seat: int | None, events_since: int | None = None) -> dict[str, Any]:
        with live.lock:
            game = self._usable(live)
            return self._view_locked(live, game, seat, events_since)

    def _view_locked(self, live: LiveGame, game: Game, seat: int | None, events_since: int | None) -> dict[str, Any]:
        cp = game.current_player()
        result = game.result()
        n = len(game.log)
        start = max(0, n - DEFAULT_EVENTS) if events_since is None else min(max(0, events_since), n)
        end = min(n, start + MAX_EVENTS)
        # A sentence per event from the ruleset's describer, where the browser does not word them itself.
        describe = None if live.ruleset_id in BROWSER_DESCRIBED else event_describer(live.ruleset_id)
        events = []
        for i in range(start, end):
            event = game.log[i]
            shown = game.public_event(event, seat)
            if shown is not None:
                # Its position in the log: clients merge overlapping ranges of events by it.
                item = {**shown, "seq": i}
                if describe is not None:
                    # The describer reads the event through public_event for this seat too. A sentence is
                    # a nicety: a describer's bug leaves the event without one, never the view unsent.
                    try:
                        text = describe(game, event, None, seat, "en")
                    except Exception:
                        log.exception("cannot describe event %d of game %s", i, live.id)
                        text = None
                    if text:
                        item["text"] = text
                events.append(item)
        seats = []
        for i, spec in enumerate(live.seats):
            entry: dict[str, Any] = {"seat": i, "kind": spec.kind, "name": game.player_name(i)}
            if spec.kind == "ai":
                entry["level"] = spec.level
            else:
                entry["connected"] = live.connected(i)
                entry["ai_playing"] = i in live.ai_playing
            seats.append(entry)
        legal: list[dict[str, Any]] = []
        if seat is not None and seat == cp:
            legal = [{"action": a.to_json(), "label": game.describe(a)} for a in game.legal_actions()]
        return {
            "game": live.id,
            "ruleset": live.ruleset_id,
            "players": live.players,
            "seat": seat,
            "seats": seats,
            "action_count": len(game.history),
            "current_player": cp,
            "is_over": game.is_over(),
            "result": result.to_json() if result is not None else None,
            "turn_seconds": live.turn_seconds,
            "view": game.view(seat),
            "legal_actions": legal,
            "events": events,
            "events_from": start,
            "events_to": end,
        }

    # -- actions ---------------------------------------------------------------------------------------

    def post_action(self, live: LiveGame, seat: int, body: PostAction) -> dict[str, Any]:
        """A person's action: 200 with the new view, or a ServiceError (400, 409, 503)."""
        notify = False
        try:
            with live.lock:
                game = self._usable(live)
                if seat in live.ai_playing:
                    # The person is back: the seat is theirs again, and its clock starts anew.
                    live.ai_playing.discard(seat)
                    live.decision_since = time.monotonic()
                    notify = True
                if body.action_id is not None and body.action_id in live.action_ids:
                    _idx, by, first = live.action_ids[body.action_id]
                    if by != seat or first != _canonical(game, body.action):
                        raise ServiceError(409, f"action_id {body.action_id!r} was already used for another action")
                    return self._view_locked(live, game, seat, None)
                if game.is_over():
                    raise ServiceError(409, "the game is over")
                cp = game.current_player()
                if cp != seat:
                    who = game.player_name(cp) if cp is not None else "nobody"
                    raise ServiceError(409, f"it is not your decision: {who} (seat {cp}) is to play")
                if body.after is not None and body.after != len(game.history):
                    raise ServiceError(
                        409,
                        f"the game has moved on: {len(game.history)} actions were made, you have seen {body.after}",
                    )
                try:
                    action = game.codec.decode(body.action)
                except IllegalAction as exc:
                    raise ServiceError(400, str(exc)) from None
                self._apply_locked(live, game, seat, action, body.action_id, by_ai=False)
                notify = True
                return self._view_locked(live, game, seat, None)
        finally:
            if notify:
                self.changed(live)

    def _apply_locked(
        self, live: LiveGame, game: Game, seat: int, action: Action, action_id: str | None, *, by_ai: bool
    ) -> None:
        """Apply and commit one action (under ``live.lock``). IllegalAction becomes a 400."""
        try:
            game.apply(action)
        except IllegalAction as exc:
            raise ServiceError(400, str(exc)) from None
        idx = len(game.history) - 1
        text = dumps(action.to_json())
        stamp = now()
        count = idx + 1
        try:
            with self.engine.begin() as conn:
                conn.execute(
                    actions_table.insert().values(
                        game_id=live.id,
                        idx=idx,
                        seat=seat,
                        action=text,
                        action_id=action_id,
                        by_ai=by_ai,
                        committed=stamp,
                    )
                )
                if count % self.snapshot_every == 0 or game.is_over():
                    conn.execute(
                        snapshots_table.insert().values(
                            game_id=live.id, action_count=count, snapshot=dumps(game.snapshot()), created=stamp
                        )
                    )
                conn.execute(
                    games_table.update()
                    .where(games_table.c.id == live.id)
                    .values(action_count=count, is_over=game.is_over(), updated=stamp)
                )
        except SQLAlchemyError as exc:
            log.error("game %s: action %d could not be stored (%s); rebuilding from the database", live.id, idx, exc)
            self._reload(live)
            raise ServiceError(503, "the action could not be stored; try again") from None
        if action_id is not None:
            live.action_ids[action_id] = (idx, seat, dumps(action.to_json()))
        live.decision_since = time.monotonic()

    def play_ai(self, live: LiveGame) -> bool:
        """Make one computer move in ``live`` if the computer is to play; answer whether it still is."""
        with live.lock:
            if not live.needs_ai():
                return False
            game = live.game
            assert game is not None
            seat = game.current_player()
            assert seat is not None
            agent = live.agents.get(seat)
            if agent is None:
                level = live.seats[seat].level or default_level(live.ruleset_id)
                agent = live.agents[seat] = make_agent(level, live.ruleset_id, secrets.randbits(32))
            try:
                action = agent.choose(game, seat)
                if not game.is_legal(action):
                    raise IllegalAction(f"the computer chose an illegal action {action.to_json()}")
            except Exception:  # a computer player's bug must not stop the game: play a legal action
                log.exception("game %s: the computer player of seat %d failed; playing a random action", live.id, seat)
                legal = game.legal_actions()
                action = legal[secrets.randbelow(len(legal))]
            try:
                self._apply_locked(live, game, seat, action, None, by_ai=True)
            except ServiceError:
                return False
            more = live.needs_ai()
        self.changed(live)
        return more

    def take_over_late(self) -> list[LiveGame]:
        """Hand to the computer every person's seat whose decision has waited longer than its timer."""
        late = []
        clock = time.monotonic()
        for live in list(self.games.values()):
            if live.turn_seconds is None or live.game is None or live.broken is not None:
                continue
            if clock - live.decision_since < live.turn_seconds:
                continue
            with live.lock:
                game = live.game
                if game is None or game.is_over():
                    continue
                cp = game.current_player()
                if cp is None or live.seats[cp].kind != "human" or cp in live.ai_playing:
                    continue
                if time.monotonic() - live.decision_since < live.turn_seconds:
                    continue
                live.ai_playing.add(cp)
                log.info("game %s: seat %d is late; the computer plays for it", live.id, cp)
            late.append(live)
        for live in late:
            self.changed(live)
        return late

    # -- saves and odds ----------------------------------------------------------------------------------

    def save(self, live: LiveGame, seat: int | None) -> dict[str, Any]:
        """The engine's save of the game. It holds the seed and every secret, so while the game goes on
        only a seat's token gets it, and only when no other person plays in it."""
        with live.lock:
            game = self._usable(live)
            if not game.is_over():
                if seat is None:
                    raise ServiceError(
                        403,
                        "the save holds the seed and every player's secrets: it needs a seat's token "
                        "while the game goes on",
                    )
                others = [i for i, s in enumerate(live.seats) if s.kind == "human" and i != seat]
                if others:
                    raise ServiceError(
                        403,
                        "the save holds every player's secrets: with other people in the game it is "
                        "available once the game is over",
                    )
            return save_data(game, {"server_game": live.id})

    def odds(self, live: LiveGame, action_json: Any) -> dict[str, Any]:
        with live.lock:
            game = self._usable(live)
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

    def changed(self, live: LiveGame) -> None:
        """Wake every WebSocket of the game and the listeners (the computer-player worker)."""
        with live.subs_lock:
            subs = list(live.subscribers)
        for sub in subs:
            sub.notify()
        for listener in self.on_change:
            listener(live)

    def subscribe(self, live: LiveGame, seat: int | None) -> Subscriber:
        sub = Subscriber(seat)
        with live.subs_lock:
            live.subscribers.append(sub)
        if seat is not None:
            self._notify_others(live, sub)
        return sub

    def unsubscribe(self, live: LiveGame, sub: Subscriber) -> None:
        with live.subs_lock:
            if sub in live.subscribers:
                live.subscribers.remove(sub)
        if sub.seat is not None:
            self._notify_others(live, sub)

    def _notify_others(self, live: LiveGame, sub: Subscriber) -> None:
        """A seat came or went: the others' views show it."""
        with live.subs_lock:
            others = [s for s in live.subscribers if s is not sub]
        for other in others:
            other.notify()

    def stored_action_count(self, game_id: str) -> int:
        """How many actions of a game are committed (for tests and checks)."""
        with self.engine.connect() as conn:
            value = conn.execute(
                select(func.count()).select_from(actions_table).where(actions_table.c.game_id == game_id)
            ).scalar_one()
        return int(value)
