"""An undo reaches every connected client at once (issue 27: a spectator saw it only at the next move).

The server always woke every WebSocket after an undo, but the undone view has a lower action count than
the one the clients had seen, and the browser drops views that go back in time (api.js). Every view now
carries ``undone_at``, the moment of the game's last undo in this process: a later mark is the one way back
in time a client accepts. These tests check that the seat's and a spectator's sockets both receive the
undone view with a later mark, without waiting for another move.
"""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from server_helpers import auth, create, socket

from warroom.server.app import create_app
from warroom.server.limits import Limits

# With seed 4 seat 0 (the person) places first in WAR: nothing waits for the computer seats.
PRACTICE = {"ruleset": "war", "players": 3, "seed": 4, "options": {"undo": True}}


def _app(url: str) -> TestClient:
    return TestClient(create_app(url, limits=Limits(requests_per_s=1e9, request_burst=10**9), any_seed=True))


def _until(ws: Any, count: int) -> dict[str, Any]:
    """The socket's messages up to the first whose view has ``count`` actions (pushes may repeat a view)."""
    for _ in range(20):
        message: dict[str, Any] = ws.receive_json()
        if message["action_count"] == count:
            return message
    raise AssertionError(f"no view with {count} actions in 20 messages")


def _act(client: TestClient, game_id: str, token: str, pick: int) -> None:
    view = client.get(f"/api/games/{game_id}/view", headers=auth(token)).json()
    action = view["legal_actions"][pick]["action"]
    response = client.post(f"/api/games/{game_id}/actions", json={"action": action}, headers=auth(token))
    assert response.status_code == 200, response.text


def test_an_undo_is_pushed_to_the_seat_and_to_spectators_at_once(db_url: str) -> None:
    with _app(db_url) as client:
        created = create(client, **PRACTICE)
        game_id, token = created["id"], created["seats"][0]["token"]
        with socket(client, game_id) as spectator, socket(client, game_id, token) as seat:
            first = _until(spectator, 0)
            assert first["undone_at"] == 0 and first["seat"] is None  # no undo yet
            _until(seat, 0)
            _act(client, game_id, token, 0)
            _act(client, game_id, token, 1)
            before = _until(spectator, 2)
            _until(seat, 2)
            response = client.post(f"/api/games/{game_id}/undo", headers=auth(token), json={"after": 2})
            assert response.status_code == 200, response.text
            assert response.json()["undone_at"] > before["undone_at"]
            # The very next pushes, with no other move made: the undone game, marked later than anything seen.
            for ws in (spectator, seat):
                pushed = ws.receive_json()
                assert pushed["action_count"] == 1
                assert pushed["undone_at"] > before["undone_at"]
                assert pushed["undone_at"] == response.json()["undone_at"]
            assert "legal_actions" in pushed and pushed["can_undo"] is True  # the seat may take back the first


def test_views_before_any_undo_carry_no_mark(db_url: str) -> None:
    with _app(db_url) as client:
        created = create(client, **PRACTICE)
        game_id, token = created["id"], created["seats"][0]["token"]
        _act(client, game_id, token, 0)
        assert client.get(f"/api/games/{game_id}/view").json()["undone_at"] == 0
