"""Storage of the game server: SQLAlchemy tables, the engine, and the schema created or migrated on start.

A game is stored as its configuration (ruleset, players, options, seed, seats), an append-only table
of its actions, and a snapshot of the engine's state every few actions. The action log is the truth:
on start every game is rebuilt by replaying it, and the snapshots check the replay.

SQLite (the default, a file next to the server) runs in WAL mode with ``synchronous=FULL`` so a
committed action survives the process being killed; PostgreSQL is used through psycopg 3.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Engine,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    create_engine,
    event,
    false,
    inspect,
    select,
    text,
    true,
)
from sqlalchemy.engine import Connection

from warroom.server import migrations

#: The schema version this server writes: its newest Alembic revision ("0005"), as a number. Older databases
#: are upgraded on start by the revisions in warroom/server/migrations (which says how to add one).
#: 2: games.seed_salt and games.seed_chosen (verifiable dice). 3: players, seat_players, chat_messages,
#: ratings; games.visibility, started, creator_player, on_timeout, hand_over_after and rated (the lobby).
#: 4: games.to_move and games.round_number (whose turn, for "my games"). 5: games.seed_commitment (as
#: published) and games.result (a finished game's, for the archive).
SCHEMA_VERSION = 5
#: The newest schema version a server without Alembic wrote (a database of such a server has no
#: ``alembic_version``); any later version comes with Alembic's record.
LAST_BEFORE_ALEMBIC = 3

metadata = MetaData()

meta_table = Table(
    "warroom_meta",
    metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)

# The server defaults are the ones revisions 0002 and 0003 filled existing games with: a database made
# fresh has the same columns as an upgraded one (tests/server/test_migrations.py compares them).
games_table = Table(
    "games",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("ruleset", String(64), nullable=False),
    Column("players", Integer, nullable=False),
    Column("options", Text, nullable=False),  # JSON object, resolved by the ruleset
    Column("seed", BigInteger, nullable=False),
    # The salt of the seed's commitment (32 hex digits); null for games stored before schema 2.
    Column("seed_salt", String(64), nullable=True),
    # Whether the creator chose the seed (a practice game): then the seed is no secret to its one person.
    Column("seed_chosen", Boolean, nullable=False, default=False, server_default=false()),
    # The commitment to the seed as every view published it (null: a game stored before schema 5, whose
    # commitment is recomputed from seed and salt): the dice check compares the seed with it.
    Column("seed_commitment", String(64), nullable=True),
    # JSON list, one per seat: {"kind": "human"|"ai"|"open", "level": spec|null, "token_hash": sha256 hex|null,
    # "player": players.id|null}; "open": a free seat waiting for a person from the lobby.
    Column("seats", Text, nullable=False),
    # "private" (reachable by link only) or "open" (listed in the lobby).
    Column("visibility", String(16), nullable=False, default="private", server_default="private"),
    # False while the game waits for people to fill its open seats: no action is made until it starts.
    Column("started", Boolean, nullable=False, default=True, server_default=true()),
    # The player (players.id) who created the game, when they had a name; null otherwise.
    Column("creator_player", String(32), nullable=True),
    Column("turn_seconds", Integer, nullable=True),
    # What a timeout does: "seat" (the computer plays the seat until its person is back) or "turn" (the
    # computer plays that turn only; after ``hand_over_after`` timeouts it keeps the seat as with "seat").
    Column("on_timeout", String(16), nullable=False, default="seat", server_default="seat"),
    Column("hand_over_after", Integer, nullable=True),
    # Whether the game's ending updates ratings (people, and computer players at fixed levels).
    Column("rated", Boolean, nullable=False, default=False, server_default=false()),
    # The game this one is the rematch of (each game has at most one rematch).
    Column("rematch_of", String(32), nullable=True),
    Column("creator", String(128), nullable=False, default=""),
    Column("action_count", Integer, nullable=False, default=0),
    Column("is_over", Boolean, nullable=False, default=False),
    # The seat to decide now (null: none, or a row older than schema 4) and the round, written with each
    # action: "my games" sorts by them without rebuilding games that are not in memory.
    Column("to_move", Integer, nullable=True),
    Column("round_number", Integer, nullable=True),
    # A finished game's result (Result.to_json, JSON; null while it goes on, or for a row older than schema 5).
    Column("result", Text, nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
    Column("updated", DateTime(timezone=True), nullable=False),
)

# Each game has at most one rematch.
Index("ix_games_rematch_of", games_table.c.rematch_of, unique=True)

players_table = Table(
    "players",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("name", String(64), nullable=False),
    # The name folded for comparison (case and spacing): two players cannot be told apart by case alone.
    Column("name_key", String(64), nullable=False, unique=True),
    # An optional account's password, hashed with Argon2id (argon2-cffi); null: no account.
    Column("password_hash", String(256), nullable=True),
    # Where "your turn" signals go (warroom.server.signals): an http(s) URL, an e-mail address.
    Column("webhook", Text, nullable=True),
    Column("email", String(254), nullable=True),
    Column("created", DateTime(timezone=True), nullable=False),
)

#: The keys of a player: the SHA-256 of each (the browser keeps the key). One from the name's creation, one
#: more for each sign-in from another device with the account's password.
player_keys_table = Table(
    "player_keys",
    metadata,
    Column("key_hash", String(64), primary_key=True),
    Column("player_id", String(32), ForeignKey("players.id"), nullable=False, index=True),
    Column("created", DateTime(timezone=True), nullable=False),
)

#: Who sits where: one row per seat a player holds, so a player's games are found without reading them all.
seat_players_table = Table(
    "seat_players",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("player_id", String(32), ForeignKey("players.id"), nullable=False, index=True),
)

#: A game's chat: the seats' room ("seats", read by everyone) and the spectators' own ("spectators").
chat_table = Table(
    "chat_messages",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("room", String(16), nullable=False),
    Column("seat", Integer, nullable=True),  # null: a spectator
    Column("player_id", String(32), nullable=True),
    Column("author", String(64), nullable=False),  # the name shown: a person's name, or the seat's colour
    Column("text", Text, nullable=False),
    Column("created", DateTime(timezone=True), nullable=False),
)

#: A rating per ruleset and subject: a player ("player:ID") or a computer level ("level:hard"). OpenSkill's
#: Plackett-Luce model: ``mu`` and ``sigma``; what the leaderboard shows is ``mu - 3 * sigma``.
ratings_table = Table(
    "ratings",
    metadata,
    Column("ruleset", String(64), primary_key=True),
    Column("subject", String(64), primary_key=True),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("updated", DateTime(timezone=True), nullable=False),
)

actions_table = Table(
    "game_actions",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("idx", Integer, primary_key=True, autoincrement=False),
    Column("seat", Integer, nullable=False),
    Column("action", Text, nullable=False),  # the action's JSON
    Column("action_id", String(128), nullable=True),  # the client's id, for retries
    Column("by_ai", Boolean, nullable=False, default=False),
    Column("committed", DateTime(timezone=True), nullable=False),
    UniqueConstraint("game_id", "action_id", name="uq_game_action_id"),
)

snapshots_table = Table(
    "game_snapshots",
    metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("action_count", Integer, primary_key=True, autoincrement=False),
    Column("snapshot", Text, nullable=False),  # the engine's snapshot after that many actions
    Column("created", DateTime(timezone=True), nullable=False),
)


class SchemaError(RuntimeError):
    """A database this server cannot use (written by a newer warroom, or an upgrade missing)."""


def now() -> datetime:
    """The time now, in UTC (what the tables' timestamps hold)."""
    return datetime.now(UTC)


def normalize_url(url: str) -> str:
    """A SQLAlchemy URL from what a person types: ``postgresql://`` uses psycopg 3; a bare path is SQLite."""
    for prefix in ("postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    if "://" not in url:
        return "sqlite:///" + str(Path(url))
    return url


def make_engine(url: str) -> Engine:
    """An engine for ``url``, with SQLite tuned for durability and threads."""
    url = normalize_url(url)
    if url.startswith("sqlite"):
        # hide_parameters: an error's log line never shows a statement's values (seeds, hashes, addresses).
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30}, hide_parameters=True)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            if ":memory:" not in url and url not in {"sqlite://", "sqlite:///"}:
                cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=FULL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True, hide_parameters=True)


