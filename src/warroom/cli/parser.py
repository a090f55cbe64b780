"""The ``warroom`` command's argument parser in the reader's language.

Every help text, description and value placeholder is a message of the text layer (cli/help_words.py,
cli/help_words_lab.py), rendered in the parser's language as the parser is built. argparse's own words
(``usage:``, ``options``, "the following arguments are required", ...) go through its gettext hooks,
``argparse._`` and ``argparse.ngettext`` (Python's documented way to translate them); :func:`speaking`
points those hooks at :data:`ARGPARSE_WORDS` while a parser of another language builds, parses or
prints, and restores them after, so nothing outside the command sees the change.

The language is the one the command's reports and refusals use (cli/speech.py): ``--lang`` where the
command line gives one, else ``$WARROOM_LANG``, else English (:func:`argv_lang`, read before parsing,
since the help and the parser's errors are printed while it parses).
"""

from __future__ import annotations

import argparse
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, NoReturn

from warroom.cli import help_words as _help  # noqa: F401  (registers the help words)
from warroom.cli import help_words_lab as _lab  # noqa: F401
from warroom.cli.speech import error_lang
from warroom.core.text import Msg, known, render

#: argparse's own words (its gettext message ids, Python 3.11 to 3.13) in every language but English.
ARGPARSE_WORDS: dict[str, dict[str, str]] = {
    "pt": {
        "usage: ": "uso: ",
        "positional arguments": "argumentos posicionais",
        "options": "opções",
        "subcommands": "subcomandos",
        "show this help message and exit": "mostra esta ajuda e sai",
        "show program's version number and exit": "mostra a versão do programa e sai",
        "%(prog)s: error: %(message)s\n": "%(prog)s: erro: %(message)s\n",
        "argument %(argument_name)s: %(message)s": "argumento %(argument_name)s: %(message)s",
        "invalid %(type)s value: %(value)r": "valor %(type)s inválido: %(value)r",
        "invalid choice: %(value)r (choose from %(choices)s)": "escolha inválida: %(value)r (escolha entre "
        "%(choices)s)",
        "expected one argument": "esperava um argumento",
        "expected at most one argument": "esperava no máximo um argumento",
        "expected at least one argument": "esperava ao menos um argumento",
        "expected %s argument": "esperava %s argumento",
        "expected %s arguments": "esperava %s argumentos",
        "the following arguments are required: %s": "os seguintes argumentos são obrigatórios: %s",
        "one of the arguments %s is required": "um dos argumentos %s é obrigatório",
        "unrecognized arguments: %s": "argumentos não reconhecidos: %s",
        "ambiguous option: %(option)s could match %(matches)s": "opção ambígua: %(option)s pode ser %(matches)s",
        "not allowed with argument %s": "não permitido com o argumento %s",
        "ignored explicit argument %r": "argumento explícito ignorado: %r",
        "unexpected option string: %s": "opção inesperada: %s",
        "unknown parser %(parser_name)r (choices: %(choices)s)": "comando desconhecido %(parser_name)r "
        "(opções: %(choices)s)",
        "can't open '%(filename)s': %(error)s": "não foi possível abrir '%(filename)s': %(error)s",
        # Python 3.13's.
        " (default: %(default)s)": " (padrão: %(default)s)",
        "%(heading)s:": "%(heading)s:",
        "%(prog)s: warning: %(message)s\n": "%(prog)s: aviso: %(message)s\n",
        "argument '%(argument_name)s' is deprecated": "o argumento '%(argument_name)s' está obsoleto",
        "command '%(parser_name)s' is deprecated": "o comando '%(parser_name)s' está obsoleto",
        "option '%(option)s' is deprecated": "a opção '%(option)s' está obsoleta",
    }
}


def argv_lang(argv: Sequence[str]) -> str:
    """The language of the command's help and parse errors: the last ``--lang X`` (or ``--lang=X``, or a
    prefix argparse takes for it, ``--la``) before any ``--``, else ``$WARROOM_LANG``, else English; English
    where the one named is no language."""
    flag = None
    for i, word in enumerate(argv):
        if word == "--":  # what follows is no option to argparse
            break
        name, equals, value = word.partition("=")
        if len(name) < len("--la") or not "--lang".startswith(name):
            continue
        if equals:
            flag = value
        elif i + 1 < len(argv):
            flag = argv[i + 1]
    return error_lang(flag)


