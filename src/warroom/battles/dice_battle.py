"""WAR-style dice battles: highest die against highest die, ties to the defence.

Rulebook 001 (War: Império Romano), "Battle": the attacker's dice and the defender's dice are sorted,
compared pair by pair from the highest, the higher die wins each pair and a tie goes to the defence;
only compared dice cost armies. Classic WAR plays the same battle.

The rules and the odds live in :mod:`warroom.battles.war_dice`; this module keeps the names the WAR
ruleset and its greedy player import.
"""

from __future__ import annotations

from warroom.battles.war_dice import compare, conquest_probability, roll_outcomes

__all__ = ["compare", "conquest_probability", "roll_outcomes"]
