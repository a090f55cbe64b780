"""The War! Age of Imperialism board file (src/warroom/data/boards/imperialism.json).

Land regions, global regions and land borders are checked against the project's reference data
(shared/reference-data/imperialism-land-regions.json, beside the clone as ../shared; the reference tests skip
where it is absent). The rulebook's "Map Clarifications" (000, the last section) are checked against the file
itself. Sea areas and coasts are a reconstruction (docs/boards.md), so only their shape is checked here:
enough seas, one connected sea graph, every island reachable by sea, coast links only between land and sea.
"""

from __future__ import annotations

import json
import re
from collections import deque
from pathlib import Path
from typing import Any

import pytest

import warroom
from warroom.core.board import Board, load_board

BOARD_FILE = Path(warroom.__file__).parent / "data" / "boards" / "imperialism.json"
REFERENCE = Path(__file__).resolve().parents[2] / ".." / "shared" / "reference-data" / "imperialism-land-regions.json"

#: Group ids of the global regions, by the rulebook's names (000, "The Gameboard").
GLOBAL_REGIONS = {
    "Europe": "europe",
    "Islam": "islam",
    "Sub-Saharan Africa": "sub-saharan-africa",
    "Central Asia": "central-asia",
    "East Asia": "east-asia",
    "Australia": "australia",
}
ISLANDS = ("great-britain", "japan", "philippines", "sumatra", "borneo", "new-guinea", "madagascar")


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board(BOARD_FILE)


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    if not REFERENCE.is_file():
        pytest.skip(f"reference data not found at {REFERENCE} (shared/ is not beside the clone)")
    data: dict[str, Any] = json.loads(REFERENCE.read_text(encoding="utf-8"))
    return data


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def land_ids(board: Board) -> list[str]:
    return [sid for sid in board.ids if board.spaces[sid].kind == "land"]


def sea_ids(board: Board) -> list[str]:
    return [sid for sid in board.ids if board.spaces[sid].kind == "sea"]


def borders_of_kind(board: Board, kind: str) -> set[frozenset[str]]:
    return {frozenset((a, b)) for a in board.ids for b, k in board.adjacent[a].items() if k == kind}


# --- the file and the reference ---------------------------------------------------------------------------


def test_loads_as_a_reconstructed_board_with_four_border_kinds(board: Board) -> None:
    assert board.id == "imperialism"
    assert board.provenance["kind"] == "reconstructed"
    assert board.provenance["reasoning"]
    raw = json.loads(BOARD_FILE.read_text(encoding="utf-8"))
    assert raw["border_kinds"] == ["land", "sea", "coast", "straits"]
    assert len(land_ids(board)) == 63
    assert len(borders_of_kind(board, "land")) == 111


def test_land_regions_are_the_references(board: Board, reference: dict[str, Any]) -> None:
    assert {board.spaces[sid].name for sid in land_ids(board)} == set(reference["regions"])
    for name in reference["regions"]:
        space = board.spaces[slug(name)]
        assert space.name == name
        assert space.kind == "land"
        assert space.names.get("pt")


def test_land_borders_are_the_references_no_more_no_fewer(board: Board, reference: dict[str, Any]) -> None:
    expected = {frozenset((slug(a), slug(b))) for a, b in reference["land_borders"]}
    assert len(expected) == len(reference["land_borders"]) == 111
    assert borders_of_kind(board, "land") == expected
    for name, region in reference["regions"].items():
        sid = slug(name)
        land = {other for other, kind in board.adjacent[sid].items() if kind == "land"}
        assert land == {slug(n) for n in region["land_adjacent"]}, name


def test_global_regions_are_the_references(board: Board, reference: dict[str, Any]) -> None:
    groups = board.groups_of_kind("global-region")
    assert {g.name for g in groups} == set(GLOBAL_REGIONS) == set(reference["global_regions"])
    for group in groups:
        assert group.id == GLOBAL_REGIONS[group.name]
        assert group.names.get("pt")
    for name, region in reference["regions"].items():
        sid = slug(name)
        in_global = [g for g in board.groups_of[sid] if board.groups[g].kind == "global-region"]
        assert in_global == [GLOBAL_REGIONS[region["global_region"]]], name


