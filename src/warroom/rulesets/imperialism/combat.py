"""Battles: what the current empire resolves after its movement (with the explorations of exploration.py).

Rulebook 000, Basic Rules, "Movement": "A player must finish all movement before any battles are
fought"; "Army Movement": armies entering a region their owner does not own stop, and a battle is
fought there. The battles are fought in the order the player chooses (one ``Fight`` each), with the
battle systems of :mod:`warroom.battles` (Basic: "Battle", "Army Battles"; Standard: "Army Battles",
"MODIFIERS", "RESERVE", "The Natives", "The Human Wave"); this module only builds the armies, hands
them to the battle system with ``g.dice`` and applies the result to the board.

Who decides (option ``battle_choices``, rules version 4): with ``each-roll`` (the default, the rulebook's)
every choice a battle gives a player is his seat's decision, roll by roll, the defender's seat too
(battle_choices.py: the Basic piece, the Standard reserve and victim, the Advanced match and retreat; the
ships' hits, sea_battle.py); the attacker's ``Fight`` tactic is then its policy for the rest of the
battle, and ``Fight(region, "choose")`` asks it every decision. The fixed whole-battle decisions below
are those of ``battle_choices=fixed`` (rules versions 1-3, pinned for their saves and stored games) and
the computer players' own choices; the natives are the computer's under both values.

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
- ``battle_choices=fixed``: the game's ``Fight`` fixes the tactic and the reserve for the whole
  battle, and an empire defending plays the natives' policies below (Basic its strongest piece;
  Standard the most valuable victim, no reserve); :func:`fight_battle` also takes the battle modules'
  policy functions (per-round choices, as in the rulebook's examples).
- Basic: "weakest" is offered only when the attacker has more than one kind (it would be the same
  battle). Standard: both tactics are always offered (what the defender has may be a secret marker);
  the reserve variants hold the leaders, or the artillery and leaders, while other kinds fight.
- Advanced ("Battle", "Modifiers", "Retreat", "Technologies"; Level.battle "advanced"): the sides
  take turns assaulting (warroom.battles.imperialism_advanced). The attacker's ``Fight`` tactic is its
  target ("weakest": the module's default, the best odds; "types": the type with the fewest pieces,
  to cut combined arms; "strongest"), its own piece always its strongest; the defender (the natives;
  an empire too with ``battle_choices=fixed``) sends its strongest against the attacker's weakest. Rifles 1/2 come
  from the techs held; the fort helps a defending empire; natives keep the Human Wave (option).
- Advanced retreat: the attacker's ``Fight.retreat`` n withdraws it once it has n armies or fewer
  (0: never; the variants listed are 0 and, with 3+ armies and somewhere to go, 1: "fall back when
  one piece is left"). With ``battle_choices=fixed`` the defender never retreats (a region held to the
  last); with ``each-roll`` either side may (battle_advanced_rolls.py), and a defender's retreat
  (:func:`conclude`) leaves the region to the attacker. Retreating armies
  all go to ONE adjacent own region (land border) — the one holding most of the side's armies, ties
  by board order; with none, no retreat is possible, which is settled BEFORE the battle (the
  threshold is then ignored, also in the odds shown). The retreated armies stay stopped; the region
  is unchanged (natives: the marker goes back face down, as when they win).
- An unowned region without a native marker, or an empire's region with no army left, is taken
  without a battle.
- The turn ends only with ``EndTurn``, also when nothing is left to do, so that an empire conquered
  in the last battle is out (``ending.check_last_standing``) before the next turn begins.
- Explorations (listed here beside the battles) and regions joining an empire: exploration.py.
- Rifles need the Advanced battles: with research on and advanced_battles off, the Standard battle has
  no place for them (technology there is the schools' bonus), so they do nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from warroom.battles import imperialism_advanced, imperialism_basic, imperialism_standard
from warroom.battles.common import ATTACKER, ATTACKER_RETREATED, DEFENDER_RETREATED
from warroom.battles.imperialism import UNITS, Army, ArmyBattle, as_mapping, native_army
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Items, Msg, Place
from warroom.rulesets.imperialism import corrections, exploration, pieces, research
from warroom.rulesets.imperialism.actions import END_TURN, EndTurn, Explore, Fight
from warroom.rulesets.imperialism.state import ImperialismState, Piece

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The tactics of each battle system (Level.battle): Basic, the piece sent each roll; Standard, the
#: piece a won roll removes; Advanced, the enemy piece each of the attacker's assaults targets.
TACTICS: dict[str, tuple[str, ...]] = {
    "basic": ("strongest", "weakest"),
    "standard": ("valuable", "types"),
    "advanced": ("weakest", "types", "strongest"),
}
#: The Fight tactic of option battle_choices=each-roll: the attacker decides every roll (battle_choices.py).
CHOOSE = "choose"
#: The battle levels decided roll by roll under that option (battle_choices.LEVELS).
CHOOSE_LEVELS = ("basic", "standard", "advanced")
#: Kinds that may be held in reserve by a Fight (Standard Rules, "RESERVE"), in a canonical order.
RESERVABLE = ("art", "ldr")
#: Advanced: the retreat variant listed, and the armies the attacker needs for it to be listed.
RETREAT_AT, RETREAT_FROM = 1, 3
#: A tactic: a name from TACTICS, or a battle module's policy function.
Tactic = str | Callable[..., Any]


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


def has_work(g: ImperialismGame) -> bool:
    """A battle to fight or an exploration possible."""
    return bool(pending(g)) or bool(exploration.explorable(g))


def legal_battles(g: ImperialismGame) -> list[Action]:
    """Every Fight (tactic and reserve variants), every Explore, and EndTurn when no battle is pending."""
    out: list[Action] = []
    todo = pending(g)
    for r in todo:
        rid = g.geo.id(r)
        out.extend(Fight(rid, tactic, reserve, retreat) for tactic, reserve, retreat in _fight_options(g, r))
    for r, leader in exploration.explorable(g):
        rid = g.geo.id(r)
        out.append(Explore(rid, False))
        if leader:
            out.append(Explore(rid, True))
    if not todo:
        out.append(END_TURN)
    return out


def _fight_options(g: ImperialismGame, region: int) -> list[tuple[str, tuple[str, ...], int]]:
    e = g.state.empire_turn()
    armies = pieces.armies_in(g.state, region, e)
    kinds = {p.kind for p in armies}
    tactics = TACTICS[g.level.battle]
    if g.level.battle == "basic":
        if len(kinds) == 1:
            return [(tactics[0], (), 0)]
        # Option battle_choices=each-roll: "choose" decides every roll (listed last: computer players take
        # the first Fight, today's tactic).
        chosen = (CHOOSE,) if corrections.battle_choices(g) else ()
        return [(t, (), 0) for t in (*tactics, *chosen)]
    if g.level.battle == "advanced":
        # "Retreat": falling back is offered only where it can happen (somewhere to go, 3+ armies).
        able = len(armies) >= RETREAT_FROM and retreat_destination(g, region, e) is not None
        choose: list[tuple[str, tuple[str, ...], int]] = [(CHOOSE, (), 0)] if corrections.battle_choices(g) else []
        return [(t, (), n) for t in tactics for n in ((0, RETREAT_AT) if able else (0,))] + choose
    reserves: list[tuple[str, ...]] = [()]
    if "ldr" in kinds and len(kinds) > 1:
        reserves.append(("ldr",))
    if "art" in kinds and kinds - set(RESERVABLE):
        reserves.append(tuple(k for k in RESERVABLE if k in kinds))
    each_roll: list[tuple[str, tuple[str, ...], int]] = [(CHOOSE, (), 0)] if corrections.battle_choices(g) else []
    return [(t, res, 0) for t in tactics for res in reserves] + each_roll


# -- fighting ----------------------------------------------------------------------------------------


def check_fight(g: ImperialismGame, action: Fight) -> None:
    """A battle is pending in the region; the tactic is one of this level's; the reserve (Standard) holds
    kinds the attacker has there, not all of them."""
    s = g.state
    r = g.space(action.region, "region")
    if r not in pending(g):
        todo = [Place(rid) for rid in pending_ids(g)]
        if not todo:
            raise IllegalAction(Msg("aoi.err.fight.nowhere", region=Place(action.region)))
        raise IllegalAction(Msg("aoi.err.fight.none", region=Place(action.region), todo=Items(todo)))
    tactics = TACTICS[g.level.battle]
    if action.tactic == CHOOSE and g.level.battle in CHOOSE_LEVELS and corrections.battle_choices(g):
        tactics = (*tactics, CHOOSE)
    if action.tactic not in tactics:
        raise IllegalAction(Msg("aoi.err.fight.tactic", tactic=str(action.tactic), known=", ".join(tactics)))
    if not isinstance(action.retreat, int) or action.retreat < 0:
        raise IllegalAction(Msg("aoi.err.fight.retreat_number", value=repr(action.retreat)))
    if action.tactic == CHOOSE and (action.retreat or action.reserve):
        raise IllegalAction(Msg("aoi.err.fight.choose_alone"))
    if action.retreat and g.level.battle != "advanced":
        raise IllegalAction(Msg("aoi.err.fight.no_retreat"))
    reserve = tuple(action.reserve)
    if not reserve:
        return
    if g.level.battle != "standard":
        raise IllegalAction(Msg(f"aoi.err.fight.no_reserve.{g.level.battle}"))
    kinds = {p.kind for p in pieces.armies_in(s, r, s.empire_turn())}
    for kind in reserve:
        if kind not in UNITS:
            raise IllegalAction(Msg("aoi.err.fight.reserve_kind", piece=kind, known=", ".join(UNITS)))
        if kind not in kinds:
            raise IllegalAction(
                Msg("aoi.err.fight.reserve_none", piece=Msg(f"aoi.battle.unit.{kind}"), region=Place(action.region))
            )
    if len(set(reserve)) != len(reserve):
        raise IllegalAction(Msg("aoi.err.battle.reserve_twice", kinds=", ".join(reserve)))
    if kinds <= set(reserve):
        raise IllegalAction(Msg("aoi.err.battle.reserve_all"))


def execute_fight(g: ImperialismGame, action: Fight) -> None:
    """Fight the battle in the region with the action's tactic, reserve and retreat."""
    fight_battle(g, g.space(action.region, "region"), action.tactic, tuple(action.reserve), action.retreat)


