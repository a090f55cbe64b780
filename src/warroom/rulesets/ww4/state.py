"""The state of a World War IV game.

Owners are nation indices 0-4 in the order red, yellow, green, blue, purple (``content.COLOURS``) and 5 for
grey barbarians (``content.GREY``). A nation no player plays, or whose King is gone, is *inactive*: its
units act as barbarians ("Barbarians", "Defeat!"). Every unit is a :class:`Unit` with an id (ships carry
units; units are routed one by one). Spaces are board indices.

The player turn is the rulebook's nine steps ("Order of Play"); ``step`` names the one in progress:
"event", "control", "income" (run by the game itself), "movement", "assassination", "purchase", "deploy",
"combat" (decisions), "support" (run by the game). A :class:`Decision` hands a choice inside a step
(mostly inside a combat) to another player and back.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any


@dataclass(slots=True)
class Unit:
    """One unit: its id, owner, kind and space, the Frigate carrying it, and its state in the turn (moves left,
    stopped, routed)."""

    id: int
    owner: int
    kind: str
    space: int
    #: The Frigate carrying it, or -1.
    carrier: int = -1
    #: Movement points left this turn (its owner's Movement step).
    moves: int = 0
    #: It may not move again this turn (it entered a space with an enemy Control unit, a ship that made
    #: landfall, ...).
    stopped: bool = False
    routed: bool = False
    #: A ship on land: the water space it came from (it goes back there in Support the Troops); -1 at sea
    #: or for a ship deployed on land this turn (it goes to an uncontested adjacent water space).
    came_from: int = -1

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "owner": self.owner, "kind": self.kind, "space": self.space}
        if self.carrier >= 0:
            out["carrier"] = self.carrier
        if self.routed:
            out["routed"] = True
        return out


@dataclass(slots=True)
class Effect:
    """A Random Event card's lasting effect ("no-food", "no-income", "no-move-out", "skip-phase",
    "free-units") on some spaces (or a player), until a point in a player's turn."""

    op: str
    card: str
    spaces: list[int]
    #: The nation whose turn bounds it, the turn number, and "start" or "end" of that nation's turn.
    until_nation: int
    until_turn: int
    until_when: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Decision:
    """A choice another nation (or the current one) must make before the game goes on. ``kind`` names it
    (combat: "assign", "recon", "bombard", "withdraw", "pillage"; ...); ``data`` holds the details."""

    kind: str
    nation: int
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class WW4State:
    """The whole state of one World War IV game (see the module docstring)."""

    #: seat_of[n]: the seat playing nation n, or -1 (nobody: its units are barbarians).
    seat_of: list[int]
    #: active[n]: nation n is played and its King lives.
    active: list[bool]
    #: The nations in play in turn order, starting with the first player.
    order: list[int]
    units: dict[int, Unit] = field(default_factory=dict)
    #: at[space]: ids of the units in a space (cargo included), in arrival order. Kept by units.py only.
    at: list[list[int]] = field(default_factory=list)
    next_unit: int = 0
    #: Per space: the owner of its Fort (nation index, GREY) or -1 for none.
    fort: list[int] = field(default_factory=list)
    #: Per space: whose City it is (the nation that last controlled it), or -1 (no City).
    city: list[int] = field(default_factory=list)
    money: list[int] = field(default_factory=list)
    #: Units and Forts bought and not yet deployed, per nation: {kind: count}.
    pool: list[dict[str, int]] = field(default_factory=list)
    #: The spaces each nation Controls this turn (set at its Control Lands step).
    control: list[list[int]] = field(default_factory=list)
    #: Units deployed this turn per space (the one-unit-per-F limit of "Deploy Units").
    deployed: dict[int, int] = field(default_factory=dict)
    #: Spaces where the current nation's units pillaged a Fort or City this turn (no Support roll there).
    pillaged: list[int] = field(default_factory=list)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    #: Innovation cards each nation holds.
    hands: list[list[str]] = field(default_factory=list)
    #: Innovation cards in General Knowledge (they apply to every RED..PURPLE unit).
    knowledge: list[str] = field(default_factory=list)
    #: Innovation effects shared by their holder: card id -> nations that also enjoy them ("Player Diplomacy").
    shared: dict[str, list[int]] = field(default_factory=dict)
    effects: list[Effect] = field(default_factory=list)
    turn: int = 1
    #: Index into ``order`` of the nation whose turn it is.
    current: int = 0
    step: str = "event"
    #: Spaces with a combat still to fight this turn (the invader chooses the order).
    combats: list[int] = field(default_factory=list)
    #: The combat being fought (combat.py's own structure, JSON-friendly), or None.
    combat: dict[str, Any] | None = None
    decision: Decision | None = None
    #: Assassination attempts made this turn: spy unit ids that have tried.
    tried: list[int] = field(default_factory=list)
    #: Option king_attempts=every-spy: the Spies that have rolled at a King this turn (attempts on Spies are
    #: in ``tried``).
    tried_king: list[int] = field(default_factory=list)
    #: Owners of the Kings destroyed whose loss has not yet eliminated their nation (``units.destroy`` adds
    #: them, ``ending.crown`` eliminates and empties): "Crown" takes effect where each step's rule says (at
    #: the end of a combat round, after an event's dice, ...), never forgotten.
    fallen: list[int] = field(default_factory=list)
    #: How the game ended: {"reason", "detail", "winners": [nations], ...}; None while it goes on.
    outcome: dict[str, Any] | None = None

    def nation(self) -> int:
        """The nation whose turn it is."""
        return self.order[self.current]

    def deciding(self) -> int:
        """The nation that decides now: a decision's nation, else the nation whose turn it is."""
        return self.decision.nation if self.decision is not None else self.order[self.current]

    def copy(self) -> WW4State:
        """A copy sharing nothing mutable with this state. Field by field (:data:`_COPIERS`) rather than
        ``copy.deepcopy`` of the whole, which took a seventh of a World War IV playout's time (a search
        copies the state at every playout: issue 28, "Faster playouts"); a field without a copier of its
        own, and the nested JSON-like parts (a combat, the outcome, a decision's or an effect's details),
        are deep-copied; no two fields of a state share an object, so none need be shared in the copy.
        tests/rulesets/ww4/test_ww4_playout_speed.py checks it against ``copy.deepcopy``."""
        out = object.__new__(type(self))
        for name in _FIELDS:
            setattr(out, name, _COPIERS.get(name, copy.deepcopy)(getattr(self, name)))
        return out


