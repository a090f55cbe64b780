"""The tables as the warroom servers before Alembic made them on an empty database (``metadata.create_all``
at schema version 1, 2 and 3), written out here and frozen: what test_migrations upgrades. Never derive
them from warroom.server.db, whose tables move on with each revision."""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)


def _when(name: str) -> Column[object]:
    return Column(name, DateTime(timezone=True), nullable=False)


def old_layout(version: int) -> MetaData:
    """The tables of schema ``version`` (1, 2 or 3), with no ``warroom_meta`` row yet."""
    layout = MetaData()
    Table("warroom_meta", layout, Column("key", String(64), primary_key=True), Column("value", Text, nullable=False))
    game_columns: list[Column[object]] = [
        Column("id", String(32), primary_key=True),
        Column("ruleset", String(64), nullable=False),
        Column("players", Integer, nullable=False),
        Column("options", Text, nullable=False),
        Column("seed", BigInteger, nullable=False),
    ]
    if version >= 2:  # the seed's commitment
        game_columns += [Column("seed_salt", String(64)), Column("seed_chosen", Boolean, nullable=False)]
    game_columns.append(Column("seats", Text, nullable=False))
    if version >= 3:  # the lobby
        game_columns += [
            Column("visibility", String(16), nullable=False),
            Column("started", Boolean, nullable=False),
            Column("creator_player", String(32)),
        ]
    game_columns.append(Column("turn_seconds", Integer))
    if version >= 3:
        game_columns += [
            Column("on_timeout", String(16), nullable=False),
            Column("hand_over_after", Integer),
            Column("rated", Boolean, nullable=False),
            Column("rematch_of", String(32)),
        ]
    game_columns += [
        Column("creator", String(128), nullable=False),
        Column("action_count", Integer, nullable=False),
        Column("is_over", Boolean, nullable=False),
        _when("created"),
        _when("updated"),
    ]
    games = Table("games", layout, *game_columns)
    Table(
        "game_actions",
        layout,
        Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
        Column("idx", Integer, primary_key=True, autoincrement=False),
        Column("seat", Integer, nullable=False),
        Column("action", Text, nullable=False),
        Column("action_id", String(128)),
        Column("by_ai", Boolean, nullable=False),
        _when("committed"),
        UniqueConstraint("game_id", "action_id", name="uq_game_action_id"),
    )
    Table(
        "game_snapshots",
        layout,
        Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
        Column("action_count", Integer, primary_key=True, autoincrement=False),
        Column("snapshot", Text, nullable=False),
        _when("created"),
    )
    if version < 3:
        return layout
    Index("ix_games_rematch_of", games.c.rematch_of, unique=True)
    Table(
        "players",
        layout,
        Column("id", String(32), primary_key=True),
        Column("name", String(64), nullable=False),
        Column("name_key", String(64), nullable=False, unique=True),
        Column("password_hash", String(256)),
        Column("webhook", Text),
        Column("email", String(254)),
        _when("created"),
    )
    Table(
        "player_keys",
        layout,
        Column("key_hash", String(64), primary_key=True),
        Column("player_id", String(32), ForeignKey("players.id"), nullable=False, index=True),
        _when("created"),
    )
    Table(
        "seat_players",
        layout,
        Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
        Column("seat", Integer, primary_key=True, autoincrement=False),
        Column("player_id", String(32), ForeignKey("players.id"), nullable=False, index=True),
    )
    Table(
        "chat_messages",
        layout,
        Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
        Column("seq", Integer, primary_key=True, autoincrement=False),
        Column("room", String(16), nullable=False),
        Column("seat", Integer),
        Column("player_id", String(32)),
        Column("author", String(64), nullable=False),
        Column("text", Text, nullable=False),
        _when("created"),
    )
    Table(
        "ratings",
        layout,
        Column("ruleset", String(64), primary_key=True),
        Column("subject", String(64), primary_key=True),
        Column("mu", Float, nullable=False),
        Column("sigma", Float, nullable=False),
        Column("games", Integer, nullable=False),
        _when("updated"),
    )
    return layout
