"""Computer seats: a scheduler that hands games to thinkers, and the turn-timer clock.

After any change, a game whose decision belongs to the computer is marked ready. Each thinker (a worker
process, or for tests a thread) takes the ready game that waited longest, people's games first (a
person is waiting there; a game of computers only is a simulation), and thinks out one move from a
copy of the game's actions: the game's lock is held only to copy them and, after, to apply the move, so
nobody waits for a computer to think. One extra thinker serves people's games alone, so their computer
moves never queue behind a crowd of searches. A thinker that overruns its time is killed and replaced;
the game then plays a random legal move.

A clock thread hands to the computer every person's seat whose decision has waited longer than the
game's ``turn_seconds``; the seat is the person's again as soon as they post an action.

Where several processes share the database, a process plays the computer seats and runs the clock of
the games whose lease it holds (``GameService.plays``, warroom.server.lease) and of no other.
"""

from __future__ import annotations

import itertools
import logging
import multiprocessing
import secrets
import threading
import time
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess

from warroom.server import thinking
from warroom.server.computer_moves import ai_job, play_ai_move
from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.live import LiveGame
from warroom.server.thinking import Job

log = logging.getLogger("warroom.server")

#: Seconds before a game in which no computer move could be made is tried again.
RETRY_S = 2.0


