"""0002: the seed's commitment (verifiable dice). Older games keep no commitment: a null salt, not chosen."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"


def upgrade() -> None:
    """Add games.seed_salt and games.seed_chosen."""
    # Plain ALTER TABLE ... ADD COLUMN, SQLite included: a constant default is all it needs there, and
    # batch mode (Alembic rebuilding the table on SQLite) would have to drop games under its children's
    # foreign keys. Use op.batch_alter_table only for what SQLite cannot ALTER, on a table nothing references.
    op.add_column("games", sa.Column("seed_salt", sa.String(64), nullable=True))
    # The default fills the rows already there (a NOT NULL column needs one).
    op.add_column("games", sa.Column("seed_chosen", sa.Boolean(), nullable=False, server_default=sa.false()))


def downgrade() -> None:
    """Drop the commitment's columns."""
    # Plain DROP COLUMN (SQLite 3.35+): a batch rebuild of games would trip its children's foreign keys.
    op.drop_column("games", "seed_chosen")
    op.drop_column("games", "seed_salt")
