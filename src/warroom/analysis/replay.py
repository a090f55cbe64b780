"""Replaying a finished game for its analysis: standings at the end of each round and every roll's odds.

The game is rebuilt from (ruleset, players, options, seed) and its actions, as a save is loaded. Its dice
are swapped for :class:`ProbeDice`, which roll exactly as the game's own (the same generator, the same
calls) and tell an observer of each roll while the state is still the one the roll was made in: World
War IV's volley odds depend on units that the roll's event does not name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from warroom.core.actions import Action
from warroom.core.dice import Dice
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.registry import new_game

#: Called after each roll of the dice, before the game uses it: (reason, dice, details).
RollHook = Callable[[str, list[int], dict[str, Any]], None]


class ProbeDice(Dice):
    """The game's dice, rolling from the same generator, with a hook told of every roll."""

    __slots__ = ("_hook",)
    _hook: RollHook

    @classmethod
    def wrap(cls, dice: Dice, hook: RollHook) -> ProbeDice:
        """Take over ``dice``'s generator and log (the original must not be used again)."""
        probe = cls.__new__(cls)
        probe._rng = dice._rng
        probe._log = dice._log
        probe._random = dice._random
        probe._hook = hook
        return probe

    def roll(self, count: int, reason: str, sides: int = 6, **details: Any) -> list[int]:
        dice = super().roll(count, reason, sides, **details)
        self._hook(reason, dice, details)
        return dice


class Observer:
    """What a ruleset family's luck reader overrides; the default reads nothing."""

    def __init__(self) -> None:
        self.rolls: list[Any] = []

    def before(self, game: Game, action: Action, index: int) -> None:
        """Called before action ``index`` is applied."""

    def on_roll(self, game: Game, reason: str, dice: list[int], details: dict[str, Any]) -> None:
        """Called for every roll, in the state the roll was made in."""

    def after(self, game: Game, events: list[Event], index: int) -> None:
        """Called after action ``index`` with the events it caused."""


@dataclass
class Replayed:
    """A finished replay: the game at its end, a standing per round, and the observer's rolls."""

    game: Game
    rounds: list[dict[str, Any]] = field(default_factory=list)
    rolls: list[Any] = field(default_factory=list)


def standings(game: Game) -> list[dict[str, int]]:
    """Every seat's standing now."""
    return [dict(game.standing(p)) for p in range(game.players)]


def replay(
    ruleset: str,
    players: int,
    options: dict[str, Any],
    seed: int,
    actions: Sequence[Action | dict[str, Any]],
    observer: Observer,
) -> Replayed:
    """Replay a game's actions, noting each seat's standing at the start, at the end of every round (when
    the round number moves on) and at the end, and letting ``observer`` read every action and roll."""
    game = new_game(ruleset, players, options, seed)
    game.dice = ProbeDice.wrap(game.dice, lambda reason, dice, details: observer.on_roll(game, reason, dice, details))
    out = Replayed(game)
    current = game.round_number()
    out.rounds.append({"round": current, "at": "start", "seats": standings(game)})
    for index, raw in enumerate(actions):
        action = raw if isinstance(raw, Action) else game.codec.decode(raw)
        observer.before(game, action, index)
        events = game.apply(action)
        observer.after(game, events, index)
        now = game.round_number()
        if now != current:
            # The round counter moved on: the state now is the state the last round ended in.
            out.rounds.append({"round": current, "at": "end", "seats": standings(game)})
            current = now
    out.rounds.append({"round": current, "at": "final" if game.is_over() else "now", "seats": standings(game)})
    out.rolls = list(observer.rolls)
    return out
