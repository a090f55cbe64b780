"""The files the game-running commands read back: a tournament's results (``--out FILE --resume``) and
a level ratings file (``warroom calibrate --out FILE``). A damaged line, a directory, a device such as
/dev/zero (read forever before) or a FIFO is one error naming the file, never a traceback or a hang."""

from __future__ import annotations

import json
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


def test_results_are_written_to_a_regular_file_only(tmp_path: Path) -> None:
    with pytest.raises(SimulationError, match="is not a regular file"):
        run_tournament(CONFIG, out=tmp_path, resume=True)
    if Path("/dev/zero").exists():
        with pytest.raises(SimulationError, match="/dev/zero is not a regular file"):
            run_tournament(CONFIG, out="/dev/zero", resume=True)


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
