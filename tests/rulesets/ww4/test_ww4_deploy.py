"""Purchase and Deploy Units (rulebook 004, '6. Purchase Units', '7. Deploy Units', 'Forts', 'Cities')."""

from __future__ import annotations

import pytest
from ww4_helpers import RED, YELLOW, blank, control, fort, idx, put

from warroom.core.errors import IllegalAction
from warroom.rulesets.ww4 import deploy, events, units
from warroom.rulesets.ww4.actions import Buy, Deploy
from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.state import Effect


def at(step: str, money: int = 0, **pool: int) -> WW4Game:
    g = blank()
    g.state.step = step
    g.state.money[RED] = money
    g.state.pool[RED] = dict(pool)
    return g


def do(g: WW4Game, action: Deploy) -> None:
    deploy.check_deploy(g, action)
    deploy.execute_deploy(g, action)


def kinds_at(g: WW4Game, space: str) -> dict[str, int]:
    return units.count_kinds(units.in_space(g.state, idx(g, space)))


@pytest.mark.parametrize(
    ("kind", "cost"),
    [
        ("militia", 1),
        ("spy", 2),
        ("soldier", 3),
        ("frigate", 4),
        ("cavalry", 5),
        ("artillery", 6),
        ("fort", 7),
        ("armor", 8),
        ("destroyer", 9),
        ("bomber", 10),
    ],
)
def test_table_4_costs(kind: str, cost: int) -> None:
    """004, '6. Purchase Units' (Table 4: Unit & Fort Costs)."""
    g = at("purchase", 25)
    g.apply(Buy(kind, 2))
    assert g.state.money[RED] == 25 - 2 * cost
    assert g.state.pool[RED] == {kind: 2}


def test_money_left_carries_over() -> None:
    """004, '6. Purchase Units': C not spent remains in your possession for your next turn."""
    g = at("purchase", 10, militia=1)
    g.apply(Buy("soldier", 3))
    assert g.state.money[RED] == 1
    assert g.state.pool[RED] == {"militia": 1, "soldier": 3}


def test_cannot_overspend_or_buy_kings() -> None:
    """004, '6. Purchase Units': pay the costs (money is never negative); Kings have no cost."""
    g = at("purchase", 8)
    for action in (Buy("soldier", 3), Buy("king", 1), Buy("militia", 0)):
        with pytest.raises(IllegalAction):
            g.apply(action)
    assert g.state.money[RED] == 8
    assert Buy("armor", 1) in deploy.legal_buy(g)
    assert Buy("armor", 2) not in deploy.legal_buy(g)
    assert all(a.kind != "king" for a in deploy.legal_buy(g))


def test_deploy_on_a_controlled_city_or_own_fort() -> None:
    """004, '7. Deploy Units': deploy on any space you Control that has a City or Fort."""
    g = at("deploy", militia=3)
    fort(g, "brazil", RED)
    put(g, "chaco", RED, militia=1)
    control(g, RED, "buenos-aires", "brazil", "chaco")
    do(g, Deploy("militia", "buenos-aires"))
    do(g, Deploy("militia", "brazil"))
    with pytest.raises(IllegalAction, match="City or your Fort"):
        deploy.check_deploy(g, Deploy("militia", "chaco"))
    assert kinds_at(g, "buenos-aires") == {"militia": 1}
    assert g.state.pool[RED] == {"militia": 1}


def test_deploy_needs_control_since_control_lands() -> None:
    """004, '7. Deploy Units': you only Control a space if you Controlled it in the Control Lands sequence."""
    g = at("deploy", militia=1)
    fort(g, "brazil", RED)
    put(g, "brazil", RED, soldier=1)
    with pytest.raises(IllegalAction, match="Control"):
        deploy.check_deploy(g, Deploy("militia", "brazil"))
    assert deploy.legal_deploy(g) == []


def test_one_unit_per_food_value() -> None:
    """004, '7. Deploy Units': at most one unit per F of the space (Buenos Aires F5)."""
    g = at("deploy", militia=6)
    control(g, RED, "buenos-aires")
    for _ in range(5):
        do(g, Deploy("militia", "buenos-aires"))
    with pytest.raises(IllegalAction, match="one per F"):
        deploy.check_deploy(g, Deploy("militia", "buenos-aires"))
    assert g.state.deployed[idx(g, "buenos-aires")] == 5


def test_no_food_space_takes_no_units(monkeypatch: pytest.MonkeyPatch) -> None:
    """004, 'Random Event Cards' (Tsunami: affected spaces produce no Food): F 0 deploys nothing."""
    g = at("deploy", militia=1)
    control(g, RED, "buenos-aires")
    monkeypatch.setattr(events, "food", lambda g, space: 0)
    assert deploy.legal_deploy(g) == []


