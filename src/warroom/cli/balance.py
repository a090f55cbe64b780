"""``warroom balance``: self-play games and a designer's balance report with 95% intervals.

::

    warroom balance ww4 --players 4 --games 40 --agents greedy --rounds 15
    warroom balance war-cards --players 4 --games 60 --jobs 2 --json
    warroom balance imperialism-advanced --players 4 --games 10 --option scenario=1886 --plot charts/

Win rate per seat, per colour or nation and per objective (WAR family), draws, how games ended,
length, income per colour or nation and what it held at the end (spaces; World War IV's Cities); see
docs/balance.md. A progress bar runs on stderr when it is a terminal; ``--json`` prints exactly one object
on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from rich.table import Table
from rich.text import Text

from warroom.cli import balance_words as _words  # noqa: F401  (registers the report's words)
from warroom.cli.common import (
    CliError,
    check_games,
    check_jobs,
    check_max_actions,
    figure,
    games_progress,
    parse_options,
    shown_options,
    split_agents,
    stderr_console,
    stdout_console,
)
from warroom.cli.speech import add_report_lang, recorded_name, report_lang, sayer
from warroom.core.game import Game
from warroom.core.registry import get_ruleset
from warroom.core.ruleset_words import reason_message
from warroom.core.text import Msg, Noun, Param, render
from warroom.sim.balance import run_balance
from warroom.sim.balance_stats import balance_summary
from warroom.sim.runner import seat_agents


def register(sub: Any) -> None:
    """Add the ``balance`` subcommand to the top-level subparsers ``sub``."""
    p = sub.add_parser("balance", help=Msg("cli.help.balance"))
    p.add_argument("ruleset", metavar=Msg("cli.metavar.ruleset"))
    p.add_argument("--players", type=int, required=True, help=Msg("cli.help.balance.players"))
    p.add_argument("--games", type=int, default=100, help=Msg("cli.help.games", default=100))
    p.add_argument("--agents", default="greedy", help=Msg("cli.help.balance.agents"))
    p.add_argument("--seed", type=int, default=0, help=Msg("cli.help.batch_seed"))
    p.add_argument("--rounds", type=int, help=Msg("cli.help.rounds"))
    p.add_argument("--option", action="append", metavar=Msg("cli.metavar.name_value"), help=Msg("cli.help.option"))
    p.add_argument("--max-actions", type=int, help=Msg("cli.help.max_actions"))
    p.add_argument("--jobs", type=int, default=1, help=Msg("cli.help.jobs"))
    p.add_argument("--json", action="store_true", help=Msg("cli.help.json"))
    p.add_argument("--plot", metavar=Msg("cli.metavar.dir"), help=Msg("cli.help.plot"))
    add_report_lang(p)
    p.set_defaults(func=cmd_balance)


def cmd_balance(args: argparse.Namespace) -> int:
    """Play the games and print the balance report."""
    ruleset = get_ruleset(args.ruleset)
    lang = report_lang(args)
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
        task = progress.add_task(render(Msg("balance.progress", ruleset=ruleset.id), lang), total=args.games)
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

        colour_name = recorded_name(sample)
        # Objectives keep their ids under the bars: a card's sentence does not fit there.
        written = write_plots(summary, args.plot, lang, lambda name: sample.say(colour_name(name), lang))
        summary["run"]["plots"] = [str(p) for p in written]
    if args.json:
        sys.stdout.write(json.dumps(summary, ensure_ascii=False) + "\n")
        return 0
    print_report(summary, lang, sample)
    return 0


def _pct(value: float, lang: str) -> str:
    return figure(100 * value, lang)


def _ci(interval: list[float], lang: str) -> str:
    return f"{_pct(interval[0], lang)}–{_pct(interval[1], lang)}"


def _mean(stat: dict[str, Any], lang: str) -> str:
    if stat["mean"] is None:
        return "—"
    return f"{figure(stat['mean'], lang)} ({figure(stat['ci95'][0], lang)}–{figure(stat['ci95'][1], lang)})"


#: The figures of a colour's standing at the end that its table shows, where the game counts them (all of
#: them are in ``--json``): spaces held, and World War IV's Cities (its Atomic Weapons dice).
END_SHOWN = ("spaces", "cities")

#: The columns of a table of win rates, after the seat's, colour's or objective's own.
_RATE_COLUMNS = (
    "report.column.games",
    "report.column.wins",
    "report.column.draws",
    "report.column.win_ci",
    "balance.column.decided",
    "report.column.fair",
)


def _rates_table(
    say: Callable[[Param], str],
    lang: str,
    title: str,
    key: str,
    rows: list[dict[str, Any]],
    name: Callable[[Any], Param],
    income: bool = False,
    ends: Sequence[str] = (),
) -> Table:
    table = Table(title=say(Msg(title)), title_justify="left")
    table.add_column(say(Msg(key)), overflow="fold")
    for column in _RATE_COLUMNS:
        table.add_column(say(Msg(column)), justify="right", no_wrap=True)
    table.add_column("", justify="right", no_wrap=True)
    if income:
        table.add_column(say(Msg("balance.column.income_start")), justify="right")
        table.add_column(say(Msg("balance.column.income_round")), justify="right")
    for figure_key in ends:
        table.add_column(say(Msg(f"balance.column.end.{figure_key}")), justify="right")
    for row in rows:
        cells = [
            say(name(row.get("name", row.get("seat")))),
            str(row["games"]),
            str(row["wins"]),
            str(row["draws"]),
            f"{_pct(row['rate'], lang)} ({_ci(row['ci95'], lang)})",
            f"{_pct(row['decided_rate'], lang)} ({_ci(row['decided_ci95'], lang)})",
            _pct(row["fair_share"], lang),
            say(Msg("balance.unfair")) if row["flagged"] else "",
        ]
        if income:
            cells += [_mean(row["income"]["start"], lang), _mean(row["income"]["per_round"], lang)]
        cells += [_mean(row["end"][key], lang) if key in row["end"] else "" for key in ends]
        table.add_row(*cells)
    return table


def _objective_namer(sample: Game | None) -> Callable[[Any], Param]:
    """An objective id as ``sample`` (a game of the run, WAR family) words its card, else the id."""
    objective: Callable[[str], Param] | None = getattr(sample, "objective_message", None)
    return (lambda name: objective(str(name))) if callable(objective) else str


def print_report(summary: dict[str, Any], lang: str = "en", sample: Game | None = None) -> None:
    """Print a balance report (from :func:`cmd_balance`) as tables on stdout, in ``lang``; ``sample`` (a game
    of the run) names the seats, objectives and reasons in that language."""
    out = stdout_console()
    if not out.is_terminal:
        out.width = max(out.width, 180)  # a file or pipe: room for the whole table
    say = sayer(sample, lang)
    params = summary["parameters"]
    options = shown_options(params["options"])
    heading = Msg(
        "balance.heading",
        ruleset=params["ruleset"],
        games=summary["games"],
        seats=summary["players"],
        agents=",".join(params["agents"]),
        seed=params["seed"],
        options=options,
    )
    out.print(Text(say(heading), style="bold"))
    colour_name, objective_name = recorded_name(sample), _objective_namer(sample)
    out.print(_rates_table(say, lang, "report.table.seats", "report.column.seat", summary["seats"], str))
    colours = summary["colours"]
    held = [key for key in END_SHOWN if any(key in row["end"] for row in colours)]
    out.print(
        _rates_table(
            say, lang, "balance.table.colours", "balance.column.colour", colours, colour_name, income=True, ends=held
        )
    )
    if summary["objectives"]:
        out.print(
            _rates_table(
                say, lang, "balance.table.objectives", "balance.column.objective", summary["objectives"], objective_name
            )
        )
    ends = Table(title=say(Msg("balance.table.reasons")), title_justify="left")
    ends.add_column(say(Msg("balance.column.reason")))
    for column in ("report.column.games", "balance.column.share"):
        ends.add_column(say(Msg(column)), justify="right")
    for row in summary["reasons"]:
        reason = say(reason_message(params["ruleset"], row["reason"])) if row["reason"] else ""
        ends.add_row(reason, str(row["count"]), f"{_pct(row['rate'], lang)} ({_ci(row['ci95'], lang)})")
    out.print(ends)
    draws, none, decided = summary["draws"], summary["no_winner"], summary["decided"]
    line = Msg(
        "balance.games_line",
        won=decided["count"],
        won_rate=_pct(decided["rate"], lang),
        won_ci=_ci(decided["ci95"], lang),
        draws=draws["count"],
        draws_rate=_pct(draws["rate"], lang),
        draws_ci=_ci(draws["ci95"], lang),
        none=none["count"],
        none_rate=_pct(none["rate"], lang),
        none_ci=_ci(none["ci95"], lang),
    )
    out.print(say(line))
    for key in ("rounds", "actions"):
        stat = summary[key]
        out.print(
            say(
                Msg(
                    f"balance.stat.{key}",
                    mean=_mean(stat, lang),
                    low=figure(stat["min"], lang),
                    high=figure(stat["max"], lang),
                )
            )
        )
    flagged: list[Param] = [Msg("balance.flag.seat", name=str(s["seat"])) for s in summary["seats"] if s["flagged"]]
    flagged += [Msg("balance.flag.colour", name=colour_name(c["name"])) for c in summary["colours"] if c["flagged"]]
    flagged += [
        Msg("balance.flag.objective", name=objective_name(o["name"])) for o in summary["objectives"] if o["flagged"]
    ]
    shown: Param = ", ".join(say(f) for f in flagged) if flagged else Msg("balance.none")
    out.print(say(Msg("balance.flagged", fair=_pct(summary["fair_share"], lang), flagged=shown)))
    run = summary["run"]
    jobs = run["jobs"]
    played = Msg(
        "balance.played",
        games=summary["games"],
        seconds=figure(run["seconds"], lang),
        jobs=jobs,
        job=Noun("report.noun.job", jobs),
        game=Noun("report.noun.game", summary["games"]),
    )
    out.print(say(played))
    if "plots" in run:
        out.print(say(Msg("report.charts", paths=", ".join(run["plots"]))))
