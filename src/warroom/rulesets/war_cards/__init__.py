"""Grow's War Cards (ruleset id ``war-cards``, rulebook 002): WAR's world map without armies; holding a
territory means holding its territory card, and battles are fought with dice cards.

The rules as implemented, with every decision on an ambiguity and the reconstructed deck, special
cards and objective cards, are documented in docs/rules/war-cards.md.
"""

from __future__ import annotations

from warroom.core.options import OptionSpec
from warroom.core.registry import Ruleset, register
from warroom.core.text import register_catalogue
from warroom.rulesets.war import OPTIONS as WAR_OPTIONS
from warroom.rulesets.war import three_to_six_players
from warroom.rulesets.war_cards.actions import CODEC
from warroom.rulesets.war_cards.content import load_content
from warroom.rulesets.war_cards.game import WarCardsGame
from warroom.rulesets.war_cards.words import CATALOGUE

# Every word War Cards says, in English and Portuguese (words.py), known before any game is made.
register_catalogue("war-cards", CATALOGUE)

OPTIONS = (
    *(spec for spec in WAR_OPTIONS if spec.name == "two_players"),
    OptionSpec(
        "round_limit",
        int,
        None,
        "end the game after this many rounds, ranked by territory cards then cards in hand (for simulations)",
        minimum=1,
    ),
    *(spec for spec in WAR_OPTIONS if spec.name == "colours"),
    OptionSpec(
        "deck_file",
        str,
        "",
        "a War Cards deck file (dice cards and special cards; docs/rules/war-cards.md) instead of the packaged deck",
        # A path on the machine running the game: a server refuses it from clients (they give 'deck').
        names_file=True,
    ),
    OptionSpec(
        "deck",
        dict,
        None,
        "a War Cards deck given inline, as a JSON object in the format of a deck file (at most 256 KiB)",
    ),
)


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
        check_players=three_to_six_players("war-cards"),
        board=lambda: load_content().board,
    )
)

from warroom.rulesets.war_cards import greedy as _greedy  # noqa: E402,F401  (registers the greedy agent)
