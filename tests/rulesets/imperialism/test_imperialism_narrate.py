"""The event log of War! Age of Imperialism in English (rulesets/imperialism/narrate.py, rendered by the
terminal's describer in cli/render_imperialism.py): every kind a seeded game logs gets a sentence, hidden
events none, and a few sentences exactly (test_words.py checks the Portuguese)."""

from __future__ import annotations

from typing import Any

import pytest
from narration_checks import assert_plain, greedy_game

from warroom.cli.render import describe_event, event_describer, render_view
from warroom.cli.render_imperialism import imperialism_event
from warroom.core.log import Event
from warroom.core.registry import new_game
from warroom.rulesets.imperialism.narrate import NARRATORS

GAMES = [
    ("imperialism-basic", 3, {"turns": 3}, 4),
    ("imperialism-standard", 4, {"turns": 4, "purchase": "plan-and-reveal", "turn_order": "random"}, 5),
    ("imperialism-advanced", 4, {"turns": 6}, 2),
    ("imperialism-advanced", 4, {"turns": 4, "scenario": "1886", "save_pp": True, "turn_order": "rotating"}, 3),
]


@pytest.mark.parametrize(("ruleset", "players", "options", "seed"), GAMES)
def test_every_event_of_a_greedy_game_gets_a_plain_sentence(
    ruleset: str, players: int, options: dict[str, Any], seed: int
) -> None:
    game = greedy_game(ruleset, players, options, seed)
    assert game.is_over()
    kinds = {e.kind for e in game.log.since(0)}
    # Every kind the game logged has its own sentence (none falls back to the generic wording).
    assert kinds <= set(NARRATORS), kinds - set(NARRATORS)
    assert {"turn", "income", "buy", "move", "game_over"} <= kinds
    for event in game.log.since(0):
        for viewer in (None, 0, players - 1):
            text = imperialism_event(game, event, None, viewer, "en")
            assert_plain(text, event)
        # The terminal table uses the same describer, for every imperialism level.
        assert describe_event(game, event, 0, 1) == imperialism_event(game, event, 0, 1, "en")
    assert event_describer(ruleset) is not None
    render_view(game, game.view(0))  # the view renderer is registered for every level, advanced too


def test_a_hidden_event_has_no_sentence_for_those_it_is_hidden_from(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game("imperialism-advanced", 3, {}, 1)
    event = Event("buy", {"empire": "red", "piece": "city", "where": "china", "cost": 30}, 7)

    def only_seat_0(ev: Event, player: int | None) -> dict[str, Any] | None:
        return ev.to_json() if player == 0 else None

    monkeypatch.setattr(game, "public_event", only_seat_0)
    assert imperialism_event(game, event, 0, 0, "en") == "Red buys a city in China for 30 PP"
    assert imperialism_event(game, event, 0, 1, "en") is None
    assert imperialism_event(game, event, 0, None, "en") is None
    assert describe_event(game, event, 0, 2) is None


def test_only_what_public_event_shows_is_told(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game("imperialism-advanced", 3, {}, 1)
    event = Event("annex", {"region": "siberia", "empire": "blue", "how": "exploration", "resource": 7}, 3)
    assert imperialism_event(game, event, 1, 0, "en") == "Siberia joins Blue by exploration (resource worth 7)"

    def no_resource(ev: Event, player: int | None) -> dict[str, Any] | None:
        shown = ev.to_json()
        if player != 1:
            shown.pop("resource", None)
        return shown

    monkeypatch.setattr(game, "public_event", no_resource)
    assert imperialism_event(game, event, 1, 0, "en") == "Siberia joins Blue by exploration"
    assert "7" in (imperialism_event(game, event, 1, 1, "en") or "")


@pytest.mark.parametrize(
    ("kind", "data", "sentence"),
    [
        ("turn", {"empire": "red", "turn": 2, "round": 3}, "Red's turn (turn 2, movement round 3)"),
        (
            "income",
            {"empire": "blue", "saved": 0, "pp": 34, "regions": 10, "buildings": 8, "blockade": 0, "total": 18},
            "Blue collects 18 PP (10 from regions, 8 from buildings) and has 34 PP",
        ),
        (
            "battle",
            {
                "region": "ukraine",
                "attacker": "green",
                "defender": "red",
                "attack": {"cav": 3},
                "defend": {"inf": 1, "art": 1},
                "fort": True,
                "rounds": [{}, {}],
                "winner": "green",
                "outcome": "attacker",
            },
            "Battle in Ukraine: Green (3 cavalry) against Red (1 infantry and 1 artillery) behind a fort; "
            "Green wins after 2 rounds",
        ),
        (
            "sea_battle",
            {
                "sea": "north-sea",
                "attackers": ["red"],
                "defenders": ["blue"],
                "ships": [2, 1],
                "outcome": "attacker",
                "losses": {"blue": 1},
                "cargo_lost": {},
            },
            "Sea battle in North Sea: Red against Blue (2 ships against 1), Red wins; ships lost: Blue 1",
        ),
        (
            "explore",
            {"region": "siberia", "empire": "red", "value": 9, "leader": True, "total": 8, "success": False},
            "Red explores Siberia with a leader: rolls 8 against 9, the explorer is lost",
        ),
        (
            "research",
            {"empire": "red", "tech": "industry-1", "pp": 25, "rating": 25, "total": 20, "success": True},
            "Red researches Industry 1 with 25 PP: rolls 20 against 25, discovers it",
        ),
        ("peace", {"empire": "red", "to": "blue"}, "Blue accepts peace with Red"),
        (
            "destroy",
            {"region": "spain", "empire": "green", "target": "railroad", "army": "inf"},
            "Green's infantry destroys the railroad in Spain",
        ),
        ("natives_hold", {"region": "siberia", "empire": "blue"}, "The natives hold Siberia against Blue"),
        (
            "passage",
            {"empire": "blue", "ship": 12, "granted": False},
            "Blue refuses to let ship #12 through the straits",
        ),
        (
            "roll",
            {"reason": "explore", "dice": [6, 3], "sides": 6, "region": "siberia"},
            "Roll to explore in Siberia: 6 3",
        ),
        ("game_over", {"reason": "turns", "detail": "", "winners": [1]}, "Game over: Blue wins (turns)"),
    ],
)
def test_sentences(kind: str, data: dict[str, Any], sentence: str) -> None:
    game = new_game("imperialism-advanced", 3, {}, 1)
    assert imperialism_event(game, Event(kind, data, 5), 0, None, "en") == sentence


def test_an_unknown_kind_falls_back_to_the_generic_wording() -> None:
    game = new_game("imperialism-basic", 3, {}, 1)
    event = Event("mystery", {"region": "spain", "amount": 3}, 2)
    # The fallback is the core's generic wording (core/narration.py).
    assert imperialism_event(game, event, 0, 1, "en") == "mystery: region: Spain and amount: 3"
