"""The event log of World War IV in plain English (rulesets/ww4/narrate.py): every kind a seeded game logs
gets a sentence, hidden events none, a shared Innovation card is named only where ``public_event`` shows
it, and a few sentences exactly."""

from __future__ import annotations

from typing import Any

import pytest
from narration_checks import assert_plain, greedy_game

from warroom.cli.render import describe_event, event_describer
from warroom.core.log import Event
from warroom.core.registry import new_game
from warroom.rulesets.ww4.narrate import NARRATORS, ww4_event


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    [(4, {"round_limit": 4}, 0), (5, {"round_limit": 8}, 3), (3, {"round_limit": 4, "free_build": True}, 7)],
)
def test_every_event_of_a_greedy_game_gets_a_plain_sentence(players: int, options: dict[str, Any], seed: int) -> None:
    game = greedy_game("ww4", players, options, seed)
    assert game.is_over()
    kinds = {e.kind for e in game.log.since(0)}
    assert kinds <= set(NARRATORS), kinds - set(NARRATORS)
    assert {"turn", "income", "buy", "move", "game-over"} <= kinds
    for event in game.log.since(0):
        for viewer in (None, 0, players - 1):
            text = ww4_event(game, event, None, viewer, "en")
            if game.public_event(event, viewer) is None:
                assert text is None
            else:
                assert_plain(text, event)
        assert describe_event(game, event, 0, 1) == ww4_event(game, event, 0, 1, "en")
    assert event_describer("ww4") is not None


def test_a_hidden_event_has_no_sentence_for_those_it_is_hidden_from(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game("ww4", 4, {}, 1)
    event = Event("income", {"nation": "red", "amount": 18, "money": 34}, 9)

    def only_seat_0(ev: Event, player: int | None) -> dict[str, Any] | None:
        return ev.to_json() if player == 0 else None

    monkeypatch.setattr(game, "public_event", only_seat_0)
    assert ww4_event(game, event, 0, 0, "en") == "Imperio de Sangre collects C18 and has C34"
    assert ww4_event(game, event, 0, 1, "en") is None
    assert ww4_event(game, event, 0, None, "en") is None


def test_a_shared_card_is_named_only_where_public_event_names_it(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game("ww4", 4, {}, 1)
    share = Event("share", {"nation": "red", "card": "rifled-guns", "to": "blue"}, 4)
    # Whatever the ruleset's public_event decides for each seat, the sentence follows it.
    for viewer in (None, 0, 1, 2, 3):
        shown = game.public_event(share, viewer)
        text = ww4_event(game, share, 0, viewer, "en")
        if shown is None:
            assert text is None
        elif shown.get("card"):
            assert text == "Imperio de Sangre shares the Innovation Rifled Guns with North Atlantic Kingdoms"
        else:
            assert text == "Imperio de Sangre shares an Innovation card with North Atlantic Kingdoms"

    def card_for_the_two(ev: Event, player: int | None) -> dict[str, Any] | None:
        shown = ev.to_json()
        if player not in (0, 3):
            shown.pop("card", None)
        return shown

    monkeypatch.setattr(game, "public_event", card_for_the_two)
    assert "Rifled Guns" in (ww4_event(game, share, 0, 3, "en") or "")
    for viewer in (None, 1, 2):
        assert ww4_event(game, share, 0, viewer, "en") == (
            "Imperio de Sangre shares an Innovation card with North Atlantic Kingdoms"
        )


@pytest.mark.parametrize(
    ("kind", "data", "sentence"),
    [
        ("turn", {"nation": "blue", "turn": 3}, "North Atlantic Kingdoms' turn (round 3)"),
        (
            "income",
            {"nation": "green", "amount": 0, "reason": "no-city"},
            "African Coalition collects no income: it controls no City",
        ),
        (
            "buy",
            {"nation": "red", "unit": "soldier", "count": 2, "cost": 6, "money": 14},
            "Imperio de Sangre buys 2 soldiers for C6 (C14 left)",
        ),
        (
            "move",
            {"nation": "yellow", "unit": "armor", "count": 3, "source": "london", "target": "dixie"},
            "Sun Dynasty moves 3 armor from London to Dixie",
        ),
        (
            "casualty",
            {
                "space": "dixie",
                "nation": "grey",
                "unit": "militia",
                "result": "rout",
                "outcome": "routed",
                "by": "owner",
            },
            "The Barbarians' militia in Dixie is routed",
        ),
        (
            "combat-end",
            {"space": "dixie", "winner": "defender", "rounds": 1},
            "Combat in Dixie ends after 1 round: the defenders hold",
        ),
        (
            "event",
            {"nation": "red", "card_kind": "innovation", "deck_left": 12},
            "Imperio de Sangre draws an Innovation card (12 left in the deck)",
        ),
        (
            "event-tribute",
            {"card": "tribute", "payer": "blue", "to": "red", "amount": 2},
            "Tribute: North Atlantic Kingdoms pays C2 to Imperio de Sangre",
        ),
        ("give-money", {"nation": "red", "to": "yellow", "amount": 5}, "Imperio de Sangre gives C5 to Sun Dynasty"),
        (
            "sail",
            {
                "nation": "blue",
                "ship": 40,
                "unit": "frigate",
                "source": "north-atlantic",
                "target": "london",
                "cargo": 2,
                "landfall": True,
            },
            "North Atlantic Kingdoms' frigate #40 sails from North Atlantic to London with 2 aboard, making landfall",
        ),
        (
            "assassination",
            {
                "space": "nairobi",
                "spy": 7,
                "roll": 6,
                "result": "killed",
                "nation": "green",
                "target": "king",
                "of": "red",
            },
            "African Coalition's spy in Nairobi goes after Imperio de Sangre's King (roll 6) and kills",
        ),
        (
            "eliminated",
            {"nation": "purple", "cause": "support", "cards_returned": 0, "turn": 3},
            "Persian Empire is eliminated: its King starves in Support the Troops",
        ),
        (
            "game-over",
            {"reason": "world-rule", "winners": ["green"], "detail": ""},
            "Game over: African Coalition wins (world rule)",
        ),
        (
            "roll",
            {"reason": "rally", "dice": [5, 2], "sides": 6, "space": "dixie", "nation": "grey"},
            "The Barbarians roll to rally in Dixie: 5 2",
        ),
    ],
)
def test_sentences(kind: str, data: dict[str, Any], sentence: str) -> None:
    game = new_game("ww4", 4, {}, 1)
    assert ww4_event(game, Event(kind, data, 5), 0, None, "en") == sentence


def test_an_unknown_kind_falls_back_to_the_generic_wording() -> None:
    game = new_game("ww4", 4, {}, 1)
    event = Event("mystery", {"space": "london", "amount": 3}, 2)
    # The core's generic wording (core/narration.py), as every ruleset's fallback now words it.
    assert ww4_event(game, event, 0, 1, "en") == "mystery: space: London and amount: 3"
