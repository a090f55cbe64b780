"""Standard battles roll by roll (battle_choices.py).

000, Standard Rules, "RESERVE": "Before each battle roll, each player determines which pieces will be 'In
Reserve' (The attacker chooses first, then the defender). Pieces in reserve do not count toward the Army
Modifier ... and they may not be chosen to be eliminated ... as long as there is at least one piece out of
reserve"; "Army Battles": "The player with the highest total ... may choose an opponent's piece (in that
battle) to be eliminated. This will usually be the most valuable piece, but does not have to be."

Each roll: the attacker's reserve (``BattleReserve``), the defender's, the dice, then the winner's choice of
the loser's piece (``BattleRemove``; a tie removes nothing). A side is asked only when it has a choice:
with one kind in the battle it holds nothing back, and a loser of one kind loses a piece of it, unasked.
A reserve holds whole kinds (which piece of a kind stays out changes nothing). The computer-played natives
hold nothing back, remove the most valuable piece and make their Human Wave by option ``human_wave``, as in
warroom.battles.imperialism_standard, whose :class:`~warroom.battles.imperialism_standard.Rules` computes
every roll here, with the dice rolled as its ``resolve`` rolls them: the same choices give the same battle.

The battle's data (battle_state.py) adds ``rules`` (the battle's settings: fort, schools, natives, Human
Wave), ``reserves`` (per side the kinds its policy holds back: the attacker's ``Fight`` reserve),
``held`` (the reserves decided for this roll, attacker's first) and ``pending`` (a roll won, waiting for
the winner's choice). Policies: "valuable" (the fixed defender's and the natives') and "types", each with
nothing in reserve.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from warroom.battles.imperialism import UNIT_COST, UNITS, describe, lost, remove, types_present
from warroom.battles.imperialism_standard import Rules
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Items, Msg
from warroom.rulesets.imperialism import combat
from warroom.rulesets.imperialism.actions import BattleRemove, BattleReserve, Fight
from warroom.rulesets.imperialism.battle_state import ATTACK, DEFEND, Battle, ask, colour, finish, record

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The policies a seat may answer with; the first is the fixed defender's and the natives'.
POLICIES = ("valuable", "types")
#: The kind of battle a standing preference is kept for.
PREFERENCE = "army"
#: The decisions' actions.
ACTIONS = (BattleReserve, BattleRemove)
#: The battle settings kept in the battle (the rest of Rules' are the policies).
_RULES = ("fort", "attack_schools", "defend_schools", "natives", "human_wave")


def start(g: ImperialismGame, b: Battle, action: Fight) -> None:
    """Add what a Standard battle needs: its settings (combat._settings), the attacker's Fight reserve."""
    _, settings = combat._settings(g, b["region"], b["attacker"], b["defender"], POLICIES[0], None)
    b["rules"] = {k: settings[k] for k in _RULES}
    b["reserves"] = [list(action.reserve), []]
    b["held"] = []
    b["pending"] = None


def _unit(kind: str) -> Msg:
    """A piece kind's name, for a refusal."""
    return Msg(f"aoi.battle.unit.{kind}")


def _rules(b: Battle) -> Rules:
    return Rules(**b["rules"])


def _policy_reserve(b: Battle, side: int) -> list[int]:
    kinds = b["reserves"][side]
    return [n if UNITS[i] in kinds else 0 for i, n in enumerate(b["armies"][side])]


def advance(g: ImperialismGame, b: Battle) -> None:
    """Roll until a seat must decide or one side has no pieces left."""
    while sum(b["armies"][ATTACK]) and sum(b["armies"][DEFEND]):
        pending = b["pending"]
        side = len(b["held"]) if pending is None else pending["winner"]
        if side > DEFEND:
            _roll(g, b)
            continue
        policy = b["policies"][side]
        # No real choice (one kind: nothing to hold back, or one kind of his to eliminate) applies itself.
        forced = None if policy else _forced(b, side)
        if forced is None and not policy:
            ask(g, b, side)
            return
        if pending is None:
            b["held"].append(_policy_reserve(b, side) if policy else [0] * len(UNITS))
        else:
            _eliminate(g, b, _rules(b).victim(policy, tuple(pending["loser"])) if forced is None else forced)
    finish(g, b)


def _forced(b: Battle, side: int) -> int | None:
    """The only answer ``side`` has, or None when it has a choice: before a roll, one kind of its own
    (nothing can be held in reserve: -1); a roll won, one kind of the loser's in the battle (its index)."""
    pending = b["pending"]
    if pending is None:
        return -1 if len(reserve_options(b["armies"][side])) == 1 else None
    kinds = [i for i, n in enumerate(pending["loser"]) if n]
    return kinds[0] if len(kinds) == 1 else None


