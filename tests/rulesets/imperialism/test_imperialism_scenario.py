"""The historical scenario: rulebook 000, "Historical Scenario 1886" (Players, Setup, and "Some of the
building placement rules are broken in the scenario setup ... the rules do apply to any new buildings and
units placed")."""

from __future__ import annotations

from typing import Any

import pytest

from warroom.cli.main import main
from warroom.core.errors import IllegalAction, OptionError
from warroom.core.registry import new_game
from warroom.rulesets.imperialism import scenario
from warroom.rulesets.imperialism.actions import Buy, Claim, EndPurchase, Move
from warroom.rulesets.imperialism.content import ARMY_UNITS, load_content
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.sim.runner import play_game

#: The Setup lists as printed (000, "Historical Scenario 1886", Setup), transcribed independently of the
#: data file: region id -> (armies, ships, buildings). Printed names mapped to board ids: "Trans Ural" =
#: trans-ural, "N. Territory" = northern-territory, "W. Australia" = western-australia, "Austria" =
#: austria-hungary.
ONE_INF: tuple[dict[str, int], int, set[str]] = ({"inf": 1}, 0, set())
PRINTED: dict[str, dict[str, tuple[dict[str, int], int, set[str]]]] = {
    "britain": {
        "great-britain": ({"inf": 2, "cav": 1, "art": 1}, 2, {"port", "city"}),
        "egypt": ({"inf": 1}, 1, set()),
        "india": ({"inf": 2, "cav": 1}, 1, {"city", "railroad"}),
        "kashmir": ({"inf": 1}, 0, {"factory"}),
        **{
            r: ONE_INF
            for r in (
                "new-south-wales",
                "queensland",
                "south-australia",
                "northern-territory",
                "western-australia",
                "natal",
                "kenya",
                "nigeria",
                "bengal",
            )
        },
    },
    "france": {
        "france": ({"inf": 5, "cav": 2, "art": 2}, 1, {"city", "port"}),
        "algeria": ({"inf": 2}, 1, {"factory", "city"}),
        **{r: ONE_INF for r in ("mauritania", "west-africa", "annam")},
    },
    "germany": {
        "prussia": ({"inf": 3, "cav": 1, "art": 2}, 1, {"city", "port"}),
        "germany": ({"inf": 5, "cav": 2, "art": 2, "ldr": 1}, 0, {"railroad", "factory"}),
    },
    "russia": {
        "russia": ({"inf": 4, "cav": 1, "art": 1}, 0, {"city", "port"}),
        "trans-ural": ({"inf": 1}, 0, {"railroad"}),
        "siberia": ({"inf": 1}, 0, {"railroad"}),
        "lithuania": ({"inf": 3, "cav": 1}, 0, set()),
        "ukraine": ({"inf": 3, "cav": 1}, 0, set()),
        "caucasus": ({"inf": 3}, 0, set()),
        **{r: ONE_INF for r in ("turkestan", "kazakhstan", "buryat", "yakut", "kamchatka")},
    },
    "europe": {
        "spain": ({"inf": 2, "cav": 1}, 0, set()),
        "italy": ({"inf": 3, "cav": 1}, 0, {"factory"}),
        "austria-hungary": ({"inf": 3, "cav": 2, "art": 1}, 1, {"city", "port"}),
        **{r: ONE_INF for r in ("kongo", "mozambique", "sumatra", "borneo", "philippines", "new-guinea")},
    },
    "japan": {"japan": ({"inf": 4, "cav": 2, "art": 1}, 1, {"city", "port"})},
}

#: The sea each listed ship is placed in (reconstructed: the home waters; see the data file's reasons).
SHIP_SEAS = {
    "great-britain": "north-sea",
    "egypt": "eastern-mediterranean",
    "india": "arabian-sea",
    "france": "bay-of-biscay",
    "algeria": "western-mediterranean",
    "prussia": "baltic-sea",
    "austria-hungary": "adriatic-sea",
    "japan": "sea-of-japan",
}

ALL = ["britain", "france", "germany", "russia", "europe", "japan"]


def scenario_game(players: int = 6, level: str = "basic", seed: int = 1, **options: Any) -> ImperialismGame:
    g = new_game(f"imperialism-{level}", players, {"scenario": "1886", **options}, seed)
    assert isinstance(g, ImperialismGame)
    return g


def nation_of(g: ImperialismGame) -> dict[str, int]:
    """Nation id -> empire index."""
    return {scenario.label(g, e).id: e for e in range(g.state.empires)}


