"""War! Age of Imperialism, Standard rules: army battles, natives and the Human Wave, with exact odds.

Rulebook 000, Standard Rules, "Battle", "Army Battles": rounds until one player has no pieces; each
round both roll two dice and add their modifiers; the higher total chooses one of the opponent's
pieces in the battle to eliminate ("usually the most valuable piece, but does not have to be").
"MODIFIERS": Army, +1 per different type in the battle (at most +4, falling as types are lost);
Fort, +1 to the defender in a region with a fort; Technology, +1 for 1-3 schools in the empire, +2
for 4-6, +3 for 7 or more. "RESERVE": before each roll (attacker first) each side may hold pieces in
reserve: they add no Army modifier and cannot be chosen for elimination; at least one piece must be
out. Ties change nothing (the issue; the rulebook names only "the highest total"). "The Natives",
"The Human Wave": the player controlling natives may sacrifice native pieces (eliminated whatever
happens) for +1 each on one battle roll. The same section's worked example (China) is a test.

Policies:

- victims (what the winner of a roll removes): ``"valuable"`` (the most valuable piece by cost:
  leader, artillery, cavalry, infantry; the rulebook's usual choice and the default), ``"types"``
  (a piece of the type with the fewest pieces in the battle, to cut the loser's Army modifier soonest;
  ties to the more valuable), ``"cheapest"``, or a function (loser's pieces in the battle) -> unit;
- reserve: unit names held back while a piece of another type is in the battle (all come out when
  only they are left), or a function (own army, enemy army) -> pieces held back;
- Human Wave (native defenders only): ``n`` pieces sacrificed before every roll (the cheapest first,
  one always left to fight), or ``"match"``: the fewest that bring the natives level with the
  opponent's modifier, none if no number does.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

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
    check_count,
    check_max_states,
    check_samples,
    contest,
    monte_carlo_odds,
    sample_chain,
)
from warroom.battles.imperialism import (
    ALIASES,
    UNIT_COST,
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
    remove,
    school_bonus,
    types_present,
)
from warroom.core.text import Msg

SYSTEM = "imperialism-standard"
VICTIM_POLICIES = ("valuable", "types", "cheapest")
#: A victim policy: a name, or (the loser's pieces in the battle) -> the unit type removed.
VictimPolicy = str | Callable[[Army], int]
#: A reserve policy: unit names held back, or (own army, enemy army) -> the pieces held back.
ReservePolicy = Collection[str] | Callable[[Army, Army], Army] | None
#: A Human Wave policy: pieces sacrificed per roll, or "match".
HumanWave = int | str
FORT_BONUS = 1

State = tuple[Army, Army]


class Rules:
    """One Standard-rules battle's settings: what both the game (:func:`resolve`) and the calculator
    (:func:`odds`) read, so the two cannot disagree."""

    def __init__(
        self,
        *,
        fort: bool = False,
        attack_schools: int = 0,
        defend_schools: int = 0,
        attack_victims: VictimPolicy = "valuable",
        defend_victims: VictimPolicy = "valuable",
        attack_reserve: ReservePolicy = None,
        defend_reserve: ReservePolicy = None,
        natives: bool = False,
        human_wave: HumanWave = 0,
    ) -> None:
        for name, victims in (("attack_victims", attack_victims), ("defend_victims", defend_victims)):
            if isinstance(victims, str) and victims not in VICTIM_POLICIES:
                raise BattleError(
                    Msg("battle.error.policy", name=name, value=repr(victims), known=", ".join(VICTIM_POLICIES))
                )
        if isinstance(human_wave, str):
            if human_wave != "match":
                raise BattleError(Msg("battle.error.human_wave", value=repr(human_wave)))
        else:
            check_count("human_wave", human_wave)
        if human_wave and not natives:
            raise BattleError(Msg("battle.error.human_wave_natives"))
        if natives and defend_schools:
            raise BattleError(Msg("battle.error.natives_schools"))
        self.fort = fort
        self.attack_bonus = school_bonus(check_count("attack_schools", attack_schools))
        self.defend_bonus = school_bonus(check_count("defend_schools", defend_schools))
        self.attack_victims = attack_victims
        self.defend_victims = defend_victims
        self.attack_reserve = _reserve_policy(attack_reserve, Msg("battle.side.attacker"))
        self.defend_reserve = _reserve_policy(defend_reserve, Msg("battle.side.defender"))
        self.natives = natives
        self.human_wave = human_wave
        self.battle: dict[str, Any] = {
            "fort": fort,
            "attack_schools": attack_schools,
            "defend_schools": defend_schools,
            "attack_victims": _name(attack_victims),
            "defend_victims": _name(defend_victims),
            "attack_reserve": _name(attack_reserve),
            "defend_reserve": _name(defend_reserve),
            "natives": natives,
            "human_wave": human_wave,
        }

    def fighting(self, own: Army, enemy: Army, reserve: Callable[[Army, Army], Army]) -> Army:
        """The pieces of ``own`` in the battle (not in reserve); all of them if the reserve would hold
        back everything."""
        held = reserve(own, enemy)
        if any(h < 0 or h > n for h, n in zip(held, own, strict=True)):
            raise BattleError(Msg("battle.error.reserve_held", held=str(held), own=str(own)))
        out = tuple(n - h for n, h in zip(own, held, strict=True))
        return out if sum(out) else own

    def sacrifice(self, natives: Army, in_battle: Army, opponent_modifier: int) -> Army:
        """The native pieces sacrificed before a roll (cheapest first; one always stays to fight)."""
        spare = sum(in_battle) - 1
        if not self.human_wave or spare <= 0:
            return (0,) * len(UNITS)
        if self.human_wave == "match":
            for n in range(spare + 1):
                gone = cheapest(in_battle, n)
                rest = lost(in_battle, gone)
                if types_present(rest) + n + self.defender_fixed() >= opponent_modifier:
                    return gone
            return (0,) * len(UNITS)
        assert isinstance(self.human_wave, int)
        return cheapest(in_battle, min(self.human_wave, spare))

    def defender_fixed(self) -> int:
        """The defender's modifier that does not change during the battle: the fort's bonus and its schools' bonus."""
        return (FORT_BONUS if self.fort else 0) + self.defend_bonus

    def victim(self, policy: VictimPolicy, loser_in_battle: Army) -> int:
        """The unit type the winner removes from the loser's pieces in the battle."""
        present = [i for i, n in enumerate(loser_in_battle) if n]
        if policy == "valuable":
            return max(present, key=lambda i: UNIT_COST[i])
        if policy == "cheapest":
            return min(present, key=lambda i: UNIT_COST[i])
        if policy == "types":
            return min(present, key=lambda i: (loser_in_battle[i], -UNIT_COST[i]))
        assert callable(policy)
        unit = policy(loser_in_battle)
        if unit not in present:
            raise BattleError(Msg("battle.error.victim_choice", unit=repr(unit), pieces=str(loser_in_battle)))
        return unit

    def round(self, a: Army, d: Army) -> tuple[Army, Army, Army, int, int]:
        """Set up one roll: (attacker's pieces in battle, defender's, natives sacrificed, attacker's
        modifier, defender's modifier before the sacrifice's bonus is added)."""
        fa = self.fighting(a, d, self.attack_reserve)
        fd = self.fighting(d, a, self.defend_reserve)
        ma = types_present(fa) + self.attack_bonus
        gone = self.sacrifice(d, fd, ma) if self.natives else (0,) * len(UNITS)
        fd = lost(fd, gone)
        md = types_present(fd) + self.defender_fixed() + sum(gone)
        return fa, fd, gone, ma, md


