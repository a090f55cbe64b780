"""The research commands' reports in both languages: ``warroom balance`` (cli/balance_words.py),
``warroom tournament`` and ``warroom calibrate`` (cli/tournament_words.py), ``warroom sim`` and
``warroom replay`` (cli/sim_words.py): headings, columns and summary
lines in ``--lang`` (else ``$WARROOM_LANG``), the seats, nations, objectives and reasons named as their game
names them; the English reads as before but for objectives and end reasons, named now rather than by id;
``--json`` is the same in every language. And World War IV's income at start is each nation's, not only the
first mover's."""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

from warroom.cli.main import main


def _run(argv: list[str], monkeypatch: pytest.MonkeyPatch, lang: str | None = None) -> str:
    if lang is None:
        monkeypatch.delenv("WARROOM_LANG", raising=False)
    else:
        monkeypatch.setenv("WARROOM_LANG", lang)
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert main(argv) == 0
    return out.getvalue()


WAR = ["balance", "war", "--players", "3", "--games", "4"]
WW4 = ["balance", "ww4", "--players", "3", "--games", "3"]
#: Words of the English report a Portuguese one must not show (matched whole).
ENGLISH = (
    "balance",
    "games",
    "seats",
    "agents",
    "seed",
    "wins",
    "draws",
    "seat",
    "colour",
    "nation",
    "objective",
    "reason",
    "fair",
    "decided",
    "income",
    "round",
    "rounds",
    "actions",
    "mean",
    "min",
    "max",
    "played",
    "job",
    "none",
    "Conquer",
    "Destroy",
    "Blue",
    "Red",
    "Yellow",
    "Sun",
    "Dynasty",
    "African",
    "Coalition",
    "atomic",
    "last",
    "King",
    "CI",
)


