"""Reading files a user names (core/files.py) and the checks built on it: boards, and option values.

Inputs that once escaped as Python errors (RecursionError, ValueError, OverflowError) or could block
or read without end (a FIFO, /dev/zero) are refused as the caller's own one-line error.
"""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path
from typing import Any

import pytest

from warroom.core.board import load_board, parse_board
from warroom.core.errors import BoardError, OptionError, SaveError, WarroomError
from warroom.core.files import MAX_DEPTH, nesting_problem, parse_json, read_json_tree, read_limited
from warroom.core.json_words import decoder_reason
from warroom.core.options import MAX_WHOLE, OptionSpec, parse_option_text, show
from warroom.core.text import Msg, Param, render

TINY: dict[str, Any] = {
    "format": "warroom-board",
    "version": 1,
    "id": "tiny",
    "name": "Tiny",
    "provenance": {"kind": "rulebook"},
    "spaces": [
        {"id": "a", "name": "A", "position": [0, 0], "adjacent": {"b": "land"}},
        {"id": "b", "name": "B", "adjacent": {"a": "land"}},
    ],
    "groups": [{"id": "g", "name": "G", "kind": "continent", "bonus": 1, "spaces": ["a", "b"]}],
}


def tiny(**changes: Any) -> dict[str, Any]:
    return {**json.loads(json.dumps(TINY)), **changes}


def test_read_limited_reads_a_regular_file_up_to_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"x" * 100)
    assert read_limited(path, 100, SaveError, "save") == b"x" * 100
    with pytest.raises(SaveError) as info:
        read_limited(path, 99, SaveError, "save")
    assert str(info.value) == f"{path}: cannot read save: it is larger than the limit of 99 bytes"


class Blocked(Exception):
    """Raised by the alarm: a read that should have been refused at once blocked instead."""


