"""Exact odds of a rout-and-kill combat (World War IV, rulebook 004, "8. Combat", "Combat Round"), by a
dynamic programme over the units each side has, routed or not.

A round is four volleys (Bombardment first, Bombardment, Regular first, Regular), then Rally, then
Maneuver. In a volley every unit of a side that fires in it rolls one die: its kill faces kill, its rout
faces rout, the rest miss; both sides roll, then each side's casualties are assigned, kills before routs,
one at a time, by the owner's fixed policy (the ruleset's ``casualties.policy_assign``): a casualty that
only routs before one that destroys, then the cheapest unit, an unrouted one before a routed one of the
same kind when the result routs, a routed one first when it destroys. A kill on an unrouted unit is reduced
to a rout by Tank, Flight, or the defenders' Fortifications (a Fort or a City); anything on a routed unit
destroys it; a casualty nobody can take is lost (Overkill). Routed units do not fire (Turret and
Leadership aside). Rally: every routed unit rolls (the defender first); a King rallies without rolling;
Breakdown destroys on a 1; the invader's routed ships on land do not rally. Maneuver: the invader's routed
ships on land, and from round 2 all its ships, leave the combat; nobody withdraws by choice. The combat
ends after a Maneuver with a side without units, or after :data:`MAX_ROUNDS` rounds (the defender holds,
as the ruleset's simulation decides).

The state is (the invader's units by kind and routed, the defender's); the round number is the loop's.
A volley changes the two sides independently given the state, so its transition is the product
of one distribution per side, each memoised per (side, enemy fire). The mass flows round by round until
what is still fighting is below :data:`TAIL` (or :data:`MAX_ROUNDS`): the answer is exact to that bound.
Reconnaissance (Spies) and Bombers' chosen targets are not modelled here (:func:`modelled` says so): the
vectorised Monte Carlo models them (:mod:`warroom.battles.rout_kill_recon`). With numpy the ruleset uses
the same programme as matrix products (:mod:`warroom.battles.rout_kill_dense`) and, past its size, a
vectorised Monte Carlo of these rules (:mod:`warroom.battles.rout_kill_mc`); this pure-Python one remains
the reference they are tested against, and the path without numpy.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from warroom.battles.common import ATTACKER, BOTH, DEFENDER, BattleError, EndState, Odds, build_odds
from warroom.core.text import Msg

SYSTEM = "ww4"
#: The ruleset's cap on a simulated combat (combat_round.MAX_ROUNDS): past it the defender holds.
MAX_ROUNDS = 200
#: The mass still fighting below which the programme stops (it is then counted as the cap counts it).
TAIL = 1e-13
#: The volleys of a round: (Bombardment step, fires first).
STAGES = ((True, True), (True, False), (False, True), (False, False))
#: The most joint states a step may hold before the calculator gives up (the ruleset then samples); the
#: state space grows fast with the number of kinds (a 14 v 12 combat of three kinds a side passes it); the
#: README example (4 Militia and an Armor against 3 Cavalry and an Artillery in a Fort) needs about 900.
MAX_STATES = 5_000


class TooLarge(BattleError):
    """The combat's state space is larger than :data:`MAX_STATES`."""


@dataclass(frozen=True)
class Kind:
    """A unit kind as it fights on one side: faces that kill and that only rout (out of 6), faces that rally
    (without the 1 where Breakdown destroys on it), its value to the casualty policy, and its advantages."""

    name: str
    kill: int
    rout: int
    rally: int
    value: int
    bombardment: bool = False
    first: bool = False  # Charge!, or Entrench on the defending side
    fires_routed: bool = False  # Turret, Leadership
    reduces_kills: bool = False  # Tank, Flight: a kill only routs it
    breakdown: bool = False  # destroyed on a rally roll of 1
    king: bool = False  # rallies without rolling
    ship: bool = False  # an invading ship leaves in round 2 (and when routed on land)
    takes_routs: bool = True  # Flight: a Rout never goes to a Bomber
    # Flight: its side chooses the targets of its Kills (Bombers); only the vectorised Monte Carlo
    # (rout_kill_mc with rout_kill_recon) models it.
    aims: bool = False
    leaves: bool = False  # an invading Bomber: withdraws in round 2's Maneuver (rout_kill_mc only)

    def fires(self, stage: int, routed: bool) -> bool:
        """Whether a unit of this kind, ``routed`` or not, fires in volley ``stage`` (an index into :data:`STAGES`)."""
        bombard, first = STAGES[stage]
        if (self.kill == 0 and self.rout == 0) or self.bombardment != bombard or self.first != first:
            return False
        return not routed or self.fires_routed


@dataclass(frozen=True)
class Side:
    """One side: its kinds (in a fixed order) and whether kills on it are reduced (Fortifications)."""

    kinds: tuple[Kind, ...]
    protected: bool = False
    invader: bool = False
    on_land: bool = True
    #: Spies of the side's colours in the space: each aims one casualty a round (Reconnaissance; modelled
    #: by the vectorised Monte Carlo only, rout_kill_recon).
    spies: int = 0


