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

Rules version 3 (the players' own decisions, docs/rules/ww4.md), pinned for versions 1 and 2:

- ``royal_guard``: 004, "King", Royal Guard: a King "destroyed by a Random Event Card then you may choose
  another one of your units in the same space to remove instead of the King". ``choose`` (the default):
  the King's owner decides (``RoyalGuard``; guard.py); ``cheapest``: his cheapest other unit goes.
- ``withdraw_ask``: 004, "4. Maneuver": "At the end of each combat round any player may elect to Withdraw
  any number of units ... You may Withdraw units after winning a combat, effectively redeploying your army
  after a victory." ``choice`` (the default): a side is asked whenever it has a way out (after a victory
  too, as quoted), unless its answer is forced (invading Bombers that must leave with a single way out
  and nothing else able to go: they go by themselves); ``while-fighting``: besides, nothing is asked once
  the other side is gone (no redeployment after a victory: quicker, not the rulebook's); ``every-round``
  (rules versions 1-2): asked every round it has a way out, forced or not.
- ``barbarians``: 004, "Barbarians": "another player or neutral observer represents the Barbarians by
  rolling dice and making casualty decisions". ``neutral`` (the default, and every earlier version): the
  fixed policy of casualties.py decides; ``seat``: the seat of the next active nation after the Invader
  in turn order makes their decisions (barbarians.py).
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
    OptionSpec(
        "royal_guard",
        str,
        "choose",
        "a King destroyed by a Random Event: his owner chooses another unit of his there to remove instead, "
        "or lets him go (choose: 004, Royal Guard), or the cheapest other unit goes (cheapest)",
        choices=("choose", "cheapest"),
    ),
    OptionSpec(
        "withdraw_ask",
        str,
        "choice",
        "withdrawals are asked when a way out exists and the answer is not forced, after a victory too "
        "(choice: 004, Maneuver), only while the other side still fights (while-fighting), or every round "
        "a way out exists (every-round)",
        choices=("choice", "while-fighting", "every-round"),
    ),
    OptionSpec(
        "barbarians",
        str,
        "neutral",
        "who makes the Barbarians' casualty decisions: a fixed neutral policy (neutral) or the next player "
        "after the Invader in turn order (seat: 004, Barbarians)",
        choices=("neutral", "seat"),
    ),
)

#: The decisions rules version 3 gave the players, as rules versions 1 and 2 made them.
_BEFORE_3: dict[str, Any] = {"royal_guard": "cheapest", "withdraw_ask": "every-round"}

#: Rules version 5 tuned the reconstructed data for balance (tuning.py); every earlier version plays it untuned.
_BEFORE_5: dict[str, Any] = {"tuning": "original"}

#: The option values of warroom 0.1.0 (rules version 1) and of rules versions 2 to 4. (The tunings of rules
#: versions 6 to 8 are new values of ``tuning``, which every game of versions 5 to 7 names: tuning.py.)
LEGACY: dict[int, dict[str, Any]] = {
    1: {
        "invader_return": "first-free",
        "bomber_withdrawal": "may-end-there",
        "king_attempts": "untried-spies",
        **_BEFORE_3,
        **_BEFORE_5,
    },
    2: {**_BEFORE_3, **_BEFORE_5},
    3: dict(_BEFORE_5),
    4: dict(_BEFORE_5),
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


def owner_guards_the_king(g: WW4Game) -> bool:
    """The King's owner chooses his Royal Guard (option ``royal_guard``)."""
    return bool(g.options.get("royal_guard", "cheapest") == "choose")


def withdraw_ask(g: WW4Game) -> str:
    """When withdrawals are asked (option ``withdraw_ask``: choice, while-fighting or every-round)."""
    return str(g.options.get("withdraw_ask", "every-round"))


def barbarians_by_seat(g: WW4Game) -> bool:
    """A player makes the Barbarians' decisions (option ``barbarians``)."""
    return bool(g.options.get("barbarians", "neutral") == "seat")
