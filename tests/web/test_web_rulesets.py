"""End to end in a headless Chromium, for the rulesets drawn by their own hints (hints.js): World War IV and
War! Age of Imperialism. Each game is created in the lobby (one person, two computer players), the person makes
a few decisions by clicking the chooser, and the page must draw one shape per board space, coloured, with
tooltips, and raise no error. Screenshots at 1280x800 and 390x844 go to test-artifacts/web/."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from .conftest import ARTIFACTS

pytestmark = pytest.mark.web

WAIT = 30_000


def _get(server: str, path: str) -> Any:
    with urllib.request.urlopen(f"{server}{path}", timeout=10) as r:
        return json.loads(r.read())


def _agent(server: str, ruleset: str, wanted: tuple[str, ...]) -> str:
    """The first of ``wanted`` that /api/rulesets lists for the ruleset (a level or an agent spec)."""
    info = next(r for r in _get(server, "/api/rulesets") if r["id"] == ruleset)
    offered = [*info.get("levels", []), *info.get("agents", [])]
    found = next((a for a in wanted if a in offered), None)
    if found is None:
        pytest.fail(f"{ruleset}: none of {wanted} among {offered}")
    return found


def _choose_level(page: Any, seat: int, spec: str) -> None:
    """Pick a computer player by spec in the lobby. The level list shows only the levels; an agent spec (such
    as `random` for ww4, which has no levels) is added to the list when it is not there."""
    sel = f".seat-level[data-seat='{seat}']"
    page.eval_on_selector(
        sel,
        """(s, v) => { if (![...s.options].some(o => o.value === v)) {
             const o = document.createElement('option'); o.value = v; o.textContent = v; s.append(o); } }""",
        spec,
    )
    page.select_option(sel, spec)


def _count(page: Any) -> int:
    return int(page.get_attribute("#app", "data-action-count") or -1)


def _fail_shot(page: Any, name: str, why: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}-failure.png"))
    raise AssertionError(f"{why}: {page.inner_text('#decision')[:600]}")


class GameEnded(Exception):
    """The game ended, or the person's seat was knocked out of it (in World War IV a King falls to greedy's hunt
    while the others play on), by the play of its freshly seeded computer seats before the test made its
    decisions."""


#: The page says the person's seat is out while the game goes on (each ruleset's hints ``out``).
_OUT = "document.querySelector('#app').dataset.out === 'true'"


def _wait_mine(page: Any, name: str) -> None:
    try:
        page.wait_for_function(
            "() => (document.querySelector('#app').dataset.myTurn === 'true' && !!document.querySelector('#chooser'))"
            f" || !!document.querySelector('#result') || {_OUT}",
            timeout=WAIT,
        )
    except Exception:
        _fail_shot(page, name, "the person's decision never came")
    if page.locator("#result").count() or page.evaluate(f"() => {_OUT}"):
        raise GameEnded(name)


def _ended_after(page: Any, name: str, kinds: list[str]) -> bool:
    """Wait for the person's next decision; True if the game ended (or the person's seat is out) instead. A game
    that ends so before the person made half of the test's decisions is played again (GameEnded); one that ends
    later is checked as it ended."""
    try:
        _wait_mine(page, name)
    except GameEnded:
        if len(kinds) < 6:
            raise
        return True
    return False


def _decide(page: Any, name: str, prefer_end: bool) -> str:
    """Click one chooser button: a move or other group item first, the quick ones (end step...) later."""
    before = _count(page)
    groups = page.locator("#chooser .groups button.choice:visible")
    quick = page.locator("#chooser button.quick-choice:visible")
    closed = page.locator("#chooser details.group:not([open]) summary")
    if prefer_end and quick.count():
        button = quick.first
    elif groups.count():
        button = groups.first
    elif closed.count():
        closed.first.click()
        button = page.locator("#chooser .groups button.choice:visible").first
    else:
        button = quick.first
    kind = button.get_attribute("data-type") or ""
    button.click()
    try:
        page.wait_for_function(
            "n => Number(document.querySelector('#app').dataset.actionCount) !== n", arg=before, timeout=WAIT
        )
    except Exception:
        _fail_shot(page, name, f"no new action after clicking {kind}")
    return kind


def _map_checks(page: Any, board: dict[str, Any], owned: bool = True) -> None:
    ids = sorted(s["id"] for s in board["spaces"])
    drawn = sorted(page.eval_on_selector_all("svg.map path.space", "els => els.map(e => e.dataset.id)"))
    assert drawn == ids, "one shape per board space"
    if not owned:  # (before the draft nobody owns anything)
        return
    coloured = page.eval_on_selector_all("svg.map path.space", "els => els.filter(e => e.style.fill).length")
    assert coloured > 0, "no space is coloured by its owner"
    titles = page.eval_on_selector_all(
        "svg.map path.space > title", "els => els.filter(e => e.textContent.includes('\\n')).length"
    )
    assert titles > 0, "no tooltip with the space's details"


def _play(
    server: str, browser: Any, artifacts: Path, ruleset: str, agent: str, name: str, options: dict[str, str]
) -> None:
    board = _get(server, f"/api/rulesets/{ruleset}/board")
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    page = context.new_page()
    try:
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{server}/")
        page.wait_for_selector("#create")
        page.select_option("#ruleset", ruleset)
        page.select_option("#players", "3")
        page.select_option(".seat-kind[data-seat='0']", "human")
        for seat in (1, 2):
            page.select_option(f".seat-kind[data-seat='{seat}']", "ai")
            _choose_level(page, seat, agent)
        for option, value in options.items():
            page.click("#lobby-form details summary")
            page.select_option(f"[id$='{option}']", value)
        page.click("#create")
        page.wait_for_selector("#seat-link-0", timeout=WAIT)
        page.click("a[data-link='seat-link-0']")
        page.wait_for_selector("svg.map path.space")
        _map_checks(page, board, owned=False)

        kinds: list[str] = []
        over = False
        for i in range(12):
            over = _ended_after(page, name, kinds)
            if over:
                break
            step = page.inner_text("#status")
            if i == 3:
                page.screenshot(path=str(artifacts / f"{name}-1280x800.png"))
            kinds.append(_decide(page, name, prefer_end=i >= 8))
            if i >= 9 and "movement" in step.lower() and "movement" not in page.inner_text("#status").lower():
                break
        assert over or len(kinds) >= 10, kinds
        if not over:
            _ended_after(page, name, kinds)
        _map_checks(page, board)
        page.set_viewport_size({"width": 390, "height": 844})
        page.wait_for_timeout(300)
        page.screenshot(path=str(artifacts / f"{name}-390x844.png"), full_page=True)
        assert not errors, errors
    finally:
        context.close()


def _play_a_lasting_game(
    server: str, browser: Any, artifacts: Path, ruleset: str, agent: str, name: str, tries: int = 3
) -> None:
    """``_play`` on a new game while one ends before the person's sixth decision (GameEnded): the server's
    computer seats play with fresh seeds, and now and then a game ends early (in World War IV a King falls to
    greedy's hunt or to the barbarians within the dozen decisions the test clicks)."""
    for attempt in range(tries):
        try:
            _play(server, browser, artifacts, ruleset, agent, name, {})
            return
        except GameEnded:
            if attempt == tries - 1:
                raise


def test_ww4_in_the_browser(server: str, browser: Any, artifacts: Path) -> None:
    agent = _agent(server, "ww4", ("greedy", "random"))
    _play_a_lasting_game(server, browser, artifacts, "ww4", agent, "ww4")


def test_imperialism_in_the_browser(server: str, browser: Any, artifacts: Path) -> None:
    agent = _agent(server, "imperialism-standard", ("greedy", "easy"))
    _play_a_lasting_game(server, browser, artifacts, "imperialism-standard", agent, "imperialism")


def _ww4_view_in_combat() -> tuple[dict[str, Any], dict[str, Any]]:
    """A ww4 view (seat 0) with a combat in progress and a decision pending, from a game of random players."""
    from warroom.agents.base import make_agent
    from warroom.core.registry import new_game

    for seed in range(1, 6):
        game = new_game("ww4", 3, {}, seed)
        agents = [make_agent("random", "ww4", seed * 10 + i) for i in range(3)]
        for _ in range(3000):
            if game.is_over():
                break
            view = game.view(0)
            if view["combat"] and view["decision"]:
                return view, game.view(None)
            player = game.current_player()
            assert player is not None
            game.apply(agents[player].choose(game, player))
    pytest.skip("no ww4 game reached a decision in combat")


def test_hints_describe_combat_decision_and_techs(server: str, browser: Any) -> None:
    """The status line reads the ww4 combat and decision (spaces and nations by name, not by index); a tooltip
    names forts, cities and units; imperialism's players list shows PP and techs, tooltips buildings and
    undeveloped resources."""
    from warroom.core.registry import new_game

    ww4_view, _ = _ww4_view_in_combat()
    ww4_board = _get(server, "/api/rulesets/ww4/board")
    imp = new_game("imperialism-advanced", 3, {"scenario": "1886"}, 1).view(0)
    imp["empires"][0]["techs"] = ["rifles-1", "industry-1"]
    region = next(s for s in imp["spaces"] if s.get("owner") == imp["empires"][0]["colour"])
    region.update({"resource": "oil", "undeveloped": True, "fort": True})
    imp_board = _get(server, "/api/rulesets/imperialism-advanced/board")
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server}/")
    page.wait_for_selector("#create")
    out = page.evaluate(
        """async ([ww4, ww4Board, imp, impBoard]) => {
             const { hintsFor } = await import('/hints.js');
             const w = hintsFor('ww4'), i = hintsFor('imperialism-advanced');
             const ws = w.spaces(ww4, ww4Board), is = i.spaces(imp, impBoard);
             return { status: w.status(ww4), spaces: ws, seat0: w.seatStats(ww4, 0), goal: w.objective(ww4),
                      hand: w.hand(ww4, ww4Board), impSpaces: is, impStats: i.seatStats(imp, 0),
                      impStatus: i.status(imp), impColour: i.seatColour(imp, 0) };
           }""",
        [ww4_view, ww4_board, imp, imp_board],
    )
    status = " | ".join(out["status"])
    combat = ww4_view["spaces"][ww4_view["combat"]["space"]]["id"]
    name = next(s["name"] for s in ww4_board["spaces"] if s["id"] == combat)
    name = name if isinstance(name, str) else name["en"]
    assert "⚔" in status and name in status, status
    assert "✋" in status and ww4_view["decision"]["kind"].split("-")[0].lower() in status.lower(), status
    assert "money" in out["seat0"][0] and "cards" in out["seat0"][0], out["seat0"]
    assert "Cities" in out["goal"]
    cities = [s for s in ww4_view["spaces"] if "city" in s]
    assert cities and all("★" in (out["spaces"][s["id"]]["count"] or "") for s in cities)
    assert all("City" in out["spaces"][s["id"]]["title"] for s in cities)
    forts = [s for s in ww4_view["spaces"] if s.get("fort")]
    assert all("▲" in (out["spaces"][s["id"]]["count"] or "") for s in forts)
    grey = [s for s in ww4_view["spaces"] if set(s.get("units", {})) == {"grey"} and not s.get("fort")]
    assert grey and all(out["spaces"][s["id"]]["colour"] == "#8d8d8d" for s in grey)
    tip = out["impSpaces"][region["id"]]["title"]
    assert "oil" in tip and "undeveloped" in tip and "fort" in tip, tip
    assert any("Rifles 1" in line and "PP" in line for line in out["impStats"]), out["impStats"]
    assert out["impColour"] == "#d2352b"  # Britain paints red
    assert not errors, errors
    page.close()


