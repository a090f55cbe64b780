"""Step 1, Random Event (rulebook 004): every op of the cards' effect vocabulary, the Tsunami example, lasting
effects and their expiry, Royal Guard, a King lost to an event, and Atomic Weapons (the Innovation Cards:
test_ww4_innovations.py). Each test cites the rule it checks."""

from __future__ import annotations

import pytest
from ww4_helpers import BLUE, GREEN, GREY, RED, YELLOW, blank, fort, idx, put, scripted

from warroom.core.log import Event
from warroom.rulesets.ww4 import control, events, units
from warroom.rulesets.ww4.content import load_content
from warroom.rulesets.ww4.game import WW4Game

# -- helpers ------------------------------------------------------------------------------------------------


def give(g: WW4Game, nation: int, *cards: str) -> None:
    """Put Innovation cards in a nation's hand (out of the deck)."""
    for card in cards:
        g.state.deck.remove(card)
        g.state.hands[nation].append(card)


def draw(g: WW4Game, card: str | None, *rolls: int) -> list[Event]:
    """Run red's step 1 with ``card`` on top of the deck (None: leave the deck as it is) and these dice;
    every scripted die must be used. Returns what it logged."""
    s = g.state
    mark = len(g.log)
    s.step = "event"
    if card is not None:
        if card in s.deck:
            s.deck.remove(card)
        s.deck.insert(0, card)
    dice = scripted(g, *rolls)
    events.run(g)
    assert not dice._script, f"dice left unused: {dice._script}"
    return g.log.since(mark)


def kinds(g: WW4Game, space: str, owner: int) -> dict[str, int]:
    return units.count_kinds(u for u in units.in_space(g.state, idx(g, space)) if u.owner == owner)


def ids(g: WW4Game, spaces: list[int]) -> list[str]:
    return [g.map.id(x) for x in spaces]


def at_turn(g: WW4Game, nation: int, turn: int) -> None:
    g.state.turn = turn
    g.state.current = g.state.order.index(nation)


# -- the Tsunami example ------------------------------------------------------------------------------------

TSUNAMI = [
    "java-sea",
    "sumatra",
    "western-australia",
    "queensland",
    "arafura",
    "philippine-sea",
    "tasman-sea",
    "bay-of-bengal",
    "indian-ocean",
]
TSUNAMI_LAND = ["sumatra", "western-australia", "queensland", "arafura"]


def test_tsunami_example_exactly() -> None:
    """004, 'Random Event Cards', Example (Tsunami): the roll is a 4, the Java Sea; 'the following spaces
    would be affected: Java Sea, Sumatra, Western Australia, Queensland, Arafura, Philippine Sea, Tasman Sea,
    Bay of Bengal, and the Indian Ocean'; no Food until the start of the drawer's next turn; no moving out of
    the affected land spaces until the end of his next turn; 'units in the water spaces are specifically
    intended to ignore this movement restriction'."""
    g = blank()
    event = next(e.data for e in draw(g, "tsunami", 4) if e.kind == "event")
    assert event["card"] == "tsunami" and event["roll"] == 4 and event["space"] == "java-sea"
    assert sorted(event["spaces"]) == sorted(TSUNAMI)
    s = g.state
    no_food, no_move = s.effects
    assert sorted(ids(g, no_food.spaces)) == sorted(TSUNAMI)
    assert (no_food.op, no_food.until_nation, no_food.until_turn, no_food.until_when) == ("no-food", RED, 2, "start")
    assert (no_move.op, no_move.until_nation, no_move.until_turn, no_move.until_when) == ("no-move-out", RED, 2, "end")
    for space in TSUNAMI_LAND:
        assert events.food(g, idx(g, space)) == 0
        assert events.blocked_out(g, idx(g, space))
    for space in set(TSUNAMI) - set(TSUNAMI_LAND):
        assert events.food(g, idx(g, space)) == 0  # water never produces food
        assert not events.blocked_out(g, idx(g, space))
    india = idx(g, "india")
    assert events.food(g, india) == g.map.f[india] and not events.blocked_out(g, india)
    assert s.discard[-1] == "tsunami" and "tsunami" not in s.deck


