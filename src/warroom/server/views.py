"""What the server sends about a game: a seat's (or a spectator's) view, and the saves it hands out.

Nothing here reveals a secret: the engine's ``view(seat)`` and ``public_event(event, seat)`` decide what
a seat may know, the seed is only a commitment until the game is over, and a save handed out while the
game goes on holds what its seat may see and nothing else.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.saves import save_data
from warroom.core.text import Msg
from warroom.server.live import LiveGame
from warroom.server.view_words import game_words, worded_view

log = logging.getLogger("warroom.server")

#: Events sent in one view at most (a client catching up asks again from ``events_to``).
MAX_EVENTS = 2000
#: Events sent when the client does not say where it is.
DEFAULT_EVENTS = 50
#: The format of a seat's save: what one seat may see of a game still going on (not loadable to play).
SEAT_SAVE_FORMAT = "warroom-seat-save"


#: The keys of the core's generic wording: an event worded so is sent without a sentence, for the
#: browser's own words (its generic line reads better than the core's "kind: key: value").
GENERIC_KEYS = frozenset({"core.event"})


def event_text(game: Game, event: Event, seat: int | None, actor: int | None, lang: str) -> str | None:
    """``event`` as ``seat`` reads it in ``lang``, where the ruleset words it (``Game.narrate``); None
    where the ruleset hides it or has only the generic wording for it."""
    message = game.narrate(event, seat, actor)
    if message is None or isinstance(message, str) or (isinstance(message, Msg) and message.key in GENERIC_KEYS):
        return None
    return game.say(message, lang)


def event_sentence(game: Game, event: Event, seq: int, seat: int | None, lang: str, whose: str) -> str | None:
    """:func:`event_text` of event ``seq``, or None, logged, where the narrator fails: a sentence is a nicety,
    and a narrator's bug leaves the event without one, never the view or the replay unsent. ``whose`` names
    the game in the log line."""
    try:
        return event_text(game, event, seat, None, lang)
    except Exception:
        log.exception("cannot describe event %d of %s", seq, whose)
        return None


def public_events(
    live: LiveGame, game: Game, seat: int | None, start: int, end: int, lang: str = "en"
) -> list[dict[str, Any]]:
    """The events ``start``..``end`` of the log as ``seat`` may see them, each with its ``seq`` and,
    where the ruleset words it, a sentence in ``lang`` (narrated from what ``public_event`` shows the seat)."""
    events = []
    for i in range(start, end):
        event = game.log[i]
        shown = game.public_event(event, seat)
        if shown is None:
            continue
        # Its position in the log: clients merge overlapping ranges of events by it.
        item = {**shown, "seq": i}
        text = event_sentence(game, event, i, seat, lang, f"game {live.id}")
        if text:
            item["text"] = text
        events.append(item)
    return events


def seed_fields(live: LiveGame, game: Game) -> dict[str, Any]:
    """The seed's commitment always; the seed and its salt once the game is over (verifiable dice)."""
    out: dict[str, Any] = {"seed_commitment": live.commitment, "seed_chosen": live.seed_chosen}
    if game.is_over():
        out["seed"] = live.seed
        out["seed_salt"] = live.seed_salt
    return out


def clock_json(live: LiveGame) -> dict[str, Any] | None:
    """The game's clock as everyone may see it (None without one): its kind ("real-time" under an hour
    a decision, else "correspondence"), what a timeout does, and the seconds left to the person to decide."""
    if live.turn_seconds is None:
        return None
    return {
        "kind": "real-time" if live.turn_seconds < 3600 else "correspondence",
        "turn_seconds": live.turn_seconds,
        "on_timeout": live.on_timeout,
        "hand_over_after": live.hand_over_after,
        "seconds_left": live.seconds_left(),
        "timeouts": {str(seat): n for seat, n in sorted(live.timeouts.items())},
    }


def seats_json(live: LiveGame, game: Game, names: Callable[[str | None], str | None]) -> list[dict[str, Any]]:
    """The seats as everyone may see them: colour, who plays (a person's name, or the computer's level),
    whether a person is connected or the computer plays for them; never a token."""
    seats = []
    for i, spec in enumerate(live.seats):
        colour = game.player_name(i)
        entry: dict[str, Any] = {"seat": i, "kind": spec.kind, "colour": colour, "name": names(spec.player) or colour}
        if spec.kind == "ai":
            entry["level"] = spec.level
        elif spec.kind == "human":
            entry["connected"] = live.connected(i)
            entry["ai_playing"] = i in live.ai_playing
        seats.append(entry)
    return seats


def view_json(
    live: LiveGame,
    game: Game,
    seat: int | None,
    events_since: int | None,
    names: Callable[[str | None], str | None],
    lang: str = "en",
) -> dict[str, Any]:
    """The object every view answer and WebSocket message carries (docs/server.md, "The view"), its
    labels, sentences and names in ``lang``."""
    cp = game.current_player()
    result = game.result()
    n = len(game.log)
    start = max(0, n - DEFAULT_EVENTS) if events_since is None else min(max(0, events_since), n)
    end = min(n, start + MAX_EVENTS)
    seen = game.view(seat)
    legal: list[dict[str, Any]] = []
    if seat is not None and seat == cp and live.started:
        legal = [{"action": a.to_json(), "label": game.describe(a, lang)} for a in game.legal_actions()]
    return {
        "game": live.id,
        "ruleset": live.ruleset_id,
        "players": live.players,
        "seat": seat,
        "seats": seats_json(live, game, names),
        "visibility": live.visibility,
        "rated": live.rated,
        "creator": {"player": live.creator_player, "name": names(live.creator_player)} if live.creator_player else None,
        "started": live.started,
        "free_seats": live.free_seats(),
        "action_count": len(game.history),
        "current_player": cp,
        "is_over": game.is_over(),
        "result": result.to_json() if result is not None else None,
        "turn_seconds": live.turn_seconds,
        "clock": clock_json(live),
        **seed_fields(live, game),
        "lang": lang,
        "view": worded_view(game, seen, lang),
        "words": game_words(game, seen, result, lang),
        "legal_actions": legal,
        # Whether this seat may take back its last action now (POST .../undo; warroom.server.undo).
        "can_undo": seat is not None and live.started and seat not in live.ai_playing and game.can_undo(seat),
        # When an action was last taken back: a view with a lower action count but a later mark is the
        # undone game, which every client takes at once (api.js), spectators included.
        "undone_at": live.undone_at,
        "events": public_events(live, game, seat, start, end, lang),
        "events_from": start,
        "events_to": end,
    }


def full_save(live: LiveGame, game: Game) -> dict[str, Any]:
    """The engine's save (``warroom replay --verify`` checks every die and the seed's commitment)."""
    data = save_data(game, {"server_game": live.id}, seed_salt=live.seed_salt)
    if live.commitment is not None:  # as published, not recomputed: a changed seed or salt fails the check
        data["seed_commitment"] = live.commitment
    return data


def seat_save(live: LiveGame, game: Game, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see of a game still going on: its view and its events, never the seed."""
    return {
        "format": SEAT_SAVE_FORMAT,
        "version": 1,
        "ruleset": live.ruleset_id,
        "players": live.players,
        "options": game.options,
        "seat": seat,
        "server_game": live.id,
        "seed_commitment": live.commitment,
        "action_count": len(game.history),
        "view": game.view(seat),
        "events": public_events(live, game, seat, 0, len(game.log)),
    }
