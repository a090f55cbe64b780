"""World War IV's event log as messages of the text layer (core/text.py): one short sentence per event,
in English and Portuguese (words_events.py), for the terminal table and the game server.

:data:`NARRATORS` feeds :func:`warroom.core.narration.narrated`, which reads an event only as
``game.public_event(event, viewer)`` returns it, never the raw event, so a sentence can never tell a viewer
more than the server would send him: a hidden event gets None, and an Innovation card shared with another
nation ("share") is named only where ``public_event`` leaves its ``card`` in. Spaces are named by the
board (``Place``), nations by their names (grey: the Barbarians), money as "C5".

This module words the game's course, the cards and the turn's steps; narrate_combat.py words combat,
Support the Troops and assassination, narrate_decisions.py the players' decisions in them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from warroom.core.narration import Narrator, narrated
from warroom.core.text import Items, Msg, Noun, Param, Place, known
from warroom.rulesets.ww4.naming import (
    a_unit,
    card,
    cat,
    dice,
    kinds,
    money,
    nation,
    nations,
    noun,
    op,
    owner,
    phase,
    units,
)
from warroom.rulesets.ww4.narrate_combat import COMBAT_NARRATORS

if TYPE_CHECKING:
    from warroom.core.game import Game
    from warroom.core.log import Event

#: The lasting effects with a sentence of their own (``ww4.effect.<op>``; the rest are "in force").
_EFFECTS = frozenset({"no-food", "no-income", "no-move-out", "skip-phase", "free-units"})
#: The shuffles with a sentence of their own (``ww4.ev.shuffle.<reason>``).
_SHUFFLES = frozenset({"deck", "innovations-returned"})
#: Why dice are rolled, with words of their own (``ww4.roll.<reason>``).
_ROLL_REASONS = frozenset(
    {"assassinate", "combat", "event", "first-player", "innovation", "rally", "support", "atomic"}
)


def spaces(ids: Any) -> Param:
    """Up to three spaces by name, more counted: "Java Sea, Sumatra and 7 more spaces"."""
    names = [Place(str(x)) for x in ids] if isinstance(ids, list) else []
    if not names:
        return Msg("ww4.spaces.none")
    if len(names) <= 3:
        return Items(names)
    return Msg("ww4.spaces.more", first=names[0], second=names[1], rest=len(names) - 2)


def _at(d: Mapping[str, Any], key: str = "space") -> Place:
    return Place(str(d.get(key)))


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


# -- the game's course and the cards ---------------------------------------------------------------------


def _setup(game: Game, d: Mapping[str, Any]) -> Param:
    played = d.get("nations")
    names = Items(nation(c) for c in played) if isinstance(played, Mapping) and played else Msg("ww4.none")
    return Msg("ww4.ev.setup", nations=names)


def _first_player(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.first_player", nation=nation(d.get("nation"), True), order=nations(d.get("order")))


def _free_build(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.free_build", nation=nation(d.get("nation")), money=money(d.get("bonus")))


def _turn(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.turn", owner=owner(d.get("nation"), True), turn=_int(d.get("turn")))


def _event(game: Game, d: Mapping[str, Any]) -> Param:
    who = nation(d.get("nation"), True)
    if not d.get("card"):
        left = d.get("deck_left")
        rest: Param = Msg("ww4.sfx.deck_left", n=left) if isinstance(left, int) else ""
        return Msg("ww4.ev.draw_innovation", nation=who, left=rest)
    tail: list[Param] = []
    if d.get("card_kind") in ("disaster", "politics"):
        tail.append(Msg("ww4.sfx.paren", what=Msg(f"ww4.card_kind.{d['card_kind']}")))
    if d.get("space"):
        tail.append(Msg("ww4.sfx.striking", spaces=spaces(d.get("spaces") or [d["space"]])))
    return Msg("ww4.ev.draw", nation=who, card=card(game, d.get("card")), rest=cat(tail))


def _atomic(game: Game, d: Mapping[str, Any]) -> Param:
    cities = d.get("cities")
    if not cities:
        return Msg("ww4.ev.atomic.none", nation=nation(d.get("nation")))
    if d.get("result") == "cold-war":
        return Msg("ww4.ev.atomic.cold-war", owner=owner(d.get("nation"), True))
    n = _int(cities)
    result = "atomic" if d.get("result") == "atomic" else "nothing"
    return Msg(f"ww4.ev.atomic.{result}", nation=nation(d.get("nation"), True), n=n, cities=Noun("ww4.word.city", n))


def _until(until: Any) -> Param:
    if not isinstance(until, Mapping):
        return ""
    when = "start" if until.get("when") == "start" else "end"
    return Msg(f"ww4.until.{when}", owner=owner(until.get("nation")), turn=_int(until.get("turn")))


def _effect(game: Game, d: Mapping[str, Any]) -> Param:
    kind = str(d.get("op"))
    what: Param
    if kind == "skip-phase":
        what = Msg("ww4.effect.skip-phase", phase=phase(d.get("phase") or "event"))
    elif kind == "free-units":
        what = Msg("ww4.effect.free-units", units=kinds(d.get("units")), spaces=spaces(d.get("spaces")))
    elif kind in _EFFECTS:
        what = Msg(f"ww4.effect.{kind}", spaces=spaces(d.get("spaces")))
    else:
        what = Msg("ww4.effect.other", op=op(kind))
    return Msg("ww4.ev.effect", card=card(game, d.get("card")), what=what, until=_until(d.get("until")))


def _effect_ends(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.effect_ends", card=card(game, d.get("card")), op=op(d.get("op")))


def _event_money(game: Game, d: Mapping[str, Any]) -> Param:
    n = _int(d.get("change"))
    what = Msg("ww4.gains", money=money(n)) if n > 0 else Msg("ww4.loses", money=money(-n)) if n < 0 else None
    return Msg(
        "ww4.ev.event_money",
        card=card(game, d.get("card")),
        nation=nation(d.get("nation")),
        what=what if what is not None else Msg("ww4.loses_nothing"),
        money=money(d.get("money")),
    )


def _event_tribute(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "ww4.ev.tribute",
        card=card(game, d.get("card")),
        payer=nation(d.get("payer")),
        money=money(d.get("amount")),
        to=nation(d.get("to")),
    )


def _event_destroyed(game: Game, d: Mapping[str, Any]) -> Param:
    counts: dict[tuple[str, str], int] = {}
    for u in d.get("units") or []:
        if isinstance(u, Mapping):
            key = (str(u.get("owner")), str(u.get("kind")))
            counts[key] = counts.get(key, 0) + 1
    lost = Items(Msg("ww4.owned", owner=owner(o), units=units(k, n)) for (o, k), n in counts.items())
    return Msg(
        "ww4.ev.destroyed",
        card=card(game, d.get("card")),
        lost=lost if counts else Msg("ww4.nothing"),
        space=_at(d),
    )


def _event_fort(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.event_fort", card=card(game, d.get("card")), owner=owner(d.get("owner")), space=_at(d))


def _event_revolt(game: Game, d: Mapping[str, Any]) -> Param:
    fort: Param = Msg("ww4.sfx.with_fort") if d.get("fort") else ""
    card_name = card(game, d.get("card"))
    return Msg("ww4.ev.revolt", card=card_name, units=kinds(d.get("units")), space=_at(d), fort=fort)


def _knowledge(game: Game, d: Mapping[str, Any]) -> Param:
    cards = [card(game, c.get("id")) if isinstance(c, Mapping) else card(game, c) for c in d.get("cards") or []]
    who = owner(d.get("nation"))
    if not cards:
        return Msg("ww4.ev.knowledge.none", owner=who)
    return Msg(f"ww4.ev.knowledge.{'one' if len(cards) == 1 else 'many'}", cards=Items(cards), owner=who)


def _city(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("ww4.ev.city", nation=nation(d.get("nation"), True), space=_at(d))


def _control(game: Game, d: Mapping[str, Any]) -> Param:
    found = d.get("spaces")
    n = len(found) if isinstance(found, list) else 0
    return Msg("ww4.ev.control", nation=nation(d.get("nation"), True), n=n, spaces=Noun("ww4.word.space", n))


def _capital_secrets(game: Game, d: Mapping[str, Any]) -> Param:
    cards = [card(game, c) for c in d.get("cards") or []]
    named: Param = Msg("ww4.sfx.paren", what=Items(cards)) if cards else ""
    return Msg("ww4.ev.capital_secrets", by=nation(d.get("by"), True), owner=owner(d.get("nation")), cards=named)


# -- the turn's steps --------------------------------------------------------------------------------------


def _income(game: Game, d: Mapping[str, Any]) -> Param:
    who = nation(d.get("nation"), True)
    if d.get("reason") in ("skipped", "no-city"):
        return Msg(f"ww4.ev.income.{d['reason']}", nation=who)
    return Msg("ww4.ev.income", nation=who, amount=money(d.get("amount")), money=money(d.get("money")))


def _buy(game: Game, d: Mapping[str, Any]) -> Param:
    what = (
        Msg("ww4.a.fort") if d.get("unit") == "fort" and d.get("count") == 1 else units(d.get("unit"), d.get("count"))
    )
    return Msg(
        "ww4.ev.buy",
        nation=nation(d.get("nation"), True),
        what=what,
        cost=money(d.get("cost")),
        money=money(d.get("money")),
    )


def _deploy(game: Game, d: Mapping[str, Any]) -> Param:
    who = nation(d.get("nation"), True)
    if d.get("unit") == "fort":
        return Msg("ww4.ev.build_fort", nation=who, space=_at(d))
    free: Param = Msg("ww4.sfx.free") if d.get("free") else ""
    return Msg("ww4.ev.deploy", nation=who, unit=a_unit(d.get("unit")), free=free, space=_at(d))


def _give_money(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "ww4.ev.give_money", nation=nation(d.get("nation"), True), money=money(d.get("amount")), to=nation(d.get("to"))
    )


def _share(game: Game, d: Mapping[str, Any]) -> Param:
    who, to = nation(d.get("nation"), True), nation(d.get("to"))
    if d.get("card"):
        return Msg("ww4.ev.share", nation=who, card=card(game, d["card"]), to=to)
    return Msg("ww4.ev.share.hidden", nation=who, to=to)


def _move(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "ww4.ev.move",
        nation=nation(d.get("nation"), True),
        units=units(d.get("unit"), d.get("count")),
        source=_at(d, "source"),
        target=_at(d, "target"),
    )


def _sail(game: Game, d: Mapping[str, Any]) -> Param:
    tail: list[Param] = []
    cargo = d.get("cargo")
    if isinstance(cargo, int) and cargo:
        tail.append(Msg("ww4.sfx.aboard", n=cargo))
    if d.get("landfall"):
        tail.append(Msg("ww4.sfx.landfall"))
    kind = d.get("unit") or "ship"
    return Msg(
        "ww4.ev.sail",
        owner=owner(d.get("nation"), True),
        unit=noun(kind),
        ship=str(d.get("ship")),
        source=_at(d, "source"),
        target=_at(d, "target"),
        rest=cat(tail),
    )


def _board(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "ww4.ev.board",
        nation=nation(d.get("nation"), True),
        units=units(d.get("unit"), d.get("count")),
        source=_at(d, "source"),
        frigate=str(d.get("frigate")),
        space=_at(d),
    )


def _disembark(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "ww4.ev.disembark",
        nation=nation(d.get("nation"), True),
        units=units(d.get("unit"), d.get("count")),
        frigate=str(d.get("frigate")),
        space=_at(d),
    )


def _eliminated(game: Game, d: Mapping[str, Any]) -> Param:
    cause = str(d.get("cause"))
    why = Msg(f"ww4.cause.{cause}" if cause in ("assassinated", "combat", "event", "support") else "ww4.cause.lost")
    return Msg("ww4.ev.eliminated", nation=nation(d.get("nation"), True), why=why)


def over_detail(d: Mapping[str, Any], winners: list[Any]) -> Param:
    """Why the game ended, in words, from the reason and the winners' colours (the English ``detail`` the
    game logs only lends its numbers); the reason's name where there is no detail."""
    reason, detail = str(d.get("reason") or ""), str(d.get("detail") or "")
    first = nation(winners[0]) if winners else None
    if not detail:
        return Msg(f"ww4.result.{reason.replace('-', '_')}") if reason in _REASONS else reason.replace("-", " ")
    numbers = [int(x) for x in re.findall(r"\d+", detail)]
    if reason == "last-king":
        return Msg("ww4.over.last-king", nation=first) if first is not None else Msg("ww4.over.no-king")
    if reason == "world-rule" and first is not None:
        return Msg("ww4.over.world-rule", nation=first, n=numbers[0] if numbers else 0)
    if reason == "atomic" and first is not None:
        return Msg("ww4.over.atomic", nation=first)
    if reason == "cold-war":
        return Msg("ww4.over.cold-war")
    if reason == "round-limit" and len(numbers) >= 3:
        return Msg("ww4.over.round-limit", cities=numbers[0], spaces=numbers[1], money=numbers[2])
    return detail