def test_tsunami_effects_expire_at_the_start_and_end_of_the_drawers_next_turn() -> None:
    """004, Tsunami example: no Food 'until the start of the card-drawing player's next turn'; no moving out
    'until the end of the card-drawing player's next turn'."""
    g = blank()
    draw(g, "tsunami", 4)
    sumatra = idx(g, "sumatra")
    events.expire(g, RED, "end")  # the end of the drawer's own turn: both stay
    at_turn(g, YELLOW, 1)
    events.expire(g, YELLOW, "start")
    events.expire(g, YELLOW, "end")
    assert events.food(g, sumatra) == 0 and events.blocked_out(g, sumatra)
    at_turn(g, RED, 2)
    events.expire(g, RED, "start")
    assert events.food(g, sumatra) == g.map.f[sumatra]
    assert events.blocked_out(g, sumatra)
    events.expire(g, RED, "end")
    assert not events.blocked_out(g, sumatra) and not g.state.effects


def test_effects_expire_through_the_games_turn_order() -> None:
    """004, 'Order of Play' with the Tsunami example's durations, through game.next_turn."""
    g = blank()
    draw(g, "tsunami", 4)
    sumatra = idx(g, "sumatra")
    g.next_turn()  # yellow
    g.next_turn()  # green
    assert events.food(g, sumatra) == 0
    g.next_turn()  # red, round 2
    assert g.state.turn == 2 and g.state.nation() == RED
    assert events.food(g, sumatra) == 3 and events.blocked_out(g, sumatra)
    g.next_turn()
    assert not g.state.effects


def test_an_eliminated_drawers_effects_end_when_his_turn_would_have_come() -> None:
    """Decision (durations): the drawer's next turn never comes once he is out; the effect ends at its place."""
    g = blank()
    draw(g, "tsunami", 4)
    g.state.active[RED] = False
    at_turn(g, YELLOW, 2)
    events.expire(g, YELLOW, "start")
    assert not g.state.effects


# -- the other ops ------------------------------------------------------------------------------------------


def test_no_income_blocks_the_land_spaces_income() -> None:
    """Locust Swarm ('no-food', 'no-income'); 004, '3. Collect Income'."""
    g = blank()
    draw(g, "locusts", 3)  # Nairobi and its borders
    nairobi = idx(g, "nairobi")
    assert events.income_blocked(g, nairobi) and events.food(g, nairobi) == 0
    assert not events.income_blocked(g, idx(g, "india"))
    g.state.control[RED] = [nairobi, idx(g, "buenos-aires")]
    assert control.income(g, RED) == g.map.c[idx(g, "buenos-aires")] + 1


def test_hurricane_rolls_for_ships_only_and_a_frigate_once_for_its_cargo() -> None:
    """Hurricane ('destroy-units' of ships on a 1); 004, 'Frigate', Transport: 'Random Event Cards that roll
    dice for units in a space only require a d6 roll for the Frigate, not each unit onboard' and 'If a Frigate
    is destroyed then all units aboard are also destroyed'."""
    g = blank()
    (frigate,) = put(g, "caribbean-sea", YELLOW, frigate=1)
    (cargo,) = put(g, "caribbean-sea", YELLOW, soldier=1)
    cargo.carrier = frigate.id
    put(g, "caribbean-sea", RED, destroyer=1)
    put(g, "dixie", GREY, militia=2)
    draw(g, "hurricane", 1, 1, 2)  # Caribbean Sea; the Frigate's 1, the Destroyer's 2; the Militia never roll
    assert kinds(g, "caribbean-sea", YELLOW) == {}
    assert kinds(g, "caribbean-sea", RED) == {"destroyer": 1}
    assert kinds(g, "dixie", GREY) == {"militia": 2}
    assert g.state.effects[0].op == "no-food"


