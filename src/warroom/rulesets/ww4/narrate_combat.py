"""World War IV's sentences for combat, Support the Troops, ships and assassination (words_combat.py), as
messages of the text layer. Part of narrate.py's :data:`~warroom.rulesets.ww4.narrate.NARRATORS`, with the
players' decisions of narrate_decisions.py; like every narrator they read only the public event data."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from warroom.core.narration import Narrator
from warroom.core.text import Msg, Noun, Param, Place
from warroom.rulesets.ww4.naming import a_unit, dice, listed, nation, nations, noun, owner, phase, units
from warroom.rulesets.ww4.narrate_decisions import DECISION_NARRATORS

if TYPE_CHECKING:
    from warroom.core.game import Game

#: The results of an assassination with words of their own (``ww4.assassin.<result>``).
_RESULTS = frozenset({"killed", "missed", "spy-lost"})
#: Why a unit is lost with words of their own (``ww4.why.<why>``).
_WHYS = frozenset({"support", "breakdown", "no-withdrawal"})


def _at(d: Mapping[str, Any], key: str = "space") -> Place:
    return Place(str(d.get(key)))


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _combat(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.combat", space=_at(d), invader=nation(d.get("invader")), defenders=nations(d.get("defenders")))


def _combat_round(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.combat_round", space=_at(d), round=_int(d.get("round")))


def _bombard_fort(game: Game, d: Mapping[str, Any]) -> Param:
    n = _int(d.get("count"))
    return Msg("ww4.ev.bombard_fort", n=n, attacks=Noun("ww4.word.bombard_attack", n), space=_at(d))


def _casualty(game: Game, d: Mapping[str, Any]) -> Param:
    outcome = "routed" if d.get("outcome") == "routed" else "destroyed"
    return Msg(f"ww4.ev.casualty.{outcome}", owner=owner(d.get("nation"), True), unit=noun(d.get("unit")), space=_at(d))


def _fort_destroyed(game: Game, d: Mapping[str, Any]) -> Param:
    by: Param = Msg("ww4.sfx.by", by=phase(d["by"])) if d.get("by") else ""
    return Msg("ww4.ev.fort_destroyed", owner=owner(d.get("owner"), True), space=_at(d), by=by)


def _fort_pillaged(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.fort_pillaged", nation=nation(d.get("nation"), True), owner=owner(d.get("owner")), space=_at(d))


def _fort_captured(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.fort_captured", nation=nation(d.get("nation"), True), owner=owner(d.get("owner")), space=_at(d))


def _city_pillaged(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.city_pillaged", nation=nation(d.get("nation"), True), space=_at(d))


def _combat_end(game: Game, d: Mapping[str, Any]) -> Param:
    side = str(d.get("winner"))
    winner = Msg(f"ww4.winner.{side}" if side in ("invader", "defender") else "ww4.winner.none")
    n = _int(d.get("rounds"))
    return Msg("ww4.ev.combat_end", space=_at(d), n=n, rounds=Noun("ww4.word.round", n), winner=winner)


def _support(game: Game, d: Mapping[str, Any]) -> Param:
    destroyed = d.get("destroyed")
    lost = (
        Msg("ww4.loses_units", units=listed(destroyed))
        if isinstance(destroyed, list) and destroyed
        else Msg("ww4.loses_nothing")
    )
    guard: Param = Msg("ww4.sfx.guard", unit=a_unit(d["royal_guard"])) if d.get("royal_guard") else ""
    return Msg(
        "ww4.ev.support", space=_at(d), nation=nation(d.get("nation")), dice=dice(d.get("dice")), lost=lost, guard=guard
    )


def _ship_to_sea(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.ship_to_sea", ship=str(d.get("ship")), space=_at(d), to=_at(d, "to"))


def _ship_lost(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.ship_lost", nation=nation(d.get("nation"), True), units=listed(d.get("units")), space=_at(d))


def _withdraw(game: Game, d: Mapping[str, Any]) -> Param:
    forced: Param = Msg("ww4.sfx.forced") if d.get("forced") else ""
    return Msg(
        "ww4.ev.withdraw",
        nation=nation(d.get("nation"), True),
        units=units(d.get("unit"), d.get("count")),
        space=_at(d),
        target=_at(d, "target"),
        forced=forced,
    )


def _lost(game: Game, d: Mapping[str, Any]) -> Param:
    why_id = d.get("why")
    why: Param = ""
    if why_id:
        said = Msg(f"ww4.why.{why_id}") if why_id in _WHYS else str(why_id)
        why = Msg("ww4.sfx.paren", what=said)
    return Msg("ww4.ev.lost", nation=nation(d.get("nation"), True), unit=a_unit(d.get("unit")), space=_at(d), why=why)


def _assassination(game: Game, d: Mapping[str, Any]) -> Param:
    result = str(d.get("result"))
    said = Msg(f"ww4.assassin.{result}" if result in _RESULTS else "ww4.assassin.failed")
    of = owner(d.get("of"))
    aim = d.get("target") or "unit"
    target = (
        Msg(f"ww4.target.{aim}", of=of) if aim in ("king", "spy") else Msg("ww4.target.unit", of=of, unit=noun(aim))
    )
    return Msg(
        "ww4.ev.assassination",
        owner=owner(d.get("nation"), True),
        space=_at(d),
        target=target,
        roll=str(d.get("roll")),
        result=said,
    )


COMBAT_NARRATORS: dict[str, Narrator] = {
    "combat": _combat,
    "combat-round": _combat_round,
    "bombard-fort": _bombard_fort,
    "casualty": _casualty,
    "fort-destroyed": _fort_destroyed,
    "fort-pillaged": _fort_pillaged,
    "fort-captured": _fort_captured,
    "city-pillaged": _city_pillaged,
    "combat-end": _combat_end,
    "support": _support,
    "ship-to-sea": _ship_to_sea,
    "ship-lost": _ship_lost,
    "withdraw": _withdraw,
    "lost": _lost,
    "assassination": _assassination,
    **DECISION_NARRATORS,  # rally, royal-guard
}
