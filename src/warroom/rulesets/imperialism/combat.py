"""Battles and explorations: what the current empire resolves after its movement.

Rulebook 000, Basic Rules, "Movement": "A player must finish all movement before any battles are
fought"; "Army Movement": armies entering a region their owner does not own stop, and a battle is
fought there. The battles are fought in the order the player chooses (one ``Fight`` each), with the
battle systems of :mod:`warroom.battles` (Basic: "Battle", "Army Battles"; Standard: "Army Battles",
"MODIFIERS", "RESERVE", "The Natives", "The Human Wave"); this module only builds the armies, hands
them to the battle system with ``g.dice`` and applies the result to the board.

Decisions (each one where the rulebook leaves a choice):

- Natives are played by the computer: Basic, the defender sends its strongest piece each roll;
  Standard, it removes the attacker's most valuable piece, holds nothing in reserve and makes Human
  Wave attacks by option ``human_wave`` ("match": the fewest sacrifices that bring it level with the
  attacker's modifier; "none"). The native marker is turned up for the battle ("natives" event: its
  value is public from then on) and goes back face down if the natives win ("NATIVE ARMIES").
- A fort helps only an empire defending its own region ("Fort": "adding 1 to the owning player's
  battle roll when he is fighting a battle in one of his regions"): a fort standing in a native
  region gives the natives nothing, and it is captured with the region.
- Which pieces of a kind are removed: the ones that arrived last (the latest in the region's
  arrival order), for both sides.
- The game's ``Fight`` fixes the tactic and the reserve for the whole battle; :func:`fight_battle`
  also takes the battle modules' policy functions (per-round choices, as in the rulebook's examples).
- Basic: "weakest" is offered only when the attacker has more than one kind (it would be the same
  battle). Standard: both tactics are always offered (what the defender has may be a secret marker);
  the reserve variants hold the leaders, or the artillery and leaders, while other kinds fight.
- An unowned region without a native marker, or an empire's region with no army left, is taken
  without a battle.
- The turn ends only with ``EndTurn``, also when nothing is left to do, so that an empire conquered
  in the last battle is out (``ending.check_last_standing``) before the next turn begins.
- Exploration ("Exploration and Negotiating with the Natives"; Standard, with a leader): any own
  explorer standing in a native region may try, before or instead of the battle there; the marker
  is turned up for the roll (the "explore" event shows it) and goes back face down on failure.
  The number decides ("+" signs do not change it). Success: the region joins, one new infantry is
  placed, the explorer (and the leader) stay. Failure: the explorer (and the leader) are eliminated.
- A region that joins an empire (:func:`annex`): the native marker leaves play (not back into the
  box: the box only feeds the setup), the resource marker is turned up, the buildings stay with the
  region (the example's "new fort as a bonus"), and other empires' parties there are swept.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from warroom.battles import imperialism_basic, imperialism_standard
from warroom.battles.common import ATTACKER
from warroom.battles.imperialism import UNITS, Army, ArmyBattle, as_mapping, native_army
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import movement, pieces
from warroom.rulesets.imperialism.actions import END_TURN, EndTurn, Explore, Fight
from warroom.rulesets.imperialism.state import ImperialismState, Piece

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The tactics of each battle system (Level.battle): Basic, the piece sent each roll; Standard, the
#: piece a won roll removes.
TACTICS: dict[str, tuple[str, ...]] = {"basic": ("strongest", "weakest"), "standard": ("valuable", "types")}
#: Kinds that may be held in reserve by a Fight (Standard Rules, "RESERVE"), in a canonical order.
RESERVABLE = ("art", "ldr")
#: A tactic: a name from TACTICS, or a battle module's policy function.
Tactic = str | Callable[..., int]


# -- what is to be done -------------------------------------------------------------------------------


def pending(g: ImperialismGame) -> list[int]:
    """The land regions where the current empire's armies stand in a region it does not own (a battle
    against natives or another empire), in board order."""
    s = g.state
    e = s.empire_turn()
    return sorted(
        {
            p.where
            for p in s.pieces.values()
            if p.owner == e and p.kind in pieces.ARMIES and p.carrier < 0 and s.owner[p.where] != e
        }
    )


def pending_ids(g: ImperialismGame) -> list[str]:
    """:func:`pending` as space ids."""
    return [g.geo.id(r) for r in pending(g)]


def explorable(g: ImperialismGame) -> list[tuple[int, bool]]:
    """(region, a leader may help) for each native region holding an explorer of the current empire."""
    s = g.state
    e = s.empire_turn()
    out = []
    for r in sorted({p.where for p in s.pieces.values() if p.owner == e and p.kind == "explorer" and p.carrier < 0}):
        if _is_native(g, r):
            out.append((r, _leader_may_help(g, r, e)))
    return out


def has_work(g: ImperialismGame) -> bool:
    """A battle to fight or an exploration possible."""
    return bool(pending(g)) or bool(explorable(g))


def legal_battles(g: ImperialismGame) -> list[Action]:
    """Every Fight (tactic and reserve variants), every Explore, and EndTurn when no battle is pending."""
    out: list[Action] = []
    todo = pending(g)
    for r in todo:
        rid = g.geo.id(r)
        out.extend(Fight(rid, tactic, reserve) for tactic, reserve in _fight_options(g, r))
    for r, leader in explorable(g):
        rid = g.geo.id(r)
        out.append(Explore(rid, False))
        if leader:
            out.append(Explore(rid, True))
    if not todo:
        out.append(END_TURN)
    return out


def _fight_options(g: ImperialismGame, region: int) -> list[tuple[str, tuple[str, ...]]]:
    kinds = {p.kind for p in pieces.armies_in(g.state, region, g.state.empire_turn())}
    tactics = TACTICS[g.level.battle]
    if g.level.battle == "basic":
        return [(t, ()) for t in (tactics if len(kinds) > 1 else tactics[:1])]
    reserves: list[tuple[str, ...]] = [()]
    if "ldr" in kinds and len(kinds) > 1:
        reserves.append(("ldr",))
    if "art" in kinds and kinds - set(RESERVABLE):
        reserves.append(tuple(k for k in RESERVABLE if k in kinds))
    return [(t, res) for t in tactics for res in reserves]


# -- fighting ----------------------------------------------------------------------------------------


def check_fight(g: ImperialismGame, action: Fight) -> None:
    """A battle is pending in the region; the tactic is one of this level's; the reserve (Standard) holds
    kinds the attacker has there, not all of them."""
    s = g.state
    r = g.space(action.region, "region")
    if r not in pending(g):
        todo = ", ".join(pending_ids(g)) or "none"
        raise IllegalAction(f"there is no battle to fight in {action.region} (battles pending: {todo})")
    tactics = TACTICS[g.level.battle]
    if action.tactic not in tactics:
        raise IllegalAction(f"unknown tactic {action.tactic!r}; in these rules use {' or '.join(tactics)}")
    reserve = tuple(action.reserve)
    if not reserve:
        return
    if g.level.battle == "basic":
        raise IllegalAction("there is no reserve in the Basic rules: give an empty reserve")
    kinds = {p.kind for p in pieces.armies_in(s, r, s.empire_turn())}
    for kind in reserve:
        if kind not in UNITS:
            raise IllegalAction(f"unknown army kind {kind!r} in the reserve; kinds are {', '.join(UNITS)}")
        if kind not in kinds:
            raise IllegalAction(f"there is no {kind} of yours in {action.region} to hold in reserve")
    if len(set(reserve)) != len(reserve):
        raise IllegalAction(f"the reserve names a kind twice: {', '.join(reserve)}")
    if kinds <= set(reserve):
        raise IllegalAction("at least one kind must fight: the reserve cannot hold every piece")


def execute_fight(g: ImperialismGame, action: Fight) -> None:
    """Fight the battle in the region with the action's tactic and reserve."""
    fight_battle(g, g.space(action.region, "region"), action.tactic, tuple(action.reserve))


