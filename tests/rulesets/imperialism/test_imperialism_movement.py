"""Moving armies and parties: rulebook 000 (Basic and Standard Rules), "Movement", "Army Movement",
"Ship Movement" (embarking and landing), "Party Movement", "The Pieces" (Railroad, Explorer, Engineer)."""

from __future__ import annotations

from typing import Any

import pytest
from imperialism_helpers import blank, board_ship, build, idx, kinds_in, marker, own, put

from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import movement
from warroom.rulesets.imperialism.actions import Embark, EndMovement, Land, Move
from warroom.rulesets.imperialism.game import ImperialismGame

RED, BLUE, GREEN = 0, 1, 2


def game(level: str = "basic", empires: int = 3, **options: Any) -> ImperialismGame:
    """A blank game where every empire holds a far-away home (so nobody is out of the game)."""
    g = blank(level, empires, **options)
    for e, home in zip(range(empires), ("yakut", "natal", "western-australia"), strict=False):
        own(g, home, e, inf=1)
    return g


def garrison(g: ImperialismGame, region: str, empire: int) -> None:
    """Own a region with one infantry that has already moved (it stays put)."""
    own(g, region, empire, inf=1)[0].moves = 0


def moves_of(g: ImperialismGame) -> list[Move]:
    return [a for a in movement.legal_moves(g) if isinstance(a, Move)]


def test_movement_points_per_unit_kind() -> None:
    """000 Basic Rules, "Army Movement" and "Party Movement": infantry and artillery move 1 region, cavalry,
    leaders and explorers 2."""
    g = game()
    for region in ("france", "germany", "prussia"):
        garrison(g, region, RED)
    put(g, "france", RED, inf=1, art=1, cav=1, ldr=1, explorer=1)
    for kind in ("inf", "art", "cav", "ldr", "explorer"):
        g.apply(Move(kind, 1, "france", "germany"))
    for kind in ("cav", "ldr", "explorer"):
        g.apply(Move(kind, 1, "germany", "prussia"))
    for kind in ("inf", "art"):
        with pytest.raises(IllegalAction, match="able to move"):
            g.apply(Move(kind, 1, "germany", "prussia"))
    for kind in ("cav", "ldr", "explorer"):
        with pytest.raises(IllegalAction, match="able to move"):
            g.apply(Move(kind, 1, "prussia", "germany"))
    assert kinds_in(g, "prussia", RED) == {"inf": 1, "cav": 1, "ldr": 1, "explorer": 1}
    assert kinds_in(g, "germany", RED) == {"inf": 2, "art": 1}


def test_armies_stop_in_regions_they_do_not_own() -> None:
    """000 Basic Rules, "Army Movement": armies moving into a region not owned by the mover (native or
    another player's) must stop and end their movement for that round."""
    g = game()
    own(g, "france", RED, inf=1, cav=2)
    marker(g, "spain", "9")
    own(g, "germany", BLUE, inf=1)
    g.apply(Move("cav", 1, "france", "spain"))
    g.apply(Move("cav", 1, "france", "germany"))
    for region in ("spain", "germany"):
        (cav,) = [p for p in g.state.pieces.values() if p.where == idx(g, region) and p.kind == "cav"]
        assert cav.stopped and cav.moves == 0
    assert not [m for m in moves_of(g) if m.source in ("spain", "germany")]
    with pytest.raises(IllegalAction):
        g.apply(Move("cav", 1, "spain", "france"))


def test_railroad_infantry_moving_in_moves_one_more() -> None:
    """000 Basic Rules, "Railroad", example 1: an infantry that moved into a region with a railroad could
    move one more region (free move)."""
    g = game()
    own(g, "france", RED, inf=2)
    own(g, "germany", RED, art=1)[0].moves = 0
    garrison(g, "prussia", RED)
    garrison(g, "lithuania", RED)
    build(g, "germany", "railroad")
    g.apply(Move("inf", 1, "france", "germany"))
    # The infantry that came in has no point left, but the railroad's free move takes it on.
    (inf,) = [p for p in g.state.pieces.values() if p.kind == "inf" and p.where == idx(g, "germany")]
    assert inf.moves == 0
    g.apply(Move("inf", 1, "germany", "prussia"))
    assert inf.where == idx(g, "prussia") and inf.rail
    with pytest.raises(IllegalAction, match="able to move"):
        g.apply(Move("inf", 1, "prussia", "lithuania"))


