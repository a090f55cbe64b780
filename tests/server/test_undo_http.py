"""Undo over HTTP (warroom.server.undo): a practice game's person takes back their own last action, the
stored log drops it (and stays so after a restart), and everything else is refused with a clear 4xx."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from server_helpers import TestClient, auth, create
from sqlalchemy import select

from warroom.server.app import create_app
from warroom.server.db import actions_table, make_engine, snapshots_table
from warroom.server.games import GameService
from warroom.server.limits import Limits
from warroom.server.schemas import CreateGame, PostAction, SeatSpec
from warroom.server.storage import NotTheirs, StaleWrite, remove_last_action
from warroom.server.undo import undo

# With seed 4 seat 0 (the person) places first in WAR: nothing waits for the computer seats.
PRACTICE = {"ruleset": "war", "players": 3, "seed": 4, "options": {"undo": True}}


def _app(url: str) -> TestClient:
    return TestClient(create_app(url, limits=Limits(requests_per_s=1e9, request_burst=10**9), any_seed=True))


def _view(client: TestClient, game_id: str, token: str) -> dict[str, Any]:
    response = client.get(f"/api/games/{game_id}/view", headers=auth(token))
    assert response.status_code == 200, response.text
    view: dict[str, Any] = response.json()
    return view


def _act(client: TestClient, game_id: str, token: str, pick: int = 0) -> dict[str, Any]:
    legal = _view(client, game_id, token)["legal_actions"]
    response = client.post(f"/api/games/{game_id}/actions", json={"action": legal[pick]["action"]}, headers=auth(token))
    assert response.status_code == 200, response.text
    view: dict[str, Any] = response.json()
    return view


def _stored(client: TestClient, game_id: str) -> list[str]:
    service: GameService = client.app.state.service  # type: ignore[attr-defined]
    with service.engine.connect() as conn:
        rows = conn.execute(
            select(actions_table.c.action).where(actions_table.c.game_id == game_id).order_by(actions_table.c.idx)
        )
        return [r.action for r in rows]


def test_undo_takes_back_the_last_action_and_survives_a_restart(db_url: str) -> None:
    with _app(db_url) as client:
        start, kept, game_id, token = _play_and_undo(client)
    with _app(db_url) as again:  # a restart: the game is rebuilt from what is stored
        view = _view(again, game_id, token)
        assert view["action_count"] == 1 and view["view"] == kept["view"]
        assert view["can_undo"] is True  # the marks are rebuilt by the replay
        response = again.post(f"/api/games/{game_id}/undo", headers=auth(token))
        assert response.status_code == 200, response.text
        assert response.json()["view"] == start["view"]
        assert _stored(again, game_id) == []
        refused = again.post(f"/api/games/{game_id}/undo", headers=auth(token))
        assert refused.status_code == 409
        assert refused.json()["detail"] == "cannot undo: no action was made yet"
        assert _act(again, game_id, token, 2)["action_count"] == 1  # plays on


def _play_and_undo(client: TestClient) -> tuple[dict[str, Any], dict[str, Any], str, str]:
    """Two placements by the person, the second taken back: the first view, the view kept, id and token."""
    created = create(client, **PRACTICE)
    game_id, token = created["id"], created["seats"][0]["token"]
    start = _view(client, game_id, token)
    assert start["current_player"] == 0 and start["can_undo"] is False
    first = _act(client, game_id, token, 0)
    second = _act(client, game_id, token, 1)
    assert first["can_undo"] is True and second["can_undo"] is True and second["action_count"] == 2
    response = client.post(f"/api/games/{game_id}/undo", headers=auth(token), json={"after": 2})
    assert response.status_code == 200, response.text
    after = response.json()
    assert after["action_count"] == 1 and after["can_undo"] is True
    assert after["view"] == first["view"] and after["legal_actions"] == first["legal_actions"]
    assert len(_stored(client, game_id)) == 1
    # A spectator sees the same game, and no can_undo.
    assert client.get(f"/api/games/{game_id}/view").json()["can_undo"] is False
    return start, _view(client, game_id, token), game_id, token


def test_refusals_change_nothing(client: TestClient) -> None:
    created = create(client, **PRACTICE)
    game_id, token = created["id"], created["seats"][0]["token"]
    _act(client, game_id, token)
    before = _stored(client, game_id)
    url = f"/api/games/{game_id}/undo"
    cases = [
        (client.post(url), 401, "a seat's token is needed"),
        (client.post(url, headers=auth("nope")), 403, "the token does not match"),
        (client.post(url, headers=auth(token), json={"after": 0}), 409, "the game has moved on"),
        (client.post(url, headers=auth(token), json={"after": -1}), 422, "after"),
        (client.post(url, headers=auth(token), json={"what": 1}), 422, "what"),
        (client.post("/api/games/none/undo", headers=auth(token)), 404, "no game"),
    ]
    for response, status, words in cases:
        assert response.status_code == status, response.text
        assert words in response.text
    assert _stored(client, game_id) == before
    # A game without the option: 409 with the reason.
    plain = create(client, ruleset="war", players=3, seed=4)
    _act(client, plain["id"], plain["seats"][0]["token"])
    response = client.post(f"/api/games/{plain['id']}/undo", headers=auth(plain["seats"][0]["token"]))
    assert response.status_code == 409
    assert response.json()["detail"] == "cannot undo: undo is off in this game (the option 'undo')"
    assert _view(client, plain["id"], plain["seats"][0]["token"])["can_undo"] is False


def test_undo_is_only_for_a_practice_game(client: TestClient) -> None:
    # The new-game form offers it: the core's option is listed with each ruleset's own.
    war = next(r for r in client.get("/api/rulesets").json() if r["id"] == "war")
    undo_option = next(o for o in war["options"] if o["name"] == "undo")
    assert undo_option["type"] == "bool" and undo_option["default"] is False
    response = client.post(
        "/api/games", json={**PRACTICE, "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "ai"}]}
    )
    assert response.status_code == 422
    assert "option 'undo' is for practice games with one person" in response.text
    response = client.post("/api/games", json={**PRACTICE, "options": {"undo": "yes"}})
    assert response.status_code == 422 and "option 'undo' must be bool" in response.text


def test_another_seats_action_cannot_be_undone(client: TestClient) -> None:
    """Seat 0 ends its placements; the computer seats play; the person's undo is then refused."""
    created = create(client, **PRACTICE)
    game_id, token = created["id"], created["seats"][0]["token"]
    view = _view(client, game_id, token)
    while view["current_player"] == 0:
        view = _act(client, game_id, token, 0)
    response = client.post(f"/api/games/{game_id}/undo", headers=auth(token))
    assert response.status_code == 409
    assert response.json()["detail"] in {
        "cannot undo: your turn has passed since your last action",
        "cannot undo: the last action is not yours",
    }


