"""``warroom odds`` in both languages: the report (titles, labels, outcomes, the table's columns, notes) and
every refusal of the battle calculators (``BattleError``, battles/error_words.py) read in the terminal's
language (``--lang``, else ``$WARROOM_LANG``); the English reads as it always did and ``--json`` is the same
in every language."""

from __future__ import annotations

import contextlib
import io
import json
import re

import pytest

from warroom.cli.main import main
from warroom.core.text import Number, render


def _run(argv: list[str], monkeypatch: pytest.MonkeyPatch, lang: str | None = None) -> tuple[int, str, str]:
    if lang is None:
        monkeypatch.delenv("WARROOM_LANG", raising=False)
    else:
        monkeypatch.setenv("WARROOM_LANG", lang)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def _words(texts: list[str]) -> set[str]:
    return {w.lower() for text in texts for w in re.findall(r"[^\W\d_]{2,}", re.sub(r"\{[^}]*\}", " ", text))}


#: Words both languages write: the games' names, Monte Carlo, file names ("rules" of docs/rules, "real" and
#: "of" inside them), ci95.
SHARED = {
    "age",
    "cards",
    "carlo",
    "ci",
    "docs",
    "imperialism",
    "iv",
    "json",
    "md",
    "monte",
    "of",
    "real",
    "rules",
    "war",
    "world",
}


def _english_only() -> set[str]:
    """Every word of the report's English (odds.*, battle.note.* and World War IV's unit names) but the
    shared ones: a Portuguese report showing one shows English."""
    from warroom.battles.note_words import BATTLE_NOTE_WORDS
    from warroom.cli.odds_words import ODDS_WORDS
    from warroom.rulesets.ww4.words import UNIT_WORDS

    english = [entry["en"] for entry in (*ODDS_WORDS.values(), *BATTLE_NOTE_WORDS.values())]
    english += [entry["en"].replace("|", " ") for entry in UNIT_WORDS.values()]
    return _words(english) - SHARED


ENGLISH = _english_only()

REPORTS = [
    ["odds", "war", "--attack", "5", "--defend", "3"],
    ["odds", "cards", "--attack", "6,4,3"],
    ["odds", "imperialism-basic", "--attack", "inf=2,cav=1", "--defend", "inf=2", "--fort"],
    [
        "odds",
        "imperialism-standard",
        "--attack",
        "inf=30,cav=10",
        "--natives",
        "9+",
        "--max-states",
        "10",
        "--samples",
        "500",
    ],
    ["odds", "imperialism-advanced", "--attack", "inf=4,art=2", "--defend", "inf=5"],
    ["odds", "ships", "--attack", "3", "--defend", "2"],
    ["odds", "ww4", "--attack", "soldier=3", "--defend", "militia=4", "--fort"],
]


