"""Beliefs about the others' secret objectives (agents/objective_beliefs.py) and the determinizations
drawn by them (WarGame.determinize with objective weights)."""

from __future__ import annotations

import json
import math
import random
from importlib import resources
from typing import Any

import pytest
from agent_games import greedy_midgame

from warroom.agents.fitted import fitted_weights
from warroom.agents.objective_beliefs import (
    BELIEF_FEATURES,
    belief_weights,
    believing_determinizer,
    conquests_seen,
    objective_beliefs,
    objective_features,
)
from warroom.core.registry import new_game
from warroom.rulesets.war import objectives


def _card(game: Any, objective_id: str) -> int:
    return next(i for i, o in enumerate(game.table.content.objectives) if o.id == objective_id)


def _midgame(seed: int = 4, actions: int = 600) -> Any:
    return greedy_midgame(seed, actions)


def test_the_data_file_names_every_feature_with_its_provenance() -> None:
    data = json.loads(resources.files("warroom.data").joinpath("agents/war_objective_beliefs.json").read_text())
    assert data["provenance"] == "fitted"
    assert set(data["weights"]) == set(BELIEF_FEATURES)
    # Held out, the fitted beliefs name the true cards better than a uniform draw does.
    assert data["held_out"]["log_likelihood"] > data["held_out"]["uniform_log_likelihood"]


def test_a_weights_file_without_a_feature_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"war_objective_beliefs\.json has no weight for no_such_feature"):
        fitted_weights("war_objective_beliefs.json", ("no_such_feature",))


def test_conquests_are_read_from_the_public_events() -> None:
    game = _midgame()
    seen = conquests_seen(game, 0)
    events = [e for e in game.log.since(0) if e.kind == "conquest"]
    assert sum(len(c) for c in seen) == len(events) > 0
    first = events[0].data
    assert seen[first["player"]][0] == (game.board.index[first["territory"]], first["from_player"])


def test_conquests_in_a_continent_point_to_the_objectives_that_name_it() -> None:
    """Seat 1 took five South American territories: the cards naming South America gain; others lose."""
    game = new_game("war", 4, {}, 1)
    t = game.table
    south = [t.ids[i] for i in t.continent_members[t.continent_ids.index("south-america")]]
    conquests = [(game.board.index[sid], 2) for sid in south] + [(game.board.index[south[0]], 3)]
    content = game.table.content
    named = objective_features(game, 1, content.objectives[_card(game, "asia-south-america")], conquests)
    other = objective_features(game, 1, content.objectives[_card(game, "north-america-oceania")], conquests)
    column = BELIEF_FEATURES.index("continent_conquests")
    assert named[column] > 0 > other[column]


def test_conquests_from_a_colour_point_to_destroying_it() -> None:
    game = new_game("war", 4, {}, 1)
    colours = game.colour_ids()
    content = game.table.content
    conquests = [(i, 2) for i in range(6)] + [(10, 3)]
    target = content.objectives[_card(game, f"destroy-{colours[2]}")]
    elsewhere = content.objectives[_card(game, f"destroy-{colours[3]}")]
    column = BELIEF_FEATURES.index("destroy_conquests")
    assert objective_features(game, 1, target, conquests)[column] > 0
    assert objective_features(game, 1, elsewhere, conquests)[column] < 0


def test_beliefs_are_chances_over_the_cards_the_viewer_cannot_rule_out() -> None:
    game = _midgame()
    beliefs = objective_beliefs(game, 0)
    own = game.state.objectives[0]
    assert set(beliefs) == {1, 2, 3}
    for chances in beliefs.values():
        assert own not in chances
        assert sum(chances.values()) == pytest.approx(1.0)
        assert all(c > 0 for c in chances.values())


def test_beliefs_follow_the_fitted_softmax() -> None:
    game = _midgame(seed=6)
    beliefs = objective_beliefs(game, 2)[0]
    conquests = conquests_seen(game, 2)[0]
    content = game.table.content
    a, b = list(beliefs)[:2]
    score = [
        sum(
            w * f
            for w, f in zip(
                belief_weights(), objective_features(game, 0, content.objectives[o], conquests), strict=True
            )
        )
        for o in (a, b)
    ]
    assert beliefs[a] / beliefs[b] == pytest.approx(math.exp(score[0] - score[1]))


def test_beliefs_do_not_read_the_others_secret_cards() -> None:
    """Two games that differ only in what seat 0 cannot see give seat 0 the same beliefs."""
    game = _midgame()
    before = objective_beliefs(game, 0)
    s = game.state
    s.objectives[1], s.objectives[2] = s.objectives[2], s.objectives[1]
    s.hands[1], s.hands[2] = s.hands[2], s.hands[1]
    assert objective_beliefs(game, 0) == before


def test_determinize_draws_the_objectives_the_weights_allow() -> None:
    game = _midgame()
    s = game.state
    own = s.objectives[0]
    pool = [o for o in range(len(game.table.content.objectives)) if o != own]
    certain = {1: {pool[0]: 1.0}, 2: {pool[1]: 1.0}, 3: {pool[2]: 1.0}}
    truth = list(s.objectives)
    for n in range(20):
        copy = game.determinize(0, random.Random(n), objective_weights=certain)
        assert copy.state.objectives == [own, pool[0], pool[1], pool[2]]
    assert game.state.objectives == truth


def test_weighted_draws_give_every_seat_a_different_card_and_follow_the_weights() -> None:
    game = _midgame()
    own = game.state.objectives[0]
    favoured = next(o for o in range(14) if o != own)
    weights = {seat: {o: 50.0 if o == favoured else 1.0 for o in range(14)} for seat in (1, 2, 3)}
    counts = {1: 0, 2: 0, 3: 0}
    for n in range(300):
        drawn = game.determinize(0, random.Random(n), objective_weights=weights).state.objectives
        assert own == drawn[0] and own not in drawn[1:]
        assert len(set(drawn)) == 4
        for seat in (1, 2, 3):
            counts[seat] += drawn[seat] == favoured
    # Each seat gets the favoured card about a third of the time (the seats are drawn in random order).
    assert all(60 < c < 140 for c in counts.values())
    assert sum(counts.values()) > 270


def test_the_believing_determinizer_draws_by_the_beliefs() -> None:
    game = _midgame()
    draw = believing_determinizer(game, 0)
    beliefs = objective_beliefs(game, 0)
    likeliest = max(beliefs[1], key=lambda o: beliefs[1][o])
    hits = sum(draw(random.Random(n)).state.objectives[1] == likeliest for n in range(400))
    uniform = 400 / len(beliefs[1])
    # The likeliest card is drawn about as often as its belief says, not as a uniform draw would.
    assert abs(hits - 400 * beliefs[1][likeliest]) < 4 * (400 * 0.25) ** 0.5 + 10
    assert beliefs[1][likeliest] > 2 / len(beliefs[1]) and hits > 1.5 * uniform


def test_progress_toward_a_given_card() -> None:
    game = _midgame()
    content = game.table.content
    for seat in range(4):
        assert objectives.progress(game, seat) == objectives.progress(
            game, seat, content.objectives[game.state.objectives[seat]]
        )
    # Destroying one's own colour asks for 24 territories instead.
    own_colour = content.objectives[_card(game, f"destroy-{game.colour_ids()[1]}")]
    assert objectives.as_held_by(game, 1, own_colour) is content.destroy_fallback
    assert objectives.progress(game, 1, own_colour) == pytest.approx(min(1.0, game.state.territory_count[1] / 24))