def test_storage_refuses_a_stale_or_foreign_undo(tmp_path: Path) -> None:
    """The delete is the last row's, by the person, under the conditional update of the count; snapshots
    after it go too."""
    service = GameService(make_engine(f"sqlite:///{tmp_path / 'g.db'}"), any_seed=True, snapshot_every=1)
    service.start()
    body = CreateGame(ruleset="war", players=3, seed=4, seats=[SeatSpec(kind="human")] + [SeatSpec(kind="ai")] * 2)
    body.options["undo"] = True
    game_id, _tokens = service.create(body, "test")
    live = service.get(game_id)
    legal = service.view(live, 0)["legal_actions"]
    service.post_action(live, 0, PostAction(action=legal[0]["action"], action_id="first"))
    with pytest.raises(StaleWrite):
        remove_last_action(service.engine, live, 0, 2)
    with pytest.raises(NotTheirs):
        remove_last_action(service.engine, live, 1, 1)
    assert service.stored_action_count(game_id) == 1
    view = undo(service, live, 0, None)
    assert view["action_count"] == 0 and service.stored_action_count(game_id) == 0
    assert live.action_texts == [] and live.action_ids == {}  # memory is what is stored
    with service.engine.connect() as conn:
        counts = [r.action_count for r in conn.execute(select(snapshots_table.c.action_count))]
    assert counts == [0]  # the snapshot after the undone action went with it
    service.engine.dispose()


def test_another_process_that_held_the_undone_action_catches_up(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    a, b = (GameService(make_engine(url), any_seed=True) for _ in range(2))
    for service in (a, b):
        service.start()
        service.shared = True
    body = CreateGame(ruleset="war", players=3, seed=4, seats=[SeatSpec(kind="human")] + [SeatSpec(kind="ai")] * 2)
    body.options["undo"] = True
    game_id, _tokens = a.create(body, "test")
    live_a, live_b = a.get(game_id), b.get(game_id)
    legal = a.view(live_a, 0)["legal_actions"]
    a.post_action(live_a, 0, PostAction(action=legal[0]["action"]))
    assert b.view(live_b, 0)["action_count"] == 1  # B holds action 0 in memory
    undo(a, live_a, 0, None)
    a.post_action(live_a, 0, PostAction(action=legal[1]["action"]))  # the same count, another action
    seen = b.view(live_b, 0)
    assert seen["action_count"] == 1
    assert seen["view"] == a.view(live_a, 0)["view"]
    assert json.loads(live_b.action_texts[0]) == legal[1]["action"]
    assert live_a.action_texts == live_b.action_texts
    for service in (a, b):
        service.engine.dispose()
