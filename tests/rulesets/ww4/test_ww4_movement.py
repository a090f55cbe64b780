"""Step 4, Movement (rulebook 004): land units, Cavalry, Spies, Bombers, ships, canals, landfall, Frigate
transport and the Random Events' no-move-out. Each test cites the rule it checks."""

from __future__ import annotations

import pytest
from ww4_helpers import BLUE, GREY, RED, YELLOW, blank, control, idx, put

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.rulesets.ww4 import movement
from warroom.rulesets.ww4.actions import Board, Disembark, Move, Sail
from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.state import Effect, Unit

# -- helpers ------------------------------------------------------------------------------------------------


def kinds_at(g: WW4Game, space: str, owner: int = RED) -> dict[str, int]:
    out: dict[str, int] = {}
    for i in g.state.at[idx(g, space)]:
        u = g.state.units[i]
        if u.owner == owner and u.carrier < 0:
            out[u.kind] = out.get(u.kind, 0) + 1
    return out


def cargo(g: WW4Game, frigate: Unit) -> list[str]:
    return sorted(u.kind for u in g.state.units.values() if u.carrier == frigate.id)


def no_move_out(g: WW4Game, *spaces: str) -> None:
    """A Random Event's no-move-out on these spaces until the end of red's next turn."""
    g.state.effects.append(Effect("no-move-out", "tsunami", [idx(g, s) for s in spaces], RED, 2, "end"))


def rejects(g: WW4Game, action: Action, *words: str) -> None:
    before = g.state.copy()
    with pytest.raises(IllegalAction) as err:
        g.apply(action)
    for w in words:
        assert w.lower() in str(err.value).lower(), str(err.value)
    assert g.state == before


# -- 4. Movement: land units ---------------------------------------------------------------------------------


def test_a_land_unit_moves_to_a_bordering_land_space_once() -> None:
    """004, '4. Movement': 'Your units may move to an adjacent space'; Table 3: Militia Move 1."""
    g = blank()
    put(g, "brazil", RED, militia=2)
    g.apply(Move("militia", 1, "brazil", "chaco"))
    assert kinds_at(g, "chaco") == {"militia": 1}
    assert kinds_at(g, "brazil") == {"militia": 1}
    rejects(g, Move("militia", 1, "chaco", "buenos-aires"), "no moves left")


def test_cavalry_moves_two_spaces() -> None:
    """004, Table 3: Cavalry Move 2 ('most notably the Cavalry unit')."""
    g = blank()
    put(g, "brazil", RED, cavalry=1)
    g.apply(Move("cavalry", 1, "brazil", "chaco"))
    g.apply(Move("cavalry", 1, "chaco", "lower-andean-states"))
    assert kinds_at(g, "lower-andean-states") == {"cavalry": 1}
    rejects(g, Move("cavalry", 1, "lower-andean-states", "patagonia"), "no moves left")


def test_land_units_do_not_cross_water() -> None:
    """004, '4. Movement': 'Most units may move to adjacent land spaces, but not move across water.'"""
    g = blank()
    put(g, "buenos-aires", RED, militia=1)
    rejects(g, Move("militia", 1, "buenos-aires", "argentine-sea"), "over land borders only")
    put(g, "patagonia", RED, soldier=1)
    rejects(g, Move("soldier", 1, "patagonia", "falkland"), "does not border")


def test_iberia_does_not_border_mauretania() -> None:
    """004, 'Border Clarifications': 'Iberia does not border Mauretania.'"""
    g = blank()
    put(g, "iberia", RED, cavalry=1)
    rejects(g, Move("cavalry", 1, "iberia", "mauretania"), "does not border", "by land")
    assert not any(isinstance(a, Move) and a.target == "mauretania" for a in g.legal_actions())


def test_central_america_and_anatolia_join_land_on_both_sides() -> None:
    """004, 'Border Clarifications': Central America and Anatolia are single land spaces: land units
    count as being on both sides of the water; Egypt borders Syria, Abyssinia Arabia for land units."""
    g = blank()
    put(g, "central-america", RED, cavalry=1)
    g.apply(Move("cavalry", 1, "central-america", "mexico"))
    put(g, "caribbean-south-america", RED, militia=1)
    g.apply(Move("militia", 1, "caribbean-south-america", "central-america"))
    put(g, "anatolia", RED, militia=2)
    g.apply(Move("militia", 1, "anatolia", "balkans"))
    g.apply(Move("militia", 1, "anatolia", "syria"))
    put(g, "egypt", RED, militia=1)
    g.apply(Move("militia", 1, "egypt", "syria"))
    put(g, "abyssinia", RED, militia=1)
    g.apply(Move("militia", 1, "abyssinia", "arabia"))


