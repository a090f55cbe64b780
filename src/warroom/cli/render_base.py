"""The terminal's rendering machinery: the renderer registry, the generic rendering and boards
(re-exported by :mod:`warroom.cli.render`). Events are worded by the rulesets themselves
(``Game.narrate``, core/narration.py).

Each ruleset may register a :class:`Renderer` (a view renderer and optionally an event describer)
under its id; anything without one gets the generic rendering, a pretty tree of the view's data.
Renderers only ever receive what ``game.view(player)`` returned, so they cannot show secrets the
view does not hold.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from rich.console import Group as RichGroup
from rich.console import RenderableType
from rich.pretty import Pretty
from rich.table import Table
from rich.text import Text

from warroom.core.board import Board
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


# -- generic -----------------------------------------------------------------------------------


def generic_view(game: Game, view: Mapping[str, Any], lang: str) -> RenderableType:
    """The fallback: a header and a pretty, expanded rendering of the view's data."""
    you = view.get("you")
    title = Text(f"{game.ruleset_id} — round {game.round_number()}", style="bold")
    if isinstance(you, int):
        title.append(f" — your view ({seat_name(game, you, lang)})")
    return RichGroup(title, Pretty(dict(view), expand_all=False, indent_guides=True))


GENERIC = Renderer(generic_view)


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
