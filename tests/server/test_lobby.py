"""Players and the lobby: names, open games listed, free seats joined, the creator's start, my games."""

from __future__ import annotations

from typing import Any

import pytest
from server_helpers import TestClient, auth, create, wait_for


def player(client: TestClient, name: str) -> dict[str, str]:
    answer = client.post("/api/players", json={"name": name})
    assert answer.status_code == 201, answer.text
    made: dict[str, str] = answer.json()
    return made


def key(p: dict[str, str]) -> dict[str, str]:
    return {"X-Player-Key": p["key"]}


def open_game(client: TestClient, creator: dict[str, str], **extra: Any) -> dict[str, Any]:
    body = {"ruleset": "war", "players": 3, "visibility": "open",
            "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "open"}], **extra}  # fmt: skip
    answer = client.post("/api/games", json=body, headers=key(creator))
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


@pytest.mark.parametrize(
    ("name", "problem"),
    [("", "empty"), ("   ", "empty"), ("x" * 25, "at most 24"), ("a\u0000b", "cannot be shown"), (5, "")],
)
def test_bad_names_are_refused(client: TestClient, name: Any, problem: str) -> None:
    answer = client.post("/api/players", json={"name": name})
    assert answer.status_code == 422 and problem in answer.json()["detail"]


def test_a_name_is_trimmed_unique_and_kept_as_text(client: TestClient) -> None:
    ana = player(client, "  Ana   Clara ")
    assert ana["name"] == "Ana Clara" and len(ana["key"]) > 20
    taken = client.post("/api/players", json={"name": "ana  CLARA"})
    assert taken.status_code == 409 and "taken" in taken.json()["detail"]
    html = player(client, "<b>Bob</b>")
    assert client.get("/api/players/me", headers=key(html)).json()["name"] == "<b>Bob</b>"
    renamed = client.put("/api/players/me", json={"name": "Bob"}, headers=key(html))
    assert renamed.status_code == 200 and renamed.json()["name"] == "Bob"
    assert client.get("/api/players/me").status_code == 401
    assert client.get("/api/players/me", headers={"X-Player-Key": "nobody"}).status_code == 403


def test_people_find_each_other_in_the_lobby(client: TestClient) -> None:
    ana, bia, caio = player(client, "Ana"), player(client, "Bia"), player(client, "Caio")
    game = open_game(client, ana, turn_seconds=600)
    game_id, ana_token = game["id"], game["seats"][0]["token"]
    private = create(client, ruleset="war", players=3, seats=[{"kind": "human"}, {"kind": "open"}, {"kind": "ai"}])
    listed = client.get("/api/games", params={"status": "open"})
    assert listed.status_code == 200
    games = {g["id"]: g for g in listed.json()["games"]}
    assert game_id in games and private["id"] not in games
    entry = games[game_id]
    assert entry["free_seats"] == [1, 2] and entry["creator"] == "Ana" and entry["turn_seconds"] == 600
    assert entry["seats"][0]["name"] == "Ana" and entry["title"]
    text = listed.text
    assert ana_token not in text and "token" not in text and "seed" not in text
    # Nothing is played while seats wait.
    view = client.get(f"/api/games/{game_id}/view", headers=auth(ana_token)).json()
    assert view["started"] is False and view["legal_actions"] == []
    # Joining: a key is needed, one seat a person, a taken seat is refused.
    assert client.post(f"/api/games/{game_id}/join").status_code == 401
    joined = client.post(f"/api/games/{game_id}/join", json={"seat": 2}, headers=key(bia))
    assert joined.status_code == 200 and joined.json()["seat"] == 2
    assert client.post(f"/api/games/{game_id}/join", headers=key(bia)).status_code == 409
    assert client.post(f"/api/games/{game_id}/join", headers=key(ana)).status_code == 409
    taken = client.post(f"/api/games/{game_id}/join", json={"seat": 2}, headers=key(caio))
    assert taken.status_code == 409 and "not free" in taken.json()["detail"]
    assert client.post(f"/api/games/{game_id}/start", headers=key(bia)).status_code == 403
    last = client.post(f"/api/games/{game_id}/join", headers=key(caio))
    assert last.status_code == 200 and last.json()["seat"] == 1
    # Full: the game starts, leaves the open list for the active one, and seats show names.
    view = client.get(f"/api/games/{game_id}/view").json()
    assert view["started"] is True and [s["name"] for s in view["seats"]] == ["Ana", "Caio", "Bia"]
    assert all(s["colour"] for s in view["seats"])
    assert game_id not in {g["id"] for g in client.get("/api/games", params={"status": "open"}).json()["games"]}
    assert game_id in {g["id"] for g in client.get("/api/games", params={"status": "active"}).json()["games"]}
    assert client.post(f"/api/games/{game_id}/join", headers=key(player(client, "Dani"))).status_code == 409
    # My games: the one whose turn it is first.
    tokens = {0: ana_token, 1: last.json()["token"], 2: joined.json()["token"]}
    to_move = view["current_player"]
    mover = {0: ana, 1: caio, 2: bia}[to_move]
    mine = client.get("/api/players/me/games", headers=key(mover)).json()["games"]
    assert mine[0]["id"] == game_id and mine[0]["my_turn"] is True and mine[0]["my_seats"] == [to_move]
    seat_view = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[to_move])).json()
    assert seat_view["legal_actions"]


