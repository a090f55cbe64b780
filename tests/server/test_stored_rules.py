"""Games stored before a rules correction keep playing under the rules they were made with: a games row
names every option of its time, so an option it lacks is read with its legacy value
(``restore.stored_options``, ``Ruleset.legacy_options``). Tested on a database of the last pre-Alembic
layout holding a game whose options were written before the corrections existed, on SQLite and, when
WARROOM_TEST_POSTGRES_URL is set, on PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from old_schemas import old_layout
from server_helpers import TestClient
from sqlalchemy import Engine
from test_migrations import SEATS, _play, _rows, _settled, engine, mig_url  # noqa: F401  (fixtures)

from warroom.core.registry import get_ruleset
from warroom.server.app import create_app
from warroom.server.db import games_table, make_engine, meta_table
from warroom.server.restore import stored_options

LEGACY = get_ruleset("war").legacy_options(1)


def test_a_row_without_the_new_options_reads_them_as_rules_version_1() -> None:
    assert stored_options("war", {"round_limit": 6}) == {**LEGACY, "round_limit": 6}
    # A row naming an option was made with it; a row of today names every option.
    assert stored_options("war", {"trade_bonus": "per-trade"})["trade_bonus"] == "per-trade"
    today = get_ruleset("war").new_game(3, {}, 1).options
    assert stored_options("war", today) == today
    # Rows restore reports as broken are left as they are.
    assert stored_options("no-such-ruleset", {"a": 1}) == {"a": 1}
    assert stored_options("war", ["not", "an", "object"]) == ["not", "an", "object"]


def _made_before_the_corrections(sqlite_source: str) -> dict[str, Any]:
    """A WAR game played under the rules of warroom 0.1.0 (its options pinned), a few moves in."""
    with TestClient(create_app(sqlite_source, snapshot_every=4)) as client:
        body = {"ruleset": "war", "players": 3, "seats": SEATS, "options": {"round_limit": 6, **LEGACY}}
        made = client.post("/api/games", json=body).json()
        game_id, token = made["id"], made["seats"][0]["token"]
        _play(client, game_id, token, 6, "before")
        service = client.app.state.service  # type: ignore[attr-defined]
        return {"game_id": game_id, "token": token, "snapshot": service.games[game_id].game.snapshot()}


def test_an_old_game_without_the_new_options_rebuilds_and_plays_on(
    mig_url: str,  # noqa: F811  (the fixture imported above)
    engine: Engine,  # noqa: F811
    tmp_path: Path,
) -> None:
    """The row's options as the server of warroom 0.1.0 wrote them (no objectives_edition, no trade_bonus),
    in a database of schema version 3: the server upgrades it, rebuilds the game with the legacy deal (every
    stored snapshot matches) and the game plays on; a new game gets the current rules."""
    played = _made_before_the_corrections(f"sqlite:///{tmp_path / 'today.db'}")
    layout = old_layout(3)
    layout.create_all(engine)
    source = make_engine(f"sqlite:///{tmp_path / 'today.db'}")
    try:
        rows = _rows(source, layout)
    finally:
        source.dispose()
    for row in rows["games"]:
        options = json.loads(row["options"])
        assert {k: options.pop(k) for k in LEGACY} == LEGACY
        row["options"] = json.dumps(options)
    with engine.begin() as conn:
        for table, found in rows.items():
            if found:
                conn.execute(layout.tables[table].insert(), found)
        conn.execute(meta_table.insert().values(key="schema_version", value="3"))

    game_id, token = played["game_id"], played["token"]
    with TestClient(create_app(mig_url, snapshot_every=4)) as client:
        service = client.app.state.service  # type: ignore[attr-defined]
        view = _settled(client, game_id, token)
        live = service.games[game_id]
        assert live.broken is None, live.broken
        assert live.game.snapshot() == played["snapshot"]
        assert {k: live.options[k] for k in LEGACY} == LEGACY
        # The lobby says which rules the game plays: the legacy values, not today's defaults.
        lobby = client.app.state.lobby  # type: ignore[attr-defined]
        with service.engine.connect() as conn:
            row = conn.execute(games_table.select().where(games_table.c.id == game_id)).mappings().one()
        assert {k: lobby.summary(row)["options"][k] for k in LEGACY} == LEGACY
        after = _play(client, game_id, token, 3, "after")
        assert after["action_count"] > view["action_count"]
        fresh = client.post("/api/games", json={"ruleset": "war", "players": 3, "seats": SEATS}).json()
        assert service.games[fresh["id"]].game.options["objectives_edition"] == "original"
