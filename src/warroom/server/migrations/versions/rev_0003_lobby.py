"""0003: players and their keys, who sits where, chat, ratings, and the lobby's columns of a game.

Older games are private, started, unrated, and play on a timeout as the computer keeping the seat.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"


def upgrade() -> None:
    """Create players, player_keys, seat_players, chat_messages and ratings; add the lobby's columns."""
    op.create_table(
        "players",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("name_key", sa.String(64), nullable=False, unique=True),
        sa.Column("password_hash", sa.String(256), nullable=True),
        sa.Column("webhook", sa.Text(), nullable=True),
        sa.Column("email", sa.String(254), nullable=True),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "player_keys",
        sa.Column("key_hash", sa.String(64), primary_key=True),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_player_keys_player_id", "player_keys", ["player_id"])
    op.create_table(
        "seat_players",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seat", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("player_id", sa.String(32), sa.ForeignKey("players.id"), nullable=False),
    )
    op.create_index("ix_seat_players_player_id", "seat_players", ["player_id"])
    op.create_table(
        "chat_messages",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("seq", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("room", sa.String(16), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=True),
        sa.Column("player_id", sa.String(32), nullable=True),
        sa.Column("author", sa.String(64), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "ratings",
        sa.Column("ruleset", sa.String(64), primary_key=True),
        sa.Column("subject", sa.String(64), primary_key=True),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("games", sa.Integer(), nullable=False),
        sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
    )
    # Plain ALTER TABLE ... ADD COLUMN, SQLite included: a constant default is all it needs there, and
    # batch mode (Alembic rebuilding the table on SQLite) would have to drop games under its children's
    # foreign keys. Use op.batch_alter_table only for what SQLite cannot ALTER, on a table nothing references.
    # The server defaults fill the games already there (a NOT NULL column needs one).
    op.add_column("games", sa.Column("visibility", sa.String(16), nullable=False, server_default="private"))
    op.add_column("games", sa.Column("started", sa.Boolean(), nullable=False, server_default=sa.true()))
    op.add_column("games", sa.Column("creator_player", sa.String(32), nullable=True))
    op.add_column("games", sa.Column("on_timeout", sa.String(16), nullable=False, server_default="seat"))
    op.add_column("games", sa.Column("hand_over_after", sa.Integer(), nullable=True))
    op.add_column("games", sa.Column("rated", sa.Boolean(), nullable=False, server_default=sa.false()))
    op.add_column("games", sa.Column("rematch_of", sa.String(32), nullable=True))
    # Each game has at most one rematch.
    op.create_index("ix_games_rematch_of", "games", ["rematch_of"], unique=True)


def downgrade() -> None:
    """Drop the lobby's columns and tables (every player, seat, chat message and rating is lost)."""
    op.drop_index("ix_games_rematch_of", table_name="games")
    # Plain DROP COLUMN (SQLite 3.35+): a batch rebuild of games would trip its children's foreign keys.
    for column in ("rematch_of", "rated", "hand_over_after", "on_timeout", "creator_player", "started", "visibility"):
        op.drop_column("games", column)
    op.drop_table("ratings")
    op.drop_table("chat_messages")
    op.drop_index("ix_seat_players_player_id", table_name="seat_players")
    op.drop_table("seat_players")
    op.drop_index("ix_player_keys_player_id", table_name="player_keys")
    op.drop_table("player_keys")
    op.drop_table("players")
