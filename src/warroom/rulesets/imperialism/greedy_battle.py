"""The greedy player's answers to battle decisions (option battle_choices=each-roll, battle_choices.py)."""

from __future__ import annotations

from collections.abc import Sequence

from warroom.core.actions import Action
from warroom.rulesets.imperialism.actions import BattlePolicy


def battle_answer(legal: Sequence[Action]) -> Action:
    """Today's fixed policy for the rest of the battle (battle_choices.legal_decisions lists the fixed
    policy first): its battles then roll the same dice, with the same choices, as with
    battle_choices=fixed. Never kept as a standing preference: a computer standing in for a late person
    must not answer that person's later battles (Game.computer_actions)."""
    return next((a for a in legal if isinstance(a, BattlePolicy) and not a.keep), legal[0])