def test_earthquake_destroys_units_of_every_colour_and_the_fort() -> None:
    """Earthquake ('destroy-units' 1-2, 'destroy-fort' 1-3); 004, 'Barbarians': 'Random Event Cards that
    destroy units in effected spaces can destroy Barbarian units and Forts.'"""
    g = blank()
    put(g, "japan", GREY, militia=2)
    put(g, "japan", RED, soldier=1)
    fort(g, "japan", GREY)
    draw(g, "earthquake", 2, 1, 3, 2, 3)  # Japan; militia 1 and 3, soldier 2; the Fort 3
    assert kinds(g, "japan", GREY) == {"militia": 1}
    assert kinds(g, "japan", RED) == {}
    assert g.state.fort[idx(g, "japan")] == -1


def test_a_fort_survives_a_roll_outside_the_faces_and_cities_are_never_destroyed() -> None:
    """Advancing Glacier ('destroy-fort' 1-3); 004, 'Cities': 'the City can never be destroyed by any
    means'."""
    g = blank()
    fort(g, "caledonia", RED)
    draw(g, "glacier", 4, 4)
    assert g.state.fort[idx(g, "caledonia")] == RED
    g2 = blank()
    draw(g2, "plague", 3)  # London's City: no units, no Fort: nothing rolls
    assert g2.state.city[idx(g2, "london")] == BLUE


def test_royal_guard_removes_the_cheapest_other_unit_instead_of_the_king() -> None:
    """004, 'King', Royal Guard: 'If a King ... is destroyed by a Random Event Card then you may choose another
    one of your units in the same space to remove instead of the King.' (Plague: units die on a 1.) The
    fixed policy of rules versions 1-2 (royal_guard=cheapest); the choice: test_ww4_decisions.py."""
    g = blank(royal_guard="cheapest")
    put(g, "mexico", RED, king=1)
    put(g, "mexico", RED, soldier=1, militia=1)
    draw(g, "plague", 5, 1, 6, 6)  # Mexico; the King's 1
    assert kinds(g, "mexico", RED) == {"king": 1, "soldier": 1}
    assert g.state.active[RED]


def test_a_king_destroyed_by_an_event_eliminates_his_nation() -> None:
    """004, 'King', Crown: 'If you lose your King at any time you are eliminated from the game!'; 'Defeat!':
    'Shuffle your Innovation Cards back into the Random Event Card deck.'"""
    g = blank()
    give(g, YELLOW, "sabres")
    put(g, "mexico", YELLOW, king=1)
    put(g, "mexico", GREY, militia=1)
    draw(g, "plague", 5, 1, 2)
    assert not g.state.active[YELLOW]
    assert "sabres" in g.state.deck and not g.state.hands[YELLOW]
    assert kinds(g, "mexico", GREY) == {"militia": 1}
    assert any(e.kind == "eliminated" and e.data["cause"] == "event" for e in g.log.since(0))


def test_a_king_aboard_a_destroyed_frigate_is_lost() -> None:
    """004, 'Frigate': 'all units aboard are also destroyed, including any King'; 'King', Royal Guard: 'Kings
    may never be selected in this way, although transports carrying Kings are still vulnerable.'"""
    g = blank()
    (frigate,) = put(g, "red-sea", GREEN, frigate=1)
    (king,) = put(g, "red-sea", GREEN, king=1)
    king.carrier = frigate.id
    put(g, "red-sea", GREEN, destroyer=1)
    draw(g, "monsoon", 6, 2, 5)  # Red Sea; the Frigate's 2
    assert not g.state.active[GREEN]
    assert kinds(g, "red-sea", GREEN) == {"destroyer": 1}


def test_peasant_revolt_turns_militia_grey() -> None:
    """Peasant Revolt ('revolt' of Militia): 'Every Militia in that space becomes a Barbarian (GREY) unit.'"""
    g = blank()
    put(g, "india", RED, militia=2, soldier=1, king=1)
    fort(g, "india", RED)
    draw(g, "peasant-revolt", 1)
    assert kinds(g, "india", GREY) == {"militia": 2}
    assert kinds(g, "india", RED) == {"soldier": 1, "king": 1}
    assert g.state.fort[idx(g, "india")] == RED


