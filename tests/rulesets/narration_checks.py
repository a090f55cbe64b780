"""Shared by the event-sentence tests of the families with a describer (test_*_narrate.py): a greedy game
to read events from, and what a plain sentence must be."""

from __future__ import annotations

from typing import Any

from warroom.agents.base import make_agent
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.registry import new_game

#: What a sentence must never show: raw dicts and lists, Python's None.
RAW = ("{", "}", "[", "]", "None")


def greedy_game(ruleset: str, players: int, options: dict[str, Any], seed: int, limit: int = 3000) -> Game:
    """A seeded game played by greedy players to its end (or ``limit`` actions)."""
    game = new_game(ruleset, players, options, seed)
    agents = [make_agent("greedy", ruleset, seed * 10 + p) for p in range(players)]
    for _ in range(limit):
        player = game.current_player()
        if player is None:
            break
        game.apply(agents[player].choose(game, player))
    return game


def assert_plain(text: str | None, event: Event) -> None:
    """``text`` is a sentence for ``event``: not empty, no raw data, starting with a capital or a number."""
    assert isinstance(text, str) and text, f"no sentence for {event}"
    assert not any(bad in text for bad in RAW), f"raw data in {text!r} for {event}"
    assert text[0].isupper() or text[0].isdigit(), text