def test_the_creator_starts_with_the_computer_in_free_seats(client: TestClient) -> None:
    ana = player(client, "Ana")
    game = open_game(client, ana, options={"round_limit": 1})
    assert (
        client.post(f"/api/games/{game['id']}/start", json={"level": "mcts:time=inf"}, headers=key(ana)).status_code
        == 422
    )
    started = client.post(f"/api/games/{game['id']}/start", json={"level": "greedy"}, headers=key(ana))
    assert started.status_code == 200
    view = client.get(f"/api/games/{game['id']}/view").json()
    assert view["started"] and [s["kind"] for s in view["seats"]] == ["human", "ai", "ai"]
    assert view["seats"][1]["level"] == "greedy"
    assert client.post(f"/api/games/{game['id']}/start", headers=key(ana)).status_code == 409


@pytest.mark.parametrize("status", ["", "all", "OPEN", "x" * 30])
def test_bad_listings_are_refused(client: TestClient, status: str) -> None:
    answer = client.get("/api/games", params={"status": status})
    assert answer.status_code == 422 and isinstance(answer.json()["detail"], str)


def test_finished_games_are_listed(client: TestClient) -> None:
    body = {"ruleset": "war", "players": 3, "visibility": "open", "options": {"round_limit": 1},
            "seats": [{"kind": "ai", "level": "greedy"}] * 3}  # fmt: skip
    game_id = client.post("/api/games", json=body).json()["id"]
    wait_for(lambda: client.get(f"/api/games/{game_id}/view").json()["is_over"], "the game to end")
    finished = client.get("/api/games", params={"status": "finished"}).json()["games"]
    assert game_id in {g["id"] for g in finished}


def test_the_archive_finds_a_players_games(client: TestClient) -> None:
    ana, bia = player(client, "Ana Maria"), player(client, "Bia")
    greedy = {"kind": "ai", "level": "greedy"}
    body = {"ruleset": "war", "players": 3, "visibility": "open", "options": {"round_limit": 1}, "turn_seconds": 1,
            "seats": [{"kind": "human"}, greedy, greedy]}  # fmt: skip
    mine = client.post("/api/games", json=body, headers=key(ana)).json()["id"]
    theirs = client.post("/api/games", json=body, headers=key(bia)).json()["id"]
    for game_id in (mine, theirs):
        wait_for(lambda g=game_id: client.get(f"/api/games/{g}/view").json()["is_over"], "the game to end")
    found = client.get("/api/games", params={"status": "finished", "player": " ana   MARIA"}).json()["games"]
    assert [g["id"] for g in found] == [mine]
    assert client.get("/api/games", params={"status": "finished", "player": "nobody"}).json()["games"] == []
    assert client.get("/api/games", params={"status": "finished", "player": " "}).status_code == 422