def test_secession_turns_every_unit_but_kings_and_spies_and_the_fort_grey() -> None:
    """Secession ('revolt' all, with the Fort): 'Every unit in that space except Kings and Spies, and its
    Fort, becomes Barbarian (GREY).'"""
    g = blank()
    put(g, "dixie", BLUE, militia=1, artillery=1, spy=1)
    fort(g, "dixie", BLUE)
    draw(g, "secession", 1)
    assert kinds(g, "dixie", GREY) == {"militia": 1, "artillery": 1}
    assert kinds(g, "dixie", BLUE) == {"spy": 1}
    assert g.state.fort[idx(g, "dixie")] == GREY


def test_money_gain_and_loss_never_below_zero() -> None:
    """Tax Windfall (+C5), Treasury Scandal (-C5, 'down to C0'); decision: money never negative."""
    g = blank()
    draw(g, "tax-windfall")
    assert g.state.money[RED] == 5
    g.state.money[RED] = 3
    draw(g, "scandal")
    assert g.state.money[RED] == 0


def test_money_per_city_and_per_fort() -> None:
    """War Bonds (C2 per City), Fort Levy (C1 per Fort)."""
    g = blank()
    g.state.city[idx(g, "london")] = RED
    fort(g, "chaco", RED)
    fort(g, "brazil", RED)
    fort(g, "india", YELLOW)
    draw(g, "war-bonds")
    assert g.state.money[RED] == 4  # Buenos Aires and London
    draw(g, "fort-levy")
    assert g.state.money[RED] == 6


def test_embargo_takes_from_every_other_player() -> None:
    """Embargo ('money' -3 for 'others', down to C0)."""
    g = blank()
    g.state.money[RED], g.state.money[YELLOW], g.state.money[GREEN] = 5, 5, 2
    draw(g, "embargo")
    assert g.state.money[:3] == [5, 2, 0]


def test_tribute_every_other_player_pays_the_drawer() -> None:
    """Tribute: 'Every other player pays you C2 (or all the C he has, if less).'"""
    g = blank()
    g.state.money[YELLOW], g.state.money[GREEN] = 5, 1
    draw(g, "tribute")
    assert g.state.money[:3] == [3, 3, 0]


def test_general_strike_skips_income_this_turn_only() -> None:
    """General Strike ('skip-phase' collect-income): 'You collect no income this turn.'"""
    g = blank()
    draw(g, "general-strike")
    assert events.skips(g, RED, "collect-income")
    assert not events.skips(g, YELLOW, "collect-income")
    g.state.control[RED] = [idx(g, "buenos-aires")]
    control.run_income(g)
    assert g.state.money[RED] == 0
    events.expire(g, RED, "end")
    assert not events.skips(g, RED, "collect-income")


def test_conscription_grants_free_militia_on_the_capital_this_turn() -> None:
    """Conscription ('free-units'): 'Deploy 3 Militia free of charge on your capital during Deploy Units this
    turn ... If you do not Control your capital they are lost.'"""
    g = blank()
    draw(g, "conscription")
    (effect,) = events.free_units(g, RED)
    assert effect.spaces == [idx(g, "buenos-aires")] and effect.data["units"] == {"militia": 3}
    assert events.free_units(g, YELLOW) == []
    events.expire(g, RED, "end")
    assert events.free_units(g, RED) == []


def test_spy_ring_exposed_rolls_for_the_drawers_spies_only_aboard_too() -> None:
    """Spy Ring Exposed ('destroy-units' of the drawer's Spies on 1-2); decision: a card that spares Frigates
    rolls for the named units aboard."""
    g = blank()
    put(g, "chaco", RED, spy=2)
    (frigate,) = put(g, "south-atlantic", RED, frigate=1)
    (spy,) = put(g, "south-atlantic", RED, spy=1)
    spy.carrier = frigate.id
    put(g, "chaco", YELLOW, spy=1)
    draw(g, "spy-ring-exposed", 2, 3, 1)
    assert kinds(g, "chaco", RED) == {"spy": 1}
    assert kinds(g, "south-atlantic", RED) == {"frigate": 1}
    assert kinds(g, "chaco", YELLOW) == {"spy": 1}


