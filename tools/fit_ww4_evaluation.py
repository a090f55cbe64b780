"""Fit the weights of the World War IV evaluation (warroom.agents.evaluate_ww4) to self-play.

Plays ``--games`` games (``--players``, default 4) in which every seat plays, each round, a plan drawn at
random from ``FIT_PLANS`` (settings of the greedy player: the plan search's plans when the weights in the
data file were fitted, before they kept the King's guard), so that the positions are the kind the plan
search compares: bolder or more cautious invasions, King hunts, fleets. ``FIT_PLANS`` stays as it was so
that the command below reproduces the weights in the data file; a refit to the plans of today
(warroom.agents.plans_ww4.WW4_PLANS) changes it and the data file together.
At the start of every round it records :func:`ww4_features` for every seat, and fits a conditional logit:
the chance that seat p wins is softmax(w . f_p) over the seats still in (games without a single winner,
cold-war draws among them, are left out). The last fifth of the games is held out; the script prints the
log-likelihood and the share of winners picked, for the fitted weights and for the weights in the data
file now. With ``--write`` it writes the fitted weights to src/warroom/data/agents/ww4_evaluation.json with
their provenance.

Needs numpy (``pip install -e '.[fast]'``):

    python tools/fit_ww4_evaluation.py --games 2000 --jobs 2 --write
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from conditional_logit import WinnerSample, fit_winners, random_plan_samples, self_play

from warroom.agents.evaluate_ww4 import WW4_FEATURES, ww4_features, ww4_weights
from warroom.rulesets.ww4 import ending

DATA = Path(__file__).resolve().parents[1] / "src" / "warroom" / "data" / "agents" / "ww4_evaluation.json"

#: The plans the seats of the fitting games draw from: warroom.agents.plans_ww4's plans of the fit in the
#: data file (the greedy player's own setting, hold, King hunt, fleet, assault; no King's guard).
FIT_PLANS: tuple[str, ...] = (
    "greedy",
    "greedy:superiority=2.6,strike=2.2,king_strike=1.8,march=3,hunters=4",
    "greedy:king_strike=0.9,strike=1.3,hunters=14,pack=4,stack=6,march=12",
    "greedy:bombers=6,destroyers=4,frigates=2,rich=12,forts=0",
    "greedy:superiority=1.5,strike=1.2,barbarians=1.2",
)


def play(args: tuple[str, int, int]) -> list[WinnerSample]:
    """One game of random plans: (features of every seat, seats in, winner) at every round start."""
    return random_plan_samples(args, FIT_PLANS, _record)


def _record(g: Any) -> tuple[list[list[float]], list[bool]]:
    return ww4_features(g), ending.seats_in(g)


def main() -> None:
    if "--ruleset" not in sys.argv:
        sys.argv += ["--ruleset", "ww4"]
    args, games = self_play(__doc__ or "", 2000, play)
    method = (
        "conditional logit (softmax over the seats still in) of the winner on warroom.agents.evaluate_ww4."
        "ww4_features at the start of every round, Newton's method with ridge 1e-3; tools/fit_ww4_evaluation.py"
    )
    agents = "each seat a plan of FIT_PLANS (tools/fit_ww4_evaluation.py) drawn at random every round, seeds 0..games-1"
    fit_winners(args, games, WW4_FEATURES, ww4_weights, DATA, method, agents)


if __name__ == "__main__":
    main()
