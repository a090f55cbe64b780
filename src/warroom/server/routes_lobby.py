"""The HTTP API of players and the lobby (docs/server.md, "Players and the lobby").

A player is known by the ``X-Player-Key`` header (the key ``POST /api/players`` answered once).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Header, Query, Request
from starlette.concurrency import run_in_threadpool

from warroom.core.errors import WarroomError
from warroom.core.registry import get_ruleset
from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.limits import client_of
from warroom.server.lobby import Lobby
from warroom.server.players import Player
from warroom.server.ratings import standing
from warroom.server.schemas import JoinGame, NewPlayer, SignalSettings, StartGame
from warroom.server.signals import clean_email, clean_webhook

router = APIRouter()
PlayerKey = Annotated[str | None, Header(alias="X-Player-Key", max_length=200)]


def _service(request: Request) -> GameService:
    service: GameService = request.app.state.service
    return service


def _lobby(request: Request) -> Lobby:
    lobby: Lobby = request.app.state.lobby
    return lobby


def _player(request: Request, key: str | None) -> Player:
    """The player of the request's key; 401 without one."""
    player = _service(request).players.by_key(key)
    if player is None:
        raise ServiceError(401, "a player key is needed: send X-Player-Key (POST /api/players gives one)")
    return player


@router.post("/api/players", status_code=201)
def new_player(body: NewPlayer, request: Request) -> dict[str, str]:
    """Choose a display name; the answer holds the player's secret key (shown once: keep it)."""
    player, key = _service(request).players.create(body.name, client_of(request.scope))
    return {"id": player.id, "name": player.name, "key": key}


@router.get("/api/players/me")
def me(request: Request, x_player_key: PlayerKey = None) -> dict[str, Any]:
    """The player this key opens, and whether the name is an account (has a password)."""
    player = _player(request, x_player_key)
    return {"id": player.id, "name": player.name, "account": _service(request).players.has_account(player)}


@router.put("/api/players/me")
def rename(body: NewPlayer, request: Request, x_player_key: PlayerKey = None) -> dict[str, str]:
    """Change the player's display name; the answer holds the id and the new name."""
    player = _service(request).players.rename(_player(request, x_player_key), body.name)
    return {"id": player.id, "name": player.name}


@router.get("/api/players/me/signals")
def my_signals(request: Request, x_player_key: PlayerKey = None) -> dict[str, str | None]:
    """Where the player's "your turn" signals go."""
    return _service(request).players.signals(_player(request, x_player_key))


@router.put("/api/players/me/signals")
def set_signals(body: SignalSettings, request: Request, x_player_key: PlayerKey = None) -> dict[str, str | None]:
    """Register (or clear, with null) a webhook URL and an e-mail address for "your turn" signals."""
    service = _service(request)
    player = _player(request, x_player_key)
    webhook, email = clean_webhook(body.webhook), clean_email(body.email)
    service.players.set_signals(player, webhook, email)
    return {"webhook": webhook, "email": email}


@router.get("/api/players/me/games")
def my_games(request: Request, x_player_key: PlayerKey = None) -> dict[str, Any]:
    """Every game the player has a seat in, theirs to move first."""
    return {"games": _lobby(request).my_games(_player(request, x_player_key))}


@router.get("/api/games")
def list_games(
    request: Request,
    status: Annotated[str, Query(max_length=20)] = "open",
    ruleset: Annotated[str | None, Query(max_length=100)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
    player: Annotated[str | None, Query(max_length=100)] = None,
) -> dict[str, Any]:
    """Games listed in the lobby: ``open`` (waiting for people), ``active`` or ``finished`` (the archive:
    ``&player=NAME`` finds a player's games, ``&ruleset=`` a ruleset's)."""
    return _lobby(request).listing(status, ruleset, limit, offset, player)


@router.get("/api/ratings/{ruleset_id}")
def ratings(
    ruleset_id: str,
    request: Request,
    limit: Annotated[int, Query(ge=1, le=500)] = 100,
    x_player_key: PlayerKey = None,
) -> dict[str, Any]:
    """The ruleset's leaderboard: people and computer levels, best first; with a player key, the level the
    player is about (``about_level``, null until they have a rated game of the ruleset)."""
    try:
        get_ruleset(ruleset_id)
    except WarroomError as exc:
        raise ServiceError(404, exc.message) from None
    service = _service(request)
    player = service.players.by_key(x_player_key)
    with service.engine.connect() as conn:
        found = standing(conn, ruleset_id, service.players.name_of, player.id if player else None, limit)
    return {"ruleset": ruleset_id, **found}


@router.post("/api/games/{game_id}/join")
async def join(game_id: str, request: Request, body: JoinGame | None = None, x_player_key: PlayerKey = None) -> Any:
    """Take a free seat; the answer holds that seat's token (shown once)."""

    def run() -> dict[str, Any]:
        service = _service(request)
        live = service.get(game_id)
        seat, token = _lobby(request).join(live, _player(request, x_player_key), body.seat if body else None)
        return {"game": game_id, "seat": seat, "token": token}

    return await run_in_threadpool(run)


@router.post("/api/games/{game_id}/rematch", status_code=201)
def rematch(game_id: str, request: Request, x_player_key: PlayerKey = None) -> dict[str, Any]:
    """The same game again with the same people: each of them joins their kept seat with one request."""
    service = _service(request)
    live = service.get(game_id)
    new_id = _lobby(request).rematch(live, _player(request, x_player_key), client_of(request.scope))
    return {"game": new_id}


@router.post("/api/games/{game_id}/start")
def start(game_id: str, request: Request, body: StartGame | None = None, x_player_key: PlayerKey = None) -> Any:
    """The creator starts a game that waits for people: the computer takes the free seats."""
    service = _service(request)
    live = service.get(game_id)
    _lobby(request).start(live, _player(request, x_player_key), body.level if body else None)
    return {"game": game_id, "started": True}
