"""The archive and the replay viewer's API: a finished game replayed at any step matches the engine's own
replay (position, events, dice, every seat's secrets); an unfinished game is refused and nothing of it leaks;
bad steps are 422; a save uploaded to watch replays the same, while a seat save and malformed, huge, deep or
tampered files are refused with nothing kept; uploads are rate-limited per client."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from server_helpers import TestClient, auth, create, wait_for

from warroom.core.registry import new_game
from warroom.server.errors import ServiceError

PLAYER = "Replay Ana"


def _player(client: TestClient, name: str = PLAYER) -> str:
    answer = client.post("/api/players", json={"name": name})
    assert answer.status_code == 201, answer.text
    key: str = answer.json()["key"]
    return key


def _play_out(client: TestClient, game_id: str, tokens: list[str]) -> dict[str, Any]:
    """Play every seat through the API until the game is over (an attack now and then, else ending each phase
    as soon as it may); the last view."""
    rng = random.Random(3)
    for _ in range(5000):
        view: dict[str, Any] = client.get(f"/api/games/{game_id}/view").json()
        if view["is_over"]:
            return view
        token = tokens[view["current_player"]]
        mine = client.get(f"/api/games/{game_id}/view", headers=auth(token)).json()
        legal = [la["action"] for la in mine["legal_actions"]]
        attacks = [a for a in legal if a["type"] == "attack"]
        ends = [a for a in legal if a["type"] in {"end_attacks", "end_turn"}]
        choice = rng.choice(attacks) if attacks and rng.random() < 0.7 else (ends or legal)[0]
        answer = client.post(f"/api/games/{game_id}/actions", json={"action": choice}, headers=auth(token))
        assert answer.status_code == 200, answer.text
    pytest.fail("the game did not end within 5000 actions")


@pytest.fixture
def finished(client: TestClient) -> dict[str, Any]:
    """A finished 3-player WAR game listed in the lobby, its first seat a named person."""
    key = _player(client)
    body = {"ruleset": "war", "players": 3, "visibility": "open", "seed": 11, "options": {"round_limit": 3},
            "seats": [{"kind": "human"}] * 3}  # fmt: skip
    answer = client.post("/api/games", json=body, headers={"X-Player-Key": key})
    assert answer.status_code == 201, answer.text
    game_id, tokens = answer.json()["id"], [s["token"] for s in answer.json()["seats"]]
    last = _play_out(client, game_id, tokens)
    save = client.get(f"/api/games/{game_id}/save").json()
    return {"id": game_id, "token": tokens[0], "view": last, "save": save}


def _engine(save: dict[str, Any], steps: int) -> Any:
    """The engine's own game after the save's first ``steps`` actions."""
    game = new_game(save["ruleset"], save["players"], save["options"], save["seed"])
    for entry in save["actions"][:steps]:
        game.apply(entry["action"])
    return game


def _check_step(answer: dict[str, Any], save: dict[str, Any], step: int) -> None:
    game = _engine(save, step)
    assert answer["step"] == step and answer["steps"] == len(save["actions"])
    assert answer["view"] == json.loads(json.dumps(game.view(None)))
    assert answer["round"] == game.round_number()
    for seat in range(save["players"]):
        secrets = dict(answer["secrets"][seat])
        assert secrets.pop("seat") == seat
        assert {**answer["view"], **secrets} == json.loads(json.dumps(game.view(seat)))
        assert secrets["hand"] == game.view(seat)["hand"] and secrets["objective"]
    expected = [e.to_json() for e in game.log.since(0) if e.action_index == step - 1]
    assert [{k: v for k, v in e.items() if k not in {"seq", "text"}} for e in answer["events"]] == json.loads(
        json.dumps(expected)
    )
    assert answer["dice"] == [e["dice"] for e in expected if e["kind"] == "roll"]
    if step:
        before = _engine(save, step - 1)
        assert answer["actor"] == before.current_player()
        assert answer["action"] == save["actions"][step - 1]["action"]
        assert answer["description"] == before.describe(before.codec.decode(answer["action"]))


def test_a_finished_game_replays_as_the_engine_does(client: TestClient, finished: dict[str, Any]) -> None:
    save, game_id = finished["save"], finished["id"]
    last = len(save["actions"])
    assert last > 20
    first = client.get(f"/api/games/{game_id}/replay").json()
    assert first["step"] == 0 and first["is_over"] and first["seed"] == save["seed"]
    assert first["seats"][0]["name"] == PLAYER and first["result"]["winners"] == finished["view"]["result"]["winners"]
    # Forward, backward (the cursor rebuilt from the start), the same step again (cached), the end.
    for step in [0, 1, 2, last // 2, 5, 5, last - 1, last]:
        answer = client.get(f"/api/games/{game_id}/replay", params={"step": step})
        assert answer.status_code == 200, answer.text
        _check_step(answer.json(), save, step)
    assert any(client.get(f"/api/games/{game_id}/replay", params={"step": s}).json()["dice"] for s in range(1, last))
    # The rounds' index: each round starts at the step listed, the step before it is still an earlier round.
    rounds = first["rounds"]
    assert [r["round"] for r in rounds] == sorted({r["round"] for r in rounds}) and len(rounds) >= 3
    for entry in rounds[1:]:
        at = client.get(f"/api/games/{game_id}/replay", params={"step": entry["step"]}).json()
        before = client.get(f"/api/games/{game_id}/replay", params={"step": entry["step"] - 1}).json()
        assert at["round"] == entry["round"] and before["round"] < entry["round"]


def test_the_archive_finds_the_game_by_player_and_ruleset(client: TestClient, finished: dict[str, Any]) -> None:
    listed = client.get("/api/archive", params={"player": PLAYER.upper(), "ruleset": "war"}).json()["games"]
    assert [g["id"] for g in listed] == [finished["id"]]
    entry = listed[0]
    assert entry["winners"] == finished["view"]["result"]["winners"] and entry["rounds"] >= 3
    assert entry["colours"] == [s["colour"] for s in finished["view"]["seats"]]
    # Each seat's name in every language, for the archive page in the reader's ("Blue" / "Azul").
    assert [w["en"] for w in entry["seat_words"]] == entry["colours"]
    assert all(w["pt"] and w["pt"] != w["en"] for w in entry["seat_words"]), entry["seat_words"]
    assert "seed" not in json.dumps(listed) and finished["token"] not in json.dumps(listed)
    assert client.get("/api/archive", params={"player": "Nobody Here"}).json()["games"] == []
    assert client.get("/api/archive", params={"ruleset": "ww4"}).json()["games"] == []
    assert client.get("/api/archive", params={"limit": 0}).status_code == 422


def test_the_archive_lists_finished_games_without_rebuilding_them(
    client: TestClient, finished: dict[str, Any], monkeypatch: Any
) -> None:
    """The row keeps a finished game's result and round (schema 5): a server that has the game only on disk
    lists it with its winners, rounds and colours without replaying it."""
    service = client.app.state.service
    service.games.pop(finished["id"], None)  # as after a restart

    def no_replay(live: Any) -> Any:
        raise AssertionError(f"the archive rebuilt game {live.id}")

    monkeypatch.setattr(service, "usable", no_replay)
    entry = client.get("/api/archive", params={"player": PLAYER}).json()["games"][0]
    assert entry["id"] == finished["id"] and entry["winners"] == finished["view"]["result"]["winners"]
    assert entry["rounds"] >= 3 and entry["result"]["winners"] == entry["winners"]
    assert entry["colours"] == [s["colour"] for s in finished["view"]["seats"]]
    assert [w["en"] for w in entry["seat_words"]] == entry["colours"]
    assert all(w["pt"] != w["en"] for w in entry["seat_words"]), entry["seat_words"]


def test_an_unfinished_game_is_refused_and_nothing_leaks(client: TestClient) -> None:
    made = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, seed=5)
    game_id, tokens = made["id"], [s["token"] for s in made["seats"]]
    snapshot = new_game("war", 3, {}, 5).snapshot()
    secrets = [*snapshot["objectives"], *snapshot["deck"][:5]]
    for headers in [{}, auth(tokens[0])]:
        for step in (0, 1):
            answer = client.get(f"/api/games/{game_id}/replay", params={"step": step}, headers=headers)
            assert answer.status_code == 409 and "not over" in answer.json()["detail"]
            assert not any(secret in answer.text for secret in secrets)
            assert "5" not in answer.text  # not even the seed


def test_bad_steps_and_unknown_games(client: TestClient, finished: dict[str, Any]) -> None:
    game_id, last = finished["id"], len(finished["save"]["actions"])
    for step in ["-1", "abc", "1.5", str(last + 1), "99999999999"]:
        answer = client.get(f"/api/games/{game_id}/replay", params={"step": step})
        assert answer.status_code == 422 and "step" in answer.json()["detail"], (step, answer.text)
    assert client.get("/api/games/nope/replay").status_code == 404
    assert client.get("/api/replays/u.nope").status_code == 404


def test_an_uploaded_save_replays_like_the_game(client: TestClient, finished: dict[str, Any]) -> None:
    save, game_id = finished["save"], finished["id"]
    # Larger than any other request may be (64 KiB): a long game's save is hundreds of KB.
    padded = json.dumps({**save, "meta": {"note": "x" * 100_000}}).encode()
    answer = client.post("/api/replays", content=padded)
    assert answer.status_code == 201, answer.text
    replay_id = answer.json()["replay"]
    assert replay_id.startswith("u.") and answer.json()["source"] == "upload"
    for step in (0, 3, len(save["actions"])):
        mine = client.get(f"/api/replays/{replay_id}", params={"step": step}).json()
        theirs = client.get(f"/api/games/{game_id}/replay", params={"step": step}).json()
        for key in ("view", "secrets", "events", "dice", "round", "actor", "action", "rounds", "result", "seed"):
            assert mine[key] == theirs[key], key
    assert client.get(f"/api/replays/{replay_id}", params={"step": -1}).status_code == 422


@pytest.mark.parametrize(
    "name", ["war__3p__default__greedy__seed7__end.json", "war__6p__colours-round_limit3__greedy__seed3__end.json"]
)
def test_a_save_of_older_rules_replays_under_them(client: TestClient, name: str) -> None:
    """A save made by warroom 0.1.0 (tests/golden_saves) replays in the viewer under the rules it was made with
    (the options its check pinned), to the end it recorded."""
    path = Path(__file__).resolve().parents[1] / "golden_saves" / name
    save = json.loads(path.read_text())
    # As the file is (format 1: upgraded on reading) and as a later format naming rules version 1 with the
    # options of that time (pinned only when replayed): both must replay to the recorded end.
    later = json.dumps({**save, "version": 2, "rules": 1}).encode()
    for body in (path.read_bytes(), later):
        _replays_to_the_end(client, body, save)


def _replays_to_the_end(client: TestClient, body: bytes, save: dict[str, Any]) -> None:
    answer = client.post("/api/replays", content=body)
    assert answer.status_code == 201, answer.text
    last = len(save["actions"])
    end = client.get(f"/api/replays/{answer.json()['replay']}", params={"step": last})
    assert end.status_code == 200, end.text
    assert end.json()["is_over"] and end.json()["result"]["winners"] == save["meta"]["winners"]


def _book(client: TestClient) -> Any:
    client.get("/api/games/nope/replay")  # the app's replays are made on first use
    return client.app.state.replays  # type: ignore[attr-defined,no-any-return]


def _tampered(save: dict[str, Any], how: str) -> dict[str, Any]:
    data = json.loads(json.dumps(save))
    if how == "dice":
        entry = next(e for e in data["actions"] if e["rolls"])
        entry["rolls"][0][0] = entry["rolls"][0][0] % 6 + 1
    elif how == "seed":
        data["seed"] += 1
    elif how == "action":
        data["actions"][3]["action"] = {"type": "fly"}
    elif how == "file":
        data["ruleset"], data["options"] = "war-cards", {"deck_file": "/etc/passwd"}
    return data


def _deep(levels: int) -> Any:
    value: Any = 0
    for _ in range(levels):
        value = [value]
    return value


def _save_bytes(**fields: Any) -> bytes:
    """A save's outer shape with ``fields`` changed or added, as bytes."""
    data = {"format": "warroom-save", "version": 1, "ruleset": "war", "players": 3, "options": {}, "seed": 1}
    return json.dumps({**data, "actions": [], **fields}).encode()


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        (b"", 422, "empty"),
        (b"not json at all", 422, "not valid JSON"),
        (b"\xff\xfe{}", 422, "UTF-8"),
        (b"[" * 200_000 + b"]" * 200_000, 422, "nested"),
        (_save_bytes(x=_deep(150)), 422, "nested"),
        (_save_bytes(players="3"), 422, "'players'"),
        (_save_bytes(ruleset="chess"), 422, "chess"),
        (b'{"format": "other"}', 422, "not a warroom save"),
        (b'{"format": "warroom-save", "x": "\\ud800"}', 422, "surrogate"),
        (b"[1, 2, 3]", 422, "not a warroom save"),
        (b" " * (8 * 1024 * 1024 + 1), 413, "too large"),
    ],
)
def test_bad_files_are_refused_and_nothing_is_kept(client: TestClient, body: bytes, status: int, words: str) -> None:
    book = _book(client)
    answer = client.post("/api/replays", content=body)
    assert answer.status_code == status and words in answer.json()["detail"], answer.text
    assert book.upload_count() == 0


