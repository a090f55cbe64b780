"""A cheap read-only view of a War! Age of Imperialism position for the greedy player (issue 28, "Faster
playouts": the greedy player rebuilt the whole ``game.view`` and read it into lists at every decision, a
third of its time).

``seat_view(g, player)`` is what the greedy player reads of ``views.view(g, player)``: the same keys and
values, less what costs and is never read (each empire's names and paint, the battle in words, the
markers in the box, the result). ``SeatContext`` is the greedy player's reading of the board
(greedy_context.Context) built straight from the state's per-space lists instead of from the view's
list of spaces, the buildings only when first read. Both keep the view's secrets by calling
the view's own rules (views.empire_row, views.markers_shown; the
module docstring of views.py): a face-down native or resource marker reads "?" (a native marker everyone
has seen turned up gives its value in ``seen``), an undeveloped resource (Advanced, hidden resources) is
shown with its value only in the regions of the seat's own empires, and with Plan & Reveal another
empire's PP reads "?" and its purchases only as a count until the reveal.

Decision: the pieces of a space are counted in the order of ``s.at``, exactly as ``views._units`` does, so
every dict the greedy player reads has the same order as before: the same actions, only sooner
(tests/rulesets/imperialism/test_aoi_greedy_seat.py replays seeded games at every level). A battle's
decision (an interrupt) reads no board at all: only the legal actions. The rest of issue 28's speed-up
lies where the time went: per-decision memos in greedy_context.py and greedy_sea.py, the research odds
cached (research.chance), and legal purchases and moves made with less repeated work
(purchase.legal_purchases, movement.legal_moves); bench/bench_aoi_greedy.py times it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any

from warroom.rulesets.imperialism import views
from warroom.rulesets.imperialism.content import Geography
from warroom.rulesets.imperialism.greedy_context import Context

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame


class SeatView(dict[str, Any]):
    """The cheap view: a plain dict whose ``"spaces"``, when a reader asks for it, is built as the full
    view builds it (the greedy player reads the board through SeatContext and never asks; a reader that
    does gets the right answer, only not sooner). ``game``, ``own`` (the seat's empires) and ``colours``
    (every empire's id) are what SeatContext reads the board with. ``get`` and ``in`` know ``"spaces"`` too;
    iterating (``keys``, ``items``) lists only what was built."""

    def __init__(self, g: ImperialismGame, own: set[int], colours: list[str], values: dict[str, Any]) -> None:
        super().__init__(values)
        self.game = g
        self.own = own
        self.colours = colours

    def __missing__(self, key: str) -> Any:
        if key != "spaces":
            raise KeyError(key)
        g = self.game
        markers = views.markers_shown(g.state, self.own)
        spaces = [sp for r in range(len(g.state.owner)) if (sp := views._space(g, r, self.colours, markers))]
        self["spaces"] = spaces
        return spaces

    def __contains__(self, key: object) -> bool:
        return key == "spaces" or super().__contains__(key)

    def get(self, key: str, default: Any = None) -> Any:
        """As ``dict.get``, building ``"spaces"`` when asked (``__missing__``)."""
        if key == "spaces":
            return self["spaces"]
        return super().get(key, default)


def seat_view(g: ImperialismGame, player: int) -> SeatView:
    """What the greedy player reads of ``views.view(g, player)``, built without the rest (module docstring)."""
    s = g.state
    own = {e for e in range(s.empires) if s.seat_of[e] == player}
    colours = [g.colour_id(e) for e in range(s.empires)]
    hide_pp = views.purchases_unrevealed(g)
    empires = [views.empire_row(g, e, own, hide_pp, colours) for e in range(s.empires)]
    decider = s.deciding_empire() if s.outcome is None else None
    values = {
        "ruleset": g.ruleset_id,
        "level": g.level.id,
        "you": player,
        "your_empires": [colours[e] for e in sorted(own)],
        "turn": s.turn,
        "round": s.round,
        "phase": s.phase,
        "order": [colours[e] for e in s.order],
        "empire": colours[s.empire_turn()] if s.outcome is None else None,
        "decision": s.seat_of[decider] if decider is not None else None,
        "deciding_empire": colours[decider] if decider is not None else None,
        "interrupt": views._interrupt(g) if s.interrupt is not None else None,
        "empires": empires,
    }
    return SeatView(g, own, colours, values)


class SeatContext(Context):
    """The greedy player's reading of the position (greedy_context.Context), its board read straight from
    the state with the view's secrets kept (module docstring)."""

    def __init__(self, view: SeatView, geo: Geography, invade: float, attack: float) -> None:
        self._view = view
        super().__init__(view, view["deciding_empire"], geo, invade, attack)

    def _read_spaces(self, view: dict[str, Any]) -> None:
        assert isinstance(view, SeatView)
        s = view.game.state
        colours = view.colours
        self.owner = [colours[o] if o >= 0 else None for o in s.owner]
        # Copies: a reader may write to its context (greedy_advanced fills in markers it remembers).
        self.fort = list(s.fort)
        self.school = list(s.school)
        # The markers as this seat may see them, all three lists at once (views.markers_shown: one rule).
        self.native, self.seen, self.resource = views.markers_shown(s, view.own)
        pieces = s.pieces
        # One empty count and one empty fleet shared by the empty spaces (a fresh one each cost a tenth of a
        # decision): the player only reads a space's pieces (tests/rulesets/imperialism/test_aoi_greedy_seat.py
        # holds every decision to the full view's, whose spaces have their own).
        no_units: dict[str, dict[str, int]] = {}
        no_ships: list[dict[str, Any]] = []
        units_at = self.units = [no_units] * len(s.at)
        ships_at = self.ship_list = [no_ships] * len(s.at)
        for r, ids in enumerate(s.at):
            if not ids:
                continue
            units: dict[str, dict[str, int]] = {}
            cargo: dict[int, dict[str, int]] = {}
            ships: list[int] = []
            for pid in ids:
                p = pieces[pid]
                if p.carrier >= 0:
                    kinds = cargo.setdefault(p.carrier, {})
                    kinds[p.kind] = kinds.get(p.kind, 0) + 1
                elif p.kind == "ship":
                    ships.append(pid)
                else:
                    kinds = units.setdefault(colours[p.owner], {})
                    kinds[p.kind] = kinds.get(p.kind, 0) + 1
            units_at[r] = units
            if ships:
                ships_at[r] = [
                    {
                        "id": pid,
                        "owner": colours[pieces[pid].owner],
                        "cargo": cargo.get(pid, {}),
                        "moves": pieces[pid].moves,
                    }
                    for pid in ships
                ]

    # Read when first asked (cached_property sets the attribute): many decisions never ask.

    @cached_property
    def buildings(self) -> list[Sequence[str]]:  # type: ignore[override]
        """Per space index: the economic buildings standing there, read from the state when first asked."""
        # The state's own tuples: nothing writes to a region's buildings.
        return list(self._view.game.state.buildings)
