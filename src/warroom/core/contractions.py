"""Portuguese contractions of a preposition with the article after it, which the language requires: a
template says "em {ship}" and the ship is "o navio", so the sentence must read "no navio", not "em o navio".

The text layer (core/text.py) applies them to every Portuguese message it renders: a template never has to
know whether a parameter comes with an article (a ship, a place whose name has one, a nested message).
"""

from __future__ import annotations

import re

#: (preposition, article) -> the contraction, per language; only Portuguese contracts.
_CONTRACTIONS: dict[str, dict[tuple[str, str], str]] = {
    "pt": {
        ("em", "o"): "no",
        ("em", "a"): "na",
        ("em", "os"): "nos",
        ("em", "as"): "nas",
        ("de", "o"): "do",
        ("de", "a"): "da",
        ("de", "os"): "dos",
        ("de", "as"): "das",
        ("por", "o"): "pelo",
        ("por", "a"): "pela",
        ("por", "os"): "pelos",
        ("por", "as"): "pelas",
    },
}

#: A preposition and an article, whole words, followed by a word (the article's noun).
_PATTERN = re.compile(r"\b(em|de|por|Em|De|Por) (o|a|os|as)(?= \w)")


def contract(text: str, lang: str) -> str:
    """``text`` with its prepositions and articles contracted as ``lang`` requires ("em o navio" -> "no
    navio", "De o" -> "Do"); unchanged in a language without contractions."""
    table = _CONTRACTIONS.get(lang)
    if table is None:
        return text

    def joined(found: re.Match[str]) -> str:
        preposition, article = found.group(1), found.group(2)
        word = table[(preposition.lower(), article)]
        return word.capitalize() if preposition[0].isupper() else word

    return _PATTERN.sub(joined, text)
