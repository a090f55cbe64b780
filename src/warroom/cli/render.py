"""Rich renderings of boards, player views, events and results for the terminal.

Each ruleset may register a :class:`Renderer` (a view renderer and optionally an event describer)
under its id; anything without one gets the generic rendering, a pretty tree of the view's data.
Renderers only ever receive what ``game.view(player)`` returned, so they cannot show secrets the
view does not hold.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Group as RichGroup
from rich.console import RenderableType
from rich.pretty import Pretty
from rich.table import Table
from rich.text import Text

from warroom.core.board import Board
from warroom.core.errors import IllegalAction
from warroom.core.game import Game, Result
from warroom.core.log import Event

#: Draws a player's view: (game, view, lang) -> something rich can print.
ViewRenderer = Callable[[Game, Mapping[str, Any], str], RenderableType]
#: Describes one event for ``viewer`` (None: everyone), given who acted; None hides the event.
EventDescriber = Callable[[Game, Event, "int | None", "int | None", str], "str | None"]


@dataclass(frozen=True)
class Renderer:
    """How the terminal shows one ruleset."""

    view: ViewRenderer
    event: EventDescriber | None = None


_RENDERERS: dict[str, Renderer] = {}

#: Keys in event details that name a seat, and are shown as the player's name.
_SEAT_KEYS = frozenset(
    {"seat", "seats", "player", "players", "attacker", "defender", "by", "owner", "winner", "winners"}
    | {"from_player", "first_player", "dealer"}
)
#: Events the core records for chance that carry nothing worth a line (and never the secret part).
_QUIET_KINDS = frozenset({"shuffle", "draw"})

#: Rulesets whose events the browser client words itself, translated (server/web/game.js): the game
#: server sends their events without a ``text``.
BROWSER_DESCRIBED = frozenset({"war", "war-cards", "war-imperio-romano"})
#: Keys ``Event.to_json`` (and the game server) put around an event's details.
_EVENT_ENVELOPE = frozenset({"kind", "action", "seq"})

#: Seat colour names (English or Portuguese) to rich styles; black is shown grey to stay readable.
COLOUR_STYLES: dict[str, str] = {
    "blue": "bold blue",
    "yellow": "bold yellow",
    "red": "bold red",
    "black": "bold bright_black",
    "white": "bold white",
    "green": "bold green",
    "beige": "bold wheat1",
    "azul": "bold blue",
    "amarelo": "bold yellow",
    "vermelho": "bold red",
    "preto": "bold bright_black",
    "branco": "bold white",
    "verde": "bold green",
    "bege": "bold wheat1",
}


def register_renderer(ruleset_id: str, view: ViewRenderer, event: EventDescriber | None = None) -> None:
    """Use ``view`` (and ``event``) to draw games of ``ruleset_id``."""
    _RENDERERS[ruleset_id] = Renderer(view, event)


def renderer_for(ruleset_id: str) -> Renderer:
    """The renderer registered for a ruleset, or the generic one."""
    return _RENDERERS.get(ruleset_id, GENERIC)


def event_describer(ruleset_id: str) -> EventDescriber | None:
    """The event describer a ruleset registered, or None where it registered none (the generic wording
    is no describer of its own)."""
    registered = _RENDERERS.get(ruleset_id)
    return registered.event if registered is not None else None


def render_view(game: Game, view: Mapping[str, Any], lang: str = "en") -> RenderableType:
    """Draw ``view`` (what one player may see) with the ruleset's renderer."""
    return renderer_for(game.ruleset_id).view(game, view, lang)


def describe_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str = "en") -> str | None:
    """A short line for an event as ``viewer`` may see it (None: hide it)."""
    describer = renderer_for(game.ruleset_id).event or generic_event
    return describer(game, event, actor, viewer, lang)


# -- helpers -----------------------------------------------------------------------------------


def space_name(game: Game | None, space_id: str, lang: str = "en", board: Board | None = None) -> str:
    """A space's display name in ``lang``, or its id if the board does not know it."""
    board = board if board is not None else (game.board if game is not None else None)
    if board is not None and space_id in board.spaces:
        return board.spaces[space_id].display(lang)
    return space_id


