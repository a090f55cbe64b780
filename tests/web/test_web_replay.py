"""End to end in a headless Chromium against a real `warroom serve`: the archive and the replay viewer. A WAR game
between three seats is played to its end through the API; the archive finds it by its player's name; its replay
steps forward and back (buttons and arrow keys), jumps to a round and to a step with dice, shows every seat's
objective and the winners at the end; the game's page downloads its save and links the replay; the save uploaded
on the archive page replays too. At 1440x900 and on a 390x844 phone (no horizontal scroll), in English and
Portuguese."""

from __future__ import annotations

import json
import random
import secrets
import urllib.request
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.web

WAIT = 30_000


def _call(server: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(
        f"{server}{path}",
        data=data,
        headers={"Content-Type": "application/json", **(headers or {})},
        method="POST" if body is not None else "GET",
    )
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.loads(r.read())


def _finished_game(server: str, name: str) -> tuple[str, dict[str, Any]]:
    """A WAR game listed in the lobby, `name` at its first seat, played to its end through the API (an attack
    now and then); its id and its full save."""
    key = _call(server, "/api/players", {"name": name})["key"]
    body = {"ruleset": "war", "players": 3, "visibility": "open", "options": {"round_limit": 3},
            "seats": [{"kind": "human"}] * 3}  # fmt: skip
    made = _call(server, "/api/games", body, {"X-Player-Key": key})
    game, tokens = made["id"], [s["token"] for s in made["seats"]]
    rng = random.Random(5)
    for _ in range(3000):
        view = _call(server, f"/api/games/{game}/view")
        if view["is_over"]:
            return game, _call(server, f"/api/games/{game}/save")
        seat = {"Authorization": f"Bearer {tokens[view['current_player']]}"}
        legal = [la["action"] for la in _call(server, f"/api/games/{game}/view", headers=seat)["legal_actions"]]
        attacks = [a for a in legal if a["type"] == "attack"]
        ends = [a for a in legal if a["type"] in {"end_attacks", "end_turn"}]
        choice = rng.choice(attacks) if attacks and rng.random() < 0.7 else (ends or legal)[0]
        _call(server, f"/api/games/{game}/actions", {"action": choice}, seat)
    pytest.fail("the game did not end")


def _step(page: Any) -> int:
    return int(page.get_attribute("#app", "data-step"))


def _fits(page: Any, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def test_archive_replay_and_upload(server: str, browser: Any, artifacts: Path, tmp_path: Path) -> None:
    name = f"Replayer {secrets.token_hex(3)}"
    game, save = _finished_game(server, name)
    replay = _call(server, f"/api/games/{game}/replay")
    steps, rounds = replay["steps"], replay["rounds"]
    with_dice = next(s for s in range(1, steps + 1) if _call(server, f"/api/games/{game}/replay?step={s}")["dice"])
    dice = _call(server, f"/api/games/{game}/replay?step={with_dice}")["dice"]
    objectives = [s["objective"]["text"] for s in replay["secrets"]]
    errors: list[str] = []

    for width, height in [(1440, 900), (390, 844)]:
        ctx = browser.new_context(viewport={"width": width, "height": height}, locale="en-US", accept_downloads=True)
        page = ctx.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        try:
            # The archive, filtered by the player's name (typed in another case), from the header's link.
            page.goto(f"{server}/")
            page.click("#archive-link")
            page.wait_for_selector("#archive-filters")
            page.select_option("#archive-ruleset", "war")
            page.fill("#archive-player", name.upper())
            page.click("#archive-search")
            # The search is a new page (the filters go into the address): wait for its list, of this game alone.
            page.wait_for_function(
                "() => location.hash.includes('player=') && document.querySelectorAll('#archive-list li').length === 1",
                timeout=WAIT,
            )
            row = page.locator(f"#archive-list li[data-game='{game}']")
            row.wait_for(timeout=WAIT)
            text = row.inner_text()
            assert name in text and "Winners:" in text and "rounds" in text, text
            _fits(page, width)
            page.screenshot(path=str(artifacts / f"archive-{width}x{height}.png"), full_page=True)

            # The replay: step 0, forward and back with the buttons and the arrow keys.
            row.locator("a.replay-open").click()
            page.wait_for_selector("#replay-step")
            assert _step(page) == 0 and page.inner_text("#replay-step") == f"Step 0 of {steps}"
            shown = page.eval_on_selector_all("#secrets-list .objective", "els => els.map(e => e.textContent)")
            assert shown == [f"Objective: {o}" for o in objectives]
            page.click("#replay-next")
            page.wait_for_function("() => document.querySelector('#app').dataset.step === '1'")
            page.keyboard.press("ArrowRight")
            page.wait_for_function("() => document.querySelector('#app').dataset.step === '2'")
            page.keyboard.press("ArrowLeft")
            page.wait_for_function("() => document.querySelector('#app').dataset.step === '1'")
            assert page.inner_text("#replay-description").strip()
            # A round chosen: its first step; a step with dice from the slider: its dice.
            page.select_option("#replay-round", str(rounds[-1]["step"]))
            page.wait_for_function(f"() => document.querySelector('#app').dataset.step === '{rounds[-1]['step']}'")
            assert f"Round {rounds[-1]['round']}" in page.inner_text("#replay-round-now")
            page.fill("#replay-slider", str(with_dice))
            page.wait_for_function(f"() => document.querySelector('#app').dataset.step === '{with_dice}'")
            assert page.locator("#replay-dice-list .die").count() == sum(len(r) for r in dice)
            _fits(page, width)
            page.screenshot(path=str(artifacts / f"replay-{width}x{height}.png"), full_page=True)
            page.click("#replay-last")
            page.wait_for_selector("#result")
            assert _step(page) == steps
            page.reload()  # the address keeps the step
            page.wait_for_selector("#replay-step")
            assert _step(page) == steps

            # The game's page: Download save (the full save, the game being over) and its Replay link.
            page.goto(f"{server}/#/game/{game}?watch=1")
            page.wait_for_selector("#replay-link")
            with page.expect_download() as download:
                page.click("#download-save")
            downloaded = json.loads(Path(download.value.path()).read_text())
            assert downloaded["format"] == "warroom-save" and downloaded["seed"] == save["seed"]
            _fits(page, width)
        finally:
            ctx.close()

    # A save uploaded on the archive page opens its replay; in Portuguese.
    path = tmp_path / "game.json"
    path.write_text(json.dumps(save))
    ctx = browser.new_context(viewport={"width": 1440, "height": 900}, locale="pt-BR")
    page = ctx.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{server}/#/archive")
        page.wait_for_selector("#upload-save")
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps({"format": "warroom-seat-save"}))
        page.set_input_files("#upload-save", str(bad))
        page.wait_for_function("() => document.querySelector('#upload-error').textContent.includes('seat save')")
        page.set_input_files("#upload-save", str(path))
        page.wait_for_url("**#/replay/u.*", timeout=WAIT)
        page.wait_for_selector("#replay-step")
        assert page.inner_text("#replay-step") == f"Passo 0 de {steps}"
        page.click("#replay-last")
        page.wait_for_selector("#result")
        page.screenshot(path=str(artifacts / "replay-upload-pt-1440x900.png"), full_page=True)
    finally:
        ctx.close()
    assert not errors, errors
