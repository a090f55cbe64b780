"""War! Age of Imperialism's events on the map as messages (words_events_war.py): moves and ships, battles
and conquests, exploration, natives, diplomacy and the dice thrown for them. Each narrator reads only the
event's public data (see narrate.py); the kinds of the turn and the economy are told in narrate.py."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warroom.core.game import Game
from warroom.core.narration import Narrator
from warroom.core.text import Items, Msg, Noun, Param, known
from warroom.rulesets.imperialism.wording import (
    NATIVES,
    army,
    empire,
    empires,
    kinds,
    noun,
    place,
    ship,
    tech,
    unit,
    unit_the,
)

#: Why an expedition is lost (movement.py's "parties_lost" reasons), by the key of their words.
_LOST_REASONS = {"foreign region": "aoi.lost.foreign", "alone with enemy armies": "aoi.lost.alone"}
#: Dice thrown in a battle, worded on their own ("Attack roll (cavalry): 5 3").
_BATTLE_ROLLS = ("attack", "defence", "ship attack", "ship defence")


def _dice(values: Any) -> Param:
    return " ".join(str(v) for v in values) if isinstance(values, list) and values else Msg("aoi.nothing")


def outcome(result: Any, attacker: Any, defender: Any, several: tuple[bool, bool] = (False, False)) -> Msg:
    """A battle's outcome, given each side's name and whether it is several (or the natives): "Red wins",
    "the natives hold" (never "the natives holds")."""
    result = str(result)
    if result in ("attacker", "attacker-retreated"):
        side, many = attacker, several[0]
    elif result in ("defender", "defender-retreated"):
        side, many = defender, several[1]
    elif result == "both-destroyed":
        return Msg("aoi.outcome.both-destroyed")
    else:
        return Msg("aoi.outcome.other")
    return Msg(f"aoi.outcome.{result}{'.many' if many else ''}", side=side)


def _move(game: Game, d: Mapping[str, Any]) -> Param:
    units = unit(d.get("piece"), d.get("count"))
    src, dst = place(d.get("source")), place(d.get("target"))
    return Msg("aoi.ev.move", empire=empire(d.get("empire")), units=units, source=src, target=dst)


def _embark(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.embark",
        empire=empire(d.get("empire")),
        units=unit(d.get("piece"), d.get("count")),
        region=place(d.get("region")),
        ship=ship(d.get("ship")),
        sea=place(d.get("sea")),
    )


def _land(game: Game, d: Mapping[str, Any]) -> Param:
    units = unit(d.get("piece"), d.get("count"))
    who, where = empire(d.get("empire")), place(d.get("region"))
    return Msg("aoi.ev.land", empire=who, units=units, ship=ship(d.get("ship")), region=where)


def _sail(game: Game, d: Mapping[str, Any]) -> Param:
    src, dst = place(d.get("source")), place(d.get("target"))
    return Msg("aoi.ev.sail", empire=empire(d.get("empire")), ship=ship(d.get("ship")), source=src, target=dst)


def _parties_lost(game: Game, d: Mapping[str, Any]) -> Param:
    who, lost, where = empire(d.get("empire")), kinds(d.get("kinds")), place(d.get("region"))
    reason = d.get("reason")
    if not reason:
        return Msg("aoi.ev.parties_lost", empire=who, kinds=lost, region=where)
    why: Param = Msg(_LOST_REASONS[reason]) if reason in _LOST_REASONS else str(reason)
    return Msg("aoi.ev.parties_lost.why", empire=who, kinds=lost, region=where, why=why)


def _passage_asked(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.passage_asked",
        empire=empire(d.get("empire")),
        to=empire(d.get("to")),
        ship=ship(d.get("ship")),
        source=place(d.get("source")),
        target=place(d.get("target")),
    )


def _passage(game: Game, d: Mapping[str, Any]) -> Param:
    key = "aoi.ev.passage.granted" if d.get("granted") else "aoi.ev.passage.refused"
    return Msg(key, empire=empire(d.get("empire")), ship=ship(d.get("ship")))


def _encounter(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.encounter",
        empire=empire(d.get("empire")),
        ship=ship(d.get("ship")),
        others=empires(d.get("others")),
        sea=place(d.get("sea")),
    )


def _answer(game: Game, d: Mapping[str, Any]) -> Param:
    who = empire(d.get("empire"))
    kind, choice = d.get("interrupt"), d.get("choice")
    if kind == "encounter":
        if choice == "no":
            return Msg("aoi.ev.answer.let_pass", empire=who)
        return Msg("aoi.ev.answer.attack", empire=who, enemy=empire(choice))
    if kind == "join":
        if choice in ("attacker", "defender"):
            return Msg(f"aoi.ev.answer.join.{choice}", empire=who)
        return Msg("aoi.ev.answer.stay_out", empire=who)
    if kind == "passage":
        return Msg("aoi.ev.answer.grant" if choice == "yes" else "aoi.ev.answer.refuse", empire=who)
    if kind == "peace":
        return Msg("aoi.ev.answer.accept_peace" if choice == "yes" else "aoi.ev.answer.refuse_peace", empire=who)
    return Msg("aoi.ev.answer", empire=who, choice=str(choice))


def _several(ids: Any) -> bool:
    return isinstance(ids, list) and (len(ids) > 1 or NATIVES in ids)


def _losses(game: Game, counts: Any) -> Param:
    return Items(Msg("aoi.loss", empire=empire(c), n=n) for c, n in counts.items())


def _sea_battle(game: Game, d: Mapping[str, Any]) -> Param:
    a, b = empires(d.get("attackers")), empires(d.get("defenders"))
    told = outcome(d.get("outcome"), a, b, (_several(d.get("attackers")), _several(d.get("defenders"))))
    ships = d.get("ships")
    sea = place(d.get("sea"))
    text: Msg
    if isinstance(ships, list) and len(ships) == 2:
        mine, theirs = ships
        count = mine if isinstance(mine, int) else 2  # "1 ship against 2", "2 ships against 1"
        text = Msg(
            "aoi.ev.sea_battle.ships",
            sea=sea,
            attackers=a,
            defenders=b,
            mine=mine,
            ships=noun("ship", count),
            theirs=theirs,
            outcome=told,
        )
    else:
        text = Msg("aoi.ev.sea_battle", sea=sea, attackers=a, defenders=b, outcome=told)
    losses, cargo = d.get("losses"), d.get("cargo_lost")
    if isinstance(losses, Mapping) and losses:
        text = Msg("aoi.ev.ships_lost", text=text, losses=_losses(game, losses))
    if isinstance(cargo, Mapping) and cargo:
        text = Msg("aoi.ev.cargo_lost", text=text, losses=_losses(game, cargo))
    return text


def _natives(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("aoi.ev.natives", region=place(d.get("region")), value=str(d.get("value")), army=army(d.get("army")))


def _natives_hold(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("aoi.ev.natives_hold", region=place(d.get("region")), empire=empire(d.get("empire")))


def _battle(game: Game, d: Mapping[str, Any]) -> Param:
    attacker, defender = d.get("attacker"), d.get("defender")
    a, b = empire(attacker), empire(defender)
    told: Param = outcome(d.get("outcome"), a, b, (attacker == NATIVES, defender == NATIVES))
    rounds = d.get("rounds")
    n = len(rounds) if isinstance(rounds, list) else 0
    if n:
        told = Msg("aoi.after_rounds", outcome=told, n=n, rounds=Noun("aoi.round", n))
    key = "aoi.ev.battle.fort" if d.get("fort") else "aoi.ev.battle"
    return Msg(
        key,
        region=place(d.get("region")),
        attacker=a,
        attack=army(d.get("attack")),
        defender=b,
        defend=army(d.get("defend")),
        outcome=told,
    )


def _retreat(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.retreat",
        empire=empire(d.get("empire")),
        army=army(d.get("armies")),
        region=place(d.get("region")),
        to=place(d.get("to")),
    )


def _conquest(game: Game, d: Mapping[str, Any]) -> Param:
    key = "aoi.ev.conquest" if d.get("battle") else "aoi.ev.conquest.walk"
    return Msg(key, empire=empire(d.get("empire")), region=place(d.get("region")), previous=empire(d.get("previous")))


def _annex(game: Game, d: Mapping[str, Any]) -> Param:
    region, who, how = place(d.get("region")), empire(d.get("empire")), d.get("how")
    text = Msg("aoi.ev.annex", region=region, empire=who)
    if how in ("exploration", "conquest", "occupation"):
        text = Msg("aoi.ev.annex.how", region=region, empire=who, how=Msg(f"aoi.annex.{how}"))
    resource = d.get("resource")
    return Msg("aoi.ev.annex.worth", text=text, value=resource) if isinstance(resource, int) else text


def _explore(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.explore.leader" if d.get("leader") else "aoi.ev.explore",
        empire=empire(d.get("empire")),
        region=place(d.get("region")),
        total=str(d.get("total")),
        value=str(d.get("value")),
        result=Msg("aoi.explore.success" if d.get("success") else "aoi.explore.failure"),
    )


def _destroy(game: Game, d: Mapping[str, Any]) -> Param:
    who, by, where = empire(d.get("empire")), noun(d.get("army")), place(d.get("region"))
    if d.get("target") == "resource":
        return Msg("aoi.ev.undevelop", empire=who, unit=by, region=where)
    return Msg("aoi.ev.destroy", empire=who, unit=by, target=unit_the(d.get("target")), region=where)


def _two(key: str, first: str, second: str) -> Narrator:
    """A narrator of an event between two empires, named by the event's fields ``first`` and ``second``."""

    def narrate(game: Game, d: Mapping[str, Any]) -> Param:
        return Msg(key, **{first: empire(d.get(first)), second: empire(d.get(second))})

    return narrate