def fight_battle(
    g: ImperialismGame, region: int, tactic: Tactic, reserve: imperialism_standard.ReservePolicy = None
) -> ArmyBattle | None:
    """Fight the current empire's battle in ``region`` and apply the result; the battle, or None when the
    region was taken without one. ``tactic`` and ``reserve`` may also be the battle modules' policy
    functions (what :func:`execute_fight` cannot express: a different choice each roll)."""
    s = g.state
    e = s.empire_turn()
    owner = s.owner[region]
    rid = g.geo.id(region)
    attackers = pieces.armies_in(s, region, e)
    attack = _counts(attackers)
    defenders: list[Piece] = []
    marker = s.native[region]
    if owner < 0:
        if marker is None:
            annex(g, region, e, "occupation")
            return None
        s.native_up[region] = True
        defend = native_army(marker)
        g.log.add("natives", region=rid, value=marker, army=as_mapping(defend))
    else:
        defenders = pieces.armies_in(s, region, owner)
        defend = _counts(defenders)
        if not sum(defend):
            g.log.add("conquest", region=rid, empire=g.colour_id(e), previous=g.colour_id(owner), battle=False)
            annex(g, region, e, "conquest")
            return None
    battle = _resolve(g, region, e, owner, attack, defend, tactic, reserve)
    _remove(s, attackers, attack, battle.attacker_left)
    _remove(s, defenders, defend, battle.defender_left)
    _log_battle(g, region, e, owner, attack, defend, battle)
    if battle.outcome == ATTACKER:
        if owner >= 0:
            g.log.add("conquest", region=rid, empire=g.colour_id(e), previous=g.colour_id(owner), battle=True)
        annex(g, region, e, "conquest")
    elif owner < 0:
        # "NATIVE ARMIES": if the natives win, the marker is returned, face down, to its region.
        s.native_up[region] = False
        g.log.add("natives_hold", region=rid, empire=g.colour_id(e))
    return battle


