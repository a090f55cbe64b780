"""Ships at sea: sailing, encounters, sea battles and the straits (rulebook 000, Basic and Standard Rules,
"Ship Movement", "Ship Battles", "Map Clarifications"; the Portuguese 003, "Batalhas de Barcos").

Rules as implemented, with the decisions taken where the rulebook is silent:

- A ship sails up to 3 sea areas a movement round, 1 point a step; pieces aboard go with it.
- Encounter: a ship entering a sea area holding ships of empires it may fight ("a battle MAY occur ... if
  EITHER player decides to have one") opens the "encounter" interrupt: the mover first (an enemy colour
  to fight, or "no"), then each other empire there that may fight it, in turn order after the mover (the
  mover's colour, or "no"). The first to choose a fight starts the battle and is its attacker (the
  rulebook's example: blue, who declared the battle, rolls first). If nobody fights, the ship sails on.
  Basic: anyone may fight anyone; Standard: only an empire that may attack the other
  (``diplomacy.may_attack``).
- Joining ("If there are ships from more than two players ..."): before the battle, each other empire
  with ships there chooses a side or watches (interrupt "join"), in turn order after the current empire.
  Decision: in the Standard game joining a side means attacking the other side, so it needs
  ``may_attack`` against that side's leading empire.
- The battle is fought with warroom.battles.ships (two dice per ship, 9+ hits) by sea_battle.py. "Each
  player decides which of his own ships are hit": with option battle_choices=each-roll (the default) the
  sides decide hit by hit; with "fixed" (rules versions 1-3) each side's hits fall first on its ships
  without cargo, then on those carrying least (shielding the ships carrying armies, as in the Basic
  example); a sunk ship's cargo sinks with it. Decision: a battle ends the movement of every ship that
  fought in it (the example: blue "stopped the green ships' movement"), the moving ship included; a
  stopped ship may still land pieces where it already landed this round.
- Metallurgy (000, Advanced Rules, "Technologies"): with Metallurgy 1 a ship takes two hits to sink,
  with Metallurgy 2 three; survivors are "immediately fully repaired" (warroom.battles.ships keeps no
  damage beyond the battle). Decision: a side made of several empires (joined ships) takes its
  leading empire's level (the one that started or was challenged): the battle module models one
  Metallurgy per side, and the leader is the one whose fight it is (the joiner's own ships fight as its
  ally's). The level is the techs held, whether the ``research`` rule is on or not (no techs otherwise).
- Straits: Eastern Mediterranean <-> Black Sea passes "with the permission of the player who owns the
  Ottoman region": the "passage" interrupt asks that region's owner when it is another empire ("yes": the
  ship sails on; "no": it stays and keeps its point). Free when the mover owns the region or nobody does.
- Portuguese rules: ships starting a turn beside enemy ships may sail away first (nothing forces a
  battle), and sea battles happen only in the turn of one of the empires involved: ``SeaBattle`` lets the
  current empire start a battle with ships already sharing a sea area (e.g. placed there at production).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg, Place
from warroom.rulesets.imperialism import diplomacy, pieces, sea_battle, wording
from warroom.rulesets.imperialism.actions import Answer, Sail, SeaBattle
from warroom.rulesets.imperialism.state import Interrupt, Piece

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame


def may_fight(g: ImperialismGame, a: int, b: int) -> bool:
    """Whether empire ``a`` may start (or join) a sea battle against ``b`` (Basic: always; Standard: at
    war and ready, ``diplomacy.may_attack``)."""
    return a != b and not g.state.eliminated[a] and not g.state.eliminated[b] and diplomacy.may_attack(g, a, b)


def _after(g: ImperialismGame, empire: int) -> list[int]:
    """The other empires in turn order, starting after ``empire``."""
    order = g.state.order
    i = order.index(empire)
    return [e for e in order[i + 1 :] + order[:i] if e != empire]


def _fleets(g: ImperialismGame, sea: int) -> set[int]:
    return {p.owner for p in pieces.ships_in(g.state, sea)}


# -- sailing -------------------------------------------------------------------------------------------


def _sailing(g: ImperialismGame, action: Sail) -> tuple[Piece, int]:
    s = g.state
    empire = g.current_empire()
    ship = s.pieces.get(action.ship)
    if ship is None or ship.kind != "ship":
        raise IllegalAction(Msg("aoi.err.ship.none", id=str(action.ship)))
    if ship.owner != empire:
        raise IllegalAction(
            Msg("aoi.err.ship.not_own", id=str(ship.id), owner=g.colour_id(ship.owner), empire=g.colour_id(empire))
        )
    sea = g.space(action.sea, "sea area")
    if not g.geo.is_sea[sea]:
        raise IllegalAction(Msg("aoi.err.sail.land", sea=Place(action.sea)))
    if sea not in g.geo.sea_adj[ship.where]:
        raise IllegalAction(
            Msg("aoi.err.sail.border", sea=Place(action.sea), where=Place(g.geo.id(ship.where)), id=str(ship.id))
        )
    if ship.stopped:
        raise IllegalAction(Msg("aoi.err.sail.fought", id=str(ship.id)))
    if ship.moves <= 0:
        raise IllegalAction(Msg("aoi.err.sail.moves", id=str(ship.id)))
    if (ship.id, sea) in g.state.refused_passages:
        raise IllegalAction(Msg("aoi.err.sail.refused", sea=Place(action.sea), id=str(ship.id)))
    return ship, sea


def check_sail(g: ImperialismGame, action: Sail) -> None:
    """A ship sails to a bordering sea area (straits included, with permission)."""
    _sailing(g, action)


def execute_sail(g: ImperialismGame, action: Sail) -> None:
    """Carry out a Sail: through straits whose region another empire owns, ask that empire first (a
    "passage" interrupt); otherwise the ship sails the step."""
    s = g.state
    ship, sea = _sailing(g, action)
    region = g.geo.straits.get((ship.where, sea))
    if region is not None and s.owner[region] not in (-1, ship.owner):
        keeper = s.owner[region]
        s.interrupt = Interrupt("passage", [keeper], {"ship": ship.id, "sea": sea, "region": region})
        g.log.add(
            "passage_asked",
            empire=g.colour_id(ship.owner),
            to=g.colour_id(keeper),
            ship=ship.id,
            source=g.geo.id(ship.where),
            target=g.geo.id(sea),
        )
        return
    _sail(g, ship, sea)


def _sail(g: ImperialismGame, ship: Piece, sea: int) -> None:
    """Move a ship and its cargo one step, then open an encounter if enemy ships are there."""
    s = g.state
    source = ship.where
    for cargo in pieces.aboard(s, ship):
        pieces.relocate(s, cargo, sea, carrier=ship.id)
    pieces.relocate(s, ship, sea)
    ship.moves -= 1
    g.log.add("sail", empire=g.colour_id(ship.owner), ship=ship.id, source=g.geo.id(source), target=g.geo.id(sea))
    mover = ship.owner
    others = _fleets(g, sea) - {mover}
    targets = [e for e in _after(g, mover) if e in others and may_fight(g, mover, e)]
    challengers = [e for e in _after(g, mover) if e in others and may_fight(g, e, mover)]
    deciders = ([mover] if targets else []) + challengers
    if deciders:
        s.interrupt = Interrupt(
            "encounter", deciders, {"sea": sea, "mover": mover, "ship": ship.id, "candidates": sorted(others)}
        )
        g.log.add(
            "encounter",
            sea=g.geo.id(sea),
            empire=g.colour_id(mover),
            ship=ship.id,
            others=[g.colour_id(e) for e in _after(g, mover) if e in others],
        )


# -- battles -------------------------------------------------------------------------------------------


def _battling(g: ImperialismGame, action: SeaBattle) -> tuple[int, int]:
    empire = g.current_empire()
    sea = g.space(action.sea, "sea area")
    if not g.geo.is_sea[sea]:
        raise IllegalAction(Msg("aoi.err.sea_battle.land", sea=Place(action.sea)))
    enemy = g.empire_of(action.enemy)
    fleets = _fleets(g, sea)
    if empire not in fleets:
        raise IllegalAction(
            Msg("aoi.err.sea_battle.no_ships", empire=wording.empire(g.colour_id(empire)), sea=Place(action.sea))
        )
    if enemy == empire or enemy not in fleets:
        raise IllegalAction(
            Msg("aoi.err.sea_battle.no_enemy", empire=wording.empire(action.enemy), sea=Place(action.sea))
        )
    if not may_fight(g, empire, enemy):
        raise IllegalAction(
            Msg(
                "aoi.err.sea_battle.peace",
                empire=wording.empire(g.colour_id(empire)),
                enemy=wording.empire(action.enemy),
            )
        )
    return sea, enemy


def check_sea_battle(g: ImperialismGame, action: SeaBattle) -> None:
    """The current empire starts a battle with enemy ships already sharing a sea area with its own."""
    _battling(g, action)


def execute_sea_battle(g: ImperialismGame, action: SeaBattle) -> None:
    """Carry out a SeaBattle: the battle starts, the current empire the attacker."""
    sea, enemy = _battling(g, action)
    _start_battle(g, sea, g.current_empire(), enemy, -1)


def _join_choices(g: ImperialismGame, empire: int, attacker: int, defender: int) -> list[str]:
    """The sides an empire may join: joining one side attacks the other's leading empire."""
    out = []
    if may_fight(g, empire, defender):
        out.append("attacker")
    if may_fight(g, empire, attacker):
        out.append("defender")
    return out


