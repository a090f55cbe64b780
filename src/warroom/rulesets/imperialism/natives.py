"""Advanced Rules, "'Westernizing' the Natives and Native Rebellion": not yet written (a colleague is on it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism.actions import Incite, Westernize

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame


def legal_natives(g: ImperialismGame) -> list[Action]:
    return []


def check_westernize(g: ImperialismGame, action: Westernize) -> None:
    raise IllegalAction("westernizing is not available yet")


def execute_westernize(g: ImperialismGame, action: Westernize) -> None:
    raise AssertionError("unreachable")


def check_incite(g: ImperialismGame, action: Incite) -> None:
    raise IllegalAction("inciting is not available yet")


def execute_incite(g: ImperialismGame, action: Incite) -> None:
    raise AssertionError("unreachable")
