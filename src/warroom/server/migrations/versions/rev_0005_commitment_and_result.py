"""0005: the seed's commitment as published, and a finished game's result, kept on the game's row.

The commitment was recomputed from the stored seed and salt, so a seed or salt changed in the database
would still "verify"; kept as published, the dice check catches it. The result lets the archive list
finished games without rebuilding each. Older rows stay null: their commitment is recomputed as before,
and their result is written the first time the archive rebuilds them.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"


def upgrade() -> None:
    """Add games.seed_commitment and games.result."""
    op.add_column("games", sa.Column("seed_commitment", sa.String(64), nullable=True))
    op.add_column("games", sa.Column("result", sa.Text(), nullable=True))


def downgrade() -> None:
    """Drop them."""
    op.drop_column("games", "result")
    op.drop_column("games", "seed_commitment")
