#!/usr/bin/env python
"""Benchmark of WAR self-play: random play at 3, 4 and 6 players, and the greedy agent at 4.

Run it from the repository root:

    .venv/bin/python bench/bench_war.py [--games N] [--seed S] [--reps R] [--greedy-games G]

Every game is played by the same loop as ``warroom sim``: ``p = game.current_player();
action = agent.choose(game, p); game.apply(action)``, legal-action generation included (the agents
call ``game.legal_actions()`` themselves). Games, agents and seeds are those of
``warroom sim war --seed S``: game ``i`` has seed ``game_seed(S, i)``, so a run is a fixed workload.

Each workload is played ``R`` times: the first passes plain, the last with timers around
``game.legal_actions()`` and ``game.apply()`` (per phase); speeds are the best pass, the shares and
per-phase figures come from the timed pass. A fixed pure-Python workload (a hand-written dice-battle
loop) runs in the same process as a baseline, so figures can be compared across machines as ratios.
See bench/README.md.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_SRC = Path(__file__).resolve().parents[1] / "src"
if _SRC.is_dir() and str(_SRC) not in sys.path:
    sys.path.insert(0, str(_SRC))

from warroom.agents.base import Agent  # noqa: E402
from warroom.core.game import Game  # noqa: E402
from warroom.core.registry import new_game  # noqa: E402
from warroom.sim import game_seed  # noqa: E402
from warroom.sim.runner import build_agents  # noqa: E402

#: Applied actions per second that random play should reach on one core.
GOAL_ACTIONS_PER_S = 50_000
ROUND_LIMIT = 500
PHASES = ("reinforce", "attack", "occupy", "move")
DEFAULT_BASELINE_ITERATIONS = 200_000


# -- the baseline ------------------------------------------------------------------------------------


def baseline_loop(iterations: int, seed: int = 0) -> int:
    """A minimal hand-written WAR dice battle: ``iterations`` rolls of up to 3 dice against up to 3.

    Fixed pure-Python work (list building, random draws, sorting, comparisons) whose speed tracks the
    interpreter and the machine, not this project. Returns the conquests, so the work is not idle.
    """
    r = random.Random(seed).random
    attackers = defenders = 20
    conquests = 0
    for _ in range(iterations):
        attack = sorted([1 + int(r() * 6) for _ in range(3 if attackers > 3 else attackers - 1)], reverse=True)
        defence = sorted([1 + int(r() * 6) for _ in range(3 if defenders > 3 else defenders)], reverse=True)
        for a, d in zip(attack, defence, strict=False):
            if a > d:
                defenders -= 1
            else:
                attackers -= 1
        if defenders == 0 or attackers < 2:
            conquests += defenders == 0
            attackers = defenders = 20
    return conquests


def run_baseline(iterations: int, reps: int) -> float:
    """Best iterations per second of the baseline loop over ``reps`` runs."""
    best = float("inf")
    for _ in range(reps):
        start = time.perf_counter()
        baseline_loop(iterations)
        best = min(best, time.perf_counter() - start)
    return iterations / best


# -- playing games ---------------------------------------------------------------------------------------


@dataclass
class PhaseStats:
    legal_calls: int = 0
    legal_s: float = 0.0
    legal_items: int = 0
    apply_calls: int = 0
    apply_s: float = 0.0
    choose_calls: int = 0
    choose_s: float = 0.0


@dataclass
class Pass:
    """One pass over a workload: totals, and (for a timed pass) where the time went."""

    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    reasons: dict[str, int] = field(default_factory=dict)
    timed: bool = False
    legal_s: float = 0.0
    apply_s: float = 0.0
    choose_s: float = 0.0
    phases: dict[str, PhaseStats] = field(default_factory=dict)

    def phase(self, name: str) -> PhaseStats:
        stats = self.phases.get(name)
        if stats is None:
            stats = self.phases[name] = PhaseStats()
        return stats


def _phase_of(game: Game) -> str:
    return str(game.state.phase)  # type: ignore[attr-defined]


def play_plain(game: Game, agents: Sequence[Agent]) -> None:
    while not game.is_over():
        p = game.current_player()
        assert p is not None
        action = agents[p].choose(game, p)
        game.apply(action)


def play_timed(game: Game, agents: Sequence[Agent], out: Pass) -> None:
    """The same loop with timers around legal_actions (wrapped on the instance), choose and apply."""
    clock = time.perf_counter
    original_legal = game.legal_actions

    def timed_legal() -> list[Any]:
        stats = out.phase(_phase_of(game))
        start = clock()
        actions = original_legal()
        stats.legal_s += clock() - start
        stats.legal_calls += 1
        stats.legal_items += len(actions)
        return actions

    game.legal_actions = timed_legal  # type: ignore[method-assign]
    try:
        while not game.is_over():
            p = game.current_player()
            assert p is not None
            stats = out.phase(_phase_of(game))
            t0 = clock()
            action = agents[p].choose(game, p)
            t1 = clock()
            game.apply(action)
            t2 = clock()
            stats.choose_s += t1 - t0
            stats.choose_calls += 1
            stats.apply_s += t2 - t1
            stats.apply_calls += 1
    finally:
        del game.legal_actions  # type: ignore[method-assign]


def run_pass(players: int, games: int, seed: int, agent_specs: Sequence[str], timed: bool) -> Pass:
    out = Pass(timed=timed)
    for i in range(games):
        gseed = game_seed(seed, i)
        start = time.perf_counter()
        game = new_game("war", players, {"round_limit": ROUND_LIMIT}, gseed)
        agents = build_agents("war", players, gseed, agent_specs)
        if timed:
            play_timed(game, agents, out)
        else:
            play_plain(game, agents)
        out.seconds += time.perf_counter() - start
        out.games += 1
        out.actions += len(game.history)
        result = game.result()
        reason = result.reason if result is not None else "unfinished"
        out.reasons[reason] = out.reasons.get(reason, 0) + 1
    if timed:
        out.legal_s = sum(s.legal_s for s in out.phases.values())
        out.apply_s = sum(s.apply_s for s in out.phases.values())
        out.choose_s = sum(s.choose_s for s in out.phases.values())
    return out


@dataclass
class Measurement:
    label: str
    players: int
    passes: list[Pass]

    @property
    def best(self) -> Pass:
        return min(self.passes, key=lambda p: p.seconds)

    @property
    def timed(self) -> Pass:
        return next(p for p in reversed(self.passes) if p.timed)

    @property
    def actions_per_s(self) -> float:
        return self.best.actions / self.best.seconds

    @property
    def games_per_s(self) -> float:
        return self.best.games / self.best.seconds


def measure(
    label: str,
    players: int,
    games: int,
    seed: int,
    agent_specs: Sequence[str],
    reps: int,
    progress: Callable[[str], None],
) -> Measurement:
    passes = []
    for rep in range(reps):
        timed = rep == reps - 1
        progress(f"  {label}, {players} players: pass {rep + 1}/{reps}{' (timed)' if timed else ''} ...")
        passes.append(run_pass(players, games, seed, agent_specs, timed))
    return Measurement(label, players, passes)


# -- reporting -------------------------------------------------------------------------------------------


def _us(seconds: float, calls: int) -> str:
    return f"{seconds / calls * 1e6:9.1f}" if calls else f"{'-':>9}"


def report_phases(m: Measurement, extra_choose: bool = False) -> list[str]:
    t = m.timed
    head = (
        f"    {'phase':<10}{'legal calls':>12}{'legal µs':>10}{'mean len':>10}{'apply calls':>12}"
        f"{'apply µs':>10}{'legal %':>9}{'apply %':>9}"
    )
    lines = [head + (f"{'agent µs':>10}" if extra_choose else "")]
    for name in (*PHASES, *sorted(set(t.phases) - set(PHASES))):
        s = t.phases.get(name)
        if s is None:
            continue
        mean_len = f"{s.legal_items / s.legal_calls:10.1f}" if s.legal_calls else f"{'-':>10}"
        lines.append(
            f"    {name:<10}{s.legal_calls:>12,}{_us(s.legal_s, s.legal_calls):>10}{mean_len}"
            f"{s.apply_calls:>12,}{_us(s.apply_s, s.apply_calls):>10}"
            f"{100 * s.legal_s / t.seconds:8.1f}%{100 * s.apply_s / t.seconds:8.1f}%"
            + (_us(s.choose_s - s.legal_s, s.choose_calls) if extra_choose else "")
        )
    rest = t.seconds - t.legal_s - t.apply_s
    lines.append(
        f"    all: legal {100 * t.legal_s / t.seconds:.1f}%, apply {100 * t.apply_s / t.seconds:.1f}%,"
        f" the rest (agents, loop, setup) {100 * rest / t.seconds:.1f}% of {t.seconds:.2f} s"
    )
    if extra_choose:
        agent_own = t.choose_s - t.legal_s
        lines.append(
            f"    agent: {t.choose_s / t.actions * 1e6:.1f} µs per decision inside choose(), of which"
            f" {agent_own / t.actions * 1e6:.1f} µs its own work (legal_actions excluded)"
        )
    return lines


def to_json(m: Measurement, baseline: float) -> dict[str, Any]:
    t = m.timed
    return {
        "label": m.label,
        "players": m.players,
        "games": m.best.games,
        "actions": m.best.actions,
        "best_seconds": m.best.seconds,
        "pass_seconds": [p.seconds for p in m.passes],
        "games_per_s": m.games_per_s,
        "actions_per_s": m.actions_per_s,
        "vs_goal": m.actions_per_s / GOAL_ACTIONS_PER_S,
        "vs_baseline": m.actions_per_s / baseline,
        "legal_share": t.legal_s / t.seconds,
        "apply_share": t.apply_s / t.seconds,
        "choose_us": t.choose_s / t.actions * 1e6 if t.actions else None,
        "reasons": t.reasons,
        "phases": {
            name: {
                "legal_calls": s.legal_calls,
                "legal_us": s.legal_s / s.legal_calls * 1e6 if s.legal_calls else None,
                "legal_mean_len": s.legal_items / s.legal_calls if s.legal_calls else None,
                "apply_calls": s.apply_calls,
                "apply_us": s.apply_s / s.apply_calls * 1e6 if s.apply_calls else None,
                "agent_own_us": (s.choose_s - s.legal_s) / s.choose_calls * 1e6 if s.choose_calls else None,
            }
            for name, s in t.phases.items()
        },
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=1, help="random games per player count (default 1)")
    parser.add_argument("--seed", type=int, default=0, help="batch seed, as warroom sim --seed (default 0)")
    parser.add_argument("--reps", type=int, default=2, help="passes over each workload, the last timed (default 2)")
    parser.add_argument("--players", default="3,4,6", help="player counts of random play (default 3,4,6)")
    parser.add_argument("--greedy-games", type=int, default=20, help="greedy games at 4 players (default 20; 0 skips)")
    parser.add_argument(
        "--baseline-iterations",
        type=int,
        default=DEFAULT_BASELINE_ITERATIONS,
        help=f"iterations of the baseline loop (default {DEFAULT_BASELINE_ITERATIONS:,})",
    )
    parser.add_argument("--json", metavar="FILE", help="also write the figures as JSON to FILE")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = parser.parse_args(argv)
    if args.games < 1 or args.reps < 1 or args.greedy_games < 0 or args.baseline_iterations < 1:
        parser.error("--games, --reps and --baseline-iterations must be at least 1, --greedy-games at least 0")
    player_counts = [int(p) for p in args.players.split(",") if p.strip()]

    def progress(text: str) -> None:
        if not args.quiet:
            print(text, file=sys.stderr, flush=True)

    started = time.perf_counter()
    print(f"warroom WAR benchmark: Python {platform.python_version()} ({platform.python_implementation()}),")
    print(
        f"  {platform.machine()} {platform.system()}, seed {args.seed}, round_limit {ROUND_LIMIT},"
        f" {args.reps} pass(es) per workload"
    )

    progress("baseline ...")
    baseline = run_baseline(args.baseline_iterations, max(3, args.reps))
    print(f"\nbaseline: hand-written dice-battle loop, {baseline:,.0f} iterations/s (best of {max(3, args.reps)})")

    results: list[Measurement] = []
    for players in player_counts:
        results.append(measure("random", players, args.games, args.seed, ["random"], args.reps, progress))

    print(f"\nrandom play, {args.games} game(s) per player count (goal: {GOAL_ACTIONS_PER_S:,} actions/s on one core)")
    print(
        f"  {'players':>7}{'games':>7}{'actions':>10}{'best s':>9}{'games/s':>9}{'actions/s':>11}"
        f"{'÷ goal':>8}{'÷ baseline':>11}{'legal %':>9}  ended by"
    )
    for m in results:
        b, t = m.best, m.timed
        reasons = ", ".join(f"{k} {v}" for k, v in sorted(t.reasons.items()))
        print(
            f"  {m.players:>7}{b.games:>7}{b.actions:>10,}{b.seconds:>9.2f}{m.games_per_s:>9.3f}"
            f"{m.actions_per_s:>11,.0f}{m.actions_per_s / GOAL_ACTIONS_PER_S:>8.2f}"
            f"{m.actions_per_s / baseline:>11.3f}{100 * t.legal_s / t.seconds:>8.1f}%  {reasons}"
        )
    if results:
        total_actions = sum(m.best.actions for m in results)
        total_seconds = sum(m.best.seconds for m in results)
        rate = total_actions / total_seconds
        print(
            f"  {'all':>7}{sum(m.best.games for m in results):>7}{total_actions:>10,}{total_seconds:>9.2f}{'':>9}"
            f"{rate:>11,.0f}{rate / GOAL_ACTIONS_PER_S:>8.2f}{rate / baseline:>11.3f}"
        )
    for m in results:
        print(f"\n  random, {m.players} players: per phase (timed pass; µs are means per call)")
        print("\n".join(report_phases(m)))

    greedy: Measurement | None = None
    if args.greedy_games:
        greedy = measure("greedy", 4, args.greedy_games, args.seed, ["greedy"], args.reps, progress)
        b, t = greedy.best, greedy.timed
        reasons = ", ".join(f"{k} {v}" for k, v in sorted(t.reasons.items()))
        print(f"\ngreedy self-play, 4 players, {b.games} game(s)")
        print(
            f"  {greedy.games_per_s:.2f} games/s, {greedy.actions_per_s:,.0f} decisions/s"
            f" (÷ baseline {greedy.actions_per_s / baseline:.3f}), {b.actions:,} decisions in {b.seconds:.2f} s;"
            f" ended by: {reasons}"
        )
        print("\n".join(report_phases(greedy, extra_choose=True)))

    print(f"\ntotal run time {time.perf_counter() - started:.1f} s")
    if args.json:
        data = {
            "python": platform.python_version(),
            "seed": args.seed,
            "round_limit": ROUND_LIMIT,
            "goal_actions_per_s": GOAL_ACTIONS_PER_S,
            "baseline_iterations_per_s": baseline,
            "random": [to_json(m, baseline) for m in results],
            "greedy": to_json(greedy, baseline) if greedy else None,
        }
        Path(args.json).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
