"""End to end in a real headless Chromium against a real `warroom serve`: create a game of WAR against two
computer players in the lobby, play full turns by clicking (the map for placing and attacking, the chooser for
the rest), reload mid-game and go on, and save screenshots at 1280x800 and 390x844 under test-artifacts/web/."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from .conftest import ARTIFACTS

pytestmark = pytest.mark.web

TURN_TIMEOUT = 90_000


def _action_count(page: Any) -> int:
    return int(page.get_attribute("#app", "data-action-count") or -1)


def _wait_changed(page: Any, before: int) -> None:
    try:
        page.wait_for_function(
            "n => Number(document.querySelector('#app').dataset.actionCount) !== n", arg=before, timeout=TURN_TIMEOUT
        )
    except Exception:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "failure.png"))
        raise AssertionError(f"no new action after {before}: {page.inner_text('#decision')[:800]}") from None


def _diagnose(page: Any) -> str:
    """What the page shows and what the server says, for a failure message."""
    page_state = page.evaluate(
        "() => ({count: document.querySelector('#app').dataset.actionCount, "
        "mine: document.querySelector('#app').dataset.myTurn, "
        "conn: (document.querySelector('#conn') || {}).textContent, "
        "chooser: !!document.querySelector('#chooser'), url: location.href})"
    )
    server_view = page.evaluate(
        """async () => { const m = location.hash.match(/#\\/game\\/([^?]+)\\?token=([^&]+)/);
        if (!m) return null;
        const auth = {Authorization: `Bearer ${decodeURIComponent(m[2])}`};
        const v = await (await fetch(`/api/games/${m[1]}/view`, {headers: auth})).json();
        return {count: v.action_count, current: v.current_player, over: v.is_over,
                legal: (v.legal_actions || []).length}; }"""
    )
    return f"page {page_state}; server {server_view}"


def _wait_my_turn(page: Any) -> bool:
    """Wait until the seat has a decision (True) or the game is over (False): a computer player can win early."""
    try:
        page.wait_for_function(
            "() => { const a = document.querySelector('#app'); "
            "return (a.dataset.myTurn === 'true' && document.querySelector('#chooser') !== null) "
            "|| document.querySelector('#result') !== null; }",
            timeout=TURN_TIMEOUT,
        )
    except Exception:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "failure.png"))
        raise AssertionError(f"my turn did not come: {_diagnose(page)}") from None
    return page.locator("#result").count() == 0


def _actions(page: Any, kind: str) -> list[dict[str, Any]]:
    return [
        json.loads(x)
        for x in page.eval_on_selector_all(
            f"#chooser button[data-type='{kind}']", "els => els.map(e => e.dataset.action)"
        )
    ]


def _click_marker(page: Any, space: str) -> None:
    marker = page.locator(f"svg.map .marker[data-id='{space}'] circle")
    box = marker.bounding_box()
    assert box is not None, space
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def _click_choice(page: Any, kind: str) -> None:
    """Click the first chooser button of an action type, opening its group first if it is folded."""
    button = page.locator(f"#chooser button[data-type='{kind}']").first
    if not button.is_visible():
        page.click(f"#chooser details[data-group='{kind}'] summary")
    button.click()


def _hittable(page: Any, space: str) -> bool:
    """Whether a click on the space's marker reaches it (markers can overlap where spaces are small)."""
    return bool(
        page.evaluate(
            """id => { const c = document.querySelector(`svg.map .marker[data-id='${id}'] circle`);
            const r = c.getBoundingClientRect();
            const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
            return !!hit && !!hit.closest(`[data-id='${id}']`); }""",
            space,
        )
    )


def play_one_turn(page: Any, stats: dict[str, int]) -> bool:
    """Play the human's turn to its end: place by clicking the map, one attack by map clicks when one is
    offered, then end attacks and end the turn from the chooser. False when the game is over instead."""
    attacked = False
    for _ in range(200):
        if not _wait_my_turn(page):
            return False
        before = _action_count(page)
        places = _actions(page, "place")
        attacks = _actions(page, "attack")
        if places:
            # Alternate: the map for most placements, the chooser now and then.
            on_map = [a for a in places if _hittable(page, a["territory"])]
            in_chooser = page.locator("#chooser button[data-type='place']").first
            if (stats["placed"] % 3 == 2 or not on_map) and in_chooser.is_visible():
                in_chooser.click()
            elif not on_map:
                page.click("#chooser details[data-group='place'] summary")
                continue
            else:
                _click_marker(page, on_map[0]["territory"])
            stats["placed"] += 1
        elif _actions(page, "trade"):
            _click_choice(page, "trade")
        elif _actions(page, "occupy"):
            _click_choice(page, "occupy")
        elif attacks and not attacked and any(_hittable(page, a["source"]) for a in attacks):
            best = max((a for a in attacks if _hittable(page, a["source"])), key=lambda a: a.get("dice", 0))
            _click_marker(page, best["source"])
            page.wait_for_selector("svg.map .space.selected", timeout=5000)
            assert page.locator("svg.map .space.target").count() >= 1
            # Targets are drawn on top once the source is chosen: take one a click reaches.
            reachable = [a for a in attacks if a["source"] == best["source"] and _hittable(page, a["target"])]
            if reachable:
                best = max(reachable, key=lambda a: a.get("dice", 0))
            _click_marker(page, best["target"])
            page.wait_for_selector("#focus [data-odds] strong", timeout=10_000)
            # One slot per number of dice, each filled when its answer comes: read one that is filled (the
            # first slot may still say "Odds: …" when another's answer came first).
            assert "%" in page.locator("#focus [data-odds]:has(strong)").first.inner_text()
            if stats["attacks"] == 0:
                page.screenshot(path=str(ARTIFACTS / "attack-1280x800.png"))
            page.locator("#focus button.focus-choice").last.click()
            attacked = True
            stats["attacks"] += 1
            _wait_changed(page, before)
            page.wait_for_selector("#dice .die", timeout=5000)
            continue
        elif _actions(page, "end_attacks"):
            _click_choice(page, "end_attacks")
        elif _actions(page, "end_turn"):
            _click_choice(page, "end_turn")
            _wait_changed(page, before)
            stats["turns"] += 1
            return True
        else:
            page.locator("#chooser button.choice:visible").first.click()
        _wait_changed(page, before)
    raise AssertionError("the turn did not end in 200 decisions")


def test_lobby_play_reload_and_screenshots(server: str, browser: Any, artifacts: Path) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server}/")
    page.wait_for_selector("#create")
    page.select_option("#ruleset", "war")
    page.select_option("#players", "3")
    page.select_option(".seat-kind[data-seat='0']", "human")
    # A level and a named player: the lobby offers both.
    for seat, level in ((1, "easy"), (2, "random")):
        page.select_option(f".seat-kind[data-seat='{seat}']", "ai")
        page.select_option(f".seat-level[data-seat='{seat}']", level)
    page.screenshot(path=str(artifacts / "lobby-1280x800.png"))
    page.click("#create")
    page.wait_for_selector("#seat-link-0")
    link = page.input_value("#seat-link-0")
    assert "#/game/" in link and "token=" in link
    assert "watch=1" in page.input_value("#spectator-link")
    page.click("a[data-link='seat-link-0']")
    page.wait_for_selector("svg.map .space")
    assert page.locator("svg.map .space").count() == 42

    stats = {"turns": 0, "placed": 0, "attacks": 0}
    going = play_one_turn(page, stats) and play_one_turn(page, stats)

    # A reload mid-game resumes the seat (the token is in the URL and in localStorage).
    page.reload()
    page.wait_for_selector("svg.map .space")
    going = _wait_my_turn(page) and going
    page.screenshot(path=str(artifacts / "game-1280x800.png"))
    going = going and play_one_turn(page, stats)

    # Mid-turn on a phone-sized screen.
    going = going and _wait_my_turn(page)
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(300)
    page.screenshot(path=str(artifacts / "game-390x844.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 800})
    going = going and play_one_turn(page, stats)

    if going:
        assert stats["turns"] == 4
        assert stats["placed"] >= 4 * 3
    else:
        # The easy computer player won first (it can, in a few rounds): the page says who won.
        assert stats["turns"] >= 1
        assert page.inner_text("#result").startswith("Winners: ")
        assert page.inner_text("#result") != "Winners: —"
    assert page.locator("#events li").count() > 5
    # Portuguese from the switch.
    page.select_option("#lang", "pt")
    page.wait_for_selector("text=Eventos")
    page.screenshot(path=str(artifacts / "game-pt-1280x800.png"))
    assert not errors, errors
    context.close()
