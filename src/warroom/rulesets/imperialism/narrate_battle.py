"""War! Age of Imperialism's decisions in a battle fought roll by roll (battle_choices.py) as messages
(words_battle.py): the pieces matched in each Basic roll ("battle_pieces", battle_basic_rolls.py) and a
side leaving the rest of its battle to a policy ("battle_policy"). Both events are logged without drawing
a die, so a battle rolls exactly as before they were told; battles fought with battle_choices=fixed (rules
versions 1-3, every older save) log neither."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warroom.core.game import Game
from warroom.core.narration import Narrator
from warroom.core.text import Msg, Param, known
from warroom.rulesets.imperialism.wording import empire, place

#: The policies named as the Advanced level names them (battle_advanced_rolls.POLICIES).
_ADVANCED = ("weakest", "types", "strongest")


def _piece(kind: Any) -> Param:
    key = f"aoi.battle.unit.{kind}"
    return Msg(key) if known(key) else str(kind)


def _mod(value: Any) -> str:
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else "0"


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


#: The narrators of this module, by event kind (narrate.py merges them).
BATTLE_NARRATORS: dict[str, Narrator] = {"battle_pieces": _pieces, "battle_policy": _policy}
