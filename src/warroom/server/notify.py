"""Changes told across server processes: PostgreSQL's ``NOTIFY warroom`` and one listener a process.

A process that commits an action sends ``NOTIFY warroom, '<game>:<action count>:<node>:action'`` in the
action's own transaction (PostgreSQL delivers it at the commit, never for a rolled-back one); other
changes of a game (a chat message, a seat taken, the game started) send ``...:change`` after their commit.
``node`` names the sending process, which ignores its own notifications. Each process listens on one
dedicated psycopg connection, in a thread of its own, and reconnects when that connection drops; after
each (re)connection it treats every game it holds as changed, since notifications sent while it was not
listening are lost.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Connection

log = logging.getLogger("warroom.server")

CHANNEL = "warroom"
#: Kinds of change a notification names: an action was committed, or something else of the game changed.
KINDS = ("action", "change")
#: Seconds between two checks that the listening connection is alive (a dead peer sends nothing).
PING_S = 5.0


@dataclass(frozen=True)
class Notice:
    """One notification: game ``game`` changed (``kind``) and now has ``count`` actions; sent by ``node``."""

    game: str
    count: int
    node: str
    kind: str

    def payload(self) -> str:
        """The notification's text: ``<game>:<count>:<node>:<kind>``."""
        return f"{self.game}:{self.count}:{self.node}:{self.kind}"

    @staticmethod
    def parse(payload: str) -> Notice | None:
        """The notice a payload carries, or None for one this server did not send (logged, ignored)."""
        parts = payload.rsplit(":", 3)
        if len(parts) != 4 or not parts[1].isdigit() or parts[3] not in KINDS or not parts[0]:
            return None
        return Notice(parts[0], int(parts[1]), parts[2], parts[3])


def send_notify(conn: Connection, payload: str) -> None:
    """``NOTIFY warroom, payload`` in the transaction of ``conn`` (sent when it commits)."""
    conn.execute(text("SELECT pg_notify(:channel, :payload)"), {"channel": CHANNEL, "payload": payload})


class Listener:
    """``LISTEN warroom`` on a connection of its own, handing each notice to ``on_notice`` (on its thread).

    ``on_connect`` runs after every (re)connection: what was sent meanwhile was not heard."""

    def __init__(
        self,
        conninfo: str,
        on_notice: Callable[[Notice], None],
        on_connect: Callable[[], None],
        *,
        retry_s: float = 1.0,
    ) -> None:
        self.conninfo = conninfo
        self.on_notice = on_notice
        self.on_connect = on_connect
        self.retry_s = retry_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._conn: Any = None
        #: Set once the first LISTEN is in place (tests and start-up wait for it).
        self.listening = threading.Event()

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="warroom-listen", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def backend_pid(self) -> int | None:
        """The database server's process id of the listening connection (tests end it to see a reconnect)."""
        conn = self._conn
        return None if conn is None else int(conn.info.backend_pid)

    def _run(self) -> None:
        import psycopg

        while not self._stop.is_set():
            try:
                with psycopg.connect(self.conninfo, autocommit=True) as conn:
                    self._conn = conn
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.listening.set()
                    self.on_connect()
                    self._listen(conn)
            except psycopg.Error as exc:
                if not self._stop.is_set():
                    log.warning("cluster: the notification listener lost its connection (%s); reconnecting", exc)
            except Exception:  # a bug in on_connect: log it, listen again
                log.exception("cluster: the notification listener failed; reconnecting")
            finally:
                self._conn = None
            self._stop.wait(self.retry_s)

    def _listen(self, conn: Any) -> None:
        pinged = time.monotonic()
        while not self._stop.is_set():
            for note in conn.notifies(timeout=0.5):
                notice = Notice.parse(note.payload)
                if notice is None:
                    log.warning("cluster: ignored a notification %r", note.payload[:100])
                    continue
                try:
                    self.on_notice(notice)
                except Exception:  # a bug in the handler: the next notices are still heard
                    log.exception("cluster: handling the notification %r failed", note.payload[:100])
            if time.monotonic() - pinged > PING_S:
                conn.execute("SELECT 1")  # raises once the connection is dead: then it reconnects
                pinged = time.monotonic()
