"""Advanced Rules, "Destroying Buildings": not yet written (a colleague is on it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism.actions import Destroy

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame


def legal_destroy(g: ImperialismGame) -> list[Action]:
    return []


def check_destroy(g: ImperialismGame, action: Destroy) -> None:
    raise IllegalAction("destroying buildings is not available yet")


def execute_destroy(g: ImperialismGame, action: Destroy) -> None:
    raise AssertionError("unreachable")