def fight_battle(
    g: ImperialismGame,
    region: int,
    tactic: Tactic,
    reserve: imperialism_standard.ReservePolicy = None,
    retreat: int = 0,
) -> ArmyBattle | None:
    """Fight the current empire's battle in ``region`` and apply the result; the battle, or None when the
    region was taken without one. ``tactic`` and ``reserve`` may also be the battle modules' policy
    functions (what :func:`execute_fight` cannot express: a different choice each roll); ``retreat``
    (Advanced): withdraw at that many armies or fewer, 0 never."""
    opened = open_battle(g, region)
    if opened is None:
        return None
    owner, attack, defend = opened
    battle = _resolve(g, region, g.state.empire_turn(), owner, attack, defend, tactic, reserve, retreat)
    conclude(g, region, owner, attack, defend, battle)
    return battle


def open_battle(g: ImperialismGame, region: int) -> tuple[int, Army, Army] | None:
    """The current empire's battle in ``region`` begins: the defender (an empire, or -1 for the natives,
    whose marker is turned up) and both armies; None when the region was taken without a battle."""
    s = g.state
    e = s.empire_turn()
    owner = s.owner[region]
    rid = g.geo.id(region)
    attack = _counts(pieces.armies_in(s, region, e))
    marker = s.native[region]
    if owner < 0:
        if marker is None:
            exploration.annex(g, region, e, "occupation")
            return None
        s.native_up[region] = True
        s.native_seen.add(region)
        defend = native_army(marker)
        g.log.add("natives", region=rid, value=marker, army=as_mapping(defend))
    else:
        defend = _counts(pieces.armies_in(s, region, owner))
        if not sum(defend):
            g.log.add("conquest", region=rid, empire=g.colour_id(e), previous=g.colour_id(owner), battle=False)
            exploration.annex(g, region, e, "conquest")
            return None
    return owner, attack, defend


