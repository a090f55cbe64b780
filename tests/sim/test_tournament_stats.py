"""The statistics of warroom.sim.tournament_stats: Wilson intervals, Bradley-Terry, the summary."""

from __future__ import annotations

import math

import pytest

from warroom.sim.tournament_stats import (
    GameOutcome,
    bradley_terry,
    pairwise_wins,
    ratings_with_intervals,
    summarize_tournament,
    wilson_interval,
)


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (55, 60, 0.8193, 0.9639),
        (1, 1, 0.2065, 1.0),
    ],
)
def test_wilson_known_values(wins: float, games: int, low: float, high: float) -> None:
    lo, hi = wilson_interval(wins, games)
    assert lo == pytest.approx(low, abs=1e-4)
    assert hi == pytest.approx(high, abs=1e-4)


def test_wilson_no_games() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_bradley_terry_three_of_four() -> None:
    a, b = bradley_terry(2, {(0, 1): 3.0, (1, 0): 1.0}, prior=0.0)
    assert a - b == pytest.approx(400 * math.log10(3), abs=1e-6)
    assert a - b == pytest.approx(190.85, abs=0.01)
    assert (a + b) / 2 == pytest.approx(1500)


def test_bradley_terry_transitive_and_prior_keeps_ratings_finite() -> None:
    # A beats B 2:1, B beats C 2:1, A beats C 4:1 (consistent with strengths 4:2:1).
    r = bradley_terry(3, {(0, 1): 2, (1, 0): 1, (1, 2): 2, (2, 1): 1, (0, 2): 4, (2, 0): 1}, prior=0.0)
    assert r[0] > r[1] > r[2]
    assert sum(r) / 3 == pytest.approx(1500)
    never = bradley_terry(2, {(0, 1): 5.0})
    assert all(math.isfinite(x) for x in never) and never[0] > never[1]


def test_pairwise_wins_multiplayer_and_shared() -> None:
    index = {"a": 0, "b": 1}
    # a (seat 0) beats both b seats.
    assert pairwise_wins(GameOutcome(("a", "b", "b"), (0,), (), 1, 1, "x"), index) == {(0, 1): 2.0}
    # b's seat 1 wins: it beats a; the other b seat is the same agent, not counted.
    assert pairwise_wins(GameOutcome(("a", "b", "b"), (1,), (), 1, 1, "x"), index) == {(1, 0): 1.0}
    # shared win between a and one b seat: each beats the other losers, weighted 1/2.
    assert pairwise_wins(GameOutcome(("a", "b", "b"), (0, 1), (), 1, 1, "x"), index) == {(0, 1): 0.5}
    assert pairwise_wins(GameOutcome(("a", "b", "b"), (), (), 1, 1, "x"), index) == {}


def test_bootstrap_is_deterministic_and_brackets_the_rating() -> None:
    games = [GameOutcome(("a", "b"), ((g % 3 != 0) and (0,)) or (1,), (), 1, 1, "x") for g in range(30)]
    first = ratings_with_intervals(games, ["a", "b"], seed=7, resamples=50)
    assert first == ratings_with_intervals(games, ["a", "b"], seed=7, resamples=50)
    for rating, (low, high) in first:
        assert low <= rating <= high


def test_summary_counts_a_shared_end_as_a_draw_not_a_win() -> None:
    games = [
        GameOutcome(("a", "b", "b"), (0,), (5.0, 1.0, 0.0), 3, 30, "objective"),
        GameOutcome(("b", "b", "a"), (0, 2), (2.0, 2.0, 2.0), 5, 50, "round_limit"),
        GameOutcome(("b", "a", "b"), (0,), (1.0, 1.0, 4.0), 4, 40, "objective"),
        GameOutcome(("a", "b", "b"), (), (0.0, 0.0, 0.0), 6, 60, "action_limit"),
    ]
    s = summarize_tournament(games, ["a", "b", "b"], seed=1, resamples=20)
    agents = {a["name"]: a for a in s["agents"]}
    # Game 2 ends shared by seats 0 (b) and 2 (a): a draw for both agents, a win for neither.
    assert agents["a"]["wins"] == pytest.approx(1.0) and agents["a"]["draws"] == 1
    assert agents["b"]["wins"] == pytest.approx(1.0) and agents["b"]["draws"] == 1
    assert agents["a"]["games"] == 4 and agents["b"]["entries"] == 2
    assert agents["a"]["fair_share"] == pytest.approx(1 / 3)
    assert agents["a"]["mean_score"] == pytest.approx((5 + 2 + 1 + 0) / 4)
    assert agents["b"]["mean_score"] == pytest.approx((1 + 0 + 2 + 2 + 1 + 4 + 0 + 0) / 8)
    assert [seat["wins"] for seat in s["seats"]] == pytest.approx([2.0, 0.0, 0.0])
    assert [seat["draws"] for seat in s["seats"]] == [1, 0, 1]
    assert s["no_winner"] == 1 and s["draws"] == 1 and s["shared"] == 1
    assert s["length"]["rounds"] == {"mean": 4.5, "median": 4.5, "min": 3, "max": 6}
    assert s["length"]["reasons"] == {"action_limit": 1, "objective": 2, "round_limit": 1}
