"""What each player may see of a World War IV game, the whole state for saves, and the redraw of what a
player cannot see (for search players).

Rulebook 004: the map and every piece on it are public; so are Forts, Cities, the money each nation holds
("Money Tracking Cards" on the table: decision: public, as the tracking cards lie in each player's playing
area), the units each nation bought and has not deployed (its playing area), the General Knowledge area,
the discard pile, the effects in force and the combat in progress (``s.combat`` holds no secret).

Secret (decision): the order of the Random Event deck, from everyone; and the Innovation cards in another
nation's hand (a view shows only how many it holds; its own hand in full). A card shared with the viewer
("Player Diplomacy") is shown to him with its holder: he knows it. The seed is never shown.

The event log keeps the same secrets (``public_event``). Of the ruleset's events only "share" names a card
that may be in a hand: "You may choose to share the effects of your Innovation Cards with any number of
other players" ("Player Diplomacy") tells the card to those players, not to the table, so the card is shown
to the seats of its holder and of the nations it is shared with, and to everyone once it lies in General
Knowledge ("move the card to a General Knowledge area beside the playing card deck": public); the others
see that a share was made, without the card. Every other event hides nothing: an Innovation card drawn is
logged without its name ("event"), the Innovation roll with its dice only, shuffles without their order;
the cards named by "knowledge" and "capital-secrets" go to General Knowledge, a Disaster or Politics card
("event", "effect", ...) is played face up to the discard, and "eliminated" gives only how many cards went
back into the deck.
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING, Any

from warroom.core.log import Event
from warroom.rulesets.ww4.card_words import card_view, nation_names
from warroom.rulesets.ww4.content import COLOURS, SHIPS
from warroom.rulesets.ww4.state import Unit

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [_jsonable(v) for v in value]
    return value


def _card(g: WW4Game, card: str) -> dict[str, Any]:
    return card_view(g.content, card)


def _kinds(into: dict[str, dict[str, int]], colour: str, kind: str) -> None:
    kinds = into.setdefault(colour, {})
    kinds[kind] = kinds.get(kind, 0) + 1


def space_view(g: WW4Game, space: int) -> dict[str, Any]:
    """One space: its values, Fort, City and pieces (counts by colour and kind; ships one by one)."""
    s = g.state
    m = g.map
    out: dict[str, Any] = {"id": m.id(space), "water": m.is_water[space]}
    if not m.is_water[space]:
        out["c"] = m.c[space]
        out["f"] = m.f[space]
    if s.fort[space] >= 0:
        out["fort"] = g.colour_id(s.fort[space])
    if space in m.cities:
        out["city"] = g.colour_id(s.city[space]) if s.city[space] >= 0 else None
        out["capital"] = COLOURS[m.cities[space]]
    here = [s.units[i] for i in s.at[space]]
    counts: dict[str, dict[str, int]] = {}
    routed: dict[str, dict[str, int]] = {}
    ships: list[dict[str, Any]] = []
    for u in here:
        if u.carrier >= 0 or u.kind in SHIPS:
            continue
        _kinds(counts, g.colour_id(u.owner), u.kind)
        if u.routed:
            _kinds(routed, g.colour_id(u.owner), u.kind)
    for u in here:
        if u.kind in SHIPS and u.carrier < 0:
            ships.append(_ship(g, u, here))
    if counts:
        out["units"] = counts
    if routed:
        out["routed"] = routed
    if ships:
        out["ships"] = ships
    return out


def _ship(g: WW4Game, ship: Unit, here: list[Unit]) -> dict[str, Any]:
    cargo: dict[str, int] = {}
    for u in here:
        if u.carrier == ship.id:
            cargo[u.kind] = cargo.get(u.kind, 0) + 1
    out: dict[str, Any] = {"id": ship.id, "owner": g.colour_id(ship.owner), "kind": ship.kind, "moves": ship.moves}
    if ship.kind == "frigate":
        out["cargo"] = cargo
    if ship.routed:
        out["routed"] = True
    if ship.came_from >= 0:
        out["came_from"] = g.map.id(ship.came_from)
    return out


def _effect(g: WW4Game, e: Any) -> dict[str, Any]:
    return {
        "op": e.op,
        "card": e.card,
        "spaces": [g.map.id(x) for x in e.spaces],
        "until": {"nation": g.colour_id(e.until_nation), "turn": e.until_turn, "when": e.until_when},
        "data": _jsonable(e.data),
    }


def own_nations(g: WW4Game, player: int | None) -> set[int]:
    """The nations a seat plays (none for a spectator)."""
    s = g.state
    return {n for n in range(len(COLOURS)) if player is not None and s.seat_of[n] == player}


def public_event(g: WW4Game, event: Event, player: int | None) -> dict[str, Any]:
    """An event as ``player`` (a seat; None for a spectator) may see it: a "share" without its card unless
    he knows the card (see the module docstring); every other event whole."""
    shown = event.to_json()
    if event.kind == "share" and not _knows_shared_card(g, event.data, player):
        del shown["card"]
    return shown


def _knows_shared_card(g: WW4Game, data: dict[str, Any], player: int | None) -> bool:
    """Whether ``player`` may know the card of a share: it is in General Knowledge now, or he plays its
    holder, the nation it was shared with then, or one it is shared with now (as his view shows it)."""
    s = g.state
    card = str(data["card"])
    if card in s.knowledge:
        return True
    told = {g.nation_of(str(data["nation"])), g.nation_of(str(data["to"])), *s.shared.get(card, [])}
    return bool(own_nations(g, player) & told)


def view(g: WW4Game, player: int | None) -> dict[str, Any]:
    """What ``player`` (a seat; None for a spectator) may know, as JSON-friendly data."""
    s = g.state
    own = own_nations(g, player)
    nations = []
    for n, nation in enumerate(g.content.nations):
        row: dict[str, Any] = {
            "colour": COLOURS[n],
            "name": g.nation_name(n),
            "names": nation_names(COLOURS[n]),
            "seat": s.seat_of[n] if s.seat_of[n] >= 0 else None,
            "played": s.seat_of[n] >= 0,
            "active": s.active[n],
            "capital": g.map.id(nation.capital),
            "money": s.money[n],
            "pool": dict(s.pool[n]),
            "control": [g.map.id(x) for x in s.control[n]],
            "hand_count": len(s.hands[n]),
        }
        if n in own:
            row["hand"] = [_card(g, c) for c in s.hands[n]]
        nations.append(row)
    shared = {}
    for card, with_ in s.shared.items():
        holder = next((n for n, hand in enumerate(s.hands) if card in hand), -1)
        if holder in own or own & set(with_):
            shared[card] = {
                **card_view(g.content, card),
                "holder": g.colour_id(holder) if holder >= 0 else None,
                "with": [g.colour_id(x) for x in with_],
            }
    decision = s.decision
    result = g.result()
    return {
        "ruleset": g.ruleset_id,
        "you": player,
        "your_nations": [COLOURS[n] for n in sorted(own)],
        "turn": s.turn,
        "step": s.step,
        "order": [g.colour_id(n) for n in s.order],
        "nation": g.colour_id(s.nation()) if s.order else None,
        "decision": (
            {"kind": decision.kind, "nation": g.colour_id(decision.nation), "data": _jsonable(decision.data)}
            if decision is not None
            else None
        ),
        "deciding_seat": g.current_player(),
        "nations": nations,
        "spaces": [space_view(g, x) for x in range(len(s.at))],
        "deck_size": len(s.deck),
        "discard": [_card(g, c) for c in s.discard],
        "knowledge": [_card(g, c) for c in s.knowledge],
        "shared": shared,
        "effects": [_effect(g, e) for e in s.effects],
        "combats": [g.map.id(x) for x in s.combats],
        "combat": _jsonable(s.combat),
        "deployed": {g.map.id(x): k for x, k in s.deployed.items()},
        "pillaged": [g.map.id(x) for x in s.pillaged],
        "tried": list(s.tried),
        **({"tried_king": list(s.tried_king)} if s.tried_king else {}),
        "result": result.to_json() if result is not None else None,
    }


def snapshot(g: WW4Game) -> dict[str, Any]:
    """The whole state, secrets included (for saves and replay checks)."""
    s = g.state
    return {
        "ruleset": g.ruleset_id,
        "seat_of": list(s.seat_of),
        "active": list(s.active),
        "order": list(s.order),
        "units": [
            {**u.to_json(), "moves": u.moves, "stopped": u.stopped, "came_from": u.came_from} for u in s.units.values()
        ],
        "at": [list(x) for x in s.at],
        "next_unit": s.next_unit,
        "fort": list(s.fort),
        "city": list(s.city),
        "money": list(s.money),
        "pool": [dict(p) for p in s.pool],
        "control": [list(c) for c in s.control],
        "deployed": {str(k): v for k, v in s.deployed.items()},
        "pillaged": list(s.pillaged),
        "deck": list(s.deck),
        "discard": list(s.discard),
        "hands": [list(h) for h in s.hands],
        "knowledge": list(s.knowledge),
        "shared": {k: list(v) for k, v in s.shared.items()},
        "effects": [_jsonable(dataclasses.asdict(e)) for e in s.effects],
        "turn": s.turn,
        "current": s.current,
        "step": s.step,
        "combats": list(s.combats),
        "combat": _jsonable(s.combat),
        "decision": _jsonable(dataclasses.asdict(s.decision)) if s.decision is not None else None,
        "tried": list(s.tried),
        # Only while a Spy has rolled at a King (king_attempts=every-spy): older snapshots stay as they were.
        **({"tried_king": list(s.tried_king)} if s.tried_king else {}),
        "fallen": list(s.fallen),
        "outcome": _jsonable(s.outcome),
    }


def redraw_hidden(g: WW4Game, player: int, rng: random.Random) -> None:
    """Redraw what ``player`` cannot see: the deck's order and the cards of the other nations' hands.

    The Innovation cards of the deck and of those hands are shuffled together and dealt back, each hand
    keeping its size (hands hold only Innovation cards); the rest, with the other cards of the deck, is
    the new deck in a random order. Cards shared with ``player``'s nations stay where they are (he knows
    them)."""
    s = g.state
    own = {n for n in range(len(COLOURS)) if s.seat_of[n] == player}
    known = {card for card, with_ in s.shared.items() if own & set(with_)}
    hidden = [n for n in range(len(s.hands)) if n not in own]
    innovations = [c for c in s.deck if g.content.cards[c].kind == "innovation"]
    for n in hidden:
        innovations.extend(c for c in s.hands[n] if c not in known)
    others = [c for c in s.deck if g.content.cards[c].kind != "innovation"]
    rng.shuffle(innovations)
    for n in hidden:
        hand = s.hands[n]
        for i, card in enumerate(hand):
            if card not in known:
                hand[i] = innovations.pop()
    deck = others + innovations
    rng.shuffle(deck)
    s.deck = deck
