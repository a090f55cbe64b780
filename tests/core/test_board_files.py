"""The board loader refuses a board file without provenance, of another format or version, or not JSON
at all, and says why in the reader's language: a tiny valid board (tiny_board.py), changed one thing at a time."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from tiny_board import load_error, space

from warroom.core.board import load_board, parse_board
from warroom.core.errors import BoardError

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
