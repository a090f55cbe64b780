"""The balance and tournament charts (``--plot``) in both languages (sim/plot_words.py): every title, axis
and legend they draw is in the language asked, colours and nations named by the caller. A recording stand-in
for matplotlib collects what would be drawn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from warroom.sim import balance_plot, tournament_plot
from warroom.sim.balance import run_balance
from warroom.sim.balance_stats import balance_summary
from warroom.sim.tournament import TournamentConfig, run_tournament, tournament_summary


class _Recorder:
    """Stands for pyplot, a figure and its axes at once: keeps every string it is given."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def __getattr__(self, name: str) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            for value in [*args, *kwargs.values()]:
                if isinstance(value, str):
                    self.texts.append(value)
                elif isinstance(value, list):
                    self.texts.extend(v for v in value if isinstance(v, str))
            return (self, self) if name == "subplots" else self

        return call


ENGLISH = (
    "games",
    "wins",
    "by seat",
    "by colour",
    "win rate",
    "fair share",
    "rounds",
    "game length",
    "ratings",
    "Blue",
    "Red",
    "Yellow",
    "CI",
)


def _drawn(monkeypatch: pytest.MonkeyPatch, draw: Any) -> str:
    recorder = _Recorder()
    monkeypatch.setattr(balance_plot, "pyplot", lambda: recorder)
    monkeypatch.setattr(tournament_plot, "pyplot", lambda: recorder)
    draw()
    return "\n".join(recorder.texts)


def test_balance_and_tournament_charts_in_portuguese(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    summary = balance_summary(run_balance("war", 3, 3, 0, ["greedy"]), 3)
    summary["parameters"] = {"ruleset": "war"}
    words = {"Blue": "Azul", "Red": "Vermelho", "Yellow": "Amarelo"}
    balance = _drawn(monkeypatch, lambda: balance_plot.write_plots(summary, tmp_path, "pt", words.__getitem__))
    config = TournamentConfig("war", ("greedy", "random", "random"), 3, 0, {}, None)
    games = run_tournament(config)
    result = tournament_summary(config, games)
    tournament = _drawn(
        monkeypatch, lambda: tournament_plot.write_plots(result, [g.rounds for g in games], tmp_path, "pt")
    )
    for drawn in (balance, tournament):
        assert [word for word in ENGLISH if word in drawn] == [], drawn
    assert "war: 3 jogos, vitórias por cor ou nação" in balance and "Vermelho" in balance
    assert "taxa de vitória dos jogos decididos (IC 95%)" in balance and "parte justa" in balance
    assert "war: 3 jogos: duração dos jogos" in tournament and "pontuações de Bradley-Terry" in tournament
    english = _drawn(monkeypatch, lambda: balance_plot.write_plots(summary, tmp_path))
    assert "war: 3 games, wins by colour or nation" in english and "win rate of decided games (95% CI)" in english
