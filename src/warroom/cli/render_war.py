"""Grow's WAR (and War: Império Romano) at the terminal: a player's view as tables, events in a line each.

Registered for "war" and "war-imperio-romano" on import (:mod:`warroom.cli.render` imports it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.console import Group as RichGroup
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from warroom.cli.render_base import COLOUR_STYLES, register_renderer, space_name
from warroom.cli.speech import objective_text, seat_name
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.ruleset_words import detail_message, phase_message, reason_message
from warroom.core.text import Msg
from warroom.rulesets.war.game import WarGame
from warroom.rulesets.war.narrate import card_text

# -- WAR ---------------------------------------------------------------------------------------

_WAR_WORDS = {
    "en": {
        "round": "round", "turn": "turn", "deciding": "to decide", "seat": "seat", "player": "player",
        "territories": "territories", "armies": "armies", "cards": "cards", "out": "eliminated",
        "territory": "territory", "owner": "owner", "bonus": "bonus", "place": "to place",
        "free": "free", "hand": "your cards", "wild": "wild", "objective": "your objective",
        "deck": "deck", "trades": "trades", "next": "next trade", "battle": "last battle",
        "attack": "attack", "defence": "defence", "lost": "lost", "conquered": "conquered",
        "conquest": "move into", "up_to": "up to",
        "attacker": "attacker", "defender": "defender", "result": "result", "winners": "winners",
        "no_winner": "no winner", "reason": "reason", "objectives": "objectives", "other": "other",
    },
    "pt": {
        "round": "rodada", "turn": "vez", "deciding": "decide", "seat": "lugar", "player": "jogador",
        "territories": "territórios", "armies": "exércitos", "cards": "cartas", "out": "eliminado",
        "territory": "território", "owner": "dono", "bonus": "bônus", "place": "a colocar",
        "free": "livres", "hand": "suas cartas", "wild": "coringa", "objective": "seu objetivo",
        "deck": "monte", "trades": "trocas", "next": "próxima troca", "battle": "última batalha",
        "attack": "ataque", "defence": "defesa", "lost": "perdeu", "conquered": "conquistou",
        "conquest": "mover para", "up_to": "até",
        "attacker": "atacante", "defender": "defensor", "result": "resultado", "winners": "vencedores",
        "no_winner": "sem vencedor", "reason": "motivo", "objectives": "objetivos", "other": "outros",
    },
}  # fmt: skip


def _words(lang: str) -> dict[str, str]:
    return _WAR_WORDS.get(lang, _WAR_WORDS["en"])


def war_seat_text(seats: Mapping[int, Mapping[str, Any]], seat: Any) -> Text:
    """A seat's name in its colour (black shown grey); unknown seats plainly."""
    entry = seats.get(seat) if isinstance(seat, int) else None
    if entry is None:
        return Text("—" if seat is None else str(seat))
    colour = str(entry.get("colour", "")).lower()
    name = str(entry.get("name") or entry.get("colour") or f"seat {seat}")
    return Text(name, style=COLOUR_STYLES.get(colour, "bold"))


def war_card_name(game: Game, card: str, lang: str) -> str:
    """A card id as a player reads it: the territory's name with its figure (a trade is three equal
    figures or three different ones), or the wildcard (the ruleset's words)."""
    if card.startswith("wild"):  # the two wildcards told apart in a hand
        return game.say(Msg("war.card.wild_n", n=card.partition("-")[2]), lang).strip()
    if isinstance(game, WarGame):
        return game.say(card_text(game, card), lang)
    return space_name(game, card, lang)


#: Shows a count of armies with a variant's pieces, in a language: (armies, lang) -> text.
PiecesText = Callable[[int, str], str]


