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


def test_the_clock_is_in_every_view(client: TestClient) -> None:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, turn_seconds=7200,
                     on_timeout="turn", hand_over_after=3)  # fmt: skip
    view = client.get(f"/api/games/{created['id']}/view").json()
    clock = view["clock"]
    assert clock["kind"] == "correspondence" and clock["turn_seconds"] == 7200 and clock["on_timeout"] == "turn"
    assert clock["hand_over_after"] == 3 and 7100 < clock["seconds_left"] <= 7200
    untimed = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3)
    assert client.get(f"/api/games/{untimed['id']}/view").json()["clock"] is None
    bad = client.post("/api/games", json={"ruleset": "war", "players": 3, "on_timeout": "explode"})
    assert bad.status_code == 422 and "on_timeout" in bad.json()["detail"]


def test_a_timeout_of_one_turn_hands_the_seat_back_when_the_turn_passes(client: TestClient) -> None:
    """on_timeout "turn": the computer plays the late person's turn only; after hand_over_after timeouts it
    keeps the seat until the person acts again."""
    seats = [{"kind": "human"}, {"kind": "ai", "level": "greedy"}, {"kind": "ai", "level": "greedy"}]
    created = create(client, ruleset="war", players=3, seats=seats, turn_seconds=1, seed=12,
                     on_timeout="turn", hand_over_after=2)  # fmt: skip
    game_id, token = created["id"], created["seats"][0]["token"]
    live = client.app.state.service.games[game_id]  # type: ignore[attr-defined]

    def timeouts() -> int:
        view = client.get(f"/api/games/{game_id}/view", headers=auth(token)).json()
        return int((view["clock"]["timeouts"] or {}).get("0", 0))

    wait_for(lambda: timeouts() >= 1, "a first timeout of seat 0")
    # Handed back once another seat decides: the seat is the person's with a fresh clock.
    wait_for(lambda: timeouts() == 1 and 0 not in live.ai_playing, "seat 0 handed back after its turn")
    wait_for(lambda: timeouts() >= 2, "a second timeout")
    # The second timeout is the last allowed: the computer keeps the seat until the person acts.
    wait_for(lambda: 0 in live.ai_playing and 0 not in live.turn_only, "seat 0 kept by the computer")
