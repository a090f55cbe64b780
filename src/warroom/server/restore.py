"""Games back from the database: a stored row as a :class:`LiveGame`, and its engine game rebuilt by
replaying the stored actions, each stored snapshot checked on the way.

A server start reads only the rows of games still going on; their engine games are rebuilt in the
background (and on first use), so the server answers at once however many games it has stored. A
finished game is read from the database when someone asks for it.

A row stores the options as the ruleset resolved them, every option named. An option missing from a row
was added to the ruleset after the game was made (a rules correction, ``RULES_VERSION``): the row is read
with that option's legacy value (``Ruleset.legacy_options(1)``), so the game replays and plays on under
the rules it was made with.
"""

from __future__ import annotations

import json
import logging
import time
from typing import Any

from sqlalchemy import Engine, RowMapping, select
from sqlalchemy.exc import SQLAlchemyError

from warroom.core.errors import IllegalAction, WarroomError
from warroom.core.registry import get_ruleset
from warroom.core.saves import first_difference
from warroom.server.db import actions_table, games_table, snapshots_table
from warroom.server.live import LiveGame, Seat

log = logging.getLogger("warroom.server")


def live_from_row(row: RowMapping) -> LiveGame:
    """A stored game's row as a LiveGame whose engine game is not restored yet."""
    return LiveGame(
        id=row["id"],
        ruleset_id=row["ruleset"],
        players=row["players"],
        seats=[Seat(**s) for s in json.loads(row["seats"])],
        turn_seconds=row["turn_seconds"],
        options=stored_options(row["ruleset"], json.loads(row["options"])),
        seed=int(row["seed"]),
        seed_salt=row["seed_salt"],
        seed_chosen=bool(row["seed_chosen"]),
        stored_commitment=row["seed_commitment"],
        is_over=bool(row["is_over"]),
        visibility=row["visibility"],
        started=bool(row["started"]),
        creator_player=row["creator_player"],
        on_timeout=row["on_timeout"],
        hand_over_after=row["hand_over_after"],
        rated=bool(row["rated"]),
        rematch_of=row["rematch_of"],
    )


def stored_options(ruleset_id: str, options: Any) -> Any:
    """A row's options with the legacy value of every option the row predates (see the module's text);
    left as stored for a ruleset not installed or options that are not an object (restore reports those)."""
    if not isinstance(options, dict):
        return options
    try:
        ruleset = get_ruleset(ruleset_id)
    except WarroomError:
        return options
    # Rows have no rules version: a row names every option of its time, so the oldest rules' legacy
    # values fill exactly the options added since.
    return ruleset.pin_legacy(options, 1)


def active_rows(engine: Engine) -> list[RowMapping]:
    """The rows of every stored game that is not over, oldest first."""
    with engine.connect() as conn:
        query = select(games_table).where(games_table.c.is_over.is_(False)).order_by(games_table.c.created)
        return list(conn.execute(query).mappings().all())


def game_row(engine: Engine, game_id: str) -> RowMapping | None:
    """One stored game's row, or None."""
    with engine.connect() as conn:
        return conn.execute(select(games_table).where(games_table.c.id == game_id)).mappings().first()


def restore(engine: Engine, live: LiveGame) -> None:
    """Rebuild ``live.game`` from the stored actions (called under ``live.lock``).

    On success ``live.game`` is the game and ``live.broken`` None; otherwise ``live.game`` is None and
    ``live.broken`` says why (the game answers 503 with it; the other games play on).
    """
    started = time.perf_counter()
    live.game = None
    live.loaded = True
    live.action_ids.clear()
    live.action_texts = []
    try:
        with engine.connect() as conn:
            actions = list(
                conn.execute(
                    select(actions_table).where(actions_table.c.game_id == live.id).order_by(actions_table.c.idx)
                ).mappings()
            )
            snaps = {
                r.action_count: r.snapshot
                for r in conn.execute(
                    select(snapshots_table.c.action_count, snapshots_table.c.snapshot).where(
                        snapshots_table.c.game_id == live.id
                    )
                )
            }
    except SQLAlchemyError as exc:
        live.broken = "storage unavailable"
        live.loaded = False
        log.error("game %s: cannot read its actions: %s", live.id, exc)
        return
    try:
        game = get_ruleset(live.ruleset_id).new_game(live.players, live.options, live.seed)
    except WarroomError as exc:
        _broken(live, "the game cannot be started again", str(exc))
        return

    def matches(count: int) -> bool:
        text = snaps.get(count)
        if text is None:
            return True
        where = first_difference(json.loads(text), game.snapshot())
        if where is not None:
            _broken(live, f"replaying its first {count} actions does not reproduce the stored state", where)
            return False
        return True

    if not matches(0):
        return
    for i, row in enumerate(actions):
        if row["idx"] != i:
            _broken(live, f"action {i} is missing from the database")
            return
        try:
            game.apply(game.codec.decode(json.loads(row["action"])))
        except IllegalAction as exc:
            _broken(live, f"action {i} does not replay", str(exc))
            return
        except Exception as exc:  # a ruleset's bug on replay: this game is unplayable, the server is not
            log.error("game %s: action %d raised on replay", live.id, i, exc_info=exc)
            _broken(live, f"action {i} does not replay: the engine failed ({type(exc).__name__})")
            return
        live.action_texts.append(row["action"])
        if row["action_id"] is not None:
            live.action_ids[row["action_id"]] = (i, row["seat"], row["action"])
        if not matches(i + 1):
            return
    live.game = game
    live.broken = None
    live.is_over = game.is_over()
    live.decision_since = time.monotonic()
    log.debug("game %s: restored %d actions in %.3f s", live.id, len(actions), time.perf_counter() - started)


def _broken(live: LiveGame, why: str, detail: str = "") -> None:
    """Mark the game unplayable. ``why`` is what clients are told (503): never a value of the game, since a
    snapshot's difference or an engine's refusal may name a seat's hidden card or the seed; ``detail`` with
    the values goes to the server's log only."""
    live.broken = why
    log.error("game %s: %s%s", live.id, why, f" ({detail})" if detail else "")