def _settings(
    g: ImperialismGame,
    region: int,
    empire: int,
    owner: int,
    tactic: Tactic,
    reserve: imperialism_standard.ReservePolicy,
) -> tuple[Any, dict[str, Any]]:
    """The battle module of the level and its settings for this battle: what both the game
    (:func:`_resolve`) and the odds shown before it (:func:`battle_odds`) use."""
    natives = owner < 0
    fort = g.state.fort[region] and not natives
    if g.level.battle == "basic":
        return imperialism_basic, {"fort": fort, "attack_policy": tactic, "defend_policy": "strongest"}
    human_wave = "match" if natives and g.level.human_wave and g.options.get("human_wave", "match") != "none" else 0
    return imperialism_standard, {
        "fort": fort,
        "attack_schools": schools(g, empire),
        "defend_schools": 0 if natives else schools(g, owner),
        "attack_victims": tactic,
        "defend_victims": "valuable",
        "attack_reserve": reserve or None,
        "natives": natives,
        "human_wave": human_wave,
    }


def _resolve(
    g: ImperialismGame,
    region: int,
    empire: int,
    owner: int,
    attack: Army,
    defend: Army,
    tactic: Tactic,
    reserve: imperialism_standard.ReservePolicy,
) -> ArmyBattle:
    system, settings = _settings(g, region, empire, owner, tactic, reserve)
    battle: ArmyBattle = system.resolve(g.dice, attack, defend, **settings)
    return battle


def battle_odds(g: ImperialismGame, action: Fight) -> dict[str, Any] | None:
    """The exact odds of a pending battle before it is fought (warroom.battles), or None when they would
    tell a secret (natives behind a face-down marker) or there is no battle."""
    s = g.state
    region = g.board.index.get(action.region)
    if region is None or region not in pending(g):
        return None
    e = s.empire_turn()
    owner = s.owner[region]
    attack = _counts(pieces.armies_in(s, region, e))
    if owner < 0:
        marker = s.native[region]
        if marker is None or not s.native_up[region]:
            return None
        defend = native_army(marker)
    else:
        defend = _counts(pieces.armies_in(s, region, owner))
    if not sum(attack) or not sum(defend):
        return None
    system, settings = _settings(g, region, e, owner, action.tactic, tuple(action.reserve))
    odds: dict[str, Any] = system.odds(attack, defend, **settings).to_json()
    return odds


def schools(g: ImperialismGame, empire: int) -> int:
    """Schools in an empire's regions (Standard Rules, "School": +1 for 1-3, +2 for 4-6, +3 for 7+)."""
    s = g.state
    return sum(1 for r, o in enumerate(s.owner) if o == empire and s.school[r])


def _counts(present: list[Piece]) -> Army:
    return tuple(sum(1 for p in present if p.kind == kind) for kind in UNITS)


def _remove(s: ImperialismState, present: list[Piece], before: Army, after: Army) -> None:
    """Destroy the pieces lost, the last arrived of each kind first."""
    for i, kind in enumerate(UNITS):
        lost = before[i] - after[i]
        if lost <= 0:
            continue
        of_kind = [p for p in present if p.kind == kind]
        for piece in of_kind[len(of_kind) - lost :]:
            pieces.destroy(s, piece)


def _log_battle(
    g: ImperialismGame, region: int, empire: int, owner: int, attack: Army, defend: Army, battle: ArmyBattle
) -> None:
    defender = g.colour_id(owner) if owner >= 0 else "natives"
    rounds = [
        {
            "attacker_dice": list(r.attacker_dice),
            "defender_dice": list(r.defender_dice),
            "attacker_total": r.attacker_total,
            "defender_total": r.defender_total,
            "attacker_lost": as_mapping(r.attacker_lost),
            "defender_lost": as_mapping(r.defender_lost),
            "note": r.note,
        }
        for r in battle.rounds
    ]
    g.log.add(
        "battle",
        region=g.geo.id(region),
        attacker=g.colour_id(empire),
        defender=defender,
        attack=as_mapping(attack),
        defend=as_mapping(defend),
        fort=g.state.fort[region] and owner >= 0,
        rounds=rounds,
        winner=g.colour_id(empire) if battle.outcome == ATTACKER else defender,
        attacker_left=as_mapping(battle.attacker_left),
        defender_left=as_mapping(battle.defender_left),
    )


