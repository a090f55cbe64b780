"""The conditional logit the fitting scripts share: the chance that alternative j of a sample is the one
that happened is softmax(w . x_j) over the sample's alternatives (a mask drops padding).

Arrays: ``x`` (samples, alternatives, features), ``mask`` (samples, alternatives) of bool, ``y``
(samples,) the index of the alternative that happened. Needs numpy.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from warroom.agents.base import Agent, make_agent
from warroom.core.registry import new_game

T = TypeVar("T")


def self_play(doc: str, games: int, play: Callable[[tuple[str, int, int]], T]) -> tuple[argparse.Namespace, list[T]]:
    """The fitting scripts' command line (``--ruleset --players --games --jobs --write``) and the games:
    ``play((ruleset, players, seed))`` for seeds 0..games-1, in a process pool of ``--jobs`` workers."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ruleset", default="war")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="write the fitted weights to the data file")
    args = parser.parse_args()
    tasks = [(args.ruleset, args.players, seed) for seed in range(args.games)]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        return args, list(pool.map(play, tasks, chunksize=20))


def log_likelihood(w: np.ndarray, x: np.ndarray, mask: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """Mean log-likelihood of the winners and the share of samples whose best-scored seat won."""
    z = np.where(mask, x @ w, -np.inf)
    z = z - z.max(axis=1, keepdims=True)
    logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
    rows = np.arange(len(y))
    return float(logp[rows, y].mean()), float((z.argmax(axis=1) == y).mean())


def fit(x: np.ndarray, mask: np.ndarray, y: np.ndarray, l2: float = 1e-3, steps: int = 50) -> np.ndarray:
    """Newton's method on the conditional-logit log-likelihood, with a small ridge."""
    n, _, k = x.shape
    w = np.zeros(k)
    rows = np.arange(n)
    for _ in range(steps):
        z = np.where(mask, x @ w, -np.inf)
        z = z - z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("ns,nsk->nk", p, x)
        grad = (x[rows, y] - mean).sum(axis=0) - l2 * n * w
        centred = x - mean[:, None, :]
        hess = -np.einsum("ns,nsk,nsl->kl", p, centred, centred) - l2 * n * np.eye(k)
        step = np.linalg.solve(hess, grad)
        w = w - step
        if np.abs(step).max() < 1e-8:
            break
    return w


#: Who played the self-play games, as the data files say it, unless a script says otherwise.
GREEDY_SELF_PLAY = "greedy in every seat, seeds 0..games-1"


def write_fitted(
    path: Path,
    args: argparse.Namespace,
    method: str,
    held_out: dict[str, float],
    names: Sequence[str],
    w: np.ndarray,
    agents: str = GREEDY_SELF_PLAY,
) -> None:
    """Write fitted weights to the data file ``path`` with their provenance: the method, the self-play
    they were fitted to (``args`` of :func:`self_play`, and who played: ``agents``) and the held-out
    figures."""
    data: dict[str, Any] = {
        "provenance": "fitted",
        "method": method,
        "ruleset": args.ruleset,
        "players": args.players,
        "games": args.games,
        "agents": agents,
        "held_out": held_out,
        "weights": {name: round(float(v), 4) for name, v in zip(names, w, strict=True)},
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2) + "\n")
    print(f"wrote {path}")


#: A sample of a winner fit: the features of every seat, which seats are still in, and the winner.
WinnerSample = tuple[list[list[float]], list[bool], int]


def turn_start_samples(
    game: Any,
    agents_for_turn: Callable[[], Sequence[Agent]],
    record: Callable[[Any], tuple[list[list[float]], list[bool]]],
) -> list[WinnerSample]:
    """Play ``game`` to its end, every seat by the agents ``agents_for_turn()`` gives at each turn start
    (``state.turn`` changes), and ``record(game)`` there (the seats' features, and which seats are in),
    each labelled with the winner; none when the game ends without a single winner."""
    rows: list[tuple[list[list[float]], list[bool]]] = []
    agents: Sequence[Agent] = ()
    turn = -1
    while (p := game.current_player()) is not None:
        if game.state.turn != turn:
            turn = game.state.turn
            rows.append(record(game))
            agents = agents_for_turn()
        game.apply(agents[p].choose(game, p))
    result = game.result()
    if result is None or len(result.winners) != 1:
        return []
    return [(f, alive, result.winners[0]) for f, alive in rows]


def random_plan_samples(
    args: tuple[str, int, int],
    plans: Sequence[str],
    record: Callable[[Any], tuple[list[list[float]], list[bool]]],
) -> list[WinnerSample]:
    """One game ``args`` = (ruleset, players, seed) for a fit to the plans' positions: every seat plays a plan
    drawn from ``plans`` at every turn start (by a ``random.Random(seed)``, a seed each agent), and
    :func:`turn_start_samples` records ``record(game)`` there."""
    ruleset, players, seed = args
    rng = random.Random(seed)

    def draw() -> list[Agent]:
        return [make_agent(rng.choice(plans), ruleset, rng.getrandbits(32)) for _ in range(players)]

    return turn_start_samples(new_game(ruleset, players, seed=seed), draw, record)


def fit_winners(
    args: argparse.Namespace,
    games: Sequence[Sequence[WinnerSample]],
    names: Sequence[str],
    current: Callable[[], Sequence[float]],
    data: Path,
    method: str,
    agents: str = GREEDY_SELF_PLAY,
) -> None:
    """Fit an evaluation's weights to self-play ``games`` (each a list of :data:`WinnerSample`): the
    chance that seat p wins is softmax(w . f_p) over the seats still in. Fits on the first four fifths
    of the games, prints the held-out log-likelihood and the share of winners ranked first for the
    fitted weights and for ``current()`` (the weights in the data file now), then the weights; with
    ``args.write`` writes them to ``data`` (:func:`write_fitted`)."""
    split = len(games) * 4 // 5

    def arrays(part: Sequence[Sequence[WinnerSample]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
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
        now = log_likelihood(np.array(current()), *test)
    except (ValueError, FileNotFoundError) as missing:  # no file yet, or one that predates a feature
        print(f"held out, weights in file: none ({missing})")
    else:
        print(f"held out, weights in file: log-likelihood {now[0]:.4f}, winner picked {now[1]:.3f}")
    for name, value in zip(names, w, strict=True):
        print(f"  {name:16s} {value:8.3f}")
    if args.write:
        held_out = {"log_likelihood": round(fitted[0], 4), "winner_picked": round(fitted[1], 3)}
        write_fitted(data, args, method, held_out, names, w, agents)
