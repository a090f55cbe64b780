"""Battles decided roll by roll by the players (option ``battle_choices=each-roll``; rules version 4).

Rulebook 000, Basic Rules, "Army Battles": "Both players choose one piece from their army in the region
to fight (attacker chooses first)" each roll; Standard Rules, "RESERVE": "Before each battle roll, each
player determines which pieces will be 'In Reserve' (The attacker chooses first, then the defender)", and
"Army Battles": the winner of a roll "may choose an opponent's piece (in that battle) to be eliminated";
Advanced Rules, "Battle": "each player, in turn, to decide which of his pieces and which of his opponent's
pieces are matched", and "Retreat": "either player may retreat".
With the option (the default) those choices are the players': the seat whose choice it is answers a
decision (the defender's seat too, outside its own turn), in the order the rulebook gives; each level's
rolls are battle_basic_rolls.py, battle_standard_rolls.py and battle_advanced_rolls.py, the battle in
progress battle_state.py.
The computer-played natives keep their fixed policies (combat.py).

Policies: at any decision a seat may answer ``BattlePolicy(policy)``: this and every later decision of its
side in this battle are made by the policy (the level's whole-battle policies: Basic "strongest" or
"weakest", Standard "valuable" or "types" with nothing in reserve, Advanced the target "weakest", "types"
or "strongest" with the strongest own piece and no retreat); ``keep=True`` also makes it the
empire's standing preference, which answers its later battles without asking, until it drops it with
``BattlePolicy("ask", True)``, offered at every decision of its own turn (movement, battles, production)
while it holds one. Computer players never keep a preference (:func:`computer_choice`): standing in
for a late person, they answer for one battle only. The attacker's ``Fight`` tactic (and Standard
reserve, Advanced retreat) is its policy for the whole battle; ``Fight(region, "choose")`` asks it every decision (a
standing preference never answers for a seat that asked to choose).

Sea battles ("Each player decides which of his own ships are hit") are sea_battle.py's, through the same
decisions and policies (a battle's ``level`` "ships").
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Items, Msg
from warroom.rulesets.imperialism import (
    battle_advanced_rolls,
    battle_basic_rolls,
    battle_standard_rolls,
    combat,
    corrections,
    natives,
    sea_battle,
)
from warroom.rulesets.imperialism.actions import BattlePolicy, Fight, Incite
from warroom.rulesets.imperialism.battle_state import (
    ASK,
    battle,
    deciding_empire,
    drop_preferences,
    new,
    preference,
    preferences,
    set_preference,
)

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The battle levels whose battles are decided roll by roll, and their rolls' modules.
LEVELS: dict[str, ModuleType] = {
    "basic": battle_basic_rolls,
    "standard": battle_standard_rolls,
    "advanced": battle_advanced_rolls,
}
#: Every kind of battle in progress (the battle's ``level``) and its module: the army levels and "ships".
KINDS: dict[str, ModuleType] = {**LEVELS, "ships": sea_battle}


def each_roll(g: ImperialismGame) -> bool:
    """This game's battles are decided roll by roll (the option, at a level whose battles ask)."""
    return corrections.battle_choices(g) and g.level.battle in LEVELS


def policies(g: ImperialismGame) -> tuple[str, ...]:
    """The policies a seat may answer with in the battle in progress (else in this game's army battles);
    the first is the fixed one."""
    b = battle(g)
    found: tuple[str, ...] = KINDS[b["level"] if b is not None else g.level.battle].POLICIES
    return found


def execute_fight(g: ImperialismGame, action: Fight) -> None:
    """A ``Fight``: roll by roll when this game's battles are decided so, else combat.execute_fight."""
    if not each_roll(g):
        combat.execute_fight(g, action)
        return
    region = g.space(action.region, "region")
    opened = combat.open_battle(g, region)
    if opened is None:
        return
    owner, attack, defend = opened
    b = new(g, region, owner, attack, defend)
    b["policies"] = [
        "" if action.tactic == combat.CHOOSE else action.tactic,
        policies(g)[0] if owner < 0 else preference(g, owner),
    ]
    module = LEVELS[g.level.battle]
    module.start(g, b, action)
    module.advance(g, b)