def _copy_unit(u: Unit) -> Unit:
    return Unit(u.id, u.owner, u.kind, u.space, u.carrier, u.moves, u.stopped, u.routed, u.came_from)


def _same(value: Any) -> Any:
    return value


def _lists(value: list[list[Any]]) -> list[list[Any]]:
    return [list(x) for x in value]


def _copy_effect(e: Effect) -> Effect:
    return Effect(e.op, e.card, list(e.spaces), e.until_nation, e.until_turn, e.until_when, copy.deepcopy(e.data))


def _copy_decision(d: Decision | None) -> Decision | None:
    return None if d is None else Decision(d.kind, d.nation, copy.deepcopy(d.data))


#: WW4State's fields, and how each is copied (WW4State.copy); the others are deep-copied.
_FIELDS = tuple(f.name for f in fields(WW4State))
#: The fields that are lists of numbers or names.
_FLAT_LISTS = "seat_of active order fort city money pillaged deck discard knowledge tried tried_king fallen combats"
_COPIERS: dict[str, Callable[[Any], Any]] = {
    **dict.fromkeys(("next_unit", "turn", "current", "step"), _same),
    **dict.fromkeys(_FLAT_LISTS.split(), list),
    **dict.fromkeys(("at", "control", "hands"), _lists),
    "units": lambda units: {i: _copy_unit(u) for i, u in units.items()},
    "pool": lambda pool: [dict(p) for p in pool],
    "deployed": dict,
    "shared": lambda shared: {card: list(nations) for card, nations in shared.items()},
    "effects": lambda effects: [_copy_effect(e) for e in effects],
    "decision": _copy_decision,
}
