"""World War IV content as data: the map with its C and F values, the nations, costs, unit profiles,
starting units and the Random Event Cards (``data/rulesets/ww4.json``, ``data/boards/ww4.json``).

Rulebook 004: Table 1 (starting units), Table 2 (nations and capitals), Table 3 (unit profiles), Table 4
(costs); the rows the text cuts off and the 39 unprinted cards are reconstructed in the data file, which
says so row by row.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from warroom.core.board import Board, load_board, parse_board
from warroom.data import data_path
from warroom.rulesets.ww4.tuning import TUNED, tuned

#: The five nations' colours in turn order ("Order of Play": red, yellow, green, blue, purple).
COLOURS = ("red", "yellow", "green", "blue", "purple")
#: The owner index of grey barbarian units and forts.
GREY = 5
#: Units with the Control advantage (and the King's Command): they control a space and stop movement.
CONTROL_UNITS = frozenset({"armor", "artillery", "bomber", "cavalry", "king", "militia", "soldier"})
SHIPS = frozenset({"destroyer", "frigate"})
#: Units that attack in the Bombardment step ("Bombardment").
BOMBARDMENT = frozenset({"artillery", "bomber", "destroyer"})


@dataclass(frozen=True)
class UnitProfile:
    """A row of Table 3: movement, the attack faces that rout and kill, and the unit's advantages."""

    kind: str
    move: int
    rout: frozenset[int]
    kill: frozenset[int]
    advantages: frozenset[str]


@dataclass(frozen=True)
class Nation:
    """A row of Table 2: a nation's colour, its names and its capital (a space index)."""

    colour: str
    names: dict[str, str]
    capital: int


@dataclass(frozen=True)
class StartRow:
    """A row of Table 1: a space, its owner (a colour index, or :data:`GREY`), the units that start there and
    whether a Fort does; ``when_played``: other units that start there instead when a nation (a colour
    index) is played, the first whose nation is (data key ``units_when_played``, a tuning of the
    reconstructed rows: a guard against a neighbour's hunters only where that neighbour is a player)."""

    space: int
    owner: int
    units: dict[str, int]
    fort: bool
    when_played: tuple[tuple[int, dict[str, int]], ...] = ()

    def units_for(self, played: list[int]) -> dict[str, int]:
        """The units that start on this row's space when the nations ``played`` are played."""
        for nation, units in self.when_played:
            if nation in played:
                return units
        return self.units


@dataclass(frozen=True)
class Card:
    """A Random Event Card: its name, kind, text in each language and effect as data (events.py plays it)."""

    id: str
    name: str
    kind: str  # "disaster" | "politics" | "innovation"
    text: dict[str, str]
    effect: dict[str, Any]


@dataclass(frozen=True)
class Map:
    """The board as index tables."""

    board: Board
    is_water: tuple[bool, ...]
    #: land_adj[s]: land spaces bordering land space s (land borders).
    land_adj: tuple[tuple[int, ...], ...]
    #: water_adj[s]: water spaces bordering water space s (sea and canal borders).
    water_adj: tuple[tuple[int, ...], ...]
    #: coast[s]: for a land space the water spaces it touches; for a water space the land spaces.
    coast: tuple[tuple[int, ...], ...]
    #: every_adj[s]: every bordering space (bombers fly over land and water).
    every_adj: tuple[tuple[int, ...], ...]
    #: canals[(a, b)]: the land space whose control a ship needs to pass between water spaces a and b.
    canals: dict[tuple[int, int], int]
    c: tuple[int, ...]
    f: tuple[int, ...]
    #: The spaces with a City, and the capital colour index of each.
    cities: dict[int, int]
    start_forts: frozenset[int]

    def id(self, space: int) -> str:
        """The board id of space ``space``."""
        return self.board.ids[space]

    def name(self, space: int) -> str:
        return self.board.spaces[self.board.ids[space]].name


@dataclass(frozen=True)
class Content:
    """The packaged content: the map, the nations, the costs (Table 4), the unit profiles (Table 3), the
    starting units (Table 1) and the Random Event Cards."""

    map: Map
    nations: tuple[Nation, ...]
    costs: dict[str, int]
    units: dict[str, UnitProfile]
    start: tuple[StartRow, ...]
    cards: dict[str, Card]
    provenance: dict[str, Any]
    #: The option ``tuning`` this content is played under (tuning.py).
    tuning: str = TUNED

    @property
    def board(self) -> Board:
        """The board the map indexes."""
        return self.map.board


