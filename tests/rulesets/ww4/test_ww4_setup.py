"""Setting up World War IV: seats and nations, Table 1, the deck, the first player, the optional set-ups."""

from __future__ import annotations

import pytest
from ww4_helpers import BLUE, GREEN, GREY, PURPLE, RED, YELLOW, blank, idx, scripted

from warroom.core.errors import OptionError
from warroom.core.registry import new_game
from warroom.rulesets.ww4 import setup, units
from warroom.rulesets.ww4.actions import END_STEP, Buy, Deploy, Move
from warroom.rulesets.ww4.content import COLOURS
from warroom.rulesets.ww4.game import WW4Game


def game(players: int = 3, seed: int = 1, **options: object) -> WW4Game:
    g = new_game("ww4", players, dict(options), seed)
    assert isinstance(g, WW4Game)
    return g


def fresh(players: int = 3, seed: int = 1, **options: object) -> WW4Game:
    """A game whose state is as set up, before the first Random Event."""
    g = game(players, seed, **options)
    setup.start(g)
    return g


def kinds_at(g: WW4Game, space: str, owner: int) -> dict[str, int]:
    return units.count_kinds(u for u in units.in_space(g.state, idx(g, space)) if u.owner == owner)


def test_table_1_printed_rows_are_placed() -> None:
    """004, 'Setting Up' (Table 1: Starting Units): Brazil, India's eight Militia, Arabia's Fort."""
    g = fresh()
    assert kinds_at(g, "brazil", RED) == {"artillery": 1, "soldier": 4}
    assert g.state.fort[idx(g, "brazil")] == RED
    assert kinds_at(g, "argentine-sea", RED) == {"destroyer": 1, "frigate": 1}
    assert kinds_at(g, "mexico", RED) == {"artillery": 1, "militia": 2}
    assert kinds_at(g, "india", GREY) == {"militia": 8}
    assert kinds_at(g, "arabia", GREY) == {"artillery": 1, "cavalry": 1}
    assert g.state.fort[idx(g, "arabia")] == GREY


def test_every_starting_row_and_fort_is_placed() -> None:
    """004, 'Setting Up': every row of Table 1 (printed and reconstructed), and nothing else; a row's units
    as the nations played make them (rules version 8: test_ww4_guards_where_purple_plays.py)."""
    g = fresh(5)
    s = g.state
    expected = 0
    for row in g.content.start:
        space = g.map.id(row.space)
        units = row.units_for([RED, YELLOW, GREEN, BLUE, PURPLE])
        assert kinds_at(g, space, row.owner) == units, space
        expected += sum(units.values())
        assert (s.fort[row.space] == row.owner) == row.fort
    assert len(s.units) == expected
    assert {i for i, f in enumerate(s.fort) if f >= 0} == set(g.map.start_forts)


@pytest.mark.parametrize(
    ("players", "nations"),
    [(3, [RED, YELLOW, GREEN]), (4, [RED, YELLOW, GREEN, BLUE]), (5, [RED, YELLOW, GREEN, BLUE, PURPLE])],
)
def test_seats_play_the_balance_of_powers(players: int, nations: list[int]) -> None:
    """004, 'National Identity' (Table 2, Balance of Powers): 3 players red, yellow, green; blue 4th; purple
    5th."""
    s = game(players).state
    assert [n for n in range(len(COLOURS)) if s.seat_of[n] >= 0] == nations
    assert [s.seat_of[n] for n in nations] == list(range(players))
    assert [s.active[n] for n in range(len(COLOURS))] == [n in nations for n in range(len(COLOURS))]
    assert sorted(s.order) == nations


def test_unplayed_nations_stay_as_barbarians() -> None:
    """004, 'National Identity' / 'Barbarians': units of nations not represented by a player stay on the map
    as barbarians (their owner kept, inactive)."""
    g = fresh(3)
    assert kinds_at(g, "london", BLUE) == {"king": 1, "spy": 1}
    assert kinds_at(g, "shiraz", PURPLE) == {"king": 1, "spy": 3}
    assert not g.state.active[BLUE] and g.state.seat_of[BLUE] == -1


def test_option_nations_picks_colours_in_seat_order() -> None:
    """004, 'Pick Your Color': players agree who plays which nation (option nations)."""
    s = game(3, nations="purple, red,blue").state
    assert s.seat_of[PURPLE] == 0 and s.seat_of[RED] == 1 and s.seat_of[BLUE] == 2
    assert s.seat_of[YELLOW] == -1 and not s.active[YELLOW]