@pytest.mark.parametrize("argv", REPORTS, ids=lambda argv: argv[1])
def test_the_report_in_portuguese_has_no_english_word(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    status, out, _ = _run(argv, monkeypatch, "pt")
    assert status == 0
    # Unit ids (inf, militia, soldier) are the command line's words and stay as typed.
    found = sorted(word for word in _words([out]) if word in ENGLISH)
    assert found == [], out
    assert "atacante vence" in out and "probabilidade" in out


def test_the_english_report_reads_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    _, out, _ = _run(REPORTS[0], monkeypatch)
    for line in (
        "WAR dice: 5 armies attack 3",
        "attacker wins",
        "43.7383%",
        "defender left (expected)",
        "rounds (expected)",
        "likeliest end states",
        "defender holds",
    ):
        assert line in out
    _, out, _ = _run(REPORTS[3], monkeypatch)
    assert "monte-carlo, 500 samples" in out
    assert "note: Monte Carlo estimate from 500 sampled battles: the exact state space was too large" in out
    assert "(95%: " in out and " to " in out


def test_lang_flag_and_json_alike_in_both_languages(monkeypatch: pytest.MonkeyPatch) -> None:
    _, out, _ = _run([*REPORTS[1], "--lang", "pt"], monkeypatch)
    assert "vermelho 6,4,3 contra uma carta do monte" in out
    assert "nota: o baralho que acompanha as regras de War Cards, reconstruído" in out
    english = _run([*REPORTS[1], "--json"], monkeypatch)[1]
    portuguese = _run([*REPORTS[1], "--json"], monkeypatch, "pt")[1]
    assert english == portuguese
    assert "the rulebook does not print the real deck" in json.loads(english)["notes"][0]


#: (argv, the English refusal as it always read, its Portuguese).
REFUSALS = [
    # Thousands of digits: Python refuses to print such a number (it once raised inside the refusal itself).
    (
        ["odds", "war", "--attack", "9" * 2200, "--defend", "1"],
        "a battle of a number of 2,200 digits armies against 1 is too large to calculate",
        "uma batalha de um número de 2.200 algarismos exércitos contra 1",
    ),
    (
        ["odds", "ww4", "--attack", f"militia={'9' * 4300},militia={'9' * 4300}", "--defend", "militia=1"],
        "the attacking army has a number of 4,301 digits units",
        "o exército atacante tem um número de 4.301 algarismos unidades",
    ),
    (
        ["odds", "war", "--attack", "5", "--defend", "0"],
        "the defending territory must hold at least 1 army",
        "o território defensor deve ter pelo menos 1 exército",
    ),
    (
        ["odds", "war", "--attack", "5000", "--defend", "3000"],
        "a battle of 5,000 armies against 3,000 is too large to calculate: 40,013,001 states, at most 10,000,000",
        "uma batalha de 5.000 exércitos contra 3.000 é grande demais para calcular: 40.013.001 estados, no máximo "
        "10.000.000",
    ),
    (
        ["odds", "war", "--attack", "5", "--defend", "3", "--defence-dice", "4"],
        "defending dice must be at most 3, not 4 (a roll is three dice at most)",
        "dados de defesa: no máximo 3, não 4 (uma jogada tem no máximo três dados)",
    ),
    (
        ["odds", "imperialism-basic", "--attack", "inf=2,foo=1", "--defend", "inf=1"],
        "unknown unit 'foo'; units are inf, cav, art, ldr",
        "unidade desconhecida 'foo'; as unidades são",
    ),
    (
        ["odds", "imperialism-basic", "--attack", "inf=300", "--defend", "inf=1"],
        "the attacker has 300 pieces; at most 200 a side (a larger battle takes too long to calculate)",
        "o atacante tem 300 peças; no máximo 200 por lado (uma batalha maior leva tempo demais para calcular)",
    ),
    (
        ["odds", "imperialism-basic", "--attack", "inf=2", "--defend", "inf=1", "--samples", "1000000"],
        "samples must be at most 100,000, not 1,000,000 (more would take minutes to sample)",
        "samples: no máximo 100.000, não 1.000.000 (mais levaria minutos de amostragem)",
    ),
    (
        ["odds", "imperialism-standard", "--attack", "inf=2", "--defend", "inf=1", "--attack-reserve", "zz"],
        "unknown unit 'zz' in the attacker's reserve",
        "unidade desconhecida 'zz' na reserva do atacante",
    ),
    (
        ["odds", "imperialism-advanced", "--attack", "inf=2", "--natives", "5", "--defend-retreat", "1"],
        "natives never leave their home region, so they cannot retreat",
        "nativos nunca deixam sua região natal",
    ),
    (["odds", "cards", "--attack", "7,4,3"], "a die shows 1 to 6, not 7", "um dado mostra de 1 a 6, não 7"),
    # A die of 5,000 digits: Python's int() refuses it with a ValueError, which once reached the terminal.
    (["odds", "cards", "--attack", "6,4,3/" + "9" * 5000], "a die shows 1 to 6, not '999", "um dado mostra de 1 a 6"),
    (
        ["odds", "ships", "--attack", "2", "--defend", "2", "--hits", "4,1"],
        "a ship takes 1, 2 or 3 hits to sink (Metallurgy 0, 1, 2), not 4",
        "um navio afunda com 1, 2 ou 3 acertos",
    ),
    (
        ["odds", "ww4", "--attack", "soldier=2", "--defend", "spy=1"],
        "Spies do not fight: give them with --spies A,D",
        "Espiões não lutam: informe-os com --spies A,D",
    ),
    (
        ["odds", "ww4", "--attack", "soldier=-2", "--defend", "militia=1"],
        "a negative number of soldier (-2) in the attacking army",
        "um número negativo de soldier (-2) no exército atacante",
    ),
]


@pytest.mark.parametrize(("argv", "english", "portuguese"), REFUSALS, ids=lambda v: str(v)[:40])
def test_refusals_in_both_languages(
    argv: list[str], english: str, portuguese: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, err = _run(argv, monkeypatch)
    assert (status, out) == (2, "") and err.startswith("warroom: error: ") and english in err, err
    status, out, err = _run(argv, monkeypatch, "pt")
    assert (status, out) == (2, "") and err.startswith("warroom: erro: ") and portuguese in err, err


def test_numbers_are_grouped_as_each_language_writes_them() -> None:
    assert (render(Number(40_013_001)), render(Number(40_013_001), "pt")) == ("40,013,001", "40.013.001")
    assert (render(Number(-1200), "pt"), render(Number(999), "pt")) == ("-1.200", "999")
    assert (render(Number(10**30)), render(Number(-(10**30)), "pt")) == (
        "a number of 31 digits",
        "um número de 31 algarismos",
    )
    # The count is exact either side of a power of ten (estimated from the bits, then checked).
    assert render(Number(int("9" * 4300))) == "a number of 4,300 digits"
    assert render(Number(10**4300)) == "a number of 4,301 digits"


@pytest.mark.parametrize(
    ("argv", "english", "portuguese"),
    [
        (
            ["imperialism-advanced", "--attack", "inf=2", "--defend", "inf=1", "--attack-piece", "foo"],
            "warroom: error: --attack-piece: unknown policy 'foo'; use one of strongest, weakest",
            "warroom: erro: política desconhecida para --attack-piece: 'foo'",
        ),
        (
            ["imperialism-basic", "--attack", "inf=2", "--defend", "inf=1", "--defend-policy", "foo"],
            "warroom: error: --defend-policy: unknown policy 'foo'",
            "política desconhecida para --defend-policy",
        ),
        (
            ["ww4", "--attack", "soldier=2", "--defend", "militia=1", "--samples", "0"],
            "--samples must be at least",
            "--samples: pelo menos 1",
        ),
        (
            ["war", "--attack", "5", "--defend", "3", "--stop-at", "0"],
            "warroom: error: --stop-at must be",
            "warroom: erro: --stop-at: pelo menos 1",
        ),
        (
            ["imperialism-advanced", "--attack", "inf=2", "--defend", "inf=1", "--attack-rifles", "7"],
            "--attack-rifles is a technology level",
            "--attack-rifles é um nível de tecnologia",
        ),
    ],
)
def test_a_refusal_names_the_flag_typed(
    argv: list[str], english: str, portuguese: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The calculators name their parameters (``attack_piece``); the command names the flag the person typed."""
    status, out, err = _run(["odds", *argv], monkeypatch)
    assert status == 2 and out == "" and english in err and "_" not in err.split(":")[2]
    status, _, err = _run(["odds", *argv], monkeypatch, "pt")
    assert status == 2 and portuguese in err
