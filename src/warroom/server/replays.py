"""Replays: any position of a game, action by action, with every seat's secrets revealed.

A replay is built once from (ruleset, players, options, seed, actions): one pass through the engine records,
for every step, who acted, the action in words, the round, and where the step's events end in the log. Step
N is the position after the first N actions (step 0: the position as dealt, with the setup's events).

Positions are rebuilt by replaying from the start: the engine cannot start from a stored snapshot, and
replaying is cheaper than copying a game (a 600-action WAR game replays in about 3 ms; a deep copy of it
takes about 12 ms). A cursor game is kept at the last position asked for, so stepping forward is one
``apply``; the steps answered last are cached, so stepping back and forth costs nothing.

Only games that are over are replayed here (or a full save someone uploads, which holds its seed): a
replay shows every seat's hand and objective and every die, which must stay hidden while a game goes on.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.core.registry import get_ruleset
from warroom.core.text import Param
from warroom.server.errors import ServiceError
from warroom.server.view_words import game_words, worded_view
from warroom.server.views import event_sentence

log = logging.getLogger("warroom.server")

#: Steps of one replay whose answers are kept (the viewer steps back and forth around one place).
KEPT_STEPS = 24
#: A step back replays the game from its start. Past ``LONG_REWIND`` actions that takes a core for a
#: while (0.3 s for 20,000), so such rewinds run one at a time server-wide, whoever asks, and one that
#: waits more than ``REWIND_WAIT_S`` is answered 503: a burst of them never starves the games being played.
LONG_REWIND = 2_000
REWIND_WAIT_S = 10.0
_REWINDS = threading.BoundedSemaphore(1)


@dataclass(frozen=True)
class StepInfo:
    """What the first pass records of one step: who acted, what, in which round, and the log's length after."""

    actor: int | None
    action: dict[str, Any] | None
    description: Param | None
    round: int
    log_end: int


def _describe(game: Game, action: Action) -> Param:
    # A sentence is a nicety: a ruleset's describer failing on an old action leaves the generic words.
    try:
        return game.message(action)
    except Exception:
        log.exception("cannot describe action %s", action.to_json())
        return action.describe()


def first_pass(game: Game, actions: Sequence[Action]) -> list[StepInfo]:
    """Apply ``actions`` to the fresh ``game``, recording each step (the game ends at the last one)."""
    steps = [StepInfo(None, None, None, game.round_number(), len(game.log))]
    for action in actions:
        actor = game.current_player()
        words = _describe(game, action)
        game.apply(action)
        steps.append(StepInfo(actor, action.to_json(), words, game.round_number(), len(game.log)))
    return steps


def round_index(steps: Sequence[StepInfo]) -> list[dict[str, int]]:
    """The first step of each round, in order: where the viewer jumps to reach round R."""
    seen: set[int] = set()
    index = []
    for i, info in enumerate(steps):
        if info.round not in seen:
            seen.add(info.round)
            index.append({"round": info.round, "step": i})
    return index


def secrets_of(game: Game, seat: int, public: dict[str, Any]) -> dict[str, Any]:
    """What ``seat`` knows that a spectator does not: the keys of its view that differ from the public one
    (its hand, its objective, ...), whatever the ruleset calls them."""
    own = game.view(seat)
    return {"seat": seat, **{k: v for k, v in own.items() if k not in public or public[k] != v}}


class Replay:
    """One game's replay: its steps recorded, a cursor game, and the steps answered last. Thread-safe."""

    def __init__(
        self,
        ruleset_id: str,
        players: int,
        options: dict[str, Any],
        seed: int,
        actions: Sequence[Action],
        meta: dict[str, Any],
    ) -> None:
        self.ruleset_id = ruleset_id
        self.players = players
        self.options = dict(options)
        self.seed = seed
        self.actions = list(actions)
        self._lock = threading.Lock()
        self._cache: OrderedDict[tuple[int, str], dict[str, Any]] = OrderedDict()
        cursor = self._fresh()
        self.steps = first_pass(cursor, self.actions)
        self._cursor = cursor
        self._at = len(self.actions)
        result = cursor.result()
        #: What every answer carries besides the step itself: the game, its seats, the rounds' index.
        self.meta: dict[str, Any] = {
            "ruleset": ruleset_id,
            "title": get_ruleset(ruleset_id).title,
            "players": players,
            "options": self.options,
            "is_over": cursor.is_over(),
            "result": result.to_json() if result is not None else None,
            "steps": len(self.actions),
            "rounds": round_index(self.steps),
            **meta,
        }
        if "seats" not in self.meta:
            self.meta["seats"] = [
                {"seat": i, "colour": cursor.player_name(i), "name": cursor.player_name(i)} for i in range(players)
            ]

    @property
    def last(self) -> int:
        """The last step (the number of actions)."""
        return len(self.actions)

    def _fresh(self) -> Game:
        return get_ruleset(self.ruleset_id).new_game(self.players, self.options, self.seed)

    def _position(self, step: int) -> Game:
        """The cursor game moved to ``step``: forward by applying, backward by replaying from the start."""
        start = 0 if step < self._at else self._at
        if step - start <= LONG_REWIND:
            return self._move(start, step)
        if not _REWINDS.acquire(timeout=REWIND_WAIT_S):
            raise ServiceError(503, "the server is rebuilding other replays: try again in a moment")
        try:
            return self._move(start, step)
        finally:
            _REWINDS.release()

    def _move(self, start: int, step: int) -> Game:
        if start == 0 and self._at != 0:
            self._cursor, self._at = self._fresh(), 0
        for action in self.actions[self._at : step]:
            self._cursor.apply(action)
        self._at = step
        return self._cursor

    def answer(self, step: int, lang: str = "en") -> dict[str, Any]:
        """The viewer's answer at ``step``: the game's facts and the step's position, events and secrets,
        its sentences in ``lang``."""
        if not 0 <= step <= self.last:
            raise ServiceError(
                422, f"'step' must be between 0 and {self.last} (the game has {self.last} actions), not {step}"
            )
        with self._lock:
            payload = self._cache.get((step, lang))
            if payload is None:
                payload = self._payload(self._position(step), step, lang)
                self._cache[(step, lang)] = payload
                while len(self._cache) > KEPT_STEPS:
                    self._cache.popitem(last=False)
            else:
                self._cache.move_to_end((step, lang))
        return {**self.meta, **payload}

    def _payload(self, game: Game, step: int, lang: str) -> dict[str, Any]:
        info = self.steps[step]
        public = game.view(None)
        start = self.steps[step - 1].log_end if step else 0
        events = [self._event(game, i, info.actor, lang) for i in range(start, info.log_end)]
        return {
            "step": step,
            "round": info.round,
            "actor": info.actor,
            "action": info.action,
            "description": game.say(info.description, lang) if info.description is not None else None,
            "lang": lang,
            "words": game_words(game, public, game.result(), lang),
            "current_player": game.current_player(),
            "view": public,
            "secrets": [worded_view(game, secrets_of(game, seat, public), lang) for seat in range(self.players)],
            "events": events,
            "dice": [list(e["dice"]) for e in events if e.get("kind") == "roll" and isinstance(e.get("dice"), list)],
        }

    def _event(self, game: Game, i: int, actor: int | None, lang: str) -> dict[str, Any]:
        """Event ``i`` whole (the game is over: nothing in it is secret any more), with its position and,
        where the ruleset words events, a sentence as the seat that acted saw it."""
        event = game.log[i]
        item = {**event.to_json(), "seq": i}
        text = event_sentence(game, event, i, actor, lang, f"a replay of {self.ruleset_id}")
        if text:
            item["text"] = text
        return item
