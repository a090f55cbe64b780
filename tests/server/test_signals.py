"""Signals: a person told that it is their turn in a correspondence game, by a webhook on this machine and
by e-mail through an SMTP server the test starts (never any outside address)."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from server_helpers import TestClient, wait_for

from warroom.server.app import create_app
from warroom.server.signals import Smtp


@pytest.fixture
def receiver() -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """A webhook receiver on 127.0.0.1: the base URL and the (path, JSON body) of every POST."""
    got: list[dict[str, Any]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers["Content-Length"]))
            got.append({"path": self.path, "body": json.loads(body)})
            self.send_response(204)
            self.end_headers()

        def log_message(self, *_args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", got
    server.shutdown()
    server.server_close()


@pytest.fixture
def mailbox() -> Iterator[tuple[int, list[Any]]]:
    """An SMTP server on 127.0.0.1 (aiosmtpd): its port and the messages it received."""
    from aiosmtpd.controller import Controller

    got: list[Any] = []

    class Handler:
        async def handle_DATA(self, _server: Any, _session: Any, envelope: Any) -> str:
            got.append(envelope)
            return "250 OK"

    with socket.socket() as probe:  # a free port (the controller checks its server by connecting to it)
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    controller = Controller(Handler(), hostname="127.0.0.1", port=port)
    controller.start()
    yield port, got
    controller.stop()


def _player(client: TestClient, name: str) -> dict[str, str]:
    made: dict[str, str] = client.post("/api/players", json={"name": name}).json()
    return made


def test_bad_signal_settings_are_refused(client: TestClient) -> None:
    ana = _player(client, "Ana")
    headers = {"X-Player-Key": ana["key"]}
    for body, field in (
        ({"webhook": "ftp://example.org/x"}, "webhook"),
        ({"webhook": "javascript:alert(1)"}, "webhook"),
        ({"webhook": "http://"}, "webhook"),
        ({"email": "not an address"}, "email"),
        ({"email": "<script>@x.org"}, "email"),
    ):
        answer = client.put("/api/players/me/signals", json=body, headers=headers)
        assert answer.status_code == 422 and field in answer.json()["detail"], body
    assert client.put("/api/players/me/signals", json={"webhook": None}).status_code == 401
    ok = client.put("/api/players/me/signals", json={"webhook": "https://example.org/hook"}, headers=headers)
    assert ok.status_code == 200
    assert client.get("/api/players/me/signals", headers=headers).json()["webhook"] == "https://example.org/hook"


def test_your_turn_by_webhook_and_email(
    tmp_path: Path, receiver: tuple[str, list[dict[str, Any]]], mailbox: tuple[int, list[Any]]
) -> None:
    base, posts = receiver
    port, mails = mailbox
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}", smtp=Smtp("127.0.0.1", port, "war@test"))) as client:
        ana, bia = _player(client, "Ana"), _player(client, "Bia")
        for who in (ana, bia):
            settings = {"webhook": f"{base}/{who['name']}", "email": f"{who['name'].lower()}@example.org"}
            client.put("/api/players/me/signals", json=settings, headers={"X-Player-Key": who["key"]})
        body = {"ruleset": "war", "players": 3, "turn_seconds": 86400, "visibility": "open",
                "seats": [{"kind": "human"}, {"kind": "open"}, {"kind": "ai", "level": "greedy"}]}  # fmt: skip
        game = client.post("/api/games", json=body, headers={"X-Player-Key": ana["key"]}).json()
        client.post(f"/api/games/{game['id']}/join", headers={"X-Player-Key": bia["key"]})
        view = wait_for(
            lambda: (v := client.get(f"/api/games/{game['id']}/view").json())["current_player"] != 2 and v,
            "a person's decision",
        )
        to_move = view["current_player"]
        name = ["Ana", "Bia"][to_move]
        wait_for(lambda: posts, "the webhook")
        assert posts[0]["path"] == f"/{name}"
        assert posts[0]["body"] == {"event": "your_turn", "game": game["id"], "ruleset": "war", "seat": to_move}
        wait_for(lambda: mails, "the e-mail")
        assert mails[0].rcpt_tos == [f"{name.lower()}@example.org"] and b"your turn" in mails[0].content
    # Once a turn, not once per decision.
    assert len(posts) == 1
