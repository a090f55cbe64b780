"""War! Age of Imperialism ship battles, with exact odds.

Rulebook 000, Basic and Standard Rules, "Ship Battles": each side rolls two dice per ship; a total
of 9 or more is a hit; hits land on both sides at once, each player choosing which of his own ships
take them; the rounds go on until one side has no ships left (both may go at once). Advanced Rules,
"Technologies": with Metallurgy 1 a ship takes two hits to sink, with Metallurgy 2 three; ships that
survive a battle are immediately fully repaired. The Basic Rules' worked example (green v blue) is a
test.

Which ship takes a hit is a policy per side: ``"spread"`` (the least damaged ship; ships sink only
once every ship has taken all but one hit: no choice keeps more ships firing, so it is the default)
or ``"focus"`` (the most damaged ship, finishing it: the choice that sinks the ships of a chosen
order first, e.g. to shield the ships carrying armies). Either way the ships afloat depend only on
the total damage, so the battle is solved over (attacker's damage, defender's damage). Surplus hits
beyond the last ship are lost.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from math import comb
from typing import Any, Literal

from warroom.battles.common import (
    ATTACKER,
    BOTH,
    DEFENDER,
    BattleError,
    EndState,
    Odds,
    Roller,
    build_odds,
    check_count,
)
from warroom.core.text import Msg

SYSTEM = "ships"
#: A hit is a two-dice total of 9 or more: 10 of the 36 rolls.
HIT_ON = 9
HIT_WAYS = sum(6 - abs(t - 7) for t in range(HIT_ON, 13))
P_HIT = HIT_WAYS / 36
DAMAGE_POLICIES = ("spread", "focus")
#: The most ships a side may have in one calculation: 60 against 60 ships of three hits takes about a
#: second and 240 MB; 100 against 100 took 900 MB, 300 against 300 of one hit 1.3 GB, 1,000 against 1,000
#: 24 GB.
MAX_SHIPS = 60

Backend = Literal["auto", "python", "numpy"]


def _check(attack: int, defend: int, hits: Sequence[int], damage: Sequence[str]) -> tuple[int, int, str, str]:
    check_count(Msg("battle.name.attacking_ships"), attack)
    check_count(Msg("battle.name.defending_ships"), defend)
    if attack < 1 or defend < 1:
        raise BattleError(Msg("battle.error.ships_each_side"))
    if len(hits) != 2 or len(damage) != 2:
        raise BattleError(Msg("battle.error.ships_both_sides"))
    for h in hits:
        check_count(Msg("battle.name.hits_to_sink"), h, 1)
        if h > 3:
            raise BattleError(Msg("battle.error.hits_to_sink", value=h))
    for policy in damage:
        if policy not in DAMAGE_POLICIES:
            raise BattleError(
                Msg("battle.error.policy", name="damage", value=repr(policy), known=", ".join(DAMAGE_POLICIES))
            )
    return hits[0], hits[1], damage[0], damage[1]


def afloat(ships: int, hits_to_sink: int, damage: int, policy: str = "spread") -> int:
    """Ships still afloat after ``damage`` hits in all, under a damage policy."""
    if policy == "spread":
        return max(0, min(ships, ships * hits_to_sink - damage))
    return max(0, ships - damage // hits_to_sink)


def count_hits(dice: Sequence[int]) -> int:
    """Hits among dice rolled two per ship: pairs totalling 9 or more."""
    return sum(1 for i in range(0, len(dice) - 1, 2) if dice[i] + dice[i + 1] >= HIT_ON)


@dataclass(frozen=True)
class ShipRound:
    """One round of a ship battle: each side's dice, the hits each side scored, and the ships each side lost
    (their indices)."""

    attacker_dice: tuple[int, ...]
    defender_dice: tuple[int, ...]
    attacker_hits: int
    defender_hits: int
    attacker_sunk: tuple[int, ...]
    defender_sunk: tuple[int, ...]


@dataclass(frozen=True)
class ShipBattle:
    """A ship battle fought to its end: the outcome, the ships left (their indices in the order given,
    repaired), and every round."""

    outcome: str
    attacker_left: tuple[int, ...]
    defender_left: tuple[int, ...]
    rounds: tuple[ShipRound, ...]


def _take_hits(damage: list[int], afloat_ids: list[int], hits: int, h: int, policy: str) -> list[int]:
    sunk: list[int] = []
    for _ in range(hits):
        if not afloat_ids:
            break
        if policy == "spread":
            ship = min(afloat_ids, key=lambda s: (damage[s], s))
        else:
            ship = max(afloat_ids, key=lambda s: (damage[s], -s))
        damage[ship] += 1
        if damage[ship] >= h:
            afloat_ids.remove(ship)
            sunk.append(ship)
    return sunk


def resolve(
    dice: Roller,
    attack: int,
    defend: int,
    *,
    hits: Sequence[int] = (1, 1),
    damage: Sequence[str] = ("spread", "spread"),
) -> ShipBattle:
    """Fight a ship battle with ``dice``: the attacker rolls two dice per ship, then the defender; hits
    land at once. Ships are numbered in the order given; under ``"focus"`` the first are sunk first."""
    ha, hd, pa, pd = _check(attack, defend, hits, damage)
    dmg_a, dmg_d = [0] * attack, [0] * defend
    left_a, left_d = list(range(attack)), list(range(defend))
    rounds: list[ShipRound] = []
    while left_a and left_d:
        ra = dice.roll(2 * len(left_a), "ship attack")
        rd = dice.roll(2 * len(left_d), "ship defence")
        hits_a, hits_d = count_hits(ra), count_hits(rd)
        sunk_d = _take_hits(dmg_d, left_d, hits_a, hd, pd)
        sunk_a = _take_hits(dmg_a, left_a, hits_d, ha, pa)
        rounds.append(ShipRound(tuple(ra), tuple(rd), hits_a, hits_d, tuple(sunk_a), tuple(sunk_d)))
    outcome = ATTACKER if left_a else DEFENDER if left_d else BOTH
    return ShipBattle(outcome, tuple(left_a), tuple(left_d), tuple(rounds))


@cache
def binomial(n: int) -> tuple[float, ...]:
    """Chances of 0..n hits from n ships."""
    p, q = P_HIT, 1.0 - P_HIT
    return tuple(comb(n, k) * p**k * q ** (n - k) for k in range(n + 1))


@cache
def hit_ways(ships: int) -> tuple[int, ...]:
    """Ways (out of ``36 ** ships``) for ``ships`` ships, two dice each, to score 0..ships hits: one
    round's roll of one side, exact (the luck calculator's per-roll distribution)."""
    check_count(Msg("battle.name.ships"), ships)
    return tuple(comb(ships, k) * HIT_WAYS**k * (36 - HIT_WAYS) ** (ships - k) for k in range(ships + 1))


def _capped(n: int, cap: int) -> list[float]:
    """Chances of 0..cap hits from n ships, hits beyond ``cap`` counted as ``cap``."""
    b = binomial(n)
    if n <= cap:
        return list(b)
    out = list(b[:cap])
    out.append(sum(b[cap:]))
    return out


def odds(
    attack: int,
    defend: int,
    *,
    hits: Sequence[int] = (1, 1),
    damage: Sequence[str] = ("spread", "spread"),
    backend: Backend = "auto",
) -> Odds:
    """Exact odds of a ship battle of ``attack`` ships against ``defend``; ``hits`` are the hits each
    side's ships take to sink (1, or 2 and 3 with Metallurgy 1 and 2), ``damage`` each side's damage
    policy. End states are the ships left on each side (repaired)."""
    ha, hd, pa, pd = _check(attack, defend, hits, damage)
    ends, rounds = distribution(attack, defend, hits=(ha, hd), damage=(pa, pd), backend=backend)
    states = []
    for (x, y), p in ends.items():
        outcome = BOTH if x == 0 and y == 0 else ATTACKER if y == 0 else DEFENDER
        states.append(EndState(outcome, x, y, p, x, y))
    battle: dict[str, Any] = {"attack": attack, "defend": defend, "hits": [ha, hd], "damage": [pa, pd]}
    return build_odds(SYSTEM, states, rounds, battle=battle)


def distribution(
    attack: int,
    defend: int,
    *,
    hits: Sequence[int] = (1, 1),
    damage: Sequence[str] = ("spread", "spread"),
    backend: Backend = "auto",
) -> tuple[dict[tuple[int, int], float], float]:
    """{(attacker's ships left, defender's ships left): probability} and the expected number of rounds."""
    ha, hd, pa, pd = _check(attack, defend, hits, damage)
    # A battle is fought (resolve) at any size; only its calculation is bounded.
    check_count(Msg("battle.name.attacking_ships"), attack, 0, MAX_SHIPS, Msg("battle.why.too_long"))
    check_count(Msg("battle.name.defending_ships"), defend, 0, MAX_SHIPS, Msg("battle.why.too_long"))
    if backend != "python":
        from warroom.battles import _fast

        if _fast.available():
            return _fast.ship_distribution(attack, defend, ha, hd, pa, pd)
        if backend == "numpy":
            raise BattleError(Msg("battle.error.numpy"))
    return _distribution_python(attack, defend, ha, hd, pa, pd)


def _distribution_python(
    attack: int, defend: int, ha: int, hd: int, pa: str, pd: str
) -> tuple[dict[tuple[int, int], float], float]:
    """Forward dynamic programme over (attacker's damage, defender's damage), both only growing, so
    rows (attacker's damage) and columns are swept upward; a round with no hit on either side changes
    nothing and is folded in exactly."""
    hp_a, hp_d = attack * ha, defend * hd
    alive_a = [afloat(attack, ha, t, pa) for t in range(hp_a + 1)]
    alive_d = [afloat(defend, hd, t, pd) for t in range(hp_d + 1)]
    mass = [[0.0] * (hp_d + 1) for _ in range(hp_a + 1)]
    mass[0][0] = 1.0
    miss = 1.0 - P_HIT
    rounds = 0.0
    ends: dict[tuple[int, int], float] = {}
    for ta in range(hp_a + 1):
        x = alive_a[ta]
        row = mass[ta]
        for td in range(hp_d + 1):
            m = row[td]
            if m == 0.0:
                continue
            y = alive_d[td]
            if x == 0 or y == 0:
                key = (x, y)
                ends[key] = ends.get(key, 0.0) + m
                continue
            visits = m / (1.0 - miss ** (x + y))
            rounds += visits
            on_d = _capped(x, hp_d - td)  # hits the attacker scores, landing on the defender
            on_a = _capped(y, hp_a - ta)
            hi = td + len(on_d)
            for i, pi in enumerate(on_a):
                c = visits * pi
                tgt = mass[ta + i]
                if i == 0:
                    for j in range(1, len(on_d)):
                        tgt[td + j] += c * on_d[j]
                else:
                    tgt[td:hi] = [t + c * pj for t, pj in zip(tgt[td:hi], on_d, strict=True)]
    return ends, rounds
