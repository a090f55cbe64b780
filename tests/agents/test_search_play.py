"""The search player over whole short games: always legal, reproducible, stronger than random."""

from __future__ import annotations

import pytest

from warroom.agents.base import Agent, make_agent
from warroom.core.actions import Action
from warroom.core.registry import new_game


def _play(ruleset: str, specs: list[str], seed: int, rounds: int) -> tuple[list[Action], tuple[int, ...]]:
    game = new_game(ruleset, len(specs), {"round_limit": rounds}, seed)
    agents: list[Agent] = [make_agent(s, ruleset, seed * 10 + p) for p, s in enumerate(specs)]
    chosen = []
    while not game.is_over():
        p = game.current_player()
        assert p is not None
        legal = game.legal_actions()
        action = agents[p].choose(game, p)
        assert action in list(legal)
        chosen.append(action)
        game.apply(action)
    result = game.result()
    assert result is not None
    return chosen, result.winners


@pytest.mark.parametrize("ruleset", ["war", "war-imperio-romano", "war-cards"])
def test_legal_over_a_short_game(ruleset: str) -> None:
    _play(ruleset, ["mcts:iters=6,rollout=8", "greedy", "easy"], seed=2, rounds=3)


def test_same_seed_same_choices() -> None:
    a, _ = _play("war", ["mcts:iters=8,rollout=10", "greedy", "greedy"], seed=4, rounds=3)
    b, _ = _play("war", ["mcts:iters=8,rollout=10", "greedy", "greedy"], seed=4, rounds=3)
    assert a == b


def test_beats_random() -> None:
    wins = 0
    for seed in range(3):
        _, winners = _play("war", ["mcts:iters=10,rollout=10", "random", "random"], seed=seed, rounds=6)
        wins += 0 in winners
    assert wins >= 2
