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

    Keys: ``games``; ``seats`` (per seat: agent, wins, shared wins, win rate); ``agents`` (per
    agent spec: its seats, games won by any of its seats, win rate, and the rate its share of the
    seats would give); ``no_winner`` and ``shared`` game counts; ``rounds`` and ``actions`` (mean,
    min, max); ``reasons`` (how many games ended for each reason); ``seconds``, ``games_per_s`` and
    ``actions_per_s``. Speeds use ``wall_seconds`` when given (a parallel batch's elapsed time),
    else the sum of the games' own times.
    """
    games = len(records)
    specs = seat_agents(agent_specs, players)
    seat_wins = [0] * players
    seat_shared = [0] * players
    agent_wins: Counter[str] = Counter()
    for record in records:
        for seat in record.winners:
            seat_wins[seat] += 1
            if len(record.winners) > 1:
                seat_shared[seat] += 1
        for spec in {specs[seat] for seat in record.winners}:
            agent_wins[spec] += 1
    seats = [
        {
            "seat": seat,
            "agent": specs[seat],
            "wins": seat_wins[seat],
            "shared": seat_shared[seat],
            "win_rate": seat_wins[seat] / games if games else 0.0,
        }
        for seat in range(players)
    ]
    agents: dict[str, dict[str, Any]] = {}
    for seat, spec in enumerate(specs):
        agents.setdefault(spec, {"seats": [], "wins": agent_wins[spec]})["seats"].append(seat)
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
        "shared": sum(1 for r in records if len(r.winners) > 1),
        "rounds": _stats([r.rounds for r in records]),
        "actions": _stats(actions),
        "reasons": dict(sorted(Counter(r.reason for r in records).items())),
        "seconds": seconds,
        "games_per_s": games / seconds if seconds > 0 else None,
        "actions_per_s": total_actions / seconds if seconds > 0 else None,
    }
