"""The terminal in Portuguese leaves no English a player reads: a game of every ruleset played by the computer
for two rounds (``warroom play RULESET --lang pt``, piped: the full screen with every board), and the compact
screen's status, hold no word of a list of English words found there before (World War IV's map names, the
status's "territories, armies, cards", the card rules of one's hand); and the commands have Portuguese words
(cli/commands.py) that the help names."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from warroom.cli.commands import command_line
from warroom.cli.main import main
from warroom.cli.table import status_lines
from warroom.core.registry import new_game
from warroom.rulesets.ww4.game import WW4Game

RULESETS = (
    "war",
    "war-imperio-romano",
    "war-cards",
    "imperialism-basic",
    "imperialism-standard",
    "imperialism-advanced",
    "ww4",
)
#: English a Portuguese table once showed (a word, matched whole, case and all).
ENGLISH = (
    "North Atlantic",
    "South China Sea",
    "Mediterranean Sea",
    "Great Lakes",
    "Far East",
    "territories",
    "armies",
    "cards",
    "Game over",
    "winner",
    "ranking",
    "Round",
    "Turn",
    "turn",
    "Innovation",
    "Your",
    "regions",
    "buildings",
    "pieces",
)


def english_in(text: str) -> list[str]:
    """The words of :data:`ENGLISH` that ``text`` holds (whole words)."""
    return [w for w in ENGLISH if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_game_in_portuguese_shows_no_english(
    ruleset: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("WARROOM_SAVE_DIR", str(tmp_path))
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    seats = ["--seat", "ai:random"] * 3
    argv = ["play", ruleset, "--players", "3", *seats, "--rounds", "2", "--seed", "4", "--lang", "pt"]
    with contextlib.suppress(SystemExit):
        assert main(argv) == 0
    out = capsys.readouterr().out
    assert "Fim de jogo." in out
    assert english_in(out) == [], english_in(out)


def test_the_compact_status_in_portuguese() -> None:
    war = new_game("war", 3, {}, 5)
    lines = " ".join(status_lines(war, 0, war.view(0), "pt"))
    assert "territórios" in lines and english_in(lines) == [], lines
    ww4 = new_game("ww4", 3, {}, 5)
    assert isinstance(ww4, WW4Game)
    ww4.state.hands[0] = ["sabres"]
    seat = ww4.state.seat_of[0]
    lines = " ".join(status_lines(ww4, seat, ww4.view(seat), "pt"))
    assert english_in(lines) == [], lines


def test_the_commands_have_portuguese_words() -> None:
    assert command_line("ajuda", "pt") == "help" and command_line("Registro", "pt") == "log"
    assert command_line("salvar jogo.json", "pt") == "save jogo.json"
    assert command_line("sair", "en") == "sair"  # an English table keeps the word
    assert command_line("ver dalmácia", "pt") == "ver dalmácia"  # words of a choice, not a command


@pytest.mark.parametrize("screen", ["compact", "full"])
def test_a_portuguese_table_takes_its_commands(
    screen: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("WARROOM_SAVE_DIR", str(tmp_path))
    lines = ["ajuda", "registro", "tabuleiro", "zzz", "sair"]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    main(["play", "war", "--players", "3", "--seed", "5", "--screen", screen, "--lang", "pt"])
    out = capsys.readouterr().out
    assert "Comandos: salvar ARQUIVO, ver" in out
    assert "Nada corresponde a 'zzz'. Digite um número, palavras de uma opção, ou ajuda." in out
    assert "Saiu. O jogo foi salvo em" in out
    assert "Nada corresponde a 'ajuda'" not in out and "Nada corresponde a 'sair'" not in out
