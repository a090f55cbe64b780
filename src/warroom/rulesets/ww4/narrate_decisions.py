"""Sentences for the events of the players' own decisions in World War IV (rules version 3), as messages of
the text layer: who rallied in a combat's Rally step ("rally") and a Royal Guard chosen ("royal-guard").
Part of narrate_combat.py's :data:`~warroom.rulesets.ww4.narrate_combat.COMBAT_NARRATORS`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from warroom.core.narration import Narrator
from warroom.core.text import Items, Msg, Noun, Param, Place, known
from warroom.rulesets.ww4.naming import nation, units

if TYPE_CHECKING:
    from warroom.core.game import Game


def _of(colour: Any) -> Param:
    """ "of Sun Dynasty" / "da Dinastia do Sol" (``ww4.ofn.<colour>``)."""
    key = f"ww4.ofn.{colour}"
    return Msg(key) if known(key) else str(colour)


def _rally(game: Game, d: Mapping[str, Any]) -> Param:
    found = d.get("rallied")
    rallied: Mapping[str, Any] = found if isinstance(found, dict) else {}
    parts = [units(str(k), v) for k, v in sorted(rallied.items()) if isinstance(v, int)]
    where = Place(str(d.get("space")))
    of = _of(d.get("nation"))
    rolled = d.get("rolled", 0)
    n = rolled if isinstance(rolled, int) and not isinstance(rolled, bool) else 0
    if not parts:
        return Msg("ww4.ev.rally.none", space=where, of=of, rolled=n)
    # Portuguese verbs agree in number: "1 milícia se reagrupou", "2 milícias se reagruparam".
    many = sum(v for v in rallied.values() if isinstance(v, int)) != 1
    return Msg(
        "ww4.ev.rally",
        space=where,
        units=Items(parts),
        of=of,
        rallied=Msg(f"ww4.word.rallied.{'many' if many else 'one'}"),
        rolled=n,
        routed=Noun("ww4.word.routed_unit", n),
        rolls=Msg(f"ww4.word.rolled.{'one' if n == 1 else 'many'}"),
    )


def _royal_guard(game: Game, d: Mapping[str, Any]) -> Param:
    where = Place(str(d.get("space")))
    if not d.get("unit"):
        return Msg("ww4.ev.guard.none", nation=nation(d.get("nation"), True), space=where)
    return Msg("ww4.ev.guard", nation=nation(d.get("nation")), units=units(d.get("unit"), 1), space=where)


DECISION_NARRATORS: dict[str, Narrator] = {"rally": _rally, "royal-guard": _royal_guard}
