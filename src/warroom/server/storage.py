"""The server's writes: a new game, and one action (with a snapshot now and then), each in one transaction.

Either raises SQLAlchemyError (or StaleWrite) and has written nothing, or has committed everything: the
caller tells nobody of a game or an action before its commit.

An action is committed only as the game's next one: its transaction first moves the game row's
``action_count`` from N-1 to N, which takes the row's lock, so when two server processes (docs/server.md,
"Several processes") both try to store action N, the second waits for the first and then finds the count
moved on: StaleWrite, nothing written. The primary key (game, index) of the actions refuses it too.
"""

from __future__ import annotations

from sqlalchemy import Engine

from warroom.core.game import Game
from warroom.server.db import actions_table, dumps, games_table, now, seat_players_table, snapshots_table
from warroom.server.live import LiveGame
from warroom.server.notify import send_notify
from warroom.server.ratings import apply_ratings


class StaleWrite(Exception):
    """Another process stored the game's next action first: this one was not stored."""

    def __init__(self, game_id: str, idx: int) -> None:
        super().__init__(f"game {game_id}: action {idx} was already stored by another server process")
        self.idx = idx


def store_new_game(engine: Engine, live: LiveGame, game: Game, client: str) -> None:
    """Insert a new game's row and its first snapshot."""
    stamp = now()
    with engine.begin() as conn:
        conn.execute(
            games_table.insert().values(
                id=live.id,
                ruleset=live.ruleset_id,
                players=live.players,
                options=dumps(live.options),
                seed=live.seed,
                seed_salt=live.seed_salt,
                seed_chosen=live.seed_chosen,
                seed_commitment=live.commitment,
                seats=dumps([s.to_json() for s in live.seats]),
                turn_seconds=live.turn_seconds,
                creator=client[:128],
                action_count=0,
                is_over=live.is_over,
                to_move=game.current_player(),
                round_number=game.round_number(),
                visibility=live.visibility,
                started=live.started,
                creator_player=live.creator_player,
                on_timeout=live.on_timeout,
                hand_over_after=live.hand_over_after,
                rated=live.rated,
                rematch_of=live.rematch_of,
                created=stamp,
                updated=stamp,
            )
        )
        seated = [{"game_id": live.id, "seat": i, "player_id": s.player} for i, s in enumerate(live.seats) if s.player]
        if seated:
            conn.execute(seat_players_table.insert(), seated)
        conn.execute(
            snapshots_table.insert().values(
                game_id=live.id, action_count=0, snapshot=dumps(game.snapshot()), created=stamp
            )
        )


def store_action(
    engine: Engine,
    live: LiveGame,
    game: Game,
    seat: int,
    text: str,
    action_id: str | None,
    *,
    by_ai: bool,
    snapshot_every: int,
    notify: str | None = None,
) -> None:
    """Append the game's last action (its JSON ``text``), a snapshot every ``snapshot_every`` actions and
    at the end, the game row's counts, and when a rated game ends, the new ratings; StaleWrite when the
    stored game is not one action behind. ``notify``: a payload for PostgreSQL's ``NOTIFY warroom``, sent
    by the same transaction (so it goes out exactly when the action is committed)."""
    game_id = live.id
    count = len(game.history)
    stamp = now()
    with engine.begin() as conn:
        moved = conn.execute(
            games_table.update()
            .where(games_table.c.id == game_id, games_table.c.action_count == count - 1)
            .values(
                action_count=count,
                is_over=game.is_over(),
                to_move=game.current_player(),
                round_number=game.round_number(),
                result=result_text(game),
                updated=stamp,
            )
        )
        if moved.rowcount != 1:
            raise StaleWrite(game_id, count - 1)  # rolls the transaction back: nothing is written
        conn.execute(
            actions_table.insert().values(
                game_id=game_id,
                idx=count - 1,
                seat=seat,
                action=text,
                action_id=action_id,
                by_ai=by_ai,
                committed=stamp,
            )
        )
        if count % snapshot_every == 0 or game.is_over():
            conn.execute(
                snapshots_table.insert().values(
                    game_id=game_id, action_count=count, snapshot=dumps(game.snapshot()), created=stamp
                )
            )
        result = game.result()
        if live.rated and result is not None:
            apply_ratings(conn, live, result, stamp)
        if notify is not None:
            send_notify(conn, notify)


def result_text(game: Game) -> str | None:
    """A finished game's result as the games row keeps it (JSON); None while it goes on."""
    result = game.result() if game.is_over() else None
    return None if result is None else dumps(result.to_json())


class NotTheirs(Exception):
    """The game's last stored action is not the person's own (another seat's, or the computer's for them)."""


def remove_last_action(engine: Engine, live: LiveGame, seat: int, count: int) -> None:
    """Take back the game's last action (undo, warroom.server.undo): in one transaction the game row's
    ``action_count`` moves from ``count`` to ``count - 1`` under the same conditional update as an append
    (StaleWrite when another process stored or took back an action first), the action's row goes (it must
    be the last one, index ``count - 1``, made by the person at ``seat``: NotTheirs otherwise) and so do
    the snapshots taken after it. Nothing is written unless all of it is."""
    game_id = live.id
    with engine.begin() as conn:
        moved = conn.execute(
            games_table.update()
            .where(games_table.c.id == game_id, games_table.c.action_count == count)
            .values(action_count=count - 1, updated=now())
        )
        if moved.rowcount != 1:
            raise StaleWrite(game_id, count)  # rolls the transaction back: nothing is written
        a = actions_table.c
        gone = conn.execute(
            actions_table.delete().where(a.game_id == game_id, a.idx == count - 1, a.seat == seat, a.by_ai.is_(False))
        )
        if gone.rowcount != 1:
            raise NotTheirs(f"game {game_id}: action {count - 1} is not the person's at seat {seat}")
        s = snapshots_table.c
        conn.execute(snapshots_table.delete().where(s.game_id == game_id, s.action_count >= count))
