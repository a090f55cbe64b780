"""Grow's WAR (ruleset id ``war``): the classic world map, secret objectives and card trades.

The rules are documented, with every decision on an ambiguity, in docs/rules/war.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from warroom.core.errors import OptionError
from warroom.core.options import OptionSpec
from warroom.core.registry import Ruleset, register
from warroom.core.text import Msg
from warroom.rulesets.war import corrections
from warroom.rulesets.war.actions import CODEC
from warroom.rulesets.war.content import load_content
from warroom.rulesets.war.game import WarGame

OPTIONS = (
    OptionSpec("two_players", bool, False, "allow a game of 2 players (the rulebook's games are 3 to 6)"),
    OptionSpec(
        "round_limit",
        int,
        None,
        "end the game after this many rounds, ranked by territories then armies (for simulations)",
        minimum=1,
    ),
    OptionSpec("colours", str, "", "comma-separated seat colours in seat order (default: blue, yellow, ...)"),
    corrections.OBJECTIVES_EDITION,
    corrections.TRADE_BONUS,
)


def three_to_six_players(ruleset_id: str) -> Callable[[int, dict[str, Any]], None]:
    """The WAR family's player count: 3 to 6, or 2 with the option ``two_players``."""

    def check(players: int, options: dict[str, Any]) -> None:
        low = 2 if options["two_players"] else 3
        if not low <= players <= 6:
            words = "core.error.players" if options["two_players"] else "core.error.players_two"
            raise OptionError(Msg(words, game=ruleset_id, low=3, high=6, players=players))

    return check


RULESET = register(
    Ruleset(
        id="war",
        title="WAR (Grow): the classic world map",
        rulebook="001_cab9a97622ce6a68.txt restates its rules; board and cards from reference data",
        min_players=3,
        max_players=6,
        options=OPTIONS,
        factory=WarGame,
        codec=CODEC,
        check_players=three_to_six_players("war"),
        board=lambda: load_content("war").board,
        legacy=corrections.LEGACY["war"],
    )
)

from warroom.rulesets.war import greedy as _greedy  # noqa: E402,F401  (registers the greedy agent)
