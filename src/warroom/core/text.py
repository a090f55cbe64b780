"""The text layer: what a game says to a person, as message keys with parameters, in every language.

A ruleset never builds a sentence itself. It returns a :class:`Msg` (a key and parameters) and owns a
:data:`Catalogue` with the key's template in every language of :data:`LANGS`; the front ends (the
terminal, the game server, the browser) render it with :func:`render` in the reader's language. Keys
are dotted and start with their owner: ``war.attack``, ``ww4.unit.soldier``; ``core.*`` and
``colour.*`` belong to this module.

Templates are :meth:`str.format` templates with named fields. A parameter is rendered by its type:

- ``str`` and ``int``: as they are (a number, or a word that needs no translation: a player's name);
- :class:`Msg`: rendered first, in the same language (nested sentences, unit names, phase names);
- :class:`Noun`: a counted noun; its catalogue entry holds the singular and the plural separated by
  ``|`` (``"infantry|infantry"``, ``"soldier|soldiers"``, ``"infantaria|infantarias"``), and the form
  agreeing with the count is chosen (``{n}`` in a template may show the count itself);
- :class:`Place`: a space of the board, in the board's own name for that language;
- :class:`Seat`: a seat, by the name its game gives it (a colour, an empire, a nation), translated;
- :class:`Items`: a list, joined as "a, b and c" / "a, b e c";
- :class:`Number`: a whole number grouped in thousands as its language writes it: "40,013,001" /
  "40.013.001" (:func:`number` writes decimals too: "1,220.5" / "1.220,5").

A key or a language missing from the catalogue is a bug the completeness tests catch; at run time it
falls back to English, then to the key itself, so a person never sees a traceback for a missing word.
``strict=True`` (the tests) raises :class:`MissingText` instead.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Union

from warroom.core.contractions import contract

#: The languages every word exists in: English and Brazilian Portuguese.
LANGS = ("en", "pt")
#: One catalogue: key -> language -> template.
Catalogue = Mapping[str, Mapping[str, str]]

Param = Union[str, int, "Msg", "Noun", "Place", "Seat", "Items", "Number"]


@dataclass(frozen=True, slots=True)
class Msg:
    """A message: a catalogue key and its parameters (by name)."""

    key: str
    params: Mapping[str, Param] = field(default_factory=dict)

    def __init__(self, key: str, /, **params: Param) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "params", params)

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted((k, repr(v)) for k, v in self.params.items()))))


@dataclass(frozen=True, slots=True)
class Noun:
    """A noun counted ``count`` times: its key's entry is ``"singular|plural"`` in each language."""

    key: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class Place:
    """A space of the board, by id."""

    id: str


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat of the game, by number."""

    index: int


@dataclass(frozen=True, slots=True)
class Items:
    """A list of parameters, joined with commas and "and" in the reader's language."""

    items: tuple[Param, ...]

    def __init__(self, items: Iterable[Param]) -> None:
        object.__setattr__(self, "items", tuple(items))


@dataclass(frozen=True, slots=True)
class Number:
    """A whole number, grouped in thousands with the reader's separator (a plain ``int`` is not grouped)."""

    value: int


#: The thousands and decimal separators of each language (Brazilian Portuguese writes 40.013.001 and 1.220,5).
_SEPARATORS = {"en": (",", "."), "pt": (".", ",")}
#: A whole number longer than this (20 digits) is told by its size: a person reads no more, and Python refuses
#: to print one of more than 4,300 digits (sys.get_int_max_str_digits).
_PRINTABLE_BITS = 64


def _digits(value: int) -> int:
    """How many decimal digits the positive ``value`` has, without printing it (Python refuses past 4,300)."""
    digits = int(value.bit_length() * 0.30103) + 1  # log10(2): the count, or one more
    return digits - 1 if value < 10 ** (digits - 1) else digits


#: A plain ``int`` parameter is printed as it is up to Python's limit, past which it too is told by its size.
_HUGE_BITS = 14_000


def number(value: float, lang: str = "en", places: int | None = None) -> str:
    """``value`` as ``lang`` writes it: thousands grouped and, with ``places``, that many decimals: 1,220.5 in
    English, 1.220,5 in Portuguese. A whole number of more than 20 digits is told by its size ("a number of
    4,300 digits")."""
    if isinstance(value, int) and abs(value).bit_length() > _PRINTABLE_BITS:
        return render(Msg("core.huge_number", digits=number(_digits(abs(value)), lang)), lang)
    text = format(value, ",") if places is None else format(value, f",.{places}f")
    thousands, point = _SEPARATORS.get(lang, _SEPARATORS["en"])
    return "".join(thousands if c == "," else point if c == "." else c for c in text)


class MissingText(LookupError):
    """A key, or one of its languages, that no catalogue holds (raised only when rendering strictly)."""


#: The core's own words: listing, seats without a name, the generic fallbacks.
CORE_CATALOGUE: dict[str, dict[str, str]] = {
    "core.and": {"en": "and", "pt": "e"},
    "core.someone": {"en": "someone", "pt": "alguém"},
    "core.player": {"en": "player {n}", "pt": "jogador {n}"},
    "core.text": {"en": "{text}", "pt": "{text}"},
    "core.roll": {"en": "{what}: rolled {dice}", "pt": "{what}: tirou {dice}"},
    "core.roll_of": {"en": "{what} ({details}): rolled {dice}", "pt": "{what} ({details}): tirou {dice}"},
    "core.event": {"en": "{kind}: {details}", "pt": "{kind}: {details}"},
    "core.huge_number": {"en": "a number of {digits} digits", "pt": "um número de {digits} algarismos"},
    "colour.blue": {"en": "Blue", "pt": "Azul"},
    "colour.yellow": {"en": "Yellow", "pt": "Amarelo"},
    "colour.red": {"en": "Red", "pt": "Vermelho"},
    "colour.black": {"en": "Black", "pt": "Preto"},
    "colour.white": {"en": "White", "pt": "Branco"},
    "colour.green": {"en": "Green", "pt": "Verde"},
    "colour.beige": {"en": "Beige", "pt": "Bege"},
    "colour.purple": {"en": "Purple", "pt": "Roxo"},
    "colour.orange": {"en": "Orange", "pt": "Laranja"},
    "colour.pink": {"en": "Pink", "pt": "Rosa"},
    "colour.brown": {"en": "Brown", "pt": "Marrom"},
    "colour.grey": {"en": "Grey", "pt": "Cinza"},
}

