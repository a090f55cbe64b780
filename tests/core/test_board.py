"""Tests of the board loader: the shipped WAR board, and every check that rejects a bad board file."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

import warroom
from warroom.core.board import Board, load_board, parse_board
from warroom.core.errors import BoardError, WarroomError

WAR_CLASSIC = Path(warroom.__file__).parent / "data" / "boards" / "war-classic.json"

WAR_CONTINENTS = {
    "north-america": (
        5,
        {
            "alaska",
            "california",
            "greenland",
            "labrador",
            "mackenzie",
            "mexico",
            "new-york",
            "ottawa",
            "vancouver",
        },
    ),
    "south-america": (2, {"argentina", "brazil", "peru", "venezuela"}),
    "europe": (5, {"england", "france", "germany", "iceland", "moscow", "poland", "sweden"}),
    "africa": (3, {"algeria", "congo", "egypt", "madagascar", "south-africa", "sudan"}),
    "asia": (
        7,
        {
            "aral",
            "china",
            "dudinka",
            "india",
            "japan",
            "middle-east",
            "mongolia",
            "omsk",
            "siberia",
            "tchita",
            "vietnam",
            "vladivostok",
        },
    ),
    "oceania": (2, {"australia", "borneo", "new-guinea", "sumatra"}),
}


def border_pairs(board: Board) -> set[frozenset[str]]:
    return {frozenset((a, b)) for a, adj in board.adjacent.items() for b in adj}


# --- the shipped WAR classic board ---------------------------------------------------------------


@pytest.fixture(scope="module")
def war() -> Board:
    return load_board(WAR_CLASSIC)


def test_war_board_loads_with_its_counts(war: Board) -> None:
    assert war.id == "war-classic"
    assert war.source == str(WAR_CLASSIC)
    assert len(war.spaces) == 42
    assert len(border_pairs(war)) == 79
    assert len(war.groups) == 6


def test_war_board_continents_and_bonuses(war: Board) -> None:
    assert {g.id: g.bonus for g in war.groups.values()} == {gid: bonus for gid, (bonus, _) in WAR_CONTINENTS.items()}
    for gid, (_, members) in WAR_CONTINENTS.items():
        group = war.groups[gid]
        assert group.kind == "continent"
        assert set(group.spaces) == members, gid
    # every territory lies in exactly one continent
    assert all(len(war.groups_of[sid]) == 1 for sid in war.ids)
    assert war.groups["asia"].names == {"en": "Asia", "pt": "Ásia"}
    assert war.groups["north-america"].names["pt"] == "América do Norte"


def test_war_board_borders(war: Board) -> None:
    assert war.are_adjacent("alaska", "vladivostok")
    assert war.are_adjacent("vladivostok", "alaska")
    assert war.adjacent["alaska"]["vladivostok"] == "sea"
    assert war.adjacent["brazil"]["algeria"] == "sea"
    assert war.adjacent["england"]["iceland"] == "sea"
    assert war.adjacent["mexico"]["venezuela"] == "land"
    assert war.adjacent["egypt"]["middle-east"] == "land"
    assert set(war.neighbours("japan")) == {"china", "vladivostok"}
    assert set(war.neighbours("china")) == {
        "aral",
        "india",
        "japan",
        "mongolia",
        "omsk",
        "tchita",
        "vietnam",
        "vladivostok",
    }
    assert not war.are_adjacent("alaska", "greenland")
    kinds = {war.adjacent[a][b] for a in war.adjacent for b in war.adjacent[a]}
    assert kinds == {"land", "sea"}


def test_war_board_spaces(war: Board) -> None:
    for space in war.spaces.values():
        assert space.kind == "land"
        assert space.id.isascii() and space.id == space.id.lower()
        assert space.position is not None
        assert space.attrs["card_figure"] in {"circle", "square", "triangle"}
        assert set(space.names) == {"en", "pt"}
    figures = [s.attrs["card_figure"] for s in war.spaces.values()]
    assert figures.count("circle") == figures.count("square") == figures.count("triangle") == 14
    assert war.spaces["middle-east"].names == {"en": "Middle East", "pt": "Oriente Médio"}
    assert war.spaces["venezuela"].attrs["old_board_label"] == "Colômbia/Venezuela"
    assert war.spaces["france"].display("pt") == "França"
    space = war.space_by_name("alasca")
    assert space is not None and space.id == "alaska"
    lon, lat = war.spaces["dudinka"].position or (0.0, 0.0)
    assert 80 <= lon <= 95 and 60 <= lat <= 75


def test_war_board_provenance(war: Board) -> None:
    assert war.provenance["kind"] == "reconstructed"
    reasoning = war.provenance["reasoning"]
    assert "joselitofilho/thewar" in reasoning
    assert "medium-high for borders" in reasoning


# --- a tiny valid board, changed one thing at a time ---------------------------------------------

TINY: dict[str, Any] = {
    "format": "warroom-board",
    "version": 1,
    "id": "tiny",
    "name": {"en": "Tiny", "pt": "Minúsculo"},
    "provenance": {"kind": "reconstructed", "reasoning": "made up for the tests"},
    "border_kinds": ["land", "sea"],
    "spaces": [
        {
            "id": "north",
            "name": {"en": "North", "pt": "Norte"},
            "kind": "land",
            "position": [0, 10],
            "adjacent": {"south": "land", "east": "land"},
        },
        {
            "id": "south",
            "name": {"en": "South", "pt": "Sul"},
            "position": [0, -10],
            "adjacent": {"north": "land", "east": "land"},
        },
        {
            "id": "east",
            "name": {"en": "East", "pt": "Leste"},
            "position": [10, 0],
            "adjacent": {"north": "land", "south": "land", "island": "sea"},
        },
        {
            "id": "island",
            "name": {"en": "Island", "pt": "Ilha"},
            "position": [20, 0],
            "adjacent": {"east": "sea"},
            "attrs": {"card_figure": "circle"},
        },
    ],
    "groups": [
        {
            "id": "mainland",
            "name": "Mainland",
            "kind": "continent",
            "bonus": 2,
            "spaces": ["north", "south", "east"],
        },
        {"id": "isles", "name": {"en": "Isles"}, "kind": "continent", "bonus": 1, "spaces": ["island"]},
    ],
}


@pytest.fixture
def tiny() -> dict[str, Any]:
    return copy.deepcopy(TINY)


def space(raw: dict[str, Any], sid: str) -> dict[str, Any]:
    return next(s for s in raw["spaces"] if s["id"] == sid)


def group(raw: dict[str, Any], gid: str) -> dict[str, Any]:
    return next(g for g in raw["groups"] if g["id"] == gid)


def load_error(tmp_path: Path, raw: Any) -> str:
    """Write ``raw`` to a board file, load it, return the BoardError message (which must name the file)."""
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(BoardError) as info:
        load_board(path)
    message = str(info.value)
    assert message.startswith(f"{path}: "), message
    return message


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


# provenance


def test_missing_provenance(tmp_path: Path, tiny: dict[str, Any]) -> None:
    del tiny["provenance"]
    message = load_error(tmp_path, tiny)
    assert message.endswith("a 'provenance' object is required (kind, and reasoning where reconstructed)")


def test_unknown_provenance_kind(tmp_path: Path, tiny: dict[str, Any]) -> None:
    tiny["provenance"]["kind"] = "guess"
    message = load_error(tmp_path, tiny)
    assert message.endswith(
        "provenance 'kind' must be one of ['reconstructed', 'rulebook', 'rulebook example'], found 'guess'"
    )


@pytest.mark.parametrize("reasoning", [None, ""])
def test_reconstructed_without_reasoning(tmp_path: Path, tiny: dict[str, Any], reasoning: str | None) -> None:
    if reasoning is None:
        del tiny["provenance"]["reasoning"]
    else:
        tiny["provenance"]["reasoning"] = reasoning
    message = load_error(tmp_path, tiny)
    assert message.endswith("a reconstructed board must say how in provenance 'reasoning'")


@pytest.mark.parametrize("kind", ["rulebook", "rulebook example"])
def test_rulebook_provenance_needs_no_reasoning(tiny: dict[str, Any], kind: str) -> None:
    tiny["provenance"] = {"kind": kind, "page": 12}
    assert parse_board(tiny).provenance == {"kind": kind, "page": 12}


# format, version, the board's own fields


@pytest.mark.parametrize(
    ("fmt", "found"), [("risk-board", "'risk-board'"), (None, "None"), ("Warroom-Board", "'Warroom-Board'")]
)
def test_wrong_format(tmp_path: Path, tiny: dict[str, Any], fmt: Any, found: str) -> None:
    if fmt is None:
        del tiny["format"]
    else:
        tiny["format"] = fmt
    assert load_error(tmp_path, tiny).endswith(f"'format' must be 'warroom-board', found {found}")


@pytest.mark.parametrize(("version", "shown"), [(2, "2"), (0, "0"), ("1", "'1'"), (1.0, "1.0"), (None, "None")])
def test_wrong_version(tmp_path: Path, tiny: dict[str, Any], version: Any, shown: str) -> None:
    if version is None:
        del tiny["version"]
    else:
        tiny["version"] = version
    message = load_error(tmp_path, tiny)
    assert message.endswith(f"board format version {shown} is not supported (this warroom reads 1)")


def test_board_without_id(tmp_path: Path, tiny: dict[str, Any]) -> None:
    tiny["id"] = ""
    assert load_error(tmp_path, tiny).endswith("the board needs a non-empty string 'id'")


def test_board_without_name(tmp_path: Path, tiny: dict[str, Any]) -> None:
    del tiny["name"]
    message = load_error(tmp_path, tiny)
    assert message.endswith("the board's 'name' must be a string or an object with an English 'en' name")


@pytest.mark.parametrize("raw", [[], "board", 42, None])
def test_not_an_object(tmp_path: Path, raw: Any) -> None:
    assert load_error(tmp_path, raw).endswith("a board file must hold a JSON object")


# the file itself


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "{ not json",
            "not valid JSON: Expecting property name enclosed in double quotes at line 1, column 3",
        ),
        ('{"format": "warroom-board",}', "not valid JSON: Expecting property name enclosed in double quotes"),
        ("", "not valid JSON: Expecting value at line 1, column 1"),
    ],
)
def test_not_json(tmp_path: Path, text: str, expected: str) -> None:
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BoardError) as info:
        load_board(path)
    assert str(info.value).startswith(f"{path}: {expected}")


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.json"
    with pytest.raises(BoardError) as info:
        load_board(path)
    assert str(info.value) == f"{path}: cannot read board file: No such file or directory"


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(BoardError) as info:
        load_board(tmp_path)
    assert str(info.value).startswith(f"{tmp_path}: cannot read board file: ")


def test_load_board_takes_a_string_path(tmp_path: Path, tiny: dict[str, Any]) -> None:
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(tiny), encoding="utf-8")
    assert load_board(str(path)).id == "tiny"


# inputs that once escaped as Python errors instead of BoardError


def test_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(b'\xff\xfe{"format": "warroom-board"}')
    with pytest.raises(BoardError) as info:
        load_board(path)
    assert str(info.value).startswith(f"{path}: ")


def test_version_true_is_rejected(tiny: dict[str, Any]) -> None:
    tiny["version"] = True
    with pytest.raises(BoardError, match="board format version True is not supported"):
        parse_board(tiny)


def test_unhashable_kind_is_a_board_error(tiny: dict[str, Any]) -> None:
    tiny["provenance"]["kind"] = ["rulebook"]
    with pytest.raises(BoardError, match="provenance 'kind' must be one of"):
        parse_board(tiny)


def test_a_problem_in_portuguese(tmp_path: Path, tiny: dict[str, Any]) -> None:
    """The problems of a board file are messages (core/board_words.py): the same English, and Portuguese."""
    space(tiny, "north")["adjacent"]["atlantis"] = "land"
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(tiny), encoding="utf-8")
    with pytest.raises(BoardError) as info:
        load_board(path)
    assert info.value.said("en") == f"{path}: space 'north': border to unknown space 'atlantis'"
    assert info.value.said("pt") == f"{path}: espaço 'north': fronteira com espaço desconhecido 'atlantis'"


def test_disconnected_counts_agree(tmp_path: Path, tiny: dict[str, Any]) -> None:
    del space(tiny, "east")["adjacent"]["island"]
    del space(tiny, "island")["adjacent"]["east"]
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(tiny), encoding="utf-8")
    with pytest.raises(BoardError) as info:
        load_board(path)
    assert info.value.said("pt").endswith("tabuleiro desconexo: 1 espaço inalcançável a partir de 'north': 'island'")


def test_a_board_nested_too_deep_in_portuguese(tiny: dict[str, Any]) -> None:
    deep: Any = []
    for _ in range(500):
        deep = [deep]
    space(tiny, "north")["attrs"] = {"deep": deep}
    with pytest.raises(BoardError) as info:
        parse_board(tiny, "tiny.json")
    assert info.value.said("en").startswith("tiny.json: the board is nested more than")
    assert info.value.said("pt").startswith("tiny.json: o tabuleiro está aninhado em mais de")
