"""The online story end to end, in a headless Chromium against a real `warroom serve`: two people in two browser
contexts (a desktop and a phone) find each other through the lobby, with no link passed by hand; a third context
finds the game under *Being played* and watches. They chat (the spectator in the spectators' room), everyone sees
the countdown, the seat to move gets the your-turn title, and the people play a short game of WAR (two rounds:
placements, an attack with its dice, the end of the turn) to its end against a computer seat, by clicking. Then
the game is found in the archive by a player's name and replayed step by step, a round jumped to, its dice shown."""

from __future__ import annotations

import secrets
import time
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.web

WAIT = 30_000
DESKTOP = {"width": 1440, "height": 900}
PHONE = {"width": 390, "height": 844}


def _named(page: Any, server: str, name: str) -> None:
    page.goto(f"{server}/")
    page.wait_for_selector("#player-name-input")
    page.fill("#player-name-input", name)
    page.click("#player-save")
    page.wait_for_selector("#player-name")


def _create(page: Any) -> str:
    """A listed two-round WAR game: this person, a free seat for someone from the lobby, the computer."""
    page.select_option("#ruleset", "war")
    page.select_option("#players", "3")
    page.select_option(".seat-kind[data-seat='0']", "human")
    page.select_option(".seat-kind[data-seat='1']", "open")
    page.select_option(".seat-kind[data-seat='2']", "ai")
    page.select_option(".seat-level[data-seat='2']", "easy")
    page.set_checked("#visibility-open", True)
    page.select_option("#turn-seconds", "300")
    if not page.locator("#opt-round_limit").is_visible():
        page.click("#lobby-form details summary")
    page.fill("#opt-round_limit", "2")
    page.click("#create")
    page.wait_for_selector("#created-open")
    link: str = page.input_value("#seat-link-0")
    return link.split("#/game/")[1].split("?")[0]


def _my_turn(page: Any) -> bool:
    return bool(page.locator("#your-turn").count())


def _posted_action(response: Any) -> bool:
    """An action's POST answer. The page names its language in every request ("/actions?lang=en"), so
    the path alone is matched."""
    return bool(response.url.split("?")[0].endswith("/actions") and response.request.method == "POST")


def _play_turn(page: Any, attacks: list[int]) -> int:
    """Play this seat's decisions by clicking the chooser until the turn passes on; answer how many were made.
    Placements go to the first space offered; while ``attacks[0]`` is positive, an attack offered is made."""
    made = 0
    while _my_turn(page):
        chooser = page.wait_for_selector("#chooser", timeout=WAIT)
        types = page.eval_on_selector_all("#chooser button[data-type]", "bs => bs.map(b => b.dataset.type)")
        order = (["attack"] if attacks[0] > 0 else []) + ["place", "occupy", "end_attacks", "end_turn", "move"]
        wanted = next(t for t in order if t in types)
        if wanted == "attack":
            attacks[0] -= 1
        button = page.locator(f"#chooser button[data-type='{wanted}']").first
        if not button.is_visible():  # a closed group of choices
            page.click(f"#chooser details[data-group='{wanted}'] summary")
        with page.expect_response(_posted_action) as answer:
            button.click()
        assert answer.value.ok, answer.value.text()
        made += 1
        page.wait_for_function("el => !el.isConnected", arg=chooser, timeout=WAIT)
    return made


def _next_mover(pages: tuple[Any, ...]) -> Any:
    """The page whose seat is to move (waiting while the computer plays); None once every page shows the end."""
    deadline = time.monotonic() + WAIT / 1000
    while time.monotonic() < deadline:
        if all(p.locator("#result").count() for p in pages):
            return None
        for page in pages:
            if _my_turn(page):
                return page
        pages[0].wait_for_timeout(150)
    raise AssertionError("no person's turn came and the game did not end")