def _art_moves(g: ImperialismGame) -> set[tuple[str, str]]:
    """The artillery steps the legal actions offer, as (from, to)."""
    return {(m.source, m.target) for m in moves_of(g) if m.kind == "art"}


def test_railroad_artillery_starting_there_moves_twice() -> None:
    """000 Basic Rules, "The Pieces: A Detailed Description", Railroad: railroads "allow moving pieces to move
    through the region that contains a railroad without using a movement point (free move)"; "Example 2: If an
    artillery piece started its move in a region with a railroad in it, it could move twice: Once free, because
    of the railroad, and one for its normal movement allowance." Option railroads=one-step (movement.py): the
    free move is once per piece per movement round, so railroads on the way give no third step, and the next
    movement round gives it again. Every railroad here is Red's, so only that option keeps the artillery to two
    steps (the default, chain, is test_imperialism_corrections.py::test_a_chain_of_railroads_is_crossed_free)."""
    g = game(railroads="one-step")
    own(g, "germany", RED, inf=1, art=1)
    own(g, "prussia", RED, inf=1)
    own(g, "lithuania", RED, inf=1)
    build(g, "germany", "railroad")
    build(g, "prussia", "railroad")
    build(g, "lithuania", "railroad")
    (art,) = [p for p in g.state.pieces.values() if p.kind == "art"]
    assert art.moves == 1, "an artillery's own allowance is one region"
    g.apply(Move("art", 1, "germany", "prussia"))
    assert art.moves == 1 and art.rail, "the first step was the free one"
    assert ("prussia", "lithuania") in _art_moves(g)
    g.apply(Move("art", 1, "prussia", "lithuania"))
    assert art.moves == 0, "the second step spends its own point, railroad or not"
    assert _art_moves(g) == set()
    with pytest.raises(IllegalAction, match="able to move"):
        g.apply(Move("art", 1, "lithuania", "prussia"))
    # The second movement round: Red moves again, and its artillery starts in a railroad region again.
    for _ in range(3):
        g.apply(EndMovement())
    assert (g.state.round, g.state.empire_turn()) == (2, RED)
    assert art.moves == 1 and not art.rail
    g.apply(Move("art", 1, "lithuania", "prussia"))
    assert art.moves == 1
    g.apply(Move("art", 1, "prussia", "germany"))
    assert art.moves == 0 and kinds_in(g, "germany", RED) == {"inf": 1, "art": 1}
    with pytest.raises(IllegalAction, match="able to move"):
        g.apply(Move("art", 1, "germany", "prussia"))


def test_railroad_of_another_empire_gives_no_free_move() -> None:
    """000 Basic Rules, "Railroad": the free move is the mover's railroad; an artillery stopped in a
    native region with no points cannot move on."""
    g = game()
    own(g, "germany", RED, inf=1)
    put(g, "germany", RED, art=1)
    g.state.pieces[max(g.state.pieces)].moves = 0
    assert not [m for m in moves_of(g) if m.kind == "art"]
    build(g, "germany", "railroad")
    assert [m for m in moves_of(g) if m.kind == "art"]


def test_last_army_cannot_leave_an_owned_region() -> None:
    """Design rule (000, "Army Movement" with "Choosing Regions": a region is owned while an army stands in
    it): a move or embarkation taking the last army out of an owned region is illegal; parties may go."""
    g = game()
    own(g, "france", RED, inf=2, explorer=1)
    ship = put(g, "north-sea", RED, ship=1)[0]
    with pytest.raises(IllegalAction, match="last army"):
        g.apply(Move("inf", 2, "france", "spain"))
    assert {m.count for m in moves_of(g) if m.kind == "inf"} == {1}
    g.apply(Move("inf", 1, "france", "spain"))
    with pytest.raises(IllegalAction, match="last army"):
        g.apply(Embark("inf", 1, "france", ship.id))
    g.apply(Move("explorer", 1, "france", "germany"))
    assert kinds_in(g, "france", RED) == {"inf": 1}


def test_most_movement_points_move_first() -> None:
    """Design decision: when part of a stack moves, the pieces with the most movement points left go."""
    g = game()
    own(g, "france", RED, inf=1)
    own(g, "germany", RED, inf=1)
    tired, fresh = put(g, "france", RED, cav=2)
    tired.moves = 1
    g.apply(Move("cav", 1, "france", "germany"))
    assert fresh.where == idx(g, "germany") and fresh.moves == 1
    assert tired.where == idx(g, "france")