def test_an_account_signs_in_from_another_device_and_plays_its_seats(client: TestClient) -> None:
    ana = player(client, "Ana")
    assert client.put("/api/players/me/password", json={"password": "short"}, headers=key(ana)).status_code == 422
    made = client.put("/api/players/me/password", json={"password": "correct horse"}, headers=key(ana))
    assert made.status_code == 200
    wrong = client.post("/api/sessions", json={"name": "ana", "password": "wrong horse"})
    unknown = client.post("/api/sessions", json={"name": "Nobody", "password": "correct horse"})
    assert wrong.status_code == unknown.status_code == 403 and wrong.json() == unknown.json()
    signed = client.post("/api/sessions", json={"name": " ANA ", "password": "correct horse"})
    assert signed.status_code == 201 and signed.json()["name"] == "Ana" and signed.json()["key"] != ana["key"]
    phone = {"X-Player-Key": signed.json()["key"]}
    assert client.get("/api/players/me", headers=phone).json()["id"] == ana["id"]
    # The seat follows the player: the new device's key opens it, no token needed.
    game = open_game(client, ana)
    client.post(f"/api/games/{game['id']}/start", json={"level": "greedy"}, headers=key(ana))
    view = wait_for(
        lambda: (v := client.get(f"/api/games/{game['id']}/view", headers=phone).json())["legal_actions"] and v,
        "Ana's decision",
    )
    assert view["seat"] == 0
    action = view["legal_actions"][0]["action"]
    assert client.post(f"/api/games/{game['id']}/actions", json={"action": action}, headers=phone).status_code == 200
    assert [g["id"] for g in client.get("/api/players/me/games", headers=phone).json()["games"]] == [game["id"]]


def test_failed_sign_ins_are_throttled(client: TestClient) -> None:
    bia = player(client, "Bia")
    client.put("/api/players/me/password", json={"password": "a long password"}, headers=key(bia))
    codes = [
        client.post("/api/sessions", json={"name": "Bia", "password": f"guess {i}"}).status_code for i in range(11)
    ]
    assert codes[:10] == [403] * 10 and codes[10] == 429


def test_a_rematch_keeps_each_seat_for_its_player(client: TestClient) -> None:
    ana, bia, caio = player(client, "Ana"), player(client, "Bia"), player(client, "Caio")
    body = {"ruleset": "war", "players": 3, "options": {"round_limit": 1}, "turn_seconds": 1,
            "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "ai", "level": "greedy"}]}  # fmt: skip
    old = client.post("/api/games", json=body, headers=key(ana)).json()["id"]
    assert client.post(f"/api/games/{old}/rematch", headers=key(ana)).status_code == 409  # not over
    client.post(f"/api/games/{old}/join", headers=key(bia))
    wait_for(lambda: client.get(f"/api/games/{old}/view").json()["is_over"], "the game to end")
    assert client.post(f"/api/games/{old}/rematch", headers=key(caio)).status_code == 403
    made = client.post(f"/api/games/{old}/rematch", headers=key(bia))
    assert made.status_code == 201
    new = made.json()["game"]
    assert client.post(f"/api/games/{old}/rematch", headers=key(ana)).json()["game"] == new  # the one rematch
    view = client.get(f"/api/games/{new}/view").json()
    assert [s["kind"] for s in view["seats"]] == ["open", "human", "ai"] and view["started"] is False
    assert view["seats"][2]["level"] == "greedy" and view["seats"][1]["name"] == "Bia"
    # Ana's seat is kept for her: Caio cannot take it, Ana joins it with one request.
    assert client.post(f"/api/games/{new}/join", headers=key(caio)).status_code == 409
    joined = client.post(f"/api/games/{new}/join", headers=key(ana))
    assert joined.status_code == 200 and joined.json()["seat"] == 0
    assert client.get(f"/api/games/{new}/view").json()["started"] is True


def test_my_games_know_whose_turn_it_is_without_the_game_in_memory(client: TestClient) -> None:
    """The row keeps whose turn it is and the round (schema 4): "my games" puts a person's turn first even
    for games a restarted server has not rebuilt yet."""
    from sqlalchemy import select

    from warroom.server.db import games_table

    ana = player(client, "Ana")
    game = open_game(client, ana)
    client.post(f"/api/games/{game['id']}/start", json={"level": "greedy"}, headers=key(ana))
    wait_for(lambda: client.get(f"/api/games/{game['id']}/view", headers=key(ana)).json()["legal_actions"], "Ana")
    service = client.app.state.service
    with service.engine.connect() as conn:
        row = conn.execute(select(games_table).where(games_table.c.id == game["id"])).mappings().one()
    assert row["to_move"] == 0 and row["round_number"] == 1
    service.games.pop(game["id"])  # as after a restart, before the game is rebuilt
    mine = client.get("/api/players/me/games", headers=key(ana)).json()["games"]
    assert [(g["id"], g["my_turn"], g["current_player"], g["round"]) for g in mine] == [(game["id"], True, 0, 1)]
