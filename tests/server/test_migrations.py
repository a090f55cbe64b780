"""Schema migrations (Alembic): a fresh database is at the newest revision, a database made by an older
warroom is upgraded in place with its games playing on and nothing lost, the revisions build exactly the
tables of db.py, a database newer than this warroom is refused, and two servers starting at once take turns.
On SQLite and, when WARROOM_TEST_POSTGRES_URL is set, on PostgreSQL (each test in a schema of its own)."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from old_schemas import old_layout
from server_helpers import POSTGRES_ENV, TestClient, auth, create, postgres_url, wait_for
from sqlalchemy import Engine, MetaData, inspect, select, text, update
from sqlalchemy.exc import SQLAlchemyError

from warroom.server import migrations
from warroom.server.app import ServeError, check_database, create_app
from warroom.server.db import (
    SCHEMA_LOCK_KEY,
    SCHEMA_VERSION,
    SchemaError,
    init_schema,
    make_engine,
    meta_table,
    metadata,
)

SEATS = [{"kind": "human"}, {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "greedy"}]


@pytest.fixture(params=["sqlite", "postgresql"])
def mig_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database: a SQLite file, or a PostgreSQL schema of its own (dropped afterwards), so that
    what other tests leave in the shared test database never looks like an older schema."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'games.db'}"
        return
    url = postgres_url()
    if url is None:
        pytest.skip(f"no PostgreSQL server: set {POSTGRES_ENV} (.ci/run does)")
    schema = f"warroom_migrations_{uuid.uuid4().hex[:12]}"
    admin = make_engine(url)
    try:
        with admin.begin() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
        yield f"{url}{'&' if '?' in url else '?'}options=-csearch_path%3D{schema}"
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture
def engine(mig_url: str) -> Iterator[Engine]:
    made = make_engine(mig_url)
    try:
        yield made
    finally:
        made.dispose()


def differences(engine: Engine, server_defaults: bool = True) -> list[Any]:
    """What Alembic's autogenerate finds between the database and the tables of db.py (`alembic check`)."""
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_server_default": server_defaults})
        found: list[Any] = compare_metadata(context, metadata)
    return found


def stored_version(engine: Engine) -> tuple[str | None, str | None]:
    """The database's Alembic revision and its warroom_meta schema version."""
    with engine.connect() as conn:
        value = conn.execute(select(meta_table.c.value).where(meta_table.c.key == "schema_version")).scalar()
        return migrations.current_revision(conn), value


def test_the_revisions_are_one_line_with_fixed_ids() -> None:
    script = migrations.script_directory()
    line = [(r.revision, r.down_revision) for r in script.walk_revisions()]
    assert line == [("0005", "0004"), ("0004", "0003"), ("0003", "0002"), ("0002", "0001"), ("0001", None)]
    assert migrations.head(script) == f"{SCHEMA_VERSION:04d}"


def test_a_fresh_database_is_at_head(engine: Engine) -> None:
    assert init_schema(engine) == SCHEMA_VERSION
    assert stored_version(engine) == ("0005", "5")
    assert init_schema(engine) == SCHEMA_VERSION  # idempotent
    assert stored_version(engine) == ("0005", "5")
    assert differences(engine) == []


def test_the_revisions_build_the_tables_of_db_py(engine: Engine) -> None:
    """`alembic check`: every revision run on an empty database gives exactly db.py's tables, defaults
    included; and downgrading to the baseline and upgrading again gives them back."""
    script = migrations.script_directory()
    with engine.begin() as conn:
        migrations.upgrade(conn, script)
    assert differences(engine) == []
    with engine.begin() as conn:
        migrations.downgrade(conn, script, "0001")
    assert {"players", "ratings", "chat_messages"}.isdisjoint(inspect(engine).get_table_names())
    assert differences(engine) != []
    with engine.begin() as conn:
        migrations.upgrade(conn, script)
    assert differences(engine) == []
    assert init_schema(engine) == SCHEMA_VERSION


def _rows(engine: Engine, layout: MetaData) -> dict[str, list[dict[str, Any]]]:
    """Every row of the layout's tables but warroom_meta, in the layout's columns, in primary-key order."""
    found: dict[str, list[dict[str, Any]]] = {}
    with engine.connect() as conn:
        for table in layout.sorted_tables:
            if table.name == meta_table.name:
                continue
            query = select(*table.columns).order_by(*table.primary_key.columns)
            found[table.name] = [dict(row._mapping) for row in conn.execute(query)]
    return found


