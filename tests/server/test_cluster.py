"""Two real ``warroom serve`` processes on one PostgreSQL database (docs/server.md, "Several processes").

A game of two people and two computer seats is created on process 1; person 1 plays through process 1
(HTTP and WebSocket), person 2 through process 2. Each sees the other's moves, and the computer's,
pushed over its own socket within a second or two. Both processes are sent the same action index at the
same moment: exactly one stores it, the other answers 409. Then process 1, which plays the computer
seats, is killed with SIGKILL: every acknowledged action is still stored, process 2 takes the computer
seats over, and both people play on through process 2.

Runs in a schema of its own in the database of WARROOM_TEST_POSTGRES_URL (skipped without it), so it
never touches the tables of other tests using that database.
"""

from __future__ import annotations

import json
import random
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest
from serve_process import Server
from server_helpers import POSTGRES_ENV, auth, postgres_url, wait_for
from sqlalchemy import select
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from warroom.server.db import actions_table, make_engine
from warroom.server.lease import Leases, lease_key
from warroom.server.notify import Listener, Notice, send_notify

#: The longest a move made through one process may take to reach a socket on the other (seconds).
PUSH_S = 3.0
SERVE_ARGS = ("--ai-processes", "1")


@pytest.fixture
def cluster_db() -> Iterator[str]:
    """A database URL whose tables live in a fresh schema of the test database, dropped afterwards."""
    url = postgres_url()
    if url is None:
        pytest.skip(f"no PostgreSQL server: set {POSTGRES_ENV} (.ci/run does)")
    import psycopg

    schema = f"warroom_cluster_{secrets.token_hex(4)}"
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    try:
        yield f"{url}{'&' if '?' in url else '?'}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")


class Watcher:
    """A person's WebSocket on one server, keeping every view it is sent (read on a thread)."""

    def __init__(self, server: Server, game_id: str, token: str) -> None:
        self._stack = ExitStack()
        url = f"ws://127.0.0.1:{server.port}/api/games/{game_id}/ws"
        self.ws: ClientConnection = self._stack.enter_context(connect(url, open_timeout=10))
        self.ws.send(json.dumps({"token": token}))
        self.views: list[dict[str, Any]] = []
        self.cond = threading.Condition()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        try:
            for message in self.ws:
                with self.cond:
                    self.views.append(json.loads(message))
                    self.cond.notify_all()
        except ConnectionClosed:
            pass

    def wait(self, check: Callable[[dict[str, Any]], bool], what: str, timeout: float) -> dict[str, Any]:
        """The first view (the latest one, or one still to come) for which ``check`` holds."""
        deadline = time.monotonic() + timeout
        with self.cond:
            while not (self.views and check(self.views[-1])):
                left = deadline - time.monotonic()
                if left <= 0:
                    seen = self.views[-1]["action_count"] if self.views else None
                    pytest.fail(f"gave up after {timeout:g} s waiting for {what} (last view: {seen} actions)")
                self.cond.wait(left)
            return self.views[-1]

    def close(self) -> None:
        self._stack.close()
        self.thread.join(5)


class Table:
    """The two people, each with a server, a socket and a token, and the actions acknowledged to them."""

    def __init__(self, game_id: str, tokens: dict[int, str]) -> None:
        self.game_id = game_id
        self.tokens = tokens
        self.servers: dict[int, Server] = {}
        self.watchers: dict[int, Watcher] = {}
        self.acked: dict[int, dict[str, Any]] = {}
        #: The most actions any answer has shown: an older view on a socket is not acted on.
        self.count = 0
        self.rng = random.Random(7)
        self.slowest_push = 0.0

    def seat_at(self, seat: int, server: Server) -> None:
        if seat in self.watchers:
            self.watchers[seat].close()
        self.servers[seat] = server
        self.watchers[seat] = Watcher(server, self.game_id, self.tokens[seat])

    def decision(self, timeout: float = 20.0) -> tuple[int, dict[str, Any]] | None:
        """The person whose decision it is and their view, from their own socket; None once it is over."""
        found: list[tuple[int, dict[str, Any]]] = []

        def mine() -> bool:
            for seat, watcher in self.watchers.items():
                with watcher.cond:
                    view = watcher.views[-1] if watcher.views else None
                fresh = view is not None and view["action_count"] >= self.count
                if view is not None and fresh and (view["is_over"] or view["legal_actions"]):
                    found.append((seat, view))
                    return True
            return False

        wait_for(mine, "a person's decision, pushed on their socket", timeout=timeout)
        seat, view = found[0]
        return None if view["is_over"] else (seat, view)

    def move(self) -> bool:
        """The person to decide makes a random legal move through their own server; the other person's
        socket (on the other server, before the kill) shows it. False once the game is over."""
        found = self.decision()
        if found is None:
            return False
        seat, view = found
        action = self.rng.choice(view["legal_actions"])["action"]
        body = {"action": action, "after": view["action_count"]}
        answer = self.servers[seat].http.post(
            f"/api/games/{self.game_id}/actions", json=body, headers=auth(self.tokens[seat])
        )
        assert answer.status_code == 200, answer.text
        count = answer.json()["action_count"]
        self.acked[count - 1] = action
        self.count = max(self.count, count)
        sent = time.monotonic()
        for other, watcher in self.watchers.items():
            if other != seat:
                watcher.wait(lambda v: v["action_count"] >= count, f"action {count - 1} pushed to seat {other}", PUSH_S)
                self.slowest_push = max(self.slowest_push, time.monotonic() - sent)
        return True


def stored(db: str, game_id: str) -> list[Any]:
    engine = make_engine(db)
    try:
        with engine.connect() as conn:
            a = actions_table.c
            query = select(a.idx, a.action, a.by_ai).where(a.game_id == game_id).order_by(a.idx)
            return list(conn.execute(query))
    finally:
        engine.dispose()


