"""WAR content as data: the board, colours, card figures, trade values and objectives of a variant.

A variant of the WAR family (classic WAR, War: Império Romano) is a content file under
``warroom/data/rulesets/`` plus its board file; the rules code is shared.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from warroom.core.board import Board, load_board
from warroom.data import data_path


@dataclass(frozen=True)
class Colour:
    """A seat colour: its id and its name in each language."""

    id: str
    names: dict[str, str]


@dataclass(frozen=True)
class Objective:
    """A secret objective: whole continents, a count of territories, or destroying a colour."""

    id: str
    kind: str  # "continents" | "territories" | "destroy"
    texts: dict[str, str]
    continents: tuple[str, ...] = ()
    any_more: int = 0
    count: int = 0
    min_armies: int = 1
    colour: str = ""

    @property
    def text(self) -> str:
        return self.texts["en"]

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Objective:
        return cls(
            id=raw.get("id", raw["kind"]),
            kind=raw["kind"],
            texts=dict(raw["text"]),
            continents=tuple(raw.get("continents", ())),
            any_more=int(raw.get("any_more", 0)),
            count=int(raw.get("count", 0)),
            min_armies=int(raw.get("min_armies", 1)),
            colour=raw.get("colour", ""),
        )


@dataclass(frozen=True)
class WarContent:
    """Everything a WAR-family variant states as data."""

    id: str
    board: Board
    colours: tuple[Colour, ...]
    figures: tuple[str, ...]
    wildcards: int
    hand_limit: int
    trade_listed: tuple[int, ...]
    trade_step: int
    trade_territory_bonus: int
    minimum_reinforcement: int
    objectives: tuple[Objective, ...]
    destroy_fallback: Objective
    provenance: dict[str, Any]

    def trade_value(self, trades_done: int) -> int:
        """Armies for the game's (trades_done + 1)-th trade: the listed values, then +step each."""
        listed = self.trade_listed
        if trades_done < len(listed):
            return listed[trades_done]
        return listed[-1] + self.trade_step * (trades_done - len(listed) + 1)

    def colour_index(self, colour_id: str) -> int:
        """The index in ``colours`` of the colour with id ``colour_id``; KeyError if there is none."""
        for i, colour in enumerate(self.colours):
            if colour.id == colour_id:
                return i
        raise KeyError(colour_id)


@cache
def load_content(content_id: str) -> WarContent:
    """Load a packaged WAR-family content file (cached: games of one variant share it)."""
    raw = json.loads(data_path("rulesets", f"{content_id}.json").read_text(encoding="utf-8"))
    board = load_board(data_path("boards", f"{raw['board']}.json"))
    return WarContent(
        id=raw["id"],
        board=board,
        colours=tuple(Colour(c["id"], dict(c["name"])) for c in raw["colours"]),
        figures=tuple(raw["figures"]),
        wildcards=int(raw["wildcards"]),
        hand_limit=int(raw["hand_limit"]),
        trade_listed=tuple(raw["trade_values"]["listed"]),
        trade_step=int(raw["trade_values"]["then_step"]),
        trade_territory_bonus=int(raw["trade_territory_bonus"]),
        minimum_reinforcement=int(raw["minimum_reinforcement"]),
        objectives=tuple(Objective.from_json(o) for o in raw["objectives"]),
        destroy_fallback=Objective.from_json({"id": "destroy-fallback", **raw["destroy_fallback"]}),
        provenance=dict(raw["provenance"]),
    )