def test_the_data_file_checks_against_the_board() -> None:
    """000, "Historical Scenario 1886": every region and sea named exists on the board; each ship's sea
    touches its region; the colours are distinct; the tables seat every player."""
    content = load_content()
    sc = scenario.load_scenario("1886")
    assert scenario.validate(sc, content) == []
    assert [n.id for n in sc.nations] == ALL
    for n in sc.nations:
        for h in n.holdings:
            assert content.board.spaces[h.region].kind == "land"


def test_the_data_files_checks_find_mistakes() -> None:
    """The validator names a region that does not exist and a sea that does not touch its region."""
    raw_nation = {
        "id": "x",
        "name": {"en": "X"},
        "colour": "red",
        "holdings": [
            {"region": "atlantis", "printed": "A", "pieces": {"inf": 1}, "buildings": [], "ships": []},
            {
                "region": "japan",
                "printed": "J",
                "pieces": {"inf": 1},
                "buildings": ["palace"],
                "ships": [{"sea": "north-sea", "count": 1}],
            },
        ],
    }
    sc = scenario.parse_scenario(
        {"id": "bad", "name": {"en": "bad"}, "nations": [raw_nation], "players": [{"players": 2, "seats": [["x"]]}]}
    )
    problems = scenario.validate(sc, load_content())
    assert any("atlantis" in p for p in problems)
    assert any("palace" in p for p in problems)
    assert any("north-sea" in p for p in problems)
    assert any("2 players" in p for p in problems)


@pytest.mark.parametrize("nation", ALL)
def test_each_nation_is_set_up_as_printed(nation: str) -> None:
    """000, "Historical Scenario 1886", Setup: each nation holds exactly its printed regions with their
    armies and buildings (two buildings in a region included), and its ships in the sea beside them."""
    g = scenario_game(6)
    s = g.state
    e = nation_of(g)[nation]
    owned = {g.geo.id(r) for r in g.geo.land if s.owner[r] == e}
    assert owned == set(PRINTED[nation])
    for region, (armies, ships, buildings) in PRINTED[nation].items():
        r = g.board.index[region]
        here: dict[str, int] = {}
        for p in s.pieces.values():
            if p.where == r:
                assert p.owner == e
                here[p.kind] = here.get(p.kind, 0) + 1
        assert here == armies, region
        assert set(s.buildings[r]) == buildings and len(s.buildings[r]) == len(buildings), region
        assert not s.fort[r] and not s.school[r]
        assert s.native[r] is None and s.resource[r] is None
        if ships:
            sea = g.board.index[SHIP_SEAS[region]]
            assert sea in g.geo.coast[r]
            assert sum(1 for p in s.pieces.values() if p.where == sea and p.owner == e and p.kind == "ship") >= ships
    expected_ships = sum(ships for _, ships, _ in PRINTED[nation].values())
    assert sum(1 for p in s.pieces.values() if p.owner == e and p.kind == "ship") == expected_ships
    assert all(p.carrier < 0 for p in s.pieces.values())


def test_ships_stand_in_their_home_waters() -> None:
    """Reconstructed: each ship listed under a region is in the sea named for it (SHIP_SEAS)."""
    g = scenario_game(6)
    s = g.state
    at_sea: dict[tuple[str, str], int] = {}
    for p in s.pieces.values():
        if p.kind == "ship":
            key = (scenario.label(g, p.owner).id, g.geo.id(p.where))
            at_sea[key] = at_sea.get(key, 0) + 1
    assert at_sea == {
        ("britain", "north-sea"): 2,
        ("britain", "eastern-mediterranean"): 1,
        ("britain", "arabian-sea"): 1,
        ("france", "bay-of-biscay"): 1,
        ("france", "western-mediterranean"): 1,
        ("germany", "baltic-sea"): 1,
        ("europe", "adriatic-sea"): 1,
        ("japan", "sea-of-japan"): 1,
    }


