"""World War IV's words in English and Portuguese (issue 26, the text layer): every key of the ruleset's
catalogue (and of its terminal view's) has both languages with the same fields; every name the content
holds has a key; seeded random games render every legal action's label and every event's narration for
every viewer in Portuguese, strictly, never with the generic fallback; and a few Portuguese sentences
exactly."""

from __future__ import annotations

from typing import Any

import pytest
from rich.console import Console

import warroom.cli.render_ww4  # noqa: F401  (registers the view's words, cli.ww4)
from warroom.agents import make_agent
from warroom.cli.render import render_view
from warroom.cli.words_ww4 import VIEW_WORDS
from warroom.core.errors import IllegalAction
from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.registry import get_ruleset, new_game
from warroom.core.ruleset_words import detail_message, reason_message, title_message
from warroom.core.text import Msg, keys_missing, render
from warroom.rulesets.ww4.actions import Board, Buy, Disembark, Fight, GiveMoney, Move, Sail, Share, Withdraw
from warroom.rulesets.ww4.content import COLOURS, load_content
from warroom.rulesets.ww4.game import STEPS
from warroom.rulesets.ww4.words import CATALOGUE


def _strict_pt(game: Game, message: Any) -> str:
    return render(message, "pt", game.text_context(), strict=True)


def test_every_key_has_english_and_portuguese_with_the_same_fields() -> None:
    assert [k for k in keys_missing() if k.startswith("ww4.")] == []
    for key, entry in {**CATALOGUE, **VIEW_WORDS}.items():
        assert key.startswith("ww4."), key
        assert set(entry) == {"en", "pt"}, key


def test_every_name_of_the_content_and_the_ruleset_has_a_key() -> None:
    content = load_content()
    for card in content.cards:
        assert f"ww4.card.{card}" in CATALOGUE, card
    for kind in [*content.units, "fort"]:
        assert f"ww4.unit.{kind}" in CATALOGUE and f"ww4.a.{kind}" in CATALOGUE, kind
    for colour in [*COLOURS, "grey"]:
        assert f"ww4.nation.{colour}" in CATALOGUE and f"ww4.of.{colour}" in CATALOGUE, colour
    for step in [*STEPS, "free-purchase", "free-deploy"]:
        assert f"ww4.phase.{step}" in CATALOGUE, step
    for option in get_ruleset("ww4").options:
        assert f"ww4.option.{option.name}" in CATALOGUE and f"ww4.option.{option.name}.help" in CATALOGUE
    for reason in ("last-king", "world-rule", "atomic", "cold-war", "round-limit"):
        assert reason_message("ww4", reason) == Msg(f"ww4.result.{reason.replace('-', '_')}")
    assert title_message(get_ruleset("ww4")) == Msg("ww4.ruleset.ww4")


def _own_key(message: Any) -> None:
    """A message of the ruleset's own, not the core's generic fallback."""
    assert isinstance(message, Msg) and message.key.startswith("ww4."), message


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    [
        (3, {"round_limit": 6}, 1),
        (4, {"free_build": True, "barbarians": "seat", "round_limit": 5}, 2),
        (5, {"alternate_setup": True, "round_limit": 5}, 3),
        (3, {"royal_guard": "cheapest", "withdraw_ask": "every-round", "round_limit": 6}, 4),
    ],
)
def test_random_games_say_everything_in_portuguese(players: int, options: dict[str, Any], seed: int) -> None:
    game = new_game("ww4", players, options, seed)
    agents = [make_agent("random", "ww4", p) for p in range(players)]
    kinds: set[str] = set()
    for _ in range(300):
        if game.is_over():
            break
        seat = game.current_player()
        assert seat is not None
        for action in game.legal_actions():
            message = game.message(action)
            _own_key(message)
            _strict_pt(game, message)
        game.apply(agents[seat].choose(game, seat))
    for event in game.log.since(0):
        kinds.add(event.kind)
        for viewer in (None, *range(players)):
            told = game.narrate(event, viewer)
            if game.public_event(event, viewer) is None:
                assert told is None
                continue
            _own_key(told)
            assert "ww4." not in _strict_pt(game, told)
    assert {"turn", "move", "income", "roll"} <= kinds
    for seat in range(players):
        _strict_pt(game, game.seat_text(seat))
    console = Console(width=160, record=True, color_system=None)
    with console.capture() as capture:
        console.print(render_view(game, game.view(0), "pt"))
    # A key no catalogue holds would show as itself.
    assert "ww4." not in capture.get() and "turno" in capture.get()


