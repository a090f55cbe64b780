"""A tiny valid board file, changed one thing at a time by the board loader's tests (test_board_*.py).

Its ``tiny`` fixture (a fresh copy each test) is in conftest.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from warroom.core.board import load_board
from warroom.core.errors import BoardError

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
