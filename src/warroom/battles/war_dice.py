"""WAR dice battles (Grow's WAR, rulebook 001 and the base game behind it), with exact odds.

Rulebook 001 (War: Império Romano), "Attacks": an attack needs at least 2 armies in the territory;
the occupation army never attacks, and at most three armies take part in each attack; the defender
may use its occupation army too. "Battle": the attacker's and the defender's dice are sorted and
compared pair by pair from the highest; the higher die wins the pair and a tie goes to the defence;
only compared dice cost armies ("Battle", example 2, Note). A territory falls when its last army is
gone ("Province Conquest"). Classic WAR plays the same battle; ``max_defence_dice=2`` gives the
classic Risk battle.

Here a battle is a run of such rolls, the attacker rolling as many dice as it may (up to 3, one fewer
than its armies) and the defender as many as it may (up to ``max_defence_dice``), until the
territory falls or the attacker is down to ``stop_at`` armies. Armies are counted as they stand in
the territories: the attacker's count includes its occupation army.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any, Literal

from warroom.battles.common import ATTACKER, DEFENDER, BattleError, EndState, Odds, Roller, build_odds, check_count
from warroom.core.text import Msg, Number

SYSTEM = "war"
#: At most three armies take part in each attack (rulebook 001, "Attacks").
MAX_ATTACK_DICE = 3
#: The defender rolls one die per army, at most three (rulebook 001, "Battle", example 1).
MAX_DEFENCE_DICE = 3

#: The most cells of the table one calculation fills: (attacking + 1) x (attacking + defending + 1), the
#: numpy path's (the pure-Python one fills fewer). 2,000 against 2,000 fills 8 million (about 1 s and
#: 140 MB); 100,000 against 10 would have asked for 74 GiB.
MAX_CELLS = 10_000_000

Backend = Literal["auto", "python", "numpy"]


def _check_size(attack: int, defend: int, what: str = "battle.error.war_size") -> None:
    """Refuse a calculation of more than :data:`MAX_CELLS` cells."""
    cells = (attack + 1) * (attack + defend + 1)
    if cells > MAX_CELLS:
        raise BattleError(
            Msg(what, attack=Number(attack), defend=Number(defend), cells=Number(cells), high=Number(MAX_CELLS))
        )


def _check_rules(max_attack_dice: int, max_defence_dice: int, stop_at: int) -> None:
    """The dice a side rolls at most, and the armies the attacker keeps back."""
    # One roll is enumerated over every face of every die: 6 ** 6 ways for three dice a side.
    check_count(Msg("battle.name.attacking_dice"), max_attack_dice, 1, MAX_ATTACK_DICE, Msg("battle.why.three_dice"))
    check_count(Msg("battle.name.defending_dice"), max_defence_dice, 1, MAX_DEFENCE_DICE, Msg("battle.why.three_dice"))
    check_count("stop_at", stop_at, 1)


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
def roll_outcome_ways(attack_dice: int, defence_dice: int, sides: int = 6) -> tuple[tuple[int, int, int], ...]:
    """Each (attacker lost, defender lost, ways) of one roll, ways out of ``sides ** (attack + defence)``."""
    counts: dict[tuple[int, int], int] = {}
    faces = range(1, sides + 1)
    for roll in itertools.product(faces, repeat=attack_dice + defence_dice):
        key = compare(roll[:attack_dice], roll[attack_dice:])
        counts[key] = counts.get(key, 0) + 1
    return tuple((la, ld, n) for (la, ld), n in sorted(counts.items()))


@cache
def roll_outcomes(attack_dice: int, defence_dice: int, sides: int = 6) -> dict[tuple[int, int], float]:
    """Exact probability of each (attacker lost, defender lost) for one roll of these dice."""
    total = sides ** (attack_dice + defence_dice)
    return {(la, ld): n / total for la, ld, n in roll_outcome_ways(attack_dice, defence_dice, sides)}


@cache
def _outcomes(attack_dice: int, defence_dice: int) -> tuple[tuple[int, int, float], ...]:
    return tuple((la, ld, p) for (la, ld), p in roll_outcomes(attack_dice, defence_dice).items())


# -- the rules of one battle ---------------------------------------------------------------------------


def attack_dice_for(armies: int, max_attack_dice: int = MAX_ATTACK_DICE) -> int:
    """Dice the attacker rolls with ``armies`` in its territory: one per army but the occupation army."""
    return min(max_attack_dice, armies - 1)


def defence_dice_for(armies: int, max_defence_dice: int = MAX_DEFENCE_DICE) -> int:
    """Dice the defender rolls with ``armies`` in its territory: one per army, occupation army included."""
    return min(max_defence_dice, armies)


def _check(attack: int, defend: int, max_defence_dice: int, stop_at: int, max_attack_dice: int) -> None:
    check_count(Msg("battle.name.attacking_armies"), attack)
    check_count(Msg("battle.name.defending_armies"), defend)
    _check_rules(max_attack_dice, max_defence_dice, stop_at)
    if defend < 1:
        raise BattleError(Msg("battle.error.war_defend"))
    if attack <= stop_at:
        raise BattleError(Msg("battle.error.war_stop_at", stop_at=stop_at, attack=attack))


@dataclass(frozen=True)
class WarRoll:
    """One roll of a battle: the dice (sorted, highest first) and the armies each side lost."""

    attack_dice: tuple[int, ...]
    defence_dice: tuple[int, ...]
    attacker_lost: int
    defender_lost: int


@dataclass(frozen=True)
class WarBattle:
    """A battle fought to its end: the armies left in each territory and every roll."""

    attacker_left: int
    defender_left: int
    rolls: tuple[WarRoll, ...]

    @property
    def conquered(self) -> bool:
        """Whether the territory fell (the defender has no armies left)."""
        return self.defender_left == 0


def resolve(
    dice: Roller,
    attack: int,
    defend: int,
    *,
    max_defence_dice: int = MAX_DEFENCE_DICE,
    stop_at: int = 1,
    max_attack_dice: int = MAX_ATTACK_DICE,
) -> WarBattle:
    """Fight a whole battle with ``dice``: roll until the territory falls or the attacker has ``stop_at``
    armies or fewer. ``attack`` counts the attacker's occupation army."""
    _check(attack, defend, max_defence_dice, stop_at, max_attack_dice)
    a, d = attack, defend
    rolls: list[WarRoll] = []
    while d > 0 and a > stop_at:
        attack_roll = dice.roll(attack_dice_for(a, max_attack_dice), "attack")
        defence_roll = dice.roll(defence_dice_for(d, max_defence_dice), "defence")
        la, ld = compare(attack_roll, defence_roll)
        a -= la
        d -= ld
        rolls.append(
            WarRoll(tuple(sorted(attack_roll, reverse=True)), tuple(sorted(defence_roll, reverse=True)), la, ld)
        )
    return WarBattle(a, d, tuple(rolls))


