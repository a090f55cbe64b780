"""Fit the weights of the WAR objective beliefs (warroom.agents.objective_beliefs) to self-play.

Plays ``--games`` 4-player WAR games between greedy players (seeds 0..games-1). At the start of every
turn of seat 0 from round 2 on, for every other seat still in, it records the belief features of every
objective card seat 0 cannot rule out, and which card the seat holds; then fits a conditional logit
(softmax over the cards). The last fifth of the games is held out; the script prints the log-likelihood
of the true cards there (fitted, weights in the file now, uniform) and the share of true cards ranked
first, by round. With ``--write`` it writes the weights to
src/warroom/data/agents/war_objective_beliefs.json with their provenance.

Needs numpy (``pip install -e '.[fast]'``):

    python tools/fit_war_beliefs.py --games 1500 --jobs 2 --write
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
from conditional_logit import fit, log_likelihood, self_play, write_fitted

from warroom.agents.base import make_agent
from warroom.agents.objective_beliefs import BELIEF_FEATURES, belief_weights, conquests_seen, objective_features
from warroom.core.registry import new_game

DATA = Path(__file__).resolve().parents[1] / "src" / "warroom" / "data" / "agents" / "war_objective_beliefs.json"

#: (features of every candidate card, index of the card held, round)
Sample = tuple[list[list[float]], int, int]


def play(args: tuple[str, int, int]) -> list[Sample]:
    """One greedy self-play game: the belief samples seat 0 sees at its turn starts."""
    ruleset, players, seed = args
    game = new_game(ruleset, players, seed=seed)
    g: Any = game
    agents = [make_agent("greedy", ruleset, seed * 31 + p) for p in range(players)]
    samples: list[Sample] = []
    seen_round = -1
    while (p := game.current_player()) is not None:
        s = g.state
        if p == 0 and s.round != seen_round and s.round >= 2:
            seen_round = s.round
            cards = [o for o in g.objective_pool(s.colours) if o != s.objectives[0]]
            conquests = conquests_seen(game, 0)
            content = g.table.content
            for q in range(1, players):
                if s.eliminated[q]:
                    continue
                rows = [objective_features(game, q, content.objectives[o], conquests[q]) for o in cards]
                samples.append((rows, cards.index(s.objectives[q]), s.round))
        game.apply(agents[p].choose(game, p))
    return samples


def main() -> None:
    args, games = self_play(__doc__ or "", 1500, play)
    split = len(games) * 4 // 5

    def arrays(samples: list[Sample]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        width = max(len(s[0]) for s in samples)
        x = np.zeros((len(samples), width, len(BELIEF_FEATURES)))
        mask = np.zeros((len(samples), width), dtype=bool)
        for n, (rows, _, _) in enumerate(samples):
            x[n, : len(rows)] = rows
            mask[n, : len(rows)] = True
        return x, mask, np.array([s[1] for s in samples])

    train_samples = [s for g in games[:split] for s in g]
    test_samples = [s for g in games[split:] for s in g]
    w = fit(*arrays(train_samples))
    test = arrays(test_samples)
    fitted = log_likelihood(w, *test)
    uniform = float(np.mean(-np.log(test[1].sum(axis=1))))
    print(f"samples: {len(train_samples)} to fit, {len(test_samples)} held out; uniform log-likelihood {uniform:.4f}")
    print(f"held out, fitted weights:  log-likelihood {fitted[0]:.4f}, true card first {fitted[1]:.3f}")
    try:
        current = log_likelihood(np.array(belief_weights()), *test)
        print(f"held out, weights in file: log-likelihood {current[0]:.4f}, true card first {current[1]:.3f}")
    except (FileNotFoundError, ValueError):
        print("held out, weights in file: none yet")
    by_round: dict[str, list[Sample]] = {}
    for sample in test_samples:
        band = "2" if sample[2] == 2 else "3-4" if sample[2] <= 4 else "5-7" if sample[2] <= 7 else "8+"
        by_round.setdefault(band, []).append(sample)
    for band in ("2", "3-4", "5-7", "8+"):
        if band in by_round:
            ll, first = log_likelihood(w, *arrays(by_round[band]))
            count = len(by_round[band])
            print(f"  round {band:4s} {count:6d} samples: log-likelihood {ll:.4f}, true card first {first:.3f}")
    for name, value in zip(BELIEF_FEATURES, w, strict=True):
        print(f"  {name:20s} {value:8.3f}")
    if args.write:
        method = (
            "conditional logit (softmax over the objective cards seat 0 cannot rule out) of the card each "
            "other seat holds, on warroom.agents.objective_beliefs.objective_features at the start of seat "
            "0's turns from round 2, Newton's method with ridge 1e-3; tools/fit_war_beliefs.py"
        )
        held_out = {
            "log_likelihood": round(fitted[0], 4),
            "uniform_log_likelihood": round(uniform, 4),
            "true_card_first": round(fitted[1], 3),
        }
        write_fitted(DATA, args, method, held_out, BELIEF_FEATURES, w)


if __name__ == "__main__":
    main()
