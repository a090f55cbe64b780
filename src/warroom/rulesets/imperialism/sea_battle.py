"""Sea battles: the ships of each side, the battle fought, and its result on the board (naval.py starts
them; rulebook 000, Basic and Standard Rules, "Ship Battles").

"Each player decides which of his own ships are hit and removed (This can be used to shield ships carrying
armies from being sunk)." With option ``battle_choices=fixed`` (rules versions 1-3) each side's hits fall
first on its ships without cargo, then on those carrying least (warroom.battles.ships, policy "focus", over
the order of :func:`side_ships`). With ``each-roll`` (the default) the side decides, hit by hit, after
each round's dice (the attacker's side first, then the defender's): ``BattleHit(ship)`` puts the next hit
on one of its ships afloat, or ``BattlePolicy("shield")`` lets the fixed order decide for the rest of
the battle (``keep``: for its later sea battles too). Each player decides for his own ships: on a side of
several empires (ships that joined), the fixed order names the empire whose ship the next hit falls on,
and that empire chooses which of its own ships afloat takes it (decision: the rule says who chooses the
ship, not how a side's hits are shared among allies). It is asked only when it has a real choice: the
side's hits do not sink every ship it has, and its own ships afloat differ (damage or cargo).

The battle in progress is the "battle" interrupt (battle_state.py) with ``level`` "ships": ``sea``,
``attackers`` and ``defenders`` (empires), ``attacker``/``defender`` (the leading ones), ``ships`` (per
side the ship ids in :func:`side_ships` order), ``afloat`` (per side the indices still afloat),
``damage``, ``hits`` (hits to sink, Metallurgy), ``rounds``, ``policies`` (the leading empires'),
``own_policies`` (per side, per empire of ``attackers``/``defenders``), ``empire`` and ``asked_own`` (the
empire asked now and the indices of its ships afloat) and ``pending`` (a round's dice rolled, with the hits
each side still has to take). The dice are rolled as ships.resolve rolls them: the same choices give the
same battle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.battles import ships as ship_battles
from warroom.battles.common import ATTACKER, BOTH, DEFENDER
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg
from warroom.rulesets.imperialism import corrections, pieces, research
from warroom.rulesets.imperialism.actions import BattleHit
from warroom.rulesets.imperialism.battle_state import ATTACK, DEFEND, Battle, ask, preference
from warroom.rulesets.imperialism.pieces import ARMIES
from warroom.rulesets.imperialism.state import Piece

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The policies a side may answer with: "shield", the fixed order (empty ships first).
POLICIES = ("shield",)
#: The decisions' actions.
ACTIONS = (BattleHit,)
#: The kind of battle a standing preference is kept for.
PREFERENCE = "ships"


def metallurgy_hits(g: ImperialismGame, empire: int) -> int:
    """The hits an empire's ship takes to sink: 1, 2 with Metallurgy 1, 3 with Metallurgy 2."""
    return 1 + min(2, research.level(g.state, empire, "metallurgy"))


def side_ships(g: ImperialismGame, sea: int, empires: list[int]) -> list[Piece]:
    """A side's ships, in the order they are sunk: empty ships first, then by armies and parties carried."""
    s = g.state
    armies: dict[int, int] = {}
    load: dict[int, int] = {}
    for i in s.at[sea]:
        p = s.pieces[i]
        if p.carrier >= 0:
            load[p.carrier] = load.get(p.carrier, 0) + 1
            if p.kind in ARMIES:
                armies[p.carrier] = armies.get(p.carrier, 0) + 1
    rank = {e: i for i, e in enumerate(empires)}
    ships = [p for p in pieces.ships_in(s, sea) if p.owner in rank]
    return sorted(ships, key=lambda p: (armies.get(p.id, 0), load.get(p.id, 0), rank[p.owner], p.id))


def fight(g: ImperialismGame, sea: int, attackers: list[int], defenders: list[int]) -> None:
    """Fight a sea battle: at once (battle_choices=fixed), or hit by hit (each-roll)."""
    a_ships, d_ships = side_ships(g, sea, attackers), side_ships(g, sea, defenders)
    hits = (metallurgy_hits(g, attackers[0]), metallurgy_hits(g, defenders[0]))
    if corrections.battle_choices(g):
        b: Battle = {
            "level": "ships",
            "sea": sea,
            "attackers": list(attackers),
            "defenders": list(defenders),
            "attacker": attackers[0],
            "defender": defenders[0],
            "ships": [[p.id for p in a_ships], [p.id for p in d_ships]],
            "afloat": [list(range(len(a_ships))), list(range(len(d_ships)))],
            "damage": [[0] * len(a_ships), [0] * len(d_ships)],
            "hits": list(hits),
            "rounds": [],
            "policies": [preference(g, attackers[0], PREFERENCE), preference(g, defenders[0], PREFERENCE)],
            "own_policies": [
                [preference(g, e, PREFERENCE) for e in attackers],
                [preference(g, e, PREFERENCE) for e in defenders],
            ],
            "empire": attackers[0],
            "asked_own": [],
            "pending": None,
            "decider": ATTACK,
        }
        advance(g, b)
        return
    result = ship_battles.resolve(g.dice, len(a_ships), len(d_ships), hits=hits, damage=("focus", "focus"))
    conclude(g, sea, attackers, defenders, (a_ships, d_ships), hits, result)


