"""The HTTP contract of the game server (docs/server.md), through FastAPI's TestClient."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from server_helpers import TestClient, auth, create, wait_for

from warroom.server.app import MAPS_DIR, create_app
from warroom.server.limits import Limits

HUMANS_3 = [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]


def human_game(client: TestClient, players: int = 3, **extra: Any) -> tuple[str, list[str]]:
    created = create(client, ruleset="war", players=players, seats=[{"kind": "human"}] * players, **extra)
    return created["id"], [s["token"] for s in created["seats"]]


def current(client: TestClient, game_id: str, tokens: list[str]) -> tuple[int, dict[str, Any]]:
    spectator = client.get(f"/api/games/{game_id}/view").json()
    seat = spectator["current_player"]
    return seat, client.get(f"/api/games/{game_id}/view", headers=auth(tokens[seat])).json()


# -- rulesets ---------------------------------------------------------------------------------------


def test_health_and_openapi(client: TestClient) -> None:
    assert client.get("/api/health").json() == {"ok": True}
    spec = client.get("/openapi.json").json()
    for path in ("/api/games", "/api/games/{game_id}/view", "/api/games/{game_id}/actions", "/api/rulesets"):
        assert path in spec["paths"]


def test_rulesets_list_options_levels_and_agents(client: TestClient) -> None:
    rulesets = {r["id"]: r for r in client.get("/api/rulesets").json()}
    assert {"war", "war-imperio-romano", "war-cards"} <= set(rulesets)
    war = rulesets["war"]
    assert war["min_players"] == 3 and war["max_players"] == 6
    assert war["levels"] == ["easy", "normal", "hard"]
    assert {"greedy", "random", "easy"} <= set(war["agents"])
    options = {o["name"]: o for o in war["options"]}
    assert options["two_players"] == {
        "name": "two_players",
        "type": "bool",
        "default": False,
        "help": options["two_players"]["help"],
        "label": {"en": "Two players", "pt": "Dois jogadores"},
        "help_text": options["two_players"]["help_text"],
    }
    assert options["round_limit"]["type"] == "int" and options["round_limit"]["minimum"] == 1
    for ruleset in rulesets.values():
        json.dumps(ruleset)  # plain JSON throughout
        assert set(ruleset) == {"id", "title", "titles", "min_players", "max_players", "options", "levels", "agents"}


def test_board_and_map(client: TestClient) -> None:
    board = client.get("/api/rulesets/war/board").json()
    spaces = {s["id"]: s for s in board["spaces"]}
    assert board["id"] == "war-classic" and board["name"]["en"]
    alaska = spaces["alaska"]
    assert alaska["name"]["pt"] == "Alasca" and alaska["kind"] == "land"
    assert alaska["position"] == [-152.0, 64.0]
    assert alaska["adjacent"]["vladivostok"] == "sea" and alaska["groups"] == ["north-america"]
    groups = {g["id"]: g for g in board["groups"]}
    assert "alaska" in groups["north-america"]["spaces"]
    for space in board["spaces"]:
        for other in space["adjacent"]:
            assert space["id"] in spaces[other]["adjacent"]
    missing = client.get("/api/rulesets/no-such-game/board")
    assert missing.status_code == 404 and "no-such-game" in missing.json()["detail"]
    drawn = client.get("/api/rulesets/war/map")
    if (MAPS_DIR / "war-classic.json").is_file():
        assert drawn.status_code == 200 and drawn.headers["content-type"].startswith("application/json")
    else:
        assert drawn.status_code == 404
    assert client.get("/api/rulesets/no-such-game/map").status_code == 404


# -- creating ----------------------------------------------------------------------------------------


def test_create_answers_201_with_a_token_per_human_seat(client: TestClient) -> None:
    created = create(
        client,
        ruleset="war",
        players=3,
        seats=[{"kind": "human"}, {"kind": "ai", "level": "easy"}, {"kind": "human"}],
        options={"round_limit": 5},
    )
    assert set(created) == {"id", "seats"}
    assert [s["seat"] for s in created["seats"]] == [0, 2]
    tokens = {s["token"] for s in created["seats"]}
    assert len(tokens) == 2 and all(len(t) >= 24 for t in tokens)
    view = client.get(f"/api/games/{created['id']}/view").json()
    assert [s["kind"] for s in view["seats"]] == ["human", "ai", "human"]
    assert view["seats"][1]["level"] == "easy"


def test_creation_problems_are_422_naming_them(client: TestClient) -> None:
    def problem(body: Any, raw: bytes | None = None) -> str:
        if raw is not None:
            response = client.post("/api/games", content=raw, headers={"content-type": "application/json"})
        else:
            response = client.post("/api/games", json=body)
        assert response.status_code == 422, response.text
        detail = response.json()["detail"]
        assert isinstance(detail, str) and "Traceback" not in detail
        return detail

    assert "valid JSON" in problem(None, b'{"ruleset": "war",')
    assert "unknown field 'colour'" in problem({"ruleset": "war", "players": 3, "colour": "red"})
    assert "'players' is missing" in problem({"ruleset": "war"})
    assert "seats.1.kind" in problem({"ruleset": "war", "players": 3, "seats": [{"kind": "human"}, {"kind": "x"}, {}]})
    assert "not 2" in problem({"ruleset": "war", "players": 2, "seats": [{"kind": "human"}] * 2})
    # ... and with the option two_players the same count is fine.
    create(client, ruleset="war", players=2, seats=[{"kind": "human"}] * 2, options={"two_players": True})
    assert "no option 'fog'" in problem({"ruleset": "war", "players": 3, "options": {"fog": True}})
    assert "round_limit" in problem({"ruleset": "war", "players": 3, "options": {"round_limit": "soon"}})
    assert "unknown ruleset" in problem({"ruleset": "chess", "players": 2})
    assert "2 seat(s) for 3 players" in problem({"ruleset": "war", "players": 3, "seats": [{"kind": "human"}] * 2})
    bad_level = [{"kind": "human"}, {"kind": "ai", "level": "grandmaster"}, {"kind": "human"}]
    assert "seat 1" in problem({"ruleset": "war", "players": 3, "seats": bad_level})
    assert "seed" in problem({"ruleset": "war", "players": 3, "seed": -1})


def test_default_seats_are_one_person_and_the_computer(client: TestClient) -> None:
    created = create(client, ruleset="war-cards", players=3, options={"round_limit": 3})
    assert [s["seat"] for s in created["seats"]] == [0]
    view = client.get(f"/api/games/{created['id']}/view").json()
    assert [s["kind"] for s in view["seats"]] == ["human", "ai", "ai"]


# -- views -------------------------------------------------------------------------------------------


def test_view_of_a_seat_and_of_a_spectator(client: TestClient) -> None:
    game_id, tokens = human_game(client, seed=11)
    spectator = client.get(f"/api/games/{game_id}/view").json()
    keys = {"game", "ruleset", "players", "seat", "seats", "action_count", "current_player", "is_over", "result"}
    assert keys | {"view", "legal_actions", "events", "events_from"} <= set(spectator)
    assert spectator["seat"] is None and spectator["legal_actions"] == []
    assert spectator["view"]["hand"] is None and spectator["view"]["objective"] is None
    assert spectator["game"] == game_id and spectator["ruleset"] == "war" and spectator["players"] == 3
    assert [s["name"] for s in spectator["seats"]] == ["Blue", "Yellow", "Red"]
    seat = spectator["current_player"]
    mine = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[seat])).json()
    assert mine["seat"] == seat and mine["view"]["objective"]["id"]
    assert mine["legal_actions"] and all(set(a) == {"action", "label"} for a in mine["legal_actions"])
    assert mine["legal_actions"][0]["label"].startswith("Place")
    other = (seat + 1) % 3
    theirs = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[other])).json()
    assert theirs["seat"] == other and theirs["legal_actions"] == []
    # Events: the last 50 by default, or from an index.
    assert spectator["events_from"] == max(0, spectator["events_to"] - 50)
    everything = client.get(f"/api/games/{game_id}/view", params={"events_since": 0}).json()
    assert everything["events_from"] == 0 and everything["events"][0]["kind"] in {"roll", "shuffle", "setup"}
    assert all("kind" in e and "action" in e for e in everything["events"])


def test_bad_tokens(client: TestClient) -> None:
    game_id, _tokens = human_game(client)
    url = f"/api/games/{game_id}"
    assert client.get(f"{url}/view", headers=auth("not-a-token")).status_code == 403
    assert client.get(f"{url}/view", headers={"Authorization": "Basic abc"}).status_code == 401
    action = {"action": {"type": "end_turn"}}
    no_token = client.post(f"{url}/actions", json=action)
    assert no_token.status_code == 401 and "token" in no_token.json()["detail"]
    assert client.post(f"{url}/actions", json=action, headers=auth("wrong")).status_code == 403
    # A token of another game opens nothing here.
    _other_id, other_tokens = human_game(client)
    assert client.get(f"{url}/view", headers=auth(other_tokens[0])).status_code == 403
    assert client.get("/api/games/nope/view").status_code == 404


# -- actions -----------------------------------------------------------------------------------------


def test_actions_illegal_not_yours_stale_and_retried(client: TestClient) -> None:
    game_id, tokens = human_game(client, seed=5)
    url = f"/api/games/{game_id}/actions"
    seat, view = current(client, game_id, tokens)
    # 400 with the rule's message.
    bad = client.post(url, json={"action": {"type": "attack", "source": "alaska", "target": "brazil", "dice": 1}},
                      headers=auth(tokens[seat]))  # fmt: skip
    assert bad.status_code == 400 and "attack" in bad.json()["detail"]
    malformed = client.post(url, json={"action": {"type": "teleport"}}, headers=auth(tokens[seat]))
    assert malformed.status_code == 400 and "unknown action type 'teleport'" in malformed.json()["detail"]
    # 409: not that seat's decision.
    legal = view["legal_actions"][0]["action"]
    other = (seat + 1) % 3
    late = client.post(url, json={"action": legal}, headers=auth(tokens[other]))
    assert late.status_code == 409 and "not your decision" in late.json()["detail"]
    # 409: the client has not seen the latest action.
    stale = client.post(url, json={"action": legal, "after": view["action_count"] + 1}, headers=auth(tokens[seat]))
    assert stale.status_code == 409 and "moved on" in stale.json()["detail"]
    # 200 and the new view; the same action_id again applies nothing more.
    body = {"action": legal, "action_id": "click-1", "after": view["action_count"]}
    first = client.post(url, json=body, headers=auth(tokens[seat]))
    assert first.status_code == 200, first.text
    assert first.json()["action_count"] == view["action_count"] + 1 and first.json()["seat"] == seat
    again = client.post(url, json=body, headers=auth(tokens[seat]))
    assert again.status_code == 200 and again.json()["action_count"] == view["action_count"] + 1
    reused = client.post(url, json={**body, "action": {"type": "end_turn"}}, headers=auth(tokens[seat]))
    assert reused.status_code == 409 and "click-1" in reused.json()["detail"]
    assert client.app.state.service.stored_action_count(game_id) == 1  # type: ignore[attr-defined]
    # Unknown fields in the body are refused by name.
    extra = client.post(url, json={"action": legal, "undo": True}, headers=auth(tokens[seat]))
    assert extra.status_code == 422 and "unknown field 'undo'" in extra.json()["detail"]


def test_a_whole_game_against_the_computer(client: TestClient) -> None:
    created = create(
        client,
        ruleset="war",
        players=3,
        seats=[{"kind": "human"}, {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "greedy"}],
        options={"round_limit": 4},
        seed=3,
    )
    game_id, token = created["id"], created["seats"][0]["token"]
    moves = 0

    def my_turn_or_over() -> dict[str, Any] | None:
        view: dict[str, Any] = client.get(f"/api/games/{game_id}/view", headers=auth(token)).json()
        return view if view["is_over"] or view["legal_actions"] else None

    while True:
        view = wait_for(my_turn_or_over, "seat 0's decision or the end (the computer seats must play)")
        if view["is_over"]:
            break
        choice = view["legal_actions"][-1]["action"]
        response = client.post(
            f"/api/games/{game_id}/actions", json={"action": choice, "after": view["action_count"]}, headers=auth(token)
        )
        assert response.status_code == 200, response.text
        moves += 1
    assert moves > 10
    # Computer seats draw their seeds at random, so a seat may reach its objective before the round limit.
    assert view["result"]["reason"] in ("round limit", "objective") and view["current_player"] is None
    assert client.app.state.service.stored_action_count(game_id) == view["action_count"]  # type: ignore[attr-defined]


def test_odds_of_an_attack(client: TestClient) -> None:
    game_id, _tokens = human_game(client, seed=2)
    service = client.app.state.service  # type: ignore[attr-defined]
    game = service.games[game_id].game
    s, t = game.state, game.table
    p = game.current_player()
    source = next(i for i in range(t.size) if s.owner[i] == p)
    target = next(j for j in t.attack[source] if s.owner[j] != p)
    s.armies[source], s.armies[target] = 6, 2  # a position to ask about (the odds read only public state)
    action = {"type": "attack", "source": t.ids[source], "target": t.ids[target], "dice": 3}
    answer = client.get(f"/api/games/{game_id}/odds", params={"action": json.dumps(action)}).json()
    odds = answer["odds"]
    assert odds["system"] == "war" and odds["battle"]["attack"] == 6 and odds["battle"]["defend"] == 2
    assert 0.8 < odds["attacker_wins"] < 1.0
    assert abs(odds["attacker_wins"] + odds["defender_wins"] - 1.0) < 1e-9
    place = {"type": "place", "territory": t.ids[source]}
    assert client.get(f"/api/games/{game_id}/odds", params={"action": json.dumps(place)}).json() == {"odds": None}
    bad = client.get(f"/api/games/{game_id}/odds", params={"action": "{nope"})
    assert bad.status_code == 422 and "JSON" in bad.json()["detail"]
    assert client.get(f"/api/games/{game_id}/odds", params={"action": '{"type": "fly"}'}).status_code == 400


def test_a_save_while_the_game_goes_on_holds_what_its_seat_may_see(client: TestClient) -> None:
    game_id, tokens = human_game(client, seed=99)
    mine = client.get(f"/api/games/{game_id}/save", headers=auth(tokens[0]))
    assert mine.status_code == 200 and "attachment" in mine.headers["content-disposition"]
    data = mine.json()
    assert data["format"] == "warroom-seat-save" and data["seat"] == 0 and "seed" not in data
    assert data["view"] == client.get(f"/api/games/{game_id}/view", headers=auth(tokens[0])).json()["view"]
    watched = client.get(f"/api/games/{game_id}/save").json()
    assert watched["seat"] is None and "seed" not in watched
    # Once over, anyone may have the whole save, seed and salt included.
    over = create(client, ruleset="war", players=3, seats=[{"kind": "ai", "level": "greedy"}] * 3,
                  options={"round_limit": 2})  # fmt: skip
    wait_for(lambda: client.get(f"/api/games/{over['id']}/view").json()["is_over"], "the computer game to end")
    full = client.get(f"/api/games/{over['id']}/save").json()
    assert full["format"] == "warroom-save" and isinstance(full["seed"], int) and full["seed_salt"]


# -- limits and errors ---------------------------------------------------------------------------------


def test_limits(tmp_path: Path) -> None:
    limits = Limits(max_body_bytes=2000, games_per_client=2, requests_per_s=1000.0, request_burst=1000)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'l.db'}", limits=limits)) as c:
        big = c.post("/api/games", json={"ruleset": "war", "players": 3, "options": {"colours": "x" * 5000}})
        assert big.status_code == 413 and "too large" in big.json()["detail"]
        for _ in range(2):
            create(c, ruleset="war", players=3, seats=HUMANS_3)
        third = c.post("/api/games", json={"ruleset": "war", "players": 3, "seats": HUMANS_3})
        assert third.status_code == 429 and "too many games" in third.json()["detail"]
    limits = Limits(requests_per_s=0.001, request_burst=3)
    with TestClient(create_app(f"sqlite:///{tmp_path / 'r.db'}", limits=limits)) as c:
        codes = [c.get("/api/health").status_code for _ in range(5)]
        assert codes == [200, 200, 200, 429, 429]
    # The web client's files cost a tenth of a request each: a page load's forty modules fit where three
    # API calls do, and a flood of them is still refused.
    with TestClient(create_app(f"sqlite:///{tmp_path / 's.db'}", limits=limits)) as c:
        files = [c.get("/api.js").status_code for _ in range(35)]
        assert files == [200] * 30 + [429] * 5, files


def test_no_stack_traces_to_clients(tmp_path: Path) -> None:
    app = create_app(f"sqlite:///{tmp_path / 'e.db'}")
    with TestClient(app, raise_server_exceptions=False) as c:
        game_id = create(c, ruleset="war", players=3, seats=HUMANS_3)["id"]

        def crash(*_args: Any, **_kw: Any) -> Any:
            raise ZeroDivisionError("secret internals")

        app.state.service.view = crash
        response = c.get(f"/api/games/{game_id}/view")
        assert response.status_code == 500
        body = response.json()
        assert set(body) == {"detail", "error_id"} and body["error_id"] in body["detail"]
        assert "secret internals" not in response.text and "Traceback" not in response.text


def test_the_web_client_is_served_at_the_root(client: TestClient) -> None:
    from warroom.server.app import WEB_DIR

    if not (WEB_DIR / "index.html").is_file():
        pytest.skip("no web client in src/warroom/server/web yet")
    page = client.get("/")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    assert client.get("/api/health").json() == {"ok": True}
