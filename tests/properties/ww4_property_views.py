"""What the World War IV property tests check of views, events and actions (test_ww4_properties.py)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from property_checks import assert_refused
from ww4_property_state import (
    check_state,
    fast_copy,
)

from warroom.core.actions import Action
from warroom.core.log import Event
from warroom.rulesets.ww4 import units
from warroom.rulesets.ww4.actions import (
    Assassinate,
    Assign,
    Board,
    Bombard,
    Buy,
    Deploy,
    Disembark,
    EndStep,
    Fight,
    GiveMoney,
    Move,
    Pillage,
    Recon,
    Sail,
    Share,
    Withdraw,
)
from warroom.rulesets.ww4.content import COLOURS, SHIPS
from warroom.rulesets.ww4.game import WW4Game

# -- views and hidden information -------------------------------------------------------------------


def strings(value: Any) -> Iterator[str]:
    """Every string in a JSON-like value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


def secrets(game: WW4Game, player: int | None) -> set[str]:
    """The cards ``player`` may not know: the deck's, and the other nations' hands but those shared with
    one of his nations."""
    s = game.state
    own = {n for n in range(len(COLOURS)) if player is not None and s.seat_of[n] == player}
    told = {card for card, with_ in s.shared.items() if own & set(with_)}
    hidden = set(s.deck)
    for n, hand in enumerate(s.hands):
        if n not in own:
            hidden |= set(hand) - told
    return hidden


def told(text: str, cards: set[str]) -> set[str]:
    """The cards named in a JSON text (card ids are no space, unit or colour id: test_card_ids_are_unique)."""
    return {c for c in cards if f'"{c}"' in text}


def seats(game: WW4Game) -> list[int | None]:
    return [None, *range(game.players)]


def check_views(game: WW4Game, rng: random.Random, invariance: bool) -> None:
    """Every view is JSON, never shows the deck, another nation's hand (unless shared with the viewer) or
    the seed; with ``invariance``, redrawing what the viewer cannot see changes nothing in his view."""
    s = game.state
    snap = game.snapshot()
    assert json.loads(json.dumps(snap)) == snap
    for p in seats(game):
        view = game.view(p)
        text = json.dumps(view)
        assert json.loads(text) == view
        assert view["you"] == p and "deck" not in view and view["deck_size"] == len(s.deck)
        assert str(game.seed) not in text, f"view({p}) shows the seed"
        leaked = told(text, secrets(game, p))
        assert not leaked, f"view({p}) shows hidden cards {leaked}"
        for n, row in enumerate(view["nations"]):
            assert ("hand" in row) == (p is not None and s.seat_of[n] == p)
            assert row["hand_count"] == len(s.hands[n])
        if invariance and not game.is_over():
            other = game.determinize(p if p is not None else game.players, rng)  # no seat: a spectator
            assert other.view(p) == view, f"view({p}) depends on what it may not see"


def check_events(game: WW4Game, events: list[Event]) -> None:
    """Events are JSON; what each seat and a spectator are shown of them tells no hidden card."""
    assert json.loads(json.dumps([e.to_json() for e in events])) == [e.to_json() for e in events]
    for p in seats(game):
        hidden = secrets(game, p)
        for e in events:
            shown = game.public_event(e, p)
            if shown is not None:
                leaked = told(json.dumps(shown), hidden)
                assert not leaked, f"seat {p} is shown hidden cards {leaked} by event {e.kind}: {shown}"


# -- the legal and the illegal ----------------------------------------------------------------------


def check_legal(game: WW4Game, legal: list[Action], rng: random.Random, tries: int) -> None:
    """Listed actions are distinct, legal, round-trip JSON, and some of them, applied to a copy, are
    accepted and leave the original alone."""
    assert legal, "a game in progress must offer an action"
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    sample = legal if len(legal) <= 25 else rng.sample(legal, 25)
    for action in sample:
        assert game.is_legal(action), f"{action} is listed but not legal"
        assert game.codec.decode(json.loads(json.dumps(action.to_json()))) == action
        assert game.describe(action)
    if tries:
        snap, log_len, history = game.snapshot(), len(game.log), list(game.history)
        for action in rng.sample(legal, min(tries, len(legal))):
            clone = fast_copy(game)
            clone.apply(action)  # must not raise
            assert clone.history[-1] == action and len(clone.history) == len(history) + 1
            check_state(clone)
        assert game.snapshot() == snap and len(game.log) == log_len and game.history == history