def conclude(
    g: ImperialismGame,
    sea: int,
    attackers: list[int],
    defenders: list[int],
    fleets: tuple[list[Piece], list[Piece]],
    hits: tuple[int, int],
    result: ship_battles.ShipBattle,
) -> None:
    """Apply a fought sea battle: sink the ships lost with their cargo, stop the others, log the battle."""
    s = g.state
    a_ships, d_ships = fleets
    losses: dict[str, int] = {}
    cargo_lost: dict[str, int] = {}
    for fleet, left in ((a_ships, result.attacker_left), (d_ships, result.defender_left)):
        kept = set(left)
        for i, ship in enumerate(fleet):
            if i in kept:
                ship.moves = 0
                ship.stopped = True  # "If a battle is fought, the ship's movement is over"
                continue
            colour = g.colour_id(ship.owner)
            losses[colour] = losses.get(colour, 0) + 1
            cargo = len(pieces.aboard(s, ship))
            if cargo:
                cargo_lost[colour] = cargo_lost.get(colour, 0) + cargo
            pieces.destroy(s, ship)
    g.log.add(
        "sea_battle",
        sea=g.geo.id(sea),
        attackers=[g.colour_id(e) for e in attackers],
        defenders=[g.colour_id(e) for e in defenders],
        ships=[len(a_ships), len(d_ships)],
        hits=list(hits),
        outcome=result.outcome,
        rounds=[
            {
                "attacker_dice": list(r.attacker_dice),
                "defender_dice": list(r.defender_dice),
                "attacker_hits": r.attacker_hits,
                "defender_hits": r.defender_hits,
            }
            for r in result.rounds
        ],
        losses=losses,
        cargo_lost=cargo_lost,
    )


# -- hit by hit ---------------------------------------------------------------------------------------------


def _cargo(g: ImperialismGame, ship_id: int) -> tuple[tuple[str, int], ...]:
    s = g.state
    return tuple(sorted(pieces.count_kinds(pieces.aboard(s, s.pieces[ship_id])).items()))


def candidates(g: ImperialismGame, b: Battle, side: int) -> list[int]:
    """The ships (ids) of ``side`` that may take its next hit, in the fixed order."""
    return [b["ships"][side][i] for i in b["afloat"][side]]


def _owner(g: ImperialismGame, b: Battle, side: int, index: int) -> int:
    return g.state.pieces[b["ships"][side][index]].owner


def _own_afloat(g: ImperialismGame, b: Battle, side: int, empire: int) -> list[int]:
    """The indices of ``empire``'s ships afloat on ``side``."""
    return [i for i in b["afloat"][side] if _owner(g, b, side, i) == empire]


def _choice(g: ImperialismGame, b: Battle, side: int, empire: int) -> bool:
    """A real choice for ``empire``: the side's hits left do not sink every ship afloat, and its own ships
    afloat differ (damage or cargo)."""
    afloat, damage, h = b["afloat"][side], b["damage"][side], b["hits"][side]
    if b["pending"]["take"][side] >= sum(h - damage[i] for i in afloat):
        return False
    kinds = {(damage[i], _cargo(g, b["ships"][side][i])) for i in _own_afloat(g, b, side, empire)}
    return len(kinds) > 1


def _policy(b: Battle, side: int, empire: int) -> str:
    """The policy answering for ``empire``'s ships on ``side`` ("" while it is asked)."""
    empires = b["attackers"] if side == ATTACK else b["defenders"]
    return str(b["own_policies"][side][empires.index(empire)])


def set_policy(b: Battle, empire: int, policy: str) -> None:
    """``empire`` answers for its ships by ``policy`` for the rest of the battle."""
    side = b["decider"]
    empires = b["attackers"] if side == ATTACK else b["defenders"]
    b["own_policies"][side][empires.index(empire)] = policy
    if empire == empires[0]:
        b["policies"][side] = policy


def _fixed(b: Battle, side: int) -> int:
    """The fixed order's ship for the next hit (ships.py "focus": the most damaged, then the first)."""
    damage = b["damage"][side]
    return int(max(b["afloat"][side], key=lambda i: (damage[i], -i)))


def _fixed_own(b: Battle, side: int, own: list[int]) -> int:
    """The fixed order's ship among an empire's own ships afloat (the most damaged, then the first)."""
    damage = b["damage"][side]
    return int(max(own, key=lambda i: (damage[i], -i)))


def _hit(b: Battle, side: int, index: int) -> None:
    b["damage"][side][index] += 1
    b["pending"]["take"][side] -= 1
    if b["damage"][side][index] >= b["hits"][side]:
        b["afloat"][side].remove(index)
        b["pending"]["sunk"][side].append(index)


