"""The event log of World War IV in plain English: one short sentence per event, for the terminal table
(registered by :mod:`warroom.cli.render`) and the game server (each view's events carry it as ``text``).

:func:`ww4_event` has the :data:`~warroom.cli.render.EventDescriber` signature. It reads an event only as
``game.public_event(event, viewer)`` returns it, never the raw event, so it can never tell a viewer more
than the server would send him: a hidden event gets None, and an Innovation card shared with another
nation ("share") is named only where ``public_event`` leaves its ``card`` in. Spaces are named by the
board's display names, nations by their names (grey: the Barbarians), money as "C5". A kind it does not
know falls back to :func:`warroom.cli.render.generic_event`'s wording.

Event kinds covered (the ruleset's ``log.add`` calls and the core's chance events): setup, first-player,
free-build, turn, event, atomic, effect, effect-ends, event-money, event-tribute, event-destroyed,
event-fort, event-revolt, knowledge, city, control, capital-secrets, income, buy, deploy, give-money,
share, move, sail, board, disembark, combat, combat-round, bombard-fort, casualty, fort-destroyed,
fort-pillaged, fort-captured, city-pillaged, combat-end, support, ship-to-sea, ship-lost, withdraw, lost,
assassination, eliminated, game-over, roll, shuffle, draw.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from warroom.cli.render import EventDescriber, Narrator, listing, narrated, side_name, space_name
from warroom.core.game import Game
from warroom.rulesets.ww4.narrate_decisions import DECISION_NARRATORS

#: Unit kinds whose plural is the singular.
_UNCOUNTED = frozenset({"armor", "artillery", "cavalry", "militia"})
#: Why a nation is eliminated, by ``cause``.
_CAUSES = {
    "assassinated": "its King is assassinated",
    "combat": "its King falls in combat",
    "event": "its King is lost to a Random Event",
    "support": "its King starves in Support the Troops",
}
#: What a lasting effect does, by op, given the spaces it covers.
_EFFECTS: dict[str, Callable[[str], str]] = {
    "no-food": lambda where: f"no Food in {where}",
    "no-income": lambda where: f"no income from {where}",
    "no-move-out": lambda where: f"no unit may move out of {where}",
}
#: Why dice are rolled, as words.
_ROLL_REASONS = {
    "assassinate": "for an assassination",
    "combat": "in combat",
    "event": "for a Random Event",
    "first-player": "for first player",
    "innovation": "for its Innovation cards",
    "rally": "to rally",
    "support": "to support the troops",
    "atomic": "for Atomic Weapons",
}

# -- names ---------------------------------------------------------------------------------------------


def nation(game: Game, colour: Any) -> str:
    """A nation's colour id as its name ("grey": the Barbarians); anything else as is."""
    return "the Barbarians" if colour == "grey" else side_name(game, colour, "nation_of", "nation_name")


def possessive(game: Game, colour: Any) -> str:
    """A nation's name as an owner: "Sun Dynasty's", "North Atlantic Kingdoms'", "the Barbarians'"."""
    name = nation(game, colour)
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def units(kind: Any, count: Any = 1) -> str:
    """``"2 soldiers"``, ``"1 armor"``, ``"3 militia"``."""
    name = str(kind).replace("-", " ")
    n = count if isinstance(count, int) and not isinstance(count, bool) else 1
    if n == 1 or name in _UNCOUNTED:
        return f"{n} {name}"
    return f"{n} {name}s"


def _a(kind: Any) -> str:
    """``"a soldier"``, ``"an armor"``, ``"a Fort"``."""
    name = "Fort" if kind == "fort" else str(kind).replace("-", " ")
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def money(value: Any) -> str:
    """Money as the game writes it: ``"C5"``."""
    return f"C{value if isinstance(value, int) else 0}"


def card_name(game: Game, card: Any) -> str:
    """A card id as the card's name."""
    content = getattr(game, "content", None)
    found = getattr(content, "cards", {}).get(card) if content is not None else None
    return str(getattr(found, "name", card))


