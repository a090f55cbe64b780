"""World War IV's data: the board (src/warroom/data/boards/ww4.json) and the content (data/rulesets/ww4.json).

Rulebook 004 (../shared/rulebooks/004_d0c393e647b4b801.txt) prints no map, Table 1 (starting units) only for Red
and the grey rows up to Chaco, Table 3 (unit profiles) only up to the Destroyer row, and one Random Event Card of
40 (Tsunami). What it prints is checked exactly here; what is reconstructed (docs/boards.md) is checked for shape
and for agreement with the rulebook's examples and clarifications.
"""

from __future__ import annotations

import json
from collections import deque
from typing import Any

import pytest

from warroom.core.board import Board, load_board
from warroom.data import data_path

BOARD_FILE = data_path("boards", "ww4.json")
CONTENT_FILE = data_path("rulesets", "ww4.json")

#: Every space rulebook 004 names (Table 1, Table 2, the Tsunami card and example, the Border Clarifications,
#: Setting Up's India) and Dixie (issue 9), by id, with land (True) or water (False).
NAMED = {
    "Antillesia": ("antillesia", True),
    "Argentine Sea": ("argentine-sea", False),
    "Brazil": ("brazil", True),
    "Central America": ("central-america", True),
    "Falkland": ("falkland", True),
    "Lower Andean States": ("lower-andean-states", True),
    "Mexico": ("mexico", True),
    "Panama Canal": ("panama-canal", False),
    "Alaska": ("alaska", True),
    "Arabia": ("arabia", True),
    "Arafura": ("arafura", True),
    "Balkans": ("balkans", True),
    "Bay of Bengal": ("bay-of-bengal", False),
    "Belorussia": ("belorussia", True),
    "Caribbean Sea": ("caribbean-sea", False),
    "Caribbean South America": ("caribbean-south-america", True),
    "Chaco": ("chaco", True),
    "Java Sea": ("java-sea", False),
    "Sumatra": ("sumatra", True),
    "Western Australia": ("western-australia", True),
    "Queensland": ("queensland", True),
    "Philippine Sea": ("philippine-sea", False),
    "Tasman Sea": ("tasman-sea", False),
    "Indian Ocean": ("indian-ocean", False),
    "Arabian Sea": ("arabian-sea", False),
    "South China Sea": ("south-china-sea", False),
    "Aegean Sea": ("aegean-sea", False),
    "Anatolia": ("anatolia", True),
    "Black Sea": ("black-sea", False),
    "Bay of Biscay": ("bay-of-biscay", False),
    "Mediterranean Sea": ("mediterranean-sea", False),
    "Iberia": ("iberia", True),
    "Mauretania": ("mauretania", True),
    "Egypt": ("egypt", True),
    "Syria": ("syria", True),
    "Red Sea": ("red-sea", False),
    "Abyssinia": ("abyssinia", True),
    "India": ("india", True),
    "Dixie": ("dixie", True),
    "Buenos Aires": ("buenos-aires", True),
    "Nanjing": ("nanjing", True),
    "Nairobi": ("nairobi", True),
    "London": ("london", True),
    "Shiraz": ("shiraz", True),
}

#: Table 2: Nation Colors & Capitals.
NATIONS = {
    "red": ("Imperio de Sangre", "buenos-aires"),
    "yellow": ("Sun Dynasty", "nanjing"),
    "green": ("African Coalition", "nairobi"),
    "blue": ("North Atlantic Kingdoms", "london"),
    "purple": ("Persian Empire", "shiraz"),
}

#: Table 1: Starting Units, the printed rows: (space, colour, units, fort).
TABLE_1 = [
    ("antillesia", "red", {"militia": 2}, False),
    ("argentine-sea", "red", {"destroyer": 1, "frigate": 1}, False),
    ("brazil", "red", {"artillery": 1, "soldier": 4}, True),
    ("central-america", "red", {"militia": 3}, False),
    ("falkland", "red", {"militia": 1}, False),
    ("lower-andean-states", "red", {"militia": 3}, False),
    ("mexico", "red", {"artillery": 1, "militia": 2}, False),
    ("panama-canal", "red", {"destroyer": 1, "frigate": 1}, False),
    ("alaska", "grey", {"militia": 1}, False),
    ("arabia", "grey", {"artillery": 1, "cavalry": 1}, True),
    ("arafura", "grey", {"militia": 1}, False),
    ("balkans", "grey", {"militia": 4}, False),
    ("bay-of-bengal", "grey", {"destroyer": 1}, False),
    ("belorussia", "grey", {"militia": 2}, False),
    ("caribbean-sea", "grey", {"destroyer": 1}, False),
    ("caribbean-south-america", "grey", {"militia": 4}, False),
]

