"""World War IV's starting units (data/rulesets/ww4.json, ``starting_units``): Table 1's printed rows exactly,
and the reconstructed ones, with the other units a row starts with where a nation is played
(``units_when_played``, rules version 8), for shape, Kings, Food and cost. Rulebook 004, "Setting Up" (Table 1)
and Table 4 (costs)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_ww4_board import CONTENT_FILE, CONTROL_UNITS, NATIONS, SHIPS, TABLE_1, kind_of, land

from warroom.core.board import Board, load_board
from warroom.data import data_path


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board(data_path("boards", "ww4.json"))


@pytest.fixture(scope="module")
def content() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CONTENT_FILE.read_text(encoding="utf-8"))
    return data


def test_table_1_printed_rows_exactly(content: dict[str, Any]) -> None:
    printed = [r for r in content["starting_units"] if r["source"] == "Table 1"]
    assert [(r["space"], r["colour"], r["units"], r["fort"]) for r in printed] == TABLE_1


def _unit_sets(row: dict[str, Any]) -> list[dict[str, int]]:
    """A row's units, and the other units it starts with where a nation is played (``units_when_played``)."""
    return [row["units"], *row.get("units_when_played", {}).values()]


def test_starting_rows_are_well_formed(content: dict[str, Any], board: Board) -> None:
    rows = content["starting_units"]
    colours = {*NATIONS, "grey"}
    assert len({r["space"] for r in rows}) == len(rows), "one row per space"
    for r in rows:
        assert r["source"] in ("Table 1", "reconstructed"), r
        assert r["colour"] in colours, r
        # only a reconstructed row may start otherwise where a nation is played, and only by a nation's colour
        assert set(r.get("units_when_played", {})) <= set(NATIONS), r
        assert r["source"] == "reconstructed" or "units_when_played" not in r, r
        for units in _unit_sets(r):
            assert units and all(u in content["units"] and n >= 1 for u, n in units.items()), r
            if kind_of(board, r["space"]) == "sea":
                assert set(units) <= SHIPS and not r["fort"], r
        # the board marks the starting forts
        assert r["fort"] == bool(board.spaces[r["space"]].attrs.get("fort")), r
    assert {sid for sid in board.ids if board.spaces[sid].attrs.get("fort")} == {r["space"] for r in rows if r["fort"]}
    # the Chaco row is cut in the rulebook: reconstructed, grey, after the printed rows
    chaco = next(r for r in rows if r["space"] == "chaco")
    assert (chaco["colour"], chaco["source"]) == ("grey", "reconstructed")
    # Setting Up: "India begins the game with eight Militia units"
    assert next(r for r in rows if r["space"] == "india")["units"] == {"militia": 8}


def test_every_nation_starts_with_its_king_on_its_capital(content: dict[str, Any]) -> None:
    """One King on each nation's capital row and none elsewhere, whoever is played (``units_when_played``)."""
    rows = content["starting_units"]
    for r in rows:
        capital = r["colour"] in NATIONS and r["space"] == NATIONS[r["colour"]][1]
        for units in _unit_sets(r):
            assert units.get("king", 0) == (1 if capital else 0), r
    for colour, (_, capital) in NATIONS.items():
        assert any(r["space"] == capital and r["colour"] == colour for r in rows), colour


def test_coloured_land_rows_fit_their_food(content: dict[str, Any], board: Board) -> None:
    for r in content["starting_units"]:
        if r["colour"] != "grey" and kind_of(board, r["space"]) == "land":
            for units in _unit_sets(r):
                controllers = sum(n for u, n in units.items() if u in CONTROL_UNITS)
                assert controllers <= board.spaces[r["space"]].attrs["f"], r


def _cost(content: dict[str, Any], units: dict[str, int]) -> int:
    """What ``units`` cost by Table 4 (Kings cost nothing)."""
    return sum(content["costs"].get(u, 0) * n for u, n in units.items())


@pytest.mark.parametrize("played", [("red", "yellow", "green"), tuple(NATIONS)], ids=["three", "five"])
def test_nations_start_comparable_in_strength(content: dict[str, Any], played: tuple[str, ...]) -> None:
    """Every nation's starting units and Forts cost within C5 of red's by Table 4, whoever is played."""
    worth: dict[str, int] = {}
    for r in content["starting_units"]:
        when = r.get("units_when_played", {})
        units = next((when[c] for c in when if c in played), r["units"])
        fort = content["costs"]["fort"] if r["fort"] else 0
        worth[r["colour"]] = worth.get(r["colour"], 0) + _cost(content, units) + fort
    for colour in NATIONS:
        assert abs(worth[colour] - worth["red"]) <= 5, (colour, worth)


def test_a_nation_starting_otherwise_where_another_is_played_keeps_its_cost(content: dict[str, Any]) -> None:
    """Rules version 8: a nation's rows cost the same with their ``units_when_played`` as without."""
    for colour in NATIONS:
        mine = [r for r in content["starting_units"] if r["colour"] == colour]
        plain = sum(_cost(content, r["units"]) for r in mine)
        other = sum(_cost(content, next(iter(r.get("units_when_played", {}).values()), r["units"])) for r in mine)
        assert plain == other, colour


def test_table_1_is_alphabetical_so_no_other_grey_row_comes_before_chaco(content: dict[str, Any], board: Board) -> None:
    printed_grey = {r["space"] for r in content["starting_units"] if r["source"] == "Table 1" and r["colour"] == "grey"}
    for r in content["starting_units"]:
        if r["colour"] == "grey" and r["source"] == "reconstructed":
            assert board.spaces[r["space"]].name >= "Chaco", r["space"]
    assert sorted(printed_grey, key=lambda s: board.spaces[s].name) == [row[0] for row in TABLE_1[8:]]


def test_most_land_spaces_no_nation_holds_start_grey(content: dict[str, Any], board: Board) -> None:
    rows = content["starting_units"]
    coloured = {r["space"] for r in rows if r["colour"] != "grey"}
    grey_land = {r["space"] for r in rows if r["colour"] == "grey"} & set(land(board))
    remaining = set(land(board)) - coloured
    assert grey_land <= remaining
    assert len(grey_land) >= 0.75 * len(remaining)
