"""War! Age of Imperialism, Advanced rules: alternating assaults and retreat, with exact odds.

Rulebook 000, Advanced Rules, "Battle": the players take turns "assaulting", the invader first; the
assaulting player chooses one of his armies and one of his opponent's; both roll two dice and add
modifiers; the lower total loses its piece; this goes on until a side runs out of armies or
retreats. "Modifiers": infantry +0, cavalry +1, artillery +2, leader +3; fort +1 for the defending
owner; combined arms +1 per type of army the player has in the battle at that point; military
technology ("Technologies": Rifles 1 and 2 give infantry +1 and +2). Schools give nothing in battle
here ("The Pieces", School). "Retreat": after each player has assaulted at least once, either
player may retreat all his remaining armies. The Advanced rules keep every Standard rule they do not
change ("The Advanced Rules vs. The Standard Rules"), so natives and the Human Wave apply.

Decisions (see docs/battles.md): a tie changes nothing and the turn still passes (the text names only
"the lower total"); retreat is checked before each assault once both have assaulted, the attacker
first; natives never retreat; a Human Wave sacrifice comes after the pieces are chosen, from the
natives' other pieces, cheapest first.

Policies of the assaulting side: its own piece, ``"strongest"`` (highest modifier; the default) or
``"weakest"``; the target, ``"weakest"`` (lowest modifier: the best odds; the default),
``"strongest"``, ``"valuable"`` (the most valuable by cost) or ``"types"`` (the type with the fewest
pieces, to cut combined arms); or a function (own army, enemy army) -> (own unit, enemy unit).
Retreat: ``attack_retreat=n`` withdraws the attacker once it has n pieces or fewer (likewise the
defender); None never retreats.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from warroom.battles import army_dp
from warroom.battles.common import (
    ATTACKER,
    ATTACKER_RETREATED,
    DEFAULT_MAX_STATES,
    DEFAULT_SAMPLES,
    DEFENDER,
    DEFENDER_RETREATED,
    BattleError,
    EndState,
    Odds,
    Roller,
    Step,
    TooManyStates,
    build_odds,
    check_count,
    check_max_states,
    check_samples,
    contest,
    monte_carlo_odds,
    sample_chain,
)
from warroom.battles.imperialism import (
    INF,
    UNIT_COST,
    UNIT_MODIFIER,
    UNITS,
    Army,
    ArmyBattle,
    ArmyRound,
    as_mapping,
    battle_armies,
    cheapest,
    check_size,
    describe,
    end_state,
    lost,
    piece_roll,
    remove,
    types_present,
)
from warroom.core.text import Msg

SYSTEM = "imperialism-advanced"
PIECE_POLICIES = ("strongest", "weakest")
TARGET_POLICIES = ("weakest", "strongest", "valuable", "types")
#: A custom assault policy: (own army, enemy army) -> (own unit, enemy unit).
AssaultPolicy = Callable[[Army, Army], tuple[int, int]]
FORT_BONUS = 1
RIFLES_MAX = 2

#: Sub-states of one pair of armies: whose assault it is and who has assaulted so far.
A0, D1, A2, D2 = 0, 1, 2, 3  # attacker to assault, nobody yet / defender to assault, attacker has / ... both have
RETREAT_A, RETREAT_D = 4, 5  # end states: the attacker / the defender withdrew
_TURN = (0, 1, 0, 1)
_NEXT = (D1, A2, D2, A2)  # the sub-state after an assault from each
State = tuple[Army, Army, int]


class Rules:
    """One Advanced-rules battle's settings, read by both :func:`resolve` and :func:`odds`."""

    def __init__(
        self,
        *,
        fort: bool = False,
        attack_rifles: int = 0,
        defend_rifles: int = 0,
        attack_piece: str = "strongest",
        attack_target: str = "weakest",
        defend_piece: str = "strongest",
        defend_target: str = "weakest",
        attack_policy: AssaultPolicy | None = None,
        defend_policy: AssaultPolicy | None = None,
        attack_retreat: int | None = None,
        defend_retreat: int | None = None,
        natives: bool = False,
        human_wave: int | str = 0,
    ) -> None:
        for name, value, allowed in (
            ("attack_piece", attack_piece, PIECE_POLICIES),
            ("defend_piece", defend_piece, PIECE_POLICIES),
            ("attack_target", attack_target, TARGET_POLICIES),
            ("defend_target", defend_target, TARGET_POLICIES),
        ):
            if value not in allowed:
                raise BattleError(Msg("battle.error.policy", name=name, value=repr(value), known=", ".join(allowed)))
        for name, rifles in (("attack_rifles", attack_rifles), ("defend_rifles", defend_rifles)):
            check_count(name, rifles)
            if rifles > RIFLES_MAX:
                raise BattleError(Msg("battle.error.rifles", name=name, high=RIFLES_MAX, value=rifles))
        for name, level in (("attack_retreat", attack_retreat), ("defend_retreat", defend_retreat)):
            if level is not None:
                check_count(name, level)
        if isinstance(human_wave, str):
            if human_wave != "match":
                raise BattleError(Msg("battle.error.human_wave", value=repr(human_wave)))
        else:
            check_count("human_wave", human_wave)
        if human_wave and not natives:
            raise BattleError(Msg("battle.error.human_wave_natives"))
        if natives and defend_retreat is not None:
            raise BattleError(Msg("battle.error.natives_retreat"))
        if natives and defend_rifles:
            raise BattleError(Msg("battle.error.natives_technologies"))
        self.fort = fort
        self.rifles = (attack_rifles, defend_rifles)
        self.pieces = (attack_piece, defend_piece)
        self.targets = (attack_target, defend_target)
        self.custom = (attack_policy, defend_policy)
        self.retreat = (attack_retreat, defend_retreat)
        self.natives = natives
        self.human_wave = human_wave
        self._pieces: dict[tuple[int, Army], int] = {}
        self._targets: dict[tuple[int, Army], int] = {}
        self.battle: dict[str, Any] = {
            "fort": fort,
            "attack_rifles": attack_rifles,
            "defend_rifles": defend_rifles,
            "attack_policy": "custom" if attack_policy else f"{attack_piece}/{attack_target}",
            "defend_policy": "custom" if defend_policy else f"{defend_piece}/{defend_target}",
            "attack_retreat": attack_retreat,
            "defend_retreat": defend_retreat,
            "natives": natives,
            "human_wave": human_wave,
        }

    def unit_modifier(self, side: int, unit: int) -> int:
        """A piece's own modifier, rifles included (side 0 is the attacker)."""
        return UNIT_MODIFIER[unit] + (self.rifles[side] if unit == INF else 0)

    def choose(self, side: int, own: Army, enemy: Army) -> tuple[int, int]:
        """The assaulting side's piece and its target."""
        custom = self.custom[side]
        if custom is not None:
            mine, theirs = custom(own, enemy)
            if not (0 <= mine < len(own) and own[mine]) or not (0 <= theirs < len(enemy) and enemy[theirs]):
                raise BattleError(
                    Msg("battle.error.assault_choice", choice=repr((mine, theirs)), own=str(own), enemy=str(enemy))
                )
            return mine, theirs
        return self.piece(side, own), self.target(side, enemy)

    def piece(self, side: int, own: Army) -> int:
        """The piece a side sends into its own assault under its named policy."""
        key = (side, own)
        unit = self._pieces.get(key)
        if unit is None:
            mod = self.unit_modifier
            have = [i for i, n in enumerate(own) if n]
            if self.pieces[side] == "strongest":
                unit = max(have, key=lambda i: (mod(side, i), -UNIT_COST[i]))
            else:
                unit = min(have, key=lambda i: (mod(side, i), UNIT_COST[i]))
            self._pieces[key] = unit
        return unit

    def target(self, side: int, enemy: Army) -> int:
        """The enemy piece a side picks for its own assault under its named policy."""
        key = (side, enemy)
        unit = self._targets.get(key)
        if unit is None:
            mod, foe = self.unit_modifier, 1 - side
            present = [i for i, n in enumerate(enemy) if n]
            policy = self.targets[side]
            if policy == "weakest":
                unit = min(present, key=lambda i: (mod(foe, i), -UNIT_COST[i]))
            elif policy == "strongest":
                unit = max(present, key=lambda i: (mod(foe, i), UNIT_COST[i]))
            elif policy == "valuable":
                unit = max(present, key=lambda i: UNIT_COST[i])
            else:
                unit = min(present, key=lambda i: (enemy[i], mod(foe, i), -UNIT_COST[i]))
            self._targets[key] = unit
        return unit

    def retreats(self, a: Army, d: Army) -> int | None:
        """RETREAT_A or RETREAT_D if a side withdraws now (both having assaulted), else None."""
        ra, rd = self.retreat
        if ra is not None and sum(a) <= ra:
            return RETREAT_A
        if rd is not None and sum(d) <= rd:
            return RETREAT_D
        return None

    def assault(self, a: Army, d: Army, turn: int) -> tuple[int, int, Army, int, int]:
        """Set up one assault: (attacker's piece, defender's piece, natives sacrificed, attacker's
        modifier, defender's modifier)."""
        if turn == 0:
            ua, ud = self.choose(0, a, d)
        else:
            ud, ua = self.choose(1, d, a)
        ma = self.unit_modifier(0, ua) + types_present(a)
        fixed = FORT_BONUS if self.fort else 0
        if not (self.natives and self.human_wave):
            return ua, ud, _NONE, ma, self.unit_modifier(1, ud) + types_present(d) + fixed
        gone = _NONE
        if self.natives and self.human_wave:
            others = remove(d, ud)
            spare = sum(others)
            if self.human_wave == "match":
                for n in range(spare + 1):
                    trial = cheapest(others, n)
                    rest = lost(d, trial)
                    if self.unit_modifier(1, ud) + types_present(rest) + fixed + n >= ma:
                        gone = trial
                        break
            else:
                assert isinstance(self.human_wave, int)
                gone = cheapest(others, min(self.human_wave, spare))
        d_now = lost(d, gone)
        md = self.unit_modifier(1, ud) + types_present(d_now) + fixed + sum(gone)
        return ua, ud, gone, ma, md


