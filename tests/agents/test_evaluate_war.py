"""The WAR-family evaluation: a softmax of position features with weights fitted to self-play."""

from __future__ import annotations

import json
import math
from importlib import resources
from typing import Any

import pytest
from agent_games import greedy_midgame

from warroom.agents.evaluate import WAR_FEATURES, evaluate_war, objective_gap, war_features, war_weights
from warroom.core.registry import new_game
from warroom.rulesets.war import objectives


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
    # Seed 6: seed 5's game ends before 400 actions under rules version 2's objective deal.
    game = _midgame(seed=6)
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


def test_income_is_each_seat_s_share_of_the_next_reinforcements() -> None:
    """Rulebook 001, "Receiving Legions": half the territories (at least 3) and whole continents' bonuses."""
    game = _midgame(seed=6)
    s, t = game.state, game.table  # type: ignore[attr-defined]
    rows = war_features(game)  # type: ignore[arg-type]
    column = WAR_FEATURES.index("income")
    receives = []
    for p in range(4):
        whole = [c for c, m in enumerate(t.continent_members) if s.continent_count[p][c] == len(m)]
        receives.append(max(3, s.territory_count[p] // 2) + sum(t.continent_bonus[c] for c in whole))
    assert [row[column] for row in rows] == pytest.approx([r / sum(receives) for r in receives])


def _midgame_with(kind: str, games: int, actions: int) -> tuple[Any, int]:
    """The first greedy midgame (seeds 0..games-1) with a seat whose objective in force is of ``kind``; that seat."""
    for seed in range(games):
        game: Any = greedy_midgame(seed, actions)
        for p in range(4):
            objective = objectives.in_force(game, p)
            if objective.kind == kind:
                return game, p
    pytest.fail(f"no seat with a {kind} objective in {games} games")


def _army_totals(game: Any) -> list[int]:
    s = game.state
    return [sum(a for o, a in zip(s.owner, s.armies, strict=True) if o == q) for q in range(4)]


def test_the_gap_to_a_continent_objective_is_the_enemy_armies_on_its_continents() -> None:
    game, p = _midgame_with("continents", 20, 200)
    s, t = game.state, game.table
    objective = objectives.in_force(game, p)
    named = [t.continent_ids.index(c) for c in objective.continents]
    totals = _army_totals(game)
    gap = objective_gap(game, p, totals)
    if objective.any_more:
        assert gap >= sum(s.armies[i] for c in named for i in t.continent_members[c] if s.owner[i] != p)
    else:
        assert gap == sum(s.armies[i] for c in named for i in t.continent_members[c] if s.owner[i] != p)
    # Handing the seat every enemy territory of the named continents closes the gap there.
    for c in named:
        for i in t.continent_members[c]:
            s.owner[i] = p
    if not objective.any_more:
        assert objective_gap(game, p, totals) == 0


def test_the_gap_to_a_destroy_objective_is_the_colour_s_whole_army() -> None:
    game, p = _midgame_with("destroy", 40, 100)
    target = game.seat_of_colour(objectives.in_force(game, p).colour)
    totals = _army_totals(game)
    assert objective_gap(game, p, totals) == totals[target] > 0
    row = war_features(game)[p]
    gap = totals[target]
    assert row[WAR_FEATURES.index("objective_gap")] == pytest.approx(gap / (gap + totals[p] + 1))


@pytest.mark.parametrize(
    ("objective", "doubled", "gap"),
    [
        # 24 - 4 held = 20 missing: Algeria (2) and Mexico (5) border South America, 3 for each of the 18 others.
        ("territories-24", 0, 2 + 5 + 3 * 18),
        # Only territories with two armies count: 3 held, 15 missing.
        ("territories-18-two-armies", 3, 2 + 5 + 3 * 13),
    ],
)
def test_the_territory_gap_on_a_hand_built_board(objective: str, doubled: int, gap: int) -> None:
    """Seat 0 holds South America alone; the only enemy territories next to it are Algeria and Mexico."""
    game: Any = new_game("war", 4, {}, 1)
    s, t = game.state, game.table
    south_america = ["argentina", "brazil", "peru", "venezuela"]
    s.owner = [0 if sid in south_america else 1 + i % 3 for i, sid in enumerate(t.ids)]
    s.armies = [1] * t.size
    s.armies[t.index["algeria"]], s.armies[t.index["mexico"]] = 2, 5
    for sid in south_america[:doubled]:
        s.armies[t.index[sid]] = 2
    s.territory_count, s.continent_count = objectives.ownership_counts(
        s.owner, t.continent_of, s.players, len(t.continent_ids)
    )
    s.objectives[0] = [o.id for o in t.content.objectives].index(objective)
    assert objectives.in_force(game, 0).id == objective
    assert objective_gap(game, 0, [0] * 4) == gap


def test_the_fitted_weights_value_income_and_fear_a_wide_gap() -> None:
    weights = dict(zip(WAR_FEATURES, war_weights(), strict=True))
    assert weights["income"] > 0
    assert weights["objective_gap"] < 0
