"""Ratings: a rated game's final ranking updates a rating per ruleset for every person and computer level
in it, with OpenSkill's Plackett-Luce model (a multi-player rating: every seat is a team of one).

A game may be rated when every seat is a person (or an open seat for one) or a computer player at one
of the served levels, with at least one person, and the seed is the server's. A person's seat is rated
only where a named player sits (an unnamed seat holds no rating); the computer levels are rated from
their games against people, so a person can read where they stand against ``easy`` or ``hard``. The
update is written in the same transaction as the game's last action: it happens once, or not at all.

A level's rating starts from its calibration (``warroom calibrate``, shipped in
``warroom/data/level_ratings.json``): a fresh server lists the levels in their calibrated order, and a
level's first rated game against people updates that rating. The math is :mod:`warroom.sim.skill`'s,
shared with the calibration so both are on one scale.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from sqlalchemy import select
from sqlalchemy.engine import Connection

from warroom.core.game import Result
from warroom.server.catalog import playable_agents
from warroom.server.db import ratings_table
from warroom.server.errors import ServiceError
from warroom.server.live import LiveGame, Seat
from warroom.sim.level_ratings import calibrated
from warroom.sim.skill import Skill, default_skill, displayed, nearest, places, rate_game


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
    return places(result.winners, result.ranking, players)


@lru_cache(maxsize=64)
def _served(ruleset_id: str) -> tuple[str, ...]:
    """The levels the server plays in a ruleset (they never change while it runs)."""
    return tuple(playable_agents(ruleset_id))


def starting_levels(ruleset_id: str) -> dict[str, Skill]:
    """The calibrated rating of every served level of a ruleset (warroom calibrate): where a level's rating
    starts before its first rated game against people."""
    served = _served(ruleset_id)
    return {level: skill for level, skill in calibrated(ruleset_id).items() if level in served}


def prior(ruleset_id: str, who: str) -> Skill:
    """A subject's rating before its first rated game: a level's calibration, else the model's prior."""
    kind, _, ident = who.partition(":")
    if kind == "level":
        return starting_levels(ruleset_id).get(ident, default_skill())
    return default_skill()


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
    priors = {
        who: Skill(row.mu, row.sigma) if (row := known.get(who)) is not None else prior(live.ruleset_id, who)
        for _i, who in seated
    }
    for who, skill in rate_game(seated, priors, ranks(result, live.players)).items():
        mu, sigma = skill.mu, skill.sigma
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


def _entries(conn: Connection, ruleset: str, names: Callable[[str], str | None]) -> list[tuple[str, dict[str, Any]]]:
    """Every subject's leaderboard entry, best first, with its subject: the database's ratings, and the
    served levels that have none yet at their calibrated rating (no game against people)."""
    rows = conn.execute(select(ratings_table).where(ratings_table.c.ruleset == ruleset)).all()
    found = {row.subject: (Skill(row.mu, row.sigma), row.games) for row in rows}
    for level, skill in starting_levels(ruleset).items():
        found.setdefault(f"level:{level}", (skill, 0))
    board = []
    for who, (skill, games) in found.items():
        kind, _, ident = who.partition(":")
        entry = {
            "kind": "person" if kind == "player" else "computer",
            "name": names(ident) if kind == "player" else ident,
            "rating": displayed(skill.mu, skill.sigma),
            "mu": round(skill.mu, 3),
            "sigma": round(skill.sigma, 3),
            "games": games,
        }
        board.append((who, entry))
    # Best first; equal ratings in a fixed order (computers, then by subject), so the page does not shuffle.
    board.sort(key=lambda item: (-item[1]["rating"], item[1]["kind"] != "computer", item[0]))
    return board


def leaderboard(conn: Connection, ruleset: str, names: Any, limit: int = 100) -> list[dict[str, Any]]:
    """The ruleset's ratings, best first: ``rating`` is mu - 3 sigma (what a subject has surely earned).

    The served levels are always there, from their calibrated rating until they play people."""
    return [entry for _who, entry in _entries(conn, ruleset, names)[:limit]]


def standing(
    conn: Connection, ruleset: str, names: Callable[[str], str | None], player_id: str | None, limit: int = 100
) -> dict[str, Any]:
    """The leaderboard (``ratings``) and, for ``player_id``, ``about_level``: the computer level whose
    displayed rating is nearest theirs (None without a player or a rated game of theirs in the ruleset)."""
    board = _entries(conn, ruleset, names)
    mine = next((entry for who, entry in board if player_id is not None and who == f"player:{player_id}"), None)
    about = None
    if mine is not None:
        levels = [(str(entry["name"]), float(entry["rating"])) for _who, entry in board if entry["kind"] == "computer"]
        about = nearest(float(mine["rating"]), levels)
    return {"ratings": [entry for _who, entry in board[:limit]], "about_level": about}
