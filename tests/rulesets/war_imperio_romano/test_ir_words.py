"""War: Império Romano in words: its keys (the ``war.`` family's) in both languages, random games worded strictly
in Portuguese with no generic fallback, its legions and objective cards in Portuguese (core/text.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from warroom.core.game import Game
from warroom.core.registry import new_game
from warroom.core.text import Msg, Param, keys_missing, render
from warroom.rulesets.war.actions import Place
from warroom.rulesets.war.game import WarGame
from warroom.rulesets.war_imperio_romano.legions import legion_message, legion_text

GENERIC = ("core.event", "core.text")


def test_every_key_of_the_family_has_both_languages() -> None:
    import warroom.rulesets.war_imperio_romano  # noqa: F401  (registers the family's catalogue)

    assert [m for m in keys_missing() if m.startswith("war.")] == []


def strict_pt(game: Game, message: Param | None) -> str | None:
    if message is None:
        return None
    assert not isinstance(message, str), f"a bare string, not a message: {message!r}"
    assert not (isinstance(message, Msg) and message.key in GENERIC), message
    return render(message, "pt", game.text_context(), strict=True)


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    [(3, {"round_limit": 6}, 1), (4, {"trade_bonus": "per-card", "round_limit": 8}, 2), (4, {"round_limit": 1}, 3)],
)
def test_random_games_read_in_portuguese(players: int, options: dict[str, Any], seed: int) -> None:
    game = new_game("war-imperio-romano", players, options, seed)
    assert isinstance(game, WarGame)
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(players), None]
    for event in game.log.since(0):
        for viewer in viewers:
            strict_pt(game, game.narrate(event, viewer))
    for _ in range(400):
        if game.is_over():
            break
        legal = list(game.legal_actions())
        for action in legal:
            assert strict_pt(game, game.message(action))
        actor = game.current_player()
        for event in game.apply(rng.choice(legal)):
            for viewer in viewers:
                strict_pt(game, game.narrate(event, viewer, actor))
    for seat in range(players):
        objective = game.view(seat)["objective"]
        assert render(game.objective_message(objective["id"]), "pt", strict=True).startswith(("Conquistar", "Destruir"))
    result = game.result()
    if result is not None:
        render(game.result_detail(result), "pt", game.text_context(), strict=True)


def test_exact_portuguese_words() -> None:
    game = new_game("war-imperio-romano", 3, {}, 3)
    assert isinstance(game, WarGame)
    province = next(sid for sid, t in game.view(None)["territories"].items() if t["owner"] == game.current_player())
    assert game.describe(Place(province), "pt") == f"Colocar 1 exército em {game.board.spaces[province].display('pt')}"
    assert legion_text(14, "pt") == "1 catapulta, 1 cavalaria, 1 legionário"
    assert legion_text(26, "pt") == "2 catapultas, 2 cavalarias"
    assert render(legion_message(0), "pt", strict=True) == "nenhuma"
    assert game.say(game.seat_text(1), "pt") in {"Vermelho", "Bege", "Preto", "Verde"}
    assert game.say(game.objective_message("destroy-fallback"), "pt") == "Conquistar 24 PROVÍNCIAS à sua escolha."