def test_a_move_names_a_count_and_the_units_with_most_moves_left_go() -> None:
    """004, '4. Movement': several units of a kind move together; those with the most moves left go first
    (documented decision)."""
    g = blank()
    tired, fresh = put(g, "chaco", RED, cavalry=2)
    tired.moves = 1
    g.apply(Move("cavalry", 1, "chaco", "brazil"))
    assert fresh.space == idx(g, "brazil") and fresh.moves == 1
    assert tired.space == idx(g, "chaco")
    rejects(g, Move("cavalry", 2, "chaco", "brazil"), "only 1 of your 1 cavalry")
    rejects(g, Move("militia", 1, "chaco", "brazil"), "no militia")
    rejects(g, Move("cavalry", 0, "chaco", "brazil"), "at least one")


def test_begin_gives_each_unit_its_move_and_unstops_it() -> None:
    """004, '4. Movement' / Table 3: each turn a unit moves up to its Move (with its owner's Innovations:
    'Innovation Cards'); a ship's came_from is kept."""
    g = blank()
    (cav,) = put(g, "chaco", RED, cavalry=1)
    (ship,) = put(g, "brazil", RED, frigate=1)
    cav.moves, cav.stopped = 0, True
    ship.came_from = idx(g, "argentine-sea")
    (other,) = put(g, "nanjing", YELLOW, cavalry=1)
    other.moves = 0
    movement.begin(g, RED)
    assert (cav.moves, cav.stopped) == (2, False)
    assert ship.moves == 2 and ship.came_from == idx(g, "argentine-sea")
    assert other.moves == 0
    g.state.hands[RED].append("thoroughbreds")  # Innovation (reconstructed card): Cavalry move 3
    movement.begin(g, RED)
    assert cav.moves == 3


# -- the stop rule -------------------------------------------------------------------------------------------


def test_entering_a_space_with_an_enemy_control_unit_stops() -> None:
    """004, '4. Movement': 'A unit must stop its movement if it enters a space with an opposing unit that
    has the Control advantage'."""
    g = blank()
    (cav,) = put(g, "brazil", RED, cavalry=1)
    put(g, "chaco", GREY, militia=1)
    g.apply(Move("cavalry", 1, "brazil", "chaco"))
    assert cav.stopped and cav.moves == 1
    rejects(g, Move("cavalry", 1, "chaco", "buenos-aires"), "stopped")


def test_a_king_stops_movement_and_an_enemy_spy_does_not() -> None:
    """004, 'Control Lands' (the King's 'similar Command advantage') and 'Spy': Spies have no Control."""
    g = blank()
    (a, b) = put(g, "brazil", RED, cavalry=2)
    put(g, "chaco", YELLOW, king=1)
    put(g, "upper-andean-states", YELLOW, spy=1)
    g.apply(Move("cavalry", 1, "brazil", "chaco"))
    g.apply(Move("cavalry", 1, "brazil", "upper-andean-states"))
    assert a.stopped
    assert not b.stopped
    g.apply(Move("cavalry", 1, "upper-andean-states", "lower-andean-states"))


def test_a_unit_starting_among_enemies_may_leave() -> None:
    """004, '4. Movement': the stop is for a unit that *enters* such a space (documented decision)."""
    g = blank()
    put(g, "chaco", RED, cavalry=1)
    put(g, "chaco", GREY, militia=1)
    g.apply(Move("cavalry", 1, "chaco", "buenos-aires"))
    g.apply(Move("cavalry", 1, "buenos-aires", "patagonia"))
    (cav,) = put(g, "brazil", RED, cavalry=1)
    put(g, "upper-andean-states", RED, militia=3)
    g.apply(Move("cavalry", 1, "brazil", "upper-andean-states"))
    assert not cav.stopped  # own units never stop a move


def test_spies_do_not_stop() -> None:
    """004, 'Spy' (Undercover): 'Spies do not have to stop their movement when they enter a space with an
    enemy unit with the Control advantage.'"""
    g = blank()
    (spy,) = put(g, "brazil", RED, spy=1)
    put(g, "chaco", GREY, militia=2)
    put(g, "lower-andean-states", YELLOW, soldier=1)
    g.apply(Move("spy", 1, "brazil", "chaco"))
    g.apply(Move("spy", 1, "chaco", "lower-andean-states"))
    g.apply(Move("spy", 1, "lower-andean-states", "patagonia"))
    assert spy.space == idx(g, "patagonia") and not spy.stopped


