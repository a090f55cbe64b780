"""Hostile requests to every endpoint of the HTTP API (the OpenAPI schema's and docs/server.md's), built by
Hypothesis and sent through FastAPI's TestClient to one app over a SQLite file, reused across examples.

The contract (docs/server.md): no answer is a 5xx; a refusal is a 4xx whose body is JSON with a string
``detail``; a body over 64 KiB is a 413. One real game of three human seats is created first and actions
are posted with the token of the seat whose decision it is, so they reach the engine's decoder (another
seat stops at a 409 before it). On a 5xx the failure shows the request and the server's traceback.

Then the audit's cases one by one: an action whose ``type`` is a list or an object; JSON nested 1,000 deep
wherever a client puts JSON; computer levels with an endless or NaN budget (a 4xx, never a game); War
Cards' ``deck_file`` naming /dev/zero or another server file (a 422; sent from a child process with its
memory capped, since reading /dev/zero never ends).
"""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import pytest
from fuzz_strategies import (
    CONTENT_TYPES,
    DEEP,
    DEEP_1000,
    HUGE_INTS,
    JSON,
    MAX_BODY,
    TEXT,
    authorization,
    body_bytes,
    encode,
    hostile_action,
    mutated,
    path_id,
    query,
)
from hypothesis import HealthCheck, Phase, assume, given, settings
from hypothesis import strategies as st
from server_helpers import TestClient
from starlette.websockets import WebSocketDisconnect

from warroom.server.app import create_app
from warroom.server.limits import Limits

# No shrinking: each example costs a few requests, shrinking a failure took a minute, and the failure
# message already shows the exact request and the server's traceback.
FUZZ = settings(
    max_examples=150,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)

# -- the app ---------------------------------------------------------------------------------------


