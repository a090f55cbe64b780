"""The Imperialism evaluation: a softmax of position features with weights fitted to games of plans."""

from __future__ import annotations

import json
import math
from importlib import resources
from typing import Any

import pytest

from warroom.agents.base import make_agent
from warroom.agents.evaluate_imperialism import (
    IMPERIALISM_FEATURES,
    MARGIN_SCALE,
    evaluate_imperialism,
    imperialism_features,
    imperialism_final,
    imperialism_weights,
)
from warroom.core.registry import new_game
from warroom.rulesets.imperialism import pieces
from warroom.rulesets.imperialism.ending import finish


def _midgame(seed: int = 3) -> Any:
    """A 2-player Basic game at the start of its fourth turn, both seats greedy."""
    game: Any = new_game("imperialism-basic", 2, {}, seed)
    agents = [make_agent("greedy", "imperialism-basic", p) for p in range(2)]
    while game.state.turn < 4:
        p = game.current_player()
        game.apply(agents[p].choose(game, p))
    return game


def _empty_region(game: Any) -> int:
    """A land region nobody owns, without a building."""
    s = game.state
    return next(r for r in game.geo.land if s.owner[r] < 0 and not s.buildings[r])


def test_the_data_file_names_every_feature_with_its_provenance() -> None:
    data = json.loads(resources.files("warroom.data").joinpath("agents/imperialism_evaluation.json").read_text())
    assert data["provenance"] == "fitted"
    assert "tools/fit_imperialism_evaluation.py" in data["method"]
    assert set(data["weights"]) == set(IMPERIALISM_FEATURES)
    assert len(imperialism_weights()) == len(IMPERIALISM_FEATURES)


def test_values_are_chances_that_follow_the_fitted_softmax() -> None:
    game = _midgame()
    values = evaluate_imperialism(game)
    assert all(0.0 < v < 1.0 for v in values)
    assert sum(values) == pytest.approx(1.0)
    scores = [sum(w * f for w, f in zip(imperialism_weights(), row, strict=True)) for row in imperialism_features(game)]
    assert values[0] / values[1] == pytest.approx(math.exp(scores[0] - scores[1]))


def test_a_region_a_building_and_an_army_move_the_features_by_what_they_are_worth() -> None:
    """000_3e12fc68eb0f2502.txt, Basic Rules, "Production": a region without a building counts 5 PP, with
    one 10; "How to Win": a region is a point of score; "Infantry": 10 PP. Features are per 20 points of
    score and per 100 PP."""
    game = _midgame(seed=5)
    s = game.state
    before = imperialism_features(game)[0]
    value_before = evaluate_imperialism(game)[0]
    region = _empty_region(game)
    s.owner[region] = 0
    pieces.create(s, 0, "inf", region)
    s.native[region] = None
    gained = imperialism_features(game)[0]
    score, income, armies = (gained[i] - before[i] for i in (0, 2, 4))
    whole_global = score > 1 / 20 + 1e-9  # the region may complete a global region
    assert score == pytest.approx(1 / 20) or whole_global
    assert income == pytest.approx(5 / 100) or whole_global
    assert armies == pytest.approx(10 / 100)
    assert evaluate_imperialism(game)[0] > value_before
    s.buildings[region] = ("city",)
    assert imperialism_features(game)[0][2] - gained[2] == pytest.approx(5 / 100)


def test_how_much_of_the_game_is_done_weights_the_score_and_what_is_left_the_rest() -> None:
    game = _midgame()
    turns = int(game.options.get("turns", 10))
    for row in imperialism_features(game):
        done = (game.state.turn - 1) / turns
        assert row[1] == pytest.approx(row[0] * done)
        assert row[3] == pytest.approx(row[2] * (1 - done))
        assert row[5] == pytest.approx(row[4] * (1 - done))


def test_the_fitted_weights_say_what_a_player_knows() -> None:
    """Score and production win games, and the score counts more as the end nears."""
    weights = dict(zip(IMPERIALISM_FEATURES, imperialism_weights(), strict=True))
    assert weights["score"] > 0 and weights["score_done"] > 0
    assert weights["income"] + weights["income_left"] > 0
    assert weights["armies"] + weights["armies_left"] > 0


def test_a_finished_game_is_valued_by_its_result() -> None:
    game = _midgame()
    finish(game, "turns", "test")
    result = game.result()
    assert result is not None
    values = evaluate_imperialism(game)
    assert values == [1.0 / len(result.winners) if p in result.winners else 0.0 for p in range(2)]


def test_a_finished_playout_is_worth_half_its_win_and_half_its_margin() -> None:
    """plans:horizon=0 scores a playout by the win and by the lead it was won with (evaluate.margin_values)."""
    game = _midgame()
    assert imperialism_final(game) == evaluate_imperialism(game)  # not over: the evaluation
    finish(game, "turns", "test")
    result = game.result()
    assert result is not None
    s0, s1 = result.scores[0], result.scores[1]
    values = imperialism_final(game)
    for p, lead in ((0, s0 - s1), (1, s1 - s0)):
        win = 1.0 / len(result.winners) if p in result.winners else 0.0
        assert values[p] == pytest.approx(0.5 * win + 0.5 / (1 + math.exp(-lead / MARGIN_SCALE)))


def test_a_wider_win_is_worth_more_and_a_wider_loss_less() -> None:
    leads = []
    for extra in (0, 3, 6):
        game = _midgame()
        s = game.state
        for r in [r for r in game.geo.land if s.owner[r] < 0][:extra]:
            s.owner[r] = 0  # seat 0's empire (one empire a seat) takes free regions
        finish(game, "turns", "test")
        leads.append(imperialism_final(game))
    assert leads[0][0] < leads[1][0] < leads[2][0]
    assert leads[0][1] > leads[1][1] > leads[2][1]
