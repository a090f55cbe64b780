"""World War IV's new decisions in the browser (docs/rules/ww4.md, "Rules version 3"): the status line
names a Royal Guard asked of a nation outside its turn, and the Barbarians' decision asked of another
seat, like any other decision (read through the page's own hints module, as test_web_rulesets does)."""

from __future__ import annotations

import json
import sys
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "rulesets" / "ww4"))

from ww4_helpers import GREY, RED, YELLOW, blank, put, scripted

from warroom.rulesets.ww4.actions import Fight


def _board(server: str) -> Any:
    with urllib.request.urlopen(f"{server}/api/rulesets/ww4/board", timeout=10) as r:
        return json.loads(r.read())


def _views() -> list[dict[str, Any]]:
    """A Royal Guard pending for yellow in red's turn; a Barbarians' casualty pending for yellow's seat."""
    g = blank()
    put(g, "mexico", YELLOW, king=1, militia=1)
    g.state.step = "event"
    g.state.deck.remove("plague")
    g.state.deck.insert(0, "plague")
    scripted(g, 5, 1, 6)
    g.advance()
    b = blank(barbarians="seat")
    put(b, "chaco", GREY, militia=1, soldier=1)
    put(b, "chaco", RED, cavalry=1)
    put(b, "new-zealand", RED, militia=1)
    put(b, "new-zealand", GREY, militia=1)
    b.state.step = "combat"
    b.advance()
    scripted(b, 1, 6)
    b.apply(Fight("chaco"))
    return [g.view(g.state.seat_of[YELLOW]), b.view(b.state.seat_of[YELLOW])]


def test_the_status_line_names_the_new_decisions(server: str, browser: Any) -> None:
    guard, barbarians = _views()
    assert guard["decision"]["kind"] == "royal-guard" and barbarians["decision"]["nation"] == "grey"
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server}/")
    page.wait_for_selector("#create")
    out = page.evaluate(
        """async ([views, board]) => {
             const { hintsFor } = await import('/hints.js');
             const w = hintsFor('ww4');
             return views.map((v) => w.status(v).join(' | '));
           }""",
        [[guard, barbarians], _board(server)],
    )
    assert "✋" in out[0] and "Royal Guard" in out[0] and "Mexico" in out[0], out[0]
    assert "king:" not in out[0] and "queue" not in out[0] and "card:" not in out[0], out[0]  # no ids
    assert "✋" in out[1] and "Barbarians" in out[1] and "Casualty" in out[1], out[1]
    assert not errors, errors
    page.close()
