"""Renderers: the registry, the generic fallback, boards and the WAR view."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console, RenderableType

from fixtures.toy_ruleset import codewords
from warroom.cli.render import (
    describe_event,
    generic_view,
    register_renderer,
    render_board,
    render_view,
    render_war,
    renderer_for,
)
from warroom.core.board import parse_board
from warroom.core.errors import WarroomError
from warroom.core.game import Game, Result
from warroom.core.log import Event
from warroom.core.registry import get_ruleset, new_game
from warroom.core.text import Context, Param, colour, render

WAR_LIKE_BOARD = parse_board(
    {
        "format": "warroom-board",
        "version": 1,
        "id": "mini-war",
        "name": "Mini",
        "provenance": {"kind": "rulebook"},
        "spaces": [
            {"id": "brazil", "name": {"en": "Brazil", "pt": "Brasil"},
             "adjacent": {"peru": "land", "egypt": "sea"}},
            {"id": "peru", "name": "Peru", "adjacent": {"brazil": "land"}},
            {"id": "egypt", "name": {"en": "Egypt", "pt": "Egito"}, "adjacent": {"brazil": "sea"}},
        ],
        "groups": [
            {"id": "south-america", "name": {"en": "South America", "pt": "América do Sul"},
             "kind": "continent", "bonus": 2, "spaces": ["brazil", "peru"]},
            {"id": "africa", "name": "Africa", "kind": "continent", "bonus": 3, "spaces": ["egypt"]},
        ],
    }
)  # fmt: skip


def war_view(you: int | None) -> dict[str, Any]:
    view: dict[str, Any] = {
        "ruleset": "war",
        "you": you,
        "round": 3,
        "phase": "attack",
        "turn": 0,
        "decision": 0,
        "seats": [
            {"seat": 0, "colour": "blue", "name": "Blue", "territories": 2, "armies": 7, "cards": 2,
             "eliminated": False},
            {"seat": 1, "colour": "black", "name": "Black", "territories": 1, "armies": 1, "cards": 1,
             "eliminated": False},
        ],
        "territories": {
            "brazil": {"owner": 0, "armies": 5},
            "peru": {"owner": 0, "armies": 2},
            "egypt": {"owner": 1, "armies": 1},
        },
        "pending": {"free": 3, "groups": {"south-america": 2}},
        "hand": ["brazil", "wild-1"] if you is not None else None,
        "objective": {"id": "o1", "text": "Conquer 24 territories"} if you is not None else None,
        "deck": 40,
        "trades": 1,
        "next_trade_value": 6,
        "last_battle": {"from": "brazil", "to": "egypt", "attack_dice": [6, 2], "defence_dice": [5],
                        "attacker_lost": 0, "defender_lost": 1, "conquered": True},
        "conquest": {"from": "brazil", "to": "egypt", "max": 2},
        "result": None,
    }  # fmt: skip
    return view


class FakeWar:
    """Just what the WAR renderer reads from a game."""

    ruleset_id = "war"
    board = WAR_LIKE_BOARD
    players = 2

    def player_name(self, player: int) -> str:
        return ["Blue", "Black"][player]

    def seat_text(self, player: int) -> Param:
        return colour(self.player_name(player))

    def say(self, message: Param, lang: str = "en") -> str:
        return render(message, lang, Context(seat=lambda index, _: colour(self.player_name(index))))

    def result(self) -> Result | None:
        return None

    def round_number(self) -> int:
        return 3


def text_of(renderable: RenderableType, width: int = 120) -> tuple[str, str]:
    console = Console(record=True, width=width, color_system="truecolor", force_terminal=True)
    console.print(renderable)
    return console.export_text(clear=False), console.export_text(styles=True)


def test_war_renderer_shows_the_view() -> None:
    game: Any = FakeWar()
    plain, styled = text_of(render_war(game, war_view(0), "en"))
    for text in (
        "round 3",
        "attack",
        "South America (bonus 2)",
        "Africa (bonus 3)",
        "Brazil",
        "Egypt",
        "to place: 3 free, 2 South America",
        "your cards: Brazil, wild 1",
        "your objective: Conquer 24 territories",
        "deck: 40",
        "next trade: 6",
        "last battle: Brazil → Egypt",
        "[6 2]",
        "[5]",
        "conquered",
        "move into Egypt ← Brazil (up to 2)",
        "Blue *",
    ):
        assert text in plain, text
    assert plain.index("South America") < plain.index("Brazil") < plain.index("Africa") < plain.index("Egypt")
    assert "\x1b[1;34mBlue" in styled and "\x1b[1;90mBlack" in styled  # owners coloured, black as grey


def test_war_renderer_portuguese_and_spectator() -> None:
    game: Any = FakeWar()
    plain, _ = text_of(render_war(game, war_view(None), "pt"))
    assert "América do Sul" in plain and "Brasil" in plain and "Egito" in plain
    assert "suas cartas" not in plain and "objetivo" not in plain


def test_war_renderer_result() -> None:
    game: Any = FakeWar()
    view = war_view(None)
    view["phase"] = "over"
    view["result"] = {
        "winners": [1],
        "ranking": [1, 0],
        "reason": "objective",
        "detail": "Black completed its objective",
        "scores": {},
        "objectives": {"0": "Conquer 24 territories", "1": "Destroy the blue armies"},
    }
    plain, _ = text_of(render_war(game, view, "en"))
    assert "winners: Black" in plain and "objective" in plain and "Destroy the blue armies" in plain


def test_registry_and_generic_fallback() -> None:
    assert renderer_for("toy").view is generic_view
    assert renderer_for("war").view is render_war
    game = new_game("toy", 2, {}, 3)
    plain, _ = text_of(render_view(game, game.view(0)))
    assert "your view (Red)" in plain and codewords(game)[0] in plain
    assert codewords(game)[1] not in plain

    def custom(game: Game, view: Any, lang: str) -> RenderableType:
        return f"custom {lang} {view['round']}"

    register_renderer("toy-plain", custom)
    plain_game = new_game("toy-plain", 2, {}, 1)
    assert text_of(render_view(plain_game, plain_game.view(1), "pt"))[0].strip() == "custom pt 1"


def test_generic_events_hide_ruleset_events_from_others() -> None:
    game = new_game("toy", 2, {}, 3)
    roll = Event("roll", {"reason": "attack", "dice": [4], "sides": 6, "seat": 0, "space": "alder"}, 0)
    # The core's generic wording (core/narration.py): the toy narrates nothing itself.
    assert describe_event(game, roll, 0, 1) == "attack (Red and Alder): rolled 4"
    assert describe_event(game, roll, 0, 1, "pt") == "attack (Vermelho e Amieiro): tirou 4"
    secret = Event("conquest", {"seat": 0, "space": "birch"}, 0)
    assert describe_event(game, secret, 0, 1) is None
    assert describe_event(game, secret, 0, 0) == "conquest: seat: Red and space: Birch"
    assert describe_event(game, Event("shuffle", {"reason": "x", "size": 3}, 0), 0, 0) is None


def test_render_board_lists_groups() -> None:
    plain, _ = text_of(render_board(WAR_LIKE_BOARD, "en"))
    assert "egypt (sea)" in plain and "South America" in plain and "continent" in plain


def test_real_war_view_renders_if_installed() -> None:
    try:
        get_ruleset("war")
        game = new_game("war", 3, {}, 5)
    except WarroomError as exc:
        pytest.skip(f"war is not available: {exc}")
    player = game.current_player()
    assert player is not None
    plain, _ = text_of(render_view(game, game.view(player)))
    assert game.player_name(player) in plain and "bonus" in plain
