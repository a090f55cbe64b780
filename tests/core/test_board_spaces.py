"""The board loader refuses a board file whose spaces, borders or groups are wrong: a tiny valid board
(tiny_board.py), changed one thing at a time."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from tiny_board import group, load_error, space

from warroom.core.board import load_board, parse_board
from warroom.core.errors import BoardError, WarroomError


def test_tiny_board_is_valid(tmp_path: Path, tiny: dict[str, Any]) -> None:
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(tiny), encoding="utf-8")
    board = load_board(path)
    assert board.ids == ("north", "south", "east", "island")
    assert board.index["island"] == 3
    assert board.neighbours_idx[board.index["east"]] == (0, 1, 3)
    assert board.adjacent["island"] == {"east": "sea"}
    assert board.spaces["south"].kind == "land"
    assert board.groups["mainland"].names == {"en": "Mainland"}
    assert board.groups_of["east"] == ("mainland",)
    assert board.spaces["island"].position == (20.0, 0.0)
    assert board.source == str(path)


def test_parse_board_names_its_source(tiny: dict[str, Any]) -> None:
    assert parse_board(tiny).source == "<memory>"
    space(tiny, "north")["adjacent"]["atlantis"] = "land"
    with pytest.raises(BoardError, match=r"^<memory>: space 'north': border to unknown space 'atlantis'$"):
        parse_board(tiny)
    with pytest.raises(BoardError, match=r"^custom\.json: space 'north': "):
        parse_board(tiny, source="custom.json")


def test_board_error_is_a_warroom_error(tiny: dict[str, Any]) -> None:
    del tiny["spaces"]
    with pytest.raises(WarroomError):
        parse_board(tiny)


# borders


def test_border_to_unknown_space(tmp_path: Path, tiny: dict[str, Any]) -> None:
    space(tiny, "north")["adjacent"]["atlantis"] = "land"
    message = load_error(tmp_path, tiny)
    assert message.endswith("space 'north': border to unknown space 'atlantis'")


def test_one_way_border(tmp_path: Path, tiny: dict[str, Any]) -> None:
    del space(tiny, "south")["adjacent"]["north"]
    message = load_error(tmp_path, tiny)
    assert message.endswith("space 'north': one-way border: 'north' lists 'south' but 'south' does not list it")


def test_mismatched_border_kind(tmp_path: Path, tiny: dict[str, Any]) -> None:
    space(tiny, "north")["adjacent"]["south"] = "sea"
    message = load_error(tmp_path, tiny)
    assert message.endswith("space 'north': border to 'south' is 'sea' here but 'land' there")


def test_undeclared_border_kind(tmp_path: Path, tiny: dict[str, Any]) -> None:
    space(tiny, "east")["adjacent"]["island"] = "coast"
    space(tiny, "island")["adjacent"]["east"] = "coast"
    message = load_error(tmp_path, tiny)
    assert message.endswith("space 'east': border to 'island' has unknown kind 'coast'")


def test_border_kinds_default_to_land_sea_coast(tiny: dict[str, Any]) -> None:
    del tiny["border_kinds"]
    space(tiny, "east")["adjacent"]["island"] = "coast"
    space(tiny, "island")["adjacent"]["east"] = "coast"
    assert parse_board(tiny).adjacent["island"]["east"] == "coast"


def test_border_kinds_must_be_strings(tmp_path: Path, tiny: dict[str, Any]) -> None:
    tiny["border_kinds"] = "land"
    assert load_error(tmp_path, tiny).endswith("'border_kinds' must be a list of strings")


def test_border_to_itself(tmp_path: Path, tiny: dict[str, Any]) -> None:
    space(tiny, "north")["adjacent"]["north"] = "land"
    assert load_error(tmp_path, tiny).endswith("space 'north': a space cannot border itself")


def test_adjacent_must_be_an_object(tmp_path: Path, tiny: dict[str, Any]) -> None:
    space(tiny, "island")["adjacent"] = ["east"]
    message = load_error(tmp_path, tiny)
    assert "space 'island': 'adjacent' must be an object mapping neighbour ids to border kinds" in message


# spaces


def test_duplicate_space_id(tmp_path: Path, tiny: dict[str, Any]) -> None:
    twin = copy.deepcopy(space(tiny, "north"))
    twin["name"] = {"en": "North Again"}
    tiny["spaces"].append(twin)
    assert load_error(tmp_path, tiny).endswith("space 'north': duplicate space id")


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ({"en": "North"}, "duplicate name 'North' (en), also used by 'north'"),
        ({"en": "NORTH"}, "duplicate name 'NORTH' (en), also used by 'north'"),
        ({"en": "Far East", "pt": "Norte"}, "duplicate name 'Norte' (pt), also used by 'north'"),
    ],
)
def test_duplicate_display_name(tmp_path: Path, tiny: dict[str, Any], name: dict[str, str], expected: str) -> None:
    space(tiny, "east")["name"] = name
    assert load_error(tmp_path, tiny).endswith(f"space 'east': {expected}")


def test_same_name_in_two_languages_is_allowed(tiny: dict[str, Any]) -> None:
    space(tiny, "north")["name"] = {"en": "Norte", "pt": "Norte"}
    assert parse_board(tiny).spaces["north"].display("pt") == "Norte"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        (None, "space 'east': 'name' must be a string or an object with an English 'en' name"),
        ({"pt": "Leste"}, "space 'east': 'name' must be a string or an object with an English 'en' name"),
        ({"en": "East", "pt": ""}, "space 'east': 'name': every display name must be a non-empty string"),
    ],
)
def test_bad_space_name(tmp_path: Path, tiny: dict[str, Any], name: Any, expected: str) -> None:
    space(tiny, "east")["name"] = name
    assert load_error(tmp_path, tiny).endswith(expected)


def test_space_without_id(tmp_path: Path, tiny: dict[str, Any]) -> None:
    del tiny["spaces"][2]["id"]
    assert load_error(tmp_path, tiny).endswith("spaces[2] needs a non-empty string 'id'")


def test_bad_space_kind(tmp_path: Path, tiny: dict[str, Any]) -> None:
    space(tiny, "island")["kind"] = "mountain"
    message = load_error(tmp_path, tiny)
    assert message.endswith("space 'island': kind must be one of ['land', 'sea'], found 'mountain'")


def test_bad_attrs(tmp_path: Path, tiny: dict[str, Any]) -> None:
    space(tiny, "island")["attrs"] = ["circle"]
    assert load_error(tmp_path, tiny).endswith("space 'island': 'attrs' must be an object")


@pytest.mark.parametrize("spaces", [None, [], {"north": {}}])
def test_spaces_must_be_a_non_empty_list(tmp_path: Path, tiny: dict[str, Any], spaces: Any) -> None:
    tiny["spaces"] = spaces
    assert load_error(tmp_path, tiny).endswith("'spaces' must be a non-empty list")


# positions


@pytest.mark.parametrize(
    ("position", "expected"),
    [
        ([200, 0], "position [200, 0] is not a longitude and latitude"),
        ([-181, 0], "position [-181, 0] is not a longitude and latitude"),
        ([0, 95], "position [0, 95] is not a longitude and latitude"),
        ([0, -90.5], "position [0, -90.5] is not a longitude and latitude"),
        ([1], "'position' must be [longitude, latitude]"),
        ([1, 2, 3], "'position' must be [longitude, latitude]"),
        ("10, 20", "'position' must be [longitude, latitude]"),
        ([0, "N"], "'position' must be [longitude, latitude]"),
        ([True, 0], "'position' must be [longitude, latitude]"),
        ({"lon": 0, "lat": 0}, "'position' must be [longitude, latitude]"),
    ],
)
def test_bad_position(tmp_path: Path, tiny: dict[str, Any], position: Any, expected: str) -> None:
    space(tiny, "south")["position"] = position
    assert load_error(tmp_path, tiny).endswith(f"space 'south': {expected}")


def test_position_is_optional(tiny: dict[str, Any]) -> None:
    del space(tiny, "south")["position"]
    board = parse_board(tiny)
    assert board.spaces["south"].position is None
    assert board.spaces["north"].position == (0.0, 10.0)


# groups


def test_space_in_no_group(tmp_path: Path, tiny: dict[str, Any]) -> None:
    group(tiny, "mainland")["spaces"].remove("east")
    assert load_error(tmp_path, tiny).endswith("space 'east': space in no group")


def test_unknown_space_in_group(tmp_path: Path, tiny: dict[str, Any]) -> None:
    group(tiny, "isles")["spaces"].append("atlantis")
    assert load_error(tmp_path, tiny).endswith("space 'atlantis': group 'isles' lists unknown space")


def test_space_twice_in_a_group(tmp_path: Path, tiny: dict[str, Any]) -> None:
    group(tiny, "isles")["spaces"].append("island")
    assert load_error(tmp_path, tiny).endswith("group 'isles' lists a space twice")


def test_duplicate_group_id(tmp_path: Path, tiny: dict[str, Any]) -> None:
    group(tiny, "isles")["id"] = "mainland"
    assert load_error(tmp_path, tiny).endswith("duplicate group id 'mainland'")


@pytest.mark.parametrize("bonus", [-1, 1.5, "2", True])
def test_bad_group_bonus(tmp_path: Path, tiny: dict[str, Any], bonus: Any) -> None:
    group(tiny, "mainland")["bonus"] = bonus
    message = load_error(tmp_path, tiny)
    assert message.endswith(f"group 'mainland' bonus must be a whole number >= 0, found {bonus!r}")


@pytest.mark.parametrize("members", [None, []])
def test_group_without_spaces(tmp_path: Path, tiny: dict[str, Any], members: Any) -> None:
    group(tiny, "isles")["spaces"] = members
    assert load_error(tmp_path, tiny).endswith("group 'isles' needs a non-empty 'spaces' list")


def test_groups_must_be_a_non_empty_list(tmp_path: Path, tiny: dict[str, Any]) -> None:
    tiny["groups"] = []
    assert load_error(tmp_path, tiny).endswith("'groups' must be a non-empty list")


def test_spaces_may_share_groups(tiny: dict[str, Any]) -> None:
    tiny["groups"].append({"id": "coast", "name": "Coast", "spaces": ["east", "island"]})
    board = parse_board(tiny)
    assert board.groups_of["east"] == ("mainland", "coast")
    assert board.groups["coast"].kind == "group"
    assert board.groups["coast"].bonus == 0
    assert [g.id for g in board.groups_of_kind("continent")] == ["mainland", "isles"]


# connectivity


def test_disconnected_board(tmp_path: Path, tiny: dict[str, Any]) -> None:
    del space(tiny, "east")["adjacent"]["island"]
    del space(tiny, "island")["adjacent"]["east"]
    message = load_error(tmp_path, tiny)
    assert message.endswith("disconnected board: 1 space unreachable from 'north': 'island'")
