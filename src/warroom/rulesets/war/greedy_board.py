"""What the greedy WAR player knows of a board and of one decision's position, by space index.

:class:`BoardInfo` holds a board's fixed facts (neighbours, continents), kept once per board;
:class:`Goal` reads what an objective asks for; :class:`Situation` is the board as one seat sees it
at one decision, with what only some rules need worked out when first asked for. Split from
:mod:`warroom.rulesets.war.greedy`, which decides with them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from warroom.core.board import Board

#: Extra value of a target the objective asks for, over the card and the territory every conquest gives.
WANTED_VALUE = 2.0
#: Extra value of a target whose conquest breaks another player's whole continent.
_BREAK_VALUE = 0.5


@dataclass(frozen=True)
class BoardInfo:
    """The board's fixed facts by index: what the agent would otherwise recompute every decision."""

    board: Board
    ids: tuple[str, ...]
    index: dict[str, int]
    neighbours: tuple[tuple[int, ...], ...]
    #: Continents (groups of kind "continent"): ids, bonuses, members; and each space's continent or -1.
    continent_ids: tuple[str, ...]
    continent_bonus: tuple[int, ...]
    continent_members: tuple[tuple[int, ...], ...]
    continent_of: tuple[int, ...]
    #: Picks the rows of a view's "territories" in index order.
    rows: Callable[[dict[str, Any]], tuple[dict[str, Any], ...]]
    #: Picks the owners of each continent's members from a list of owners.
    continent_owners: tuple[Callable[[list[int]], tuple[int, ...]], ...]

    @classmethod
    def of(cls, board: Board) -> BoardInfo:
        """The fixed facts of ``board``, worked out (:func:`board_info` keeps them once per board)."""
        ids = tuple(board.ids)
        index = {sid: i for i, sid in enumerate(ids)}
        continents = [g for g in board.groups.values() if g.kind == "continent"]
        continent_of = [-1] * len(ids)
        for c, group in enumerate(continents):
            for sid in group.spaces:
                continent_of[index[sid]] = c
        members = tuple(tuple(index[s] for s in g.spaces) for g in continents)
        return cls(
            board=board,
            ids=ids,
            index=index,
            neighbours=tuple(tuple(index[n] for n in board.neighbours(sid)) for sid in ids),
            continent_ids=tuple(g.id for g in continents),
            continent_bonus=tuple(g.bonus for g in continents),
            continent_members=members,
            continent_of=tuple(continent_of),
            rows=_picker(ids),
            continent_owners=tuple(_picker(m) for m in members),
        )


def _picker(keys: Sequence[Any]) -> Callable[[Any], tuple[Any, ...]]:
    """``itemgetter(*keys)`` that returns a tuple even for a single key."""
    if len(keys) == 1:
        key = keys[0]
        return lambda m: (m[key],)
    return itemgetter(*keys)


_OWNER = itemgetter("owner")
_ARMIES = itemgetter("armies")

#: BoardInfo per board, by board id; checked against the board object itself before use. Safe under
#: threads without a lock: an entry is built whole before the one dict assignment that publishes it
#: (two threads may both build one; either copy is right).
_BOARD_INFO: dict[str, BoardInfo] = {}


def board_info(board: Board) -> BoardInfo:
    """The fixed facts of ``board``, kept once per board id (worked out again for another board of that id)."""
    info = _BOARD_INFO.get(board.id)
    if info is None or info.board is not board:
        info = _BOARD_INFO[board.id] = BoardInfo.of(board)
    return info


@dataclass(frozen=True)
class Goal:
    """What an objective id asks for, as far as a greedy player cares."""

    continents: tuple[int, ...] = ()
    #: The territories of the named continents.
    members: frozenset[int] = frozenset()
    any_more: int = 0
    colour: str = ""
    count: int = 0
    min_armies: int = 1

    @classmethod
    def parse(cls, objective_id: str, info: BoardInfo) -> Goal:
        """Read an objective id of the WAR content files (continent ids, ``plus-one``, ``destroy-X``,
        ``territories-N``, ``two-armies``); an id it does not understand asks for nothing special."""
        words = objective_id.split("-")
        if objective_id.startswith("destroy-") and objective_id != "destroy-fallback":
            return cls(colour=objective_id.removeprefix("destroy-"))
        if words[0] == "territories" or objective_id == "destroy-fallback":
            count = int(words[1]) if len(words) > 1 and words[1].isdigit() else 24
            return cls(count=count, min_armies=2 if "two-armies" in objective_id else 1)
        named = tuple(c for c, cid in enumerate(info.continent_ids) if f"-{cid}-" in f"-{objective_id}-")
        members = frozenset(i for c in named for i in info.continent_members[c])
        more = {"one": 1, "two": 2}.get(words[-1], 1) if "plus" in words else 0
        return cls(continents=named, members=members, any_more=more)


