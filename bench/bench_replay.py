"""How fast the replay viewer's steps are answered (warroom.server.replays): a long WAR game replayed, then
stepped through the way a person does (next, previous, a jump anywhere), each answer timed.

    .venv/bin/python bench/bench_replay.py              # a 6-player game of random players, 30 rounds at most
    .venv/bin/python bench/bench_replay.py --rounds 60 --seed 3

Prints the game's length, the time to build its replay (one pass through the engine) and the median and 90th
percentile of each kind of step, in milliseconds. docs/web.md quotes a run.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from warroom.agents.base import make_agent
from warroom.core.registry import new_game
from warroom.server.replays import Replay


def long_game(players: int, rounds: int, seed: int) -> Replay:
    game = new_game("war", players, {"round_limit": rounds}, seed)
    agents = [make_agent("random", "war", seed + i) for i in range(players)]
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        game.apply(agents[seat].choose(game, seat))
    started = time.perf_counter()
    replay = Replay("war", players, game.options, seed, game.history, {})
    took = time.perf_counter() - started
    print(f"{len(game.history)} actions, {game.round_number()} rounds; replay built in {took:.3f} s")
    return replay


def timed(label: str, replay: Replay, steps: list[int]) -> None:
    times = []
    for step in steps:
        started = time.perf_counter()
        replay.answer(step)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    p90 = times[int(len(times) * 0.9)]
    print(f"{label:>22}: median {statistics.median(times):7.2f} ms, p90 {p90:7.2f} ms ({len(times)} steps)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=200, help="steps of each kind")
    args = parser.parse_args()
    replay = long_game(args.players, args.rounds, args.seed)
    last, rng = replay.last, random.Random(args.seed)
    start = rng.randrange(last // 2)
    kinds: list[tuple[str, Callable[[], list[int]]]] = [
        ("next (forward)", lambda: list(range(start, min(last, start + args.count)))),
        ("previous (backward)", lambda: list(range(min(last, start + 2 * args.count), start + args.count, -1))),
        ("jump anywhere", lambda: [rng.randrange(last + 1) for _ in range(args.count)]),
    ]
    for label, steps in kinds:
        timed(label, replay, steps())


if __name__ == "__main__":
    main()
