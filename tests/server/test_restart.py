"""Kill a real ``warroom serve`` process (SIGKILL) while computer seats play, start it again on the same
database, and check that every acknowledged action is there and the game goes on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest
from serve_process import Server
from server_helpers import fresh_postgres, postgres_url, wait_for


@pytest.fixture(params=["sqlite", "postgresql"])
def serve_db(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'served.db'}"
    url = postgres_url()
    if url is None:
        pytest.skip("no PostgreSQL server (WARROOM_TEST_POSTGRES_URL)")
    return fresh_postgres(url)


def test_kill_and_restart_loses_no_acknowledged_action(serve_db: str, tmp_path: Path) -> None:
    log = tmp_path / "serve.log"
    server = Server(serve_db, log)
    seats = [{"kind": "human"}, {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "easy"}]
    body = {"ruleset": "war", "players": 3, "seats": seats, "options": {"round_limit": 30}, "seed": 77}
    created = server.http.post("/api/games", json=body)
    assert created.status_code == 201, created.text
    game_id, token = created.json()["id"], created.json()["seats"][0]["token"]
    headers = {"Authorization": f"Bearer {token}"}
    acknowledged: dict[int, dict[str, Any]] = {}  # action index -> the action seat 0 made there
    highest = 0

    def my_decision(http: httpx.Client) -> dict[str, Any] | None:
        view: dict[str, Any] = http.get(f"/api/games/{game_id}/view", headers=headers).json()
        return view if view["legal_actions"] or view["is_over"] else None

    for n in range(40):
        view = wait_for(lambda: my_decision(server.http), "seat 0's decision before the kill")
        assert not view["is_over"]
        action = view["legal_actions"][n % len(view["legal_actions"])]["action"]
        answer = server.http.post(f"/api/games/{game_id}/actions", json={"action": action}, headers=headers)
        assert answer.status_code == 200, answer.text
        acknowledged[answer.json()["action_count"] - 1] = action
        highest = answer.json()["action_count"]
    # Kill it right after an acknowledged action, while the computer seats are (most likely) playing.
    server.kill()

    server = Server(serve_db, log)
    try:
        spectator = server.http.get(f"/api/games/{game_id}/view").json()
        assert spectator["action_count"] >= highest
        save = server.http.get(f"/api/games/{game_id}/save", headers=headers).json()
        for idx, action in acknowledged.items():
            assert save["actions"][idx]["action"] == action, f"acknowledged action {idx} lost"
        # The game goes on: the computer seats resume, and seat 0 plays again.
        for _ in range(5):
            view = wait_for(lambda: my_decision(server.http), "seat 0's decision after the restart")
            if view["is_over"]:
                break
            action = view["legal_actions"][0]["action"]
            answer = server.http.post(f"/api/games/{game_id}/actions", json={"action": action}, headers=headers)
            assert answer.status_code == 200, answer.text
        wait_for(lambda: my_decision(server.http), "the computer seats to play after the restart")
        final = server.http.get(f"/api/games/{game_id}/view").json()
        assert final["action_count"] > spectator["action_count"]
        # A token in a URL (a view link) is redacted from the access log.
        assert server.http.get(f"/api/games/{game_id}/view", params={"token": token}).status_code == 200
        text = wait_for(lambda: "token=[redacted]" in log.read_text() and log.read_text(), "the access log line")
        assert "Traceback" not in text and token not in text
    finally:
        server.kill()
