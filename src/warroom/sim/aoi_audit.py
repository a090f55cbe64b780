"""How War! Age of Imperialism games between computer players are played: an audit of what each player buys
and does per game (issue 28: "In AoI Advanced, greedy players incited 34 revolts in 3 games and owned only
26-31 of 63 regions at the end").

Per game (``audit_game``) it records the end reason, the turns, the native regions left at the end, and per
agent spec (summed over the empires of the seats it plays): income ("income" events), production points
spent by kind (armies, ships, parties, buildings, develop, research, westernize, incite), pieces bought by
kind, research tries and steps won, revolts incited (and won by the natives) and suffered (and lost),
regions explored, annexed by exploration and conquered (from the natives, from empires), regions owned at
the end, land battles fought as attacker, and its use of the sea: sails, embarkings, landings, invasions by
sea (a landing in a region it does not own) and sea battles. ``aoi_audit_summary.summary`` adds the games up.
Games are seeded and seated as in ``warroom sim`` and ``warroom tournament`` (sim/audit_play.py). Income
counts the opening PP (the "opening" event) and each turn's; a game that ends with several empires sharing
the first place is nobody's win.

Usage::

    .venv/bin/python -m warroom.sim.aoi_audit --level advanced --players 2 --games 20 --agents greedy --json
    .venv/bin/python -m warroom.sim.aoi_audit --players 2 --games 20 --agents greedy,greedy-v1 --rotate
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Sequence
from typing import Any

from warroom.core.actions import Action
from warroom.core.errors import WarroomError
from warroom.core.options import parse_option_text
from warroom.core.registry import get_ruleset, new_game
from warroom.rulesets.imperialism.actions import Land
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.sim.aoi_audit_figures import GameAudit, SideAudit, count_incited_outcomes, print_summary, record, summary
from warroom.sim.audit_play import audit_parser, checked_specs, play, seeded_seatings
from warroom.sim.runner import MAX_GAMES


def audit_game(
    players: int, specs: Sequence[str], seed: int, level: str = "advanced", options: dict[str, Any] | None = None
) -> GameAudit:
    """Play one seeded game of ``imperialism-<level>`` with ``specs`` (one per seat) and audit it."""
    ruleset = f"imperialism-{level}"
    game = new_game(ruleset, players, dict(options or {}), seed)
    assert isinstance(game, ImperialismGame)
    sides = {spec: SideAudit() for spec in specs}
    for spec in specs:
        sides[spec].seats += 1
    invasions: Counter[str] = Counter()

    def watch(seat: int, action: Action) -> None:
        if isinstance(action, Land):
            # An invasion by sea: armies land where their empire does not rule (read before the landing).
            region = game.geo.board.index[action.region]
            if game.state.owner[region] != game.current_empire() and action.kind not in ("explorer", "engineer"):
                invasions[specs[seat]] += 1

    play(game, ruleset, specs, seed, watch)
    state = game.state
    side_of = {game.colour_id(e): sides[specs[state.seat_of[e]]] for e in range(state.empires)}
    for event in game.log.since(0):
        data = event.data
        record(side_of.get(str(data.get("empire", ""))), event.kind, data, side_of)
    count_incited_outcomes(game.log.since(0), side_of)
    for spec, count in invasions.items():
        sides[spec].did["sea_invasions"] += count
    for e in range(state.empires):
        side_of[game.colour_id(e)].regions_at_end += sum(1 for r in game.geo.land if state.owner[r] == e)
    natives_left = sum(1 for r in game.geo.land if state.owner[r] < 0)
    result = game.result()
    assert result is not None
    for seat in result.winners if len(result.winners) == 1 else ():
        sides[specs[seat]].wins += 1
    return GameAudit(seed, result.reason, game.round_number(), natives_left, sides, tuple(specs))


def run_audit(
    players: int,
    games: int,
    specs: Sequence[str],
    seed: int = 0,
    rotate: bool = False,
    level: str = "advanced",
    options: dict[str, Any] | None = None,
) -> list[GameAudit]:
    """Play ``games`` seeded games (the agent list cycled over the seats, turned one seat a game if ``rotate``)
    with the ruleset ``options``."""
    return [
        audit_game(players, seats, game, level, options)
        for game, seats in seeded_seatings(players, games, specs, seed, rotate)
    ]


def main(argv: list[str] | None = None) -> int:
    """Command line: play the games and print the summary (text or JSON)."""
    parser = audit_parser("Audit War! Age of Imperialism games between computer players.", players=2, games=20)
    parser.add_argument("--level", choices=("basic", "standard", "advanced"), default="advanced")
    parser.add_argument(
        "--option", action="append", default=[], metavar="NAME=VALUE", help="a ruleset option (repeatable)"
    )
    args = parser.parse_args(argv)
    if not 2 <= args.players <= 6 or not 1 <= args.games <= MAX_GAMES:
        parser.error(f"--players must be 2 to 6 and --games 1 to {MAX_GAMES:,}")
    ruleset = get_ruleset(f"imperialism-{args.level}")
    options: dict[str, Any] = {}
    try:
        for item in args.option:
            name, sep, text = item.partition("=")
            if not sep:
                parser.error(f"--option needs NAME=VALUE, not {item!r}")
            options[name.strip()] = parse_option_text(ruleset.option(name.strip()), text.strip())
        ruleset.new_game(args.players, options, 0)  # refuses a bad count or option before any game is played
    except WarroomError as exc:
        parser.error(str(exc))
    specs = checked_specs(parser, args.agents, args.players, ruleset.id)
    out = summary(run_audit(args.players, args.games, specs, args.seed, args.rotate, args.level, options))
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        print_summary(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
