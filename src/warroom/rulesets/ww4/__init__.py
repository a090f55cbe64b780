"""World War IV: One World, One King (rulebook 004): ruleset ``ww4``, 3 to 5 players.

The rules, with every decision on an ambiguity, are documented in docs/rules/ww4.md.
"""

from __future__ import annotations

from typing import Any

from warroom.core.errors import OptionError
from warroom.core.options import OptionSpec
from warroom.core.registry import Ruleset, register
from warroom.core.text import Msg, register_catalogue
from warroom.rulesets.ww4 import corrections, tuning
from warroom.rulesets.ww4.actions import CODEC
from warroom.rulesets.ww4.content import load_content
from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.words import CATALOGUE

# Every word of the ruleset, in English and Portuguese (words*.py), for the front ends to render.
register_catalogue("ww4", CATALOGUE)

OPTIONS = (
    OptionSpec(
        "nations",
        str,
        "",
        "comma-separated colours played, in seat order (default: red, yellow, green, then blue, purple: "
        "Table 2's Balance of Powers)",
    ),
    OptionSpec(
        "alternate_setup",
        bool,
        False,
        "Optional Rules, Alternate Set-Up: grey units beside a nation's starting spaces start in its colour",
    ),
    OptionSpec("free_build", bool, False, "Optional Rules, Free Build: each player deploys C20 of units before turn 1"),
    OptionSpec(
        "round_limit",
        int,
        None,
        "end the game after this many rounds, ranked by cities, spaces controlled, then money (for simulations)",
        minimum=1,
    ),
    *corrections.OPTIONS,
    tuning.OPTION,
)


def _check_players(players: int, options: dict[str, Any]) -> None:
    if not 3 <= players <= 5:
        raise OptionError(Msg("core.error.players", game="World War IV", low=3, high=5, players=players))


RULESET = register(
    Ruleset(
        id="ww4",
        title="World War IV: One World, One King",
        rulebook="004_d0c393e647b4b801.txt; map, Table 1's and Table 3's missing rows and 39 cards reconstructed",
        min_players=3,
        max_players=5,
        options=OPTIONS,
        factory=WW4Game,
        codec=CODEC,
        check_players=_check_players,
        board=lambda: load_content().board,
        legacy=corrections.LEGACY,
    )
)

from warroom.rulesets.ww4 import greedy as _greedy  # noqa: E402,F401  (registers the greedy agent)
