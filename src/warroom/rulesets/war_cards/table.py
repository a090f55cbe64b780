"""The fixed facts of a War Cards game, indexed for speed: territories, borders, continents, and which
territories may launch an attack on which (rulebook 002, "How to Attack")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from warroom.rulesets.war_cards.content import WarCardsContent, load_content


@dataclass(frozen=True)
class WarCardsTable:
    """Indexes over the board. The attribute names are those WAR's shared objective code reads."""

    content: WarCardsContent
    ids: tuple[str, ...]
    index: dict[str, int]
    neighbours: tuple[tuple[int, ...], ...]
    continent_ids: tuple[str, ...]
    continent_members: tuple[tuple[int, ...], ...]
    continent_of: tuple[int, ...]
    #: Special cards for each whole continent, by continent index.
    continent_specials: tuple[int, ...]
    #: launchers[j]: the territories from which an attack on j may be announced, in board order: every
    #: other territory of j's continent and every territory bordering j.
    launchers: tuple[tuple[int, ...], ...]

    @property
    def size(self) -> int:
        return len(self.ids)


# Small, as load_content's cache: inline decks come from clients.
@lru_cache(maxsize=16)
def war_cards_table(deck_file: str = "", deck_text: str = "") -> WarCardsTable:
    """The indexes of the War Cards board, with the deck chosen (see ``content.deck_choice``)."""
    content = load_content(deck_file, deck_text)
    board = content.board
    ids = board.ids
    index = dict(board.index)
    continents = board.groups_of_kind("continent")
    continent_of = [-1] * len(ids)
    for c, group in enumerate(continents):
        for sid in group.spaces:
            continent_of[index[sid]] = c
    launchers = []
    for j in range(len(ids)):
        near = set(board.neighbours_idx[j])
        launchers.append(
            tuple(i for i in range(len(ids)) if i != j and (i in near or continent_of[i] == continent_of[j]))
        )
    return WarCardsTable(
        content=content,
        ids=ids,
        index=index,
        neighbours=board.neighbours_idx,
        continent_ids=tuple(g.id for g in continents),
        continent_members=tuple(tuple(index[s] for s in g.spaces) for g in continents),
        continent_of=tuple(continent_of),
        continent_specials=tuple(content.continent_specials[g.id] for g in continents),
        launchers=tuple(launchers),
    )
