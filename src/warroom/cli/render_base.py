"""The terminal's rendering machinery: the renderer registry, the helpers rulesets word events with,
the generic rendering and boards (re-exported by :mod:`warroom.cli.render`).

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
from warroom.core.game import Game
from warroom.core.log import Event

#: Draws a player's view: (game, view, lang) -> something rich can print.
ViewRenderer = Callable[[Game, Mapping[str, Any], str], RenderableType]
#: Describes one event for ``viewer`` (None: everyone), given who acted; None hides the event.
EventDescriber = Callable[[Game, Event, "int | None", "int | None", str], "str | None"]


@dataclass(frozen=True)
class Renderer:
    """How the terminal shows one ruleset. ``event`` is no longer read: every ruleset narrates its events
    itself (``Game.narrate``), and the terminal and the server render that (kept for older registrations)."""

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
    """A short line for an event as ``viewer`` may see it, in ``lang`` (None: hide it): the ruleset's
    narration (``Game.narrate``) rendered by ``Game.say``."""
    message = game.narrate(event, viewer, actor)
    return None if message is None else game.say(message, lang)


# -- helpers -----------------------------------------------------------------------------------


def space_name(game: Game | None, space_id: str, lang: str = "en", board: Board | None = None) -> str:
    """A space's display name in ``lang``, or its id if the board does not know it."""
    board = board if board is not None else (game.board if game is not None else None)
    if board is not None and space_id in board.spaces:
        return board.spaces[space_id].display(lang)
    return space_id


def seat_name(game: Game, seat: Any, lang: str = "en") -> str:
    """A seat's display name in ``lang`` (``Game.seat_text``); anything that is not a seat number as is."""
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < game.players:
        return game.say(game.seat_text(seat), lang)
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
        return seat_name(game, value, lang)
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


# -- generic -----------------------------------------------------------------------------------


def generic_view(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """The fallback: a header and a pretty, expanded rendering of the view's data."""
    you = view.get("you")
    title = Text(f"{game.ruleset_id} — round {game.round_number()}", style="bold")
    if isinstance(you, int):
        title.append(f" — your view ({seat_name(game, you, lang)})")
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
