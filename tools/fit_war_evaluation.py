"""Fit the weights of the WAR-family evaluation (warroom.agents.evaluate.evaluate_war) to self-play.

Plays ``--games`` 4-player WAR games between greedy players (seeds 0..games-1), records
:func:`war_features` for every seat at the start of every turn, and fits a conditional logit: the
chance that seat p wins is softmax(w . f_p) over the seats still in. The last fifth of the games is
held out, and the script prints the log-likelihood and the share of winners picked, for the fitted
weights and for the weights in the data file now. With ``--write`` it writes the fitted weights to
src/warroom/data/agents/war_evaluation.json with their provenance.

Needs numpy (``pip install -e '.[fast]'``):

    python tools/fit_war_evaluation.py --games 2000 --jobs 2 --write
"""

from __future__ import annotations

from pathlib import Path

from conditional_logit import WinnerSample, fit_winners, self_play, turn_start_samples

from warroom.agents.base import make_agent
from warroom.agents.evaluate import WAR_FEATURES, war_features, war_weights
from warroom.core.registry import new_game

DATA = Path(__file__).resolve().parents[1] / "src" / "warroom" / "data" / "agents" / "war_evaluation.json"


def play(args: tuple[str, int, int]) -> list[WinnerSample]:
    """One greedy self-play game: (features of every seat, seats alive, winner) at every turn start."""
    ruleset, players, seed = args
    game = new_game(ruleset, players, seed=seed)
    agents = [make_agent("greedy", ruleset, seed * 31 + p) for p in range(players)]
    return turn_start_samples(game, lambda: agents, lambda g: (war_features(g), [not e for e in g.state.eliminated]))


def main() -> None:
    args, games = self_play(__doc__ or "", 2000, play)
    method = (
        "conditional logit (softmax over the seats still in) of the winner on warroom.agents.evaluate."
        "war_features at the start of every turn, Newton's method with ridge 1e-3; "
        "tools/fit_war_evaluation.py"
    )
    fit_winners(args, games, WAR_FEATURES, war_weights, DATA, method)


if __name__ == "__main__":
    main()
