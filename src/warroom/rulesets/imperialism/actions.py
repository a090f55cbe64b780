"""The actions of War! Age of Imperialism. Spaces are named by board ids, empires by colour ids, ships by
piece id, piece kinds by the content's ids (inf, cav, art, ldr, explorer, engineer, ship; city, port,
railroad, factory, fort, school)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from warroom.core.actions import Action, ActionCodec


@dataclass(frozen=True, slots=True)
class Claim(Action):
    """Draft: choose a starting region, placing a free infantry on it ("Choosing Regions")."""

    type_name: ClassVar[str] = "claim"
    region: str


@dataclass(frozen=True, slots=True)
class Buy(Action):
    """Buy one piece or building and place it (a ship in a sea area, everything else in a region)."""

    type_name: ClassVar[str] = "buy"
    piece: str
    where: str


@dataclass(frozen=True, slots=True)
class EndPurchase(Action):
    """Stop buying; production points left are lost unless saving is allowed ("Use 'em or lose 'em")."""

    type_name: ClassVar[str] = "end_purchase"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move ``count`` pieces of one kind (armies or parties) from a region to a bordering region."""

    type_name: ClassVar[str] = "move"
    kind: str
    count: int
    source: str
    target: str


@dataclass(frozen=True, slots=True)
class Embark(Action):
    """Move ``count`` pieces of one kind from a region onto an own ship in a sea area it touches."""

    type_name: ClassVar[str] = "embark"
    kind: str
    count: int
    region: str
    ship: int


@dataclass(frozen=True, slots=True)
class Sail(Action):
    """Move a ship (with its cargo) to a bordering sea area."""

    type_name: ClassVar[str] = "sail"
    ship: int
    sea: str


@dataclass(frozen=True, slots=True)
class Land(Action):
    """Land ``count`` pieces of one kind from a ship into a region on its sea area's coast."""

    type_name: ClassVar[str] = "land"
    ship: int
    region: str
    kind: str
    count: int


@dataclass(frozen=True, slots=True)
class SeaBattle(Action):
    """Start a battle against another empire's ships in a sea area where both have ships."""

    type_name: ClassVar[str] = "sea_battle"
    sea: str
    enemy: str


@dataclass(frozen=True, slots=True)
class Answer(Action):
    """Answer an interrupt: in an encounter, ``choice`` is the colour to fight or "no"; joining a sea
    battle, "attacker", "defender" or "no"; for passage through the straits or an offer of peace, "yes"
    or "no"."""

    type_name: ClassVar[str] = "answer"
    choice: str


@dataclass(frozen=True, slots=True)
class DeclareWar(Action):
    """Declare war on an empire (Standard Rules, "Declaring War (and Peace)")."""

    type_name: ClassVar[str] = "declare_war"
    empire: str


@dataclass(frozen=True, slots=True)
class OfferPeace(Action):
    """Offer peace to an empire at war with this one; it answers at once."""

    type_name: ClassVar[str] = "offer_peace"
    empire: str


@dataclass(frozen=True, slots=True)
class EndMovement(Action):
    """Finish moving; the battles and explorations follow ("A player must finish all movement before any
    battles are fought")."""

    type_name: ClassVar[str] = "end_movement"


@dataclass(frozen=True, slots=True)
class Fight(Action):
    """Fight the battle in a region. ``tactic``: Basic, the piece sent each roll ("strongest" or
    "weakest"); Standard, what a won roll removes ("valuable" or "types"); ``reserve``: Standard, the unit
    kinds held in reserve while others fight."""

    type_name: ClassVar[str] = "fight"
    region: str
    tactic: str
    reserve: tuple[str, ...] = ()
    #: Advanced battles: withdraw once this many armies or fewer are left (0: fight to the end).
    retreat: int = 0


@dataclass(frozen=True, slots=True)
class BattleSend(Action):
    """A battle's decision (option battle_choices=each-roll), Basic rules: the piece kind sent into this
    roll ("Both players choose one piece ... (attacker chooses first)"); battle_choices.py."""

    type_name: ClassVar[str] = "battle_send"
    piece: str


@dataclass(frozen=True, slots=True)
class BattleReserve(Action):
    """A battle's decision (battle_choices=each-roll), Standard rules, "RESERVE": the piece kinds held in
    reserve for this roll (every piece of each; at least one piece must stay in the battle)."""

    type_name: ClassVar[str] = "battle_reserve"
    reserve: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BattleRemove(Action):
    """A battle's decision (battle_choices=each-roll), Standard rules, "Army Battles": the winner of a roll
    chooses the opponent's piece (in the battle, not in reserve) that is eliminated."""

    type_name: ClassVar[str] = "battle_remove"
    piece: str