_NONE: Army = (0,) * len(UNITS)


def resolve(
    dice: Roller, attack: Mapping[str, int] | Army, defend: Mapping[str, int] | Army, **settings: Any
) -> ArmyBattle:
    """Fight an Advanced-rules battle with ``dice``; ``settings`` are those of :class:`Rules`."""
    rules = Rules(**settings)
    a, d = battle_armies(attack, defend)
    sub = A0
    rounds: list[ArmyRound] = []
    while sum(a) and sum(d):
        if sub in (A2, D2):
            withdrawn = rules.retreats(a, d)
            if withdrawn is not None:
                outcome = ATTACKER_RETREATED if withdrawn == RETREAT_A else DEFENDER_RETREATED
                return ArmyBattle(outcome, a, d, tuple(rounds))
        turn = _TURN[sub]
        ua, ud, gone, ma, md = rules.assault(a, d, turn)
        d_now = lost(d, gone)
        ra, rd, ta, td, na, nd = piece_roll(dice, a, d_now, (ua, ud), (ma, md))
        who = "attacker" if turn == 0 else "defender"
        note = f"{who} assaults: {UNITS[ua]} v {UNITS[ud]}"
        if sum(gone):
            note += f"; Human Wave: {describe(gone)} sacrificed"
        rounds.append(ArmyRound(tuple(ra), tuple(rd), ta, td, lost(a, na), lost(d, nd), note))
        a, d, sub = na, nd, _NEXT[sub]
    return ArmyBattle(ATTACKER if sum(a) else DEFENDER, a, d, tuple(rounds))


