"""Odds of a World War IV combat under the fixed policies of casualties.py: exact (warroom.battles.rout_kill_dense
or rout_kill), or a vectorised Monte Carlo of the same rules (rout_kill_mc) when the exact matrices are too
large or Spies or Bombers fight (rout_kill_recon), or, for what those do not model (one kind with two
profiles on a side) and without numpy, a Monte Carlo through the combat code itself (combat.py,
:func:`run_samples`). Tests hold the calculators to the combat code.

``fight_odds`` answers ``WW4Game.odds(Fight)`` from public information only: the board as it is, the
Invader's own Innovation cards and General Knowledge, never the other nations' hands (their boosts are left
out). ``simulate`` is ``warroom odds ww4``: the given armies on an empty land space (red invading yellow),
with a Fort and Spies if asked. A combat ends when a side has no units in the space: "attacker" (the
Defenders are gone), "defender" (the Invader's units are gone: destroyed or withdrawn, ships and Bombers
included), "both-destroyed"; units left count those still in the space. Invading ships and Bombers leave in
round 2's Maneuver, so an invasion by them alone never takes a space.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from warroom.battles import rout_kill, rout_kill_dense, rout_kill_mc, rout_kill_vec
from warroom.battles.common import (
    ATTACKER,
    BOTH,
    DEFENDER,
    BattleError,
    EndState,
    Odds,
    RandomRoller,
    build_odds,
    check_samples,
    mean95,
    wilson95,
)
from warroom.core.actions import Action
from warroom.core.log import EventLog
from warroom.core.text import Msg, Number
from warroom.rulesets.ww4 import combat, combat_exact, units
from warroom.rulesets.ww4.actions import Fight
from warroom.rulesets.ww4.casualties import PROFILE_MEMO
from warroom.rulesets.ww4.content import SHIPS, UnitProfile
from warroom.rulesets.ww4.state import WW4State
from warroom.rulesets.ww4.tuning import TUNED

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

SYSTEM = "ww4"
DEFAULT_SAMPLES = 1000
#: The most units a side may have in ``warroom odds ww4``: 100 against 100 takes about 2 s at the default
#: samples, 200 against 200 took 12 s and 550 MB.
MAX_UNITS = 100


def _base(g: WW4Game) -> WW4State:
    """A copy of the state sharing what a combat never changes; other nations' hands hidden."""
    s = g.state
    inv = s.nation()
    base = copy.copy(s)
    base.hands = [list(h) if n == inv else [] for n, h in enumerate(s.hands)]
    base.shared = {k: list(v) for k, v in s.shared.items() if k in s.hands[inv] or k in s.knowledge}
    base.combat = None
    base.decision = None
    # A shallow copy would share the game's own list of fallen Kings, and a King killed in a simulated
    # combat would then eliminate his nation in the real game.
    base.fallen = []
    return base


def _clone(base: WW4State, space: int) -> WW4State:
    st = copy.copy(base)
    st.units = dict(base.units)
    for uid in base.at[space]:
        st.units[uid] = dataclasses.replace(base.units[uid])
    st.at = [list(a) for a in base.at]
    st.fort = list(base.fort)
    st.city = list(base.city)
    st.pillaged = list(base.pillaged)
    st.combats = list(base.combats)
    st.active = list(base.active)
    st.deck = list(base.deck)
    st.hands = [list(h) for h in base.hands]
    st.fallen = []
    return st


def run_samples(g: WW4Game, space: int, samples: int, seed: int | None, battle: Mapping[str, Any]) -> Odds:
    """Fight the combat in ``space`` ``samples`` times with seeded dice and sum up the ends."""
    if samples < 1:
        raise BattleError(Msg("battle.error.ww4_samples", value=samples))
    base = _base(g)
    inv = base.nation()
    roller = RandomRoller(seed)
    ends: list[EndState] = []
    rounds: list[float] = []
    memo: dict[tuple[int, str], UnitProfile] = {}
    for _ in range(samples):
        sim = copy.copy(g)
        sim.state = _clone(base, space)
        sim.dice = roller  # type: ignore[assignment]
        sim.log = EventLog()
        sim.__dict__[PROFILE_MEMO] = memo
        c = combat.start(sim, space, sim=True)
        a = [u for u in units.present(sim.state, space) if u.kind != "spy" and u.owner == inv]
        d = [u for u in units.present(sim.state, space) if u.kind != "spy" and u.owner != inv]
        outcome = BOTH if not a and not d else ATTACKER if not d else DEFENDER
        ends.append(EndState(outcome, units.count_kinds(a), units.count_kinds(d), 1.0, len(a), len(d)))
        rounds.append(float(c["round"]))
    n = len(ends)
    weighted = [e._replace(probability=1.0 / n) for e in ends]
    wins = sum(e.outcome == ATTACKER for e in ends)
    losses = sum(e.outcome == DEFENDER for e in ends)
    both = sum(e.outcome == BOTH for e in ends)
    ci = {
        "attacker_wins": wilson95(wins, n),
        "defender_wins": wilson95(losses, n),
        "both_destroyed": wilson95(both, n),
        "expected_attacker_left": mean95([float(e.attacker_count) for e in ends]),
        "expected_defender_left": mean95([float(e.defender_count) for e in ends]),
        "expected_rounds": mean95(rounds),
    }
    return build_odds(
        SYSTEM,
        weighted,
        sum(rounds) / n,
        battle=battle,
        method="monte-carlo",
        samples=n,
        ci95=ci,
        notes=(Msg("battle.note.ww4_game_code", samples=n),),
    )


