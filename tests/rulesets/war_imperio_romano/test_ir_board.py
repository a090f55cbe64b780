"""The reconstructed board and tables of War: Império Romano: 42 provinces in regions, the sea links,
Table I (region bonuses), Table II (trade values) and the 14 objectives, each checked against what
rulebook 001 says and against the reasoning the board file and docs/rules/war-imperio-romano.md give."""

from __future__ import annotations

import math

import pytest

from warroom.core.board import load_board
from warroom.data import data_path
from warroom.rulesets.war.content import load_content

REGIONS = {
    # region: (provinces, bonus)
    "hispania": (3, 2),
    "gallia-germania": (7, 4),
    "italia-alpes": (5, 4),
    "danube-balkans": (9, 5),
    "africa": (6, 3),
    "asia-minor": (8, 4),
    "middle-east": (4, 2),
}
SEA_LINKS = {
    frozenset(pair)
    for pair in [
        ("britannia", "gallia-belgica"),
        ("britannia", "gallia-lugdunensis"),
        ("baetica", "mauretania-tingitana"),
        ("gallia-narbonensis", "sardinia-et-corsica"),
        ("italia", "sicilia"),
        ("italia", "sardinia-et-corsica"),
        ("italia", "epirus"),
        ("sicilia", "africa-proconsularis"),
        ("sardinia-et-corsica", "africa-proconsularis"),
        ("thracia", "asia"),
        ("thracia", "bithynia-et-pontus"),
        ("achaea", "asia"),
        ("achaea", "creta-et-cyrenaica"),
        ("cyprus", "cilicia"),
        ("cyprus", "syria"),
    ]
}


@pytest.fixture(scope="module")
def content():
    return load_content("war-imperio-romano")


def test_ir_board_file_loads_and_is_reconstructed(content):
    """docs/boards.md: the file passes every check of the loader (two-way borders, connected); its
    provenance is "reconstructed" with the reasoning, as the rulebook prints no board."""
    board = load_board(data_path("boards", "imperio-romano.json"))
    assert board.id == "imperio-romano" and content.board.id == board.id
    assert board.provenance["kind"] == "reconstructed"
    reasoning = board.provenance["reasoning"]
    for needle in ("42 provinces", "Middle East", "TABLE I", "Macedonia", "Moesia", "Syria", "Mesopotamia"):
        assert needle in reasoning
    assert content.provenance["kind"] == "reconstructed" and "TABLE II" in content.provenance["reasoning"]


def test_ir_42_provinces_each_named_placed_and_in_one_region(content):
    """001, Components (42 province cards); the issue: every province has a display name (English and
    Portuguese), a position (longitude, latitude of its centre) and its region."""
    board = content.board
    assert len(board.spaces) == 42
    for sid, space in board.spaces.items():
        assert space.names["en"] and space.names["pt"]
        assert space.position is not None
        lon, lat = space.position
        assert -10 <= lon <= 45 and 25 <= lat <= 57, f"{sid} is outside the Roman world"
        assert len(board.groups_of[sid]) == 1
    for rulebook_name in ("Syria", "Mesopotamia", "Macedonia", "Thracia", "Moesia"):
        assert board.space_by_name(rulebook_name) is not None


def test_ir_regions_sizes_and_table_i(content):
    """001, Receiving Legions, B) (TABLE I) and its example: the Middle East is exactly 4 provinces
    worth 2 legions. The other bonuses are reconstructed (see the next test)."""
    board = content.board
    regions = board.groups_of_kind("continent")
    assert {g.id: (len(g.spaces), g.bonus) for g in regions} == REGIONS
    assert sum(n for n, _ in REGIONS.values()) == 42
    for group in regions:
        assert group.names["en"] and group.names["pt"]
    assert set(board.groups["middle-east"].spaces) == {"syria", "mesopotamia", "iudaea", "arabia-petraea"}


def _table_i_rule(board):
    """Half the provinces rounded up, plus 1 for a region with 8 or more borders to the outside."""
    out = {}
    for group in board.groups_of_kind("continent"):
        inside = set(group.spaces)
        outside = sum(1 for sid in inside for n in board.adjacent[sid] if n not in inside)
        out[group.id] = math.ceil(len(inside) / 2) + (1 if outside >= 8 else 0)
    return out