def odds(
    attack: Mapping[str, int] | Army,
    defend: Mapping[str, int] | Army,
    *,
    max_states: int = DEFAULT_MAX_STATES,
    samples: int = DEFAULT_SAMPLES,
    seed: int | None = 0,
    **settings: Any,
) -> Odds:
    """Odds of an Advanced-rules battle (``settings`` as in :class:`Rules`). Exact over (armies, whose
    assault, who has assaulted) when at most ``max_states`` pairs of armies are reached, else sampled.
    ``expected_rounds`` counts assaults; ``attacker_retreats`` and ``defender_retreats`` are reported."""
    check_max_states(max_states)
    check_samples(samples)
    rules = Rules(**settings)
    a0, d0 = battle_armies(attack, defend)
    check_size(a0, d0)
    battle = {"attack": as_mapping(a0), "defend": as_mapping(d0), **rules.battle}
    extra_outcomes = {"attacker_retreats": [ATTACKER_RETREATED], "defender_retreats": [DEFENDER_RETREATED]}
    try:
        if army_dp.available() and rules.custom == (None, None) and not (rules.natives and rules.human_wave):
            # Named policies: the vectorised solver over each side's reachable armies (army_dp.py).
            found, rounds = army_dp.advanced(rules, a0, d0, army_dp.pair_limit(max_states))
            ends: dict[State, float] = {}
            for a, d, sub, p in found:
                ends[(a, d, sub)] = ends.get((a, d, sub), 0.0) + p
        else:
            ends, rounds = _exact(rules, a0, d0, max_states)
    except TooManyStates:
        sampled, lengths = sample_chain((a0, d0, A0), _stepper(rules), samples, seed)
        states = [_end(s, 1.0, a0, d0) for s in sampled]
        return monte_carlo_odds(SYSTEM, states, lengths, battle=battle, extra_outcomes=extra_outcomes)
    result = build_odds(SYSTEM, [_end(s, p, a0, d0) for s, p in ends.items()], rounds, battle=battle)
    extra = {
        "attacker_retreats": result.probability(ATTACKER_RETREATED),
        "defender_retreats": result.probability(DEFENDER_RETREATED),
    }
    return build_odds(SYSTEM, result.distribution, rounds, battle=battle, extra=extra)


