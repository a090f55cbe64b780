"""Royal Guard as the King's owner's own decision (rulebook 004, "King", Royal Guard).

004: "If a King rolls a 1 on a Support the Troops roll or is destroyed by a Random Event Card then you may
choose another one of your units in the same space to remove instead of the King. Kings may never be
selected in this way, although transports carrying Kings are still vulnerable."

Support the Troops (support.py, decision data ``step`` "support"): once the step's dice are rolled and its
ships are back at sea, the nation whose King rolled a 1 chooses among its other units that were there at
the roll (``guards``: cheapest first by Table 4 cost, a Frigate with its cargo's; ties: the newest; those
still in play), or lets the King go; then the turn passes. The rest of this text is the Random Event's.

With option ``royal_guard=choose`` (the default) the card is resolved to its end with every King it hit
still standing; then each hit King's owner, in the order the dice hit them, answers a "royal-guard"
decision (even outside his own turn): ``RoyalGuard(space, kind)`` removes his oldest unit of ``kind`` there
instead, ``RoyalGuard(space, "")`` lets the King go (his nation is out: "Crown"). Nothing later in a card
touches units (the "destroy-units" cards end with lasting effects or a Fort), so deciding after the card
changes no die. Owners without a seat, and owners with no other unit there, get no decision.
With ``royal_guard=cheapest`` (rules versions 1 and 2) the cheapest other unit goes at once: :func:`cheapest`.

Candidates: the owner's other units in the space, not aboard, and no Frigate carrying units (removing it
would take its cargo too). The legal actions list the kinds cheapest first (Table 4 costs; ties: the kind
with the oldest unit), so the first is the fixed policy's choice; then "" (the King goes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.core.actions import Action
from warroom.core.text import Msg, Place
from warroom.rulesets.ww4 import ending, units
from warroom.rulesets.ww4.actions import RoyalGuard
from warroom.rulesets.ww4.refusal import refuse
from warroom.rulesets.ww4.state import Decision, Unit

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: The decision's kind.
KIND = "royal-guard"


def candidates(g: WW4Game, king: Unit) -> list[Unit]:
    """The units that may be removed instead of ``king``, cheapest first (ties: the oldest; in Support the
    Troops: support.guards)."""
    s = g.state
    d = s.decision
    if d is not None and d.kind == KIND and d.data.get("step") == "support":
        return [s.units[i] for i in d.data["guards"] if i in s.units]
    costs = g.content.costs
    others = [
        u
        for u in units.present(s, king.space, king.owner)
        if u.id != king.id and not (u.kind == "frigate" and units.aboard(s, u))
    ]
    return sorted(others, key=lambda u: (costs.get(u.kind, 0), u.id))


def cheapest(g: WW4Game, king: Unit) -> Unit | None:
    """The fixed policy (``royal_guard=cheapest``): the cheapest other unit, or None."""
    found = candidates(g, king)
    return found[0] if found else None


def ask(g: WW4Game, kings: list[int], card: str) -> None:
    """Ask the owner of the first King in ``kings`` still standing with a candidate; the rest wait in the
    decision's ``queue``. Without one left, the step goes on (the Kings already lost are crowned)."""
    s = g.state
    while kings:
        king = s.units.get(kings[0])
        rest = kings[1:]
        if king is not None and candidates(g, king):
            data = {"space": king.space, "king": king.id, "card": card, "queue": rest}
            s.decision = Decision(KIND, king.owner, data)
            return
        if king is not None:
            _lose(g, king, card)
        kings = rest
    ending.crown(g, "event")


def legal(g: WW4Game) -> list[Action]:
    """The answers to the pending Royal Guard decision: each candidate kind (cheapest first), then ""."""
    found = _pending(g)
    if found is None:
        return []
    king, space = found
    out: list[Action] = []
    for u in candidates(g, king):
        a = RoyalGuard(space, u.kind)
        if a not in out:
            out.append(a)
    out.append(RoyalGuard(space, ""))
    return out


def check(g: WW4Game, a: RoyalGuard) -> None:
    """IllegalAction unless ``a`` answers the pending Royal Guard decision with a candidate kind or ""."""
    found = _pending(g)
    if found is None:
        raise refuse(g, Msg("ww4.no.guard_none"))
    king, space = found
    if a.space != space:
        raise refuse(g, Msg("ww4.no.guard_space", space=Place(space), given=repr(a.space)))
    kinds = sorted({u.kind for u in candidates(g, king)})
    if a.kind and a.kind not in kinds:
        raise refuse(g, Msg("ww4.no.guard_kind", kind=repr(a.kind), space=Place(space), kinds=", ".join(kinds)))


def execute(g: WW4Game, a: RoyalGuard) -> None:
    """Remove the chosen unit (or the King), then ask the next owner or end the Random Event step."""
    s = g.state
    assert s.decision is not None
    data: dict[str, Any] = s.decision.data
    king = s.units[int(data["king"])]
    if data.get("step") == "support":
        _support(g, a, king, data)
        return
    card = str(data["card"])
    s.decision = None
    if a.kind:
        victim = next(u for u in candidates(g, king) if u.kind == a.kind)
        gone = units.destroy(s, victim)
        g.log.add(
            "event-destroyed",
            card=card,
            space=a.space,
            units=[{"owner": g.colour_id(u.owner), "kind": u.kind} for u in gone],
        )
        g.log.add("royal-guard", nation=g.colour_id(king.owner), space=a.space, unit=a.kind)
    else:
        g.log.add("royal-guard", nation=g.colour_id(king.owner), space=a.space, unit="")
        _lose(g, king, card)
    ask(g, [int(k) for k in data["queue"]], card)
    if s.decision is None and s.outcome is None and s.step == "event":
        g.next_step()


def _support(g: WW4Game, a: RoyalGuard, king: Unit, data: dict[str, Any]) -> None:
    """The answer in Support the Troops: the unit (or the King) goes; then the turn passes."""
    s = g.state
    victim = next(u for u in candidates(g, king) if u.kind == a.kind) if a.kind else king
    s.decision = None
    units.destroy(s, victim)
    g.log.add("royal-guard", nation=g.colour_id(king.owner), space=a.space, unit=a.kind)
    g.log.add(
        "lost", space=g.map.id(int(data["space"])), nation=g.colour_id(king.owner), unit=victim.kind, why="support"
    )
    ending.crown(g, "support")
    if s.outcome is None:
        g.next_turn()


def _lose(g: WW4Game, king: Unit, card: str) -> None:
    gone = units.destroy(g.state, king)
    g.log.add(
        "event-destroyed",
        card=card,
        space=g.map.id(king.space),
        units=[{"owner": g.colour_id(u.owner), "kind": u.kind} for u in gone],
    )


def _pending(g: WW4Game) -> tuple[Unit, str] | None:
    d = g.state.decision
    if d is None or d.kind != KIND:
        return None
    king = g.state.units.get(int(d.data["king"]))
    if king is None:
        return None
    return king, g.map.id(king.space)