TAMPERED = [("dice", "rolled"), ("seed", "commitment"), ("action", "fly"), ("file", "names a file on the server")]


@pytest.mark.parametrize(("how", "words"), TAMPERED)
def test_tampered_saves_are_refused(client: TestClient, finished: dict[str, Any], how: str, words: str) -> None:
    book = _book(client)
    answer = client.post("/api/replays", content=json.dumps(_tampered(finished["save"], how)).encode())
    assert answer.status_code == 422 and words in answer.json()["detail"], answer.text
    assert book.upload_count() == 0


def test_a_seat_save_cannot_be_replayed(client: TestClient) -> None:
    made = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3)
    seat_save = client.get(f"/api/games/{made['id']}/save", headers=auth(made["seats"][0]["token"])).json()
    assert seat_save["format"] == "warroom-seat-save"
    book = _book(client)
    answer = client.post("/api/replays", content=json.dumps(seat_save).encode())
    assert answer.status_code == 422 and "seat save" in answer.json()["detail"] and "no seed" in answer.json()["detail"]
    assert book.upload_count() == 0


def test_uploads_are_limited_per_client_and_bounded(client: TestClient, finished: dict[str, Any]) -> None:
    book = _book(client)
    book.uploads_per_client, book.kept_uploads = 3, 2
    text = json.dumps(finished["save"]).encode()
    made = [client.post("/api/replays", content=text) for _ in range(3)]
    assert [m.status_code for m in made] == [201, 201, 201]
    assert book.upload_count() == 2  # the oldest was forgotten
    assert client.get(f"/api/replays/{made[0].json()['replay']}").status_code == 404
    assert client.get(f"/api/replays/{made[2].json()['replay']}").status_code == 200
    refused = client.post("/api/replays", content=text)
    assert refused.status_code == 429 and "uploads" in refused.json()["detail"]
    book.upload_ttl_s = 0.0
    wait_for(lambda: book.upload_count() == 0, "the uploads to expire")


def test_uploads_are_replayed_two_at_a_time(client: Any, monkeypatch: Any) -> None:
    """A third upload while two replay waits its turn and, past the wait, is refused with a 503 (nothing kept)."""
    from warroom.server import replay_book

    monkeypatch.setattr(replay_book, "UPLOAD_WAIT_S", 0.05)
    book = replay_book.ReplayBook(client.app.state.service)
    assert book._replaying.acquire() and book._replaying.acquire()  # two replays under way
    try:
        answer = book.upload(b"{}", "10.0.0.9")
    except ServiceError as exc:
        assert exc.status == 503 and "try again" in exc.message
    else:
        raise AssertionError(f"a third upload was replayed at once: {answer}")
    assert book.upload_count() == 0
