"""How a count of legions is shown with the game's pieces: catapults, cavalry and legionaries.

Rulebook 001, "Value of Pieces": a legionary is 1 legion, a cavalry 3 and a catapult 10, and a player
may exchange 3 legions for a cavalry or 10 for a catapult. The pieces are only a way of showing a
count: the rules always count legions, so these functions are for displays and change nothing.
"""

from __future__ import annotations

import warroom.rulesets.war.words  # noqa: F401  (the pieces' names)
from warroom.core.text import Msg, Noun, Param, render

#: Legions a piece stands for (001, "Value of Pieces").
CATAPULT = 10
CAVALRY = 3
LEGIONARY = 1

#: The pieces' nouns in the text layer (war/words.py), largest first.
_NOUNS = ("war.piece.catapult", "war.piece.cavalry", "war.piece.legionary")


def legion_pieces(legions: int) -> tuple[int, int, int]:
    """The fewest pieces that show ``legions``: (catapults, cavalry, legionaries).

    >>> legion_pieces(14)
    (1, 1, 1)
    """
    if isinstance(legions, bool) or not isinstance(legions, int) or legions < 0:
        raise ValueError(f"a count of legions must be a whole number >= 0, not {legions!r}")
    catapults, rest = divmod(legions, CATAPULT)
    cavalry, legionaries = divmod(rest, CAVALRY)
    return catapults, cavalry, legionaries


def legion_message(legions: int) -> Param:
    """``legions`` in pieces as a message: 14 -> "1 catapult, 1 cavalry, 1 legionary" (0 -> "none")."""
    parts = [
        Msg("war.count", n=count, unit=Noun(noun, count))
        for count, noun in zip(legion_pieces(legions), _NOUNS, strict=True)
        if count
    ]
    if not parts:
        return Msg("war.piece.none")
    # A display of counts, listed with commas (as on the board's labels), not as a sentence's "and".
    shown: Param = parts[-1]
    for part in reversed(parts[:-1]):
        shown = Msg("war.pieces", first=part, rest=shown)
    return shown


def legion_text(legions: int, lang: str = "en") -> str:
    """``legions`` in pieces, in ``lang``, e.g. 14 -> "1 catapult, 1 cavalry, 1 legionary" (0 -> "none")."""
    return render(legion_message(legions), lang)
