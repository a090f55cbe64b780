"""Write the golden corpus of saves (run once, by hand; never by a test).

The corpus pins down how today's engine plays: every save here must load, replay and verify, forever
after (tests/core/test_golden_saves.py). A rules change that alters the sequence of decisions must keep
these saves working (a migration, or the old rules kept behind the save's rules version); it must not
regenerate them. See README.md in this folder.

Usage, from the repository root, on a clean checkout of the commit the corpus is made from (the saves
must come from committed code, not from a working tree with changes in progress)::

    .venv/bin/python tests/golden_saves/make_corpus.py            # writes the saves that are missing
    .venv/bin/python tests/golden_saves/make_corpus.py --list     # prints the planned file names

An existing file is never overwritten (delete it by hand first if you really mean to replace it, and
say why in the commit). Each game is played by the project's seeded computer players (``greedy``,
``random``) exactly as ``warroom sim`` seats them, and saved with ``warroom.core.saves.write_save``.
A save's ``meta`` records the agents, the state it was stopped in and the result it ended with, which
the test checks after replaying it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from warroom.core.game import Game
from warroom.core.registry import new_game
from warroom.core.saves import write_save
from warroom.sim.runner import build_agents, seat_agents

HERE = Path(__file__).resolve().parent

#: The three states a save is stopped in.
END, MID_TURN, MID_BATTLE = "end", "mid-turn", "mid-battle"


def in_battle(game: Game) -> bool:
    """Whether the game is in the middle of a battle: a decision is due inside one."""
    s: Any = getattr(game, "state", None)
    ruleset = game.ruleset_id
    if ruleset in ("war", "war-imperio-romano"):
        # A conquest made, the armies that move in not yet chosen.
        return bool(s.phase == "occupy")
    if ruleset == "war-cards":
        # An attack card played, the defence not yet chosen.
        return s.battle is not None
    if ruleset.startswith("imperialism-"):
        # The battles of a movement turn being fought, or a sea battle starting.
        interrupt = s.interrupt
        return bool(s.phase == "battles" or (interrupt is not None and interrupt.kind in ("encounter", "join")))
    if ruleset == "ww4":
        return s.combat is not None
    raise ValueError(f"no battle test for {ruleset}")


def in_turn(game: Game) -> bool:
    """Whether the game is in the middle of a player's turn, outside any battle."""
    s: Any = getattr(game, "state", None)
    ruleset = game.ruleset_id
    if in_battle(game):
        return False
    if ruleset in ("war", "war-imperio-romano"):
        return bool(s.phase in ("attack", "move"))
    if ruleset == "war-cards":
        return bool(s.phase == "attack")
    if ruleset.startswith("imperialism-"):
        return bool(s.phase in ("movement", "production"))
    if ruleset == "ww4":
        return bool(s.step in ("movement", "purchase", "deploy"))
    raise ValueError(f"no turn test for {ruleset}")


@dataclass(frozen=True)
class Spec:
    """One save of the corpus: a game, who plays it, and when to stop."""

    ruleset: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 1
    agents: tuple[str, ...] = ("greedy",)
    #: END plays to the end; MID_TURN and MID_BATTLE stop at the first such state after ``after`` actions.
    state: str = END
    after: int = 0
    #: What the file name says about the options (the options themselves are in the save).
    label: str = "default"

    def name(self) -> str:
        agents = "-".join(dict.fromkeys(self.agents))
        return f"{self.ruleset}__{self.players}p__{self.label}__{agents}__seed{self.seed}__{self.state}.json"


