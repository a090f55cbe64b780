"""``warroom balance``'s report in both languages (cli/balance_words.py): headings, columns and summary lines
in ``--lang`` (else ``$WARROOM_LANG``), the seats, nations, objectives and reasons named as their game names
them; the English reads as before but for the objectives, named now rather than by id; ``--json`` is the
same in every language. And World War IV's income at start is each nation's, not only the first mover's."""

from __future__ import annotations

import contextlib
import io
import json
import re

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
)


@pytest.mark.parametrize("argv", [WAR, WW4], ids=["war", "ww4"])
def test_the_report_in_portuguese_has_no_english_word(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    out = _run([*argv, "--lang", "pt"], monkeypatch)
    found = [word for word in ENGLISH if re.search(rf"\b{word}\b", out)]
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
