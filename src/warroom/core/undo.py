"""Undo: a seat takes back its own last actions within its turn, as long as no chance and no secret came out.

Undo is a game option of the core (``undo``, off by default) that every ruleset accepts (see
:meth:`warroom.core.registry.Ruleset.new_game`). A game with it on remembers, for each action, who decided
it, the round it was made in and a fingerprint of the dice generator before it (:class:`UndoMark`), so the
rule can be checked without replaying anything. The undo itself replays the history without its last
action from (ruleset, players, options, seed), as a load does: the event log, the dice and every save
afterwards are exactly those of a game in which the action was never made.

An action may be taken back when (:func:`undo_refusal` says which rule refuses otherwise):

- the game has the option on, is not over, and is not a search's determinized copy;
- the last action of the history was decided by the seat, the seat decides now, and the round is the same;
- the action consumed no chance (the dice generator is where it was before it) and logged no event that
  :meth:`warroom.core.game.Game.irreversible` names: a roll, a shuffle, a card drawn, something hidden
  turned up, a new turn. So undo never rerolls a die nor shows a card twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from warroom.core.options import OptionSpec

if TYPE_CHECKING:
    from warroom.core.game import Game

#: The core's undo option, accepted by every ruleset; a game names it in its options only when it is on, so
#: a game without it (every save made before undo existed) is exactly what it always was.
UNDO_OPTION = OptionSpec(
    "undo",
    bool,
    False,
    "a seat may take back its own last actions in its turn while no die was rolled, no card drawn and "
    "nothing hidden revealed (for games with one person or hotseat)",
)
#: Options of the core that every ruleset accepts besides its own.
CORE_OPTIONS: tuple[OptionSpec, ...] = (UNDO_OPTION,)


class UndoMark(NamedTuple):
    """What undo needs to know of one action, taken just before it was carried out."""

    #: The seat that decided it.
    player: int | None
    #: The round it was made in (``Game.round_number``).
    round: int
    #: A fingerprint of the dice generator's state before it (compared within this process only).
    dice: int


def dice_fingerprint(game: Game) -> int:
    """A fingerprint of the game's dice generator: equal before and after an action that drew no chance."""
    state: Any = game.dice.getstate()
    return hash(state)


def mark(game: Game) -> UndoMark:
    """The mark of the action about to be carried out."""
    return UndoMark(game.current_player(), game.round_number(), dice_fingerprint(game))


#: Why undo is refused, by code (front ends word the codes in their languages; ``{kind}`` is the event's kind).
REASONS: dict[str, str] = {
    "off": "undo is off in this game (the option 'undo')",
    "copy": "a search's copy of the game cannot undo",
    "over": "the game is over",
    "empty": "no action was made yet",
    "not_yours": "the last action is not yours",
    "turn_passed": "your turn has passed since your last action",
    "chance": "the last action drew on chance (dice, a shuffle or a draw)",
    "irreversible": "the last action cannot be taken back: its {kind!r} showed chance or a secret",
}


class Refusal(NamedTuple):
    """Why undo is refused: a code of :data:`REASONS`, and for "irreversible" the event's kind."""

    code: str
    kind: str = ""

    def text(self) -> str:
        """The reason in English."""
        return REASONS[self.code].format(kind=self.kind)


def undo_block(game: Game, player: int) -> Refusal | None:
    """Why ``player`` may not take back the game's last action now, or None when it may."""
    marks = game._undo_marks
    if marks is None:
        return Refusal("off")
    if game._forked:
        return Refusal("copy")
    if game.is_over():
        return Refusal("over")
    if not game.history:
        return Refusal("empty")
    last = marks[-1]
    if last.player != player:
        return Refusal("not_yours")
    if game.current_player() != player or game.round_number() != last.round:
        return Refusal("turn_passed")
    if dice_fingerprint(game) != last.dice:
        return Refusal("chance")
    index = len(game.history) - 1
    # Events of one action are contiguous at the end of the log: walk back from the end.
    for i in range(len(game.log) - 1, -1, -1):
        event = game.log[i]
        if event.action_index != index:
            break
        if game.irreversible(event):
            return Refusal("irreversible", event.kind)
    return None


def undo_refusal(game: Game, player: int) -> str | None:
    """Why ``player`` may not take back the game's last action now, in English, or None when it may."""
    block = undo_block(game, player)
    return None if block is None else block.text()
