"""A bug inside the engine or a computer player never breaks a game: the request that met it answers a
500 with an error id, the game stays at its last stored state and playable, and it survives a restart."""

from __future__ import annotations

import json
import logging
import time
from pathlib import Path
from typing import Any

import pytest
from server_helpers import TestClient, auth, create, wait_for

from warroom.core.game import Game
from warroom.server.ai import Thinker
from warroom.server.app import create_app
from warroom.server.thinking import Job

HUMANS_3 = [{"kind": "human"}] * 3


def _decision(client: TestClient, game_id: str, tokens: list[str]) -> tuple[int, dict[str, Any]]:
    view = client.get(f"/api/games/{game_id}/view").json()
    seat = view["current_player"]
    mine = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[seat])).json()
    return seat, mine


def _post(client: TestClient, game_id: str, token: str, action: dict[str, Any]) -> Any:
    return client.post(f"/api/games/{game_id}/actions", json={"action": action}, headers=auth(token))


def test_an_engine_bug_answers_500_and_the_game_plays_on(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    with TestClient(create_app(sqlite_url, any_seed=True), raise_server_exceptions=False) as client:
        created = create(client, ruleset="war", players=3, seats=HUMANS_3, seed=5)
        game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
        service = client.app.state.service  # type: ignore[attr-defined]
        for _ in range(5):
            seat, view = _decision(client, game_id, tokens)
            assert _post(client, game_id, tokens[seat], view["legal_actions"][0]["action"]).status_code == 200
        game = service.games[game_id].game
        cls = type(game)
        real = cls._execute

        def faulty(self: Game, action: Any) -> None:
            real(self, action)
            if self is game:  # not in the replay that puts the game back
                raise KeyError("a bug half-way through an action")

        before = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[0])).json()
        seat, view = _decision(client, game_id, tokens)
        monkeypatch.setattr(cls, "_execute", faulty)
        with caplog.at_level(logging.ERROR, logger="warroom.server"):
            answer = _post(client, game_id, tokens[seat], view["legal_actions"][0]["action"])
        monkeypatch.undo()
        assert answer.status_code == 500
        body = answer.json()
        assert body["error_id"] in body["detail"] and "not made" in body["detail"]
        assert "Traceback" not in answer.text and "half-way" not in answer.text
        # The id ties the answer to the traceback in the log.
        assert any(body["error_id"] in r.getMessage() and r.exc_info for r in caplog.records)
        after = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[0])).json()
        assert after["action_count"] == before["action_count"] and after["view"] == before["view"]
        assert service.stored_action_count(game_id) == before["action_count"]
        # The same action, the bug gone, is made.
        again = _post(client, game_id, tokens[seat], view["legal_actions"][0]["action"])
        assert again.status_code == 200 and again.json()["action_count"] == before["action_count"] + 1
    # ... and the game survives a restart: stored without a gap.
    with TestClient(create_app(sqlite_url)) as client:
        restored = client.get(f"/api/games/{game_id}/view")
        assert restored.status_code == 200 and restored.json()["action_count"] == before["action_count"] + 1


def test_a_computer_player_whose_move_fails_plays_another(sqlite_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import warroom.server.thinking as thinking

    def broken_think(job: Job) -> str | None:
        if len(job.actions) % 2:
            return json.dumps({"type": "no such action"})
        return None  # the agent failed

    monkeypatch.setattr(thinking, "think", broken_think)
    with TestClient(create_app(sqlite_url)) as client:
        created = create(client, ruleset="war", players=3, seats=[{"kind": "ai", "level": "greedy"}] * 3,
                         options={"round_limit": 2})  # fmt: skip
        view = wait_for(
            lambda: (v := client.get(f"/api/games/{created['id']}/view").json())["is_over"] and v,
            "the computer game to end",
        )
        assert view["result"]["reason"] == "round limit"


def test_a_thinker_past_its_time_is_replaced(tmp_path: Path) -> None:
    """A worker process that thinks too long is killed; the game plays a random move; the next job is
    thought out by a new process."""
    from warroom.core.registry import new_game

    game = new_game("war", 3, {}, 1)
    job = Job("g", "war", 3, game.options, 1, (), game.current_player() or 0, "hard", 7)
    thinker = Thinker("test-thinker", process=True, people_only=False, timeout_s=0.05)
    thinker.start()
    try:
        started = time.monotonic()
        assert thinker.think(job) is None  # "hard" thinks far longer than 0.05 s (and the process starts)
        assert time.monotonic() - started < 5
        thinker.timeout_s = 60
        easy = Job("g", "war", 3, game.options, 1, (), job.seat, "random", 7)
        answer = thinker.think(easy)
        assert answer is not None and game.is_legal(game.codec.decode(json.loads(answer)))
    finally:
        thinker.stop()


def test_a_game_that_cannot_put_itself_back_is_taken_from_the_database(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with TestClient(create_app(sqlite_url, any_seed=True), raise_server_exceptions=False) as client:
        created = create(client, ruleset="war", players=3, seats=HUMANS_3, seed=6)
        game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
        seat, view = _decision(client, game_id, tokens)
        assert _post(client, game_id, tokens[seat], view["legal_actions"][0]["action"]).status_code == 200
        before = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[0])).json()
        seat, view = _decision(client, game_id, tokens)

        def faulty(self: Game, action: Any) -> None:
            raise RuntimeError("bug")

        def cannot(self: Game, count: int) -> None:
            raise RuntimeError("the replay fails too")

        monkeypatch.setattr(Game, "_rebuild", cannot)
        game = client.app.state.service.games[game_id].game  # type: ignore[attr-defined]
        monkeypatch.setattr(type(game), "_execute", faulty)
        assert _post(client, game_id, tokens[seat], view["legal_actions"][0]["action"]).status_code == 500
        monkeypatch.undo()
        after = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[0])).json()
        assert after["action_count"] == before["action_count"] and after["view"] == before["view"]