@pytest.mark.parametrize("nations", ["red,yellow", "red,red,blue", "red,orange,blue", "red,yellow,green,blue"])
def test_option_nations_refuses_bad_lists(nations: str) -> None:
    """004, 'Pick Your Color': one distinct colour per player."""
    with pytest.raises(OptionError):
        game(3, nations=nations)


def test_cities_belong_to_their_capitals_nations_and_money_starts_at_zero() -> None:
    """004, 'Cities' and Table 2: each capital City is its nation's; nobody has money before income."""
    g = blank(3)
    s = setup.start(g)
    for space, colour in g.map.cities.items():
        assert s.city[space] == colour
    assert s.money == [0] * 6
    assert s.hands == [[]] * 6


def test_the_deck_is_shuffled() -> None:
    """004, 'Random Event Cards': shuffle the deck of Random Event Cards when setting up."""
    a, b = fresh(seed=1).state, fresh(seed=2).state
    cards = sorted(fresh().content.cards)
    assert len(cards) == 40
    assert sorted(a.deck) == sorted(b.deck) == cards
    assert a.deck != b.deck
    assert a.discard == [] and a.knowledge == []


def test_first_player_by_dice_ties_reroll() -> None:
    """004, 'Order of Play': all players roll dice to see who takes the first turn (2d6; ties re-roll)."""
    g = blank(3)
    scripted(g, 3, 4, 6, 6, 6, 6, 1, 1, 2, 2)  # red 7, yellow 12, green 12; then yellow 2, green 4
    assert setup.first_player(g, [RED, YELLOW, GREEN]) == GREEN


@pytest.mark.parametrize("seed", range(6))
def test_order_follows_the_colours_from_the_first_player(seed: int) -> None:
    """004, 'Order of Play': then play proceeds by colour: red, yellow, green, blue, purple, back to red."""
    g = game(5, seed=seed)
    first = next(e for e in g.log.since(0) if e.kind == "first-player").data["nation"]
    order = [g.colour_id(n) for n in g.state.order]
    assert order[0] == first
    i = COLOURS.index(first)
    assert order == list(COLOURS[i:] + COLOURS[:i])


#: The log entries each of the nine steps of a turn leaves (004, "Order of Play"), by step number.
STEP_OF_EVENT = {
    "event": 1,
    "control": 2,
    "income": 3,
    "move": 4,
    "assassination": 5,
    "buy": 6,
    "deploy": 7,
    "combat": 8,
    "combat-round": 8,
    "combat-end": 8,
    "ship-to-sea": 9,
    "support": 9,
}
#: 004, "2. Control Lands": the units that Control a space (the King by his similar Command advantage).
CONTROLLERS = {"armor", "artillery", "bomber", "cavalry", "king", "militia", "soldier"}


def test_the_game_starts_at_the_first_players_turn_1() -> None:
    """004, "Order of Play": "After setting up the Map Board all players roll dice to see who gets to take the
    first turn"; "There are nine sequences which must be taken in order 1-9 each turn": 1. Random Event,
    2. Control Lands, 3. Collect Income, 4. Movement, 5. Assassination, 6. Purchase Units, 7. Deploy Units,
    8. Combat, 9. Support the Troops; "2. Control Lands" ("you Control every space where you have a Fort, a
    City, or at least one unit ... from the following list") and "3. Collect Income" ("Gain C equal to the
    value listed for each space you control. Gain 1 additional C for each Fort and City you Control").
    The first player's whole first turn is played, each step given something to do, and the log must show
    the nine steps once each, in order, before the next player's turn begins."""
    g = game()
    s = g.state
    m = g.map
    first = s.order[0]
    assert s.turn == 1 and s.current == 0 and s.step == "movement"
    assert g.current_player() == s.seat_of[first]
    mine = [u for u in s.units.values() if u.owner == first and u.carrier < 0]
    controlled = {u.space for u in mine if u.kind in CONTROLLERS}
    controlled |= {x for x in range(len(s.fort)) if s.fort[x] == first or s.city[x] == first}
    assert s.control[first] == sorted(controlled)
    assert any(x in m.cities for x in controlled), "the first player holds a City, so collects income"
    income = sum(m.c[x] + (s.fort[x] == first) + (s.city[x] == first) for x in controlled)
    assert s.money[first] == income > 0
    # Something for every step that waits for nothing: an enemy Spy beside the first player's Spy (5), a
    # militia invading barbarians (4 and 8), a Destroyer bought (6) and deployed on land (7), which Support
    # the Troops then moves to the water (9).
    (spy,) = [u for u in mine if u.kind == "spy"]
    enemy = next(n for n in s.order if n != first)
    units.create(s, enemy, "spy", spy.space)
    source, target = next(
        (m.id(x), m.id(y))
        for x in s.control[first]
        for y in m.land_adj[x]
        if any(u.owner == GREY for u in units.in_space(s, y))
        and any(u.kind == "militia" for u in units.in_space(s, x) if u.owner == first)
    )
    capital = m.id(g.content.nations[first].capital)
    g.apply(Move("militia", 1, source, target))
    g.apply(END_STEP)
    assert s.step == "assassination"
    g.apply(g.legal_actions()[0])
    if s.step == "assassination":
        g.apply(END_STEP)
    assert s.step == "purchase"
    g.apply(Buy("destroyer", 1))
    g.apply(END_STEP)
    assert s.step == "deploy"
    g.apply(Deploy("destroyer", capital))
    assert s.step == "combat"
    while s.step == "combat" and s.current == 0:
        g.apply(g.legal_actions()[0])
    # The next player's turn has begun with its own Random Event, and stops at its Movement.
    assert (s.turn, s.current, s.step) == (1, 1, "movement")
    log = g.log.since(0)
    starts = [i for i, e in enumerate(log) if e.kind == "turn"]
    assert [log[i].data for i in starts] == [
        {"nation": g.colour_id(first), "turn": 1},
        {"nation": g.colour_id(s.order[1]), "turn": 1},
    ]
    steps = [STEP_OF_EVENT[e.kind] for e in log[starts[0] : starts[1]] if e.kind in STEP_OF_EVENT]
    assert [k for i, k in enumerate(steps) if i == 0 or steps[i - 1] != k] == list(range(1, 10))
    (income_event,) = [e for e in log[starts[0] : starts[1]] if e.kind == "income"]
    assert income_event.data == {"nation": g.colour_id(first), "amount": income, "money": income}


