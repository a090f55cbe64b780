"""A save file someone uploads to watch: checked as hostile data before the engine replays it.

The body must be the engine's full save (``warroom.core.saves``): UTF-8 JSON within the size limit, nested
within :data:`warroom.core.files.MAX_DEPTH`, every field of the right type, no option that names a file on
the server, at most :data:`MAX_ACTIONS` actions, and it must replay exactly (every recorded die, the final
snapshot and the seed's commitment where it has one). A seat save holds no seed and cannot be replayed.
Every refusal is a 4xx naming what is wrong; nothing is kept of a refused upload.
"""

from __future__ import annotations

import logging
from typing import Any

from warroom.core.errors import WarroomError
from warroom.core.files import MAX_DEPTH, parse_json
from warroom.core.game import Game
from warroom.core.registry import get_ruleset
from warroom.core.saves import check_save, replay_save
from warroom.core.text import Msg, Param
from warroom.server.catalog import names_file
from warroom.server.errors import ServiceError
from warroom.server.schemas import json_problem
from warroom.server.views import SEAT_SAVE_FORMAT

log = logging.getLogger("warroom.server")

#: Actions an uploaded save may hold at most (a long WAR game has about 2,000): bounds the replay's work.
MAX_ACTIONS = 20_000


#: What a refused upload's messages call the save.
THE_SAVE = Msg("core.error.the_save")


def _refuse(message: Param) -> ServiceError:
    return ServiceError(422, message)


def parse_upload(body: bytes, limit: int) -> dict[str, Any]:
    """The checked save in ``body`` (a ServiceError naming the problem otherwise)."""
    if len(body) > limit:
        raise ServiceError(413, f"the save is larger than the limit of {limit:,} bytes")
    if not body.strip():
        raise _refuse(Msg("server.error.upload_empty"))
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _refuse(Msg("server.error.upload_utf8", reason=exc.reason, at=exc.start)) from None
    raw = parse_json(text, lambda reason: _refuse(Msg("server.error.upload_json", reason=reason)))
    problem = json_problem(raw, MAX_DEPTH)
    if problem is not None:
        raise _refuse(Msg("server.error.upload_problem", problem=problem))
    if isinstance(raw, dict) and raw.get("format") == SEAT_SAVE_FORMAT:
        raise _refuse(Msg("server.error.upload_seat_save"))
    try:
        data = check_save(raw, THE_SAVE)
    except WarroomError as exc:
        raise _refuse(exc.message) from None
    if len(data["actions"]) > MAX_ACTIONS:
        count, most = f"{len(data['actions']):,}", f"{MAX_ACTIONS:,}"
        raise _refuse(Msg("server.error.upload_actions", count=count, most=most))
    _check_options(data)
    return data


def _check_options(data: dict[str, Any]) -> None:
    """Refuse an unknown ruleset, and any option that names a file on the server's machine."""
    try:
        ruleset = get_ruleset(data["ruleset"])
    except WarroomError as exc:
        raise _refuse(Msg("core.error.named", name=THE_SAVE, why=exc.message)) from None
    for spec in ruleset.options:
        if names_file(spec) and data["options"].get(spec.name):
            raise _refuse(Msg("server.error.upload_file_option", name=spec.name))


def replay_upload(data: dict[str, Any]) -> Game:
    """Replay a checked save with every check (dice, snapshot, commitment): the game it replays to. Its
    ``options`` are those the replay ran with (an older save's pinned rules included): a viewer built from
    them replays exactly the game checked here."""
    try:
        game = replay_save(data, THE_SAVE, verify=True)
    except WarroomError as exc:
        raise _refuse(exc.message) from None
    except Exception as exc:  # hostile data reaching a ruleset's bug: the upload is refused, the server is fine
        log.warning("an uploaded save made the engine fail: %s: %s", type(exc).__name__, exc)
        raise _refuse(Msg("server.error.upload_engine", kind=type(exc).__name__)) from None
    return game