def test_bombers_do_not_stop_for_control_units_but_stop_at_enemy_bombers() -> None:
    """004, 'Bomber' (Flight): Bombers 'do not have to stop moving because they move into a space with an
    enemy unit with the Control advantage' and 'must stop their movement if they move into a space with an
    enemy Bomber'."""
    g = blank()
    (b,) = put(g, "buenos-aires", RED, bomber=1)
    put(g, "chaco", GREY, militia=3)
    put(g, "upper-andean-states", YELLOW, bomber=1)
    g.apply(Move("bomber", 1, "buenos-aires", "chaco"))
    assert not b.stopped
    g.apply(Move("bomber", 1, "chaco", "upper-andean-states"))
    assert b.stopped and b.moves == 1
    rejects(g, Move("bomber", 1, "upper-andean-states", "brazil"), "stopped")


def test_bombers_fly_over_water_and_may_end_there() -> None:
    """004, 'Bomber' (Flight): 'Bombers may move over water spaces as well as land' and 'may end their
    movement on a water space'."""
    g = blank()
    (b,) = put(g, "buenos-aires", RED, bomber=1)
    g.apply(Move("bomber", 1, "buenos-aires", "argentine-sea"))
    g.apply(Move("bomber", 1, "argentine-sea", "falkland"))
    g.apply(Move("bomber", 1, "falkland", "argentine-sea"))
    assert b.space == idx(g, "argentine-sea") and b.moves == 0


# -- ships ---------------------------------------------------------------------------------------------------


def test_ships_sail_water_to_water_and_not_across_land() -> None:
    """004, 'Destroyer' (Ship): 'Ships normally move to adjacent water spaces instead of moving on land.'"""
    g = blank()
    (d,) = put(g, "argentine-sea", RED, destroyer=1)
    g.apply(Sail(d.id, "south-atlantic"))
    g.apply(Sail(d.id, "gulf-of-guinea"))
    assert d.space == idx(g, "gulf-of-guinea") and d.moves == 0
    rejects(g, Sail(d.id, "southern-ocean"), "no moves left")
    rejects(g, Move("destroyer", 1, "gulf-of-guinea", "southern-ocean"), "sails")
    movement.begin(g, RED)
    rejects(g, Sail(d.id, "indian-ocean"), "does not border")
    rejects(g, Sail(d.id, "nairobi"), "does not border")


def test_ships_stop_entering_water_with_units_of_another_colour() -> None:
    """004, 'Destroyer' (Ship): 'Ships must stop their movement if they enter a water space containing units
    of a different color.' (a Bomber at sea too: 'Flight')"""
    g = blank()
    (d, f) = put(g, "argentine-sea", RED, destroyer=1, frigate=1)
    put(g, "south-atlantic", GREY, destroyer=1)
    put(g, "south-pacific", RED, frigate=1)
    g.apply(Sail(d.id, "south-atlantic"))
    assert d.stopped
    rejects(g, Sail(d.id, "caribbean-sea"), "stopped")
    g.apply(Sail(f.id, "south-pacific"))
    assert not f.stopped
    g.apply(Sail(f.id, "tasman-sea"))
    (e,) = put(g, "argentine-sea", RED, destroyer=1)
    put(g, "southern-ocean", YELLOW, bomber=1)
    g.apply(Sail(e.id, "southern-ocean"))
    assert e.stopped


def test_the_panama_canal_needs_control_of_central_america() -> None:
    """004, 'Border Clarifications': 'You must Control Central America to move ships between the Caribbean
    Sea and the Panama Canal.'"""
    g = blank()
    (d,) = put(g, "caribbean-sea", RED, destroyer=1)
    rejects(g, Sail(d.id, "panama-canal"), "control central america")
    assert Sail(d.id, "panama-canal") not in g.legal_actions()
    control(g, RED, "central-america")
    assert Sail(d.id, "panama-canal") in g.legal_actions()
    g.apply(Sail(d.id, "panama-canal"))
    g.apply(Sail(d.id, "caribbean-sea"))