@dataclass(frozen=True, slots=True)
class BattleMatch(Action):
    """A battle's decision (battle_choices=each-roll), Advanced rules, "Battle": the assaulting player
    chooses "one of his armies and one of his opponent's armies" (kinds) for this assault."""

    type_name: ClassVar[str] = "battle_match"
    piece: str
    target: str


@dataclass(frozen=True, slots=True)
class BattleRetreat(Action):
    """A battle's decision (battle_choices=each-roll), Advanced rules, "Retreat": once both sides have
    assaulted, each (the attacker first) may withdraw all its armies to one adjacent own region (true)
    or fight on (false); ``to``: the region they go to, the retreating player's choice (required with
    true; "" with false)."""

    type_name: ClassVar[str] = "battle_retreat"
    retreat: bool
    to: str = ""


@dataclass(frozen=True, slots=True)
class BattleHit(Action):
    """A sea battle's decision (battle_choices=each-roll), "Ship Battles": "Each player decides which of his
    own ships are hit": the next hit of this round falls on this own ship (by piece id)."""

    type_name: ClassVar[str] = "battle_hit"
    ship: int


@dataclass(frozen=True, slots=True)
class BattlePolicy(Action):
    """A battle's decision answered by a policy for the rest of this battle (Basic: "strongest" or
    "weakest"; Standard: "valuable" or "types", with nothing in reserve; Advanced: the target, "weakest",
    "types" or "strongest", with the strongest piece and no retreat; a sea battle: "shield", empty ships hit
    first); ``keep``: also this empire's
    standing preference, so that it is not asked again. In an empire's own battles phase
    ``BattlePolicy("ask", True)`` drops a standing preference."""

    type_name: ClassVar[str] = "battle_policy"
    policy: str
    keep: bool = False


@dataclass(frozen=True, slots=True)
class Explore(Action):
    """An explorer in a native region tries to have it join the empire; ``leader``: a leader goes along
    (Standard Rules: +1, and dies with the explorer on failure)."""

    type_name: ClassVar[str] = "explore"
    region: str
    leader: bool = False


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End this movement turn (every battle fought)."""

    type_name: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class Research(Action):
    """Advanced: invest ``pp`` production points in a technology and roll five dice against the discovery
    rating ("Researching New Technologies")."""

    type_name: ClassVar[str] = "research"
    tech: str
    pp: int


@dataclass(frozen=True, slots=True)
class Westernize(Action):
    """Advanced: pay twice the native rating to remove the native marker from an own region."""

    type_name: ClassVar[str] = "westernize"
    region: str


@dataclass(frozen=True, slots=True)
class Incite(Action):
    """Advanced: pay 25 minus the native rating to make another empire's unwesternized region revolt."""

    type_name: ClassVar[str] = "incite"
    region: str


@dataclass(frozen=True, slots=True)
class Develop(Action):
    """Advanced: pay to develop an own region's resource (turn it face up: it produces from now on)."""

    type_name: ClassVar[str] = "develop"
    region: str


@dataclass(frozen=True, slots=True)
class Destroy(Action):
    """Advanced: an army that does nothing else this movement round destroys a building (or undevelops the
    resource: ``target`` "resource") in its region ("Destroying Buildings")."""

    type_name: ClassVar[str] = "destroy"
    region: str
    target: str


@dataclass(frozen=True, slots=True)
class CallTime(Action):
    """End a game played to an agreed time ("At a specific time"): the table calls it when the time comes."""

    type_name: ClassVar[str] = "call_time"


CODEC = ActionCodec(
    [
        Claim,
        Buy,
        EndPurchase,
        Move,
        Embark,
        Sail,
        Land,
        SeaBattle,
        Answer,
        DeclareWar,
        OfferPeace,
        EndMovement,
        Fight,
        Explore,
        EndTurn,
        Research,
        Westernize,
        Incite,
        Develop,
        Destroy,
        CallTime,
        BattleSend,
        BattlePolicy,
        BattleReserve,
        BattleRemove,
        BattleMatch,
        BattleRetreat,
        BattleHit,
    ]
)
END_PURCHASE = EndPurchase()
END_MOVEMENT = EndMovement()
END_TURN = EndTurn()
CALL_TIME = CallTime()
