"""The HTTP API of a game's chat (docs/server.md, "Chat")."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Query, Request

from warroom.server.auth import bearer
from warroom.server.chat import Chat
from warroom.server.games import GameService
from warroom.server.limits import client_of
from warroom.server.schemas import ChatMessage

router = APIRouter()


def _parts(request: Request) -> tuple[GameService, Chat]:
    return request.app.state.service, request.app.state.chat


@router.get("/api/games/{game_id}/chat")
def read_chat(
    game_id: str,
    request: Request,
    since: Annotated[int, Query(ge=0, le=10**9)] = 0,
    authorization: Annotated[str | None, Header()] = None,
    x_player_key: Annotated[str | None, Header(alias="X-Player-Key", max_length=200)] = None,
) -> dict[str, Any]:
    """The game's messages after ``since``: both rooms for spectators; a seat (its token or its player's key)
    reads the spectators' room once the game is over."""
    service, chat = _parts(request)
    live = service.get(game_id)
    seat = service.seat_for(live, bearer(authorization), x_player_key)
    return {"game": game_id, "messages": chat.messages(live, since, seat)}


@router.post("/api/games/{game_id}/chat", status_code=201)
def post_chat(
    game_id: str,
    body: ChatMessage,
    request: Request,
    authorization: Annotated[str | None, Header()] = None,
    x_player_key: Annotated[str | None, Header(alias="X-Player-Key", max_length=200)] = None,
) -> dict[str, Any]:
    """A message: from a seat (its token; the seats' room) or a named spectator (a player key)."""
    service, chat = _parts(request)
    live = service.get(game_id)
    token = bearer(authorization)
    if token:
        seat, player = service.seat_for_token(live, token), None
    else:  # one look-up of the key: the player's seat, or the player as a spectator
        player = service.players.by_key(x_player_key)
        seat = service.seat_of(live, player)
    return chat.post(live, seat, player if seat is None else None, body.text, client_of(request.scope))