def _end(state: State, p: float, a0: Army, d0: Army) -> EndState:
    a, d, sub = state
    if sub == RETREAT_A:
        outcome = ATTACKER_RETREATED
    elif sub == RETREAT_D:
        outcome = DEFENDER_RETREATED
    else:
        outcome = ATTACKER if sum(a) else DEFENDER
    return end_state(outcome, a, d, p, a0, d0)


def _moves(rules: Rules, a: Army, d: Army, turn: int) -> tuple[float, list[tuple[float, tuple[Army, Army]]]]:
    """One assault: (chance of a tie that changes nothing, [(chance, armies after), ...])."""
    ua, ud, gone, ma, md = rules.assault(a, d, turn)
    win, tie, lose = contest(ma - md)
    d_now = d if gone is _NONE else lost(d, gone)
    moves: list[tuple[float, tuple[Army, Army]]] = []
    if win:
        moves.append((win, (a, remove(d_now, ud))))
    if lose:
        moves.append((lose, (remove(a, ua), d_now)))
    if gone is not _NONE and any(gone):
        moves.append((tie, (a, d_now)))
        return 0.0, moves
    return tie, moves


def _stepper(rules: Rules) -> Callable[[State], Step[State]]:
    """The chain over (attacker, defender, sub-state) that :func:`_exact` solves, for sampling. A
    withdrawal is settled on arrival in a state where it happens, so it costs no roll."""

    def settle(a: Army, d: Army, sub: int) -> State:
        if sub in (A2, D2) and any(a) and any(d):
            withdrawn = rules.retreats(a, d)
            if withdrawn is not None:
                return (a, d, withdrawn)
        return (a, d, sub)

    def step(state: State) -> Step[State]:
        a, d, sub = state
        if sub >= RETREAT_A or not sum(a) or not sum(d):
            return None
        tie, moves = _moves(rules, a, d, _TURN[sub])
        nxt = _NEXT[sub]
        out = [(p, settle(na, nd, nxt)) for p, (na, nd) in moves]
        if tie:
            out.append((tie, settle(a, d, nxt)))
        return 0.0, out

    return step


def _exact(rules: Rules, a0: Army, d0: Army, max_states: int) -> tuple[dict[State, float], float]:
    """Mass flows through pairs of armies by decreasing pieces; within a pair, the four sub-states
    (whose assault, who has assaulted) are linked by ties, solved in closed form."""
    top = sum(a0) + sum(d0)
    buckets: list[dict[tuple[Army, Army], list[float]]] = [{} for _ in range(top + 1)]
    buckets[top][(a0, d0)] = [1.0, 0.0, 0.0, 0.0]
    ends: dict[State, float] = {}
    rounds = 0.0
    visited = 0

    def push(target: tuple[Army, Army], sub: int, mass: float) -> None:
        b = buckets[sum(target[0]) + sum(target[1])]
        slot = b.get(target)
        if slot is None:
            slot = b[target] = [0.0, 0.0, 0.0, 0.0]
        slot[sub] += mass

    def end(a: Army, d: Army, sub: int, mass: float) -> None:
        key = (a, d, sub)
        ends[key] = ends.get(key, 0.0) + mass

    for lv in range(top, -1, -1):
        bucket = buckets[lv]
        visited += len(bucket)
        if visited > max_states:
            raise TooManyStates(visited)
        for (a, d), (in_a0, in_d1, in_a2, in_d2) in bucket.items():
            if not sum(a) or not sum(d):
                end(a, d, A0, in_a0 + in_d1 + in_a2 + in_d2)
                continue
            t0, moves0 = _moves(rules, a, d, 0)
            t1, moves1 = _moves(rules, a, d, 1)
            m_a0 = in_a0
            m_d1 = in_d1 + t0 * m_a0
            withdrawn = rules.retreats(a, d)
            for p, target in moves0:
                push(target, D1, m_a0 * p)
            for p, target in moves1:
                push(target, A2, m_d1 * p)
            rounds += m_a0 + m_d1
            if withdrawn is not None:
                end(a, d, withdrawn, in_a2 + t1 * m_d1 + in_d2)
                continue
            x = (in_a2 + t1 * m_d1 + t1 * in_d2) / (1.0 - t0 * t1)
            y = in_d2 + t0 * x
            for p, target in moves0:
                push(target, D2, x * p)
            for p, target in moves1:
                push(target, A2, y * p)
            rounds += x + y
        buckets[lv] = {}
    return ends, rounds