def race(table: Table, one: Server, two: Server) -> None:
    """Both processes are sent the same action index at once: exactly one stores it."""
    found = table.decision()
    assert found is not None
    seat, view = found
    body = {"action": view["legal_actions"][0]["action"], "after": view["action_count"]}
    answers: dict[str, Any] = {}
    start = threading.Barrier(2)

    def post(name: str, server: Server) -> None:
        start.wait()
        answers[name] = server.http.post(
            f"/api/games/{table.game_id}/actions", json=body, headers=auth(table.tokens[seat])
        )

    threads = [threading.Thread(target=post, args=(n, s)) for n, s in (("one", one), ("two", two))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    statuses = sorted(a.status_code for a in answers.values())
    assert statuses == [200, 409], [a.text for a in answers.values()]
    won = next(a for a in answers.values() if a.status_code == 200)
    lost = next(a for a in answers.values() if a.status_code == 409)
    assert "moved on" in lost.json()["detail"]
    assert won.json()["action_count"] == view["action_count"] + 1
    table.acked[view["action_count"]] = body["action"]
    table.count = max(table.count, won.json()["action_count"])


def test_two_processes_share_games_and_the_survivor_plays_on(cluster_db: str, tmp_path: Path) -> None:
    one = Server(cluster_db, tmp_path / "one.log", args=SERVE_ARGS)
    two: Server | None = None
    try:
        two = Server(cluster_db, tmp_path / "two.log", args=SERVE_ARGS)
        seats = [
            {"kind": "human"},
            {"kind": "human"},
            {"kind": "ai", "level": "random"},
            {"kind": "ai", "level": "random"},
        ]
        created = one.http.post("/api/games", json={"ruleset": "war", "players": 4, "seats": seats})
        assert created.status_code == 201, created.text
        game_id = created.json()["id"]
        table = Table(game_id, {s["seat"]: s["token"] for s in created.json()["seats"]})
        table.seat_at(0, one)
        table.seat_at(1, two)
        wait_for(lambda: f"plays game {game_id}" in one.log_tail(20000), "process 1 to play the computer seats")

        for _ in range(12):
            assert table.move(), "the game ended too early for this test"
        race(table, one, two)
        for _ in range(6):
            assert table.move()
        # The computer seats were played by process 1 so far.
        assert any(row.by_ai for row in stored(cluster_db, game_id)), "no computer move before the kill"

        one.kill()
        killed_at = len(stored(cluster_db, game_id))
        rows = stored(cluster_db, game_id)
        for idx, action in table.acked.items():
            assert json.loads(rows[idx].action) == action, f"acknowledged action {idx} lost"

        # Process 2 takes the computer seats over; both people play on through it.
        table.seat_at(0, two)
        wait_for(lambda: "taken over" in two.log_tail(20000), "process 2 to take the game over", timeout=15)
        deadline = time.monotonic() + 40
        while time.monotonic() < deadline:
            after = stored(cluster_db, game_id)[killed_at:]
            if any(row.by_ai for row in after) and sum(not row.by_ai for row in after) >= 6:
                break
            if not table.move():
                break
        after = stored(cluster_db, game_id)[killed_at:]
        assert any(row.by_ai for row in after), "the computer seats did not play after the kill"
        for idx, action in table.acked.items():  # still all there, each once, in place
            assert json.loads(stored(cluster_db, game_id)[idx].action) == action
        assert table.slowest_push < PUSH_S, table.slowest_push
        assert "Traceback" not in two.log_tail(100000), two.log_tail()
        for watcher in table.watchers.values():
            watcher.close()
    finally:
        one.kill()
        if two is not None:
            two.kill()


def conninfo(db: str) -> str:
    return make_engine(db).url.set(drivername="postgresql").render_as_string(hide_password=False)


def test_a_lease_has_one_holder_and_is_free_once_its_holder_is_gone(cluster_db: str) -> None:
    one, two = Leases(conninfo(cluster_db)), Leases(conninfo(cluster_db))
    game = secrets.token_urlsafe(9)
    try:
        assert one.take(game) and one.holds(game)
        assert not two.take(game) and not two.holds(game)
        assert lease_key(game) in (two.taken_keys() or set())
        one.close()  # its connection ends (as when its process dies): the database frees the lock soon
        wait_for(lambda: two.take(game), "the lease to be free once its holder is gone", timeout=10)
        two.release(game)
        assert lease_key(game) not in (one.taken_keys() or set())
    finally:
        one.close()
        two.close()


def test_the_listener_hears_again_after_its_connection_is_cut(cluster_db: str) -> None:
    import psycopg

    heard: list[Notice] = []
    connects: list[float] = []
    listener = Listener(conninfo(cluster_db), heard.append, lambda: connects.append(time.monotonic()), retry_s=0.1)
    engine = make_engine(cluster_db)

    def tell(count: int) -> None:
        with engine.begin() as conn:
            send_notify(conn, Notice("g", count, "n", "action").payload())

    listener.start()
    try:
        wait_for(lambda: listener.listening.is_set(), "the listener to listen", timeout=10)
        tell(1)
        wait_for(lambda: [n.count for n in heard] == [1], "the first notice", timeout=10)
        pid = listener.backend_pid()
        with psycopg.connect(postgres_url() or "", autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))  # the connection drops
        wait_for(lambda: len(connects) == 2 and listener.backend_pid() not in (None, pid), "a reconnection", timeout=10)
        tell(2)
        wait_for(lambda: [n.count for n in heard] == [1, 2], "a notice after the reconnection", timeout=10)
    finally:
        listener.stop()
        engine.dispose()
