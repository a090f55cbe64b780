"""War! Age of Imperialism armies: unit types, their battle modifiers, native markers, army texts.

Rulebook 000 (War! Age of Imperialism). Basic Rules, "The Pieces": infantry add 0 to a battle roll,
cavalry 1, artillery 2, leaders 3 (the same in the Advanced Rules' "Battle", "Modifiers"); the
Standard Rules replace these by one per different type in the battle ("MODIFIERS", "Army").
"NATIVE ARMIES" (every level): infantry equal to the marker's number; cavalry equal to half the
number, rounded up, only with a "+"; one artillery only with two "+". Costs (Standard Rules, "The
Pieces"): infantry 10, cavalry 15, artillery 20, leader 25; they rank the pieces by value.

An army is a tuple of counts in the order of :data:`UNITS`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from warroom.battles.common import BattleError, EndState, Roller
from warroom.core.text import Msg, Number

#: Unit types, weakest first.
UNITS: tuple[str, ...] = ("inf", "cav", "art", "ldr")
INF, CAV, ART, LDR = range(4)
#: Names accepted for each unit type (case-insensitive).
ALIASES: dict[str, int] = {
    **{name: INF for name in ("inf", "infantry", "i")},
    **{name: CAV for name in ("cav", "cavalry", "c")},
    **{name: ART for name in ("art", "artillery", "a")},
    **{name: LDR for name in ("ldr", "leader", "leaders", "lead", "l")},
}
#: Battle-roll modifier of each type in the Basic and Advanced rules ("The Pieces"; Advanced "Modifiers").
UNIT_MODIFIER: tuple[int, ...] = (0, 1, 2, 3)
#: Cost in production points (Standard Rules, "The Pieces"): the value that "most valuable" ranks by.
UNIT_COST: tuple[int, ...] = (10, 15, 20, 25)

Army = tuple[int, ...]


#: The most pieces a side may have in one calculation: 200 against 200 takes about 2 s with the
#: Standard rules (sampled: the exact states are too many); 500 against 500 took 13 s.
MAX_PIECES = 200


def check_size(attack: Army, defend: Army) -> None:
    """Refuse to calculate the odds of a battle with more than :data:`MAX_PIECES` pieces a side (one is
    fought at any size)."""
    for side, pieces in ((Msg("battle.side.attacker"), attack), (Msg("battle.side.defender"), defend)):
        if sum(pieces) > MAX_PIECES:
            count, why = Number(sum(pieces)), Msg("battle.why.too_long")
            raise BattleError(Msg("battle.error.pieces_side", side=side, count=count, high=MAX_PIECES, why=why))


def army(counts: Mapping[str, int] | Army) -> Army:
    """An army as a tuple of counts, from a mapping such as ``{"inf": 2, "cav": 1}`` or a tuple.

    Raises :class:`BattleError` for an unknown unit type or a negative count.
    """
    if isinstance(counts, tuple):
        if len(counts) != len(UNITS):
            raise BattleError(
                Msg("battle.error.army_tuple", needed=len(UNITS), units=", ".join(UNITS), count=len(counts))
            )
        out = list(counts)
    else:
        out = [0] * len(UNITS)
        for name, n in counts.items():
            i = ALIASES.get(str(name).strip().lower())
            if i is None:
                raise BattleError(Msg("battle.error.unknown_unit", name=repr(name), units=", ".join(UNITS)))
            out[i] += n if isinstance(n, int) and not isinstance(n, bool) else _bad_count(name, n)
    for name, n in zip(UNITS, out, strict=True):
        if isinstance(n, bool) or not isinstance(n, int):
            _bad_count(name, n)
        if n < 0:
            raise BattleError(Msg("battle.error.negative", what=f"{name}={n}"))
    return tuple(out)


def _bad_count(name: object, n: object) -> int:
    raise BattleError(Msg("battle.error.count_whole", name=str(name), value=repr(n)))


def parse_army(text: str) -> Army:
    """An army from text such as ``"inf=2,cav=1,art=2"`` (also ``"2inf,1cav"``, ``"inf:2"``)."""
    counts = [0] * len(UNITS)
    parts = [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
    if not parts:
        raise BattleError(Msg("battle.error.no_units", text=repr(text)))
    for part in parts:
        m = re.fullmatch(r"([A-Za-z]+)\s*[=:]\s*(-?\d+)|(-?\d+)\s*([A-Za-z]+)", part)
        if m is None:
            raise BattleError(Msg("battle.error.read_unit", text=repr(part)))
        name, number = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        i = ALIASES.get(name.lower())
        if i is None:
            raise BattleError(Msg("battle.error.unknown_unit", name=repr(name), units=", ".join(UNITS)))
        digits = len(number.lstrip("-").lstrip("0"))
        if digits > 9:  # int() refuses thousands of digits; no army comes near a billion
            raise BattleError(Msg("battle.error.digits", name=name, digits=Number(digits), high=MAX_PIECES))
        n = int(number)
        if n < 0:
            raise BattleError(Msg("battle.error.negative", what=part))
        counts[i] += n
    return tuple(counts)


def native_army(marker: str | int) -> Army:
    """The native army of a marker such as ``9``, ``"9+"`` or ``"9++"`` (rulebook 000, "NATIVE ARMIES").

    Infantry equal to the number; with "+" also cavalry equal to half the number rounded up; with
    "++" also one artillery. Decision: "++" keeps the cavalry, since its marker does show a "+".
    """
    text = str(marker).strip().replace(" ", "")
    m = re.fullmatch(r"(\d+)(\+{0,2})", text)
    if m is None:
        raise BattleError(Msg("battle.error.marker", text=repr(marker)))
    value, plus = int(m.group(1)), len(m.group(2))
    if value < 1:
        raise BattleError(Msg("battle.error.marker_low", value=value))
    return (value, (value + 1) // 2 if plus >= 1 else 0, 1 if plus >= 2 else 0, 0)


def as_mapping(counts: Army, keep: Army | None = None) -> dict[str, int]:
    """``{"inf": 2, ...}``: the types with pieces, plus any type with pieces in ``keep`` (the starting army)."""
    return {UNITS[i]: n for i, n in enumerate(counts) if n or (keep is not None and keep[i])}


def describe(counts: Army) -> str:
    """``"2 inf, 1 cav"``, or ``"nothing"``."""
    parts = [f"{n} {UNITS[i]}" for i, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else "nothing"


def types_present(counts: Army) -> int:
    """How many different unit types have at least one piece."""
    return len(counts) - counts.count(0)


def school_bonus(schools: int) -> int:
    """Standard Rules, "MODIFIERS", "Technology": +1 for 1-3 schools, +2 for 4-6, +3 for 7 or more."""
    if schools < 0:
        raise BattleError(Msg("battle.error.schools", value=schools))
    return 0 if schools == 0 else 1 if schools <= 3 else 2 if schools <= 6 else 3


def remove(counts: Army, unit: int, n: int = 1) -> Army:
    """The army with ``n`` pieces of type ``unit`` fewer."""
    out = list(counts)
    out[unit] -= n
    return tuple(out)


@dataclass(frozen=True)
class ArmyRound:
    """One battle roll (one assault in the Advanced rules): the dice, the totals with modifiers, the
    pieces each side lost (as counts), and a short note of the choices made."""

    attacker_dice: tuple[int, ...]
    defender_dice: tuple[int, ...]
    attacker_total: int
    defender_total: int
    attacker_lost: Army
    defender_lost: Army
    note: str = ""


@dataclass(frozen=True)
class ArmyBattle:
    """An army battle fought to its end: the outcome (see :mod:`warroom.battles.common`), what each side
    has left, and every roll."""

    outcome: str
    attacker_left: Army
    defender_left: Army
    rounds: tuple[ArmyRound, ...]


def end_state(outcome: str, attacker: Army, defender: Army, p: float, start_a: Army, start_d: Army) -> EndState:
    """An :class:`EndState` showing each side's pieces by type (every type it started with)."""
    return EndState(
        outcome, as_mapping(attacker, start_a), as_mapping(defender, start_d), p, sum(attacker), sum(defender)
    )