GARBAGE: list[Any] = [
    "garbage",
    7,
    None,
    [],
    {},
    ["move", "militia"],
    {"type": "teleport"},
    {"type": "move"},
    {"type": "move", "kind": "militia", "count": "1", "source": "brazil", "target": "chaco"},
    {"type": "move", "kind": "militia", "count": 1.5, "source": "brazil", "target": "chaco"},
    {"type": "move", "kind": "militia", "count": True, "source": "brazil", "target": "chaco"},
    {"type": "move", "kind": "militia", "count": 1, "source": "brazil", "target": "chaco", "via": "x"},
    {"type": "sail", "ship": "0", "target": "caribbean-sea"},
    {"type": "board", "kind": "militia", "count": 1, "source": "brazil"},
    {"type": "buy", "kind": ["militia"], "count": 1},
    {"type": "deploy", "kind": "militia", "space": 3},
    {"type": "give_money", "nation": ["red"], "amount": 1},
    {"type": "assassinate", "spy": 1, "target": "king"},
    {"type": "fight", "space": None},
    {"type": "bombard", "at_fort": "all"},
    {"type": "assign", "kind": "militia", "routed": "no"},
    {"type": "recon", "kind": 3},
    {"type": "withdraw", "kind": "militia", "count": 1, "routed": False},
    {"type": "pillage"},
    {"type": "end_step", "now": True},
]


