"""How a count of legions is shown with the game's pieces: catapults, cavalry and legionaries.

Rulebook 001, "Value of Pieces": a legionary is 1 legion, a cavalry 3 and a catapult 10, and a player
may exchange 3 legions for a cavalry or 10 for a catapult. The pieces are only a way of showing a
count: the rules always count legions, so these functions are for displays and change nothing.
"""

from __future__ import annotations

#: Legions a piece stands for (001, "Value of Pieces").
CATAPULT = 10
CAVALRY = 3
LEGIONARY = 1

_NAMES: dict[str, tuple[tuple[str, str], tuple[str, str], tuple[str, str]]] = {
    "en": (("catapult", "catapults"), ("cavalry", "cavalry"), ("legionary", "legionaries")),
    "pt": (("catapulta", "catapultas"), ("cavalaria", "cavalarias"), ("legionário", "legionários")),
}


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


def legion_text(legions: int, lang: str = "en") -> str:
    """``legions`` in pieces, e.g. 14 -> "1 catapult, 1 cavalry, 1 legionary" (0 -> "none")."""
    names = _NAMES.get(lang, _NAMES["en"])
    parts = [
        f"{count} {name[0] if count == 1 else name[1]}"
        for count, name in zip(legion_pieces(legions), names, strict=True)
        if count
    ]
    return ", ".join(parts) if parts else ("nenhuma" if lang == "pt" else "none")
