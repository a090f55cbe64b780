"""Narration: events as messages of the text layer (core/text.py), for any front end to render.

A ruleset narrates its events by overriding :meth:`warroom.core.game.Game.narrate`, usually with
:func:`narrated` over one :data:`Narrator` per event kind. Narrators read only what
``game.public_event`` shows the viewer (never the raw event), so a sentence cannot tell a viewer more
than the game server sends him. The front ends render the message in the reader's language with
``game.say(message, lang)``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from warroom.core.log import Event
from warroom.core.text import Items, Msg, Param, Place, Seat

if TYPE_CHECKING:
    from warroom.core.game import Game

#: One message for one kind of event, from the event's (already public) data.
Narrator = Callable[["Game", Mapping[str, Any]], Param]
#: Narrates one event for ``viewer`` (None: everyone), given who acted; None hides the event.
Describer = Callable[["Game", Event, "int | None", "int | None"], "Param | None"]

#: Keys ``Event.to_json`` (and the game server) put around an event's details.
EVENT_ENVELOPE = frozenset({"kind", "action", "seq"})
#: Keys in event details that name a seat, and are shown as the seat's name.
SEAT_KEYS = frozenset(
    {"seat", "seats", "player", "players", "attacker", "defender", "by", "owner", "winner", "winners"}
    | {"from_player", "first_player", "dealer"}
)
#: Events the core records for chance that carry nothing worth a line (and never the secret part).
QUIET_KINDS = frozenset({"shuffle", "draw"})


def public_copy(game: Game, event: Event, viewer: int | None) -> Event | None:
    """``event`` as ``game.public_event`` lets ``viewer`` (None: a spectator) see it, again as an
    :class:`Event`, or None where it is hidden from him."""
    shown = game.public_event(event, viewer)
    if shown is None:
        return None
    data = {k: v for k, v in shown.items() if k not in EVENT_ENVELOPE}
    return Event(str(shown.get("kind", event.kind)), data, event.action_index)


def narrated(narrators: Mapping[str, Narrator]) -> Describer:
    """A describer made of one :data:`Narrator` per event kind. It reads only what
    ``game.public_event`` shows the viewer, hides what that hides, and words the kinds it has no
    narrator for as :func:`generic_event` does."""

    def describe(game: Game, event: Event, actor: int | None, viewer: int | None) -> Param | None:
        shown = public_copy(game, event, viewer)
        if shown is None:
            return None
        narrate = narrators.get(shown.kind)
        if narrate is None:
            # Already stripped for this viewer: the generic wording may show all of it.
            return generic_event(game, shown, actor, None)
        return narrate(game, shown.data)

    return describe


def detail(game: Game, key: str, value: Any) -> Param:
    """One detail of an event as a parameter: a seat where the key names one, a space where the board
    knows the id, a list as a list."""
    if key in SEAT_KEYS and isinstance(value, int) and not isinstance(value, bool) and 0 <= value < game.players:
        return Seat(value)
    if isinstance(value, str):
        return Place(value) if game.board is not None and value in game.board.spaces else value
    if isinstance(value, list):
        return Items(detail(game, key, v) for v in value)
    return str(value)


def generic_event(game: Game, event: Event, actor: int | None, viewer: int | None) -> Param | None:
    """The fallback wording: dice rolls for everyone; a ruleset's own events only for the player whose
    action caused them (dice are thrown in the open, while a ruleset event may hold a secret, and only
    the ruleset knows which are public). Rulesets narrate their own kinds; this is the safety net."""
    data = event.data
    if event.kind == "roll":
        details = [detail(game, k, v) for k, v in data.items() if k not in {"reason", "dice", "sides"}]
        what = str(data.get("reason", "roll"))
        dice = " ".join(str(d) for d in data.get("dice", []))
        if details:
            return Msg("core.roll_of", what=what, details=Items(details), dice=dice)
        return Msg("core.roll", what=what, dice=dice)
    if event.kind in QUIET_KINDS:
        return None
    if viewer is not None and viewer != actor:
        return None
    parts = Items(Msg("core.event", kind=k, details=detail(game, k, v)) for k, v in data.items())
    return Msg("core.event", kind=event.kind, details=parts) if data else event.kind
