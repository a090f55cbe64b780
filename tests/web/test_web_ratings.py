"""End to end in a headless Chromium against a real `warroom serve`: the leaderboard lists the computer levels,
each marked as a computer, and after a rated game the person reads the level they are about, in English and in
Portuguese."""

from __future__ import annotations

import json
import secrets
import time
import urllib.request
from typing import Any

import pytest

pytestmark = pytest.mark.web

WAIT = 30_000


def _call(server: str, path: str, body: Any = None, key: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if key:
        headers["X-Player-Key"] = key
    data = None if body is None else json.dumps(body).encode()
    method = "POST" if body is not None else "GET"
    req = urllib.request.Request(f"{server}{path}", data=data, headers=headers, method=method)
    with urllib.request.urlopen(req, timeout=10) as r:
        return json.loads(r.read())


def _rated_game(server: str, key: str) -> None:
    """A one-round rated WAR game of the key's player against ``easy`` and ``greedy``, played to its end."""
    body = {
        "ruleset": "war", "players": 3, "rated": True, "options": {"round_limit": 1},
        "seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "greedy"}],
    }  # fmt: skip
    game = _call(server, "/api/games", body, key)["id"]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        view = _call(server, f"/api/games/{game}/view", key=key)
        if view["is_over"]:
            return
        if view["legal_actions"]:
            _call(server, f"/api/games/{game}/actions", {"action": view["legal_actions"][0]["action"]}, key)
        else:
            time.sleep(0.1)  # the computer seats are thinking
    raise AssertionError("the rated game did not end")


def test_the_leaderboard_marks_the_levels_and_tells_a_person_their_level(server: str, browser: Any) -> None:
    name = f"Rated{secrets.token_hex(3)}"
    key = _call(server, "/api/players", {"name": name})["key"]
    ctx = browser.new_context()
    ctx.add_init_script(
        f"localStorage.setItem('warroom.player.key', {json.dumps(key)});"
        f"localStorage.setItem('warroom.player.name', {json.dumps(name)});"
        "if (!localStorage.getItem('warroom.lang')) localStorage.setItem('warroom.lang', 'en');"
    )
    try:
        page = ctx.new_page()
        # Before any rated game of theirs: the computer levels, marked, and no "you are about" line.
        page.goto(f"{server}/#/ratings/war")
        page.wait_for_selector("#ratings-table", timeout=WAIT)
        computers = page.locator("#ratings-table tr[data-kind='computer'] .rating-name").all_inner_texts()
        levels = [e["name"] for e in _call(server, "/api/ratings/war")["ratings"] if e["kind"] == "computer"]
        assert {"easy", "normal", "hard", "greedy", "random"} <= set(levels)
        assert [text.split(" (")[0] for text in computers] == levels
        assert all(text.endswith("(computer)") for text in computers)
        assert page.locator("#ratings-about").count() == 0

        _rated_game(server, key)
        about = _call(server, "/api/ratings/war", key=key)["about_level"]
        assert about in levels
        page.reload()
        page.wait_for_selector("#ratings-about", timeout=WAIT)
        assert page.inner_text("#ratings-about") == f"You are about {about}."
        assert name in page.locator("#ratings-table tr[data-kind='person']").all_inner_texts()[0]

        page.evaluate("localStorage.setItem('warroom.lang', 'pt')")
        page.reload()
        page.wait_for_selector("#ratings-about", timeout=WAIT)
        words = {"easy": "fácil", "normal": "normal", "hard": "difícil", "greedy": "guloso", "random": "aleatório"}
        portuguese = words[about]
        assert page.inner_text("#ratings-about") == f"Você está por volta do nível {portuguese}."
        assert "(computador)" in page.locator("#ratings-table tr[data-kind='computer']").first.inner_text()
    finally:
        ctx.close()
