"""WAR-style dice battles: highest die against highest die, ties to the defence.

Rulebook 001 (War: Império Romano), "Battle": the attacker's dice and the defender's dice are sorted,
compared pair by pair from the highest, the higher die wins each pair and a tie goes to the defence;
only compared dice cost armies. Classic WAR plays the same battle.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import cache


def compare(attack: Sequence[int], defence: Sequence[int]) -> tuple[int, int]:
    """Armies lost by (attacker, defender) for one roll: pairs from the highest, ties to the defence."""
    attacker_lost = defender_lost = 0
    for a, d in zip(sorted(attack, reverse=True), sorted(defence, reverse=True), strict=False):
        if a > d:
            defender_lost += 1
        else:
            attacker_lost += 1
    return attacker_lost, defender_lost


@cache
def roll_outcomes(attack_dice: int, defence_dice: int, sides: int = 6) -> dict[tuple[int, int], float]:
    """Exact probability of each (attacker lost, defender lost) for one roll of these dice."""
    counts: dict[tuple[int, int], int] = {}
    faces = range(1, sides + 1)
    for roll in itertools.product(faces, repeat=attack_dice + defence_dice):
        key = compare(roll[:attack_dice], roll[attack_dice:])
        counts[key] = counts.get(key, 0) + 1
    total = sides ** (attack_dice + defence_dice)
    return {key: n / total for key, n in sorted(counts.items())}


#: _CONQUEST[a][d]: chance that a attacking armies take a territory held by d (both sides up to 3 dice).
_CONQUEST: list[list[float]] = [[1.0]]


def conquest_probability(attackers: int, defenders: int) -> float:
    """Chance that ``attackers`` armies able to attack (the occupying army excluded) take a territory
    held by ``defenders`` armies, both sides rolling as many dice as they may (at most 3) each time
    until one side is spent. Exact; computed bottom-up once and kept, so large armies cost no recursion.
    """
    if defenders <= 0:
        return 1.0
    if attackers <= 0:
        return 0.0
    if attackers >= len(_CONQUEST) or defenders >= len(_CONQUEST[0]):
        _grow(attackers, defenders)
    return _CONQUEST[attackers][defenders]


def _grow(attackers: int, defenders: int) -> None:
    table = _CONQUEST
    width = max(len(table[0]), defenders + 1)
    for row in table:
        row.extend([-1.0] * (width - len(row)))
    while len(table) <= attackers:
        table.append([-1.0] * width)
    for a in range(len(table)):
        row = table[a]
        for d in range(width):
            if row[d] >= 0.0:
                continue
            if d == 0:
                row[d] = 1.0
            elif a == 0:
                row[d] = 0.0
            else:
                outcomes = roll_outcomes(min(3, a), min(3, d))
                row[d] = sum(p * table[a - la][d - ld] for (la, ld), p in outcomes.items())
