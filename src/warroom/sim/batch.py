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
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path
from typing import Any, TypeVar

from warroom.core.registry import get_ruleset
from warroom.core.text import Msg
from warroom.sim.pacing import TaskSizer
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

T = TypeVar("T")

#: The backends that :func:`run_chunks` knows: in this process, a local process pool, a Ray cluster.
BACKENDS = ("local", "ray")

#: On Ray each worker gets about this many chunks, so a slow chunk does not leave the others idle.
CHUNKS_PER_JOB = 4
#: A Ray chunk never holds more games than this, so progress keeps moving on big batches.
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


def chunk_indices(indices: Sequence[int], jobs: int) -> list[list[int]]:
    """Split any list of game indices (e.g. the games a resumed run still has to play) into chunks."""
    return [[indices[i] for i in part] for part in chunk_ranges(len(indices), jobs)]


def _play_chunk(
    ruleset_id: str,
    players: int,
    options: dict[str, Any] | None,
    batch_seed: int,
    agent_specs: list[str],
    save_dir: str | None,
    max_actions: int | None,
    indices: Sequence[int],
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


def modules_to_import(ruleset_id: str) -> list[str]:
    """The module defining the ruleset's factory: importing it registers the ruleset in a worker."""
    factory = get_ruleset(ruleset_id).factory
    name = getattr(factory, "__module__", None)
    return [name] if isinstance(name, str) and name != "__main__" else []


def _call_in_worker(
    paths: list[str], modules: list[str], worker: Callable[..., list[T]], args: tuple[Any, ...], chunk: list[int]
) -> list[T]:
    """Run one chunk in a Ray worker, after making it see what the parent registered."""
    _init_worker(paths, modules)
    return worker(*args, chunk)


def run_chunks(
    worker: Callable[..., list[T]],
    args: tuple[Any, ...],
    chunks: Sequence[Sequence[int]],
    on_chunk: Callable[[int, list[T]], None],
    *,
    jobs: int = 1,
    backend: str = "local",
    address: str | None = None,
    modules: Sequence[str] = (),
) -> None:
    """Run ``worker(*args, chunk)`` for every chunk and hand each result to ``on_chunk(n, result)``.

    With :func:`run_paced` (which sizes a local pool's tasks itself and hands it the rest), the code that
    decides where games are played. ``backend="local"`` with ``jobs=1``
    runs the chunks here, in order; with ``jobs`` > 1 a process pool of that many workers runs them
    (``modules`` are imported in each worker first, so that rulesets registered at run time exist
    there). ``backend="ray"`` runs each chunk as a Ray task, on the cluster at ``address`` or a local
    Ray instance when it is None (one already started with ``ray.init`` is reused). Results reach
    ``on_chunk`` as chunks finish, so in any order but the chunk number: callers that want the same
    output from every backend sort by it. ``worker`` and ``args`` must pickle. An exception in a chunk
    (or a KeyboardInterrupt here) cancels the chunks not started and propagates.
    """
    check_pool(jobs, backend)
    if backend == "ray":
        _run_chunks_ray(worker, args, chunks, on_chunk, address, list(modules))
        return
    if jobs == 1 or len(chunks) <= 1:
        for n, chunk in enumerate(chunks):
            on_chunk(n, worker(*args, chunk))
        return
    numbered = iter(enumerate(chunks))
    _run_pool(
        worker,
        args,
        lambda: next(numbered, None),
        lambda n, _, result: on_chunk(n, result),
        min(jobs, len(chunks)),
        modules,
    )


K = TypeVar("K")


def _run_pool(
    worker: Callable[..., list[T]],
    args: tuple[Any, ...],
    next_task: Callable[[], tuple[K, Sequence[int]] | None],
    on_done: Callable[[K, float, list[T]], None],
    workers: int,
    modules: Sequence[str],
) -> None:
    """A local pool of ``workers`` processes playing the tasks ``next_task()`` gives (a key and its games;
    None when there are no more), asked for as others finish, two a worker in flight so that none waits for
    its next; ``on_done(key, seconds, result)`` as each finishes, with the seconds by the worker's clock.
    An exception in a task (or a KeyboardInterrupt here) cancels the tasks not started and propagates."""
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_init_worker, initargs=(list(sys.path), list(modules)))
    pending: dict[Future[tuple[float, list[T]]], K] = {}

    def submit() -> bool:
        item = next_task()
        if item is not None:
            pending[pool.submit(_timed, worker, args, item[1])] = item[0]
        return item is not None

    try:
        while len(pending) < 2 * workers and submit():
            pass
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                key = pending.pop(future)
                seconds, result = future.result()
                on_done(key, seconds, result)
                submit()
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown(wait=True)


def check_pool(jobs: int, backend: str) -> None:
    """Refuse a count of workers below 1 or an unknown backend (SimulationError naming it)."""
    if jobs < 1:
        raise SimulationError(Msg("sim.error.jobs", value=jobs))
    if backend not in BACKENDS:
        raise SimulationError(Msg("sim.error.backend", backend=repr(backend), known=", ".join(BACKENDS)))


def _timed(worker: Callable[..., list[T]], args: tuple[Any, ...], task: Sequence[int]) -> tuple[float, list[T]]:
    """``worker(*args, task)`` and the seconds it took, by the worker's own clock."""
    start = time.perf_counter()
    result = worker(*args, task)
    return time.perf_counter() - start, result


