"""Limits that keep one client from exhausting the server: request size, games and connections per client.

A client is its address as the server sees it (behind a proxy, every client shares the proxy's).
"""

from __future__ import annotations

import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send


@dataclass(frozen=True)
class Limits:
    """The server's limits; every one can be changed when the app is created."""

    #: Largest request body accepted, in bytes (413 above it).
    max_body_bytes: int = 64 * 1024
    #: Largest save file uploaded to watch (``POST`` to a path of ``upload_paths``; 413 above it).
    max_upload_bytes: int = 8 * 1024 * 1024
    upload_paths: frozenset[str] = frozenset({"/api/replays"})
    #: Games one client may create within ``games_window_s`` seconds (429 above it).
    games_per_client: int = 60
    games_window_s: float = 3600.0
    #: WebSocket connections one client may hold open at once.
    sockets_per_client: int = 32
    #: Requests one client may make per second on average, with bursts up to ``request_burst``.
    requests_per_s: float = 50.0
    request_burst: int = 400
    #: Games the server keeps at most (creating one more answers 503).
    max_games: int = 100_000


#: What a request for one of the web client's files (not under ``/api/``) takes of the request bucket.
STATIC_COST = 0.1


class LimitExceeded(Exception):
    """A client went over a limit; the message says which."""


class ClientLimiter:
    """Per-client counters, safe to use from the event loop and from threads."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._lock = threading.Lock()
        self._games = Recent(limits.games_window_s)
        self._sockets: dict[str, int] = {}
        self._buckets: dict[str, tuple[float, float]] = {}

    def game_created(self, client: str) -> None:
        """Count a new game for ``client``, or raise LimitExceeded."""
        if not self._games.take(client, self.limits.games_per_client):
            raise LimitExceeded(
                f"too many games: at most {self.limits.games_per_client} per client every "
                f"{self.limits.games_window_s:g} s"
            )

    def socket_opened(self, client: str) -> None:
        """Count a new WebSocket of ``client``, or raise LimitExceeded when it has the most it may."""
        with self._lock:
            n = self._sockets.get(client, 0)
            if n >= self.limits.sockets_per_client:
                raise LimitExceeded(f"too many connections: at most {self.limits.sockets_per_client} per client")
            self._sockets[client] = n + 1

    def socket_closed(self, client: str) -> None:
        """Count one WebSocket of ``client`` less (forgetting a client with none)."""
        with self._lock:
            n = self._sockets.get(client, 0) - 1
            if n > 0:
                self._sockets[client] = n
            else:
                self._sockets.pop(client, None)

    def request(self, client: str, cost: float = 1.0) -> None:
        """A token bucket per client: take ``cost`` tokens, or raise LimitExceeded when it holds fewer."""
        now = time.monotonic()
        rate, burst = self.limits.requests_per_s, float(self.limits.request_burst)
        with self._lock:
            tokens, then = self._buckets.get(client, (burst, now))
            tokens = min(burst, tokens + (now - then) * rate)
            if tokens < cost:
                self._buckets[client] = (tokens, now)
                raise LimitExceeded(f"too many requests: at most {rate:g} a second per client")
            self._buckets[client] = (tokens - cost, now)
            if len(self._buckets) > 10_000:
                # Forget idle clients (their buckets are full again anyway).
                for key, (_t, seen) in list(self._buckets.items()):
                    if now - seen > burst / rate:
                        del self._buckets[key]


def client_of(scope: Scope) -> str:
    """The client of an ASGI ``scope``: its address as the server sees it, or ``"unknown"``."""
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


class BodyLimitMiddleware:
    """Refuse HTTP request bodies over ``max_bytes`` (413), by Content-Length or while streaming,
    and apply the per-client request rate (429)."""

    def __init__(self, app: ASGIApp, max_bytes: int, limiter: ClientLimiter) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.limiter = limiter

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        # The web client's own files cost a tenth of a request: one page load fetches some forty modules,
        # and counting them whole let a person's few reloads (or a browser test run) empty the bucket, and
        # the page, refused its modules, never drew (still limited: a flood of them is refused too).
        cost = 1.0 if str(scope.get("path", "")).startswith("/api/") else STATIC_COST
        try:
            self.limiter.request(client_of(scope), cost)
        except LimitExceeded as exc:
            await _send_json(send, 429, {"detail": str(exc)})
            return
        limits = self.limiter.limits
        # A save uploaded to watch is larger than any other request (a long game's save is ~300 KB).
        max_bytes = limits.max_upload_bytes if scope.get("path") in limits.upload_paths else self.max_bytes
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    length = int(value)
                except ValueError:
                    await _send_json(send, 400, {"detail": "bad Content-Length header"})
                    return
                if length > max_bytes:
                    await _send_json(send, 413, {"detail": f"request body too large (limit {max_bytes} bytes)"})
                    return
        seen = 0
        too_large = False

        async def limited_receive() -> Message:
            nonlocal seen, too_large
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > max_bytes:
                    too_large = True
                    raise _BodyTooLarge
            return message

        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if too_large:
                return  # the app's own answer to a cut-off body (a 400 "error parsing the body"): the 413 wins
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except Exception:
            if not too_large:
                raise
        if too_large and not started:
            await _send_json(send, 413, {"detail": f"request body too large (limit {max_bytes} bytes)"})


class _BodyTooLarge(Exception):
    pass


async def _send_json(send: Send, status: int, body: dict[str, Any]) -> None:
    import json

    data = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(data)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": data})


class Recent:
    """Events per key within a sliding window of seconds (rate limits of chat, players, sign-ins);
    safe from any thread. Keys idle past their window are forgotten when there are too many."""

    def __init__(self, window_s: float, max_keys: int = 100_000) -> None:
        self.window_s = window_s
        self.max_keys = max_keys
        self._lock = threading.Lock()
        self._stamps: dict[str, deque[float]] = {}

    def count(self, key: str) -> int:
        """How many events ``key`` had within the window."""
        with self._lock:
            return len(self._recent(key))

    def add(self, key: str) -> None:
        """Record one event of ``key`` now."""
        with self._lock:
            self._add(key)

    def take(self, key: str, limit: int) -> bool:
        """Record one event of ``key`` if it had fewer than ``limit`` within the window; whether it did.
        One step under the lock: two threads cannot both take the last place."""
        with self._lock:
            if len(self._recent(key)) >= limit:
                return False
            self._add(key)
            return True

    def _recent(self, key: str) -> deque[float]:
        stamps = self._stamps.get(key, deque())
        clock = time.monotonic()
        while stamps and clock - stamps[0] > self.window_s:
            stamps.popleft()
        return stamps

    def _add(self, key: str) -> None:
        if len(self._stamps) >= self.max_keys:
            self._stamps.clear()
        self._stamps.setdefault(key, deque()).append(time.monotonic())