def _spaces(game: Game, ids: Any, lang: str, most: int = 3) -> str:
    """A few spaces by name, the rest counted: ``"Java Sea, Sumatra and 7 more spaces"``."""
    names = [space_name(game, str(x), lang) for x in ids] if isinstance(ids, list) else []
    if not names:
        return "no space"
    if len(names) <= most:
        return listing(names)
    rest = len(names) - most + 1
    return f"{', '.join(names[: most - 1])} and {rest} more spaces"


def _nations(game: Game, ids: Any) -> str:
    return listing([nation(game, c) for c in ids]) if isinstance(ids, list) and ids else "nobody"


def _dice(values: Any) -> str:
    return " ".join(str(v) for v in values) if isinstance(values, list) and values else "nothing"


def _kinds(game: Game, counts: Any) -> str:
    if not isinstance(counts, Mapping) or not counts:
        return "no units"
    return listing([units(k, n) for k, n in counts.items()])


def _listed(kinds: Any) -> str:
    """A list of unit kinds counted: ``["frigate", "soldier", "soldier"]`` -> "1 frigate and 2 soldiers"."""
    counts: dict[str, int] = {}
    for kind in kinds if isinstance(kinds, list) else []:
        counts[str(kind)] = counts.get(str(kind), 0) + 1
    return listing([units(k, n) for k, n in counts.items()]) if counts else "nothing"


def _at(game: Game, d: Mapping[str, Any], lang: str, key: str = "space") -> str:
    return space_name(game, str(d.get(key)), lang)


# -- the sentences ---------------------------------------------------------------------------------------


def _setup(game: Game, d: Mapping[str, Any], lang: str) -> str:
    played = d.get("nations")
    names = [nation(game, c) for c in played] if isinstance(played, Mapping) else []
    return f"Nations in play: {listing(names) if names else 'none'}"