def wrong_actions(game: WW4Game) -> list[Action]:
    """Actions built from the state to be illegal now: another step's actions, unknown spaces and kinds,
    counts of 0 or too many, foreign units, colours not in play, answers to decisions not asked."""
    s, m = game.state, game.map
    ids = game.board.ids
    step = s.step
    nation = s.nation()
    d = s.decision
    land = next(x for x in range(len(ids)) if not m.is_water[x] and m.land_adj[x])
    sea = next(x for x in range(len(ids)) if m.is_water[x])
    here, there, water = ids[land], ids[m.land_adj[land][0]], ids[sea]
    capital = ids[game.content.nations[nation].capital]
    money = s.money[nation]
    partner = next((c for n, c in enumerate(COLOURS) if n != nation and s.seat_of[n] >= 0 and s.active[n]), "red")
    unplayed = [c for n, c in enumerate(COLOURS) if s.seat_of[n] < 0]
    out: list[Action] = [
        Move("militia", 1, "atlantis", here),
        Move("militia", 1, here, "atlantis"),
        Move("zeppelin", 1, here, there),
        Move("destroyer", 1, here, there),
        Move("militia", 0, here, there),
        Move("militia", -1, here, there),
        Move("militia", 1, here, water) if not m.is_water[land] else Move("militia", 1, water, here),
        Sail(10**6, water),
        Board("militia", 1, here, 10**6),
        Board("militia", 0, here, 10**6),
        Disembark(10**6, "militia", 1),
        GiveMoney("grey", 1),
        GiveMoney("pink", 1),
        GiveMoney(COLOURS[nation], 1),
        GiveMoney(partner, 0),
        GiveMoney(partner, -5),
        GiveMoney(partner, money + 1),
        *(GiveMoney(c, 1) for c in unplayed[:1]),
        Share("no-such-card", partner),
        Assassinate(10**6, "spy", partner),
        Buy("king", 1),
        Buy("zeppelin", 1),
        Buy("militia", 0),
        Buy("militia", -2),
        Buy("bomber", money // 10 + 1),
        Deploy("militia", "atlantis"),
        Deploy("zeppelin", capital),
        Deploy("militia", water),
        Deploy("fort", water),
        Fight("atlantis"),
        Bombard(-1),
        Assign("zeppelin", False),
        Recon("zeppelin", True),
        Withdraw("militia", 0, False, here),
        Withdraw("militia", 1, False, "atlantis"),
    ]
    if game.is_over():
        return [*out, EndStep(), Buy("militia", 1), Fight(capital)]
    # another step's actions, and answers to decisions nobody asked
    if step not in ("movement", "purchase"):
        out += [GiveMoney(partner, 1)] if money >= 1 else []
    if step != "movement":
        out += [
            Move(u.kind, 1, ids[u.space], ids[t]) for u in own_land_units(game)[:1] for t in m.land_adj[u.space][:1]
        ]
    if step not in ("purchase", "free-purchase"):
        out.append(Buy("militia", 1))
    if step not in ("deploy", "free-deploy"):
        out.append(Deploy("militia", capital))
    if step != "combat":
        out += [Fight(capital), Pillage(True)]
    if step != "assassination":
        out += [Assassinate(u.id, "king", partner) for u in own_kind(game, "spy")[:1]]
    if d is None or d.kind != "bombard":
        out.append(Bombard(0))
    if d is None or d.kind != "pillage":
        out.append(Pillage(False))
    if d is None or d.kind != "assign":
        out.append(Assign("militia", False))
    if d is None or d.kind not in ("recon", "bomber"):
        out.append(Recon(""))
    if step == "combat" and (d is None or d.kind != "withdraw"):
        out.append(EndStep())
    if step == "combat" and d is None and s.combat is None:
        out += [Fight(ids[x]) for x in range(len(ids)) if x not in s.combats][:1]
    if step == "movement" and d is None:
        # zero and too many, and foreign units
        for u in own_land_units(game)[:3]:
            movable = [v for v in units.present(s, u.space, nation) if v.kind == u.kind]
            for t in m.land_adj[u.space][:1]:
                out += [Move(u.kind, 0, ids[u.space], ids[t]), Move(u.kind, len(movable) + 1, ids[u.space], ids[t])]
        for u in [u for u in s.units.values() if u.owner != nation and u.carrier < 0][:40:8]:
            if u.kind in SHIPS and m.is_water[u.space]:
                out += [Sail(u.id, ids[t]) for t in m.water_adj[u.space][:1]]
                if u.kind == "frigate":
                    out += [Board("militia", 1, ids[x], u.id) for x in m.coast[u.space][:1]]
            elif u.kind not in SHIPS:
                mine = sum(v.kind == u.kind for v in units.present(s, u.space, nation))
                targets = m.every_adj[u.space] if u.kind == "bomber" else m.land_adj[u.space]
                out += [Move(u.kind, mine + 1, ids[u.space], ids[t]) for t in targets[:1]]
        for f in own_kind(game, "frigate")[:1]:
            out.append(Disembark(f.id, "militia", len(units.aboard(s, f)) + 1))
    if step == "assassination" and d is None:
        theirs = [u for u in s.units.values() if u.kind == "spy" and u.owner != nation][:1]
        out += [Assassinate(u.id, "spy", COLOURS[nation]) for u in theirs]
        out += [Assassinate(u.id, "queen", partner) for u in own_kind(game, "spy")[:1]]
    return out


def own_land_units(game: WW4Game) -> list[Any]:
    s = game.state
    nation = s.nation()
    return [
        u
        for u in s.units.values()
        if u.owner == nation and u.carrier < 0 and u.kind not in SHIPS and not game.map.is_water[u.space]
    ]


def own_kind(game: WW4Game, kind: str) -> list[Any]:
    s = game.state
    return [u for u in s.units.values() if u.owner == s.nation() and u.kind == kind]


def check_refusals(game: WW4Game, legal: list[Action], rng: random.Random, every: bool) -> None:
    """Each wrong action and malformed JSON is refused with a reason, changing nothing."""
    assert_refused(game, legal, [*wrong_actions(game), *GARBAGE], rng, every, 6)
