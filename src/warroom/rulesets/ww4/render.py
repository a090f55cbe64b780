"""The terminal rendering of World War IV (``warroom play ww4``): the header (turn, step, whose turn, the
decision pending), the nations (money, spaces Controlled, Cities, cards in hand: one's own by name, the
others' counted; General Knowledge), the land spaces by continent (owner, C/F, Fort or City, units per
colour with the routed ones marked), the ships at sea with their cargo, the combat in progress and the
effects in force. Registered for "ww4" by :mod:`warroom.cli.render`.

Like every renderer it draws only what ``game.view(player)`` holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group as RichGroup
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from warroom.cli.render import COLOUR_STYLES
from warroom.core.game import Game

_SHORT = {
    "king": "K",
    "spy": "S",
    "militia": "m",
    "soldier": "s",
    "cavalry": "c",
    "artillery": "a",
    "armor": "T",
    "bomber": "B",
    "destroyer": "D",
    "frigate": "F",
}
_ORDER = tuple(_SHORT)
_STYLES = {**COLOUR_STYLES, "purple": "bold magenta", "grey": "bold bright_black"}


def _colour(colour: Any) -> Text:
    if not colour:
        return Text("—", style="dim")
    return Text(str(colour), style=_STYLES.get(str(colour), "bold"))


def _units(units: Mapping[str, Mapping[str, int]], routed: Mapping[str, Mapping[str, int]]) -> Text:
    """``2s 1a(1r)`` per colour: counts by kind, with how many of them are routed."""
    text = Text()
    for colour, kinds in units.items():
        parts = []
        for kind in sorted(kinds, key=lambda k: _ORDER.index(k) if k in _ORDER else len(_ORDER)):
            part = f"{kinds[kind]}{_SHORT.get(kind, kind)}"
            r = routed.get(colour, {}).get(kind, 0)
            if r:
                part += f"({r}r)"
            parts.append(part)
        if text:
            text.append("  ")
        text.append(" ".join(parts), style=_STYLES.get(colour, "bold"))
    return text


def _owner(sp: Mapping[str, Any]) -> str | None:
    """Who holds a space as far as the board shows: the one colour with units there, else the City's or
    Fort's owner."""
    colours = [c for c, kinds in sp.get("units", {}).items() if any(k != "spy" for k in kinds)]
    if len(colours) == 1:
        return str(colours[0])
    if len(colours) > 1:
        return None
    owner = sp.get("city") or sp.get("fort")
    return str(owner) if owner else None


