"""``warroom tournament``: agents play many games with rotating seats; win rates, ratings, seat advantage.

::

    warroom tournament war --players 4 --agents hard,greedy,greedy,greedy --games 400 --seed 1
    warroom tournament war --agents greedy,random,random --games 60 --rounds 40 --jobs 2 --json
    warroom tournament war --agents greedy,random --games 10000 --backend ray --address auto
    warroom tournament war --agents greedy,random --games 5000 --out t.jsonl [--resume] [--plot charts/]

See docs/tournaments.md for what each figure means. A progress bar runs on stderr when it is a
terminal; ``--json`` prints exactly one object on stdout. Ctrl-C keeps the finished games in the
``--out`` file (exit status 130) and ``--resume`` continues from them.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from rich.table import Table
from rich.text import Text

from warroom.cli import tournament_words as _words  # noqa: F401  (registers the report's words)
from warroom.cli.common import (
    MAX_GAMES,
    CliError,
    check_count,
    check_games,
    check_jobs,
    check_max_actions,
    figure,
    games_progress,
    parse_options,
    print_said,
    shown_options,
    split_agents,
    stderr_console,
    stdout_console,
)
from warroom.cli.speech import add_report_lang, error_lang, recorded_name, report_lang, sayer
from warroom.core.game import Game
from warroom.core.registry import get_ruleset
from warroom.core.ruleset_words import reason_message
from warroom.core.text import Msg, Noun, render
from warroom.sim.batch import BACKENDS
from warroom.sim.runner import seat_agents
from warroom.sim.tournament import TournamentConfig, run_tournament, tournament_summary


def register(sub: Any) -> None:
    """Add the ``tournament`` subcommand to the top-level subparsers ``sub``."""
    p = sub.add_parser("tournament", help=Msg("cli.help.tournament"))
    p.add_argument("ruleset", metavar=Msg("cli.metavar.ruleset"))
    p.add_argument("--agents", required=True, help=Msg("cli.help.tournament.agents"))
    p.add_argument("--players", type=int, help=Msg("cli.help.tournament.players"))
    p.add_argument("--games", type=int, default=100, help=Msg("cli.help.games", default=100))
    p.add_argument("--seed", type=int, default=0, help=Msg("cli.help.tournament.seed"))
    p.add_argument("--rounds", type=int, help=Msg("cli.help.rounds"))
    p.add_argument("--option", action="append", metavar=Msg("cli.metavar.name_value"), help=Msg("cli.help.option"))
    p.add_argument("--max-actions", type=int, help=Msg("cli.help.max_actions"))
    p.add_argument("--jobs", type=int, help=Msg("cli.help.tournament.jobs"))
    p.add_argument("--backend", choices=BACKENDS, default="local", help=Msg("cli.help.tournament.backend"))
    p.add_argument("--address", help=Msg("cli.help.tournament.address"))
    p.add_argument("--out", metavar=Msg("cli.metavar.file"), help=Msg("cli.help.tournament.out"))
    p.add_argument("--resume", action="store_true", help=Msg("cli.help.tournament.resume"))
    p.add_argument("--max-games", type=int, help=Msg("cli.help.tournament.max_games"))
    p.add_argument("--json", action="store_true", help=Msg("cli.help.json"))
    add_report_lang(p)
    p.add_argument("--plot", metavar=Msg("cli.metavar.dir"), help=Msg("cli.help.plot"))
    p.set_defaults(func=cmd_tournament)


def cmd_tournament(args: argparse.Namespace) -> int:
    """Run a tournament and print its figures."""
    ruleset = get_ruleset(args.ruleset)
    lang = report_lang(args)
    options = parse_options(ruleset, args.option, args.rounds)
    listed = split_agents(args.agents)
    players = args.players if args.players is not None else len(listed)
    if len(listed) > players:
        raise CliError(
            Msg(
                "cli.error.agents_seats",
                count=len(listed),
                agents=Noun("cli.error.noun.agents", len(listed)),
                players=players,
            )
        )
    check_games(args.games)
    check_max_actions(args.max_actions)
    if args.max_games is not None:
        check_games(args.max_games, flag="--max-games")
    if args.jobs is not None:
        if args.backend == "ray":  # Ray's tasks run on its cluster's cores, not in local processes
            check_count("--jobs", args.jobs, 0, MAX_GAMES)
        else:
            check_jobs(args.jobs, 0)
    if args.address is not None and args.backend != "ray":
        raise CliError(Msg("cli.error.address"))
    if args.resume and args.out is None:
        raise CliError(Msg("cli.error.resume"))
    # 0 means all local cores; Ray's tasks are sized for them unless --jobs says otherwise.
    jobs = args.jobs if args.jobs is not None else (0 if args.backend == "ray" else 1)
    jobs = jobs or _cores()
    entries = tuple(seat_agents(listed, players))
    sample = ruleset.new_game(players, options, args.seed)
    config = TournamentConfig(ruleset.id, entries, args.games, args.seed, dict(sample.options), args.max_actions)
    err = stderr_console()
    start = time.perf_counter()
    played_before = 0
    with games_progress(err) as progress:
        task = progress.add_task(render(Msg("tournament.progress", ruleset=ruleset.id), lang), total=args.games)
        first = True

        def on_progress(done: int, total: int) -> None:
            nonlocal first, played_before
            if first:
                played_before, first = done, False
            progress.update(task, completed=done, total=total)

        try:
            games = run_tournament(
                config,
                jobs=jobs,
                backend=args.backend,
                address=args.address,
                out=args.out,
                resume=args.resume,
                progress=on_progress,
                max_new_games=args.max_games,
            )
        except KeyboardInterrupt:
            if args.out is not None:
                print_said(Msg("cli.error.interrupted_out", path=args.out), error_lang())
            raise
    wall = time.perf_counter() - start
    summary = tournament_summary(config, games, [sample.player_name(s) for s in range(players)])
    summary["run"] = {
        "backend": args.backend,
        "jobs": jobs,
        "seconds": wall,
        "played": len(games) - played_before,
        "resumed": played_before,
        "complete": len(games) == args.games,
    }
    if args.plot is not None:
        from warroom.sim.tournament_plot import write_plots

        paths = write_plots(summary, [g.rounds for g in games], args.plot, lang)
        summary["run"]["plots"] = [str(p) for p in paths]
    if args.json:
        sys.stdout.write(json.dumps(summary, ensure_ascii=False) + "\n")
        return 0
    _print_summary(summary, lang, sample)
    return 0


def _cores() -> int:
    from warroom.sim.tournament import default_jobs

    return default_jobs()


#: The columns of the agents' table, after the agent's.
_AGENT_COLUMNS = (
    "report.column.seats",
    "report.column.games",
    "report.column.wins",
    "report.column.win_ci",
    "report.column.fair",
    "tournament.column.score",
    "tournament.column.rating",
)


def _pct(value: float, lang: str) -> str:
    return figure(100 * value, lang)


def _rating(agent: dict[str, Any], lang: str) -> str:
    low, high = agent["rating_ci95"]
    return f"{figure(agent['rating'], lang, 0)} ({figure(low, lang, 0)}–{figure(high, lang, 0)})"


def _wins(wins: float, lang: str) -> str:
    """Wins, halves and thirds of shared games included (2, 2.5, 2.33)."""
    return figure(int(wins), lang) if wins == int(wins) else figure(wins, lang, 2)


def _print_summary(summary: dict[str, Any], lang: str = "en", sample: Game | None = None) -> None:
    """Print a tournament's figures as tables on stdout, in ``lang``; ``sample`` (a game of the run) names
    the seats and the reasons games ended in that language."""
    out = stdout_console()
    if not out.is_terminal:
        out.width = max(out.width, 110)  # a file or pipe: room for the whole table
    say = sayer(sample, lang)

    def column(key: str) -> str:
        return say(Msg(key))

    params, run = summary["parameters"], summary["run"]
    options = shown_options(params["options"])
    heading = Msg(
        "tournament.heading" if run["complete"] else "tournament.heading_incomplete",
        ruleset=params["ruleset"],
        games=summary["games"],
        total=params["games"],
        seats=params["players"],
        seed=params["seed"],
        options=options,
    )
    out.print(Text(say(heading), style="bold"))
    table = Table(title=say(Msg("tournament.table.agents")), title_justify="left")
    table.add_column(column("report.column.agent"), overflow="fold", min_width=6)
    for key in _AGENT_COLUMNS:
        table.add_column(column(key), justify="right", no_wrap=True)
    for a in summary["agents"]:
        wins = a["wins"]
        table.add_row(
            a["name"],
            str(a["entries"]),
            str(a["games"]),
            _wins(wins, lang),
            f"{_pct(a['win_rate'], lang)} ({_pct(a['ci95'][0], lang)}–{_pct(a['ci95'][1], lang)})",
            _pct(a["fair_share"], lang),
            figure(a["mean_score"], lang),
            _rating(a, lang),
        )
    out.print(table)
    seats = Table(title=say(Msg("report.table.seats")), title_justify="left")
    seats.add_column(column("report.column.seat"), justify="right")
    seats.add_column(column("report.column.player"))
    for key in ("report.column.wins", "report.column.win", "tournament.column.ci"):
        seats.add_column(column(key), justify="right")
    player = recorded_name(sample)
    for s in summary["seats"]:
        wins = s["wins"]
        seats.add_row(
            str(s["seat"]),
            say(player(s["player"])),
            _wins(wins, lang),
            _pct(s["win_rate"], lang),
            f"{_pct(s['ci95'][0], lang)}–{_pct(s['ci95'][1], lang)}",
        )
    out.print(seats)
    length = summary["length"]
    for key in ("rounds", "actions"):
        st = length[key]
        figures = {
            "mean": figure(st["mean"], lang),
            "median": figure(st["median"], lang),
            "low": figure(st["min"], lang),
            "high": figure(st["max"], lang),
        }
        out.print(say(Msg(f"tournament.stat.{key}", **figures)))
    reasons = ", ".join(
        say(Msg("report.reason", reason=reason_message(params["ruleset"], r), count=n))
        for r, n in length["reasons"].items()
    )
    out.print(say(Msg("report.ended", reasons=reasons or "—", none=summary["no_winner"], draws=summary["shared"])))
    jobs = run["jobs"]
    played = Msg(
        "tournament.played_resumed" if run["resumed"] else "tournament.played",
        played=run["played"],
        seconds=figure(run["seconds"], lang, 2),
        backend=run["backend"],
        jobs=jobs,
        job=Noun("report.noun.job", jobs),
        resumed=run["resumed"],
        game=Noun("report.noun.game", run["played"]),
    )
    out.print(say(played))
    if "plots" in run:
        out.print(say(Msg("report.charts", paths=", ".join(run["plots"]))))
