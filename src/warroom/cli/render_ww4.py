"""The terminal rendering of World War IV (``warroom play ww4``), in the reader's language: the header
(turn, step, whose turn, the decision pending), the nations (money, spaces Controlled, Cities, cards in
hand: one's own by name, the others' counted; General Knowledge), the land spaces by continent (owner, C/F,
Fort or City, units per colour with the routed ones marked), the ships at sea with their cargo, the combat
in progress and the effects in force. Registered for "ww4" by :mod:`warroom.cli.render`; its words are
cli/words_ww4.py's, the ruleset's names (nations, units, cards, steps) the ruleset's catalogue.

Like every renderer it draws only what ``game.view(player)`` holds.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group as RichGroup
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from warroom.cli.render_base import COLOUR_STYLES
from warroom.cli.words_ww4 import VIEW_WORDS
from warroom.core.game import Game
from warroom.core.ruleset_words import reason_message
from warroom.core.text import Items, Msg, Param, Place, Seat, colour, register_catalogue
from warroom.rulesets.ww4 import naming
from warroom.rulesets.ww4.card_words import card_text
from warroom.rulesets.ww4.narrate import ww4_event as ww4_event  # the terminal's event describer

register_catalogue("cli.ww4", VIEW_WORDS)

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


def _colour(game: Game, name: Any, lang: str) -> Text:
    """A nation's colour, in the reader's language, in its colour."""
    if not name:
        return Text("—", style="dim")
    return Text(game.say(colour(str(name)), lang), style=_STYLES.get(str(name), "bold"))


def _units(units: Mapping[str, Mapping[str, int]], routed: Mapping[str, Mapping[str, int]]) -> Text:
    """``2s 1a(1r)`` per colour: counts by kind, with how many of them are routed."""
    text = Text()
    for owner, kinds in units.items():
        parts = []
        for kind in sorted(kinds, key=lambda k: _ORDER.index(k) if k in _ORDER else len(_ORDER)):
            part = f"{kinds[kind]}{_SHORT.get(kind, kind)}"
            r = routed.get(owner, {}).get(kind, 0)
            if r:
                part += f"({r}r)"
            parts.append(part)
        if text:
            text.append("  ")
        text.append(" ".join(parts), style=_STYLES.get(owner, "bold"))
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


def _card(game: Game, card: Mapping[str, Any]) -> Param:
    return naming.card(game, card.get("id", card.get("name")))


def render_ww4(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """World War IV from one player's view, in ``lang``."""

    def say(message: Param) -> str:
        return game.say(message, lang)

    board = game.board
    assert board is not None
    parts: list[RenderableType] = []
    nation = view.get("nation")
    header = Text(
        say(Msg("ww4.view.header", turn=str(view.get("turn")), step=naming.phase(view.get("step")), nation=""))
    )
    header.stylize("bold")
    header.append_text(_colour(game, nation, lang))
    decision = view.get("decision")
    if decision:
        header.append(say(Msg("ww4.view.decision", decision=naming.phase(decision.get("kind")), nation="")))
        header.append_text(_colour(game, decision.get("nation"), lang))
    parts.append(header)
    parts.append(_nations(game, view, lang))
    # One's own cards with their rules, in the reader's language: the table above names them only.
    for row in view.get("nations", []):
        for card in row.get("hand") or []:
            # The view carries the text of the game's own data (option tuning) in every language.
            texts = card.get("text")
            text = texts.get(lang) if isinstance(texts, Mapping) else None
            shown = Msg("ww4.view.card_text", card=_card(game, card), text=text or card_text(card.get("id")))
            parts.append(Text(say(shown), style="cyan"))
    line = Text(say(_knowledge(game, view)), style="dim")
    parts.append(line)
    parts.append(_lands(game, view, lang))
    seas = _seas(game, view, lang)
    if seas.row_count:
        parts.append(seas)
    combat = view.get("combat")
    if combat:
        parts.append(_combat(game, view, combat, lang))
    if view.get("combats"):
        names = Items(Place(str(c)) for c in view["combats"])
        parts.append(Text(say(Msg("ww4.view.combats", spaces=names)), style="red"))
    for effect in view.get("effects", []):
        parts.append(Text(say(_effect(game, effect)), style="yellow"))
    result = view.get("result")
    if isinstance(result, Mapping):
        winners = [Seat(s) for s in result.get("winners") or []]
        reason = str(result.get("reason"))
        said = Msg(
            "ww4.view.result",
            winners=Items(winners) if winners else Msg("ww4.view.no_one"),
            reason=reason_message(game.ruleset_id, reason),
        )
        parts.append(Text(say(said), style="bold"))
    return RichGroup(*parts)


def _nations(game: Game, view: Mapping[str, Any], lang: str) -> Table:
    cities: dict[str, int] = {}
    for sp in view.get("spaces", []):
        if sp.get("city"):
            cities[str(sp["city"])] = cities.get(str(sp["city"]), 0) + 1
    yours = set(view.get("your_nations", []))
    nations = Table(
        show_edge=False, pad_edge=False, title=game.say(Msg("ww4.view.nations"), lang), title_justify="left"
    )
    for column in ("nation", "name", "money", "spaces", "cities", "bought", "cards"):
        nations.add_column(game.say(Msg(f"ww4.view.col.{column}"), lang))
    nations.add_column("")
    for row in view.get("nations", []):
        if not row.get("played") and not row.get("active"):
            continue
        name = _colour(game, row["colour"], lang)
        if row["colour"] in yours:
            name.append(" *")
        if "hand" in row:
            cards = game.say(Items(_card(game, c) for c in row["hand"]), lang) or "—"
        else:
            cards = str(row.get("hand_count", 0))
        pool = game.say(Items(naming.units(k, n) for k, n in row.get("pool", {}).items()), lang)
        nations.add_row(
            name,
            game.say(naming.nation(row["colour"]), lang),
            f"C{row.get('money', 0)}",
            str(len(row.get("control", []))),
            str(cities.get(row["colour"], 0)),
            pool,
            cards,
            "" if row.get("active") else game.say(Msg("ww4.view.out"), lang),
        )
    return nations


