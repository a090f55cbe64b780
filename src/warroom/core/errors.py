"""Errors raised by the engine. Each one names the thing that is wrong."""

from __future__ import annotations


class WarroomError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalAction(WarroomError):
    """An action that is not legal now; the game state was left untouched."""


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
