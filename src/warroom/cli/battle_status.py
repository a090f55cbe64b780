"""The battle waiting for a decision in the compact screen's status (War! Age of Imperialism's battles
decided roll by roll: the view's ``battle_now``, rulesets/imperialism/battle_view.py): who attacks where
with what, the defender's pieces, the attacker's piece this roll and the last roll, in the table's
language. Nothing but what the seat's own view shows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warroom.core.game import Game
from warroom.rulesets.imperialism.battle_view import battle_messages


def battle_lines(game: Game, view: Mapping[str, Any], lang: str) -> list[str]:
    """The battle in progress in a few lines, or none where the view has no battle waiting."""
    b = view.get("battle_now")
    if not isinstance(b, Mapping):
        return []
    return [game.say(m, lang) for m in battle_messages(b)]
