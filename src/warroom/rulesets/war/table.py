"""The fixed facts of a WAR game, indexed for speed: neighbours, continents, card figures, and
the action objects that legal-action lists reuse instead of rebuilding them every time."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from warroom.rulesets.war.actions import Attack, Move, Occupy, Place
from warroom.rulesets.war.content import WarContent, load_content


@dataclass(frozen=True)
class WarTable:
    """The fixed facts of one variant's game by space index, and the actions its legal lists reuse."""

    content: WarContent
    ids: tuple[str, ...]
    index: dict[str, int]
    neighbours: tuple[tuple[int, ...], ...]
    #: Continents (groups of kind "continent") by index: ids, bonuses, member spaces.
    continent_ids: tuple[str, ...]
    continent_bonus: tuple[int, ...]
    continent_members: tuple[tuple[int, ...], ...]
    continent_of: tuple[int, ...]
    #: Card figure of every card id (space ids and wildcards "wild-1", ...); "wild" for wildcards.
    figure: dict[str, str]
    place: tuple[Place, ...]
    #: attack[i][j] = (Attack with 1, 2, 3 dice) for each neighbour j of i.
    attack: tuple[dict[int, tuple[Attack, ...]], ...]
    occupy: tuple[Occupy, ...]
    #: moves[i]: (j, [Move actions from i to j with 1, 2, ... armies]) per neighbour j; the lists grow
    #: on demand and are reused, so a pile of armies costs no new objects per decision.
    moves: tuple[tuple[tuple[int, list[Move]], ...], ...] = ()

    @property
    def size(self) -> int:
        return len(self.ids)

    def grow_moves(self, i: int, j: int, most: int) -> list[Move]:
        """Make sure Move actions from i to j exist for up to ``most`` armies."""
        known = next(lst for k, lst in self.moves[i] if k == j)
        while len(known) < most:
            known.append(Move(self.ids[i], self.ids[j], len(known) + 1))
        return known


@cache
def war_table(content_id: str) -> WarTable:
    """The table of content ``content_id`` (cached: every game of the variant shares it)."""
    content = load_content(content_id)
    board = content.board
    ids = board.ids
    index = dict(board.index)
    continents = [g for g in board.groups.values() if g.kind == "continent"]
    continent_of = [-1] * len(ids)
    for ci, group in enumerate(continents):
        for sid in group.spaces:
            continent_of[index[sid]] = ci
    figure = {sid: str(board.spaces[sid].attrs.get("card_figure", "")) for sid in ids}
    for n in range(1, content.wildcards + 1):
        figure[f"wild-{n}"] = "wild"
    return WarTable(
        content=content,
        ids=ids,
        index=index,
        neighbours=board.neighbours_idx,
        continent_ids=tuple(g.id for g in continents),
        continent_bonus=tuple(g.bonus for g in continents),
        continent_members=tuple(tuple(index[s] for s in g.spaces) for g in continents),
        continent_of=tuple(continent_of),
        figure=figure,
        place=tuple(Place(sid) for sid in ids),
        attack=tuple(
            {j: tuple(Attack(ids[i], ids[j], k) for k in (1, 2, 3)) for j in board.neighbours_idx[i]}
            for i in range(len(ids))
        ),
        occupy=tuple(Occupy(k) for k in range(0, 4)),
        moves=tuple(tuple((j, []) for j in board.neighbours_idx[i]) for i in range(len(ids))),
    )