#: Held while argparse speaks another language: its hooks are the module's, so two threads swapping them at
#: once would restore each other's. (The ``warroom`` command parses in one thread; the server parses nothing.)
_SPEAKING = threading.RLock()


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Within: argparse says its own words in ``lang`` (its gettext hooks read :data:`ARGPARSE_WORDS`). An
    English parser built or used by another thread meanwhile would speak ``lang`` too."""
    words = ARGPARSE_WORDS.get(lang)
    if not words:
        yield
        return

    def gettext(message: str) -> str:
        return words.get(message, message)

    def ngettext(singular: str, plural: str, n: int) -> str:
        return gettext(singular if n == 1 else plural)

    hooks = vars(argparse)
    with _SPEAKING:
        saved = hooks["_"], hooks["ngettext"]
        hooks["_"], hooks["ngettext"] = gettext, ngettext
        try:
            yield
        finally:
            hooks["_"], hooks["ngettext"] = saved


def _text(value: Any, lang: str) -> Any:
    """``value`` as text in ``lang`` where it is a message (argparse reads ``%`` in a help text as a format:
    a percent sign of the words is doubled); anything else as it is."""
    return render(value, lang).replace("%", "%%") if isinstance(value, Msg) else value


def _plain(value: Any, lang: str) -> Any:
    """``value`` as text in ``lang`` where it is a message (a placeholder, a description); else as it is."""
    return render(value, lang) if isinstance(value, Msg) else value


class Parser(argparse.ArgumentParser):
    """An argument parser whose words are in ``lang``: help texts, descriptions and placeholders given as
    messages are rendered in it, and argparse's own words are said in it (:func:`speaking`). An option
    that takes a value and names no placeholder gets ``cli.metavar.<dest>`` where the catalogue has it
    (in English the option's name in capitals, as argparse would write it)."""

    def __init__(self, *args: Any, lang: str = "en", **kwargs: Any) -> None:
        self.lang = lang
        kwargs["description"] = _plain(kwargs.get("description"), lang)
        with speaking(lang):
            super().__init__(*args, **kwargs)
        self.register("action", "parsers", _Commands)

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        """``ArgumentParser.add_argument``, its help and placeholder rendered in the parser's language."""
        return _add(super().add_argument, self.lang, args, kwargs)

    def add_mutually_exclusive_group(self, **kwargs: Any) -> _Exclusive:
        """``ArgumentParser.add_mutually_exclusive_group``, whose options' words are in the parser's language."""
        group = _Exclusive(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def add_subparsers(self, **kwargs: Any) -> Any:
        """``ArgumentParser.add_subparsers``: the commands' parsers speak the parser's language."""
        kwargs["metavar"] = _plain(kwargs.get("metavar"), self.lang)
        kwargs["lang"] = self.lang
        return super().add_subparsers(**kwargs)

    def parse_args(self, *args: Any, **kwargs: Any) -> Any:  # Any: typeshed's overloads, namespace or not
        """``ArgumentParser.parse_args``, its refusals in the parser's language."""
        with speaking(self.lang):  # "unrecognized arguments" is said here, past parse_known_args
            return super().parse_args(*args, **kwargs)

    def parse_known_args(self, *args: Any, **kwargs: Any) -> Any:
        """``ArgumentParser.parse_known_args``, its refusals in the parser's language."""
        with speaking(self.lang):
            return super().parse_known_args(*args, **kwargs)

    def format_usage(self) -> str:
        """``ArgumentParser.format_usage`` in the parser's language."""
        with speaking(self.lang):
            return super().format_usage()

    def format_help(self) -> str:
        """``ArgumentParser.format_help`` in the parser's language."""
        with speaking(self.lang):
            return super().format_help()

    def error(self, message: str) -> NoReturn:
        """``ArgumentParser.error``: print the usage and ``message`` in the parser's language and exit (status 2)."""
        with speaking(self.lang):
            super().error(message)


def _typed(kind: Callable[[str], Any], lang: str) -> Callable[[str], Any]:
    """``kind`` (int, float) under its name in ``lang``: argparse names a value's type by the converter's
    ``__name__`` ("invalid int value" / "valor inteiro inválido")."""

    def convert(text: str) -> Any:
        return kind(text)

    convert.__name__ = render(Msg(f"cli.type.{kind.__name__}"), lang)
    return convert


def _add(add: Callable[..., argparse.Action], lang: str, args: Any, kwargs: dict[str, Any]) -> argparse.Action:
    kwargs["help"] = _text(kwargs.get("help"), lang)
    if kwargs.get("type") in (int, float):
        kwargs["type"] = _typed(kwargs["type"], lang)
    if "metavar" in kwargs:
        kwargs["metavar"] = _plain(kwargs["metavar"], lang)
    action = add(*args, **kwargs)
    default = f"cli.metavar.{action.dest}"
    takes_value = action.nargs != 0 and action.option_strings and action.choices is None
    if action.metavar is None and takes_value and known(default):
        action.metavar = render(Msg(default), lang)
    return action


class _Exclusive(argparse._MutuallyExclusiveGroup):
    """Options of which one at most may be given, their words in their parser's language."""

    def add_argument(self, *args: Any, **kwargs: Any) -> argparse.Action:
        return _add(super().add_argument, getattr(self._container, "lang", "en"), args, kwargs)


if TYPE_CHECKING:  # generic to the type checker only
    _SubParsers = argparse._SubParsersAction[Parser]
else:
    _SubParsers = argparse._SubParsersAction


class _Commands(_SubParsers):
    """The commands of a parser: each a :class:`Parser` in its language, its help rendered in it."""

    def __init__(self, *args: Any, lang: str = "en", **kwargs: Any) -> None:
        self.lang = lang
        super().__init__(*args, **kwargs)

    def add_parser(self, name: str, **kwargs: Any) -> Parser:
        """A command's parser, in this parser's language."""
        if "help" in kwargs:  # a command without help is left out of its parent's list of commands
            kwargs["help"] = _text(kwargs["help"], self.lang)
        kwargs["lang"] = self.lang
        return super().add_parser(name, **kwargs)
