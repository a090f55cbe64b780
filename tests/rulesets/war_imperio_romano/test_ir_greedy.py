"""The greedy computer player on War: Império Romano: WAR's greedy agent reads the content (regions,
bonuses, objectives) from the game, so it plays the Roman board as it plays the world map."""

from __future__ import annotations

from warroom.agents import make_agent
from warroom.agents.random_agent import RandomAgent
from warroom.core.registry import new_game
from warroom.rulesets.war.greedy import GreedyWarAgent


def test_ir_greedy_beats_random_players():
    """Playing sensibly: one greedy seat against random seats wins nearly every game, by its objective."""
    wins = 0
    for seed in range(6):
        players = 3 + seed % 2
        game = new_game("war-imperio-romano", players, {"round_limit": 40}, seed)
        greedy = seed % players
        agents = [GreedyWarAgent(seed) if p == greedy else RandomAgent(seed + p) for p in range(players)]
        while not game.is_over():
            p = game.current_player()
            assert p is not None
            game.apply(agents[p].choose(game, p))
        result = game.result()
        assert result is not None
        wins += greedy in result.winners
    assert wins >= 5


def test_ir_greedy_is_the_default_computer_player():
    """`warroom play` and `warroom sim` use "greedy" where the agent says it plays the ruleset."""
    agent = make_agent("greedy", "war-imperio-romano", 1)
    assert isinstance(agent, GreedyWarAgent)
