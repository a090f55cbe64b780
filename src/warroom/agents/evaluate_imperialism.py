"""Evaluation and candidate actions for searching War! Age of Imperialism (all three levels).

The evaluation gives every seat its chance to win, by a model fitted to games (tools/
fit_imperialism_evaluation.py): what counts at the end (the score: regions and whole global regions,
000_3e12fc68eb0f2502.txt, "How to Win"; victory points in the Advanced game), and what wins regions
later (the production points the empire would count now, what its armies cost), weighted by how much
of the game is done or left. In the two-empire game a seat is valued by the empire its score would be
taken from (ending.counting_empire: the larger in Basic, the smaller in Standard).

It reads the whole state of the game it is given: search players give it determinized copies only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from warroom.agents.evaluate import final_values, fitted_chances, margin_values
from warroom.agents.fitted import fitted_weights
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.rulesets.imperialism.ending import counting_empire, empire_score
from warroom.rulesets.imperialism.production import income

#: The names of the features :func:`imperialism_features` gives every seat, in order.
IMPERIALISM_FEATURES: tuple[str, ...] = (
    "score",
    "score_done",
    "income",
    "income_left",
    "armies",
    "armies_left",
)


def imperialism_features(game: Game) -> list[list[float]]:
    """For every seat, the measures of an Imperialism position the evaluation weighs
    (:data:`IMPERIALISM_FEATURES`), read from the seat's counting empire: its score as the game would
    count it now (``ending.empire_score``: regions and whole global regions, or victory points), the
    production points it would count now (``production.income``: buildings bought this turn included),
    and what its armies cost, each also weighted by how much of the game is done (the score) or left
    (the income and armies: what they can still buy and take)."""
    g: Any = game
    s = g.state
    turns = max(1, int(g.options.get("turns", 10)))
    done = min(1.0, (s.turn - 1) / turns)
    left = 1.0 - done
    army_cost = [0] * s.empires
    units = g.level.units
    for piece in s.pieces.values():
        spec = units.get(piece.kind)
        if spec is not None and spec.kind == "army":
            army_cost[piece.owner] += spec.cost
    out = []
    for seat in range(game.players):
        e = counting_empire(g, seat)
        score = empire_score(g, e)[0] / 20
        pp = 0.0 if s.eliminated[e] else income(g, e)["total"] / 100
        armies = army_cost[e] / 100
        out.append([score, score * done, pp, pp * left, armies, armies * left])
    return out


def imperialism_weights() -> tuple[float, ...]:
    """The fitted weights of :data:`IMPERIALISM_FEATURES` (data/agents/imperialism_evaluation.json,
    written by tools/fit_imperialism_evaluation.py)."""
    return fitted_weights("imperialism_evaluation.json", IMPERIALISM_FEATURES)


def evaluate_imperialism(game: Game) -> list[float]:
    """Each seat's chance to win by the fitted model: softmax(w . f) over the seats whose counting empire
    is still in (1 to the winners once the game is over)."""
    done = final_values(game)
    if done is not None:
        return done
    g: Any = game
    alive = [not g.state.eliminated[counting_empire(g, seat)] for seat in range(game.players)]
    return fitted_chances(imperialism_weights(), imperialism_features(game), alive)


#: Regions of lead (the score, ending.scores) that make a finished playout's margin worth e to 1.
MARGIN_SCALE = 5.0


def imperialism_final(game: Game) -> list[float]:
    """The value of a finished playout for every seat: the win and the margin it was won by
    (``evaluate.margin_values``; playouts to the end of the game, ``plans:horizon=0``)."""
    values = margin_values(game, MARGIN_SCALE)
    return values if values is not None else evaluate_imperialism(game)


def imperialism_candidates(
    game: Game, player: int, legal: Sequence[Action], first: Action, k: int, rng: random.Random
) -> list[Action]:
    """At most ``k`` actions worth searching: the heuristic's choice, the action that ends the step
    (finish moving, end the turn, finish buying), the invasions and explorations, then others drawn at
    random (the rest of a phase's actions are many and alike)."""
    from warroom.rulesets.imperialism.actions import EndMovement, EndPurchase, EndTurn, Explore, Fight, Move

    out = [first]
    ends = [a for a in legal if isinstance(a, EndMovement | EndTurn | EndPurchase)]
    out.extend(ends[:1])
    g: Any = game
    owner, index, me = g.state.owner, g.board.index, g.current_empire()
    bold: list[Action] = [a for a in legal if isinstance(a, Explore | Fight)]
    bold += [a for a in legal if isinstance(a, Move) and owner[index[a.target]] != me and a.kind != "explorer"]
    rng.shuffle(bold)
    out.extend(bold[:k])
    rest = [a for a in legal if a not in out]
    out.extend(rng.sample(rest, min(len(rest), k)))
    return list(dict.fromkeys(out))[:k]
