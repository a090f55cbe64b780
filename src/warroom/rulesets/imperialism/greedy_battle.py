"""The greedy player's answers to battle decisions (option battle_choices=each-roll, battle_choices.py)."""

from __future__ import annotations

from collections.abc import Sequence

from warroom.core.actions import Action
from warroom.rulesets.imperialism.actions import BattlePolicy


def battle_answer(legal: Sequence[Action]) -> Action:
    """Today's fixed policy for the rest of the battle, kept as the standing preference so that it is not
    asked again (battle_choices.legal_decisions lists the fixed policy first among the kept ones): its
    battles then roll the same dice, with the same choices, as with battle_choices=fixed."""
    return next((a for a in legal if isinstance(a, BattlePolicy) and a.keep), legal[0])
