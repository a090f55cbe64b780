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

import math
from pathlib import Path

import numpy as np
from conditional_logit import fit, log_likelihood, self_play, write_fitted

from warroom.agents.base import make_agent
from warroom.agents.evaluate import WAR_FEATURES, war_features, war_weights
from warroom.core.registry import new_game

DATA = Path(__file__).resolve().parents[1] / "src" / "warroom" / "data" / "agents" / "war_evaluation.json"

Sample = tuple[list[list[float]], list[bool], int]


def play(args: tuple[str, int, int]) -> list[Sample]:
    """One greedy self-play game: (features of every seat, seats alive, winner) at every turn start."""
    ruleset, players, seed = args
    game = new_game(ruleset, players, seed=seed)
    agents = [make_agent("greedy", ruleset, seed * 31 + p) for p in range(players)]
    rows: list[tuple[list[list[float]], list[bool]]] = []
    turn = -1
    while (p := game.current_player()) is not None:
        state = game.state  # type: ignore[attr-defined]
        if state.turn != turn:
            turn = state.turn
            rows.append((war_features(game), [not e for e in state.eliminated]))
        game.apply(agents[p].choose(game, p))
    result = game.result()
    if result is None or len(result.winners) != 1:
        return []
    return [(f, alive, result.winners[0]) for f, alive in rows]


def main() -> None:
    args, games = self_play(__doc__ or "", 2000, play)
    split = len(games) * 4 // 5

    def arrays(part: list[list[Sample]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        samples = [s for g in part for s in g]
        return (
            np.array([s[0] for s in samples]),
            np.array([s[1] for s in samples]),
            np.array([s[2] for s in samples]),
        )

    train, test = arrays(games[:split]), arrays(games[split:])
    w = fit(*train)
    fitted = log_likelihood(w, *test)
    chance = -math.log(args.players)
    print(f"samples: {len(train[2])} to fit, {len(test[2])} held out; log-likelihood by chance {chance:.4f}")
    print(f"held out, fitted weights:  log-likelihood {fitted[0]:.4f}, winner picked {fitted[1]:.3f}")
    try:
        current = log_likelihood(np.array(war_weights()), *test)
    except ValueError as missing:  # the file predates a feature
        print(f"held out, weights in file: none ({missing})")
    else:
        print(f"held out, weights in file: log-likelihood {current[0]:.4f}, winner picked {current[1]:.3f}")
    for name, value in zip(WAR_FEATURES, w, strict=True):
        print(f"  {name:16s} {value:8.3f}")
    if args.write:
        method = (
            "conditional logit (softmax over the seats still in) of the winner on warroom.agents.evaluate."
            "war_features at the start of every turn, Newton's method with ridge 1e-3; "
            "tools/fit_war_evaluation.py"
        )
        held_out = {"log_likelihood": round(fitted[0], 4), "winner_picked": round(fitted[1], 3)}
        write_fitted(DATA, args, method, held_out, WAR_FEATURES, w)


if __name__ == "__main__":
    main()
