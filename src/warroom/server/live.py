"""A game as the server holds it in memory: its seats, its engine game (restored lazily), its lock and
the connections watching it."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from warroom.core.commitment import seed_commitment
from warroom.core.game import Game


@dataclass
class Seat:
    """Who plays a seat: ``kind`` "human" (who holds a token, stored as its SHA-256), "ai" at a level, or
    "open" (a free seat waiting for a person from the lobby); ``player`` is the named player sitting there
    (for an open seat: the one player who may take it, in a rematch)."""

    kind: str
    level: str | None = None
    token_hash: str | None = None
    player: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "token_hash": self.token_hash, "player": self.player}


class Subscriber:
    """A WebSocket connection waiting for changes of one game, woken from any thread."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.loop = asyncio.get_running_loop()
        self.event = asyncio.Event()

    def notify(self) -> None:
        """Wake the connection (from any thread); nothing once its event loop is closed."""
        with contextlib.suppress(RuntimeError):  # a closed loop: the connection is gone
            self.loop.call_soon_threadsafe(self.event.set)


@dataclass
class LiveGame:
    """One game in memory. ``lock`` guards ``game`` and everything about its actions.

    ``game`` is None until the game is restored from the database (on first use, or by the server's
    background restore after a start), and while it cannot be played (``broken`` says why).
    """

    id: str
    ruleset_id: str
    players: int
    seats: list[Seat]
    turn_seconds: int | None
    options: dict[str, Any]
    seed: int
    #: The salt of the seed's commitment; None for games stored before commitments existed.
    seed_salt: str | None = None
    #: Whether the creator chose the seed (a practice game with at most one person).
    seed_chosen: bool = False
    #: The commitment as published (stored from schema 5); None: recomputed from seed and salt.
    stored_commitment: str | None = None
    #: Whether the stored game is over (known without restoring it).
    is_over: bool = False
    #: "private" (reachable by link only) or "open" (listed in the lobby).
    visibility: str = "private"
    #: False while open seats wait for people: nothing is played until the game starts.
    started: bool = True
    #: The named player who created the game, if any.
    creator_player: str | None = None
    #: What a timeout does: "seat" or "turn" (see docs/server.md, "Clocks").
    on_timeout: str = "seat"
    hand_over_after: int | None = None
    #: Whether the game's ending updates ratings (warroom.server.ratings).
    rated: bool = False
    #: The game this one is the rematch of.
    rematch_of: str | None = None
    #: Timeouts of each seat so far (since the server started).
    timeouts: dict[int, int] = field(default_factory=dict)
    #: Seats the computer plays for this turn only (``on_timeout`` "turn"), each with the seat whose turn it
    #: was (``Game.turn_player``): theirs again when that turn passes.
    turn_only: dict[int, int | None] = field(default_factory=dict)
    game: Game | None = None
    #: Whether ``game`` was restored from (or created in) the database; False: not yet looked at.
    loaded: bool = False
    #: Why the game cannot be played (it did not replay, or storage failed); None when it is fine.
    broken: str | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)
    #: Client action ids already applied: id -> (action index, seat, action JSON text).
    action_ids: dict[str, tuple[int, int, str]] = field(default_factory=dict)
    #: Every action's JSON text as stored, in order: what a computer player's job copies (not re-encoded).
    action_texts: list[str] = field(default_factory=list)
    #: Human seats the computer is playing for because their person was late.
    ai_playing: set[int] = field(default_factory=set)
    #: When this process last took back an action of the game (warroom.server.undo; ms since the epoch, 0:
    #: never): every view carries it, so a client that has seen a later action count still takes the undone
    #: view. A time, not a count, so that processes which loaded the game at different moments agree.
    undone_at: int = 0
    #: When the current decision began (time.monotonic), for turn timers.
    decision_since: float = field(default_factory=time.monotonic)
    #: Guards ``subscribers`` (kept apart from ``lock`` so the web loop never waits for a game).
    subs_lock: threading.Lock = field(default_factory=threading.Lock)
    subscribers: list[Subscriber] = field(default_factory=list)

    @property
    def commitment(self) -> str | None:
        """The SHA-256 commitment to the seed, published in every view from the start: as stored when the
        game was made (so a seed or salt changed later in the database no longer matches it)."""
        if self.stored_commitment is not None:
            return self.stored_commitment
        return None if self.seed_salt is None else seed_commitment(self.seed, self.seed_salt)

    def has_people(self) -> bool:
        """Whether a person plays a seat themselves now: such games' computer moves go first, someone is
        waiting there. A seat the computer has taken over from a late person does not count, so games
        left to the computer cannot crowd out the people playing."""
        return any(s.kind == "human" and i not in self.ai_playing for i, s in enumerate(self.seats))

    def people(self) -> int:
        """How many seats are a person's."""
        return sum(1 for s in self.seats if s.kind == "human")

    def current_player(self) -> int | None:
        return None if self.game is None else self.game.current_player()

    def connected(self, seat: int) -> bool:
        """Whether a connection in this process watches the game as ``seat``."""
        with self.subs_lock:
            return any(s.seat == seat for s in self.subscribers)

    def seconds_left(self) -> float | None:
        """Seconds left to the person whose decision it is, or None where no clock runs."""
        cp = self.current_player()
        if self.turn_seconds is None or cp is None or not self.started or self.game is None or self.game.is_over():
            return None
        if self.seats[cp].kind != "human" or cp in self.ai_playing:
            return None
        return max(0.0, self.turn_seconds - (time.monotonic() - self.decision_since))

    def hand_back_turns(self) -> bool:
        """Give back the seats the computer played for one turn once that turn has passed; whether any.

        The turn is ``Game.turn_player``, not the decision: a defender asked inside a late seat's turn (a
        battle's choices) does not end it, so the computer keeps the seat until the turn is over."""
        turn = None if self.game is None else self.game.turn_player()
        back = {s for s, late_in in self.turn_only.items() if late_in != turn}
        for seat in back:
            del self.turn_only[seat]
            self.ai_playing.discard(seat)
        if back:
            self.decision_since = time.monotonic()
        return bool(back)

    def free_seats(self, player_id: str | None = None) -> list[int]:
        """The open seats still waiting for a person; with ``player_id``, those that player may take (a
        rematch's seat kept for another player is theirs alone)."""
        return [
            i
            for i, s in enumerate(self.seats)
            if s.kind == "open" and (player_id is None or s.player is None or s.player == player_id)
        ]

    def mark_undone(self) -> None:
        """Note that an action was just taken back (``undone_at``), later than any mark before it."""
        self.undone_at = max(self.undone_at + 1, int(time.time() * 1000))

    def wake(self) -> None:
        """Wake every connection watching the game in this process: each sends its view again."""
        with self.subs_lock:
            subs = list(self.subscribers)
        for sub in subs:
            sub.notify()

    def subscribe(self, seat: int | None) -> Subscriber:
        """A new connection watching the game (as ``seat``, or a spectator's)."""
        sub = Subscriber(seat)
        with self.subs_lock:
            self.subscribers.append(sub)
        if seat is not None:
            self._wake_others(sub)
        return sub

    def unsubscribe(self, sub: Subscriber) -> None:
        """Stop ``sub`` watching the game; if it watched as a seat, the others are woken to show it gone."""
        with self.subs_lock:
            if sub in self.subscribers:
                self.subscribers.remove(sub)
        if sub.seat is not None:
            self._wake_others(sub)

    def _wake_others(self, sub: Subscriber) -> None:
        """A seat came or went: the others' views show it."""
        with self.subs_lock:
            others = [s for s in self.subscribers if s is not sub]
        for other in others:
            other.notify()

    def needs_ai(self) -> bool:
        """Whether the computer is to play now (an AI seat's decision, or a late person's)."""
        game = self.game
        if game is None or self.broken is not None or not self.started or game.is_over():
            return False
        cp = game.current_player()
        return cp is not None and (self.seats[cp].kind == "ai" or cp in self.ai_playing)