def _start_battle(g: ImperialismGame, sea: int, attacker: int, defender: int, ship: int) -> None:
    """A battle is starting: others with ships there choose a side first ("join"), then it is fought."""
    s = g.state
    others = _fleets(g, sea) - {attacker, defender}
    turn = s.empire_turn()
    joiners = [e for e in [turn, *_after(g, turn)] if e in others and _join_choices(g, e, attacker, defender)]
    if joiners:
        data = {"sea": sea, "attackers": [attacker], "defenders": [defender], "ship": ship}
        s.interrupt = Interrupt("join", joiners, data)
        return
    s.interrupt = None
    _fight(g, sea, [attacker], [defender])


def _fight(g: ImperialismGame, sea: int, attackers: list[int], defenders: list[int]) -> None:
    """Fight a sea battle (rulebook 000, "Ship Battles"): sea_battle.py, which stops the ships that fought."""
    sea_battle.fight(g, sea, attackers, defenders)


def metallurgy_hits(g: ImperialismGame, empire: int) -> int:
    """The hits an empire's ship takes to sink (sea_battle.metallurgy_hits)."""
    return sea_battle.metallurgy_hits(g, empire)


# -- legal actions -------------------------------------------------------------------------------------


def legal_naval(g: ImperialismGame) -> list[Action]:
    """Every Sail of the current empire's ships, and every SeaBattle it may start."""
    s = g.state
    if s.phase != "movement" or s.interrupt is not None:
        return []
    empire = g.current_empire()
    geo = g.geo
    ids = geo.board.ids
    out: list[Action] = []
    seas: set[int] = set()
    for p in s.pieces.values():
        if p.owner != empire or p.kind != "ship":
            continue
        seas.add(p.where)
        if not p.stopped and p.moves > 0:
            out.extend(Sail(p.id, ids[t]) for t in geo.sea_adj[p.where] if (p.id, t) not in s.refused_passages)
    for sea in sorted(seas):
        for e in _after(g, empire):
            if pieces.ships_in(s, sea, e) and may_fight(g, empire, e):
                out.append(SeaBattle(ids[sea], g.colour_id(e)))
    return out


