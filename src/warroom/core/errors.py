"""Errors raised by the engine. Each one names the thing that is wrong."""

from __future__ import annotations

import functools
import reprlib
from itertools import islice
from typing import Any

from warroom.core.text import Param, render


class WarroomError(Exception):
    """Base class of every error the engine raises on purpose.

    Its message is plain English text, or a message of the text layer (core/text.py) that front ends
    render in the reader's language (:meth:`said`); ``str(error)`` is English.
    """

    def __init__(self, message: Param = "") -> None:
        self.message: Param = message
        super().__init__(message if isinstance(message, str) else render(message))

    def said(self, lang: str = "en") -> str:
        """The message in ``lang`` (English where it was raised as plain text)."""
        return render(self.message, lang)


class IllegalAction(WarroomError):
    """An action that is not legal now; the game state was left untouched.

    Its reason is plain English text, or a message of the text layer (core/text.py) that front ends
    render in the reader's language with ``game.say(error.message, lang)`` (which names the game's
    places and seats); ``str(error)`` is English.
    """


class BoardError(WarroomError):
    """A board file that cannot be used. The message names the file, the space and the problem."""


class SaveError(WarroomError):
    """A save that cannot be loaded: damaged, from an unknown format, or from a newer version."""


class ReplayDivergence(SaveError):
    """Replaying a save did not reproduce what the save recorded."""


class OptionError(WarroomError):
    """An unknown option, or an option value of the wrong kind, for a ruleset."""


class UnknownRuleset(WarroomError):
    """A ruleset id that no installed ruleset answers to."""


class _Brief(reprlib.Repr):
    """reprlib's cuts, with dicts in their own order (reprlib sorts them; an action reads best type first)."""

    def repr_dict(self, x: dict[Any, Any], level: int) -> str:
        if not x:
            return "{}"
        if level <= 0:
            return "{...}"
        pieces = [f"{self.repr1(k, level - 1)}: {self.repr1(v, level - 1)}" for k, v in islice(x.items(), self.maxdict)]
        if len(x) > self.maxdict:
            pieces.append("...")
        return "{" + ", ".join(pieces) + "}"


@functools.lru_cache(maxsize=8)
def _cutter(width: int, depth: int, items: int) -> _Brief:
    cut = _Brief()
    cut.maxlevel = depth
    cut.maxstring = cut.maxother = width
    cut.maxlong = 40
    cut.maxlist = cut.maxtuple = cut.maxdict = cut.maxset = items
    return cut


def brief(value: Any, *, width: int = 40, depth: int = 2, items: int = 4) -> str:
    """A short repr of any value for an error message: a request's or a file's value may be megabytes long
    or nested thousands deep, and an error must neither echo it whole nor recurse through it. Strings cut
    at ``width``, nesting at ``depth``, containers at ``items``; huge whole numbers told by their size
    (Python refuses to print past 4,300 digits)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a whole number of {value.bit_length()} bits"
    try:
        return _cutter(width, depth, items).repr(value)
    except (ValueError, RecursionError):
        # A huge int inside a container (its repr raises ValueError), or nesting past the level cut.
        return f"a {type(value).__name__}"
