"""What a local process pool's tasks cost: the same games played in tasks of one game, in chunks of many
(four a worker, as Ray's tasks are cut) and in tasks paced by the games' length (warroom.sim.batch.run_paced,
what tournaments, calibrations, `warroom sim` and `warroom balance` use), alternating in one process.

    .venv/bin/python bench/bench_pool.py                           # 2,000 4-player WAR games, greedy and random, jobs 2
    .venv/bin/python bench/bench_pool.py --games 4000 --reps 3 --agents greedy,greedy,greedy,greedy

Prints each way's seconds per pass and its best pass over the paced one's best. The games are the same in
every way (checked), so only the tasks differ; run it on an idle machine.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from typing import Any

from warroom.sim.batch import _play_chunk, chunk_indices, modules_to_import, run_chunks, run_paced
from warroom.sim.runner import GameRecord

Way = Callable[[Sequence[int]], list[GameRecord]]


def ways(args: tuple[object, ...], jobs: int, modules: list[str]) -> dict[str, Way]:
    def chunked(tasks: list[list[int]]) -> list[GameRecord]:
        out: dict[int, GameRecord] = {}
        run_chunks(
            _play_chunk,
            args,
            tasks,
            lambda n, records: out.update(zip(tasks[n], records, strict=True)),
            jobs=jobs,
            modules=modules,
        )
        return [out[i] for i in sorted(out)]

    def paced(indices: Sequence[int]) -> list[GameRecord]:
        out: dict[int, GameRecord] = {}
        run_paced(
            _play_chunk,
            args,
            indices,
            lambda task, records: out.update(zip(task, records, strict=True)),
            jobs=jobs,
            modules=modules,
        )
        return [out[i] for i in sorted(out)]

    return {
        "a game a task": lambda indices: chunked([[i] for i in indices]),
        "four chunks a worker": lambda indices: chunked(chunk_indices(list(indices), jobs)),
        "paced": paced,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="war")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--agents", default="greedy,random,greedy,random")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--reps", type=int, default=2)
    a = parser.parse_args()
    specs = a.agents.split(",")
    args = (a.ruleset, a.players, None, a.seed, specs, None, None)
    indices = range(a.games)
    timings: dict[str, list[float]] = {}
    reference: list[dict[str, Any]] | None = None
    for rep in range(a.reps):
        for name, way in ways(args, a.jobs, modules_to_import(a.ruleset)).items():
            started = time.perf_counter()
            records = way(indices)
            took = time.perf_counter() - started
            timings.setdefault(name, []).append(took)
            strip = [r.to_json() | {"seconds": 0} for r in records]
            if reference is None:
                reference = strip
            assert strip == reference, f"{name} played other games"
            print(f"pass {rep + 1}: {name:<22} {took:7.2f} s")
    best = min(timings["paced"])
    print(f"\n{a.games} games of {a.ruleset}, {a.players} players ({a.agents}), jobs {a.jobs}; best of {a.reps}:")
    for name, passes in timings.items():
        print(f"  {name:<22} {min(passes):7.2f} s   {min(passes) / best:5.2f} x paced")


if __name__ == "__main__":
    main()