def render_war(game: Game, view: Mapping[str, Any], lang: str, pieces: PiecesText | None = None) -> RenderableType:
    """Grow's WAR from one player's view: header, seats, territories by continent, hand, battle.

    A variant that shows armies with pieces (War: Império Romano's legions) passes ``pieces``: each
    territory's count is then also written with them, in a column of its own.
    """
    w = _words(lang)
    # Each seat by its name in the reader's language (the view names it in English).
    seats: dict[int, Mapping[str, Any]] = {
        int(s["seat"]): {**s, "name": seat_name(game, int(s["seat"]), lang)} for s in view.get("seats", [])
    }
    parts: list[RenderableType] = []

    phase = game.say(phase_message(game.ruleset_id, view.get("phase")), lang)
    header = Text(f"{w['round']} {view.get('round')} · {phase} · {w['turn']}: ", style="bold")
    header.append_text(war_seat_text(seats, view.get("turn")))
    if view.get("decision") is not None and view.get("decision") != view.get("turn"):
        header.append(f" · {w['deciding']}: ")
        header.append_text(war_seat_text(seats, view.get("decision")))
    parts.append(header)

    seat_table = Table(show_edge=False, pad_edge=False)
    for column in (w["player"], w["territories"], w["armies"], w["cards"], ""):
        seat_table.add_column(column)
    you = view.get("you")
    for seat in sorted(seats):
        entry = seats[seat]
        name = war_seat_text(seats, seat)
        if seat == you:
            name.append(" *")
        seat_table.add_row(
            name,
            str(entry.get("territories", "")),
            str(entry.get("armies", "")),
            str(entry.get("cards", "")),
            w["out"] if entry.get("eliminated") else "",
        )
    parts.append(seat_table)

    territories: Mapping[str, Mapping[str, Any]] = view.get("territories", {})
    board = game.board
    table = Table(show_lines=False)
    table.add_column(w["territory"])
    table.add_column(w["owner"])
    table.add_column(w["armies"], justify="right")
    if pieces is not None:
        table.add_column("peças" if lang == "pt" else "pieces")
    listed: set[str] = set()
    continents = board.groups_of_kind("continent") if board is not None else []
    for group in continents:
        members = [sid for sid in group.spaces if sid in territories]
        if not members:
            continue
        owners = {territories[sid].get("owner") for sid in members}
        held = len(owners) == 1 and len(members) == len(group.spaces)
        style = "bold underline" if held else "bold"
        table.add_row(Text(f"{group.names.get(lang, group.name)} ({w['bonus']} {group.bonus})", style=style), "", "")
        for sid in members:
            listed.add(sid)
            table.add_row(*_war_territory_row(game, seats, sid, territories[sid], lang, pieces))
    rest = [sid for sid in territories if sid not in listed]
    if rest:
        table.add_row(Text(w["other"], style="bold"), "", "")
        for sid in rest:
            table.add_row(*_war_territory_row(game, seats, sid, territories[sid], lang, pieces))
    parts.append(table)

    pending = view.get("pending") or {}
    free = int(pending.get("free", 0) or 0)
    by_group = {g: n for g, n in (pending.get("groups") or {}).items() if n}
    if free or by_group:
        text = Text(f"{w['place']}: {free} {w['free']}", style="bold cyan")
        for gid, n in by_group.items():
            gname = board.groups[gid].names.get(lang, gid) if board is not None and gid in board.groups else gid
            text.append(f", {n} {gname}")
        parts.append(text)

    if view.get("hand") is not None:
        hand = [war_card_name(game, str(c), lang) for c in view.get("hand") or []]
        parts.append(Text(f"{w['hand']}: {', '.join(hand) if hand else '—'}"))
    objective = view.get("objective")
    if isinstance(objective, Mapping):
        parts.append(Text(f"{w['objective']}: {objective_text(game, objective, lang)}", style="italic"))
    parts.append(
        Text(
            f"{w['deck']}: {view.get('deck')} · {w['trades']}: {view.get('trades')} · "
            f"{w['next']}: {view.get('next_trade_value')}",
            style="dim",
        )
    )

    battle = view.get("last_battle")
    if isinstance(battle, Mapping):
        src = space_name(game, str(battle.get("from")), lang)
        dst = space_name(game, str(battle.get("to")), lang)
        line = Text(f"{w['battle']}: {src} → {dst}: ")
        line.append(f"{w['attack']} {_dice(battle.get('attack_dice'))}", style="red")
        line.append(" vs ")
        line.append(f"{w['defence']} {_dice(battle.get('defence_dice'))}", style="blue")
        line.append(
            f"; {w['attacker']} {w['lost']} {battle.get('attacker_lost')}, "
            f"{w['defender']} {w['lost']} {battle.get('defender_lost')}"
        )
        if battle.get("conquered"):
            line.append(f" — {w['conquered']}!", style="bold")
        parts.append(line)
    conquest = view.get("conquest")
    if isinstance(conquest, Mapping):
        src = space_name(game, str(conquest.get("from")), lang)
        dst = space_name(game, str(conquest.get("to")), lang)
        parts.append(Text(f"{w['conquest']} {dst} ← {src} ({w['up_to']} {conquest.get('max')})", style="bold magenta"))

    result = view.get("result")
    if isinstance(result, Mapping):
        winners = list(result.get("winners") or [])
        line = Text(f"{w['result']}: ", style="bold")
        if winners:
            line.append(f"{w['winners']}: ")
            for i, seat in enumerate(winners):
                if i:
                    line.append(", ")
                line.append_text(war_seat_text(seats, seat))
        else:
            line.append(w["no_winner"])
        line.append(f" · {w['reason']}: {game.say(reason_message(game.ruleset_id, str(result.get('reason'))), lang)}")
        result_now = game.result()
        if result.get("detail") and result_now is not None:
            line.append(f" · {game.say(detail_message(game, result_now), lang)}")
        parts.append(line)
        objectives = result.get("objectives") or {}
        for seat, text in objectives.items():
            seat_key = int(seat) if isinstance(seat, str) and seat.isdigit() else seat
            obj_line = Text("  ")
            obj_line.append_text(war_seat_text(seats, seat_key))
            obj_line.append(f": {objective_text(game, {'text': text}, lang)}")
            parts.append(obj_line)
    return RichGroup(*parts)


def _war_territory_row(
    game: Game,
    seats: Mapping[int, Mapping[str, Any]],
    sid: str,
    info: Mapping[str, Any],
    lang: str,
    pieces: PiecesText | None = None,
) -> tuple[Text | str, ...]:
    armies = info.get("armies", "")
    row: tuple[Text | str, ...] = (
        Text("  " + space_name(game, sid, lang)),
        war_seat_text(seats, info.get("owner")),
        str(armies),
    )
    if pieces is not None:
        shown = pieces(armies, lang) if isinstance(armies, int) and not isinstance(armies, bool) else ""
        row += (Text(shown, style="dim"),)
    return row


def _dice(values: Any) -> str:
    if not isinstance(values, Sequence) or isinstance(values, str):
        return "[]"
    return "[" + " ".join(str(v) for v in values) + "]"


def war_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """WAR's events in a line each, as the ruleset narrates them (rulesets/war/narrate.py)."""
    message = game.narrate(event, viewer, actor)
    return None if message is None else game.say(message, lang)


# WAR narrates its own events (Game.narrate): only the view is the terminal's.
register_renderer("war", render_war)


def render_war_imperio_romano(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """War: Império Romano: WAR's view, each province's legions also shown as catapults, cavalry and
    legionaries (rulebook 001, "Value of Pieces"; a display only, the rules count legions)."""
    from warroom.rulesets.war_imperio_romano.legions import legion_text

    return render_war(game, view, lang, pieces=legion_text)


register_renderer("war-imperio-romano", render_war_imperio_romano)