def conclude(
    g: ImperialismGame, region: int, owner: int, attack: Army, defend: Army, battle: ArmyBattle, to: int | None = None
) -> None:
    """Apply a fought battle to the board: the pieces lost, the battle's event, then the retreat (to ``to``,
    the retreating player's choice, else :func:`retreat_destination`), the conquest or the natives holding
    their land."""
    s = g.state
    e = s.empire_turn()
    rid = g.geo.id(region)
    attackers = pieces.armies_in(s, region, e)
    defenders = pieces.armies_in(s, region, owner) if owner >= 0 else []
    _remove(s, attackers, attack, battle.attacker_left)
    _remove(s, defenders, defend, battle.defender_left)
    _log_battle(g, region, e, owner, attack, defend, battle)
    if battle.outcome == ATTACKER_RETREATED:
        withdraw(g, region, e, to)
    elif battle.outcome == DEFENDER_RETREATED:
        # Advanced "Retreat" (battle_choices=each-roll): "either player may retreat"; the region is left
        # to the attacker.
        withdraw(g, region, owner, to)
    if battle.outcome in (ATTACKER, DEFENDER_RETREATED):
        if owner >= 0:
            g.log.add("conquest", region=rid, empire=g.colour_id(e), previous=g.colour_id(owner), battle=True)
        exploration.annex(g, region, e, "conquest")
    elif owner < 0:
        # "NATIVE ARMIES": if the natives win, the marker is returned, face down, to its region.
        s.native_up[region] = False
        g.log.add("natives_hold", region=rid, empire=g.colour_id(e))


