"""The terminal rendering of War Cards: territories by continent with their holder, the player's own
hand (dice cards as red/yellow triples, special cards by name), the others' card counts, the General and
the last confrontation. Registered for "war-cards" by :mod:`warroom.cli.render`.

Like every renderer it draws only what ``game.view(player)`` holds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group as RichGroup
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text

from warroom.cli.render import generic_event, seat_name, space_name, war_seat_text
from warroom.core.game import Game
from warroom.core.log import Event

_PHASES = {"attack": "attacks", "defend": "defence", "discard": "discard", "over": "over"}


def _dice(values: Any) -> str:
    if not isinstance(values, Sequence) or isinstance(values, str):
        return "—"
    return "-".join(str(v) for v in values)


def card_text(card: Mapping[str, Any]) -> Text:
    """A card as a player reads it: "d07 red 6-4-3 / yellow 5-2-1", or a special card's name."""
    if card.get("kind") == "dice":
        text = Text(f"{card.get('id')} ")
        text.append(f"red {_dice(card.get('attack'))}", style="bold red")
        text.append(" / ")
        text.append(f"yellow {_dice(card.get('defence'))}", style="bold yellow")
        return text
    return Text(f"{card.get('name')} ({card.get('id')}, {card.get('role')})", style="bold magenta")


