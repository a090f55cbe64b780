"""Tournaments end to end: seat rotation, backends giving identical results, resume, the CLI, plots, Ray."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from warroom.cli.main import main
from warroom.sim.batch import chunk_indices
from warroom.sim.runner import SimulationError
from warroom.sim.tournament import TournamentConfig, run_tournament, seating, tournament_summary

ENTRIES = ("greedy", "random", "random")
ARGS = ["tournament", "war", "--agents", "greedy,random,random", "--games", "9", "--seed", "3", "--rounds", "6"]


def config(games: int = 9) -> TournamentConfig:
    return TournamentConfig("war", ENTRIES, games, 3, {"round_limit": 6})


def cli_json(capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    capsys.readouterr()
    assert main([*ARGS, *extra, "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    data: dict[str, Any] = json.loads(out)
    return data


def without_run(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != "run"}


def test_rotation_balances_seats() -> None:
    entries = ["hard", "greedy", "greedy", "greedy"]
    counts: Counter[tuple[str, int]] = Counter()
    for g in range(8):
        for seat, spec in enumerate(seating(entries, g)):
            counts[(spec, seat)] += 1
    assert all(counts[("hard", seat)] == 2 for seat in range(4))
    assert all(counts[("greedy", seat)] == 6 for seat in range(4))
    assert seating(entries, 1) == ["greedy", "greedy", "greedy", "hard"]


def test_games_record_rotation_and_jobs_2_is_identical() -> None:
    one = run_tournament(config())
    two = run_tournament(config(), jobs=2)
    assert one == two
    assert [g.index for g in one] == list(range(9))
    assert [g.seating for g in one[:3]] == [tuple(seating(ENTRIES, g)) for g in range(3)]
    assert tournament_summary(config(), one) == tournament_summary(config(), two)


def test_a_pool_records_every_task_as_it_finishes(tmp_path: Path) -> None:
    """With ``--jobs 2`` the results file holds every game the progress counts, task by task; the first
    tasks are one game each (slow games stay one a task: tests/sim/test_pacing.py)."""
    out = tmp_path / "t.jsonl"
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        seen.append((done, len(out.read_text(encoding="utf-8").splitlines()) - 1))

    games = run_tournament(config(24), jobs=2, out=out, progress=progress)
    assert seen[0] == (0, 0) and seen[1] == (1, 1) and seen[-1] == (24, 24)
    assert all(lines == done for done, lines in seen)
    assert [done for done, _ in seen] == sorted({done for done, _ in seen})
    assert games == run_tournament(config(24))
    ray = chunk_indices(list(range(400)), 2)
    assert len(ray) == 8 and [i for task in ray for i in task] == list(range(400))


def test_cli_json_keys_and_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    data = cli_json(capsys)
    assert {"parameters", "agents", "seats", "length", "games", "run"} <= set(data)
    assert [a["name"] for a in data["agents"]] == ["greedy", "random"]
    for agent in data["agents"]:
        assert {"name", "games", "wins", "win_rate", "ci95", "rating", "rating_ci95", "mean_score"} <= set(agent)
        assert agent["games"] == 9 and len(agent["ci95"]) == 2
        assert agent["ci95"][0] <= agent["win_rate"] <= agent["ci95"][1]
    assert len(data["seats"]) == 3
    assert {"rounds", "actions", "reasons"} <= set(data["length"])
    assert data["parameters"]["agents"] == list(ENTRIES)
    assert without_run(cli_json(capsys, "--jobs", "2")) == without_run(data)


def test_cli_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARGS, "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    for text in ("greedy", "random", "win % (95% CI)", "rating", "wins by seat", "rounds: mean"):
        assert text in out


def test_resume_gives_the_uninterrupted_result(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    full = without_run(cli_json(capsys))
    out = tmp_path / "t.jsonl"
    part = cli_json(capsys, "--out", str(out), "--max-games", "4")
    assert part["games"] == 4 and not part["run"]["complete"]
    lines = out.read_text().splitlines()
    assert json.loads(lines[0])["type"] == "header" and len(lines) == 5
    # A line cut short by a kill is dropped on resume.
    with out.open("a") as handle:
        handle.write('{"type": "game", "index": 7, "se')
    resumed = cli_json(capsys, "--out", str(out), "--resume", "--jobs", "2")
    assert resumed["run"]["resumed"] == 4 and resumed["run"]["played"] == 5
    assert without_run(resumed) == full
    assert len(out.read_text().splitlines()) == 10
    # Resuming a finished tournament plays nothing and reads the same figures from the file.
    again = cli_json(capsys, "--out", str(out), "--resume")
    assert again["run"]["played"] == 0 and without_run(again) == full


def test_resume_with_more_games_extends_the_tournament(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Game g depends on the parameters and g alone, so 4 games and then 5 more are the 9-game run.
    full = without_run(cli_json(capsys))
    out = tmp_path / "t.jsonl"
    short = [a if a != "9" else "4" for a in ARGS]
    capsys.readouterr()
    assert main([*short, "--out", str(out)]) == 0
    extended = cli_json(capsys, "--out", str(out), "--resume", "--jobs", "2")
    assert extended["run"]["resumed"] == 4 and extended["run"]["played"] == 5
    assert without_run(extended) == full
    lines = out.read_text().splitlines()
    assert json.loads(lines[0])["parameters"] == full["parameters"] and len(lines) == 10
    assert not list(tmp_path.glob("*.extending"))


def test_results_file_guards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "t.jsonl"
    run_tournament(config(3), out=out)
    with pytest.raises(SimulationError, match="already exists"):
        run_tournament(config(3), out=out)
    with pytest.raises(SimulationError, match="holds a tournament of 3 games; resume it with --games 3 or more"):
        run_tournament(config(2), out=out, resume=True)
    other = TournamentConfig("war", ("greedy", "greedy", "random"), 3, 3, {"round_limit": 6})
    with pytest.raises(SimulationError, match="differs in: agents"):
        run_tournament(other, out=out, resume=True)
    assert json.loads(out.read_text().splitlines()[0])["parameters"]["games"] == 3
    assert main([*ARGS, "--resume"]) == 2
    assert "--resume needs --out" in capsys.readouterr().err


def test_cli_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "war", "--agents", "greedy,nobody,random"]) == 2
    assert "nobody" in capsys.readouterr().err
    assert main(["tournament", "war", "--agents", "a,b,c,d", "--players", "3"]) == 2
    assert main(["tournament", "war", "--agents", "greedy,random,random", "--address", "x:1"]) == 2


def test_plots_are_pngs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    data = cli_json(capsys, "--plot", str(tmp_path / "charts"))
    for name in ("win_rates.png", "game_length.png", "ratings.png"):
        path = tmp_path / "charts" / name
        blob = path.read_bytes()
        assert blob[:8] == b"\x89PNG\r\n\x1a\n" and len(blob) > 5000
        assert str(path) in data["run"]["plots"]


def test_ray_backend_matches_jobs_1(capsys: pytest.CaptureFixture[str]) -> None:
    ray = pytest.importorskip("ray", reason="ray is not installed (pip install 'warroom[ray]')")
    try:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    except Exception as exc:  # pragma: no cover - depends on the sandbox
        pytest.skip(f"a local Ray instance cannot start here: {type(exc).__name__}: {exc}")
    try:
        with_ray = cli_json(capsys, "--backend", "ray", "--jobs", "2")
    finally:
        ray.shutdown()
    assert with_ray["run"]["backend"] == "ray"
    assert without_run(with_ray) == without_run(cli_json(capsys, "--jobs", "1"))