def advance(g: ImperialismGame, b: Battle) -> None:
    """Roll rounds and place their hits until a side must decide, or a side has no ships afloat."""
    while True:
        if b["pending"] is None:
            if not (b["afloat"][ATTACK] and b["afloat"][DEFEND]):
                break
            ra = g.dice.roll(2 * len(b["afloat"][ATTACK]), "ship attack")
            rd = g.dice.roll(2 * len(b["afloat"][DEFEND]), "ship defence")
            hits_a, hits_d = ship_battles.count_hits(ra), ship_battles.count_hits(rd)
            b["pending"] = {"dice": [ra, rd], "scored": [hits_a, hits_d], "take": [hits_d, hits_a], "sunk": [[], []]}
        pending = b["pending"]
        for side in (ATTACK, DEFEND):
            while pending["take"][side] > 0 and b["afloat"][side]:
                # The fixed order names whose ship the hit falls on; that empire picks among its own.
                fixed = _fixed(b, side)
                empire = _owner(g, b, side, fixed)
                if _choice(g, b, side, empire) and not _policy(b, side, empire):
                    b["empire"] = empire
                    b["asked_own"] = _own_afloat(g, b, side, empire)
                    ask(g, b, side, empire)
                    return
                _hit(b, side, _fixed_own(b, side, _own_afloat(g, b, side, empire)))
        b["rounds"].append(
            {
                "attacker_dice": pending["dice"][ATTACK],
                "defender_dice": pending["dice"][DEFEND],
                "attacker_hits": pending["scored"][ATTACK],
                "defender_hits": pending["scored"][DEFEND],
                "attacker_sunk": pending["sunk"][ATTACK],
                "defender_sunk": pending["sunk"][DEFEND],
            }
        )
        b["pending"] = None
    _finish(g, b)


def _finish(g: ImperialismGame, b: Battle) -> None:
    g.state.interrupt = None
    left_a, left_d = tuple(b["afloat"][ATTACK]), tuple(b["afloat"][DEFEND])
    rounds = tuple(
        ship_battles.ShipRound(
            tuple(r["attacker_dice"]),
            tuple(r["defender_dice"]),
            r["attacker_hits"],
            r["defender_hits"],
            tuple(r["attacker_sunk"]),
            tuple(r["defender_sunk"]),
        )
        for r in b["rounds"]
    )
    outcome = ATTACKER if left_a else DEFENDER if left_d else BOTH
    result = ship_battles.ShipBattle(outcome, left_a, left_d, rounds)
    s = g.state
    fleets = ([s.pieces[i] for i in b["ships"][ATTACK]], [s.pieces[i] for i in b["ships"][DEFEND]])
    conclude(g, b["sea"], b["attackers"], b["defenders"], fleets, (b["hits"][ATTACK], b["hits"][DEFEND]), result)


def _own_ids(b: Battle) -> list[int]:
    """The ids of the deciding empire's ships afloat, in the fixed order (empty ships first)."""
    side = b["decider"]
    return [b["ships"][side][i] for i in b["afloat"][side] if i in b["asked_own"]]


def legal(b: Battle) -> list[Action]:
    """The deciding empire's own ships afloat, in the fixed order (empty ships first)."""
    return [BattleHit(ship) for ship in _own_ids(b)]


def check(b: Battle, action: Action) -> None:
    """One of the deciding empire's own ships afloat in this battle."""
    if not isinstance(action, BattleHit):
        raise IllegalAction(Msg("aoi.err.battle.hit_now", action=action.type_name))
    ids = _own_ids(b)
    if action.ship not in ids:
        raise IllegalAction(Msg("aoi.err.battle.hit_ship", ship=action.ship, yours=", ".join(map(str, ids))))


def execute(g: ImperialismGame, b: Battle, action: Action) -> None:
    """Put the next hit on the ship, then go on."""
    assert isinstance(action, BattleHit)
    side = b["decider"]
    # The ship its owner chose, told by what it is and carries (never its id: describe_hit, as the
    # action's label shows it); a log entry draws no die.
    seen = describe_hit(g, b, action.ship)
    g.log.add(
        "battle_hit",
        sea=g.geo.id(b["sea"]),
        empire=g.colour_id(b["empire"]),
        cargo=seen["cargo"],
        damage=seen["damage"],
        hits=seen["hits"],
        sinks=seen["sinks"],
    )
    _hit(b, side, b["ships"][side].index(action.ship))
    advance(g, b)


def describe_hit(g: ImperialismGame, b: Battle | None, ship: int) -> dict[str, Any]:
    """What the words of a hit show: the ship's cargo, its damage after the hit and whether it sinks."""
    s = g.state
    cargo = dict(_cargo(g, ship)) if ship in s.pieces else {}
    if b is None or b.get("level") != "ships" or ship not in b["ships"][b["decider"]]:
        return {"cargo": cargo, "sinks": None, "damage": 0, "hits": 1}
    side = b["decider"]
    i = b["ships"][side].index(ship)
    damage = b["damage"][side][i] + 1
    return {"cargo": cargo, "sinks": damage >= b["hits"][side], "damage": damage, "hits": b["hits"][side]}