# -- exact odds ----------------------------------------------------------------------------------------


def odds(
    attack: int,
    defend: int,
    *,
    max_defence_dice: int = MAX_DEFENCE_DICE,
    stop_at: int = 1,
    max_attack_dice: int = MAX_ATTACK_DICE,
    backend: Backend = "auto",
) -> Odds:
    """Exact odds of a WAR battle: ``attack`` armies in the attacking territory (occupation army
    included) against ``defend`` in the defending one, rolling until the territory falls or the attacker
    is down to ``stop_at`` armies (default 1: nothing left to attack with).

    The end states are (attacker left, 0) when the territory falls and (attacker left <= stop_at,
    defender left) when it holds; ``expected_rounds`` is the expected number of rolls. Float64, within
    1e-12 of the rational values (:func:`exact_distribution`). ``backend`` "numpy" takes a vectorised
    path (numpy must be installed), "python" the pure-Python one, "auto" numpy when it is there.
    """
    _check(attack, defend, max_defence_dice, stop_at, max_attack_dice)
    rules = {"max_defence_dice": max_defence_dice, "stop_at": stop_at, "max_attack_dice": max_attack_dice}
    ends, rounds = distribution(attack, defend, **rules, backend=backend)
    states = [EndState(ATTACKER if d == 0 else DEFENDER, a, d, p, a, d) for (a, d), p in ends.items() if p > 0.0]
    battle: dict[str, Any] = {
        "attack": attack,
        "defend": defend,
        "max_defence_dice": max_defence_dice,
        "stop_at": stop_at,
    }
    if max_attack_dice != MAX_ATTACK_DICE:
        battle["max_attack_dice"] = max_attack_dice
    return build_odds(SYSTEM, states, rounds, battle=battle)


def distribution(
    attack: int,
    defend: int,
    *,
    max_defence_dice: int = MAX_DEFENCE_DICE,
    stop_at: int = 1,
    max_attack_dice: int = MAX_ATTACK_DICE,
    backend: Backend = "auto",
) -> tuple[dict[tuple[int, int], float], float]:
    """The end states {(attacker left, defender left): probability} and the expected number of rolls."""
    _check(attack, defend, max_defence_dice, stop_at, max_attack_dice)
    _check_size(attack, defend)
    if backend != "python":
        from warroom.battles import _fast

        if _fast.available():
            return _fast.war_distribution(attack, defend, max_attack_dice, max_defence_dice, stop_at)
        if backend == "numpy":
            raise BattleError(Msg("battle.error.numpy"))
    return _distribution_python(attack, defend, max_attack_dice, max_defence_dice, stop_at)