#: The key of the PostgreSQL advisory lock held while the schema is checked and upgraded: two servers
#: starting on one database at once take turns, and the second finds the work done.
SCHEMA_LOCK_KEY = 0x77617272_6F6F6D  # "warroom"


def init_schema(engine: Engine) -> int:
    """Create the tables on an empty database, or upgrade an older one in place; return the schema version.

    An Alembic-managed database is upgraded to the newest revision; one made before Alembic (its
    ``warroom_meta`` says schema version 1, 2 or 3 and there is no ``alembic_version``) is first stamped
    with the revision of that version. All of it is one transaction: an upgrade that fails changes nothing.
    Raises SchemaError for a database this warroom cannot use (made by a newer one).
    """
    script = migrations.script_directory()
    head = migrations.head(script)
    newest = int(head)
    with engine.begin() as conn:
        _lock_schema(conn)
        revision = migrations.current_revision(conn)
        recorded = _recorded_version(conn)
        if recorded is not None and recorded > newest:
            raise SchemaError(
                f"the database has schema version {recorded}, newer than this warroom ({newest}); upgrade warroom"
            )
        if revision is not None:
            if revision not in migrations.known_revisions(script):
                raise SchemaError(
                    f"the database is at schema revision {revision!r}, which this warroom does not know "
                    f"(its newest is {head!r}): it was made by a newer warroom; upgrade warroom"
                )
        elif recorded is None:
            # An empty database: the tables as they are now, at the newest revision.
            metadata.create_all(conn)
            migrations.stamp(conn, script, head)
        elif 1 <= recorded <= LAST_BEFORE_ALEMBIC:
            # Made before Alembic: its version names the revision its tables are at.
            migrations.stamp(conn, script, f"{recorded:04d}")
        else:
            raise SchemaError(f"the database has schema version {recorded}, which no warroom wrote")
        migrations.upgrade(conn, script)
        # Older servers read this, and refuse a database newer than they are.
        _record_version(conn, newest)
    return newest


