"""The terminal rendering of War! Age of Imperialism: the empires (regions, production points, wars), the
regions by global region with owner, buildings, markers and pieces, and the ships at sea, in English or
Portuguese. Registered for "imperialism-basic", "imperialism-standard" and "imperialism-advanced" by
:mod:`warroom.cli.render`; the table's own words (``aoi.table.*``) are registered here.

Like every renderer it draws only what ``game.view(player)`` holds: a face-down marker shows as "?".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group as RichGroup
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from warroom.cli.render_base import COLOUR_STYLES
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.text import Msg, Param, register_catalogue
from warroom.rulesets.imperialism.content import PIECE_KINDS
from warroom.rulesets.imperialism.wording import empire, noun, phase_name

_SHORT = {"inf": "I", "cav": "C", "art": "A", "ldr": "L", "explorer": "x", "engineer": "e", "ship": "S"}

#: The table's words (the pieces', phases' and empires' names are the ruleset's own).
TABLE_WORDS: dict[str, dict[str, str]] = {
    "aoi.table.turn": {"en": "turn {n}", "pt": "turno {n}"},
    "aoi.table.movement_round": {"en": "movement round {n}", "pt": "rodada de movimento {n}"},
    "aoi.table.empire": {"en": "empire", "pt": "império"},
    "aoi.table.regions": {"en": "regions", "pt": "regiões"},
    "aoi.table.pp": {"en": "PP", "pt": "PP"},
    "aoi.table.last_income": {"en": "last income", "pt": "última renda"},
    "aoi.table.at_war_with": {"en": "at war with", "pt": "em guerra com"},
    "aoi.table.out": {"en": "(out)", "pt": "(fora)"},
    "aoi.table.region": {"en": "region", "pt": "região"},
    "aoi.table.owner": {"en": "owner", "pt": "dono"},
    "aoi.table.buildings": {"en": "buildings", "pt": "construções"},
    "aoi.table.markers": {"en": "markers", "pt": "marcadores"},
    "aoi.table.pieces": {"en": "pieces", "pt": "peças"},
    "aoi.table.natives": {"en": "natives {value}", "pt": "nativos {value}"},
    # A face-down marker everyone saw turned up (the view's native_seen): public knowledge.
    "aoi.table.natives_seen": {"en": "natives ? (seen: {value})", "pt": "nativos ? (visto: {value})"},
    "aoi.table.resource": {"en": "resource {value}", "pt": "recurso {value}"},
    "aoi.table.ships_at_sea": {"en": "ships at sea", "pt": "navios no mar"},
    "aoi.table.sea_area": {"en": "sea area", "pt": "área marítima"},
    "aoi.table.ships": {"en": "ships (#: cargo)", "pt": "navios (nº: carga)"},
    "aoi.table.scores": {"en": "scores", "pt": "pontuação"},
    "aoi.table.global_regions": {"en": "global regions", "pt": "regiões globais"},
    "aoi.table.score": {"en": "score", "pt": "pontos"},
    "aoi.table.natives_owner": {"en": "natives", "pt": "nativos"},
}
register_catalogue("cli-imperialism", TABLE_WORDS)


class _Painter:
    """Names and paints empires for one view in one language (a nation of the 1886 scenario is painted in
    its content colour, ``paint`` in the view)."""

    def __init__(self, game: Game, view: Mapping[str, Any], lang: str) -> None:
        self.game, self.lang = game, lang
        self.paint = {e["colour"]: e.get("paint", e["colour"]) for e in view.get("empires", [])}

    def say(self, message: Param) -> str:
        return self.game.say(message, self.lang)

    def word(self, key: str, **params: Param) -> str:
        return self.say(Msg(f"aoi.table.{key}", **params))

    def style(self, colour: str | None) -> str:
        return COLOUR_STYLES.get(self.paint.get(colour or "", colour or ""), "bold")

    def empire(self, colour: str | None) -> Text:
        if colour is None:
            return Text(self.word("natives_owner"), style="dim")
        return Text(self.say(empire(colour)), style=self.style(colour))

    def units(self, units: Mapping[str, Mapping[str, int]]) -> Text:
        text = Text()
        for colour, kinds in units.items():
            if text:
                text.append(" ")
            part = " ".join(f"{kinds[k]}{_SHORT.get(k, k)}" for k in PIECE_KINDS if kinds.get(k))
            text.append(part, style=self.style(colour))
        return text


def render_imperialism(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """War! Age of Imperialism from one player's view, in ``lang``."""
    p = _Painter(game, view, lang)
    parts: list[RenderableType] = [_header(p, view)]

    empires = Table(show_edge=False, pad_edge=False)
    for column in ("empire", "regions", "pp", "last_income", "at_war_with"):
        empires.add_column(p.word(column))
    yours = set(view.get("your_empires", []))
    for e in view.get("empires", []):
        name = p.empire(e["colour"])
        if e["colour"] in yours:
            name.append(" *")
        if e.get("eliminated"):
            name.append(" " + p.word("out"))
        income = e.get("income", {}).get("total", "")
        wars = ", ".join(p.say(empire(c)) for c in e.get("at_war_with", []))
        empires.add_row(name, str(e["regions"]), str(e["pp"]), str(income), wars)
    parts.append(empires)
    spaces = {sp["id"]: sp for sp in view.get("spaces", [])}
    parts.append(_regions(p, spaces))
    seas = _seas(p, spaces)
    if seas.row_count:
        parts.append(seas)
    if view.get("scores"):
        scores = Table(title=p.word("scores"))
        for column in ("empire", "regions", "global_regions", "score"):
            scores.add_column(p.word(column))
        for row in view["scores"]:
            scores.add_row(
                p.empire(row.get("colour")),
                str(row.get("regions", "")),
                _global_regions(p, row.get("global_regions")),
                str(row.get("score", "")),
            )
        parts.append(scores)
    return RichGroup(*parts)


