"""World War IV's refusals: an IllegalAction carrying a message of the text layer (words_refusals.py),
whose English text (``str(error)``, for logs and the English front ends) names spaces and nations as the
game does, not by their ids."""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.errors import IllegalAction
from warroom.core.text import Msg

if TYPE_CHECKING:
    from warroom.core.game import Game


def refuse(game: Game, message: Msg) -> IllegalAction:
    """The IllegalAction to raise for ``message``; front ends render ``error.message`` in any language."""
    error = IllegalAction(message)
    # The core renders str(error) without the board's names; the game has them.
    error.args = (game.say(message, "en"),)
    return error
