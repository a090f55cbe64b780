"""The search player over whole short games: always legal, reproducible, stronger than random."""

from __future__ import annotations

import random

import pytest
from agent_games import play_specs

from warroom.agents.base import make_agent
from warroom.agents.search import Node, SearchAgent
from warroom.core.actions import Action
from warroom.core.registry import new_game


@pytest.mark.parametrize("ruleset", ["war", "war-imperio-romano", "war-cards"])
def test_legal_over_a_short_game(ruleset: str) -> None:
    play_specs(ruleset, ["mcts:iters=6,rollout=8", "greedy", "easy"], seed=2, rounds=3)


def test_same_seed_same_choices() -> None:
    a, _ = play_specs("war", ["mcts:iters=8,rollout=10", "greedy", "greedy"], seed=4, rounds=3)
    b, _ = play_specs("war", ["mcts:iters=8,rollout=10", "greedy", "greedy"], seed=4, rounds=3)
    assert a == b


def test_beats_random() -> None:
    # Two thirds of the games, over six seeds: rules version 2's objective deal changed these games, and
    # three seeds were too few to tell (seeds 0 and 1 now go to a random seat).
    wins = 0
    for seed in range(6):
        _, winners = play_specs("war", ["mcts:iters=10,rollout=10", "random", "random"], seed=seed, rounds=6)
        wins += 0 in winners
    assert wins >= 4


def _root(stats: dict[Action, tuple[int, list[float]]]) -> Node:
    """A search root whose children have the given visits and rollout values."""
    root = Node()
    for action, (visits, values) in stats.items():
        child = root.children[action] = Node()
        for i in range(visits):
            v = values[i % len(values)]
            child.visits += 1
            child.value += v
            child.square += v * v
    return root


def test_the_search_keeps_the_heuristics_move_without_evidence_against_it() -> None:
    """The most visited child replaces the heuristic's choice only when measurably better (z standard errors)."""
    game = new_game("war", 3, {"round_limit": 5}, 3)
    p = game.current_player()
    assert p is not None
    legal = game.legal_actions()
    heuristic = make_agent("greedy", "war", 0).choose(game, p)
    other = next(a for a in legal if a != heuristic)
    agent = SearchAgent(1, iters=1, z=1.0)
    rng = random.Random(0)
    # More visits, a slightly higher mean, a wide spread: not evidence.
    close = _root({other: (40, [0.2, 0.9]), heuristic: (30, [0.2, 0.85])})
    assert agent._decide(game, p, legal, close, rng) == heuristic
    # Clearly better over many visits: the search's choice.
    clear = _root({other: (40, [0.8, 0.9]), heuristic: (30, [0.2, 0.3])})
    assert agent._decide(game, p, legal, clear, rng) == other
    # z = 0: the most visited child, as plain ISMCTS.
    assert SearchAgent(1, iters=1, z=0.0)._decide(game, p, legal, close, rng) == other