def _name(policy: object) -> Any:
    if policy is None or isinstance(policy, str | int):
        return policy
    if callable(policy):
        return "custom"
    return sorted(str(p) for p in policy)  # type: ignore[attr-defined]


def _reserve_policy(policy: ReservePolicy, who: Msg) -> Callable[[Army, Army], Army]:
    if policy is None:
        return _no_reserve
    if callable(policy):
        return policy
    if isinstance(policy, str):
        policy = [p for p in policy.split(",") if p.strip()]
    held = set()
    for name in policy:
        i = ALIASES.get(str(name).strip().lower())
        if i is None:
            raise BattleError(Msg("battle.error.reserve_unit", name=repr(name), side=who, units=", ".join(UNITS)))
        held.add(i)

    def reserve(own: Army, enemy: Army) -> Army:
        return tuple(n if i in held else 0 for i, n in enumerate(own))

    return reserve


def _no_reserve(own: Army, enemy: Army) -> Army:
    return (0,) * len(own)


def resolve(
    dice: Roller, attack: Mapping[str, int] | Army, defend: Mapping[str, int] | Army, **settings: Any
) -> ArmyBattle:
    """Fight a Standard-rules battle with ``dice``; ``settings`` are those of :class:`Rules`."""
    rules = Rules(**settings)
    a, d = battle_armies(attack, defend)
    rounds: list[ArmyRound] = []
    while sum(a) and sum(d):
        fa, fd, gone, ma, md = rules.round(a, d)
        d_after_wave = lost(d, gone)
        ra = dice.roll(2, "attack")
        rd = dice.roll(2, "defence")
        ta, td = sum(ra) + ma, sum(rd) + md
        na, nd = a, d_after_wave
        if ta > td:
            nd = remove(d_after_wave, rules.victim(rules.attack_victims, fd))
        elif td > ta:
            na = remove(a, rules.victim(rules.defend_victims, fa))
        note = f"in battle: {describe(fa)} v {describe(fd)}"
        if sum(gone):
            note += f"; Human Wave: {describe(gone)} sacrificed"
        rounds.append(ArmyRound(tuple(ra), tuple(rd), ta, td, lost(a, na), lost(d, nd), note))
        a, d = na, nd
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
    """Odds of a Standard-rules battle (``settings`` as in :class:`Rules`): exact over the armies'
    compositions when at most ``max_states`` are reached, else ``samples`` sampled battles."""
    check_max_states(max_states)
    check_samples(samples)
    rules = Rules(**settings)
    a0, d0 = battle_armies(attack, defend)
    check_size(a0, d0)
    battle = {"attack": as_mapping(a0), "defend": as_mapping(d0), **rules.battle}
    step = _stepper(rules)
    try:
        terminal, rounds = absorb((a0, d0), step, _level, max_states)
    except TooManyStates:
        sampled, lengths = sample_chain((a0, d0), step, samples, seed)
        return monte_carlo_odds(SYSTEM, [_end(s, 1.0, a0, d0) for s in sampled], lengths, battle=battle)
    return build_odds(SYSTEM, [_end(s, p, a0, d0) for s, p in terminal.items()], rounds, battle=battle)


def _level(state: State) -> int:
    return sum(state[0]) + sum(state[1])


def _end(state: State, p: float, a0: Army, d0: Army) -> EndState:
    a, d = state
    return end_state(ATTACKER if sum(a) else DEFENDER, a, d, p, a0, d0)


def _stepper(rules: Rules) -> Callable[[State], Step[State]]:
    def step(state: State) -> Step[State]:
        a, d = state
        if not sum(a) or not sum(d):
            return None
        fa, fd, gone, ma, md = rules.round(a, d)
        win, tie, lose = contest(ma - md)
        d_after_wave = lost(d, gone)
        moves: list[tuple[float, State]] = []
        if win:
            moves.append((win, (a, remove(d_after_wave, rules.victim(rules.attack_victims, fd)))))
        if lose:
            moves.append((lose, (remove(a, rules.victim(rules.defend_victims, fa)), d_after_wave)))
        if sum(gone):
            moves.append((tie, (a, d_after_wave)))
            return 0.0, moves
        return tie, moves

    return step
