"""Moving armies after the attacks.

Rulebook 001, "Movements": after attacking, armies move between adjacent own territories; at least
one army always stays in each territory, and an army moves only once a turn ("may not be moved to a
second adjacent province in the same turn"). Armies that entered a territory by conquest this turn
have moved too (docs/rules/war.md, "Armies that conquered").
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import chain
from typing import TYPE_CHECKING

from warroom.core.actions import Action, ActionBlocks
from warroom.core.errors import IllegalAction
from warroom.rulesets.war.actions import END_TURN, EndTurn, Move

if TYPE_CHECKING:
    from warroom.rulesets.war.game import WarGame


def movable(g: WarGame, i: int) -> int:
    s = g.state
    return max(0, s.armies[i] - 1 - s.moved[i])


#: The moves out of one territory: prebuilt Move lists (one per own neighbour) and how many of each apply.
Segment = tuple[list[Sequence[Action]], list[int]]
_NO_MOVES: Segment = ([], [])


def _segment(g: WarGame, i: int) -> Segment:
    """The moves out of territory i, as prefixes of the table's prebuilt Move lists."""
    s, t = g.state, g.table
    free = s.armies[i] - 1 - s.moved[i]
    if free <= 0 or s.owner[i] != s.turn:
        return _NO_MOVES
    owner, p = s.owner, s.turn
    lists: list[Sequence[Action]] = []
    for j, known in t.moves[i]:
        if owner[j] == p:
            if len(known) < free:
                t.grow_moves(i, j, free)
            lists.append(known)
    return lists, [free] * len(lists)


def legal(g: WarGame) -> Sequence[Action]:
    # The moves out of each territory are kept between decisions: a Move changes only its source's
    # segment (the target gains as many armies as have moved, so what it may send on is unchanged).
    # They are handed out as a view over prebuilt lists: a pile of armies costs no copying.
    if g.move_segments is None:
        s, t = g.state, g.table
        owner, armies, moved, p = s.owner, s.armies, s.moved, s.turn
        segments = [_segment(g, i) if owner[i] == p and armies[i] - moved[i] > 1 else _NO_MOVES for i in range(t.size)]
        g.move_segments = ([lists for lists, _ in segments], [counts for _, counts in segments])
    lists_by_source, counts_by_source = g.move_segments
    items = list(chain.from_iterable(lists_by_source))
    counts = list(chain.from_iterable(counts_by_source))
    items.append(_END_TURN_LIST)
    counts.append(1)
    return ActionBlocks(items, counts)


_END_TURN_LIST: list[Action] = [END_TURN]


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
        g.move_segments[0][i], g.move_segments[1][i] = _segment(g, i)