def _first_player(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{nation(game, d.get('nation'))} plays first; the order is {_nations(game, d.get('order'))}"


def _free_build(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"Free Build: {nation(game, d.get('nation'))} gets {money(d.get('bonus'))} to build with"


def _turn(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{possessive(game, d.get('nation'))} turn (round {d.get('turn')})"


def _event(game: Game, d: Mapping[str, Any], lang: str) -> str:
    who = nation(game, d.get("nation"))
    if not d.get("card"):
        left = d.get("deck_left")
        rest = f" ({left} left in the deck)" if isinstance(left, int) else ""
        return f"{who} draws an Innovation card{rest}"
    name = d.get("name") or card_name(game, d.get("card"))
    text = f"{who} draws {name}"
    if d.get("card_kind") in ("disaster", "politics"):
        text += f" ({d['card_kind']})"
    if d.get("space"):
        text += f", striking {_spaces(game, d.get('spaces') or [d['space']], lang)}"
    return text


def _atomic(game: Game, d: Mapping[str, Any], lang: str) -> str:
    who = nation(game, d.get("nation"))
    cities = d.get("cities")
    result = d.get("result")
    if not cities:
        return f"The deck is drawn out: {who} has no City to roll for Atomic Weapons"
    if result == "atomic":
        return f"{who} invents Atomic Weapons with {cities} Cities rolling"
    if result == "cold-war":
        return f"{possessive(game, d.get('nation'))} Atomic Weapons roll ends the war in a cold war standoff"
    return f"{who} rolls for Atomic Weapons with {cities} Cities: nothing"


def _until(game: Game, until: Any) -> str:
    if not isinstance(until, Mapping):
        return ""
    who = possessive(game, until.get("nation"))
    return f" until the {until.get('when', 'end')} of {who} turn in round {until.get('turn')}"


def _effect(game: Game, d: Mapping[str, Any], lang: str) -> str:
    name = card_name(game, d.get("card"))
    op = str(d.get("op"))
    until = _until(game, d.get("until"))
    if op in _EFFECTS:
        return f"{name}: {_EFFECTS[op](_spaces(game, d.get('spaces'), lang))}{until}"
    if op == "skip-phase":
        phase = str(d.get("phase") or "a phase").replace("-", " ")
        return f"{name}: {phase} is skipped{until}"
    if op == "free-units":
        return f"{name}: {_kinds(game, d.get('units'))} to deploy free in {_spaces(game, d.get('spaces'), lang)}{until}"
    return f"{name}: {op.replace('-', ' ')} in force{until}"


def _effect_ends(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"The effect of {card_name(game, d.get('card'))} ({str(d.get('op')).replace('-', ' ')}) ends"


def _event_money(game: Game, d: Mapping[str, Any], lang: str) -> str:
    change = d.get("change")
    n = change if isinstance(change, int) else 0
    what = f"gains {money(n)}" if n > 0 else f"loses {money(-n)}" if n < 0 else "loses nothing"
    return f"{card_name(game, d.get('card'))}: {nation(game, d.get('nation'))} {what} (now {money(d.get('money'))})"


def _event_tribute(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{card_name(game, d.get('card'))}: {nation(game, d.get('payer'))} pays {money(d.get('amount'))} "
        f"to {nation(game, d.get('to'))}"
    )


def _event_destroyed(game: Game, d: Mapping[str, Any], lang: str) -> str:
    counts: dict[tuple[str, str], int] = {}
    for u in d.get("units") or []:
        if isinstance(u, Mapping):
            key = (str(u.get("owner")), str(u.get("kind")))
            counts[key] = counts.get(key, 0) + 1
    lost = listing([f"{possessive(game, o)} {units(k, n)}" for (o, k), n in counts.items()]) or "nothing"
    return f"{card_name(game, d.get('card'))} destroys {lost} in {_at(game, d, lang)}"


def _event_fort(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{card_name(game, d.get('card'))} destroys {possessive(game, d.get('owner'))} Fort in {_at(game, d, lang)}"


def _event_revolt(game: Game, d: Mapping[str, Any], lang: str) -> str:
    fort = " with the Fort" if d.get("fort") else ""
    return (
        f"{card_name(game, d.get('card'))}: {_kinds(game, d.get('units'))} in {_at(game, d, lang)} "
        f"join the Barbarians{fort}"
    )


def _knowledge(game: Game, d: Mapping[str, Any], lang: str) -> str:
    cards = [
        str(c.get("name") or card_name(game, c.get("id"))) if isinstance(c, Mapping) else card_name(game, c)
        for c in d.get("cards") or []
    ]
    verb = "goes" if len(cards) == 1 else "go"
    return f"{listing(cards) or 'No card'} {verb} from {possessive(game, d.get('nation'))} hand to General Knowledge"


def _city(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{nation(game, d.get('nation'))} takes the City in {_at(game, d, lang)}"


def _control(game: Game, d: Mapping[str, Any], lang: str) -> str:
    spaces = d.get("spaces")
    n = len(spaces) if isinstance(spaces, list) else 0
    return f"{nation(game, d.get('nation'))} controls {n} space{'s' if n != 1 else ''}"


def _capital_secrets(game: Game, d: Mapping[str, Any], lang: str) -> str:
    cards = [card_name(game, c) for c in d.get("cards") or []]
    what = f"its Innovation cards ({listing(cards)})" if cards else "its Innovation cards"
    return (
        f"{nation(game, d.get('by'))} holds {possessive(game, d.get('nation'))} capital: {what} go to General Knowledge"
    )


def _income(game: Game, d: Mapping[str, Any], lang: str) -> str:
    who = nation(game, d.get("nation"))
    if d.get("reason") == "skipped":
        return f"{who} skips collecting income"
    if d.get("reason") == "no-city":
        return f"{who} collects no income: it controls no City"
    return f"{who} collects {money(d.get('amount'))} and has {money(d.get('money'))}"


def _buy(game: Game, d: Mapping[str, Any], lang: str) -> str:
    what = "a Fort" if d.get("unit") == "fort" and d.get("count") == 1 else units(d.get("unit"), d.get("count"))
    return f"{nation(game, d.get('nation'))} buys {what} for {money(d.get('cost'))} ({money(d.get('money'))} left)"


def _deploy(game: Game, d: Mapping[str, Any], lang: str) -> str:
    who = nation(game, d.get("nation"))
    if d.get("unit") == "fort":
        return f"{who} builds a Fort in {_at(game, d, lang)}"
    free = " free" if d.get("free") else ""
    return f"{who} deploys {_a(d.get('unit'))}{free} in {_at(game, d, lang)}"


def _give_money(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{nation(game, d.get('nation'))} gives {money(d.get('amount'))} to {nation(game, d.get('to'))}"


def _share(game: Game, d: Mapping[str, Any], lang: str) -> str:
    what = f"the Innovation {card_name(game, d['card'])}" if d.get("card") else "an Innovation card"
    return f"{nation(game, d.get('nation'))} shares {what} with {nation(game, d.get('to'))}"


def _move(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{nation(game, d.get('nation'))} moves {units(d.get('unit'), d.get('count'))} from "
        f"{_at(game, d, lang, 'source')} to {_at(game, d, lang, 'target')}"
    )


def _sail(game: Game, d: Mapping[str, Any], lang: str) -> str:
    cargo = d.get("cargo")
    aboard = f" with {cargo} aboard" if isinstance(cargo, int) and cargo else ""
    landfall = ", making landfall" if d.get("landfall") else ""
    return (
        f"{possessive(game, d.get('nation'))} {d.get('unit') or 'ship'} #{d.get('ship')} sails from "
        f"{_at(game, d, lang, 'source')} to {_at(game, d, lang, 'target')}{aboard}{landfall}"
    )


def _board(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{nation(game, d.get('nation'))} boards {units(d.get('unit'), d.get('count'))} from "
        f"{_at(game, d, lang, 'source')} onto frigate #{d.get('frigate')} in {_at(game, d, lang)}"
    )


def _disembark(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{nation(game, d.get('nation'))} disembarks {units(d.get('unit'), d.get('count'))} from "
        f"frigate #{d.get('frigate')} in {_at(game, d, lang)}"
    )


def _combat(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"Combat in {_at(game, d, lang)}: {nation(game, d.get('invader'))} invades against "
        f"{_nations(game, d.get('defenders'))}"
    )


def _combat_round(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"Combat in {_at(game, d, lang)}: round {d.get('round')}"


def _bombard_fort(game: Game, d: Mapping[str, Any], lang: str) -> str:
    count = d.get("count")
    n = count if isinstance(count, int) else 0
    return f"{n} Bombardment attack{'s' if n != 1 else ''} aimed at the Fort in {_at(game, d, lang)}"


def _casualty(game: Game, d: Mapping[str, Any], lang: str) -> str:
    outcome = "routed" if d.get("outcome") == "routed" else "destroyed"
    return f"{possessive(game, d.get('nation'))} {d.get('unit')} in {_at(game, d, lang)} is {outcome}"


def _fort_destroyed(game: Game, d: Mapping[str, Any], lang: str) -> str:
    by = f" by {d['by']}" if d.get("by") else ""
    return f"{possessive(game, d.get('owner'))} Fort in {_at(game, d, lang)} is destroyed{by}"


def _fort_pillaged(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{nation(game, d.get('nation'))} pillages {possessive(game, d.get('owner'))} Fort in {_at(game, d, lang)}"


def _fort_captured(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{nation(game, d.get('nation'))} captures {possessive(game, d.get('owner'))} Fort in {_at(game, d, lang)}"


def _city_pillaged(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{nation(game, d.get('nation'))} pillages the City in {_at(game, d, lang)}"


def _combat_end(game: Game, d: Mapping[str, Any], lang: str) -> str:
    winner = {"invader": "the invader wins", "defender": "the defenders hold"}.get(
        str(d.get("winner")), "nobody is left standing"
    )
    rounds = d.get("rounds")
    n = rounds if isinstance(rounds, int) else 0
    return f"Combat in {_at(game, d, lang)} ends after {n} round{'s' if n != 1 else ''}: {winner}"


def _support(game: Game, d: Mapping[str, Any], lang: str) -> str:
    who = nation(game, d.get("nation"))
    destroyed = d.get("destroyed")
    lost = f"loses {_listed(destroyed)}" if isinstance(destroyed, list) and destroyed else "loses nothing"
    guard = f" ({_a(d['royal_guard'])} dies for the King)" if d.get("royal_guard") else ""
    return f"Support the Troops in {_at(game, d, lang)}: {who} rolls {_dice(d.get('dice'))} and {lost}{guard}"


def _ship_to_sea(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"Ship #{d.get('ship')} returns from {_at(game, d, lang)} to {_at(game, d, lang, 'to')}"


def _ship_lost(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return (
        f"{nation(game, d.get('nation'))} loses {_listed(d.get('units'))} in {_at(game, d, lang)}: no sea to return to"
    )


def _withdraw(game: Game, d: Mapping[str, Any], lang: str) -> str:
    forced = " (forced)" if d.get("forced") else ""
    return (
        f"{nation(game, d.get('nation'))} withdraws {units(d.get('unit'), d.get('count'))} from "
        f"{_at(game, d, lang)} to {_at(game, d, lang, 'target')}{forced}"
    )


def _lost(game: Game, d: Mapping[str, Any], lang: str) -> str:
    why = f" ({d['why']})" if d.get("why") else ""
    return f"{nation(game, d.get('nation'))} loses {_a(d.get('unit'))} in {_at(game, d, lang)}{why}"


def _assassination(game: Game, d: Mapping[str, Any], lang: str) -> str:
    result = {"killed": "kills", "missed": "misses", "spy-lost": "is caught and lost"}.get(
        str(d.get("result")), "fails"
    )
    target = "King" if d.get("target") == "king" else str(d.get("target") or "unit")
    return (
        f"{possessive(game, d.get('nation'))} spy in {_at(game, d, lang)} goes after "
        f"{possessive(game, d.get('of'))} {target} (roll {d.get('roll')}) and {result}"
    )


def _eliminated(game: Game, d: Mapping[str, Any], lang: str) -> str:
    why = _CAUSES.get(str(d.get("cause")), "its King is lost")
    return f"{nation(game, d.get('nation'))} is eliminated: {why}"


def _game_over(game: Game, d: Mapping[str, Any], lang: str) -> str:
    winners = d.get("winners")
    names = [nation(game, c) for c in winners] if isinstance(winners, list) else []
    who = f"{listing(names)} win{'s' if len(names) == 1 else ''}" if names else "nobody wins"
    detail = d.get("detail") or str(d.get("reason") or "").replace("-", " ")
    return f"Game over: {who}" + (f" ({detail})" if detail else "")


def _roll(game: Game, d: Mapping[str, Any], lang: str) -> str:
    reason = str(d.get("reason") or "")
    who = nation(game, d["nation"]) if d.get("nation") else ""
    words = [f"{who} {'roll' if d.get('nation') == 'grey' else 'rolls'}" if who else "Roll"]
    if reason:
        words.append(_ROLL_REASONS.get(reason, f"for {reason}"))
    if d.get("step"):
        words.append(f"({str(d['step']).replace('-', ' ')})")
    if d.get("card"):
        words.append(f"({card_name(game, d['card'])})")
    if d.get("space"):
        words.append(f"in {_at(game, d, lang)}")
    return f"{' '.join(words)}: {_dice(d.get('dice'))}"


def _shuffle(game: Game, d: Mapping[str, Any], lang: str) -> str:
    if d.get("reason") == "deck":
        return "The Random Event deck is shuffled"
    if d.get("reason") == "innovations-returned":
        return "The returned Innovation cards are shuffled into the deck"
    return f"The {str(d.get('reason') or 'cards').replace('-', ' ')} are shuffled"


def _draw(game: Game, d: Mapping[str, Any], lang: str) -> str:
    return f"{d.get('count', 1)} drawn ({str(d.get('reason') or 'cards').replace('-', ' ')})"


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
    "eliminated": _eliminated,
    "game-over": _game_over,
    "roll": _roll,
    "shuffle": _shuffle,
    "draw": _draw,
    **DECISION_NARRATORS,  # rally, royal-guard
}


#: The Terminal table's and the server's describer of this family's events.
ww4_event: EventDescriber = narrated(NARRATORS)