@pytest.mark.parametrize(
    ("players", "sides", "seats"),
    [
        (2, "small", [["britain"], ["france"]]),
        (2, "large", [["britain", "germany", "japan"], ["france", "russia", "europe"]]),
        (3, "large", [["britain", "japan"], ["germany", "russia"], ["france", "europe"]]),
        (4, "large", [["britain"], ["france"], ["germany"], ["russia"]]),
        (5, "large", [["britain"], ["france"], ["germany"], ["russia"], ["europe"]]),
        (6, "large", [[n] for n in ALL]),
    ],
)
def test_the_player_table(players: int, sides: str, seats: list[list[str]]) -> None:
    """000, "Historical Scenario 1886", Players: 2 players "Britain vs. France" or "Britain, Germany,
    Japan vs. France, Russia, Europe" (option scenario_sides); 3: Britain, Japan; Germany, Russia; France,
    Europe; 4: Britain, France, Germany, Russia; 5: all except Japan; 6 (reconstructed): one each."""
    g = scenario_game(players, scenario_sides=sides)
    s = g.state
    got: list[list[str]] = [[] for _ in range(players)]
    for e in range(s.empires):
        got[s.seat_of[e]].append(scenario.label(g, e).id)
    assert [sorted(x) for x in got] == [sorted(x) for x in seats]
    played = {n for seat in seats for n in seat}
    assert {scenario.label(g, e).id for e in range(s.empires) if any(o == e for o in s.owner)} == played
    for p in range(players):
        assert g.player_name(p)


def test_nations_not_in_play_leave_native_land() -> None:
    """000, "Historical Scenario 1886", Players: with 4 players Europe and Japan are not on the board: their
    printed regions are native land like any other."""
    g = scenario_game(4)
    for region in [*PRINTED["europe"], *PRINTED["japan"]]:
        r = g.board.index[region]
        assert g.state.owner[r] < 0 and g.state.native[r] is not None and g.state.at[r] == []


def test_scenario_sides_small_is_for_two_players_only() -> None:
    """Option scenario_sides=small chooses the 2-player table; with more players it is refused."""
    with pytest.raises(OptionError, match="2-player"):
        scenario_game(3, scenario_sides="small")


@pytest.mark.parametrize("options", [{"two_empires": True}, {"colours": "red,blue"}])
def test_draft_options_do_not_apply(options: dict[str, Any]) -> None:
    """The scenario's table says who plays which nation, each in its colour: two_empires and colours are
    refused."""
    with pytest.raises(OptionError):
        scenario_game(2, **options)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_other_region_is_native_with_face_down_markers(players: int) -> None:
    """000, "Placing the Markers" (the scenario keeps it): one native and one resource marker face down
    on every land region no nation holds, drawn from the box; the rest stay in the box; views show '?'."""
    g = scenario_game(players, scenario_sides="small" if players == 2 else "large")
    s = g.state
    content = g.content
    unowned = [r for r in g.geo.land if s.owner[r] < 0]
    assert unowned
    for r in unowned:
        assert s.native[r] is not None and s.resource[r] is not None
        assert not s.native_up[r] and not s.resource_up[r]
    for r in g.geo.seas:
        assert s.native[r] is None and s.resource[r] is None
    placed = [s.native[r] for r in unowned]
    assert sorted(map(str, placed + s.box_natives)) == sorted(content.natives)
    assert len(s.box_natives) == len(content.natives) - len(unowned)
    spaces = {sp["id"]: sp for sp in g.view(0)["spaces"]}
    for r in unowned:
        assert spaces[g.geo.id(r)]["native"] == spaces[g.geo.id(r)]["resource"] == "?"


@pytest.mark.parametrize("level", ["basic", "standard", "advanced"])
def test_the_game_starts_at_the_first_movement_round(level: str) -> None:
    """000, "Historical Scenario 1886": no draft and no opening purchase; turn 1's first movement round
    begins with the first empire's pieces ready to move (the others' moves come with their turns)."""
    g = scenario_game(4, level)
    s = g.state
    assert (s.turn, s.phase, s.round, s.current) == (1, "movement", 1, 0)
    first = s.order[0]
    for p in s.pieces.values():
        assert p.moves == (g.level.units[p.kind].move if p.owner == first else 0)
        assert not p.stopped and not p.rail and p.landed == []
    legal = g.legal_actions()
    assert any(isinstance(a, Move) for a in legal)
    assert not any(isinstance(a, Claim | Buy | EndPurchase) for a in legal)
    assert s.pp == [0] * s.empires
    assert g.current_player() == s.seat_of[first]


def test_the_first_nation_is_rolled_for_and_the_others_follow_in_table_order() -> None:
    """000, "Choosing a Color and Who Goes First" (decision: each nation rolls; the highest total goes
    first, ties rolling again; the others follow in the scenario's nation order, wrapping round)."""
    for seed in range(5):
        g = scenario_game(6, seed=seed)
        s = g.state
        totals: dict[str, int] = {}
        for event in g.log.since(0):
            if event.kind == "roll" and event.data["reason"] == "first player":
                totals[event.data["empire"]] = sum(event.data["dice"])
        first = scenario.label(g, s.order[0]).id
        assert totals[first] == max(totals.values())
        assert s.order == [(s.order[0] + k) % 6 for k in range(6)]


