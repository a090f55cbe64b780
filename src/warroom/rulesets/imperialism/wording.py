"""How War! Age of Imperialism names things inside its messages: empires, counted pieces, armies, production
points, technologies and ships as parameters of the text layer (core/text.py), in any language. The
words themselves are in words.py; action labels (describe.py) and event sentences (narrate*.py) use these.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warroom.core.errors import IllegalAction
from warroom.core.game import Game
from warroom.core.text import Items, Msg, Noun, Param, Place, known
from warroom.rulesets.imperialism.words import PIECES

#: An empire id that is no empire: the natives, who fight for their regions.
NATIVES = "natives"


def empire(cid: Any) -> Param:
    """An empire id ("red", "britain") as its name; "natives" as "the natives"; None as "someone"."""
    if cid is None:
        return Msg("core.someone")
    if cid == NATIVES:
        return Msg("aoi.natives")
    key = f"aoi.empire.{cid}"
    return Msg(key) if known(key) else str(cid)


def empires(ids: Any) -> Param:
    """A list of empire ids as "Red, Blue and Green"; empty (or no list) as "nobody"."""
    if not isinstance(ids, list) or not ids:
        return Msg("aoi.nobody")
    return Items(empire(c) for c in ids)


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 1


def noun(kind: Any, count: int = 1) -> Param:
    """A piece kind's name agreeing with ``count`` ("infantry", "leaders"); an unknown kind as it is."""
    return Noun(f"aoi.unit.{kind}", count) if str(kind) in PIECES else str(kind)


def unit(kind: Any, count: Any = 1) -> Param:
    """``"2 cavalry"``, ``"1 leader"``, ``"3 navios"``."""
    n = _count(count)
    return Msg("aoi.count", n=n, unit=noun(kind, n))


def unit_a(kind: Any) -> Param:
    """One piece with its indefinite article where the language wants one: "infantry", "a fort", "um forte"."""
    return Msg(f"aoi.unit.a.{kind}") if str(kind) in PIECES else str(kind)


def unit_the(kind: Any) -> Param:
    """One piece with its definite article: "the railroad", "a ferrovia"."""
    return Msg(f"aoi.unit.the.{kind}") if str(kind) in PIECES else str(kind)


def army(counts: Any) -> Param:
    """``{"inf": 2, "cav": 1}`` as "2 infantry and 1 cavalry"; empty as "no army"."""
    if not isinstance(counts, Mapping):
        return Msg("aoi.no_army")
    parts = [unit(k, n) for k, n in counts.items() if isinstance(n, int) and n > 0]
    return Items(parts) if parts else Msg("aoi.no_army")


def kinds(names: Any) -> Param:
    """A list of piece kinds (``["explorer", "explorer"]``) counted: "2 explorers"; empty as "nothing"."""
    counts: dict[str, int] = {}
    for kind in names if isinstance(names, list) else []:
        counts[str(kind)] = counts.get(str(kind), 0) + 1
    return Items(unit(k, n) for k, n in counts.items()) if counts else Msg("aoi.nothing")


def commas(parts: list[Param]) -> Param:
    """Parts joined by commas alone: "Science 1, Education 2" (no "and")."""
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = Msg("aoi.comma", first=part, rest=text)
    return text


def choices(parts: list[Param]) -> Param:
    """Alternatives joined by "or": "school or fort" ("escola ou forte")."""
    text = parts[-1]
    for part in reversed(parts[:-1]):
        text = Msg("aoi.or", first=part, rest=text)
    return text


def pp(value: Any) -> Msg:
    """Production points: "18 PP"."""
    return Msg("aoi.pp", n=value if isinstance(value, int) else 0)


def tech(tid: Any) -> Param:
    """A technology id ("industry-1") as its name ("Industry 1", "Indústria 1")."""
    key = f"aoi.tech.{tid}"
    return Msg(key) if known(key) else str(tid)


def ship(sid: Any) -> Param:
    """A ship as an event names it, by the number the views show beside it ("ship #12")."""
    return Msg("aoi.ship", id=sid) if isinstance(sid, int) else Msg("aoi.a_ship")


def place(sid: Any) -> Param:
    """A region or sea area by id, in the board's name for the reader's language."""
    return Place(str(sid))


def phase_name(phase: str) -> Param:
    """A phase (or an open interrupt's kind) by its name (``aoi.phase.<phase>``); an unknown one as it is."""
    key = f"aoi.phase.{phase}"
    return Msg(key) if known(key) else phase


def refusal(game: Game, message: Param) -> IllegalAction:
    """An IllegalAction whose reason is ``message``, and whose English text (``str(error)``, what logs and
    older clients read) names spaces and empires as the board and the game do, as it always has."""
    error = IllegalAction(message)
    error.args = (game.say(message, "en"),)
    return error
