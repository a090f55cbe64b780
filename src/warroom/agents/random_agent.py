"""The uniform-random player: every legal action equally likely. Plays every ruleset."""

from __future__ import annotations

from warroom.agents.base import Agent, register_agent
from warroom.core.actions import Action
from warroom.core.game import Game


class RandomAgent(Agent):
    """The uniform-random player (``random``): every action a computer may take equally likely."""

    name = "random"

    def choose(self, game: Game, player: int) -> Action:
        # computer_actions: a computer never takes what only a person should (Game.computer_actions).
        return self.rng.choice(game.computer_actions())


register_agent("random", RandomAgent)
