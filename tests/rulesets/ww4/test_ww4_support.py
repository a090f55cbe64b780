"""Support the Troops (rulebook 004, '9. Support the Troops', 'Spies & Sandwiches', King 'Command', 'Crown'
and 'Royal Guard', Bomber 'Flight', Frigate 'Transport', 'Forts' Pillaged Forts, Destroyer 'Ship')."""

from __future__ import annotations

from typing import Any

import pytest
from ww4_helpers import GREY, RED, YELLOW, blank, idx, put, scripted

from warroom.rulesets.ww4 import events, support, units
from warroom.rulesets.ww4.game import WW4Game


def at_support(**options: Any) -> WW4Game:
    g = blank(**options)
    g.state.step = "support"
    return g


def kinds_at(g: WW4Game, space: str, owner: int = RED) -> dict[str, int]:
    return units.count_kinds(u for u in units.in_space(g.state, idx(g, space)) if u.owner == owner)


def test_within_the_food_limit_nobody_rolls() -> None:
    """004, '9. Support the Troops': roll only if the Control units outnumber F (Chaco F3)."""
    g = at_support()
    put(g, "chaco", RED, militia=3, spy=2)
    scripted(g)  # no dice at all
    support.run(g)
    assert kinds_at(g, "chaco") == {"militia": 3, "spy": 2}


def test_every_unit_rolls_and_ones_are_destroyed() -> None:
    """004, '9. Support the Troops' / 'Spies & Sandwiches': more Control units than F: every unit in the space
    rolls, Spies too (they do not count towards the limit); a 1 destroys."""
    g = at_support()
    put(g, "chaco", RED, militia=4, spy=1)
    scripted(g, 1, 2, 3, 1, 1)
    support.run(g)
    assert kinds_at(g, "chaco") == {"militia": 2}


def test_spies_do_not_count_towards_the_limit() -> None:
    """004, 'Spies & Sandwiches': a Spy only needs a sandwich."""
    g = at_support()
    put(g, "falkland", RED, militia=1, spy=3)  # F1
    scripted(g)
    support.run(g)
    assert kinds_at(g, "falkland") == {"militia": 1, "spy": 3}


def test_the_king_needs_no_food() -> None:
    """004, King 'Command': "Kings not require food to support"; '9. Support the Troops' counts only "units
    with the Control advantage", and the King's Command is only "similar" ('2. Control Lands'): a King and as
    many Control units as F do not roll."""
    g = at_support()
    f = g.map.f[idx(g, "chaco")]
    put(g, "chaco", RED, king=1, militia=f)
    scripted(g)  # no dice at all
    support.run(g)
    assert kinds_at(g, "chaco") == {"king": 1, "militia": f}


def test_the_king_rolls_when_the_others_are_short_of_food() -> None:
    """004, King 'Royal Guard': "your King does not require food to support, but may still roll"; '9. Support
    the Troops': "Even Spies and Kings must roll": one Control unit more than F, and the King rolls too."""
    g = at_support()
    f = g.map.f[idx(g, "chaco")]
    put(g, "chaco", RED, king=1, militia=f + 1)
    scripted(g, *[6] * (f + 2))
    support.run(g)
    rolled = [e.data["dice"] for e in g.log.since(0) if e.kind == "roll" and e.data["reason"] == "support"]
    assert [len(dice) for dice in rolled] == [1 + f + 1]


def test_kings_roll_and_royal_guard_removes_the_cheapest_instead() -> None:
    """004, King 'Royal Guard': if you roll a 1 for a King you may remove another unit in the space instead.
    (The fixed policy of rules versions 1-2, royal_guard=cheapest; the choice: test_ww4_decisions.py.)"""
    g = at_support(royal_guard="cheapest")
    put(g, "falkland", RED, king=1, soldier=1, militia=1)  # 2 Control units (the King is none), F1
    scripted(g, 1, 2, 2)
    support.run(g)
    assert kinds_at(g, "falkland") == {"king": 1, "soldier": 1}
    assert g.state.active[RED]


def test_royal_guard_picks_among_the_survivors() -> None:
    """004, King 'Royal Guard': the guard must be another unit still in the space (royal_guard=cheapest)."""
    g = at_support(royal_guard="cheapest")
    put(g, "falkland", RED, king=1, militia=1, soldier=1)
    scripted(g, 1, 1, 5)
    support.run(g)
    assert kinds_at(g, "falkland") == {"king": 1}


def test_a_king_without_a_guard_dies_and_his_nation_is_eliminated() -> None:
    """004, '9. Support the Troops' / King 'Crown' / 'Defeat!': a King lost ends his nation; his units act as
    barbarians."""
    g = at_support()
    put(g, "falkland", RED, king=1, militia=2)  # 2 Militia, F1
    put(g, "chaco", RED, militia=1)
    scripted(g, 1, 1, 1)
    support.run(g)
    assert not g.state.active[RED]
    assert kinds_at(g, "falkland") == {}
    assert kinds_at(g, "chaco") == {"militia": 1}, "his units stay, as barbarians"
    assert [e.data["cause"] for e in g.log.since(0) if e.kind == "eliminated"] == ["support"]


