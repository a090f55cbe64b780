"""Combat systems, one module each: resolution with the game's dice, and exact odds.

=================================  ==========================================================
module                             system
=================================  ==========================================================
:mod:`~.war_dice`                  WAR dice (rulebook 001 and the WAR base game; classic Risk)
:mod:`~.war_cards`                 War Cards dice-card confrontations (rulebook 002)
:mod:`~.imperialism_basic`         War! Age of Imperialism army battles, Basic rules (000)
:mod:`~.imperialism_standard`      ... Standard rules: army modifiers, reserve, natives, Human Wave
:mod:`~.imperialism_advanced`      ... Advanced rules: alternating assaults, rifles, retreat
:mod:`~.ships`                     ... ship battles, Metallurgy 1 and 2
=================================  ==========================================================

Each module has ``resolve(dice, ...)`` to fight one battle with a roller (the game's dice) and
``odds(...)`` for the exact outcome distribution (an :class:`~.common.Odds`), read from the same rule
functions. :mod:`~.dice_battle` keeps the names the WAR ruleset imports.
"""

from warroom.battles.common import BattleError, EndState, Odds, RandomRoller
from warroom.battles.imperialism_advanced import odds as advanced_odds
from warroom.battles.imperialism_basic import odds as basic_odds
from warroom.battles.imperialism_standard import odds as standard_odds
from warroom.battles.ships import odds as ship_odds
from warroom.battles.war_cards import odds as cards_odds
from warroom.battles.war_dice import odds as war_odds

__all__ = [
    "BattleError",
    "EndState",
    "Odds",
    "RandomRoller",
    "advanced_odds",
    "basic_odds",
    "cards_odds",
    "ship_odds",
    "standard_odds",
    "war_odds",
]
