"""The one source of chance in a game: a seeded generator that records every roll in the event log."""

from __future__ import annotations

import copy
import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

from warroom.core.log import EventLog

T = TypeVar("T")


def _slot_names(cls: type) -> list[str]:
    """Every slot of a class and its bases (ScriptedDice adds ``_script`` to Dice's)."""
    return [name for klass in cls.__mro__ for name in getattr(klass, "__slots__", ())]


class Dice:
    """Seeded dice, shuffles and draws for one game. The same seed and calls give the same results."""

    __slots__ = ("_log", "_random", "_rng")

    def __init__(self, seed: int, log: EventLog) -> None:
        self._rng = random.Random(seed)
        self._log = log
        self._random = self._rng.random

    def roll(self, count: int, reason: str, sides: int = 6, **details: Any) -> list[int]:
        """Roll ``count`` dice and record them; ``reason`` says why (e.g. "attack")."""
        # A 53-bit uniform float scaled to the die: uniform to far below any test's resolution, and
        # several times faster than randint, which matters to simulations of many thousand games.
        r = self._random
        if count == 1:
            dice = [1 + int(r() * sides)]
        elif count == 2:
            dice = [1 + int(r() * sides), 1 + int(r() * sides)]
        elif count == 3:
            dice = [1 + int(r() * sides), 1 + int(r() * sides), 1 + int(r() * sides)]
        else:
            dice = [1 + int(r() * sides) for _ in range(count)]
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
        """The generator's state (``random.Random.getstate``): equal states roll the same dice from here on."""
        return self._rng.getstate()

    def __deepcopy__(self, memo: dict[int, Any]) -> Dice:
        # The cached bound ``random`` method would be shared by a plain deepcopy (builtin methods are copied
        # by reference), so the copy would roll the original's generator: rebind it to the copy's own.
        clone = self.__class__.__new__(self.__class__)
        memo[id(self)] = clone
        for name in _slot_names(type(self)):
            if name != "_random":
                object.__setattr__(clone, name, copy.deepcopy(getattr(self, name), memo))
        clone._random = clone._rng.random
        return clone


class ScriptedDice(Dice):
    """Dice that return given rolls in order: for rulebook examples and what-if analysis.

    Shuffles and draws still come from the seeded generator, so only the dice are scripted.
    Running out of scripted rolls is an error, so a test never silently rolls at random.
    """

    __slots__ = ("_script",)

    def __init__(self, rolls: Sequence[int], seed: int, log: EventLog) -> None:
        super().__init__(seed, log)
        self._script = list(rolls)

    def feed(self, *rolls: int) -> None:
        """Queue more rolls."""
        self._script.extend(rolls)

    def roll(self, count: int, reason: str, sides: int = 6, **details: Any) -> list[int]:
        if len(self._script) < count:
            raise RuntimeError(f"scripted dice ran out: {reason} needs {count}, {len(self._script)} left")
        dice, self._script = self._script[:count], self._script[count:]
        self._log.add("roll", reason=reason, dice=dice, sides=sides, **details)
        return dice
