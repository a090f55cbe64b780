"""Ratings: a rated game's ending moves the ratings of its named people and computer levels, once."""

from __future__ import annotations

from typing import Any

from server_helpers import TestClient, wait_for

from warroom.core.game import Result
from warroom.server.ratings import ranks


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
    assert {("person", "Ana"), ("computer", "easy"), ("computer", "greedy")} == set(names)
    assert all(entry["games"] == 1 for entry in board)
    assert [e["rating"] for e in board] == sorted((e["rating"] for e in board), reverse=True)
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
    assert client.get("/api/ratings/war").json() == {"ruleset": "war", "ratings": []}


def test_two_seats_of_one_level_and_a_seat_played_for_its_person(client: TestClient) -> None:
    """The default seats (a person and two computer seats at one level) end and are rated once: the level
    counts one game; the person whose seat the computer played (a timeout) is not rated."""
    ana = client.post("/api/players", json={"name": "Ana"}).json()
    body = {"ruleset": "war", "players": 3, "rated": True, "options": {"round_limit": 1}, "turn_seconds": 1}
    game_id = client.post("/api/games", json=body, headers={"X-Player-Key": ana["key"]}).json()["id"]
    wait_for(lambda: client.get(f"/api/games/{game_id}/view").json()["is_over"], "the rated game to end", 60)
    board = client.get("/api/ratings/war").json()["ratings"]
    assert [(e["kind"], e["games"]) for e in board] == []  # one subject alone is not rated against itself
