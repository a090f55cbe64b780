"""Moving armies after the attacks.

Rulebook 001, "Movements": after attacking, armies move between adjacent own territories; at least
one army always stays in each territory, and an army moves only once a turn ("may not be moved to a
second adjacent province in the same turn"). Armies that entered a territory by conquest this turn
have moved too (docs/rules/war.md, "Armies that conquered").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from warroom.core.actions import Action, ActionBlocks
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg, Noun, Place
from warroom.rulesets.war.actions import END_TURN, EndTurn, Move
from warroom.rulesets.war.narrate import refusal

if TYPE_CHECKING:
    from warroom.rulesets.war.game import WarGame


def movable(g: WarGame, i: int) -> int:
    """How many armies may still move out of territory ``i`` this turn: all but the one that stays and those
    that have moved already."""
    s = g.state
    return max(0, s.armies[i] - 1 - s.moved[i])


class MoveTable:
    """The legal moves of one move phase, kept between decisions as a view over prebuilt action lists.

    Ownership cannot change while armies move, so the blocks (one per pair of neighbouring own
    territories, in board order) are fixed for the phase; only how many armies each source may still
    send changes, and a Move changes it for its source alone (the target gains as many armies as have
    moved in, so what it may send on is unchanged). A pile of armies thus costs no copying.
    """

    __slots__ = ("counts", "items", "spans", "targets")

    def __init__(self, g: WarGame) -> None:
        s, t = g.state, g.table
        owner, p = s.owner, s.turn
        self.items: list[Sequence[Action]] = []
        self.targets: list[int] = []
        #: spans[i]: the range of blocks that move out of territory i.
        self.spans: dict[int, range] = {}
        for i in range(t.size):
            if owner[i] == p:
                start = len(self.items)
                for j, known in t.moves[i]:
                    if owner[j] == p:
                        self.items.append(known)
                        self.targets.append(j)
                self.spans[i] = range(start, len(self.items))
        self.counts = [0] * len(self.items)
        for i in self.spans:
            self.refresh(g, i)
        self.items.append(_END_TURN_LIST)
        self.counts.append(1)

    def refresh(self, g: WarGame, i: int) -> None:
        """Set how many armies territory i may still send, growing the prebuilt lists if needed."""
        free = max(0, g.state.armies[i] - 1 - g.state.moved[i])
        counts, items = self.counts, self.items
        for k in self.spans[i]:
            if len(items[k]) < free:
                g.table.grow_moves(i, self.targets[k], free)
            counts[k] = free

    def view(self) -> ActionBlocks:
        # The counts are copied: a view handed out earlier must not change under its holder.
        return ActionBlocks(self.items, self.counts.copy())


def legal(g: WarGame) -> Sequence[Action]:
    """Every Move of the current player now, then EndTurn: a view of the phase's :class:`MoveTable` (built
    at its first decision)."""
    if g.move_table is None:
        g.move_table = MoveTable(g)
    return g.move_table.view()


_END_TURN_LIST: list[Action] = [END_TURN]


def check(g: WarGame, action: Action) -> None:
    """A Move goes between bordering own territories, 1 army up to those that may still move (:func:`movable`);
    EndTurn is always legal."""
    if isinstance(action, EndTurn):
        return
    if not isinstance(action, Move):
        raise IllegalAction(Msg("war.illegal.phase", action=action.type_name, when=Msg("war.illegal.when.move")))
    s, t = g.state, g.table
    i, j = t.index.get(action.source), t.index.get(action.target)
    if i is None or j is None:
        raise IllegalAction(
            Msg("war.illegal.unknown_territory", id=repr(action.source if i is None else action.target))
        )
    if s.owner[i] != s.turn or s.owner[j] != s.turn:
        raise IllegalAction(Msg("war.illegal.move_own"))
    if j not in t.attack[i]:
        raise refusal(g, Msg("war.illegal.not_bordering", source=Place(t.ids[i]), target=Place(t.ids[j])))
    free = movable(g, i)
    if not 1 <= action.armies <= free:
        armies = Noun("war.army", free)
        raise refusal(
            g, Msg("war.illegal.move_count", place=Place(t.ids[i]), n=free, armies=armies, asked=action.armies)
        )


def execute(g: WarGame, action: Action) -> None:
    """Move the armies (they have moved: they may not move on this turn); EndTurn ends the turn."""
    if isinstance(action, EndTurn):
        g.end_turn()
        return
    assert isinstance(action, Move)
    s, t = g.state, g.table
    i, j = t.index[action.source], t.index[action.target]
    s.armies[i] -= action.armies
    s.armies[j] += action.armies
    s.moved[j] += action.armies
    if g.move_table is not None:
        g.move_table.refresh(g, i)