def test_free_build_each_nation_spends_c20_before_turn_1() -> None:
    """004, 'Optional Rules: Alternate Set-Up', Free Build: each player spends a bonus C20 on units deployed
    before the first player's Turn 1, using the normal Deploy Units rules."""
    g = game(3, free_build=True)
    s = g.state
    first = s.order[0]
    assert s.step == "free-purchase" and s.money[first] == 20
    capital = g.map.id(g.content.nations[first].capital)
    g.apply(Buy("soldier", 2))
    assert s.money[first] == 14
    g.apply(END_STEP)
    assert s.step == "free-deploy"
    g.apply(Deploy("soldier", capital))
    g.apply(Deploy("soldier", capital))
    assert kinds_at(g, capital, first)["soldier"] == 2
    for k, n in enumerate(s.order[1:], start=1):
        assert s.step == "free-purchase" and s.current == k and s.money[n] == 20
        g.apply(END_STEP)
        if s.step == "free-deploy":
            g.apply(END_STEP)
    assert s.turn == 1 and s.current == 0
    assert s.step not in ("free-purchase", "free-deploy")
    assert s.money[first] >= 14, "unspent bonus money carries over"


def test_alternate_setup_recolours_grey_rows_beside_exactly_one_nation() -> None:
    """004, 'Optional Rules: Alternate Set-Up': colored pieces instead of grey pieces in some spaces (grey rows
    bordering exactly one played nation's starting spaces start in its colour, the rest stay grey)."""
    plain, alt = fresh(3, seed=4), fresh(3, seed=4, alternate_setup=True)
    played = [RED, YELLOW, GREEN]
    home = {n: {r.space for r in plain.content.start if r.owner == n} for n in played}
    changed = 0
    for row in plain.content.start:
        if row.owner != GREY:
            continue
        near = [n for n in played if set(plain.map.every_adj[row.space]) & home[n]]
        owner = near[0] if len(near) == 1 else GREY
        assert kinds_at(alt, plain.map.id(row.space), owner) == row.units
        if row.fort:
            assert alt.state.fort[row.space] == owner
        changed += owner != GREY
    assert changed > 0
    assert kinds_at(alt, "chaco", RED) == {"militia": 2}
    assert kinds_at(plain, "chaco", GREY) == {"militia": 2}


def test_free_build_ships_go_to_sea() -> None:
    """004, 'Free Build' with '7. Deploy Units' / '9. Support the Troops': ships are deployed on land and moved
    into the water (decision: at once, at the end of the nation's Free Build)."""
    g = game(3, seed=2, free_build=True)
    s = g.state
    first = s.order[0]
    capital = g.content.nations[first].capital
    g.apply(Buy("frigate", 1))
    g.apply(END_STEP)
    g.apply(Deploy("frigate", g.map.id(capital)))
    assert s.current == 1
    frigate = max(u.id for u in s.units.values() if u.owner == first and u.kind == "frigate")
    assert s.units[frigate].space in g.map.coast[capital]
