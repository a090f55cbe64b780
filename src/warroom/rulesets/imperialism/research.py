"""Advanced Rules, "Researching New Technologies": not yet written (a colleague is on it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism.actions import Research

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame


def legal_research(g: ImperialismGame) -> list[Action]:
    return []


def check_research(g: ImperialismGame, action: Research) -> None:
    raise IllegalAction("research is not available yet")


def execute_research(g: ImperialismGame, action: Research) -> None:
    raise AssertionError("unreachable")