def lost(before: Army, after: Army) -> Army:
    """The pieces of each type in ``before`` that are gone from ``after`` (``before - after``, type by type)."""
    return tuple(b - a for b, a in zip(before, after, strict=True))


def piece_roll(
    dice: Roller, a: Army, d: Army, units: tuple[int, int], mods: tuple[int, int]
) -> tuple[list[int], list[int], int, int, Army, Army]:
    """One roll between one piece a side (Basic "Army Battles", Advanced "Battle"): each side rolls two dice,
    the attacker first, and adds its modifier; the lower total loses its piece, a tie changes nothing.
    Answers both rolls, both totals and both armies after the roll."""
    (ua, ud), (ma, md) = units, mods
    ra = dice.roll(2, "attack", unit=UNITS[ua])
    rd = dice.roll(2, "defence", unit=UNITS[ud])
    ta, td = sum(ra) + ma, sum(rd) + md
    na, nd = a, d
    if ta < td:
        na = remove(a, ua)
    elif td < ta:
        nd = remove(d, ud)
    return ra, rd, ta, td, na, nd


def cheapest(counts: Army, n: int) -> Army:
    """The ``n`` cheapest pieces of ``counts`` (the natives a Human Wave sacrifices first)."""
    out = [0] * len(counts)
    for i in sorted(range(len(counts)), key=lambda i: UNIT_COST[i]):
        take = min(n, counts[i])
        out[i] = take
        n -= take
    return tuple(out)


def battle_armies(attack: Mapping[str, int] | Army, defend: Mapping[str, int] | Army) -> tuple[Army, Army]:
    """Both sides as army tuples; a side with no pieces means there is no battle."""
    a, d = army(attack), army(defend)
    if sum(a) == 0:
        raise BattleError(Msg("battle.error.no_pieces", side=Msg("battle.side.attacker")))
    if sum(d) == 0:
        raise BattleError(Msg("battle.error.no_pieces", side=Msg("battle.side.defender")))
    return a, d
