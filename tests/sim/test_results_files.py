"""The files the game-running commands read back: a tournament's results (``--out FILE --resume``) and
a level ratings file (``warroom calibrate --out FILE``). A damaged line, a directory, a device such as
/dev/zero (read forever before) or a FIFO is one error naming the file, never a traceback or a hang."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from warroom.sim.level_ratings import LevelRatingsError, read_document
from warroom.sim.runner import SimulationError
from warroom.sim.tournament import TournamentConfig, read_results, run_tournament

CONFIG = TournamentConfig("war", ("greedy", "random", "random"), 3, 3, {"round_limit": 6})


def _results(tmp_path: Path, game: dict[str, object]) -> Path:
    path = tmp_path / "t.jsonl"
    header = {"type": "header", "parameters": CONFIG.parameters()}
    path.write_text(json.dumps(header) + "\n" + json.dumps({"type": "game", **game}) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("game", "problem"),
    [
        ({"index": "x"}, "invalid literal"),
        ({"index": 0}, "no 'seed'"),
        ({"index": 0, "seed": 1, "seating": 5}, "not iterable"),
    ],
)
def test_a_damaged_game_line_names_its_line(tmp_path: Path, game: dict[str, object], problem: str) -> None:
    with pytest.raises(SimulationError, match=rf"t\.jsonl: line 2 is not a finished game: .*{problem}"):
        read_results(_results(tmp_path, game), CONFIG)


def test_results_go_to_a_file_and_are_read_back_from_a_regular_one(tmp_path: Path) -> None:
    """A directory or a FIFO (whose opening blocks) is refused; /dev/null takes the lines (a run kept
    nowhere), but a device is never read back."""
    with pytest.raises(SimulationError, match="is a directory"):
        run_tournament(CONFIG, out=tmp_path, resume=True)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(SimulationError, match="is a FIFO"):
        run_tournament(CONFIG, out=fifo)
    if Path("/dev/zero").exists():
        with pytest.raises(SimulationError, match="/dev/zero: cannot read the results file: it is a device"):
            read_results("/dev/zero", CONFIG)
    if Path("/dev/null").exists():
        assert len(run_tournament(CONFIG, out="/dev/null")) == CONFIG.games


@pytest.mark.parametrize(("jobs", "backend", "problem"), [(0, "local", "jobs"), (2, "cloud", "backend")])
def test_a_refused_pool_makes_no_results_file(tmp_path: Path, jobs: int, backend: str, problem: str) -> None:
    """A bad count of workers or backend is refused before the results file is made (no header-only file)."""
    path = tmp_path / "t.jsonl"
    with pytest.raises(SimulationError, match=problem):
        run_tournament(CONFIG, jobs=jobs, backend=backend, out=path)
    assert not path.exists()


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("[" * 100_000, "is not a results line"),
        ('{"type": "game", "index": Infinity}', "is not a finished game"),
        ('{"type": "header", "parameters": 7}', "a header without its parameters object"),
    ],
)
def test_a_crafted_line_is_an_error(tmp_path: Path, line: str, problem: str) -> None:
    path = tmp_path / "t.jsonl"
    header = {"type": "header", "parameters": CONFIG.parameters()}
    path.write_text(json.dumps(header) + "\n" + line + "\n", encoding="utf-8")
    with pytest.raises(SimulationError, match=problem):
        read_results(path, CONFIG)


def _played_game_line(tmp_path: Path) -> dict[str, object]:
    out = tmp_path / "played.jsonl"
    run_tournament(TournamentConfig("war", CONFIG.entries, 1, 3, {"round_limit": 6}), out=out)
    line: dict[str, object] = json.loads(out.read_text(encoding="utf-8").splitlines()[1])
    return line


def test_a_game_line_naming_a_seat_it_lacks_or_another_seating_is_an_error(tmp_path: Path) -> None:
    game = _played_game_line(tmp_path)
    with pytest.raises(SimulationError, match="names a seat outside 0-2"):
        read_results(_results(tmp_path, {**game, "winners": [99]}), CONFIG)
    with pytest.raises(SimulationError, match="does not seat game 0 as this tournament does"):
        read_results(_results(tmp_path, {**game, "seating": ["random", "greedy", "random"]}), CONFIG)
    assert list(read_results(_results(tmp_path, game), CONFIG)[0].winners) == game["winners"]


def test_a_level_ratings_file_is_a_regular_bounded_file(tmp_path: Path) -> None:
    if Path("/dev/zero").exists():
        with pytest.raises(LevelRatingsError, match="/dev/zero: cannot read a level ratings file: it is a device"):
            read_document("/dev/zero")
    with pytest.raises(LevelRatingsError, match="Is a directory"):
        read_document(tmp_path)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    with pytest.raises(LevelRatingsError, match="cannot read a level ratings file"):
        read_document(deep)
