"""The ``warroom`` command: ``rulesets``, ``board``, ``sim``, ``replay`` and ``play``.

Every error the engine raises on purpose (a :class:`~warroom.core.errors.WarroomError`) is printed
as one line on stderr with exit status 2. ``board check`` on an invalid board and ``replay`` of a
save that does not replay exit with status 1.

The commands that read a file a user names (``replay``, ``play --load``, ``board check``) never show a
traceback, whatever the file holds: a save that cannot be read or is malformed is one line naming the
file, status 2; a well-formed save that replays differently (dice, state, seed commitment) is status 1
from ``replay``; any board file that is not a valid board (unreadable, not JSON, or breaking a rule of
docs/boards.md) is status 1 from ``board check``. An error no check foresaw is printed as
``FILE: cannot load: <problem>``, status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from warroom import __version__
from warroom.battles.common import BattleError
from warroom.cli.balance import register as register_balance
from warroom.cli.calibrate import register as register_calibrate
from warroom.cli.common import (
    MAX_GAMES,
    CliError,
    cannot_load,
    check_count,
    check_games,
    check_jobs,
    check_max_actions,
    one_line,
    parse_options,
    print_error,
    print_said,
    show_value,
    split_agents,
    stderr_console,
    stdout_console,
)
from warroom.cli.odds import as_flags
from warroom.cli.odds import register as register_odds
from warroom.cli.parser import Parser, argv_lang
from warroom.cli.play import default_ai_spec
from warroom.cli.play_args import add_play_parser
from warroom.cli.render import render_board
from warroom.cli.sim_report import print_replay, print_sim_summary
from warroom.cli.speech import add_report_lang, error_lang, report_lang, terminal_lang
from warroom.cli.tournament import register as register_tournament
from warroom.cli.words import TABLE_WORDS
from warroom.core.board import load_board
from warroom.core.errors import BoardError, ReplayDivergence, WarroomError
from warroom.core.files import os_reason
from warroom.core.registry import get_ruleset, list_rulesets
from warroom.core.ruleset_words import option_help, title_message
from warroom.core.saves import read_save, replay_save
from warroom.core.text import LANGS, Msg, Noun, render
from warroom.sim.batch import run_batch
from warroom.sim.runner import GameRecord, seat_agents
from warroom.sim.summary import summarize

# -- rulesets ------------------------------------------------------------------------------------


def cmd_rulesets(args: argparse.Namespace) -> int:
    """List the installed rulesets, or one ruleset's options."""
    out = stdout_console()
    try:
        lang = terminal_lang(getattr(args, "lang", None))
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if args.options:
        ruleset = get_ruleset(args.options)
        title = render(title_message(ruleset), lang)
        table = Table(title=f"{ruleset.id}: {title}", title_justify="left")
        for column in ("option", "type", "default", "help"):
            table.add_column(TABLE_WORDS[lang][f"column_{column}"], overflow="fold")
        for spec in ruleset.options:
            help_text = render(option_help(ruleset.id, spec.name, spec.help), lang)
            if spec.choices is not None:
                help_text += " " + TABLE_WORDS[lang]["one_of"].format(choices=", ".join(map(str, spec.choices)))
            if spec.minimum is not None:
                help_text += " " + TABLE_WORDS[lang]["at_least"].format(n=spec.minimum)
            table.add_row(spec.name, spec.type.__name__, show_value(spec.default), help_text)
        if not ruleset.options:
            out.print(TABLE_WORDS[lang]["no_options"].format(ruleset=ruleset.id))
        else:
            out.print(table)
        return 0
    rulesets = list_rulesets()
    if not rulesets:
        out.print(TABLE_WORDS[lang]["no_rulesets"])
        return 0
    table = Table(title="rulesets", title_justify="left")
    for column in ("id", "title", "players"):
        table.add_column(TABLE_WORDS[lang][f"column_{column}"], overflow="fold")
    for ruleset in rulesets:
        table.add_row(ruleset.id, render(title_message(ruleset), lang), f"{ruleset.min_players}-{ruleset.max_players}")
    out.print(table)
    return 0


