"""Catching a game in memory up with the database, where other server processes write too.

When several ``warroom serve`` processes share one PostgreSQL database (docs/server.md, "Several
processes"), a game held in this process's memory may lag behind what another process committed. Before
a request uses a game, :func:`refresh` reads the game's row: its seats and whether it started (the lobby
changes them), and its ``action_count``. The actions this process lacks are read and applied to the game
in memory, one by one, as a restart would replay them; a game whose memory ran ahead of the database, or
whose new actions do not replay, is rebuilt from the database instead (``restore``).

Everything here runs under the game's lock.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Sequence

from sqlalchemy import Connection, Engine, RowMapping, select

from warroom.core.game import Game
from warroom.server.db import actions_table, games_table
from warroom.server.errors import ServiceError
from warroom.server.live import LiveGame, Seat
from warroom.server.restore import restore

log = logging.getLogger("warroom.server")


def refresh(engine: Engine, live: LiveGame) -> bool:
    """Bring ``live`` up to the database (under ``live.lock``); answer whether anything changed.

    Raises SQLAlchemyError when the database cannot be read (the caller answers 503)."""
    g = games_table.c
    with engine.connect() as conn:
        row = conn.execute(
            select(g.action_count, g.seats, g.started, g.is_over).where(g.id == live.id)
        ).mappings().first()  # fmt: skip
        if row is None:
            return False
        changed = _take_row(live, row)
        game = live.game
        if game is None or not live.loaded:
            return changed  # not restored yet: its restore reads everything anyway
        have = len(game.history)
        stored = int(row["action_count"])
        if _undone_elsewhere(conn, live, have):
            log.info("game %s: its last action was taken back elsewhere; rebuilding it", live.id)
            restore(engine, live)
            live.mark_undone()  # this process's clients too must take the view that goes back in time
            return True
        if stored == have:
            return changed
        if stored < have:
            # Memory ahead of the database cannot happen (an action is applied only once committed):
            # should it ever, the database is the truth.
            log.error("game %s: %d actions in memory, %d stored; rebuilding it", live.id, have, stored)
            restore(engine, live)
            return True
        a = actions_table.c
        rows = list(
            conn.execute(
                select(a.idx, a.seat, a.action, a.action_id, a.by_ai)
                .where(a.game_id == live.id, a.idx >= have)
                .order_by(a.idx)
            ).mappings()
        )
    apply_rows(engine, live, game, rows)
    return True


def _undone_elsewhere(conn: Connection, live: LiveGame, have: int) -> bool:
    """Whether another process took back this game's last action in memory (undo, warroom.server.undo):
    the stored action of its index is not ours, or there is none. Only a game with undo on can differ so,
    and only those pay for the look-up."""
    game = live.game
    if game is None or not game.options.get("undo") or not have or len(live.action_texts) != have:
        return False
    a = actions_table.c
    query = select(a.action).where(a.game_id == live.id, a.idx == have - 1)
    return conn.execute(query).scalar_one_or_none() != live.action_texts[-1]


def _take_row(live: LiveGame, row: RowMapping) -> bool:
    """Take the row's seats and start (a person joined, the creator started it) into ``live``."""
    seats = [Seat(**s) for s in json.loads(row["seats"])]
    started = bool(row["started"])
    if seats == live.seats and started == live.started:
        return False
    if started and not live.started:
        live.decision_since = time.monotonic()  # the clocks start with the game
    live.seats, live.started = seats, started
    return True


def apply_rows(engine: Engine, live: LiveGame, game: Game, rows: Sequence[RowMapping]) -> None:
    """Apply stored actions another process committed (``rows``, from index ``len(game.history)`` on, in
    order) to the game in memory. A gap or an action that does not replay rebuilds the game from the
    database instead, where ``restore`` says what is wrong."""
    for row in rows:
        idx = len(game.history)
        if row["idx"] != idx:
            break  # only whole prefixes: a later row is read again at the next catch-up
        try:
            game.apply(game.codec.decode(json.loads(row["action"])))
        except Exception as exc:  # the engine refused or failed: the full rebuild judges the game
            log.error("game %s: stored action %d does not apply here (%s); rebuilding", live.id, idx, exc)
            restore(engine, live)
            return
        live.action_texts.append(row["action"])
        if row["action_id"] is not None:
            live.action_ids[row["action_id"]] = (idx, row["seat"], row["action"])
        if not row["by_ai"]:
            # The person acted (through another process): the seat is theirs again, as if posted here.
            live.ai_playing.discard(row["seat"])
            live.turn_only.pop(row["seat"], None)
        live.decision_since = time.monotonic()
        live.hand_back_turns()
    live.is_over = game.is_over()
    log.debug("game %s: caught up to action %d", live.id, len(game.history))


class Conflict(ServiceError):
    """Another server process stored the game's next action first (409): this process has caught up, and
    the request is judged again against the game as it now is."""

    def __init__(self, game_id: str, idx: int) -> None:
        super().__init__(409, f"the game moved on: action {idx} of game {game_id} was made elsewhere at the same time")
