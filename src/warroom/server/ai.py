"""Computer seats: worker threads that play every game's computer moves, and the turn-timer clock.

The web loop never runs a computer player: after any change a game whose decision belongs to the
computer is queued, and a worker thread makes one move under the game's lock (the move is committed
like a person's), then queues the game again if the computer is still to play, so games take turns.
A clock thread hands to the computer every person's seat whose decision has waited longer than the
game's ``turn_seconds``; the seat is the person's again as soon as they post an action.
"""

from __future__ import annotations

import logging
import queue
import threading

from warroom.server.games import GameService, LiveGame

log = logging.getLogger("warroom.server")


class AIWorker:
    """``threads`` worker threads and one clock thread, started and stopped with the server."""

    def __init__(self, service: GameService, *, threads: int = 2, tick_s: float = 0.25) -> None:
        self.service = service
        self.threads = max(1, threads)
        self.tick_s = tick_s
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._queued: set[str] = set()
        self._busy: set[str] = set()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._workers: list[threading.Thread] = []
        service.on_change.append(self.schedule)

    def start(self) -> None:
        for i in range(self.threads):
            t = threading.Thread(target=self._work, name=f"warroom-ai-{i}", daemon=True)
            t.start()
            self._workers.append(t)
        clock = threading.Thread(target=self._clock, name="warroom-clock", daemon=True)
        clock.start()
        self._workers.append(clock)
        for live in list(self.service.games.values()):
            self.schedule(live)

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        for _ in range(self.threads):
            self._queue.put(None)
        for t in self._workers:
            t.join(timeout)
        self._workers.clear()

    def schedule(self, live: LiveGame) -> None:
        """Queue ``live`` if the computer is to play there (once: a game is never played by two workers)."""
        if self._stop.is_set() or not live.needs_ai():
            return
        with self._lock:
            if live.id in self._queued:
                return
            self._queued.add(live.id)
        self._queue.put(live.id)

    def _work(self) -> None:
        while not self._stop.is_set():
            game_id = self._queue.get()
            if game_id is None:
                return
            with self._lock:
                self._queued.discard(game_id)
                if game_id in self._busy:
                    # Another worker is moving in this game: it queues the game again when done.
                    continue
                self._busy.add(game_id)
            live = self.service.games.get(game_id)
            more = False
            try:
                if live is not None:
                    more = self.service.play_ai(live)
            except Exception:
                log.exception("game %s: computer move failed", game_id)
            finally:
                with self._lock:
                    self._busy.discard(game_id)
            if live is not None and (more or live.needs_ai()):
                self.schedule(live)

    def _clock(self) -> None:
        while not self._stop.wait(self.tick_s):
            try:
                self.service.take_over_late()
            except Exception:
                log.exception("turn timer check failed")