def test_the_bosporus_needs_control_of_anatolia() -> None:
    """004, 'Border Clarifications': 'You must Control Anatolia to move ships between the Aegean Sea and
    Black Sea.'"""
    g = blank()
    (f,) = put(g, "black-sea", RED, frigate=1)
    rejects(g, Sail(f.id, "aegean-sea"), "control anatolia")
    control(g, RED, "anatolia")
    g.apply(Sail(f.id, "aegean-sea"))


def test_the_bay_of_biscay_borders_the_mediterranean() -> None:
    """004, 'Border Clarifications': 'The Bay of Biscay borders the Mediterranean Sea'; the Aegean and the
    Arabian Sea border the Red Sea for water units."""
    g = blank()
    (d,) = put(g, "bay-of-biscay", RED, destroyer=1)
    g.apply(Sail(d.id, "mediterranean-sea"))
    g.apply(Sail(d.id, "aegean-sea"))
    movement.begin(g, RED)
    g.apply(Sail(d.id, "red-sea"))
    g.apply(Sail(d.id, "arabian-sea"))


def test_landfall_stops_the_ship_and_remembers_its_sea() -> None:
    """004, '4. Movement': 'When a ship moves onto a land space it must stop'; 'Support the Troops': it goes
    back 'into the water space from which they moved onto land'. At sea a ship remembers the water it sailed
    from too ('Ship', Combat (All): an invader goes back "into the water space from which it invaded"; option
    invader_return=origin, the default; first-free forgets it, as warroom 0.1.0 did)."""
    g = blank()
    (d,) = put(g, "argentine-sea", RED, destroyer=1)
    g.apply(Sail(d.id, "falkland"))
    assert d.space == idx(g, "falkland") and d.stopped and d.came_from == idx(g, "argentine-sea")
    rejects(g, Sail(d.id, "argentine-sea"), "on land")
    (e,) = put(g, "south-atlantic", RED, destroyer=1)
    g.apply(Sail(e.id, "argentine-sea"))
    assert e.came_from == idx(g, "south-atlantic")
    g.apply(Sail(e.id, "brazil"))
    assert e.came_from == idx(g, "argentine-sea")


# -- Frigate transport ---------------------------------------------------------------------------------------


def test_land_units_board_a_frigate_in_a_bordering_sea_instead_of_moving() -> None:
    """004, 'Frigate' (Transport): 'Some land units may move aboard a Frigate instead of moving to an
    adjacent space. The Frigate must be located in an adjacent water space.'"""
    g = blank()
    (f,) = put(g, "argentine-sea", RED, frigate=1)
    (far,) = put(g, "south-atlantic", RED, frigate=1)
    put(g, "buenos-aires", RED, militia=3)
    g.apply(Board("militia", 2, "buenos-aires", f.id))
    assert cargo(g, f) == ["militia", "militia"]
    assert all(u.moves == 0 for u in g.state.units.values() if u.carrier == f.id)
    rejects(g, Board("militia", 1, "buenos-aires", far.id), "does not border")
    put(g, "buenos-aires", RED, bomber=1)
    rejects(g, Board("bomber", 1, "buenos-aires", f.id), "cannot board")
    put(g, "chaco", RED, militia=1)
    rejects(g, Board("militia", 1, "chaco", f.id), "does not border")
    (blue,) = put(g, "argentine-sea", BLUE, frigate=1)
    rejects(g, Board("militia", 1, "buenos-aires", blue.id), "not yours")


def test_transport_capacity_two_land_units_or_one_armor() -> None:
    """004, 'Frigate' (Transport): 'up to 2 of any of the following units: Militia, Soldier, Cavalry or
    Artillery ... Alternatively, a Frigate may carry 1 Armor unit. Any number of King and Spy units may be
    transported and do not count towards the transport capacity.'"""
    g = blank()
    (f, f2) = put(g, "argentine-sea", RED, frigate=2)
    put(g, "buenos-aires", RED, soldier=1, artillery=1, cavalry=1, armor=2)
    g.apply(Board("soldier", 1, "buenos-aires", f.id))
    g.apply(Board("artillery", 1, "buenos-aires", f.id))
    rejects(g, Board("cavalry", 1, "buenos-aires", f.id), "no room")
    rejects(g, Board("armor", 1, "buenos-aires", f.id), "no room")
    g.apply(Board("armor", 1, "buenos-aires", f2.id))
    rejects(g, Board("armor", 1, "buenos-aires", f2.id), "no room")
    rejects(g, Board("cavalry", 1, "buenos-aires", f2.id), "no room")
    assert cargo(g, f) == ["artillery", "soldier"] and cargo(g, f2) == ["armor"]
    put(g, "buenos-aires", RED, spy=3, king=1)
    g.apply(Board("spy", 3, "buenos-aires", f.id))  # Kings and Spies ride free
    g.apply(Board("king", 1, "buenos-aires", f2.id))
    assert cargo(g, f) == ["artillery", "soldier", "spy", "spy", "spy"] and cargo(g, f2) == ["armor", "king"]


