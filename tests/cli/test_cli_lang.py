"""The terminal in Portuguese: ``warroom play ... --lang pt`` and ``$WARROOM_LANG`` word every action, event,
phase and result in the ruleset's Portuguese (core/text.py); a language the table does not speak is refused."""

from __future__ import annotations

import io

import pytest

from warroom.cli.main import main

WAR = ("play", "war", "--players", "3", "--seat", "ai", "--seat", "ai", "--seat", "ai", "--seed", "2")
ROUNDS = ("--option", "round_limit=2")


def run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_play_in_portuguese(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("WARROOM_LANG", raising=False)
    code, out, err = run(monkeypatch, capsys, *WAR, *ROUNDS, "--lang", "pt")
    assert code == 0, err
    assert "Vermelho: Colocar 1 exército em " in out
    assert "Rodada 1: vez de Azul, 7 exércitos a colocar" in out
    assert "motivo: limite de rodadas" in out
    assert "detalhe: classificados por territórios, depois por exércitos, após 2 rodadas" in out
    assert "Place 1 army" not in out and "round limit" not in out


def test_the_environment_sets_the_language(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("WARROOM_LANG", "pt")
    code, out, err = run(monkeypatch, capsys, *WAR, *ROUNDS)
    assert code == 0, err
    assert "Colocar 1 exército em " in out
    # --lang wins over the environment.
    code, out, err = run(monkeypatch, capsys, *WAR, *ROUNDS, "--lang", "en")
    assert code == 0, err
    assert "Red: Place 1 army in " in out and "reason: round limit" in out


def test_an_unknown_language_is_refused(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("WARROOM_LANG", "fr")
    code, _, err = run(monkeypatch, capsys, *WAR, *ROUNDS)
    assert code != 0
    assert "WARROOM_LANG" in err and "'fr'" in err
