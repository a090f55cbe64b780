"""Luck: for every exchange of dice, the exact chance of what happened and the losses each side could expect.

A :class:`Roll` is one exchange of dice in a battle (a WAR attack roll, a War Cards confrontation against
the pile, one Age of Imperialism battle round or ship round, one World War IV volley) with the exact
distribution of its outcomes, computed from the battle systems' own rules (warroom.battles). Each
outcome says what each side lost: armies, pieces, battles (War Cards), hits (ships) or casualties (World
War IV), whatever that game counts.

For a seat, over the rolls it took part in:

* ``taken`` / ``taken_expected``: its losses, actual and expected;
* ``inflicted`` / ``inflicted_expected``: the enemy's losses, actual and expected;
* ``luck = (inflicted - inflicted_expected) - (taken - taken_expected)``: positive, the dice gave it more
  than its fair share; its expectation is exactly zero whatever the players decide;
* ``z = luck / sqrt(variance)``, the variance of that sum under the rolls' own distributions, so games
  and seats of different sizes compare (|z| above 2 happens about one time in twenty).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

#: One outcome of a roll: (attacker's loss, defender's loss, exact probability).
Outcome = tuple[int, int, Fraction]


@dataclass(frozen=True)
class Roll:
    """One exchange of dice and the exact distribution it was drawn from.

    ``outcomes`` lists every distinguishable result (several may cost the same losses, e.g. a World War IV
    volley's kills and routs); ``happened`` indexes the one that came up. ``attacker`` and ``defender``
    are seats, or None for a side no seat plays (natives, barbarians)."""

    kind: str
    action: int
    round: int
    where: str
    attacker: int | None
    defender: int | None
    outcomes: tuple[Outcome, ...]
    happened: int
    #: Which battle of the game the roll belongs to (rolls of one battle share it).
    battle: int = 0
    #: The dice and other details as the log gave them (JSON-friendly).
    detail: dict[str, Any] = field(default_factory=dict)

    @property
    def probability(self) -> Fraction:
        """The exact chance of the outcome that came up."""
        return self.outcomes[self.happened][2]

    @property
    def attacker_lost(self) -> int:
        """What the attacker lost in the outcome that came up."""
        return self.outcomes[self.happened][0]

    @property
    def defender_lost(self) -> int:
        """What the defender lost in the outcome that came up."""
        return self.outcomes[self.happened][1]

    @property
    def expected_attacker_lost(self) -> Fraction:
        """The attacker's expected loss over the roll's outcomes (exact)."""
        return sum((p * a for a, _d, p in self.outcomes), Fraction(0))

    @property
    def expected_defender_lost(self) -> Fraction:
        """The defender's expected loss over the roll's outcomes (exact)."""
        return sum((p * d for _a, d, p in self.outcomes), Fraction(0))

    def swing_variance(self) -> Fraction:
        """The variance of (defender's loss - attacker's loss): the spread of either side's luck."""
        mean = self.expected_defender_lost - self.expected_attacker_lost
        return sum((p * (d - a - mean) ** 2 for a, d, p in self.outcomes), Fraction(0))

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "action": self.action,
            "round": self.round,
            "where": self.where,
            "battle": self.battle,
            "attacker": self.attacker,
            "defender": self.defender,
            "attacker_lost": self.attacker_lost,
            "defender_lost": self.defender_lost,
            "probability": float(self.probability),
            "expected_attacker_lost": float(self.expected_attacker_lost),
            "expected_defender_lost": float(self.expected_defender_lost),
            **self.detail,
        }


def outcomes_from_ways(ways: Iterable[tuple[int, int, int]], total: int) -> tuple[Outcome, ...]:
    """Outcomes from counts of equally likely ways: (attacker's loss, defender's loss, ways of ``total``)."""
    return tuple((a, d, Fraction(n, total)) for a, d, n in ways if n)


def find(outcomes: Sequence[Outcome], attacker_lost: int, defender_lost: int) -> int:
    """The index of the outcome with these losses (for rolls whose outcomes are told apart by losses)."""
    for i, (a, d, _p) in enumerate(outcomes):
        if a == attacker_lost and d == defender_lost:
            return i
    raise ValueError(f"no outcome with losses {attacker_lost} and {defender_lost}")


@dataclass
class SeatLuck:
    """A seat's luck over the rolls it took part in (exact sums)."""

    seat: int
    rolls: int = 0
    taken: int = 0
    taken_expected: Fraction = Fraction(0)
    inflicted: int = 0
    inflicted_expected: Fraction = Fraction(0)
    variance: Fraction = Fraction(0)

    @property
    def luck(self) -> Fraction:
        """``(inflicted - inflicted_expected) - (taken - taken_expected)``: positive, the dice gave the seat more
        than its fair share."""
        return (self.inflicted - self.inflicted_expected) - (self.taken - self.taken_expected)

    @property
    def z(self) -> float:
        """``luck`` over the square root of its variance, so seats and games compare (0 with no variance)."""
        return float(self.luck) / math.sqrt(self.variance) if self.variance > 0 else 0.0

    def add(
        self, taken: int, taken_expected: Fraction, inflicted: int, inflicted_expected: Fraction, var: Fraction
    ) -> None:
        self.rolls += 1
        self.taken += taken
        self.taken_expected += taken_expected
        self.inflicted += inflicted
        self.inflicted_expected += inflicted_expected
        self.variance += var

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "rolls": self.rolls,
            "taken": self.taken,
            "taken_expected": float(self.taken_expected),
            "inflicted": self.inflicted,
            "inflicted_expected": float(self.inflicted_expected),
            "luck": float(self.luck),
            "z": self.z,
        }


def seat_luck(rolls: Iterable[Roll], players: int) -> list[SeatLuck]:
    """Every seat's luck over ``rolls``; a seat in no roll has zeros."""
    seats = [SeatLuck(p) for p in range(players)]
    for roll in rolls:
        ea, ed, var = roll.expected_attacker_lost, roll.expected_defender_lost, roll.swing_variance()
        if roll.attacker is not None and 0 <= roll.attacker < players:
            seats[roll.attacker].add(roll.attacker_lost, ea, roll.defender_lost, ed, var)
        if roll.defender is not None and 0 <= roll.defender < players and roll.defender != roll.attacker:
            seats[roll.defender].add(roll.defender_lost, ed, roll.attacker_lost, ea, var)
    return seats
