"""Time per decision of the levels, and a short head-to-head of ``hard`` against greedy players.

Prints figures only (no timed assertions). Usage: ``.venv/bin/python bench/bench_agents.py [games]``.
"""

from __future__ import annotations

import statistics
import sys
import time

from warroom.agents.base import make_agent
from warroom.core.registry import new_game


def decision_times(spec: str, ruleset: str = "war", games: int = 2, rounds: int = 8) -> list[float]:
    """Seconds per decision of ``spec`` in seat 0 of 4-player games against greedy players."""
    times: list[float] = []
    for seed in range(games):
        game = new_game(ruleset, 4, {"round_limit": rounds}, seed)
        agents = [make_agent(spec if p == 0 else "greedy", ruleset, seed * 10 + p) for p in range(4)]
        while not game.is_over():
            p = game.current_player()
            assert p is not None
            start = time.perf_counter()
            action = agents[p].choose(game, p)
            if p == 0 and len(game.legal_actions()) > 1:
                times.append(time.perf_counter() - start)
            game.apply(action)
    return times


def head_to_head(spec: str, games: int, rounds: int = 30, ruleset: str = "war") -> float:
    """Share of games ``spec`` (in a rotating seat) wins against three greedy players."""
    wins = 0.0
    for seed in range(games):
        seat = seed % 4
        game = new_game(ruleset, 4, {"round_limit": rounds}, 1000 + seed)
        agents = [make_agent(spec if p == seat else "greedy", ruleset, seed * 10 + p) for p in range(4)]
        while not game.is_over():
            p = game.current_player()
            assert p is not None
            game.apply(agents[p].choose(game, p))
        result = game.result()
        assert result is not None
        if seat in result.winners:
            wins += 1 / len(result.winners)
    return wins / games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for ruleset in ("war", "war-cards"):
        for spec in ("easy", "normal", "hard"):
            t = decision_times(spec, ruleset)
            print(f"{ruleset:10} {spec:7} decisions {len(t):4}  mean {statistics.mean(t):.3f} s  max {max(t):.3f} s")
    rate = head_to_head("hard", games)
    print(f"war: hard vs 3 greedy, {games} games, round_limit 30: win rate {rate:.2f} (even share 0.25)")


if __name__ == "__main__":
    main()
