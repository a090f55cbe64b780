"""The game page's side panel and the lobby, in a headless Chromium against a real `warroom serve`, at 1440x900 and
390x844: the odds box before a battle in every ruleset (a Monte Carlo answer with its interval), what happened since
one's turn (the others' battles and conquests listed, the changed spaces outlined until the first click), the event
log with a battle and its dice on one line, the status line in words with its legend, the game over revealing every
seat's objective and hand with the summary's link, the lobby's defaults and ruleset lines, the offline state with a
retry, and no "null", "undefined" or raw JSON as text anywhere. Positions are made through the API with seeds and
`random` computer players. Screenshots: test-artifacts/web/panel-*.png."""

from __future__ import annotations

import json
import random
import time
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.web

WAIT = 30_000
SIZES = {"desktop": {"width": 1440, "height": 900}, "phone": {"width": 390, "height": 844}}
# The action types that start a battle in each ruleset (docs/battles.md, "Odds before every battle").
BATTLES = {
    "war": "attack",
    "war-imperio-romano": "attack",
    "war-cards": "attack",
    "imperialism-basic": "fight",
    "ww4": "fight",
}
# Any text node that reads as raw data: a null or undefined written out, or JSON.
RAW_TEXT = r"""() => {
  const bad = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const raw = /\bnull\b|\bundefined\b|\[object |\{"|":\s|NaN/;
  for (let n = walk.nextNode(); n; n = walk.nextNode())
    if (raw.test(n.textContent)) bad.push(n.textContent.slice(0, 120));
  return bad;
}"""


def _call(url: str, body: dict[str, Any] | None = None, token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers=headers, method="GET" if body is None else "POST")
    with urllib.request.urlopen(request, timeout=30) as r:
        return json.loads(r.read())


def _new_game(server: str, ruleset: str, seed: int, options: dict[str, Any] | None = None) -> tuple[str, str]:
    seats = [{"kind": "human"}, {"kind": "ai", "level": "random"}, {"kind": "ai", "level": "random"}]
    body = {"ruleset": ruleset, "players": 3, "seats": seats, "seed": seed, "options": options or {}}
    created = _call(f"{server}/api/games", body)
    return created["id"], created["seats"][0]["token"]


def _my_view(server: str, game: str, token: str) -> Any:
    """The seat's view once the decision is its own (or the game is over), the computer players moving meanwhile."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        view = _call(f"{server}/api/games/{game}/view", token=token)
        if view["is_over"] or (view["current_player"] == view["seat"] and view.get("legal_actions")):
            return view
        time.sleep(0.05)
    raise AssertionError("the person's decision never came")


def _act(server: str, game: str, token: str, view: Any, action: dict[str, Any]) -> None:
    _call(f"{server}/api/games/{game}/actions", {"action": action, "after": view["action_count"]}, token)


def _quiet(legal: list[dict[str, Any]], battle: str) -> dict[str, Any]:
    """A move that starts no battle and ends no phase early where something else is offered: the game goes on."""
    calm = [a for a in legal if a.get("type") != battle]
    going = [a for a in calm if not str(a.get("type", "")).startswith("end")]
    return (going or calm or legal)[0]


def _to_battle(server: str, ruleset: str, seed: int) -> tuple[str, str, Any]:
    """A game of `ruleset` played through the API until the person may start a battle. The server's computer
    seats play with fresh seeds, so now and then the game ends (the person out) before a battle is offered: a new
    game is then played, with the next seed."""
    for attempt in range(5):
        found = _battle_in(server, ruleset, seed + attempt)
        if found is not None:
            return found
    raise AssertionError(f"{ruleset}: five games ended before a battle was offered")


def _battle_in(server: str, ruleset: str, seed: int) -> tuple[str, str, Any] | None:
    """The first position of one game where the person may start a battle with public odds, or None if the game
    ended first."""
    game, token = _new_game(server, ruleset, seed)
    battle = BATTLES[ruleset]
    pick = random.Random(seed)
    for _ in range(300):
        view = _my_view(server, game, token)
        if view["is_over"]:
            return None
        legal = [la["action"] for la in view["legal_actions"]]
        # A battle whose odds are public (natives behind a face-down marker have none): the first of each space.
        fights = {
            json.dumps({k: v for k, v in a.items() if k not in ("dice", "card", "tactic")}): a
            for a in reversed(legal)
            if a.get("type") == battle
        }
        for action in list(fights.values())[:4]:
            odds = _call(f"{server}/api/games/{game}/odds?action={urllib.parse.quote(json.dumps(action))}", token=token)
            if odds["odds"]:
                return game, token, view
        _act(server, game, token, view, pick.choice(legal))
    raise AssertionError(f"{ruleset}: no battle offered in 300 decisions")


def _tap(page: Any, space: str) -> None:
    """A tap on a space's shape, as the map receives it (pointer down and up on the shape): markers overlap on a
    small screen, and a real click may land on a neighbour's."""
    page.evaluate(
        """id => { const el = document.querySelector(`svg.map path.space[data-id='${id}']`);
        const opts = {bubbles: true, clientX: 1, clientY: 1, pointerId: 1, isPrimary: true};
        el.dispatchEvent(new PointerEvent("pointerdown", opts));
        el.dispatchEvent(new PointerEvent("pointerup", opts)); }""",
        space,
    )


