"""War Cards decks from outside: the inline option ``deck`` and its limits, and the deck file read safely.

The security audit: ``deck_file`` names a path on the machine running the game, so it is marked
``names_file`` (a server refuses it from clients) and reading it never blocks or reads without bound
(a FIFO, ``/dev/zero``, a directory, a huge file); a client gives its deck inline with ``deck``.
"""

from __future__ import annotations

import json
import os
import random
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from warroom.cli.main import main
from warroom.core.errors import OptionError
from warroom.core.options import parse_option_text
from warroom.core.registry import get_ruleset, new_game
from warroom.core.saves import load_game, save_data
from warroom.rulesets.war_cards.content import DECK_LIMIT, MAX_CARDS
from warroom.rulesets.war_cards.game import WarCardsGame

DECK: dict[str, Any] = {
    "format": "warroom-war-cards-deck",
    "version": 1,
    "provenance": {"kind": "reconstructed", "reasoning": "a test deck"},
    "cards": [{"attack": [6, 5, 4], "defence": [3, 2, 1]}] * 20 + [[[2, 2, 1], [6, 6, 6]]] * 20,
    "specials": [{"kind": "blitz", "count": 2}, {"kind": "sabotage", "count": 1}],
}


def deck(**changes: Any) -> dict[str, Any]:
    return {**json.loads(json.dumps(DECK)), **changes}


def nested(levels: int) -> Any:
    value: Any = "bottom"
    for _ in range(levels):
        value = {"inner": value}
    return value


def refused(options: dict[str, Any]) -> str:
    with pytest.raises(OptionError) as info:
        new_game("war-cards", 4, options, 1)
    message = str(info.value)
    assert "\n" not in message and len(message) < 300
    return message


def test_deck_file_names_a_file_and_nothing_else_does() -> None:
    options = {spec.name: spec for spec in get_ruleset("war-cards").options}
    assert options["deck_file"].names_file is True
    assert [name for name, spec in options.items() if spec.names_file] == ["deck_file"]
    assert options["deck"].type is dict and options["deck"].default is None


def test_an_inline_deck_plays_and_replays() -> None:
    game = new_game("war-cards", 4, {"deck": deck(), "round_limit": 6}, 3)
    assert isinstance(game, WarCardsGame)
    content = game.content
    assert content.deck_source == "option 'deck'"
    assert len(content.dice_cards) == 40 and content.dice_of["d21"].defence == (6, 6, 6)
    assert content.special_cards == ("blitz-1", "blitz-2", "sabotage-1")
    rng = random.Random(3)
    while not game.is_over() and len(game.history) < 400:
        game.apply(rng.choice(game.legal_actions()))
    assert len(game.history) > 20
    # the save carries the deck itself, so it replays anywhere
    data = json.loads(json.dumps(save_data(game)))
    assert data["options"]["deck"] == deck()
    assert load_game(data, verify=True).snapshot() == game.snapshot()


def test_an_inline_deck_from_the_command_line() -> None:
    spec = get_ruleset("war-cards").option("deck")
    assert parse_option_text(spec, json.dumps(DECK)) == DECK
    with pytest.raises(OptionError, match=r"^option 'deck' is not valid JSON: Expecting value at line 1, column 12$"):
        parse_option_text(spec, '{"format": ')
    with pytest.raises(OptionError, match=r"^option 'deck' is not valid JSON: nested too deeply$"):
        parse_option_text(spec, "[" * 5000 + "]" * 5000)


def test_too_big_an_inline_deck_is_refused() -> None:
    big = deck(provenance={"kind": "reconstructed", "reasoning": "x" * DECK_LIMIT})
    assert refused({"deck": big}).startswith("option 'deck': the deck is too big: 263,")
    assert refused({"deck": big}).endswith(" bytes of JSON (at most 262,144)")
    many = deck(cards=[[[6, 5, 4], [3, 2, 1]]] * (MAX_CARDS + 1))
    assert refused({"deck": many}) == f"option 'deck': a deck holds at most {MAX_CARDS} dice cards, not {MAX_CARDS + 1}"
    # counted before the cards are made (a regression with a huge count would build them all)
    for specials in ([{"kind": "spy", "count": MAX_CARDS + 1}], [{"kind": "spy", "count": 600}] * 2):
        hoard = deck(specials=specials)
        assert refused({"deck": hoard}) == f"option 'deck': a deck holds at most {MAX_CARDS} special cards"