#: Table 4: Unit & Fort Costs.
TABLE_4 = {
    "militia": 1,
    "spy": 2,
    "soldier": 3,
    "frigate": 4,
    "cavalry": 5,
    "artillery": 6,
    "fort": 7,
    "armor": 8,
    "destroyer": 9,
    "bomber": 10,
}

#: Table 3: Unit Profiles, the printed rows: move, rout, kill ("-" as []), advantages.
TABLE_3 = {
    "armor": (1, [3], [4, 5, 6], ["breakdown", "control", "tank", "turret"]),
    "artillery": (1, [3, 4], [5, 6], ["bombardment", "control", "entrench"]),
    "bomber": (3, [], [4, 5, 6], ["bombardment", "control", "flight"]),
    "cavalry": (2, [3, 4], [5, 6], ["charge", "control", "scout"]),
    "destroyer": (2, [], [4, 5, 6], None),  # the row is cut after the kill column
}

#: The advantages the Unit Descriptions give each unit.
ADVANTAGES = {
    "armor": {"breakdown", "control", "tank", "turret"},
    "artillery": {"bombardment", "control", "entrench"},
    "bomber": {"bombardment", "control", "flight"},
    "cavalry": {"charge", "control", "scout"},
    "destroyer": {"bombardment", "ship"},
    "frigate": {"ship", "transport"},
    "king": {"command", "crown", "leadership", "royal-guard"},
    "militia": {"control"},
    "soldier": {"control", "entrench"},
    "spy": {"assassin", "reconnaissance", "undercover"},
}
CONTROL_UNITS = {"armor", "artillery", "bomber", "cavalry", "militia", "soldier"}
SHIPS = {"destroyer", "frigate"}

#: The Tsunami example: the spaces a Tsunami on the Java Sea affects.
JAVA_SEA_AFFECTED = {
    "java-sea",
    "sumatra",
    "western-australia",
    "queensland",
    "arafura",
    "philippine-sea",
    "tasman-sea",
    "bay-of-bengal",
    "indian-ocean",
}
TSUNAMI_TABLE = ["arabian-sea", "south-china-sea", "philippine-sea", "java-sea", "bay-of-bengal", "aegean-sea"]


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board(BOARD_FILE)


@pytest.fixture(scope="module")
def raw_board() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(BOARD_FILE.read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def content() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CONTENT_FILE.read_text(encoding="utf-8"))
    return data


def kind_of(board: Board, sid: str) -> str:
    return board.spaces[sid].kind


def water(board: Board) -> list[str]:
    return [sid for sid in board.ids if kind_of(board, sid) == "sea"]


def land(board: Board) -> list[str]:
    return [sid for sid in board.ids if kind_of(board, sid) == "land"]


# --- the board ---------------------------------------------------------------------------------------------


def test_board_loads_reconstructed_with_canal_border_kind(board: Board, raw_board: dict[str, Any]) -> None:
    assert board.id == "ww4"
    assert board.provenance["kind"] == "reconstructed"
    assert board.provenance["reasoning"]
    assert board.provenance["trust"]
    assert raw_board["border_kinds"] == ["land", "sea", "coast", "canal"]
    assert 60 <= len(board.ids) <= 90


def test_every_space_the_rulebook_names_exists_with_its_kind(board: Board) -> None:
    for name, (sid, is_land) in NAMED.items():
        assert sid in board.spaces, name
        assert board.spaces[sid].name == name
        assert kind_of(board, sid) == ("land" if is_land else "sea"), name


def test_the_five_capitals_are_the_only_cities(board: Board) -> None:
    cities = {sid: board.spaces[sid].attrs.get("capital") for sid in board.ids if board.spaces[sid].attrs.get("city")}
    assert cities == {capital: colour for colour, (_, capital) in NATIONS.items()}
    for sid in cities:
        assert not board.spaces[sid].attrs.get("fort"), "Forts may not be built on map spaces with Cities"


def test_border_kinds_match_the_space_kinds(board: Board) -> None:
    expected = {("land", "land"): {"land"}, ("sea", "sea"): {"sea", "canal"}}
    for a in board.ids:
        for b, kind in board.adjacent[a].items():
            pair = (kind_of(board, a), kind_of(board, b))
            assert kind in expected.get(pair, {"coast"}), (a, b, kind)


def test_canals_central_america_and_anatolia(board: Board) -> None:
    canals = {frozenset((a, b)) for a in board.ids for b, k in board.adjacent[a].items() if k == "canal"}
    assert canals == {frozenset(("caribbean-sea", "panama-canal")), frozenset(("aegean-sea", "black-sea"))}
    for a, b, via in (("caribbean-sea", "panama-canal", "central-america"), ("aegean-sea", "black-sea", "anatolia")):
        assert board.spaces[a].attrs["canal"] == {b: via}
        assert board.spaces[b].attrs["canal"] == {a: via}
        assert kind_of(board, via) == "land"
        assert board.adjacent[via][a] == board.adjacent[via][b] == "coast"
    # Anatolia spans the water: land units cross from the Balkans
    assert board.adjacent["anatolia"]["balkans"] == "land"


