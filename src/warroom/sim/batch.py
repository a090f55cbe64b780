"""Play many games, in order, optionally over a pool of processes.

Game ``i`` of a batch with seed ``S`` is played with seed ``game_seed(S, i)`` =
``derive_seed(S, "game", i)`` (see :func:`warroom.sim.runner.derive_seed`), and its agents are
seeded from that game seed and their seat. A game therefore depends only on (ruleset, players,
options, agents, S, i): the records are the same whether the batch runs in one process or many,
and whatever the chunking.
"""

from __future__ import annotations

import contextlib
import importlib
import math
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any

from warroom.core.registry import get_ruleset
from warroom.sim.runner import (
    GameRecord,
    SimulationError,
    build_agents,
    derive_seed,
    play_game,
    seat_agents,
)

#: Called after games finish with (games done, games in all).
ProgressCallback = Callable[[int, int], None]

#: Each worker gets about this many chunks, so a slow chunk does not leave the others idle.
CHUNKS_PER_JOB = 4
#: A chunk never holds more games than this, so progress keeps moving on big batches.
MAX_CHUNK = 250


def game_seed(batch_seed: int, index: int) -> int:
    """The seed of game ``index`` (0-based) in a batch with seed ``batch_seed``."""
    return derive_seed(batch_seed, "game", index)


def save_name(index: int, seed: int) -> str:
    """The file name of game ``index``'s save in a batch's save directory."""
    return f"game-{index:06d}-seed-{seed}.json"


def chunk_ranges(games: int, jobs: int) -> list[range]:
    """Split game indices ``0..games-1`` into contiguous chunks of many games for ``jobs`` workers."""
    if games <= 0:
        return []
    size = max(1, min(MAX_CHUNK, math.ceil(games / (max(1, jobs) * CHUNKS_PER_JOB))))
    return [range(lo, min(games, lo + size)) for lo in range(0, games, size)]


def _play_chunk(
    ruleset_id: str,
    players: int,
    options: dict[str, Any] | None,
    batch_seed: int,
    agent_specs: list[str],
    indices: range,
    save_dir: str | None,
    max_actions: int | None,
) -> list[GameRecord]:
    records = []
    for i in indices:
        seed = game_seed(batch_seed, i)
        path = None if save_dir is None else Path(save_dir) / save_name(i, seed)
        records.append(
            play_game(ruleset_id, players, options, seed, agent_specs, max_actions=max_actions, save_path=path)
        )
    return records


def _init_worker(paths: list[str], modules: list[str]) -> None:
    """Make a fresh worker (spawn/forkserver) see what the parent registered: same path, same modules."""
    for p in reversed(paths):
        if p not in sys.path:
            sys.path.insert(0, p)
    for name in modules:
        with contextlib.suppress(ImportError):
            importlib.import_module(name)


def _modules_to_import(ruleset_id: str) -> list[str]:
    """The module defining the ruleset's factory: importing it registers the ruleset in a worker."""
    factory = get_ruleset(ruleset_id).factory
    name = getattr(factory, "__module__", None)
    return [name] if isinstance(name, str) and name != "__main__" else []


def run_batch(
    ruleset_id: str,
    players: int,
    games: int,
    seed: int,
    agent_specs: Sequence[str],
    options: dict[str, Any] | None = None,
    jobs: int = 1,
    save_dir: str | Path | None = None,
    progress: ProgressCallback | None = None,
    max_actions: int | None = None,
) -> list[GameRecord]:
    """Play ``games`` games and return their records in game order (see the module docstring).

    With ``jobs`` > 1 the games are split into chunks of consecutive games that a process pool
    plays; the records are identical to a one-process run. With ``save_dir`` every game is saved
    there as ``game-<index>-seed-<seed>.json``. ``progress(done, total)`` is called as games finish.
    """
    if games < 0:
        raise SimulationError(f"the number of games must be at least 0, not {games}")
    if jobs < 1:
        raise SimulationError(f"jobs must be at least 1, not {jobs}")
    specs = list(agent_specs)
    seat_agents(specs, players)
    # Fail fast, in this process, on a bad ruleset, player count, option or agent spec.
    get_ruleset(ruleset_id).new_game(players, options, game_seed(seed, 0))
    build_agents(ruleset_id, players, 0, specs)
    save = None
    if save_dir is not None:
        Path(save_dir).mkdir(parents=True, exist_ok=True)
        save = str(save_dir)
    if progress is not None:
        progress(0, games)
    if jobs == 1 or games <= 1:
        records: list[GameRecord] = []
        for i in range(games):
            records.extend(_play_chunk(ruleset_id, players, options, seed, specs, range(i, i + 1), save, max_actions))
            if progress is not None:
                progress(i + 1, games)
        return records
    chunks = chunk_ranges(games, jobs)
    results: dict[int, list[GameRecord]] = {}
    done = 0
    with ProcessPoolExecutor(
        max_workers=min(jobs, len(chunks)),
        initializer=_init_worker,
        initargs=(list(sys.path), _modules_to_import(ruleset_id)),
    ) as pool:
        pending: dict[Future[list[GameRecord]], int] = {
            pool.submit(_play_chunk, ruleset_id, players, options, seed, specs, chunk, save, max_actions): n
            for n, chunk in enumerate(chunks)
        }
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                n = pending.pop(future)
                try:
                    results[n] = future.result()
                except BaseException:
                    for other in pending:
                        other.cancel()
                    raise
                done += len(results[n])
                if progress is not None:
                    progress(done, games)
    return [record for n in range(len(chunks)) for record in results[n]]
