"""The state of a WAR game: who owns what, armies, hands, objectives, and where the turn stands.

Territories and seats are indexed by integers for speed; the JSON forms (views, snapshots) use
space ids. The phase is one of "reinforce", "attack", "occupy", "move" or "over".
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any


@dataclass
class Pending:
    """Reinforcements still to place this turn: anywhere, or inside a given continent."""

    free: int = 0
    continents: dict[int, int] = field(default_factory=dict)

    def total(self) -> int:
        """All the armies still to place: the free ones and every continent's."""
        return self.free + sum(self.continents.values())


@dataclass
class Conquest:
    """A conquest waiting for its occupation decision (one army has already moved in)."""

    source: int
    target: int
    max_armies: int


@dataclass
class WarState:
    """The whole state of one WAR game (see the module docstring); territories and seats by index."""

    players: int
    #: Colour index (into WarContent.colours) of each seat.
    colours: list[int]
    owner: list[int]
    armies: list[int]
    objectives: list[int]
    hands: list[list[str]]
    deck: list[str]
    discard: list[str] = field(default_factory=list)
    eliminated: list[bool] = field(default_factory=list)
    eliminated_by: list[int | None] = field(default_factory=list)
    alive_count: int = 0
    territory_count: list[int] = field(default_factory=list)
    #: continent_count[p][c]: how many territories of continent c seat p owns.
    continent_count: list[list[int]] = field(default_factory=list)
    dealer: int = 0
    first_player: int = 0
    turn: int = 0
    round: int = 1
    phase: str = "reinforce"
    pending: Pending = field(default_factory=Pending)
    #: Whether a trade is still allowed this turn (only before the first army is placed).
    may_trade: bool = True
    trades_done: int = 0
    conquered_this_turn: bool = False
    #: Armies per territory that already moved this turn (by conquest or movement) and may not move again.
    moved: list[int] = field(default_factory=list)
    conquest: Conquest | None = None
    last_battle: dict[str, Any] | None = None
    #: Set when the game ends: (winners, ranking, reason, detail).
    outcome: tuple[tuple[int, ...], tuple[int, ...], str, str] | None = None

    def alive(self) -> list[int]:
        """The seats still in the game, in seat order."""
        return [p for p in range(self.players) if not self.eliminated[p]]


def copy_state(s: WarState) -> WarState:
    """A copy sharing nothing mutable with ``s`` (faster than copy.deepcopy; for search players)."""
    return replace(
        s,
        colours=list(s.colours),
        owner=list(s.owner),
        armies=list(s.armies),
        objectives=list(s.objectives),
        hands=[list(h) for h in s.hands],
        deck=list(s.deck),
        discard=list(s.discard),
        eliminated=list(s.eliminated),
        eliminated_by=list(s.eliminated_by),
        territory_count=list(s.territory_count),
        continent_count=[list(c) for c in s.continent_count],
        pending=Pending(s.pending.free, dict(s.pending.continents)),
        moved=list(s.moved),
        conquest=replace(s.conquest) if s.conquest is not None else None,
        last_battle=copy.deepcopy(s.last_battle),
    )