@pytest.mark.parametrize("argv", [WAR, WW4], ids=["war", "ww4"])
def test_the_report_in_portuguese_has_no_english_word(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    out = _run([*argv, "--lang", "pt"], monkeypatch)
    body = out.split("\n", 1)[1]  # the heading's options are ids and values as typed (round_limit=none)
    found = [word for word in ENGLISH if re.search(rf"\b{word}\b", body)]
    assert found == [], out
    assert "vitórias por cor ou nação" in out and "como os jogos terminaram" in out


def test_the_english_report_and_the_json(monkeypatch: pytest.MonkeyPatch) -> None:
    out = _run(WAR, monkeypatch)
    for line in (
        "war balance: 4 games, 3 seats, agents greedy,greedy,greedy, seed 0",
        "wins by seat (turn order)",
        "wins by colour or nation",
        "of decided % (95% CI)",
        "how games ended",
        "rounds: mean",
        "4 games played in",
    ):
        assert line in out
    assert re.search(r"\bBlue\b", out) and "Conquer" in out  # a colour and an objective, in words
    english, portuguese = (json.loads(_run([*WAR, "--json"], monkeypatch, lang)) for lang in (None, "pt"))
    del english["run"]["seconds"], portuguese["run"]["seconds"]
    assert english == portuguese


def test_world_war_iv_income_at_start_is_every_nations(monkeypatch: pytest.MonkeyPatch) -> None:
    # Before, a nation's income was read off its Control list, empty until its first turn: only the first
    # mover's showed, and the report's "income at start" averaged 16 with zeros.
    summary = json.loads(_run([*WW4, "--json"], monkeypatch))
    start = {c["name"]: c["income"]["start"]["mean"] for c in summary["colours"]}
    assert start == {"Imperio de Sangre": 16.0, "Sun Dynasty": 15.0, "African Coalition": 16.0}


TOURNAMENT = ["tournament", "war", "--players", "3", "--agents", "greedy,random,random", "--games", "3"]
#: Games stopped by the simulators' action limit: its reason has words too (not "action_limit").
STOPPED = ["tournament", "war", "--players", "3", "--agents", "greedy", "--games", "2", "--max-actions", "30"]
CALIBRATE = ["calibrate", "war", "--games", "2", "--levels", "random,greedy"]
#: Words of the English tournament and calibration reports a Portuguese one must not show.
ENGLISH_TOURNAMENT = (
    "tournament",
    "games",
    "seats",
    "seed",
    "agents",
    "agent",
    "wins",
    "fair",
    "score",
    "rating",
    "seat",
    "player",
    "rounds",
    "actions",
    "mean",
    "median",
    "ended",
    "objective",
    "winner",
    "draws",
    "played",
    "job",
    "level",
    "Blue",
    "Red",
    "Yellow",
    "CI",
    "action",
    "limit",
)


@pytest.mark.parametrize("argv", [TOURNAMENT, STOPPED, CALIBRATE], ids=["tournament", "stopped", "calibrate"])
def test_the_tournament_and_calibration_in_portuguese(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    out = _run(argv, monkeypatch, "pt")
    found = [word for word in ENGLISH_TOURNAMENT if re.search(rf"\b{word}\b", out)]
    assert found == [], out
    english = _run(argv, monkeypatch)
    if argv is STOPPED:
        assert "terminados por: limite de ações 2" in out and "ended by: action limit 2" in english
    elif argv is TOURNAMENT:
        assert "vitórias por assento (ordem de jogo)" in out and "terminados por: objetivo 3" in out
        for line in (
            "war tournament: 3 games, 3 seats, seed 0",
            "win % (95% CI)",
            "wins by seat (turn order)",
            "rounds: mean",
            "ended by: objective 3; no winner 0, draws 0",
            "3 games played in",
        ):
            assert line in english
    else:
        assert "war: 2 jogos, 3 assentos" in out and "nível" in out and "pontuação" in out
        assert "war: 2 games, 3 seats" in english and "level" in english


def test_figures_are_written_as_each_language_writes_numbers(monkeypatch: pytest.MonkeyPatch) -> None:
    # World War IV games run to a thousand actions: "mean 1,261.0, min 1,261" in English; in Portuguese
    # "média 1.261,0, mín. 1.261" (a point between the thousands, a comma before the decimals).
    argv = ["tournament", "ww4", "--players", "3", "--agents", "greedy", "--games", "1"]
    english, portuguese = _run(argv, monkeypatch), _run(argv, monkeypatch, "pt")
    figure = r"(\d[\d,.]*\d)"
    mean = re.search(rf"actions: mean {figure}, median [\d,.]+, min {figure}", english)
    media = re.search(rf"ações: média {figure}, mediana [\d,.]+, mín\. {figure}", portuguese)
    assert mean and media and "," in mean.group(2)
    swap = str.maketrans(",.", ".,")
    assert (media.group(1), media.group(2)) == (mean.group(1).translate(swap), mean.group(2).translate(swap))


SIM = ["sim", "war", "--players", "3", "--games", "3"]
#: Words of the English sim and replay reports a Portuguese one must not show.
ENGLISH_SIM = (
    "games",
    "players",
    "seed",
    "wins",
    "seat",
    "player",
    "agent",
    "draws",
    "length",
    "rounds",
    "actions",
    "min",
    "max",
    "ended",
    "objective",
    "winner",
    "speed",
    "job",
    "ruleset",
    "options",
    "verified",
    "dice",
    "reason",
    "detail",
    "ranking",
    "Britain",
    "France",
    "Blue",
    "Red",
    "Yellow",
)


def test_sim_and_replay_in_portuguese(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    save = sorted(Path(__file__).parents[1].glob("golden_saves/*.json"))[0]
    saves = tmp_path / "saves"
    for argv in (SIM, [*SIM, "--save-dir", str(saves)], ["replay", str(save), "--verify", "--moves"]):
        out = _run(argv, monkeypatch, "pt")
        found = [word for word in ENGLISH_SIM if re.search(rf"\b{word}\b", out)]
        assert found == [], out
    english = _run(["replay", str(save), "--verify"], monkeypatch)
    assert "verified: the dice and the final state match the save" in english and "seed: " in english
    english = _run(SIM, monkeypatch)
    assert "wins per seat" in english and "ended by: objective 3; no winner 0, draws 0" in english