def test_border_clarifications(board: Board) -> None:
    assert board.adjacent["bay-of-biscay"]["mediterranean-sea"] == "sea"
    assert not board.are_adjacent("iberia", "mauretania")
    assert board.adjacent["egypt"]["syria"] == "land"
    assert board.adjacent["abyssinia"]["arabia"] == "land"
    assert board.adjacent["aegean-sea"]["red-sea"] == "sea"
    assert board.adjacent["arabian-sea"]["red-sea"] == "sea"


def test_java_sea_neighbourhood_is_the_tsunami_examples_exactly(board: Board) -> None:
    assert {"java-sea", *board.neighbours("java-sea")} == JAVA_SEA_AFFECTED


def test_map_edge_wraps_alaska_to_the_far_east_and_across_the_pacific(board: Board) -> None:
    assert board.adjacent["alaska"]["far-east"] == "land"
    wrapped = set()
    for sid in board.ids:
        pos = board.spaces[sid].position
        assert pos is not None, sid
        for other in board.adjacent[sid]:
            other_pos = board.spaces[other].position
            assert other_pos is not None
            if abs(pos[0] - other_pos[0]) > 180:
                wrapped.add(frozenset((sid, other)))
                assert other in board.spaces[sid].attrs["map_edge"], (sid, other)
        for other in board.spaces[sid].attrs.get("map_edge", []):
            assert frozenset((sid, other)) in wrapped
    assert frozenset(("alaska", "far-east")) in wrapped
    assert any(all(kind_of(board, s) == "sea" for s in pair) for pair in wrapped)


def test_every_land_space_has_money_and_food(board: Board) -> None:
    for sid in land(board):
        attrs = board.spaces[sid].attrs
        c, f = attrs["c"], attrs["f"]
        assert isinstance(c, int) and not isinstance(c, bool) and c >= 0, sid
        assert isinstance(f, int) and not isinstance(f, bool) and f >= 1, sid
        assert c <= 4 and f <= 6, sid
    for sid in water(board):
        assert "c" not in board.spaces[sid].attrs and "f" not in board.spaces[sid].attrs, sid


def test_groups_continents_cover_the_land_and_oceans_the_water(board: Board) -> None:
    for sid in board.ids:
        kinds = [board.groups[g].kind for g in board.groups_of[sid]]
        assert kinds == (["continent"] if kind_of(board, sid) == "land" else ["ocean"]), sid
    assert len(board.groups_of_kind("continent")) == 6
    assert [g.id for g in board.groups_of_kind("ocean")] == ["oceans"]


def test_the_water_graph_is_connected(board: Board) -> None:
    seas = set(water(board))
    start = next(iter(seas))
    seen, queue = {start}, deque([start])
    while queue:
        for other in board.neighbours(queue.popleft()):
            if other in seas and other not in seen:
                seen.add(other)
                queue.append(other)
    assert seen == seas
    coastal = {sid for sid in land(board) if any(kind_of(board, o) == "sea" for o in board.neighbours(sid))}
    assert "falkland" in coastal and "antillesia" in coastal


# --- the content: nations, costs, units -------------------------------------------------------------------


def test_content_header_and_nations(content: dict[str, Any], board: Board) -> None:
    assert content["format"] == "warroom-content"
    assert content["version"] == 1
    assert content["id"] == content["board"] == "ww4"
    assert content["provenance"]["kind"] == "reconstructed"
    assert content["provenance"]["reasoning"]
    assert {n["colour"]: (n["name"]["en"], n["capital"]) for n in content["nations"]} == NATIONS
    assert content["turn_order"] == ["red", "yellow", "green", "blue", "purple"]
    for nation in content["nations"]:
        assert board.spaces[nation["capital"]].attrs["capital"] == nation["colour"]


def test_costs_are_table_4(content: dict[str, Any]) -> None:
    assert content["costs"] == TABLE_4


def test_units_printed_rows_are_table_3(content: dict[str, Any]) -> None:
    units = content["units"]
    assert set(units) == set(ADVANTAGES)
    for name, (move, rout, kill, advantages) in TABLE_3.items():
        unit = units[name]
        assert (unit["move"], unit["rout"], unit["kill"]) == (move, rout, kill), name
        if advantages is not None:
            assert unit["advantages"] == advantages, name
        assert unit["source"] == "Table 3: Unit Profiles", name


def test_every_unit_has_the_advantages_of_its_description(content: dict[str, Any]) -> None:
    for name, unit in content["units"].items():
        assert set(unit["advantages"]) == ADVANTAGES[name], name
        assert not set(unit["rout"]) & set(unit["kill"]), name
        assert all(face in range(1, 7) for face in unit["rout"] + unit["kill"]), name
        if name not in TABLE_3:
            assert unit["source"] == "reconstructed", name
            assert unit["note"].startswith("reconstructed"), name


