"""How many games and worker processes a run of games may ask for (src/warroom/cli/common.py).

A run keeps every game's seed and result in memory and starts its worker processes at once, so a
mistyped count would fill the memory or the process table before the first game: such a run is
refused at once with an error naming the flag, the bounds and the value, and nothing is played.
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from warroom.cli.common import JOBS_PER_CORE, MAX_GAMES, max_local_jobs
from warroom.cli.main import main

HUGE = "99999999999"
TOO_MANY_JOBS = str(max_local_jobs() + 1)


@pytest.fixture
def nothing_played(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any run that gets past the checks fails at once rather than trying to play its games."""

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a run past the checks")

    for target in ("main.run_batch", "balance.run_balance", "tournament.run_tournament", "calibrate.run_calibration"):
        monkeypatch.setattr(f"warroom.cli.{target}", refuse)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["sim", "war", "--players", "3", "--games", HUGE], f"--games must be between 0 and {MAX_GAMES}, not {HUGE}"),
        (["sim", "war", "--players", "3", "--games", "-1"], f"--games must be between 0 and {MAX_GAMES}, not -1"),
        (["balance", "war", "--players", "3", "--games", HUGE], f"--games must be between 1 and {MAX_GAMES}"),
        (["tournament", "war", "--agents", "greedy,greedy,greedy", "--games", HUGE], "--games must be between 0"),
        (["tournament", "war", "--agents", "greedy,greedy,greedy", "--max-games", HUGE], "--max-games must be"),
        (["calibrate", "war", "--games", HUGE], "--games must be between 0"),
        (["calibrate", "war", "--games-for", "hard=2000000"], "--games-for hard must be between 0 and 1000000"),
        (["sim", "war", "--players", "3", "--games", "2", "--jobs", TOO_MANY_JOBS], "--jobs must be between 1 and"),
        (["balance", "war", "--players", "3", "--games", "2", "--jobs", TOO_MANY_JOBS], "--jobs must be between 1"),
        (
            ["tournament", "war", "--agents", "greedy,greedy,greedy", "--jobs", TOO_MANY_JOBS],
            "--jobs must be between 0",
        ),
        (["calibrate", "war", "--jobs", TOO_MANY_JOBS], "--jobs must be between 1 and"),
        (["sim", "war", "--players", "3", "--max-actions", "-1"], "--max-actions must be at least 1, not -1"),
        (["tournament", "war", "--agents", "greedy,greedy,greedy", "--max-actions", "0"], "--max-actions must be"),
        (["calibrate", "war", "--max-actions", "0"], "--max-actions must be at least 1, not 0"),
    ],
)
@pytest.mark.usefixtures("nothing_played")
def test_a_run_too_large_is_refused_before_any_game(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    capsys.readouterr()
    assert main(args) == 2
    captured = capsys.readouterr()
    assert message in captured.err and "Traceback" not in captured.err and captured.out == ""


@pytest.mark.usefixtures("nothing_played")
def test_the_jobs_error_names_the_cores(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "war", "--players", "3", "--games", "2", "--jobs", TOO_MANY_JOBS]) == 2
    assert f"{JOBS_PER_CORE} a CPU core; this machine has {os.cpu_count() or 1}" in capsys.readouterr().err


def test_the_largest_counts_are_allowed(capsys: pytest.CaptureFixture[str]) -> None:
    """The bounds themselves pass: a tournament of MAX_GAMES games stopped after none (``--max-games 0``)."""
    assert (
        main(
            [
                "tournament",
                "war",
                "--agents",
                "greedy,greedy,greedy",
                "--games",
                str(MAX_GAMES),
                "--max-games",
                "0",
                "--json",
            ]
        )
        == 0
    )


@pytest.mark.usefixtures("nothing_played")
@pytest.mark.parametrize("count", ["²", "9" * 12, "-1"])
def test_games_for_takes_a_plain_whole_number(count: str, capsys: pytest.CaptureFixture[str]) -> None:
    """``str.isdigit`` accepts "²", which ``int`` refuses: the count is read as ASCII digits."""
    assert main(["calibrate", "war", "--games-for", f"easy={count}"]) == 2
    err = capsys.readouterr().err
    assert "--games-for needs LEVEL=N with a whole number N" in err and "Traceback" not in err


@pytest.mark.parametrize("module", ["aoi_audit", "ww4_audit"])
def test_the_audits_take_the_same_bound_on_games(
    module: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``python -m warroom.sim.aoi_audit --games 99999999999`` built a list of that many seats first."""
    import importlib

    audit = importlib.import_module(f"warroom.sim.{module}")

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a run past the checks")

    monkeypatch.setattr(audit, "run_audit", refuse)
    with pytest.raises(SystemExit) as exit_:
        audit.main(["--games", HUGE])
    assert exit_.value.code == 2 and f"--games 1 to {MAX_GAMES:,}" in capsys.readouterr().err
