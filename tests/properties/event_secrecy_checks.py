"""What a seat may not know, taken from the engine's snapshot, and the checks that what it is told of an event
(``game.public_event`` and the describer's sentence) tells none of it (tests/properties/test_event_secrecy.py).

Secrets that are strings (cards, objectives) are searched in the event's JSON and, by id or name, in its
sentence, as tests/server/test_secrecy.py searches the views. The numbers of War! Age of Imperialism (a
face-down marker, an empire's PP under Plan & Reveal) are no string to search for: specific fields are
checked against what the seat's views show.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from warroom.core.game import Game
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.views import HIDDEN
from warroom.rulesets.war.game import WarGame
from warroom.rulesets.war_cards.game import WarCardsGame
from warroom.rulesets.ww4.game import WW4Game

#: Keys whose value is a space, never a card: WAR's territory cards are named by their territory, so a
#: territory named there is a place (a conquest, a battle), not a card.
SPACE_KEYS = frozenset({"territory", "from", "to", "source", "target", "space", "region", "sea", "where"})
#: Imperialism events that turn a face-down native marker up for everyone, by the rules, even where it goes
#: back face down after: 000, "Native Marker" (an explorer turns it up) and "NATIVE ARMIES" (invaded, the
#: natives fight under it; if they win "the marker is returned, face down, to its region").
TURNED_UP = frozenset({"explore", "natives"})
#: Event fields that hold a native marker.
MARKER_KEYS = ("marker", "native", "value")


@dataclass
class Secrets:
    """What one seat may not know now: ids (searched in the event JSON, outside space keys), words (ids and
    names, searched in the sentence), runs (the deck order, as JSON text)."""

    ids: set[str] = field(default_factory=set)
    words: set[str] = field(default_factory=set)
    runs: list[str] = field(default_factory=list)


def leaves(value: Any, key: str | None = None) -> Iterator[tuple[str | None, str]]:
    """Every string in a JSON-like value with the key it sits under (a dict's keys under None)."""
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, Mapping):
        for k, v in value.items():
            yield None, str(k)
            yield from leaves(v, str(k))
    elif isinstance(value, list | tuple):
        for v in value:
            yield from leaves(v, key)


def strings(value: Any) -> set[str]:
    return {text for _key, text in leaves(value)}


