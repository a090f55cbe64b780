"""The one source of chance in a game: a seeded generator that records every roll in the event log."""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

from warroom.core.log import EventLog

T = TypeVar("T")


class Dice:
    """Seeded dice, shuffles and draws for one game. The same seed and calls give the same results."""

    __slots__ = ("_log", "_rng", "_roll_one")

    def __init__(self, seed: int, log: EventLog) -> None:
        self._rng = random.Random(seed)
        self._log = log
        self._roll_one = self._rng.randint

    def roll(self, count: int, reason: str, sides: int = 6, **details: Any) -> list[int]:
        """Roll ``count`` dice and record them; ``reason`` says why (e.g. "attack")."""
        r = self._roll_one
        dice = [r(1, sides) for _ in range(count)]
        self._log.add("roll", reason=reason, dice=dice, sides=sides, **details)
        return dice

    def shuffle(self, items: MutableSequence[T], reason: str) -> None:
        """Shuffle in place and record that a shuffle happened (not its order: that may be secret)."""
        self._rng.shuffle(items)
        self._log.add("shuffle", reason=reason, size=len(items))

    def sample(self, items: Sequence[T], k: int, reason: str) -> list[T]:
        """Choose ``k`` distinct items at random and record how many were drawn."""
        chosen = self._rng.sample(list(items), k)
        self._log.add("draw", reason=reason, count=k)
        return chosen

    def getstate(self) -> Any:
        return self._rng.getstate()
