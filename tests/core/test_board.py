"""Tests of the board loader on the shipped WAR board (a bad board file's checks: test_board_spaces.py,
test_board_files.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

import warroom
from warroom.core.board import Board, load_board

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
