"""The arguments of ``warroom play`` (the terminal table: cli/play.py), kept apart from cli/main.py."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from warroom.core.text import LANGS, Msg


def add_play_parser(sub: Any, func: Callable[[argparse.Namespace], int]) -> None:
    """Add ``play`` to the ``warroom`` command's subparsers, calling ``func`` with its arguments."""
    p = sub.add_parser("play", help=Msg("cli.help.play"), description=Msg("cli.help.play.description"))
    p.add_argument("ruleset", metavar=Msg("cli.metavar.ruleset"), nargs="?", help=Msg("cli.help.play.ruleset"))
    p.add_argument("--players", type=int, help=Msg("cli.help.players"))
    p.add_argument("--seat", action="append", metavar=Msg("cli.metavar.seat"), help=Msg("cli.help.play.seat"))
    p.add_argument("--seed", type=int, help=Msg("cli.help.play.seed"))
    p.add_argument("--rounds", type=int, help=Msg("cli.help.rounds"))
    p.add_argument("--option", action="append", metavar=Msg("cli.metavar.name_value"), help=Msg("cli.help.option"))
    p.add_argument("--scenario", metavar=Msg("cli.metavar.name"), help=Msg("cli.help.scenario"))
    p.add_argument("--load", metavar=Msg("cli.metavar.file"), help=Msg("cli.help.play.load"))
    p.add_argument("--continue", dest="continue_last", action="store_true", help=Msg("cli.help.play.continue"))
    p.add_argument("--screen", choices=("auto", "compact", "full"), default="auto", help=Msg("cli.help.play.screen"))
    p.add_argument("--lang", default=None, choices=LANGS, help=Msg("cli.help.play.lang"))
    p.set_defaults(func=func)
