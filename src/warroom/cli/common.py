"""Helpers shared by the command-line subcommands: consoles, option parsing, errors."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence
from typing import Any, TextIO

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from warroom.cli import error_words as _words  # noqa: F401  (registers the messages of CliError)
from warroom.core.errors import OptionError, WarroomError
from warroom.core.options import parse_option_text
from warroom.core.registry import Ruleset
from warroom.core.text import Msg, Param, number, render
from warroom.players.base import split_specs
from warroom.sim.runner import MAX_GAMES as MAX_GAMES  # the bound on --games, shared with python -m warroom.sim.*


class CliError(WarroomError):
    """A command line that cannot be carried out as given (bad seat, missing file, ...)."""


#: Local worker processes a CPU core may be given at most: more only share the same cores, and each
#: holds a copy of the engine in memory.
JOBS_PER_CORE = 4


def check_count(flag: str, value: int, low: int, high: int, why: Param = "") -> None:
    """Refuse a whole-number argument outside ``low..high``, naming the flag, the bounds (and ``why``, the
    reason for them) and the value."""
    if not low <= value <= high:
        words = "cli.error.between_why" if why else "cli.error.between"
        raise CliError(Msg(words, flag=flag, low=low, high=high, why=why, value=value))


def check_games(value: int, low: int = 0, flag: str = "--games") -> None:
    """Refuse a game count below ``low`` or above :data:`MAX_GAMES`."""
    check_count(flag, value, low, MAX_GAMES)


def check_max_actions(value: int | None) -> None:
    """Refuse ``--max-actions`` below 1 (a game cut before its first action is no game)."""
    if value is not None and value < 1:
        raise CliError(Msg("cli.error.max_actions", value=value))


def max_local_jobs() -> int:
    """The most local worker processes a run may start on this machine (:data:`JOBS_PER_CORE` a core)."""
    return JOBS_PER_CORE * (os.cpu_count() or 1)


def check_jobs(value: int, low: int = 1) -> None:
    """Refuse a number of local worker processes below ``low`` or above :func:`max_local_jobs`."""
    why = Msg("cli.error.jobs_why", per_core=JOBS_PER_CORE, cores=os.cpu_count() or 1)
    check_count("--jobs", value, low, max_local_jobs(), why)


#: The longest error line printed: a message quoting a damaged file stays readable.
MAX_LINE = 2000


def one_line(text: str, limit: int = MAX_LINE) -> str:
    """``text`` as one line of at most ``limit`` characters: line breaks and other control characters
    escaped (a name taken from a damaged file may hold them), the middle of a longer text cut."""
    flat = "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)
    if len(flat) > limit:
        half = (limit - 5) // 2
        flat = f"{flat[:half]} ... {flat[-half:]}"
    return flat


def print_said(message: Param, lang: str = "en") -> None:
    """``message`` on stderr, in ``lang``, on one line."""
    print(one_line(render(message, lang)), file=sys.stderr)


def print_error(message: Param, lang: str = "en") -> None:
    """``warroom: error: MESSAGE`` on stderr, in ``lang``, on one line."""
    print_said(Msg("cli.error.line", why=message), lang)


def cannot_load(path: str, exc: BaseException, lang: str = "en") -> int:
    """The last line of defence of a command reading a file: an error no check foresaw is printed as
    ``FILE: cannot load: <problem>`` on one line, with status 2, instead of a traceback."""
    try:
        detail = str(exc)
    except Exception:  # str() of an exception holding a huge number raises
        detail = ""
    problem = f"{type(exc).__name__}: {detail}" if detail else type(exc).__name__
    print_said(Msg("cli.error.cannot_load", path=path, problem=problem), lang)
    return 2


def stdout_console(file: TextIO | None = None) -> Console:
    """A console on stdout (looked up now, so redirected streams are honoured)."""
    return Console(file=file if file is not None else sys.stdout, highlight=False, soft_wrap=True)


def stderr_console() -> Console:
    """A console on stderr, for progress bars and messages that must stay off stdout."""
    return Console(file=sys.stderr, highlight=False)


def parse_options(ruleset: Ruleset, items: Sequence[str] | None, rounds: int | None = None) -> dict[str, Any]:
    """Turn ``--option name=value`` texts (and ``--rounds``) into option values for ``ruleset``.

    Values are parsed with the option's own type; an unknown name or bad value raises OptionError.
    """
    options: dict[str, Any] = {}
    for item in items or ():
        name, sep, text = item.partition("=")
        name = name.strip()
        if not sep or not name:
            raise CliError(Msg("cli.error.option_form", item=repr(item)))
        options[name] = parse_option_text(ruleset.option(name), text.strip())
    if rounds is not None:
        name = ruleset.round_option
        if not any(spec.name == name for spec in ruleset.options):
            raise OptionError(Msg("cli.error.rounds_option", name=name, ruleset=ruleset.id))
        if name in options and options[name] != rounds:
            raise CliError(Msg("cli.error.rounds_disagree", name=name))
        options[name] = rounds
    return options


def split_agents(text: str) -> list[str]:
    """``"random,greedy"`` -> ``["random", "greedy"]`` (blanks dropped; see :func:`split_specs`); none is an
    error."""
    specs = split_specs(text)
    if not specs:
        raise CliError(Msg("cli.error.no_agents"))
    return specs


def games_progress(console: Console, label: str = "[bold]{task.description}") -> Progress:
    """The progress bar of a long run of games on ``console`` (standard error): done of all, time spent and
    left; gone when the run ends, and silent when the console is no terminal (a pipe, a log)."""
    return Progress(
        TextColumn(label),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=True,
        disable=not console.is_terminal,
    )


def show_value(value: Any) -> str:
    """An option's value as a command line would type it (``none``, ``true``, ``""``)."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value) if value != "" else '""'


#: What a report says where a run set no ruleset option.
DEFAULT_OPTIONS = Msg("report.defaults")


def shown_options(options: Mapping[str, Any], none: Param = DEFAULT_OPTIONS) -> Param:
    """Ruleset options as a report names them (``round_limit=40, two_players=true``), or ``none`` where
    none was set (the word for the ruleset's defaults)."""
    return ", ".join(f"{k}={show_value(v)}" for k, v in options.items()) or none


def figure(value: float | None, lang: str = "en", places: int = 1) -> str:
    """A report's figure as ``lang`` writes numbers: a whole number grouped in thousands, a fraction with
    ``places`` decimals (1,220.5 in English, 1.220,5 in Portuguese), nothing known as a dash."""
    if value is None:
        return "—"
    return number(value, lang) if isinstance(value, int) else number(value, lang, places)
