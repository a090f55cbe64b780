"""War! Age of Imperialism, Basic rules: army battles, with exact odds.

Rulebook 000, Basic Rules, "Battle", "Army Battles": each round both players choose one piece from
their army in the region to fight (the attacker chooses first), both roll two dice and add the
fighting piece's modifier (infantry +0, cavalry +1, artillery +2, leader +3) and +1 for a friendly
fort in the battle region; the lower total loses its piece; a tie changes nothing; rounds go on
until one side has no pieces left, with no retreat. The same section's worked example (China) is a
test.

Which piece each side sends is a policy: ``"strongest"`` (highest modifier first; the default),
``"weakest"`` (lowest first), ``"random"`` (any piece, all equally likely), or a function
``(own army, enemy army, enemy's chosen unit or None) -> unit index``. Named orderings make the
battle a pair of queues, solved over (pieces lost by each side); anything else is solved over the
armies' compositions, or sampled when that is too large.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from warroom.battles import army_dp
from warroom.battles.common import (
    ATTACKER,
    DEFAULT_MAX_STATES,
    DEFAULT_SAMPLES,
    DEFENDER,
    BattleError,
    EndState,
    Odds,
    Roller,
    Step,
    TooManyStates,
    absorb,
    build_odds,
    check_max_states,
    check_samples,
    contest,
    monte_carlo_odds,
    sample_direct,
)
from warroom.battles.imperialism import (
    UNIT_MODIFIER,
    UNITS,
    Army,
    ArmyBattle,
    ArmyRound,
    as_mapping,
    battle_armies,
    check_size,
    end_state,
    lost,
    piece_roll,
    remove,
)
from warroom.core.text import Msg

SYSTEM = "imperialism-basic"
#: A fighting-piece policy: a name, or (own army, enemy army, enemy's choice or None) -> unit index.
PiecePolicy = str | Callable[[Army, Army, int | None], int]
POLICIES = ("strongest", "weakest", "random")
#: The fort's bonus to the defender (Basic Rules, "Battle", step 3; "The Pieces", Fort).
FORT_BONUS = 1

State = tuple[Army, Army]


def _check_policy(policy: PiecePolicy, name: str) -> None:
    if isinstance(policy, str) and policy not in POLICIES:
        raise BattleError(Msg("battle.error.policy", name=name, value=repr(policy), known=", ".join(POLICIES)))


def choices(policy: PiecePolicy, own: Army, enemy: Army, enemy_choice: int | None) -> list[tuple[int, float]]:
    """The unit types a side may send under ``policy``, with their chances."""
    if policy == "strongest":
        return [(max(i for i, n in enumerate(own) if n), 1.0)]
    if policy == "weakest":
        return [(min(i for i, n in enumerate(own) if n), 1.0)]
    if policy == "random":
        total = sum(own)
        return [(i, n / total) for i, n in enumerate(own) if n]
    assert callable(policy)
    unit = policy(own, enemy, enemy_choice)
    if not 0 <= unit < len(own) or own[unit] == 0:
        raise BattleError(Msg("battle.error.piece_choice", unit=repr(unit), own=str(own)))
    return [(unit, 1.0)]


def round_modifiers(attacker_unit: int, defender_unit: int, fort: bool) -> tuple[int, int]:
    """The attacker's and the defender's modifiers for one round (the pieces' own, and the fort)."""
    return UNIT_MODIFIER[attacker_unit], UNIT_MODIFIER[defender_unit] + (FORT_BONUS if fort else 0)


def _choose(dice: Roller, policy: PiecePolicy, own: Army, enemy: Army, enemy_choice: int | None, who: str) -> int:
    if policy == "random":
        k = dice.roll(1, f"{who} piece", sides=sum(own))[0]
        for i, n in enumerate(own):
            if k <= n:
                return i
            k -= n
    return choices(policy, own, enemy, enemy_choice)[0][0]


def resolve(
    dice: Roller,
    attack: Mapping[str, int] | Army,
    defend: Mapping[str, int] | Army,
    *,
    fort: bool = False,
    attack_policy: PiecePolicy = "strongest",
    defend_policy: PiecePolicy = "strongest",
) -> ArmyBattle:
    """Fight a Basic-rules battle with ``dice`` (two dice per side per round, attacker first)."""
    _check_policy(attack_policy, "attack_policy")
    _check_policy(defend_policy, "defend_policy")
    a, d = battle_armies(attack, defend)
    rounds: list[ArmyRound] = []
    while sum(a) and sum(d):
        ua = _choose(dice, attack_policy, a, d, None, "attacker")
        ud = _choose(dice, defend_policy, d, a, ua, "defender")
        ma, md = round_modifiers(ua, ud, fort)
        ra, rd, ta, td, na, nd = piece_roll(dice, a, d, (ua, ud), (ma, md))
        rounds.append(ArmyRound(tuple(ra), tuple(rd), ta, td, lost(a, na), lost(d, nd), f"{UNITS[ua]} v {UNITS[ud]}"))
        a, d = na, nd
    return ArmyBattle(ATTACKER if sum(a) else DEFENDER, a, d, tuple(rounds))


def odds(
    attack: Mapping[str, int] | Army,
    defend: Mapping[str, int] | Army,
    *,
    fort: bool = False,
    attack_policy: PiecePolicy = "strongest",
    defend_policy: PiecePolicy = "strongest",
    max_states: int = DEFAULT_MAX_STATES,
    samples: int = DEFAULT_SAMPLES,
    seed: int | None = 0,
) -> Odds:
    """Odds of a Basic-rules battle: exact when the states the policies reach number at most
    ``max_states``, else ``samples`` sampled battles (seeded by ``seed``) with 95% intervals."""
    _check_policy(attack_policy, "attack_policy")
    _check_policy(defend_policy, "defend_policy")
    check_max_states(max_states)
    check_samples(samples)
    a0, d0 = battle_armies(attack, defend)
    check_size(a0, d0)
    battle: dict[str, Any] = {
        "attack": as_mapping(a0),
        "defend": as_mapping(d0),
        "fort": fort,
        "attack_policy": attack_policy if isinstance(attack_policy, str) else "custom",
        "defend_policy": defend_policy if isinstance(defend_policy, str) else "custom",
    }
    orders = {"strongest": True, "weakest": False}
    if (
        isinstance(attack_policy, str)
        and isinstance(defend_policy, str)
        and {attack_policy, defend_policy} <= set(orders)
    ):
        ends, rounds = _queues(a0, d0, fort, orders[attack_policy], orders[defend_policy])
        return build_odds(SYSTEM, ends, rounds, battle=battle)
    step = _stepper(fort, attack_policy, defend_policy)
    # A random choice reaches every pair of compositions: do not explore what is known to be too large.
    compositions = math.prod(n + 1 for n in a0 + d0)
    try:
        if isinstance(attack_policy, str) and isinstance(defend_policy, str) and army_dp.available():
            # Named policies (a random one included): the vectorised solver over the product of each
            # side's reachable armies (army_dp.py), exact.
            pairs = army_dp.basic(a0, d0, fort, attack_policy, defend_policy, army_dp.pair_limit(max_states))
            ends, rounds = [_end((a, d), p, a0, d0) for a, d, p in pairs[0]], pairs[1]
            return build_odds(SYSTEM, ends, rounds, battle=battle)
        if "random" in (attack_policy, defend_policy) and compositions > max_states:
            raise TooManyStates(compositions)
        terminal, rounds = absorb((a0, d0), step, _level, max_states)
    except TooManyStates:
        sampled, lengths = sample_direct((a0, d0), _sampler(fort, attack_policy, defend_policy), samples, seed)
        states = [_end(s, 1.0, a0, d0) for s in sampled]
        return monte_carlo_odds(SYSTEM, states, lengths, battle=battle)
    return build_odds(SYSTEM, [_end(s, p, a0, d0) for s, p in terminal.items()], rounds, battle=battle)


def _level(state: State) -> int:
    return sum(state[0]) + sum(state[1])


def _end(state: State, p: float, a0: Army, d0: Army) -> EndState:
    a, d = state
    return end_state(ATTACKER if sum(a) else DEFENDER, a, d, p, a0, d0)


def _stepper(fort: bool, attack_policy: PiecePolicy, defend_policy: PiecePolicy) -> Callable[[State], Step[State]]:
    def step(state: State) -> Step[State]:
        a, d = state
        if not sum(a) or not sum(d):
            return None
        stay = 0.0
        moves: dict[State, float] = {}
        for ua, wa in choices(attack_policy, a, d, None):
            for ud, wd in choices(defend_policy, d, a, ua):
                w = wa * wd
                ma, md = round_modifiers(ua, ud, fort)
                win, tie, lose = contest(ma - md)
                stay += w * tie
                kd = (a, remove(d, ud))
                ka = (remove(a, ua), d)
                moves[kd] = moves.get(kd, 0.0) + w * win
                moves[ka] = moves.get(ka, 0.0) + w * lose
        return stay, [(p, s) for s, p in moves.items()]

    return step


def _sampler(
    fort: bool, attack_policy: PiecePolicy, defend_policy: PiecePolicy
) -> Callable[[State, Callable[[], float]], tuple[State, float] | None]:
    """One round drawn at random from the same rules as :func:`_stepper` (ties folded into the count of
    rolls by their expectation): for sampling battles too large to solve."""

    def pick(policy: PiecePolicy, own: Army, enemy: Army, enemy_choice: int | None, r: Callable[[], float]) -> int:
        if policy == "random":
            k = r() * sum(own)
            for i, n in enumerate(own):
                if k < n:
                    return i
                k -= n
            return max(i for i, n in enumerate(own) if n)
        return choices(policy, own, enemy, enemy_choice)[0][0]

    def move(state: State, r: Callable[[], float]) -> tuple[State, float] | None:
        a, d = state
        if not any(a) or not any(d):
            return None
        ua = pick(attack_policy, a, d, None, r)
        ud = pick(defend_policy, d, a, ua, r)
        ma, md = round_modifiers(ua, ud, fort)
        win, tie, _ = contest(ma - md)
        decided = 1.0 - tie
        if r() * decided < win:
            return (a, remove(d, ud)), 1.0 / decided
        return (remove(a, ua), d), 1.0 / decided

    return move


def _order(counts: Army, strongest_first: bool) -> list[int]:
    units = [i for i in range(len(counts)) for _ in range(counts[i])]
    return units[::-1] if strongest_first else units


def _queues(a0: Army, d0: Army, fort: bool, a_strong: bool, d_strong: bool) -> tuple[list[EndState], float]:
    """Both sides send pieces in a fixed order, so a state is just (pieces lost by each side)."""
    qa, qd = _order(a0, a_strong), _order(d0, d_strong)
    na, nd = len(qa), len(qd)
    mods_a = [UNIT_MODIFIER[u] for u in qa]
    mods_d = [UNIT_MODIFIER[u] + (FORT_BONUS if fort else 0) for u in qd]
    mass = [[0.0] * (nd + 1) for _ in range(na + 1)]
    mass[0][0] = 1.0
    rounds = 0.0
    for i in range(na):
        row, below, ma = mass[i], mass[i + 1], mods_a[i]
        for j in range(nd):
            m = row[j]
            if m == 0.0:
                continue
            win, tie, lose = contest(ma - mods_d[j])
            visits = m / (1.0 - tie)
            rounds += visits
            row[j + 1] += visits * win
            below[j] += visits * lose
    ends: list[EndState] = []
    for i in range(na):
        if mass[i][nd]:
            ends.append(end_state(ATTACKER, _counts(qa[i:]), (0,) * len(UNITS), mass[i][nd], a0, d0))
    for j in range(nd):
        if mass[na][j]:
            ends.append(end_state(DEFENDER, (0,) * len(UNITS), _counts(qd[j:]), mass[na][j], a0, d0))
    return ends, rounds


def _counts(units: Sequence[int]) -> Army:
    out = [0] * len(UNITS)
    for u in units:
        out[u] += 1
    return tuple(out)
