"""Several ``warroom serve`` processes on one PostgreSQL database (docs/server.md, "Several processes").

A :class:`Cluster` joins one process to the others: it marks the game service ``shared`` (each game is
caught up with the database before it is used, and an action another process stored first is a
Conflict), names the process in notifications, listens for the other processes' notifications
(warroom.server.notify) and wakes this process's WebSockets of the game named, and holds the leases of
the games whose computer seats and clocks this process plays (warroom.server.lease).

A sweep thread, every ``sweep_s`` seconds, takes the lease of every game that needs one (going on,
started, with a computer seat or a clock) and that no process holds (its holder died), gives up the
leases of games that ended, and catches up the leased games the notifications said (or a lost
notification did not say) had changed, then hands them to the computer players.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable

from sqlalchemy import or_, select
from sqlalchemy.exc import SQLAlchemyError

from warroom.server.db import games_table
from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.lease import Leases, lease_key
from warroom.server.live import LiveGame
from warroom.server.notify import Listener, Notice, send_notify

log = logging.getLogger("warroom.server")

#: Seconds between two sweeps for leases nobody holds.
SWEEP_S = 1.0


def conninfo_of(service: GameService) -> str:
    """A libpq connection string (URI) for the service's database, for psycopg's own connections."""
    return service.engine.url.set(drivername="postgresql").render_as_string(hide_password=False)


def needs_lease(live: LiveGame) -> bool:
    """Whether some process must play the game: it goes on, and has a computer seat or a clock."""
    return (
        not live.is_over and live.started and (live.turn_seconds is not None or any(s.kind == "ai" for s in live.seats))
    )


class Cluster:
    """This process's part in a cluster of server processes sharing ``service``'s PostgreSQL database."""

    def __init__(self, service: GameService, *, sweep_s: float = SWEEP_S, conninfo: str | None = None) -> None:
        self.service = service
        self.sweep_s = sweep_s
        self.node = secrets.token_hex(6)
        info = conninfo if conninfo is not None else conninfo_of(service)
        self.leases = Leases(info)
        self.listener = Listener(info, self._heard, self._connected)
        #: Hands a game to the computer players (the app sets it to AIWorker.schedule).
        self.schedule: Callable[[LiveGame], None] = lambda _live: None
        #: Forgets what this process holds of a game's chat (the app sets it to Chat.forget).
        self.forget_chat: Callable[[str], None] = lambda _game_id: None
        self._stop = threading.Event()
        self._cond = threading.Condition()
        #: Leased games to catch up and hand to the computer players (from notifications).
        self._pending: set[str] = set()
        #: Games this process tried to claim when they changed here (each once; the sweep does the rest).
        self._asked: set[str] = set()
        self._thread: threading.Thread | None = None
        service.shared = True
        service.node = self.node
        service.plays = self.leases.holds
        service.announce = self.announce
        service.on_change.append(self._claim)

    def start(self) -> None:
        self.listener.start()
        self._thread = threading.Thread(target=self._run, name="warroom-cluster", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop listening and sweeping, and give up every lease (another process takes them over)."""
        self._stop.set()
        with self._cond:
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)
        self.listener.stop(timeout)
        self.leases.close()

    # -- telling and hearing ------------------------------------------------------------------------

    def announce(self, live: LiveGame) -> None:
        """Tell the other processes that ``live`` changed (a change that is not an action: its
        transaction did not say it). A failure is logged: their next request catches up anyway."""
        notice = Notice(live.id, len(live.action_texts), self.node, "change")
        try:
            with self.service.engine.begin() as conn:
                send_notify(conn, notice.payload())
        except SQLAlchemyError as exc:
            log.warning("cluster: could not announce a change of game %s: %s", live.id, type(exc).__name__)

    def _heard(self, notice: Notice) -> None:
        """Another process changed a game: this process's WebSockets of it send their views again (each
        view catches the game up first), and a leased game is caught up for the computer players."""
        if notice.node == self.node:
            return
        if notice.kind == "change":
            self.forget_chat(notice.game)
        live = self.service.games.get(notice.game)
        if live is None:
            return
        live.wake()
        if self.leases.holds(notice.game):
            self._want(notice.game)

    def _connected(self) -> None:
        """The listener (re)connected: what was sent meanwhile was not heard, so every game held here
        counts as changed."""
        for live in list(self.service.games.values()):
            if live.is_over:
                continue
            self.forget_chat(live.id)
            live.wake()
            if self.leases.holds(live.id):
                self._want(live.id)

    def _want(self, game_id: str) -> None:
        with self._cond:
            self._pending.add(game_id)
            self._cond.notify_all()

    # -- leases ---------------------------------------------------------------------------------------

    def _claim(self, live: LiveGame) -> None:
        """A game changed here (created, started, joined): take its lease at once if nobody holds it, so
        its computer seats need not wait for the sweep. Each game is tried once this way."""
        if live.id in self._asked or not needs_lease(live) or self.leases.holds(live.id):
            return
        if len(self._asked) > 100_000:
            self._asked.clear()
        self._asked.add(live.id)
        if self.leases.take(live.id):
            log.info("cluster: this process plays game %s", live.id)
            self.schedule(live)

    def _run(self) -> None:
        next_sweep = 0.0
        while not self._stop.is_set():
            with self._cond:
                if not self._pending:
                    self._cond.wait(min(self.sweep_s, 0.2))
                pending, self._pending = self._pending, set()
            for game_id in pending:
                self._catch_up(game_id)
            now = time.monotonic()
            if now >= next_sweep:
                next_sweep = now + self.sweep_s
                try:
                    self.sweep()
                except Exception:  # a bug: log it and sweep again later, the games play on
                    log.exception("cluster: the lease sweep failed")

    def sweep(self) -> list[str]:
        """Take the leases nobody holds, give up those of finished games, catch up the leased games that
        lag behind the database; answer the games taken over."""
        taken = self.leases.taken_keys()
        if taken is None:
            return []  # the lease connection failed: this process holds none now; try again next sweep
        g = games_table.c
        query = select(g.id, g.action_count).where(
            g.is_over.is_(False),
            g.started.is_(True),
            or_(g.turn_seconds.is_not(None), g.seats.like('%"kind":"ai"%')),
        )
        try:
            with self.service.engine.connect() as conn:
                wanted = {row.id: int(row.action_count) for row in conn.execute(query)}
        except SQLAlchemyError as exc:
            log.warning("cluster: the lease sweep cannot read the games: %s", type(exc).__name__)
            return []
        for game_id in self.leases.held() - set(wanted):
            self.leases.release(game_id)  # it ended (or was never to be played by a computer)
        took = []
        for game_id, count in wanted.items():
            if self.leases.holds(game_id):
                live = self.service.games.get(game_id)
                if live is not None and live.game is not None and len(live.game.history) < count:
                    self._catch_up(game_id)  # a notification was lost
                continue
            if lease_key(game_id) in taken or not self.leases.take(game_id):
                continue
            took.append(game_id)
            log.info("cluster: this process plays game %s (taken over: nobody did)", game_id)
            self._catch_up(game_id)
        return took

    def _catch_up(self, game_id: str) -> None:
        """Bring a leased game up to the database (restoring it if need be) and hand it to the computer."""
        try:
            live = self.service.get(game_id)
            with live.lock:
                self.service.usable(live)
        except ServiceError as exc:
            log.warning("cluster: game %s cannot be played here now: %s", game_id, exc.message)
            return
        self.schedule(live)