def test_standard_invasion_needs_war() -> None:
    """000 Standard Rules, "Declaring War (and Peace)": armies may enter another empire's region only when
    their empire may attack it; native regions need no war."""
    g = game("standard")
    own(g, "france", RED, inf=3)
    own(g, "germany", BLUE, inf=1)
    marker(g, "spain", "9")
    g.state.may_attack[RED][BLUE] = False
    assert not [m for m in moves_of(g) if m.target == "germany" and m.kind == "inf"]
    with pytest.raises(IllegalAction, match="may not attack blue"):
        g.apply(Move("inf", 1, "france", "germany"))
    g.apply(Move("inf", 1, "france", "spain"))
    g.state.may_attack[RED][BLUE] = True
    g.apply(Move("inf", 1, "france", "germany"))


def test_parties_need_not_stop_in_native_regions() -> None:
    """000 Basic Rules, "Party Movement": explorers do not have to stop when they enter a native-owned
    region, and may end their turn there."""
    g = game()
    own(g, "austria-hungary", RED, inf=1, explorer=1)
    marker(g, "balkans", "9")
    marker(g, "ottoman", "10")
    g.apply(Move("explorer", 1, "austria-hungary", "balkans"))
    g.apply(Move("explorer", 1, "balkans", "ottoman"))
    assert kinds_in(g, "ottoman", RED) == {"explorer": 1}
    movement.end_turn(g, RED)
    assert kinds_in(g, "ottoman", RED) == {"explorer": 1}


def test_party_entering_another_empires_region_is_eliminated() -> None:
    """000 Basic Rules, "Party Movement": explorers that enter a region owned by another player are
    eliminated immediately."""
    g = game()
    own(g, "france", RED, inf=1, explorer=2)
    own(g, "germany", BLUE, inf=1)
    events = g.apply(Move("explorer", 2, "france", "germany"))
    assert kinds_in(g, "germany", RED) == {}
    assert [e.data for e in events if e.kind == "parties_lost"] == [
        {"empire": "red", "region": "germany", "kinds": ["explorer", "explorer"], "reason": "foreign region"}
    ]


def test_engineer_alone_with_enemy_armies_is_eliminated() -> None:
    """000 Standard Rules, "The Pieces": an explorer or engineer that is the only friendly piece (besides
    buildings and other parties) in a region with enemy armies is eliminated; one ending in (or finding
    itself in) another empire's region too."""
    g = game("standard")
    marker(g, "spain", "9")
    put(g, "spain", RED, engineer=1, explorer=1)
    put(g, "spain", GREEN, explorer=1, inf=1)
    movement.sweep_parties(g, idx(g, "spain"))
    assert kinds_in(g, "spain", RED) == {}
    assert kinds_in(g, "spain", GREEN) == {"explorer": 1, "inf": 1}
    # Armies marching in on another empire's lone party eliminate it at once.
    marker(g, "italy", "9")
    put(g, "italy", BLUE, explorer=1)
    own(g, "austria-hungary", RED, inf=2)
    events = g.apply(Move("inf", 1, "austria-hungary", "italy"))
    assert kinds_in(g, "italy", BLUE) == {}
    assert [e.data["reason"] for e in events if e.kind == "parties_lost"] == ["alone with enemy armies"]
    # A region changing hands under a party: it is eliminated at the end of the turn at the latest.
    own(g, "france", RED, inf=1, explorer=1)
    g.state.owner[idx(g, "france")] = BLUE
    movement.end_turn(g, RED)
    assert kinds_in(g, "france", RED) == {"inf": 1}


def test_embark_costs_a_point_and_ships_hold_five_armies() -> None:
    """000 Basic Rules, "Army Movement" and "Ship Movement": boarding an own ship in a sea area next to the
    region costs the piece one movement point (not the ship's); a ship carries up to five armies and any
    number of parties."""
    g = game()
    own(g, "france", RED, inf=7, explorer=3)
    ship = put(g, "north-sea", RED, ship=1)[0]
    blue_ship = put(g, "north-sea", BLUE, ship=1)[0]
    far = put(g, "baltic-sea", RED, ship=1)[0]
    assert {a.count for a in movement.legal_moves(g) if isinstance(a, Embark) and a.kind == "inf"} == {1, 2, 3, 4, 5}
    g.apply(Embark("inf", 5, "france", ship.id))
    with pytest.raises(IllegalAction, match="at most 5 armies"):
        g.apply(Embark("inf", 1, "france", ship.id))
    g.apply(Embark("explorer", 3, "france", ship.id))
    cargo = [p for p in g.state.pieces.values() if p.carrier == ship.id]
    assert len(cargo) == 8 and all(p.where == idx(g, "north-sea") for p in cargo)
    assert [p.moves for p in cargo] == [0] * 5 + [1] * 3
    assert ship.moves == 3
    with pytest.raises(IllegalAction, match="belongs to blue"):
        g.apply(Embark("inf", 1, "france", blue_ship.id))
    with pytest.raises(IllegalAction, match="does not touch"):
        g.apply(Embark("inf", 1, "france", far.id))


