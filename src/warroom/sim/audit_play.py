"""What the game audits (``ww4_audit``, ``aoi_audit``) share: the seating of each game, playing one seeded
game with agent specs, shares with their 95% intervals, and the command line's common arguments.

Games are seeded as in ``warroom sim`` (game ``i`` of batch seed ``S`` has seed ``game_seed(S, i)``, seats
``agent_seed``); with ``rotate`` the agent list turns one seat per game, as in ``warroom tournament``.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Any, Self

from warroom.agents.base import make_agent, split_specs
from warroom.battles.common import wilson95
from warroom.core.actions import Action
from warroom.core.errors import WarroomError
from warroom.core.game import Game
from warroom.sim.batch import game_seed
from warroom.sim.runner import agent_seed


class Figures:
    """A dataclass of counts (numbers and Counters) that adds another of its kind to itself: an audit's
    figures of one side, summed over games."""

    def add(self, other: Self) -> None:
        """Add ``other``'s figures to these."""
        for f in fields(self):  # type: ignore[arg-type]
            mine = getattr(self, f.name)
            if isinstance(mine, Counter):
                mine.update(getattr(other, f.name))
            else:
                setattr(self, f.name, mine + getattr(other, f.name))


def seatings(players: int, games: int, specs: Sequence[str], rotate: bool) -> list[list[str]]:
    """The agent spec of each seat of each game: ``specs`` cycled over the seats, turned one seat a game if
    ``rotate``."""
    base = [specs[s % len(specs)] for s in range(players)]
    turns = [i % players if rotate else 0 for i in range(games)]
    return [[base[(s + turn) % players] for s in range(players)] for turn in turns]


def seeded_seatings(
    players: int, games: int, specs: Sequence[str], seed: int, rotate: bool
) -> list[tuple[int, list[str]]]:
    """Each game's seed, seeded as in ``warroom sim`` (game ``i`` of batch seed ``seed``: ``game_seed(seed, i)``),
    and its seats' agent specs (:func:`seatings`)."""
    return [(game_seed(seed, i), seats) for i, seats in enumerate(seatings(players, games, specs, rotate))]


def play(
    game: Game, ruleset: str, specs: Sequence[str], seed: int, watch: Callable[[int, Action], None] | None = None
) -> None:
    """Play ``game`` (seed ``seed``) to its end, seat ``s`` by agent ``specs[s]``; ``watch(seat, action)`` is
    called before each action is applied (what it reads of the game is as it was before the action)."""
    agents = [make_agent(spec, ruleset, agent_seed(seed, seat)) for seat, spec in enumerate(specs)]
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        action = agents[seat].choose(game, seat)
        if watch is not None:
            watch(seat, action)
        game.apply(action)


def share(hits: int, total: int) -> dict[str, Any]:
    """``hits`` of ``total`` as a count, a rate and its Wilson 95% interval."""
    low, high = wilson95(hits, total)
    return {"count": hits, "rate": hits / total if total else 0.0, "ci95": [round(low, 3), round(high, 3)]}


def audit_parser(description: str, players: int, games: int) -> argparse.ArgumentParser:
    """The arguments every audit takes (``--players``, ``--games``, ``--agents``, ``--seed``, ``--rotate``,
    ``--json``), with these defaults."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--players", type=int, default=players)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--agents", default="greedy", help="agent specs cycled over the seats")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rotate", action="store_true", help="turn the agent list one seat a game")
    parser.add_argument("--json", action="store_true")
    return parser


def checked_specs(parser: argparse.ArgumentParser, agents: str, players: int, ruleset: str) -> list[str]:
    """The agent specs of ``--agents``, each built once to refuse a bad one (a usage error naming it, not a
    traceback), and at most one a seat."""
    specs = split_specs(agents)
    if not specs:
        parser.error("--agents needs at least one agent spec")
    if len(specs) > players:
        parser.error(f"--agents lists {len(specs)} specs for {players} seats")
    for spec in specs:
        try:
            make_agent(spec, ruleset, 0)
        except WarroomError as exc:
            parser.error(f"--agents: {exc}")
    return specs


def print_reasons(reasons: dict[str, dict[str, Any]]) -> None:
    """One line per end reason: count, share and its interval."""
    for reason, r in reasons.items():
        low, high = r["ci95"]
        print(f"  {reason:12} {r['count']:4} {100 * r['rate']:5.1f}% ({100 * low:.1f}-{100 * high:.1f})")