def test_a_played_card_goes_to_the_discard_and_is_logged() -> None:
    """004, 'Random Event Cards': 'After the effect has expired place the card in a discard pile'."""
    g = blank()
    size = len(g.state.deck)
    logged = draw(g, "blizzard", 4)
    assert g.state.discard[-1] == "blizzard" and len(g.state.deck) == size - 1
    event = next(e.data for e in logged if e.kind == "event")
    assert event["name"] == "Blizzard" and event["space"] == "caledonia"
    assert "deck" not in str(event)


# -- Atomic Weapons -----------------------------------------------------------------------------------------


def test_atomic_weapons_a_six_wins() -> None:
    """004, '1. Random Event', Atomic Weapons: 'Roll one d6 for each City you control. If any dice rolled is a
    6 then your nation has invented atomic weapons first and you win the game!'"""
    g = blank()
    g.state.deck = []
    g.state.city[idx(g, "london")] = RED
    draw(g, None, 2, 6)
    assert g.state.outcome is not None
    assert g.state.outcome["reason"] == "atomic" and g.state.outcome["winners"] == [RED]


def test_atomic_weapons_all_ones_is_a_draw_for_every_active_player() -> None:
    """004, Atomic Weapons: 'If all of your dice rolled are 1's then the war ends in a cold war standoff: All
    active players must share the world equally and the game ends in a draw.'"""
    g = blank(4)
    g.state.deck = []
    g.state.active[GREEN] = False
    g.state.city[idx(g, "london")] = RED
    draw(g, None, 1, 1)
    assert g.state.outcome is not None
    assert g.state.outcome["reason"] == "cold-war" and g.state.outcome["winners"] == [RED, YELLOW, BLUE]


def test_atomic_weapons_otherwise_nothing_and_every_later_draw_checks_again() -> None:
    """004, Atomic Weapons: 'If the deck ... is drawn out and you must draw another card'; decision: the
    discard pile is not reshuffled, so each later draw is a check."""
    g = blank()
    g.state.discard, g.state.deck = list(g.state.deck), []
    g.state.city[idx(g, "london")] = RED
    draw(g, None, 1, 3)  # two Cities, two dice: neither a 6 nor all 1s
    assert g.state.outcome is None and g.state.deck == [] and len(g.state.discard) == 39
    draw(g, None, 5, 4)
    assert g.state.outcome is None and g.state.deck == []
    draw(g, None, 6, 1)
    assert g.state.outcome is not None and g.state.outcome["reason"] == "atomic"


def test_atomic_weapons_no_city_no_roll() -> None:
    """004, Atomic Weapons: a die per City you control; decision: without a City nothing happens."""
    g = blank()
    g.state.deck = []
    g.state.city[idx(g, "buenos-aires")] = YELLOW
    draw(g, None)
    assert g.state.outcome is None and g.state.deck == []


# -- every card ---------------------------------------------------------------------------------------------


def test_every_op_of_the_vocabulary_is_implemented_once() -> None:
    """The cards' effect vocabulary (data/rulesets/ww4.json): each op has one implementation; "boost" and
    "grant" are the Innovation cards' (innovations.py)."""
    vocabulary = set(load_content().provenance["effect_vocabulary"]["ops"])
    assert set(events.OPS) == vocabulary - {"boost", "grant"}


@pytest.mark.parametrize("card", sorted(c.id for c in load_content().cards.values() if c.kind != "innovation"))
def test_every_card_resolves_on_every_roll(card: str) -> None:
    """004, 'Random Event Cards': 'When a Random Event Card is played, follow the instructions on the card.'
    Every table entry is a space of the map and every op resolves (an empty map: no unit or Fort rolls)."""
    area = load_content().cards[card].effect["target"]["type"] == "area"
    for roll in range(1, 7) if area else [0]:
        g = blank()
        draw(g, card, *([roll] if area else []))
        assert g.state.discard[-1] == card