@pytest.mark.parametrize("levels", [11, 5000])
def test_too_deep_an_inline_deck_is_refused(levels: int) -> None:
    message = refused({"deck": deck(provenance=nested(levels))})
    assert message == "option 'deck': the deck is nested more than 10 levels deep"


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ([DECK], "option 'deck' must be a JSON object, got [{"),
        ("deck.json", "option 'deck' must be a JSON object, got 'deck.json'"),
        ({"cards": []}, 'option \'deck\': a deck is an object with "format": "warroom-war-cards-deck"'),
        (deck(cards=[]), "option 'deck': a deck is a non-empty list of cards"),
        (deck(cards=[[[7, 1, 1], [1, 1, 1]]]), "a die shows 1 to 6, not 7"),
        (deck(cards=[{"attack": [6, 5, 4]}]), "option 'deck': card 0 needs three attack dice and three defence dice"),
        (deck(specials=[{"kind": "nuke", "count": 1}]), "option 'deck': specials[0]: unknown special card 'nuke'"),
        (deck(specials=[{"kind": "spy", "count": -1}]), "option 'deck': specials[0]: 'count' must be a whole"),
        (deck(specials={"spy": 1}), "option 'deck': 'specials' must be a list of"),
        (deck(provenance="by hand"), "option 'deck': the deck's 'provenance' must be an object"),
        (deck(cards={1, 2}), "option 'deck' must be JSON data: Object of type set is not JSON serializable"),
        (deck(version=float("nan")), "option 'deck' must be JSON data: Out of range float values"),
    ],
)
def test_a_malformed_inline_deck_is_refused_by_name(value: Any, message: str) -> None:
    assert message in refused({"deck": value})


def test_deck_and_deck_file_together_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(DECK), encoding="utf-8")
    assert refused({"deck": deck(), "deck_file": str(path)}) == (
        "options 'deck' and 'deck_file' both give a deck; give one of them"
    )
    game = new_game("war-cards", 4, {"deck": None, "deck_file": str(path)}, 1)
    assert isinstance(game, WarCardsGame) and game.content.deck_source == str(path)


# -- the deck file, read safely ------------------------------------------------------------------------


def finishes(call: Callable[[], Any], fifo: Path | None = None, seconds: float = 10.0) -> Any:
    """Run ``call`` in a thread and return what it returned or raised; fail if it is still running after
    ``seconds``. A thread blocked opening ``fifo`` is then released by opening the FIFO's other end, so a
    regression fails the test instead of hanging the run."""
    outcome: list[Any] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # handed to the test, which checks it
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        if fifo is not None:
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail(f"still running after {seconds} s: the read blocked or did not stop")
    return outcome[0]


def refused_file(path: Path | str, fifo: Path | None = None) -> str:
    error = finishes(lambda: new_game("war-cards", 4, {"deck_file": str(path)}, 1), fifo)
    assert isinstance(error, OptionError), error
    message = str(error)
    assert message.startswith(f"{path}: cannot read the deck file: ") and "\n" not in message
    return message


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "deck.fifo"
    os.mkfifo(fifo)
    assert refused_file(fifo, fifo).endswith("it is a FIFO (named pipe), not a regular file")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_dev_zero_is_refused_without_reading_it() -> None:
    assert refused_file("/dev/zero").endswith("it is a device, not a regular file")


def test_a_directory_and_a_huge_file_are_refused(tmp_path: Path) -> None:
    assert refused_file(tmp_path).endswith("Is a directory")
    huge = tmp_path / "huge.json"
    with huge.open("wb") as f:
        f.truncate(50 * 1024**3)  # a sparse file of 50 GiB: only its size is read
    assert refused_file(huge).endswith(f"it is larger than the limit of {DECK_LIMIT:,} bytes")


def test_a_malformed_deck_file_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "deck.json"
    for text, problem in [
        ("[" * 5000 + "]" * 5000, "the deck file is not JSON (nested too deeply)"),
        (json.dumps(deck(provenance=nested(20))), "the deck file is nested more than 10 levels deep"),
        ('{"cards": ' + "9" * 5000 + "}", "the deck file is not JSON (Exceeds the limit (4300 digits)"),
    ]:
        path.write_text(text, encoding="utf-8")
        assert problem in refused({"deck_file": str(path)})
    path.write_bytes(b"\xff\xfe{}")
    assert "the deck file is not JSON (not utf-8 text: invalid start byte" in refused({"deck_file": str(path)})


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_save_naming_dev_zero_replays_to_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = save_data(new_game("war-cards", 3, {}, 1))
    data["options"]["deck_file"] = "/dev/zero"
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert finishes(lambda: main(["replay", str(path), "--verify"])) == 2
    err = capsys.readouterr().err
    assert err == (
        f"warroom: error: {path}: cannot start the saved game: /dev/zero: cannot read the deck file: "
        "it is a device, not a regular file\n"
    )
