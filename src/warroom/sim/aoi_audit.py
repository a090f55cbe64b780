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
Games are seeded as in ``warroom sim`` (game ``i`` of batch seed ``S`` has seed ``game_seed(S, i)``, seats
``agent_seed``); with ``rotate`` the agent list turns one seat per game, as in ``warroom tournament``.

Usage::

    .venv/bin/python -m warroom.sim.aoi_audit --level advanced --players 2 --games 20 --agents greedy --json
    .venv/bin/python -m warroom.sim.aoi_audit --players 2 --games 20 --agents greedy,greedy-v1 --rotate
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Sequence
from typing import Any

from warroom.agents.base import make_agent
from warroom.core.registry import new_game
from warroom.rulesets.imperialism.actions import Land
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.sim.aoi_audit_figures import GameAudit, SideAudit, count_incited_outcomes, print_summary, record, summary
from warroom.sim.batch import game_seed
from warroom.sim.runner import agent_seed


def audit_game(
    players: int, specs: Sequence[str], seed: int, level: str = "advanced", options: dict[str, Any] | None = None
) -> GameAudit:
    """Play one seeded game of ``imperialism-<level>`` with ``specs`` (one per seat) and audit it."""
    ruleset = f"imperialism-{level}"
    game = new_game(ruleset, players, dict(options or {}), seed)
    assert isinstance(game, ImperialismGame)
    agents = [make_agent(spec, ruleset, agent_seed(seed, seat)) for seat, spec in enumerate(specs)]
    sides = {spec: SideAudit() for spec in specs}
    for spec in specs:
        sides[spec].seats += 1
    invasions: Counter[str] = Counter()
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        action = agents[seat].choose(game, seat)
        if isinstance(action, Land):
            # An invasion by sea: armies land where their empire does not rule (read before the landing).
            region = game.geo.board.index[action.region]
            if game.state.owner[region] != game.current_empire() and action.kind not in ("explorer", "engineer"):
                invasions[specs[seat]] += 1
        game.apply(action)
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
    players: int, games: int, specs: Sequence[str], seed: int = 0, rotate: bool = False, level: str = "advanced"
) -> list[GameAudit]:
    """Play ``games`` seeded games (the agent list cycled over the seats, turned one seat a game if ``rotate``)."""
    base = [specs[s % len(specs)] for s in range(players)]
    out = []
    for i in range(games):
        turn = i % players if rotate else 0
        seats = [base[(s + turn) % players] for s in range(players)]
        out.append(audit_game(players, seats, game_seed(seed, i), level))
    return out


def main(argv: list[str] | None = None) -> int:
    """Command line: play the games and print the summary (text or JSON)."""
    parser = argparse.ArgumentParser(description="Audit War! Age of Imperialism games between computer players.")
    parser.add_argument("--level", choices=("basic", "standard", "advanced"), default="advanced")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--agents", default="greedy", help="agent specs cycled over the seats")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rotate", action="store_true", help="turn the agent list one seat a game")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not 2 <= args.players <= 6 or args.games < 1:
        parser.error("--players must be 2 to 6 and --games at least 1")
    audits = run_audit(args.players, args.games, args.agents.split(","), args.seed, args.rotate, args.level)
    out = summary(audits)
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        print_summary(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
