"""What players see (views), saves (snapshot), redrawing hidden cards, and action sentences."""

from __future__ import annotations

import json
import random

from ww4_helpers import GREEN, GREY, RED, YELLOW, blank, fort, idx, put, scripted

from warroom.core.registry import new_game
from warroom.rulesets.ww4 import innovations, views
from warroom.rulesets.ww4.actions import (
    END_STEP,
    Assassinate,
    Assign,
    Board,
    Bombard,
    Buy,
    Deploy,
    Disembark,
    Fight,
    GiveMoney,
    Move,
    Pillage,
    Recon,
    Sail,
    Share,
    Withdraw,
)
from warroom.rulesets.ww4.card_words import card_view
from warroom.rulesets.ww4.game import WW4Game


def dealt() -> WW4Game:
    g = blank()
    s = g.state
    s.hands[RED] = ["sabres"]
    s.hands[YELLOW] = ["poisons", "rifled-guns"]
    for card in ("sabres", "poisons", "rifled-guns"):
        if card in s.deck:
            s.deck.remove(card)
    return g


def test_the_board_is_public() -> None:
    """004, 'Setting Up' / 'Forts' / 'Cities': pieces, Forts and Cities on the map are seen by all."""
    g = blank()
    s = g.state
    put(g, "chaco", RED, militia=3, spy=1)[0].routed = True
    put(g, "chaco", GREY, militia=1)
    frigate = put(g, "argentine-sea", RED, frigate=1)[0]
    for u in put(g, "argentine-sea", RED, soldier=2):
        u.carrier = frigate.id
    fort(g, "brazil", GREY)
    s.city[idx(g, "nairobi")] = RED
    v = views.view(g, 1)
    spaces = {sp["id"]: sp for sp in v["spaces"]}
    assert spaces["chaco"]["units"] == {"red": {"militia": 3, "spy": 1}, "grey": {"militia": 1}}
    assert spaces["chaco"]["routed"] == {"red": {"militia": 1}}
    assert spaces["chaco"]["c"] == 1 and spaces["chaco"]["f"] == 3
    assert spaces["argentine-sea"]["ships"] == [
        {"id": frigate.id, "owner": "red", "kind": "frigate", "moves": frigate.moves, "cargo": {"soldier": 2}}
    ]
    assert "units" not in spaces["argentine-sea"]
    assert spaces["brazil"]["fort"] == "grey"
    assert spaces["nairobi"]["city"] == "red" and spaces["nairobi"]["capital"] == "green"
    json.dumps(v)


def test_money_step_and_turn_are_public() -> None:
    """004, 'Collect Income' (Money Tracking Cards in each playing area: decision: public)."""
    g = blank()
    g.state.money[YELLOW] = 9
    v = views.view(g, 0)
    assert v["nations"][YELLOW]["money"] == 9
    assert v["step"] == "movement" and v["nation"] == "red" and v["turn"] == 1
    assert v["deciding_seat"] == 0 and v["result"] is None


def test_hands_own_cards_named_others_counted() -> None:
    """004, 'Random Event Cards', Innovation Cards (decision: another's hand is secret, its size public)."""
    g = dealt()
    v = views.view(g, 0)
    assert v["nations"][RED]["hand"] == [card_view(g.content, "sabres")]
    assert "hand" not in v["nations"][YELLOW] and v["nations"][YELLOW]["hand_count"] == 2
    text = json.dumps(v)
    assert "poisons" not in text and "rifled-guns" not in text
    assert "rifled-guns" in json.dumps(views.view(g, 1))


def test_views_never_show_the_deck_order_or_the_seed() -> None:
    """004, 'Random Event Cards': the deck lies face down; only its size is known."""
    g = dealt()
    for player in (0, 1, 2, None):
        v = views.view(g, player)
        assert v["deck_size"] == len(g.state.deck)
        text = json.dumps(v)
        assert all(card not in text for card in g.state.deck)
        assert "seed" not in text


def test_knowledge_shared_and_effects_are_shown() -> None:
    """004, 'Random Event Cards' (General Knowledge is public) and 'Player Diplomacy' (a shared card is known
    to those it is shared with)."""
    g = dealt()
    s = g.state
    s.knowledge = ["militia-drill"]
    s.shared["poisons"] = [GREEN]
    assert [c["id"] for c in views.view(g, 0)["knowledge"]] == ["militia-drill"]
    assert views.view(g, 0)["shared"] == {}
    assert views.view(g, 2)["shared"] == {
        "poisons": {**card_view(g.content, "poisons"), "holder": "yellow", "with": ["green"]}
    }