def execute_incite(g: ImperialismGame, action: Incite) -> None:
    """An ``Incite``: under each-roll at the Advanced level the owner decides his side of the revolt (the
    rebels keep the natives' fixed policies: battle_advanced_rolls.start_revolt), else natives.execute_incite.

    000, Advanced Rules, "'Westernizing' the Natives and Native Rebellion": the natives "will attack any
    armies in the region"; "Battle" lets "each player, in turn, ... decide which of his pieces and which
    of his opponent's pieces are matched", and "Retreat": "either player may retreat"."""
    if not (each_roll(g) and g.level.battle == "advanced"):
        natives.execute_incite(g, action)
        return
    region, owner, marker, rebels, defend = natives.begin_incite(g, action)
    if not sum(defend):
        natives.end_revolt(g, region, owner, marker, (rebels, defend), None)
        return
    b = new(g, region, owner, rebels, defend)
    b["attacker"] = -1
    b["revolt"] = marker
    b["policies"] = [battle_advanced_rolls.POLICIES[0], preference(g, owner)]
    battle_advanced_rolls.start_revolt(g, b)
    battle_advanced_rolls.advance(g, b)


def legal_decisions(g: ImperialismGame) -> list[Action]:
    """In a battle's decision: the level's choices, then each policy for the rest of the battle, then each
    policy kept as the standing preference (the fixed policy first)."""
    b = battle(g)
    if b is None:
        return []
    out: list[Action] = list(KINDS[b["level"]].legal(b))
    out.extend(BattlePolicy(p) for p in policies(g))
    out.extend(BattlePolicy(p, True) for p in policies(g))
    return out


def legal_preferences(g: ImperialismGame) -> list[Action]:
    """At a decision of an empire's own turn (movement, battles, production): dropping its standing
    preference, when it holds one (a seat that only defends has no battles phase of its own)."""
    if corrections.battle_choices(g) and g.state.interrupt is None and preferences(g, g.state.empire_turn()):
        return [BattlePolicy(ASK, True)]
    return []


def computer_choice(action: Action) -> bool:
    """Whether a computer player may take ``action``: anything but keeping or dropping a standing
    preference, which only the person whose seat it is decides."""
    return not (isinstance(action, BattlePolicy) and action.keep)


def check(g: ImperialismGame, action: Action) -> None:
    """A decision of the battle in progress (the level's module checks it); a policy of this level; or,
    outside a battle, dropping a standing preference the empire holds."""
    b = battle(g)
    if b is None:
        if not isinstance(action, BattlePolicy) or action.policy != ASK or not action.keep:
            raise IllegalAction(Msg("aoi.err.battle.none_now"))
        if not corrections.battle_choices(g):
            raise IllegalAction(Msg("aoi.err.battle.fixed"))
        if not preferences(g, g.state.empire_turn()):
            raise IllegalAction(Msg("aoi.err.battle.no_preference"))
        return
    if isinstance(action, BattlePolicy):
        if action.policy not in policies(g):
            raise IllegalAction(Msg("aoi.err.battle.policy", policy=action.policy, known=Items(policies(g))))
        return
    KINDS[b["level"]].check(b, action)


def execute(g: ImperialismGame, action: Action) -> None:
    """Carry out a battle's decision (or drop a standing preference) and roll on."""
    b = battle(g)
    if b is None:
        drop_preferences(g, g.state.empire_turn())
        return
    module = KINDS[b["level"]]
    if not isinstance(action, BattlePolicy):
        module.execute(g, b, action)
        return
    side = b["decider"]
    empire = deciding_empire(b)
    if b["level"] == "ships":
        # Each player answers for his own ships (an ally's policy is his alone).
        sea_battle.set_policy(b, empire, action.policy)
    else:
        b["policies"][side] = action.policy
    g.log.add(
        "battle_policy",
        region=g.geo.id(b["sea"] if b["level"] == "ships" else b["region"]),
        empire=g.colour_id(empire),
        level=b["level"],
        policy=action.policy,
        keep=action.keep,
    )
    if "reserves" in b:
        # A policy holds nothing in reserve (the attacker's Fight reserve included, from now on).
        b["reserves"][side] = []
    if "retreat_at" in b:
        # A policy fights to the end (the attacker's Fight retreat included, from now on).
        b["retreat_at"][side] = None
    if action.keep:
        set_preference(g, empire, action.policy, module.PREFERENCE)
    module.advance(g, b)
