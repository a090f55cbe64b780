"""The lobby: games listed for people to find, free seats to join, a creator's start, and a player's games.

A game created with "open" seats waits: nothing is played until every open seat has a person (each one
joins with one request and gets that seat's token) or its creator starts it, the computer taking the
seats still free. Only games whose creator chose ``"visibility": "open"`` are listed; a private game is
reachable by its link alone. A listing never holds a token, a seed or anything a view would hide.
"""

from __future__ import annotations

import json
import secrets
import time
from typing import Any

from sqlalchemy import and_, select
from sqlalchemy.exc import SQLAlchemyError

from warroom.core.registry import get_ruleset
from warroom.server.catalog import SERVED_AGENTS, check_level, default_level, names_file
from warroom.server.db import dumps, games_table, now, players_table, seat_players_table
from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.live import LiveGame, Seat
from warroom.server.players import Player, clean_name
from warroom.server.restore import stored_options
from warroom.server.schemas import CreateGame, SeatSpec
from warroom.server.seating import hash_token

#: The statuses ``GET /api/games`` lists, and what each one means.
STATUSES = {
    "open": "waiting for people to fill its open seats",
    "active": "being played",
    "finished": "over",
}
#: Games one listing answers at most.
MAX_LISTED = 100


class Lobby:
    """Listing, joining and starting games, over the game service."""

    def __init__(self, service: GameService) -> None:
        self.service = service

    # -- listing ---------------------------------------------------------------------------------------

    def listing(
        self, status: str, ruleset: str | None = None, limit: int = 50, offset: int = 0, player: str | None = None
    ) -> dict[str, Any]:
        """The open-visibility games of ``status``, most recently changed first; with ``player`` (a display
        name, matched up to case and spacing) only those where that player has a seat: the archive's search."""
        if status not in STATUSES:
            raise ServiceError(422, f"'status' must be one of {', '.join(STATUSES)}, not {status!r}")
        g = games_table.c
        where = [g.visibility == "open"]
        if status == "open":
            where += [g.started.is_(False), g.is_over.is_(False)]
        elif status == "active":
            where += [g.started.is_(True), g.is_over.is_(False)]
        else:
            where.append(g.is_over.is_(True))
        if ruleset is not None:
            where.append(g.ruleset == ruleset)
        if player is not None:
            _name, name_key = clean_name(player)
            seated = (
                select(seat_players_table.c.game_id)
                .join(players_table, players_table.c.id == seat_players_table.c.player_id)
                .where(players_table.c.name_key == name_key)
            )
            where.append(g.id.in_(seated))
        query = select(games_table).where(and_(*where)).order_by(g.updated.desc(), g.id)
        rows = self._rows(query.limit(min(limit, MAX_LISTED)).offset(offset))
        return {"status": status, "games": [self.summary(row) for row in rows]}

    def my_games(self, player: Player) -> list[dict[str, Any]]:
        """Every game ``player`` has a seat in: theirs to move first, then the most recently changed."""
        query = (
            select(games_table)
            .join(seat_players_table, seat_players_table.c.game_id == games_table.c.id)
            .where(seat_players_table.c.player_id == player.id)
            .order_by(games_table.c.updated.desc())
            .limit(500)
        )
        games = []
        for row in self._rows(query):
            summary = self.summary(row)
            mine = [s["seat"] for s in summary["seats"] if s.get("player") == player.id]
            summary["my_seats"] = mine
            summary["my_turn"] = summary.get("current_player") in mine and not summary["is_over"]
            games.append(summary)
        games.sort(key=lambda s: not s["my_turn"])  # stable: the most recent first within each
        return games

    def _rows(self, query: Any) -> list[Any]:
        try:
            with self.service.engine.connect() as conn:
                return list(conn.execute(query).mappings())
        except SQLAlchemyError:
            raise ServiceError(503, "storage unavailable; try again") from None

    def summary(self, row: Any) -> dict[str, Any]:
        """What the lobby shows of a game: public facts only (no token, no seed)."""
        live = self.service.games.get(row["id"])
        seats = [Seat(**s) for s in json.loads(row["seats"])]
        names = self.service.players.name_of
        out: dict[str, Any] = {
            "id": row["id"],
            "ruleset": row["ruleset"],
            "title": _title(row["ruleset"]),
            "players": row["players"],
            # A row predating an option plays its legacy value (restore.stored_options): say so.
            "options": stored_options(row["ruleset"], json.loads(row["options"])),
            "seats": [
                {"seat": i, "kind": s.kind, "name": names(s.player), "player": s.player, "level": s.level}
                for i, s in enumerate(seats)
            ],
            "free_seats": [i for i, s in enumerate(seats) if s.kind == "open"],
            "creator": names(row["creator_player"]),
            "turn_seconds": row["turn_seconds"],
            "on_timeout": row["on_timeout"],
            "hand_over_after": row["hand_over_after"],
            "visibility": row["visibility"],
            "rated": bool(row["rated"]),
            "started": bool(row["started"]),
            "is_over": bool(row["is_over"]),
            "action_count": row["action_count"],
            # A finished game's result as its row keeps it (public once the game is over).
            "result": json.loads(row["result"]) if row["is_over"] and row["result"] else None,
            "created": row["created"].isoformat(),
            "updated": row["updated"].isoformat(),
        }
        # Whose turn and the round: from memory where the game is there (newest), else as its row last
        # recorded them (never restored just to list it; null in rows older than schema 4).
        game = live.game if live is not None else None
        if game is not None:
            out["current_player"] = game.current_player()
            out["round"] = game.round_number()
        elif row["to_move"] is not None or row["round_number"] is not None:
            out["current_player"] = None if row["is_over"] else row["to_move"]
            out["round"] = row["round_number"]
        return out

    # -- joining and starting --------------------------------------------------------------------------

    def join(self, live: LiveGame, player: Player, seat: int | None) -> tuple[int, str]:
        """Seat ``player`` at a free seat of ``live``; answer the seat and its token (shown only now)."""
        with live.lock:
            self.service.usable(live)
            if live.is_over:
                raise ServiceError(409, "the game is over")
            if any(s.player == player.id and s.kind != "open" for s in live.seats):
                raise ServiceError(409, "you already have a seat in this game")
            free = live.free_seats(player.id)
            if not free:
                raise ServiceError(409, "the game has no free seat")
            if seat is None:
                kept = [i for i in free if live.seats[i].player == player.id]
                seat = (kept or free)[0]
            elif seat >= len(live.seats) or seat not in free:
                raise ServiceError(409, f"seat {seat} is not free (free: {', '.join(map(str, free)) or 'none'})")
            token = secrets.token_urlsafe(24)
            seats = list(live.seats)
            seats[seat] = Seat("human", None, hash_token(token), player.id)
            started = not any(s.kind == "open" for s in seats)
            self._store_seats(live, seats, started, [(seat, player.id)])
        self.service.changed(live)
        return seat, token

    def rematch(self, live: LiveGame, player: Player, client: str) -> str:
        """The same game again with the same people (each seat kept for its player, who joins it with one
        request) and the same computer levels; asked again, the rematch already made."""
        with live.lock:
            game = self.service.usable(live)
            if not game.is_over():
                raise ServiceError(409, "the game is not over yet")
            if not any(s.kind == "human" and s.player == player.id for s in live.seats):
                raise ServiceError(403, "only a named player of the game may ask for a rematch")
            with self.service.engine.connect() as conn:
                made = conn.execute(select(games_table.c.id).where(games_table.c.rematch_of == live.id)).scalar()
            if made is not None:
                return str(made)
            seats: list[SeatSpec] = []
            kept: dict[int, str] = {}
            for i, s in enumerate(live.seats):
                if s.kind == "ai":
                    seats.append(SeatSpec(kind="ai", level=s.level if s.level in SERVED_AGENTS else None))
                elif s.player == player.id:
                    seats.append(SeatSpec(kind="human"))
                else:
                    seats.append(SeatSpec(kind="open"))
                    if s.player is not None:
                        kept[i] = s.player
            body = CreateGame(
                ruleset=live.ruleset_id, players=live.players, seats=seats, options=_client_options(live),
                turn_seconds=live.turn_seconds, on_timeout=live.on_timeout,  # type: ignore[arg-type]
                hand_over_after=live.hand_over_after, rated=live.rated,
                visibility=live.visibility,  # type: ignore[arg-type]
            )  # fmt: skip
            # Under the old game's lock: two players asking at once get the one rematch.
            game_id, _tokens = self.service.create(body, client, player, kept=kept, rematch_of=live.id)
        return game_id

    def start(self, live: LiveGame, player: Player | None, level: str | None) -> None:
        """The creator starts a waiting game: the computer (at ``level``) takes every free seat."""
        with live.lock:
            self.service.usable(live)
            if live.creator_player is None or player is None or player.id != live.creator_player:
                raise ServiceError(403, "only the game's creator may start it (with their player key)")
            if live.started:
                raise ServiceError(409, "the game has already started")
            chosen = default_level(live.ruleset_id) if level is None else check_level(level, live.ruleset_id, "'level'")
            seats = [Seat("ai", chosen) if s.kind == "open" else s for s in live.seats]
            self._store_seats(live, seats, True, [])
        self.service.changed(live)

    def _store_seats(self, live: LiveGame, seats: list[Seat], started: bool, seated: list[tuple[int, str]]) -> None:
        """Commit new seats (and who sits where), then take them in memory (under ``live.lock``). The row
        changes only if its seats are still those this process holds: with several server processes, two
        people taking one seat through two processes at once cannot both have it (409 for the later one)."""
        try:
            with self.service.engine.begin() as conn:
                # The row is locked until the commit (PostgreSQL; SQLite has one writer), its seats compared as
                # seats, not as text: a row written by an older server may spell the same seats differently.
                row = conn.execute(
                    select(games_table.c.seats).where(games_table.c.id == live.id).with_for_update()
                ).scalar()
                if row is None or [Seat(**s) for s in json.loads(row)] != live.seats:
                    raise _SeatsMoved
                conn.execute(
                    games_table.update()
                    .where(games_table.c.id == live.id)
                    .values(seats=dumps([s.to_json() for s in seats]), started=started, updated=now())
                )
                for seat, player_id in seated:
                    # A seat kept for its player (a rematch) is listed among their games already.
                    sp = seat_players_table.c
                    conn.execute(seat_players_table.delete().where(sp.game_id == live.id, sp.seat == seat))
                    conn.execute(seat_players_table.insert().values(game_id=live.id, seat=seat, player_id=player_id))
        except _SeatsMoved:  # the next use reads the seats again (GameService.usable)
            raise ServiceError(409, "the seats changed at the same moment (someone joined): look again") from None
        except SQLAlchemyError:
            raise ServiceError(503, "the seat could not be stored; try again") from None
        live.seats = seats
        if started and not live.started:
            live.decision_since = time.monotonic()  # the clocks start with the game
        live.started = started


class _SeatsMoved(Exception):
    """The game's seats in the database are no longer those this process holds."""


def _title(ruleset_id: str) -> str:
    try:
        return get_ruleset(ruleset_id).title
    except Exception:
        return ruleset_id


def _client_options(live: LiveGame) -> dict[str, Any]:
    """A game's options as a client may give them again: none that names a file on the server."""
    try:
        specs = {spec.name: spec for spec in get_ruleset(live.ruleset_id).options}
    except Exception:
        return {}
    return {k: v for k, v in live.options.items() if k in specs and not names_file(specs[k])}