def test_larger_hulls_carry_three() -> None:
    """004, 'Innovation Cards' (card Larger Hulls, reconstructed): Frigates carry up to 3 (still 1 Armor)."""
    g = blank()
    g.state.hands[RED].append("larger-hulls")
    (f,) = put(g, "argentine-sea", RED, frigate=1)
    put(g, "buenos-aires", RED, militia=4)
    g.apply(Board("militia", 3, "buenos-aires", f.id))
    rejects(g, Board("militia", 1, "buenos-aires", f.id), "no room")


def test_the_cargo_moves_with_the_frigate_and_disembarks_at_landfall() -> None:
    """004, 'Frigate' (Transport): 'If a Frigate has moved onto land then any number of units onboard may
    disembark onto that land space ... units with extra movement may not move to an additional space.
    Disembarking does not count towards the land units' maximum movement, so any unit may board and
    disembark on the same turn.'"""
    g = blank()
    (f,) = put(g, "argentine-sea", RED, frigate=1)
    put(g, "buenos-aires", RED, cavalry=2)
    g.apply(Board("cavalry", 2, "buenos-aires", f.id))
    rejects(g, Disembark(f.id, "cavalry", 1), "at sea")
    g.apply(Sail(f.id, "south-atlantic"))
    assert all(u.space == idx(g, "south-atlantic") for u in g.state.units.values())
    g.apply(Sail(f.id, "brazil"))
    assert all(u.space == idx(g, "brazil") for u in g.state.units.values())
    assert kinds_at(g, "brazil") == {"frigate": 1}
    g.apply(Disembark(f.id, "cavalry", 2))
    assert kinds_at(g, "brazil") == {"frigate": 1, "cavalry": 2}
    assert cargo(g, f) == []
    rejects(g, Move("cavalry", 1, "brazil", "chaco"), "no moves left or have stopped")
    rejects(g, Disembark(f.id, "cavalry", 1), "carries 0 cavalry")


def test_boarding_may_come_in_the_middle_of_the_frigates_move_and_after_a_land_move() -> None:
    """004, 'Frigate' (Transport): 'This boarding move may take place in the middle of the Frigate's
    movement'; a Cavalry moved once still has a move to board with, a Militia not: boarding is 'instead of
    moving to an adjacent space' (documented decision)."""
    g = blank()
    (f,) = put(g, "south-atlantic", RED, frigate=1)
    put(g, "chaco", RED, cavalry=1)
    g.apply(Sail(f.id, "argentine-sea"))
    g.apply(Move("cavalry", 1, "chaco", "buenos-aires"))
    g.apply(Board("cavalry", 1, "buenos-aires", f.id))
    g.apply(Sail(f.id, "falkland"))
    g.apply(Disembark(f.id, "cavalry", 1))
    assert kinds_at(g, "falkland") == {"frigate": 1, "cavalry": 1}
    (f2,) = put(g, "argentine-sea", RED, frigate=1)
    put(g, "chaco", RED, militia=1)
    g.apply(Move("militia", 1, "chaco", "buenos-aires"))
    rejects(g, Board("militia", 1, "buenos-aires", f2.id), "can board")  # boarding is instead of moving


# -- Random Events: no-move-out (the Tsunami example) --------------------------------------------------------


def test_no_moving_out_of_an_affected_land_space_but_scouts_may() -> None:
    """004, 'Example of a Random Event Card (Tsunami)': 'Units may not move out of affected land spaces';
    'Cavalry' (Scout): 'Cavalry units ignore any movement restrictions caused by Random Event Cards.'"""
    g = blank()
    no_move_out(g, "sumatra", "queensland")
    put(g, "queensland", RED, militia=1, spy=1)
    rejects(g, Move("militia", 1, "queensland", "new-south-wales"), "may not move out")
    rejects(g, Move("spy", 1, "queensland", "new-south-wales"), "may not move out")
    (f,) = put(g, "tasman-sea", RED, frigate=1)
    rejects(g, Board("militia", 1, "queensland", f.id), "can board")
    put(g, "new-south-wales", RED, militia=1)
    g.apply(Move("militia", 1, "new-south-wales", "queensland"))
    assert {a.kind for a in g.legal_actions() if isinstance(a, Move) and a.source == "queensland"} == set()
    put(g, "queensland", RED, cavalry=1)
    g.apply(Move("cavalry", 1, "queensland", "new-south-wales"))  # 'Cavalry' (Scout) ignores it


