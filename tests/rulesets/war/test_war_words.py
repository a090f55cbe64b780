"""Grow's WAR in words: every key in English and Portuguese, every action and event of random games worded
strictly in Portuguese (no generic fallback), and a few exact sentences (core/text.py, rulesets/war/words.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from warroom.core.errors import IllegalAction
from warroom.core.game import Game
from warroom.core.registry import new_game
from warroom.core.text import Msg, Param, keys_missing, render
from warroom.rulesets.war.actions import Attack, Move, Occupy, Place, Trade
from warroom.rulesets.war.game import WarGame

GENERIC = ("core.event", "core.text")


def test_every_war_key_has_both_languages() -> None:
    import warroom.rulesets.war.words  # noqa: F401  (registers the catalogue)

    assert [m for m in keys_missing() if m.startswith("war.")] == []


def strict_pt(game: Game, message: Param | None) -> str | None:
    """``message`` rendered strictly in Portuguese; asserts it is not the generic fallback."""
    if message is None:
        return None
    assert not (isinstance(message, Msg) and message.key in GENERIC), message
    assert not isinstance(message, str), f"a bare string, not a message: {message!r}"
    return render(message, "pt", game.text_context(), strict=True)


def play_and_word(ruleset: str, players: int, options: dict[str, Any], seed: int, actions: int = 400) -> Game:
    """A random game whose every legal action and every event, for every seat and a spectator, is worded."""
    game = new_game(ruleset, players, options, seed)
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(players), None]
    for event in game.log.since(0):
        for viewer in viewers:
            strict_pt(game, game.narrate(event, viewer))
    for _ in range(actions):
        if game.is_over():
            break
        legal = list(game.legal_actions())
        for action in legal:
            assert strict_pt(game, game.message(action))
        actor = game.current_player()
        for event in game.apply(rng.choice(legal)):
            for viewer in viewers:
                strict_pt(game, game.narrate(event, viewer, actor))
    return game


OPTION_SETS: list[tuple[int, dict[str, Any]]] = [
    (3, {"round_limit": 6}),
    (4, {"trade_bonus": "per-card", "objectives_edition": "later", "round_limit": 8}),
    (6, {"round_limit": 1}),
    (2, {"two_players": True, "round_limit": 12}),
]


@pytest.mark.parametrize(("players", "options"), OPTION_SETS)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_read_in_portuguese(players: int, options: dict[str, Any], seed: int) -> None:
    game = play_and_word("war", players, options, seed)
    assert isinstance(game, WarGame)
    result = game.result()
    if result is not None:
        render(game.result_detail(result), "pt", game.text_context(), strict=True)
    for seat in range(players):
        objective = game.view(seat)["objective"]
        assert render(game.objective_message(objective["id"]), "pt", strict=True)


def test_exact_portuguese_sentences() -> None:
    game = new_game("war", 3, {}, 3)
    assert game.describe(Place("brazil"), "pt") == "Colocar 1 exército em Brasil"
    assert game.describe(Attack("brazil", "argentina", 3), "pt") == "Atacar Argentina a partir de Brasil com 3"
    assert game.describe(Occupy(2), "pt") == "Mover 2 exércitos para o território conquistado"
    assert game.describe(Occupy(1), "en") == "Move 1 army into the conquered territory"
    assert game.describe(Move("brazil", "peru", 2), "pt") == "Remanejar 2 de Brasil para Peru"
    trade = Trade(("brazil", "peru", "wild-1"))
    assert game.describe(trade, "pt") == "Trocar Brasil (círculo), Peru (triângulo) e coringa"
    turn = next(e for e in game.log.since(0) if e.kind == "turn")
    told = game.narrate(turn, None)
    assert told is not None and game.say(told, "pt").startswith("Rodada 1: vez de ")


def test_a_refusal_reads_in_portuguese() -> None:
    game = new_game("war", 3, {}, 3)
    theirs = next(sid for sid, t in game.view(None)["territories"].items() if t["owner"] != game.current_player())
    with pytest.raises(IllegalAction) as caught:
        game.apply(Place(theirs))
    assert render(caught.value.message, "pt", game.text_context(), strict=True).endswith(" não é seu")
    assert str(caught.value).endswith(" is not yours")
