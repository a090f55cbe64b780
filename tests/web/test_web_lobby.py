"""End to end in a headless Chromium against a real `warroom serve`: the lobby's players and games. Two browser
contexts each choose a display name (a taken one is refused next to the field); the first creates a game listed
in the lobby with an open seat, the second finds it under Open games and joins with one click, and both pages see
the game start with both names on the seats. A name holding HTML is shown as the text typed. Then a private game
joined from its link, and started early by its creator with the computer in the seat still free."""

from __future__ import annotations

import json
import secrets
import urllib.request
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.web

WAIT = 30_000


def _get(server: str, path: str) -> Any:
    with urllib.request.urlopen(f"{server}{path}", timeout=10) as r:
        return json.loads(r.read())


def _choose_name(page: Any, name: str) -> None:
    page.fill("#player-name-input", name)
    page.click("#player-save")


def _named(page: Any, name: str) -> None:
    """Choose a name on a first visit and wait for the lobby to show it."""
    page.wait_for_selector("#player-name-input")
    _choose_name(page, name)
    page.wait_for_selector("#player-name")
    assert page.inner_text("#player-name") == name


def _new_game(page: Any, kinds: list[str], listed: bool) -> str:
    """Create a WAR game with these seat kinds in the lobby; answer its id."""
    page.select_option("#ruleset", "war")
    page.select_option("#players", str(len(kinds)))
    for seat, kind in enumerate(kinds):
        page.select_option(f".seat-kind[data-seat='{seat}']", "ai" if kind == "easy" else kind)
        if kind == "easy":
            page.select_option(f".seat-level[data-seat='{seat}']", "easy")
    page.set_checked("#visibility-open", listed)
    page.click("#create")
    page.wait_for_selector("#created-open")
    link: str = page.input_value("#seat-link-0")
    return link.split("#/game/")[1].split("?")[0]


def _wait_started(page: Any) -> None:
    page.wait_for_selector("#players li[data-seat='0']")
    page.wait_for_function("() => !document.querySelector('#waiting-people')", timeout=WAIT)


def _names(page: Any) -> list[str]:
    return page.eval_on_selector_all("#players .pname", "els => els.map(e => e.textContent)")  # type: ignore[no-any-return]


def test_two_people_meet_in_the_lobby(server: str, browser: Any, artifacts: Path) -> None:
    tag = secrets.token_hex(3)
    ana, html_name = f"Ana {tag}", f"<b>x</b> {tag}"
    first = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    second = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    a, b = first.new_page(), second.new_page()
    errors: list[str] = []
    for p in (a, b):
        p.on("pageerror", lambda e: errors.append(str(e)))

    a.goto(f"{server}/")
    _named(a, ana)
    assert a.evaluate("localStorage.getItem('warroom.player.key')")
    a.select_option("#turn-seconds", "300")
    game = _new_game(a, ["human", "open", "easy"], listed=True)
    # The creator's seat: the game waits for people, and its creator may start it.
    a.click("a[data-link='seat-link-0']")
    a.wait_for_selector("#waiting-people")
    assert a.locator("#start-now").is_visible()
    assert _names(a)[0] == ana

    # The second person: a taken name is refused next to the field, then a name with HTML in it.
    b.goto(f"{server}/")
    b.wait_for_selector("#player-name-input")
    _choose_name(b, ana.upper())
    b.wait_for_function("() => document.querySelector('#player-error').textContent.includes('taken')")
    _choose_name(b, html_name)
    b.wait_for_selector("#player-name")
    assert b.inner_text("#player-name") == html_name
    assert b.locator("#player-name b").count() == 0

    row = b.locator(f"#open-games-list li[data-game='{game}']")
    row.wait_for(timeout=WAIT)
    text = row.inner_text()
    assert ana in text and "1 of 3 seats free" in text and "5 minutes a decision" in text, text
    assert "Computer (easy)" in text and "free seat" in text, text
    # The lobby fits a phone: nothing wider than the screen.
    b.screenshot(path=str(artifacts / "lobby-390x844.png"), full_page=True)
    assert b.evaluate("document.documentElement.scrollWidth") <= 390

    row.locator("button.join").click()
    b.wait_for_url(f"**#/game/{game}")
    assert b.evaluate(f"localStorage.getItem('warroom.token.{game}')")
    for page in (a, b):
        _wait_started(page)
        assert _names(page)[:2] == [ana, html_name]
        assert page.locator("#players .pname b").count() == 0
    assert html_name in b.inner_text("#status")
    b.screenshot(path=str(artifacts / "joined-390x844.png"), full_page=True)

    # Back in the lobby: the game under My games and under Being played, with a spectator link.
    a.click("#lobby-link")
    a.wait_for_selector(f"#my-games-list li[data-game='{game}']", timeout=WAIT)
    watch = a.locator(f"#active-games a.watch[data-game='{game}']")
    watch.wait_for(timeout=WAIT)
    assert watch.get_attribute("href") == f"#/game/{game}?watch=1"
    assert game not in [g["id"] for g in _get(server, "/api/games?status=open")["games"]]
    a.screenshot(path=str(artifacts / "lobby-lists-1280x800.png"))

    # A new name, changed in place.
    a.click("#player-rename")
    _choose_name(a, f"Ana B {tag}")
    a.wait_for_function("n => document.querySelector('#player-name')?.textContent === n", arg=f"Ana B {tag}")
    assert not errors, errors
    first.close()
    second.close()


def test_private_game_joined_by_link_and_started_with_the_computer(server: str, browser: Any, artifacts: Path) -> None:
    tag = secrets.token_hex(3)
    creator = browser.new_context(viewport={"width": 1280, "height": 800}, locale="pt-BR")
    guest = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    a, b = creator.new_page(), guest.new_page()
    errors: list[str] = []
    for p in (a, b):
        p.on("pageerror", lambda e: errors.append(str(e)))

    a.goto(f"{server}/")
    _named(a, f"Cy {tag}")
    game = _new_game(a, ["human", "open", "open"], listed=False)
    assert game not in [g["id"] for g in _get(server, "/api/games?status=open")["games"]]
    spectator = a.input_value("#spectator-link")

    # The guest opens the game's link, chooses a name in the lobby, and takes a free seat from the game page.
    b.goto(spectator)
    b.wait_for_selector("#waiting-people")
    assert b.locator("#join-game").count() == 0  # no name yet: a link to the lobby instead
    b.goto(f"{server}/")
    _named(b, f"Dee {tag}")
    b.goto(spectator)
    b.click("#join-game")
    b.wait_for_url(f"**#/game/{game}")
    b.wait_for_function("n => document.querySelector('#waiting')?.textContent.includes('1 of 3')")

    # The creator (in Portuguese) starts it: the computer takes the seat still free.
    a.click("a[data-link='seat-link-0']")
    a.wait_for_selector("#start-now")
    assert a.inner_text("#start-now") == "Começar agora com o computador"
    a.screenshot(path=str(artifacts / "waiting-pt-1280x800.png"))
    a.select_option("#start-level", "easy")
    a.click("#start-now")
    for page in (a, b):
        _wait_started(page)
        assert _names(page)[:2] == [f"Cy {tag}", f"Dee {tag}"]
    assert "(easy)" in b.inner_text("#players li[data-seat='2']")
    assert not errors, errors
    creator.close()
    guest.close()
