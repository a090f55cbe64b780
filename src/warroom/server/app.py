"""The web application: the HTTP and WebSocket API (docs/server.md) and the web client's static files.

``create_app`` builds a FastAPI app over a database URL; ``run`` serves it with uvicorn (``warroom
serve``). Endpoints that touch games are plain functions, which FastAPI runs in its thread pool, and the
computer players think in worker processes (warroom.server.ai), so the event loop only moves bytes.
"""

from __future__ import annotations

import asyncio
import json
import logging
import logging.config
import os
import socket
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from dataclasses import replace
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Header, Query, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError
from starlette.concurrency import run_in_threadpool
from starlette.websockets import WebSocketDisconnect

import warroom.data
from warroom import __version__
from warroom.core.errors import WarroomError
from warroom.core.registry import get_ruleset
from warroom.core.text import Msg
from warroom.server.ai import AIWorker
from warroom.server.auth import bearer
from warroom.server.catalog import board_json
from warroom.server.chat import Chat
from warroom.server.cluster import Cluster
from warroom.server.db import SchemaError, init_schema, make_engine, meta_table
from warroom.server.error_words import request_lang
from warroom.server.errors import ServiceError, internal_error
from warroom.server.games import GameService
from warroom.server.lang import LangQuery, check_lang
from warroom.server.limits import BodyLimitMiddleware, LimitExceeded, Limits, client_of
from warroom.server.lobby import Lobby
from warroom.server.logs import log_config
from warroom.server.routes_accounts import router as account_routes
from warroom.server.routes_chat import router as chat_routes
from warroom.server.routes_lobby import router as lobby_routes
from warroom.server.routes_replay import router as replay_routes
from warroom.server.routes_summary import router as summary_routes
from warroom.server.schemas import Created, CreateGame, PostAction, SeatToken, json_problem
from warroom.server.signals import Signals, Smtp
from warroom.server.undo import router as undo_routes

log = logging.getLogger("warroom.server")

#: The web client's files (written by the client's authors); served at / when the folder exists.
WEB_DIR = Path(__file__).resolve().parent / "web"
#: Map drawings made by tools/build_maps.py, one per board id.
MAPS_DIR = Path(warroom.data.__file__).resolve().parent / "maps"

DEFAULT_DB = "sqlite:///warroom.db"
PlayerKey = Annotated[str | None, Header(alias="X-Player-Key", max_length=200)]


def _describe_error(err: dict[str, Any]) -> str:
    loc = [str(part) for part in err.get("loc", ()) if part not in ("body", "query", "path", "header")]
    where = ".".join(loc)
    kind = err.get("type", "")
    if kind == "json_invalid":
        reason = (err.get("ctx") or {}).get("error", "")
        return f"the body is not valid JSON ({reason})" if reason else "the body is not valid JSON"
    if kind == "extra_forbidden":
        return f"unknown field '{where}'"
    if kind == "missing":
        return f"'{where}' is missing" if where else "the body is missing"
    msg = str(err.get("msg", "invalid value"))
    return f"{where}: {msg}" if where else msg


