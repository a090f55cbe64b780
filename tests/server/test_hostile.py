"""What a client sends cannot stall the server or read its files: computer seats play only the served
levels, options that name a file are refused, deep JSON is refused, tokens never reach a log line."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from server_helpers import TestClient, create

from warroom.server.logs import REDACTED, TokenRedactor, redact


def _refused(client: TestClient, body: dict[str, Any]) -> str:
    response = client.post("/api/games", json=body)
    assert response.status_code == 422, response.text
    detail: str = response.json()["detail"]
    return detail


@pytest.mark.parametrize(
    "level", ["mcts:iters=0,time=inf", "mcts:time=nan", "plans:iters=100000000", "mcts", "grandmaster", "hard "]
)
def test_only_served_levels_may_be_seated(client: TestClient, level: str) -> None:
    seats = [{"kind": "human"}, {"kind": "ai", "level": level}, {"kind": "ai"}]
    detail = _refused(client, {"ruleset": "war", "players": 3, "seats": seats})
    assert "seat 1" in detail and "easy" in detail


def test_the_served_levels_are_listed_and_accepted(client: TestClient) -> None:
    war = next(r for r in client.get("/api/rulesets").json() if r["id"] == "war")
    assert war["levels"] == ["easy", "normal", "hard"] and set(war["agents"]) <= {
        "easy", "normal", "hard", "greedy", "random"
    }  # fmt: skip
    seats = [{"kind": "human"}] + [{"kind": "ai", "level": level} for level in ("greedy", "random")]
    create(client, ruleset="war", players=3, seats=seats)


def test_an_option_that_names_a_file_is_refused(client: TestClient) -> None:
    for path in ("/dev/zero", "/etc/passwd", "/no/such/file"):
        detail = _refused(client, {"ruleset": "war-cards", "players": 3, "options": {"deck_file": path}})
        assert "deck_file" in detail and "passwd" not in detail and "exist" not in detail
    cards = next(r for r in client.get("/api/rulesets").json() if r["id"] == "war-cards")
    assert "deck_file" not in {o["name"] for o in cards["options"]}


def test_deep_json_is_refused(client: TestClient) -> None:
    game = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3)
    deep = "[" * 5000 + "]" * 5000
    for raw in (
        '{"ruleset": "war", "players": 3, "options": {"x": ' + deep + "}}",
        '{"action": {"type": "place", "territory": ' + deep + "}}",
    ):
        url = "/api/games" if "ruleset" in raw else f"/api/games/{game['id']}/actions"
        headers = {"content-type": "application/json", "Authorization": f"Bearer {game['seats'][0]['token']}"}
        response = client.post(url, content=raw, headers=headers)
        assert 400 <= response.status_code < 500, response.text
        assert isinstance(response.json()["detail"], str)
    odds = client.get(f"/api/games/{game['id']}/odds", params={"action": "[" * 1500 + "]" * 1500})
    assert odds.status_code == 422 and "deep" in odds.json()["detail"]
    nested = {"type": "place", "territory": json.loads("[" * 40 + "]" * 40)}
    odds = client.get(f"/api/games/{game['id']}/odds", params={"action": json.dumps(nested)})
    assert odds.status_code == 422


def test_tokens_are_redacted_from_log_lines() -> None:
    line = 'GET /api/games/abc/view?token=kV0abc-_Z3&events_since=4 HTTP/1.1" 200 Authorization: Bearer x.y-z'
    assert "kV0abc" not in redact(line) and "x.y-z" not in redact(line) and "events_since=4" in redact(line)
    record = logging.LogRecord(
        "uvicorn.access", logging.INFO, __file__, 1, '%s - "%s %s HTTP/%s" %d',
        ("127.0.0.1:5", "GET", "/api/games/x/save?token=SECRET", "1.1", 200), None,
    )  # fmt: skip
    assert TokenRedactor().filter(record) and "SECRET" not in record.getMessage()
    assert f"token={REDACTED}" in record.getMessage()