def _knowledge(game: Game, view: Mapping[str, Any]) -> Param:
    known = [_card(game, c) for c in view.get("knowledge", [])]
    said: Param = Msg("ww4.view.knowledge", cards=Items(known) if known else "—", deck=str(view.get("deck_size")))
    for card, info in (view.get("shared") or {}).items():
        shared = Msg(
            "ww4.view.shared",
            card=naming.card(game, card),
            holder=naming.nation(info.get("holder")),
            **{"with": Items(naming.nation(c) for c in info.get("with", []))},
        )
        said = naming.cat([said, shared])
    return said


def _lands(game: Game, view: Mapping[str, Any], lang: str) -> Table:
    board = game.board
    assert board is not None
    spaces: list[Mapping[str, Any]] = list(view.get("spaces", []))
    by_id = {sp["id"]: sp for sp in spaces}
    table = Table(show_lines=False, title=game.say(Msg("ww4.view.lands"), lang), title_justify="left")
    for column in ("space", "owner", "cf", "marks", "units"):
        table.add_column(game.say(Msg(f"ww4.view.col.{column}"), lang))
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
        table.add_row(Text(game.say(Msg("ww4.view.other"), lang), style="bold underline"), "", "", "", "")
        for sid in rest:
            table.add_row(*_land_row(game, by_id[sid], lang))
    return table


def _seas(game: Game, view: Mapping[str, Any], lang: str) -> Table:
    board = game.board
    assert board is not None
    seas = Table(show_lines=False, title=game.say(Msg("ww4.view.ships"), lang), title_justify="left")
    for column in ("where", "ships"):
        seas.add_column(game.say(Msg(f"ww4.view.col.{column}"), lang))
    for sp in view.get("spaces", []):
        if not sp.get("ships"):
            continue
        text = Text()
        for ship in sp["ships"]:
            if text:
                text.append("  ")
            # Ships are told apart by kind and cargo: their unit ids are the engine's, not the players'.
            cargo = " ".join(f"{n}{_SHORT.get(k, k)}" for k, n in ship.get("cargo", {}).items())
            label = _SHORT.get(ship["kind"], ship["kind"]) + (f": {cargo}" if cargo else "")
            if ship.get("routed"):
                label += game.say(Msg("ww4.view.routed"), lang)
            text.append(label, style=_STYLES.get(str(ship["owner"]), "bold"))
        seas.add_row(board.spaces[sp["id"]].display(lang), text)
    return seas


def _combat(game: Game, view: Mapping[str, Any], combat: Mapping[str, Any], lang: str) -> Text:
    board = game.board
    assert board is not None
    where = combat.get("space")
    sid = board.ids[where] if isinstance(where, int) and 0 <= where < len(board.ids) else str(where)
    line = Text(game.say(Msg("ww4.view.combat", space=Place(sid)), lang), style="bold red")
    invader, defenders = combat.get("invader"), combat.get("defenders", [])
    line.append_text(_colour(game, _nation_colour(view, invader) if isinstance(invader, int) else invader, lang))
    line.append(game.say(Msg("ww4.view.against"), lang))
    for i, d in enumerate(defenders):
        if i:
            line.append(", ")
        line.append_text(_colour(game, _nation_colour(view, d) if isinstance(d, int) else d, lang))
    line.append(
        game.say(Msg("ww4.view.round", round=str(combat.get("round")), phase=naming.phase(combat.get("phase"))), lang)
    )
    return line


def _effect(game: Game, effect: Mapping[str, Any]) -> Param:
    until = effect.get("until", {})
    places = [Place(str(x)) for x in effect.get("spaces", [])]
    when = "start" if until.get("when") == "start" else "end"
    turn = until.get("turn")
    return Msg(
        "ww4.view.effect",
        op=naming.op(effect.get("op")),
        card=naming.card(game, effect.get("card")),
        on=Msg("ww4.view.on", spaces=Items(places)) if places else "",
        until=Msg(f"ww4.until.{when}", owner=naming.owner(until.get("nation")), turn=str(turn)),
    )


def _nation_colour(view: Mapping[str, Any], nation: int) -> str:
    rows = view.get("nations", [])
    return str(rows[nation]["colour"]) if 0 <= nation < len(rows) else "grey"


def _land_row(game: Game, sp: Mapping[str, Any], lang: str) -> tuple[Text | str, ...]:
    board = game.board
    assert board is not None
    marks: list[Param] = []
    if "city" in sp:
        holder: Param = colour(str(sp["city"])) if sp.get("city") else "—"
        if sp.get("capital"):
            marks.append(Msg("ww4.view.capital", owner=holder, of=Msg(f"ww4.ofn.{sp['capital']}")))
        else:
            marks.append(Msg("ww4.view.city", owner=holder))
    if sp.get("fort"):
        marks.append(Msg("ww4.view.fort", owner=colour(str(sp["fort"]))))
    return (
        Text("  " + board.spaces[sp["id"]].display(lang)),
        _colour(game, _owner(sp), lang),
        f"{sp.get('c', '')}/{sp.get('f', '')}",
        ", ".join(game.say(m, lang) for m in marks),
        _units(sp.get("units", {}), sp.get("routed", {})),
    )