def render_war_cards(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """War Cards from one player's view."""
    seats: dict[int, Mapping[str, Any]] = {int(s["seat"]): s for s in view.get("seats", [])}
    parts: list[RenderableType] = []
    phase = _PHASES.get(str(view.get("phase")), str(view.get("phase")))
    header = Text(f"round {view.get('round')} · {phase} · turn: ", style="bold")
    header.append_text(war_seat_text(seats, view.get("turn")))
    header.append(" · General: ")
    header.append_text(war_seat_text(seats, view.get("general")))
    if view.get("decision") is not None and view.get("decision") != view.get("turn"):
        header.append(" · to decide: ")
        header.append_text(war_seat_text(seats, view.get("decision")))
    parts.append(header)

    seat_table = Table(show_edge=False, pad_edge=False)
    for column in ("player", "territories", "cards", ""):
        seat_table.add_column(column)
    you = view.get("you")
    for seat in view.get("order") or sorted(seats):
        entry = seats[seat]
        name = war_seat_text(seats, seat)
        if seat == you:
            name.append(" *")
        if seat == view.get("general"):
            name.append(" (General)")
        notes = "conquered this round" if entry.get("conquered") else ""
        seat_table.add_row(name, str(entry.get("territories", "")), str(entry.get("cards", "")), notes)
    for seat in sorted(seats):
        if seats[seat].get("eliminated"):
            seat_table.add_row(war_seat_text(seats, seat), "0", "0", "eliminated")
    parts.append(seat_table)

    territories: Mapping[str, Mapping[str, Any]] = view.get("territories", {})
    board = game.board
    table = Table(show_lines=False)
    table.add_column("territory")
    table.add_column("holder")
    specials: Mapping[str, int] = view.get("continent_specials") or {}
    for group in board.groups_of_kind("continent") if board is not None else []:
        members = [sid for sid in group.spaces if sid in territories]
        owners = {territories[sid].get("owner") for sid in members}
        whole = len(owners) == 1 and len(members) == len(group.spaces)
        n = specials.get(group.id, 0)
        title = f"{group.names.get(lang, group.name)} ({n} special card{'' if n == 1 else 's'} if whole)"
        table.add_row(Text(title, style="bold underline" if whole else "bold"), "")
        for sid in members:
            table.add_row(Text("  " + space_name(game, sid, lang)), war_seat_text(seats, territories[sid].get("owner")))
    parts.append(table)

    hand = view.get("hand")
    if hand is not None:
        limit = view.get("hand_limit")
        parts.append(Text(f"your cards ({len(hand)} of {limit}):", style="bold"))
        for card in hand:
            line = Text("  ")
            line.append_text(card_text(card))
            parts.append(line)
    objective = view.get("objective")
    if isinstance(objective, Mapping):
        parts.append(Text(f"your objective ({objective.get('card')}): {objective.get('text')}", style="italic"))
    piles = view.get("piles") or {}
    parts.append(
        Text(
            f"dice pile: {piles.get('dice')} · special pile: {piles.get('special')} · "
            f"discards: {piles.get('dice_discard')} dice, {piles.get('special_discard')} special",
            style="dim",
        )
    )

    pending = view.get("battle")
    if isinstance(pending, Mapping):
        line = Text("attack: ", style="bold magenta")
        line.append_text(war_seat_text(seats, pending.get("attacker")))
        line.append(
            f" attacks {space_name(game, str(pending.get('to')), lang)}"
            f" from {space_name(game, str(pending.get('from')), lang)} with "
        )
        card = pending.get("card")
        line.append_text(card_text(card) if isinstance(card, Mapping) else Text("a face-down card"))
        parts.append(line)
    battle = view.get("last_battle")
    if isinstance(battle, Mapping):
        parts.append(battle_text(game, seats, battle, lang))
    discarding = view.get("discarding")
    if isinstance(discarding, Mapping):
        line = Text("discard: ", style="bold cyan")
        line.append_text(war_seat_text(seats, discarding.get("player")))
        line.append(f" must discard {discarding.get('excess')} card(s)")
        parts.append(line)

    result = view.get("result")
    if isinstance(result, Mapping):
        line = Text("result: ", style="bold")
        winners = list(result.get("winners") or [])
        for i, seat in enumerate(winners):
            if i:
                line.append(", ")
            line.append_text(war_seat_text(seats, seat))
        line.append(f" · {result.get('reason')} · {result.get('detail')}")
        parts.append(line)
        for seat, text in (result.get("objectives") or {}).items():
            key = int(seat) if isinstance(seat, str) and seat.isdigit() else seat
            obj = Text("  ")
            obj.append_text(war_seat_text(seats, key))
            obj.append(f": {text}")
            parts.append(obj)
    return RichGroup(*parts)


def battle_text(game: Game, seats: Mapping[int, Mapping[str, Any]], battle: Mapping[str, Any], lang: str) -> Text:
    """The last confrontation in a line: cards, the comparisons, and who won."""
    line = Text("last battle: ")
    line.append_text(war_seat_text(seats, battle.get("attacker")))
    line.append(
        f" {space_name(game, str(battle.get('from')), lang)} → {space_name(game, str(battle.get('to')), lang)} "
    )
    line.append_text(war_seat_text(seats, battle.get("defender")))
    line.append(": ")
    line.append(_battle_detail(battle))
    line.append(" — conquered!" if battle.get("conquered") else " — the territory holds", style="bold")
    return line


def _battle_detail(battle: Mapping[str, Any]) -> str:
    effect = battle.get("effect")
    source = " (top of the pile)" if battle.get("from_pile") else ""
    if effect == "dice":
        rows = ", ".join(f"{a}-{d} {who}" for _name, a, d, who in battle.get("comparisons") or [])
        return f"red {_dice(battle.get('attack_dice'))} vs yellow {_dice(battle.get('defence_dice'))}{source}: {rows}"
    if effect == "spy":
        return "a Spy: no battle" + (", a card taken" if battle.get("stolen") else ", nothing to take")
    if effect == "fortress":
        return f"{battle.get('attack_card')} against a Fortress"
    if effect == "blitz":
        return f"a Blitz against {battle.get('defence_card')}{source}"
    return f"{battle.get('attack_card')} unanswered"


def war_cards_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """War Cards events in a line each. None of them holds a secret: the attack event leaves the
    face-down card out, and a Spy's event says only whether a card was taken."""
    d = event.data
    who = seat_name(game, d.get("player"))
    kind = event.kind
    if kind == "attack":
        return (
            f"{who} attacks {space_name(game, str(d.get('target')), lang)} "
            f"({seat_name(game, d.get('defender'))}) from {space_name(game, str(d.get('source')), lang)}"
        )
    if kind == "battle":
        seats = {s: {"name": game.player_name(s)} for s in range(game.players)}
        return battle_text(game, seats, d, lang).plain.removeprefix("last battle: ")
    if kind == "conquest":
        taken = space_name(game, str(d.get("territory")), lang)
        return f"{who} takes {taken} from {seat_name(game, d.get('from_player'))}"
    if kind == "eliminated":
        return f"{who} is eliminated by {seat_name(game, d.get('by'))}, who takes {d.get('cards')} card(s)"
    if kind == "round":
        general = seat_name(game, d.get("general"))
        dealt = ", ".join(f"{seat_name(game, int(p))} {n}" for p, n in (d.get("dice_cards") or {}).items())
        got = ", ".join(f"{seat_name(game, int(p))} {n}" for p, n in (d.get("specials") or {}).items() if n)
        text = f"round {d.get('round')} (General: {general}): dice cards {dealt}"
        return text + (f"; special cards {got}" if got else "")
    if kind == "turn":
        return f"{who}'s turn"
    if kind == "spy":
        found = "takes a card from" if d.get("taken") else "finds no card with"
        return f"{who}'s Spy {found} {seat_name(game, d.get('victim'))}"
    if kind == "sabotage":
        return f"{who}'s Sabotage: {seat_name(game, d.get('victim'))} discards {len(d.get('discarded') or [])} card(s)"
    if kind == "reinforcements":
        return f"{who} draws {d.get('drawn')} dice card(s)"
    if kind in {"discard", "end_turn", "setup"}:
        return None
    if kind == "no_answer":
        return f"{who} has no card to answer with"
    if kind == "reshuffle":
        return f"the {d.get('pile')} discards are reshuffled into a new pile"
    if kind == "pile_empty":
        return f"the {d.get('pile')} pile is empty: {who} gets {d.get('missing')} card(s) fewer"
    if kind == "game_over":
        winners = ", ".join(seat_name(game, s) for s in d.get("winners") or []) or "no one"
        return f"game over: {winners} ({d.get('reason')})"
    return generic_event(game, event, actor, viewer, lang)
