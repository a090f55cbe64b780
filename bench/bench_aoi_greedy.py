"""Microseconds per decision of War! Age of Imperialism's greedy player on the same positions (issue 28,
"Faster playouts").

Plays seeded ``greedy-v1`` games (the player as it was before issue 28's Advanced changes) at every level
with 2 and 4 players and, at every decision with a choice, times three players on that position, each with
the seat's random state:

- ``before``: the player and the legal actions as they were before issue 28 (commit ``BEFORE``: the greedy
  modules, purchase.py and movement.py read with ``git show`` into a private package, and the research
  odds uncached), reading the full ``game.view`` at every decision;
- ``full view``: the player as it is, made to read the full ``game.view`` (the old path, the rest new);
- ``now``: the player as it is, with its cheap seat view (greedy_seat.py).

It counts the positions where ``before`` and ``now`` choose differently (there must be none: the same
games, only faster). Times are CPU time of this process (``time.process_time``): steadier on a shared
machine than the wall clock. Without git (or that commit) it times the two others only.

Usage::

    .venv/bin/python bench/bench_aoi_greedy.py              # 2 games per level and player count, ~20 s
    .venv/bin/python bench/bench_aoi_greedy.py --games 1 --turns 6
"""

from __future__ import annotations

import argparse
import time
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from before_modules import load_modules
from warroom.agents.base import Agent, make_agent
from warroom.core.game import Game
from warroom.core.registry import new_game
from warroom.rulesets.imperialism import game as game_module
from warroom.rulesets.imperialism import movement, purchase, research
from warroom.rulesets.imperialism.greedy import GreedyV1ImperialismAgent
from warroom.sim.runner import agent_seed

LEVELS = ("basic", "standard", "advanced")
#: The last commit before issue 28's work on the War! Age of Imperialism greedy player's speed.
BEFORE = "036c686"
_PACKAGE = "warroom.rulesets.imperialism"
#: The modules read from BEFORE, in an order where each one's imports are loaded first.
_OLD_MODULES = ("greedy_battle", "greedy_sea", "greedy_context", "greedy", "purchase", "movement")


class FullViewAgent(GreedyV1ImperialismAgent):
    """The player as it is, reading the whole view at every decision (the old path)."""

    def _view(self, game: Game, player: int) -> dict[str, Any]:
        return game.view(player)


def _load_before() -> dict[str, types.ModuleType] | None:
    """The modules of BEFORE in a private package (``_aoi_before``), or None without git or that commit."""

    def rewrite(source: str) -> str:
        # Its own modules from the private package; the agent not registered again.
        source = source.replace("warroom.rulesets.imperialism.greedy_", "_aoi_before.greedy_")
        return "\n".join(line for line in source.splitlines() if not line.startswith("register_agent("))

    return load_modules(BEFORE, _PACKAGE, _OLD_MODULES, "_aoi_before", rewrite)


@contextmanager
def _as_before(old: dict[str, types.ModuleType]) -> Iterator[None]:
    """The game's legal actions and research odds as they were at BEFORE, for the time of the block."""
    swap: dict[Callable[..., Any], Callable[..., Any]] = {
        purchase.legal_purchases: old["purchase"].legal_purchases,
        movement.legal_moves: old["movement"].legal_moves,
    }
    now = dict(game_module.PHASE_LEGAL)
    cached = research.chance
    game_module.PHASE_LEGAL.update({phase: tuple(swap.get(f, f) for f in fs) for phase, fs in now.items()})
    # Monkeypatched for the block: the odds as they were, uncached.
    for module in (research, old["greedy"]):
        setattr(module, "chance", cached.__wrapped__)  # noqa: B010
    try:
        yield
    finally:
        game_module.PHASE_LEGAL.update(now)
        for module in (research, old["greedy"]):
            setattr(module, "chance", cached)  # noqa: B010


def bench_level(level: str, games: int, turns: int, old: dict[str, types.ModuleType] | None) -> dict[str, Any]:
    """Positions with a choice, where ``before`` and ``now`` differ, and the seconds each player took."""
    decisions = differ = 0
    spent = {"before": 0.0, "full view": 0.0, "now": 0.0}
    for players in (2, 4):
        for seed in range(games):
            game = new_game(f"imperialism-{level}", players, {"turns": turns}, seed)
            seats = [make_agent("greedy-v1", game.ruleset_id, agent_seed(seed, p)) for p in range(players)]
            timed: dict[str, Agent] = {"full view": FullViewAgent(), "now": GreedyV1ImperialismAgent()}
            if old is not None:
                timed["before"] = old["greedy"].GreedyImperialismAgent()
            while not game.is_over():
                seat = game.current_player()
                assert seat is not None
                if len(game.legal_actions()) > 1:
                    chosen = {}
                    for name, agent in timed.items():
                        agent.rng.setstate(seats[seat].rng.getstate())
                        with _as_before(old) if name == "before" and old is not None else _nothing():
                            start = time.process_time()
                            chosen[name] = agent.choose(game, seat)
                            spent[name] += time.process_time() - start
                    decisions += 1
                    differ += chosen.get("before", chosen["now"]) != chosen["now"]
                    differ += chosen["full view"] != chosen["now"]
                game.apply(seats[seat].choose(game, seat))
    return {"decisions": decisions, "differ": differ, **spent}


@contextmanager
def _nothing() -> Iterator[None]:
    yield


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per level and player count (default 2)")
    parser.add_argument("--turns", type=int, default=10, help="turns a game (the option turns, default 10)")
    args = parser.parse_args(argv)
    old = _load_before()
    if old is None:
        print(f"(no git or no commit {BEFORE} here: 'before' is not timed)")
    print(
        f"{'level':9} {'positions':>9} {'differ':>6} {'before':>7} {'full':>7} {'now':>7} {'x before':>8} {'x full':>7}"
    )
    for level in LEVELS:
        r = bench_level(level, args.games, args.turns, old)
        n = r["decisions"]
        before = f"{r['before'] / n * 1e6:7.0f}" if old is not None else "      -"
        ratio = f"{r['before'] / r['now']:8.2f}" if old is not None else "       -"
        print(
            f"{level:9} {n:9} {r['differ']:6} {before} {r['full view'] / n * 1e6:7.0f} {r['now'] / n * 1e6:7.0f}"
            f" {ratio} {r['full view'] / r['now']:7.2f}"
        )
    print("µs a decision (CPU time); x before, x full: how many times faster 'now' is")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
