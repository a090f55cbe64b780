"""War! Age of Imperialism (rulebook 000, with the Portuguese 003): rulesets ``imperialism-basic`` and
``imperialism-standard`` on one implementation; the rule levels differ in data (content.py) and in the
battle system they call.

The rules, with every decision on an ambiguity, are documented in docs/rules/imperialism.md.
"""

from __future__ import annotations

from warroom.core.options import OptionSpec
from warroom.core.registry import Ruleset, register
from warroom.core.text import register_catalogue
from warroom.rulesets.imperialism import corrections, words_battle  # noqa: F401  (registers the battle words)
from warroom.rulesets.imperialism.actions import CODEC
from warroom.rulesets.imperialism.content import load_content
from warroom.rulesets.imperialism.game import ImperialismGame, options_check
from warroom.rulesets.imperialism.words import CATALOGUE as WORDS

# Every word the family says, in English and Portuguese (words.py): keys ``aoi.*``.
register_catalogue("aoi", WORDS)

OPTIONS = (
    OptionSpec(
        "end",
        str,
        "turns",
        "how the game ends: after a number of turns, when one empire is left, or at an agreed time",
        choices=("turns", "last-standing", "time"),
    ),
    OptionSpec("turns", int, 10, "the number of turns when end=turns (short 5, medium 10, long 15)", minimum=1),
    OptionSpec(
        "two_empires", bool, False, "2 players only: each plays two empires of 6 regions (else 10 regions each)"
    ),
    OptionSpec(
        "turn_order",
        str,
        "fixed",
        "fixed (the rulebook), random (dice choose the first player each turn) or rotating",
        choices=("fixed", "random", "rotating"),
    ),
    OptionSpec(
        "purchase",
        str,
        "in-turn",
        "in-turn (the rulebook: each player buys in order) or plan-and-reveal (all buy unseen, then reveal)",
        choices=("in-turn", "plan-and-reveal"),
    ),
    OptionSpec("save_pp", bool, False, "unspent production points carry over (the Portuguese rules' option)"),
    OptionSpec(
        "opening_placement",
        str,
        "free",
        "free (the rulebook's setup: armies and parties in any own region, ships beside any) or usual",
        choices=("free", "usual"),
    ),
    OptionSpec(
        "human_wave",
        str,
        "match",
        "Standard rules: the computer-played natives' Human Wave: match (sacrifice to draw level) or none",
        choices=("match", "none"),
    ),
    OptionSpec("colours", str, "", "comma-separated empire colours in seat order (default: red, blue, green, ...)"),
    OptionSpec(
        "scenario",
        str,
        "none",
        "none (draft the regions) or 1886 (000, 'Historical Scenario 1886': the empires of the time)",
        choices=("none", "1886"),
    ),
    OptionSpec(
        "scenario_sides",
        str,
        "large",
        "1886 scenario with 2 players: large (Britain, Germany, Japan vs. France, Russia, Europe) or small"
        " (Britain vs. France)",
        choices=("large", "small"),
    ),
    *corrections.OPTIONS,
)

#: Each Advanced rule is an option, on by default (000, Advanced Rules: "use or ignore any of the advanced
#: rules"); off, the Standard rule stands (content.Content.level_for).
ADVANCED_OPTIONS = tuple(OptionSpec(rule.option, bool, True, rule.help) for rule in load_content().advanced_rules)


class BasicGame(ImperialismGame):
    """A game of ruleset ``imperialism-basic``: the Basic rules."""

    ruleset_id = "imperialism-basic"
    level_id = "basic"


class StandardGame(ImperialismGame):
    """A game of ruleset ``imperialism-standard``: the Standard rules."""

    ruleset_id = "imperialism-standard"
    level_id = "standard"


class AdvancedGame(ImperialismGame):
    """A game of ruleset ``imperialism-advanced``: the Advanced rules, each one an option."""

    ruleset_id = "imperialism-advanced"
    level_id = "advanced"


for _game, _title, _options in (
    (BasicGame, "War! Age of Imperialism, Basic rules", OPTIONS),
    (StandardGame, "War! Age of Imperialism, Standard rules", OPTIONS),
    (
        AdvancedGame,
        "War! Age of Imperialism, Advanced rules",
        OPTIONS + ADVANCED_OPTIONS + corrections.ADVANCED_OPTIONS,
    ),
):
    register(
        Ruleset(
            id=_game.ruleset_id,
            title=_title,
            rulebook="000_3e12fc68eb0f2502.txt (and 003 in Portuguese); board reconstructed",
            min_players=2,
            max_players=6,
            options=_options,
            factory=_game,
            codec=CODEC,
            check_players=options_check,
            board=lambda: load_content().board,
            round_option="turns",
            legacy=corrections.LEGACY[_game.ruleset_id],
        )
    )

from warroom.rulesets.imperialism import greedy as _greedy  # noqa: E402,F401  (registers the greedy agent)
