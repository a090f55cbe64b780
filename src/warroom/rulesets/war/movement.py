"""Moving armies after the attacks.

Rulebook 001, "Movements": after attacking, armies move between adjacent own territories; at least
one army always stays in each territory, and an army moves only once a turn ("may not be moved to a
second adjacent province in the same turn"). Armies that entered a territory by conquest this turn
have moved too (docs/rules/war.md, "Armies that conquered").
"""

from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.rulesets.war.actions import END_TURN, EndTurn, Move

if TYPE_CHECKING:
    from warroom.rulesets.war.game import WarGame


def movable(g: WarGame, i: int) -> int:
    s = g.state
    return max(0, s.armies[i] - 1 - s.moved[i])


def _segment(g: WarGame, i: int) -> list[Action]:
    """The Move actions out of territory i (ownership does not change while armies move)."""
    s, t = g.state, g.table
    free = s.armies[i] - 1 - s.moved[i]
    out: list[Action] = []
    if free <= 0 or s.owner[i] != s.turn:
        return out
    owner, p = s.owner, s.turn
    for j, known in t.moves[i]:
        if owner[j] == p:
            if len(known) < free:
                t.grow_moves(i, j, free)
            out.extend(known[:free])
    return out


def legal(g: WarGame) -> list[Action]:
    # The moves out of each territory are kept between decisions: a Move changes only its source's
    # list (the target gains as many armies as have moved, so what it may send on is unchanged).
    if g.move_segments is None:
        s, t = g.state, g.table
        owner, armies, moved, p = s.owner, s.armies, s.moved, s.turn
        g.move_segments = [_segment(g, i) if owner[i] == p and armies[i] - moved[i] > 1 else [] for i in range(t.size)]
    out: list[Action] = list(chain.from_iterable(g.move_segments))
    out.append(END_TURN)
    return out


def check(g: WarGame, action: Action) -> None:
    if isinstance(action, EndTurn):
        return
    if not isinstance(action, Move):
        raise IllegalAction(f"{action.type_name} is not possible while moving armies")
    s, t = g.state, g.table
    i, j = t.index.get(action.source), t.index.get(action.target)
    if i is None or j is None:
        raise IllegalAction(f"unknown territory {action.source if i is None else action.target!r}")
    if s.owner[i] != s.turn or s.owner[j] != s.turn:
        raise IllegalAction("armies move only between your own territories")
    if j not in t.attack[i]:
        raise IllegalAction(f"{g.space_name(i)} does not border {g.space_name(j)}")
    free = movable(g, i)
    if not 1 <= action.armies <= free:
        raise IllegalAction(
            f"{g.space_name(i)} can move {free} army(ies) now (one stays; each army moves once a turn),"
            f" not {action.armies}"
        )


def execute(g: WarGame, action: Action) -> None:
    if isinstance(action, EndTurn):
        g.end_turn()
        return
    assert isinstance(action, Move)
    s, t = g.state, g.table
    i, j = t.index[action.source], t.index[action.target]
    s.armies[i] -= action.armies
    s.armies[j] += action.armies
    s.moved[j] += action.armies
    if g.move_segments is not None:
        g.move_segments[i] = _segment(g, i)