#: A side's units: (unrouted, routed) counts per kind, flattened: (u0, r0, u1, r1, ...).
Units = tuple[int, ...]


def modelled(*sides: Side) -> bool:
    """Whether the exact programmes model these sides: no Spies, no Bombers choosing their targets."""
    return not any(s.spies or any(k.aims or k.leaves for k in s.kinds) for s in sides)


def odds(attack: Side, defend: Side, a0: Units, d0: Units, battle: Mapping[str, object]) -> Odds:
    """The exact (to :data:`TAIL`) end-state distribution of a combat; :class:`TooLarge` past
    :data:`MAX_STATES` joint states in a round."""
    if not modelled(attack, defend):
        raise BattleError(Msg("battle.error.chosen_targets"))
    solver = _Solver(attack, defend)
    ships = any(a0[2 * i] + a0[2 * i + 1] for i, k in enumerate(attack.kinds) if k.ship)
    live: dict[tuple[Units, Units], float] = {(a0, d0): 1.0}
    ends: dict[tuple[Units, Units], float] = {}
    rounds = 0.0
    for rnd in range(1, MAX_ROUNDS + 1):
        rounds += sum(live.values())
        for stage in range(4):
            live = solver.volley(live, stage)
        live = solver.rally(live)
        nxt: dict[tuple[Units, Units], float] = {}
        for (a, d), p in live.items():
            if ships:
                a = solver.maneuver(a, rnd)
            if not sum(a) or not sum(d):
                ends[(a, d)] = ends.get((a, d), 0.0) + p
            else:
                nxt[(a, d)] = nxt.get((a, d), 0.0) + p
        live = nxt
        if sum(live.values()) < TAIL:
            break
    for key, p in live.items():  # the cap: still fighting counts as the defender holding
        ends[key] = ends.get(key, 0.0) + p
    states = []
    for (a, d), p in ends.items():
        na, nd = sum(a), sum(d)
        outcome = BOTH if not na and not nd else ATTACKER if not nd else DEFENDER
        states.append(EndState(outcome, _names(attack, a), _names(defend, d), p, na, nd))
    return build_odds(SYSTEM, states, rounds, battle=battle)


def _names(side: Side, units: Units) -> dict[str, int]:
    return left_by_name(side, [units[2 * i] + units[2 * i + 1] for i in range(len(side.kinds))])


def left_by_name(side: Side, left: Sequence[int]) -> dict[str, int]:
    """The units ``left`` of each of ``side``'s kinds (routed or not), by unit name: the kinds sharing a name
    (one type with two profiles) summed, names with none left out."""
    out: dict[str, int] = {}
    for k, c in zip(side.kinds, left, strict=True):
        if c:
            out[k.name] = out.get(k.name, 0) + c
    return out


