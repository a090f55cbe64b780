"""Control Lands and Collect Income (rulebook 004, '2. Control Lands', '3. Collect Income', 'Cities',
'Forts', 'Victory!')."""

from __future__ import annotations

import pytest
from ww4_helpers import BLUE, GREEN, GREY, RED, YELLOW, blank, control, fort, idx, put

from warroom.rulesets.ww4 import control as ctl
from warroom.rulesets.ww4 import events
from warroom.rulesets.ww4.game import WW4Game


def at_control(players: int = 3) -> WW4Game:
    g = blank(players)
    g.state.step = "control"
    return g


def spaces(g: WW4Game, nation: int) -> set[str]:
    return {g.map.id(x) for x in g.state.control[nation]}


def test_control_units_forts_and_cities_control_a_space() -> None:
    """004, '2. Control Lands': you Control every space where you have a Fort, a City, or a unit with the
    Control advantage (Armor, Artillery, Bomber, Cavalry, King, Militia, Soldier)."""
    g = at_control()
    for space, kind in [
        ("chaco", "militia"),
        ("patagonia", "king"),
        ("falkland", "soldier"),
        ("mexico", "cavalry"),
        ("dixie", "artillery"),
        ("great-plains", "armor"),
        ("lower-andean-states", "bomber"),
    ]:
        put(g, space, RED, **{kind: 1})
    fort(g, "brazil", RED)
    ctl.run_control(g)
    assert spaces(g, RED) == {
        "buenos-aires",
        "brazil",
        "chaco",
        "patagonia",
        "falkland",
        "mexico",
        "dixie",
        "great-plains",
        "lower-andean-states",
    }


def test_spies_and_ships_do_not_control() -> None:
    """004, '2. Control Lands' (the list) and 'Destroyer', Ship: ships do not have the Control advantage;
    Spies neither ('Undercover')."""
    g = at_control()
    put(g, "chaco", RED, spy=2)
    put(g, "argentine-sea", RED, destroyer=1, frigate=1)
    ship = put(g, "patagonia", RED, destroyer=1)[0]
    ship.came_from = idx(g, "argentine-sea")
    ctl.run_control(g)
    assert spaces(g, RED) == {"buenos-aires"}


def test_control_is_fixed_for_the_whole_turn() -> None:
    """004, '2. Control Lands': if you do not Control the space at this point in your turn you do not Control
    it for the entire turn."""
    g = at_control()
    ctl.run_control(g)
    g.state.step = "deploy"
    put(g, "chaco", RED, militia=1)
    assert not ctl.controls(g, RED, idx(g, "chaco"))
    assert ctl.controls(g, RED, idx(g, "buenos-aires"))


def test_another_nation_controls_its_lands_and_where_it_holds() -> None:
    """004, '2. Control Lands' (decision for other players' turns): a nation's last Control list and the spaces
    where it now has a Control unit, unless another colour now holds them."""
    g = blank()
    control(g, YELLOW, "tibet", "mongolia")
    put(g, "indochina", YELLOW, militia=1)
    put(g, "mongolia", RED, militia=1)
    assert ctl.controls(g, YELLOW, idx(g, "tibet"))
    assert ctl.controls(g, YELLOW, idx(g, "indochina"))
    assert ctl.controls(g, YELLOW, idx(g, "nanjing")), "its City"
    assert not ctl.controls(g, YELLOW, idx(g, "mongolia"))


def test_a_city_becomes_the_nation_alone_there_with_control_units() -> None:
    """004, 'Cities': a City is the Fort of whoever Controls it (decision: Control units of one colour alone)."""
    g = at_control()
    put(g, "nairobi", RED, militia=1)
    put(g, "nairobi", GREEN, spy=1)
    ctl.run_control(g)
    assert g.state.city[idx(g, "nairobi")] == RED
    assert "nairobi" in spaces(g, RED)


def test_capturing_a_capital_sends_its_innovations_to_general_knowledge() -> None:
    """004, 'Cities', Capital: a player Controlling another player's Capital City makes that nation surrender
    all its Innovation Cards to General Knowledge."""
    g = at_control()
    s = g.state
    s.hands[YELLOW] = ["militia-drill", "sabres"]
    s.shared["sabres"] = [GREEN]
    put(g, "nanjing", RED, soldier=1)
    ctl.run_control(g)
    assert s.hands[YELLOW] == []
    assert s.knowledge == ["militia-drill", "sabres"]
    assert "sabres" not in s.shared


def test_world_rule_all_five_cities_win() -> None:
    """004, 'Victory!', World Rule / '2. Control Lands': Controlling all 5 Cities at this point wins."""
    g = at_control(4)
    for space in g.map.cities:
        g.state.city[space] = RED
    ctl.run_control(g)
    assert g.state.outcome is not None and g.state.outcome["reason"] == "world-rule"
    result = g.result()
    assert result is not None and result.winners == (g.state.seat_of[RED],)


def test_four_cities_do_not_win() -> None:
    """004, 'Victory!', World Rule: all 5, not fewer."""
    g = at_control()
    for space in list(g.map.cities)[:4]:
        g.state.city[space] = RED
    ctl.run_control(g)
    assert g.state.outcome is None


def test_income_is_c_of_each_space_plus_one_per_fort_and_city() -> None:
    """004, '3. Collect Income': C per controlled space, +1 per Fort and City you Control ('Forts': your
    Forts produce C1; 'Cities': a City produces C1)."""
    g = at_control()
    s = g.state
    fort(g, "brazil", RED)  # C3 + 1
    put(g, "chaco", RED, militia=1)  # C1
    fort(g, "patagonia", GREY)
    put(g, "patagonia", RED, militia=1)  # C1, not its grey Fort
    s.money[RED] = 2
    ctl.run_control(g)
    ctl.run_income(g)
    assert s.money[RED] == 2 + (4 + 1) + (3 + 1) + 1 + 1


def test_no_income_without_a_city() -> None:
    """004, '3. Collect Income' / 'Cities': if you do not Control at least one City you collect no income."""
    g = at_control()
    s = g.state
    s.city[idx(g, "buenos-aires")] = YELLOW
    put(g, "buenos-aires", YELLOW, militia=1)
    fort(g, "brazil", RED)
    put(g, "chaco", RED, militia=3)
    ctl.run_control(g)
    ctl.run_income(g)
    assert s.money[RED] == 0
    assert any(e.kind == "income" and e.data.get("reason") == "no-city" for e in g.log.since(0))


def test_skip_phase_and_no_income_events(monkeypatch: pytest.MonkeyPatch) -> None:
    """004, 'Random Event Cards' (reconstructed cards: General Strike skips Collect Income; Locusts and
    Wildfire: affected spaces produce no C, neither their value nor their C1)."""
    g = at_control()
    s = g.state
    put(g, "chaco", RED, militia=1)
    ctl.run_control(g)
    blocked = idx(g, "buenos-aires")
    monkeypatch.setattr(events, "income_blocked", lambda g, space: space == blocked)
    ctl.run_income(g)
    assert s.money[RED] == 1
    monkeypatch.setattr(events, "skips", lambda g, nation, phase: phase == "collect-income")
    ctl.run_income(g)
    assert s.money[RED] == 1


def test_an_inactive_nations_capital_keeps_no_secrets_to_give() -> None:
    """004, 'Cities', Capital: only another player's capital (a nation nobody plays has no cards)."""
    g = at_control()
    put(g, "london", RED, militia=1)
    ctl.run_control(g)
    assert g.state.knowledge == []
    assert g.state.city[idx(g, "london")] == RED
    assert not g.state.active[BLUE]
