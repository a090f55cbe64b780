#!/usr/bin/env python
"""Benchmark of the exact battle calculators against a plain Monte Carlo of 2,000 battles.

Run it from the repository root:

    .venv/bin/python bench/bench_odds.py [--reps R] [--runs N] [--json]

Each case is timed R times (best and median reported) in this one process, next to a hand-written
Monte Carlo of the same battle with N runs (default 2,000, TripleA's old default), so the ratio holds
on any machine. The targets (issue "Battle systems as shared modules, with exact odds"):

- WAR 100 v 100, exact full distribution: at most 1 ms (the vectorised path; numpy), pure Python at
  most 10 ms;
- a 200 x 200 table of WAR win probabilities: at most 25 ms;
- ships 20 v 20: at most 1 ms;
- War! Age of Imperialism Basic 30 v 30: at most 5 ms.

The Monte Carlo error is printed too: its estimate of the attacker's chance against the exact value.
See bench/README.md.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_SRC = Path(__file__).resolve().parents[1] / "src"
if _SRC.is_dir() and str(_SRC) not in sys.path:
    sys.path.insert(0, str(_SRC))

from warroom.battles import (  # noqa: E402
    _fast,
    imperialism_advanced,
    imperialism_basic,
    imperialism_standard,
    ships,
    war_cards,
    war_dice,
)
from warroom.battles.imperialism import native_army  # noqa: E402

BASIC_ARMY = {"inf": 10, "cav": 10, "art": 10}  # 30 pieces a side


# -- plain Monte Carlo baselines ---------------------------------------------------------------------


def mc_war(attack: int, defend: int, runs: int, seed: int = 1) -> float:
    """Plain Monte Carlo of a WAR battle (3 dice a side): the attacker's chance."""
    r = random.Random(seed).random
    wins = 0
    for _ in range(runs):
        a, d = attack, defend
        while d and a > 1:
            ra = sorted((int(r() * 6) for _ in range(min(3, a - 1))), reverse=True)
            rd = sorted((int(r() * 6) for _ in range(min(3, d))), reverse=True)
            for x, y in zip(ra, rd, strict=False):
                if x > y:
                    d -= 1
                else:
                    a -= 1
        wins += d == 0
    return wins / runs


def mc_ships(attack: int, defend: int, runs: int, seed: int = 1) -> float:
    """Plain Monte Carlo of a ship battle (two dice a ship, 9 or more hits)."""
    r = random.Random(seed).random
    wins = 0
    for _ in range(runs):
        a, d = attack, defend
        while a and d:
            ha = sum(1 for _ in range(a) if int(r() * 6) + int(r() * 6) >= 7)
            hd = sum(1 for _ in range(d) if int(r() * 6) + int(r() * 6) >= 7)
            a, d = max(0, a - hd), max(0, d - ha)
        wins += a > 0 and d == 0
    return wins / runs


def mc_basic(attack: dict[str, int], defend: dict[str, int], runs: int, seed: int = 1) -> float:
    """Plain Monte Carlo of a Basic-rules army battle, strongest piece first on both sides."""
    mods = {"inf": 0, "cav": 1, "art": 2, "ldr": 3}
    qa = sorted(mods[u] for u, n in attack.items() for _ in range(n))
    qd = sorted(mods[u] for u, n in defend.items() for _ in range(n))
    r = random.Random(seed).random
    wins = 0
    for _ in range(runs):
        a, d = list(qa), list(qd)
        while a and d:
            x = int(r() * 6) + int(r() * 6) + a[-1]
            y = int(r() * 6) + int(r() * 6) + d[-1]
            if x < y:
                a.pop()
            elif y < x:
                d.pop()
        wins += bool(a)
    return wins / runs


# -- timing ------------------------------------------------------------------------------------------


@dataclass
class Case:
    name: str
    method: str
    fn: Callable[[], Any]
    target_ms: float | None
    baseline: str


