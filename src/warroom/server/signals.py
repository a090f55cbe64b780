"""Signals: telling a person that it is their turn when they are not looking (correspondence games).

A named player may register an outgoing webhook (an http or https URL that receives a small JSON POST)
and an e-mail address (used where the server is configured with an SMTP server). When, in a game with a
correspondence clock (an hour or more a decision), the decision passes to a seat where that player sits
themselves, one signal goes out: once a turn, not once per decision. Delivery happens on a thread of its
own with short timeouts; a failed delivery is logged and dropped, never retried into a flood.
"""

from __future__ import annotations

import json
import logging
import queue
import re
import smtplib
import threading
import urllib.request
from dataclasses import dataclass
from email.message import EmailMessage
from typing import Any
from urllib.parse import urlsplit

from warroom.server.errors import ServiceError
from warroom.server.live import LiveGame

log = logging.getLogger("warroom.server")

#: A decision of this many seconds or more makes a correspondence game (signals are sent).
CORRESPONDENCE_S = 3600
#: Signals delivered at once at most.
DELIVERERS = 8
_EMAIL = re.compile(r"^[^@\s<>\"',;]{1,64}@[A-Za-z0-9.-]{1,180}\.[A-Za-z]{2,8}$")


def clean_webhook(raw: object) -> str | None:
    """A webhook URL as stored (None clears it); 422 unless it is an http(s) URL with a host."""
    if raw is None:
        return None
    if not isinstance(raw, str) or len(raw) > 500:
        raise ServiceError(422, "'webhook' must be a URL of at most 500 characters")
    try:
        parts = urlsplit(raw.strip())
        _port = parts.port  # raises on a port that is no number or out of range
        fine = parts.scheme in {"http", "https"} and bool(parts.hostname)
    except ValueError:
        fine = False
    if not fine:
        raise ServiceError(422, "'webhook' must be an http:// or https:// URL")
    return raw.strip()


def clean_email(raw: object) -> str | None:
    """An e-mail address as stored (None clears it); 422 unless it looks like one."""
    if raw is None:
        return None
    if not isinstance(raw, str) or not _EMAIL.match(raw.strip()):
        raise ServiceError(422, "'email' must be an e-mail address such as ana@example.org")
    return raw.strip()


@dataclass(frozen=True)
class Smtp:
    """Where e-mail goes: an SMTP server (no login; a relay the operator runs) and the sender."""

    host: str
    port: int
    sender: str


@dataclass(frozen=True)
class Signal:
    """One "your turn" signal to send: the game and its ruleset, the seat to move, its player (id and name)
    and where to tell them."""

    game: str
    ruleset: str
    seat: int
    player: str
    name: str
    webhook: str | None
    email: str | None


class Signals:
    """Watches games change (a GameService listener) and sends "your turn" signals."""

    def __init__(self, contacts: Any, smtp: Smtp | None = None) -> None:
        #: ``contacts(player_id) -> (name, webhook, email)`` or None.
        self.contacts = contacts
        self.smtp = smtp
        self._to_move: dict[str, int | None] = {}
        self._lock = threading.Lock()
        self._queue: queue.Queue[Signal | None] = queue.Queue(maxsize=10_000)
        self._thread: threading.Thread | None = None
        self._slots = threading.BoundedSemaphore(DELIVERERS)
        #: Players whose signal is being delivered (one at a time each).
        self._delivering: set[str] = set()

    def start(self) -> None:
        self._thread = threading.Thread(target=self._deliver, name="warroom-signals", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join(5)

    def changed(self, live: LiveGame) -> None:
        """Queue a signal if the decision just passed to a person who asked for them."""
        game = live.game
        if game is not None and game.is_over():
            with self._lock:
                self._to_move.pop(live.id, None)
        if game is None or not live.started or game.is_over() or live.turn_seconds is None:
            return
        if live.turn_seconds < CORRESPONDENCE_S:
            return
        cp = game.current_player()
        with self._lock:
            before = self._to_move.get(live.id, -1)
            if len(self._to_move) > 100_000:
                self._to_move.clear()
            self._to_move[live.id] = cp
        if cp is None or cp == before:
            return
        seat = live.seats[cp]
        if seat.kind != "human" or seat.player is None or cp in live.ai_playing:
            return
        found = self.contacts(seat.player)
        if found is None:
            return
        name, webhook, email = found
        if webhook is None and (email is None or self.smtp is None):
            return
        try:
            self._queue.put_nowait(Signal(live.id, live.ruleset_id, cp, seat.player, name, webhook, email))
        except queue.Full:
            log.warning("signals: the queue is full; dropped a signal for game %s", live.id)

    def _deliver(self) -> None:
        """Hand each signal to a thread of its own (at most ``DELIVERERS`` at once, one a player), so a
        receiver that answers slowly holds up nobody else's signals."""
        while True:
            signal = self._queue.get()
            if signal is None:
                return
            with self._lock:
                busy = signal.player in self._delivering
                if not busy:
                    self._delivering.add(signal.player)
            if busy or not self._slots.acquire(blocking=False):
                if not busy:
                    with self._lock:
                        self._delivering.discard(signal.player)
                log.warning("signals: no room to deliver now; dropped a signal for game %s", signal.game)
                continue
            threading.Thread(target=self._send, args=(signal,), name="warroom-signal", daemon=True).start()

    def _send(self, signal: Signal) -> None:
        try:
            if signal.webhook is not None:
                self._post(signal)
            if signal.email is not None and self.smtp is not None:
                self._mail(signal, self.smtp)
        finally:
            with self._lock:
                self._delivering.discard(signal.player)
            self._slots.release()

    def _post(self, signal: Signal) -> None:
        body = json.dumps(
            {"event": "your_turn", "game": signal.game, "ruleset": signal.ruleset, "seat": signal.seat}
        ).encode()
        assert signal.webhook is not None
        request = urllib.request.Request(
            signal.webhook, data=body, method="POST", headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=5) as answer:
                answer.read(1024)
        except Exception as exc:  # an unreachable or failing receiver is the receiver's business
            log.warning("signals: webhook for game %s failed: %s", signal.game, type(exc).__name__)

    def _mail(self, signal: Signal, smtp: Smtp) -> None:
        message = EmailMessage()
        message["From"] = smtp.sender
        message["To"] = signal.email
        message["Subject"] = f"warroom: your turn ({signal.ruleset})"
        message.set_content(
            f"{signal.name}, it is your turn in game {signal.game} ({signal.ruleset}).\n\n"
            f"{signal.name}, é a sua vez no jogo {signal.game} ({signal.ruleset}).\n"
        )
        try:
            with smtplib.SMTP(smtp.host, smtp.port, timeout=10) as client:
                client.send_message(message)
        except Exception as exc:
            log.warning("signals: e-mail for game %s failed: %s", signal.game, type(exc).__name__)