def _settled(client: TestClient, game_id: str, token: str) -> dict[str, Any]:
    """Seat 0's view once it is seat 0's turn (the computer seats are done)."""

    def mine() -> dict[str, Any] | None:
        view: dict[str, Any] = client.get(f"/api/games/{game_id}/view", headers=auth(token)).json()
        return view if view["legal_actions"] or view["is_over"] else None

    return wait_for(mine, "seat 0's decision")


def _play(client: TestClient, game_id: str, token: str, moves: int, prefix: str) -> dict[str, Any]:
    view: dict[str, Any] = {}
    for n in range(moves):
        view = _settled(client, game_id, token)
        body = {"action": view["legal_actions"][-1]["action"], "action_id": f"{prefix}-{n}"}
        answer = client.post(f"/api/games/{game_id}/actions", json=body, headers=auth(token))
        assert answer.status_code == 200, answer.text
    return _settled(client, game_id, token)


def _games_played_by_today(sqlite_source: str) -> dict[str, Any]:
    """Two games, one by a named player with a chat message, stored by this warroom: what the old
    databases are filled with."""
    with TestClient(create_app(sqlite_source, snapshot_every=4)) as client:
        ana = client.post("/api/players", json={"name": "Ana"}).json()
        body = {"ruleset": "war", "players": 3, "seats": SEATS, "options": {"round_limit": 6}}
        made = client.post("/api/games", json=body, headers={"X-Player-Key": ana["key"]}).json()
        game_id, token = made["id"], made["seats"][0]["token"]
        other = create(client, ruleset="war-cards", players=3, seats=SEATS, options={"round_limit": 4})
        _play(client, game_id, token, 10, "before")
        _play(client, other["id"], other["seats"][0]["token"], 3, "other")
        said = client.post(f"/api/games/{game_id}/chat", json={"text": "boa sorte"}, headers=auth(token))
        assert said.status_code == 201, said.text
        service = client.app.state.service  # type: ignore[attr-defined]
        return {
            "game_id": game_id,
            "token": token,
            "other": other["id"],
            "key": ana["key"],
            "snapshot": service.games[game_id].game.snapshot(),
            "other_snapshot": service.games[other["id"]].game.snapshot(),
        }


@pytest.mark.parametrize("version", [1, 2, 3])
def test_an_old_database_with_games_is_upgraded_in_place(
    version: int, mig_url: str, engine: Engine, tmp_path: Path
) -> None:
    """A database laid out by the warroom of schema version 1, 2 or 3 (before Alembic), with games in it,
    is upgraded when the server starts on it: every row is still there and the games play on."""
    played = _games_played_by_today(f"sqlite:///{tmp_path / 'today.db'}")
    layout = old_layout(version)
    layout.create_all(engine)
    source = make_engine(f"sqlite:///{tmp_path / 'today.db'}")
    try:  # the old database holds what the old server could: its tables, its columns
        with engine.begin() as conn:
            for table, rows in _rows(source, layout).items():
                if rows:
                    conn.execute(layout.tables[table].insert(), rows)
            conn.execute(meta_table.insert().values(key="schema_version", value=str(version)))
    finally:
        source.dispose()
    before = _rows(engine, layout)
    assert before["game_actions"] and before["game_snapshots"]
    assert stored_version(engine) == (None, str(version))

    game_id, token = played["game_id"], played["token"]
    with TestClient(create_app(mig_url, snapshot_every=4)) as client:
        service = client.app.state.service  # type: ignore[attr-defined]
        view = _settled(client, game_id, token)
        assert service.games[game_id].broken is None
        assert service.games[game_id].game.snapshot() == played["snapshot"]
        client.get(f"/api/games/{played['other']}/view")
        assert service.games[played["other"]].game.snapshot() == played["other_snapshot"]
        assert _rows(engine, layout) == before  # nothing lost, nothing changed
        assert view["visibility"] == "private" and view["started"] is True
        if version == 1:
            assert view["seed_commitment"] is None  # schema 1 kept no commitment
        after = _play(client, game_id, token, 3, "after")
        assert after["action_count"] > view["action_count"]
        chat = client.get(f"/api/games/{game_id}/chat", headers=auth(token)).json()
        texts = [m["text"] for m in chat["messages"]]
        me = client.get("/api/players/me", headers={"X-Player-Key": played["key"]})
        if version == 3:  # the players, their keys and the chat were kept
            assert texts == ["boa sorte"] and me.status_code == 200 and me.json()["name"] == "Ana"
        else:
            assert texts == [] and me.status_code == 403
        assert client.post(f"/api/games/{game_id}/chat", json={"text": "ainda aqui"}, headers=auth(token)).is_success
        fresh = create(client, ruleset="war", players=3, seats=SEATS)
        assert client.get(f"/api/games/{fresh['id']}/view").json()["seed_commitment"]
    assert stored_version(engine) == ("0005", "5")
    # The same tables as a fresh database (the old layouts may lack the server defaults of NOT NULL columns).
    assert differences(engine, server_defaults=False) == []


