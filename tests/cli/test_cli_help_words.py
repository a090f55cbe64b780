"""``warroom --help`` and the parser's errors in the reader's language (cli/parser.py): every help text,
description and placeholder of every command in Portuguese, argparse's own words too, English as it was,
and argparse left as it was found after the command."""

from __future__ import annotations

import argparse
import codecs
import gettext
import inspect
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from warroom.cli.main import build_parser, main
from warroom.cli.parser import ARGPARSE_WORDS, argv_lang
from warroom.core.text import keys_missing

#: argparse messages that only a program's own mistake in building its parser can raise (or FileType's,
#: which the command does not use): no person typing a command line meets them.
PROGRAMMERS_ONLY = {
    "%r is not callable",
    "'required' is an invalid argument for positionals",
    ".__call__() not defined",
    'argument "-" with mode %r',
    "cannot have multiple subparser arguments",
    "cannot merge actions - two groups are named %r",
    "conflicting option string: %s",
    "conflicting option strings: %s",
    "conflicting subparser alias: %s",
    "conflicting subparser: %s",
    "dest= is required for options like %r",
    "invalid conflict_resolution value: %r",
    "invalid option string %(option)r: ",
    "mutually exclusive arguments must be optional",
}
#: Placeholders that read the same in both languages.
SAME_WORDS = {"ID", "N", "A,D", "N|match", "HOST"}


def _parsers(parser: argparse.ArgumentParser, path: str = "warroom") -> Iterator[tuple[str, argparse.ArgumentParser]]:
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            seen = set()
            for name, sub in action.choices.items():
                if id(sub) not in seen:  # an alias names the same parser
                    seen.add(id(sub))
                    yield from _parsers(sub, f"{path} {name}")


def _words(lang: str) -> list[tuple[str, str, object]]:
    """Every help text, description and placeholder of the parser tree in ``lang``, by where it stands."""
    found: list[tuple[str, str, object]] = []
    for path, parser in _parsers(build_parser(lang)):
        found.append((path, "description", parser.description))
        for action in parser._actions:
            where = f"{path} {'/'.join(action.option_strings) or action.dest}"
            found.append((where, "help", action.help))
            found.append((where, "metavar", action.metavar))
            if isinstance(action, argparse._SubParsersAction):
                found += [(f"{path} {c.dest}", "help", c.help) for c in action._choices_actions]
    return found


def test_every_word_of_the_help_has_both_languages() -> None:
    assert [k for k in keys_missing() if k.startswith(("cli.help", "cli.metavar"))] == []
    english, portuguese = _words("en"), _words("pt")
    assert [(w, k) for w, k, _ in english] == [(w, k) for w, k, _ in portuguese]
    same = [
        (where, kind, en)
        for (where, kind, en), (_, _, pt) in zip(english, portuguese, strict=True)
        if en not in (None, argparse.SUPPRESS) and en == pt and en not in SAME_WORDS
    ]
    assert same == []
    # Every option that takes a value names it in words (not argparse's English default, the option's name).
    unnamed = [
        where
        for path, parser in _parsers(build_parser("pt"))
        for action in parser._actions
        for where in [f"{path} {action.option_strings}"]
        if action.option_strings and action.nargs != 0 and action.choices is None and action.metavar is None
    ]
    assert unnamed == []


