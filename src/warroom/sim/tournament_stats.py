"""The statistics of a tournament: win rates with Wilson intervals, seat advantage, game lengths, ratings.

Everything here is pure Python and deterministic: the same games give the same figures, bit for bit.

* A win is a game won by one seat alone. A game whose end several seats share (WW4's cold war, a tie at
  the top of a ranking) is a draw: it counts in ``draws`` (per seat; per agent once per game), never as a
  win, so a shared end does not inflate win rates.
* Win rates carry a Wilson score interval at 95% (``z = 1.959964``), computed with the win count.
* Ratings are a Bradley-Terry model fitted by Hunter's MM algorithm over pairwise outcomes (in a game,
  each winning seat beats each losing seat of another agent, weighted ``1/k``), on the Elo scale
  (``400·log10`` of the strengths) and anchored so that their mean is 1500. A small prior (a virtual
  drawn game between every pair of agents) keeps ratings finite when an agent never wins or never
  loses. Their 95% intervals come from a seeded bootstrap over games.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

#: The normal quantile of a two-sided 95% interval.
Z95 = 1.959963984540054
#: Bootstrap resamples for the rating intervals.
BOOTSTRAP_RESAMPLES = 200
#: Virtual wins given to each agent of every pair (0.5 each way: one drawn game per pair).
DEFAULT_PRIOR = 0.5
#: The mean of the ratings.
RATING_MEAN = 1500.0


def wilson_interval(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins / games`` (``(0, 1)`` when there are no games)."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class GameOutcome:
    """What the statistics need of one game: who sat where, who won, the scores and the length."""

    seating: tuple[str, ...]
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    rounds: int
    actions: int
    reason: str


# -- ratings --------------------------------------------------------------------------------------

PairWins = dict[tuple[int, int], float]


def pairwise_wins(outcome: GameOutcome, index: dict[str, int]) -> PairWins:
    """``{(winner agent, loser agent): weight}`` of one game: each winning seat beats each losing seat."""
    wins: PairWins = {}
    if not outcome.winners:
        return wins
    share = 1.0 / len(outcome.winners)
    winners = set(outcome.winners)
    for w in outcome.winners:
        for seat, spec in enumerate(outcome.seating):
            if seat in winners or spec == outcome.seating[w]:
                continue
            key = (index[outcome.seating[w]], index[spec])
            wins[key] = wins.get(key, 0.0) + share
    return wins


def bradley_terry(
    n: int, wins: PairWins, prior: float = DEFAULT_PRIOR, tolerance: float = 1e-10, max_iterations: int = 10_000
) -> list[float]:
    """Bradley-Terry ratings of ``n`` players on the Elo scale (mean 1500) from ``wins[(i, j)]``.

    ``wins[(i, j)]`` is how often ``i`` beat ``j`` (weights may be fractional). ``prior`` virtual wins
    are added each way to every pair. The fit is Hunter's MM iteration
    ``p_i <- W_i / sum_j N_ij / (p_i + p_j)``, renormalised to a geometric mean of 1 each step. A player
    with no win (and no prior) gets the lowest finite rating the iteration reaches; with ``prior=0``
    and A beating B 3 times in 4, the gap is ``400·log10(3)`` ≈ 190.8.
    """
    if n == 0:
        return []
    w = [[0.0] * n for _ in range(n)]
    for (i, j), value in wins.items():
        if i != j:
            w[i][j] += value
    if prior > 0:
        for i in range(n):
            for j in range(n):
                if i != j:
                    w[i][j] += prior
    total = [sum(row) for row in w]
    games = [[w[i][j] + w[j][i] for j in range(n)] for i in range(n)]
    p = [1.0] * n
    floor = 1e-12
    for _ in range(max_iterations):
        new = []
        for i in range(n):
            denominator = sum(games[i][j] / (p[i] + p[j]) for j in range(n) if j != i and games[i][j] > 0)
            new.append(max(floor, total[i] / denominator) if denominator > 0 else p[i])
        log_mean = sum(math.log(x) for x in new) / n
        new = [x / math.exp(log_mean) for x in new]
        change = max(abs(math.log(a) - math.log(b)) for a, b in zip(new, p, strict=True))
        p = new
        if change < tolerance:
            break
    elo = [400.0 * math.log10(x) for x in p]
    shift = RATING_MEAN - sum(elo) / n
    return [r + shift for r in elo]


def _percentile(sorted_values: Sequence[float], q: float) -> float:
    """Linear-interpolation percentile (like numpy's default) of sorted values, ``q`` in [0, 1]."""
    if not sorted_values:
        return math.nan
    position = q * (len(sorted_values) - 1)
    lo = math.floor(position)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (position - lo)


def ratings_with_intervals(
    outcomes: Sequence[GameOutcome],
    agents: Sequence[str],
    seed: int,
    resamples: int = BOOTSTRAP_RESAMPLES,
    prior: float = DEFAULT_PRIOR,
) -> list[tuple[float, tuple[float, float]]]:
    """Each agent's rating and 95% bootstrap interval (games resampled with a ``seed``-ed generator)."""
    index = {spec: i for i, spec in enumerate(agents)}
    per_game = [pairwise_wins(o, index) for o in outcomes]

    def fit(games: Sequence[PairWins]) -> list[float]:
        total: PairWins = {}
        for game in games:
            for key, value in game.items():
                total[key] = total.get(key, 0.0) + value
        return bradley_terry(len(agents), total, prior)

    ratings = fit(per_game)
    if not per_game or len(agents) < 2:
        return [(r, (r, r)) for r in ratings]
    rng = random.Random(seed)
    samples: list[list[float]] = [[] for _ in agents]
    for _ in range(resamples):
        chosen = [per_game[rng.randrange(len(per_game))] for _ in per_game]
        for i, r in enumerate(fit(chosen)):
            samples[i].append(r)
    out = []
    for i, r in enumerate(ratings):
        values = sorted(samples[i])
        out.append((r, (_percentile(values, 0.025), _percentile(values, 0.975))))
    return out


# -- the summary ----------------------------------------------------------------------------------


def _length(values: Sequence[int]) -> dict[str, float | int | None]:
    if not values:
        return {"mean": None, "median": None, "min": None, "max": None}
    return {
        "mean": sum(values) / len(values),
        "median": float(statistics.median(values)),
        "min": min(values),
        "max": max(values),
    }


def distinct_agents(entries: Sequence[str]) -> list[str]:
    """The distinct agent specs of a seat list, in order of first appearance."""
    return list(dict.fromkeys(entries))


def summarize_tournament(
    outcomes: Sequence[GameOutcome],
    entries: Sequence[str],
    seed: int,
    seat_names: Sequence[str] | None = None,
    resamples: int = BOOTSTRAP_RESAMPLES,
) -> dict[str, Any]:
    """The figures of a tournament as a JSON-friendly dict: ``agents``, ``seats``, ``length`` and more.

    ``entries`` is the agent list (one spec per seat before rotation). ``agents`` has, per distinct
    spec: ``name``, ``entries`` (how many seats it plays), ``games``, ``wins`` (games won alone),
    ``draws`` (games it drew), ``win_rate``, ``ci95``, ``fair_share`` (entries / seats: the win rate of an
    agent as strong as the others), ``mean_score`` (over its seats' games; None when the ruleset gives no scores),
    ``rating`` and ``rating_ci95``. ``seats`` has, per seat: ``wins``, ``draws``, ``win_rate`` and ``ci95``.
    ``draws`` (and ``shared``, its older name) counts the drawn games.
    ``length`` has the rounds and actions (mean, median, min, max) and the end ``reasons``.
    """
    players = len(entries)
    agents = distinct_agents(entries)
    games = len(outcomes)
    agent_wins = dict.fromkeys(agents, 0.0)
    agent_draws = dict.fromkeys(agents, 0)
    seat_wins = [0.0] * players
    seat_draws = [0] * players
    scores: dict[str, list[float]] = {a: [] for a in agents}
    for o in outcomes:
        if len(o.winners) == 1:
            seat_wins[o.winners[0]] += 1.0
            agent_wins[o.seating[o.winners[0]]] += 1.0
        elif o.winners:
            # A draw: no seat won (Result.draw).
            for seat in o.winners:
                seat_draws[seat] += 1
            for spec in {o.seating[seat] for seat in o.winners}:
                agent_draws[spec] += 1
        for seat, spec in enumerate(o.seating):
            if seat < len(o.scores):
                scores[spec].append(o.scores[seat])
    rated = ratings_with_intervals(outcomes, agents, seed, resamples)
    agent_rows = []
    for spec, (rating, (low, high)) in zip(agents, rated, strict=True):
        wins = agent_wins[spec]
        ci = wilson_interval(wins, games)
        agent_rows.append(
            {
                "name": spec,
                "entries": entries.count(spec),
                "games": games,
                "wins": wins,
                "draws": agent_draws[spec],
                "win_rate": wins / games if games else 0.0,
                "ci95": [ci[0], ci[1]],
                "fair_share": entries.count(spec) / players if players else 0.0,
                "mean_score": sum(scores[spec]) / len(scores[spec]) if scores[spec] else None,
                "rating": rating,
                "rating_ci95": [low, high],
            }
        )
    seat_rows = []
    for seat in range(players):
        ci = wilson_interval(seat_wins[seat], games)
        seat_rows.append(
            {
                "seat": seat,
                "player": seat_names[seat] if seat_names is not None else str(seat),
                "games": games,
                "wins": seat_wins[seat],
                "draws": seat_draws[seat],
                "win_rate": seat_wins[seat] / games if games else 0.0,
                "ci95": [ci[0], ci[1]],
            }
        )
    reasons: dict[str, int] = {}
    for o in outcomes:
        reasons[o.reason] = reasons.get(o.reason, 0) + 1
    return {
        "games": games,
        "no_winner": sum(1 for o in outcomes if not o.winners),
        "draws": sum(1 for o in outcomes if len(o.winners) > 1),
        "shared": sum(1 for o in outcomes if len(o.winners) > 1),
        "agents": agent_rows,
        "seats": seat_rows,
        "length": {
            "rounds": _length([o.rounds for o in outcomes]),
            "actions": _length([o.actions for o in outcomes]),
            "reasons": dict(sorted(reasons.items())),
        },
    }