def test_ir_table_i_follows_the_rule_that_reproduces_wars_table(content):
    """Reconstruction of TABLE I (docs/rules/war-imperio-romano.md): the one rule reproduces WAR's
    Table I on the classic board exactly and gives the Middle East the rulebook's 2."""
    war_board = load_content("war").board
    assert _table_i_rule(war_board) == {g.id: g.bonus for g in war_board.groups_of_kind("continent")}
    assert _table_i_rule(content.board) == {r: bonus for r, (_, bonus) in REGIONS.items()}
    assert sum(g.bonus for g in content.board.groups.values()) == sum(g.bonus for g in war_board.groups.values())


def test_ir_borders_from_the_rulebook_and_the_sea_links(content):
    """001, Battle, example 1 (Syria attacks Mesopotamia: they border); Movements, example (Macedonia,
    Thracia, Moesia in a row); How to Attack ("shares borders or ... connected by the dotted line"):
    the dotted lines are the sea borders."""
    board = content.board
    assert board.adjacent["syria"]["mesopotamia"] == "land"
    assert board.are_adjacent("macedonia", "thracia") and board.are_adjacent("thracia", "moesia")
    assert not board.are_adjacent("macedonia", "moesia")
    sea = {frozenset((a, b)) for a in board.ids for b, kind in board.adjacent[a].items() if kind == "sea"}
    assert sea == SEA_LINKS
    land = {frozenset((a, b)) for a in board.ids for b, kind in board.adjacent[a].items() if kind == "land"}
    assert len(land) == 58


def test_ir_card_figures_and_table_ii(content):
    """001, Differences from WAR (helmet, sword, shield), Components (2 wildcards); Card Trading
    (TABLE II: "4, 6, 8, and so on"; reconstructed as WAR's 4, 6, 8, 10, 12, 15, then +5); the other
    numbers the rulebook restates: hand of 5, +2 on an owned province's card, minimum of 3."""
    figures = [content.board.spaces[sid].attrs["card_figure"] for sid in content.board.ids]
    assert {f: figures.count(f) for f in set(figures)} == {"helmet": 14, "sword": 14, "shield": 14}
    assert content.figures == ("helmet", "sword", "shield") and content.wildcards == 2
    assert [content.trade_value(n) for n in range(10)] == [4, 6, 8, 10, 12, 15, 20, 25, 30, 35]
    assert (content.hand_limit, content.trade_territory_bonus, content.minimum_reinforcement) == (5, 2, 3)
    assert [c.id for c in content.colours] == ["red", "beige", "black", "green"]


def test_ir_fourteen_objectives_in_wars_style(content):
    """001, Components (14 objective cards) and Objective Cards (a card to destroy each colour, Note
    for 3-player games). Reconstructed in WAR's style: 8 region cards worth 12 to 17 provinces, each
    region in two or three of them; 24 provinces; 18 provinces with two legions; a destroy card for
    each of the 4 colours; the destroy fallback is 24 provinces."""
    objectives = content.objectives
    assert len(objectives) == 14 and len({o.id for o in objectives}) == 14
    kinds = [o.kind for o in objectives]
    assert (kinds.count("continents"), kinds.count("territories"), kinds.count("destroy")) == (8, 2, 4)
    assert sorted(o.colour for o in objectives if o.kind == "destroy") == sorted(c.id for c in content.colours)
    sizes = {g.id: len(g.spaces) for g in content.board.groups.values()}
    uses = dict.fromkeys(sizes, 0)
    for o in objectives:
        assert o.texts["en"] and o.texts["pt"]
        if o.kind == "continents":
            assert set(o.continents) <= set(sizes)
            others = sorted(n for r, n in sizes.items() if r not in o.continents)
            worth = sum(sizes[r] for r in o.continents) + sum(others[: o.any_more])  # the cheapest choice
            assert 12 <= worth <= 17, o.id
            for r in o.continents:
                uses[r] += 1
    assert all(2 <= n <= 3 for n in uses.values()), uses
    counts = {(o.count, o.min_armies) for o in objectives if o.kind == "territories"}
    assert counts == {(24, 1), (18, 2)}
    assert (content.destroy_fallback.count, content.destroy_fallback.min_armies) == (24, 1)
