"""The calibration run (warroom calibrate): levels play each other with rotated seats, and the server's OpenSkill
model rates them from the final rankings; the result is a level ratings file with provenance."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from warroom.cli.main import main
from warroom.server.thinking import MAX_THINK_ITERS, MAX_THINK_S
from warroom.sim.calibration import (
    CalibrationConfig,
    CalibrationGame,
    game_seed,
    rate_levels,
    run_calibration,
    schedule,
    served_agent,
)
from warroom.sim.level_ratings import PROVENANCE_KEYS, LevelRatingsError, check_document, read_document
from warroom.sim.runner import SimulationError
from warroom.sim.skill import MODEL, default_skill, displayed, nearest, places, rate_game


def _game(index: int, seats: tuple[str, ...], winners: tuple[int, ...], ranking: tuple[int, ...]) -> CalibrationGame:
    return CalibrationGame(index, tuple(sorted(seats)), index, 0, seats, winners, ranking, "x", 1, 1)


def test_a_tiny_calibration_writes_a_well_formed_file_and_keeps_other_rulesets(tmp_path: Path) -> None:
    out = tmp_path / "levels.json"
    two = ["--levels", "greedy,random", "--games", "2", "--seed", "3", "--out", str(out)]
    assert main(["calibrate", "imperialism-basic", *two]) == 0
    # Three seats but two levels: one group, the levels cycled over the seats.
    assert main(["calibrate", "war-cards", *two]) == 0
    doc = read_document(out)
    assert set(doc["rulesets"]) == {"imperialism-basic", "war-cards"}  # the second run kept the first
    basic = doc["rulesets"]["imperialism-basic"]
    assert {level: rating["games"] for level, rating in basic["levels"].items()} == {"greedy": 2, "random": 2}
    run = basic["provenance"]
    assert all(key in run for key in PROVENANCE_KEYS)
    assert run["command"].startswith("warroom calibrate imperialism-basic --games 2 --levels greedy,random --seed 3")
    assert (run["players"], run["games_per_pairing"], run["seed"], run["games"]) == (2, 2, 3, 2)
    assert run["caps"] == {"max_time_s": MAX_THINK_S, "max_iters": MAX_THINK_ITERS}  # as the server plays them
    assert run["pairings"][0]["levels"] == ["greedy", "random"] and run["pairings"][0]["games"] == 2
    assert doc["rulesets"]["war-cards"]["provenance"]["players"] == 3
    for rating in basic["levels"].values():
        assert rating["sigma"] < default_skill().sigma  # every game taught the model something


def test_greedy_rates_above_random_after_a_few_dozen_games() -> None:
    config = CalibrationConfig("war", ("random", "easy", "greedy"), players=3, games=18, seed=1)
    games = run_calibration(config)
    # Seats rotate from game to game: every level plays every seat.
    assert len(games) == 18 and [g.seating for g in games[:3]] == [
        ("random", "easy", "greedy"),
        ("easy", "greedy", "random"),
        ("greedy", "random", "easy"),
    ]
    levels = rate_levels(config, games)
    shown = {level: displayed(r["mu"], r["sigma"]) for level, r in levels.items()}
    assert shown["greedy"] > shown["random"], levels
    assert all(r["games"] == 18 for r in levels.values())


def test_the_rating_math_on_fixed_rankings() -> None:
    config = CalibrationConfig("war", ("greedy", "random"), players=2, games=0)
    # greedy wins three of four games, from either seat
    games = [
        _game(0, ("greedy", "random"), (0,), (0, 1)),
        _game(1, ("random", "greedy"), (1,), (1, 0)),
        _game(2, ("greedy", "random"), (1,), (1, 0)),
        _game(3, ("random", "greedy"), (1,), (1, 0)),
    ]
    levels = rate_levels(config, games)
    assert levels["greedy"]["mu"] > 25 > levels["random"]["mu"]
    assert levels["greedy"]["games"] == levels["random"]["games"] == 4
    # A shared win and a game stopped without a ranking are draws: nobody moves.
    draws = [_game(0, ("greedy", "random"), (0, 1), (0, 1)), _game(1, ("random", "greedy"), (), ())]
    tied = rate_levels(config, draws)
    assert tied["greedy"]["mu"] == pytest.approx(tied["random"]["mu"]) == pytest.approx(25)


def test_places_and_one_subject_in_two_seats() -> None:
    assert places((2,), (2, 0, 1), 3) == [2, 3, 1]
    assert places((0, 1), (0, 1, 2), 3) == [1, 1, 3]
    assert places((), (), 3) == [3, 3, 3]
    new = rate_game([(0, "a"), (1, "b"), (2, "a")], {}, [1, 2, 3])
    assert set(new) == {"a", "b"}
    # "a" takes the mean of its two seats' new ratings, first and last
    first, _b, last = (team[0] for team in MODEL.rate([[MODEL.rating()] for _ in range(3)], ranks=[1, 2, 3]))
    assert new["a"].mu == pytest.approx((first.mu + last.mu) / 2)
    assert new["a"].sigma == pytest.approx((first.sigma + last.sigma) / 2)


def test_nearest_picks_the_closest_rating() -> None:
    levels = [("hard", 30.0), ("normal", 20.0), ("easy", 10.0)]
    assert nearest(18.0, levels) == "normal"
    assert nearest(26.0, levels) == "hard"
    assert nearest(-5.0, levels) == "easy"
    assert nearest(15.0, levels) == "normal"  # a tie: the first listed (the higher rated)
    assert nearest(1.0, []) is None


def test_seeds_depend_on_the_group_and_number_only() -> None:
    small = CalibrationConfig("war", ("greedy", "random", "easy"), players=3, games=2, seed=5)
    more = CalibrationConfig("war", ("greedy", "random", "easy", "normal"), players=3, games=3, seed=5)
    group = ("greedy", "random", "easy")
    assert game_seed(small, group, 1) == game_seed(more, group, 1)
    assert game_seed(small, group, 0) != game_seed(small, group, 1)
    assert len(more.groups()) == 4 and len(schedule(more)) == 12
    # fewer games for the groups holding a slow level, in round-robin order
    slow = CalibrationConfig("war", ("greedy", "random", "easy", "hard"), players=3, games=3, games_for={"hard": 1})
    assert [slow.games_of(g) for g in slow.groups()] == [3, 1, 1, 1]
    assert [number for _group, number in schedule(slow)] == [0, 0, 0, 0, 1, 2]


def test_bad_calibrations_are_refused_before_anything_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SimulationError, match="not one of the levels"):
        run_calibration(CalibrationConfig("war", ("greedy", "random"), 3, 1, games_for={"hard": 1}))
    with pytest.raises(SimulationError, match="listed twice"):
        run_calibration(CalibrationConfig("war", ("greedy", "greedy"), 3, 1))
    assert main(["calibrate", "war", "--levels", "mcts:iters=9", "--games", "1"]) == 2
    assert "does not play" in capsys.readouterr().err
    assert main(["calibrate", "war", "--games-for", "hard", "--games", "1"]) == 2
    assert "LEVEL=N" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"rulesets": {"war": {"levels": {"easy": {"mu": 1}}, "provenance": {}}}}))
    assert main(["calibrate", "war", "--levels", "greedy,random", "--games", "1", "--out", str(bad)]) == 2
    assert "provenance lacks" in capsys.readouterr().err
    with pytest.raises(LevelRatingsError, match="'mu' and 'sigma'"):
        check_document(
            {"rulesets": {"war": {"levels": {"easy": {"mu": 1}}, "provenance": dict.fromkeys(PROVENANCE_KEYS)}}}
        )


def test_levels_are_built_under_the_configured_caps() -> None:
    """The run plays the levels as the server does: its caps on thinking clamp a search level's budget."""
    config = CalibrationConfig("ww4", ("hard", "greedy"), players=3, games=1, max_time_s=0.25, max_iters=20)
    assert served_agent(config, "hard", 0).budget("ww4") == (20, 0.25)
    assert served_agent(config, "greedy", 0).budget("ww4") == (None, None)


def test_the_games_are_the_same_over_a_process_pool() -> None:
    config = CalibrationConfig("war", ("random", "easy", "greedy", "normal"), players=3, games=2, seed=4)
    here = run_calibration(config, jobs=1)
    assert run_calibration(config, jobs=2) == here
    assert len(here) == 8 and len({g.seed for g in here}) == 8
