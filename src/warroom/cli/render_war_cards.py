"""War Cards at the terminal: territories by continent with their holder, the player's own hand (dice
cards as red/yellow triples, special cards by name), the others' card counts, the General and the last
confrontation; and its events, a sentence each (the ruleset narrates them: ``game.narrate``).

Every word comes from the text layer in the reader's language: the game's from the ruleset's catalogue,
the screen's from cli/words_war_cards.py. Like every renderer it draws only what ``game.view(player)``
holds, and the result, which is public once the game is over.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group as RichGroup
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from warroom.cli.render_base import COLOUR_STYLES
from warroom.cli.words_war_cards import SCREEN_WORDS
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.text import Msg, Noun, Param, Place, Seat, known, register_catalogue
from warroom.rulesets.war_cards.game import WarCardsGame
from warroom.rulesets.war_cards.labels import dice_text, objective_words, reason_key, result_detail
from warroom.rulesets.war_cards.narrate import battle_message

register_catalogue("cli.war_cards", SCREEN_WORDS)


def _say(game: Game, lang: str, key: str, **params: Param) -> str:
    return game.say(Msg(key, **params), lang)


def seat_text(game: Game, seats: Mapping[int, Mapping[str, Any]], seat: Any, lang: str) -> Text:
    """A seat's name in the reader's language, in its colour (black shown grey); unknown seats plainly."""
    entry = seats.get(seat) if isinstance(seat, int) else None
    if entry is None or not 0 <= seat < game.players:
        return Text("—" if seat is None else str(seat))
    style = COLOUR_STYLES.get(str(entry.get("colour", "")).lower(), "bold")
    return Text(game.say(Seat(seat), lang), style=style)


def card_text(game: Game, card: Mapping[str, Any], lang: str) -> Text:
    """A card as a player reads it: "red 6-4-3 / yellow 5-2-1", or a special card's name and role."""
    if card.get("kind") == "dice":
        text = Text(_say(game, lang, "war_cards.screen.red", dice=dice_text(card.get("attack"))), style="bold red")
        text.append(" / ")
        text.append(
            _say(game, lang, "war_cards.screen.yellow", dice=dice_text(card.get("defence"))), style="bold yellow"
        )
        return text
    key, role = f"war_cards.special.{card.get('special')}", f"war_cards.role.{card.get('role')}"
    names = card.get("names")
    names = names if isinstance(names, Mapping) else {}
    name: Param = Msg(key) if known(key) else str(names.get(lang) or card.get("name") or "?")
    line = Msg("war_cards.screen.special", name=name, role=Msg(role) if known(role) else str(card.get("role")))
    return Text(game.say(line, lang), style="bold magenta")


