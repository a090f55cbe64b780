"""What a client sends cannot stall the server or read its files: computer seats play only the served
levels, options that name a file are refused, deep JSON is refused, tokens never reach a log line."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from server_helpers import TestClient, create, wait_for
from starlette.websockets import WebSocketDisconnect

from warroom.server.errors import ServiceError
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


def test_text_that_is_not_unicode_is_refused(client: TestClient) -> None:
    """A lone surrogate (JSON's \\ud800) in an option, an action or a socket's token is a 4xx, not a 500."""
    deck = '{"format": "warroom-war-cards-deck", "version": 1, "provenance": {"kind": "\\ud800"}, "cards": []}'
    raw = '{"ruleset": "war-cards", "players": 3, "options": {"deck": ' + deck + "}}"
    answer = client.post("/api/games", content=raw, headers={"content-type": "application/json"})
    assert answer.status_code == 422 and "Unicode" in answer.json()["detail"]
    game = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3)
    tokens = {s["seat"]: s["token"] for s in game["seats"]}
    view = client.get(f"/api/games/{game['id']}/view").json()
    headers = {"content-type": "application/json", "Authorization": f"Bearer {tokens[view['current_player']]}"}
    raw = '{"action": {"type": "place", "territory": "\\udfff"}}'
    answer = client.post(f"/api/games/{game['id']}/actions", content=raw, headers=headers)
    assert 400 <= answer.status_code < 500 and isinstance(answer.json()["detail"], str)
    odds = client.get(f"/api/games/{game['id']}/odds", params={"action": raw[10:-1]})
    assert odds.status_code == 422
    with pytest.raises(WebSocketDisconnect) as bad, client.websocket_connect(f"/api/games/{game['id']}/ws") as ws:
        ws.send_text('{"token": "\\ud800"}')
        ws.receive_json()
    assert bad.value.code == 4400


def test_percent_encoded_token_names_are_redacted() -> None:
    for line in ("GET /v?%74oken=SECRET HTTP/1.1", "GET /v?x=1&tok%65n=SECRET", "GET /v?TOK%45N=SECRET"):
        assert "SECRET" not in redact(line), line
    assert redact("GET /v?events_since=3") == "GET /v?events_since=3"


def test_games_left_to_the_computer_do_not_count_as_people_waiting() -> None:
    """The scheduler serves games with a person at their seat first; a seat the computer took over from a
    late person is not a person waiting (else anyone could crowd out real people's games)."""
    from warroom.server.live import LiveGame, Seat

    live = LiveGame("g", "war", 3, [Seat("human"), Seat("ai", "hard"), Seat("ai", "hard")], 1, {}, 0)
    assert live.has_people()
    live.ai_playing.add(0)
    assert not live.has_people()


def test_finished_games_in_memory_are_bounded(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    import warroom.server.games as games

    monkeypatch.setattr(games, "KEPT_FINISHED", 2)
    service = client.app.state.service  # type: ignore[attr-defined]
    greedy = [{"kind": "ai", "level": "greedy"}] * 3
    ids = [create(client, ruleset="war", players=3, seats=greedy, options={"round_limit": 1})["id"] for _ in range(4)]
    for game_id in ids:
        wait_for(lambda g=game_id: client.get(f"/api/games/{g}/view").json()["is_over"], "the game to end")
    assert sum(1 for g in ids if g in service.games) <= 2
    # A forgotten game is read again from the database when asked for.
    assert all(client.get(f"/api/games/{g}/view").json()["is_over"] for g in ids)


def test_lobby_hardening(client: TestClient) -> None:
    """The second review's findings: bad webhook URLs and long folded names are 4xx, one client cannot chat
    past its limit with many names, a stranger's failed sign-ins do not lock the owner out."""
    ana = client.post("/api/players", json={"name": "Ana"}).json()
    headers = {"X-Player-Key": ana["key"]}
    for url in ("http://[::1", "http://[x]/", "http://a:abc/", "http://a:99999/"):
        answer = client.put("/api/players/me/signals", json={"webhook": url}, headers=headers)
        assert answer.status_code == 422, url
    for email in ("root,ana@example.org", "a;b@example.org", "x" * 60 + "@" + "y" * 200 + ".org"):
        assert client.put("/api/players/me/signals", json={"email": email}, headers=headers).status_code == 422
    assert client.post("/api/players", json={"name": "\ufdfa" * 4}).status_code == 422
    game = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3)
    codes = []
    for i in range(15):
        spammer = client.post("/api/players", json={"name": f"spam{i}"}).json()
        said = client.post(
            f"/api/games/{game['id']}/chat", json={"text": "hi"}, headers={"X-Player-Key": spammer["key"]}
        )
        codes.append(said.status_code)
    assert codes.count(201) <= 12 and 429 in codes


def test_a_strangers_failed_sign_ins_do_not_lock_the_owner_out(tmp_path: Any) -> None:
    from fastapi.testclient import TestClient as Client

    from warroom.server.app import create_app

    app = create_app(f"sqlite:///{tmp_path / 's.db'}")
    with Client(app) as owner:
        made = owner.post("/api/players", json={"name": "Ana"}).json()
        owner.put("/api/players/me/password", json={"password": "correct horse"}, headers={"X-Player-Key": made["key"]})
        players = app.state.service.players
        for i in range(12):
            with pytest.raises(ServiceError):
                players.sign_in("Ana", f"guess {i}", "10.0.0.66")
        player, _key = players.sign_in("Ana", "correct horse", "10.0.0.1")
        assert player.name == "Ana"