# -- board ---------------------------------------------------------------------------------------


def cmd_board_check(args: argparse.Namespace) -> int:
    """Validate a board file: one OK line, or the BoardError message and status 1."""
    lang = report_lang(args)
    try:
        board = load_board(args.file)
    except BoardError as exc:
        print(one_line(render(Msg("board.check.invalid", problem=exc.message), lang)), file=sys.stderr)
        return 1
    except Exception as exc:  # the last line of defence: one line, never a traceback
        return cannot_load(args.file, exc, lang)
    borders = sum(len(adj) for adj in board.adjacent.values()) // 2
    kinds = sorted({g.kind for g in board.groups.values()})
    ok = Msg(
        "board.check.ok",
        file=str(args.file),
        id=board.id,
        name=board.names.get(lang, board.name),
        spaces=len(board.spaces),
        space=Noun("board.noun.space", len(board.spaces)),
        borders=borders,
        border=Noun("board.noun.border", borders),
        groups=len(board.groups),
        group=Noun("board.noun.group", len(board.groups)),
        kinds=", ".join(kinds),
    )
    print(render(ok, lang))
    return 0


def cmd_board_show(args: argparse.Namespace) -> int:
    """Print a ruleset's board: spaces with their groups and neighbours, and group bonuses."""
    ruleset = get_ruleset(args.ruleset)
    if ruleset.board is None:
        raise CliError(Msg("cli.error.no_board", ruleset=ruleset.id))
    stdout_console().print(render_board(ruleset.board(), args.lang))
    return 0


# -- sim -----------------------------------------------------------------------------------------


def scenario_option(args: argparse.Namespace) -> None:
    """``--scenario NAME`` is ``--option scenario=NAME`` (War! Age of Imperialism's historical scenarios)."""
    if getattr(args, "scenario", None) is None:
        return
    if getattr(args, "load", None):
        raise CliError(Msg("cli.error.scenario_from_save"))
    given = [item for item in args.option or () if item.partition("=")[0].strip() == "scenario"]
    if any(item.partition("=")[2].strip() != args.scenario for item in given):
        raise CliError(Msg("cli.error.scenario_disagree"))
    args.option = [*(args.option or ()), f"scenario={args.scenario}"]


