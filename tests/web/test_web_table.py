"""End to end in a headless Chromium against a real `warroom serve`: the game page's table talk and timing. A seat
and a named spectator chat across two browser contexts (HTML in a message is shown as the text typed, the
spectator's message is marked and hidden from the seats while the game goes on); a game with a turn clock shows
a countdown that goes down; the seat to move sees "your turn" in the tab's title, which goes back once the
decision has passed on; a leaderboard page opens."""

from __future__ import annotations

import json
import secrets
import urllib.request
from typing import Any

import pytest

pytestmark = pytest.mark.web

WAIT = 20_000


def _call(server: str, path: str, body: Any = None, token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(
        f"{server}{path}", data=data, headers=headers, method="POST" if body is not None else "GET"
    )
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.loads(r.read())


def _people(server: str, **extra: Any) -> tuple[str, list[str]]:
    """A WAR game between three human seats: its id and the seats' tokens."""
    created = _call(server, "/api/games", {"ruleset": "war", "players": 3, "seats": [{"kind": "human"}] * 3, **extra})
    return created["id"], [s["token"] for s in created["seats"]]


def test_chat_between_a_seat_and_a_spectator(server: str, browser: Any) -> None:
    game, tokens = _people(server)
    name = f"Spec{secrets.token_hex(3)}"
    key = _call(server, "/api/players", {"name": name})["key"]
    seat_ctx = browser.new_context()
    spec_ctx = browser.new_context()
    spec_ctx.add_init_script(f"localStorage.setItem('warroom.player.key', {json.dumps(key)})")
    try:
        seat = seat_ctx.new_page()
        spec = spec_ctx.new_page()
        seat.goto(f"{server}/#/game/{game}?token={tokens[0]}")
        spec.goto(f"{server}/#/game/{game}?watch=1")
        seat.wait_for_selector("#chat-text")
        spec.wait_for_selector("#chat-text")
        assert "0 / 500" in seat.inner_text("#chat-count")

        html = "<b>bold</b> & <img src=x onerror=alert(1)>"
        seat.fill("#chat-text", html)
        seat.click("#chat-send")
        spec.wait_for_selector("#chat-messages .chat-msg .chat-text", timeout=WAIT)
        assert spec.inner_text("#chat-messages .chat-msg .chat-text") == html
        assert spec.locator("#chat-messages b, #chat-messages img").count() == 0
        assert seat.input_value("#chat-text") == ""

        spec.fill("#chat-text", "hello from the stands")
        spec.press("#chat-text", "Enter")
        spec.wait_for_selector(".chat-msg.spectator", timeout=WAIT)
        row = spec.locator(".chat-msg.spectator")
        assert row.locator(".chat-author").inner_text() == name
        assert row.locator(".chat-room").count() == 1
        assert row.locator(".chat-text").inner_text() == "hello from the stands"
        # The seats read the spectators' room only once the game is over: a reload shows the seat's room alone.
        seat.reload()
        seat.wait_for_selector("#chat-messages .chat-msg .chat-text", timeout=WAIT)
        assert seat.locator(".chat-msg.spectator").count() == 0

        # A message the server refuses (only blanks and a control character: 422) is explained next to the box.
        seat.evaluate("() => { document.querySelector('#chat-text').value = 'a\\u0007b'; }")
        seat.click("#chat-send")
        seat.wait_for_function("() => document.querySelector('#chat-error').textContent.length > 0", timeout=WAIT)
    finally:
        seat_ctx.close()
        spec_ctx.close()


def test_countdown_goes_down_for_everyone(server: str, browser: Any) -> None:
    game, _ = _people(server, turn_seconds=600, on_timeout="turn")
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(f"{server}/#/game/{game}?watch=1")
        page.wait_for_selector("#clock-left", timeout=WAIT)
        first = int(page.get_attribute("#clock", "data-seconds") or 0)
        assert 0 < first <= 600
        text = page.inner_text("#clock-left")
        assert ":" in text
        page.wait_for_function(
            "n => Number(document.querySelector('#clock').dataset.seconds) < n", arg=first, timeout=5000
        )
        assert page.inner_text("#clock-left") != text
        desc = page.inner_text("#clock-desc")
        assert "10 minutes" in desc and "that turn only" in desc
    finally:
        ctx.close()


def test_your_turn_title_for_the_seat_to_move(server: str, browser: Any) -> None:
    game, tokens = _people(server)
    view = _call(server, f"/api/games/{game}/view", token=tokens[0])
    mover = view["current_player"]
    other = (mover + 1) % 3
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(f"{server}/#/game/{game}?token={tokens[mover]}")
        page.wait_for_function("() => document.title.startsWith('●')", timeout=WAIT)
        assert "Your turn" in page.title()
        assert page.get_attribute("link[rel='icon']", "href").startswith("data:image/svg+xml")
        assert page.locator("#sound-toggle").count() == 1

        watcher = ctx.new_page()
        watcher.goto(f"{server}/#/game/{game}?token={tokens[other]}")
        watcher.wait_for_selector("#players li")
        assert not watcher.title().startswith("●")

        # The seat to move acts until the decision passes on: the title comes back.
        for _ in range(20):
            now = _call(server, f"/api/games/{game}/view", token=tokens[mover])
            if now["current_player"] != mover:
                break
            _call(
                server, f"/api/games/{game}/actions", {"action": now["legal_actions"][0]["action"]}, token=tokens[mover]
            )
        assert now["current_player"] != mover
        page.wait_for_function("() => !document.title.startsWith('●')", timeout=WAIT)
        if now["current_player"] == other:
            watcher.wait_for_function("() => document.title.startsWith('●')", timeout=WAIT)
    finally:
        ctx.close()


def test_leaderboard_page(server: str, browser: Any) -> None:
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(f"{server}/#/")
        page.click("#ratings-links a[data-ruleset='war']")
        page.wait_for_selector("#ratings-table, #ratings-none", timeout=WAIT)
        assert "#/ratings/war" in page.url
    finally:
        ctx.close()
