"""Undo on the server: ``POST /api/games/{id}/undo`` takes back the seat's own last action (core/undo.py
says when the engine allows it), the stored action log drops it, and every view of the game is sent again.

Undo is the core's game option ``undo``: off unless the game was created with it, which the server allows
only in a practice game (one person, the other seats computers): with several people an undo could take
back what another person already reacted to.

Under the game's lock, the engine is asked first (409 with the reason, nothing changed), then the database
drops the action in one transaction (storage.remove_last_action: the row's ``action_count`` moves back by
one under the same conditional update as an append, so with several processes the first writer wins and
the other is a Conflict), and only then the game in memory is rebuilt without it. With several processes,
one that still holds the undone action finds at its next catch-up that its last action is not the stored
one (catchup.py) and rebuilds the game from the database. Every view carries ``can_undo`` (views.py).
"""

from __future__ import annotations

import logging
from typing import Annotated, Any

from fastapi import APIRouter, Header, Request
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy.exc import SQLAlchemyError

from warroom.server.auth import bearer
from warroom.server.catchup import Conflict
from warroom.server.errors import ServiceError, internal_error
from warroom.server.games import GameService
from warroom.server.live import LiveGame
from warroom.server.restore import restore
from warroom.server.storage import NotTheirs, StaleWrite, remove_last_action
from warroom.server.views import view_json

log = logging.getLogger("warroom.server")

router = APIRouter()


class UndoRequest(BaseModel):
    """``POST /api/games/{id}/undo`` (the body is optional)."""

    model_config = ConfigDict(extra="forbid")

    #: The number of actions the client has seen; 409 if the game has moved on since.
    after: int | None = Field(default=None, ge=0)


def undo(service: GameService, live: LiveGame, seat: int, after: int | None) -> dict[str, Any]:
    """Take back ``seat``'s last action: 200 with the seat's new view, or 409 naming why not."""
    with live.lock:
        view = _undo_locked(service, live, seat, after)
    service.changed(live)  # every WebSocket sends its view again; other processes are told
    return view


def _undo_locked(service: GameService, live: LiveGame, seat: int, after: int | None) -> dict[str, Any]:
    game = service.usable(live)
    if not live.started:
        raise ServiceError(409, "cannot undo: the game has not started")
    if seat in live.ai_playing:
        raise ServiceError(409, "cannot undo: the computer plays this seat for now; make a move to take it back")
    count = len(game.history)
    if after is not None and after != count:
        raise ServiceError(409, f"the game has moved on: {count} actions were made, you have seen {after}")
    why = game.undo_refusal(seat)
    if why is not None:
        raise ServiceError(409, f"cannot undo: {why}")
    try:
        remove_last_action(service.engine, live, seat, count)
    except StaleWrite:
        restore(service.engine, live)  # another process changed the game first: the database's game
        raise Conflict(live.id, count - 1) from None
    except NotTheirs:
        raise ServiceError(409, "cannot undo: the computer made the last action for you") from None
    except SQLAlchemyError as exc:
        log.error("game %s: cannot take back action %d: %s", live.id, count - 1, type(exc).__name__)
        raise ServiceError(503, "the undo could not be stored; try again") from None
    try:
        game.undo(seat)
    except Exception as exc:  # the database no longer has the action: rebuild from it
        restore(service.engine, live)
        raise internal_error(exc, f"the engine failed to undo in game {live.id}; the game was reloaded") from None
    live.action_texts.pop()
    live.mark_undone()  # the views now go back in time: the mark tells every client to take them
    for action_id, (idx, _seat, _text) in list(live.action_ids.items()):
        if idx >= count - 1:
            del live.action_ids[action_id]  # a retried POST of the undone action applies it anew
    return view_json(live, game, seat, None, service.players.name_of)


@router.post("/api/games/{game_id}/undo")
def post_undo(
    game_id: str,
    request: Request,
    body: UndoRequest | None = None,
    authorization: Annotated[str | None, Header()] = None,
    x_player_key: Annotated[str | None, Header(alias="X-Player-Key", max_length=200)] = None,
) -> dict[str, Any]:
    """Take back the seat's own last action (the seat of the token, or of the player key)."""
    service: GameService = request.app.state.service
    live = service.get(game_id)
    seat = service.seat_for(live, bearer(authorization), x_player_key)
    if seat is None:
        raise ServiceError(
            401, "a seat's token is needed: send Authorization: Bearer TOKEN (or X-Player-Key of a seated player)"
        )
    return undo(service, live, seat, body.after if body is not None else None)