def test_a_refusal_is_worded_in_both_languages() -> None:
    game = new_game("ww4", 3, {}, 1)
    with pytest.raises(IllegalAction) as refused:
        game.apply(Fight("london"))
    assert "is not possible now (step Movement" in str(refused.value)
    assert "não é possível agora (etapa Movimento" in _strict_pt(game, refused.value.message)


def _pt(kind: str, data: dict[str, Any]) -> str:
    game = new_game("ww4", 4, {}, 1)
    told = game.narrate(Event(kind, data, 5), None)
    return _strict_pt(game, told)


def test_portuguese_sentences() -> None:
    assert _pt("buy", {"nation": "red", "unit": "soldier", "count": 2, "cost": 6, "money": 14}) == (
        "Imperio de Sangre compra 2 soldados por C6 (restam C14)"
    )
    assert _pt("turn", {"nation": "blue", "turn": 3}) == "Turno dos Reinos do Atlântico Norte (rodada 3)"
    assert _pt("roll", {"reason": "rally", "dice": [5, 2], "sides": 6, "space": "dixie", "nation": "grey"}) == (
        "Os Bárbaros rolam para reagrupar em Dixie: 5 2"
    )
    assert _pt("combat-end", {"space": "dixie", "winner": "defender", "rounds": 1}) == (
        "O combate em Dixie termina depois de 1 rodada: os defensores resistem"
    )
    assert _pt("event-tribute", {"card": "tribute", "payer": "blue", "to": "red", "amount": 2}) == (
        "Tributo: Reinos do Atlântico Norte paga C2 para Imperio de Sangre"
    )


def test_labels_name_ships_without_ids_and_plurals_agree() -> None:
    game = new_game("ww4", 3, {}, 1)
    ship = next(u for u in game.state.units.values() if u.kind == "frigate")
    where = game.map.id(ship.space)
    label = game.describe(Sail(ship.id, where))
    assert f"#{ship.id}" not in label and str(ship.id) not in label.split()
    assert game.describe(Withdraw("soldier", 2, False, "chaco")) == "Withdraw 2 soldiers to Chaco"
    assert game.describe(Withdraw("soldier", 2, True, "chaco"), "pt") == "Retirar 2 soldados em debandada para Chaco"
    assert game.say(game.seat_text(0), "pt") in {render(Msg(f"ww4.nation.{c}"), "pt") for c in COLOURS}


#: Events the random games above seldom reach, one of each kind the ruleset narrates, as the game logs them.
RARE_EVENTS: list[tuple[str, dict[str, Any]]] = [
    (
        "assassination",
        {"space": "nairobi", "spy": 7, "roll": 6, "result": "killed", "nation": "green", "target": "king", "of": "red"},
    ),
    (
        "assassination",
        {"space": "nairobi", "spy": 7, "roll": 1, "result": "spy-lost", "nation": "grey", "target": "spy", "of": "red"},
    ),
    ("atomic", {"nation": "red", "cities": 3, "result": "atomic"}),
    ("atomic", {"nation": "red", "cities": 2, "result": "cold-war"}),
    ("atomic", {"nation": "red", "cities": 0, "result": "nothing"}),
    ("bombard-fort", {"space": "dixie", "count": 2}),
    ("capital-secrets", {"nation": "red", "by": "blue", "cards": ["sabres", "poisons"]}),
    ("city", {"nation": "red", "space": "london"}),
    ("city-pillaged", {"nation": "red", "space": "london"}),
    ("draw", {"count": 2, "reason": "innovation"}),
    ("fort-captured", {"nation": "red", "owner": "grey", "space": "dixie"}),
    ("fort-destroyed", {"owner": "blue", "space": "dixie", "by": "bombardment"}),
    ("fort-pillaged", {"nation": "red", "owner": "blue", "space": "dixie"}),
    ("lost", {"nation": "red", "unit": "armor", "space": "dixie", "why": "breakdown"}),
    ("royal-guard", {"nation": "red", "space": "dixie", "unit": "militia"}),
    ("royal-guard", {"nation": "red", "space": "dixie", "unit": ""}),
    ("ship-lost", {"nation": "red", "space": "dixie", "units": ["frigate", "soldier", "soldier"]}),
    ("effect", {"card": "general-strike", "op": "skip-phase", "phase": "collect-income"}),
    (
        "effect",
        {
            "card": "tsunami",
            "op": "no-food",
            "spaces": ["java-sea", "sumatra", "dixie", "london"],
            "until": {"nation": "red", "when": "start", "turn": 3},
        },
    ),
    (
        "event-destroyed",
        {
            "card": "plague",
            "space": "dixie",
            "units": [{"owner": "red", "kind": "soldier"}, {"owner": "grey", "kind": "militia"}],
        },
    ),
    ("event-revolt", {"card": "peasant-revolt", "space": "dixie", "units": {"soldier": 2}, "fort": True}),
    ("knowledge", {"nation": "red", "cards": ["sabres"]}),
    ("eliminated", {"nation": "purple", "cause": "combat", "cards_returned": 0, "turn": 3}),
    (
        "game-over",
        {
            "reason": "round-limit",
            "winners": ["red", "blue"],
            "detail": "round limit reached: best 3 Cities, 12 spaces, C40",
        },
    ),
    ("game-over", {"reason": "last-king", "winners": [], "detail": "no King is left"}),
]