def _alarm(signum: int, frame: Any) -> None:
    raise Blocked


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/zero"), reason="POSIX only")
def test_read_limited_refuses_what_is_not_a_regular_file(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    # Opening a FIFO without a writer blocks forever: an alarm turns a regression into a failure.
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(10)
    try:
        for path, reason in [
            (fifo, "it is a FIFO (named pipe), not a regular file"),
            (Path("/dev/zero"), "it is a device, not a regular file"),
            (tmp_path, "Is a directory"),
            (tmp_path / "missing", "No such file or directory"),
        ]:
            with pytest.raises(BoardError) as info:
                read_limited(path, 1000, BoardError, "board file")
            assert str(info.value) == f"{path}: cannot read board file: {reason}"
    except Blocked:
        pytest.fail("reading a FIFO blocked")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    with pytest.raises(BoardError, match="cannot read board file: "):
        read_limited("nul\0byte", 1000, BoardError, "board file")


def test_parse_json_turns_every_failure_into_the_callers_error() -> None:
    def fail(reason: Param) -> SaveError:
        return SaveError(Msg("core.error.named", name="x.json", why=reason))

    assert parse_json('{"a": [1, 2.5, null]}', fail) == {"a": [1, 2.5, None]}
    for text, reason, portuguese in [
        (
            "{",
            "x.json: Expecting property name enclosed in double quotes at line 1, column 2",
            "x.json: esperava um nome de propriedade entre aspas duplas na linha 1, coluna 2",
        ),
        ("[1 2]", "x.json: Expecting ',' delimiter at line 1, column 4", "x.json: esperava o separador ','"),
        ("[" * 100_000, "x.json: nested too deeply", "x.json: aninhado fundo demais"),
        (
            "9" * 5000,
            "x.json: Exceeds the limit (4300 digits) for integer string conversion: value has 5000 digits",
            "x.json: número inteiro longo demais: 5000 dígitos, além do limite de 4300",
        ),
    ]:
        with pytest.raises(SaveError) as info:
            parse_json(text, fail)
        assert str(info.value) == reason
        assert info.value.said("pt").startswith(portuguese)


def test_every_reason_of_the_decoder_is_worded() -> None:
    """Every reason Python's JSON decoder gives for a malformed text, and the UTF-8 codec's, read in both
    languages (a reason no catalogue words would show a Portuguese reader the decoder's English)."""
    texts = ["", "{", '{"a" 1}', '{"a":1 "b":2}', '"abc', '"a\x01"', '"\\q"', '"\\u12"', "1 2", "\ufeff{}"]
    for text in texts:
        with pytest.raises(json.JSONDecodeError) as info:
            json.loads(text)
        assert isinstance(decoder_reason(info.value.msg), Msg), info.value.msg
    for data in (b"\xff", b"\xc3", b"\xc3("):
        with pytest.raises(UnicodeDecodeError) as caught:
            data.decode("utf-8")
        assert isinstance(decoder_reason(caught.value.reason), Msg), caught.value.reason


def test_nesting_problem_walks_any_depth_without_recursion() -> None:
    deep: Any = []
    for _ in range(100_000):
        deep = [deep]
    assert render(nesting_problem(deep) or "") == f"nested more than {MAX_DEPTH} levels deep"
    assert nesting_problem({"a": [{"b": 1}]}, max_depth=3) is None
    assert render(nesting_problem({"a": [{"b": [1]}]}, max_depth=3) or "") == "nested more than 3 levels deep"
    assert render(nesting_problem(list(range(10)), max_items=10) or "", "pt") == "é grande demais: mais de 10 valores"
    assert nesting_problem(list(range(9)), max_items=10) is None


# -- boards ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("position", [[10**400, 0], [0, -(10**400)], [float("nan"), 0], [float("inf"), 1]])
def test_a_position_of_huge_or_odd_numbers_is_a_board_error(position: list[Any]) -> None:
    board = tiny()
    board["spaces"][0]["position"] = position
    with pytest.raises(BoardError) as info:
        parse_board(board, "odd.json")
    assert "is not a longitude and latitude" in str(info.value) and len(str(info.value)) < 200


def test_a_deep_or_giant_board_file_is_a_board_error(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    with pytest.raises(BoardError, match=r"deep\.json: not valid JSON: nested too deeply$"):
        load_board(path)
    board = tiny()
    board["spaces"][0]["attrs"] = {"x": json.loads("[" * 200 + "]" * 200)}
    with pytest.raises(BoardError, match=r"^odd\.json: the board is nested more than 100 levels deep$"):
        parse_board(board, "odd.json")
    with pytest.raises(BoardError) as info:
        parse_board(tiny(version=10**400), "odd.json")
    assert str(info.value) == f"odd.json: board format version {show(10**400)} is not supported (this warroom reads 1)"
    assert len(show(10**400)) < 50


# -- option values -----------------------------------------------------------------------------------------


DECK = OptionSpec("deck", dict, None, "a deck")
LIMIT = OptionSpec("limit", int, 3, "a limit", minimum=1, maximum=9)


def test_a_dict_option() -> None:
    assert DECK.check(None) is None and DECK.check({"a": [1]}) == {"a": [1]}
    with pytest.raises(OptionError, match=r"^option 'deck' must be a JSON object, got \[1\]$"):
        DECK.check([1])
    assert parse_option_text(DECK, '{"a": 1}') == {"a": 1}
    with pytest.raises(OptionError, match=r"^option 'deck' is not valid JSON: Expecting value at line 1, column 1$"):
        parse_option_text(DECK, "")


def test_whole_numbers_are_bounded() -> None:
    assert LIMIT.check(9) == 9
    with pytest.raises(OptionError, match=r"^option 'limit' must be at most 9, got 10$"):
        LIMIT.check(10)
    rounds = OptionSpec("round_limit", int, None, "rounds", minimum=1)
    assert rounds.check(MAX_WHOLE) == MAX_WHOLE
    with pytest.raises(OptionError) as info:
        rounds.check(10**400)
    assert str(info.value) == f"option 'round_limit' must be at most 9,223,372,036,854,775,807, got {show(10**400)}"
    with pytest.raises(OptionError, match="must be a whole number, got '99999999999999999999"):
        parse_option_text(rounds, "9" * 5000)


def test_show_is_short_for_any_value() -> None:
    deep: Any = "x"
    for _ in range(10_000):
        deep = {"k": deep}
    for value in (deep, "y" * 10**6, list(range(10**5)), 10**400, [10**5000]):
        assert len(show(value)) < 200
    assert show({"type": "end_turn"}) == "{'type': 'end_turn'}"


def test_read_json_tree_refuses_json_nested_past_the_bound(tmp_path: Path) -> None:
    """Nesting deeper than MAX_DEPTH but shallow enough for the parser (which refuses some thousands of
    levels on its own) is refused by the depth check, with the file named."""
    path = tmp_path / "deep.json"
    path.write_text("[" * (MAX_DEPTH + 50) + "]" * (MAX_DEPTH + 50), encoding="utf-8")
    with pytest.raises(WarroomError, match=rf"deep\.json: cannot read a thing: it is nested more than {MAX_DEPTH}"):
        read_json_tree(path, 1 << 20, WarroomError, "a thing")
    path.write_text("[[1]]", encoding="utf-8")
    assert read_json_tree(path, 1 << 20, WarroomError, "a thing") == [[1]]