def test_a_king_sunk_with_his_frigate_eliminates_his_nation() -> None:
    """004, Frigate 'Transport': "If a Frigate is destroyed then all units aboard are also destroyed, including
    any King"; King 'Crown': "If you lose your King at any time you are eliminated". A Frigate on land rolls
    for itself and its cargo; Royal Guard saves only a King who rolled himself."""
    g = at_support()
    s = g.state
    frigate = put(g, "falkland", RED, frigate=1)[0]
    frigate.came_from = idx(g, "argentine-sea")
    (king,) = put(g, "falkland", RED, king=1)
    king.carrier = frigate.id
    put(g, "falkland", RED, militia=2)  # 2 Control units > F1: the Frigate and both Militia roll
    put(g, "patagonia", RED, militia=1)
    scripted(g, 1, 6, 6)
    support.run(g)
    assert units.king_of(s, RED) is None
    assert not s.active[RED]
    assert [e.data["cause"] for e in g.log.since(0) if e.kind == "eliminated"] == ["support"]
    assert kinds_at(g, "falkland") == {"militia": 2} and kinds_at(g, "argentine-sea") == {}


def test_a_nation_eliminated_rolls_no_more() -> None:
    """004, King 'Crown' (decision 30): once the King is lost the nation is out, and its other spaces short of
    food roll no more (its units act as barbarians, which "are not affected by any food shortages")."""
    g = at_support()
    first, later = sorted((idx(g, "patagonia"), idx(g, "falkland")))  # the spaces roll in board order
    f = g.map.f[first]
    put(g, g.map.id(first), RED, king=1, militia=f + 1)
    put(g, g.map.id(later), RED, militia=g.map.f[later] + 1)
    scripted(g, *[1] * (f + 2))  # every unit of the first space is lost, the King with no guard left
    support.run(g)
    assert not g.state.active[RED]
    assert [e.data["space"] for e in g.log.since(0) if e.kind == "support"] == [g.map.id(first)]


def test_pillagers_do_not_roll() -> None:
    """004, 'Forts', Pillaged Forts: units in a space that pillaged a Fort do not roll that turn."""
    g = at_support()
    put(g, "chaco", RED, militia=5)
    g.state.pillaged = [idx(g, "chaco")]
    scripted(g)
    support.run(g)
    assert kinds_at(g, "chaco") == {"militia": 5}


def test_cargo_aboard_frigates_does_not_roll() -> None:
    """004, Frigate 'Transport, Support': land units aboard Frigates do not roll (the Frigate on land does)."""
    g = at_support()
    s = g.state
    frigate = put(g, "falkland", RED, frigate=1)[0]
    frigate.came_from = idx(g, "argentine-sea")
    for cargo in put(g, "falkland", RED, soldier=2):
        cargo.carrier = frigate.id
    put(g, "falkland", RED, militia=2)  # 2 Control units (not aboard) > F1
    scripted(g, 2, 1, 6)  # frigate, militia, militia
    support.run(g)
    assert kinds_at(g, "falkland") == {"militia": 1}
    assert kinds_at(g, "argentine-sea") == {"frigate": 1, "soldier": 2}
    assert all(u.carrier == frigate.id for u in s.units.values() if u.kind == "soldier")


def test_bombers_on_water_have_no_food() -> None:
    """004, Bomber 'Flight': treat water spaces as F = 0 to support Bombers (ships at sea do not roll)."""
    g = at_support()
    put(g, "argentine-sea", RED, bomber=2, destroyer=1)
    scripted(g, 1, 4)
    support.run(g)
    assert kinds_at(g, "argentine-sea") == {"bomber": 1, "destroyer": 1}


def test_no_food_event_makes_every_control_unit_too_many(monkeypatch: pytest.MonkeyPatch) -> None:
    """004, 'Random Event Cards' (Tsunami: affected spaces produce no Food)."""
    g = at_support()
    put(g, "chaco", RED, militia=1)
    monkeypatch.setattr(events, "food", lambda g, space: 0)
    scripted(g, 1)
    support.run(g)
    assert kinds_at(g, "chaco") == {}


def test_only_the_current_nation_supports_its_troops() -> None:
    """004, 'Barbarians': barbarians are not affected by food shortages; others roll in their own turn."""
    g = at_support()
    put(g, "india", GREY, militia=8)
    put(g, "nanjing", YELLOW, militia=9)
    scripted(g)
    support.run(g)
    assert kinds_at(g, "india", GREY) == {"militia": 8}


def test_landed_ships_go_back_where_they_came_from() -> None:
    """004, '9. Support the Troops': ships on land move into the water space from which they moved onto land."""
    g = at_support()
    ship = put(g, "patagonia", RED, destroyer=1)[0]
    ship.came_from = idx(g, "south-pacific")
    support.run(g)
    assert ship.space == idx(g, "south-pacific") and ship.came_from == -1


def test_deployed_ships_go_to_an_uncontested_bordering_water() -> None:
    """004, '9. Support the Troops': ships deployed on land move into an adjacent water space without units
    of a different colour."""
    g = at_support()
    ship = put(g, "brazil", RED, frigate=1)[0]
    put(g, "argentine-sea", YELLOW, destroyer=1)
    support.run(g)
    assert ship.space == idx(g, "south-atlantic")


def test_deployed_ships_with_nowhere_to_go_are_destroyed() -> None:
    """004, '9. Support the Troops': if ships are unable to move into the water they are destroyed."""
    g = at_support()
    ship = put(g, "buenos-aires", RED, frigate=1)[0]
    put(g, "argentine-sea", GREY, destroyer=1)
    support.run(g)
    assert ship.id not in g.state.units
    assert kinds_at(g, "buenos-aires") == {}
