"""The game interface shared by every ruleset.

A game is a pure function of (ruleset, player count, options, seed, actions). At any point it has one
player to decide (or none once it is over), a list of legal actions, and ``apply`` which either
performs an action completely or changes nothing: IllegalAction for an action the rules refuse, and
any other exception (a bug) after the game has been rebuilt as it was. Chance (dice, shuffles) is
resolved inside ``apply`` from the game's own seeded generator and recorded in the event log.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from warroom.core.actions import Action, ActionCodec
from warroom.core.board import Board
from warroom.core.dice import Dice
from warroom.core.errors import IllegalAction
from warroom.core.log import Event, EventLog
from warroom.core.narration import generic_event
from warroom.core.text import Context, Msg, Param, colour, render
from warroom.core.undo import Refusal, UndoMark, mark, undo_block, undo_refusal


class SharedEnd:
    """How many seats share an end: one winner is a win; several share it, a draw, which is no seat's win;
    none, no winner. For a result and for every record of one (``winners`` in seat order)."""

    winners: tuple[int, ...]

    @property
    def draw(self) -> bool:
        """Whether several seats share the end: a draw, counted apart from wins."""
        return len(self.winners) > 1

    @property
    def winner(self) -> int | None:
        """The seat that won the game alone, or None (a draw, or no winner)."""
        return self.winners[0] if len(self.winners) == 1 else None


@dataclass(frozen=True)
class Result(SharedEnd):
    """How a game ended: winners (possibly several or none), a full ranking, and why.

    One winner is a win. Several "winners" share the end (WW4's cold war: "All active players must share
    the world equally and the game ends in a draw"; a tie at the top of a ranking): the game is a
    ``draw`` and none of them won it. ``winners`` still names them, as saves and clients have always read it.
    No winner at all (every King lost) is neither a win nor a draw.
    """

    winners: tuple[int, ...]
    ranking: tuple[int, ...]
    reason: str
    detail: str = ""
    scores: Mapping[int, float] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The result as JSON; ``draw`` was added later, so readers of older results derive it."""
        return {
            "winners": list(self.winners),
            "draw": self.draw,
            "ranking": list(self.ranking),
            "reason": self.reason,
            "detail": self.detail,
            "scores": {str(k): v for k, v in self.scores.items()},
        }


class Game(ABC):
    """Base class of every ruleset's game. Subclasses own the shape of their state."""

    #: The ruleset id, e.g. "war".
    ruleset_id: str = ""
    codec: ActionCodec
    #: The board the game is played on, for front ends to draw; None for a boardless game.
    board: Board | None = None
    #: Whether this is a determinized copy (see :meth:`fork`), whose dice are not its seed's.
    _forked: bool = False
    #: Kinds of event after which the action that logged them cannot be taken back (:meth:`undo`): chance,
    #: a card drawn, something hidden turned up, a new turn. Rulesets add the kinds of their own draws and
    #: reveals (docs/server.md, "Undo", lists them).
    irreversible_kinds: frozenset[str] = frozenset({"roll", "shuffle", "draw", "reveal", "turn"})
    #: Undo's marks (set per game in ``__init__``); the class's None covers a game made without it.
    _undo_marks: list[UndoMark] | None = None

    def __init__(self, players: int, options: Mapping[str, Any], seed: int) -> None:
        self.players = players
        self.options: dict[str, Any] = dict(options)
        self.seed = seed
        self.log = EventLog()
        self.dice = Dice(seed, self.log)
        self.history: list[Action] = []
        #: One mark per action while the option ``undo`` is on (core/undo.py); None: undo is off, and
        #: applying an action costs nothing more.
        self._undo_marks: list[UndoMark] | None = [] if self.options.get("undo") else None

    # -- what a player can see and do ------------------------------------------------------------

    @abstractmethod
    def current_player(self) -> int | None:
        """The seat whose decision it is, or None once the game is over."""

    @abstractmethod
    def legal_actions(self) -> Sequence[Action]:
        """Every action the current player may take now (empty once the game is over).

        A sequence: a list, or an :class:`~warroom.core.actions.ActionBlocks` view where the list is
        long. Treat it as read-only.
        """

    def turn_player(self) -> int | None:
        """The seat whose turn it is: the current player, unless a ruleset asks other seats for decisions
        inside a turn (a defender's battle choices), where it stays the seat whose turn those belong to.
        The server hands a seat the computer played "for this turn" back when this changes."""
        return self.current_player()

    def computer_actions(self) -> Sequence[Action]:
        """The legal actions a computer player chooses among: all of them, unless the ruleset has some
        that only a person should take (a standing preference that would answer the person's later
        decisions for good)."""
        return self.legal_actions()

    @abstractmethod
    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may know, as JSON-friendly data; None is a spectator. Secrets stripped."""

    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def result(self) -> Result | None:
        """How the game ended, or None while it goes on."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The whole state, secrets included, as JSON-friendly data (for saves and checks)."""

    def round_number(self) -> int:
        """The current round (1-based) for rulesets that count rounds; 0 where there are none."""
        return 0

    def player_name(self, player: int) -> str:
        """A display name for a seat (a colour, a nation)."""
        return f"player {player + 1}"

    def standing(self, player: int) -> dict[str, int]:
        """How a seat stands now, in whole numbers, for post-game charts: at least ``spaces`` (spaces it
        holds), ``units`` (its pieces on the board) and ``income`` (what it would receive now, by the
        game's own rules; docs/server.md says what that is per game). Empty where a ruleset does not say."""
        return {}

    def space(self, space_id: str, what: str = "space") -> int:
        """The board index of a space id named in an action; IllegalAction naming ``what`` otherwise."""
        i = self.board.index.get(space_id) if self.board is not None else None
        if i is None:
            raise IllegalAction(f"unknown {what} {space_id!r}")
        return i

    def describe(self, action: Action, lang: str = "en") -> str:
        """A human-readable sentence for an action, in this game's terms, in ``lang`` (core/text.py)."""
        return self.say(self.message(action), lang)

    def message(self, action: Action) -> Param:
        """What :meth:`describe` says, as a message of the ruleset's catalogue (rulesets override it)."""
        return action.describe()

    def narrate(self, event: Event, viewer: int | None, actor: int | None = None) -> Param | None:
        """``event`` as a message for ``viewer`` (None: a spectator), or None to hide it from him. Reads
        only what :meth:`public_event` shows that viewer. Rulesets override it (core/narration.py has the
        helpers); the default is the generic wording."""
        return generic_event(self, event, actor, viewer)

    def seat_text(self, player: int) -> Param:
        """A seat's name as a message (a colour the core translates, by default)."""
        return colour(self.player_name(player))

    def text_context(self) -> Context:
        """How this game's messages name places (the board's names) and seats (:meth:`seat_text`)."""
        board = self.board

        def place(space_id: str, lang: str) -> str:
            if board is not None and space_id in board.spaces:
                return board.spaces[space_id].display(lang)
            # A group of spaces (a continent, a global region) is named by the board as well.
            if board is not None and space_id in board.groups:
                names = board.groups[space_id].names
                return names.get(lang, names["en"])
            return space_id

        def seat(index: int, lang: str) -> str | Msg:
            if 0 <= index < self.players:
                named = self.seat_text(index)
                return named if isinstance(named, Msg) else render(named, lang)
            return Msg("core.player", n=index + 1)

        return Context(place, seat)

    def say(self, message: Param, lang: str = "en") -> str:
        """``message`` (a message, or any parameter of one) as text in ``lang``."""
        return render(message, lang, self.text_context())

    def secret_action(self, action: Action) -> bool:
        """Whether ``action``'s words (:meth:`describe`) are for its actor alone, asked before it is applied:
        a front end shows every other seat, and a spectator, only what the action's events narrate to them
        (a planned purchase, a shared card). Rulesets whose actions name something hidden override it."""
        return False

    def public_event(self, event: Event, player: int | None) -> dict[str, Any] | None:
        """An event as ``player`` may see it (None: a spectator), or None to hide it altogether.

        The default shows every event whole; rulesets whose events carry secrets override this to strip
        or hide them (front ends such as the game server show only what this returns).
        """
        return event.to_json()

    def odds(self, action: Action) -> dict[str, Any] | None:
        """The battle odds of ``action`` before it is made (JSON-friendly), or None where it is no attack
        or the ruleset has no calculator for it. Uses only public information."""
        return None

    def determinize(self, player: int, rng: random.Random) -> Game:
        """A copy of the game in which what ``player`` cannot see is drawn anew, consistently with
        what it can see (for search players: information-set Monte Carlo tree search).

        The copy shares no mutable state with this game, and its dice are seeded from ``rng``, so
        its future is not the true one. Rulesets with hidden information override this; the default
        refuses.
        """
        raise NotImplementedError(f"ruleset {self.ruleset_id!r} cannot determinize a game (no search players)")

    def fork(self, rng: random.Random) -> Any:
        """A shallow copy for :meth:`determinize`: the same class and the same immutable content, a fresh
        event log, dice seeded from ``rng`` (so its future is not the true one) and a copy of the history.
        The caller gives it its own copy of the state before changing anything."""
        copy = self.__class__.__new__(self.__class__)
        copy.__dict__.update(self.__dict__)
        copy.log = EventLog()
        copy.dice = Dice(rng.getrandbits(64), copy.log)
        copy.history = list(self.history)
        copy._forked = True
        copy._undo_marks = None  # a search's scratch copy never undoes (and must not share the list)
        return copy

    # -- applying actions --------------------------------------------------------------------------

    def apply(self, action: Action | Mapping[str, Any]) -> list[Event]:
        """Apply a legal action and return the events it caused.

        An action given as JSON is decoded first. Anything not legal raises IllegalAction with the
        reason, and the state is left exactly as it was. Should carrying out a legal action raise
        anything else (a bug in a ruleset), the game is first rebuilt as it was before the action by
        replaying its history, then the exception propagates: the action happened not at all.
        """
        if not isinstance(action, Action):
            action = self.codec.decode(action)
        if self.is_over():
            raise IllegalAction("the game is over")
        self._check(action)
        if self._undo_marks is not None:
            self._undo_marks.append(mark(self))
        start = len(self.log)
        self.log.action_index = len(self.history)
        self.history.append(action)
        try:
            self._execute(action)
        except BaseException:
            self._rebuild(len(self.history) - 1)
            raise
        return self.log.since(start)

    # -- undo (core/undo.py) -------------------------------------------------------------------------

    def irreversible(self, event: Event) -> bool:
        """Whether an action that logged ``event`` can no longer be taken back: its kind is one of
        :attr:`irreversible_kinds` (a ruleset whose draws or reveals need more than a kind overrides this)."""
        return event.kind in self.irreversible_kinds

    def undo_refusal(self, player: int) -> str | None:
        """Why ``player`` may not take back the last action now, in English, or None when it may."""
        return undo_refusal(self, player)

    def undo_block(self, player: int) -> Refusal | None:
        """Why ``player`` may not take back the last action now as a code (front ends word it), or None."""
        return undo_block(self, player)

    def can_undo(self, player: int) -> bool:
        """Whether ``player`` may take back the last action now (:meth:`undo`)."""
        return undo_refusal(self, player) is None

    def undo(self, player: int) -> None:
        """Take back the last action, ``player``'s own in its turn; IllegalAction with the reason otherwise.

        The game is rebuilt by replaying its history without that action, so it is exactly the game in
        which the action was never made: history, event log and dice stream included.
        """
        why = undo_refusal(self, player)
        if why is not None:
            raise IllegalAction(f"cannot undo: {why}")
        fresh = self._replayed(len(self.history) - 1)
        # The rule lets no action that drew on chance be undone, so the dice must be exactly where they are.
        if fresh.dice.getstate() != self.dice.getstate():
            raise AssertionError("undo would change the dice stream: the undone action drew on chance")
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def _rebuild(self, count: int) -> None:
        """Put the game back to its state after its first ``count`` actions.

        ``_execute`` may have changed anything before it failed, so nothing of the present state is
        trusted: a fresh game from (ruleset, players, options, seed) replays the history. Only a bug
        costs this. A determinized copy (:meth:`fork`) has no seed of its own to replay from; it is a
        search's scratch copy, and the search that made it discards it.
        """
        if self._forked:
            return
        fresh = self._replayed(count)
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def _replayed(self, count: int) -> Game:
        """A fresh game from (ruleset, players, options, seed) with the first ``count`` actions replayed."""
        from warroom.core.registry import get_ruleset

        fresh = get_ruleset(self.ruleset_id).new_game(self.players, self.options, self.seed)
        for past in self.history[:count]:
            fresh.apply(past)
        return fresh

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is legal now (never once the game is over); changes nothing."""
        try:
            self._check(action)
        except IllegalAction:
            return False
        return not self.is_over()

    @abstractmethod
    def _check(self, action: Action) -> None:
        """Raise IllegalAction (with the reason) unless ``action`` is legal now. Must not mutate."""

    @abstractmethod
    def _execute(self, action: Action) -> None:
        """Carry out an action already checked legal. May roll dice; must not fail."""