class Thinker:
    """Thinks out jobs: in a worker process of its own when ``process``, else in the calling thread."""

    def __init__(self, name: str, *, process: bool, people_only: bool, timeout_s: float) -> None:
        self.name = name
        self.process = process
        self.people_only = people_only
        self.timeout_s = timeout_s
        self._proc: BaseProcess | None = None
        self._conn: Connection | None = None

    def start(self) -> None:
        if not self.process:
            return
        ctx = multiprocessing.get_context("spawn")  # never fork a process that runs threads
        parent, child = ctx.Pipe()
        self._proc = ctx.Process(target=thinking.serve, args=(child,), name=self.name, daemon=True)
        self._proc.start()
        child.close()
        self._conn = parent

    def stop(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self._proc is not None:
            self._proc.join(2)
            if self._proc.is_alive():
                self._proc.kill()
                self._proc.join(2)
            self._proc = None

    def think(self, job: Job) -> str | None:
        """The move's JSON text, or None (the player failed, or ran past ``timeout_s`` and was killed)."""
        if not self.process:
            return thinking.think(job)
        if self._conn is None:
            self.start()
        assert self._conn is not None
        try:
            self._conn.send(job)
            if self._conn.poll(self.timeout_s):
                answer: str | None = self._conn.recv()
                return answer
            log.error("game %s: %s thought past %g s; restarting it", job.game_id, self.name, self.timeout_s)
        except (EOFError, OSError, BrokenPipeError) as exc:
            log.error("game %s: %s failed (%s); restarting it", job.game_id, self.name, exc)
        self._restart()
        return None

    def _restart(self) -> None:
        if self._proc is not None:
            self._proc.kill()
        self.stop()
        self.start()


class AIWorker:
    """The thinkers and the clock, started and stopped with the server.

    ``processes`` thinkers for every game, plus one for people's games alone; with ``processes`` 0 the
    thinking happens in two threads of the server's process (tests)."""

    def __init__(
        self,
        service: GameService,
        *,
        processes: int = 0,
        tick_s: float = 0.25,
        timeout_s: float = 30.0,
    ) -> None:
        self.service = service
        self.tick_s = tick_s
        in_process = processes > 0
        general = processes if in_process else 1
        self.thinkers = [
            Thinker(f"warroom-think-{i}", process=in_process, people_only=False, timeout_s=timeout_s)
            for i in range(general)
        ]
        self.thinkers.append(Thinker("warroom-think-people", process=in_process, people_only=True, timeout_s=timeout_s))
        self._cond = threading.Condition()
        #: Ready games: id -> (class: 0 with people, 1 without; when it was last served; arrival order).
        self._ready: dict[str, tuple[int, float, int]] = {}
        self._served: dict[str, float] = {}
        self._busy: set[str] = set()
        self._order = itertools.count()
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        service.on_change.append(self.schedule)

    def start(self) -> None:
        for thinker in self.thinkers:
            thinker.start()
            t = threading.Thread(target=self._work, args=(thinker,), name=thinker.name, daemon=True)
            t.start()
            self._threads.append(t)
        clock = threading.Thread(target=self._clock, name="warroom-clock", daemon=True)
        clock.start()
        self._threads.append(clock)

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        with self._cond:
            self._cond.notify_all()
        for t in self._threads:
            t.join(timeout)
        self._threads.clear()
        for thinker in self.thinkers:
            thinker.stop()

    def schedule(self, live: LiveGame) -> None:
        """Mark ``live`` ready if the computer is to play there (a game is never in two thinkers at once)."""
        if self._stop.is_set() or not live.needs_ai() or not self.service.plays(live.id):
            return
        with self._cond:
            if live.id not in self._ready:
                rank = 0 if live.has_people() else 1
                self._ready[live.id] = (rank, self._served.get(live.id, 0.0), next(self._order))
            self._cond.notify_all()

    def _next(self, thinker: Thinker) -> str | None:
        """The ready game this thinker serves next (people's first, then the longest waiting)."""
        with self._cond:
            while not self._stop.is_set():
                ready = [
                    (key, game_id)
                    for game_id, key in self._ready.items()
                    if game_id not in self._busy and (key[0] == 0 or not thinker.people_only)
                ]
                if ready:
                    _key, game_id = min(ready)
                    del self._ready[game_id]
                    self._busy.add(game_id)
                    return game_id
                self._cond.wait(1.0)
        return None

    def _work(self, thinker: Thinker) -> None:
        while True:
            game_id = self._next(thinker)
            if game_id is None:
                return
            live = self.service.games.get(game_id)
            moved = True
            try:
                if live is not None:
                    moved = self._move(thinker, live)
            except Exception:
                moved = False
                log.exception("game %s: computer move failed", game_id)
            finally:
                with self._cond:
                    self._busy.discard(game_id)
                    self._served[game_id] = time.monotonic()
                    if len(self._served) > 100_000:
                        self._served.clear()
            if live is None:
                continue
            if moved:
                self.schedule(live)
            else:
                # No move could be made (every try failed, or the game moved under the job): try again
                # later, not at once, so a game whose every move fails cannot keep a thinker busy.
                retry = threading.Timer(RETRY_S, self.schedule, args=(live,))
                retry.daemon = True
                retry.start()

    def _move(self, thinker: Thinker, live: LiveGame) -> bool:
        """One computer move in ``live``; whether it was made (or none was needed)."""
        job = ai_job(self.service, live, secrets.randbits(32))
        if job is None:
            return True
        answer = thinker.think(job)
        return play_ai_move(self.service, live, job, answer)

    def _clock(self) -> None:
        while not self._stop.wait(self.tick_s):
            try:
                take_over_late(self.service)
            except Exception:
                log.exception("turn timer check failed")


def take_over_late(service: GameService) -> list[LiveGame]:
    """Hand to the computer every person's seat whose decision has waited longer than its timer."""
    late = []
    clock = time.monotonic()
    for live in list(service.games.values()):
        if live.turn_seconds is None or live.game is None or live.broken is not None or not live.started:
            continue
        if not service.plays(live.id):  # another process runs this game's clock
            continue
        if clock - live.decision_since < live.turn_seconds:
            continue
        with live.lock:
            if service.shared:  # the person may have acted through another process
                try:
                    service.usable(live)
                except ServiceError:
                    continue
            game = live.game
            if game is None or game.is_over():
                continue
            cp = game.current_player()
            if cp is None or live.seats[cp].kind != "human" or cp in live.ai_playing:
                continue
            if time.monotonic() - live.decision_since < live.turn_seconds:
                continue
            live.ai_playing.add(cp)
            live.timeouts[cp] = live.timeouts.get(cp, 0) + 1
            for_good = live.hand_over_after is not None and live.timeouts[cp] >= live.hand_over_after
            if live.on_timeout == "turn" and not for_good:
                live.turn_only[cp] = game.turn_player()
            log.info("game %s: seat %d is late; the computer plays for it", live.id, cp)
        late.append(live)
    for live in late:
        service.changed(live)
    return late