def fight_odds(
    g: WW4Game, action: Action, samples: int = DEFAULT_SAMPLES, seed: int | None = None
) -> dict[str, Any] | None:
    """The odds of the combat a ``Fight`` would start, or None where it would start none."""
    s = g.state
    if not isinstance(action, Fight) or s.combat is not None or s.decision is not None:
        return None
    space = g.board.index.get(action.space)
    if space is None or space not in s.combats:
        return None
    inv = s.nation()
    present = [u for u in units.present(s, space) if u.kind != "spy"]
    battle = {
        "space": action.space,
        "attack": units.count_kinds(u for u in present if u.owner == inv),
        "defend": units.count_kinds(u for u in present if u.owner != inv),
        "fort": s.fort[space] >= 0 and s.fort[space] != inv,
        "city": s.city[space] >= 0,
    }
    odds = solve(g, space, samples, g.seed if seed is None else seed, battle)
    return odds.to_json()


def solve(g: WW4Game, space: int, samples: int, seed: int | None, battle: Mapping[str, Any]) -> Odds:
    """Odds of the combat in ``space`` where the calculators model it (combat_exact.py): exact by the dense
    programme (warroom.battles.rout_kill_dense) when its matrices are small enough, else the vectorised
    Monte Carlo of the same rules (warroom.battles.rout_kill_mc, as many combats as fit in its time budget);
    without numpy the pure-Python programme (warroom.battles.rout_kill). With Spies or Bombers, always the
    vectorised Monte Carlo (it alone models Reconnaissance and the Bombers' aim: rout_kill_recon). Otherwise
    (two profiles of one kind on a side), or without numpy past the exact programme's limit or with Spies or
    Bombers, :func:`run_samples` with ``samples`` combats through the combat code."""
    public = copy.copy(g)
    public.state = _base(g)
    found = combat_exact.sides(public, space, public.state.nation())
    if found is not None and not rout_kill.modelled(found[0], found[1]):
        if rout_kill_vec.available():
            return rout_kill_mc.odds(*found, battle=battle, seed=seed)
        found = None
    if found is not None:
        if rout_kill_vec.available():
            try:
                return rout_kill_dense.odds(*found, battle=battle)
            except rout_kill.TooLarge:
                return rout_kill_mc.odds(*found, battle=battle, seed=seed)
        try:
            return rout_kill.odds(*found, battle=battle)
        except rout_kill.TooLarge:
            pass
    return run_samples(g, space, samples, seed, battle)


def _army(g: WW4Game, army: Mapping[str, int], what: Msg) -> dict[str, int]:
    out: dict[str, int] = {}
    for kind, n in army.items():
        if kind not in g.content.units:
            known = ", ".join(sorted(k for k in g.content.units if k != "spy"))
            raise BattleError(Msg("battle.error.ww4_unit", kind=repr(kind), side=what, known=known))
        if kind == "spy":
            raise BattleError(Msg("battle.error.ww4_spies"))
        if n < 0:
            raise BattleError(Msg("battle.error.ww4_negative", kind=kind, count=n, side=what))
        if n:
            out[kind] = out.get(kind, 0) + n
    if not out:
        raise BattleError(Msg("battle.error.ww4_empty", side=what))
    size = sum(out.values())
    if size > MAX_UNITS:
        why = Msg("battle.why.ww4_too_long")
        raise BattleError(Msg("battle.error.ww4_size", side=what, count=Number(size), high=MAX_UNITS, why=why))
    return out


def simulate(
    attack: Mapping[str, int],
    defend: Mapping[str, int],
    *,
    fort: bool = False,
    spies: tuple[int, int] = (0, 0),
    samples: int = DEFAULT_SAMPLES,
    seed: int | None = 0,
    tuning: str = TUNED,
) -> Odds:
    """``warroom odds ww4``: red's ``attack`` invading yellow's ``defend`` on an empty land space, with the
    unit profiles of option ``tuning`` (tuning.py)."""
    from warroom.core.registry import new_game
    from warroom.rulesets.ww4.game import WW4Game

    g = new_game("ww4", 3, {"tuning": tuning}, 0 if seed is None else seed)
    assert isinstance(g, WW4Game)
    att, dfd = _army(g, attack, Msg("battle.side.attacking")), _army(g, defend, Msg("battle.side.defending"))
    if min(spies) < 0:
        raise BattleError(Msg("battle.error.ww4_spies_negative", attack=spies[0], defend=spies[1]))
    if max(spies) > MAX_UNITS:
        raise BattleError(Msg("battle.error.ww4_spies_max", high=MAX_UNITS, value=Number(max(spies))))
    check_samples(samples)
    s = g.state
    m = g.map
    for u in list(s.units.values()):
        if u.id in s.units:
            units.destroy(s, u)
    n = len(m.is_water)
    s.fort = [-1] * n
    s.city = [m.cities.get(i, -1) for i in range(n)]
    s.hands = [[] for _ in s.hands]
    s.knowledge, s.shared, s.effects, s.pillaged = [], {}, [], []
    s.combat, s.decision, s.outcome = None, None, None
    s.order = [i for i in s.order if i in (0, 1, 2)] or [0, 1, 2]
    s.current = s.order.index(0)
    s.step = "combat"
    space = next(i for i in range(n) if not m.is_water[i] and i not in m.cities and m.coast[i] and m.land_adj[i])
    for owner, army, spy_count in ((1, dfd, spies[1]), (0, att, spies[0])):
        for kind, count in army.items():
            for _ in range(count):
                u = units.create(s, owner, kind, space)
                if kind in SHIPS and owner == 0:
                    u.came_from = m.coast[space][0]
        for _ in range(spy_count):
            units.create(s, owner, "spy", space)
    if fort:
        s.fort[space] = 1
    s.combats = [space]
    battle = {"attack": att, "defend": dfd, "fort": fort, "spies": list(spies)}
    return solve(g, space, samples, seed, battle)