def test_the_help_in_portuguese(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "ww4", "--help", "--lang", "pt"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("uso: warroom odds ww4 [-h] --attack EXÉRCITO")
    assert "opções:" in out and "mostra esta ajuda e sai" in out
    assert "--spies A,D           Espiões do invasor e do defensor (padrão 0,0)" in out
    assert main(["odds", "--help", "--lang=pt"]) == 0
    assert "intervalos de 95%" in capsys.readouterr().out  # a percent sign survives argparse's formatting


def test_the_language_comes_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("WARROOM_LANG", "pt")
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("uso: warroom [-h] [--version] [--lang {en,pt}] COMANDO ...")
    assert "Motor, mesa e laboratório" in out and "argumentos posicionais:" in out
    assert main(["balance", "--help", "--lang", "en"]) == 0  # the flag wins over the environment
    assert "number of seats" in capsys.readouterr().out
    monkeypatch.delenv("WARROOM_LANG")
    assert main(["--lang", "pt", "--help"]) == 0  # the command's own flag, before the command
    assert capsys.readouterr().out.startswith("uso: warroom")


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ["tournament", "war", "--games", "x"],
            "warroom tournament: erro: argumento --games: valor inteiro inválido: 'x'",
        ),
        (["balance", "war"], "os seguintes argumentos são obrigatórios: --players"),
        (["sim", "war", "--bogus"], "warroom: erro: argumentos não reconhecidos: --bogus"),
        (["nosuch"], "argumento COMANDO: escolha inválida: 'nosuch' (escolha entre 'rulesets'"),
        (["odds", "war", "--attack"], "argumento --attack: esperava um argumento"),
        (
            ["odds", "imperialism-basic", "--attack", "inf=1", "--defend", "inf=1", "--natives", "9"],
            "argumento --natives: não permitido com o argumento --defend",
        ),
        (["odds", "imperialism-basic", "--attack", "inf=1"], "um dos argumentos --defend --natives é obrigatório"),
    ],
)
def test_parse_errors_in_portuguese(argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*argv, "--lang", "pt"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("uso: warroom") and said in err
    assert "usage" not in err and "error" not in err


def test_english_as_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: warroom balance [-h] --players PLAYERS [--games GAMES]")
    assert "  --players PLAYERS     number of seats\n" in out and "show this help message and exit" in out
    assert main(["tournament", "war", "--games", "abc"]) == 2
    assert "warroom tournament: error: argument --games: invalid int value: 'abc'" in capsys.readouterr().err
    assert main(["odds", "imperialism-basic", "--attack", "inf=1", "--defend", "inf=1", "--samples", "1.5"]) == 2
    assert "argument --samples: invalid int value: '1.5'" in capsys.readouterr().err


def test_argparse_is_left_as_it_was_found(capsys: pytest.CaptureFixture[str]) -> None:
    hooks = vars(argparse)
    before = hooks["_"], hooks["ngettext"]
    main(["sim", "war", "--bogus", "--lang", "pt"])
    main(["odds", "--help", "--lang", "pt"])
    capsys.readouterr()
    assert (hooks["_"], hooks["ngettext"]) == before == (gettext.gettext, gettext.ngettext)
    other = argparse.ArgumentParser(prog="other")
    assert other.format_help().startswith("usage: other")


def test_every_word_argparse_says_to_a_person_is_translated() -> None:
    source = inspect.getsource(argparse)
    quoted = r"""(?<![\w.])_\(\s*(['"])((?:\\.|(?!\1).)*)\1"""  # _('...') or _("...")
    said = {codecs.decode(m[1], "unicode_escape") for m in re.findall(quoted, source)}
    said |= {m for pair in re.findall(r"ngettext\(\s*'([^']*)',\s*'([^']*)'", source) for m in pair}
    assert "usage: " in said and "unrecognized arguments: %s" in said  # the reading works
    assert sorted(said - PROGRAMMERS_ONLY - set(ARGPARSE_WORDS["pt"])) == []


def test_argv_lang(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("WARROOM_LANG", raising=False)
    assert argv_lang([]) == "en"
    assert argv_lang(["odds", "--lang", "pt"]) == "pt"
    assert argv_lang(["odds", "--lang=pt"]) == "pt"
    assert argv_lang(["--lang", "pt", "--lang", "en"]) == "en"  # the last, as argparse reads it
    assert argv_lang(["--lang", "fr"]) == "en"  # no language: argparse refuses it, in English
    assert argv_lang(["--lang"]) == "en"
    assert argv_lang(["odds", "--lan", "pt"]) == "pt"  # argparse takes a prefix of an option
    assert argv_lang(["odds", "--la=pt"]) == "pt"
    assert argv_lang(["odds", "--l", "pt"]) == "en"  # too short to be --lang alone (--levels, --load)
    assert argv_lang(["sim", "war", "--", "--lang", "pt"]) == "en"  # past --, no option
    monkeypatch.setenv("WARROOM_LANG", "pt")
    assert argv_lang(["sim"]) == "pt"


#: Every parser's English help as ``warroom`` prints it at 100 columns (a change of its English shows here).
GOLDEN = Path(__file__).parent / "help_en.txt"


def _all_help(lang: str) -> str:
    return "".join(f"===== {path}\n{parser.format_help()}" for path, parser in _parsers(build_parser(lang)))


def test_the_english_help_reads_as_recorded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The English of every command's help, word for word. After an intended change of it, write the file
    again: ``WARROOM_WRITE_HELP=1 pytest tests/cli/test_cli_help_words.py``."""
    monkeypatch.setenv("COLUMNS", "100")
    text = _all_help("en")
    if os.environ.get("WARROOM_WRITE_HELP"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")


def test_every_command_helps_in_portuguese(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    text = _all_help("pt")
    assert text.count("uso: warroom") == text.count("=====") >= 20
    for english in ("usage:", "show this", "options:", "positional arguments", "(default", "number of"):
        assert english not in text
