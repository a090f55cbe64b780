"""The state of a War Cards game: who holds which territory card, the hands, the piles, the General,
and where the turn stands.

Territories and seats are indexed by integers; the JSON forms (views, snapshots) use space ids.
``phase`` is "attack" (the player of the turn decides), "defend" (the attacked player answers),
"discard" (a player over the hand limit chooses a card to discard) or "over".
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any


@dataclass
class PendingBattle:
    """An attack waiting for the defender's answer; ``card`` lies face down on the table."""

    attacker: int
    defender: int
    source: int
    target: int
    card: str


@dataclass
class WarCardsState:
    """The whole state of one War Cards game (see the module docstring); territories and seats by index."""

    players: int
    #: Colour index (into the content's colours) of each seat.
    colours: list[int]
    #: owner[i]: the seat holding territory card i (territory cards are face up: public).
    owner: list[int]
    #: The objective card dealt to each seat (index into content.objective_cards) ...
    objective_cards: list[int]
    #: ... and the objective that applies to the player count (index into content.objectives).
    objectives: list[int]
    hands: list[list[str]]
    dice_pile: list[str]
    special_pile: list[str]
    dice_discard: list[str] = field(default_factory=list)
    special_discard: list[str] = field(default_factory=list)
    eliminated: list[bool] = field(default_factory=list)
    eliminated_by: list[int | None] = field(default_factory=list)
    alive_count: int = 0
    territory_count: list[int] = field(default_factory=list)
    #: continent_count[p][c]: how many territory cards of continent c seat p holds.
    continent_count: list[list[int]] = field(default_factory=list)
    #: The seat holding the General card: it starts the round.
    general: int = 0
    turn: int = 0
    round: int = 1
    phase: str = "attack"
    battle: PendingBattle | None = None
    #: Seats that must still discard down to the hand limit, in order; the first one decides.
    discarding: list[int] = field(default_factory=list)
    #: conquered[p]: seat p won at least one territory card this round (a special card next round).
    conquered: list[bool] = field(default_factory=list)
    last_battle: dict[str, Any] | None = None
    #: Set when the game ends: (winners, ranking, reason, detail).
    outcome: tuple[tuple[int, ...], tuple[int, ...], str, str] | None = None

    @property
    def armies(self) -> tuple[int, ...]:
        """War Cards has no armies. WAR's objective code reads armies only for a "two armies on each"
        objective, which no War Cards objective is (the content loader refuses one); a held territory
        counts as one army."""
        return (1,) * len(self.owner)

    def alive(self) -> list[int]:
        """The seats still in the game, in seat order."""
        return [p for p in range(self.players) if not self.eliminated[p]]


def copy_state(s: WarCardsState) -> WarCardsState:
    """A copy sharing nothing mutable with ``s`` (faster than copy.deepcopy; for search players)."""
    return replace(
        s,
        colours=list(s.colours),
        owner=list(s.owner),
        objective_cards=list(s.objective_cards),
        objectives=list(s.objectives),
        hands=[list(h) for h in s.hands],
        dice_pile=list(s.dice_pile),
        special_pile=list(s.special_pile),
        dice_discard=list(s.dice_discard),
        special_discard=list(s.special_discard),
        eliminated=list(s.eliminated),
        eliminated_by=list(s.eliminated_by),
        territory_count=list(s.territory_count),
        continent_count=[list(c) for c in s.continent_count],
        battle=replace(s.battle) if s.battle is not None else None,
        discarding=list(s.discarding),
        conquered=list(s.conquered),
        last_battle=copy.deepcopy(s.last_battle),
    )