def _distribution_python(
    attack: int, defend: int, mad: int, mdd: int, stop: int
) -> tuple[dict[tuple[int, int], float], float]:
    """Forward dynamic programme over (attacker armies, defender armies), row by row (see :func:`sweep`)."""
    rows = [[0.0] * (defend + 1) for _ in range(attack + 1)]
    rows[attack][defend] = 1.0
    rounds = sweep(rows, attack, defend, mad, mdd, stop, bulk_done=False)
    return collect(rows, attack, defend, stop), rounds


def sweep(
    rows: list[list[float]], attack: int, defend: int, mad: int, mdd: int, stop: int, *, bulk_done: bool
) -> float:
    """Push the probability mass in ``rows[a][d]`` through every state where the battle goes on, down to
    the end states; return the expected number of rolls (the mass passing through those states: each
    is visited at most once, since every roll costs armies).

    Rows are the attacker's armies, from ``attack`` down; within a row the roll where the attacker loses
    nothing moves mass along the row, so each row is swept from the most defenders down, then pushed to
    the rows below in one list comprehension per outcome (the columns where the defender rolls all its
    dice share one set of outcomes). With ``bulk_done`` the states where both sides roll all their dice
    are taken as already pushed (by the vectorised path) and only the others are swept.
    """
    D = defend
    bulk = mdd  # columns d >= bulk roll the defender's full dice
    rounds = 0.0
    for a in range(attack, stop, -1):
        ad = min(mad, a - 1)
        row = rows[a]
        if bulk_done and ad == mad:
            for d in range(min(bulk - 1, D), 0, -1):
                m = row[d]
                if m:
                    rounds += m
                    for la, ld, p in _outcomes(ad, d):
                        rows[a - la][d - ld] += p * m
            continue
        full = _outcomes(ad, mdd)
        same_row = [(ld, p) for la, ld, p in full if la == 0]
        q, k = (same_row[0][1], same_row[0][0]) if same_row else (0.0, 0)
        for d in range(D, 0, -1):
            m = row[d]
            if m == 0.0:
                continue
            if d >= bulk:
                if q:
                    row[d - k] += q * m
            else:
                for la, ld, p in _outcomes(ad, d):
                    rows[a - la][d - ld] += p * m
        if bulk <= D:
            src = row[bulk : D + 1]
            for la, ld, p in full:
                if la == 0:
                    continue
                tgt = rows[a - la]
                lo, hi = bulk - ld, D + 1 - ld
                tgt[lo:hi] = [t + p * m for t, m in zip(tgt[lo:hi], src, strict=True)]
        rounds += sum(row[1:])
    return rounds


def collect(rows: list[list[float]], attack: int, defend: int, stop: int) -> dict[tuple[int, int], float]:
    """The end states with their mass: (a, 0) for a > stop (conquest), (a <= stop, d > 0) (held)."""
    ends: dict[tuple[int, int], float] = {}
    for a in range(attack, stop, -1):
        if rows[a][0]:
            ends[(a, 0)] = rows[a][0]
    for a in range(min(stop, attack), 0, -1):
        row = rows[a]
        for d in range(1, defend + 1):
            if row[d]:
                ends[(a, d)] = row[d]
    return ends


def exact_distribution(
    attack: int,
    defend: int,
    *,
    max_defence_dice: int = MAX_DEFENCE_DICE,
    stop_at: int = 1,
    max_attack_dice: int = MAX_ATTACK_DICE,
) -> tuple[dict[tuple[int, int], Fraction], Fraction]:
    """The same distribution and expected number of rolls in rational numbers: slow, for checking."""
    _check(attack, defend, max_defence_dice, stop_at, max_attack_dice)
    _check_size(attack, defend)
    mass: dict[tuple[int, int], Fraction] = {(attack, defend): Fraction(1)}
    ends: dict[tuple[int, int], Fraction] = {}
    rounds = Fraction(0)
    for a in range(attack, 0, -1):
        for d in range(defend, -1, -1):
            m = mass.pop((a, d), None)
            if m is None:
                continue
            if d == 0 or a <= stop_at:
                ends[(a, d)] = m
                continue
            rounds += m
            ad, dd = attack_dice_for(a, max_attack_dice), defence_dice_for(d, max_defence_dice)
            total = 6 ** (ad + dd)
            for la, ld, n in roll_outcome_ways(ad, dd):
                key = (a - la, d - ld)
                mass[key] = mass.get(key, Fraction(0)) + m * Fraction(n, total)
    return ends, rounds


