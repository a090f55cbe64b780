"""The HTTP API of the archive and the replay viewer (docs/server.md, "The archive and replays").

``GET /api/archive`` lists finished games with how they ended; ``GET /api/games/{id}/replay?step=N`` answers
a finished game at step N with every seat's secrets; ``POST /api/replays`` takes a save file to watch and
answers a replay id for ``GET /api/replays/{id}?step=N``.
"""

from __future__ import annotations

import threading
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from starlette.concurrency import run_in_threadpool

from warroom.server.archive import Archive
from warroom.server.lang import LangQuery
from warroom.server.limits import client_of
from warroom.server.replay_book import ReplayBook

router = APIRouter()
_SETUP = threading.Lock()

Step = Annotated[int, Query(ge=0, le=10_000_000, description="the position after this many actions (0: as dealt)")]


def replay_book(request: Request) -> ReplayBook:
    """The app's replays (made on first use, so the app needs no more than this router)."""
    state = request.app.state
    with _SETUP:
        book: ReplayBook | None = getattr(state, "replays", None)
        if book is None:
            book = state.replays = ReplayBook(state.service)
    return book


def _archive(request: Request) -> Archive:
    state = request.app.state
    with _SETUP:
        archive: Archive | None = getattr(state, "archive", None)
        if archive is None:
            archive = state.archive = Archive(state.service, state.lobby)
    return archive


@router.get("/api/archive")
def archive(
    request: Request,
    ruleset: Annotated[str | None, Query(max_length=100)] = None,
    player: Annotated[str | None, Query(max_length=100)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    offset: Annotated[int, Query(ge=0, le=1_000_000)] = 0,
) -> dict[str, Any]:
    """Finished games listed in the lobby, the most recent first, each with its winners and rounds."""
    return _archive(request).listing(ruleset or None, player or None, limit, offset)


@router.get("/api/games/{game_id}/replay")
def game_replay(game_id: str, request: Request, step: Step = 0, lang: LangQuery = "en") -> dict[str, Any]:
    """A finished game at ``step``: the position, the step's events and dice, every seat's secrets."""
    return replay_book(request).for_game(game_id).answer(step, lang)


@router.post("/api/replays", status_code=201)
async def upload(request: Request, lang: LangQuery = "en") -> dict[str, Any]:
    """A save file (the body: the JSON of ``GET /api/games/{id}/save``) replayed to watch; the answer is
    its first step, with its replay id in ``replay``."""
    body = await request.body()
    client = client_of(request.scope)

    def run() -> dict[str, Any]:
        return replay_book(request).upload(body, client).answer(0, lang)

    return await run_in_threadpool(run)


@router.get("/api/replays/{replay_id}")
def uploaded_replay(replay_id: str, request: Request, step: Step = 0, lang: LangQuery = "en") -> dict[str, Any]:
    """An uploaded save's replay at ``step``, in the same shape as a finished game's."""
    return replay_book(request).uploaded(replay_id).answer(step, lang)