# -- exploring ---------------------------------------------------------------------------------------


def _is_native(g: ImperialismGame, region: int) -> bool:
    s = g.state
    return not g.geo.is_sea[region] and s.owner[region] < 0 and s.native[region] is not None


def _leader_may_help(g: ImperialismGame, region: int, empire: int) -> bool:
    return g.level.leader_helps_explorer and any(p.kind == "ldr" for p in pieces.armies_in(g.state, region, empire))


def marker_value(marker: str) -> int:
    """The number on a native marker ("10+" -> 10): what an explorer's roll must reach."""
    m = re.match(r"\s*(\d+)", marker)
    if m is None:
        raise ValueError(f"cannot read the native marker {marker!r}")
    return int(m.group(1))


def check_explore(g: ImperialismGame, action: Explore) -> None:
    """An explorer of the current empire stands in a native region; a leader helps only where the level
    allows it (Standard) and one of the empire's leaders stands there."""
    s = g.state
    e = s.empire_turn()
    r = g.space(action.region, "region")
    if not _is_native(g, r):
        raise IllegalAction(f"{action.region} is not a native region: there is nobody to negotiate with")
    if not any(p.kind == "explorer" for p in pieces.ashore(s, r, e)):
        raise IllegalAction(f"you have no explorer standing in {action.region}")
    if action.leader:
        if not g.level.leader_helps_explorer:
            raise IllegalAction("a leader cannot help an explorer in these rules")
        if not _leader_may_help(g, r, e):
            raise IllegalAction(f"you have no leader standing in {action.region} to help the explorer")


def execute_explore(g: ImperialismGame, action: Explore) -> None:
    """Roll 2d6 (+1 with a leader) against the marker's number: the region joins with a new infantry, or
    the explorer (and the leader) are lost and the marker goes back face down."""
    s = g.state
    e = s.empire_turn()
    r = g.space(action.region, "region")
    marker = s.native[r]
    assert marker is not None
    explorer = [p for p in pieces.ashore(s, r, e) if p.kind == "explorer"][-1]
    leader = [p for p in pieces.armies_in(s, r, e) if p.kind == "ldr"][-1] if action.leader else None
    s.native_up[r] = True
    dice = g.dice.roll(2, "explore", region=g.geo.id(r))
    bonus = 1 if leader is not None else 0
    total = sum(dice) + bonus
    value = marker_value(marker)
    success = total >= value
    g.log.add(
        "explore",
        region=g.geo.id(r),
        empire=g.colour_id(e),
        marker=marker,
        value=value,
        dice=dice,
        leader=leader is not None,
        total=total,
        success=success,
    )
    if success:
        pieces.create(s, e, "inf", r)
        annex(g, r, e, "exploration")
        return
    pieces.destroy(s, explorer)
    if leader is not None:
        pieces.destroy(s, leader)
    s.native_up[r] = False


# -- joining an empire, and the end of the turn -------------------------------------------------------


def annex(g: ImperialismGame, region: int, empire: int, how: str) -> None:
    """``region`` joins ``empire`` (``how``: "conquest", "exploration", "occupation"): owner set, native
    marker out of play, resource marker turned up, buildings kept, other empires' parties swept
    ("Native Marker", "Resource Marker", "Party Movement")."""
    s = g.state
    previous = s.owner[region]
    s.owner[region] = empire
    s.native[region] = None
    s.native_up[region] = False
    data: dict[str, Any] = {
        "region": g.geo.id(region),
        "empire": g.colour_id(empire),
        "how": how,
        "previous": g.colour_id(previous) if previous >= 0 else "natives",
    }
    if s.resource[region] is not None:
        s.resource_up[region] = True
        data["resource"] = s.resource[region]
    g.log.add("annex", **data)
    movement.sweep_parties(g, region)


def check_end_turn(g: ImperialismGame, action: EndTurn) -> None:
    """Every battle must be fought first (explorations are optional)."""
    todo = pending(g)
    if todo:
        names = ", ".join(g.geo.id(r) for r in todo)
        raise IllegalAction(f"battles are still to be fought in {names}: fight them before ending the turn")


def execute_end_turn(g: ImperialismGame, action: EndTurn) -> None:
    """The movement turn is over."""
    g.movement_turn_done()
