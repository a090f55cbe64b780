"""The arguments of ``warroom play`` (the terminal table: cli/play.py), kept apart from cli/main.py."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any


def add_play_parser(sub: Any, func: Callable[[argparse.Namespace], int]) -> None:
    """Add ``play`` to the ``warroom`` command's subparsers, calling ``func`` with its arguments."""
    p = sub.add_parser(
        "play",
        help="play in the terminal, against the computer or hotseat",
        description="Play in the terminal, against the computer or hotseat. While playing, type the number "
        "of a choice or words from it (tab completes space names), or a command: save FILE, board or view "
        "(the whole board), log (all that happened since your last decision), back (up one list), undo "
        "(take back your last action while your turn lasts and no die, card or secret came out; on in every "
        "game played here, --option undo=off turns it off), help, quit.",
    )
    p.add_argument("ruleset", metavar="RULESET", nargs="?", help="ruleset id (optional with --load)")
    p.add_argument("--players", type=int, help="number of players (default: the ruleset's minimum)")
    p.add_argument(
        "--seat",
        action="append",
        metavar="human|ai|ai:SPEC",
        help="who plays each seat, in order (repeatable; default one human, the rest ai): human (a person at "
        "this terminal; two or more share it hotseat), ai (the ruleset's best computer player: greedy where "
        "the ruleset has one, else random), or ai:SPEC with SPEC a computer player or level: random, greedy, "
        "easy, normal, hard, plans, mcts (and greedy-cards in War Cards); e.g. --seat human --seat ai:hard",
    )
    p.add_argument("--seed", type=int, help="game seed (default: chosen at random and printed)")
    p.add_argument("--rounds", type=int, help="round limit (the option round_limit; turns in War! Age of Imperialism)")
    p.add_argument("--option", action="append", metavar="NAME=VALUE", help="set a ruleset option (repeatable)")
    p.add_argument(
        "--scenario", metavar="NAME", help="start from a historical scenario (the option scenario, e.g. 1886)"
    )
    p.add_argument("--load", metavar="FILE", help="resume a saved game (its seats too, unless --seat is given)")
    p.add_argument(
        "--continue",
        dest="continue_last",
        action="store_true",
        help="resume the last game autosaved (to $WARROOM_SAVE_DIR, else ~/.local/share/warroom/saves)",
    )
    p.add_argument(
        "--screen",
        choices=("auto", "compact", "full"),
        default="auto",
        help="compact: a status and short lists of choices that fit 80x24, the board on request; full: the "
        "whole board at every decision; auto (default): compact at a terminal, full when piped",
    )
    p.add_argument(
        "--lang",
        default=None,
        choices=("en", "pt"),
        help="language of the table: en or pt (default: $WARROOM_LANG, else en)",
    )
    p.set_defaults(func=func)
