"""Leases: which server process plays a game's computer seats and runs its clock.

When several processes share one PostgreSQL database, exactly one of them plays each game's computer
seats and enforces its turn clock: the one holding the game's lease, a PostgreSQL session advisory lock
(``pg_try_advisory_lock(NAMESPACE, key)``, ``key`` from the game's id) taken on a connection this process
keeps for its leases alone. PostgreSQL releases a session's advisory locks when the session ends, so when
a process dies (or its connection does) its leases are free at once, and another process takes them at
its next sweep. A process whose lease connection fails forgets every lease it held and closes that
connection (releasing them on the server too), then takes leases again on a new one.

Two games may share a key (31 bits of their ids' SHA-256): then one process holds both, which is harmless.
"""

from __future__ import annotations

import hashlib
import logging
import threading
from typing import Any

log = logging.getLogger("warroom.server")

#: The first key of every warroom advisory lock ("Warr"), so other applications' locks never collide.
NAMESPACE = 0x57617272


def lease_key(game_id: str) -> int:
    """The second key of a game's advisory lock: 31 bits of its id's SHA-256 (a positive int4)."""
    return int.from_bytes(hashlib.sha256(game_id.encode()).digest()[:4], "big") & 0x7FFFFFFF


class Leases:
    """The leases this process holds, on one dedicated connection (thread-safe)."""

    def __init__(self, conninfo: str) -> None:
        self.conninfo = conninfo
        self._lock = threading.Lock()
        self._conn: Any = None
        self._held: set[str] = set()

    def holds(self, game_id: str) -> bool:
        """Whether this process plays ``game_id``'s computer seats and clock (no database round trip)."""
        with self._lock:
            return game_id in self._held

    def held(self) -> set[str]:
        """The ids of the games whose leases this process holds (a copy)."""
        with self._lock:
            return set(self._held)

    def take(self, game_id: str) -> bool:
        """Try to take the lease of ``game_id`` (never waits); answer whether this process holds it now."""
        with self._lock:
            key = lease_key(game_id)
            if game_id in self._held or key in {lease_key(g) for g in self._held}:
                self._held.add(game_id)  # a key this session holds already (locking it twice would count)
                return True
            row = self._query("SELECT pg_try_advisory_lock(%s, %s)", (NAMESPACE, key))
            if row is None or not row[0]:
                return False
            self._held.add(game_id)
            return True

    def release(self, game_id: str) -> None:
        """Give up the lease of ``game_id`` (a finished game)."""
        with self._lock:
            if game_id not in self._held:
                return
            self._held.discard(game_id)
            if lease_key(game_id) not in {lease_key(g) for g in self._held}:  # a shared key stays locked
                self._query("SELECT pg_advisory_unlock(%s, %s)", (NAMESPACE, lease_key(game_id)))

    def taken_keys(self) -> set[int] | None:
        """The keys of every warroom lease held by any process on this database; None when the lease
        connection failed (then this process holds none)."""
        with self._lock:
            rows = self._query(
                "SELECT objid::bigint FROM pg_locks WHERE locktype = 'advisory' AND classid = %s AND objsubid = 2"
                " AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
                (NAMESPACE,),
                many=True,
            )
            return None if rows is None else {int(r[0]) for r in rows}

    def close(self) -> None:
        """Give up every lease (closing the connection releases them all)."""
        with self._lock:
            self._drop()

    def _query(self, sql: str, params: tuple[Any, ...], *, many: bool = False) -> Any:
        """Run ``sql`` on the lease connection (under ``_lock``); None when the connection fails, after
        which every lease is given up (the connection is closed, so the database releases them too)."""
        import psycopg

        try:
            if self._conn is None:
                self._conn = psycopg.connect(self.conninfo, autocommit=True)
            cursor = self._conn.execute(sql, params)
            return cursor.fetchall() if many else cursor.fetchone()
        except psycopg.Error as exc:
            if self._held:
                log.warning("cluster: the lease connection failed (%s); giving up %d lease(s)", exc, len(self._held))
            self._drop()
            return None

    def _drop(self) -> None:
        self._held.clear()
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception:  # closing a dead connection may fail: it is gone either way
                log.debug("cluster: closing the lease connection failed", exc_info=True)