def render_ww4(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """World War IV from one player's view."""
    board = game.board
    assert board is not None
    parts: list[RenderableType] = []
    header = Text(f"turn {view.get('turn')} · {view.get('step')} · turn of ", style="bold")
    header.append_text(_colour(view.get("nation")))
    decision = view.get("decision")
    if decision:
        header.append(f" · {decision.get('kind')}: ")
        header.append_text(_colour(decision.get("nation")))
    parts.append(header)

    spaces: list[Mapping[str, Any]] = list(view.get("spaces", []))
    by_id = {sp["id"]: sp for sp in spaces}
    cities: dict[str, int] = {}
    for sp in spaces:
        if sp.get("city"):
            cities[str(sp["city"])] = cities.get(str(sp["city"]), 0) + 1
    yours = set(view.get("your_nations", []))
    nations = Table(show_edge=False, pad_edge=False, title="nations", title_justify="left")
    for column in ("nation", "name", "money", "spaces", "cities", "bought", "cards", ""):
        nations.add_column(column)
    for row in view.get("nations", []):
        if not row.get("played") and not row.get("active"):
            continue
        name = _colour(row["colour"])
        if row["colour"] in yours:
            name.append(" *")
        if "hand" in row:
            cards = ", ".join(str(c["name"]) for c in row["hand"]) or "—"
        else:
            cards = str(row.get("hand_count", 0))
        pool = ", ".join(f"{n} {k}" for k, n in row.get("pool", {}).items())
        nations.add_row(
            name,
            str(row.get("name", "")),
            f"C{row.get('money', 0)}",
            str(len(row.get("control", []))),
            str(cities.get(row["colour"], 0)),
            pool,
            cards,
            "" if row.get("active") else "out",
        )
    parts.append(nations)
    knowledge = ", ".join(str(c["name"]) for c in view.get("knowledge", []))
    line = Text(f"General Knowledge: {knowledge or '—'} · deck: {view.get('deck_size')}", style="dim")
    for card, info in (view.get("shared") or {}).items():
        line.append(f" · shared {info.get('name', card)} ({info.get('holder')} → {', '.join(info.get('with', []))})")
    parts.append(line)

    table = Table(show_lines=False, title="lands", title_justify="left")
    for column in ("space", "owner", "C/F", "", "units"):
        table.add_column(column)
    listed: set[str] = set()
    for group in board.groups_of_kind("continent"):
        members = [sid for sid in group.spaces if sid in by_id and not by_id[sid].get("water")]
        if not members:
            continue
        table.add_row(Text(group.names.get(lang, group.name), style="bold underline"), "", "", "", "")
        for sid in members:
            listed.add(sid)
            table.add_row(*_land_row(game, by_id[sid], lang))
    rest = [sp["id"] for sp in spaces if not sp.get("water") and sp["id"] not in listed]
    if rest:
        table.add_row(Text("other", style="bold underline"), "", "", "", "")
        for sid in rest:
            table.add_row(*_land_row(game, by_id[sid], lang))
    parts.append(table)

    seas = Table(show_lines=False, title="ships", title_justify="left")
    for column in ("where", "ships (id: cargo)"):
        seas.add_column(column)
    for sp in spaces:
        if not sp.get("ships"):
            continue
        text = Text()
        for ship in sp["ships"]:
            if text:
                text.append("  ")
            cargo = " ".join(f"{n}{_SHORT.get(k, k)}" for k, n in ship.get("cargo", {}).items())
            label = f"{_SHORT.get(ship['kind'], ship['kind'])}#{ship['id']}" + (f": {cargo}" if cargo else "")
            if ship.get("routed"):
                label += " (routed)"
            text.append(label, style=_STYLES.get(str(ship["owner"]), "bold"))
        seas.add_row(board.spaces[sp["id"]].display(lang), text)
    if seas.row_count:
        parts.append(seas)

    combat = view.get("combat")
    if combat:
        where = combat.get("space")
        sid = board.ids[where] if isinstance(where, int) and 0 <= where < len(board.ids) else str(where)
        line = Text(f"combat in {board.spaces[sid].display(lang) if sid in board.spaces else sid}: ", style="bold red")
        invader, defenders = combat.get("invader"), combat.get("defenders", [])
        line.append_text(_colour(_nation_colour(view, invader) if isinstance(invader, int) else invader))
        line.append(" against ")
        for i, d in enumerate(defenders):
            if i:
                line.append(", ")
            line.append_text(_colour(_nation_colour(view, d) if isinstance(d, int) else d))
        line.append(f" · round {combat.get('round')} · {combat.get('phase')}")
        parts.append(line)
    if view.get("combats"):
        names = [board.spaces[c].display(lang) if c in board.spaces else str(c) for c in view["combats"]]
        parts.append(Text(f"combats to fight: {', '.join(names)}", style="red"))
    for effect in view.get("effects", []):
        until = effect.get("until", {})
        names = [board.spaces[x].display(lang) if x in board.spaces else str(x) for x in effect.get("spaces", [])]
        said = f"{effect.get('op')} ({effect.get('card')})"
        if names:
            said += f" on {', '.join(names)}"
        said += f" until the {until.get('when')} of {until.get('nation')}'s turn {until.get('turn')}"
        parts.append(Text(said, style="yellow"))
    result = view.get("result")
    if isinstance(result, Mapping):
        winners = ", ".join(game.player_name(s) for s in result.get("winners") or []) or "no one"
        parts.append(Text(f"result: {winners} · {result.get('reason')}", style="bold"))
    return RichGroup(*parts)


def _nation_colour(view: Mapping[str, Any], nation: int) -> str:
    rows = view.get("nations", [])
    return str(rows[nation]["colour"]) if 0 <= nation < len(rows) else "grey"


def _land_row(game: Game, sp: Mapping[str, Any], lang: str) -> tuple[Text | str, ...]:
    board = game.board
    assert board is not None
    marks = []
    if "city" in sp:
        marks.append(f"City ({sp.get('city') or '—'})" + (f", capital of {sp['capital']}" if sp.get("capital") else ""))
    if sp.get("fort"):
        marks.append(f"Fort ({sp['fort']})")
    return (
        Text("  " + board.spaces[sp["id"]].display(lang)),
        _colour(_owner(sp)),
        f"{sp.get('c', '')}/{sp.get('f', '')}",
        ", ".join(marks),
        _units(sp.get("units", {}), sp.get("routed", {})),
    )
