"""A cheap read-only view of a World War IV position for the greedy player (issue 28, "Faster playouts":
"agents rebuild a full view at every decision", 44% of greedy's time in World War IV).

``seat_view(game, player)`` builds only the parts of ``views.view`` the greedy player reads, with the same
keys and values, straight from the state: the step, the nation whose turn it is, the decision, each
nation's public row (played, active, money, pool, Control list), each space's Fort, City, capital and
pieces (counts by colour and kind, routed counts, ships), the effects in force and the units deployed this
turn. Everything in it is public (rulebook 004: the map and its pieces, the money tracking cards, the units
bought, the effects; views.py says why); it holds no card of any hand, nothing of the deck, no seed.

Decision: the pieces of a space are counted in the order of ``s.at`` exactly as ``views.space_view`` does, so
every dict the greedy player iterates has the same order as before and its float sums come out to the last
bit: the same actions, only sooner (tests/rulesets/ww4/test_ww4_greedy_seat.py replays seeded games).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, overload

from warroom.rulesets.ww4.content import COLOURS, SHIPS
from warroom.rulesets.ww4.greedy_view import View

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: The owner ids by owner index (the five colours, then the barbarians' grey).
_OWNER = (*COLOURS, "grey")


def _space(g: WW4Game, space: int) -> dict[str, Any]:
    s = g.state
    out: dict[str, Any] = {}
    fort = s.fort[space]
    if fort >= 0:
        out["fort"] = _OWNER[fort]
    capital = g.map.cities.get(space)
    if capital is not None:
        city = s.city[space]
        out["city"] = _OWNER[city] if city >= 0 else None
        out["capital"] = COLOURS[capital]
    ids = s.at[space]
    if not ids:
        return out
    units = s.units
    counts: dict[str, dict[str, int]] = {}
    routed: dict[str, dict[str, int]] = {}
    ships: list[dict[str, Any]] = []
    for i in ids:
        u = units[i]
        if u.carrier >= 0:
            continue
        kind = u.kind
        if kind in SHIPS:
            ships.append(_ship(g, u.id, space))
            continue
        kinds = counts.setdefault(_OWNER[u.owner], {})
        kinds[kind] = kinds.get(kind, 0) + 1
        if u.routed:
            kinds = routed.setdefault(_OWNER[u.owner], {})
            kinds[kind] = kinds.get(kind, 0) + 1
    if counts:
        out["units"] = counts
    if routed:
        out["routed"] = routed
    if ships:
        out["ships"] = ships
    return out


def _ship(g: WW4Game, ship_id: int, space: int) -> dict[str, Any]:
    """A ship as ``views._ship`` shows it (owner, kind, moves left, cargo, routed, where it came from)."""
    s = g.state
    ship = s.units[ship_id]
    out: dict[str, Any] = {"id": ship.id, "owner": _OWNER[ship.owner], "kind": ship.kind, "moves": ship.moves}
    if ship.kind == "frigate":
        cargo: dict[str, int] = {}
        for i in s.at[space]:
            u = s.units[i]
            if u.carrier == ship.id:
                cargo[u.kind] = cargo.get(u.kind, 0) + 1
        out["cargo"] = cargo
    if ship.routed:
        out["routed"] = True
    if ship.came_from >= 0:
        out["came_from"] = g.map.id(ship.came_from)
    return out


class LazySpaces(Sequence[dict[str, Any]]):
    """Each space as ``views.space_view`` shows it (less the map's own values), built when first asked for:
    a decision reads a few spaces' details, not all of them."""

    def __init__(self, g: WW4Game) -> None:
        self._g = g
        self._built: dict[int, dict[str, Any]] = {}

    def __len__(self) -> int:
        return len(self._g.state.at)

    @overload
    def __getitem__(self, x: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, x: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, x: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        if isinstance(x, slice):
            return [self[i] for i in range(len(self))[x]]
        out = self._built.get(x)
        if out is None:
            if not 0 <= x < len(self):
                raise IndexError(x)
            out = self._built[x] = _space(self._g, x)
        return out


def seat_context(g: WW4Game, player: int) -> View:
    """The greedy player's reading of the position (greedy_view.View) from ``seat_view``, its pieces read
    straight from the state."""
    return View(seat_view(g, player), g.content, g.state)


def seat_view(g: WW4Game, player: int) -> dict[str, Any]:
    """What the greedy player reads of ``views.view(g, player)``, built without the rest (module docstring)."""
    s = g.state
    ids = g.map.board.ids
    nations = [
        {
            "colour": COLOURS[n],
            "played": s.seat_of[n] >= 0,
            "active": s.active[n],
            "money": s.money[n],
            "pool": dict(s.pool[n]),
            "control": [ids[x] for x in s.control[n]],
        }
        for n in range(len(COLOURS))
    ]
    decision = s.decision
    return {
        "you": player,
        "turn": s.turn,
        "step": s.step,
        "nation": _OWNER[s.nation()] if s.order else None,
        "decision": (
            {"kind": decision.kind, "nation": _OWNER[decision.nation], "data": _plain(decision.data)}
            if decision is not None
            else None
        ),
        "nations": nations,
        "spaces": LazySpaces(g),
        "effects": [{"op": e.op, "spaces": [ids[x] for x in e.spaces]} for e in s.effects],
        "deployed": {ids[x]: k for x, k in s.deployed.items()},
    }


def _plain(value: Any) -> Any:
    """A decision's details as the full view gives them (lists for tuples and sets, string keys)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [_plain(v) for v in value]
    return value