class _Solver:
    """The memoised per-side transitions of one combat."""

    def __init__(self, attack: Side, defend: Side) -> None:
        self.sides = (attack, defend)
        self._fire: dict[tuple[int, int, Units], dict[tuple[int, int], float]] = {}
        self._hit: dict[tuple[int, Units, tuple[tuple[tuple[int, int], float], ...]], dict[Units, float]] = {}
        self._rally: dict[tuple[int, Units], dict[Units, float]] = {}

    def fire(self, who: int, stage: int, units: Units) -> dict[tuple[int, int], float]:
        """(kills, routs) a side's volley scores, with their chances."""
        key = (who, stage, units)
        found = self._fire.get(key)
        if found is None:
            dist: dict[tuple[int, int], float] = {(0, 0): 1.0}
            for i, k in enumerate(self.sides[who].kinds):
                n = sum(units[2 * i + r] for r in (0, 1) if k.fires(stage, bool(r)))
                if n:
                    dist = _convolve(dist, _trinomial(n, k.kill, k.rout))
            found = self._fire[key] = dist
        return found

    def take(self, who: int, units: Units, fire: dict[tuple[int, int], float]) -> dict[Units, float]:
        """What a side becomes when it takes the casualties of ``fire``, with their chances."""
        sig = tuple(sorted(fire.items()))
        key = (who, units, sig)
        found = self._hit.get(key)
        if found is None:
            found = {}
            for (kills, routs), p in sig:
                after = _casualties(self.sides[who], units, kills, routs)
                found[after] = found.get(after, 0.0) + p
            self._hit[key] = found
        return found

    def volley(self, live: dict[tuple[Units, Units], float], stage: int) -> dict[tuple[Units, Units], float]:
        out: dict[tuple[Units, Units], float] = {}
        for (a, d), p in live.items():
            fa, fd = self.fire(0, stage, a), self.fire(1, stage, d)
            # Nothing to hit: nobody rolls (no Bombardment at a Fort under the fixed policy).
            to_a = self.take(0, a, fd) if len(fd) > 1 or (0, 0) not in fd else {a: 1.0}
            to_d = self.take(1, d, fa) if len(fa) > 1 or (0, 0) not in fa else {d: 1.0}
            for a2, pa in to_a.items():
                w = p * pa
                for d2, pd in to_d.items():
                    k = (a2, d2)
                    out[k] = out.get(k, 0.0) + w * pd
            if len(out) > MAX_STATES:
                raise TooLarge(Msg("battle.error.states", high=MAX_STATES))
        return out

    def rally(self, live: dict[tuple[Units, Units], float]) -> dict[tuple[Units, Units], float]:
        out: dict[tuple[Units, Units], float] = {}
        for (a, d), p in live.items():
            for d2, pd in self.rallied(1, d).items():
                for a2, pa in self.rallied(0, a).items():
                    k = (a2, d2)
                    out[k] = out.get(k, 0.0) + p * pd * pa
            if len(out) > MAX_STATES:
                raise TooLarge(Msg("battle.error.states", high=MAX_STATES))
        return out

    def rallied(self, who: int, units: Units) -> dict[Units, float]:
        key = (who, units)
        found = self._rally.get(key)
        if found is None:
            side = self.sides[who]
            found = {units: 1.0}
            for i, k in enumerate(side.kinds):
                n = units[2 * i + 1]
                if not n or (side.invader and k.ship and side.on_land):
                    continue
                step: dict[Units, float] = {}
                for (gone, back), q in _rally_ways(n, k).items():
                    for u, p in found.items():
                        v = list(u)
                        v[2 * i] += back
                        v[2 * i + 1] -= back + gone
                        t = tuple(v)
                        step[t] = step.get(t, 0.0) + p * q
                found = step
            self._rally[key] = found
        return found

    def maneuver(self, a: Units, rnd: int) -> Units:
        """The invader's ships that leave: routed ones on land, and all of them from round 2."""
        side = self.sides[0]
        v = list(a)
        for i, k in enumerate(side.kinds):
            if k.ship:
                if rnd >= 2:
                    v[2 * i] = 0
                if rnd >= 2 or side.on_land:
                    v[2 * i + 1] = 0
        return tuple(v)


def _casualties(side: Side, units: Units, kills: int, routs: int) -> Units:
    v = list(units)
    for result in ("kill",) * kills + ("rout",) * routs:
        best: tuple[bool, int, bool] | None = None
        choice = -1
        for i, k in enumerate(side.kinds):
            for r in (0, 1):
                if not v[2 * i + r] or (result == "rout" and not k.takes_routs):
                    continue
                destroys = bool(r) or (result == "kill" and not (k.reduces_kills or side.protected))
                key = (destroys, k.value, bool(r) != destroys)
                if best is None or key < best:
                    best, choice = key, 2 * i + r
        if choice < 0:
            continue  # Overkill: nobody can take it
        destroys = best is not None and best[0]
        v[choice] -= 1
        if not destroys:
            v[choice + 1] += 1
    return tuple(v)


def _convolve(x: dict[tuple[int, int], float], y: dict[tuple[int, int], float]) -> dict[tuple[int, int], float]:
    out: dict[tuple[int, int], float] = {}
    for (k1, r1), p in x.items():
        for (k2, r2), q in y.items():
            key = (k1 + k2, r1 + r2)
            out[key] = out.get(key, 0.0) + p * q
    return out


@lru_cache(maxsize=4096)
def _trinomial_cached(n: int, kill: int, rout: int) -> tuple[tuple[tuple[int, int], float], ...]:
    pk, pr = kill / 6, rout / 6
    pm = 1.0 - pk - pr
    out = []
    for k in range(n + 1):
        for r in range(n - k + 1):
            p = math.comb(n, k) * math.comb(n - k, r) * pk**k * pr**r * pm ** (n - k - r)
            if p > 0.0:
                out.append(((k, r), p))
    return tuple(out)


def _trinomial(n: int, kill: int, rout: int) -> dict[tuple[int, int], float]:
    """(kills, routs) of ``n`` dice that kill on ``kill`` faces and rout on ``rout`` others."""
    return dict(_trinomial_cached(n, kill, rout))


@lru_cache(maxsize=4096)
def _rally_cached(n: int, rally: int, breakdown: bool, king: bool) -> tuple[tuple[tuple[int, int], float], ...]:
    if king:
        return (((0, n), 1.0),)
    # Breakdown reads the 1 before the rally faces: ``rally`` counts the rally faces other than a 1 then.
    return _trinomial_cached(n, 1 if breakdown else 0, rally)


def _rally_ways(n: int, k: Kind) -> dict[tuple[int, int], float]:
    """(destroyed by Breakdown, rallied) among ``n`` routed units of a kind, with their chances."""
    return dict(_rally_cached(n, k.rally, k.breakdown, k.king))