def _game_over(game: Game, d: Mapping[str, Any]) -> Param:
    found = d.get("winners")
    winners = found if isinstance(found, list) else []
    if winners:
        who = Msg(f"ww4.wins.{'one' if len(winners) == 1 else 'many'}", names=Items(nation(c) for c in winners))
    else:
        who = Msg("ww4.wins.none")
    detail = over_detail(d, winners)
    return Msg("ww4.ev.game_over", who=who, detail=Msg("ww4.sfx.paren", what=detail) if detail else "")


# -- chance ---------------------------------------------------------------------------------------------------


def _roll(game: Game, d: Mapping[str, Any]) -> Param:
    reason = str(d.get("reason") or "")
    who = d.get("nation")
    head: list[Param] = [
        Msg("ww4.roll.grey")
        if who == "grey"
        else Msg("ww4.roll.who", nation=nation(who))
        if who
        else Msg("ww4.roll.nobody")
    ]
    if reason:
        said = Msg(f"ww4.roll.{reason}") if reason in _ROLL_REASONS else Msg("ww4.roll.other", reason=reason)
        head.append(Msg("ww4.sfx.word", what=said))
    if d.get("step"):
        head.append(Msg("ww4.sfx.paren", what=phase(d["step"])))
    if d.get("card"):
        head.append(Msg("ww4.sfx.paren", what=card(game, d["card"])))
    if d.get("space"):
        head.append(Msg("ww4.sfx.in", space=_at(d)))
    return Msg("ww4.ev.roll", head=cat(head), dice=dice(d.get("dice")))