def test_a_share_names_its_card_only_to_those_who_know_it() -> None:
    """004, 'Player Diplomacy': the effects of an Innovation card are shared "with any number of other
    players", who learn the card; the others see that a share was made, not the card (decision 38), until the
    card moves to General Knowledge ('1. Random Event': a 1, 2 or 3 on its roll), where all may see it."""
    g = dealt()
    s = g.state
    (share,) = [e for e in g.apply(Share("sabres", "yellow")) if e.kind == "share"]
    whole = share.to_json()
    for nation, knows in ((RED, True), (YELLOW, True), (GREEN, False), (None, False)):
        shown = g.public_event(share, None if nation is None else s.seat_of[nation])
        assert shown is not None
        assert ("card" in shown) == knows, nation
        assert {k: v for k, v in shown.items() if k != "card"} == {k: v for k, v in whole.items() if k != "card"}
    scripted(g, min(innovations.TO_KNOWLEDGE))
    assert innovations.roll_hand(g, RED) == ["sabres"]
    assert g.public_event(share, None) == whole


def test_events_other_than_a_share_are_shown_whole() -> None:
    """Decision 38: no other event names a card of a hand or the deck's order (an Innovation card drawn is
    logged without its name), so every seat and a spectator see them as they are."""
    g = new_game("ww4", 3, {"round_limit": 2}, 5)
    rng = random.Random(5)
    while not g.is_over() and len(g.history) < 300:
        g.apply(rng.choice(list(g.legal_actions())))
    shown = [e for e in g.log.since(0) if e.kind != "share"]
    assert {"event", "roll", "shuffle"} <= {e.kind for e in shown}
    for seat in (None, *range(g.players)):
        assert [g.public_event(e, seat) for e in shown] == [e.to_json() for e in shown]


def test_snapshot_holds_everything() -> None:
    """Saves hold the whole state, secrets included."""
    g = dealt()
    snap = views.snapshot(g)
    assert snap["deck"] == g.state.deck and snap["hands"][YELLOW] == ["poisons", "rifled-guns"]
    json.dumps(snap)
    real = new_game("ww4", 5, {}, 3)
    json.dumps(real.snapshot())
    json.dumps(real.view(None))


def test_redraw_hidden_keeps_what_the_player_knows() -> None:
    """Determinization: the deck order and the other hands are redrawn, hand sizes and own cards kept, hands
    keep holding Innovation cards only, cards shared with the player stay with their holder."""
    g = dealt()
    s = g.state
    s.hands[GREEN] = ["trench-works"]
    s.deck.remove("trench-works")
    s.shared["rifled-guns"] = [RED]
    before = sorted(s.deck + s.hands[YELLOW] + s.hands[GREEN])
    seen_other = set()
    for seed in range(30):
        copy = g.determinize(0, random.Random(seed))
        c = copy.state
        assert c.hands[RED] == ["sabres"]
        assert len(c.hands[YELLOW]) == 2 and len(c.hands[GREEN]) == 1
        assert "rifled-guns" in c.hands[YELLOW]
        assert sorted(c.deck + c.hands[YELLOW] + c.hands[GREEN]) == before
        for n in (YELLOW, GREEN):
            assert all(g.content.cards[card].kind == "innovation" for card in c.hands[n])
        seen_other.add(tuple(c.hands[GREEN]))
    assert len(seen_other) > 1
    assert s.hands[GREEN] == ["trench-works"], "the game itself is untouched"


def test_every_action_has_a_sentence() -> None:
    """Every action type reads as a sentence naming spaces and nations."""
    g = blank()
    ship = put(g, "argentine-sea", RED, frigate=1)[0].id
    actions = [
        Move("militia", 2, "chaco", "brazil"),
        Sail(ship, "brazil"),
        Board("soldier", 1, "buenos-aires", ship),
        Disembark(ship, "soldier", 1),
        GiveMoney("yellow", 3),
        Share("sabres", "green"),
        END_STEP,
        Assassinate(0, "king", "yellow"),
        Buy("cavalry", 2),
        Deploy("fort", "chaco"),
        Deploy("militia", "buenos-aires"),
        Fight("mexico"),
        Bombard(2),
        Assign("militia", False),
        Recon("armor", True),
        Recon(""),
        Withdraw("militia", 2, False, "chaco"),
        Pillage(True),
        Pillage(False),
    ]
    sentences = [g.describe(a) for a in actions]
    assert all(sentences) and len(set(sentences)) == len(sentences)
    assert sentences[0] == "Move 2 militia from Chaco to Brazil"
    assert "Sun Dynasty" in sentences[4] and "C3" in sentences[4]
    assert "C10" in sentences[8]
    assert "Argentine Sea" in sentences[1]
    assert g.describe(END_STEP) == "End the Movement step"
