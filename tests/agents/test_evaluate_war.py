"""The WAR-family evaluation: a softmax of position features with weights fitted to self-play."""

from __future__ import annotations

import json
import math
from importlib import resources

import pytest
from agent_games import greedy_midgame

from warroom.agents.evaluate import WAR_FEATURES, evaluate_war, war_features, war_weights


def _midgame(seed: int = 3, actions: int = 400) -> object:
    return greedy_midgame(seed, actions)


def test_the_data_file_names_every_feature_with_its_provenance() -> None:
    data = json.loads(resources.files("warroom.data").joinpath("agents/war_evaluation.json").read_text())
    assert data["provenance"] == "fitted"
    assert set(data["weights"]) == set(WAR_FEATURES)
    assert len(war_weights()) == len(WAR_FEATURES)


def test_values_are_chances_that_sum_to_one() -> None:
    game = _midgame()
    values = evaluate_war(game)  # type: ignore[arg-type]
    assert len(values) == 4
    assert all(0.0 < v < 1.0 for v in values)
    assert sum(values) == pytest.approx(1.0)


def test_values_follow_the_fitted_softmax() -> None:
    game = _midgame(seed=8)
    features = war_features(game)  # type: ignore[arg-type]
    weights = war_weights()
    scores = [sum(w * f for w, f in zip(weights, row, strict=True)) for row in features]
    values = evaluate_war(game)  # type: ignore[arg-type]
    # Ratios of the values are the exponentials of the score differences.
    assert values[0] / values[1] == pytest.approx(math.exp(scores[0] - scores[1]))


def test_more_territories_and_armies_score_higher() -> None:
    """The fitted weights say what any player knows: territory and armies help, exposure hurts."""
    weights = dict(zip(WAR_FEATURES, war_weights(), strict=True))
    assert weights["territories"] > 0 and weights["armies"] > 0 and weights["objective"] > 0
    assert weights["risk"] < 0


def test_features_of_a_position() -> None:
    game = _midgame(seed=5)
    s = game.state  # type: ignore[attr-defined]
    rows = war_features(game)  # type: ignore[arg-type]
    size = len(s.owner)
    assert [row[0] for row in rows] == pytest.approx([s.territory_count[p] / size for p in range(4)])
    assert sum(row[1] for row in rows) == pytest.approx(1.0)
    mover = game.current_player()  # type: ignore[attr-defined]
    assert [row[WAR_FEATURES.index("to_move")] for row in rows] == [1.0 if p == mover else 0.0 for p in range(4)]


def test_an_eliminated_seat_is_worth_nothing() -> None:
    game = _midgame(seed=2, actions=50)
    game.state.eliminated[3] = True  # type: ignore[attr-defined]
    values = evaluate_war(game)  # type: ignore[arg-type]
    assert values[3] == 0.0 and sum(values) == pytest.approx(1.0)