def create_app(
    db_url: str = DEFAULT_DB,
    *,
    limits: Limits | None = None,
    ai_processes: int = 0,
    snapshot_every: int = 50,
    tick_s: float = 0.25,
    web_dir: Path | None = None,
    any_seed: bool = False,
    smtp: Smtp | None = None,
) -> FastAPI:
    """The server's app over the database at ``db_url`` (SQLite file by default). The schema is created
    or upgraded when the app starts (its lifespan); the games still going on are restored in the
    background while the server already answers. Computer players think in ``ai_processes`` worker
    processes (plus one for people's games); 0 thinks in threads of this process (tests). ``any_seed``
    lets a client choose the seed of a game with several people, who could then read each other's
    secrets: for tests and tables whose players trust each other, never for a public server."""
    limits = limits or Limits()
    engine = make_engine(db_url)
    service = GameService(engine, limits=limits, snapshot_every=snapshot_every, any_seed=any_seed)
    worker = AIWorker(service, processes=ai_processes, tick_s=tick_s)
    signals = Signals(service.players.contacts, smtp)
    service.on_change.append(signals.changed)
    # Several processes on one PostgreSQL database: catch-up, notifications, leases (warroom.server.cluster).
    cluster = Cluster(service) if engine.dialect.name == "postgresql" else None
    if cluster is not None:
        cluster.schedule = worker.schedule
    stopping = threading.Event()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await run_in_threadpool(service.start)
        if cluster is not None:
            cluster.start()
        worker.start()
        signals.start()
        restorer = threading.Thread(target=service.restore_all, args=(stopping,), name="warroom-restore", daemon=True)
        restorer.start()
        try:
            yield
        finally:
            stopping.set()
            await run_in_threadpool(worker.stop)
            if cluster is not None:
                await run_in_threadpool(cluster.stop)
            await run_in_threadpool(signals.stop)
            await run_in_threadpool(restorer.join, 5)
            engine.dispose()

    app = FastAPI(
        title="warroom",
        version=__version__,
        description="Territorial war board games: create a game, play it through its seats' tokens, watch it.",
        lifespan=lifespan,
        # /docs and /redoc would load their scripts from a CDN; the schema itself is at /openapi.json.
        docs_url=None,
        redoc_url=None,
    )
    app.state.service = service
    app.state.worker = worker
    app.state.lobby = Lobby(service)
    app.state.chat = chat = Chat(service)
    app.state.cluster = cluster
    if cluster is not None:
        cluster.forget_chat = chat.forget
    app.include_router(lobby_routes)
    app.include_router(chat_routes)
    app.include_router(account_routes)
    app.include_router(replay_routes)
    app.include_router(summary_routes)
    app.include_router(undo_routes)
    app.add_middleware(BodyLimitMiddleware, max_bytes=limits.max_body_bytes, limiter=service.limiter)

    @app.exception_handler(ServiceError)
    async def _service_error(request: Request, exc: ServiceError) -> JSONResponse:
        # In the request's language (?lang=; English, the default, is the text as raised: error_words.py).
        return JSONResponse(exc.body(request_lang(request.query_params.get("lang"))), status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = [_describe_error(dict(e)) for e in exc.errors()]
        return JSONResponse({"detail": "; ".join(problems) or "invalid request"}, status_code=422)

    @app.exception_handler(Exception)
    async def _crash(request: Request, exc: Exception) -> JSONResponse:
        error = internal_error(exc, f"{request.method} {request.url.path} failed; nothing was changed")
        return JSONResponse(error.body(), status_code=500)

    # -- rulesets ---------------------------------------------------------------------------------

    @app.get("/api/health")
    async def health() -> dict[str, bool]:
        # On the event loop itself: it answers while every worker thread is busy.
        return {"ok": True}

    @app.get("/api/rulesets")
    def rulesets() -> list[dict[str, Any]]:
        """The installed rulesets: player counts, options, computer levels and agents."""
        return service.rulesets()

    def _ruleset(ruleset_id: str) -> Any:
        try:
            return get_ruleset(ruleset_id)
        except WarroomError as exc:
            raise ServiceError(404, exc.message) from None

    @app.get("/api/rulesets/{ruleset_id}/board")
    def board(ruleset_id: str) -> dict[str, Any]:
        """The ruleset's board: spaces (names, kind, position [lon, lat], borders, groups) and groups."""
        data = board_json(_ruleset(ruleset_id))
        if data is None:
            raise ServiceError(404, f"ruleset {ruleset_id} has no board")
        return data

    @app.get("/api/rulesets/{ruleset_id}/map", response_model=None)
    def map_file(ruleset_id: str) -> FileResponse:
        """The drawing of the ruleset's board (from tools/build_maps.py), when there is one."""
        ruleset = _ruleset(ruleset_id)
        if ruleset.board is None:
            raise ServiceError(404, f"ruleset {ruleset_id} has no board")
        path = MAPS_DIR / f"{ruleset.board().id}.json"
        if not path.is_file():
            raise ServiceError(404, f"no map drawing for board {ruleset.board().id}")
        return FileResponse(path, media_type="application/json")

    # -- games ------------------------------------------------------------------------------------------

    @app.post("/api/games", status_code=201)
    def create_game(
        body: CreateGame,
        request: Request,
        x_player_key: PlayerKey = None,
    ) -> Created:
        """Create a game; the answer holds a secret token for each human seat (shown once). With a player
        key the creator sits, named, at the first human seat, and may start the game early."""
        player = service.players.by_key(x_player_key)
        game_id, tokens = service.create(body, client_of(request.scope), player)
        return Created(id=game_id, seats=[SeatToken(seat=s, token=t) for s, t in tokens])

    @app.get("/api/games/{game_id}/view")
    def view(
        game_id: str,
        authorization: Annotated[str | None, Header()] = None,
        token: Annotated[str | None, Query(max_length=200)] = None,
        events_since: Annotated[int | None, Query(ge=0)] = None,
        x_player_key: PlayerKey = None,
        lang: LangQuery = "en",
    ) -> dict[str, Any]:
        """A seat's view with its token (Authorization: Bearer TOKEN) or its player's key (X-Player-Key), a
        spectator's without either; its words in ``lang``."""
        live = service.get(game_id)
        seat = service.seat_for(live, bearer(authorization) or token, x_player_key)
        return service.view(live, seat, events_since, lang)

    @app.post("/api/games/{game_id}/actions")
    def post_action(
        game_id: str,
        body: PostAction,
        authorization: Annotated[str | None, Header()] = None,
        x_player_key: PlayerKey = None,
        lang: LangQuery = "en",
    ) -> dict[str, Any]:
        """Make the seat's decision (the seat of the token, or of the player key); the answer is its new view."""
        live = service.get(game_id)
        seat = service.seat_for(live, bearer(authorization), x_player_key)
        if seat is None:
            raise ServiceError(
                401, "a seat's token is needed: send Authorization: Bearer TOKEN (or X-Player-Key of a seated player)"
            )
        return service.post_action(live, seat, body, lang)

    @app.get("/api/games/{game_id}/odds")
    def odds(
        game_id: str,
        action: Annotated[str, Query(max_length=4000, description="the action as JSON")],
        authorization: Annotated[str | None, Header()] = None,
    ) -> dict[str, Any]:
        """The battle odds of an attack before it is made ({"odds": null} where there are none)."""
        live = service.get(game_id)
        service.seat_for_token(live, bearer(authorization))
        try:
            action_json = json.loads(action)
        except json.JSONDecodeError as exc:
            raise ServiceError(422, f"'action' is not valid JSON ({exc.msg})") from None
        except RecursionError:
            raise ServiceError(422, "'action' is nested too deeply") from None
        problem = json_problem(action_json)
        if problem is not None:
            raise ServiceError(422, Msg("server.error.action_problem", problem=problem))
        return service.odds(live, action_json)

    @app.get("/api/games/{game_id}/save")
    def save(
        game_id: str,
        authorization: Annotated[str | None, Header()] = None,
        token: Annotated[str | None, Query(max_length=200)] = None,
        x_player_key: PlayerKey = None,
    ) -> JSONResponse:
        """The engine's save (warroom play --load FILE); see docs/server.md for who may have it."""
        live = service.get(game_id)
        seat = service.seat_for(live, bearer(authorization) or token, x_player_key)
        data = service.save(live, seat)
        return JSONResponse(
            data, headers={"Content-Disposition": f'attachment; filename="warroom-{live.ruleset_id}-{live.id}.json"'}
        )

    @app.websocket("/api/games/{game_id}/ws")
    async def socket(websocket: WebSocket, game_id: str, events_since: int | None = None, lang: str = "en") -> None:
        """Sends the seat's view now and after every change of the game. The client's first message says
        who it is: ``{"token": "..."}`` for a seat, ``{"token": null}`` to watch (never a token in the URL)."""
        await websocket.accept()
        client = client_of(websocket.scope)
        try:
            # Counted from the first moment: a connection that never says who it is holds a place too.
            service.limiter.request(client)
            service.limiter.socket_opened(client)
        except LimitExceeded as exc:
            await websocket.close(code=4429, reason=str(exc))
            return
        try:
            await _serve_socket(websocket, game_id, events_since, lang)
        finally:
            service.limiter.socket_closed(client)

    async def _serve_socket(websocket: WebSocket, game_id: str, events_since: int | None, lang: str) -> None:
        try:
            check_lang(lang)
            live = await run_in_threadpool(service.get, game_id)
        except ServiceError as exc:
            code = {404: 4404, 422: 4422}.get(exc.status, 4503)
            await websocket.close(code=code, reason=exc.text(request_lang(lang))[:120])
            return
        try:
            token, player_key = await _hello(websocket)
            seat = await run_in_threadpool(service.seat_for, live, token, player_key)
        except ServiceError as exc:
            await websocket.close(code=4400 if exc.status == 400 else 4403, reason=exc.text(request_lang(lang))[:120])
            return
        except (WebSocketDisconnect, RuntimeError):
            return
        sub = service.subscribe(live, seat)
        receiver = asyncio.create_task(_drain(websocket))
        since = events_since
        said = 0  # the chat's last message sent on this socket
        over = live.is_over
        try:
            while True:
                sub.event.clear()
                try:
                    message = await run_in_threadpool(service.view, live, seat, since, lang)
                    if live.is_over and not over:  # the spectators' room opens to the seats: send it all again
                        over, said = True, 0
                    message["chat"] = await run_in_threadpool(chat.messages, live, said, seat)
                except ServiceError as exc:
                    await websocket.close(
                        code=4500 if exc.status == 500 else 4503, reason=exc.text(request_lang(lang))[:120]
                    )
                    return
                await websocket.send_json(message)
                since = message["events_to"]
                if message["chat"]:
                    said = message["chat"][-1]["seq"]
                waiter = asyncio.create_task(sub.event.wait())
                done, _ = await asyncio.wait({waiter, receiver}, return_when=asyncio.FIRST_COMPLETED)
                if receiver in done:
                    waiter.cancel()
                    return
        except (WebSocketDisconnect, RuntimeError):
            return
        finally:
            receiver.cancel()
            service.unsubscribe(live, sub)

    web = web_dir if web_dir is not None else WEB_DIR
    if web.is_dir():
        app.mount("/", StaticFiles(directory=web, html=True), name="web")
    return app


#: How long a socket may take to say who it is.
HELLO_TIMEOUT_S = 10.0


async def _hello(websocket: WebSocket) -> tuple[str | None, str | None]:
    """The token and player key of the socket's first message ``{"token": TOKEN or null}`` (or
    ``{"player_key": KEY}``); 400 for anything else."""
    try:
        message = await asyncio.wait_for(websocket.receive(), HELLO_TIMEOUT_S)
    except TimeoutError:
        raise ServiceError(400, f'say who you are within {HELLO_TIMEOUT_S:g} s: send {{"token": ...}}') from None
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    if not isinstance(text, str):
        raise ServiceError(400, 'the first message must be the JSON text {"token": ...}')
    if len(text) > 1000:
        raise ServiceError(400, "the first message is too long")
    try:
        hello = json.loads(text)
    except (ValueError, RecursionError):
        hello = None
    if not isinstance(hello, dict) or set(hello) - {"token", "player_key"}:
        raise ServiceError(400, 'the first message must be {"token": TOKEN} (or {"token": null} to watch)')
    token, player_key = hello.get("token"), hello.get("player_key")
    for name, value in (("token", token), ("player_key", player_key)):
        if value is not None and not (isinstance(value, str) and len(value) <= 200 and value.isascii()):
            raise ServiceError(400, f"'{name}' must be a seat's token or a player key (a short ASCII string) or null")
    return token, player_key


async def _drain(websocket: WebSocket) -> None:
    """Read (and ignore) what the client sends, until it goes away."""
    with suppress(WebSocketDisconnect, RuntimeError):
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                return


class ServeError(WarroomError):
    """``warroom serve`` cannot start: a bad port, or a database it cannot open or write."""


def check_port(host: str, port: int) -> None:
    """Refuse a port out of range or already in use, before the server starts."""
    if not 0 <= port <= 65535:
        raise ServeError(f"--port must be between 0 and 65535, not {port}")
    try:
        with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, port))
    except OSError as exc:
        raise ServeError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None