def _header(p: _Painter, view: Mapping[str, Any]) -> Text:
    header = Text(p.word("turn", n=str(view.get("turn"))) + " · ", style="bold")
    phase = str(view.get("phase"))
    if phase in ("movement", "battles"):
        header.append(p.word("movement_round", n=str(view.get("round"))))
    else:
        header.append(p.say(phase_name(phase)))
    if view.get("empire"):
        header.append(f" · {p.word('empire')}: ")
        header.append_text(p.empire(view.get("empire")))
    interrupt = view.get("interrupt")
    if interrupt:
        header.append(f" · {p.say(phase_name(str(interrupt.get('kind'))))}: ")
        header.append_text(p.empire(view.get("deciding_empire")))
    return header


def _global_regions(p: _Painter, whole: Any) -> str:
    """The global regions an empire holds whole, by their names (a count, as it is)."""
    if not isinstance(whole, list):
        return "" if whole is None else str(whole)
    board = p.game.board
    groups = board.groups if board is not None else {}
    return ", ".join(groups[g].names.get(p.lang, groups[g].name) if g in groups else str(g) for g in whole)


def _regions(p: _Painter, spaces: Mapping[str, Mapping[str, Any]]) -> Table:
    board = p.game.board
    assert board is not None
    table = Table(show_lines=False, title=p.word("regions"))
    for column in ("region", "owner", "buildings", "markers", "pieces"):
        table.add_column(p.word(column))
    for group in board.groups_of_kind("global-region"):
        table.add_row(Text(group.names.get(p.lang, group.name), style="bold underline"), "", "", "", "")
        for sid in group.spaces:
            sp = spaces.get(sid, {"id": sid})
            buildings = [*sp.get("buildings", []), *(b for b in ("fort", "school") if sp.get(b))]
            markers = []
            if "native_seen" in sp:
                markers.append(p.word("natives_seen", value=str(sp["native_seen"])))
            elif "native" in sp:
                markers.append(p.word("natives", value=str(sp["native"])))
            if "resource" in sp:
                markers.append(p.word("resource", value=str(sp["resource"])))
            owner = sp.get("owner")
            table.add_row(
                board.spaces[sid].display(p.lang),
                p.empire(owner) if owner or "native" in sp else Text("—"),
                ", ".join(p.say(noun(b)) for b in buildings),
                ", ".join(markers),
                p.units(sp.get("units", {})),
            )
    return table


def _seas(p: _Painter, spaces: Mapping[str, Mapping[str, Any]]) -> Table:
    board = p.game.board
    assert board is not None
    seas = Table(show_lines=False, title=p.word("ships_at_sea"))
    for column in ("sea_area", "ships"):
        seas.add_column(p.word(column))
    for sid, sp in spaces.items():
        if board.spaces[sid].kind == "sea" and sp.get("ships"):
            text = Text()
            for ship in sp["ships"]:
                if text:
                    text.append("  ")
                cargo = " ".join(f"{n}{_SHORT.get(k, k)}" for k, n in ship.get("cargo", {}).items())
                text.append(f"#{ship['id']}" + (f": {cargo}" if cargo else ""), style=p.style(ship["owner"]))
            seas.add_row(board.spaces[sid].display(p.lang), text)
    return seas


def imperialism_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """An event's sentence for the terminal table and the game server: the ruleset's message
    (``game.narrate``) rendered in ``lang``; None where the event is hidden from ``viewer``."""
    message = game.narrate(event, viewer, actor)
    return None if message is None else game.say(message, lang)
