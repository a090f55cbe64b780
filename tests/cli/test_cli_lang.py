"""The terminal in Portuguese: ``warroom play ... --lang pt`` and ``$WARROOM_LANG`` word every action, event,
phase and result in the ruleset's Portuguese (core/text.py); a language the table does not speak is refused."""

from __future__ import annotations

import io
from typing import Any

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


@pytest.mark.parametrize(
    ("argv", "english", "portuguese"),
    [
        (("play", "war", "--players", "9"), "war plays with 3 to 6 players", "war é jogado por 3 a 6 jogadores"),
        (("play", "war", "--seat", "robot"), "--seat must be human, ai or ai:SPEC, not 'robot'",
         "--seat deve ser human, ai ou ai:SPEC, não 'robot'"),
        (("play",), "give a RULESET to play, or --load FILE", "dê um RULESET para jogar, ou --load FILE"),
        (("play", "war", "--rounds", "-3"), "option 'round_limit' must be at least 1, got -3",
         "a opção 'round_limit' deve ser no mínimo 1, não -3"),
        (("play", "war", "--load", "/nonexistent.json"), "/nonexistent.json: cannot read save: No such file",
         "/nonexistent.json: não é possível ler o jogo salvo: arquivo ou pasta inexistente"),
    ],
)  # fmt: skip
def test_a_refusal_in_the_table_s_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], english: str,
    portuguese: str,
) -> None:  # fmt: skip
    """What cannot be played as typed is said in the table's language (cli/error_words.py and the engine's
    core/error_words.py), on one line, nothing played."""
    monkeypatch.delenv("WARROOM_LANG", raising=False)
    code, out, err = run(monkeypatch, capsys, *argv, "--lang", "pt")
    assert code == 2 and "Rodada" not in out
    assert err.startswith(f"warroom: erro: {portuguese}"), err
    code, _, err = run(monkeypatch, capsys, *argv)
    assert code == 2 and err.startswith(f"warroom: error: {english}"), err


def test_other_commands_refuse_in_the_environment_s_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Commands without --lang word their refusals by $WARROOM_LANG; one that names no language leaves them
    English."""
    argv = ("tournament", "war", "--agents", "greedy", "--games", "-1")
    monkeypatch.setenv("WARROOM_LANG", "pt")
    code, _, err = run(monkeypatch, capsys, *argv)
    assert code == 2 and err.startswith("warroom: erro: --games deve estar entre 0 e 1000000, não -1"), err
    # The simulators' own refusals too (sim/error_words.py).
    results = ("tournament", "war", "--players", "3", "--agents", "greedy", "--games", "2", "--out", "/")
    code, _, err = run(monkeypatch, capsys, *results)
    assert code == 2 and err.startswith("warroom: erro: / é uma pasta: --out nomeia o arquivo de resultados"), err
    monkeypatch.setenv("WARROOM_LANG", "klingon")
    code, _, err = run(monkeypatch, capsys, *argv)
    assert code == 2 and err.startswith("warroom: error: --games must be between 0 and 1000000, not -1"), err


def test_an_interrupted_tournament_says_where_its_games_are(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Any
) -> None:
    def interrupted(*args: Any, **kwargs: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("warroom.cli.tournament.run_tournament", interrupted)
    monkeypatch.setenv("WARROOM_LANG", "pt")
    out = tmp_path / "r.jsonl"
    code, _, err = run(
        monkeypatch,
        capsys,
        "tournament",
        "war",
        "--players",
        "3",
        "--agents",
        "greedy",
        "--games",
        "2",
        "--out",
        str(out),
    )
    assert code == 130
    assert f"warroom: interrompido; os jogos terminados estão em {out} (--resume para continuar)" in err, err
    assert err.rstrip().endswith("warroom: interrompido"), err
