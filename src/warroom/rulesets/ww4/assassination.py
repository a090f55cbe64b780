"""Step 5, Assassination: Spies against foreign and barbarian Spies, then Kings.

Rulebook 004, "5. Assassination": each of your Spies may attempt to kill one Spy per turn in its space: a
d6, -1 if you do not Control the space; 1 or less kills your Spy, 4 or more kills an enemy Spy of your
choice. Then, where no Spy of a King's colour is left, a d6 for each of your Spies there: a 6 kills the
King ("No modifiers add or subtract to the 6 needed to kill a King"), and a nation whose King is killed is
eliminated ("Crown", "Defeat!").

Decisions (docs/rules/ww4.md):

- Option king_attempts (corrections.py): with ``every-spy`` (the default, the literal reading: "Once all
  assassination attempts on Spies are complete ... Roll a d6 for each of your Spies in the space") each
  Spy makes one attempt per turn on a Spy (``s.tried``) and, after that, one at a King (``s.tried_king``),
  whether it tried a Spy or not; with ``untried-spies`` (warroom 0.1.0) each Spy makes one attempt per
  turn, at a Spy or at a King (``s.tried``).
- Only units standing in the space take part: Spies and Kings aboard a Frigate neither attempt nor are
  targets (they are at sea in its hold).
- The enemy Spies of one colour are alike, so the attacker's choice of victim is no decision: the first
  there goes. Likewise the legal actions name one untried Spy per space (the lowest id): any other would do
  the same; ``check`` accepts any untried Spy of the nation.
- "Once all assassination attempts on Spies are complete": the King attempt needs no Spy of the King's
  colour left in the space, which is the only attempt on Spies that can change it; attempts on Spies of
  other colours may come before or after.
- Killing the King of a nation nobody plays (or one already eliminated) only removes the piece.
- Innovation boosts (Poisons) add faces that kill an enemy Spy (folded by ``events.profile`` into the Spy's
  kill faces, which Table 3 leaves empty); the -1 applies to the die before it is compared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.core.actions import Action
from warroom.core.text import Msg, Place
from warroom.core.text import colour as colour_name
from warroom.rulesets.ww4 import control, corrections, ending, events, naming, units
from warroom.rulesets.ww4.actions import Assassinate
from warroom.rulesets.ww4.refusal import refuse
from warroom.rulesets.ww4.state import Unit

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: Faces (after the -1) that kill an enemy Spy, and that kill the attacking Spy.
KILL_SPY = frozenset({4, 5, 6})
LOSE_SPY = 1
KILL_KING = 6


def _kill_faces(g: WW4Game, nation: int) -> frozenset[int]:
    """The faces that kill an enemy Spy: 4-6, and those Innovations add (Poisons: "boost" "assassinate")."""
    return KILL_SPY | events.profile(g, nation, "spy").kill


def legal(g: WW4Game) -> list[Action]:
    """The attempts the current nation may make: for each space with an untried own Spy, one per target."""
    s = g.state
    if s.decision is not None:
        return []
    nation = s.nation()
    at_spies = _first_spies(g, nation, s.tried)
    at_kings = _first_spies(g, nation, s.tried_king) if corrections.every_spy_tries_the_king(g) else at_spies
    out: list[Action] = []
    for space in sorted(set(at_spies) | set(at_kings)):
        spies: set[int] = set()
        kings: set[int] = set()
        for other in units.present(s, space):
            if other.owner != nation:
                if other.kind == "spy":
                    spies.add(other.owner)
                elif other.kind == "king":
                    kings.add(other.owner)
        if space in at_spies:
            out.extend(Assassinate(at_spies[space].id, "spy", g.colour_id(n)) for n in sorted(spies))
        if space in at_kings:
            out.extend(Assassinate(at_kings[space].id, "king", g.colour_id(n)) for n in sorted(kings - spies))
    return out


def _first_spies(g: WW4Game, nation: int, tried: list[int]) -> dict[int, Unit]:
    """Per space, the nation's Spy of lowest id standing there that is not in ``tried``."""
    first: dict[int, Unit] = {}
    for u in g.state.units.values():
        if u.owner == nation and u.kind == "spy" and u.carrier < 0 and u.id not in tried:
            known = first.get(u.space)
            if known is None or u.id < known.id:
                first[u.space] = u
    return first


