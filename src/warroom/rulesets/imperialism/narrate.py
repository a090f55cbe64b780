"""War! Age of Imperialism's event log as messages of the text layer (core/text.py), for every front end to
render in the reader's language (``game.narrate`` + ``game.say``).

:data:`NARRATORS` has one narrator per event kind; :func:`narrate` (``ImperialismGame.narrate``) reads an
event only as ``game.public_event(event, viewer)`` returns it, so it never tells a viewer more than the
server would send him (None there: the event is hidden and so is its sentence). Regions and seas are
named by the board's names in the reader's language, empires by their names (a colour, or a nation in
the 1886 scenario), production points as "PP". This module tells the turn and the economy;
narrate_war.py tells the map (moves, ships, battles, exploration, diplomacy, dice).

Event kinds covered (the ruleset's ``log.add`` calls and the core's chance events): setup, markers,
opening, claim, turn_order, movement_round, turn, battles, production_round, income, blockade, plan,
buy, reveal, end_purchase, develop, research, move, embark, land, sail, parties_lost, passage_asked,
passage, encounter, answer, sea_battle, natives, natives_hold, battle, retreat, conquest, annex,
explore, westernize, incite, revolt, overthrown, destroy, war, war_ready, peace_offer, peace,
peace_refused, eliminated, game_over, roll, shuffle, draw; and narrate_battle.py's battle_pieces and
battle_policy (the decisions of a battle fought roll by roll).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from warroom.core.game import Game
from warroom.core.narration import Describer, Narrator, narrated
from warroom.core.ruleset_words import slug
from warroom.core.text import Items, Msg, Param, Seat, known
from warroom.rulesets.imperialism.narrate_battle import BATTLE_NARRATORS
from warroom.rulesets.imperialism.narrate_war import WAR_NARRATORS
from warroom.rulesets.imperialism.wording import army, commas, empire, empires, kinds, place, pp, tech, unit_a

#: Income parts in the order they are told ("total" is told apart; a blockade and savings come last).
_INCOME_PARTS = ("regions", "buildings", "railroads", "factories", "resources", "sets", "global_regions")


def _setup(game: Game, d: Mapping[str, Any]) -> Param:
    order = empires(d.get("order"))
    if d.get("scenario"):
        return Msg("aoi.ev.setup.scenario", scenario=str(d.get("scenario")), order=order)
    quota = d.get("quota")
    if isinstance(quota, int):
        return Msg("aoi.ev.setup.quota", order=order, quota=quota)
    return Msg("aoi.ev.setup", order=order)


def _markers(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("aoi.ev.markers", regions=str(d.get("regions", 0)), box=str(d.get("box", 0)))


def _opening(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("aoi.ev.opening", pp=pp(d.get("pp")), first=empire(d.get("first")))


def _claim(game: Game, d: Mapping[str, Any]) -> Param:
    who, where, left = empire(d.get("empire")), place(d.get("region")), d.get("left")
    if isinstance(left, int) and left > 0:
        return Msg("aoi.ev.claim.more", empire=who, region=where, left=left)
    return Msg("aoi.ev.claim", empire=who, region=where)


def _turn_order(game: Game, d: Mapping[str, Any]) -> Param:
    rule = str(d.get("rule", "fixed"))
    named: Param = Msg(f"aoi.order.{rule}") if known(f"aoi.order.{rule}") else rule
    return Msg("aoi.ev.turn_order", turn=str(d.get("turn")), rule=named, order=empires(d.get("order")))


def _movement_round(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("aoi.ev.movement_round", turn=str(d.get("turn")), round=str(d.get("round")))


def _turn(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("aoi.ev.turn", empire=empire(d.get("empire")), turn=str(d.get("turn")), round=str(d.get("round")))


def _battles(game: Game, d: Mapping[str, Any]) -> Param:
    who, regions = empire(d.get("empire")), d.get("regions")
    if not isinstance(regions, list) or not regions:
        return Msg("aoi.ev.battles.none", empire=who)
    return Msg("aoi.ev.battles", empire=who, regions=Items(place(r) for r in regions))


def _production_round(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("aoi.ev.production_round", turn=str(d.get("turn")))


def _income(game: Game, d: Mapping[str, Any]) -> Param:
    parts: list[Param] = [Msg(f"aoi.income.{k}", n=d[k]) for k in _INCOME_PARTS if isinstance(d.get(k), int) and d[k]]
    blockade, saved = d.get("blockade"), d.get("saved")
    if isinstance(blockade, int) and blockade:
        parts.append(Msg("aoi.income.blockade", n=abs(blockade)))
    if isinstance(saved, int) and saved:
        parts.append(Msg("aoi.income.saved", n=saved))
    who, total, have = empire(d.get("empire")), pp(d.get("total")), pp(d.get("pp"))
    if parts:
        return Msg("aoi.ev.income.parts", empire=who, total=total, parts=commas(parts), pp=have)
    return Msg("aoi.ev.income", empire=who, total=total, pp=have)


def _blockade(game: Game, d: Mapping[str, Any]) -> Param:
    ships = d.get("ships")
    by = Items(empire(c) for c in ships) if isinstance(ships, Mapping) and ships else Msg("aoi.enemy_ships")
    lost = d.get("pp")
    return Msg(
        "aoi.ev.blockade", empire=empire(d.get("empire")), by=by, pp=pp(abs(lost) if isinstance(lost, int) else 0)
    )


def _buy(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.buy",
        empire=empire(d.get("empire")),
        piece=unit_a(d.get("piece")),
        where=place(d.get("where")),
        cost=pp(d.get("cost")),
    )


def _end_purchase(game: Game, d: Mapping[str, Any]) -> Param:
    who, left = empire(d.get("empire")), d.get("left")
    if not isinstance(left, int) or left <= 0:
        return Msg("aoi.ev.end_purchase", empire=who)
    return Msg("aoi.ev.end_purchase.kept" if d.get("kept") else "aoi.ev.end_purchase.lost", empire=who, pp=pp(left))


def _develop(game: Game, d: Mapping[str, Any]) -> Param:
    who, where, cost, value = empire(d.get("empire")), place(d.get("region")), pp(d.get("cost")), d.get("resource")
    if isinstance(value, int):
        return Msg("aoi.ev.develop.worth", empire=who, region=where, value=value, cost=cost)
    return Msg("aoi.ev.develop", empire=who, region=where, cost=cost)


def _research(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.research.success" if d.get("success") else "aoi.ev.research.failure",
        empire=empire(d.get("empire")),
        tech=tech(d.get("tech")),
        pp=pp(d.get("pp")),
        total=str(d.get("total")),
        rating=str(d.get("rating")),
    )


def _westernize(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.westernize", empire=empire(d.get("empire")), region=place(d.get("region")), cost=pp(d.get("cost"))
    )


def _incite(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "aoi.ev.incite",
        empire=empire(d.get("empire")),
        cost=pp(d.get("cost")),
        army=army(d.get("army")),
        owner=empire(d.get("owner")),
        region=place(d.get("region")),
    )


def _revolt(game: Game, d: Mapping[str, Any]) -> Param:
    where, owner = place(d.get("region")), empire(d.get("owner"))
    if d.get("winner") == "natives":
        return Msg("aoi.ev.revolt.success", region=where, owner=owner, army=army(d.get("defend")))
    return Msg("aoi.ev.revolt.failure", owner=owner, region=where, army=army(d.get("defender_left")))


def _overthrown(game: Game, d: Mapping[str, Any]) -> Param:
    who, where, lost = empire(d.get("previous")), place(d.get("region")), d.get("buildings")
    if isinstance(lost, list) and lost:
        return Msg("aoi.ev.overthrown.lost", previous=who, region=where, lost=kinds(lost))
    return Msg("aoi.ev.overthrown", previous=who, region=where)


def _game_over(game: Game, d: Mapping[str, Any]) -> Param:
    winners = d.get("winners")
    seats = [w for w in winners if isinstance(w, int)] if isinstance(winners, list) else []
    if not seats:
        text = Msg("aoi.ev.game_over.none")
    else:
        text = Msg(f"aoi.ev.game_over.{'one' if len(seats) == 1 else 'many'}", winners=Items(Seat(w) for w in seats))
    why = game_over_why(game, d)
    return Msg("aoi.ev.game_over.why", text=text, why=why) if why is not None else text


def game_over_why(game: Game, d: Mapping[str, Any]) -> Param | None:
    """Why the game ended, from a "game_over" event's (or an outcome's) reason: the detail in the reader's
    language where the event carries what it needs, else the reason's name; None when there is neither."""
    reason, detail = str(d.get("reason") or ""), d.get("detail")
    if detail and reason == "turns" and isinstance(d.get("turn"), int):
        return Msg("aoi.result.detail.turns", turn=d["turn"], limit=str(game.options.get("turns", d["turn"])))
    if detail and reason == "time":
        return Msg("aoi.result.detail.time")
    if detail and reason == "last-standing" and isinstance(d.get("winners"), list) and d["winners"]:
        return Msg("aoi.result.detail.last_standing", names=Items(Seat(w) for w in d["winners"]))
    if detail:
        return str(detail)
    key = f"aoi.result.{slug(reason)}"
    return (Msg(key) if known(key) else reason) if reason else None