def test_nations_are_named_and_painted() -> None:
    """Empires are their nations ("britain", "Britain"), painted in the file's colours (reconstructed:
    Britain red, France blue, Germany black, Russia green, Europe yellow, Japan white)."""
    g = scenario_game(6)
    labels = scenario.palette(g)
    assert [c.id for c in labels] == ALL
    assert labels[0].names == {"en": "Britain", "pt": "Grã-Bretanha"}
    colours = [scenario.display_colour(g, e) for e in range(6)]
    assert colours == ["red", "blue", "black", "green", "yellow", "white"]
    plain = new_game("imperialism-basic", 3, {}, 1)
    assert isinstance(plain, ImperialismGame)
    assert [c.id for c in scenario.palette(plain)] == ["red", "blue", "green"]


def _production_round_of(g: ImperialismGame, nation: str, pp: int = 200) -> int:
    s = g.state
    e = nation_of(g)[nation]
    s.phase, s.round, s.current = "production", 0, s.order.index(e)
    s.pp[e] = pp
    return e


@pytest.mark.parametrize("level", ["basic", "standard"])
def test_placement_rules_apply_to_new_purchases(level: str) -> None:
    """000, "Historical Scenario 1886": "the rules do apply to any new buildings and units placed".
    Germany (railroad and factory, no city) may not add a building there, nor place cavalry; Prussia's
    city takes cavalry; its ships go only beside its port (the Baltic, not the North Sea)."""
    g = scenario_game(6, level)
    _production_round_of(g, "germany")
    for action in (Buy("city", "germany"), Buy("port", "germany"), Buy("cav", "germany"), Buy("ship", "north-sea")):
        assert action not in g.legal_actions()
        with pytest.raises(IllegalAction):
            g.apply(action)
    for action in (Buy("inf", "germany"), Buy("cav", "prussia"), Buy("ship", "baltic-sea"), Buy("fort", "germany")):
        assert action in g.legal_actions()
    g.apply(Buy("cav", "prussia"))
    assert sum(1 for p in g.state.pieces.values() if p.kind == "cav" and g.geo.id(p.where) == "prussia") == 2


def test_a_second_building_cannot_join_two_printed_ones() -> None:
    """The one-building rule holds for purchases in a region that starts with two (Great Britain: port
    and city) and in one that starts with one (Kashmir: factory)."""
    g = scenario_game(2, scenario_sides="small")
    _production_round_of(g, "britain")
    for action in (Buy("railroad", "great-britain"), Buy("city", "kashmir")):
        with pytest.raises(IllegalAction):
            g.apply(action)
    assert Buy("city", "egypt") in g.legal_actions()


@pytest.mark.parametrize("level", ["basic", "standard", "advanced"])
@pytest.mark.parametrize(("players", "sides"), [(2, "large"), (3, "large"), (5, "large")])
def test_a_whole_game_plays_to_the_end(level: str, players: int, sides: str) -> None:
    """Random players finish a 2-turn scenario game at every level."""
    record = play_game(
        f"imperialism-{level}",
        players,
        {"scenario": "1886", "turns": 2, "scenario_sides": sides},
        11,
        ["random"],
        max_actions=20_000,
    )
    assert record.reason in ("turns", "last-standing"), record.detail
    assert record.rounds >= 1


def test_the_small_two_player_game_plays_to_the_end() -> None:
    """Britain vs. France finishes too."""
    record = play_game(
        "imperialism-standard", 2, {"scenario": "1886", "turns": 2, "scenario_sides": "small"}, 3, ["random"]
    )
    assert record.reason in ("turns", "last-standing")


def test_unit_kinds_are_armies() -> None:
    """Every printed piece is an army kind of the content (no parties in the setup)."""
    for nation in scenario.load_scenario("1886").nations:
        for h in nation.holdings:
            assert set(h.pieces) <= set(ARMY_UNITS)


def test_cli_scenario_flag(capsys: pytest.CaptureFixture[str]) -> None:
    """``warroom sim ... --scenario 1886`` sets the option; a disagreeing --option is refused."""
    args = ["sim", "imperialism-basic", "--games", "1", "--rounds", "1", "--agents", "random", "--json"]
    assert main([*args, "--scenario", "1886"]) == 0
    assert main([*args, "--scenario", "1886", "--option", "scenario=none"]) == 2
    assert main([*args, "--scenario", "1999"]) == 2
    capsys.readouterr()
