"""Portuguese contractions of a preposition with the article after it, which the language requires: a
template says "em {ship}" and the ship is "o navio", so the sentence must read "no navio", not "em o navio".

The text layer (core/text.py) applies them where a template's text meets a parameter: a template never has
to know whether a parameter comes with an article (a ship, a place whose name has one, a nested message).
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

#: A preposition that ends a template's text, and an article that begins the parameter after it.
_PREPOSITION = re.compile(r"\b(em|de|por|Em|De|Por) $")
_ARTICLE = re.compile(r"(o|a|os|as) (?=\w)")


def contract(before: str, value: str, lang: str) -> tuple[str, str]:
    """The template text ``before`` a parameter and the parameter's ``value``, with a preposition ending the
    one and an article beginning the other contracted as ``lang`` requires ("em " + "o navio" -> "" +
    "no navio"); unchanged in a language without contractions. Only that join is touched: the words inside
    a parameter (a person's name, "Ana de a Silva") are never rewritten."""
    table = _CONTRACTIONS.get(lang)
    if table is None:
        return before, value
    preposition, article = _PREPOSITION.search(before), _ARTICLE.match(value)
    if preposition is None or article is None:
        return before, value
    word = table[(preposition.group(1).lower(), article.group(1))]
    word = word.capitalize() if preposition.group(1)[0].isupper() else word
    return before[: preposition.start()], word + value[article.end(1) :]
