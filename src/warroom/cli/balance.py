"""``warroom balance``: self-play games and a designer's balance report with 95% intervals.

::

    warroom balance ww4 --players 4 --games 40 --agents greedy --rounds 15
    warroom balance war-cards --players 4 --games 60 --jobs 2 --json
    warroom balance imperialism-advanced --players 4 --games 10 --option scenario=1886 --plot charts/

Win rate per seat, per colour or nation and per objective (WAR family), draws, how games ended,
length, income per colour or nation; see docs/balance.md. A progress bar runs on stderr when it is a
terminal; ``--json`` prints exactly one object on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from rich.table import Table
from rich.text import Text

from warroom.cli.common import (
    CliError,
    check_games,
    check_jobs,
    check_max_actions,
    games_progress,
    parse_options,
    split_agents,
    stderr_console,
    stdout_console,
)
from warroom.core.registry import get_ruleset
from warroom.core.text import Msg
from warroom.sim.balance import run_balance
from warroom.sim.balance_stats import balance_summary
from warroom.sim.runner import seat_agents


def register(sub: Any) -> None:
    """Add the ``balance`` subcommand to the top-level subparsers ``sub``."""
    p = sub.add_parser("balance", help="a balance report: self-play win rates per seat, colour, objective")
    p.add_argument("ruleset", metavar="RULESET")
    p.add_argument("--players", type=int, required=True, help="number of seats")
    p.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    p.add_argument(
        "--agents", default="greedy", help="comma-separated agent specs, cycled over the seats (default greedy)"
    )
    p.add_argument("--seed", type=int, default=0, help="batch seed (default 0)")
    p.add_argument("--rounds", type=int, help="round limit (the option round_limit; turns in War! Age of Imperialism)")
    p.add_argument("--option", action="append", metavar="NAME=VALUE", help="set a ruleset option (repeatable)")
    p.add_argument("--max-actions", type=int, help="stop a game after this many actions (no winner)")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    p.add_argument("--plot", metavar="DIR", help="write PNG charts there (needs warroom[plot])")
    p.set_defaults(func=cmd_balance)


def cmd_balance(args: argparse.Namespace) -> int:
    """Play the games and print the balance report."""
    ruleset = get_ruleset(args.ruleset)
    low, high = ruleset.min_players, ruleset.max_players
    if not low <= args.players <= high:
        raise CliError(Msg("cli.error.players_for", low=low, high=high, ruleset=ruleset.id, value=args.players))
    check_games(args.games, 1)
    check_jobs(args.jobs)
    check_max_actions(args.max_actions)
    options = parse_options(ruleset, args.option, args.rounds)
    agents = seat_agents(split_agents(args.agents), args.players)
    if args.plot is not None:
        # Refuse before playing: a long run should not end in a missing matplotlib.
        from warroom.sim.balance_plot import pyplot

        pyplot()
    sample = ruleset.new_game(args.players, options, args.seed)
    err = stderr_console()
    start = time.perf_counter()
    with games_progress(err) as progress:
        task = progress.add_task(f"{ruleset.id} balance", total=args.games)
        records = run_balance(
            ruleset.id,
            args.players,
            args.games,
            args.seed,
            agents,
            options,
            jobs=args.jobs,
            progress=lambda done, total: progress.update(task, completed=done, total=total),
            max_actions=args.max_actions,
        )
    summary = balance_summary(records, args.players)
    summary["parameters"] = {
        "ruleset": ruleset.id,
        "players": args.players,
        "games": args.games,
        "seed": args.seed,
        "agents": agents,
        "options": dict(sample.options),
        "max_actions": args.max_actions,
    }
    summary["run"] = {"jobs": args.jobs, "seconds": time.perf_counter() - start}
    if args.plot is not None:
        from warroom.sim.balance_plot import write_plots

        summary["run"]["plots"] = [str(p) for p in write_plots(summary, args.plot)]
    if args.json:
        sys.stdout.write(json.dumps(summary, ensure_ascii=False) + "\n")
        return 0
    print_report(summary)
    return 0


def _pct(value: float) -> str:
    return f"{100 * value:.1f}"


def _ci(interval: list[float]) -> str:
    return f"{_pct(interval[0])}–{_pct(interval[1])}"


def _mean(stat: dict[str, Any]) -> str:
    if stat["mean"] is None:
        return "—"
    return f"{stat['mean']:.1f} ({stat['ci95'][0]:.1f}–{stat['ci95'][1]:.1f})"


def _rates_table(title: str, key: str, rows: list[dict[str, Any]], income: bool = False) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column(key, overflow="fold")
    for column in ("games", "wins", "draws", "win % (95% CI)", "of decided % (95% CI)", "fair %", ""):
        table.add_column(column, justify="right", no_wrap=True)
    if income:
        table.add_column("income at start (95% CI)", justify="right")
        table.add_column("income per round (95% CI)", justify="right")
    for row in rows:
        cells = [
            str(row.get("name", row.get("seat"))),
            str(row["games"]),
            str(row["wins"]),
            str(row["draws"]),
            f"{_pct(row['rate'])} ({_ci(row['ci95'])})",
            f"{_pct(row['decided_rate'])} ({_ci(row['decided_ci95'])})",
            _pct(row["fair_share"]),
            "≠ fair" if row["flagged"] else "",
        ]
        if income:
            cells += [_mean(row["income"]["start"]), _mean(row["income"]["per_round"])]
        table.add_row(*cells)
    return table


def print_report(summary: dict[str, Any]) -> None:
    """Print a balance report (from :func:`cmd_balance`) as tables on stdout."""
    out = stdout_console()
    if not out.is_terminal:
        out.width = max(out.width, 180)  # a file or pipe: room for the whole table
    params = summary["parameters"]
    opts = ", ".join(f"{k}={v}" for k, v in params["options"].items()) or "defaults"
    out.print(
        Text(
            f"{params['ruleset']} balance: {summary['games']} games, {summary['players']} seats, agents "
            f"{','.join(params['agents'])}, seed {params['seed']} ({opts})",
            style="bold",
        )
    )
    out.print(_rates_table("wins by seat (turn order)", "seat", summary["seats"]))
    out.print(_rates_table("wins by colour or nation", "colour", summary["colours"], income=True))
    if summary["objectives"]:
        out.print(_rates_table("wins by objective", "objective", summary["objectives"]))
    ends = Table(title="how games ended", title_justify="left")
    ends.add_column("reason")
    for column in ("games", "% (95% CI)"):
        ends.add_column(column, justify="right")
    for row in summary["reasons"]:
        ends.add_row(row["reason"], str(row["count"]), f"{_pct(row['rate'])} ({_ci(row['ci95'])})")
    out.print(ends)
    draws, none, decided = summary["draws"], summary["no_winner"], summary["decided"]
    out.print(
        f"won by one seat {decided['count']} ({_pct(decided['rate'])}%, {_ci(decided['ci95'])}); "
        f"draws {draws['count']} ({_pct(draws['rate'])}%, {_ci(draws['ci95'])}); "
        f"no winner {none['count']} ({_pct(none['rate'])}%, {_ci(none['ci95'])})"
    )
    for key in ("rounds", "actions"):
        stat = summary[key]
        out.print(f"{key}: mean {_mean(stat)}, min {stat['min']}, max {stat['max']}")
    flagged = ", ".join(summary["flagged"]) or "none"
    out.print(
        f"win rates of decided games whose interval excludes the fair share ({_pct(summary['fair_share'])}%): {flagged}"
    )
    run = summary["run"]
    out.print(f"{summary['games']} games played in {run['seconds']:.1f} s ({run['jobs']} job(s))")
    if "plots" in run:
        out.print(f"charts written: {', '.join(run['plots'])}")