def seat_name(game: Game, seat: Any) -> str:
    """A seat's display name; anything that is not a seat number is shown as is."""
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < game.players:
        return game.player_name(seat)
    return str(seat)


def public_copy(game: Game, event: Event, viewer: int | None) -> Event | None:
    """``event`` as ``game.public_event`` lets ``viewer`` (None: a spectator) see it, again as an
    :class:`Event`, or None where it is hidden from him. Describers that read only this cannot tell a
    viewer more than the game server sends him."""
    shown = game.public_event(event, viewer)
    if shown is None:
        return None
    data = {k: v for k, v in shown.items() if k not in _EVENT_ENVELOPE}
    return Event(str(shown.get("kind", event.kind)), data, event.action_index)


def listing(items: Sequence[str]) -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"``."""
    if len(items) <= 2:
        return " and ".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


#: One sentence for one kind of event, from the event's (already public) data.
Narrator = Callable[[Game, Mapping[str, Any], str], str]


def narrated(narrators: Mapping[str, Narrator]) -> EventDescriber:
    """An event describer made of one :data:`Narrator` per event kind. It reads only what
    ``game.public_event`` shows the viewer (never the raw event), hides what that hides, and words the
    kinds it has no narrator for as :func:`generic_event` does."""

    def describe(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
        shown = public_copy(game, event, viewer)
        if shown is None:
            return None
        narrate = narrators.get(shown.kind)
        if narrate is None:
            # Already stripped for this viewer: the generic wording may show all of it.
            return generic_event(game, shown, actor, None, lang)
        text = narrate(game, shown.data, lang)
        return text[:1].upper() + text[1:]

    return describe


def side_name(game: Game, side: Any, index_of: str, name_of: str) -> str:
    """A side's id (an empire's or a nation's colour) as its name, through the game's methods
    ``index_of`` (id -> seat-like index) and ``name_of`` (index -> name); anything else as is."""
    if not isinstance(side, str):
        return "someone" if side is None else str(side)
    index = getattr(game, index_of, None)
    name = getattr(game, name_of, None)
    if index is None or name is None:
        return side
    try:
        return str(name(index(side)))
    except IllegalAction:
        return side


def _detail_value(game: Game, key: str, value: Any, lang: str) -> str:
    if key in _SEAT_KEYS:
        return seat_name(game, value)
    if isinstance(value, str):
        return space_name(game, value, lang)
    if isinstance(value, list):
        return ", ".join(_detail_value(game, key, v, lang) for v in value)
    return str(value)


def generic_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """Dice rolls for everyone; a ruleset's own events only for the player whose action caused them.

    Dice are thrown in the open, while a ruleset event may hold a secret (a card drawn), and only
    the ruleset's own describer knows which are public.
    """
    data = event.data
    if event.kind == "roll":
        details = [_detail_value(game, k, v, lang) for k, v in data.items() if k not in {"reason", "dice", "sides"}]
        what = str(data.get("reason", "roll"))
        if details:
            what += f" ({', '.join(details)})"
        dice = " ".join(str(d) for d in data.get("dice", []))
        return f"{what}: rolled {dice}"
    if event.kind in _QUIET_KINDS:
        return None
    if viewer is not None and viewer != actor:
        return None
    parts = [f"{k}={_detail_value(game, k, v, lang)}" for k, v in data.items()]
    return f"{event.kind}: {', '.join(parts)}" if parts else event.kind


def result_lines(game: Game, result: Result | None) -> list[str]:
    """The result as plain lines: winners, reason, detail."""
    if result is None:
        return ["not finished"]
    if result.winners:
        names = ", ".join(game.player_name(s) for s in result.winners)
        label = "winner" if len(result.winners) == 1 else "winners (shared)"
        lines = [f"{label}: {names}"]
    else:
        lines = ["no winner"]
    lines.append(f"reason: {result.reason}")
    if result.detail:
        lines.append(f"detail: {result.detail}")
    if result.ranking:
        lines.append("ranking: " + ", ".join(game.player_name(s) for s in result.ranking))
    return lines


# -- generic -----------------------------------------------------------------------------------


def generic_view(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """The fallback: a header and a pretty, expanded rendering of the view's data."""
    you = view.get("you")
    title = Text(f"{game.ruleset_id} — round {game.round_number()}", style="bold")
    if isinstance(you, int):
        title.append(f" — your view ({seat_name(game, you)})")
    return RichGroup(title, Pretty(dict(view), expand_all=False, indent_guides=True))


GENERIC = Renderer(generic_view, generic_event)


# -- boards ------------------------------------------------------------------------------------


def render_board(board: Board, lang: str = "en") -> RenderableType:
    """A board as two tables: the spaces (name, kind, groups, neighbours) and the groups' bonuses."""
    spaces = Table(title=f"{board.names.get(lang, board.name)} ({board.id})", title_justify="left")
    for column in ("space", "name", "kind", "groups", "neighbours"):
        spaces.add_column(column, overflow="fold")
    for sid in board.ids:
        space = board.spaces[sid]
        spaces.add_row(
            sid,
            space.display(lang),
            space.kind,
            ", ".join(board.groups_of[sid]),
            ", ".join(f"{n} ({kind})" if kind != "land" else n for n, kind in board.adjacent[sid].items()),
        )
    groups = Table(title="groups", title_justify="left")
    for column in ("group", "name", "kind", "bonus", "spaces"):
        groups.add_column(column, overflow="fold")
    for group in board.groups.values():
        groups.add_row(
            group.id, group.names.get(lang, group.name), group.kind, str(group.bonus), str(len(group.spaces))
        )
    return RichGroup(spaces, groups)


# -- WAR ---------------------------------------------------------------------------------------

_WAR_PHASES = {
    "en": {"reinforce": "reinforce", "attack": "attack", "occupy": "occupy", "move": "move", "over": "over"},
    "pt": {
        "reinforce": "reforçar",
        "attack": "atacar",
        "occupy": "ocupar",
        "move": "remanejar",
        "over": "fim",
    },
}
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
    """A card id as a player reads it: the territory's name, or "wild"."""
    if card.startswith("wild"):
        return f"{_words(lang)['wild']} {card.partition('-')[2]}".strip()
    return space_name(game, card, lang)


#: Shows a count of armies with a variant's pieces, in a language: (armies, lang) -> text.
PiecesText = Callable[[int, str], str]


def render_war(game: Game, view: Mapping[str, Any], lang: str, pieces: PiecesText | None = None) -> RenderableType:
    """Grow's WAR from one player's view: header, seats, territories by continent, hand, battle.

    A variant that shows armies with pieces (War: Império Romano's legions) passes ``pieces``: each
    territory's count is then also written with them, in a column of its own.
    """
    w = _words(lang)
    seats: dict[int, Mapping[str, Any]] = {int(s["seat"]): s for s in view.get("seats", [])}
    parts: list[RenderableType] = []

    phase = _WAR_PHASES.get(lang, _WAR_PHASES["en"]).get(str(view.get("phase")), str(view.get("phase")))
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
        parts.append(Text(f"{w['objective']}: {objective.get('text', objective.get('id'))}", style="italic"))
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
        line.append(f" · {w['reason']}: {result.get('reason')}")
        if result.get("detail"):
            line.append(f" · {result.get('detail')}")
        parts.append(line)
        objectives = result.get("objectives") or {}
        for seat, text in objectives.items():
            seat_key = int(seat) if isinstance(seat, str) and seat.isdigit() else seat
            obj_line = Text("  ")
            obj_line.append_text(war_seat_text(seats, seat_key))
            obj_line.append(f": {text}")
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
    """WAR's events in a line each. Battles carry the dice, so the attack/defence rolls are not repeated.

    Every WAR event named here is public at the table (a drawn card's identity is never logged).
    """
    d = event.data
    who = seat_name(game, d.get("player"))
    if event.kind == "roll" and d.get("reason") in {"attack", "defence"}:
        return None
    if event.kind == "battle":
        src = space_name(game, str(d.get("from")), lang)
        dst = space_name(game, str(d.get("to")), lang)
        text = (
            f"battle {src} → {dst}: attack {_dice(d.get('attack_dice'))}"
            f" vs defence {_dice(d.get('defence_dice'))}"
            f"; attacker lost {d.get('attacker_lost')}, defender lost {d.get('defender_lost')}"
        )
        return text + (" — conquered!" if d.get("conquered") else "")
    if event.kind == "conquest":
        taken = space_name(game, str(d.get("territory")), lang)
        return f"{who} takes {taken} from {seat_name(game, d.get('from_player'))}"
    if event.kind == "eliminated":
        return f"{who} is eliminated by {seat_name(game, d.get('by'))}"
    if event.kind == "trade":
        cards = ", ".join(war_card_name(game, str(c), lang) for c in d.get("cards") or [])
        return f"{who} trades {cards} for {d.get('armies')} armies"
    if event.kind == "turn":
        return f"round {d.get('round')}: {who}'s turn, {d.get('receives')} armies to place"
    if event.kind == "card_drawn":
        return f"{who} draws a card"
    if event.kind == "no_card":
        return f"{who} draws no card ({d.get('reason')})"
    if event.kind == "game_over":
        winners = ", ".join(seat_name(game, s) for s in d.get("winners") or []) or "no one"
        return f"game over: {winners} ({d.get('reason')})"
    return generic_event(game, event, actor, viewer, lang)


register_renderer("war", render_war, war_event)


def render_war_imperio_romano(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """War: Império Romano: WAR's view, each province's legions also shown as catapults, cavalry and
    legionaries (rulebook 001, "Value of Pieces"; a display only, the rules count legions)."""
    from warroom.rulesets.war_imperio_romano.legions import legion_text

    return render_war(game, view, lang, pieces=legion_text)


register_renderer("war-imperio-romano", render_war_imperio_romano, war_event)


# -- War Cards ---------------------------------------------------------------------------------
# The renderer lives with its ruleset (warroom/rulesets/war_cards/render.py), which imports the
# helpers above; it is imported when first used, so neither module needs the other at import time.


def render_war_cards(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """War Cards: territories by continent with their holder, the hand, the General, the last battle."""
    from warroom.rulesets.war_cards.render import render_war_cards as render

    return render(game, view, lang)


def war_cards_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """War Cards events, one line each (see warroom/rulesets/war_cards/render.py)."""
    from warroom.rulesets.war_cards.render import war_cards_event as describe

    return describe(game, event, actor, viewer, lang)


register_renderer("war-cards", render_war_cards, war_cards_event)


# -- War! Age of Imperialism ------------------------------------------------------------------------
# The renderer lives with its ruleset (warroom/rulesets/imperialism/render.py), imported when first used.


def render_imperialism(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """War! Age of Imperialism: empires, regions by global region, ships at sea."""
    from warroom.rulesets.imperialism.render import render_imperialism as render

    return render(game, view, lang)


def imperialism_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """War! Age of Imperialism events, a sentence each (see warroom/rulesets/imperialism/narrate.py)."""
    from warroom.rulesets.imperialism.narrate import imperialism_event as describe

    return describe(game, event, actor, viewer, lang)


register_renderer("imperialism-basic", render_imperialism, imperialism_event)
register_renderer("imperialism-standard", render_imperialism, imperialism_event)
register_renderer("imperialism-advanced", render_imperialism, imperialism_event)


# -- World War IV ------------------------------------------------------------------------------------------
# The renderer lives with its ruleset (warroom/rulesets/ww4/render.py), imported when first used.


def render_ww4(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """World War IV: nations, lands by continent, ships, the combat in progress, the effects in force."""
    from warroom.rulesets.ww4.render import render_ww4 as render

    return render(game, view, lang)


def ww4_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """World War IV events, a sentence each (see warroom/rulesets/ww4/narrate.py)."""
    from warroom.rulesets.ww4.narrate import ww4_event as describe

    return describe(game, event, actor, viewer, lang)


register_renderer("ww4", render_ww4, ww4_event)