def _roll(g: ImperialismGame, b: Battle) -> None:
    """Both reserves decided: the Human Wave, the dice (as imperialism_standard.resolve rolls them), and
    the winner's choice pending (a tie removes nothing)."""
    rules = _rules(b)
    a, d = tuple(b["armies"][ATTACK]), tuple(b["armies"][DEFEND])
    held_a, held_d = tuple(b["held"][ATTACK]), tuple(b["held"][DEFEND])
    # Both reserves, told before the dice (narrate_battle.py); a log entry draws no die, so the dice
    # stream is the one imperialism_standard.resolve rolls.
    g.log.add(
        "battle_reserves",
        region=g.geo.id(b["region"]),
        attacker=colour(g, b, ATTACK),
        defender=colour(g, b, DEFEND),
        attack=[UNITS[i] for i, n in enumerate(held_a) if n],
        defend=[UNITS[i] for i, n in enumerate(held_d) if n],
    )
    fa = rules.fighting(a, d, lambda own, enemy: held_a)
    fd = rules.fighting(d, a, lambda own, enemy: held_d)
    ma = types_present(fa) + rules.attack_bonus
    gone = rules.sacrifice(d, fd, ma) if rules.natives else (0,) * len(UNITS)
    fd = lost(fd, gone)
    md = types_present(fd) + rules.defender_fixed() + sum(gone)
    d_after = lost(d, gone)
    ra = g.dice.roll(2, "attack")
    rd = g.dice.roll(2, "defence")
    ta, td = sum(ra) + ma, sum(rd) + md
    note = f"in battle: {describe(fa)} v {describe(fd)}"
    if sum(gone):
        note += f"; Human Wave: {describe(gone)} sacrificed"
    pending: dict[str, Any] = {
        "dice": [ra, rd],
        "totals": [ta, td],
        "before": [list(a), list(d)],
        "after_wave": list(d_after),
        "note": note,
    }
    b["held"] = []
    if ta == td:
        record(b, (ra, rd), (ta, td), (a, d), (a, d_after), note)
        return
    pending["winner"] = ATTACK if ta > td else DEFEND
    pending["loser"] = list(fd if ta > td else fa)
    b["pending"] = pending


def _eliminate(g: ImperialismGame, b: Battle, victim: int) -> None:
    p = b["pending"]
    # The piece the winner removes (chosen, forced or by policy), told as the Basic rolls' pieces are.
    g.log.add(
        "battle_remove",
        region=g.geo.id(b["region"]),
        empire=colour(g, b, p["winner"]),
        loser=colour(g, b, 1 - p["winner"]),
        piece=UNITS[victim],
    )
    a, d = tuple(p["before"][ATTACK]), tuple(p["before"][DEFEND])
    d_after = tuple(p["after_wave"])
    after = (a, remove(d_after, victim)) if p["winner"] == ATTACK else (remove(a, victim), d_after)
    record(b, (p["dice"][0], p["dice"][1]), (p["totals"][0], p["totals"][1]), (a, d), after, p["note"])
    b["pending"] = None


def reserve_options(own: list[int]) -> list[tuple[str, ...]]:
    """The reserves a side may hold: every set of its kinds but all of them, nothing first."""
    kinds = [UNITS[i] for i, n in enumerate(own) if n]
    return [c for size in range(len(kinds)) for c in combinations(kinds, size)]


def legal(b: Battle) -> list[Action]:
    """The reserves (before a roll), or the loser's pieces in the battle, most valuable first (a roll won)."""
    if b["pending"] is not None:
        loser = b["pending"]["loser"]
        order = sorted((i for i, n in enumerate(loser) if n), key=lambda i: -UNIT_COST[i])
        return [BattleRemove(UNITS[i]) for i in order]
    return [BattleReserve(r) for r in reserve_options(b["armies"][b["decider"]])]


def check(b: Battle, action: Action) -> None:
    """A reserve of kinds the deciding side has, not all of them (before a roll); a piece of the loser's in
    the battle (a roll won)."""
    pending = b["pending"]
    if isinstance(action, BattleRemove):
        if pending is None:
            raise IllegalAction(Msg("aoi.err.battle.remove_early"))
        if action.piece not in UNITS:
            raise IllegalAction(Msg("aoi.err.battle.unit", piece=action.piece, known=", ".join(UNITS)))
        if not pending["loser"][UNITS.index(action.piece)]:
            there = Items(_unit(UNITS[i]) for i, n in enumerate(pending["loser"]) if n)
            raise IllegalAction(Msg("aoi.err.battle.remove_none", piece=_unit(action.piece), there=there))
        return
    if not isinstance(action, BattleReserve):
        raise IllegalAction(Msg("aoi.err.battle.reserve_now", action=action.type_name))
    if pending is not None:
        raise IllegalAction(Msg("aoi.err.battle.remove_now"))
    own = b["armies"][b["decider"]]
    for kind in action.reserve:
        if kind not in UNITS:
            raise IllegalAction(Msg("aoi.err.fight.reserve_kind", piece=kind, known=", ".join(UNITS)))
        if not own[UNITS.index(kind)]:
            raise IllegalAction(Msg("aoi.err.battle.reserve_none", piece=_unit(kind)))
    if len(set(action.reserve)) != len(action.reserve):
        raise IllegalAction(Msg("aoi.err.battle.reserve_twice", kinds=", ".join(action.reserve)))
    if {UNITS[i] for i, n in enumerate(own) if n} <= set(action.reserve):
        raise IllegalAction(Msg("aoi.err.battle.reserve_all"))


def execute(g: ImperialismGame, b: Battle, action: Action) -> None:
    """Hold the reserve or eliminate the piece, then roll on."""
    if isinstance(action, BattleRemove):
        _eliminate(g, b, UNITS.index(action.piece))
    else:
        assert isinstance(action, BattleReserve)
        own = b["armies"][b["decider"]]
        b["held"].append([n if UNITS[i] in action.reserve else 0 for i, n in enumerate(own)])
    advance(g, b)
