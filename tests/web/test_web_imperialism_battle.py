"""War! Age of Imperialism's battle decisions (option battle_choices=each-roll, docs/rules/imperialism.md "Rules
version 4") in a headless Chromium against a real `warroom serve`, issue 25: two people in two browser contexts,
the attacker in English at 1440x900, the defender in Portuguese on a 390x844 phone. The draft, the opening
purchase and the move into the other's region are played through the API (the first claims are next to each
other); then, by clicking: the attacker finds "choosing your piece every roll" among its Fight choices and sends
cavalry; the defender's page, outside its own turn, says it must decide ("Sua decisão"), names the attacker's
piece, lists its own pieces against it and the policy shortcuts ("for the rest of this battle" and "Always", a
group of its own) in Portuguese; its answer rolls, and both pages show the roll, its pieces and the losses in
the battle card and the log; the defender keeps a policy and the battle ends without asking it again.
Screenshots: test-artifacts/web/battle-*.png."""

from __future__ import annotations

import json
import re
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.web

WAIT = 30_000
DESKTOP = {"width": 1440, "height": 900}
PHONE = {"width": 390, "height": 844}
#: The first claims: neighbours by land (the second claimed is attacked from the first).
HOMES = ("spain", "france")
#: English a Portuguese page must not show here (whole words).
ENGLISH = ("infantry", "cavalry", "artillery", "Battle in", "Your decision", "Send your", "Always", "decides")


def _call(url: str, body: dict[str, Any] | None = None, token: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers=headers, method="GET" if body is None else "POST")
    with urllib.request.urlopen(request, timeout=30) as r:
        return json.loads(r.read())


def _act(server: str, game: str, token: str, action: dict[str, Any]) -> Any:
    view = _call(f"{server}/api/games/{game}/view", token=token)
    return _call(f"{server}/api/games/{game}/actions", {"action": action, "after": view["action_count"]}, token)


def _to_move(server: str, game: str, tokens: list[str]) -> int:
    view = _call(f"{server}/api/games/{game}/view", token=tokens[0])
    mover: int = view["current_player"]
    return mover


def _to_battle(server: str) -> tuple[str, list[str], int, str]:
    """A two-person Basic game (battle_choices at its default, each-roll) played through the API until the
    attacker's seat is to fight in the defender's home; the game, both tokens, the attacker's seat and where."""
    made = _call(
        f"{server}/api/games",
        {"ruleset": "imperialism-basic", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]},
    )
    game, tokens = made["id"], [s["token"] for s in sorted(made["seats"], key=lambda s: s["seat"])]
    home: dict[int, str] = {}
    for region in HOMES:
        seat = _to_move(server, game, tokens)
        home[seat] = region
        _act(server, game, tokens[seat], {"type": "claim", "region": region})
    for _ in range(60):  # the rest of the draft: any region offered
        seat = _to_move(server, game, tokens)
        view = _call(f"{server}/api/games/{game}/view", token=tokens[seat])
        if view["view"]["phase"] != "draft":
            break
        _act(server, game, tokens[seat], view["legal_actions"][-1]["action"])
    for _ in range(2):  # the opening purchase: a cavalry, an artillery and an infantry at home
        seat = _to_move(server, game, tokens)
        for piece in ("cav", "art", "inf"):
            _act(server, game, tokens[seat], {"type": "buy", "piece": piece, "where": home[seat]})
        _act(server, game, tokens[seat], {"type": "end_purchase"})
    attacker = _to_move(server, game, tokens)
    source, target = home[attacker], home[1 - attacker]
    for kind in ("cav", "art", "inf"):  # one infantry stays home
        move = {"type": "move", "kind": kind, "count": 1, "source": source, "target": target}
        _act(server, game, tokens[attacker], move)
    _act(server, game, tokens[attacker], {"type": "end_movement"})
    return game, tokens, attacker, target