def check_database(db: str) -> None:
    """Open the database, create or upgrade its schema, and write to it once; a clear error otherwise."""
    try:
        engine = make_engine(db)
    except (ArgumentError, NoSuchModuleError, ValueError) as exc:
        raise ServeError(f"--db {db!r} is not a database URL this server knows ({exc})") from None
    except ImportError as exc:
        raise ServeError(f"--db {db!r}: its database driver is not installed ({exc.name})") from None
    try:
        init_schema(engine)
        with engine.begin() as conn:
            conn.execute(
                meta_table.update().where(meta_table.c.key == "schema_version").values(value=meta_table.c.value)
            )
    except SchemaError as exc:
        raise ServeError(f"--db {db!r}: {exc}") from None
    except SQLAlchemyError as exc:
        reason = str(getattr(exc, "orig", None) or exc).strip().splitlines()[0]
        raise ServeError(f"--db {db!r}: cannot open and write the database ({reason})") from None
    finally:
        engine.dispose()


def run(
    host: str = "127.0.0.1",
    port: int = 8000,
    db: str = DEFAULT_DB,
    ai_processes: int | None = None,
    smtp: Smtp | None = None,
    *,
    games_per_client: int | None = None,
) -> int:
    """Serve until interrupted (``warroom serve``); ServeError before starting if the port or the database
    cannot be used. Computer players think in ``ai_processes`` worker processes (default: one a core);
    ``games_per_client`` replaces the limit of new games an address may create an hour."""
    import uvicorn

    check_port(host, port)
    check_database(db)
    if ai_processes is None:
        ai_processes = max(1, os.cpu_count() or 1)
    config = log_config()
    logging.config.dictConfig(config)
    limits = Limits() if games_per_client is None else replace(Limits(), games_per_client=games_per_client)
    app = create_app(db, ai_processes=ai_processes, smtp=smtp, limits=limits)
    uvicorn.run(app, host=host, port=port, log_config=config)
    return 0
