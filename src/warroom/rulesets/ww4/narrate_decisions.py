"""Plain sentences for the events of the players' own decisions in World War IV (rules version 3): who
rallied in a combat's Rally step ("rally") and a Royal Guard chosen ("royal-guard"). Part of narrate.py's
:data:`~warroom.rulesets.ww4.narrate.NARRATORS` (kept apart so that module stays small)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warroom.cli.render import Narrator, listing, side_name, space_name
from warroom.core.game import Game

#: Unit kinds whose plural is the singular (as in narrate.py).
_UNCOUNTED = frozenset({"armor", "artillery", "cavalry", "militia"})


def _nation(game: Game, colour: Any) -> str:
    return "the Barbarians" if colour == "grey" else side_name(game, colour, "nation_of", "nation_name")


def _units(kind: str, count: int) -> str:
    name = kind.replace("-", " ")
    return f"{count} {name}" if count == 1 or name in _UNCOUNTED else f"{count} {name}s"


def _rally(game: Game, d: Mapping[str, Any], lang: str) -> str:
    found = d.get("rallied")
    rallied: Mapping[str, Any] = found if isinstance(found, dict) else {}
    parts = [_units(str(k), int(v)) for k, v in sorted(rallied.items()) if isinstance(v, int)]
    where = space_name(game, str(d.get("space")), lang)
    who = _nation(game, d.get("nation"))
    rolled = d.get("rolled", 0)
    if not parts:
        return f"In {where}, no routed unit of {who} rallied ({rolled} rolled)"
    return f"In {where}, {listing(parts)} of {who} rallied ({rolled} routed unit(s) rolled)"


def _royal_guard(game: Game, d: Mapping[str, Any], lang: str) -> str:
    where = space_name(game, str(d.get("space")), lang)
    who = _nation(game, d.get("nation"))
    if not d.get("unit"):
        return f"{who} lets its King in {where} fall (no Royal Guard)"
    return f"Royal Guard: {who} gives up {_units(str(d.get('unit')), 1)} in {where} to save its King"


DECISION_NARRATORS: dict[str, Narrator] = {"rally": _rally, "royal-guard": _royal_guard}
