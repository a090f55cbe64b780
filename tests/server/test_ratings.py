"""Ratings: a rated game's ending moves the ratings of its named people and computer levels, once."""

from __future__ import annotations

import json
from typing import Any

import pytest
from server_helpers import TestClient, wait_for

from warroom.core.game import Result
from warroom.core.registry import list_rulesets
from warroom.data import data_path
from warroom.server.app import create_app
from warroom.server.catalog import playable_agents
from warroom.server.limits import Limits
from warroom.server.ratings import ranks, starting_levels
from warroom.server.thinking import MAX_THINK_ITERS, MAX_THINK_S
from warroom.sim.level_ratings import PROVENANCE_KEYS, check_document
from warroom.sim.skill import Skill, default_skill, displayed, nearest, places, rate_game


def test_ranks_share_first_place_among_winners() -> None:
    assert ranks(Result(winners=(2,), ranking=(2, 0, 1), reason="x"), 3) == [2, 3, 1]
    assert ranks(Result(winners=(0, 1), ranking=(0, 1, 2), reason="x"), 3) == [1, 1, 3]


def test_a_rated_game_rates_its_person_and_the_computer_levels(client: TestClient) -> None:
    ana = client.post("/api/players", json={"name": "Ana"}).json()
    me = {"X-Player-Key": ana["key"]}
    body = {
        "ruleset": "war", "players": 3, "rated": True, "options": {"round_limit": 1},
        "seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "greedy"}],
    }  # fmt: skip
    created = client.post("/api/games", json=body, headers=me)
    assert created.status_code == 201, created.text
    game_id = created.json()["id"]

    def play() -> dict[str, Any] | None:
        view: dict[str, Any] = client.get(f"/api/games/{game_id}/view", headers=me).json()
        if view["is_over"]:
            return view
        if view["legal_actions"]:  # Ana plays her own seat
            client.post(
                f"/api/games/{game_id}/actions", json={"action": view["legal_actions"][0]["action"]}, headers=me
            )
        return None

    view = wait_for(play, "the rated game to end", 60)
    assert view["rated"] is True
    board = client.get("/api/ratings/war").json()["ratings"]
    names = {(entry["kind"], entry["name"]): entry for entry in board}
    played = {("person", "Ana"), ("computer", "easy"), ("computer", "greedy")}
    assert {who for who, entry in names.items() if entry["games"] == 1} == played
    # The levels that did not play are listed at their calibrated ratings, with no game against people.
    assert {who for who, entry in names.items() if entry["games"] == 0} == {
        ("computer", level) for level in starting_levels("war") if level not in {"easy", "greedy"}
    }
    assert [e["rating"] for e in board] == sorted((e["rating"] for e in board), reverse=True)
    # The levels' first update started from their calibration, the person's from the model's prior.
    priors = {f"level:{level}": skill for level, skill in starting_levels("war").items()}
    place = places(view["result"]["winners"], view["result"]["ranking"], 3)
    expected = rate_game([(0, "player:ana"), (1, "level:easy"), (2, "level:greedy")], priors, place)
    for who, name in (("level:easy", ("computer", "easy")), ("level:greedy", ("computer", "greedy"))):
        assert names[name]["mu"] == pytest.approx(expected[who].mu, abs=1e-3)
        assert names[name]["sigma"] == pytest.approx(expected[who].sigma, abs=1e-3)
    assert names[("person", "Ana")]["mu"] == pytest.approx(expected["player:ana"].mu, abs=1e-3)
    # Ana reads the level whose rating is nearest hers.
    mine = client.get("/api/ratings/war", headers=me).json()
    levels = [(e["name"], e["rating"]) for e in mine["ratings"] if e["kind"] == "computer"]
    assert mine["about_level"] == nearest(names[("person", "Ana")]["rating"], levels) is not None
    # Reading the game again changes nothing: the update happened once, with its last action.
    client.get(f"/api/games/{game_id}/view")
    assert client.get("/api/ratings/war").json()["ratings"] == board


def test_games_that_cannot_be_rated_are_refused(client: TestClient) -> None:
    computers = [{"kind": "ai", "level": "easy"}] * 3
    answer = client.post("/api/games", json={"ruleset": "war", "players": 3, "rated": True, "seats": computers})
    assert answer.status_code == 422 and "at least one person" in answer.json()["detail"]
    practice = [{"kind": "human"}, {"kind": "ai"}, {"kind": "ai"}]
    body = {"ruleset": "war", "players": 3, "rated": True, "seats": practice, "seed": 3}
    answer = client.post("/api/games", json=body)
    assert answer.status_code == 422 and "seed" in answer.json()["detail"]
    assert client.get("/api/ratings/chess").status_code == 404
    fresh = client.get("/api/ratings/war").json()
    assert fresh["about_level"] is None and all(e["games"] == 0 for e in fresh["ratings"])


