"""GET /api/games/{id}/summary and /verify: finished games only, the summary computed once and kept, the dice
check passing on an honest game and failing, naming what differs, once the stored seed's salt or the seed
itself is changed in the database."""

from __future__ import annotations

import json
from typing import Any

from server_helpers import TestClient, create, wait_for
from sqlalchemy import update

from warroom.server.app import create_app
from warroom.server.db import games_table, make_engine
from warroom.server.limits import Limits

GREEDY_3 = [{"kind": "ai", "level": "greedy"}] * 3
LIMITS = Limits(requests_per_s=1e9, request_burst=10**9)


def _finished_game(client: TestClient) -> tuple[str, str]:
    """A short computer game played to its end: its id and the commitment shown while it went on."""
    created = create(client, ruleset="war", players=3, seats=GREEDY_3, options={"round_limit": 2})
    game_id = created["id"]
    first = client.get(f"/api/games/{game_id}/view").json()
    wait_for(lambda: client.get(f"/api/games/{game_id}/view").json()["is_over"], "the game to end")
    return game_id, first["seed_commitment"]


def test_only_a_finished_game_has_a_summary_or_a_dice_check(client: TestClient) -> None:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3)
    for what in ("summary", "verify"):
        answer = client.get(f"/api/games/{created['id']}/{what}")
        assert answer.status_code == 409 and "not over" in answer.json()["detail"]
        assert "seed" not in answer.text.replace("seed_commitment", "")
    assert client.get("/api/games/no-such-game/summary").status_code == 404
    game_id, _ = _finished_game(client)
    bad = client.get(f"/api/games/{game_id}/verify", params={"commitment": "not-hex"})
    assert bad.status_code == 422 and "commitment" in bad.json()["detail"]


def test_the_summary_of_a_finished_game_is_computed_once(client: TestClient) -> None:
    game_id, _ = _finished_game(client)
    answer = client.get(f"/api/games/{game_id}/summary")
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    assert data["game"] == game_id and data["ruleset"] == "war" and data["over"] is True
    assert data["rounds"][0]["at"] == "start" and data["rounds"][-1]["at"] == "final"
    assert len(data["luck"]) == 3 and data["rolls_total"] == len(data["rolls"]) > 0
    kept = client.app.state.summaries  # type: ignore[attr-defined]
    assert game_id in kept._items
    kept._items[game_id] = {**kept._items[game_id], "marker": 1}
    # The second answer is the one kept, not a new replay.
    assert client.get(f"/api/games/{game_id}/summary").json()["marker"] == 1


def test_the_dice_check_of_an_honest_game_passes(client: TestClient) -> None:
    game_id, seen = _finished_game(client)
    report = client.get(f"/api/games/{game_id}/verify", params={"commitment": seen}).json()
    assert report["verified"] is True, report
    assert [c["check"] for c in report["checks"]] == ["commitment", "dice", "final_state"]
    assert report["seed_commitment"] == seen == report["commitment_shown"]
    assert report["seed_text"] == str(report["seed"])
    assert client.get(f"/api/games/{game_id}/verify").json()["verified"] is True


def test_the_dice_check_names_a_changed_salt_or_seed(db_url: str) -> None:
    with TestClient(create_app(db_url, limits=LIMITS, any_seed=True)) as client:
        game_id, seen = _finished_game(client)
        seed = client.get(f"/api/games/{game_id}/view").json()["seed"]
    engine = make_engine(db_url)
    try:
        with engine.begin() as conn:
            conn.execute(update(games_table).where(games_table.c.id == game_id).values(seed_salt="0" * 32))
    finally:
        engine.dispose()
    with TestClient(create_app(db_url, limits=LIMITS, any_seed=True)) as client:
        # The commitment is kept as published (schema 5): the changed salt no longer gives it, even for a
        # client that did not keep what it saw.
        for params in ({}, {"commitment": seen}):
            answer = client.get(f"/api/games/{game_id}/verify", params=params)
            assert answer.status_code == 200, answer.text
            report = answer.json()
            assert report["verified"] is False and report["seed_commitment"] == seen
            commitment = report["checks"][0]
            assert commitment["check"] == "commitment" and commitment["ok"] is False, commitment
            # The dice themselves still replay: only the commitment tells the change.
            assert [c["ok"] for c in report["checks"][1:]] == [True, True]
    engine = make_engine(db_url)
    try:
        with engine.begin() as conn:
            conn.execute(update(games_table).where(games_table.c.id == game_id).values(seed=seed + 1))
    finally:
        engine.dispose()
    with TestClient(create_app(db_url, limits=LIMITS, any_seed=True)) as client:
        answer = client.get(f"/api/games/{game_id}/verify", params={"commitment": seen})
        assert answer.status_code == 200, answer.text
        report = answer.json()
        assert report["verified"] is False and not all(c["ok"] for c in report["checks"])


def _changed(objectives: list[Any]) -> list[Any]:
    """Seat 1's objective replaced: the replay's difference would name seat 1's real one."""
    return [objectives[0], "changed-by-an-upgrade", *objectives[2:]]


def test_a_game_going_on_that_no_longer_replays_keeps_its_secrets(sqlite_url: str) -> None:
    """A stored game that stops replaying (a damaged row, an upgrade gone wrong) answers 503 with a reason
    that names no value of the game: not a seat's objective from the snapshot's difference, not the seed."""
    from warroom.server.db import actions_table, snapshots_table

    seats = [{"kind": "human"}] * 3
    with TestClient(create_app(sqlite_url, limits=LIMITS, any_seed=True)) as client:
        created = create(client, ruleset="war", players=3, seats=seats, seed=11)
        game_id, token = created["id"], created["seats"][0]["token"]
        objectives = {
            s: client.get(f"/api/games/{game_id}/view", headers={"Authorization": f"Bearer {t['token']}"}).json()
            for s, t in enumerate(created["seats"])
        }
        secrets = [str(v.get("objective")) for v in objectives.values()] + ["11"]
    engine = make_engine(sqlite_url)
    with engine.begin() as conn:  # the stored first snapshot no longer matches what the replay makes
        text = conn.execute(snapshots_table.select().where(snapshots_table.c.game_id == game_id)).first().snapshot
        conn.execute(
            update(snapshots_table)
            .where(snapshots_table.c.game_id == game_id, snapshots_table.c.action_count == 0)
            .values(snapshot=json.dumps({**json.loads(text), "objectives": _changed(json.loads(text)["objectives"])}))
        )
    engine.dispose()
    assert '"objectives":[' in text and actions_table is not None
    secrets += [str(o) for o in json.loads(text)["objectives"]]  # the seats' objectives, as the engine names them
    with TestClient(create_app(sqlite_url, limits=LIMITS)) as client:
        for path in ("view", "verify", "summary"):
            answer = client.get(f"/api/games/{game_id}/{path}", headers={"Authorization": f"Bearer {token}"})
            assert answer.status_code in (409, 503), (path, answer.text)
            seen = answer.text.replace("seed_commitment", "")
            assert "seed" not in seen and "salt" not in seen, (path, answer.text)
            assert not any(s in answer.text for s in secrets if len(s) > 3), (path, answer.text)