def _page(browser: Any, viewport: dict[str, int], lang: str) -> tuple[Any, Any, list[str]]:
    context = browser.new_context(viewport=viewport, locale="pt-BR" if lang == "pt" else "en-US")
    context.add_init_script(f"localStorage.setItem('warroom.lang', '{lang}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    return context, page, errors


def _click(page: Any, selector: str) -> None:
    """Click a choice (opening its closed group first) and wait for the server's answer."""
    button = page.locator(selector).first
    if not button.is_visible():
        group = button.evaluate("b => b.closest('details').dataset.group")
        page.click(f"#chooser details[data-group='{group}'] summary")
    with page.expect_response(lambda r: "/actions" in r.url and r.request.method == "POST") as answer:
        button.click()
    assert answer.value.ok, answer.value.text()


def _choice(page: Any, kind: str, **fields: Any) -> str:
    """The chooser's button for the action of type ``kind`` with these fields, once the page shows it (the
    seat's turn marker can come a moment before the new view's chooser under load)."""
    deadline = time.monotonic() + WAIT / 1000
    while True:
        actions = page.eval_on_selector_all(
            f"#chooser button[data-type='{kind}']", "bs => bs.map(b => b.dataset.action)"
        )
        for i, raw in enumerate(actions):
            action = json.loads(raw)
            if all(action.get(k) == v for k, v in fields.items()):
                return f"#chooser button[data-type='{kind}'] >> nth={i}"
        if time.monotonic() > deadline:
            raise AssertionError(f"no {kind} {fields} among {actions}")
        page.wait_for_timeout(100)


def _labels(page: Any, kind: str) -> list[str]:
    found: list[str] = page.eval_on_selector_all(
        f"#chooser button[data-type='{kind}']", "bs => bs.map(b => b.textContent)"
    )
    return found


#: Every text node the page shows (hidden ones left out).
VISIBLE = r"""() => {
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const st = n.parentElement && getComputedStyle(n.parentElement);
    if (st && st.display !== "none" && st.visibility !== "hidden" && n.textContent.trim()) out.push(n.textContent);
  }
  return out.join("\n");
}"""


def _visible_text(page: Any) -> str:
    text: str = page.evaluate(VISIBLE)
    return text


def test_a_battle_decided_roll_by_roll_by_two_people(server: str, browser: Any, artifacts: Path) -> None:
    game, tokens, attacker, where = _to_battle(server)
    defender = 1 - attacker
    a_ctx, a, a_errors = _page(browser, DESKTOP, "en")
    d_ctx, d, d_errors = _page(browser, PHONE, "pt")
    try:
        a.goto(f"{server}/#/game/{game}?token={tokens[attacker]}")
        d.goto(f"{server}/#/game/{game}?token={tokens[defender]}")
        a.wait_for_selector("#chooser button[data-type='fight']", timeout=WAIT)
        d.wait_for_selector("#status .turn", timeout=WAIT)
        assert d.locator("#your-turn").count() == 0

        # The attacker: "choosing your piece every roll" among its Fight choices, no odds box for a piece sent.
        fights = _labels(a, "fight")
        assert any("choosing your piece every roll" in label for label in fights), fights
        _click(a, _choice(a, "fight", region=where, tactic="choose"))
        a.wait_for_selector("#chooser button[data-type='battle_send']", timeout=WAIT)
        assert a.locator("#battles").count() == 0  # a piece sent is no battle to show odds for
        assert "Choose the piece you send into this roll" in a.inner_text("#battle-ask")
        assert a.inner_text("#your-turn") == "Your turn"
        _click(a, _choice(a, "battle_send", piece="cav"))

        # The defender, outside its own turn: told it decides, the attacker's piece, its own pieces against it.
        d.wait_for_selector("#your-turn", timeout=WAIT)
        assert d.inner_text("#your-turn") == "Sua decisão"
        d.wait_for_function("() => document.title.startsWith('●')", timeout=WAIT)
        assert "cavalaria" in d.inner_text("#battle-ask")
        sends = _labels(d, "battle_send")
        against = re.compile(r"Enviar sua peça \w+ \(\+\d\) contra a peça cavalaria \(\+1\) do adversário")
        assert sends and all(against.fullmatch(s) for s in sends), sends
        assert "Enviar sua peça infantaria (+0) contra a peça cavalaria (+1) do adversário" in sends
        groups = d.eval_on_selector_all("#chooser details[data-group] summary", "ss => ss.map(s => s.textContent)")
        assert any(g.startswith("O resto desta batalha com uma política") for g in groups), groups
        assert any(g.startswith("Sempre (preferência permanente)") for g in groups), groups
        kept = d.eval_on_selector_all(
            "#chooser details[data-group='battle_policy_keep'] button", "bs => bs.map(b => b.textContent)"
        )
        assert "Sempre: peça mais forte, nesta batalha e nas próximas" in kept, kept
        status = d.inner_text("#status")
        assert "Batalha em" in status and "decide" in status and "{" not in status, status
        assert "Nesta rolagem:" in d.inner_text("#battle-now-sent") and "cavalaria" in d.inner_text("#battle-now-sent")
        a.wait_for_selector("#battle-now-sent", timeout=WAIT)
        assert "cavalry" in a.inner_text("#battle-now-sent")
        assert "Battle in" in a.inner_text("#status") and "{" not in a.inner_text("#status")
        assert a.locator("#your-turn").count() == 0
        d.screenshot(path=str(artifacts / "battle-defender-pt-390x844.png"), full_page=True)
        assert d.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        english = [w for w in ENGLISH if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", _visible_text(d))]
        assert english == [], english

        # The defender answers with infantry: the roll is rolled and shown to both, with its pieces and losses.
        _click(d, _choice(d, "battle_send", piece="inf"))
        a.wait_for_selector("#battle-now-rolls li", timeout=WAIT)
        roll = a.inner_text("#battle-now-rolls li")
        assert roll.startswith("Roll 1:") and "cavalry v infantry" in roll, roll
        assert "loses" in roll or "no piece lost" in roll, roll
        d.wait_for_selector("#battle-now-rolls li", timeout=WAIT)
        assert "Rolagem 1:" in d.inner_text("#battle-now-rolls li")
        told = "sends cavalry (+1) into the roll in"
        a.wait_for_function("t => document.querySelector('#events').textContent.includes(t)", arg=told, timeout=WAIT)
        d.wait_for_function(
            "t => document.querySelector('#events').textContent.includes(t)", arg="envia cavalaria (+1)", timeout=WAIT
        )
        a.screenshot(path=str(artifacts / "battle-attacker-1440x900.png"))

        # The attacker sends again; the defender keeps its strongest piece as a standing preference: the rest of
        # the battle is rolled without asking it, and the attacker finishes by a policy.
        a.wait_for_selector("#your-turn", timeout=WAIT)
        _click(a, _choice(a, "battle_send", piece="art"))
        d.wait_for_selector("#your-turn", timeout=WAIT)
        _click(d, _choice(d, "battle_policy", policy="strongest", keep=True))
        # The attacker is asked again unless its cavalry and artillery are both lost: a side of one kind goes
        # in unasked (battle_basic_rolls.py) and the battle rolls to its end. The server has settled which by
        # the time the defender's answer is acknowledged; the dice are the server's own.
        view = _call(f"{server}/api/games/{game}/view", token=tokens[attacker])
        if any(offer["action"]["type"] == "battle_policy" for offer in view["legal_actions"]):
            a.wait_for_selector("#your-turn", timeout=WAIT)
            _click(a, _choice(a, "battle_policy", policy="strongest", keep=False))
        a.wait_for_function("() => document.querySelector('#battle-now').hidden", timeout=WAIT)
        a.wait_for_selector("#chooser button[data-type='end_turn']", timeout=WAIT)
        assert d.locator("#your-turn").count() == 0  # never asked again in this battle
        log = a.inner_text("#events")
        assert "by a policy: strongest piece" in log, log
        assert not a_errors and not d_errors, (a_errors, d_errors)
    finally:
        a_ctx.close()
        d_ctx.close()
