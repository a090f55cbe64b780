"""The HTTP API of a finished game's summary and dice check (docs/server.md, "Summary and dice check").

``GET /api/games/{id}/summary``: standings per round, every battle roll's odds and each seat's luck
(warroom.analysis.summary). ``GET /api/games/{id}/verify``: the revealed seed replayed against the
commitment and every recorded die (warroom.core.verify). Both only once the game is over: before that
they would tell every seat's secrets. Both replay the whole game, so each answer is computed once per
game and kept (a bounded number of games, the least recently asked for forgotten first).
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from warroom.analysis.summary import summary
from warroom.core.verify import commitment_check, verify_report
from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.live import LiveGame

router = APIRouter()

#: Games whose summary (and dice check) is kept in memory.
KEPT = 64
_COMMITMENT = re.compile(r"[0-9a-fA-F]{64}")


class Kept:
    """A bounded map of answers by game id, the least recently used forgotten first; thread-safe."""

    def __init__(self, size: int = KEPT) -> None:
        self.size = size
        self._items: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str, make: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
                return found
        # Made outside the lock: a replay takes a while, and other games' answers need not wait for it.
        made = make()
        with self._lock:
            self._items[key] = made
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return made


_STORES_LOCK = threading.Lock()


def _store(request: Request, name: str) -> Kept:
    """The app's cache ``name``, made on first use (one per app: tests run several apps)."""
    with _STORES_LOCK:
        store = getattr(request.app.state, name, None)
        if store is None:
            store = Kept()
            setattr(request.app.state, name, store)
        return store


def _finished_save(service: GameService, live: LiveGame, what: str) -> dict[str, Any]:
    """The engine's save of a finished game (seed and salt included); 409 while it goes on."""
    # A spectator's save: the engine's save once the game is over, a seat save (no seed) while it goes on.
    data = service.save(live, None)
    if data.get("format") != "warroom-save":
        raise ServiceError(409, f"game {live.id} is not over: its {what} is given once it has ended")
    return data


@router.get("/api/games/{game_id}/summary")
def game_summary(game_id: str, request: Request) -> dict[str, Any]:
    """A finished game's standings per round, battle rolls with their odds, each seat's luck, the result."""
    service: GameService = request.app.state.service
    live = service.get(game_id)
    data = _finished_save(service, live, "summary")
    return {"game": live.id, **_store(request, "summaries").get(live.id, lambda: summary(data))}


@router.get("/api/games/{game_id}/verify")
def verify_dice(
    game_id: str,
    request: Request,
    commitment: Annotated[str | None, Query(max_length=64)] = None,
) -> dict[str, Any]:
    """Replay a finished game from its revealed seed: does the seed give the commitment (and the one this
    client saw during the game, given as ``commitment``), and does every die and the final state come out
    the same?"""
    if commitment is not None and not _COMMITMENT.fullmatch(commitment):
        raise ServiceError(422, "'commitment' must be 64 hexadecimal digits (the seed_commitment of a view)")
    service: GameService = request.app.state.service
    live = service.get(game_id)
    try:
        data = _finished_save(service, live, "dice check")
    except ServiceError as exc:
        # A finished game that no longer replays (its seed or actions changed) fails the check; it is no
        # error. A game that is not over keeps its seed secret however broken it is: the 503 stands.
        if exc.status != 503 or live.broken in (None, "storage unavailable") or not live.is_over:
            raise
        return {
            "game": live.id,
            "verified": False,
            "seed": live.seed,
            "seed_text": str(live.seed),
            "seed_salt": live.seed_salt,
            "seed_commitment": live.commitment,
            "commitment_shown": commitment,
            "checks": [{"check": "replay", "ok": False, "detail": f"the stored game does not replay: {live.broken}"}],
        }
    report = _store(request, "dice_checks").get(live.id, lambda: verify_report(data))
    if commitment is None:
        return {"game": live.id, **report}
    # The comparison with what this client saw is cheap and differs per client: made per request.
    checks = [commitment_check(data, commitment), *(c for c in report["checks"] if c["check"] != "commitment")]
    return {
        "game": live.id,
        **report,
        "commitment_shown": commitment,
        "checks": checks,
        "verified": all(c["ok"] for c in checks),
    }
