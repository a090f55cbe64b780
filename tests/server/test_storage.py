"""Storage: games rebuilt from their action logs when the server starts again, on SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

from server_helpers import TestClient, auth, create, wait_for
from sqlalchemy import select, update

from warroom.server.app import create_app
from warroom.server.db import snapshots_table

SEATS = [{"kind": "human"}, {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "greedy"}]


def my_decision(client: TestClient, game_id: str, token: str) -> dict[str, Any] | None:
    view: dict[str, Any] = client.get(f"/api/games/{game_id}/view", headers=auth(token)).json()
    return view if view["legal_actions"] or view["is_over"] else None


def play(client: TestClient, game_id: str, token: str, moves: int, prefix: str) -> dict[str, Any]:
    """Make ``moves`` decisions for seat 0 (waiting for the computer seats between them)."""
    view: dict[str, Any] = {}
    for n in range(moves):
        view = wait_for(lambda: my_decision(client, game_id, token), "seat 0's decision")
        if view["is_over"]:
            break
        body = {"action": view["legal_actions"][-1]["action"], "action_id": f"{prefix}-{n}"}
        response = client.post(f"/api/games/{game_id}/actions", json=body, headers=auth(token))
        assert response.status_code == 200, response.text
        view = response.json()
    return view


def test_games_survive_a_restart(db_url: str) -> None:
    with TestClient(create_app(db_url, snapshot_every=7, any_seed=True)) as client:
        created = create(client, ruleset="war", players=3, seats=SEATS, options={"round_limit": 6}, seed=21)
        game_id, token = created["id"], created["seats"][0]["token"]
        other = create(client, ruleset="war-cards", players=3, seats=SEATS, options={"round_limit": 4}, seed=3)
        play(client, game_id, token, 25, "a")
        play(client, other["id"], other["seats"][0]["token"], 5, "b")
        # Wait until the computer seats are done, so the states compared are settled.
        before = wait_for(lambda: my_decision(client, game_id, token), "seat 0's decision")
        service = client.app.state.service  # type: ignore[attr-defined]
        snapshot = service.games[game_id].game.snapshot()
        history = [a.to_json() for a in service.games[game_id].game.history]
        assert service.stored_action_count(game_id) == len(history)
    with TestClient(create_app(db_url, snapshot_every=7, any_seed=True)) as client:
        service = client.app.state.service  # type: ignore[attr-defined]
        live = service.games[game_id]
        # Restored in the background after the start, or at the first request: whichever comes first.
        client.get(f"/api/games/{game_id}/view")
        assert live.broken is None
        assert live.game.snapshot() == snapshot
        assert [a.to_json() for a in live.game.history] == history
        after = client.get(f"/api/games/{game_id}/view", headers=auth(token)).json()
        assert after["action_count"] == before["action_count"] and after["view"] == before["view"]
        # A retry of an action acknowledged before the restart applies nothing.
        retry = client.post(
            f"/api/games/{game_id}/actions",
            json={"action": _action_of(service, game_id, "a-0"), "action_id": "a-0"},
            headers=auth(token),
        )
        assert retry.status_code == 200 and retry.json()["action_count"] == before["action_count"]
        # The game goes on, the computer seats included.
        view = play(client, game_id, token, 10, "c")
        assert view["action_count"] > before["action_count"] + 10
        assert service.games[other["id"]].broken is None
        with service.engine.connect() as conn:
            counts = [r[0] for r in conn.execute(select(snapshots_table.c.action_count))]
        assert 0 in counts and 7 in counts and 14 in counts


def _action_of(service: Any, game_id: str, action_id: str) -> dict[str, Any]:
    idx = service.games[game_id].action_ids[action_id][0]
    result: dict[str, Any] = service.games[game_id].game.history[idx].to_json()
    return result


def test_a_log_that_does_not_replay_is_refused_not_guessed(db_url: str) -> None:
    with TestClient(create_app(db_url, snapshot_every=3, any_seed=True)) as client:
        created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, seed=9)
        game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
        for _ in range(4):
            spectator = client.get(f"/api/games/{game_id}/view").json()
            token = tokens[spectator["current_player"]]
            view = client.get(f"/api/games/{game_id}/view", headers=auth(token)).json()
            action = view["legal_actions"][0]["action"]
            assert client.post(f"/api/games/{game_id}/actions", json={"action": action}, headers=auth(token)).is_success
        engine = client.app.state.service.engine  # type: ignore[attr-defined]
        with engine.begin() as conn:
            # Somebody edits the stored snapshot: the replay no longer matches it.
            conn.execute(
                update(snapshots_table)
                .where(snapshots_table.c.game_id == game_id, snapshots_table.c.action_count == 3)
                .values(snapshot='{"owner": {}}')
            )
    with TestClient(create_app(db_url)) as client:
        response = client.get(f"/api/games/{game_id}/view")
        assert response.status_code == 503
        assert "does not reproduce the stored state" in response.json()["detail"]
        assert "after 3" not in response.json()["detail"]  # a message, not a trace