def _shuffle(game: Game, d: Mapping[str, Any]) -> Param:
    reason = str(d.get("reason") or "cards")
    if reason in _SHUFFLES:
        return Msg(f"ww4.ev.shuffle.{reason}")
    return Msg("ww4.ev.shuffle.other", what=reason.replace("-", " "))


def _draw(game: Game, d: Mapping[str, Any]) -> Param:
    # A reason of the engine's is an id, never words: one the catalogue has no words for reads "cards".
    reason = str(d.get("reason") or "cards")
    what = Msg(f"ww4.drawn.{reason}") if known(f"ww4.drawn.{reason}") else Msg("ww4.drawn.cards")
    return Msg("ww4.ev.draw_chance", n=str(d.get("count", 1)), what=what)


#: The reasons a game ends (``ww4.result.<reason>``).
_REASONS = frozenset({"last-king", "world-rule", "atomic", "cold-war", "round-limit"})

NARRATORS: dict[str, Narrator] = {
    "setup": _setup,
    "first-player": _first_player,
    "free-build": _free_build,
    "turn": _turn,
    "event": _event,
    "atomic": _atomic,
    "effect": _effect,
    "effect-ends": _effect_ends,
    "event-money": _event_money,
    "event-tribute": _event_tribute,
    "event-destroyed": _event_destroyed,
    "event-fort": _event_fort,
    "event-revolt": _event_revolt,
    "knowledge": _knowledge,
    "city": _city,
    "control": _control,
    "capital-secrets": _capital_secrets,
    "income": _income,
    "buy": _buy,
    "deploy": _deploy,
    "give-money": _give_money,
    "share": _share,
    "move": _move,
    "sail": _sail,
    "board": _board,
    "disembark": _disembark,
    "eliminated": _eliminated,
    "game-over": _game_over,
    "roll": _roll,
    "shuffle": _shuffle,
    "draw": _draw,
    **COMBAT_NARRATORS,  # combat, support, assassination, rally, royal-guard ...
}

#: World War IV's narration (``WW4Game.narrate``).
narrate = narrated(NARRATORS)


def ww4_event(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """An event as text in ``lang`` for ``viewer`` (None: hidden from him): the terminal's and the game
    server's describer signature, over :meth:`Game.narrate` and :meth:`Game.say`."""
    said = game.narrate(event, viewer, actor)
    return None if said is None else game.say(said, lang)
