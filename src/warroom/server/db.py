"""Storage of the game server: SQLAlchemy tables, the engine, and the schema created or migrated on start.

A game is stored as its configuration (ruleset, players, options, seed, seats), an append-only table
of its actions, and a snapshot of the engine's state every few actions. The action log is the truth:
on start every game is rebuilt by replaying it, and the snapshots check the replay.

SQLite (the default, a file next to the server) runs in WAL mode with ``synchronous=FULL`` so a
committed action survives the process being killed; PostgreSQL is used through psycopg 3.
"""

from __future__ import annotations

import json
from collections.abc import Callable
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
    select,
    text,
)
from sqlalchemy.engine import Connection

#: The schema version this server writes; older databases are upgraded by ``_MIGRATIONS`` on start.
#: 2: games.seed_salt and games.seed_chosen (verifiable dice). 3: players, seat_players, chat_messages,
#: ratings; games.visibility, started, creator_player, on_timeout, hand_over_after and rated (the lobby).
SCHEMA_VERSION = 3

metadata = MetaData()

meta_table = Table(
    "warroom_meta",
    metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
)

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
    Column("seed_chosen", Boolean, nullable=False, default=False),
    # JSON list, one per seat: {"kind": "human"|"ai"|"open", "level": spec|null, "token_hash": sha256 hex|null,
    # "player": players.id|null}; "open": a free seat waiting for a person from the lobby.
    Column("seats", Text, nullable=False),
    # "private" (reachable by link only) or "open" (listed in the lobby).
    Column("visibility", String(16), nullable=False, default="private"),
    # False while the game waits for people to fill its open seats: no action is made until it starts.
    Column("started", Boolean, nullable=False, default=True),
    # The player (players.id) who created the game, when they had a name; null otherwise.
    Column("creator_player", String(32), nullable=True),
    Column("turn_seconds", Integer, nullable=True),
    # What a timeout does: "seat" (the computer plays the seat until its person is back) or "turn" (the
    # computer plays that turn only; after ``hand_over_after`` timeouts it keeps the seat as with "seat").
    Column("on_timeout", String(16), nullable=False, default="seat"),
    Column("hand_over_after", Integer, nullable=True),
    # Whether the game's ending updates ratings (people, and computer players at fixed levels).
    Column("rated", Boolean, nullable=False, default=False),
    # The game this one is the rematch of (each game has at most one rematch).
    Column("rematch_of", String(32), nullable=True),
    Column("creator", String(128), nullable=False, default=""),
    Column("action_count", Integer, nullable=False, default=0),
    Column("is_over", Boolean, nullable=False, default=False),
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


def _add_seed_commitment(conn: Connection) -> None:
    """1 -> 2: the seed's salt and whether the creator chose it. Older games keep no commitment."""
    conn.execute(text("ALTER TABLE games ADD COLUMN seed_salt VARCHAR(64)"))
    conn.execute(text("ALTER TABLE games ADD COLUMN seed_chosen BOOLEAN NOT NULL DEFAULT FALSE"))


def _add_lobby(conn: Connection) -> None:
    """2 -> 3: players, and the lobby's columns of a game. Older games are private and started."""
    players_table.create(conn, checkfirst=True)
    player_keys_table.create(conn, checkfirst=True)
    seat_players_table.create(conn, checkfirst=True)
    chat_table.create(conn, checkfirst=True)
    conn.execute(text("ALTER TABLE games ADD COLUMN visibility VARCHAR(16) NOT NULL DEFAULT 'private'"))
    conn.execute(text("ALTER TABLE games ADD COLUMN started BOOLEAN NOT NULL DEFAULT TRUE"))
    conn.execute(text("ALTER TABLE games ADD COLUMN creator_player VARCHAR(32)"))
    conn.execute(text("ALTER TABLE games ADD COLUMN on_timeout VARCHAR(16) NOT NULL DEFAULT 'seat'"))
    conn.execute(text("ALTER TABLE games ADD COLUMN hand_over_after INTEGER"))
    conn.execute(text("ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE"))
    conn.execute(text("ALTER TABLE games ADD COLUMN rematch_of VARCHAR(32)"))
    conn.execute(text("CREATE UNIQUE INDEX ix_games_rematch_of ON games (rematch_of)"))
    ratings_table.create(conn, checkfirst=True)


#: ``_MIGRATIONS[n]`` upgrades a version-n schema to n+1 inside one transaction.
_MIGRATIONS: dict[int, Callable[[Connection], None]] = {1: _add_seed_commitment, 2: _add_lobby}


class SchemaError(RuntimeError):
    """A database this server cannot use (written by a newer warroom, or an upgrade missing)."""


def now() -> datetime:
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


def init_schema(engine: Engine) -> int:
    """Create the tables if missing and upgrade an older schema; return the schema version."""
    with engine.begin() as conn:
        meta_table.create(conn, checkfirst=True)
        row = conn.execute(select(meta_table.c.value).where(meta_table.c.key == "schema_version")).first()
        if row is None:
            metadata.create_all(conn)
            conn.execute(meta_table.insert().values(key="schema_version", value=str(SCHEMA_VERSION)))
            return SCHEMA_VERSION
        version = int(row[0])
        if version > SCHEMA_VERSION:
            raise SchemaError(
                f"the database has schema version {version}, newer than this warroom ({SCHEMA_VERSION}); "
                "upgrade warroom"
            )
        while version < SCHEMA_VERSION:
            upgrade = _MIGRATIONS.get(version)
            if upgrade is None:
                raise SchemaError(f"no upgrade from database schema version {version}")
            upgrade(conn)
            version += 1
        conn.execute(meta_table.update().where(meta_table.c.key == "schema_version").values(value=str(SCHEMA_VERSION)))
        return version


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
