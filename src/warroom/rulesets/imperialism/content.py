"""War! Age of Imperialism content as data: the board's geography, colours, markers and the tables of each
rule level.

A rule level (Basic, Standard; the Advanced rules later) is a block of ``data/rulesets/imperialism.json``:
piece costs, movement allowances, where each piece may be built, building costs and production values,
and switches for the mechanisms a level adds (war declarations, the Human Wave, engineers). The rules
code reads these values; it never asks "is this the Standard game?" where a table can answer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from warroom.core.board import Board, load_board
from warroom.data import data_path

ARMY_UNITS = ("inf", "cav", "art", "ldr")
PARTY_UNITS = ("explorer", "engineer")
#: Every movable piece kind, in display order.
PIECE_KINDS = (*ARMY_UNITS, *PARTY_UNITS, "ship")
ECONOMIC_BUILDINGS = ("city", "port", "railroad", "factory")


@dataclass(frozen=True)
class UnitSpec:
    """One piece kind of a rule level (rulebook 000, "The Pieces" tables)."""

    id: str
    kind: str  # "army" | "party" | "ship"
    cost: int
    move: int
    #: Buildings the region must hold for a new piece to be placed there ("city", "school", "port").
    needs: tuple[str, ...]


@dataclass(frozen=True)
class BuildingSpec:
    id: str
    cost: int
    pp: int
    #: City, port, railroad, factory: one of them per region. Forts and schools stand beside them.
    economic: bool


@dataclass(frozen=True)
class Level:
    """The tables and switches of one rule level."""

    id: str
    rulebook: str
    opening_pp: int
    units: dict[str, UnitSpec]
    buildings: dict[str, BuildingSpec]
    region_without_building: int
    set_of_four: int
    whole_global_region: int
    railroad: str  # "flat" (Basic: 10 PP) | "per_adjacent" (Standard: 4 per adjacent city/factory/port/resource)
    factory: str  # "flat" | "next_to_city" (Standard: produces and may be built only next to an own city)
    battle: str  # "basic" | "standard"
    war_declarations: bool
    leader_helps_explorer: bool
    human_wave: bool
    engineer_discount: int
    ship_capacity: int
    #: Regions a whole global region adds to the score ("How to Win": 5).
    global_region_score: int
    #: Which of a player's two empires counts: "largest" (Basic, "Choosing Regions": the largest of the
    #: four wins) or "second" (Standard, "How to Win": each player's second largest).
    two_empires_count: str

    @classmethod
    def from_json(cls, level_id: str, raw: dict[str, Any]) -> Level:
        prod = raw["production"]
        return cls(
            id=level_id,
            rulebook=raw["rulebook"],
            opening_pp=int(raw["opening_pp"]),
            units={
                uid: UnitSpec(uid, u["kind"], int(u["cost"]), int(u["move"]), tuple(u["needs"]))
                for uid, u in raw["units"].items()
            },
            buildings={
                bid: BuildingSpec(bid, int(b["cost"]), int(b["pp"]), bool(b["economic"]))
                for bid, b in raw["buildings"].items()
            },
            region_without_building=int(prod["region_without_building"]),
            set_of_four=int(prod["set_of_four"]),
            whole_global_region=int(prod["whole_global_region"]),
            railroad=prod["railroad"],
            factory=prod["factory"],
            battle=raw["battle"],
            war_declarations=bool(raw["war_declarations"]),
            leader_helps_explorer=bool(raw["leader_helps_explorer"]),
            human_wave=bool(raw["human_wave"]),
            engineer_discount=int(raw["engineer_discount"]),
            ship_capacity=int(raw["ship_capacity"]),
            global_region_score=int(raw["global_region_score"]),
            two_empires_count=raw["two_empires_count"],
        )


@dataclass(frozen=True)
class Geography:
    """The board as index tables: land regions and sea areas, and who borders whom by which kind of border.

    Spaces keep the board's indices (``board.index``). ``straits[(a, b)]`` is the land region whose owner
    must permit a ship to pass between seas a and b (rulebook 000, "Map Clarifications").
    """

    board: Board
    land: tuple[int, ...]
    seas: tuple[int, ...]
    is_sea: tuple[bool, ...]
    #: land_adj[r]: land regions sharing a land border with region r.
    land_adj: tuple[tuple[int, ...], ...]
    #: coast[s]: for a land region, the seas it touches; for a sea, the land regions on its coasts.
    coast: tuple[tuple[int, ...], ...]
    #: sea_adj[s]: seas a ship may sail to from sea s (straits included).
    sea_adj: tuple[tuple[int, ...], ...]
    straits: dict[tuple[int, int], int]
    #: The global regions: (group id, member region indices).
    global_regions: tuple[tuple[str, tuple[int, ...]], ...]
    #: global_of[r]: index into global_regions of region r (-1 for seas).
    global_of: tuple[int, ...]

    def id(self, space: int) -> str:
        return self.board.ids[space]

    def name(self, space: int) -> str:
        return self.board.spaces[self.board.ids[space]].name


@dataclass(frozen=True)
class Colour:
    id: str
    names: dict[str, str]


@dataclass(frozen=True)
class Content:
    id: str
    geography: Geography
    colours: tuple[Colour, ...]
    starting_regions: dict[str, int]
    natives: tuple[str, ...]
    resources: tuple[int, ...]
    levels: dict[str, Level]
    provenance: dict[str, Any]

    @property
    def board(self) -> Board:
        return self.geography.board


def geography(board: Board) -> Geography:
    """Index tables of an Age of Imperialism board (land, sea, coast and straits borders)."""
    n = len(board.ids)
    index = board.index
    is_sea = tuple(board.spaces[sid].kind == "sea" for sid in board.ids)
    land_adj: list[list[int]] = [[] for _ in range(n)]
    coast: list[list[int]] = [[] for _ in range(n)]
    sea_adj: list[list[int]] = [[] for _ in range(n)]
    straits: dict[tuple[int, int], int] = {}
    for sid in board.ids:
        a = index[sid]
        for other, kind in board.adjacent[sid].items():
            b = index[other]
            if is_sea[a] and is_sea[b]:
                sea_adj[a].append(b)
                if kind == "straits":
                    permission = board.spaces[sid].attrs.get("permission", {})
                    if other in permission:
                        straits[(a, b)] = index[permission[other]]
            elif is_sea[a] != is_sea[b]:
                coast[a].append(b)
            else:
                land_adj[a].append(b)
    groups = tuple(
        (g.id, tuple(index[s] for s in g.spaces)) for g in board.groups.values() if g.kind == "global-region"
    )
    global_of = [-1] * n
    for gi, (_gid, members) in enumerate(groups):
        for r in members:
            global_of[r] = gi
    return Geography(
        board=board,
        land=tuple(i for i in range(n) if not is_sea[i]),
        seas=tuple(i for i in range(n) if is_sea[i]),
        is_sea=is_sea,
        land_adj=tuple(tuple(x) for x in land_adj),
        coast=tuple(tuple(x) for x in coast),
        sea_adj=tuple(tuple(x) for x in sea_adj),
        straits=straits,
        global_regions=groups,
        global_of=tuple(global_of),
    )


def parse_content(raw: dict[str, Any], board: Board) -> Content:
    markers = raw["markers"]
    return Content(
        id=raw["id"],
        geography=geography(board),
        colours=tuple(Colour(c["id"], dict(c["name"])) for c in raw["colours"]),
        starting_regions={str(k): int(v) for k, v in raw["starting_regions"].items()},
        natives=tuple(str(m) for m in markers["natives"]),
        resources=tuple(int(v) for v in markers["resources"]),
        levels={lid: Level.from_json(lid, lv) for lid, lv in raw["levels"].items()},
        provenance=dict(raw["provenance"]),
    )


@cache
def load_content(content_id: str = "imperialism") -> Content:
    """The packaged content (cached: every game of the family shares it)."""
    raw = json.loads(data_path("rulesets", f"{content_id}.json").read_text(encoding="utf-8"))
    return parse_content(raw, load_board(data_path("boards", f"{raw['board']}.json")))