def _attempts(g: WW4Game, target: str) -> list[int]:
    """The Spies that have made this turn's attempt at a ``target`` ("spy" or "king")."""
    s = g.state
    return s.tried_king if target == "king" and corrections.every_spy_tries_the_king(g) else s.tried


def _targets(g: WW4Game, a: Assassinate) -> tuple[Unit, int, list[Unit]]:
    """Check an attempt; returns (the Spy, the target nation, the targets of that kind there)."""
    s = g.state
    if s.decision is not None:
        raise refuse(g, Msg("ww4.illegal.decide_first", decision=naming.phase(s.decision.kind)))
    nation = s.nation()
    spy = s.units.get(a.spy)
    if spy is None:
        raise refuse(g, Msg("ww4.no.unit", id=a.spy))
    if spy.owner != nation or spy.kind != "spy":
        raise refuse(g, Msg("ww4.no.not_spy", id=a.spy))
    if spy.carrier >= 0:
        raise refuse(g, Msg("ww4.no.spy_aboard", id=a.spy))
    if a.target not in ("spy", "king"):
        raise refuse(g, Msg("ww4.no.spy_target", target=repr(a.target)))
    if spy.id in _attempts(g, a.target):
        raise refuse(g, Msg("ww4.no.spy_tried", id=a.spy))
    target = g.nation_of(a.nation)
    if target == nation:
        raise refuse(g, Msg("ww4.no.spy_own"))
    here = [u for u in units.present(s, spy.space, target)]
    where = Place(g.map.id(spy.space))
    colour = colour_name(g.colour_id(target))
    victims = [u for u in here if u.kind == a.target]
    if not victims:
        raise refuse(g, Msg("ww4.no.spy_none", colour=colour, unit=naming.noun(a.target), space=where))
    if a.target == "king" and any(u.kind == "spy" for u in here):
        raise refuse(g, Msg("ww4.no.king_guarded", colour=colour, space=where))
    return spy, target, victims


def check(g: WW4Game, a: Assassinate) -> None:
    """An attempt needs no decision pending, the current nation's own Spy standing in the space (not aboard)
    that has not yet made such an attempt this turn, and a target of another colour there: a Spy, or a King
    with no Spy of his colour beside him."""
    _targets(g, a)


def execute(g: WW4Game, a: Assassinate) -> None:
    """Roll the attempt: at a Spy, a d6 (-1 without Control) loses the own Spy on 1 or less and kills the
    enemy Spy on a kill face; at a King, a 6 kills him and his nation falls ("Crown")."""
    spy, target, victims = _targets(g, a)
    s = g.state
    nation = spy.owner
    space = spy.space
    _attempts(g, a.target).append(spy.id)
    details: dict[str, Any] = {"nation": g.colour_id(nation), "target": a.target, "of": g.colour_id(target)}
    space_id = g.map.board.ids[space]
    (die,) = g.dice.roll(1, "assassinate", space=space_id, **details)
    if a.target == "spy":
        penalty = 0 if control.controls(g, nation, space) else 1
        roll = die - penalty
        if roll <= LOSE_SPY:
            result = "spy-lost"
            units.destroy(s, spy)
        elif roll in _kill_faces(g, nation):
            result = "killed"
            units.destroy(s, victims[0])
        else:
            result = "missed"
        g.log.add("assassination", space=space_id, spy=spy.id, roll=roll, result=result, **details)
        return
    killed = die == KILL_KING
    g.log.add("assassination", space=space_id, spy=spy.id, roll=die, result="killed" if killed else "missed", **details)
    if killed:
        units.destroy(s, victims[0])
        # "Crown": the King's loss eliminates his nation at once (ending.crown; nothing for a barbarian King).
        ending.crown(g, "assassinated")
