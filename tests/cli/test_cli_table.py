"""The terminal table that fits a screen: games played through a pseudo-terminal of 80x24, where each
decision's screen must show the status, the prompt and at most 20 choices within 24 lines; autosave
and ``--continue``; ``--load`` keeping the seats; hotseat clearing the scrollback; ``play --help``."""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
import time
from pathlib import Path

import pexpect  # type: ignore[import-untyped]
import pytest

from warroom.cli.main import main
from warroom.cli.speech import phase_name
from warroom.core.registry import new_game
from warroom.core.saves import load_game, read_save

ROWS, COLS = 24, 80
PROMPT = r"[A-Za-z][A-Za-z ]*> "
CHOICE = re.compile(r"^\s*(\d+)\. (.*)$")
STATUS = re.compile(r"^Round \d+ · .* to decide$")


@pytest.fixture(autouse=True)
def save_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autosaves go to a temporary folder, never the person's own."""
    folder = tmp_path / "saves"
    monkeypatch.setenv("WARROOM_SAVE_DIR", str(folder))
    return folder


def spawn(save_dir: Path, *argv: str, term: str = "dumb") -> pexpect.spawn:
    """``warroom play ARGV`` in a pseudo-terminal of 80x24 (a dumb terminal: plain text to read)."""
    env = {**os.environ, "TERM": term, "WARROOM_SAVE_DIR": str(save_dir), "PROMPT_TOOLKIT_NO_CPR": "1"}
    env.pop("COLUMNS", None)
    env.pop("LINES", None)
    return pexpect.spawn(
        sys.executable,
        ["-m", "warroom.cli.main", "play", *argv],
        dimensions=(ROWS, COLS),
        env=env,
        encoding="utf-8",
        timeout=30,
    )


def screen(child: pexpect.spawn) -> list[str]:
    """The lines since the last input, up to and with the prompt just shown."""
    before = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", child.before)
    lines = before.replace("\r\n", "\n").split("\n")
    return [*lines[1:], str(child.after)]


def check_screen(lines: list[str]) -> list[tuple[int, str]]:
    """Assert a decision's screen fits 80x24 with the status and at most 20 choices; the choices."""
    assert len(lines) <= ROWS, "\n".join(lines)
    assert all(len(line) <= COLS for line in lines), "\n".join(lines)
    assert any(STATUS.match(line) for line in lines), "\n".join(lines)
    assert re.fullmatch(PROMPT, lines[-1]), lines[-1]
    choices = [(int(m.group(1)), m.group(2)) for m in map(CHOICE.match, lines) if m]
    assert 1 <= len(choices) <= 20, "\n".join(lines)
    return choices


def play_until(child: pexpect.spawn, done: re.Pattern[str], limit: int = 80) -> list[list[str]]:
    """Answer each decision (the "End" choice where there is one, else the first) until a screen's
    status matches ``done``; every screen is checked on the way. The screens seen."""
    seen = []
    for _ in range(limit):
        child.expect(PROMPT)
        lines = screen(child)
        choices = check_screen(lines)
        seen.append(lines)
        if any(done.search(line) for line in lines if STATUS.match(line)):
            return seen
        ends = [n for n, text in choices if text.startswith("End")]
        child.sendline(str(ends[0] if ends else choices[0][0]))
    raise AssertionError("the game did not get there:\n" + "\n".join(seen[-1]))


def finish(child: pexpect.spawn) -> str:
    child.sendline("quit")
    child.expect(pexpect.EOF)
    return str(child.before)


def test_a_war_turn_fits_80x24(save_dir: Path) -> None:
    child = spawn(save_dir, "war", "--players", "3", "--seed", "5", "--seat", "human", "--seat", "ai:random")
    # Round 1 places armies; round 2 is a whole turn: reinforce, attack (ended), move (ended).
    seen = play_until(child, re.compile(r"^Round 3 "))
    statuses = {line for lines in seen for line in lines if STATUS.match(line)}
    assert {"Round 2 · reinforce · Blue to decide", "Round 2 · attack · Blue to decide"} <= statuses
    assert any(line.startswith("objective: ") for line in seen[0])
    out = finish(child)
    assert f"saved to {save_dir}" in out.replace("\r\n", "")


