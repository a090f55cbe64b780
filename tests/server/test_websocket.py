"""The WebSocket: a seat's (or a spectator's) view now and after every change."""

from __future__ import annotations

from typing import Any

import pytest
from server_helpers import TestClient, auth, create, socket
from starlette.websockets import WebSocketDisconnect


def test_a_seat_gets_its_view_after_each_action(client: TestClient) -> None:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, seed=4)
    game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
    seat = client.get(f"/api/games/{game_id}/view").json()["current_player"]
    other = (seat + 1) % 3
    with (
        socket(client, game_id, tokens[seat]) as mine,
        socket(client, game_id, tokens[other]) as theirs,
        socket(client, game_id) as spectator,
    ):
        first: dict[str, Any] = mine.receive_json()
        assert first["seat"] == seat and first["legal_actions"] and first["action_count"] == 0
        assert spectator.receive_json()["seat"] is None
        # The other seat's connection shows in the views ("connected").
        while True:
            seen = theirs.receive_json()
            if seen["seats"][seat]["connected"]:
                break
        events_to = first["events_to"]
        for n in range(1, 4):
            view = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[seat])).json()
            action = view["legal_actions"][0]["action"]
            answer = client.post(f"/api/games/{game_id}/actions", json={"action": action}, headers=auth(tokens[seat]))
            assert answer.status_code == 200
            while True:  # connection changes may push views too; wait for the one with the action
                pushed = mine.receive_json()
                if pushed["action_count"] == n:
                    break
            # Each push carries the events since the previous one.
            assert pushed["events_from"] <= events_to
            events_to = pushed["events_to"]
            while spectator.receive_json()["action_count"] != n:
                pass
        assert pushed["view"]["hand"] is not None and pushed["seat"] == seat


def test_computer_moves_are_pushed(client: TestClient) -> None:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "ai", "level": "greedy"}] * 3,
                     options={"round_limit": 2}, seed=8)  # fmt: skip
    with socket(client, created["id"]) as ws:
        counts = []
        while True:
            view = ws.receive_json()
            counts.append(view["action_count"])
            if view["is_over"]:
                break
    assert counts == sorted(counts) and counts[-1] > 20
    assert view["result"]["reason"] == "round limit"


def test_refused_connections_say_why(client: TestClient) -> None:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3)
    with pytest.raises(WebSocketDisconnect) as unknown, socket(client, "nope") as ws:
        ws.receive_json()
    assert unknown.value.code == 4404
    with pytest.raises(WebSocketDisconnect) as wrong, socket(client, created["id"], "wrong") as ws:
        ws.receive_json()
    assert wrong.value.code == 4403 and "token" in wrong.value.reason
    for hello in ("not json", '["token"]', '{"token": 5}', '{"token": null, "seat": 1}'):
        with (
            pytest.raises(WebSocketDisconnect) as bad,
            client.websocket_connect(f"/api/games/{created['id']}/ws") as ws,
        ):
            ws.send_text(hello)
            ws.receive_json()
        assert bad.value.code == 4400 and "token" in bad.value.reason


def test_a_token_in_the_url_opens_no_seat(client: TestClient) -> None:
    """Tokens never travel in URLs (which end up in logs): a socket is a seat's by its first message only."""
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3)
    token = created["seats"][0]["token"]
    with socket(client, created["id"], None, query=f"?token={token}") as ws:
        assert ws.receive_json()["seat"] is None
