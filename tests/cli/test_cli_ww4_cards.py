"""The terminal shows a World War IV card's rules text from the game's own data: a game on the data as first
reconstructed (option ``tuning=original``, rules versions 1-4) reads its own Plague card, not the tuned one."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from warroom.cli.render_ww4 import render_ww4
from warroom.core.registry import new_game
from warroom.rulesets.ww4.content import load_content


@pytest.mark.parametrize("tuning", ["tuned-6", "tuned", "original"])
@pytest.mark.parametrize("lang", ["en", "pt"])
def test_a_card_in_hand_reads_as_the_game_s_data_words_it(tuning: str, lang: str) -> None:
    game = new_game("ww4", 3, {"tuning": tuning}, 1)
    seat = 0
    nation = game.state.seat_of.index(seat)
    game.state.hands[nation].append("plague")
    buffer = io.StringIO()
    Console(file=buffer, width=400).print(render_ww4(game, game.view(seat), lang))
    shown = " ".join(buffer.getvalue().split())
    mine = " ".join(load_content(tuning).cards["plague"].text[lang].split())
    other_tuning = "tuned-6" if tuning == "original" else "original"  # the Plague differs only there
    other = " ".join(load_content(other_tuning).cards["plague"].text[lang].split())
    assert mine in shown and other not in shown
