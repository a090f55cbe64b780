"""The browser in Portuguese leaves no English a player reads: the visible text of the game page (the map's
tooltips, the status, the players, one's hand, the log) of World War IV at 390x844 and of War! Age of
Imperialism at 1440x900, a World War IV card's rules in one's hand, the lobby, the archive and a replay hold
none of a list of English words found there before (units, nations, empires, a decision and a combat phase by
id, the income's parts, the rulesets' titles). Positions are made through the API with seeds and `random`
computer players; a World War IV hand and decision through the page's own hints module (as
test_web_ww4_decisions does)."""

from __future__ import annotations

import json
import random
import re
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rulesets" / "ww4"))

from ww4_helpers import GREY, RED, blank, put

pytestmark = pytest.mark.web

WAIT = 30_000
SIZES = {"desktop": {"width": 1440, "height": 900}, "phone": {"width": 390, "height": 844}}
#: English a Portuguese page once showed (whole words, case and all).
ENGLISH = (
    # World War IV: units, nations, map, decisions and combat phases by id
    "militia",
    "soldier",
    "destroyer",
    "frigate",
    "artillery",
    "Sun Dynasty",
    "African Coalition",
    "Persian Empire",
    "North Atlantic",
    "South China Sea",
    "Withdraw",
    "Maneuver",
    "Innovation",
    # War! Age of Imperialism: units, empires, the income's parts
    "engineer",
    "explorer",
    "infantry",
    "Red",
    "Blue",
    "Green",
    "regions",
    "railroads",
    # the rulesets' titles
    "Advanced rules",
    "Basic rules",
    "One World, One King",
    "the classic world map",
    "territory cards",
)
# Every text a person may read on the page: visible text nodes, tooltips (titles, the map's <title>s),
# placeholders and labels.
TEXTS = r"""() => {
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    const st = el && getComputedStyle(el);
    if (st && st.display !== "none" && st.visibility !== "hidden" && n.textContent.trim()) out.push(n.textContent);
  }
  for (const el of document.querySelectorAll("[title],[placeholder],[aria-label]"))
    for (const a of ["title", "placeholder", "aria-label"]) if (el.getAttribute(a)) out.push(el.getAttribute(a));
  return out.join("\n");
}"""


def english_in(text: str) -> list[str]:
    return [w for w in ENGLISH if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]


def _call(url: str, body: dict[str, Any] | None = None, token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers=headers, method="GET" if body is None else "POST")
    with urllib.request.urlopen(request, timeout=30) as r:
        return json.loads(r.read())


def _played(server: str, ruleset: str, moves: int, options: dict[str, Any] | None = None) -> tuple[str, str]:
    """A game of ``ruleset`` (the person and two `random` computer players, listed in the lobby: the archive
    lists it once over) after ``moves`` of the person's."""
    seats = [{"kind": "human"}, {"kind": "ai", "level": "random"}, {"kind": "ai", "level": "random"}]
    made = _call(
        f"{server}/api/games",
        {"ruleset": ruleset, "players": 3, "seats": seats, "seed": 3, "options": options or {}, "visibility": "open"},
    )
    game, token = made["id"], made["seats"][0]["token"]
    pick = random.Random(3)
    for _ in range(moves):
        deadline = time.monotonic() + 60
        while True:
            view = _call(f"{server}/api/games/{game}/view", token=token)
            if view["is_over"] or (view["current_player"] == view["seat"] and view["legal_actions"]):
                break
            assert time.monotonic() < deadline, "the person's decision never came"
            time.sleep(0.05)
        if view["is_over"]:
            break
        action = pick.choice(view["legal_actions"])["action"]
        _call(f"{server}/api/games/{game}/actions", {"action": action, "after": view["action_count"]}, token)
    return game, token


