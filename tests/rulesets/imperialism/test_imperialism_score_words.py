"""The score detail of a finished War! Age of Imperialism game in words (ending_words.py): the global regions
by the board's names in English and Portuguese (never their ids), counted nouns agreeing with their count,
and a seat playing several empires named "Red, Green and Yellow", the seats apart by semicolons, in the detail
and in the terminal's result lines (cli/speech.py)."""

from __future__ import annotations

from test_imperialism_victory import red_empire, three_empires_for_seat_0

from warroom.cli.speech import result_lines
from warroom.core.ruleset_words import detail_message
from warroom.rulesets.imperialism import ending


def test_global_regions_are_named_in_each_language() -> None:
    g = red_empire()
    ending.finish(g, "turns", "the game ended after turn 10 of 10")
    result = g.result()
    assert result is not None
    en = g.say(detail_message(g, result), "en")
    pt = g.say(detail_message(g, result), "pt")
    assert "global regions Australia 50" in en, en
    assert "regiões globais Austrália 50" in pt, pt
    assert "australia" not in en and "australia" not in pt


def test_counted_nouns_agree_with_their_count() -> None:
    g = red_empire()
    ending.finish(g, "turns", "the game ended after turn 10 of 10")
    result = g.result()
    assert result is not None
    en = g.say(detail_message(g, result), "en")
    pt = g.say(detail_message(g, result), "pt")
    assert "10 regions 100" in en and "4 buildings 20" in en and "0 buildings 0" in en, en
    assert "10 regiões 100" in pt and "4 construções 20" in pt and "14 peças 14" in pt, pt
    one = three_empires_for_seat_0("advanced")  # yellow: one region, one piece
    ending.finish(one, "turns", "after turn 10")
    result = one.result()
    assert result is not None
    assert "Yellow 11 VP (1 region 10 + 0 buildings 0 + 1 piece 1)" in one.say(detail_message(one, result), "en")
    assert "Amarelo 11 PV (1 região 10 + 0 construções 0 + 1 peça 1)" in one.say(detail_message(one, result), "pt")


def test_a_seat_with_several_empires_reads_as_a_list_and_seats_apart() -> None:
    g = three_empires_for_seat_0("advanced")
    ending.finish(g, "turns", "after turn 10")
    result = g.result()
    assert result is not None
    en = g.say(detail_message(g, result), "en")
    pt = g.say(detail_message(g, result), "pt")
    assert "Counting per player: Red, Green and Yellow: 33; Blue: 44" in en, en
    assert "Contando por jogador: Vermelho, Verde e Amarelo: 33; Azul: 44" in pt, pt
    lines = result_lines(g, result, "pt")
    assert "classificação: Azul; Vermelho, Verde e Amarelo" in lines, lines
    assert "ranking: Blue; Red, Green and Yellow" in result_lines(g, result, "en")
