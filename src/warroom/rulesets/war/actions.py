"""The actions of a WAR turn. Space ids name territories; card ids are space ids or "wild-N"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from warroom.core.actions import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Trade(Action):
    """Trade three cards for armies (three equal figures or three different; wildcards fit any).

    ``bonus`` (option trade_bonus=per-trade) names the traded card whose own territory takes the trade's
    +2 armies; empty: the first such card (or none to choose, with per-card).
    """

    type_name: ClassVar[str] = "trade"
    cards: tuple[str, ...]
    bonus: str = ""

    def __post_init__(self) -> None:
        # One canonical order, so a trade equals the listed one whatever order its cards came in.
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def to_json(self) -> dict[str, Any]:
        """Without ``bonus`` when empty: a trade reads as it always did (saves, clients)."""
        out = super(Trade, self).to_json()
        if not self.bonus:
            del out["bonus"]
        return out

    def describe(self) -> str:
        """``trade(cards=...)``, with ``bonus`` only when it names a card."""
        bonus = f", bonus={self.bonus!r}" if self.bonus else ""
        return f"{self.type_name}(cards={self.cards!r}{bonus})"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Place one army from the reinforcements still to place."""

    type_name: ClassVar[str] = "place"
    territory: str


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Attack ``target`` from ``source`` with ``dice`` armies (1 to 3, never the occupying army)."""

    type_name: ClassVar[str] = "attack"
    source: str
    target: str
    dice: int


@dataclass(frozen=True, slots=True)
class Occupy(Action):
    """After a conquest, the total number of armies that move into the conquered territory."""

    type_name: ClassVar[str] = "occupy"
    armies: int


@dataclass(frozen=True, slots=True)
class EndAttacks(Action):
    """Stop attacking and go on to moving armies."""

    type_name: ClassVar[str] = "end_attacks"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move armies between two adjacent own territories after the attacks."""

    type_name: ClassVar[str] = "move"
    source: str
    target: str
    armies: int


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn (a territory card is drawn if a territory was conquered)."""

    type_name: ClassVar[str] = "end_turn"


CODEC = ActionCodec([Trade, Place, Attack, Occupy, EndAttacks, Move, EndTurn])
END_ATTACKS = EndAttacks()
END_TURN = EndTurn()
