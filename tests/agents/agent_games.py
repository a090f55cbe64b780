"""Whole short games between agent specs, for the tests of the search players."""

from __future__ import annotations

from warroom.agents.base import Agent, make_agent
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.core.registry import new_game


def play_specs(ruleset: str, specs: list[str], seed: int, rounds: int) -> tuple[list[Action], tuple[int, ...]]:
    """Play a game of ``rounds`` rounds, seat p by ``specs[p]``; every action chosen (each checked legal
    when chosen) and the winners."""
    game = new_game(ruleset, len(specs), {"round_limit": rounds}, seed)
    agents: list[Agent] = [make_agent(s, ruleset, seed * 10 + p) for p, s in enumerate(specs)]
    chosen = []
    while not game.is_over():
        p = game.current_player()
        assert p is not None
        action = agents[p].choose(game, p)
        assert action in list(game.legal_actions())
        chosen.append(action)
        game.apply(action)
    result = game.result()
    assert result is not None
    return chosen, result.winners


def greedy_midgame(seed: int, actions: int, ruleset: str = "war", players: int = 4) -> Game:
    """A game ``actions`` actions in, every seat played by the greedy player (seat p seeded p)."""
    game = new_game(ruleset, players, {}, seed)
    agents = [make_agent("greedy", ruleset, p) for p in range(players)]
    for _ in range(actions):
        p = game.current_player()
        assert p is not None
        game.apply(agents[p].choose(game, p))
    return game
