"""Reinforcement learning: a PettingZoo AEC environment over any ruleset (extra ``warroom[rl]``).

See docs/rl.md. Importing this package needs numpy, gymnasium and pettingzoo.
"""

from __future__ import annotations

from warroom.rl.encoders import ActionEncoder, GenericEncoder, WarCardsEncoder, WarEncoder, encoder_for
from warroom.rl.env import WarroomAECEnv, env
from warroom.rl.observe import Observer, observer_for

__all__ = [
    "ActionEncoder",
    "GenericEncoder",
    "Observer",
    "WarCardsEncoder",
    "WarEncoder",
    "WarroomAECEnv",
    "encoder_for",
    "env",
    "observer_for",
]