def timed(fn: Callable[[], Any], reps: int) -> tuple[float, float]:
    """(best, median) seconds over ``reps`` calls."""
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times), statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--reps", type=int, default=20, help="timings per case (default 20)")
    parser.add_argument("--runs", type=int, default=2000, help="Monte Carlo runs in the baseline (default 2000)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.add_argument("--play-only", action="store_true", help="only the play sizes against WAR 100 v 100")
    args = parser.parse_args(argv)
    if args.play_only:
        play = play_sizes(max(3, args.reps // 4))
        print(json.dumps({"play_sizes": play}) if args.json else format_play(play))
        return 0
    runs, reps = args.runs, args.reps
    have_numpy = _fast.available()

    cases = [
        Case(
            "WAR 100 v 100, distribution",
            "python",
            lambda: war_dice.distribution(100, 100, backend="python"),
            10.0,
            "war",
        ),
        Case("WAR 100 v 100, Odds object", "python", lambda: war_dice.odds(100, 100, backend="python"), None, "war"),
        Case("WAR table 200 x 200", "python", lambda: war_dice.win_table(200, 200), 25.0, "war"),
        Case(
            "ships 20 v 20, distribution", "python", lambda: ships.distribution(20, 20, backend="python"), None, "ships"
        ),
        Case("AoI Basic 30 v 30", "python", lambda: imperialism_basic.odds(BASIC_ARMY, BASIC_ARMY), 5.0, "basic"),
        Case(
            "AoI Standard 30 v 30",
            "python",
            lambda: imperialism_standard.odds(BASIC_ARMY, BASIC_ARMY, defend_victims="types"),
            None,
            "basic",
        ),
        Case(
            "AoI Advanced 10 v 10",
            "python",
            lambda: imperialism_advanced.odds({"inf": 4, "cav": 3, "art": 3}, {"inf": 5, "cav": 3, "art": 2}),
            None,
            "basic",
        ),
        Case("War Cards, the packaged deck as the pile", "python", lambda: war_cards.odds((6, 4, 3)), None, "basic"),
    ]
    if have_numpy:
        cases[1:1] = [
            Case(
                "WAR 100 v 100, distribution",
                "numpy",
                lambda: war_dice.distribution(100, 100, backend="numpy"),
                1.0,
                "war",
            ),
            Case("WAR 100 v 100, Odds object", "numpy", lambda: war_dice.odds(100, 100, backend="numpy"), None, "war"),
        ]
        cases.insert(
            5,
            Case(
                "ships 20 v 20, distribution",
                "numpy",
                lambda: ships.distribution(20, 20, backend="numpy"),
                1.0,
                "ships",
            ),
        )
        cases.insert(
            6, Case("ships 20 v 20, Odds object", "numpy", lambda: ships.odds(20, 20, backend="numpy"), None, "ships")
        )
    # Warm-up: first calls fill the roll tables (cached for the life of the process, as in a game).
    for case in cases:
        case.fn()

    baselines: dict[str, dict[str, float]] = {}
    for key, fn, exact in (
        ("war", lambda: mc_war(100, 100, runs), war_dice.odds(100, 100).attacker_wins),
        ("ships", lambda: mc_ships(20, 20, runs), ships.odds(20, 20).attacker_wins),
        (
            "basic",
            lambda: mc_basic(BASIC_ARMY, BASIC_ARMY, runs),
            imperialism_basic.odds(BASIC_ARMY, BASIC_ARMY).attacker_wins,
        ),
    ):
        best, median = timed(fn, max(3, reps // 5))
        estimate = fn()
        baselines[key] = {
            "best_ms": best * 1e3,
            "median_ms": median * 1e3,
            "estimate": estimate,
            "exact": exact,
            "error": estimate - exact,
            "standard_error": math.sqrt(exact * (1 - exact) / runs),
        }

    results = []
    for case in cases:
        best, median = timed(case.fn, reps)
        base = baselines[case.baseline]
        results.append(
            {
                "case": case.name,
                "path": case.method,
                "best_ms": best * 1e3,
                "median_ms": median * 1e3,
                "target_ms": case.target_ms,
                "meets_target": None if case.target_ms is None else best * 1e3 <= case.target_ms,
                "baseline": case.baseline,
                "speedup_vs_mc": base["best_ms"] / (best * 1e3),
            }
        )

    meta = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "numpy": have_numpy,
        "reps": reps,
        "mc_runs": runs,
    }
    play = play_sizes(max(3, reps // 4))
    if args.json:
        print(json.dumps({"meta": meta, "baselines": baselines, "results": results, "play_sizes": play}))
        return 0
    numpy_text = "yes" if have_numpy else "no"
    print(f"bench_odds: Python {meta['python']} on {meta['machine']}, numpy {numpy_text}, best of {reps}")
    print()
    print(f"Monte Carlo baselines ({runs} runs, pure Python):")
    names = {"war": "WAR 100 v 100", "ships": "ships 20 v 20", "basic": "AoI Basic 30 v 30"}
    for key, b in baselines.items():
        print(
            f"  {names[key]:<20} {b['best_ms']:9.1f} ms   estimate {b['estimate']:.4f} vs exact {b['exact']:.4f}"
            f" (error {b['error']:+.4f}, standard error {b['standard_error']:.4f})"
        )
    print()
    print(
        f"  {'case':<30} {'path':<7} {'best ms':>9} {'median ms':>10} {'target':>8} {'ok':>4} {'x faster than MC':>17}"
    )
    for r in results:
        target = "" if r["target_ms"] is None else f"{r['target_ms']:g}"
        ok = "" if r["meets_target"] is None else ("yes" if r["meets_target"] else "NO")
        print(
            f"  {r['case']:<30} {r['path']:<7} {r['best_ms']:9.3f} {r['median_ms']:10.3f} {target:>8} {ok:>4}"
            f" {r['speedup_vs_mc']:17.0f}"
        )
    print()
    print("The table case is compared with one 2,000-run battle; a Monte Carlo table would take 40,000 of them.")
    print()
    print(format_play(play))
    return 0


# -- every system at the sizes that occur in play ---------------------------------------------------------


def play_sizes(reps: int) -> list[dict[str, Any]]:
    """Each system's median time at play sizes, as a ratio to WAR 100 v 100 exact in this same run (issue
    "Odds before every battle, fast": at most 100 ms for 30 against 30 units)."""
    from warroom.rulesets.ww4 import combat_odds

    army = {"inf": 10, "cav": 10, "art": 10}
    natives = native_army("12++")
    cases: list[tuple[str, Callable[[], Any]]] = [
        ("WAR 100 v 100 exact (baseline)", lambda: war_dice.odds(100, 100)),
        ("War Cards, against the pile", lambda: war_cards.odds((6, 4, 3))),
        ("AoI Basic 30 v 30, strongest", lambda: imperialism_basic.odds(army, army)),
        ("AoI Basic 30 v 30, random piece", lambda: imperialism_basic.odds(army, army, attack_policy="random")),
        (
            "AoI Standard 30 v 30, types v valuable",
            lambda: imperialism_standard.odds(army, army, attack_victims="types", fort=True),
        ),
        (
            "AoI Standard 30 v natives 12++, Human Wave",
            lambda: imperialism_standard.odds(army, natives, natives=True, human_wave="match"),
        ),
        ("AoI Advanced 30 v 30, weakest target", lambda: imperialism_advanced.odds(army, army)),
        (
            "AoI Advanced 30 v 30, types, retreat 1",
            lambda: imperialism_advanced.odds(army, army, attack_target="types", attack_retreat=1),
        ),
        ("AoI sea 12 v 12, Metallurgy 1 v 0", lambda: ships.odds(12, 12, hits=(2, 1), damage=("focus", "focus"))),
        (
            "WW4 README example, fort",
            lambda: combat_odds.simulate({"militia": 4, "armor": 1}, {"cavalry": 3, "artillery": 1}, fort=True),
        ),
        (
            "WW4 25 v 20 with a fort",
            lambda: combat_odds.simulate(
                {"militia": 10, "soldier": 8, "armor": 4, "artillery": 3},
                {"militia": 8, "soldier": 6, "cavalry": 3, "artillery": 3},
                fort=True,
            ),
        ),
        (
            "WW4 30 v 30 mixed (5 kinds a side)",
            lambda: combat_odds.simulate(
                {"militia": 12, "soldier": 8, "cavalry": 4, "armor": 3, "artillery": 3},
                {"militia": 12, "soldier": 8, "cavalry": 4, "artillery": 3, "armor": 3},
            ),
        ),
        (
            "WW4 README example, fort, Spies 1 v 1",
            lambda: combat_odds.simulate(
                {"militia": 4, "armor": 1}, {"cavalry": 3, "artillery": 1}, fort=True, spies=(1, 1)
            ),
        ),
        (
            "WW4 30 v 30, 4 Bombers, Spies 2 v 1",
            lambda: combat_odds.simulate(
                {"militia": 12, "soldier": 8, "cavalry": 3, "armor": 3, "bomber": 4},
                {"militia": 12, "soldier": 8, "cavalry": 4, "artillery": 3, "armor": 3},
                spies=(2, 1),
            ),
        ),
    ]
    out: list[dict[str, Any]] = []
    base = 0.0
    for name, fn in cases:
        fn()  # warm-up: the first call fills the roll tables (cached for the life of the process, as in a server)
        result = fn()
        _, median = timed(fn, reps)
        base = base or median
        ci = result.ci95["attacker_wins"] if result.ci95 else None
        out.append(
            {
                "case": name,
                "median_ms": median * 1e3,
                "ratio_to_war": median / base,
                "method": result.method,
                "attacker_wins": result.attacker_wins,
                "samples": result.samples,
                # The 95% interval's half-width on the attacker's chance, in points (Monte Carlo only).
                "half_width_points": None if ci is None else (ci[1] - ci[0]) / 2 * 100,
            }
        )
    return out


def format_play(play: list[dict[str, Any]]) -> str:
    lines = ["Play sizes (median ms; ratio to WAR 100 v 100 exact in this run):"]
    for r in play:
        mc = "" if r.get("samples") is None else f"  {r['samples']} combats, +-{r['half_width_points']:.2f} points"
        lines.append(
            f"  {r['case']:<44} {r['median_ms']:10.2f} ms  x{r['ratio_to_war']:9.1f}  {r['method']:<11}"
            f" attacker {r['attacker_wins']:.4f}{mc}"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
