"""Turn timers: the computer plays for a person who is late, and hands the seat back when they act."""

from __future__ import annotations

from typing import Any

from server_helpers import TestClient, auth, create, wait_for
from sqlalchemy import select

from warroom.server.db import actions_table


def test_a_late_person_is_replaced_then_comes_back(client: TestClient) -> None:
    seats = [{"kind": "human"}, {"kind": "ai", "level": "greedy"}, {"kind": "ai", "level": "greedy"}]
    created = create(client, ruleset="war", players=3, seats=seats, turn_seconds=2, seed=12)
    game_id, token = created["id"], created["seats"][0]["token"]
    service = client.app.state.service  # type: ignore[attr-defined]

    def taken_over() -> dict[str, Any] | None:
        view: dict[str, Any] = client.get(f"/api/games/{game_id}/view", headers=auth(token)).json()
        return view if view["seats"][0]["ai_playing"] else None

    view = wait_for(taken_over, "the computer to take over seat 0 after its 2 s")
    assert view["turn_seconds"] == 2

    def played_for_seat_0() -> bool:
        with service.engine.connect() as conn:
            rows = conn.execute(
                select(actions_table.c.seat, actions_table.c.by_ai).where(actions_table.c.game_id == game_id)
            ).all()
        return any(seat == 0 and by_ai for seat, by_ai in rows)

    wait_for(played_for_seat_0, "a computer move stored for seat 0")
    # Any action posted by the person hands the seat back (this one may come too late to land).
    answer = client.post(f"/api/games/{game_id}/actions", json={"action": {"type": "end_turn"}}, headers=auth(token))
    assert answer.status_code in {200, 400, 409}
    back = client.get(f"/api/games/{game_id}/view", headers=auth(token)).json()
    assert back["seats"][0]["ai_playing"] is False