def test_ships_deploy_on_land() -> None:
    """004, '7. Deploy Units' / 'Destroyer', Ship: ships are deployed on land (and count for the F limit)."""
    g = at("deploy", frigate=1, destroyer=1)
    control(g, RED, "buenos-aires")
    do(g, Deploy("frigate", "buenos-aires"))
    do(g, Deploy("destroyer", "buenos-aires"))
    ships = units.in_space(g.state, idx(g, "buenos-aires"))
    assert [u.kind for u in ships] == ["frigate", "destroyer"]
    assert all(u.came_from == -1 for u in ships)
    assert g.state.deployed[idx(g, "buenos-aires")] == 2


def test_forts_after_all_units() -> None:
    """004, '7. Deploy Units': after all purchased units are deployed, place purchased Forts."""
    g = at("deploy", militia=1, fort=1)
    control(g, RED, "buenos-aires", "chaco")
    put(g, "chaco", RED, militia=1)
    assert deploy.legal_deploy(g) == [Deploy("militia", "buenos-aires")]
    with pytest.raises(IllegalAction, match="units first"):
        deploy.check_deploy(g, Deploy("fort", "chaco"))
    do(g, Deploy("militia", "buenos-aires"))
    assert deploy.legal_deploy(g) == [Deploy("fort", "chaco")]
    do(g, Deploy("fort", "chaco"))
    assert g.state.fort[idx(g, "chaco")] == RED
    assert g.state.pool[RED] == {}


def test_forts_when_no_unit_can_be_deployed() -> None:
    """004, '7. Deploy Units' (decision): units that fit nowhere stay in the pool; Forts may then be placed."""
    g = at("deploy", militia=1, fort=1)
    control(g, RED, "chaco")
    put(g, "chaco", RED, militia=1)
    g.state.city[idx(g, "buenos-aires")] = YELLOW
    assert deploy.legal_deploy(g) == [Deploy("fort", "chaco")]


@pytest.mark.parametrize(
    ("space", "setup", "why"),
    [
        ("buenos-aires", "city", "a City"),
        ("chaco", "nobody", "no Control unit"),
        ("chaco", "spy", "a Spy has no Control"),
        ("chaco", "fort", "a Fort already"),
        ("patagonia", "uncontrolled", "not Controlled since Control Lands"),
    ],
)
def test_where_a_fort_may_not_go(space: str, setup: str, why: str) -> None:
    """004, '7. Deploy Units' / 'Forts': a Fort goes on a space you Control with a Control unit present; one
    Fort per space; never on a City space."""
    g = at("deploy", fort=1)
    control(g, RED, "buenos-aires", "chaco")
    if setup == "city":
        put(g, "buenos-aires", RED, militia=1)
    elif setup == "spy":
        put(g, space, RED, spy=1)
    elif setup == "fort":
        put(g, space, RED, militia=1)
        fort(g, space, RED)
    elif setup == "uncontrolled":
        put(g, space, RED, militia=1)
    with pytest.raises(IllegalAction):
        deploy.check_deploy(g, Deploy("fort", space))


def test_free_units_of_an_event_deploy_first_on_their_space(monkeypatch: pytest.MonkeyPatch) -> None:
    """004, 'Random Event Cards' (reconstructed Conscription: free units deployed at the capital under the
    usual deploy rules)."""
    g = at("deploy", militia=1)
    control(g, RED, "buenos-aires")
    effect = Effect("free-units", "conscription", [idx(g, "buenos-aires")], RED, 1, "end", {"units": {"militia": 2}})
    monkeypatch.setattr(events, "free_units", lambda g, nation: [effect] if nation == RED else [])
    do(g, Deploy("militia", "buenos-aires"))
    assert effect.data["units"] == {"militia": 1}
    assert g.state.pool[RED] == {"militia": 1}
    do(g, Deploy("militia", "buenos-aires"))
    do(g, Deploy("militia", "buenos-aires"))
    assert effect.data["units"] == {"militia": 0}
    assert g.state.pool[RED] == {}
    assert kinds_at(g, "buenos-aires") == {"militia": 3}


def test_deploy_through_the_game_ends_the_step_when_nothing_is_left() -> None:
    """004, 'Order of Play': Deploy Units, then Combat; a step with nothing to decide passes by itself."""
    g = at("deploy", militia=2)
    control(g, RED, "buenos-aires")
    put(g, "buenos-aires", RED, king=1)
    g.apply(Deploy("militia", "buenos-aires"))
    assert g.state.step == "deploy"
    g.apply(Deploy("militia", "buenos-aires"))
    assert g.state.nation() != RED or g.state.step != "deploy"
    assert kinds_at(g, "buenos-aires") == {"king": 1, "militia": 2}
