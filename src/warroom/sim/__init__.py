"""The laboratory: play many games between computer players, reproducibly, and summarise them.

``play_game`` plays one game, ``run_batch`` plays many (optionally over a process pool) and
``summarize`` turns the records into win rates and game-length statistics.
"""

from warroom.sim.batch import game_seed, run_batch
from warroom.sim.runner import GameRecord, agent_seed, derive_seed, play_game, seat_agents
from warroom.sim.summary import summarize

__all__ = [
    "GameRecord",
    "agent_seed",
    "derive_seed",
    "game_seed",
    "play_game",
    "run_batch",
    "seat_agents",
    "summarize",
]