def _choices(g: ImperialismGame) -> list[str]:
    it = g.state.interrupt
    if it is None or not it.deciders:
        return []
    who = it.empire
    if it.kind == "passage":
        return ["yes", "no"]
    if it.kind == "encounter":
        mover = it.data["mover"]
        sea = it.data["sea"]
        if who == mover:
            fleets = _fleets(g, sea)
            return ["no"] + [g.colour_id(e) for e in _after(g, mover) if e in fleets and may_fight(g, mover, e)]
        return ["no", g.colour_id(mover)]
    if it.kind == "join":
        return [*_join_choices(g, who, it.data["attackers"][0], it.data["defenders"][0]), "no"]
    return []


def legal_answers(g: ImperialismGame) -> list[Action]:
    """The answers the deciding empire may give to an "encounter", "join" or "passage" interrupt."""
    return [Answer(c) for c in _choices(g)]


def check_answer(g: ImperialismGame, action: Answer) -> None:
    """An answer to a sea interrupt must be one of its choices."""
    choices = _choices(g)
    if action.choice not in choices:
        raise IllegalAction(Msg("aoi.err.answer", choices=", ".join(choices), choice=repr(action.choice)))


def execute_answer(g: ImperialismGame, action: Answer) -> None:
    """Carry out an answer to a sea interrupt: a passage granted or refused, a fight chosen or declined in
    an encounter, a side taken or not (the battle is fought once everyone has chosen)."""
    s = g.state
    it = s.interrupt
    assert it is not None
    who = it.deciders.pop(0)
    choice = action.choice
    g.log.add("answer", interrupt=it.kind, empire=g.colour_id(who), choice=choice)
    if it.kind == "passage":
        ship = s.pieces[it.data["ship"]]
        s.interrupt = None
        g.log.add("passage", empire=g.colour_id(who), ship=ship.id, granted=choice == "yes")
        if choice == "yes":
            _sail(g, ship, it.data["sea"])
        else:
            # Asked once a movement round: a refusal stands (else the mover could ask forever).
            s.refused_passages.append((ship.id, it.data["sea"]))
        return
    if it.kind == "encounter":
        if choice == "no":
            if not it.deciders:
                s.interrupt = None
            return
        mover = it.data["mover"]
        defender = g.empire_of(choice) if who == mover else mover
        _start_battle(g, it.data["sea"], who, defender, it.data["ship"])
        return
    # "join": record the side, then fight once everyone has chosen.
    if choice != "no":
        it.data["attackers" if choice == "attacker" else "defenders"].append(who)
    if not it.deciders:
        s.interrupt = None
        _fight(g, it.data["sea"], it.data["attackers"], it.data["defenders"])
