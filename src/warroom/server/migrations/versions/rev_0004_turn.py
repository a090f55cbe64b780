"""0004: whose turn it is and the round, kept on the game's row, so "my games" puts a person's turn first
without rebuilding games that are not in memory. Older rows stay null until their next action."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"


def upgrade() -> None:
    """Add games.to_move and games.round_number."""
    op.add_column("games", sa.Column("to_move", sa.Integer(), nullable=True))
    op.add_column("games", sa.Column("round_number", sa.Integer(), nullable=True))


def downgrade() -> None:
    """Drop the turn's columns."""
    op.drop_column("games", "round_number")
    op.drop_column("games", "to_move")