def test_a_war_cards_round_fits_80x24(save_dir: Path) -> None:
    argv = ("war-cards", "--players", "3", "--seed", "5", "--seat", "ai:random", "--seat", "human")
    child = spawn(save_dir, *argv, "--seat", "ai:random")
    child.expect(PROMPT)
    first = check_screen(screen(child))
    # 540 choices at once, grouped: the verbs first, then the territory attacked from.
    assert [text for _, text in first] == ["Attack (539)", "End (1)"]
    child.sendline("1")
    child.expect(PROMPT)
    assert check_screen(screen(child))[0][1].endswith(")")
    child.sendline("back")
    child.expect(PROMPT)
    child.sendline("2")  # "End (1)": a group of one is its choice, no list of one to open
    seen = play_until(child, re.compile(r"^Round 2 "))
    assert not any(line.startswith("Your choices: End") for line in seen[0])
    assert len(seen) >= 2  # the turn ended, the others played theirs (Yellow defending), round 2 came
    finish(child)


def test_a_ww4_turn_fits_80x24(save_dir: Path) -> None:
    argv = ("ww4", "--players", "3", "--seed", "5", "--seat", "ai:random", "--seat", "human")
    child = spawn(save_dir, *argv, "--seat", "ai:random")
    seen = play_until(child, re.compile(r"^Round 2 "))
    steps = {line.split(" · ")[1] for lines in seen for line in lines if STATUS.match(line)}
    # The steps by their names in the ruleset's words (``ww4.phase.*``), not their ids.
    game = new_game("ww4", 3, {}, 5)
    assert {phase_name(game, "movement", "en"), phase_name(game, "purchase", "en")} <= steps
    # The step ended is the one named (described before it is applied).
    text = "\n".join(line for lines in seen for line in lines)
    assert "Sun Dynasty: End the Movement step" in text
    finish(child)


def test_words_tab_completion_and_line_editing_at_a_real_terminal(save_dir: Path) -> None:
    """prompt_toolkit at an xterm: a space name completed by tab, then words that pick one choice."""
    child = spawn(save_dir, "war", "--players", "3", "--seed", "5", "--seat", "human", term="xterm")
    child.expect("Blue>")
    child.send("place 1 army in Vlad")
    child.expect("Vlad")
    time.sleep(0.5)  # a person pauses before Tab; keys arriving in one burst race the completer
    child.send("\t")
    child.expect("ivostok")  # "Vlad" completed from the board's space names before Enter is pressed
    child.send("\r")
    # The summary of the next decision names the choice the completed words picked.
    child.expect("Blue: Place 1 army in Vladivostok")
    child.expect("Blue>")
    finish(child)


def _piped(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: list[str], *argv: str) -> str:
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(line + "\n" for line in lines)))
    main(["play", *argv])
    return capsys.readouterr().out


def test_autosave_and_continue(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    out = _piped(monkeypatch, capsys, ["1", "1", "quit"], "war", "--players", "3", "--seed", "5")
    path = save_dir / "war-5.json"
    assert f"The game was saved to {path}; 'warroom play --continue' resumes it." in out
    moves = len(load_game(path).history)
    out = _piped(monkeypatch, capsys, ["1", "quit"], "--continue")
    assert "Blue: Place 1 army in" in out  # the same game, at the same decision
    assert len(load_game(path).history) > moves  # and saved again after it


def test_continue_without_a_save_says_where_it_looked(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "--continue"]) == 2
    assert f"no saved game to continue in {save_dir}" in capsys.readouterr().err


