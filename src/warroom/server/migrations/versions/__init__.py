"""The Alembic revisions of the game server's schema, one file each (see warroom.server.migrations)."""
