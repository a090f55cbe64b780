"""The actions of World War IV. Spaces are board ids, nations colour ids ("red"), units kinds ("militia"),
ships (Frigates, Destroyers) and spies unit ids where one piece must be named."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from warroom.core.actions import Action, ActionCodec

# -- 4. Movement ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move ``count`` units of one kind (land units, Bombers) from a space to a bordering space."""

    type_name: ClassVar[str] = "move"
    kind: str
    count: int
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class Sail(Action):
    """Move one ship (with its cargo) to a bordering water space, or onto a land space (landfall)."""

    type_name: ClassVar[str] = "sail"
    ship: int
    target: str


@dataclass(frozen=True, slots=True)
class Board(Action):
    """Move ``count`` land units of one kind aboard a Frigate in a bordering water space ("Transport")."""

    type_name: ClassVar[str] = "board"
    kind: str
    count: int
    source: str
    frigate: int


@dataclass(frozen=True, slots=True)
class Disembark(Action):
    """Units aboard a Frigate that made landfall step onto that land space."""

    type_name: ClassVar[str] = "disembark"
    frigate: int
    kind: str
    count: int


@dataclass(frozen=True, slots=True)
class GiveMoney(Action):
    """Give money to another player ("Player Diplomacy": game money may be exchanged)."""

    type_name: ClassVar[str] = "give_money"
    nation: str
    amount: int


@dataclass(frozen=True, slots=True)
class Share(Action):
    """Share the effects of one of your Innovation Cards with another player ("Player Diplomacy")."""

    type_name: ClassVar[str] = "share"
    card: str
    nation: str


@dataclass(frozen=True, slots=True)
class EndStep(Action):
    """Finish the current step of the turn (movement, assassination, purchase, deploy) or, in combat, the
    Maneuver step's withdrawals."""

    type_name: ClassVar[str] = "end_step"


# -- 5. Assassination ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Assassinate(Action):
    """One Spy attempts to kill an enemy Spy (``target`` "spy") or King ("king") of ``nation`` ("grey"
    for barbarians) in its space."""

    type_name: ClassVar[str] = "assassinate"
    spy: int
    target: str
    nation: str


# -- 6. Purchase, 7. Deploy -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy ``count`` units (or Forts) of one kind into your playing area (Table 4)."""

    type_name: ClassVar[str] = "buy"
    kind: str
    count: int


@dataclass(frozen=True, slots=True)
class Deploy(Action):
    """Deploy one purchased unit (or Fort) on a space."""

    type_name: ClassVar[str] = "deploy"
    kind: str
    space: str


# -- 8. Combat -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Fight(Action):
    """Start the combat in a space (the Invader chooses the order of the combats)."""

    type_name: ClassVar[str] = "fight"
    space: str


@dataclass(frozen=True, slots=True)
class Bombard(Action):
    """The Invader's Bombardment units: how many attack the Fort instead of the defending units."""

    type_name: ClassVar[str] = "bombard"
    at_fort: int


@dataclass(frozen=True, slots=True)
class Assign(Action):
    """Give the casualty now being assigned to one of your units: a unit of ``kind``, routed or not."""

    type_name: ClassVar[str] = "assign"
    kind: str
    routed: bool


@dataclass(frozen=True, slots=True)
class Recon(Action):
    """Reconnaissance: one of your Spies sends the casualty now being assigned to an enemy unit of your
    choice (``kind`` "" passes: the owner assigns it)."""

    type_name: ClassVar[str] = "recon"
    kind: str
    routed: bool = False


@dataclass(frozen=True, slots=True)
class Withdraw(Action):
    """Maneuver: withdraw ``count`` of your units of one kind (routed or not) to a bordering space you
    Control."""

    type_name: ClassVar[str] = "withdraw"
    kind: str
    count: int
    routed: bool
    target: str


@dataclass(frozen=True, slots=True)
class Pillage(Action):
    """After a successful invasion of a space with a Fort: destroy it (``yes``: Pillaged) or capture it."""

    type_name: ClassVar[str] = "pillage"
    yes: bool


# -- 1. Random Event: Royal Guard --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoyalGuard(Action):
    """Royal Guard: the King a Random Event destroyed in ``space`` is saved by removing the owner's oldest
    unit of ``kind`` there instead (``kind`` "": the King goes)."""

    type_name: ClassVar[str] = "royal_guard"
    space: str
    kind: str


CODEC = ActionCodec(
    [
        Move,
        Sail,
        Board,
        Disembark,
        GiveMoney,
        Share,
        EndStep,
        Assassinate,
        Buy,
        Deploy,
        Fight,
        Bombard,
        Assign,
        Recon,
        Withdraw,
        Pillage,
        RoyalGuard,
    ]
)
END_STEP = EndStep()
