"""Positions for War! Age of Imperialism tests: an empty board, then exactly the pieces a test needs.

``blank(level, empires)`` gives a game in its first movement round with no owners, pieces or markers;
``own``, ``put``, ``build`` and ``marker`` set up the position; ``region``/``sea`` find a space index by id.
"""

from __future__ import annotations

from typing import Any

from warroom.core.registry import new_game
from warroom.rulesets.imperialism import pieces
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.state import ImperialismState, Piece


def blank(level: str = "basic", empires: int = 3, seed: int = 1, **options: Any) -> ImperialismGame:
    """A game of ``empires`` seats at ``level`` in turn 1, movement round 1, the first empire (red, seat 0)
    to move; an empty board (no owners, pieces, buildings or markers), every empire at war with every
    other (Standard) and ready to attack; 0 PP each."""
    g = new_game(f"imperialism-{level}", empires, options, seed)
    assert isinstance(g, ImperialismGame)
    n = len(g.board.ids)
    s = g.state
    fresh = ImperialismState(
        empires=s.empires,
        seat_of=list(s.seat_of),
        colours=list(range(s.empires)),
        order=list(range(s.empires)),
        owner=[-1] * n,
        buildings=[()] * n,
        fort=[False] * n,
        school=[False] * n,
        native=[None] * n,
        native_up=[False] * n,
        resource=[None] * n,
        resource_up=[False] * n,
        box_natives=[],
        box_resources=[],
        at=[[] for _ in range(n)],
        pp=[0] * s.empires,
        income=[{} for _ in range(s.empires)],
        turn=1,
        phase="movement",
        round=1,
        current=0,
        draft_left=[0] * s.empires,
        at_war=[[a != b for b in range(s.empires)] for a in range(s.empires)],
        may_attack=[[a != b for b in range(s.empires)] for a in range(s.empires)],
        planned=[[] for _ in range(s.empires)],
        eliminated=[False] * s.empires,
        techs=[[] for _ in range(s.empires)],
        discoveries=[0] * s.empires,
    )
    g.state = fresh
    return g


def idx(g: ImperialismGame, space_id: str) -> int:
    return g.board.index[space_id]


def own(g: ImperialismGame, region: str, empire: int, **units: int) -> list[Piece]:
    """Give ``region`` to ``empire`` with the pieces named (``inf=2, cav=1``; at least one army)."""
    r = idx(g, region)
    g.state.owner[r] = empire
    g.state.native[r] = None
    return put(g, region, empire, **units)


def put(g: ImperialismGame, space: str, empire: int, **units: int) -> list[Piece]:
    """Place pieces (with full moves for the current movement round) in a region or sea area."""
    r = idx(g, space)
    out = []
    for kind, n in units.items():
        for _ in range(n):
            p = pieces.create(g.state, empire, kind, r)
            p.moves = g.level.units[kind].move
            out.append(p)
    return out


def board_ship(g: ImperialismGame, ship: Piece, **units: int) -> list[Piece]:
    """Put new pieces aboard a ship."""
    out = []
    for kind, n in units.items():
        for _ in range(n):
            p = pieces.create(g.state, ship.owner, kind, ship.where, carrier=ship.id)
            p.moves = g.level.units[kind].move
            out.append(p)
    return out


def build(g: ImperialismGame, region: str, *buildings: str) -> None:
    r = idx(g, region)
    for b in buildings:
        if b == "fort":
            g.state.fort[r] = True
        elif b == "school":
            g.state.school[r] = True
        else:
            g.state.buildings[r] = (*g.state.buildings[r], b)


def marker(g: ImperialismGame, region: str, native: str | None, resource: int | None = 0) -> None:
    """Face-down markers on an unowned region."""
    r = idx(g, region)
    g.state.owner[r] = -1
    g.state.native[r] = native
    g.state.native_up[r] = False
    g.state.native_seen.discard(r)  # a marker nobody has seen
    g.state.resource[r] = resource
    g.state.resource_up[r] = False


def kinds_in(g: ImperialismGame, space: str, empire: int) -> dict[str, int]:
    return pieces.count_kinds([p for p in pieces.in_space(g.state, idx(g, space)) if p.owner == empire])