def _named(prefix: str, value: Any, fallback: str) -> Param:
    key = f"{prefix}.{value or fallback}"
    return Msg(key) if known(key) else str(value)


#: Every narrator of the family, by event kind (this module's and narrate_war.py's).
NARRATORS: dict[str, Narrator] = {
    "setup": _setup,
    "markers": _markers,
    "opening": _opening,
    "claim": _claim,
    "turn_order": _turn_order,
    "movement_round": _movement_round,
    "turn": _turn,
    "battles": _battles,
    "production_round": _production_round,
    "income": _income,
    "blockade": _blockade,
    "plan": lambda game, d: Msg("aoi.ev.plan", empire=empire(d.get("empire"))),
    "buy": _buy,
    "reveal": lambda game, d: Msg("aoi.ev.reveal", turn=str(d.get("turn"))),
    "end_purchase": _end_purchase,
    "develop": _develop,
    "research": _research,
    "westernize": _westernize,
    "incite": _incite,
    "revolt": _revolt,
    "overthrown": _overthrown,
    "eliminated": lambda game, d: Msg("aoi.ev.eliminated", empire=empire(d.get("empire"))),
    "game_over": _game_over,
    "shuffle": lambda game, d: Msg("aoi.ev.shuffle", what=_named("aoi.shuffled", d.get("reason"), "pieces")),
    "draw": lambda game, d: Msg(
        "aoi.ev.draw", count=str(d.get("count", 1)), what=_named("aoi.drawn", d.get("reason"), "pile")
    ),
    **WAR_NARRATORS,
    **BATTLE_NARRATORS,
}

#: ``ImperialismGame.narrate``: an event as a message for a viewer, or None where it is hidden from him.
narrate: Describer = narrated(NARRATORS)
