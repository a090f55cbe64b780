"""The terminal rendering of War! Age of Imperialism: the empires (regions, production points, wars), the
regions by global region with owner, buildings, markers and pieces, and the ships at sea. Registered for
"imperialism-basic", "imperialism-standard" and "imperialism-advanced" by :mod:`warroom.cli.render`.

Like every renderer it draws only what ``game.view(player)`` holds: a face-down marker shows as "?".
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
from warroom.rulesets.imperialism.content import PIECE_KINDS

_SHORT = {"inf": "I", "cav": "C", "art": "A", "ldr": "L", "explorer": "x", "engineer": "e", "ship": "S"}


#: Empire id -> its paint colour (a nation in the 1886 scenario is painted in a content colour); set per view.
_PAINT: dict[str, str] = {}


def _style(colour: str | None) -> str:
    return COLOUR_STYLES.get(_PAINT.get(colour or "", colour or ""), "bold")


def _colour(colour: str | None) -> Text:
    if colour is None:
        return Text("natives", style="dim")
    return Text(colour, style=_style(colour))


def _units(units: Mapping[str, Mapping[str, int]]) -> Text:
    text = Text()
    for colour, kinds in units.items():
        if text:
            text.append(" ")
        part = " ".join(f"{kinds[k]}{_SHORT.get(k, k)}" for k in PIECE_KINDS if kinds.get(k))
        text.append(part, style=_style(colour))
    return text


def render_imperialism(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """War! Age of Imperialism from one player's view."""
    _PAINT.clear()
    _PAINT.update({e["colour"]: e.get("paint", e["colour"]) for e in view.get("empires", [])})
    parts: list[RenderableType] = []
    header = Text(f"turn {view.get('turn')} · ", style="bold")
    phase = str(view.get("phase"))
    header.append(f"movement round {view.get('round')}" if phase in ("movement", "battles") else phase)
    if view.get("empire"):
        header.append(" · empire: ")
        header.append_text(_colour(view.get("empire")))
    interrupt = view.get("interrupt")
    if interrupt:
        header.append(f" · {interrupt.get('kind')}: ")
        header.append_text(_colour(view.get("deciding_empire")))
    parts.append(header)

    empires = Table(show_edge=False, pad_edge=False)
    for column in ("empire", "regions", "PP", "last income", "at war with"):
        empires.add_column(column)
    yours = set(view.get("your_empires", []))
    for e in view.get("empires", []):
        name = _colour(e["colour"])
        if e["colour"] in yours:
            name.append(" *")
        if e.get("eliminated"):
            name.append(" (out)")
        income = e.get("income", {}).get("total", "")
        empires.add_row(name, str(e["regions"]), str(e["pp"]), str(income), ", ".join(e.get("at_war_with", [])))
    parts.append(empires)

    spaces = {sp["id"]: sp for sp in view.get("spaces", [])}
    board = game.board
    assert board is not None
    table = Table(show_lines=False, title="regions")
    for column in ("region", "owner", "buildings", "markers", "pieces"):
        table.add_column(column)
    for group in board.groups_of_kind("global-region"):
        table.add_row(Text(group.names.get(lang, group.name), style="bold underline"), "", "", "", "")
        for sid in group.spaces:
            sp = spaces.get(sid, {"id": sid})
            buildings = [*sp.get("buildings", []), *(b for b in ("fort", "school") if sp.get(b))]
            markers = []
            if "native" in sp:
                markers.append(f"natives {sp['native']}")
            if "resource" in sp:
                markers.append(f"resource {sp['resource']}")
            owner = sp.get("owner")
            table.add_row(
                board.spaces[sid].display(lang),
                _colour(owner) if owner or "native" in sp else Text("—"),
                ", ".join(buildings),
                ", ".join(markers),
                _units(sp.get("units", {})),
            )
    parts.append(table)

    seas = Table(show_lines=False, title="ships at sea")
    for column in ("sea area", "ships (id: cargo)"):
        seas.add_column(column)
    for sid, sp in spaces.items():
        if board.spaces[sid].kind == "sea" and sp.get("ships"):
            text = Text()
            for ship in sp["ships"]:
                if text:
                    text.append("  ")
                cargo = " ".join(f"{n}{_SHORT.get(k, k)}" for k, n in ship.get("cargo", {}).items())
                text.append(f"#{ship['id']}" + (f": {cargo}" if cargo else ""), style=_style(ship["owner"]))
            seas.add_row(board.spaces[sid].display(lang), text)
    if seas.row_count:
        parts.append(seas)
    if view.get("scores"):
        scores = Table(title="scores")
        for column in ("empire", "regions", "global regions", "score"):
            scores.add_column(column)
        for row in view["scores"]:
            scores.add_row(
                _colour(row.get("colour")),
                str(row.get("regions", "")),
                str(row.get("global_regions", "")),
                str(row.get("score", "")),
            )
        parts.append(scores)
    return RichGroup(*parts)
