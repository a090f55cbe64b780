"""`undo` at the terminal table (cli/undo.py, cli/play.py), scripted on stdin with the toy ruleset."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from warroom.cli.main import main
from warroom.core.registry import new_game
from warroom.core.saves import load_game, write_save

# With seed 3 and two players, Red (seat 0, human) holds Alder, Dogwood and Elm and places first.
BASE = ("play", "toy", "--players", "2", "--seed", "3")


def play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: list[str], *argv: str
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(line + "\n" for line in lines)))
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_undo_takes_back_a_placement_but_never_a_roll(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    lines = ["elm", "undo", "undo", "alder", "attack birch", "undo", f"save {path}", "quit"]
    code, out, err = play(monkeypatch, capsys, lines, *BASE)
    assert code == 0, err
    assert "Red took back: place 1 army on Elm" in out
    assert "Cannot undo: no action was made yet." in out
    assert "Cannot undo: the last action rolled dice, shuffled or drew." in out
    saved = load_game(path)
    assert [saved.describe(a) for a in saved.history] == ["place 1 army on Alder", "attack Birch from Alder"]
    assert saved.options["undo"] is True


def test_undo_in_portuguese_and_off_by_option(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = play(monkeypatch, capsys, ["elm", "undo", "quit"], *BASE, "--lang", "pt")
    assert code == 0
    assert "Vermelho desfez: place 1 army on Elm" in out  # the seat's colour in Portuguese (core's words)
    code, out, _ = play(monkeypatch, capsys, ["elm", "undo", "quit"], *BASE, "--option", "undo=off")
    assert code == 0
    assert "Cannot undo: undo is off in this game." in out


def test_a_save_without_undo_resumes_with_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    game = new_game("toy", 2, {}, 3)
    path = write_save(game, tmp_path / "old.json")
    code, out, err = play(monkeypatch, capsys, ["elm", "undo", "quit"], "play", "--load", str(path))
    assert code == 0, err
    assert "Red took back: place 1 army on Elm" in out


def test_play_help_mentions_undo(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--help"]) == 0
    assert "undo (take back your last action" in " ".join(capsys.readouterr().out.split())
