"""The World War IV evaluation's features (warroom.agents.evaluate_ww4.ww4_features): what wins the game,
what wins it later, and the King hunt both ways."""

from __future__ import annotations

import json
import math
from importlib import resources

import pytest
from ww4_helpers import BLUE, GREEN, PURPLE, RED, YELLOW, blank, control, put

from warroom.agents.evaluate_ww4 import WW4_FEATURES, fitted_ww4, ww4_features, ww4_weights


def _row(g: object, seat: int) -> dict[str, float]:
    return dict(zip(WW4_FEATURES, ww4_features(g)[seat], strict=True))  # type: ignore[arg-type]


def test_the_king_hunt_is_counted_both_ways_within_a_spy_move() -> None:
    """004, Spy: "keep track of how many enemy Spies are within three spaces of your King". Red's King in
    Nairobi with two Spies of his own; yellow Spies there, three spaces away (Shiraz) and four (Turan)."""
    g = blank(3)
    put(g, "nairobi", RED, king=1, spy=2)
    put(g, "nairobi", YELLOW, spy=1)
    put(g, "shiraz", YELLOW, spy=1)
    put(g, "turan", YELLOW, spy=1)
    put(g, "nanjing", YELLOW, king=1)
    red, yellow = _row(g, RED), _row(g, YELLOW)
    assert (red["guards"], red["exposed"], red["danger"]) == (2, 0, 2)
    assert (yellow["hunters"], yellow["hunters_at"], yellow["spies"]) == (2, 1, 3)
    assert (red["hunters"], yellow["danger"], yellow["guards"]) == (0, 0, 0)


def test_features_are_a_seat_s_not_a_nation_index_s() -> None:
    """With nations red, blue and purple, seat 1 plays blue (nation 3) and seat 2 purple (nation 4): blue's
    King in London is hunted by purple's Spies in France and Iberia, and nothing lands on the seats of the
    nations nobody plays."""
    g = blank(3, nations="red,blue,purple")
    assert g.state.seat_of[BLUE] == 1 and g.state.seat_of[PURPLE] == 2
    put(g, "london", BLUE, king=1, spy=1)
    put(g, "france", PURPLE, spy=1)
    put(g, "iberia", PURPLE, spy=1)
    put(g, "london", PURPLE, spy=1)
    put(g, "nairobi", YELLOW, spy=5)  # yellow is nobody's: its Spies are barbarians'
    blue, purple = _row(g, 1), _row(g, 2)
    assert (blue["guards"], blue["exposed"], blue["danger"], blue["spies"]) == (1, 0, 3, 1)
    assert (purple["hunters"], purple["hunters_at"], purple["spies"]) == (3, 1, 3)
    assert _row(g, 0)["danger"] == _row(g, 0)["spies"] == 0


def test_a_king_without_guards_is_exposed_to_the_spies_on_his_space() -> None:
    g = blank(3)
    put(g, "nairobi", RED, king=1)
    put(g, "nairobi", YELLOW, spy=2)
    put(g, "nairobi", GREEN, spy=1)
    red = _row(g, RED)
    assert (red["guards"], red["exposed"], red["danger"]) == (0, 3, 3)
    assert _row(g, GREEN)["hunters_at"] == 1


def test_material_cities_and_control_count_for_the_seat_still_in() -> None:
    """Units at their Table 4 cost (C50 a point), Cities held, spaces Controlled and what they pay, money;
    a seat whose King is gone counts nothing."""
    g = blank(3)
    put(g, "nairobi", RED, king=1, soldier=2, armor=1)
    g.state.money[RED] = 25
    control(g, RED, "nairobi", "congo")
    red = _row(g, RED)
    assert red["units"] == pytest.approx((2 * 3 + 8) / 50)
    assert red["money"] == pytest.approx(2.5)
    assert red["spaces"] == pytest.approx(0.2)
    c = {space: g.map.c[g.board.index[space]] for space in ("nairobi", "congo")}
    assert red["income"] == pytest.approx((c["nairobi"] + c["congo"] + 1) / 10)  # +1: Nairobi is a City
    assert red["cities"] == sum(1 for owner in g.state.city if owner == RED) >= 1
    g.state.active[RED] = False
    assert set(_row(g, RED).values()) == {0.0}


def test_the_data_file_names_every_feature_with_its_provenance() -> None:
    data = json.loads(resources.files("warroom.data").joinpath("agents/ww4_evaluation.json").read_text())
    assert data["provenance"] == "fitted" and data["ruleset"] == "ww4"
    assert "tools/fit_ww4_evaluation.py" in data["method"]
    assert set(data["weights"]) == set(WW4_FEATURES)
    assert len(ww4_weights()) == len(WW4_FEATURES)


def test_values_are_chances_that_follow_the_fitted_softmax_over_the_seats_still_in() -> None:
    g = blank(3)
    put(g, "nairobi", RED, king=1, soldier=2)
    put(g, "nanjing", YELLOW, king=1, spy=1)
    put(g, "london", GREEN, king=1)
    control(g, RED, "nairobi", "congo")
    values = fitted_ww4(g)
    assert all(0.0 < v < 1.0 for v in values) and sum(values) == pytest.approx(1.0)
    scores = [sum(w * f for w, f in zip(ww4_weights(), row, strict=True)) for row in ww4_features(g)]
    assert values[RED] / values[YELLOW] == pytest.approx(math.exp(scores[RED] - scores[YELLOW]))
    g.state.active[GREEN] = False
    out = fitted_ww4(g)
    assert out[GREEN] == 0.0 and out[RED] + out[YELLOW] == pytest.approx(1.0)
