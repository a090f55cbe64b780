"""The rules audit's corrections to War! Age of Imperialism, each an option (docs/rules/imperialism.md).

Every option's default is the rulebook's literal reading; the other choice is the behaviour of warroom
0.1.0 (rules version 1), which :data:`LEGACY` pins for the games and saves made under it, so they replay
exactly as they were played (``Ruleset.legacy_options``).

- ``forts``: 000, Basic and Standard "Fort" (and the Advanced tables): "A fort may be built in any
  region, (including native-owned regions)". ``own-or-native`` (the default) lets a fort go in an own
  region or in a region no empire owns; ``own`` keeps the placement rules' "owned by the player building
  it" alone (warroom 0.1.0's decision 10).
- ``railroads``: 000, "Railroad": "railroads allow moving pieces to move through the region that contains
  a railroad without using a movement point". ``chain`` (the default): every step out of an own railroad
  region is free, so a chain of railroad regions is crossed for nothing, each railroad once per piece and
  movement round (a piece never loops on the same rails); ``one-step``: one free step per piece per round.
- ``scenario_score`` (1886): how a seat holding several nations scores. ``sum`` (the default): the sum of
  its nations, because the scenario sets blocs of allies against each other ("Britain, Germany, Japan vs.
  France, Russia, Europe") and its nations are unequal by history, so the two-empire rule (made for equal
  empires of 6 regions) would throw away a seat's largest nation; ``largest``: its largest nation;
  ``two-empires``: the two-empire rule (Basic the largest, Standard and Advanced the second largest).
- Advanced ``revolt_army``: "'Westernizing' the Natives and Native Rebellion": "When a region revolts,
  native armies are placed there equal to the native rating on the marker". ``rating`` (the default):
  infantry equal to the rating; ``marker``: the marker's whole army ("NATIVE ARMIES": cavalry for "+",
  artillery for "++").
- Advanced ``develop_discount``: "Resource Marker": developing is "paid for like a building: the cost of
  this is 30 PP's". False (the default): 30 PP, as printed (a resource "does not count as a building",
  and the engineer's discount is for "placing a newly purchased building"); true: an own engineer in the
  region takes the building discount (10 PP) off, reading "like a building" as the whole price rule.

Rules version 4 (the players' own decisions in battle), pinned for versions 1 to 3:

- ``battle_choices``: 000, Basic "Army Battles": "Both players choose one piece from their army in the
  region to fight (attacker chooses first)", each roll. ``each-roll`` (the default): the seat whose choice
  it is decides, roll by roll (the defender's seat too, outside its turn), or answers with a policy for
  the rest of the battle, possibly kept as a standing preference (battle_choices.py); ``fixed`` (rules
  versions 1-3): the attacker's ``Fight`` fixes its tactic for the whole battle and the defender plays
  the fixed policies listed in combat.py. Every level asks: the Basic piece, the Standard reserve and
  victim, the Advanced match and retreat (and the owner's side of an Advanced revolt), each player's
  own ships hit in a sea battle; a question with one possible answer is not asked (it applies itself).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.battles.imperialism import Army, native_army
from warroom.core.options import OptionSpec
from warroom.rulesets.imperialism.exploration import marker_value

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: Options of every rule level.
OPTIONS = (
    OptionSpec(
        "forts",
        str,
        "own-or-native",
        "where a fort may be built: own-or-native (000, 'Fort': 'any region, (including native-owned "
        "regions)') or own (the buyer's regions only)",
        choices=("own-or-native", "own"),
    ),
    OptionSpec(
        "railroads",
        str,
        "chain",
        "chain (000, 'Railroad': every step out of an own railroad region is free, each railroad once per "
        "piece and round) or one-step (one free step per piece per movement round)",
        choices=("chain", "one-step"),
    ),
    OptionSpec(
        "scenario_score",
        str,
        "sum",
        "1886, a player with several nations scores their sum (the blocs are allies), the largest, or "
        "two-empires (the two-empire rule: Basic the largest, else the second largest)",
        choices=("sum", "largest", "two-empires"),
    ),
    OptionSpec(
        "battle_choices",
        str,
        "each-roll",
        "who decides in battle: each-roll (000: each player makes his own battle choices, roll by roll, the "
        "attacker first: the piece sent, the reserve and the piece eliminated, the match and the retreat, "
        "his ships hit; or answers with a policy for the rest) or fixed (the attacker's tactic for the whole "
        "battle, the defender a fixed policy)",
        choices=("each-roll", "fixed"),
    ),
)

#: Options of the Advanced rules only.
ADVANCED_OPTIONS = (
    OptionSpec(
        "revolt_army",
        str,
        "rating",
        "a revolt's natives: rating (000, Advanced: 'native armies ... equal to the native rating': that many "
        "infantry) or marker (the marker's whole army, with cavalry and artillery for its + signs)",
        choices=("rating", "marker"),
    ),
    OptionSpec(
        "develop_discount",
        bool,
        False,
        "an own engineer in the region takes 10 PP off developing a resource (as off a building)",
    ),
)

#: The decisions rules version 4 gave the players, as rules versions 1 to 3 made them.
_BEFORE_4: dict[str, Any] = {"battle_choices": "fixed"}

#: The option values of warroom 0.1.0 (rules version 1) and of rules versions 2 and 3, per ruleset.
LEGACY: dict[str, dict[int, dict[str, Any]]] = {
    ruleset: {
        1: {
            "forts": "own",
            "railroads": "one-step",
            "scenario_score": "two-empires",
            **({"revolt_army": "marker", "develop_discount": False} if ruleset == "imperialism-advanced" else {}),
            **_BEFORE_4,
        },
        2: dict(_BEFORE_4),
        3: dict(_BEFORE_4),
    }
    for ruleset in ("imperialism-basic", "imperialism-standard", "imperialism-advanced")
}


def forts_in_native_regions(g: ImperialismGame) -> bool:
    """Forts may also be built in regions no empire owns (option ``forts``)."""
    return bool(g.options.get("forts", "own") == "own-or-native")


def railroad_chains(g: ImperialismGame) -> bool:
    """Every step out of an own railroad region is free (option ``railroads``)."""
    return bool(g.options.get("railroads", "one-step") == "chain")


def revolt_army(g: ImperialismGame, marker: str) -> Army:
    """The natives who rise in a revolt (option ``revolt_army``): infantry equal to the rating, or the
    marker's whole native army."""
    if g.options.get("revolt_army", "marker") == "rating":
        # 000, Advanced Rules, "'Westernizing' the Natives and Native Rebellion": "When a region revolts,
        # native armies are placed there equal to the native rating on the marker."
        return (marker_value(marker), 0, 0, 0)
    return native_army(marker)


def develop_discount(g: ImperialismGame) -> bool:
    """An own engineer in the region makes developing cheaper (option ``develop_discount``)."""
    return bool(g.options.get("develop_discount", False))


def scenario_score(g: ImperialismGame) -> str:
    """How a seat with several nations of the 1886 scenario scores (option ``scenario_score``); the
    two-empire game always uses the two-empire rule."""
    if g.options.get("scenario") != "1886":
        return "two-empires"
    return str(g.options.get("scenario_score", "two-empires"))


def battle_choices(g: ImperialismGame) -> bool:
    """The players decide their battles roll by roll (option ``battle_choices``)."""
    return bool(g.options.get("battle_choices", "fixed") == "each-roll")