_CATALOGUES: dict[str, Catalogue] = {"core": CORE_CATALOGUE}
_merged: dict[str, Mapping[str, str]] | None = None


def register_catalogue(owner: str, catalogue: Catalogue) -> None:
    """Add ``owner``'s catalogue (a ruleset id, or a front end's name); its keys must be new."""
    global _merged
    _CATALOGUES[owner] = catalogue
    _merged = None


def catalogues() -> dict[str, Catalogue]:
    """Every registered catalogue, by owner (for the completeness tests)."""
    return dict(_CATALOGUES)


def _all() -> Mapping[str, Mapping[str, str]]:
    global _merged
    if _merged is None:
        merged: dict[str, Mapping[str, str]] = {}
        for owner, catalogue in _CATALOGUES.items():
            for key, entry in catalogue.items():
                if key in merged and merged[key] != entry:
                    raise ValueError(f"catalogue {owner!r} redefines the message key {key!r}")
                merged[key] = entry
        _merged = merged
    return _merged


def known(key: str) -> bool:
    """Whether some catalogue holds ``key``."""
    return key in _all()


def check_lang(lang: str) -> str:
    """``lang`` if it is one of :data:`LANGS`; ValueError naming it otherwise."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGS)}")
    return lang


@dataclass(frozen=True)
class Context:
    """What rendering needs besides the catalogues: how to name places and seats in a language."""

    place: Callable[[str, str], str] = lambda space_id, lang: space_id
    seat: Callable[[int, str], str | Msg] = lambda index, lang: Msg("core.player", n=index + 1)


PLAIN = Context()


def template(key: str, lang: str, strict: bool = False) -> str:
    """The template of ``key`` in ``lang`` (English, then the key itself, when missing and not strict)."""
    entry = _all().get(key)
    if entry is not None and lang in entry:
        return entry[lang]
    if strict:
        raise MissingText(f"no {lang!r} text for the message key {key!r}")
    if entry is not None and "en" in entry:
        return entry["en"]
    return key


def render(value: Param, lang: str = "en", context: Context = PLAIN, *, strict: bool = False) -> str:
    """``value`` (a message or any parameter) as text in ``lang``."""
    if isinstance(value, Msg):
        params = {name: render(p, lang, context, strict=strict) for name, p in value.params.items()}
        text = template(value.key, lang, strict)
        try:
            return _fill(text, params, lang)
        except (KeyError, IndexError, ValueError) as error:
            if strict:
                raise MissingText(f"the {lang!r} text of {value.key!r} does not fit its parameters: {error}") from None
            return text
    if isinstance(value, Noun):
        forms = template(value.key, lang, strict).split("|")
        return forms[0] if value.count == 1 or len(forms) == 1 else forms[1]
    if isinstance(value, Place):
        return context.place(value.id, lang)
    if isinstance(value, Seat):
        named = context.seat(value.index, lang)
        return render(named, lang, context, strict=strict) if isinstance(named, Msg) else named
    if isinstance(value, Items):
        return listing([render(item, lang, context, strict=strict) for item in value.items], lang)
    if isinstance(value, Number):
        return number(value.value, lang)
    if isinstance(value, int) and abs(value).bit_length() > _HUGE_BITS:
        return number(value, lang)
    return str(value)


def _fill(text: str, params: Mapping[str, str], lang: str) -> str:
    """``text`` with its fields filled from ``params``, contracting a preposition of the text with an
    article that begins the parameter after it ("em {ship}" with "o navio" -> "no navio")."""
    out: list[str] = []
    for literal, name, spec, conversion in _FORMATTER.parse(text):
        out.append(literal)
        if name is None:
            continue
        if name not in params:
            raise KeyError(name)
        value = format(_FORMATTER.convert_field(params[name], conversion), spec or "")
        before, value = contract("".join(out), value, lang)
        out[:] = [before, value]
    return "".join(out)


def listing(items: list[str], lang: str = "en") -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"`` (``"a, b e c"``)."""
    word = f" {template('core.and', lang)} "
    if len(items) <= 2:
        return word.join(items)
    return f"{', '.join(items[:-1])}{word}{items[-1]}"


def colour(name: str) -> Msg | str:
    """A colour's name as a message where the core knows it (``"blue"`` -> ``colour.blue``), else as is."""
    key = f"colour.{name.strip().lower()}"
    return Msg(key) if known(key) else name


def keys_missing(langs: Iterable[str] = LANGS) -> list[str]:
    """Every ``key: lang`` that some catalogue lacks, and every template whose fields differ between
    languages (a Portuguese sentence that drops a parameter is a mistranslation)."""
    out: list[str] = []
    for key, entry in _all().items():
        fields = {lang: _fields(entry[lang]) for lang in langs if lang in entry}
        out.extend(f"{key}: {lang}" for lang in langs if lang not in entry)
        if len({frozenset(f) for f in fields.values()}) > 1:
            out.append(f"{key}: fields differ {fields}")
    return out


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in _FORMATTER.parse(text) if name}


_FORMATTER = string.Formatter()
