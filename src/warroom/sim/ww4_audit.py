"""How World War IV games between computer players are played: an audit of what each player does with its
money and units, and how the games end (issue 28: "greedy spent about half its income, never bought ships
or bombers; no played capital was ever taken").

Per game (``audit_game``) it records the end reason, the rounds, and per agent spec (summed over the seats
it plays): income collected ("income" events), money spent on units and Forts ("buy" events, their cost),
units bought by kind, Cities taken (any City passing to it) and held at the end, moves by kind of
unit (ships' ``Sail``, ``Board`` onto Frigates, Bombers' ``Move``),
capitals taken (a played nation's capital City passing to another nation: the "city" event) and Kings
lost (the "eliminated" events of its nations). ``summary`` adds the games up, each share with
its Wilson 95% interval. Games are seeded as in ``warroom sim`` (game ``i`` of batch seed ``S`` has seed
``game_seed(S, i)``, seats ``agent_seed``); with ``rotate`` the agent list turns one seat per game, as in
``warroom tournament``.

Usage::

    .venv/bin/python -m warroom.sim.ww4_audit --players 4 --games 40 --agents greedy --json
    .venv/bin/python -m warroom.sim.ww4_audit --players 4 --games 40 --agents greedy,greedy-v1 --rotate
    .venv/bin/python -m warroom.sim.ww4_audit --players 4 --games 40 --agents greedy:match=4 --tuning tuned-7
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from warroom.core.actions import Action
from warroom.core.registry import new_game
from warroom.rulesets.ww4.actions import Board, Move, Sail
from warroom.rulesets.ww4.content import COLOURS
from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.state import Unit
from warroom.rulesets.ww4.tuning import CHOICES, TUNED
from warroom.sim.audit_play import Figures, audit_parser, checked_specs, play, print_reasons, seeded_seatings, share
from warroom.sim.runner import MAX_GAMES

#: Moves that show a player using its ships and bombers.
MOVED_KINDS = ("board", "sail-frigate", "sail-destroyer", "bomber")


@dataclass
class SideAudit(Figures):
    """What the seats one agent spec played did in one game (or in several, added up)."""

    seats: int = 0
    wins: int = 0
    income: int = 0
    spent: int = 0
    bought: Counter[str] = field(default_factory=Counter)
    moves: Counter[str] = field(default_factory=Counter)
    capitals_taken: int = 0
    cities_taken: int = 0
    cities_at_end: int = 0
    kings_lost: int = 0


@dataclass
class GameAudit:
    """One game: its seed, end reason, rounds, the spec of each seat and each agent spec's figures."""

    seed: int
    reason: str
    rounds: int
    sides: dict[str, SideAudit]
    specs: tuple[str, ...] = ()


def _move_kind(action: object, units: dict[int, Unit]) -> str | None:
    if isinstance(action, Board):
        return "board"
    if isinstance(action, Sail):
        ship = units.get(action.ship)
        return f"sail-{ship.kind if ship is not None else 'ship'}"
    if isinstance(action, Move) and action.kind == "bomber":
        return "bomber"
    return None


def audit_game(players: int, specs: Sequence[str], seed: int, options: dict[str, Any] | None = None) -> GameAudit:
    """Play one seeded game with ``specs`` (one per seat) and audit it (see the module docstring)."""
    game = new_game("ww4", players, dict(options or {}), seed)
    assert isinstance(game, WW4Game)
    state = game.state
    seat_of: list[int] = list(state.seat_of)
    spec_of_colour = {COLOURS[n]: specs[seat] for n, seat in enumerate(seat_of) if seat >= 0}
    sides = {spec: SideAudit() for spec in specs}
    for spec in specs:
        sides[spec].seats += 1

    def watch(seat: int, action: Action) -> None:
        kind = _move_kind(action, state.units)
        if kind is not None:
            sides[specs[seat]].moves[kind] += 1

    play(game, "ww4", specs, seed, watch)
    capitals = {x: COLOURS[c] for x, c in game.map.cities.items()}
    for event in game.log.since(0):
        data = event.data
        side = sides.get(spec_of_colour.get(str(data.get("nation")), ""))
        if event.kind == "income" and side is not None:
            side.income += int(data["amount"])
        elif event.kind == "buy" and side is not None:
            side.spent += int(data["cost"])
            side.bought[str(data["unit"])] += int(data["count"])
        elif event.kind == "city" and side is not None:
            owner = capitals[game.map.board.index[str(data["space"])]]
            if owner != data["nation"]:
                side.cities_taken += 1
                side.capitals_taken += owner in spec_of_colour
        elif event.kind == "eliminated" and side is not None:
            # The log does not say whose blow it was: the loser's side counts the King it lost.
            side.kings_lost += 1
    for x, holder in enumerate(state.city):
        if x in capitals and 0 <= holder < len(COLOURS) and seat_of[holder] >= 0:
            sides[specs[seat_of[holder]]].cities_at_end += 1
    result = game.result()
    assert result is not None
    for seat in result.winners if len(result.winners) == 1 else ():
        sides[specs[seat]].wins += 1
    return GameAudit(seed, result.reason, game.round_number(), sides, tuple(specs))


