"""The sentences of War! Age of Imperialism's battle decisions (battle_choices.py) as messages of the text
layer (words_battle.py): what the terminal table and the browser list for each decision."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.battles.imperialism import UNIT_MODIFIER, UNITS
from warroom.core.actions import Action
from warroom.core.text import Items, Msg, Noun, Place
from warroom.rulesets.imperialism import battle_advanced_rolls, combat, sea_battle
from warroom.rulesets.imperialism.actions import (
    BattleHit,
    BattleMatch,
    BattlePolicy,
    BattleRemove,
    BattleReserve,
    BattleRetreat,
    BattleSend,
    Fight,
)
from warroom.rulesets.imperialism.battle_state import ASK, DEFEND, battle, empire_of, preferences

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The policies with words of their own (any other is named as it is).
_POLICIES = ("strongest", "weakest", "valuable", "types", "shield")
#: The kinds a ship may carry that have counted nouns here.
_CARGO = ("inf", "cav", "art", "ldr", "explorer", "engineer")


def owns(action: Action) -> bool:
    """An action these words describe: a battle's decision, or a Fight decided every roll."""
    if isinstance(
        action, BattleSend | BattlePolicy | BattleReserve | BattleRemove | BattleMatch | BattleRetreat | BattleHit
    ):
        return True
    return isinstance(action, Fight) and action.tactic == combat.CHOOSE


def _unit(kind: str) -> Msg:
    return Msg(f"aoi.battle.unit.{kind}") if kind in UNITS else Msg("aoi.battle.policy_name.other", name=kind)


def _policy(g: ImperialismGame, policy: str, kind: str = "army") -> Msg:
    if kind == "army" and g.level.battle == "advanced" and policy in battle_advanced_rolls.POLICIES:
        return Msg(f"aoi.battle.policy_name.advanced.{policy}")
    if policy in _POLICIES:
        return Msg(f"aoi.battle.policy_name.{policy}")
    return Msg("aoi.battle.policy_name.other", name=policy)


def describe(g: ImperialismGame, action: Action) -> Msg:
    """The sentence of a battle decision, e.g. "Send your cavalry (+1) against his artillery (+2)"."""
    b = battle(g)
    if isinstance(action, Fight):
        return Msg("aoi.battle.fight_choose", region=Place(action.region))
    if isinstance(action, BattleSend):
        if action.piece not in UNITS:
            return Msg("aoi.battle.unknown", what=action.piece)
        mod = UNIT_MODIFIER[UNITS.index(action.piece)]
        if b is not None and b.get("sent", -1) >= 0 and b["decider"] == DEFEND:
            enemy = b["sent"]
            return Msg(
                "aoi.battle.send_against",
                piece=_unit(action.piece),
                mod=mod,
                enemy=_unit(UNITS[enemy]),
                enemy_mod=UNIT_MODIFIER[enemy],
            )
        return Msg("aoi.battle.send", piece=_unit(action.piece), mod=mod)
    if isinstance(action, BattleReserve):
        # The army modifier the reserve leaves (Standard "MODIFIERS", Army: +1 per type in the battle).
        own = b["armies"][b["decider"]] if b is not None else [0] * len(UNITS)
        out = {UNITS[i] for i, n in enumerate(own) if n} - set(action.reserve)
        mod = len(out) if out else len(set(action.reserve))
        if not action.reserve:
            return Msg("aoi.battle.reserve_none", mod=mod)
        return Msg("aoi.battle.reserve", kinds=Items(_unit(k) for k in action.reserve), mod=mod)
    if isinstance(action, BattleRemove):
        return Msg("aoi.battle.remove", piece=_unit(action.piece))
    if isinstance(action, BattleMatch):
        return _match(b, action)
    if isinstance(action, BattleHit):
        return _hit(g, b, action.ship)
    if isinstance(action, BattleRetreat):
        if not action.retreat:
            return Msg("aoi.battle.stay")
        if action.to:
            return Msg("aoi.battle.retreat", region=Place(action.to))
        to = combat.retreat_destination(g, b["region"], empire_of(b, b["decider"])) if b is not None else None
        if to is None:
            return Msg("aoi.battle.retreat_plain")
        return Msg("aoi.battle.retreat", region=Place(g.geo.id(to)))
    assert isinstance(action, BattlePolicy)
    if action.policy == ASK:
        held = preferences(g, g.state.empire_turn())
        names = [_policy(g, policy, kind) for kind, policy in sorted(held.items())]
        return Msg("aoi.battle.ask", policy=Items(names) if names else "-")
    if action.policy not in _POLICIES:
        return Msg("aoi.battle.unknown", what=action.policy)
    level = "advanced." if g.level.battle == "advanced" and (b is None or b["level"] != "ships") else ""
    if action.keep:
        # The policy's short name: the whole sentence says "for the rest of this battle".
        kind = "ships" if b is not None and b["level"] == "ships" else "army"
        return Msg("aoi.battle.keep", policy=_policy(g, action.policy, kind))
    return Msg(f"aoi.battle.policy.{level}{action.policy}")


def _match(b: dict[str, Any] | None, action: BattleMatch) -> Msg:
    """An assault's match, with both totals' modifiers when it is a legal match of the battle in progress
    (combined arms, rifles, fort and Human Wave included: battle_advanced_rolls.modifiers)."""
    piece, target = _unit(action.piece), _unit(action.target)
    if b is None or b.get("level") != "advanced" or action not in battle_advanced_rolls.legal(b):
        return Msg("aoi.battle.match_plain", piece=piece, target=target)
    mine, theirs = battle_advanced_rolls.modifiers(b, UNITS.index(action.piece), UNITS.index(action.target))
    return Msg("aoi.battle.match", piece=piece, target=target, mine=mine, theirs=theirs)


def _hit(g: ImperialismGame, b: dict[str, Any] | None, ship: int) -> Msg:
    """A hit on an own ship: its cargo, and whether it sinks or how damaged it is (Metallurgy)."""
    seen = sea_battle.describe_hit(g, b, ship)
    what = ship_words(seen["cargo"], seen["damage"], seen["hits"])
    if seen["sinks"] is None:
        return Msg("aoi.battle.hit", ship=what)
    if seen["sinks"]:
        return Msg("aoi.battle.hit_sinks", ship=what)
    return Msg("aoi.battle.hit_damaged", ship=what, damage=seen["damage"], hits=seen["hits"])


def ship_words(cargo: dict[str, int], damage: int, hits: int) -> Msg:
    """A ship hit by what it is and carries, never its internal id (identical ships share a label), with
    the hits it had taken before this one (Metallurgy; ``damage`` counts this one)."""
    items = [
        Msg("aoi.battle.cargo_item", n=n, what=Noun(f"aoi.battle.noun.{kind}", n))
        for kind, n in sorted(cargo.items(), key=lambda kv: _CARGO.index(kv[0]) if kv[0] in _CARGO else 99)
        if kind in _CARGO
    ]
    what = Msg("aoi.battle.ship.carrying", cargo=Items(items)) if items else Msg("aoi.battle.ship.empty")
    if damage > 1:
        # Already hit (Metallurgy): the hits it has taken before this one.
        what = Msg("aoi.battle.ship.damaged", ship=what, damage=damage - 1, hits=hits)
    return what