def _roll(game: Game, d: Mapping[str, Any]) -> Param:
    reason = str(d.get("reason") or "")
    dice = _dice(d.get("dice"))
    if reason in _BATTLE_ROLLS:
        if d.get("unit"):
            return Msg(f"aoi.roll.{reason}.unit", unit=noun(d["unit"]), dice=dice)
        return Msg(f"aoi.roll.{reason}", dice=dice)
    if reason in ("attacker piece", "defender piece"):
        return Msg(f"aoi.roll.piece.{reason.removesuffix(' piece')}", dice=dice, sides=str(d.get("sides")))
    why: Param | None = None
    if reason:
        key = f"aoi.roll.why.{reason}"
        why = Msg(key) if known(key) else Msg("aoi.roll.why.other", reason=reason)
    if d.get("empire"):
        who = empire(d["empire"])
        text = Msg("aoi.roll.by", empire=who, why=why) if why else Msg("aoi.roll.by.plain", empire=who)
    else:
        text = Msg("aoi.roll.anon", why=why) if why else Msg("aoi.roll.anon.plain")
    if d.get("tech"):
        text = Msg("aoi.roll.tech", text=text, tech=tech(d["tech"]))
    if d.get("region"):
        text = Msg("aoi.roll.region", text=text, region=place(d["region"]))
    return Msg("aoi.roll.dice", text=text, dice=dice)


#: The narrators of this module, by event kind.
WAR_NARRATORS: dict[str, Narrator] = {
    "move": _move,
    "embark": _embark,
    "land": _land,
    "sail": _sail,
    "parties_lost": _parties_lost,
    "passage_asked": _passage_asked,
    "passage": _passage,
    "encounter": _encounter,
    "answer": _answer,
    "sea_battle": _sea_battle,
    "natives": _natives,
    "natives_hold": _natives_hold,
    "battle": _battle,
    "retreat": _retreat,
    "conquest": _conquest,
    "annex": _annex,
    "explore": _explore,
    "destroy": _destroy,
    "war": _two("aoi.ev.war", "empire", "enemy"),
    "war_ready": _two("aoi.ev.war_ready", "empire", "enemy"),
    "peace_offer": _two("aoi.ev.peace_offer", "empire", "to"),
    "peace": _two("aoi.ev.peace", "empire", "to"),
    "peace_refused": _two("aoi.ev.peace_refused", "empire", "to"),
    "roll": _roll,
}
