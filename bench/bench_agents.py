"""Seconds per decision of the levels (``easy``, ``normal``, ``hard``) in every ruleset that has them.

Prints figures only (no timed assertions), with the greedy player's time in the same games as the
baseline ratio. The levels promise ``normal`` under 0.5 s and ``hard`` under 2 s a decision on one core:
the table counts the decisions over those limits. Only decisions with more than one legal action count
(a forced move is answered without search).

Usage::

    .venv/bin/python bench/bench_agents.py                       # every ruleset, 1 game each
    .venv/bin/python bench/bench_agents.py --rulesets war,ww4 --games 2 --rounds 6
    .venv/bin/python bench/bench_agents.py --levels normal --decisions 40
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from warroom.agents.base import make_agent
from warroom.agents.levels import LEVEL_RULESETS
from warroom.core.registry import get_ruleset

#: The promise each level makes (seconds a decision), None where there is none.
LIMITS = {"easy": None, "normal": 0.5, "hard": 2.0, "greedy": None}


def decision_times(spec: str, ruleset_id: str, games: int, rounds: int, decisions: int) -> list[float]:
    """Seconds per decision of ``spec`` in seat 0 of games against greedy players (at most ``decisions``)."""
    ruleset = get_ruleset(ruleset_id)
    players = max(ruleset.min_players, min(4, ruleset.max_players))
    times: list[float] = []
    for seed in range(games):
        game = ruleset.new_game(players, {ruleset.round_option: rounds}, seed)
        agents = [make_agent(spec if p == 0 else "greedy", ruleset_id, seed * 10 + p) for p in range(players)]
        while not game.is_over() and len(times) < decisions:
            p = game.current_player()
            assert p is not None
            timed = p == 0 and len(game.legal_actions()) > 1
            start = time.perf_counter()
            action = agents[p].choose(game, p)
            if timed:
                times.append(time.perf_counter() - start)
            game.apply(action)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rulesets", default=",".join(sorted(LEVEL_RULESETS)))
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--games", type=int, default=1, help="games per ruleset and level (default 1)")
    parser.add_argument("--rounds", type=int, default=4, help="round (or turn) limit of each game (default 4)")
    parser.add_argument("--decisions", type=int, default=60, help="timed decisions per ruleset and level (default 60)")
    args = parser.parse_args(argv)
    print(f"{'ruleset':22} {'agent':7} {'n':>4} {'mean':>8} {'p95':>8} {'max':>8} {'over':>5} {'x greedy':>9}")
    for ruleset_id in args.rulesets.split(","):
        baseline = decision_times("greedy", ruleset_id, args.games, args.rounds, args.decisions)
        base = statistics.mean(baseline) if baseline else float("nan")
        for spec in ["greedy", *args.levels.split(",")]:
            if spec == "greedy":
                times = baseline
            else:
                times = decision_times(spec, ruleset_id, args.games, args.rounds, args.decisions)
            if not times:
                print(f"{ruleset_id:22} {spec:7} no decision with a choice")
                continue
            limit = LIMITS.get(spec)
            over = "-" if limit is None else str(sum(t > limit for t in times))
            p95 = sorted(times)[max(0, int(0.95 * len(times)) - 1)]
            mean = statistics.mean(times)
            print(
                f"{ruleset_id:22} {spec:7} {len(times):4} {mean:8.3f} {p95:8.3f} {max(times):8.3f} {over:>5} "
                f"{mean / base:9.1f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
