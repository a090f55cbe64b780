"""Evaluations and candidate actions for searching World War IV (ruleset ``ww4``).

An evaluation gives every seat a share in [0, 1] (the winners 1 once the game is over); a seat whose
nations' Kings are all gone is worth nothing. Two of them:

- :func:`fitted_ww4` (the plan search's): each seat's chance to win by a conditional logit on
  :func:`ww4_features` (what wins the game, what wins it later, the King hunt both ways), its weights
  fitted to self-play of the plans by tools/fit_ww4_evaluation.py (data/agents/ww4_evaluation.json);
- :func:`evaluate_ww4` (the tree search's, hand-set): its nations count what wins the game (Cities: the
  World Rule; the last King standing) and, with smaller weights, what wins it later (spaces Controlled,
  money, the units' value at Table 4 costs) and what loses it (enemy Spies beside its King).

Both read the whole state of the game they are given: search players give them determinized copies only.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from warroom.agents.evaluate import final_values, fitted_chances
from warroom.agents.fitted import fitted_weights
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


#: The names of the features :func:`ww4_features` gives every seat, in order.
WW4_FEATURES: tuple[str, ...] = (
    "cities",
    "spaces",
    "income",
    "money",
    "units",
    "spies",
    "guards",
    "exposed",
    "danger",
    "hunters",
    "hunters_at",
)

#: Each feature's place in a seat's row.
_AT = {name: i for i, name in enumerate(WW4_FEATURES)}

#: How far a Spy walks in a turn (Table 3: move 3), the reach within which a hunter or a danger counts.
_SPY_REACH = 3


def ww4_features(game: Game) -> list[list[float]]:
    """For every seat, the measures of a World War IV position the evaluation weighs (:data:`WW4_FEATURES`),
    summed over the seat's nations still in: what wins the game (Cities: the World Rule and the Atomic
    dice; the last King standing), what wins it later (spaces Controlled, the income they pay, money, the
    units' value at Table 4 costs, Spies), and the King hunt both ways: Spies of its own on its Kings'
    spaces (``guards``, at most 3 each), enemy Spies on them with none of its own there (``exposed``) and
    within a Spy's move of them (``danger``), and its own Spies within a Spy's move of an enemy King
    (``hunters``) and on his space (``hunters_at``). Distances are by land (greedy_view's table)."""
    from warroom.rulesets.ww4 import control, ending
    from warroom.rulesets.ww4.greedy_view import distance_table

    g: Any = game
    s = g.state
    dist = distance_table(g.content.tuning)
    costs = g.content.costs
    live = ending.alive(g)
    row = {n: [0.0] * len(WW4_FEATURES) for n in live}
    kings: dict[int, int] = {}
    spies: list[tuple[int, int]] = []
    for u in s.units.values():
        if u.owner not in row:
            continue
        if u.kind == "king":
            kings[u.owner] = u.space
        elif u.kind == "spy":
            spies.append((u.owner, u.space))
            row[u.owner][_AT["spies"]] += 1
        else:
            row[u.owner][_AT["units"]] += costs.get(u.kind, 0) / 50
    for owner in s.city:
        if owner in row:
            row[owner][_AT["cities"]] += 1
    for n in live:
        f = row[n]
        f[_AT["spaces"]] = len(control.lands(g, n)) / 10
        f[_AT["income"]] = control.income(g, n) / 10
        f[_AT["money"]] = s.money[n] / 10
    for n, king in kings.items():
        enemies = [(o, x) for o, x in spies if s.seat_of[o] != s.seat_of[n]]
        guards = sum(1 for o, x in spies if o == n and x == king)
        row[n][_AT["guards"]] += min(guards, 3)
        row[n][_AT["exposed"]] += 0 if guards else sum(1 for _, x in enemies if x == king)
        for o, x in enemies:
            if dist[x][king] <= _SPY_REACH:
                row[n][_AT["danger"]] += 1
                row[o][_AT["hunters"]] += 1
            if x == king:
                row[o][_AT["hunters_at"]] += 1
    out = []
    for seat in range(game.players):
        mine = [row[n] for n in live if s.seat_of[n] == seat]
        out.append([sum(f[i] for f in mine) for i in range(len(WW4_FEATURES))])
    return out


def ww4_weights() -> tuple[float, ...]:
    """The fitted weights of :data:`WW4_FEATURES` (data/agents/ww4_evaluation.json, written by
    tools/fit_ww4_evaluation.py)."""
    return fitted_weights("ww4_evaluation.json", WW4_FEATURES)


def fitted_ww4(game: Game) -> list[float]:
    """Each seat's chance to win by the fitted model: softmax(w . f) over the seats with a nation still in
    (1 to the winners once the game is over)."""
    done = final_values(game)
    if done is not None:
        return done
    from warroom.rulesets.ww4 import ending

    g: Any = game
    return fitted_chances(ww4_weights(), ww4_features(game), ending.seats_in(g))


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
