"""A game's chat: the seats talk, spectators read (and talk among themselves with a name), messages are
plain text, bounded in length and rate, pushed on the socket and kept with the game."""

from __future__ import annotations

from pathlib import Path

from server_helpers import TestClient, auth, create, socket

from warroom.server.app import create_app


def _game(client: TestClient) -> tuple[str, list[str]]:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3)
    return created["id"], [s["token"] for s in created["seats"]]


def test_seats_talk_and_everyone_reads(client: TestClient) -> None:
    game_id, tokens = _game(client)
    url = f"/api/games/{game_id}/chat"
    said = client.post(url, json={"text": "  <script>alert(1)</script> hi  "}, headers=auth(tokens[1]))
    assert said.status_code == 201, said.text
    message = said.json()
    assert message["text"] == "<script>alert(1)</script> hi" and message["room"] == "seats" and message["seat"] == 1
    assert message["author"]  # the seat's colour: nobody named sits there
    assert client.get(url).json()["messages"] == [message]
    assert client.post(url, json={"text": "me too"}).status_code == 401
    watcher = client.post("/api/players", json={"name": "Olho"}).json()
    aside = client.post(url, json={"text": "nice move"}, headers={"X-Player-Key": watcher["key"]})
    assert aside.status_code == 201 and aside.json()["room"] == "spectators" and aside.json()["author"] == "Olho"
    later = client.get(url, params={"since": message["seq"]}).json()["messages"]
    assert [m["text"] for m in later] == ["nice move"]
    assert client.post(url, json={"text": "x"}, headers=auth("not a token")).status_code == 403


def test_bad_messages_are_refused(client: TestClient) -> None:
    game_id, tokens = _game(client)
    url = f"/api/games/{game_id}/chat"
    for text, problem in (("   ", "empty"), ("x" * 501, "at most 500"), ("a\u0007b", "cannot be shown"), (3, "")):
        answer = client.post(url, json={"text": text}, headers=auth(tokens[0]))
        assert answer.status_code == 422 and problem in answer.json()["detail"], answer.text
    codes = [client.post(url, json={"text": f"spam {i}"}, headers=auth(tokens[0])).status_code for i in range(7)]
    assert codes[:5] == [201] * 5 and codes[5:] == [429, 429]
    assert client.post(url, json={"text": "my turn?"}, headers=auth(tokens[2])).status_code == 201


def test_messages_are_pushed_and_kept(sqlite_url: str, tmp_path: Path) -> None:
    with TestClient(create_app(sqlite_url)) as client:
        game_id, tokens = _game(client)
        with socket(client, game_id, tokens[0]) as ws:
            first = ws.receive_json()
            assert first["chat"] == []
            client.post(f"/api/games/{game_id}/chat", json={"text": "boa sorte"}, headers=auth(tokens[2]))
            while True:
                pushed = ws.receive_json()
                if pushed["chat"]:
                    break
            assert [m["text"] for m in pushed["chat"]] == ["boa sorte"]
    with TestClient(create_app(sqlite_url)) as client:
        kept = client.get(f"/api/games/{game_id}/chat").json()["messages"]
        assert [m["text"] for m in kept] == ["boa sorte"]


def test_seats_read_the_spectators_room_only_after_the_game(client: TestClient) -> None:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, options={"round_limit": 1})
    game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
    url = f"/api/games/{game_id}/chat"
    watcher = client.post("/api/players", json={"name": "Coach"}).json()
    client.post(url, json={"text": "attack Brazil!"}, headers={"X-Player-Key": watcher["key"]})
    client.post(url, json={"text": "gl"}, headers=auth(tokens[0]))
    assert [m["text"] for m in client.get(url).json()["messages"]] == ["attack Brazil!", "gl"]
    assert [m["text"] for m in client.get(url, headers=auth(tokens[1])).json()["messages"]] == ["gl"]
    with socket(client, game_id, tokens[1]) as ws:
        assert [m["text"] for m in ws.receive_json()["chat"]] == ["gl"]
        while True:  # the first round's placements end the game (round_limit 1)
            view = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[0])).json()
            if view["is_over"]:
                break
            seat = view["current_player"]
            action = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[seat])).json()["legal_actions"][0]
            client.post(f"/api/games/{game_id}/actions", json={"action": action["action"]}, headers=auth(tokens[seat]))
        while True:
            pushed = ws.receive_json()
            if pushed["is_over"]:
                break
        assert "attack Brazil!" in [m["text"] for m in pushed["chat"]]
    assert [m["text"] for m in client.get(url, headers=auth(tokens[1])).json()["messages"]] == ["attack Brazil!", "gl"]
