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
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Unit:
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
        return self.decision.nation if self.decision is not None else self.order[self.current]

    def copy(self) -> WW4State:
        return copy.deepcopy(self)
