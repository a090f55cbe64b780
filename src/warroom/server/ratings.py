"""Ratings: a rated game's final ranking updates a rating per ruleset for every person and computer level
in it, with OpenSkill's Plackett-Luce model (a multi-player rating: every seat is a team of one).

A game may be rated when every seat is a person (or an open seat for one) or a computer player at one
of the served levels, with at least one person, and the seed is the server's. A person's seat is rated
only where a named player sits (an unnamed seat holds no rating); the computer levels are rated from
their games against people, so a person can read where they stand against ``easy`` or ``hard``. The
update is written in the same transaction as the game's last action: it happens once, or not at all.
"""

from __future__ import annotations

from typing import Any

from openskill.models import PlackettLuce
from sqlalchemy import select
from sqlalchemy.engine import Connection

from warroom.core.game import Result
from warroom.server.db import ratings_table
from warroom.server.errors import ServiceError
from warroom.server.live import LiveGame, Seat

_MODEL = PlackettLuce()


def check_rated(seats: list[Seat], seed_chosen: bool) -> None:
    """Refuse (422) a rated game that could not be rated fairly."""
    if seed_chosen:
        raise ServiceError(422, "'rated': a game with a chosen seed cannot be rated (its dice are known)")
    if not any(s.kind in {"human", "open"} for s in seats):
        raise ServiceError(422, "'rated': a rated game needs at least one person")


def subject(seat: Seat) -> str | None:
    """Whose rating a seat's result moves: a named player's, a computer level's, or nobody's."""
    if seat.kind == "ai" and seat.level:
        return f"level:{seat.level}"
    if seat.kind == "human" and seat.player:
        return f"player:{seat.player}"
    return None


def ranks(result: Result, players: int) -> list[int]:
    """Each seat's place (1 is best): the winners share the first place, the others follow the ranking."""
    place = {seat: i + 1 for i, seat in enumerate(result.ranking)}
    out = []
    for seat in range(players):
        out.append(1 if seat in result.winners else place.get(seat, players))
    return out


def apply_ratings(conn: Connection, live: LiveGame, result: Result, stamp: Any) -> None:
    """Update the ratings of the game's rated seats inside the caller's transaction.

    A person's seat that the computer played for (a timeout) is not rated: its result is not theirs.
    Every seat is a team of one; a subject with several seats (two ``easy`` seats) takes the mean of
    its seats' new ratings, and counts one game.
    """
    seated: list[tuple[int, str]] = []
    for i, seat in enumerate(live.seats):
        who = subject(seat)
        played_for = bool(live.timeouts.get(i)) or i in live.ai_playing
        if who is not None and not (who.startswith("player:") and played_for):
            seated.append((i, who))
    if len({who for _i, who in seated}) < 2:  # nobody to be rated against
        return
    table = ratings_table.c
    known = {
        row.subject: row
        for row in conn.execute(
            select(ratings_table).where(
                table.ruleset == live.ruleset_id, table.subject.in_([who for _i, who in seated])
            )
        )
    }
    teams = []
    for _i, who in seated:
        row = known.get(who)
        teams.append([_MODEL.rating(mu=row.mu, sigma=row.sigma) if row is not None else _MODEL.rating()])
    place = ranks(result, live.players)
    rated = _MODEL.rate(teams, ranks=[place[i] for i, _who in seated])
    new: dict[str, list[Any]] = {}
    for (_i, who), [rating] in zip(seated, rated, strict=True):
        new.setdefault(who, []).append(rating)
    for who, ratings in new.items():
        mu = sum(r.mu for r in ratings) / len(ratings)
        sigma = sum(r.sigma for r in ratings) / len(ratings)
        row = known.get(who)
        if row is None:
            conn.execute(
                ratings_table.insert().values(
                    ruleset=live.ruleset_id, subject=who, mu=mu, sigma=sigma, games=1, updated=stamp
                )
            )
        else:
            conn.execute(
                ratings_table.update()
                .where(table.ruleset == live.ruleset_id, table.subject == who)
                .values(mu=mu, sigma=sigma, games=row.games + 1, updated=stamp)
            )


def leaderboard(conn: Connection, ruleset: str, names: Any, limit: int = 100) -> list[dict[str, Any]]:
    """The ruleset's ratings, best first: ``rating`` is mu - 3 sigma (what a subject has surely earned)."""
    rows = conn.execute(select(ratings_table).where(ratings_table.c.ruleset == ruleset)).all()
    board = []
    for row in rows:
        kind, _, ident = row.subject.partition(":")
        name = names(ident) if kind == "player" else ident
        board.append(
            {
                "kind": "person" if kind == "player" else "computer",
                "name": name,
                "rating": round(row.mu - 3 * row.sigma, 2),
                "mu": round(row.mu, 3),
                "sigma": round(row.sigma, 3),
                "games": row.games,
            }
        )
    board.sort(key=lambda entry: -entry["rating"])
    return board[:limit]
