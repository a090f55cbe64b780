"""War! Age of Imperialism in words (rulesets/imperialism/words*.py): every key in English and Portuguese,
every action and event of random games worded strictly in Portuguese (never the generic fallback), the
names of its empires, phases, options and results, and a few exact sentences in both languages."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from narration_checks import greedy_game
from rich.console import Console

from warroom.cli.render import render_view
from warroom.core.errors import IllegalAction
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.registry import get_ruleset, new_game
from warroom.core.ruleset_words import slug
from warroom.core.text import Msg, Param, keys_missing, known, render
from warroom.data import data_path
from warroom.rulesets.imperialism.actions import Buy, Claim, Embark, Move, Sail
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.narrate import NARRATORS
from warroom.rulesets.imperialism.words import EMPIRES

GENERIC = ("core.event", "core.text", "core.roll", "core.roll_of")
RULESETS = ("imperialism-basic", "imperialism-standard", "imperialism-advanced")
#: Actions that end a phase, a turn or the game.
ENDINGS = ("end_purchase", "end_movement", "end_turn", "call_time")


def test_every_aoi_key_has_both_languages_with_the_same_fields() -> None:
    assert [m for m in keys_missing() if m.startswith("aoi.")] == []


def test_the_empire_names_are_the_data_s() -> None:
    content = json.loads((data_path() / "rulesets" / "imperialism.json").read_text(encoding="utf-8"))
    scenario = json.loads((data_path() / "scenarios" / "imperialism-1886.json").read_text(encoding="utf-8"))
    named = [(c["id"], c["name"]) for c in content["colours"]] + [(n["id"], n["name"]) for n in scenario["nations"]]
    assert {cid: (name["en"], name["pt"]) for cid, name in named} == EMPIRES


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_option_has_a_name_and_help_in_both_languages(ruleset: str) -> None:
    for option in get_ruleset(ruleset).options:
        assert known(f"aoi.option.{option.name}") and known(f"aoi.option.{option.name}.help"), option.name


def strict_pt(game: Game, message: Param | None, kind: str | None = None) -> str | None:
    """``message`` rendered strictly in Portuguese; never the generic fallback for a kind this family owns."""
    if message is None:
        return None
    assert not isinstance(message, str), f"a bare string, not a message: {message!r}"
    if kind is None or kind in NARRATORS:
        assert not (isinstance(message, Msg) and message.key in GENERIC), (kind, message)
    return render(message, "pt", game.text_context(), strict=True)


def play_and_word(ruleset: str, players: int, options: dict[str, Any], seed: int, actions: int = 400) -> Game:
    """A random game whose every legal action, every event (for every seat and a spectator) and every view's
    phase is worded strictly in Portuguese."""
    game = new_game(ruleset, players, options, seed)
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(players), None]
    for event in game.log:
        for viewer in viewers:
            strict_pt(game, game.narrate(event, viewer), event.kind)
    for _ in range(actions):
        if game.is_over():
            break
        view = game.view(None)
        assert known(f"aoi.phase.{view['phase']}"), view["phase"]
        legal = list(game.legal_actions())
        for action in legal:
            assert strict_pt(game, game.message(action))
        actor = game.current_player()
        # Mostly something other than ending a phase, so that the turns fill with moves, battles and buys.
        busy = [a for a in legal if a.type_name not in ENDINGS]
        for event in game.apply(rng.choice(busy if busy and rng.random() < 0.85 else legal)):
            for viewer in viewers:
                strict_pt(game, game.narrate(event, viewer, actor), event.kind)
    return game


GAMES: list[tuple[str, int, dict[str, Any], int]] = [
    ("imperialism-basic", 3, {"turns": 2}, 1),
    ("imperialism-standard", 4, {"purchase": "plan-and-reveal", "turn_order": "random", "save_pp": True}, 2),
    ("imperialism-standard", 2, {"two_empires": True, "turn_order": "rotating", "end": "time"}, 3),
    ("imperialism-advanced", 3, {}, 4),
    ("imperialism-advanced", 2, {"scenario": "1886", "opening_placement": "usual"}, 5),
]


@pytest.mark.parametrize(("ruleset", "players", "options", "seed"), GAMES)
def test_random_games_are_worded_in_portuguese(ruleset: str, players: int, options: dict[str, Any], seed: int) -> None:
    play_and_word(ruleset, players, options, seed)


def test_a_whole_game_and_its_result_are_worded_in_portuguese() -> None:
    game = greedy_game("imperialism-advanced", 3, {"turns": 2}, 6)
    assert isinstance(game, ImperialismGame) and game.is_over()
    kinds = set()
    for event in game.log:
        kinds.add(event.kind)
        for viewer in (0, 1, 2, None):
            strict_pt(game, game.narrate(event, viewer), event.kind)
    assert {"income", "explore", "game_over"} <= kinds
    result = game.result()
    assert result is not None and known(f"aoi.result.{slug(result.reason)}")
    # The detail in words is the English detail, word for word, and Portuguese strictly.
    assert game.say(game.result_detail(result), "en") == result.detail
    detail = strict_pt(game, game.result_detail(result))
    assert detail is not None and "regiões" in detail
    # The terminal's screen (cli/render_imperialism.py) speaks Portuguese too.
    console = Console(width=150, record=True)
    console.print(render_view(game, game.view(0), "pt"))
    screen = console.export_text()
    assert all(word in screen for word in ("regiões", "construções", "pontuação", "Vermelho", "nativos ?"))
    assert not any(word in screen for word in ("buildings", "Red", "[]"))
    (over,) = [e for e in game.log if e.kind == "game_over"]
    told = game.say(game.narrate(over, None), "pt")
    assert told.startswith("Fim de jogo: ") and told.endswith("(o jogo terminou depois do turno 2 de 2)"), told


#: Events random games seldom reach, as the ruleset logs them (one of each kind).
RARE: dict[str, dict[str, Any]] = {
    "develop": {"empire": "red", "region": "spain", "resource": 3, "cost": 30},
    "westernize": {"empire": "red", "region": "spain", "marker": "3+", "cost": 6},
    "incite": {"empire": "blue", "region": "spain", "owner": "red", "army": {"inf": 3}, "cost": 22},
    "revolt": {"region": "spain", "owner": "red", "winner": "natives", "defend": {"inf": 1}},
    "overthrown": {"region": "spain", "previous": "red", "buildings": ["city", "railroad"]},
    "passage_asked": {"empire": "red", "to": "blue", "ship": 7, "source": "north-sea", "target": "baltic-sea"},
    "passage": {"empire": "blue", "ship": 7, "granted": True},
    "blockade": {"empire": "red", "ships": {"blue": 2}, "pp": -20},
    "eliminated": {"empire": "red", "pieces": 0},
    "retreat": {"empire": "red", "armies": {"inf": 2}, "region": "spain", "to": "france"},
    "parties_lost": {"empire": "red", "region": "spain", "kinds": ["explorer"], "reason": "foreign region"},
    "draw": {"count": 2, "reason": "pile"},
    "shuffle": {"reason": "native markers"},
}


@pytest.mark.parametrize("kind", sorted(RARE))
def test_rare_events_are_worded_in_portuguese(kind: str) -> None:
    assert kind in NARRATORS
    game = _game()
    for viewer in (0, None):
        assert strict_pt(game, game.narrate(Event(kind, RARE[kind], 5), viewer), kind)


def _game(ruleset: str = "imperialism-advanced", **options: Any) -> Game:
    return new_game(ruleset, 3, options, 1)


def _say(game: Game, kind: str, data: dict[str, Any], lang: str = "pt") -> str:
    message = game.narrate(Event(kind, data, 5), None)
    assert message is not None
    return game.say(message, lang)


@pytest.mark.parametrize(
    ("kind", "data", "en", "pt"),
    [
        (
            "turn",
            {"empire": "red", "turn": 2, "round": 1},
            "Red's turn (turn 2, movement round 1)",
            "Vez de Vermelho (turno 2, rodada de movimento 1)",
        ),
        (
            "buy",
            {"empire": "blue", "piece": "inf", "where": "spain", "cost": 10},
            "Blue buys infantry in Spain for 10 PP",
            "Azul compra uma infantaria em Espanha por 10 PP",
        ),
        (
            "move",
            {"empire": "green", "piece": "art", "count": 2, "source": "spain", "target": "france"},
            "Green moves 2 artillery from Spain to France",
            "Verde move 2 artilharias de Espanha para França",
        ),
        (
            "battle",
            {
                "region": "siberia",
                "attacker": "red",
                "defender": "natives",
                "attack": {"inf": 2},
                "defend": {"cav": 1},
                "rounds": [{}],
                "outcome": "defender",
            },
            "Battle in Siberia: Red (2 infantry) against the natives (1 cavalry); the natives hold after 1 round",
            "Batalha em Sibéria: Vermelho (2 infantarias) contra os nativos (1 cavalaria); os nativos resistem "
            "depois de 1 rodada",
        ),
        (
            "retreat",
            {"empire": "red", "armies": {"inf": 1, "ldr": 2}, "region": "spain", "to": "france"},
            "Red retreats 1 infantry and 2 leaders from Spain to France",
            "Vermelho recua 1 infantaria e 2 líderes de Espanha para França",
        ),
        (
            "destroy",
            {"region": "spain", "empire": "green", "target": "railroad", "army": "inf"},
            "Green's infantry destroys the railroad in Spain",
            "Verde destrói a ferrovia em Espanha com infantaria",
        ),
        ("peace", {"empire": "red", "to": "blue"}, "Blue accepts peace with Red", "Azul aceita a paz com Vermelho"),
    ],
)
def test_sentences_in_both_languages(kind: str, data: dict[str, Any], en: str, pt: str) -> None:
    game = _game()
    assert (_say(game, kind, data, "en"), _say(game, kind, data, "pt")) == (en, pt)


def test_action_labels_agree_in_number_and_never_show_a_ship_s_id() -> None:
    game = _game()
    assert game.describe(Buy("inf", "spain")) == "Buy infantry in Spain"
    assert game.describe(Buy("engineer", "spain")) == "Buy an engineer in Spain"
    assert game.describe(Buy("fort", "spain"), "pt") == "Comprar um forte em Espanha"
    assert game.describe(Move("art", 2, "spain", "france")) == "Move 2 artillery from Spain to France"
    assert game.describe(Move("ldr", 2, "spain", "france"), "pt") == "Mover 2 líderes de Espanha para França"
    assert game.describe(Move("explorer", 1, "spain", "france")) == "Move 1 explorer from Spain to France"
    # A ship is named by where it is, never by its id (ids below the pieces' are no ship at all).
    assert game.describe(Sail(10_000, "north-sea")) == "Sail a ship to North Sea"
    assert game.describe(Embark("inf", 1, "spain", 10_000), "pt") == "Embarcar 1 infantaria de Espanha em um navio"


def test_a_ship_is_labelled_by_its_sea_and_not_its_id() -> None:
    game = new_game("imperialism-advanced", 2, {"scenario": "1886"}, 1)
    assert isinstance(game, ImperialismGame)
    s = game.state
    north = sorted(p.id for p in s.pieces.values() if p.kind == "ship" and game.geo.id(p.where) == "north-sea")
    biscay = [p.id for p in s.pieces.values() if p.kind == "ship" and game.geo.id(p.where) == "bay-of-biscay"]
    assert len(north) == 2 and len(biscay) == 1
    assert game.describe(Sail(north[1], "norwegian-sea")) == "Sail ship 2 in North Sea to Norwegian Sea"
    assert (
        game.describe(Sail(biscay[0], "north-sea"), "pt") == "Navegar com o navio em Golfo da Biscaia até Mar do Norte"
    )
    for ship in (*north, *biscay):
        assert str(ship) not in game.describe(Sail(ship, "north-sea"))


def test_the_seats_are_named_by_their_empires_in_both_languages() -> None:
    game = new_game("imperialism-advanced", 2, {"scenario": "1886", "scenario_sides": "small"}, 1)
    assert [game.say(game.seat_text(s), "pt") for s in (0, 1)] == ["Grã-Bretanha", "França"]
    large = new_game("imperialism-advanced", 2, {"scenario": "1886"}, 1)
    assert game.say(large.seat_text(0), "pt") == "Grã-Bretanha, Alemanha e Japão"
    assert game.say(large.seat_text(0), "en") == "Britain, Germany and Japan"


def test_a_refusal_is_worded_in_portuguese_and_stays_english_as_text() -> None:
    game = _game()
    with pytest.raises(IllegalAction) as refused:
        game.apply(Buy("inf", "spain"))
    assert "is not possible now (choosing starting regions: claim)" in str(refused.value)
    assert game.say(refused.value.message, "pt") == ("'buy' não é possível agora (escolha das regiões iniciais: claim)")
    # A refusal names the board's places in the reader's language, and in English as it always did.
    with pytest.raises(IllegalAction) as at_sea:
        game.apply(Claim("north-sea"))
    assert str(at_sea.value) == "North Sea is a sea area: choose a land region"
    assert game.say(at_sea.value.message, "pt") == "Mar do Norte é uma área marítima: escolha uma região terrestre"


def test_a_seat_of_several_nations_is_scored_in_portuguese() -> None:
    game = greedy_game("imperialism-advanced", 2, {"scenario": "1886", "turns": 1}, 3)
    assert isinstance(game, ImperialismGame) and game.is_over()
    result = game.result()
    assert result is not None and "Counting per player" in result.detail
    detail = strict_pt(game, game.result_detail(result))
    assert detail is not None and "Contando por jogador: Grã-Bretanha, Alemanha e Japão: " in detail, detail
