"""The status bar's lines in words, in both languages: a decision asked out of turn (War! Age of Imperialism's
interrupts: a battle, a sea encounter) shows what it is and who decides, never its raw data; technologies and
World War IV's steps by their names, not their ids (status-words.js)."""

from __future__ import annotations

from typing import Any

import pytest

from warroom.core.registry import new_game

pytestmark = pytest.mark.web

WAIT = 30_000
#: What raw data looks like in a line: an object, a list, a field of the interrupt.
RAW = ("{", "[", "level:", "region:", "rounds", "policies", "decider:", "attacker:")


def _aoi_view(kind: str) -> dict[str, Any]:
    """A War! Age of Imperialism view of seat 0 during an interrupt of ``kind`` (its data as the engine keeps
    it), with a technology learned."""
    game = new_game("imperialism-basic", 2, {}, 3)
    view: dict[str, Any] = game.view(0)
    colour = view["empires"][1]["colour"]
    view["phase"] = "battles"
    view["interrupt"] = {
        "kind": kind,
        "deciders": [colour],
        "level": "basic",
        "region": 29,
        "attacker": 0,
        "defender": 1,
        "rounds": [{"attacker_dice": [4, 6], "defender_dice": [2, 4], "note": "cav v inf"}],
        "policies": ["", ""],
        "decider": 1,
    }
    view["empires"][0]["techs"] = ["industry-2", "rifles-1"]
    return view


def _lines(server: str, browser: Any, lang: str, ruleset: str, view: dict[str, Any]) -> str:
    context = browser.new_context(locale="pt-BR" if lang == "pt" else "en-GB")
    context.add_init_script(f"localStorage.setItem('warroom.lang', '{lang}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{server}/")
        page.wait_for_selector("#create", timeout=WAIT)
        out = page.evaluate(
            """async ([ruleset, view]) => {
                 const { hintsFor } = await import('/hints.js');
                 const w = hintsFor(ruleset);
                 const seats = w.seatStats ? w.seatStats(view, 0) : [];
                 return [...w.status(view, null), ...seats].join('\\n');
               }""",
            [ruleset, view],
        )
        assert not errors, errors
        return str(out)
    finally:
        context.close()


@pytest.mark.parametrize("kind", ["battle", "encounter"])
def test_an_interrupt_reads_in_words(server: str, browser: Any, kind: str) -> None:
    pt = _lines(server, browser, "pt", "imperialism-basic", _aoi_view(kind))
    assert not [raw for raw in RAW if raw in pt], pt
    assert ("uma decisão de batalha" if kind == "battle" else "um encontro no mar") in pt, pt
    assert "Fase: batalhas" in pt and "Battles" not in pt, pt
    assert "Indústria 2" in pt and "Fuzis 1" in pt and "Industry" not in pt, pt
    en = _lines(server, browser, "en", "imperialism-basic", _aoi_view(kind))
    assert not [raw for raw in RAW if raw in en], en
    assert "Industry 2" in en and ("a battle's decision" if kind == "battle" else "a sea encounter") in en, en


def test_world_war_iv_step_reads_in_words(server: str, browser: Any) -> None:
    game = new_game("ww4", 3, {}, 1)
    view: dict[str, Any] = game.view(0)
    view["step"] = "free-deploy"
    pt = _lines(server, browser, "pt", "ww4", view)
    assert "Fase: posicionamento livre" in pt and "free" not in pt.casefold(), pt