def _page(browser: Any, size: str) -> tuple[Any, Any, list[str]]:
    context = browser.new_context(viewport=SIZES[size], locale="pt-BR")
    context.add_init_script("localStorage.setItem('warroom.lang', 'pt')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    return context, page, errors


@pytest.mark.parametrize(("ruleset", "size"), [("ww4", "phone"), ("imperialism-advanced", "desktop")])
def test_the_game_page_in_portuguese(server: str, browser: Any, artifacts: Path, ruleset: str, size: str) -> None:
    game, token = _played(server, ruleset, moves=25)
    # A message from the seat, which has no person's name: the server keeps it under the seat's English name.
    _call(f"{server}/api/games/{game}/chat", {"text": "olá"}, token)
    context, page, errors = _page(browser, size)
    try:
        page.goto(f"{server}/#/game/{game}?token={token}")
        page.wait_for_selector("#events li", timeout=WAIT)
        page.wait_for_selector("#chat .chat-author", timeout=WAIT)
        if ruleset.startswith("imperialism"):
            assert page.inner_text("#chat .chat-author") == "Vermelho"
        page.wait_for_selector("svg.map title", state="attached", timeout=WAIT)
        page.screenshot(path=str(artifacts / f"words-pt-{ruleset}-{size}.png"))
        text = page.evaluate(TEXTS)
        assert "Sua vez" in text or "Aguardando" in text or "Eventos" in text, text[:500]
        assert english_in(text) == [], english_in(text)
        assert not errors, errors
    finally:
        context.close()


def _ww4_view() -> dict[str, Any]:
    """A World War IV view with Steel Sabres in one's hand, a combat in Chaco in its maneuver phase and a
    withdrawal pending (the combat and the decision as combat_round.py and withdrawal.py leave them)."""
    g = blank()
    g.state.hands[RED] = ["sabres"]
    put(g, "chaco", GREY, militia=1, soldier=1)
    put(g, "chaco", RED, cavalry=1)
    view = g.view(g.state.seat_of[RED])
    chaco = [s["id"] for s in view["spaces"]].index("chaco")
    view["combat"] = {"space": chaco, "invader": RED, "defenders": ["grey"], "round": 2, "phase": "maneuver"}
    view["decision"] = {"kind": "withdraw", "nation": "red", "data": {"space": chaco, "side": "A"}}
    return view


def test_world_war_iv_hand_and_decisions_in_portuguese(server: str, browser: Any) -> None:
    view = _ww4_view()
    context, page, errors = _page(browser, "desktop")
    try:
        page.goto(f"{server}/")
        page.wait_for_selector("#create", timeout=WAIT)
        board = _call(f"{server}/api/rulesets/ww4/board")
        out = page.evaluate(
            """async ([view, board]) => {
                 const { hintsFor } = await import('/hints.js');
                 const w = hintsFor('ww4');
                 return [...w.status(view, board), ...(w.hand(view, board) || [])].join('\\n');
               }""",
            [view, board],
        )
        assert "Sabres de Aço: Inovação. As suas Cavalarias matam com 4, 5 ou 6" in out, out
        assert "Retirada" in out and "manobra" in out, out
        assert english_in(out) == [], english_in(out)
        assert not errors, errors
    finally:
        context.close()


def test_the_lobby_archive_and_replay_in_portuguese(server: str, browser: Any) -> None:
    game, _token = _played(server, "war-cards", moves=400, options={"round_limit": 1})
    context, page, errors = _page(browser, "desktop")
    try:
        for route, ready in (("", "#create"), ("archive", "#archive-list"), (f"replay/{game}?step=2", "#replay-step")):
            page.goto(f"{server}/#/{route}")
            page.wait_for_selector(ready, timeout=WAIT)
            page.wait_for_timeout(300)
            text = page.evaluate(TEXTS)
            assert english_in(text) == [], (route, english_in(text))
        assert "Cartas de território" in text or "cartas de território" in text, text[:400]
        # The new-game form: an option's values in words, with the id its help names.
        page.goto(f"{server}/#/")
        page.wait_for_selector("#create", timeout=WAIT)
        page.select_option("#ruleset", "ww4")
        if not page.locator("#opt-bomber_withdrawal").is_visible():
            page.click("#lobby-form details summary")
        shown = page.eval_on_selector_all("#opt-bomber_withdrawal option", "os => os.map(o => o.textContent)")
        assert shown == ["evitar (avoid)", "pode terminar lá (may-end-there)"], shown
        assert page.text_content("[data-option='bomber_withdrawal'] label") == "Retirada de bombardeiros"
        assert not errors, errors
    finally:
        context.close()