class Captured(logging.Handler):
    """The server's error records (with their tracebacks), to show beside a 5xx."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def since(self, mark: int) -> str:
        parts = []
        for record in self.records[mark:]:
            text = record.getMessage()
            if record.exc_info and record.exc_info[1] is not None:
                text += "\n" + "".join(traceback.format_exception(record.exc_info[1]))[-3000:]
            parts.append(text)
        return "\n".join(parts)


@dataclass
class Api:
    client: TestClient
    game_id: str
    tokens: list[str]
    log: Captured
    paths: dict[str, dict[str, Any]] = field(default_factory=dict)

    def current(self) -> tuple[str, list[dict[str, Any]]]:
        """The token of the seat whose decision it is, and its legal actions."""
        seat = self.client.get(f"/api/games/{self.game_id}/view").json()["current_player"]
        token = self.tokens[seat]
        view = self.client.get(f"/api/games/{self.game_id}/view", headers={"Authorization": f"Bearer {token}"})
        return token, [entry["action"] for entry in view.json()["legal_actions"]]


@pytest.fixture(scope="module")
def api(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Api]:
    db = tmp_path_factory.mktemp("fuzz") / "games.db"
    # No request or game-creation limits: Hypothesis sends far more than a person (test_api tests them).
    limits = Limits(requests_per_s=1e9, request_burst=10**9, games_per_client=10**9)
    log = Captured()
    logging.getLogger("warroom").addHandler(log)
    try:
        with TestClient(create_app(f"sqlite:///{db}", limits=limits), raise_server_exceptions=False) as client:
            body = {"ruleset": "war", "players": 3, "seats": [{"kind": "human"}] * 3}
            created = client.post("/api/games", json=body)
            assert created.status_code == 201, created.text
            tokens = [seat["token"] for seat in created.json()["seats"]]
            yield Api(client, created.json()["id"], tokens, log, client.get("/openapi.json").json()["paths"])
    finally:
        logging.getLogger("warroom").removeHandler(log)


def check(api: Api, method: str, url: str, *, headers: dict[str, Any] | None = None, content: Any = None) -> None:
    """Send one request and hold its answer to the contract."""
    mark = len(api.log.records)
    if content is not None and not any(name.lower() == "content-type" for name in headers or {}):
        headers = {**(headers or {}), "content-type": "application/json"}
    answer = api.client.request(method, url, headers=headers, content=content)
    sent = content if isinstance(content, bytes) else b"<stream>" if content is not None else b""
    what = f"{method} {url[:300]} headers={headers!r:.300} body={sent[:300]!r} ({len(sent)} bytes)"
    assert answer.status_code < 500, f"{what}\n-> {answer.status_code} {answer.text[:500]}\n{api.log.since(mark)}"
    # A save uploaded to watch may be larger (Limits.upload_paths): a 65 KiB body there is a save to check.
    uploads = Limits().upload_paths
    if isinstance(content, bytes) and len(content) > MAX_BODY and url.partition("?")[0] not in uploads:
        assert answer.status_code == 413, f"{what}\n-> {answer.status_code}, not 413, for a body over 64 KiB"
    if answer.status_code >= 400:
        try:
            detail = answer.json()["detail"]
        except (ValueError, KeyError, TypeError):
            pytest.fail(f"{what}\n-> {answer.status_code} is not JSON with a 'detail': {answer.text[:500]!r}")
        assert isinstance(detail, str) and detail, f"{what}\n-> 'detail' is not a sentence: {detail!r}"


# -- the fuzz tests --------------------------------------------------------------------------------


@FUZZ
@given(data=st.data())
def test_post_actions(api: Api, data: st.DataObject) -> None:
    """Actions gone wrong (a legal one with a bad field, WAR's shapes with wrong values, any JSON), in
    bodies gone wrong, mostly with the token of the seat whose decision it is."""
    token, legal = api.current()
    draw = data.draw
    body: dict[str, Any] = {"action": None}
    if draw(st.integers(0, 2)) == 0:  # mostly a plain envelope, so that the action reaches the engine
        body = draw(mutated(body, {"action_id": JSON | TEXT, "after": JSON | HUGE_INTS}))
    if "action" in body:
        body["action"] = hostile_action(draw, legal)
    content = draw(body_bytes(body))
    headers = {"Authorization": f"Bearer {token}"} if draw(st.integers(0, 3)) else draw(authorization(api.tokens))
    headers["content-type"] = draw(st.sampled_from(CONTENT_TYPES[:1] * 4 + CONTENT_TYPES))
    game = path_id(draw, api.game_id) if draw(st.integers(0, 5)) == 0 else api.game_id
    check(api, "POST", f"/api/games/{game}/actions", headers=headers, content=content)


@FUZZ
@given(data=st.data())
def test_create_game(api: Api, data: st.DataObject) -> None:
    """New games with each field of the body wrong, missing or joined by strangers."""
    draw = data.draw
    seat = st.fixed_dictionaries({"kind": st.sampled_from(["ai", "human", "AI", ""]) | JSON})
    # Only levels that answer at once (an endless one would think on in this process: see LEVELS).
    level = st.sampled_from(["easy", "random", "greedy", "nan", "mcts:iters=-1", "x" * 200]) | JSON
    # Seat 0 stays a person, so that no game this creates is played by the computer during the test.
    seats = st.lists(seat.flatmap(lambda s: mutated(s, {"level": level})), max_size=5).map(
        lambda rest: [{"kind": "human"}, *rest]
    )
    options = st.dictionaries(
        st.sampled_from(["round_limit", "two_players", "colours", "deck_file", "seed"]) | TEXT,
        JSON | st.just(DEEP),
        max_size=3,
    )
    base = {"ruleset": "war", "players": 3, "seats": [{"kind": "human"}, *[{"kind": "ai", "level": "easy"}] * 2]}
    fields = {
        # The WAR family only: their computer levels answer at once, so no game thinks on in the background.
        "ruleset": st.sampled_from(["war", "war-cards", "war-imperio-romano", "", "x" * 101]) | JSON,
        "players": st.integers(-5, 70) | HUGE_INTS | JSON,
        "seats": seats | JSON,
        "options": options | JSON,
        "seed": st.integers(-(2**64), 2**64) | HUGE_INTS | JSON,
        "turn_seconds": st.integers(-5, 10**9) | HUGE_INTS | JSON,
    }
    body = draw(mutated(base, fields))
    if "deck_file" in json.dumps(body):
        # A deck file is a path on the server: only the audit's test (in a child process) reads one.
        assume(False)
    headers = {"content-type": draw(st.sampled_from(CONTENT_TYPES[:1] * 4 + CONTENT_TYPES))}
    check(api, "POST", "/api/games", headers=headers, content=draw(body_bytes(body)))


@FUZZ
@given(data=st.data())
def test_game_reads(api: Api, data: st.DataObject) -> None:
    """view, odds and save: random ids, query strings and Authorization headers."""
    draw = data.draw
    endpoint, names = draw(
        st.sampled_from([("view", ["token", "events_since"]), ("odds", ["action"]), ("save", ["token"])])
    )
    game = path_id(draw, api.game_id)
    url = f"/api/games/{game}/{endpoint}?{query(draw, names)}"
    if endpoint == "odds" and draw(st.booleans()):
        # An attack-like action whose fields go wrong, URL-encoded as the docs show it.
        _token, legal = api.current()
        # Cut to 6,000 bytes (a deep action is cut open): httpx refuses URLs over 64 KiB.
        action = encode(draw, hostile_action(draw, legal))[:6000].decode("utf-8", "surrogateescape")
        url = f"/api/games/{game}/odds?action={quote(action, safe='', errors='surrogateescape')}"
    check(api, "GET", url, headers=draw(authorization(api.tokens)))


@FUZZ
@given(data=st.data())
def test_every_route_of_the_schema(api: Api, data: st.DataObject) -> None:
    """Each operation of /openapi.json with its declared parameters filled with hostile values, a
    hostile body, a method it does not have, and the rulesets' random ids."""
    draw = data.draw
    path = draw(st.sampled_from(sorted(api.paths)))
    methods = sorted(api.paths[path])
    method = draw(st.sampled_from(methods) | st.sampled_from(["GET", "POST", "PUT", "DELETE", "PATCH"]))
    params = [p for op in api.paths[path].values() for p in op.get("parameters", [])]
    url = path
    for param in params:
        if param["in"] == "path":
            real = api.game_id if param["name"] == "game_id" else draw(st.sampled_from(["war", "war-cards", "ww4"]))
            url = url.replace("{" + param["name"] + "}", path_id(draw, real))
    url += "?" + query(draw, [p["name"] for p in params if p["in"] == "query"])
    content = draw(body_bytes(draw(JSON))) if method.lower() != "get" or draw(st.integers(0, 9)) == 0 else None
    headers = {**draw(authorization(api.tokens)), "content-type": draw(st.sampled_from(CONTENT_TYPES))}
    check(api, method.upper(), url, headers=headers, content=content)


@pytest.mark.parametrize("endpoint", ["/api/games", "/api/games/{game}/actions"])
def test_streamed_body_over_the_limit_is_413(api: Api, endpoint: str) -> None:
    """Without a Content-Length (chunked), the limit still holds where a body is read."""

    def chunks() -> Iterator[bytes]:
        yield b'{"action": {"type": "'
        for _ in range(20):
            yield b"x" * 8192
        yield b'"}}'

    token, _legal = api.current()
    url = endpoint.format(game=api.game_id)
    headers = {"Authorization": f"Bearer {token}", "content-type": "application/json"}
    answer = api.client.post(url, content=chunks(), headers=headers)
    assert answer.status_code == 413, f"POST {url} streamed 160 KiB: {answer.status_code} {answer.text[:300]}"
    assert isinstance(answer.json()["detail"], str)


@settings(FUZZ, max_examples=40)
@given(data=st.data())
def test_websocket(api: Api, data: st.DataObject) -> None:
    """The socket sends a view or closes with a documented code, whatever the URL and the first message
    (which says who the client is, docs/server.md; a server that ignores it sends the view anyway)."""
    draw = data.draw
    game = path_id(draw, api.game_id)
    token = draw(st.sampled_from(["", *api.tokens]) | TEXT.map(lambda s: quote(s, safe="")))
    url = f"/api/games/{game}/ws?token={token}&{query(draw, ['events_since', 'token'])}"
    hello = draw(
        st.sampled_from([None, *api.tokens]).map(lambda t: json.dumps({"token": t}))
        | st.builds(lambda v: json.dumps({"token": v}), JSON)
        | st.builds(json.dumps, JSON)
        | st.sampled_from(["", "{", DEEP_1000, "x" * 70_000])
        | st.binary(max_size=50)
    )
    mark = len(api.log.records)
    try:
        with api.client.websocket_connect(url) as ws:
            if isinstance(hello, bytes):
                ws.send_bytes(hello)
            else:
                ws.send_text(hello)
            message = ws.receive_json()
            assert message["game"] == api.game_id, f"{url} {hello!r:.200}: {message!r:.300}"
    except WebSocketDisconnect as exc:
        codes = {1000, 1008, 4400, 4403, 4404, 4429, 4503}
        assert exc.code in codes, f"{url} {hello!r:.200}: closed {exc.code} {exc.reason}\n{api.log.since(mark)}"
    assert not api.log.since(mark), f"{url} {hello!r:.200}: the server logged an error\n{api.log.since(mark)}"


# -- the audit's cases -----------------------------------------------------------------------------


BAD_TYPES = {"list": [1], "object": {"a": 1}, "[]": [], "{}": {}, "null": None, "1.5": 1.5, "true": True, "str": "[1]"}


@pytest.mark.parametrize("bad_type", list(BAD_TYPES.values()), ids=list(BAD_TYPES))
def test_action_type_of_the_wrong_kind(api: Api, bad_type: Any) -> None:
    token, _legal = api.current()
    body = json.dumps({"action": {"type": bad_type, "territory": "alaska"}}).encode()
    check(api, "POST", f"/api/games/{api.game_id}/actions", headers={"Authorization": f"Bearer {token}"}, content=body)
    query_action = quote(json.dumps({"type": bad_type, "source": "brazil", "target": "argentina", "dice": 3}))
    check(api, "GET", f"/api/games/{api.game_id}/odds?action={query_action}")


DEEP_PLACES = {
    "action": '{"action": @}',
    "action field": '{"action": {"type": "place", "territory": @}}',
    "action type": '{"action": {"type": @}}',
    "action_id": '{"action": {"type": "end_turn"}, "action_id": @}',
    "after": '{"action": {"type": "end_turn"}, "after": @}',
    "body": "@",
}


@pytest.mark.parametrize("place", sorted(DEEP_PLACES))
def test_json_nested_1000_deep_in_an_action(api: Api, place: str) -> None:
    token, _legal = api.current()
    body = DEEP_PLACES[place].replace("@", DEEP_1000).encode()
    headers = {"Authorization": f"Bearer {token}", "content-type": "application/json"}
    check(api, "POST", f"/api/games/{api.game_id}/actions", headers=headers, content=body)


NEW_GAME_PLACES = {
    "option": '{"ruleset": "war", "players": 3, "options": {"round_limit": @}}',
    "option text": '{"ruleset": "war", "players": 3, "options": {"colours": @}}',
    "level": '{"ruleset": "war", "players": 3, "seats": [{"kind": "human"}, {"kind": "ai", "level": @}]}',
    "ruleset": '{"ruleset": @, "players": 3}',
    "players": '{"ruleset": "war", "players": @}',
    "seats": '{"ruleset": "war", "players": 3, "seats": @}',
}


@pytest.mark.parametrize("place", sorted(NEW_GAME_PLACES))
def test_json_nested_1000_deep_in_a_new_game(api: Api, place: str) -> None:
    body = NEW_GAME_PLACES[place].replace("@", DEEP_1000).encode()
    check(api, "POST", "/api/games", headers={"content-type": "application/json"}, content=body)


@pytest.mark.parametrize("deep", [DEEP_1000, '{"a":' * 1000 + "1" + "}" * 1000], ids=["lists", "objects"])
def test_json_nested_1000_deep_in_a_query(api: Api, deep: str) -> None:
    check(api, "GET", f"/api/games/{api.game_id}/odds?action={quote(deep)}")
    wrapped = quote(json.dumps({"type": "attack", "source": "brazil", "target": "argentina"})[:-1] + ', "dice": ')
    check(api, "GET", f"/api/games/{api.game_id}/odds?action={wrapped}{quote(deep)}%7D")
    check(api, "GET", f"/api/games/{api.game_id}/view?events_since={quote(deep)}&token={quote(deep)}")


#: Computer levels whose search budget is endless or not a number: a 4xx, never a game.
LEVELS = ["mcts:iters=0,time=inf", "mcts:time=inf", "mcts:time=nan", "nan", "mcts:time=1e308", "mcts:iters=" + "9" * 20]
#: Server files a deck_file option may name; /dev/zero last, since reading it never ends.
DECK_FILES = ["/etc/passwd", "/proc/self/environ", "/nonexistent/deck.json", "/dev/zero"]
#: POSTs /api/games with each body (argv[1], a JSON list) through TestClient in a child process: its address
#: space is capped, so a server that reads /dev/zero runs out of memory there (a MemoryError), and it ends
#: with os._exit, so a computer seat that thinks forever (an accepted endless level) dies with it.
CHILD = """
import json, os, resource, sys, tempfile, warnings
warnings.filterwarnings("ignore")
resource.setrlimit(resource.RLIMIT_AS, (1024**3, 1024**3))
from fastapi.testclient import TestClient
from warroom.server.app import create_app
from warroom.server.limits import Limits
app = create_app(f"sqlite:///{tempfile.mkdtemp()}/g.db", limits=Limits(games_per_client=1000))
client = TestClient(app, raise_server_exceptions=False)
client.__enter__()
for i, body in enumerate(json.loads(sys.argv[1])):
    answer = client.post("/api/games", json=body)
    print(json.dumps({"i": i, "status": answer.status_code, "text": answer.text[:500]}), flush=True)
sys.stderr.flush()
os._exit(0)
"""


@pytest.fixture(scope="module")
def child_answers() -> list[Any]:
    """The answer to a game with each of LEVELS, then each of DECK_FILES, or why there is none."""
    bodies: list[dict[str, Any]] = []
    for level in LEVELS:
        seats = [{"kind": "human"}, {"kind": "ai", "level": level}, {"kind": "ai", "level": "easy"}]
        bodies.append({"ruleset": "war", "players": 3, "seats": seats})
    bodies += [{"ruleset": "war-cards", "players": 3, "options": {"deck_file": path}} for path in DECK_FILES]
    try:
        command = [sys.executable, "-c", CHILD, json.dumps(bodies)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=90)
        out, err = done.stdout, done.stderr
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else exc.stdout or ""
        err = "the child did not end within 90 s"
    answers: list[Any] = [f"no answer; the child: {err[-3000:]}"] * len(bodies)
    for line in out.splitlines():
        if line.startswith("{"):
            answer = json.loads(line)
            answers[answer["i"]] = {**answer, "body": bodies[answer["i"]], "server log": err[-2000:]}
    return answers


@pytest.mark.parametrize("level", LEVELS)
def test_endless_or_nan_computer_levels_are_refused(child_answers: list[Any], level: str) -> None:
    answer = child_answers[LEVELS.index(level)]
    assert isinstance(answer, dict), f"level {level!r}: {answer}"
    assert 400 <= answer["status"] < 500, f"level {level!r}: {answer}"
    assert isinstance(json.loads(answer["text"])["detail"], str)


@pytest.mark.parametrize("deck_file", DECK_FILES)
def test_war_cards_deck_file_naming_a_server_file_is_422(child_answers: list[Any], deck_file: str) -> None:
    answer = child_answers[len(LEVELS) + DECK_FILES.index(deck_file)]
    assert isinstance(answer, dict), f"deck_file {deck_file!r}: {answer}"
    assert answer["status"] == 422, f"deck_file {deck_file!r}: {answer}"
    assert isinstance(json.loads(answer["text"])["detail"], str)