def _no_raw_text(page: Any, where: str) -> None:
    bad = page.evaluate(RAW_TEXT)
    assert not bad, f"{where}: raw text {bad}"


def _open(browser: Any, size: str, lang: str = "en") -> tuple[Any, Any, list[str]]:
    context = browser.new_context(viewport=SIZES[size], locale="en-US")
    context.add_init_script(f"localStorage.setItem('warroom.lang', '{lang}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    return context, page, errors


def _show_odds(page: Any, ruleset: str, view: Any) -> str:
    """Bring up the odds box of a battle the way a person does; answer its text."""
    battle = BATTLES[ruleset]
    legal = [la["action"] for la in view["legal_actions"] if la["action"].get("type") == battle]
    if "source" in legal[0]:
        _tap(page, legal[0]["source"])
        page.wait_for_selector("svg.map .space.selected", timeout=WAIT)
        _tap(page, legal[0]["target"])
        slot = "#focus [data-odds]"
    else:
        slot = "#battles [data-odds]"
    page.wait_for_selector(f"{slot} strong", timeout=WAIT)
    return str(page.locator(f"{slot}:has(strong)").first.inner_text())


@pytest.mark.parametrize("ruleset", list(BATTLES))
def test_odds_before_a_battle_in_every_ruleset(server: str, browser: Any, artifacts: Path, ruleset: str) -> None:
    game, token, view = _to_battle(server, ruleset, seed=1)
    for size in SIZES:
        context, page, errors = _open(browser, size)
        try:
            page.goto(f"{server}/#/game/{game}?token={token}")
            page.wait_for_selector("#chooser", timeout=WAIT)
            text = _show_odds(page, ruleset, view)
            # Exact, or (a World War IV combat with a Spy or a Bomber) sampled and shown with its interval.
            assert "%" in text and ("exact" in text or ("Monte Carlo" in text and "interval" in text)), text
            status = page.inner_text("#status")
            for raw in (ruleset, "reinforce", "occupy", "movement_round"):
                assert raw not in status, status
            assert page.locator("#legend").count() == 1
            _no_raw_text(page, f"{ruleset} {size}")
            page.screenshot(path=str(artifacts / f"panel-odds-{ruleset}-{size}.png"))
            assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"] or size == "desktop"
            assert not errors, errors
        finally:
            context.close()


def test_monte_carlo_odds_show_their_interval(server: str, browser: Any, artifacts: Path) -> None:
    game, token, _ = _to_battle(server, "ww4", seed=1)
    estimate = {
        "system": "ww4",
        "attacker_wins": 0.62,
        "defender_wins": 0.35,
        "both_destroyed": 0.03,
        "expected_attacker_left": 2.4,
        "expected_defender_left": 0.8,
        "expected_rounds": 2.1,
        "method": "monte-carlo",
        "samples": 1000,
        "ci95": {"attacker_wins": [0.59, 0.65]},
        "distribution": [],
    }
    context, page, errors = _open(browser, "phone", lang="pt")
    try:
        page.route("**/odds?**", lambda route: route.fulfill(json={"odds": estimate}))
        page.goto(f"{server}/#/game/{game}?token={token}")
        page.wait_for_selector("#battles [data-odds] .odds-mc", timeout=WAIT)
        text = page.inner_text("#battles [data-odds]")
        assert "62%" in text and "Monte Carlo" in text and "1000" in text and "59%–65%" in text, text
        page.screenshot(path=str(artifacts / "panel-odds-monte-carlo-pt-phone.png"))
        assert not errors, errors
    finally:
        context.close()


def test_since_your_turn_the_log_and_the_status_in_words(server: str, browser: Any, artifacts: Path) -> None:
    game, token = _new_game(server, "war", seed=4)
    context, page, errors = _open(browser, "desktop")
    try:
        page.goto(f"{server}/#/game/{game}?token={token}")
        page.wait_for_selector("#status .game-name", timeout=WAIT)
        # The person places and ends their turns (through the API) while the page watches; the computer players
        # attack in the meantime, until the page sums their battles up when the person's turn comes back.
        for _ in range(40):
            view = _my_view(server, game, token)
            assert not view["is_over"]
            page.wait_for_function(
                "n => Number(document.querySelector('#app').dataset.actionCount) >= n",
                arg=view["action_count"],
                timeout=WAIT,
            )
            if page.locator("#since-list li[data-kind='battle']").count():
                break
            legal = [la["action"] for la in view["legal_actions"]]
            _act(server, game, token, view, _quiet(legal, "attack"))
        else:
            raise AssertionError("no summary of the others' battles")
        since = page.inner_text("#since")
        assert "since your last turn" in since.lower() and " vs " in since, since
        assert page.locator("svg.map .changed").count() > 0
        page.screenshot(path=str(artifacts / "panel-since-desktop.png"))
        page.mouse.click(5, 300)  # the first click anywhere: the outlines go
        page.wait_for_function("() => !document.querySelector('svg.map .changed')", timeout=WAIT)

        # The log: a battle and its dice on one line, no separate rolls.
        battles = page.locator("#events li[data-kind='battle']")
        assert battles.count() > 0
        assert " vs " in battles.first.inner_text() and "lost" in battles.first.inner_text()
        assert page.locator("#events li[data-kind='roll']").count() <= 1  # the dealer's roll only
        status = page.inner_text("#status")
        assert "Grow's WAR" in status and "Phase:" in status and "war" not in status.replace("WAR", ""), status
        page.click("#legend summary")
        assert "armies" in page.inner_text("#legend-text")
        _no_raw_text(page, "since")
        # The log holds older events than a plain view carries (the latest 50, views.DEFAULT_EVENTS): the page
        # watched the whole game, so its oldest lines ("Round 1") came before those.
        plain = _call(f"{server}/api/games/{game}/view", token=token)["events_from"]
        seqs = "() => [...document.querySelectorAll('#events li[data-seq]')].map(li => +li.dataset.seq)"
        oldest = min(page.evaluate(seqs))
        # (The server's computer seats play with fresh seeds: a game whose first battles come early may hold
        # fewer than 50 events yet, and then a plain view carries them all. A shuffle makes no line, events.js,
        # so the lines older than the plain view's are those of the other events before it: none when the
        # game holds 51 events and the first is the deck's shuffle.)
        whole = _call(f"{server}/api/games/{game}/view?events_since=0", token=token)["events"]
        older = [e["seq"] for e in whole if e["seq"] < plain and e["kind"] != "shuffle"]
        assert not older or oldest <= min(older), (oldest, plain, older[:3])
        assert "Round 1" in page.inner_text("#events")
        # The game waits for the person: no view comes by itself for 8 s (the page's quiet-spell refresh,
        # api.js), so what turns the page Portuguese well before that is the switch asking again.
        switched = time.monotonic()
        page.select_option("#lang", "pt")
        page.wait_for_selector("text=Desde a sua última vez", timeout=WAIT)
        _no_raw_text(page, "since pt")
        # The server words the game in the page's language: the actions' labels and the log's sentences, the
        # oldest lines of the log too (asked for again from the first event the page shows).
        labels = "() => [...document.querySelectorAll('button.choice')].map(b => b.textContent).join('|')"
        english = "() => /Round \\d|armies to place/.test(document.querySelector('#events').innerText)"
        page.wait_for_function(f"() => ({labels})().includes('Colocar 1 exército em ') && !({english})()", timeout=6000)
        assert time.monotonic() - switched < 6, "the page waited for a refresh instead of asking again"
        log = page.inner_text("#events")
        assert "Rodada 1" in log and "exércitos a colocar" in log, log
        assert "Batalha " in log and " x defesa [" in log, log
        assert "Round " not in log and "armies to place" not in log, log
        assert "Place 1 army" not in page.inner_text("body")
        assert not errors, errors
    finally:
        context.close()


def test_game_over_reveals_every_seat(server: str, browser: Any, artifacts: Path) -> None:
    game, token = _new_game(server, "war-cards", seed=2, options={"round_limit": 1})
    for _ in range(200):
        view = _my_view(server, game, token)
        if view["is_over"]:
            break
        legal = [la["action"] for la in view["legal_actions"]]
        _act(server, game, token, view, legal[-1])
    else:
        raise AssertionError("the game did not end")
    for size in SIZES:
        context, page, errors = _open(browser, size)
        try:
            page.goto(f"{server}/#/game/{game}?token={token}")
            page.wait_for_selector("#secrets-list li", timeout=WAIT)
            assert page.locator("#secrets-list li").count() == 3
            assert page.locator("#secrets-list .objective").count() == 3
            assert page.locator("#secrets-list .hand-line").count() == 3
            assert page.get_attribute("#summary-link", "href") == f"#/summary/{game}"
            _no_raw_text(page, f"game over {size}")
            page.screenshot(path=str(artifacts / f"panel-over-{size}.png"), full_page=size == "phone")
            assert not errors, errors
        finally:
            context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_lobby_defaults_lines_and_a_stale_error(server: str, browser: Any, artifacts: Path, size: str) -> None:
    context, page, errors = _open(browser, size)
    try:
        page.goto(f"{server}/")
        page.wait_for_selector("#ruleset-line", timeout=WAIT)
        assert page.input_value("#ruleset") == "war"
        levels = page.eval_on_selector_all(".seat-level", "els => els.map(e => e.value)")
        assert levels and set(levels) == {"normal"}, levels
        assert "secret objective" in page.inner_text("#ruleset-line")
        if not page.locator("#opt-round_limit").is_visible():
            page.click("#lobby-form details summary")
        assert page.inner_text("[data-option='round_limit'] label") == "Round limit"
        page.fill("#opt-colours", "nonsense")  # refused by the server: an error under the form
        page.click("#create")
        page.wait_for_selector("#created .error", timeout=WAIT)
        page.select_option("#players", "4")
        page.wait_for_function("() => !document.querySelector('#created .error')", timeout=WAIT)
        page.select_option("#ruleset", "ww4")
        assert "King" in page.inner_text("#ruleset-line")
        page.screenshot(path=str(artifacts / f"panel-lobby-{size}.png"), full_page=True)
        _no_raw_text(page, "lobby")
        page.click("#rules-link")
        page.wait_for_selector("#rules-points li", timeout=WAIT)
        assert page.locator("#rules-points li").count() >= 3
        page.select_option("#lang", "pt")
        page.wait_for_selector("text=Regras em resumo", timeout=WAIT)
        page.click("#rules-back")
        page.wait_for_selector("#ruleset-line", timeout=WAIT)
        assert "Rei" in page.inner_text("#ruleset-line")
        assert page.text_content("[data-option='nations'] label") == "Nações"
        assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"] or size == "desktop"
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_offline_says_so_with_a_retry(server: str, browser: Any, artifacts: Path, size: str) -> None:
    game, token = _new_game(server, "war", seed=5)
    context, page, errors = _open(browser, size)
    try:
        page.route("**/api/**", lambda route: route.abort())
        page.goto(f"{server}/#/game/{game}?token={token}")
        page.wait_for_selector("#offline-retry", timeout=WAIT)
        body = page.inner_text("body")
        assert "Failed to fetch" not in body and "polling" not in body and "cannot be reached" in body
        page.screenshot(path=str(artifacts / f"panel-offline-{size}.png"))
        page.unroute("**/api/**")
        page.click("#offline-retry")
        page.wait_for_selector("#status .game-name", timeout=WAIT)
        assert not errors, errors
    finally:
        context.close()