@pytest.mark.parametrize(("kind", "data"), RARE_EVENTS)
def test_rare_events_are_said_in_portuguese(kind: str, data: dict[str, Any]) -> None:
    game = new_game("ww4", 4, {}, 1)
    told = game.narrate(Event(kind, data, 5), None)
    _own_key(told)
    said = _strict_pt(game, told)
    assert "ww4." not in said and said == said.strip()


def test_refusals_are_worded_in_both_languages_with_the_board_s_names() -> None:
    game = new_game("ww4", 3, {}, 1)
    assert game.state.step == "movement"
    frigate = next(u for u in game.state.units.values() if u.kind == "frigate")
    bad = [
        Move("dragon", 1, "chaco", "brazil"),
        Move("soldier", 0, "chaco", "brazil"),
        Move("soldier", 1, "chaco", "london"),
        Move("frigate", 1, "chaco", "brazil"),
        Sail(9999, "brazil"),
        Board("king", 1, "chaco", frigate.id),
        Disembark(frigate.id, "soldier", 0),
        GiveMoney("red", 0),
        Share("sabres", "grey"),
        Buy("soldier", 1),
    ]
    for action in bad:
        before = game.snapshot()
        with pytest.raises(IllegalAction) as refused:
            game.apply(action)
        assert game.snapshot() == before
        message = refused.value.message
        _own_key(message)
        assert "ww4." not in _strict_pt(game, message)
        # English names the board's spaces as the game does, never by id.
        assert "buenos-aires" not in str(refused.value) and "-" not in str(refused.value).split("(")[0], str(
            refused.value
        )


def test_a_result_s_detail_is_worded_in_portuguese() -> None:
    game = new_game("ww4", 3, {"round_limit": 2}, 3)
    agents = [make_agent("random", "ww4", p) for p in range(3)]
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        game.apply(agents[seat].choose(game, seat))
    result = game.result()
    assert result is not None and result.reason == "round-limit"
    said = _strict_pt(game, detail_message(game, result))
    assert said.startswith("limite de rodadas atingido: o melhor tem Cidades "), said


def test_a_rally_agrees_in_number() -> None:
    """Portuguese verbs agree with how many units rallied and rolled; the English reads as before."""
    g = new_game("ww4", 3, {}, 1)
    one = Event("rally", {"space": "chaco", "nation": "grey", "rallied": {"militia": 1}, "rolled": 1}, 1)
    two = Event("rally", {"space": "chaco", "nation": "grey", "rallied": {"militia": 2}, "rolled": 3}, 1)
    assert g.say(g.narrate(one, None, None), "pt") == (
        "Em Chaco, 1 milícia dos Bárbaros se reagrupou (1 unidade em debandada rolou)"
    )
    assert g.say(g.narrate(two, None, None), "pt") == (
        "Em Chaco, 2 milícias dos Bárbaros se reagruparam (3 unidades em debandada rolaram)"
    )
    assert (
        g.say(g.narrate(one, None, None), "en")
        == "In Chaco, 1 militia of the Barbarians rallied (1 routed unit rolled)"
    )