@pytest.mark.parametrize(
    ("revision", "schema_version", "problem"),
    [
        ("9999", "3", "schema revision '9999', which this warroom does not know"),
        ("0005", "6", "schema version 6, newer than this warroom (5)"),
        (None, "6", "schema version 6, newer than this warroom (5)"),
        (None, "4", "schema version 4, which no warroom wrote"),
        (None, "0", "schema version 0, which no warroom wrote"),
        (None, "three", "schema version 'three' is not a number"),
    ],
)
def test_a_database_this_warroom_cannot_use_is_refused(
    revision: str | None, schema_version: str, problem: str, mig_url: str, engine: Engine
) -> None:
    init_schema(engine)
    with engine.begin() as conn:
        if revision is None:
            conn.execute(text("DROP TABLE alembic_version"))
        else:
            conn.execute(text("UPDATE alembic_version SET version_num = :v"), {"v": revision})
        conn.execute(update(meta_table).values(value=schema_version))
    with pytest.raises(SchemaError, match=problem.replace("(", r"\(").replace(")", r"\)")):
        init_schema(engine)
    with pytest.raises(ServeError) as refused:  # `warroom serve` says it in one line
        check_database(mig_url)
    assert problem in str(refused.value) and "\n" not in str(refused.value)
    assert stored_version(engine) == (revision, schema_version)  # left as it was


def test_a_failed_upgrade_changes_nothing(engine: Engine) -> None:
    """An upgrade is one transaction (on SQLite too): when a revision fails, the ones before it are undone."""
    old_layout(1).create_all(engine)
    with engine.begin() as conn:
        conn.execute(meta_table.insert().values(key="schema_version", value="1"))
        # Something 0003 will create is already there: 0002 runs, then 0003 fails.
        conn.execute(text("CREATE TABLE ratings (note VARCHAR(10))"))
    with pytest.raises(SQLAlchemyError):
        init_schema(engine)
    games = {column["name"] for column in inspect(engine).get_columns("games")}
    assert "seed_salt" not in games and "players" not in inspect(engine).get_table_names()
    assert stored_version(engine) == (None, "1")


def _hold_the_schema_lock(engine: Engine) -> Any:
    """A connection in a transaction holding what init_schema takes first, as a starting server would."""
    conn = engine.connect()
    if engine.dialect.name == "postgresql":
        conn.begin()
        conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK_KEY})
    else:
        conn.begin()
        conn.exec_driver_sql("BEGIN IMMEDIATE")
    return conn


def test_two_servers_starting_at_once_take_turns(mig_url: str, engine: Engine) -> None:
    holder = _hold_the_schema_lock(engine)
    answers: list[int] = []
    waiting = threading.Thread(target=lambda: answers.append(init_schema(engine)))
    try:
        waiting.start()
        waiting.join(0.7)
        assert waiting.is_alive() and answers == []  # it waits for the other server's upgrade
    finally:
        holder.rollback()
        holder.close()
    waiting.join(30)
    assert answers == [SCHEMA_VERSION]
    # And two at once on an empty database: one creates the tables, the other finds them made.
    with engine.begin() as conn:
        for table in ["alembic_version", *(t.name for t in reversed(metadata.sorted_tables))]:
            conn.execute(text(f"DROP TABLE {table}"))
    engines = [make_engine(mig_url) for _ in range(2)]
    errors: list[BaseException] = []

    def start(server: Engine) -> None:
        try:
            answers.append(init_schema(server))
        except BaseException as exc:  # reported below, with the other thread's answer
            errors.append(exc)

    threads = [threading.Thread(target=start, args=(server,)) for server in engines]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    for server in engines:
        server.dispose()
    assert errors == [] and answers == [SCHEMA_VERSION] * 3
    assert stored_version(engine) == ("0005", "5") and differences(engine) == []