def _settings(
    g: ImperialismGame,
    region: int,
    empire: int,
    owner: int,
    tactic: Tactic,
    reserve: imperialism_standard.ReservePolicy,
    retreat: int = 0,
) -> tuple[Any, dict[str, Any]]:
    """The battle module of the level and its settings for this battle: what both the game
    (:func:`_resolve`) and the odds shown before it (imperialism/odds.py) use."""
    natives = owner < 0
    fort = g.state.fort[region] and not natives
    if tactic == CHOOSE:
        # A battle decided roll by roll (battle_choices.py): the odds shown assume the level's first tactic.
        tactic = TACTICS[g.level.battle][0]
    if g.level.battle == "basic":
        return imperialism_basic, {"fort": fort, "attack_policy": tactic, "defend_policy": "strongest"}
    human_wave = "match" if natives and g.level.human_wave and g.options.get("human_wave", "match") != "none" else 0
    if g.level.battle == "advanced":
        # "Retreat": without an adjacent own region to go to, the retreat "may not take place".
        can_retreat = retreat > 0 and retreat_destination(g, region, empire) is not None
        settings: dict[str, Any] = {
            "fort": fort,
            "attack_rifles": rifles(g, empire),
            "defend_rifles": 0 if natives else rifles(g, owner),
            "attack_piece": "strongest",
            "defend_piece": "strongest",
            "defend_target": "weakest",
            "attack_retreat": retreat if can_retreat else None,
            "defend_retreat": None,
            "natives": natives,
            "human_wave": human_wave,
        }
        if callable(tactic):
            settings["attack_policy"] = tactic
        else:
            settings["attack_target"] = tactic
        return imperialism_advanced, settings
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
    retreat: int = 0,
) -> ArmyBattle:
    system, settings = _settings(g, region, empire, owner, tactic, reserve, retreat)
    battle: ArmyBattle = system.resolve(g.dice, attack, defend, **settings)
    return battle


def rifles(g: ImperialismGame, empire: int) -> int:
    """An empire's Rifles level (000, Advanced Rules, "Technologies": +1/+2 battle roll for infantry)."""
    return min(imperialism_advanced.RIFLES_MAX, research.level(g.state, empire, "rifles"))


def retreat_destinations(g: ImperialismGame, region: int, empire: int) -> list[int]:
    """Where ``empire``'s armies retreating from ``region`` may go (000, Advanced Rules, "Retreat": "all go
    to the same region", "adjacent to the region where the battle took place and be owned by the
    retreating player"): the bordering own regions (land border), those holding most of its armies first,
    then in board order."""
    s = g.state
    own = [r for r in sorted(g.geo.land_adj[region]) if s.owner[r] == empire]
    return sorted(own, key=lambda r: (-len(pieces.armies_in(s, r, empire)), r))


def retreat_destination(g: ImperialismGame, region: int, empire: int) -> int | None:
    """Where a retreat decided by a policy goes: the first of :func:`retreat_destinations` (the bordering
    own region holding most of its armies, the first in board order on a tie); None when there is none."""
    found = retreat_destinations(g, region, empire)
    return found[0] if found else None


def withdraw(g: ImperialismGame, region: int, empire: int, to: int | None = None) -> None:
    """The retreating side's surviving armies all go to ``to`` (its choice), else to its retreat
    destination, and stay stopped."""
    s = g.state
    target = retreat_destination(g, region, empire) if to is None else to
    assert target is not None, "the battle allows a retreat only where there is somewhere to go"
    moving = pieces.armies_in(s, region, empire)
    for piece in moving:
        pieces.relocate(s, piece, target)
        piece.moves = 0
        piece.stopped = True
    g.log.add(
        "retreat",
        region=g.geo.id(region),
        to=g.geo.id(target),
        empire=g.colour_id(empire),
        armies=pieces.count_kinds(moving),
    )


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
        winner=g.colour_id(empire) if battle.outcome in (ATTACKER, DEFENDER_RETREATED) else defender,
        outcome=battle.outcome,
        attacker_left=as_mapping(battle.attacker_left),
        defender_left=as_mapping(battle.defender_left),
    )


# -- the end of the turn ----------------------------------------------------------------------------


def check_end_turn(g: ImperialismGame, action: EndTurn) -> None:
    """Every battle must be fought first (explorations are optional)."""
    todo = pending(g)
    if todo:
        raise IllegalAction(Msg("aoi.err.end_turn.battles", regions=Items(Place(g.geo.id(r)) for r in todo)))


def execute_end_turn(g: ImperialismGame, action: EndTurn) -> None:
    """The movement turn is over."""
    g.movement_turn_done()