def test_load_keeps_the_saved_seats(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "two.json"
    argv = ("war", "--players", "3", "--seed", "5", "--seat", "human", "--seat", "human", "--seat", "ai:random")
    _piped(monkeypatch, capsys, ["", f"save {file}", "quit"], *argv)
    assert read_save(file)["meta"]["seats"] == ["human", "human", "ai:random"]
    out = _piped(monkeypatch, capsys, ["", "quit"], "--load", str(file))
    assert "Pass the table to" in out  # two people still share the table: hotseat


def test_hotseat_clears_the_scrollback(save_dir: Path) -> None:
    child = spawn(save_dir, "war", "--players", "3", "--seed", "5", "--seat", "human", "--seat", "human")
    child.expect("ready. ")
    child.sendline("")
    child.expect(PROMPT)
    child.sendline("7x 1")  # Blue's seven armies: the table passes to Yellow
    child.expect("ready. ")
    assert "\x1b[3J" in child.before  # the scrollback goes, not only the screen
    child.sendline("")
    finish(child)


def test_ww4_names_the_step_it_ends(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("ww4", "--players", "3", "--seed", "5", "--seat", "ai:random", "--seat", "human", "--seat", "ai:random")
    out = _piped(monkeypatch, capsys, ["end the movement step", "quit"], *argv, "--screen", "full")
    assert "Sun Dynasty: End the Movement step" in out
    assert "Sun Dynasty: End the Purchase step" not in out


def test_play_help_names_the_seats_and_levels(capsys: pytest.CaptureFixture[str]) -> None:
    with contextlib.suppress(SystemExit):  # argparse's way of ending after the help
        main(["play", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    for words in ("human (a person at this terminal", "ai (the ruleset's best computer player", "hard", "--continue"):
        assert words in text


def test_thinking_is_said_for_a_slow_computer_player(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from warroom.agents.random_agent import RandomAgent

    real = RandomAgent.choose

    def slow(self: RandomAgent, game: object, player: int) -> object:
        time.sleep(0.2)
        return real(self, game, player)  # type: ignore[arg-type]

    monkeypatch.setattr("warroom.cli.play.THINKING_AFTER", 0.05)
    monkeypatch.setattr(RandomAgent, "choose", slow)
    argv = ("war", "--players", "3", "--seed", "5", "--seat", "human", "--seat", "ai:random", "--seat", "ai:random")
    out = _piped(monkeypatch, capsys, ["quit"], *argv)
    assert "Red is thinking..." in out  # Red, a computer player, moves first


def test_the_compact_screen_in_portuguese(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ("war", "--players", "3", "--seed", "5", "--screen", "compact", "--lang", "pt")
    out = _piped(monkeypatch, capsys, ["help", "quit"], *argv)
    assert "Rodada 1 · reforçar · Azul decide" in out
    assert "Nesta tela um número abre um grupo" in out
    assert "a colocar: 7 livres · você tem: 14 territórios, 14 exércitos, 0 cartas" in out
    assert "Saiu. O jogo foi salvo em" in out


def test_every_table_word_is_in_both_languages() -> None:
    from warroom.cli.words import TABLE_WORDS

    assert set(TABLE_WORDS["en"]) == set(TABLE_WORDS["pt"])


def test_war_cards_in_hand_show_their_figure() -> None:
    """A WAR trade goes by figures: the status and the board name each card's beside its territory."""
    from warroom.cli.render_war import war_card_name
    from warroom.cli.table import status_lines
    from warroom.core.registry import new_game

    game = new_game("war", 3, {}, 5)
    figure = game.table.figure["india"]  # type: ignore[attr-defined]
    assert war_card_name(game, "india", "en") == f"India ({figure})"
    view = {**game.view(0), "hand": ["india", "wild-1"]}
    assert f"hand (2): India ({figure}), wild 1" in status_lines(game, 0, view, "en")
    pt = {"square": "quadrado", "triangle": "triângulo", "circle": "círculo"}[figure]
    assert war_card_name(game, "india", "pt") == f"Índia ({pt})"
