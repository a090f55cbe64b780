"""Rules version 8 (data/rulesets/ww4.json, provenance.tuning 'guards-where-purple-plays'; docs/rules/ww4.md,
"Rules version 8"): a reconstructed Table 1 row may name other units that start there when a nation is played
(``units_when_played``). Nanjing's King keeps three Spies and Nairobi's gets three only where the Persian
Empire, whose capital is 3 spaces from both, is played; elsewhere Nanjing and Mongolia start as first
reconstructed. Each nation's starting units keep their cost by Table 4 either way."""

from __future__ import annotations

import json
from typing import Any

import pytest
from ww4_helpers import GREEN, PURPLE, YELLOW, idx

from warroom.core.registry import new_game
from warroom.core.saves import load_game, save_data
from warroom.rulesets.ww4 import setup, units
from warroom.rulesets.ww4.content import StartRow, load_content
from warroom.rulesets.ww4.game import WW4Game

GUARDED = {"king": 1, "spy": 3}
FIRST = {"king": 1, "spy": 1}


def fresh(players: int, **options: object) -> WW4Game:
    """A game as set up, before the first Random Event."""
    g = new_game("ww4", players, dict(options), 1)
    assert isinstance(g, WW4Game)
    setup.start(g)
    return g


def kinds_at(g: WW4Game, space: str, owner: int) -> dict[str, int]:
    return units.count_kinds(u for u in units.in_space(g.state, idx(g, space)) if u.owner == owner)


def cost(g: WW4Game, owner: int) -> int:
    """What a nation's starting units cost by Table 4 (Kings cost nothing)."""
    return sum(g.content.costs.get(u.kind, 0) for u in g.state.units.values() if u.owner == owner)


@pytest.mark.parametrize("players", [3, 4])
def test_without_purple_nanjing_and_nairobi_start_with_one_spy(players: int) -> None:
    g = fresh(players)
    assert kinds_at(g, "nanjing", YELLOW) == FIRST and kinds_at(g, "mongolia", YELLOW) == {"cavalry": 1, "militia": 1}
    assert kinds_at(g, "nairobi", GREEN) == FIRST and kinds_at(g, "zambezia", GREEN) == {"cavalry": 1, "militia": 2}


def test_with_purple_nanjing_and_nairobi_start_with_three_spies() -> None:
    g = fresh(5)
    assert kinds_at(g, "nanjing", YELLOW) == GUARDED and kinds_at(g, "mongolia", YELLOW) == {"militia": 2}
    assert kinds_at(g, "nairobi", GREEN) == GUARDED and kinds_at(g, "zambezia", GREEN) == {"militia": 3}
    assert kinds_at(g, "shiraz", PURPLE) == GUARDED


def test_it_is_purple_being_played_not_the_count() -> None:
    """Option ``nations``: 3 players with purple get the guards; 5 is only Table 2's default for it."""
    g = fresh(3, nations="red,yellow,purple")
    assert kinds_at(g, "nanjing", YELLOW) == GUARDED
    assert kinds_at(g, "nairobi", GREEN) == GUARDED  # green's units stand as barbarians, guarded as played
    assert kinds_at(fresh(4, nations="red,yellow,green,blue"), "nanjing", YELLOW) == FIRST


def test_each_nation_keeps_its_cost() -> None:
    without, with_purple = fresh(4), fresh(5)
    for nation in (YELLOW, GREEN):
        assert cost(without, nation) == cost(with_purple, nation)


def test_the_first_played_nation_named_decides() -> None:
    row = StartRow(0, YELLOW, {"militia": 1}, False, ((PURPLE, {"spy": 1}), (GREEN, {"spy": 2})))
    assert row.units_for([0, 1, 3]) == {"militia": 1}
    assert row.units_for([0, 1, 2, 4]) == {"spy": 1}
    assert row.units_for([2, 4]) == {"spy": 1} and row.units_for([2]) == {"spy": 2}


def test_the_alternate_setup_keeps_the_guards() -> None:
    assert kinds_at(fresh(5, alternate_setup=True), "nanjing", YELLOW) == GUARDED
    assert kinds_at(fresh(3, alternate_setup=True), "nanjing", YELLOW) == FIRST


def test_rules_version_7_plays_its_own_guards() -> None:
    """``tuned-7`` (every game of rules version 7): Nanjing's three Spies at every count, Nairobi's one; a save
    of rules version 7 loads with them."""
    assert kinds_at(fresh(3, tuning="tuned-7"), "nanjing", YELLOW) == GUARDED
    assert kinds_at(fresh(5, tuning="tuned-7"), "nairobi", GREEN) == FIRST
    assert all(not row.when_played for row in load_content("tuned-7").start)
    game: Any = new_game("ww4", 3, {"tuning": "tuned-7", "round_limit": 1}, 2)
    data = save_data(game)
    data["rules"] = 7
    loaded: Any = load_game(json.loads(json.dumps(data)))
    assert loaded.options["tuning"] == "tuned-7" and loaded.content is load_content("tuned-7")