def cmd_sim(args: argparse.Namespace) -> int:
    """Simulate a batch of games between computer players and summarise it."""
    scenario_option(args)
    ruleset = get_ruleset(args.ruleset)
    options = parse_options(ruleset, args.option, args.rounds)
    # The best built-in player by default: random players rarely finish a game of WAR.
    agents = split_agents(args.agents or default_ai_spec(args.ruleset))
    check_games(args.games)
    check_jobs(args.jobs)
    check_max_actions(args.max_actions)
    players = args.players if args.players is not None else ruleset.min_players
    # Refuse a bad player count, option or agent before any process starts.
    sample = ruleset.new_game(players, options, args.seed)
    seat_agents(agents, players)
    start = time.perf_counter()
    err = stderr_console()
    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err,
        transient=True,
        disable=not err.is_terminal,
    ) as progress:
        task = progress.add_task(f"{ruleset.id} ×{args.games}", total=args.games)

        def on_progress(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        records = run_batch(
            ruleset.id,
            players,
            args.games,
            args.seed,
            agents,
            options,
            jobs=args.jobs,
            save_dir=args.save_dir,
            progress=on_progress,
            max_actions=args.max_actions,
        )
    wall = time.perf_counter() - start
    summary = summarize(records, agents, players, wall_seconds=wall)
    summary.update(
        {
            "ruleset": ruleset.id,
            "seed": args.seed,
            "options": sample.options,
            "agent_specs": agents,
            "jobs": args.jobs,
        }
    )
    if args.json:
        payload = {"games": [_game_json(r) for r in records], "summary": summary}
        sys.stdout.write(json.dumps(payload, ensure_ascii=False) + "\n")
        return 0
    lang = report_lang(args)
    print_sim_summary(summary, sample, lang)
    if args.save_dir is not None:
        stdout_console().print(sample.say(Msg("sim.saves", path=args.save_dir), lang))
    return 0


def _game_json(record: GameRecord) -> dict[str, Any]:
    return {
        "seed": record.seed,
        "winner": record.winner,
        "winners": list(record.winners),
        "draw": record.draw,
        "reason": record.reason,
        "rounds": record.rounds,
        "actions": record.actions,
    }


# -- replay --------------------------------------------------------------------------------------


def cmd_replay(args: argparse.Namespace) -> int:
    """Load a save by replaying it and print what it holds; status 1 if it does not replay."""
    try:
        return _replay(args)
    except ReplayDivergence as exc:
        print_said(Msg("cli.error.diverged", why=exc.message), error_lang())
        return 1
    except WarroomError:
        raise
    except Exception as exc:  # the last line of defence: one line, never a traceback
        return cannot_load(args.file, exc, error_lang())


def _replay(args: argparse.Namespace) -> int:
    data = read_save(args.file)
    game = replay_save(data, args.file, verify=args.verify)
    print_replay(game, data, args, report_lang(args))
    return 0


# -- play ----------------------------------------------------------------------------------------


def cmd_play(args: argparse.Namespace) -> int:
    """Play in the terminal (see warroom.cli.play)."""
    from warroom.cli.play import run_play

    scenario_option(args)
    return run_play(args)


# -- serve ---------------------------------------------------------------------------------------


def cmd_serve(args: argparse.Namespace) -> int:
    """Run the game server (warroom.server, docs/server.md) until interrupted."""
    from warroom.server.app import run

    if args.ai_processes is not None and not 1 <= args.ai_processes <= 64:
        raise CliError(Msg("cli.error.ai_processes", value=args.ai_processes))
    smtp = None
    if args.smtp:
        from warroom.server.signals import Smtp

        host, _, port = args.smtp.rpartition(":")
        if not host or not port.isdigit() or not 0 < int(port) < 65536:
            raise CliError(Msg("cli.error.smtp", value=repr(args.smtp)))
        smtp = Smtp(host, int(port), args.mail_from or f"warroom@{host}")
    check_count("--games-per-client", args.games_per_client, 1, MAX_GAMES)
    return run(args.host, args.port, args.db, args.ai_processes, smtp, games_per_client=args.games_per_client)


def register_serve(sub: Any) -> None:
    """Add the ``serve`` subcommand to the top-level subparsers ``sub``."""
    from warroom.server.limits import Limits  # light: the server's limits, not the server

    p = sub.add_parser("serve", help=Msg("cli.help.serve"))
    p.add_argument("--host", default="127.0.0.1", help=Msg("cli.help.serve.host"))
    p.add_argument("--port", type=int, default=8000, help=Msg("cli.help.serve.port"))
    p.add_argument("--db", default="sqlite:///warroom.db", help=Msg("cli.help.serve.db"))
    p.add_argument(
        "--ai-processes",
        type=int,
        default=None,
        metavar=Msg("cli.metavar.n"),
        help=Msg("cli.help.serve.ai_processes"),
    )
    p.add_argument("--smtp", metavar=Msg("cli.metavar.host_port"), help=Msg("cli.help.serve.smtp"))
    p.add_argument("--mail-from", metavar=Msg("cli.metavar.address"), help=Msg("cli.help.serve.mail_from"))
    p.add_argument(
        "--games-per-client",
        type=int,
        default=Limits().games_per_client,
        metavar=Msg("cli.metavar.n"),
        help=Msg("cli.help.serve.games_per_client", default=Limits().games_per_client),
    )
    p.set_defaults(func=cmd_serve)


# -- parser --------------------------------------------------------------------------------------


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """The argument parser of the ``warroom`` command, its help and errors in ``lang``."""
    parser = Parser(prog="warroom", description=Msg("cli.help.description"), lang=lang)
    parser.add_argument("--version", action="version", version=f"warroom {__version__}", help=Msg("cli.help.version"))
    parser.add_argument("--lang", dest="command_lang", default=None, choices=LANGS, help=Msg("cli.help.lang_all"))
    sub = parser.add_subparsers(dest="command", required=True, metavar=Msg("cli.metavar.command"))

    p = sub.add_parser("rulesets", help=Msg("cli.help.rulesets"))
    p.add_argument("--options", metavar=Msg("cli.metavar.id"), help=Msg("cli.help.rulesets.options"))
    add_report_lang(p)
    p.set_defaults(func=cmd_rulesets)

    board = sub.add_parser("board", help=Msg("cli.help.board"))
    board_sub = board.add_subparsers(dest="board_command", required=True, metavar=Msg("cli.metavar.action"))
    p = board_sub.add_parser("check", help=Msg("cli.help.board.check"))
    p.add_argument("file", metavar=Msg("cli.metavar.file"))
    add_report_lang(p)
    p.set_defaults(func=cmd_board_check)
    p = board_sub.add_parser("show", help=Msg("cli.help.board.show"))
    p.add_argument("ruleset", metavar=Msg("cli.metavar.ruleset"))
    p.add_argument("--lang", default="en", help=Msg("cli.help.board.lang"))
    p.set_defaults(func=cmd_board_show)

    p = sub.add_parser("sim", help=Msg("cli.help.sim"))
    p.add_argument("ruleset", metavar=Msg("cli.metavar.ruleset"))
    p.add_argument("--players", type=int, help=Msg("cli.help.players"))
    p.add_argument("--games", type=int, default=100, help=Msg("cli.help.games", default=100))
    p.add_argument("--seed", type=int, default=0, help=Msg("cli.help.batch_seed"))
    p.add_argument("--agents", default=None, help=Msg("cli.help.sim.agents"))
    p.add_argument("--rounds", type=int, help=Msg("cli.help.rounds"))
    p.add_argument("--option", action="append", metavar=Msg("cli.metavar.name_value"), help=Msg("cli.help.option"))
    p.add_argument("--scenario", metavar=Msg("cli.metavar.name"), help=Msg("cli.help.scenario"))
    p.add_argument("--jobs", type=int, default=1, help=Msg("cli.help.jobs"))
    p.add_argument("--json", action="store_true", help=Msg("cli.help.sim.json"))
    p.add_argument("--save-dir", metavar=Msg("cli.metavar.dir"), help=Msg("cli.help.sim.save_dir"))
    p.add_argument("--max-actions", type=int, help=Msg("cli.help.max_actions"))
    add_report_lang(p)
    p.set_defaults(func=cmd_sim)

    p = sub.add_parser("replay", help=Msg("cli.help.replay"))
    p.add_argument("file", metavar=Msg("cli.metavar.file"))
    p.add_argument("--verify", action="store_true", help=Msg("cli.help.replay.verify"))
    p.add_argument("--moves", action="store_true", help=Msg("cli.help.replay.moves"))
    add_report_lang(p)
    p.set_defaults(func=cmd_replay)

    add_play_parser(sub, cmd_play)

    register_odds(sub)
    register_tournament(sub)
    register_calibrate(sub)
    register_balance(sub)
    register_serve(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``warroom`` command with ``argv`` (default: the process's arguments); return the status."""
    words = list(argv) if argv is not None else sys.argv[1:]
    parser = build_parser(argv_lang(words))
    try:
        args = parser.parse_args(words)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    if getattr(args, "lang", None) is None and args.command_lang is not None:
        args.lang = args.command_lang  # warroom --lang pt COMMAND ...: the command's --lang
    lang = error_lang(getattr(args, "lang", None))
    try:
        return int(args.func(args))
    except BattleError as exc:  # the calculator names its parameter; the person typed the flag
        print_error(as_flags(exc.message, set(vars(args))), lang)
        return 2
    except WarroomError as exc:
        print_error(exc.message, lang)
        return 2
    except OSError as exc:
        reason = os_reason(exc)
        print_error(Msg("core.error.named", name=str(exc.filename), why=reason) if exc.filename else reason, lang)
        return 2
    except KeyboardInterrupt:
        print_said(Msg("cli.error.interrupted"), lang)
        return 130


if __name__ == "__main__":
    sys.exit(main())