def render_war_cards(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """War Cards from one player's view, in ``lang``."""
    seats: dict[int, Mapping[str, Any]] = {int(s["seat"]): s for s in view.get("seats", [])}

    def seat(value: Any) -> Text:
        return seat_text(game, seats, value, lang)

    parts: list[RenderableType] = [_header(game, view, lang, seat)]
    parts.append(_seat_table(game, view, lang, seats, seat))
    parts.append(_territory_table(game, view, lang, seat))
    parts.extend(_own_lines(game, view, lang))
    pending = view.get("battle")
    if isinstance(pending, Mapping):
        line = Text(_say(game, lang, "war_cards.screen.attack"), style="bold magenta")
        line.append_text(seat(pending.get("attacker")))
        line.append(
            _say(
                game,
                lang,
                "war_cards.screen.pending",
                target=_place(game, pending.get("to")),
                source=_place(game, pending.get("from")),
            )
        )
        card = pending.get("card")
        face_down = Text(_say(game, lang, "war_cards.card.face_down"))
        line.append_text(card_text(game, card, lang) if isinstance(card, Mapping) else face_down)
        parts.append(line)
    battle = view.get("last_battle")
    if isinstance(battle, Mapping):
        line = Text(_say(game, lang, "war_cards.screen.last_battle"))
        line.append(game.say(battle_message(game, battle), lang), style="bold")
        parts.append(line)
    discarding = view.get("discarding")
    if isinstance(discarding, Mapping):
        excess = discarding.get("excess")
        n = excess if isinstance(excess, int) else 0
        line = Text(_say(game, lang, "war_cards.screen.discard"), style="bold cyan")
        line.append_text(seat(discarding.get("player")))
        cards = Msg("war_cards.count", n=n, noun=Noun("war_cards.noun.card", n))
        line.append(_say(game, lang, "war_cards.screen.must_discard", cards=cards))
        parts.append(line)
    parts.extend(_result_lines(game, view, lang, seat))
    return RichGroup(*parts)


def _place(game: Game, space_id: Any) -> Param:
    text = str(space_id)
    return Place(text) if game.board is not None and text in game.board.spaces else text


def _header(game: Game, view: Mapping[str, Any], lang: str, seat: Any) -> Text:
    phase = f"war_cards.phase.{view.get('phase')}"
    phase_text = _say(game, lang, phase) if known(phase) else str(view.get("phase"))
    round_text = _say(game, lang, "war_cards.screen.round", round=str(view.get("round")))
    header = Text(f"{round_text} · {phase_text} · {_say(game, lang, 'war_cards.screen.turn')}: ", style="bold")
    header.append_text(seat(view.get("turn")))
    header.append(f" · {_say(game, lang, 'war_cards.screen.general')}: ")
    header.append_text(seat(view.get("general")))
    if view.get("decision") is not None and view.get("decision") != view.get("turn"):
        header.append(f" · {_say(game, lang, 'war_cards.screen.to_decide')}: ")
        header.append_text(seat(view.get("decision")))
    return header


def _seat_table(
    game: Game, view: Mapping[str, Any], lang: str, seats: Mapping[int, Mapping[str, Any]], seat: Any
) -> Table:
    table = Table(show_edge=False, pad_edge=False)
    for column in ("player", "territories", "cards"):
        table.add_column(_say(game, lang, f"war_cards.screen.{column}"))
    table.add_column("")
    you = view.get("you")
    general = _say(game, lang, "war_cards.screen.general")
    for number in view.get("order") or sorted(seats):
        entry = seats[number]
        name = seat(number)
        if number == you:
            name.append(" *")
        if number == view.get("general"):
            name.append(f" ({general})")
        notes = _say(game, lang, "war_cards.screen.conquered") if entry.get("conquered") else ""
        table.add_row(name, str(entry.get("territories", "")), str(entry.get("cards", "")), notes)
    for number in sorted(seats):
        if seats[number].get("eliminated"):
            table.add_row(seat(number), "0", "0", _say(game, lang, "war_cards.screen.eliminated"))
    return table


def _territory_table(game: Game, view: Mapping[str, Any], lang: str, seat: Any) -> Table:
    territories: Mapping[str, Mapping[str, Any]] = view.get("territories", {})
    board = game.board
    table = Table(show_lines=False)
    table.add_column(_say(game, lang, "war_cards.screen.territory"))
    table.add_column(_say(game, lang, "war_cards.screen.holder"))
    specials: Mapping[str, int] = view.get("continent_specials") or {}
    for group in board.groups_of_kind("continent") if board is not None else []:
        members = [sid for sid in group.spaces if sid in territories]
        owners = {territories[sid].get("owner") for sid in members}
        whole = len(owners) == 1 and len(members) == len(group.spaces)
        n = specials.get(group.id, 0)
        count = Msg("war_cards.count", n=n, noun=Noun("war_cards.noun.special_card", n))
        title = _say(
            game, lang, "war_cards.screen.continent", continent=group.names.get(lang, group.name), specials=count
        )
        table.add_row(Text(title, style="bold underline" if whole else "bold"), "")
        for sid in members:
            table.add_row(Text("  " + game.say(Place(sid), lang)), seat(territories[sid].get("owner")))
    return table


def _own_lines(game: Game, view: Mapping[str, Any], lang: str) -> list[RenderableType]:
    """The reader's hand and objective (a seat's own view only), and the piles."""
    lines: list[RenderableType] = []
    hand = view.get("hand")
    if hand is not None:
        hand_line = _say(game, lang, "war_cards.screen.hand", n=len(hand), limit=str(view.get("hand_limit")))
        lines.append(Text(hand_line, style="bold"))
        for card in hand:
            line = Text("  ")
            line.append_text(card_text(game, card, lang))
            lines.append(line)
    objective = view.get("objective")
    if isinstance(objective, Mapping):
        words = _objective(game, objective.get("id") or objective.get("text"))
        lines.append(Text(_say(game, lang, "war_cards.screen.objective", objective=words), style="italic"))
    piles = view.get("piles") or {}
    counts = {k: str(piles.get(k)) for k in ("dice", "special", "dice_discard", "special_discard")}
    lines.append(Text(_say(game, lang, "war_cards.screen.piles", **counts), style="dim"))
    return lines


def _objective(game: Game, objective: Any) -> Param:
    """An objective (its id or English text, as the view gives it) in its own words, else as given."""
    if isinstance(game, WarCardsGame) and isinstance(objective, str):
        return objective_words(game, objective)
    return str(objective)


def _result_lines(game: Game, view: Mapping[str, Any], lang: str, seat: Any) -> list[RenderableType]:
    result = view.get("result")
    if not isinstance(result, Mapping):
        return []
    line = Text(_say(game, lang, "war_cards.screen.result"), style="bold")
    for i, winner in enumerate(result.get("winners") or []):
        if i:
            line.append(", ")
        line.append_text(seat(winner))
    reason = str(result.get("reason"))
    reason_words: Param = Msg(reason_key(reason)) if known(reason_key(reason)) else reason
    ended = game.result() if isinstance(game, WarCardsGame) else None
    detail = result_detail(game, ended) if isinstance(game, WarCardsGame) and ended is not None else None
    detail_words = detail if detail is not None else str(result.get("detail") or "")
    line.append(f" · {game.say(reason_words, lang)} · {game.say(detail_words, lang)}")
    lines: list[RenderableType] = [line]
    for key, text in (result.get("objectives") or {}).items():
        number = int(key) if isinstance(key, str) and key.isdigit() else key
        row = Text("  ")
        row.append_text(seat(number))
        row.append(f": {game.say(_objective(game, text), lang)}")
        lines.append(row)
    return lines


def war_cards_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """A War Cards event as ``viewer`` may read it, in ``lang`` (None: nothing to say)."""
    message = game.narrate(event, viewer, actor)
    return None if message is None else game.say(message, lang)