def run_paced(
    worker: Callable[..., list[T]],
    args: tuple[Any, ...],
    indices: Sequence[int],
    on_task: Callable[[list[int], list[T]], None],
    *,
    jobs: int = 1,
    backend: str = "local",
    address: str | None = None,
    modules: Sequence[str] = (),
) -> None:
    """Play the games ``indices`` through ``worker(*args, task)`` (one result a game, in the task's order)
    and hand every task's games and results to ``on_task(task, results)`` as it finishes.

    In this process (``jobs`` 1) a task is one game, in order. In a local pool of ``jobs`` workers the
    tasks are sized by the games' measured length (:class:`warroom.sim.pacing.TaskSizer`): one game a
    task while slow games keep every finished one for a results file or an interruption, about half a
    second of games a task where they are fast, so the pool's cost a task is nothing beside them. On Ray
    (:func:`run_chunks`), whose tasks cost more, tasks of many consecutive games (:func:`chunk_indices`).
    A game's result does not depend on the task it was played in.
    """
    check_pool(jobs, backend)
    todo = list(indices)
    if backend == "ray" or jobs == 1 or len(todo) <= 1:
        tasks = chunk_indices(todo, jobs) if backend == "ray" else [[i] for i in todo]
        run_chunks(
            worker,
            args,
            tasks,
            lambda n, result: on_task(tasks[n], result),
            jobs=jobs,
            backend=backend,
            address=address,
            modules=modules,
        )
        return
    workers = min(jobs, len(todo))
    sizer = TaskSizer(len(todo), workers)
    start = 0

    def next_task() -> tuple[list[int], list[int]] | None:
        nonlocal start
        if not sizer.left:
            return None
        size = sizer.next_size()
        task, start = todo[start : start + size], start + size
        return task, task

    def on_done(task: list[int], seconds: float, result: list[T]) -> None:
        sizer.finished(len(task), seconds)
        on_task(task, result)

    _run_pool(worker, args, next_task, on_done, workers, modules)


def _import_ray() -> Any:
    try:
        import ray
    except ImportError as exc:
        raise SimulationError(Msg("sim.error.ray")) from exc
    return ray


def _run_chunks_ray(
    worker: Callable[..., list[T]],
    args: tuple[Any, ...],
    chunks: Sequence[Sequence[int]],
    on_chunk: Callable[[int, list[T]], None],
    address: str | None,
    modules: list[str],
) -> None:
    ray = _import_ray()
    started = False
    if not ray.is_initialized():
        ray.init(address=address, include_dashboard=False, log_to_driver=False, configure_logging=False)
        started = True
    try:
        remote = ray.remote(_call_in_worker)
        paths = list(sys.path)
        pending = {remote.remote(paths, modules, worker, args, list(chunk)): n for n, chunk in enumerate(chunks)}
        try:
            while pending:
                ready, _ = ray.wait(list(pending), num_returns=1)
                for ref in ready:
                    n = pending.pop(ref)
                    on_chunk(n, ray.get(ref))
        except BaseException:
            for ref in pending:
                with contextlib.suppress(Exception):
                    ray.cancel(ref)
            raise
    finally:
        if started:
            ray.shutdown()


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

    With ``jobs`` > 1 a process pool plays them, in tasks sized by the games' length
    (:func:`run_paced`); the records are identical to a one-process run. With ``save_dir`` every game is saved
    there as ``game-<index>-seed-<seed>.json``. ``progress(done, total)`` is called as games finish.
    """
    if games < 0:
        raise SimulationError(Msg("sim.error.games", low=0, value=games))
    if jobs < 1:
        raise SimulationError(Msg("sim.error.jobs", value=jobs))
    specs = list(agent_specs)
    seat_agents(specs, players)
    # Fail fast, in this process, on a bad ruleset, player count, option or agent spec.
    get_ruleset(ruleset_id).new_game(players, options, game_seed(seed, 0))
    build_agents(ruleset_id, players, 0, specs)
    save = None
    if save_dir is not None:
        Path(save_dir).mkdir(parents=True, exist_ok=True)
        save = str(save_dir)
    return play_in_order(
        _play_chunk,
        (ruleset_id, players, options, seed, specs, save, max_actions),
        games,
        jobs=jobs,
        progress=progress,
        modules=modules_to_import(ruleset_id),
    )


def play_in_order(
    worker: Callable[..., list[T]],
    args: tuple[Any, ...],
    games: int,
    *,
    jobs: int = 1,
    progress: Callable[[int, int], None] | None = None,
    modules: Sequence[str] = (),
) -> list[T]:
    """``games`` games through ``worker(*args, task)`` (one record a game), in game order, in this process
    or a pool of ``jobs`` (:func:`run_paced`); ``progress(done, games)`` after every task."""
    if progress is not None:
        progress(0, games)
    results: dict[int, T] = {}

    def on_task(task: list[int], records: list[T]) -> None:
        results.update(zip(task, records, strict=True))
        if progress is not None:
            progress(len(results), games)

    run_paced(worker, args, range(games), on_task, jobs=jobs, modules=modules)
    return [results[i] for i in range(games)]