def test_every_land_region_is_in_exactly_one_global_region_and_seas_in_none(board: Board) -> None:
    for sid in board.ids:
        kinds = [board.groups[g].kind for g in board.groups_of[sid]]
        if board.spaces[sid].kind == "land":
            assert kinds.count("global-region") == 1, sid
        else:
            assert kinds == ["ocean"], sid


# --- the rulebook's Map Clarifications (000, last section) -------------------------------------------------


def test_ottoman_balkans_is_a_land_border(board: Board) -> None:
    assert board.adjacent["ottoman"]["balkans"] == "land"


def test_spain_and_morocco_do_not_border(board: Board) -> None:
    assert not board.are_adjacent("spain", "morocco")


def test_eastern_mediterranean_black_sea_are_straits_with_ottomans_permission(board: Board) -> None:
    assert board.adjacent["eastern-mediterranean"]["black-sea"] == "straits"
    assert board.spaces["eastern-mediterranean"].attrs["permission"] == {"black-sea": "ottoman"}
    assert board.spaces["black-sea"].attrs["permission"] == {"eastern-mediterranean": "ottoman"}
    assert borders_of_kind(board, "straits") == {frozenset(("eastern-mediterranean", "black-sea"))}


def test_no_suez_but_the_red_sea_reaches_the_indian_ocean(board: Board) -> None:
    assert not board.are_adjacent("eastern-mediterranean", "red-sea")
    assert board.adjacent["red-sea"]["gulf-of-aden"] == "sea"
    assert board.adjacent["gulf-of-aden"]["arabian-sea"] == "sea"
    # Egypt lies on both seas: the land route stays open.
    assert board.adjacent["egypt"]["eastern-mediterranean"] == "coast"
    assert board.adjacent["egypt"]["red-sea"] == "coast"


# --- the reconstructed seas ---------------------------------------------------------------------------------


def test_at_least_thirty_seas_and_no_caspian(board: Board) -> None:
    seas = sea_ids(board)
    assert len(seas) >= 30
    assert "caspian-sea" not in board.spaces
    for sid in seas:
        assert board.spaces[sid].names.get("pt"), sid


def test_the_sea_graph_is_connected(board: Board) -> None:
    seas = set(sea_ids(board))
    start = next(iter(sorted(seas)))
    seen = {start}
    queue = deque([start])
    while queue:
        for other in board.adjacent[queue.popleft()]:
            if other in seas and other not in seen:
                seen.add(other)
                queue.append(other)
    assert seen == seas


def test_islands_and_regions_without_land_neighbours_touch_a_sea(board: Board) -> None:
    no_land = [sid for sid in land_ids(board) if "land" not in board.adjacent[sid].values()]
    assert set(ISLANDS) <= set(no_land)
    for sid in (*ISLANDS, *no_land):
        assert "coast" in board.adjacent[sid].values(), sid


def test_reference_islands_touch_a_sea(board: Board, reference: dict[str, Any]) -> None:
    for name, region in reference["regions"].items():
        if not region["land_adjacent"]:
            assert "coast" in board.adjacent[slug(name)].values(), name


def test_border_kinds_match_the_spaces_they_join(board: Board) -> None:
    for a in board.ids:
        for b, kind in board.adjacent[a].items():
            pair = {board.spaces[a].kind, board.spaces[b].kind}
            expected = {"land": {"land"}, "sea": {"sea"}, "straits": {"sea"}, "coast": {"land", "sea"}}[kind]
            assert pair == expected, (a, b, kind)


def test_every_space_has_a_position_on_the_map(board: Board) -> None:
    for sid in board.ids:
        position = board.spaces[sid].position
        assert position is not None, sid
        lon, lat = position
        assert -30 <= lon <= 180 and -50 <= lat <= 80, sid


def test_land_regions_carry_no_attrs(board: Board) -> None:
    for sid in land_ids(board):
        assert dict(board.spaces[sid].attrs) == {}, sid