def _specs() -> list[Spec]:
    """The corpus: every ruleset, several options each, games ended and games in progress."""
    g, r = "greedy", "random"
    out = [
        # Grow's WAR: round limits, 2 players, objectives won, a conquest waiting to be occupied.
        Spec("war", 3, {}, 7, (g,), END),
        Spec("war", 3, {"round_limit": 6}, 1, (g,), END, label="round_limit6"),
        Spec("war", 2, {"two_players": True, "round_limit": 8}, 2, (g, r), END, label="two_players-round_limit8"),
        Spec(
            "war",
            6,
            {"round_limit": 3, "colours": "black,green,red,blue,yellow,white"},
            3,
            (g,),
            END,
            label="colours-round_limit3",
        ),
        Spec("war", 4, {}, 4, (g, r), MID_BATTLE, 60),
        Spec("war", 5, {}, 5, (r,), MID_TURN, 90),
        # War: Império Romano.
        Spec("war-imperio-romano", 3, {"round_limit": 6}, 1, (g,), END, label="round_limit6"),
        Spec("war-imperio-romano", 4, {"round_limit": 3}, 2, (g, r), END, label="round_limit3"),
        Spec("war-imperio-romano", 4, {}, 3, (g,), MID_BATTLE, 40),
        # War Cards, the packaged (default) deck.
        Spec("war-cards", 3, {}, 1, (g,), END),
        Spec("war-cards", 4, {"round_limit": 4}, 2, (g, r), END, label="round_limit4"),
        Spec("war-cards", 2, {"two_players": True, "round_limit": 6}, 3, (g,), END, label="two_players-round_limit6"),
        Spec("war-cards", 5, {}, 4, (g, r), MID_BATTLE, 30),
        Spec("war-cards", 6, {}, 5, (r,), MID_TURN, 25),
        # War! Age of Imperialism, Basic.
        Spec("imperialism-basic", 3, {"turns": 2}, 1, (g,), END, label="turns2"),
        Spec("imperialism-basic", 2, {"end": "last-standing"}, 3, (g,), END, label="last-standing"),
        Spec("imperialism-basic", 2, {"two_empires": True, "turns": 2}, 2, (g, r), END, label="two_empires-turns2"),
        Spec(
            "imperialism-basic",
            4,
            {"purchase": "plan-and-reveal", "turns": 3},
            3,
            (g,),
            MID_BATTLE,
            60,
            label="plan-and-reveal-turns3",
        ),
        Spec(
            "imperialism-basic",
            5,
            {"turn_order": "random", "save_pp": True, "turns": 3},
            4,
            (g, r),
            MID_TURN,
            120,
            label="random_order-save_pp-turns3",
        ),
        # Standard.
        Spec("imperialism-standard", 3, {"turns": 2}, 1, (g,), END, label="turns2"),
        Spec(
            "imperialism-standard",
            4,
            {"purchase": "plan-and-reveal", "human_wave": "none", "turns": 2},
            2,
            (g, r),
            END,
            label="plan-and-reveal-no_human_wave-turns2",
        ),
        Spec("imperialism-standard", 3, {"turns": 3}, 3, (g,), MID_BATTLE, 80, label="turns3"),
        Spec(
            "imperialism-standard",
            2,
            {"two_empires": True, "opening_placement": "usual", "turns": 3},
            4,
            (g,),
            MID_TURN,
            70,
            label="two_empires-usual_placement-turns3",
        ),
        Spec("imperialism-standard", 3, {"scenario": "1886", "turns": 2}, 5, (g,), END, label="scenario1886-turns2"),
        # Advanced, its options, and the Historical Scenario 1886.
        Spec("imperialism-advanced", 3, {"turns": 2}, 1, (g,), END, label="turns2"),
        Spec("imperialism-advanced", 4, {"turns": 3}, 2, (g, r), MID_BATTLE, 60, label="turns3"),
        Spec("imperialism-advanced", 4, {"scenario": "1886", "turns": 2}, 3, (g,), END, label="scenario1886-turns2"),
        Spec(
            "imperialism-advanced",
            2,
            {"scenario": "1886", "scenario_sides": "small", "turns": 2},
            4,
            (g, r),
            END,
            label="scenario1886-small-turns2",
        ),
        Spec(
            "imperialism-advanced",
            3,
            {"advanced_battles": False, "research": False, "turns": 2},
            5,
            (g,),
            END,
            label="no_advanced_battles-no_research-turns2",
        ),
        Spec(
            "imperialism-advanced",
            3,
            {"turns": 3, "purchase": "plan-and-reveal"},
            6,
            (g,),
            MID_TURN,
            100,
            label="plan-and-reveal-turns3",
        ),
        # World War IV: player counts, the optional set-ups, combats in progress.
        Spec("ww4", 3, {}, 4, (g,), END),
        Spec("ww4", 3, {"round_limit": 3}, 1, (g,), END, label="round_limit3"),
        Spec(
            "ww4", 4, {"alternate_setup": True, "round_limit": 2}, 2, (g, r), END, label="alternate_setup-round_limit2"
        ),
        Spec("ww4", 5, {"free_build": True, "round_limit": 2}, 3, (g,), END, label="free_build-round_limit2"),
        Spec(
            "ww4",
            3,
            {"nations": "red,blue,purple", "round_limit": 2},
            4,
            (r,),
            END,
            label="nations-red-blue-purple-round_limit2",
        ),
        Spec("ww4", 3, {}, 5, (g,), MID_BATTLE, 20),
        Spec("ww4", 4, {}, 6, (g, r), MID_TURN, 40),
        Spec(
            "ww4",
            5,
            {"free_build": True, "alternate_setup": True},
            7,
            (r,),
            MID_BATTLE,
            30,
            label="free_build-alternate_setup",
        ),
    ]
    return out


def play(spec: Spec, max_actions: int = 20_000) -> Game:
    """Play a spec's game with its seeded agents until it ends or reaches the state it is stopped in."""
    game = new_game(spec.ruleset, spec.players, spec.options, spec.seed)
    agents = build_agents(spec.ruleset, spec.players, spec.seed, spec.agents)
    stop: Callable[[Game], bool] | None = {MID_TURN: in_turn, MID_BATTLE: in_battle}.get(spec.state)
    while not game.is_over():
        if stop is not None and len(game.history) >= spec.after and stop(game):
            return game
        if len(game.history) >= max_actions:
            raise RuntimeError(f"{spec.name()}: still going after {max_actions} actions")
        player = game.current_player()
        if player is None:
            raise RuntimeError(f"{spec.name()}: no player to decide")
        game.apply(agents[player].choose(game, player))
    if stop is not None:
        raise RuntimeError(f"{spec.name()}: the game ended before reaching the {spec.state} state")
    return game


def meta_of(spec: Spec, game: Game) -> dict[str, Any]:
    """What the save says about itself, checked by the test after the replay."""
    from warroom import __version__

    result = game.result()
    return {
        "source": "tests/golden_saves/make_corpus.py",
        "made_with": f"warroom {__version__}",
        "agents": seat_agents(spec.agents, spec.players),
        "state": spec.state,
        "is_over": game.is_over(),
        "winners": list(result.winners) if result is not None else None,
        "reason": result.reason if result is not None else None,
    }


def main(argv: list[str] | None = None) -> int:
    """Write the missing saves of the corpus (or list their names)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=HERE, help="the folder to write to (default: this one)")
    parser.add_argument("--list", action="store_true", help="print the file names and write nothing")
    args = parser.parse_args(argv)
    specs = _specs()
    names = [s.name() for s in specs]
    if len(set(names)) != len(names):
        raise SystemExit("two specs give the same file name")
    for spec in specs:
        path = args.out / spec.name()
        if args.list:
            print(path.name)
            continue
        if path.exists():
            print(f"kept     {path.name}")
            continue
        game = play(spec)
        write_save(game, path, meta_of(spec, game))
        print(f"written  {path.name} ({len(game.history)} actions, {path.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