def test_war_cards_special_cards_read_as_words(server: str, browser: Any) -> None:
    """A special card in a War Cards hand reads as its name and what it does, in the page's language (never as
    its fields: "Blitz · kind: special · role: attack")."""
    from warroom.core.registry import new_game

    game = new_game("war-cards", 3, {}, 5)
    special = next(iter(game.content.special_of))  # type: ignore[attr-defined]
    card = game.card_info(special)  # type: ignore[attr-defined]
    page = browser.new_page()
    page.goto(f"{server}/")
    page.wait_for_selector("#create")
    shown = page.evaluate(
        """async (card) => {
             const { hintsFor } = await import('/hints.js');
             const i18n = await import('/i18n.js');
             const en = hintsFor('war-cards').hand({ hand: [card] }, null)[0];
             i18n.setLang('pt');
             const pt = hintsFor('war-cards').hand({ hand: [card] }, null)[0];
             i18n.setLang('en');
             return [en, pt];
           }""",
        card,
    )
    assert card["names"]["pt"] != card["names"]["en"] or card["texts"]["pt"] != card["texts"]["en"]
    assert shown == [f"{card['names'][lang]}: {card['texts'][lang]}" for lang in ("en", "pt")]
    page.close()


def test_a_seat_is_out_when_all_it_plays_is_out(server: str, browser: Any) -> None:
    """The hints' ``out``, behind the page's ``data-out``: a WAR seat eliminated, a World War IV seat whose every
    played nation is inactive, an Imperialism seat whose every empire is eliminated; not while one of them is in."""
    from warroom.core.registry import new_game

    war = new_game("war", 3, {}, 1).view(0)
    ww4 = new_game("ww4", 3, {}, 1).view(0)
    imp = new_game("imperialism-advanced", 3, {"scenario": "1886"}, 1).view(0)
    war_out = json.loads(json.dumps(war))
    war_out["seats"][0]["eliminated"] = True
    ww4_out = json.loads(json.dumps(ww4))
    for n in ww4_out["nations"]:
        if n["seat"] == 0:
            n["active"] = False
    imp_half = json.loads(json.dumps(imp))
    mine = [e for e in imp_half["empires"] if e["seat"] == 0]
    assert len(mine) == 2
    mine[0]["eliminated"] = True
    imp_out = json.loads(json.dumps(imp_half))
    for e in imp_out["empires"]:
        if e["seat"] == 0:
            e["eliminated"] = True
    page = browser.new_page()
    page.goto(f"{server}/")
    page.wait_for_selector("#create")
    out = page.evaluate(
        """async (cases) => {
             const { hintsFor } = await import('/hints.js');
             return cases.map(([ruleset, view]) => hintsFor(ruleset).out(view, 0));
           }""",
        [
            ["war", war],
            ["war", war_out],
            ["ww4", ww4],
            ["ww4", ww4_out],
            ["imperialism-advanced", imp],
            ["imperialism-advanced", imp_half],
            ["imperialism-advanced", imp_out],
        ],
    )
    assert out == [False, True, False, True, False, False, True]
    page.close()