def _lock_schema(conn: Connection) -> None:
    """Make the schema's check and upgrade one at a time, and atomic, for the rest of the transaction."""
    if conn.dialect.name == "postgresql":
        conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK_KEY})
    elif conn.dialect.name == "sqlite":
        # The sqlite3 driver runs DDL outside any transaction; an explicit BEGIN puts the CREATEs and ALTERs
        # in it (a failed upgrade rolls back), and IMMEDIATE takes the write lock first (another process waits).
        conn.exec_driver_sql("BEGIN IMMEDIATE")


def _recorded_version(conn: Connection) -> int | None:
    """The schema version in warroom_meta; None when there is none (an empty database)."""
    if not inspect(conn).has_table(meta_table.name):
        return None
    row = conn.execute(select(meta_table.c.value).where(meta_table.c.key == "schema_version")).first()
    if row is None:
        return None
    try:
        return int(row[0])
    except ValueError:
        raise SchemaError(f"the database's schema version {row[0]!r} is not a number") from None


def _record_version(conn: Connection, version: int) -> None:
    found = conn.execute(select(meta_table.c.key).where(meta_table.c.key == "schema_version")).first()
    if found is None:
        conn.execute(meta_table.insert().values(key="schema_version", value=str(version)))
    else:
        conn.execute(meta_table.update().where(meta_table.c.key == "schema_version").values(value=str(version)))


def dumps(value: Any) -> str:
    """``value`` as compact JSON text with sorted keys, non-ASCII kept: the form the tables store."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