class Situation:
    """The board as one seat sees it at one decision, by index; what only some rules need is worked
    out when first asked for."""

    def __init__(
        self,
        info: BoardInfo,
        view: dict[str, Any],
        me: int,
        goal: Goal,
        wanted_value: float = WANTED_VALUE,
        rival: int = -1,
        rival_value: float = 0.0,
        continent_value: float = 0.0,
        progress_value: float = 0.0,
    ) -> None:
        self.info = info
        #: Extra value of a target the objective asks for.
        self.wanted_value = wanted_value
        #: A seat whose territories are worth ``rival_value`` more (-1: none).
        self.rival = rival
        self.rival_value = rival_value
        #: Per army of a continent's bonus: extra value of a target whose conquest completes the continent
        #: for this seat, and (times the share of it the seat holds) of any target in it.
        self.continent_value = continent_value
        self.progress_value = progress_value
        self.me = me
        self.goal = goal
        self.view = view
        rows = info.rows(view["territories"])
        self.owner: list[int] = list(map(_OWNER, rows))
        self.armies: list[int] = list(map(_ARMIES, rows))
        self._enemies: list[list[int]] | None = None
        self._wanted: set[int] | frozenset[int] | None = None
        self._whole: list[int] | None = None
        self._value: list[float] | None = None

    @property
    def enemies(self) -> list[list[int]]:
        """The enemy neighbours of every territory."""
        if self._enemies is None:
            owner, me = self.owner, self.me
            self._enemies = [[j for j in nbrs if owner[j] != me] for nbrs in self.info.neighbours]
        return self._enemies

    @property
    def wanted(self) -> set[int] | frozenset[int]:
        """Territories the objective asks for: named continents (and the others nearest to complete
        when it asks for more), a colour's territories, or (counting territories) none in particular."""
        if self._wanted is None:
            info, goal, owner, me = self.info, self.goal, self.owner, self.me
            if goal.colour:
                seats = {
                    s["seat"] for s in self.view.get("seats", ()) if s.get("colour") == goal.colour and s["seat"] != me
                }
                self._wanted = {i for i, o in enumerate(owner) if o in seats}
            elif goal.any_more:
                others = [c for c in range(len(info.continent_ids)) if c not in goal.continents]
                others.sort(key=lambda c: self.held(c) / len(info.continent_members[c]), reverse=True)
                wanted = set(goal.members)
                for c in others[: goal.any_more]:
                    wanted.update(info.continent_members[c])
                self._wanted = wanted
            else:
                self._wanted = goal.members
        return self._wanted

    def whole_owner(self, c: int) -> int:
        """The seat holding all of continent c, or -1."""
        if self._whole is None:
            owner = self.owner
            whole = []
            for pick in self.info.continent_owners:
                owners = pick(owner)
                first = owners[0]
                whole.append(first if owners.count(first) == len(owners) else -1)
            self._whole = whole
        return self._whole[c]

    def value(self, j: int) -> float:
        """What taking territory j is worth: a card and a territory, more if the objective wants it, if
        it breaks another player's continent, or for what it does for the seat's own continents."""
        values = self._value
        if values is None:
            values = self._value = [-1.0] * len(self.owner)
        v = values[j]
        if v < 0.0:
            v = 1.0
            if j in self.wanted:
                v += self.wanted_value
            if self.owner[j] == self.rival:
                v += self.rival_value
            c = self.info.continent_of[j]
            if c >= 0:
                if self.whole_owner(c) == self.owner[j]:
                    v += _BREAK_VALUE
                if self.continent_value or self.progress_value:
                    v += self._own_continent_value(c)
            values[j] = v
        return v

    def held(self, c: int) -> int:
        """How many territories of continent c this seat holds."""
        owner, me = self.owner, self.me
        return sum(1 for i in self.info.continent_members[c] if owner[i] == me)

    def _own_continent_value(self, c: int) -> float:
        """What a conquest in continent c does for this seat's own hold of it (the target not yet held):
        ``progress_value`` times the share held, and ``continent_value`` if it is the one missing."""
        size, held = len(self.info.continent_members[c]), self.held(c)
        bonus = self.info.continent_bonus[c]
        v = self.progress_value * bonus * held / size
        if held == size - 1:
            v += self.continent_value * bonus
        return v
