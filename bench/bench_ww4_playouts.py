"""Seconds of World War IV's plan-search playouts on the same positions, before and now (issue 28, "Faster
playouts": "stronger play within the same time is the point").

``hard`` in World War IV weighs its plans by playouts (agents/plan_search.py): the plan for the seat's turn,
the greedy player for every other seat until the seat's next turn, from a copy of the position. It stops
at its 1.6 s cap after a few rounds of its plans, so a faster playout is more rounds a choice. This times
the plan search with a fixed number of rounds (``plans:iters=N``, reproducible) on positions of seeded
greedy games at 3, 4 and 5 players (rounds 2, 4 and 6), twice in one process:

- ``before``: the functions of commit ``BEFORE`` that the speed-up changed (the state's copy, the legal
  moves, a unit's profile under Innovation cards, the effects in force, the greedy player's distances, its
  View and its Movement step), read with ``git show`` into a private package and swapped in for the run;
- ``now``: the code as it is.

It counts the positions where the two score the plans differently (there must be none: the same playouts,
only sooner). Times are CPU time of this process (``time.process_time``). Without git (or that commit) it
times ``now`` only.

Usage::

    .venv/bin/python bench/bench_ww4_playouts.py             # 3 seeds, 4 rounds a choice, ~2 minutes
    .venv/bin/python bench/bench_ww4_playouts.py --seeds 1 --iters 2
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from before_modules import load_modules
from warroom.agents.base import make_agent
from warroom.agents.plan_search import PlanSearchAgent
from warroom.core.game import Game
from warroom.core.registry import new_game
from warroom.sim.runner import agent_seed

#: The last commit before the playouts were made faster.
BEFORE = "1055563"
_PACKAGE = "warroom.rulesets.ww4"
#: The modules read from BEFORE, each one's own imports of the others first.
_OLD_MODULES = ("state", "innovations", "events", "movement", "greedy_view", "greedy_move")


def _load_before() -> dict[str, types.ModuleType] | None:
    """The modules of BEFORE in a private package (``_ww4_before``), or None without git or that commit."""

    def rewrite(source: str) -> str:
        for other in _OLD_MODULES:  # their imports of one another, from the private package
            source = source.replace(f"{_PACKAGE}.{other} ", f"_ww4_before.{other} ")
        return source

    return load_modules(BEFORE, _PACKAGE, _OLD_MODULES, "_ww4_before", rewrite)


@contextmanager
def _as_before(old: dict[str, types.ModuleType]) -> Iterator[None]:
    """Every name in the ruleset's modules that is one of the changed modules' functions or classes bound
    to BEFORE's of the same name, and the state copied as BEFORE copied it, for the time of the block."""
    from warroom.rulesets.ww4.state import WW4State

    # The state's classes stay (the game's pieces are theirs); only its copy is BEFORE's.
    now = {name: sys.modules[f"{_PACKAGE}.{name}"] for name in old if name != "state"}
    swaps: list[tuple[Any, str, Any]] = []
    for module in [m for n, m in sys.modules.items() if n.startswith(_PACKAGE + ".")]:
        for attr, value in list(vars(module).items()):
            for name, current in now.items():
                if getattr(current, getattr(value, "__name__", ""), None) is value and callable(value):
                    replacement = getattr(old[name], value.__name__, None)
                    if replacement is not None and replacement is not value:
                        swaps.append((module, attr, value))
                        setattr(module, attr, replacement)
                    break
    game_module = sys.modules[f"{_PACKAGE}.game"]
    legal = dict(game_module.STEP_LEGAL)
    before_moves = old["movement"].legal_moves
    game_module.STEP_LEGAL.update(
        {step: tuple(before_moves if f.__name__ == "legal_moves" else f for f in fs) for step, fs in legal.items()}
    )
    copier = WW4State.copy
    WW4State.copy = old["state"].WW4State.copy  # type: ignore[method-assign]
    try:
        yield
    finally:
        WW4State.copy = copier  # type: ignore[method-assign]
        game_module.STEP_LEGAL.update(legal)
        for module, attr, value in swaps:
            setattr(module, attr, value)


def _positions(seeds: int) -> list[Game]:
    """Positions of seeded greedy games at 3, 4 and 5 players, at the start of rounds 2, 4 and 6."""
    found = []
    for seed in range(seeds):
        for players in (3, 4, 5):
            game = new_game("ww4", players, {}, seed)
            seats = [make_agent("greedy", "ww4", agent_seed(seed, p)) for p in range(players)]
            for round_ in (2, 4, 6):
                while game.round_number() < round_ and not game.is_over():
                    seat = game.current_player()
                    assert seat is not None
                    game.apply(seats[seat].choose(game, seat))
                seat = game.current_player()
                if seat is not None:
                    found.append(game.determinize(seat, random.Random(seed)))
    return found


def _run(positions: list[Game], iters: int) -> tuple[float, list[list[list[float]]]]:
    """CPU seconds of one plan choice at every position, and the plans' playout scores at each."""
    scores: list[list[list[float]]] = []
    decide = PlanSearchAgent._decide

    def recording(agent: PlanSearchAgent, found: list[list[float]]) -> int:
        scores.append(found)
        return decide(agent, found)

    PlanSearchAgent._decide = recording  # type: ignore[method-assign,assignment]
    try:
        start = time.process_time()
        for i, game in enumerate(positions):
            seat = game.current_player()
            assert seat is not None
            make_agent(f"plans:iters={iters}", "ww4", i).choose(game, seat)
        return time.process_time() - start, scores
    finally:
        PlanSearchAgent._decide = decide  # type: ignore[method-assign]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3, help="games per player count (default 3)")
    parser.add_argument("--iters", type=int, default=4, help="rounds of the plans a choice (default 4)")
    args = parser.parse_args(argv)
    positions = _positions(args.seeds)
    old = _load_before()
    now_s, now_scores = _run(positions, args.iters)
    print(f"positions {len(positions)}, {args.iters} rounds of the plans each")
    print(f"now     {now_s:7.2f} s  {now_s / len(positions):6.3f} s a choice")
    if old is None:
        print(f"before: commit {BEFORE} not found (no git?); now only")
        return 0
    with _as_before(old):
        before_s, before_scores = _run(positions, args.iters)
    differ = sum(a != b for a, b in zip(before_scores, now_scores, strict=True))
    print(f"before  {before_s:7.2f} s  {before_s / len(positions):6.3f} s a choice")
    print(f"speed-up {before_s / now_s:.2f}x; positions scored differently: {differ}")
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
