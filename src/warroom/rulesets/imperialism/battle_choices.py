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
``BattlePolicy("ask", True)`` in its own battles phase. The attacker's ``Fight`` tactic (and Standard
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
from warroom.rulesets.imperialism import (
    battle_advanced_rolls,
    battle_basic_rolls,
    battle_standard_rolls,
    combat,
    corrections,
    sea_battle,
)
from warroom.rulesets.imperialism.actions import BattlePolicy, Fight
from warroom.rulesets.imperialism.battle_state import (
    ASK,
    battle,
    drop_preferences,
    empire_of,
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
    """In an empire's own battles phase: dropping its standing preference, when it holds one."""
    if corrections.battle_choices(g) and preferences(g, g.state.empire_turn()):
        return [BattlePolicy(ASK, True)]
    return []


def check(g: ImperialismGame, action: Action) -> None:
    """A decision of the battle in progress (the level's module checks it); a policy of this level; or,
    outside a battle, dropping a standing preference the empire holds."""
    b = battle(g)
    if b is None:
        if not isinstance(action, BattlePolicy) or action.policy != ASK or not action.keep:
            raise IllegalAction(
                "there is no battle decision now; in your battles phase only battle_policy 'ask' with keep "
                "true (dropping a standing preference) is possible"
            )
        if not corrections.battle_choices(g):
            raise IllegalAction("in this game the battles are not decided roll by roll (option battle_choices)")
        if not preferences(g, g.state.empire_turn()):
            raise IllegalAction("you hold no standing battle preference to drop")
        return
    if isinstance(action, BattlePolicy):
        if action.policy not in policies(g):
            raise IllegalAction(f"unknown battle policy {action.policy!r}; use {' or '.join(policies(g))}")
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
    b["policies"][side] = action.policy
    if "reserves" in b:
        # A policy holds nothing in reserve (the attacker's Fight reserve included, from now on).
        b["reserves"][side] = []
    if "retreat_at" in b:
        # A policy fights to the end (the attacker's Fight retreat included, from now on).
        b["retreat_at"][side] = None
    if action.keep:
        set_preference(g, empire_of(b, side), action.policy, module.PREFERENCE)
    module.advance(g, b)
