"""End to end in a headless Chromium: the decision panel's "Undo" button (web/undo.js) appears once the person of
a practice game with the option undo has made a move it may take back, takes it back, and goes away."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest

pytestmark = pytest.mark.web

WAIT = 20_000


def _practice(server: str) -> tuple[str, str]:
    """A WAR practice game with undo where seat 0 (the person) places first (seed 4): its id and token."""
    body = {"ruleset": "war", "players": 3, "seed": 4, "options": {"undo": True}}
    req = urllib.request.Request(
        f"{server}/api/games", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(req, timeout=10) as r:
        created = json.loads(r.read())
    return created["id"], created["seats"][0]["token"]


def _count(page: Any) -> int:
    return int(page.get_attribute("#app", "data-action-count") or -1)


def test_the_undo_button_takes_back_a_move(server: str, browser: Any) -> None:
    game, token = _practice(server)
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(f"{server}/#/game/{game}?token={token}")
        page.wait_for_selector("#chooser button", timeout=WAIT)
        assert _count(page) == 0 and page.locator("#undo").count() == 0  # nothing to take back yet
        page.locator("#chooser button.choice").first.click()
        page.wait_for_selector("#undo", timeout=WAIT)
        assert _count(page) == 1 and page.inner_text("#undo") == "Undo"
        page.click("#undo")
        page.wait_for_function("() => document.querySelector('#app').dataset.actionCount === '0'", timeout=WAIT)
        page.wait_for_selector("#undo", state="detached", timeout=WAIT)
        assert page.locator("#chooser button").count() > 0  # the decision is this seat's again
    finally:
        ctx.close()


def test_a_spectator_sees_an_undo_at_once(server: str, browser: Any) -> None:
    """Issue 27: the undone view has a lower action count than the spectator's page has seen; its later
    ``undone_at`` makes the page take it at once, not at the next move."""
    game, token = _practice(server)
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(f"{server}/#/game/{game}?token={token}")
        page.wait_for_selector("#chooser button.choice", timeout=WAIT)
        watcher = ctx.new_page()
        watcher.goto(f"{server}/#/game/{game}")
        watcher.wait_for_function("() => document.querySelector('#app').dataset.actionCount === '0'", timeout=WAIT)
        page.locator("#chooser button.choice").first.click()
        watcher.wait_for_function("() => document.querySelector('#app').dataset.actionCount === '1'", timeout=WAIT)
        page.wait_for_selector("#undo", timeout=WAIT)
        page.click("#undo")
        # No other move is made: the spectator's page goes back to 0 actions on the push alone.
        watcher.wait_for_function("() => document.querySelector('#app').dataset.actionCount === '0'", timeout=5_000)
        page.wait_for_function("() => document.querySelector('#app').dataset.actionCount === '0'", timeout=WAIT)
    finally:
        ctx.close()