def test_two_seats_of_one_level_and_a_seat_played_for_its_person(client: TestClient) -> None:
    """The default seats (a person and two computer seats at one level) end and are rated once: the level
    counts one game; the person whose seat the computer played (a timeout) is not rated."""
    ana = client.post("/api/players", json={"name": "Ana"}).json()
    body = {"ruleset": "war", "players": 3, "rated": True, "options": {"round_limit": 1}, "turn_seconds": 1}
    game_id = client.post("/api/games", json=body, headers={"X-Player-Key": ana["key"]}).json()["id"]
    wait_for(lambda: client.get(f"/api/games/{game_id}/view").json()["is_over"], "the rated game to end", 60)
    board = client.get("/api/ratings/war").json()["ratings"]
    assert [e for e in board if e["games"]] == []  # one subject alone is not rated against itself


def test_the_shipped_calibration_covers_every_served_level() -> None:
    """warroom/data/level_ratings.json rates every level the server plays in every ruleset it offers, with the
    run's provenance, the levels played as the server plays them."""
    doc = json.loads(data_path("level_ratings.json").read_text(encoding="utf-8"))
    rated = check_document(doc)
    shipped = [r for r in list_rulesets() if getattr(r.factory, "__module__", "").startswith("warroom.")]
    assert len(shipped) >= 7  # not the toy rulesets other tests register
    for ruleset in shipped:
        assert set(playable_agents(ruleset.id)) <= set(rated[ruleset.id]), ruleset.id
        run = doc["rulesets"][ruleset.id]["provenance"]
        assert all(key in run for key in PROVENANCE_KEYS)
        assert run["caps"] == {"max_time_s": MAX_THINK_S, "max_iters": MAX_THINK_ITERS}
        assert run["players"] >= ruleset.min_players and run["games"] > 0
        for level, rating in doc["rulesets"][ruleset.id]["levels"].items():
            unplayed = (rating["mu"], rating["sigma"]) == (25.0, pytest.approx(25 / 3, abs=1e-3))
            assert rating["games"] > 0 or unplayed, level  # a level the run did not play keeps the prior


def test_a_fresh_server_lists_the_levels_in_their_calibrated_order(db_url: str) -> None:
    limits = Limits(requests_per_s=1e9, request_burst=10**9)
    with TestClient(create_app(db_url, limits=limits, any_seed=True)) as client:
        calibrated = starting_levels("war")
        assert len(calibrated) >= 3  # the shipped file measured several levels of WAR
        answer = client.get("/api/ratings/war").json()
        board = answer["ratings"]
        assert [e["name"] for e in board] == sorted(calibrated, key=lambda level: -calibrated[level].displayed)
        assert all(e["kind"] == "computer" and e["games"] == 0 for e in board)
        assert [e["rating"] for e in board] == [calibrated[e["name"]].displayed for e in board]
        assert answer["about_level"] is None
        # A player without a rated game reads no level; a key of nobody is refused and names the key.
        bea = client.post("/api/players", json={"name": "Bea"}).json()
        assert client.get("/api/ratings/war", headers={"X-Player-Key": bea["key"]}).json()["about_level"] is None
        refused = client.get("/api/ratings/war", headers={"X-Player-Key": "nobody"})
        assert refused.status_code == 403 and "player key" in refused.json()["detail"]


def test_an_unmeasured_level_starts_from_the_prior(monkeypatch: pytest.MonkeyPatch) -> None:
    """A level the calibration could not afford to play (0 games) has no calibrated rating to start from."""
    from warroom.server import ratings
    from warroom.sim.level_ratings import LevelRating

    shipped = {"war": {"easy": LevelRating(Skill(30.0, 1.0), 40), "hard": LevelRating(default_skill(), 0)}}
    monkeypatch.setattr("warroom.sim.level_ratings.shipped", lambda: shipped)
    assert ratings.starting_levels("war") == {"easy": Skill(30.0, 1.0)}
    assert ratings.prior("war", "level:hard") == default_skill()
    assert ratings.prior("war", "level:easy") == Skill(30.0, 1.0)
    assert ratings.prior("war", "player:easy") == default_skill()
    assert displayed(30.0, 1.0) == 27.0
