"""Evaluation and candidate actions for searching World War IV (ruleset ``ww4``).

An evaluation gives every seat a share in [0, 1] (the winners 1 once the game is over): a seat whose
nations' Kings are all gone is worth nothing; otherwise its nations count what wins the game (Cities: the
World Rule; the last King standing) and, with smaller weights, what wins it later (spaces Controlled,
money, the units' value at Table 4 costs) and what loses it (enemy Spies beside its King).

It reads the whole state of the game it is given: search players give it determinized copies only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from warroom.agents.evaluate import final_values
from warroom.core.actions import Action
from warroom.core.game import Game

#: Weights per City, space Controlled, C of money and C of units; and the King's own worth.
_CITY = 6.0
_SPACE = 1.0
_MONEY = 1 / 10
_UNITS = 1 / 12
_KING = 5.0
#: Lost per enemy Spy standing beside the King with no Spy of his own there.
_EXPOSED = 2.0


def evaluate_ww4(game: Game) -> list[float]:
    """Each seat's share of the position's value (1 to the winners once the game is over)."""
    done = final_values(game)
    if done is not None:
        return done
    from warroom.rulesets.ww4 import control

    g: Any = game
    s = g.state
    costs = g.content.costs
    nations = len(s.seat_of)
    value = [0.0] * (nations + 1)
    for n in range(nations):
        if s.active[n] and s.seat_of[n] >= 0:
            value[n] = _KING + _MONEY * s.money[n] + _SPACE * len(control.lands(g, n))
    for owner in s.city:
        if 0 <= owner < nations and s.active[owner]:
            value[owner] += _CITY
    kings: dict[int, int] = {}
    for u in s.units.values():
        if u.owner < nations and s.active[u.owner]:
            value[u.owner] += _UNITS * costs.get(u.kind, 0)
            if u.kind == "king":
                kings[u.owner] = u.space
    for n, space in kings.items():
        here = [s.units[i] for i in s.at[space]]
        if not any(u.kind == "spy" and u.owner == n for u in here):
            value[n] -= _EXPOSED * sum(1 for u in here if u.kind == "spy" and u.owner != n)
    seats = [0.0] * game.players
    for n in range(nations):
        seat = s.seat_of[n]
        if seat >= 0 and s.active[n]:
            seats[seat] += max(0.1, value[n])
    total = sum(seats)
    return [v / total for v in seats] if total > 0 else [1.0 / game.players] * game.players


def ww4_candidates(
    game: Game, player: int, legal: Sequence[Action], first: Action, k: int, rng: random.Random
) -> list[Action]:
    """At most ``k`` actions worth searching: the heuristic's choice, the action that ends the step, the
    bold ones (assassinations, attacks: moves into a space with another colour's units, the choice of a
    combat to fight), then others drawn at random."""
    from warroom.rulesets.ww4.actions import Assassinate, EndStep, Fight, Move

    out = [first]
    out.extend([a for a in legal if isinstance(a, EndStep)][:1])
    g: Any = game
    s = g.state
    index = g.board.index
    me = s.deciding()
    bold: list[Action] = [a for a in legal if isinstance(a, Assassinate | Fight)]
    for a in legal:
        if isinstance(a, Move) and a.kind != "spy":
            here = s.at[index[a.target]]
            if any(s.units[i].owner != me for i in here):
                bold.append(a)
    rng.shuffle(bold)
    out.extend(bold[:k])
    rest = [a for a in legal if a not in out]
    out.extend(rng.sample(rest, min(len(rest), k)))
    return list(dict.fromkeys(out))[:k]
