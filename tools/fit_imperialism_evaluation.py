"""Fit the weights of the Imperialism evaluation (warroom.agents.evaluate_imperialism) to self-play.

Plays ``--games`` 2-player games (``--ruleset``, default imperialism-basic) in which every seat plays,
each game turn, a plan drawn at random from the plan search's plans (warroom.agents.plans_imperialism:
settings of the greedy player), so that the positions are the kind the plan search compares: more
armies or more buildings, bolder or more cautious invasions. At the start of every turn it records
:func:`imperialism_features` for every seat, and fits a conditional logit: the chance that seat p wins
is softmax(w . f_p) over the seats still in (drawn games are left out). The last fifth of the games is
held out; the script prints the log-likelihood and the share of winners picked, for the fitted weights
and for the weights in the data file now. With ``--write`` it writes the fitted weights to
src/warroom/data/agents/imperialism_evaluation.json with their provenance.

Needs numpy (``pip install -e '.[fast]'``):

    python tools/fit_imperialism_evaluation.py --games 3000 --jobs 2 --write
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from conditional_logit import WinnerSample, fit_winners, random_plan_samples, self_play

from warroom.agents.evaluate_imperialism import IMPERIALISM_FEATURES, imperialism_features, imperialism_weights
from warroom.agents.plans_imperialism import IMPERIALISM_PLANS
from warroom.rulesets.imperialism.ending import counting_empire

DATA = Path(__file__).resolve().parents[1] / "src" / "warroom" / "data" / "agents" / "imperialism_evaluation.json"


def play(args: tuple[str, int, int]) -> list[WinnerSample]:
    """One game of random plans: (features of every seat, seats in, winner) at every turn start."""
    return random_plan_samples(args, IMPERIALISM_PLANS, _record)


def _record(g: Any) -> tuple[list[list[float]], list[bool]]:
    alive = [not g.state.eliminated[counting_empire(g, seat)] for seat in range(g.players)]
    return imperialism_features(g), alive


def main() -> None:
    if "--ruleset" not in sys.argv:
        sys.argv += ["--ruleset", "imperialism-basic"]
    if "--players" not in sys.argv:
        sys.argv += ["--players", "2"]
    args, games = self_play(__doc__ or "", 3000, play)
    method = (
        "conditional logit (softmax over the seats still in) of the winner on warroom.agents."
        "evaluate_imperialism.imperialism_features at the start of every turn, Newton's method with "
        "ridge 1e-3; tools/fit_imperialism_evaluation.py"
    )
    agents = "each seat a plan of warroom.agents.plans_imperialism drawn at random every turn, seeds 0..games-1"
    fit_winners(args, games, IMPERIALISM_FEATURES, imperialism_weights, DATA, method, agents)


if __name__ == "__main__":
    main()
