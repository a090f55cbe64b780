"""What ``warroom sim`` and ``warroom replay`` print, in the terminal's language (cli/sim_words.py)."""

from __future__ import annotations

import argparse
from typing import Any

from rich.table import Table
from rich.text import Text

from warroom.cli import sim_words as _words  # noqa: F401  (registers the reports' words)
from warroom.cli.common import figure, shown_options, stdout_console
from warroom.cli.speech import result_lines, sayer
from warroom.core.game import Game
from warroom.core.registry import get_ruleset
from warroom.core.ruleset_words import reason_message, title_message
from warroom.core.text import Msg, Noun, Param, Seat


def print_sim_summary(summary: dict[str, Any], sample: Game, lang: str = "en") -> None:
    """Print ``warroom sim``'s summary (from :func:`warroom.sim.summary.summarize`) as tables, in ``lang``;
    ``sample`` (a game of the batch) names the seats and the reasons games ended."""
    out = stdout_console()
    say = sayer(sample, lang)

    def column(key: str) -> str:
        return say(Msg(key))

    options = shown_options(summary["options"])
    heading = Msg(
        "sim.heading",
        ruleset=summary["ruleset"],
        games=summary["games"],
        players=summary["players"],
        seed=summary["seed"],
        options=options,
    )
    out.print(Text(say(heading), style="bold"))
    seats = Table(title=say(Msg("sim.table.seats")), title_justify="left")
    seats.add_column(column("report.column.seat"), justify="right")
    seats.add_column(column("report.column.player"))
    seats.add_column(column("report.column.agent"))
    for key in ("report.column.wins", "report.column.draws", "report.column.win"):
        seats.add_column(column(key), justify="right")
    for entry in summary["seats"]:
        seats.add_row(
            str(entry["seat"]),
            say(Seat(entry["seat"])),
            entry["agent"],
            str(entry["wins"]),
            str(entry["draws"]),
            figure(100 * entry["win_rate"], lang),
        )
    out.print(seats)
    agents = Table(title=say(Msg("sim.table.agents")), title_justify="left")
    agents.add_column(column("report.column.agent"))
    agents.add_column(column("report.column.seats"))
    for key in ("sim.column.won", "report.column.win", "sim.column.share"):
        agents.add_column(column(key), justify="right")
    for spec, entry in summary["agents"].items():
        agents.add_row(
            spec,
            ", ".join(str(s) for s in entry["seats"]),
            str(entry["wins"]),
            figure(100 * entry["win_rate"], lang),
            figure(100 * entry["seat_share"], lang),
        )
    out.print(agents)
    rounds, actions = summary["rounds"], summary["actions"]
    length = Msg(
        "sim.length",
        rounds=figure(rounds["mean"], lang),
        rounds_low=figure(rounds["min"], lang),
        rounds_high=figure(rounds["max"], lang),
        actions=figure(actions["mean"], lang),
        actions_low=figure(actions["min"], lang),
        actions_high=figure(actions["max"], lang),
    )
    out.print(say(length))
    reasons = ", ".join(
        say(Msg("report.reason", reason=reason_message(summary["ruleset"], reason), count=count))
        for reason, count in summary["reasons"].items()
    )
    out.print(say(Msg("report.ended", reasons=reasons or "—", none=summary["no_winner"], draws=summary["draws"])))
    jobs = summary["jobs"]
    speed = Msg(
        "sim.speed",
        games=figure(summary["games_per_s"], lang),
        actions=figure(summary["actions_per_s"], lang, 0),
        seconds=figure(summary["seconds"], lang, 2),
        jobs=jobs,
        job=Noun("report.noun.job", jobs),
    )
    out.print(say(speed))


def print_replay(game: Game, data: dict[str, Any], args: argparse.Namespace, lang: str = "en") -> None:
    """Print what a replayed save holds (``warroom replay``), in ``lang``."""
    out = stdout_console()
    say = sayer(game, lang)

    ruleset = get_ruleset(game.ruleset_id)
    out.print(say(Msg("replay.ruleset", ruleset=ruleset.id, title=title_message(ruleset))))
    names = ", ".join(say(Seat(s)) for s in range(game.players))
    out.print(say(Msg("replay.players", count=game.players, names=names)))
    out.print(say(Msg("replay.seed", seed=game.seed)))
    options = shown_options(game.options, Msg("replay.no_options"))
    out.print(say(Msg("replay.options", options=options)))
    out.print(say(Msg("replay.actions", count=len(game.history))))
    if game.round_number():
        out.print(say(Msg("replay.rounds", count=game.round_number())))
    if args.moves:
        for i, action in enumerate(game.history):
            out.print(f"  {i + 1:>5}. {game.describe(action, lang)}")
    if game.is_over():
        for line in result_lines(game, game.result(), lang):
            out.print(line)
    else:
        player = game.current_player()
        who: Param = Seat(player) if player is not None else Msg("replay.nobody")
        out.print(say(Msg("replay.waiting", who=who)))
    if args.verify:
        out.print(say(Msg("replay.verified")))
        if "seed_commitment" in data:  # replay_save checked it, or raised
            commitment = Msg(
                "replay.commitment", commitment=data["seed_commitment"], seed=game.seed, salt=data["seed_salt"]
            )
            out.print(say(commitment), markup=False)
