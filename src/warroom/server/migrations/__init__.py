"""The game server's schema changes: Alembic revisions, run from code on the server's own connection.

There is no ``env.py`` and no ``alembic.ini``: :func:`warroom.server.db.init_schema` opens one transaction,
and these helpers stamp and upgrade the database on that connection with Alembic's ``MigrationContext``.
The revisions live in ``versions/`` (shipped inside the package), one file each, in a single line:

- ``0001``: the baseline, the tables of schema version 1 (games, their actions and snapshots);
- ``0002``: the seed's commitment (``games.seed_salt``, ``games.seed_chosen``);
- ``0003``: players, seats, chat, ratings and the lobby's columns of a game;
- ``0004``: whose turn and the round on a game's row (``games.to_move``, ``games.round_number``);
- ``0005``: the seed's commitment as published and a finished game's result (``games.seed_commitment``,
  ``games.result``).

A revision id is four digits, and the schema version that ``warroom_meta`` records (older servers read it)
is that number. To add a change, copy the newest file to ``versions/rev_0006_what_it_does.py``, set
``revision = "0006"`` and ``down_revision = "0005"``, write ``upgrade()`` (and ``downgrade()``) with
``op.add_column``/``op.create_table``/``op.create_index`` spelling out every column (never import the
tables of ``db.py``: a revision is frozen, the tables move on), change the tables in ``db.py`` to match,
and run ``tests/server/test_migrations.py``: it checks that the revisions build exactly the tables of
``db.py``, on SQLite and PostgreSQL. SQLite adds a column in place when its default is a constant
(``server_default="x"``, ``sa.false()``); for what SQLite cannot ALTER (a changed type, a dropped
constraint) use ``op.batch_alter_table``, which rebuilds the table: on ``games``, which the other tables'
foreign keys point at, test that with games stored. Everything runs in one transaction (a failure changes
nothing), so a revision must not commit.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from alembic.operations import Operations
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy.engine import Connection

#: The folder of this package: Alembic's script location; the revisions are in its ``versions/``.
FOLDER = Path(__file__).resolve().parent


def script_directory() -> ScriptDirectory:
    """The revisions shipped with this warroom."""
    return ScriptDirectory(str(FOLDER))


def head(script: ScriptDirectory) -> str:
    """The newest revision (the revisions form one line, so there is exactly one)."""
    newest = script.get_current_head()
    if newest is None:
        raise RuntimeError(f"no Alembic revisions in {FOLDER / 'versions'}")
    return newest


def known_revisions(script: ScriptDirectory) -> set[str]:
    """Every revision id this warroom has."""
    return {revision.revision for revision in script.walk_revisions()}


def current_revision(conn: Connection) -> str | None:
    """The revision the database is stamped with; None when Alembic never ran on it."""
    return MigrationContext.configure(conn).get_current_revision()


def stamp(conn: Connection, script: ScriptDirectory, revision: str) -> None:
    """Record ``revision`` as the database's without running anything (its tables are already that)."""
    MigrationContext.configure(conn).stamp(script, revision)


def upgrade(conn: Connection, script: ScriptDirectory, target: str = "head") -> None:
    """Run every revision after the database's up to ``target``, on ``conn`` (in its transaction)."""

    def steps(heads: tuple[str, ...], _context: MigrationContext) -> Iterable[Any]:
        # As alembic.command.upgrade calls it: with the heads (a tuple), which its annotation leaves out.
        return script._upgrade_revs(target, heads)  # type: ignore[arg-type]

    _run(conn, steps)


def downgrade(conn: Connection, script: ScriptDirectory, target: str) -> None:
    """Undo the revisions after ``target`` (tests and a person's repair; the server only upgrades)."""

    def steps(heads: tuple[str, ...], _context: MigrationContext) -> Iterable[Any]:
        return script._downgrade_revs(target, heads)  # type: ignore[arg-type]

    _run(conn, steps)


def _run(conn: Connection, steps: Any) -> None:
    # What alembic.command.upgrade does through env.py, done here: the steps run on the caller's
    # connection, so they share its transaction (and, on PostgreSQL, its advisory lock).
    context = MigrationContext.configure(conn, opts={"fn": steps})
    with Operations.context(context):
        context.run_migrations()
