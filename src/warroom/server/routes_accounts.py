"""The HTTP API of accounts: a name with a password signs in from other devices, and signs them out
(docs/server.md, "Players and the lobby")."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Request

from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.limits import client_of
from warroom.server.players import Player
from warroom.server.schemas import Password, SignIn

router = APIRouter()
PlayerKey = Annotated[str | None, Header(alias="X-Player-Key", max_length=200)]


def _me(request: Request, key: str | None) -> tuple[GameService, Player, str]:
    service: GameService = request.app.state.service
    player = service.players.by_key(key)
    if player is None or key is None:
        raise ServiceError(401, "a player key is needed: send X-Player-Key (POST /api/players gives one)")
    return service, player, key


@router.put("/api/players/me/password")
def set_password(body: Password, request: Request, x_player_key: PlayerKey = None) -> dict[str, Any]:
    """Make the name an account, or change its password (``current`` needed): other devices are signed out."""
    service, player, key = _me(request, x_player_key)
    signed_out = service.players.set_password(player, key, body.password, body.current)
    return {"account": True, "signed_out": signed_out}


@router.post("/api/sessions", status_code=201)
def sign_in(body: SignIn, request: Request) -> dict[str, str]:
    """Sign in to an account from another device: the answer holds a new key for this device."""
    service: GameService = request.app.state.service
    player, key = service.players.sign_in(body.name, body.password, client_of(request.scope))
    return {"id": player.id, "name": player.name, "key": key}


@router.delete("/api/sessions/current")
def sign_out(request: Request, x_player_key: PlayerKey = None) -> dict[str, bool]:
    """Forget this device's key (an account only: a name without a password would be lost)."""
    service, player, key = _me(request, x_player_key)
    service.players.sign_out(player, key)
    return {"signed_out": True}


@router.delete("/api/sessions")
def sign_out_others(request: Request, x_player_key: PlayerKey = None) -> dict[str, int]:
    """Forget every other device's key: they must sign in again."""
    service, player, key = _me(request, x_player_key)
    return {"signed_out": service.players.sign_out_others(player, key)}
