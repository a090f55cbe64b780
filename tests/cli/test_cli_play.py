"""Terminal play, driven by lines on stdin, on the toy ruleset."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from fixtures.toy_ruleset import codewords
from warroom.cli.main import main
from warroom.core.registry import new_game
from warroom.core.saves import load_game

# With seed 3 and two players, Red (seat 0, human) holds Alder, Dogwood and Elm and places first.
BASE = ("play", "toy", "--players", "2", "--seed", "3")


def play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: list[str], *argv: str
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(line + "\n" for line in lines)))
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_seed_3_opening_is_as_the_tests_expect() -> None:
    game = new_game("toy", 2, {}, 3)
    assert [game.describe(a) for a in game.legal_actions()] == [
        "place 1 army on Alder",
        "place 1 army on Dogwood",
        "place 1 army on Elm",
    ]


def test_human_moves_from_stdin(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    lines = ["1", "attack", "help", "99", "zzz", "attack birch", "end", "quit"]
    code, out, err = play(monkeypatch, capsys, lines, *BASE)
    assert code == 0, err
    assert "Round 1 — Red to decide" in out
    assert "  1. place 1 army on Alder" in out
    assert "Red: place 1 army on Alder" in out
    assert "2 choices match 'attack'" in out
    assert "Commands: save FILE" in out
    assert "There is no choice 99" in out
    assert "Nothing matches 'zzz'" in out
    assert "Red: attack Birch from Alder" in out
    assert re.search(r"attack \(Red and Alder\): rolled [1-6]", out)  # the core's generic wording
    assert re.search(r"defence \(Blue and Birch\): rolled [1-6]", out)
    assert "Red: end turn" in out
    assert "Blue: " in out  # the computer's moves are shown
    assert "Quit. The game was not finished." in out
    # Only Red's secret is on Red's screen; Blue's is never shown.
    game = new_game("toy", 2, {}, 3)
    assert codewords(game)[0] in out
    assert codewords(game)[1] not in out


def test_bad_input_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "s.json"
    code, out, _ = play(monkeypatch, capsys, ["0", "-1", "place", "save", f"save {path}", "quit"], *BASE)
    assert code == 0
    assert "There is no choice 0" in out and "Usage: save FILE" in out and f"Saved to {path}" in out
    assert len(load_game(path).history) == 0


def test_save_and_resume(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    code, _, _ = play(monkeypatch, capsys, ["elm", f"save {path}", "quit"], *BASE)
    assert code == 0
    saved = load_game(path)
    assert [saved.describe(a) for a in saved.history] == ["place 1 army on Elm"]
    code, out, err = play(monkeypatch, capsys, ["end", "quit"], "play", "--load", str(path))
    assert code == 0, err
    assert "Red: end turn" in out
    code, _, err = play(monkeypatch, capsys, [], "play", "toy-plain", "--load", str(path))
    assert code == 2 and "not toy-plain" in err


def test_end_of_input_stops(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = play(monkeypatch, capsys, ["1"], *BASE)
    assert code == 1 and "End of input" in out


def test_all_ai_game_finishes(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = play(monkeypatch, capsys, [], *BASE, "--seat", "ai", "--seat", "ai")
    assert code == 0, err
    assert "Game over." in out
    assert re.search(r"^(winner|winners \(shared\)|no winner)", out, re.MULTILINE)
    assert "reason: " in out


def test_all_ai_random_explicit(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("play", "toy", "--players", "3", "--seed", "1", "--rounds", "2", "--seat", "ai:random")
    code, out, _ = play(monkeypatch, capsys, [], *argv, "--seat", "ai:random", "--seat", "ai")
    assert code == 0 and "Game over." in out


def test_hotseat_hides_secrets(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    game = new_game("toy", 2, {}, 3)
    red, blue = codewords(game)
    # Red places and ends; Blue is handed the table, places on its first space and ends; Red again.
    lines = ["", "1", "end", "", "1", "end", "", "quit"]
    code, out, err = play(monkeypatch, capsys, lines, *BASE, "--seat", "human", "--seat", "human")
    assert code == 0, err
    parts = re.split(r"Pass the table to (Red|Blue)\.", out)
    # parts: [before, name, screen, name, screen, ...]
    screens = list(zip(parts[1::2], parts[2::2], strict=True))
    assert [name for name, _ in screens] == ["Red", "Blue", "Red"]
    for name, screen in screens:
        own, other = (red, blue) if name == "Red" else (blue, red)
        assert other not in screen
        assert own in screen
    assert "Since your last turn:" in screens[1][1] and "Red: end turn" in screens[1][1]


def test_bad_seats(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = play(monkeypatch, capsys, [], *BASE, "--seat", "robot")
    assert code == 2 and "--seat must be human, ai or ai:SPEC" in err
    code, _, err = play(monkeypatch, capsys, [], *BASE, "--seat", "ai", "--seat", "ai", "--seat", "ai")
    assert code == 2 and "3 --seat given for 2 players" in err
    code, _, err = play(monkeypatch, capsys, [], *BASE, "--seat", "ai:nosuch")
    assert code == 2 and "unknown agent" in err
    code, _, err = play(monkeypatch, capsys, [], "play")
    assert code == 2 and "RULESET" in err
