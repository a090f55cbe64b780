"""0001, the baseline: the tables of schema version 1, games with their action logs and snapshots.

A database made before Alembic with ``warroom_meta.schema_version`` 1 is stamped with this revision.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None


def upgrade() -> None:
    """Create schema 1's tables."""
    op.create_table(
        "warroom_meta",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("value", sa.Text(), nullable=False),
    )
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("ruleset", sa.String(64), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("options", sa.Text(), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("seats", sa.Text(), nullable=False),
        sa.Column("turn_seconds", sa.Integer(), nullable=True),
        sa.Column("creator", sa.String(128), nullable=False),
        sa.Column("action_count", sa.Integer(), nullable=False),
        sa.Column("is_over", sa.Boolean(), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "game_actions",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("idx", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("action", sa.Text(), nullable=False),
        sa.Column("action_id", sa.String(128), nullable=True),
        sa.Column("by_ai", sa.Boolean(), nullable=False),
        sa.Column("committed", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("game_id", "action_id", name="uq_game_action_id"),
    )
    op.create_table(
        "game_snapshots",
        sa.Column("game_id", sa.String(32), sa.ForeignKey("games.id"), primary_key=True),
        sa.Column("action_count", sa.Integer(), primary_key=True, autoincrement=False),
        sa.Column("snapshot", sa.Text(), nullable=False),
        sa.Column("created", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    """Drop every table (an empty database)."""
    op.drop_table("game_snapshots")
    op.drop_table("game_actions")
    op.drop_table("games")
    op.drop_table("warroom_meta")
