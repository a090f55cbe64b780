"""``warroom calibrate``: the computer levels the server plays meet each other; their ratings, per ruleset.

::

    warroom calibrate                                   # every ruleset the server offers, 20 games a pairing
    warroom calibrate war ww4 --games 30 --games-for hard=6 --jobs 2 --out ratings.json
    warroom calibrate imperialism-basic --levels greedy,random --games 10 --json

Every group of distinct levels (a pairing with two seats, a trio with three) plays ``--games`` games with
rotated seats; the games' final rankings rate the levels with the server's OpenSkill model
(:mod:`warroom.sim.calibration`). ``--out FILE`` writes the ratings and the run's provenance into a level
ratings file (the server ships one: ``warroom/data/level_ratings.json``), replacing the rulesets
calibrated and keeping the others. See docs/tournaments.md, "Calibrating the levels".
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.progress import TaskID
from rich.table import Table

from warroom.cli import tournament_words as _words  # noqa: F401  (registers the report's words)
from warroom.cli.common import (
    CliError,
    check_games,
    check_jobs,
    check_max_actions,
    figure,
    games_progress,
    parse_options,
    split_agents,
    stderr_console,
    stdout_console,
)
from warroom.cli.speech import add_report_lang, report_lang
from warroom.core.registry import get_ruleset, list_rulesets
from warroom.core.text import Msg, render
from warroom.server.catalog import playable_agents
from warroom.server.thinking import MAX_THINK_ITERS, MAX_THINK_S
from warroom.sim.calibration import CalibrationConfig, calibration_entry, merge_document, run_calibration, schedule
from warroom.sim.level_ratings import read_document
from warroom.sim.skill import displayed


def register(sub: Any) -> None:
    """Add the ``calibrate`` subcommand to the top-level subparsers ``sub``."""
    p = sub.add_parser("calibrate", help=Msg("cli.help.calibrate"))
    p.add_argument("rulesets", nargs="*", metavar=Msg("cli.metavar.ruleset"), help=Msg("cli.help.calibrate.rulesets"))
    p.add_argument("--games", type=int, default=20, help=Msg("cli.help.calibrate.games"))
    p.add_argument(
        "--games-for", action="append", metavar=Msg("cli.metavar.level_n"), help=Msg("cli.help.calibrate.games_for")
    )
    p.add_argument("--levels", help=Msg("cli.help.calibrate.levels"))
    p.add_argument("--players", type=int, help=Msg("cli.help.calibrate.players"))
    p.add_argument("--seed", type=int, default=0, help=Msg("cli.help.calibrate.seed"))
    p.add_argument("--rounds", type=int, help=Msg("cli.help.rounds"))
    p.add_argument("--option", action="append", metavar=Msg("cli.metavar.name_value"), help=Msg("cli.help.option"))
    p.add_argument("--max-actions", type=int, help=Msg("cli.help.calibrate.max_actions"))
    p.add_argument("--jobs", type=int, default=1, help=Msg("cli.help.jobs"))
    p.add_argument("--out", metavar=Msg("cli.metavar.file"), help=Msg("cli.help.calibrate.out"))
    p.add_argument("--note", help=Msg("cli.help.calibrate.note"))
    p.add_argument("--json", action="store_true", help=Msg("cli.help.calibrate.json"))
    add_report_lang(p)
    p.set_defaults(func=cmd_calibrate)


def _games_for(items: list[str] | None) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items or ():
        level, sep, count = item.partition("=")
        if not sep or not level.strip() or re.fullmatch(r"[0-9]{1,9}", count.strip()) is None:
            raise CliError(Msg("cli.error.games_for", item=repr(item)))
        check_games(int(count), flag=f"--games-for {level.strip()}")
        out[level.strip()] = int(count)
    return out


def _command(args: argparse.Namespace) -> str:
    """The command line that repeats this run (what the provenance records)."""
    words = ["warroom", "calibrate", *args.rulesets, "--games", str(args.games)]
    for item in args.games_for or ():
        words += ["--games-for", item]
    for flag, value in (("--levels", args.levels), ("--players", args.players), ("--rounds", args.rounds)):
        if value is not None:
            words += [flag, str(value)]
    for item in args.option or ():
        words += ["--option", item]
    if args.max_actions is not None:
        words += ["--max-actions", str(args.max_actions)]
    words += ["--seed", str(args.seed), "--jobs", str(args.jobs)]
    if args.out is not None:
        words += ["--out", args.out]
    return shlex.join(words)


def _config(args: argparse.Namespace, ruleset_id: str, games_for: dict[str, int]) -> CalibrationConfig:
    ruleset = get_ruleset(ruleset_id)
    served = playable_agents(ruleset.id)
    levels = split_agents(args.levels) if args.levels else served
    unserved = [level for level in levels if level not in served]
    if unserved:
        raise CliError(
            Msg("cli.error.unserved", ruleset=ruleset.id, levels=", ".join(unserved), served=", ".join(served))
        )
    return CalibrationConfig(
        ruleset=ruleset.id,
        levels=tuple(levels),
        players=args.players if args.players is not None else max(2, ruleset.min_players),
        games=args.games,
        seed=args.seed,
        options=parse_options(ruleset, args.option, args.rounds),
        games_for={level: n for level, n in games_for.items() if level in levels},
        max_time_s=MAX_THINK_S,
        max_iters=MAX_THINK_ITERS,
        max_actions=args.max_actions,
    )


def cmd_calibrate(args: argparse.Namespace) -> int:
    """Calibrate the levels of the rulesets named (default: all), print and optionally write the ratings."""
    lang = report_lang(args)
    check_games(args.games)
    check_jobs(args.jobs)
    check_max_actions(args.max_actions)
    games_for = _games_for(args.games_for)
    ruleset_ids = args.rulesets or [r.id for r in list_rulesets()]
    configs = [_config(args, ruleset_id, games_for) for ruleset_id in ruleset_ids]
    existing = read_document(args.out) if args.out is not None and Path(args.out).exists() else None
    command = _command(args)
    entries: dict[str, dict[str, Any]] = {}
    err = stderr_console()
    with games_progress(err, "{task.description}") as progress:
        for config in configs:
            task = progress.add_task(
                render(Msg("calibrate.progress", ruleset=config.ruleset), lang), total=len(schedule(config))
            )

            def moved(done: int, total: int, task: TaskID = task) -> None:
                progress.update(task, completed=done, total=total)

            start = time.perf_counter()
            games = run_calibration(config, jobs=args.jobs, progress=moved)
            date = datetime.now(UTC).replace(microsecond=0).isoformat()
            entries[config.ruleset] = calibration_entry(
                config,
                games,
                command=command,
                date=date,
                seconds=time.perf_counter() - start,
                jobs=args.jobs,
                note=args.note,
            )
            if args.out is not None:  # written after every ruleset: a long run keeps what it finished
                existing = merge_document(existing, {config.ruleset: entries[config.ruleset]})
                _write(Path(args.out), existing)
    if args.json:
        sys.stdout.write(json.dumps({"rulesets": entries}, ensure_ascii=False) + "\n")
        return 0
    _print(entries, lang)
    return 0


def _write(path: Path, doc: dict[str, Any]) -> None:
    """Write beside the file, then rename over it: a crash leaves the old file or the new one."""
    temporary = path.with_name(path.name + ".writing")
    temporary.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    temporary.replace(path)


def _print(entries: dict[str, dict[str, Any]], lang: str = "en") -> None:
    out = stdout_console()
    for ruleset, entry in entries.items():
        run = entry["provenance"]
        heading = Msg(
            "calibrate.heading",
            ruleset=ruleset,
            games=run["games"],
            seats=run["players"],
            seconds=figure(run["seconds"], lang, 0),
        )
        table = Table(title=render(heading, lang), title_justify="left")
        table.add_column(render(Msg("calibrate.column.level"), lang))
        # mu and sigma are the rating's symbols in every language.
        for column in (Msg("calibrate.column.rating"), "mu", "sigma", Msg("report.column.games")):
            table.add_column(render(column, lang), justify="right")
        levels = sorted(entry["levels"].items(), key=lambda kv: -displayed(kv[1]["mu"], kv[1]["sigma"]))
        for level, rating in levels:
            table.add_row(
                level,
                figure(displayed(rating["mu"], rating["sigma"]), lang, 2),
                figure(rating["mu"], lang, 2),
                figure(rating["sigma"], lang, 2),
                str(rating["games"]),
            )
        out.print(table)
