"""War: Império Romano (ruleset id ``war-imperio-romano``): WAR on the Roman Empire of AD 140.

Rulebook 001 states only how it differs from WAR; so does this package. The rules code is WAR's
(``warroom.rulesets.war``); the board, colours, figures and objectives are data. What differs, and
how the board and tables were reconstructed, is in docs/rules/war-imperio-romano.md.
"""

from __future__ import annotations

from warroom.core.options import OptionSpec
from warroom.core.registry import Ruleset, register
from warroom.rulesets.war import OPTIONS as WAR_OPTIONS
from warroom.rulesets.war import corrections
from warroom.rulesets.war.actions import CODEC
from warroom.rulesets.war.content import load_content
from warroom.rulesets.war_imperio_romano.game import ImperioRomanoGame
from warroom.rulesets.war_imperio_romano.legions import legion_pieces, legion_text

RULESET_ID = "war-imperio-romano"

#: WAR's options but two_players (001 is for 3 or 4), with the Império's colours.
OPTIONS = (
    *(spec for spec in WAR_OPTIONS if spec.name == "round_limit"),
    OptionSpec("colours", str, "", "comma-separated seat colours in seat order (default: red, beige, black, green)"),
    corrections.TRADE_BONUS,
)

RULESET = register(
    Ruleset(
        id=RULESET_ID,
        title="War: Império Romano (Grow): the Roman Empire in AD 140",
        rulebook="001_cab9a97622ce6a68.txt; board, Table I, Table II and objectives reconstructed",
        min_players=3,
        max_players=4,
        options=OPTIONS,
        factory=ImperioRomanoGame,
        codec=CODEC,
        board=lambda: load_content(RULESET_ID).board,
        legacy=corrections.LEGACY[RULESET_ID],
    )
)

__all__ = ["OPTIONS", "RULESET", "RULESET_ID", "ImperioRomanoGame", "legion_pieces", "legion_text"]
