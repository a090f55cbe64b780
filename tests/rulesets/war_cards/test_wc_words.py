"""War Cards' words (issue 26, the text layer): every key in English and Portuguese with the same fields;
every action label and event sentence of seeded games rendered strictly in Portuguese, none of them the
generic fallback; and a few exact Portuguese sentences."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import Any

import pytest
from rich.console import Console

import warroom.cli.render_war_cards  # noqa: F401  (registers the screen's words, checked with the rest)
from warroom.agents.base import make_agent
from warroom.cli.render import render_view
from warroom.core.errors import IllegalAction
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.registry import get_ruleset, new_game
from warroom.core.text import Items, Msg, Param, keys_missing, known, render
from warroom.rulesets.war_cards.actions import PILE, Attack, Defend, PlaySpecial
from warroom.rulesets.war_cards.game import WarCardsGame
from warroom.rulesets.war_cards.labels import reason_key
from warroom.rulesets.war_cards.narrate import NARRATORS, QUIET

#: Every kind of event War Cards logs (game.py, battle.py): each is narrated, or quiet on purpose.
WAR_CARDS_KINDS = frozenset(
    {"setup", "round", "turn", "attack", "battle", "conquest", "eliminated", "spy", "sabotage"}
    | {"reinforcements", "discard", "end_turn", "no_answer", "reshuffle", "pile_empty", "game_over"}
)
#: The generic fallback's keys (core/narration.py, core/text.py): never a War Cards kind's sentence.
GENERIC_KEYS = frozenset({"core.event", "core.text"})

#: (players, options, seed, player): greedy games run to their end (objectives met, eliminations, a pile
#: running dry, every special card); random ones over the options that change the words (the round
#: limit's end, two players).
GAMES: list[tuple[int, dict[str, Any], int, str]] = [
    (3, {}, 18, "greedy"),
    (4, {}, 3, "greedy"),
    (5, {"round_limit": 2}, 1, "random"),
    (6, {}, 2, "random"),
    (2, {"two_players": True}, 3, "random"),
    (4, {"round_limit": 1, "colours": "green,white,black,red"}, 4, "greedy"),
]


def keys(param: Param) -> Iterator[str]:
    """Every message key in ``param``, nested ones included."""
    if isinstance(param, Msg):
        yield param.key
        for value in param.params.values():
            yield from keys(value)
    elif isinstance(param, Items):
        for item in param.items:
            yield from keys(item)


def strict_pt(game: Game, param: Param) -> str:
    return render(param, "pt", game.text_context(), strict=True)


def played(
    players: int, options: dict[str, Any], seed: int, player: str
) -> Iterator[tuple[Game, list[Event], int | None]]:
    """A seeded game, yielding the game before each action (for its labels), then the events of it:
    greedy players to the end, random ones for 300 actions."""
    game = new_game("war-cards", players, options, seed)
    if player == "greedy":
        agents = [make_agent("greedy", "war-cards", seed * 10 + p) for p in range(players)]
    rng = random.Random(seed)
    limit = 3000 if player == "greedy" else 300
    yield game, list(game.log), None
    for _ in range(limit):
        actor = game.current_player()
        if actor is None:
            return
        action = agents[actor].choose(game, actor) if player == "greedy" else rng.choice(list(game.legal_actions()))
        yield game, [], actor
        yield game, game.apply(action), actor


def test_every_key_has_english_and_portuguese_with_the_same_fields() -> None:
    missing = [entry for entry in keys_missing() if entry.startswith("war_cards.")]
    assert missing == []


def test_every_option_phase_reason_and_the_title_have_words() -> None:
    ruleset = get_ruleset("war-cards")
    wanted = [f"war_cards.option.{spec.name}{end}" for spec in ruleset.options for end in ("", ".help")]
    wanted += [f"war_cards.phase.{phase}" for phase in ("attack", "defend", "discard", "over")]
    wanted += [reason_key(r) for r in ("objective", "last player standing", "round limit")]
    wanted += ["war_cards.ruleset.war-cards"]
    assert [key for key in wanted if not known(key)] == []


@pytest.mark.parametrize(("players", "options", "seed", "player"), GAMES)
def test_every_label_and_sentence_of_a_game_reads_in_portuguese(
    players: int, options: dict[str, Any], seed: int, player: str
) -> None:
    narrated: set[str] = set()
    for game, events, actor in played(players, options, seed, player):
        if not events:
            assert known(f"war_cards.phase.{game.view(None)['phase']}")
            for action in game.legal_actions():
                message = game.message(action)
                assert isinstance(message, Msg) and message.key.startswith("war_cards."), message
                assert strict_pt(game, message)
        for event in events:
            for viewer in [*range(players), None]:
                said = game.narrate(event, viewer, actor)
                if said is None:
                    # No War Cards event holds a secret: only the quiet kinds say nothing.
                    assert event.kind in QUIET or event.kind not in WAR_CARDS_KINDS, event
                    continue
                narrated.add(event.kind)
                if event.kind in WAR_CARDS_KINDS:
                    assert not set(keys(said)) & GENERIC_KEYS, (event, said)
                    assert isinstance(said, Msg) and said.key.startswith("war_cards."), (event, said)
                assert strict_pt(game, said)
    assert {"attack", "battle", "turn"} <= narrated
    # Greedy players and the round limit end their games.
    assert "game_over" in narrated or (player == "random" and "round_limit" not in options)
    result = game.result()
    if result is not None:
        assert isinstance(game, WarCardsGame)
        assert strict_pt(game, game.result_detail(result)) and strict_pt(game, Msg(reason_key(result.reason)))
        assert game.say(game.result_detail(result), "en") == result.detail
        for text in game.view(None)["result"]["objectives"].values():
            assert isinstance(game.objective_message(text), Msg)


def test_the_games_meet_every_kind_and_every_kind_has_a_narrator() -> None:
    """The games above narrate nearly every kind; the rest are met in the exact sentences below."""
    assert set(NARRATORS) | QUIET == WAR_CARDS_KINDS
    met = {e.kind for args in GAMES for game, events, _ in played(*args) for e in events}
    assert (WAR_CARDS_KINDS - QUIET) - met <= {"no_answer"}


def _screen(game: Game, viewer: int | None, lang: str) -> str:
    out = io.StringIO()
    Console(file=out, width=120, color_system=None).print(render_view(game, game.view(viewer), lang))
    return out.getvalue()


def test_the_screen_has_no_key_left_in_either_language() -> None:
    game = new_game("war-cards", 4, {"round_limit": 2}, 6)
    rng = random.Random(6)
    screens = 0
    while not game.is_over():
        action = rng.choice(list(game.legal_actions()))
        game.apply(action)
        if isinstance(action, (Attack, Defend)) or game.is_over():
            for viewer in (0, None):
                for lang in ("en", "pt"):
                    text = _screen(game, viewer, lang)
                    assert "war_cards." not in text and "core." not in text, text
                    screens += 1
    assert screens > 4
    text = _screen(game, 0, "pt")
    assert "resultado: " in text and "limite de rodadas" in text and "seu objetivo: " in text


# -- exact sentences ---------------------------------------------------------------------------------------


def _position(wc: Any) -> Game:
    owners = {"argentina": 0, "brazil": 0, "peru": 1, "venezuela": 2}
    game: Game = wc.arrange(
        wc.game(4), owners=owners, fill=3, hands={0: ["d70", "blitz-1", "sabotage-1"], 2: ["d04"]}, turn=0
    )
    return game


def test_exact_portuguese_labels(wc: Any) -> None:
    game = _position(wc)
    assert game.describe(Attack("argentina", "venezuela", "d70"), "pt") == (
        "Atacar Venezuela a partir de Argentina com carta de dados (vermelho 6-6-3, amarelo 5-5-2)"
    )
    assert game.describe(PlaySpecial("sabotage-1", 2), "pt") == "Jogar Sabotagem contra Vermelho"
    assert game.describe(Defend(PILE), "pt") == "Defender com a carta do topo do monte de dados"
    with pytest.raises(IllegalAction) as info:
        game.apply(Attack("brazil", "argentina", "d70"))
    assert game.say(info.value.message, "pt") == "Argentina já é seu"
    assert str(info.value) == "Argentina is already yours"


def test_exact_portuguese_sentences(wc: Any) -> None:
    game = _position(wc)
    events = game.apply(Attack("argentina", "venezuela", "d70"))
    said = [game.say(game.narrate(e, None, 0), "pt") for e in events]
    assert said == ["Azul ataca Venezuela (Vermelho) a partir de Argentina"]
    events = game.apply(Defend("d04"))
    battle = next(e for e in events if e.kind == "battle")
    assert game.say(game.narrate(battle, 1, 2), "pt") == (
        "Azul Argentina → Venezuela Vermelho: vermelho 6-6-3 x amarelo 3-3-2: 6-3 ataque, 6-3 ataque e 3-2 ataque"
        " — conquistado!"
    )
    none = Event("no_answer", {"player": 1}, 0)
    assert game.say(game.narrate(none, None, 0), "pt") == "Amarelo não tem carta para responder"
    over = Event("game_over", {"winners": [3], "reason": "last player standing", "detail": ""}, 0)
    assert game.say(game.narrate(over, 2, 3), "pt") == "Fim de jogo: Preto (último jogador restante)"
    assert game.say(game.objective_message("territories-24"), "pt") == "Conquistar 24 TERRITÓRIOS à sua escolha."
    eliminated = Event("eliminated", {"player": 1, "by": 0, "cards": 1}, 0)
    assert game.say(game.narrate(eliminated, None, 0), "pt") == "Amarelo é eliminado por Azul, que leva 1 carta"
    assert game.say(game.narrate(eliminated, None, 0), "en") == "Yellow is eliminated by Blue, who takes 1 card"


def test_exact_portuguese_result() -> None:
    game = new_game("war-cards", 3, {"round_limit": 1}, 2)
    rng = random.Random(2)
    while not game.is_over():
        game.apply(rng.choice(list(game.legal_actions())))
    result = game.result()
    assert isinstance(game, WarCardsGame) and result is not None
    assert game.say(game.result_detail(result), "pt") == (
        "classificados por territórios, depois por cartas na mão, após 1 rodada"
    )
    assert game.say(game.result_detail(result), "en") == result.detail
