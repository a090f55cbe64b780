"""Turn a batch's records into win counts per seat and per agent and game-length statistics."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from warroom.sim.runner import GameRecord, seat_agents


def _stats(values: Sequence[int]) -> dict[str, float | int | None]:
    if not values:
        return {"mean": None, "min": None, "max": None}
    return {"mean": sum(values) / len(values), "min": min(values), "max": max(values)}


def summarize(
    records: Sequence[GameRecord],
    agent_specs: Sequence[str],
    players: int,
    wall_seconds: float | None = None,
) -> dict[str, Any]:
    """Summarise a batch as a JSON-friendly dict.

    Keys: ``games``; ``seats`` (per seat: agent, wins, draws, win rate); ``agents`` (per agent spec:
    its seats, games won by one of its seats, draws, win rate, and the rate its share of the seats would
    give); ``no_winner`` and ``draws`` game counts; ``rounds`` and ``actions`` (mean,
    min, max); ``reasons`` (how many games ended for each reason); ``seconds``, ``games_per_s`` and
    ``actions_per_s``. Speeds use ``wall_seconds`` when given (a parallel batch's elapsed time),
    else the sum of the games' own times.

    A draw (several seats share the end: WW4's cold war, a tie at the top) is no seat's win: it is
    counted in ``draws``, never in ``wins`` nor in the win rates. ``shared`` repeats ``draws`` for
    readers of older summaries.
    """
    games = len(records)
    specs = seat_agents(agent_specs, players)
    seat_wins = [0] * players
    seat_draws = [0] * players
    agent_wins: Counter[str] = Counter()
    agent_draws: Counter[str] = Counter()
    for record in records:
        if record.winner is not None:
            seat_wins[record.winner] += 1
            agent_wins[specs[record.winner]] += 1
        elif record.draw:
            for seat in record.winners:
                seat_draws[seat] += 1
            for spec in {specs[seat] for seat in record.winners}:
                agent_draws[spec] += 1
    seats = [
        {
            "seat": seat,
            "agent": specs[seat],
            "wins": seat_wins[seat],
            "draws": seat_draws[seat],
            "shared": seat_draws[seat],
            "win_rate": seat_wins[seat] / games if games else 0.0,
        }
        for seat in range(players)
    ]
    agents: dict[str, dict[str, Any]] = {}
    for seat, spec in enumerate(specs):
        entry = agents.setdefault(spec, {"seats": [], "wins": agent_wins[spec], "draws": agent_draws[spec]})
        entry["seats"].append(seat)
    for entry in agents.values():
        entry["win_rate"] = entry["wins"] / games if games else 0.0
        entry["seat_share"] = len(entry["seats"]) / players
    actions = [r.actions for r in records]
    seconds = wall_seconds if wall_seconds is not None else sum(r.seconds for r in records)
    total_actions = sum(actions)
    return {
        "games": games,
        "players": players,
        "seats": seats,
        "agents": agents,
        "no_winner": sum(1 for r in records if not r.winners),
        "draws": sum(1 for r in records if r.draw),
        "shared": sum(1 for r in records if r.draw),
        "rounds": _stats([r.rounds for r in records]),
        "actions": _stats(actions),
        "reasons": dict(sorted(Counter(r.reason for r in records).items())),
        "seconds": seconds,
        "games_per_s": games / seconds if seconds > 0 else None,
        "actions_per_s": total_actions / seconds if seconds > 0 else None,
    }
