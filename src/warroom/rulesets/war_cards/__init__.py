"""Grow's War Cards (ruleset id ``war-cards``, rulebook 002): WAR's world map without armies; holding a
territory means holding its territory card, and battles are fought with dice cards.

The rules as implemented, with every decision on an ambiguity and the reconstructed deck, special
cards and objective cards, are documented in docs/rules/war-cards.md.
"""

from __future__ import annotations

from typing import Any

from warroom.core.errors import OptionError
from warroom.core.options import OptionSpec
from warroom.core.registry import Ruleset, register
from warroom.rulesets.war_cards.actions import CODEC
from warroom.rulesets.war_cards.content import load_content
from warroom.rulesets.war_cards.game import WarCardsGame

OPTIONS = (
    OptionSpec("two_players", bool, False, "allow a game of 2 players (the game is made for 3 to 6)"),
    OptionSpec(
        "round_limit",
        int,
        None,
        "end the game after this many rounds, ranked by territory cards then cards in hand (for simulations)",
        minimum=1,
    ),
    OptionSpec("colours", str, "", "comma-separated seat colours in seat order (default: blue, yellow, ...)"),
    OptionSpec(
        "deck_file",
        str,
        "",
        "a War Cards deck file (dice cards and special cards; docs/rules/war-cards.md) instead of the packaged deck",
    ),
)


def _check_players(players: int, options: dict[str, Any]) -> None:
    low = 2 if options["two_players"] else 3
    if not low <= players <= 6:
        extra = "" if options["two_players"] else " (2 with the option two_players)"
        raise OptionError(f"war-cards plays with 3 to 6 players{extra}, not {players}")


RULESET = register(
    Ruleset(
        id="war-cards",
        title="War Cards (Grow): territory cards, dice cards and special cards",
        rulebook="002_268386defc97dc35.txt; deck, special cards and objective cards reconstructed",
        min_players=3,
        max_players=6,
        options=OPTIONS,
        factory=WarCardsGame,
        codec=CODEC,
        check_players=_check_players,
        board=lambda: load_content().board,
    )
)

from warroom.rulesets.war_cards import greedy as _greedy  # noqa: E402,F401  (registers the greedy agent)
