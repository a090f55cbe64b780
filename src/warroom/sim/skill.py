"""Ratings from final rankings: OpenSkill's Plackett-Luce model, every seat a team of one.

The one place the rating math lives: the game server rates its rated games with it
(:mod:`warroom.server.ratings`) and the calibration run rates the computer levels with it
(:mod:`warroom.sim.calibration`), so a level's calibrated rating and a person's rating are on one
scale. A rating is ``mu`` (the estimated skill) and ``sigma`` (its uncertainty); what a leaderboard
shows is :func:`displayed`, ``mu - 3 sigma``: what a subject has surely earned.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

#: The model every rating is computed with (OpenSkill's defaults: mu 25, sigma 25/3).
MODEL = PlackettLuce()


@dataclass(frozen=True)
class Skill:
    """One subject's rating: the estimated skill ``mu`` and its uncertainty ``sigma``."""

    mu: float
    sigma: float

    @property
    def displayed(self) -> float:
        """What a leaderboard shows: ``mu - 3 sigma``, rounded to hundredths."""
        return displayed(self.mu, self.sigma)


def displayed(mu: float, sigma: float) -> float:
    """``mu - 3 sigma`` rounded to hundredths: the rating a leaderboard shows and sorts by."""
    return round(mu - 3 * sigma, 2)


def default_skill() -> Skill:
    """The rating of a subject that has played no rated game: the model's prior."""
    return Skill(float(MODEL.mu), float(MODEL.sigma))


def places(winners: Sequence[int], ranking: Sequence[int], players: int) -> list[int]:
    """Each seat's place (1 is best): the winners share the first place (several: a draw at the top), the
    others follow the ranking.

    A seat missing from the ranking shares the last place, so a game without a ranking (one stopped
    before its end) is a draw between all seats.
    """
    place = {seat: i + 1 for i, seat in enumerate(ranking)}
    return [1 if seat in winners else place.get(seat, players) for seat in range(players)]


def rate_game(seated: Sequence[tuple[int, str]], priors: Mapping[str, Skill], place: Sequence[int]) -> dict[str, Skill]:
    """The new rating of every subject in one game.

    ``seated`` lists the rated seats as (seat, subject); ``priors`` holds each subject's rating before
    the game (a subject missing there starts from :func:`default_skill`); ``place`` is every seat's
    place (:func:`places`). Every seat is a team of one; a subject with several seats (two ``easy``
    seats) takes the mean of its seats' new ratings.
    """
    start = default_skill()
    teams = [[MODEL.rating(mu=priors.get(who, start).mu, sigma=priors.get(who, start).sigma)] for _s, who in seated]
    rated = MODEL.rate(teams, ranks=[place[seat] for seat, _who in seated])
    new: dict[str, list[Skill]] = {}
    for (_seat, who), [rating] in zip(seated, rated, strict=True):
        new.setdefault(who, []).append(Skill(float(rating.mu), float(rating.sigma)))
    return {
        who: Skill(sum(r.mu for r in ratings) / len(ratings), sum(r.sigma for r in ratings) / len(ratings))
        for who, ratings in new.items()
    }


def nearest(target: float, candidates: Sequence[tuple[str, float]]) -> str | None:
    """The name whose displayed rating is nearest ``target``; the first listed wins a tie; None if none."""
    best: tuple[float, str] | None = None
    for name, value in candidates:
        gap = abs(value - target)
        if best is None or gap < best[0]:
            best = (gap, name)
    return None if best is None else best[1]