def run_audit(
    players: int,
    games: int,
    specs: Sequence[str],
    seed: int = 0,
    rotate: bool = False,
    options: dict[str, Any] | None = None,
) -> list[GameAudit]:
    """Play ``games`` seeded games (the agent list cycled over the seats, turned one seat a game if ``rotate``)
    with the ruleset's ``options``."""
    return [
        audit_game(players, seats, game, options)
        for game, seats in seeded_seatings(players, games, specs, seed, rotate)
    ]


def summary(audits: Sequence[GameAudit]) -> dict[str, Any]:
    """The games added up: end reasons (with 95% intervals), mean rounds and each spec's figures per game."""
    n = len(audits)
    reasons = Counter(a.reason for a in audits)
    sides: dict[str, SideAudit] = {}
    for a in audits:
        for spec, side in a.sides.items():
            sides.setdefault(spec, SideAudit()).add(side)
    per_spec = {}
    for spec, side in sides.items():
        seats = max(side.seats, 1)
        per_spec[spec] = {
            "seats": side.seats,
            "wins": share(side.wins, side.seats),
            "spent_share": round(side.spent / side.income, 3) if side.income else 0.0,
            "income_per_seat": round(side.income / seats, 1),
            "bought_per_seat": {k: round(v / seats, 2) for k, v in sorted(side.bought.items())},
            "moves_per_seat": {k: round(side.moves[k] / seats, 2) for k in MOVED_KINDS},
            "capitals_taken_per_game": round(side.capitals_taken / n, 3) if n else 0.0,
            "cities_taken_per_seat": round(side.cities_taken / seats, 3),
            "cities_at_end_per_seat": round(side.cities_at_end / seats, 3),
            "kings_lost_per_seat": round(side.kings_lost / seats, 3),
        }
    return {
        "games": n,
        "reasons": {r: share(c, n) for r, c in sorted(reasons.items())},
        "rounds": round(sum(a.rounds for a in audits) / n, 2) if n else 0.0,
        "kings_killed_per_game": round(sum(s.kings_lost for a in audits for s in a.sides.values()) / n, 3)
        if n
        else 0.0,
        "capitals_taken_per_game": round(sum(s.capitals_taken for a in audits for s in a.sides.values()) / n, 3)
        if n
        else 0.0,
        "agents": per_spec,
    }


def main(argv: list[str] | None = None) -> int:
    """Command line: play the games and print the summary (tables of JSON)."""
    parser = audit_parser("Audit World War IV games between computer players.", players=4, games=40)
    parser.add_argument("--tuning", choices=CHOICES, default=TUNED, help="the data as this rules version tuned it")
    args = parser.parse_args(argv)
    if not 3 <= args.players <= 5 or not 1 <= args.games <= MAX_GAMES:
        parser.error(f"--players must be 3 to 5 and --games 1 to {MAX_GAMES:,}")
    specs = checked_specs(parser, args.agents, args.players, "ww4")
    out = summary(run_audit(args.players, args.games, specs, args.seed, args.rotate, {"tuning": args.tuning}))
    out["tuning"] = args.tuning
    if args.json:
        print(json.dumps(out, indent=1))
        return 0
    print(
        f"{out['games']} games, {out['rounds']} rounds on average, {out['kings_killed_per_game']} Kings killed and "
        f"{out['capitals_taken_per_game']} capitals taken a game (tuning={args.tuning})"
    )
    print_reasons(out["reasons"])
    for spec, fig in out["agents"].items():
        print(f"{spec}: {json.dumps(fig)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
