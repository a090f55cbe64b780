"""The decisions of a War Cards game. Territories are named by space id, cards by card id
("d07" for a dice card, "blitz-2" for a special card)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from warroom.core.actions import Action, ActionCodec

#: The card id a defender names to answer with the top card of the dice pile.
PILE = "pile"
#: The ``player`` of a special card played on no one.
NO_ONE = -1


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Attack ``target`` (an enemy territory), announced from ``source`` (an own territory on the same
    continent or bordering it), with ``card`` from the hand played face down: a dice card or an attack
    special card."""

    type_name: ClassVar[str] = "attack"
    source: str
    target: str
    card: str


@dataclass(frozen=True, slots=True)
class Defend(Action):
    """The defender's answer: a dice card or a defence special card from the hand, or ``"pile"`` for the
    top card of the dice pile."""

    type_name: ClassVar[str] = "defend"
    card: str


@dataclass(frozen=True, slots=True)
class PlaySpecial(Action):
    """Play a special card of the "turn" role outside a battle; ``player`` is the opponent it names,
    or -1 when it names no one."""

    type_name: ClassVar[str] = "play_special"
    card: str
    player: int


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard one card of the player's choice from a hand over the limit of 15."""

    type_name: ClassVar[str] = "discard"
    card: str


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Stop attacking; the turn passes to the next player of the round."""

    type_name: ClassVar[str] = "end_turn"


CODEC = ActionCodec([Attack, Defend, PlaySpecial, Discard, EndTurn])
END_TURN = EndTurn()
DEFEND_FROM_PILE = Defend(PILE)
