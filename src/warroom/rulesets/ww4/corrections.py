"""The rules audit's corrections to World War IV, each an option (docs/rules/ww4.md).

Every option's default is the rulebook's literal reading; the other choice is the behaviour of warroom
0.1.0 (rules version 1), which :data:`LEGACY` pins for the games and saves made under it, so they replay
exactly as they were played (``Ruleset.legacy_options``).

- ``invader_return``: 004, "Destroyer" (every Ship), "Combat (All): Invading Ships are forced to Withdraw
  from combat during the Maneuver step of the 2nd round of combat. Move the ship back into the water
  space from which it invaded." ``origin`` (the default): a ship remembers the water space it sailed from
  at sea too (``came_from``), and goes back there; ``first-free``: at sea it forgets (warroom 0.1.0), and
  goes to the first bordering water space in board order without another colour's units.
- ``bomber_withdrawal``: 004, "Bomber", Flight: "Bombers must stop ... in a space with an enemy Bomber and
  may not Withdraw through such spaces". ``avoid`` (the default): a withdrawing Bomber never goes into nor
  through a space holding another colour's Bomber; ``may-end-there``: it may end its withdrawal in one
  (warroom 0.1.0 stopped it only going through).
- ``king_attempts``: 004, "5. Assassination": "Once all assassination attempts on Spies are complete you
  may attempt to assassinate a King ... Roll a d6 for each of your Spies in the space". ``every-spy`` (the
  default): every Spy there rolls once a turn at the King, whether or not it made an attempt on a Spy;
  ``untried-spies``: one attempt per Spy a turn, at a Spy or at a King (warroom 0.1.0).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.core.options import OptionSpec

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

OPTIONS = (
    OptionSpec(
        "invader_return",
        str,
        "origin",
        "an invading ship forced to withdraw goes back to the water it invaded from (origin: 004, Ship) or to "
        "the first free bordering water (first-free)",
        choices=("origin", "first-free"),
    ),
    OptionSpec(
        "bomber_withdrawal",
        str,
        "avoid",
        "a withdrawing Bomber never goes into or through a space with an enemy Bomber (avoid: 004, Flight), "
        "or may end there (may-end-there)",
        choices=("avoid", "may-end-there"),
    ),
    OptionSpec(
        "king_attempts",
        str,
        "every-spy",
        "after the attempts on Spies, every Spy in the space rolls at the King (every-spy: 004, "
        "Assassination), or only Spies that made no attempt this turn (untried-spies)",
        choices=("every-spy", "untried-spies"),
    ),
)

#: The option values of warroom 0.1.0 (rules version 1).
LEGACY: dict[int, dict[str, Any]] = {
    1: {"invader_return": "first-free", "bomber_withdrawal": "may-end-there", "king_attempts": "untried-spies"}
}


def ships_remember_the_sea(g: WW4Game) -> bool:
    """A ship keeps the water space it sailed from at sea too (option ``invader_return``)."""
    return bool(g.options.get("invader_return", "first-free") == "origin")


def bombers_avoid_bombers(g: WW4Game) -> bool:
    """A withdrawing Bomber never ends in a space with an enemy Bomber (option ``bomber_withdrawal``)."""
    return bool(g.options.get("bomber_withdrawal", "may-end-there") == "avoid")


def every_spy_tries_the_king(g: WW4Game) -> bool:
    """Every Spy rolls at the King, attempts on Spies aside (option ``king_attempts``)."""
    return bool(g.options.get("king_attempts", "untried-spies") == "every-spy")
