"""The state of a War! Age of Imperialism game.

Spaces (land regions and sea areas) are board indices. An *empire* is one colour on the board; in the
two-player game with two empires each, a seat controls two empires (rulebook 000, "Choosing Regions",
2 players b). Every movable piece is a :class:`Piece` with an id, so a ship knows its cargo and each
army its movement points left; buildings and markers are per-region lists.

Phases: "draft" (choosing regions), "opening" (buying the starting pieces), "movement" (the current
empire moves), "battles" (it resolves the battles and explorations its moves caused), "production"
(the current empire counts and spends its production points), "over". An :class:`Interrupt` hands one
decision to another empire in the middle of a turn (a sea encounter, passage through the straits, an
offer of peace, a battle's decision: kind "battle") and then gives the turn back.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Piece:
    """One movable piece: an army (inf, cav, art, ldr), a party (explorer, engineer) or a ship."""

    id: int
    owner: int
    kind: str
    #: The space it is in; for a piece aboard a ship, the ship's sea area.
    where: int
    #: The id of the ship carrying it, or -1.
    carrier: int = -1
    #: Movement points left in the current movement round.
    moves: int = 0
    #: It may not move again this movement round (it entered a region its owner does not own, fought at
    #: sea, or was landed).
    stopped: bool = False
    #: It has taken its free railroad move this movement round.
    rail: bool = False
    #: Option railroads=chain: the regions whose railroad it has ridden out of this movement round (each
    #: railroad once per piece and round, so that a piece never loops on the rails).
    rails: list[int] = field(default_factory=list)
    #: Ships only: the land regions it has landed pieces in this movement round (one point each).
    landed: list[int] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "owner": self.owner, "kind": self.kind, "where": self.where}
        if self.carrier >= 0:
            out["carrier"] = self.carrier
        return out


@dataclass(slots=True)
class Interrupt:
    """A decision another empire must make before the current empire's turn goes on.

    ``kind``: "encounter" (a ship entered a sea area holding other empires' ships: each empire in
    ``deciders`` in turn may start a battle), "join" (a sea battle is starting: each empire in
    ``deciders`` chooses a side or watches), "passage" (the owner of the straits' region permits or
    refuses a ship), "peace" (an offer of peace to answer). ``data`` holds the details.
    """

    kind: str
    deciders: list[int]
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def empire(self) -> int:
        """The empire deciding now: the first of ``deciders``."""
        return self.deciders[0]


@dataclass
class ImperialismState:
    """The whole state of one game: the board, the pieces, the empires' accounts and the sequence of play."""

    empires: int
    #: seat_of[e]: the seat that plays empire e.
    seat_of: list[int]
    #: colours[e]: index into Content.colours.
    colours: list[int]
    #: The empires in turn order, the first player first ("Choosing a Color and Who Goes First").
    order: list[int]
    #: Per space: the owning empire, or -1 (native land, or a sea).
    owner: list[int]
    #: Per space: its economic buildings (city, port, railroad, factory). The placement rules allow one; the
    #: 1886 scenario starts some regions with two ("Some of the building placement rules are broken").
    buildings: list[tuple[str, ...]]
    fort: list[bool]
    school: list[bool]
    #: Per space: the native marker ("9", "10+", "12++") or None; face up when native_up.
    native: list[str | None]
    native_up: list[bool]
    #: Per space: the resource marker's value or None; face up when resource_up.
    resource: list[int | None]
    resource_up: list[bool]
    #: Markers not on the board (secret: "placed back into the gamebox").
    box_natives: list[str]
    box_resources: list[int]
    #: The regions whose native marker every player at the table has seen turned up (an explorer's try, a
    #: battle with the natives, a region that joined an empire in the Advanced game) and that still lies
    #: there: a marker "returned face-down to the region" (rulebook 000, "Exploration", "NATIVE ARMIES") is
    #: the same marker, so its number is public knowledge, not a secret. Dropped when the marker leaves the
    #: region (exploration.annex, natives.execute_westernize) or another is drawn there (setup.py). Derived
    #: from public events; not in the snapshot (views.snapshot), so older saves verify as before.
    native_seen: set[int] = field(default_factory=set)
    pieces: dict[int, Piece] = field(default_factory=dict)
    #: at[space]: ids of the pieces in a space (cargo included, in its ship's sea), in arrival order.
    #: Kept by warroom.rulesets.imperialism.pieces; never edit it directly.
    at: list[list[int]] = field(default_factory=list)
    next_piece: int = 0
    #: Production points each empire may spend now.
    pp: list[int] = field(default_factory=list)
    #: The income each empire counted at its last production round, with its parts.
    income: list[dict[str, int]] = field(default_factory=list)
    turn: int = 1
    phase: str = "draft"
    #: The movement round (1 or 2); 0 outside the movement rounds.
    round: int = 0
    #: Index into ``order`` of the empire whose turn it is.
    current: int = 0
    #: Regions each empire still has to choose in the draft.
    draft_left: list[int] = field(default_factory=list)
    #: at_war[a][b]: empires a and b are at war (Standard Rules, "Declaring War (and Peace)").
    at_war: list[list[bool]] = field(default_factory=list)
    #: may_attack[a][b]: a may attack b now (a declarer waits for its next movement round).
    may_attack: list[list[bool]] = field(default_factory=list)
    #: Declarations whose declarer may attack from its next movement round: (declarer, target).
    pending_attack: list[tuple[int, int]] = field(default_factory=list)
    #: Offers of peace made in the current movement round: (offerer, target); one each (diplomacy.py).
    peace_offers: list[tuple[int, int]] = field(default_factory=list)
    #: Passages through the straits refused this movement round: (ship id, sea); asked once (naval.py).
    refused_passages: list[tuple[int, int]] = field(default_factory=list)
    interrupt: Interrupt | None = None
    #: Plan & Reveal purchases not yet revealed: per empire, the (piece, space) bought.
    planned: list[list[tuple[str, int]]] = field(default_factory=list)
    eliminated: list[bool] = field(default_factory=list)
    #: Advanced: the technologies each empire holds (ids of the content's chart).
    techs: list[list[str]] = field(default_factory=list)
    #: Advanced: discoveries each empire has made in the current production round.
    discoveries: list[int] = field(default_factory=list)
    #: Advanced: per empire, (the turn of its last research attempt, the technologies it attempted in that
    #: turn's production round); research.py counts ``discoveries`` for that turn only. May be shorter
    #: than ``empires`` (nobody has researched yet).
    research_round: list[tuple[int, tuple[str, ...]]] = field(default_factory=list)
    #: Option battle_choices=each-roll: per empire, its standing battle preferences by kind of battle
    #: ("army", "ships": a policy name that answers its decisions without asking, battle_choices.py);
    #: a kind missing (or the empire missing): it is asked.
    battle_prefs: list[dict[str, str]] = field(default_factory=list)
    #: How the game ended: {"reason", "detail", "scores": {empire: score}, ...}; None while it goes on.
    outcome: dict[str, Any] | None = None

    def empire_turn(self) -> int:
        """The empire whose turn it is (not an interrupt's decider)."""
        return self.order[self.current]

    def deciding_empire(self) -> int:
        """The empire that decides now: an interrupt's decider, else the empire whose turn it is."""
        return self.interrupt.empire if self.interrupt is not None else self.order[self.current]

    def copy(self) -> ImperialismState:
        return copy.deepcopy(self)