def test_embark_needs_a_movement_point() -> None:
    """000 Basic Rules, "Army Movement": boarding costs one of the piece's movement points."""
    g = game()
    for p in own(g, "france", RED, inf=2):
        p.moves = 0
    ship = put(g, "north-sea", RED, ship=1)[0]
    with pytest.raises(IllegalAction, match="movement point"):
        g.apply(Embark("inf", 1, "france", ship.id))
    put(g, "france", RED, inf=1)
    g.apply(Embark("inf", 1, "france", ship.id))


def test_landing_costs_the_ship_a_point_per_region() -> None:
    """000 Basic Rules, "Ship Movement": landing costs the ship one point for each region into which armies
    are landed; landed pieces stop."""
    g = game()
    own(g, "france", RED, inf=1)
    own(g, "italy", RED, inf=1)
    marker(g, "spain", "9")
    ship = put(g, "western-mediterranean", RED, ship=1)[0]
    board_ship(g, ship, inf=3, cav=2)
    g.apply(Land(ship.id, "france", "inf", 1))
    assert ship.moves == 2
    g.apply(Land(ship.id, "france", "cav", 1))
    assert ship.moves == 2
    g.apply(Land(ship.id, "italy", "inf", 1))
    assert ship.moves == 1
    g.apply(Land(ship.id, "spain", "inf", 1))
    assert ship.moves == 0
    landed = [p for p in g.state.pieces.values() if p.carrier < 0 and p.where == idx(g, "france") and p.moves == 0]
    assert all(p.stopped for p in landed if p.kind == "cav")
    # No point left: only the regions already paid for.
    lands = [a for a in movement.legal_moves(g) if isinstance(a, Land)]
    assert {a.region for a in lands} == {"france", "italy", "spain"}
    with pytest.raises(IllegalAction, match="no movement point"):
        g.apply(Land(ship.id, "algeria", "cav", 1))
    g.apply(Land(ship.id, "spain", "cav", 1))
    assert kinds_in(g, "spain", RED) == {"inf": 1, "cav": 1}


def test_armies_never_enter_a_sea_without_a_ship() -> None:
    """000 Basic Rules, "Army Movement": armies may never move into a sea area without being carried on a
    ship."""
    g = game()
    own(g, "france", RED, inf=3)
    with pytest.raises(IllegalAction, match="sea area"):
        g.apply(Move("inf", 1, "france", "north-sea"))
    assert all(not g.geo.is_sea[idx(g, m.target)] for m in moves_of(g))
    assert not [a for a in movement.legal_moves(g) if isinstance(a, Embark)]


def test_begin_turn_restores_movement() -> None:
    """000 Basic Rules, "Movement": each movement round every piece may move its full allowance again."""
    g = game()
    own(g, "france", RED, inf=1)
    cav = put(g, "france", RED, cav=1)[0]
    cav.moves, cav.stopped, cav.rail = 0, True, True
    ship = put(g, "north-sea", RED, ship=1)[0]
    ship.landed = [idx(g, "france")]
    movement.begin_turn(g, RED)
    assert (cav.moves, cav.stopped, cav.rail) == (2, False, False)
    assert ship.moves == 3 and ship.landed == []


def test_legal_moves_are_all_legal() -> None:
    """Every listed move passes its check (a busy position with every kind of move)."""
    g = game()
    own(g, "france", RED, inf=3, cav=2, explorer=1)
    own(g, "germany", BLUE, inf=1)
    build(g, "france", "railroad")
    marker(g, "spain", "9")
    ship = put(g, "western-mediterranean", RED, ship=1)[0]
    board_ship(g, ship, art=1, explorer=1)
    legal = movement.legal_moves(g)
    assert {type(a) for a in legal} == {Move, Embark, Land}
    for a in legal:
        assert g.is_legal(a), a
