"""Evaluation and candidate actions for searching War! Age of Imperialism (imperialism-basic, -standard).

An evaluation gives every seat a share in [0, 1]: what counts at the end (regions, plus the whole-global-
region bonus: rulebook 000, "How to Win") and, with smaller weights, what wins regions later (production
points counted at the last production round, armies on the board). In the two-empire game a seat is
valued by the empire its score would be taken from (the larger in Basic, the smaller in Standard).

It reads the whole state of the game it is given: search players give it determinized copies only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from warroom.agents.evaluate import final_values
from warroom.core.actions import Action
from warroom.core.game import Game

#: Weights of what is not yet score: production points (of the last count) and armies, per region of score.
_INCOME_WEIGHT = 1 / 15
_ARMY_WEIGHT = 1 / 8
_ARMIES = frozenset({"inf", "cav", "art", "ldr"})


def evaluate_imperialism(game: Game) -> list[float]:
    """Each seat's share of the position's value (1 to the winners once the game is over)."""
    done = final_values(game)
    if done is not None:
        return done
    g: Any = game
    s = g.state
    value = [0.0] * s.empires
    for o in s.owner:
        if o >= 0:
            value[o] += 1.0
    for _gid, members in g.geo.global_regions:
        owners = {s.owner[r] for r in members}
        if len(owners) == 1 and (o := owners.pop()) >= 0:
            value[o] += g.level.global_region_score
    for e in range(s.empires):
        value[e] += _INCOME_WEIGHT * s.income[e].get("total", 0)
    for p in s.pieces.values():
        if p.kind in _ARMIES:
            value[p.owner] += _ARMY_WEIGHT
    seats = [0.0] * game.players
    largest = g.level.two_empires_count == "largest"
    for seat in range(game.players):
        mine = [value[e] for e in range(s.empires) if s.seat_of[e] == seat and not s.eliminated[e]]
        if mine:
            seats[seat] = max(mine) if largest or len(mine) == 1 else min(mine)
    total = sum(seats)
    return [v / total for v in seats] if total > 0 else [1.0 / game.players] * game.players


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
