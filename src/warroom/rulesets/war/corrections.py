"""The rules audit's corrections to WAR and War: Império Romano, each an option (docs/rules/war.md).

Every option's default is the rulebook's literal reading; the other choice is the behaviour of warroom
0.1.0 (rules version 1), which the rulesets' ``legacy`` tables pin for the games and saves made under it,
so they replay exactly as they were played (``Ruleset.legacy_options``).

- ``objectives_edition`` (WAR): the objective cards of colours nobody plays. ``original`` (the default):
  001, "Objective Cards", Note for 3-player games, "the objective that relates to the legion colour that
  is not being played must be removed from the draw", as the original WAR manual does; ``later``: later
  WAR editions keep them and read them as "conquer 24 territories" (``objective_destroy_fallback``).
  War: Império Romano always removes them (001 is its rulebook; no option).
- ``trade_bonus`` (WAR and Império Romano): 001, "Card Trading": "If among the cards used in the trade
  there is one that represents a province owned by the player, he gains 2 extra legions, which must be
  placed, necessarily, in that province." ``per-trade`` (the default: the text is singular): one +2 per
  trade, on the first card of the trade, in the order the trader gives them, that shows an own
  territory (the legal actions offer each such card first once, so the trader chooses); ``per-card``:
  +2 on every traded card's own territory (warroom 0.1.0's decision 2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.core.options import OptionSpec

if TYPE_CHECKING:
    from warroom.rulesets.war.game import WarGame

OBJECTIVES_EDITION = OptionSpec(
    "objectives_edition",
    str,
    "original",
    "the destroy cards of colours nobody plays: original (001 and the original WAR manual: removed from the "
    "draw) or later (later WAR editions: kept, read as conquer 24 territories)",
    choices=("original", "later"),
)
TRADE_BONUS = OptionSpec(
    "trade_bonus",
    str,
    "per-trade",
    "the +2 armies of a trade: per-trade (001: once, on one traded card's own territory, the trader's "
    "choice) or per-card (on every traded card's own territory)",
    choices=("per-trade", "per-card"),
)

#: The option values of warroom 0.1.0 (rules version 1), per ruleset.
LEGACY: dict[str, dict[int, dict[str, Any]]] = {
    "war": {1: {"objectives_edition": "later", "trade_bonus": "per-card"}},
    "war-imperio-romano": {1: {"trade_bonus": "per-card"}},
}


def remove_absent_colours(g: WarGame) -> bool:
    """The destroy cards of colours nobody plays are taken out of the deal (option objectives_edition)."""
    return bool(g.options.get("objectives_edition", "later") == "original")


def one_bonus_per_trade(g: WarGame) -> bool:
    """A trade brings its +2 armies once, not per card (option trade_bonus)."""
    return bool(g.options.get("trade_bonus", "per-card") == "per-trade")