def build_map(board: Board) -> Map:
    """Index tables of a World War IV board: land, water and coast borders, canals, C and F values, Cities
    and starting Forts."""
    ids = board.ids
    index = board.index
    n = len(ids)
    is_water = tuple(board.spaces[sid].kind == "sea" for sid in ids)
    land_adj: list[list[int]] = [[] for _ in range(n)]
    water_adj: list[list[int]] = [[] for _ in range(n)]
    coast: list[list[int]] = [[] for _ in range(n)]
    canals: dict[tuple[int, int], int] = {}
    for sid in ids:
        a = index[sid]
        for other, kind in board.adjacent[sid].items():
            b = index[other]
            if is_water[a] and is_water[b]:
                water_adj[a].append(b)
                if kind == "canal":
                    via = board.spaces[sid].attrs.get("canal", {}).get(other)
                    if via is not None:
                        canals[(a, b)] = index[via]
            elif is_water[a] != is_water[b]:
                coast[a].append(b)
            else:
                land_adj[a].append(b)
    colours = {c: i for i, c in enumerate(COLOURS)}
    attrs = [board.spaces[sid].attrs for sid in ids]
    return Map(
        board=board,
        is_water=is_water,
        land_adj=tuple(tuple(x) for x in land_adj),
        water_adj=tuple(tuple(x) for x in water_adj),
        coast=tuple(tuple(x) for x in coast),
        every_adj=tuple(tuple(board.index[o] for o in board.adjacent[sid]) for sid in ids),
        canals=canals,
        c=tuple(int(a.get("c", 0)) for a in attrs),
        f=tuple(int(a.get("f", 0)) for a in attrs),
        cities={i: colours[str(a["capital"])] for i, a in enumerate(attrs) if a.get("city")},
        start_forts=frozenset(i for i, a in enumerate(attrs) if a.get("fort")),
    )


def parse_content(raw: dict[str, Any], board: Board, tuning: str = TUNED) -> Content:
    """The content from the JSON data ``raw`` (``data/rulesets/ww4.json``) over its ``board``, as option
    ``tuning`` plays it."""
    m = build_map(board)
    owners = {c: i for i, c in enumerate(COLOURS)}
    owners[str(raw.get("barbarian_colour", "grey"))] = GREY
    return Content(
        map=m,
        nations=tuple(
            Nation(n["colour"], dict(n["name"]), board.index[n["capital"]])
            for n in sorted(raw["nations"], key=lambda n: COLOURS.index(n["colour"]))
        ),
        costs={k: int(v) for k, v in raw["costs"].items()},
        units={
            kind: UnitProfile(
                kind, int(u["move"]), frozenset(u["rout"]), frozenset(u["kill"]), frozenset(u["advantages"])
            )
            for kind, u in raw["units"].items()
        },
        start=tuple(
            StartRow(
                board.index[r["space"]],
                owners[r["colour"]],
                dict(r["units"]),
                bool(r.get("fort")),
                tuple((owners[c], dict(u)) for c, u in r.get("units_when_played", {}).items()),
            )
            for r in raw["starting_units"]
        ),
        cards={c["id"]: Card(c["id"], c["name"], c["kind"], dict(c["text"]), dict(c["effect"])) for c in raw["events"]},
        provenance=dict(raw["provenance"]),
        tuning=tuning,
    )


def load_content(tuning: str = TUNED) -> Content:
    """The packaged World War IV content (cached), as option ``tuning`` plays it (tuning.py)."""
    return _load(tuning)


@cache
def _load(tuning: str) -> Content:
    raw = tuned(json.loads(data_path("rulesets", "ww4.json").read_text(encoding="utf-8")), tuning)
    path = data_path("boards", f"{raw['board']}.json")
    if tuning == TUNED:
        return parse_content(raw, load_board(path))
    # The board as that tuning plays it (the file with the entries it predates undone), checked as load_board
    # checks it.
    board = parse_board(tuned(json.loads(path.read_text(encoding="utf-8")), tuning), str(path))
    return parse_content(raw, board, tuning)