def test_militia_rout_on_4_and_5_as_the_combat_example_shows(content: dict[str, Any]) -> None:
    militia = content["units"]["militia"]
    assert militia["rout"] == [4, 5]
    # "rolls a 1, 3, 4 and 5 (2 Routs)", then "a 2 and 3 (no Casualties)"
    rolls = [1, 3, 4, 5, 2, 3]
    assert sum(r in militia["rout"] for r in rolls) == 2
    assert not any(r in militia["kill"] for r in rolls)
    assert militia["kill"] == [6]


def test_spies_do_not_fight(content: dict[str, Any]) -> None:
    spy = content["units"]["spy"]
    assert spy["rout"] == [] and spy["kill"] == []
    assert spy["move"] == 3  # "within three spaces of your King"


# --- the content: Random Event Cards -----------------------------------------------------------------------


def test_forty_event_cards_with_unique_ids(content: dict[str, Any]) -> None:
    events = content["events"]
    assert len(events) == 40
    assert len({e["id"] for e in events}) == 40
    assert len({e["name"] for e in events}) == 40
    for e in events:
        assert e["kind"] in ("disaster", "politics", "innovation"), e["id"]
        assert e["text"]["en"], e["id"]
        if e["kind"] == "innovation":
            assert e["text"]["en"].startswith("Innovation"), e["id"]


def test_tsunami_as_printed(content: dict[str, Any], board: Board) -> None:
    tsunami = next(e for e in content["events"] if e["id"] == "tsunami")
    assert tsunami["kind"] == "disaster"
    assert tsunami["text"]["en"] == (
        "Affects a random space and all spaces that border the space rolled on a d6: 1=Arabian Sea, 2=South China "
        "Sea, 3=Philippine Sea, 4=Java Sea, 5=Bay of Bengal, 6=Aegean Sea. Affected spaces produce no Food until "
        "the start of your next turn. Units may not move out of affected land spaces until the end of your next "
        "turn."
    )
    effect = tsunami["effect"]
    assert effect["target"] == {"type": "area", "roll": "d6", "table": TSUNAMI_TABLE, "radius": 1}
    assert effect["ops"] == [
        {"op": "no-food", "until": "start-of-drawer-next-turn"},
        {"op": "no-move-out", "until": "end-of-drawer-next-turn"},
    ]
    # the example: a 4 is the Java Sea, and affects it and all spaces that border it
    rolled = effect["target"]["table"][4 - 1]
    assert {rolled, *board.neighbours(rolled)} == JAVA_SEA_AFFECTED


def test_every_effect_is_in_the_declared_vocabulary(content: dict[str, Any], board: Board) -> None:
    vocab = content["provenance"]["effect_vocabulary"]
    targets, ops, durations = set(vocab["targets"]), set(vocab["ops"]), set(vocab["durations"])
    for e in content["events"]:
        target, card_ops = e["effect"]["target"], e["effect"]["ops"]
        assert target["type"] in targets, e["id"]
        assert card_ops, e["id"]
        if target["type"] == "area":
            assert target["roll"] == "d6" and target["radius"] in (0, 1), e["id"]
            assert len(target["table"]) == 6 and all(s in board.spaces for s in target["table"]), e["id"]
        if target["type"] == "player":
            assert target["who"] in ("drawer", "others", "all"), e["id"]
        assert (target["type"] == "holder") == (e["kind"] == "innovation"), e["id"]
        for op in card_ops:
            assert op["op"] in ops, (e["id"], op)
            if "until" in op:
                assert op["until"] in durations, (e["id"], op)
            if "units" in op and op["units"] != "all":
                assert isinstance(op["units"], (list, dict)), (e["id"], op)
                assert all(u in content["units"] for u in op["units"]), (e["id"], op)
            if "faces" in op:
                assert all(face in range(1, 7) for face in op["faces"]), (e["id"], op)
            if op["op"] in ("boost", "grant"):
                assert op["unit"] in content["units"], (e["id"], op)
            if op["op"] == "grant":
                assert op["advantage"] in set().union(*ADVANTAGES.values()), (e["id"], op)
            if op["op"] == "boost":
                assert op["stat"] in ("kill", "rally", "assassinate", "move", "capacity"), (e["id"], op)


def test_every_kind_of_card_is_in_the_deck(content: dict[str, Any]) -> None:
    kinds = [e["kind"] for e in content["events"]]
    assert all(kinds.count(k) >= 10 for k in ("disaster", "politics", "innovation"))
    disasters = [e for e in content["events"] if e["kind"] == "disaster"]
    assert all(e["effect"]["target"]["type"] == "area" for e in disasters)
