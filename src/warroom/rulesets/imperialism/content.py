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
    """A building as one rule level has it: its cost and the production points (``pp``) it adds."""

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
    #: "flat" | "next_to_city" (Standard: produces and may be built only next to an own city) | "advanced"
    #: (Advanced: also 10 + 2 per developed resource, more with Industry).
    factory: str
    #: "flat" (the building's pp) | "advanced" (2 per own factory + 1 per port in the world).
    port: str
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
    #: "regions" (Basic, Standard: "How to Win") or "points" (Advanced: "Winning", victory points).
    victory: str = "regions"
    #: Advanced: resources stay face down after joining until developed for ``develop_cost`` PP.
    hidden_resources: bool = False
    develop_cost: int = 0
    #: Advanced: native markers stay face up until westernized; others may incite revolts.
    westernizing: bool = False
    #: Advanced: technologies researched in the production round.
    research: bool = False
    #: Advanced: ships at war beside an enemy port blockade it.
    blockade: bool = False
    #: Advanced: an army that does nothing else may destroy a building or undevelop a resource.
    destroying: bool = False

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
            port=prod.get("port", "flat"),
            battle=raw["battle"],
            war_declarations=bool(raw["war_declarations"]),
            leader_helps_explorer=bool(raw["leader_helps_explorer"]),
            human_wave=bool(raw["human_wave"]),
            engineer_discount=int(raw["engineer_discount"]),
            ship_capacity=int(raw["ship_capacity"]),
            global_region_score=int(raw["global_region_score"]),
            two_empires_count=raw["two_empires_count"],
            victory=raw.get("victory", "regions"),
            hidden_resources=bool(raw.get("hidden_resources", False)),
            develop_cost=int(raw.get("develop_cost", 0)),
            westernizing=bool(raw.get("westernizing", False)),
            research=bool(raw.get("research", False)),
            blockade=bool(raw.get("blockade", False)),
            destroying=bool(raw.get("destroying", False)),
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
        """The board id of space ``space``."""
        return self.board.ids[space]

    def name(self, space: int) -> str:
        return self.board.spaces[self.board.ids[space]].name


@dataclass(frozen=True)
class AdvancedRule:
    """One Advanced rule the players may use or ignore (000, Advanced Rules, "Introduction"): an option, on
    by default; off, the level's ``fields`` come from the base level (the Standard rules)."""

    option: str
    fields: tuple[str, ...]
    help: str


@dataclass(frozen=True)
class Technology:
    """A technology of the Advanced rules' chart: its name and the technologies it needs first (``needs``)."""

    id: str
    name: str
    needs: tuple[str, ...]


@dataclass(frozen=True)
class Colour:
    """An empire colour: its id and its name in each language."""

    id: str
    names: dict[str, str]


@dataclass(frozen=True)
class Content:
    """The family's content: the geography, colours, markers, the rule levels' tables, the Advanced rules
    and the technology chart."""

    id: str
    geography: Geography
    colours: tuple[Colour, ...]
    starting_regions: dict[str, int]
    natives: tuple[str, ...]
    resources: tuple[int, ...]
    levels: dict[str, Level]
    provenance: dict[str, Any]
    #: The levels' JSON blocks, from which a level with some Advanced rules off is assembled.
    level_data: dict[str, dict[str, Any]]
    advanced_base: str
    advanced_rules: tuple[AdvancedRule, ...]
    technologies: dict[str, Technology]

    @property
    def board(self) -> Board:
        """The board the geography indexes."""
        return self.geography.board

    def level_for(self, level_id: str, options: dict[str, Any]) -> Level:
        """The level as played with ``options``: at the Advanced level, each Advanced rule switched off takes
        its fields from the base level."""
        level = self.levels[level_id]
        off = [rule for rule in self.advanced_rules if level_id == "advanced" and not options.get(rule.option, True)]
        if not off:
            return level
        raw = dict(self.level_data[level_id])
        base = self.level_data[self.advanced_base]
        for rule in off:
            for name in rule.fields:
                if name in base:
                    raw[name] = base[name]
                else:
                    raw.pop(name, None)
        return Level.from_json(level_id, raw)


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
    """The content from the JSON data ``raw`` (``data/rulesets/imperialism.json``) over its ``board``."""
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
        level_data={lid: dict(lv) for lid, lv in raw["levels"].items()},
        advanced_base=raw["advanced_rules"]["base"],
        advanced_rules=tuple(
            AdvancedRule(name, tuple(rule["fields"]), rule["help"])
            for name, rule in raw["advanced_rules"]["options"].items()
        ),
        technologies={
            tid: Technology(tid, t["name"], tuple(t["needs"])) for tid, t in raw["technologies"]["chart"].items()
        },
    )


@cache
def load_content(content_id: str = "imperialism") -> Content:
    """The packaged content (cached: every game of the family shares it)."""
    raw = json.loads(data_path("rulesets", f"{content_id}.json").read_text(encoding="utf-8"))
    return parse_content(raw, load_board(data_path("boards", f"{raw['board']}.json")))
