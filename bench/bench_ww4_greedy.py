"""Seconds per decision of World War IV's greedy players on the same positions (issue 28, "Faster playouts").

Plays seeded ``greedy-v1`` games at 3, 4 and 5 players and, at every decision with a choice, times three
players on that position: ``greedy-v1`` reading the full ``game.view`` (as every greedy player did before
issue 28), ``greedy-v1`` with its cheap view (greedy_seat.py), and the new ``greedy``. It counts the positions
where the two ``greedy-v1`` differ (there must be none: the same games, only faster).

Usage::

    .venv/bin/python bench/bench_ww4_greedy.py              # 6 games per player count
    .venv/bin/python bench/bench_ww4_greedy.py --games 2
"""

from __future__ import annotations

import argparse
import time

from warroom.agents.base import make_agent
from warroom.core.game import Game
from warroom.core.registry import new_game
from warroom.rulesets.ww4.content import load_content
from warroom.rulesets.ww4.greedy import GreedyV1WW4Agent
from warroom.rulesets.ww4.greedy_view import View
from warroom.sim.runner import agent_seed


class FullViewAgent(GreedyV1WW4Agent):
    """``greedy-v1`` reading the whole view, as before issue 28."""

    def _context(self, game: Game, player: int) -> View:
        ctx = View(game.view(player), load_content())
        # Its own settings (greedy-v1's ``match=0``), not the View's defaults.
        ctx.hunt, ctx.settings = self.hunt, self.settings
        return ctx


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="games per player count (default 6)")
    args = parser.parse_args(argv)
    spent = {"full view": 0.0, "greedy-v1": 0.0, "greedy": 0.0}
    decisions = differ = 0
    for players in (3, 4, 5):
        for seed in range(args.games):
            game = new_game("ww4", players, {}, seed)
            seats = [make_agent("greedy-v1", "ww4", agent_seed(seed, p)) for p in range(players)]
            timed = {"full view": FullViewAgent(), "greedy-v1": seats[0], "greedy": make_agent("greedy", "ww4", 0)}
            while not game.is_over():
                seat = game.current_player()
                assert seat is not None
                if len(game.legal_actions()) > 1:
                    chosen = {}
                    for name, agent in timed.items():
                        start = time.perf_counter()
                        chosen[name] = agent.choose(game, seat)
                        spent[name] += time.perf_counter() - start
                    decisions += 1
                    differ += chosen["full view"] != chosen["greedy-v1"]
                game.apply(seats[seat].choose(game, seat))
    base = spent["full view"]
    print(f"{decisions} positions with a choice; full view and cheap view differ at {differ}")
    for name, seconds in spent.items():
        print(f"{name:10} {seconds / decisions * 1e6:8.0f} us a decision  x{base / seconds:5.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
