"""War! Age of Imperialism's decisions in a battle fought roll by roll (battle_choices.py) as messages
(words_battle.py): the pieces matched in each Basic roll ("battle_pieces", battle_basic_rolls.py), each
Standard roll's reserves and the piece its winner removes ("battle_reserves", "battle_remove",
battle_standard_rolls.py), each Advanced assault's match and each retreat ("battle_match",
"battle_retreat", battle_advanced_rolls.py), each ship hit as its owner chose it ("battle_hit",
sea_battle.py) and a side leaving the rest of its battle to a policy ("battle_policy"). Every event is
logged without drawing a die, so a battle rolls exactly as before they were told; battles fought with
battle_choices=fixed (rules versions 1-3, every older save) log none."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warroom.core.game import Game
from warroom.core.narration import Narrator
from warroom.core.text import Items, Msg, Param, known
from warroom.rulesets.imperialism.battle_words import ship_words
from warroom.rulesets.imperialism.wording import NATIVES, empire, place

#: The policies named as the Advanced level names them (battle_advanced_rolls.POLICIES).
_ADVANCED = ("weakest", "types", "strongest")


def _piece(kind: Any) -> Param:
    key = f"aoi.battle.unit.{kind}"
    return Msg(key) if known(key) else str(kind)


def _mod(value: Any) -> str:
    return str(_count(value, 0))


def _pieces(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.battle_pieces",
        region=place(d.get("region")),
        attacker=empire(d.get("attacker")),
        defender=empire(d.get("defender")),
        attack=_piece(d.get("attack")),
        defend=_piece(d.get("defend")),
        amod=_mod(d.get("attack_mod")),
        dmod=_mod(d.get("defend_mod")),
    )


def _policy_name(level: Any, policy: Any) -> Param:
    advanced = f"aoi.battle.policy_name.advanced.{policy}"
    if level == "advanced" and policy in _ADVANCED and known(advanced):
        return Msg(advanced)
    key = f"aoi.battle.policy_name.{policy}"
    return Msg(key) if known(key) else str(policy)


def _policy(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.battle_policy.keep" if d.get("keep") else "aoi.ev.battle_policy",
        empire=empire(d.get("empire")),
        region=place(d.get("region")),
        policy=_policy_name(d.get("level"), d.get("policy")),
    )


def _signed(value: Any) -> str:
    return f"{_count(value, 0):+d}"


def _count(value: Any, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _kinds(value: Any) -> Param:
    """The kinds held in reserve, or "nothing"."""
    kinds = value if isinstance(value, list) else []
    return Items(_piece(k) for k in kinds) if kinds else Msg("aoi.ev.reserve_nothing")


def _reserves(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.battle_reserves",
        region=place(d.get("region")),
        attacker=empire(d.get("attacker")),
        defender=empire(d.get("defender")),
        attack=_kinds(d.get("attack")),
        defend=_kinds(d.get("defend")),
    )


def _by(key: str, who: Any) -> str:
    """``key``, or its ".natives" form where the natives are the sentence's subject (a plural: "the natives
    win", "os nativos vencem")."""
    return f"{key}.natives" if who == NATIVES else key


def _remove(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        _by("aoi.ev.battle_remove", d.get("empire")),
        empire=empire(d.get("empire")),
        region=place(d.get("region")),
        piece=_piece(d.get("piece")),
        loser=empire(d.get("loser")),
    )


def _match(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        _by("aoi.ev.battle_match", d.get("empire")),
        empire=empire(d.get("empire")),
        region=place(d.get("region")),
        piece=_piece(d.get("piece")),
        mod=_signed(d.get("mod")),
        target=_piece(d.get("target")),
        target_mod=_signed(d.get("target_mod")),
        enemy=empire(d.get("enemy")),
    )


def _retreat(game: Game, d: Mapping[str, Any]) -> Param:
    to = d.get("to")
    if to is None:
        return Msg("aoi.ev.battle_retreat.plain", empire=empire(d.get("empire")), region=place(d.get("region")))
    return Msg("aoi.ev.battle_retreat", empire=empire(d.get("empire")), region=place(d.get("region")), to=place(to))


def _hit(game: Game, d: Mapping[str, Any]) -> Param:
    cargo = d.get("cargo")
    held = {str(k): _count(n, 1) for k, n in cargo.items()} if isinstance(cargo, dict) else {}
    damage, hits = _count(d.get("damage"), 1), _count(d.get("hits"), 1)
    ship = ship_words(held, damage, hits)
    sea = place(d.get("sea"))
    if d.get("sinks"):
        return Msg("aoi.ev.battle_hit.sinks", empire=empire(d.get("empire")), sea=sea, ship=ship)
    return Msg("aoi.ev.battle_hit", empire=empire(d.get("empire")), sea=sea, ship=ship, damage=damage, hits=hits)


#: The narrators of this module, by event kind (narrate.py merges them).
BATTLE_NARRATORS: dict[str, Narrator] = {
    "battle_pieces": _pieces,
    "battle_policy": _policy,
    "battle_reserves": _reserves,
    "battle_remove": _remove,
    "battle_match": _match,
    "battle_retreat": _retreat,
    "battle_hit": _hit,
}