def dicts(value: Any) -> Iterator[Mapping[str, Any]]:
    """Every mapping in a JSON-like value, itself included."""
    if isinstance(value, Mapping):
        yield value
        for v in value.values():
            yield from dicts(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from dicts(v)


def runs(*piles: list[str]) -> list[str]:
    """The order of each pile's top and bottom three cards, as they would stand in JSON."""
    return [json.dumps(cards)[1:-1] for pile in piles if len(pile) >= 3 for cards in (pile[:3], pile[-3:])]


def named(sentence: str, word: str) -> bool:
    """Whether ``word`` stands in ``sentence`` as a word of its own (``d04`` is not in ``d041``)."""
    return word in sentence and re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", sentence) is not None


def secrets(game: Game, seat: int | None, view: Mapping[str, Any]) -> Secrets:
    """What ``seat`` (None: a spectator) may not know now, its ``view`` being what it may."""
    if isinstance(game, WarCardsGame):
        return _war_cards(game, seat, view)
    if isinstance(game, WarGame):
        return _war(game, seat, view)
    if isinstance(game, WW4Game):
        return _ww4(game, seat, view)
    assert isinstance(game, ImperialismGame), game.ruleset_id
    return Secrets()


def _objective_texts(game: WarGame | WarCardsGame, ids: set[str]) -> set[str]:
    return {o.text for o in game.table.content.objectives if o.id in ids}


def _war(game: WarGame, seat: int | None, view: Mapping[str, Any]) -> Secrets:
    """WAR and War: Império Romano: the other seats' objectives and hands, and the deck."""
    snap = game.snapshot()
    others = [q for q in range(game.players) if q != seat]
    objectives = {snap["objectives"][q] for q in others}
    ids = {*snap["deck"], *objectives, *(c for q in others for c in snap["hands"][q])}
    # What the view shows of hands and objectives (its own; all objectives once the game is over).
    shown = strings([view.get("hand"), view.get("objective"), view.get("result")])
    ids -= shown
    # Sentences name territory cards as their territory, a public name: only the other ids are searched.
    words = {w for w in ids if w not in game.board.ids} | _objective_texts(game, objectives & ids)
    return Secrets(ids, words - shown, runs(snap["deck"]))


def _war_cards(game: WarCardsGame, seat: int | None, view: Mapping[str, Any]) -> Secrets:
    """War Cards: the other seats' objective cards and hands, both piles, the face-down attack card."""
    snap = game.snapshot()
    others = [q for q in range(game.players) if q != seat]
    objectives = {snap["objectives"][q] for q in others}
    ids = {*snap["dice_pile"], *snap["special_pile"], *objectives}
    ids |= {snap["objective_cards"][q] for q in others} | {c for q in others for c in snap["hands"][q]}
    battle = snap["battle"]
    if battle is not None and battle["attacker"] != seat:
        ids.add(battle["card"])
    shown = strings([view.get(k) for k in ("hand", "objective", "battle", "last_battle", "result")])
    ids -= shown
    words = (ids | _objective_texts(game, objectives & ids)) - shown
    return Secrets(ids, words, runs(snap["dice_pile"], snap["special_pile"]))


def _ww4(game: WW4Game, seat: int | None, view: Mapping[str, Any]) -> Secrets:
    """World War IV: the deck, and the Innovation cards in other nations' hands not shared with the seat
    (card ids are no other id: tests/properties/test_ww4_properties.py::test_card_ids_are_unique)."""
    s = game.state
    mine = {n for n, q in enumerate(s.seat_of) if seat is not None and q == seat}
    told = {card for card, with_ in s.shared.items() if mine & set(with_)}
    ids = set(s.deck) | {c for n, hand in enumerate(s.hands) if n not in mine for c in hand if c not in told}
    seen = json.dumps(view)  # searched as JSON strings: the view is large, its strings many
    ids = {c for c in ids if f'"{c}"' not in seen}
    names = {game.content.cards[c].name for c in ids}
    names = {name for name in names if f'"{name}"' not in seen}
    return Secrets(ids, ids | names, runs(list(s.deck)))


def check_strings(found: Secrets, shown: Mapping[str, Any], sentence: str | None, public: set[str], where: str) -> None:
    """No secret id in the event's JSON (outside space keys), no secret word in its sentence, no run of the
    deck order in either; ``public``: what was shown to everyone before (a card traded, played, revealed)."""
    leaked = {text for key, text in leaves(shown) if key not in SPACE_KEYS and text in found.ids} - public
    assert not leaked, f"{where}: the event {shown} names {sorted(leaked)}"
    text = json.dumps(shown)
    assert not [r for r in found.runs if r in text], f"{where}: the event {shown} shows the deck order"
    if sentence:
        told = {w for w in found.words - public if named(sentence, w)}
        assert not told, f"{where}: the sentence {sentence!r} names {sorted(told)}"
        assert not [r for r in found.runs if r in sentence], f"{where}: {sentence!r} shows the deck order"


# -- War! Age of Imperialism: the numbers -------------------------------------------------------------------


@dataclass
class Watch:
    """What each seat was last shown of each empire's PP, and where in the log the Plan & Reveal purchase
    round under way began (None when none is)."""

    last_pp: dict[tuple[int | None, str], int] = field(default_factory=dict)
    round_start: int | None = None

    def after(self, views: Mapping[int | None, Mapping[str, Any]], mark: int) -> None:
        """Note what the views show after an action whose events begin at ``mark``."""
        hidden = any(row["pp"] == HIDDEN for row in views[None]["empires"])
        if not hidden:
            self.round_start = None
        elif self.round_start is None:
            self.round_start = mark
        for seat, view in views.items():
            for row in view["empires"]:
                if row["pp"] != HIDDEN:
                    self.last_pp[(seat, row["colour"])] = row["pp"]


def _space(view: Mapping[str, Any], region: str) -> Mapping[str, Any]:
    return next((sp for sp in view["spaces"] if sp["id"] == region), {})


def check_imperialism(
    game: ImperialismGame,
    watch: Watch,
    seat: int | None,
    shown: Mapping[str, Any],
    sentence: str | None,
    views: tuple[Mapping[str, Any], Mapping[str, Any]],
    fresh: bool,
    this_round: bool,
) -> None:
    """The numbers an event tells ``seat``: with Plan & Reveal, for an event of the purchase round under way
    (``this_round``) while the seat's view shows its empire's PP as "?", neither what the empire left unspent
    ("end_purchase": no ``left``, ``kept``, nor a number in the sentence) nor a balance the seat could not
    work out ("income": the balance it was shown last, ``saved``, plus the income); no planned purchase of an
    empire it does not play. Where ``fresh`` (the action that logged it just ended; ``views``: the seat's
    views before and after it): a native marker only if the seat saw it face up before or after, or the
    action turned it up for everyone (TURNED_UP); a resource only if the seat saw its value before or after
    (Advanced: an undeveloped resource stays face down)."""
    s = game.state
    where = f"seat {seat}, event {shown}"
    kind, empire = shown["kind"], shown.get("empire")
    rows = {row["colour"]: row for row in views[1]["empires"]}
    if this_round and isinstance(empire, str) and rows.get(empire, {}).get("pp") == HIDDEN:
        if kind == "end_purchase":
            assert "left" not in shown and "kept" not in shown, f"{where}: what it left, while its PP are hidden"
            assert sentence is None or not re.search(r"\d", sentence), f"{where}: {sentence!r} tells its PP"
        if kind == "income":
            assert shown["pp"] == shown["saved"] + shown["total"], f"{where}: a balance that is not its income"
            assert shown["saved"] == watch.last_pp.get((seat, empire), 0), f"{where}: PP saved it was not shown"
    planned = {(piece, game.geo.id(r)) for e in range(s.empires) if s.seat_of[e] != seat for piece, r in s.planned[e]}
    for d in dicts(shown):
        assert (d.get("piece"), d.get("where")) not in planned, f"{where}: another empire's planned purchase"
    region = shown.get("region")
    if not fresh or not isinstance(region, str):
        return
    spaces = [_space(v, region) for v in views]
    if kind not in TURNED_UP and any(k in shown for k in MARKER_KEYS):
        seen = [sp.get("native") for sp in spaces]
        assert any(m not in (None, HIDDEN) for m in seen), f"{where}: a native marker it never saw ({seen})"
    if isinstance(shown.get("resource"), int):
        seen = [sp.get("resource") for sp in spaces]
        assert any(isinstance(r, int) for r in seen), f"{where}: a resource it never saw ({seen})"