def win_table(
    max_attack: int,
    max_defend: int,
    *,
    max_defence_dice: int = MAX_DEFENCE_DICE,
    stop_at: int = 1,
    max_attack_dice: int = MAX_ATTACK_DICE,
) -> list[list[float]]:
    """``table[a][d]``: the chance that ``a`` armies in a territory (occupation army included) take a
    territory held by ``d``, for every 0 <= a <= max_attack and 0 <= d <= max_defend (1 where d is 0;
    0 where a <= stop_at and d > 0). One backward dynamic programme, row by row."""
    check_count("max_attack", max_attack)
    check_count("max_defend", max_defend)
    _check_rules(max_attack_dice, max_defence_dice, stop_at)
    _check_size(max_attack, max_defend, "battle.error.war_table_size")
    mad, mdd, D = max_attack_dice, max_defence_dice, max_defend
    table = [[1.0] + [0.0] * D for _ in range(max_attack + 1)]
    for a in range(stop_at + 1, max_attack + 1):
        ad = min(mad, a - 1)
        row = table[a]
        for d in range(1, min(mdd, D + 1)):
            row[d] = sum(p * table[a - la][d - ld] for la, ld, p in _outcomes(ad, d))
        if mdd > D:
            continue
        full = _outcomes(ad, mdd)
        cross = [(la, ld, p) for la, ld, p in full if la > 0]
        same = [(ld, p) for la, ld, p in full if la == 0]
        n = D + 1 - mdd
        acc = [0.0] * n
        for la, ld, p in cross:
            src = table[a - la]
            acc = [x + p * s for x, s in zip(acc, src[mdd - ld : D + 1 - ld], strict=True)]
        if same:
            k, q = same[0]
            for i in range(n):
                d = mdd + i
                row[d] = acc[i] + q * row[d - k]
        else:
            row[mdd:] = acc
    return table


ConquestTable = tuple[tuple[float, ...], ...]
#: The table before any growth: 0 attackers against 0 defenders.
EMPTY_CONQUEST: ConquestTable = ((1.0,),)
#: _CONQUEST[a][d]: chance that a attacking armies take a territory held by d (both sides up to 3 dice).
#: Read by many threads at once (the game server's computer players), so it is never changed in place:
#: a larger table is built aside under _CONQUEST_LOCK and then published by one assignment, and a
#: reader that took the old one still holds a whole, correct table.
_CONQUEST: ConquestTable = EMPTY_CONQUEST
_CONQUEST_LOCK = threading.Lock()


def conquest_probability(attackers: int, defenders: int) -> float:
    """Chance that ``attackers`` armies able to attack (the occupying army excluded) take a territory
    held by ``defenders`` armies, both sides rolling as many dice as they may (at most 3) each time
    until one side is spent. Exact; computed bottom-up once and kept, so large armies cost no recursion.
    Safe to call from many threads at once.
    """
    if defenders <= 0:
        return 1.0
    if attackers <= 0:
        return 0.0
    table = _CONQUEST  # one read: this call uses this table whole, whatever another thread publishes
    if attackers >= len(table) or defenders >= len(table[0]):
        table = conquest_table(attackers, defenders)
    return table[attackers][defenders]


def conquest_table(attackers: int, defenders: int) -> ConquestTable:
    """The table of :func:`conquest_probability`, ``table[a][d]``, covering at least ``attackers`` and
    ``defenders`` (it may cover more); immutable, so it may be kept and read from any thread."""
    global _CONQUEST
    table = _CONQUEST
    if attackers < len(table) and defenders < len(table[0]):
        return table
    with _CONQUEST_LOCK:
        table = _CONQUEST  # another thread may have grown it while this one waited
        if attackers >= len(table) or defenders >= len(table[0]):
            table = _CONQUEST = _grow(table, attackers, defenders)
    return table


def _grow(table: ConquestTable, attackers: int, defenders: int) -> ConquestTable:
    """A copy of ``table`` grown to cover ``attackers`` and ``defenders``: old entries kept, new ones
    computed by the same recurrence (each from entries with fewer armies, so the order of growth never
    changes a value)."""
    width = max(len(table[0]), defenders + 1)
    rows = [list(row) + [-1.0] * (width - len(row)) for row in table]
    rows.extend([-1.0] * width for _ in range(len(rows), max(len(rows), attackers + 1)))
    for a in range(len(rows)):
        row = rows[a]
        for d in range(width):
            if row[d] >= 0.0:
                continue
            if d == 0:
                row[d] = 1.0
            elif a == 0:
                row[d] = 0.0
            else:
                outcomes = roll_outcomes(min(3, a), min(3, d))
                row[d] = sum(p * rows[a - la][d - ld] for (la, ld), p in outcomes.items())
    return tuple(tuple(row) for row in rows)