def test_water_spaces_ignore_the_restriction_and_ships_cannot_land_in_affected_spaces() -> None:
    """004, Tsunami example: 'units in the water spaces are specifically intended to ignore this movement
    restriction ... all naval units are forbidden to move into Sumatra because they would then be forced to
    move back out of that space later in the turn.'"""
    g = blank()
    no_move_out(g, "java-sea", "sumatra", "western-australia", "queensland", "arafura", "philippine-sea")
    no_move_out(g, "tasman-sea", "bay-of-bengal", "indian-ocean")
    (d,) = put(g, "java-sea", RED, destroyer=1)
    sails = {a.target for a in g.legal_actions() if isinstance(a, Sail)}
    assert sails == {"indian-ocean", "bay-of-bengal", "philippine-sea", "tasman-sea"}
    rejects(g, Sail(d.id, "sumatra"), "may not land")
    g.apply(Sail(d.id, "bay-of-bengal"))
    g.apply(Sail(d.id, "india"))


def test_bombers_obey_the_restriction_only_where_they_begin() -> None:
    """004, 'Bomber' (Flight): 'Bombers ignore any movement restrictions caused by Random Event Cards for the
    spaces that they fly over. Bombers must obey movement restrictions ... where the Bomber begins or ends its
    movement.'"""
    g = blank()
    no_move_out(g, "queensland", "sumatra")
    put(g, "queensland", RED, bomber=1)
    rejects(g, Move("bomber", 1, "queensland", "java-sea"), "may not move out")
    (b,) = put(g, "western-australia", RED, bomber=1)
    g.apply(Move("bomber", 1, "western-australia", "java-sea"))
    g.apply(Move("bomber", 1, "java-sea", "sumatra"))
    g.apply(Move("bomber", 1, "sumatra", "bay-of-bengal"))
    assert b.space == idx(g, "bay-of-bengal")


# -- legal moves ---------------------------------------------------------------------------------------------


def test_legal_moves_list_counts_sails_boards_and_disembarks() -> None:
    """004, '4. Movement': one Move per source, target and kind per count; a Sail per ship and target; Board
    and Disembark per kind and count."""
    g = blank()
    put(g, "falkland", RED, militia=2)
    (f,) = put(g, "argentine-sea", RED, frigate=1)
    put(g, "falkland", YELLOW, militia=5)
    acts = set(movement.legal_moves(g))
    assert Board("militia", 1, "falkland", f.id) in acts
    assert Board("militia", 2, "falkland", f.id) in acts
    assert Board("militia", 3, "falkland", f.id) not in acts
    coast = {"buenos-aires", "patagonia", "brazil", "falkland"}
    assert {a.target for a in acts if isinstance(a, Sail)} == coast | {
        "south-atlantic",
        "south-pacific",
        "southern-ocean",
    }
    assert not any(isinstance(a, Move) for a in acts)
    g.apply(Board("militia", 2, "falkland", f.id))
    g.apply(Sail(f.id, "patagonia"))
    assert set(movement.legal_moves(g)) == {Disembark(f.id, "militia", 1), Disembark(f.id, "militia", 2)}
    put(g, "chaco", RED, militia=3)
    moves = {a for a in movement.legal_moves(g) if isinstance(a, Move)}
    assert moves == {
        Move("militia", n, "chaco", t)
        for n in (1, 2, 3)
        for t in ("buenos-aires", "lower-andean-states", "upper-andean-states", "brazil")
    }


def test_every_legal_move_passes_its_check_from_the_starting_position() -> None:
    """004, '4. Movement': the listed moves are exactly legal ones (every action of the opening)."""
    g = blank()
    put(g, "brazil", RED, militia=2, cavalry=1, bomber=1, spy=1, king=1)
    put(g, "argentine-sea", RED, frigate=1, destroyer=1)
    put(g, "caribbean-sea", RED, frigate=1)
    put(g, "chaco", GREY, militia=1)
    acts = movement.legal_moves(g)
    assert len(acts) == len(set(acts))
    for a in acts:
        assert g.is_legal(a), a
    assert not g.is_legal(Sail(99, "south-atlantic"))
