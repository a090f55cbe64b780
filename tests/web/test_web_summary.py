"""End to end in a headless Chromium: a short WAR game (one person, whose moves the test posts through the API,
and two computer players at level "random") watched on the game page while it goes on, so the browser keeps
the seed commitment; then the summary page from the game-over panel: charts, the luck table, the battle rolls,
and "Verify the dice" answering "verified". Screenshots at 1280x800 and 390x844 under test-artifacts/web/."""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.web


def _call(url: str, body: dict[str, Any] | None = None, token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers=headers, method="GET" if body is None else "POST")
    with urllib.request.urlopen(request, timeout=30) as r:
        return json.loads(r.read())


def _play_to_the_end(server: str, game_id: str, token: str) -> None:
    """Post the person's moves (an attack whenever there is one, else the first choice) until the game ends."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        view = _call(f"{server}/api/games/{game_id}/view", token=token)
        if view["is_over"]:
            return
        legal = [choice["action"] for choice in view.get("legal_actions") or []]
        if view["current_player"] != view["seat"] or not legal:
            time.sleep(0.1)
            continue
        attacks = [a for a in legal if a.get("type") == "attack"]
        action = attacks[0] if attacks else legal[0]
        _call(f"{server}/api/games/{game_id}/actions", {"action": action, "after": view["action_count"]}, token)
    raise AssertionError("the game did not end in time")


def test_summary_page_charts_luck_and_verified_dice(server: str, browser: Any, artifacts: Path) -> None:
    seats = [{"kind": "human"}, {"kind": "ai", "level": "random"}, {"kind": "ai", "level": "random"}]
    created = _call(
        f"{server}/api/games", {"ruleset": "war", "players": 3, "seats": seats, "options": {"round_limit": 2}}
    )
    game_id, token = created["id"], created["seats"][0]["token"]
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        page.goto(f"{server}/#/game/{game_id}?token={token}")
        page.wait_for_function(
            "id => localStorage.getItem(`warroom.commitment.${id}`) !== null", arg=game_id, timeout=30_000
        )
        seen = page.evaluate("id => localStorage.getItem(`warroom.commitment.${id}`)", game_id)
        _play_to_the_end(server, game_id, token)
        page.wait_for_selector("#summary-link", timeout=30_000)
        page.click("#summary-link")
        page.wait_for_selector("#summary #chart-spaces svg polyline", state="attached", timeout=30_000)
        for metric in ("spaces", "units", "income"):
            assert page.locator(f"#chart-{metric} svg polyline").count() == 3
        assert page.locator("#luck-table tbody tr").count() == 3
        assert page.locator("#rolls-table tbody tr").count() > 0
        assert page.locator("#unlikeliest-roll").count() == 1
        page.screenshot(path=str(artifacts / "summary-desktop.png"), full_page=True)

        page.click("#verify-dice")
        page.wait_for_selector("#verify-result", timeout=60_000)
        assert page.get_attribute("#verify-result", "data-ok") == "true", page.inner_text("#verify")
        assert "Verified" in page.inner_text("#verify-result")
        assert seen in page.inner_text("#verify")  # the browser's own SHA-256 is the commitment it kept

        # A phone: no sideways scrolling; and the page in Portuguese.
        page.set_viewport_size({"width": 390, "height": 844})
        page.select_option("#lang", "pt")
        page.wait_for_selector("text=Resumo do jogo")
        # The page asks the server again in Portuguese: measure its tables once they are drawn anew.
        page.wait_for_selector("#luck-table td", timeout=60_000)
        width = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert width[0] <= width[1], width
        # Every table fits too (no box scrolling sideways hides the luck or the chance of a roll), and each
        # figure is labelled on its card.
        boxes = page.eval_on_selector_all(".table-wrap", "els => els.map(e => [e.scrollWidth, e.clientWidth])")
        assert boxes and all(s <= c for s, c in boxes), boxes
        label = page.evaluate("() => getComputedStyle(document.querySelector('#luck-table td'), '::before').content")
        assert label == '"Lugar"', label
        page.screenshot(path=str(artifacts / "summary-phone.png"), full_page=True)
    finally:
        page.evaluate("() => localStorage.clear()")
        page.close()
