"""run_batch: determinism, process pools, chunking, progress and saves."""

from __future__ import annotations

from pathlib import Path

import pytest

from warroom.core.errors import OptionError
from warroom.core.saves import load_game
from warroom.sim.batch import chunk_ranges, game_seed, run_batch, save_name
from warroom.sim.runner import SimulationError, play_game


def test_same_seed_same_records() -> None:
    a = run_batch("toy", 3, 12, 5, ["random"])
    b = run_batch("toy", 3, 12, 5, ["random"])
    assert a == b
    assert [r.seed for r in a] == [game_seed(5, i) for i in range(12)]
    c = run_batch("toy", 3, 12, 6, ["random"])
    assert [r.seed for r in a] != [r.seed for r in c]


def test_game_i_is_play_game_with_derived_seed() -> None:
    records = run_batch("toy", 2, 4, 11, ["random"], {"round_limit": 3})
    assert records[2] == play_game("toy", 2, {"round_limit": 3}, game_seed(11, 2), ["random"])


def test_jobs_do_not_change_results() -> None:
    one = run_batch("toy", 4, 30, 77, ["random"], {"round_limit": 5}, jobs=1)
    two = run_batch("toy", 4, 30, 77, ["random"], {"round_limit": 5}, jobs=2)
    three = run_batch("toy", 4, 30, 77, ["random"], {"round_limit": 5}, jobs=3)
    assert one == two == three
    assert [r.to_json() | {"seconds": 0} for r in one] == [r.to_json() | {"seconds": 0} for r in two]


def test_chunks_cover_in_order_and_hold_many_games() -> None:
    chunks = chunk_ranges(1000, 4)
    assert [i for c in chunks for i in c] == list(range(1000))
    assert len(chunks) < 100 and min(len(c) for c in chunks) > 1
    assert chunk_ranges(0, 4) == []
    assert [list(c) for c in chunk_ranges(3, 8)] == [[0], [1], [2]]


def test_progress_reaches_the_total() -> None:
    seen: list[tuple[int, int]] = []
    run_batch("toy", 2, 9, 1, ["random"], jobs=2, progress=lambda d, t: seen.append((d, t)))
    assert seen[0] == (0, 9) and seen[-1] == (9, 9)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_save_dir_holds_replayable_games(tmp_path: Path) -> None:
    records = run_batch("toy", 3, 4, 2, ["random"], {"round_limit": 3}, jobs=2, save_dir=tmp_path / "saves")
    for i, record in enumerate(records):
        path = tmp_path / "saves" / save_name(i, record.seed)
        assert path.is_file()
        game = load_game(path, verify=True)
        assert game.seed == record.seed and len(game.history) == record.actions


def test_bad_requests_fail_before_playing() -> None:
    with pytest.raises(SimulationError):
        run_batch("toy", 2, -1, 0, ["random"])
    with pytest.raises(SimulationError):
        run_batch("toy", 2, 3, 0, ["random"], jobs=0)
    with pytest.raises(OptionError):
        run_batch("toy", 9, 3, 0, ["random"], jobs=2)
    assert run_batch("toy", 2, 0, 0, ["random"]) == []