def test_two_people_and_a_spectator_play_a_game_and_replay_it(server: str, browser: Any, artifacts: Path) -> None:
    tag = secrets.token_hex(3)
    ana, bo, cy = f"Ana {tag}", f"Bo {tag}", f"Cy {tag}"
    contexts = [
        browser.new_context(viewport=DESKTOP, locale="en-US"),
        browser.new_context(viewport=PHONE, locale="en-US", is_mobile=True, has_touch=True),
        browser.new_context(viewport=PHONE, locale="en-US"),
    ]
    a, b, c = (ctx.new_page() for ctx in contexts)
    errors: list[str] = []
    for p in (a, b, c):
        p.on("pageerror", lambda e: errors.append(str(e)))

    # Ana creates a listed game; Bo finds it in the lobby on his phone and joins with one click.
    _named(a, server, ana)
    game = _create(a)
    a.click("a[data-link='seat-link-0']")
    a.wait_for_selector("#waiting-people")
    _named(b, server, bo)
    row = b.locator(f"#open-games-list li[data-game='{game}']")
    row.wait_for(timeout=WAIT)
    assert ana in row.inner_text()
    row.locator("button.join").click()
    b.wait_for_url(f"**#/game/{game}")
    for page in (a, b):
        page.wait_for_function("() => !document.querySelector('#waiting-people')", timeout=WAIT)

    # Cy finds it under Being played and watches.
    _named(c, server, cy)
    watch = c.locator(f"#active-games a.watch[data-game='{game}']")
    watch.wait_for(timeout=WAIT)
    watch.click()
    c.wait_for_selector("#players li[data-seat='1']")
    names = c.eval_on_selector_all("#players .pname", "els => els.map(e => e.textContent)")
    assert names[:2] == [ana, bo], names
    assert c.locator("#chooser").count() == 0 and "YOUR DECISION" not in c.inner_text("body").upper()

    # Table talk: the seats' room, read by everyone; the spectator's room, marked.
    a.fill("#chat-text", "good luck, Bo")
    a.click("#chat-send")
    for page in (b, c):
        page.wait_for_function(
            "() => [...document.querySelectorAll('.chat-text')].some(e => e.textContent === 'good luck, Bo')",
            timeout=WAIT,
        )
    c.fill("#chat-text", "watching from the stands")
    c.press("#chat-text", "Enter")
    c.wait_for_selector(".chat-msg.spectator", timeout=WAIT)  # marked; the seats read it once the game is over

    # The clock: everyone sees the time left counting down; the seat to move has the your-turn title.
    for page in (a, b, c):
        page.wait_for_selector("#clock-left", timeout=WAIT)
    first = c.inner_text("#clock-left")
    c.wait_for_function("t => document.querySelector('#clock-left').textContent !== t", arg=first, timeout=WAIT)
    movers = []
    assert a.locator(".chat-msg.spectator").count() == 0
    for page in (a, b):
        page.wait_for_function(
            "() => document.querySelector('#your-turn') || document.querySelector('#status .turn')", timeout=WAIT
        )
        movers += [page] if _my_turn(page) else []
    while not movers:  # the computer's seat moves first: wait for a person's turn
        b.wait_for_timeout(200)
        movers = [p for p in (a, b) if _my_turn(p)]
    mover, other = movers[0], (b if movers[0] is a else a)
    mover.wait_for_function("() => document.title.startsWith('●')", timeout=WAIT)
    assert not other.title().startswith("●") and not c.title().startswith("●")
    a.screenshot(path=str(artifacts / "story-ana-1440x900.png"))
    c.screenshot(path=str(artifacts / "story-spectator-390x844.png"))

    # Two rounds, by clicking, to the end: Ana attacks once when she can; the computer plays the third seat.
    plays = {id(a): 0, id(b): 0}
    attacks = {id(a): [1], id(b): [0]}
    while True:
        page = _next_mover((a, b))
        if page is None:
            break
        plays[id(page)] += _play_turn(page, attacks[id(page)])
    assert plays[id(a)] > 0 and plays[id(b)] > 0 and attacks[id(a)] == [0], (plays, attacks)
    for page in (a, b, c):
        page.wait_for_selector("#result", timeout=WAIT)
    assert a.locator("#dice .die").count() > 0  # the attack's dice
    assert not any(p.locator("#clock").is_visible() for p in (a, b, c))  # no clock runs after the end
    a.wait_for_selector(".chat-msg.spectator", timeout=WAIT)  # the spectators' room, open to the seats now
    b.screenshot(path=str(artifacts / "story-over-390x844.png"), full_page=True)
    assert b.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]

    # Bo finds the game in the archive by Ana's name and replays it: back to the deal, a round jumped to, the
    # attack's dice, and every seat's objective revealed.
    b.click("#archive-link")
    b.fill("#archive-player", ana)
    b.click("#archive-search")
    row = b.locator(f"#archive-list li[data-game='{game}']")
    row.wait_for(timeout=WAIT)
    row.locator("a.replay-open").click()
    b.wait_for_selector("#replay-step", timeout=WAIT)
    b.keyboard.press("Home")
    b.wait_for_function("() => document.querySelector('#app').dataset.step === '0'", timeout=WAIT)
    b.click("#replay-next")
    b.wait_for_function("() => document.querySelector('#app').dataset.step === '1'", timeout=WAIT)
    second = b.eval_on_selector_all("#replay-round option", "os => os.map(o => o.value)")[-1]
    b.select_option("#replay-round", second)
    b.wait_for_function("s => document.querySelector('#app').dataset.step === s", arg=second, timeout=WAIT)
    assert "Round 2" in b.inner_text("#replay-round-now")
    while not b.locator("#replay-dice-list .die").count():  # forward to the attack
        b.keyboard.press("ArrowRight")
        b.wait_for_timeout(50)
    assert b.locator("#secrets-list .objective").count() == 3
    b.screenshot(path=str(artifacts / "story-replay-390x844.png"), full_page=True)
    assert b.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert not errors, errors
    for ctx in contexts:
        ctx.close()
