"""8. Combat (rulebook 004, "8. Combat", "Combat Round", the Unit Descriptions, "Forts", "Cities").

The Invader (the nation whose turn it is) fights every space where its units, Spies aside, stand with units
of another colour (:func:`find`), in the order it chooses (``Fight``). Each round is 1. Bombardment Attacks,
2. Regular Attacks, 3. Rally, 4. Maneuver. In the two attack steps the units that "attack first" (defending
Artillery and Soldiers: Entrench; Cavalry: Charge!) fire in a sub-step of their own before the others, so a
round is four volleys: Bombardment first, Bombardment, Regular first, Regular. Within a volley both sides
roll before anyone assigns (the Defender's dice are rolled first), then the Defender's casualties are
assigned, then the Invader's; each side's Kills before its Routs, one casualty at a time, and for each one:

1. a Bomber's hit: the roller chooses the target (``Recon`` answers the "bomber" decision; "" leaves it to
   the owner);
2. else, if the roller has a Spy not yet used this round, it may send the casualty to a target of its
   choice (the "recon" decision; asked only where the owner would have a choice: two or more kinds of
   target);
3. else the owner assigns it (the "assign" decision; automatic where only one kind of unit can take it).

Kings are never the roller's choice (Royal Guard); Rout casualties never go to a Bomber (Flight); a casualty
with no unit left to take it is lost (Overkill). Routed units do not attack (Armor: Turret and the King:
Leadership aside). The Invader says before each round how many of its Bombardment units fire at the Fort
(``Bombard``; the likeliest killers are chosen first): a Kill destroys the Fort at the end of that volley
(Pillaged), Routs are ignored. A King lost eliminates his nation at the end of the round. The combat ends
after a Maneuver with a side without units; a successful Invader then chooses to pillage or capture a Fort
(``Pillage``); a City is never destroyed but counts as pillaged (``s.pillaged``).

``s.combat`` (JSON-friendly): space, invader, defenders (owners at the start), round, phase ("attack",
"rally", "maneuver", "pillage"), stage (0-3, the volley), rolled, pending (casualties still to assign:
{"side", "result", "bomber", "asked"}), recon ({"A": n, "D": n} Spies used this round), fort_ids (units
firing at the Fort this round), fort_hits, moving ("" / "A" / "D" / "done": whose withdrawals), boats
(Frigates withdrawn in this Maneuver), auto (simulation: every choice by policy). The Kings fallen this
round wait in ``s.fallen`` for the end of the round (``ending.crown``). Casualties, withdrawals and
policies: casualties.py, withdrawal.py; odds: combat_odds.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.core.actions import Action
from warroom.core.text import Items, Msg, Param, Place
from warroom.rulesets.ww4 import naming, units, withdrawal
from warroom.rulesets.ww4.actions import Assign, Bombard, EndStep, Fight, Pillage, Recon, Withdraw
from warroom.rulesets.ww4.casualties import side_units
from warroom.rulesets.ww4.combat_round import aim_at_fort, apply_head, end_withdrawals, pillage, run, start
from warroom.rulesets.ww4.refusal import refuse
from warroom.rulesets.ww4.state import Decision

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

__all__ = ["check", "execute", "fight_odds", "find", "has_work", "legal", "run", "simulate", "start"]


# -- which combats ------------------------------------------------------------------------------------------


def find(g: WW4Game) -> list[int]:
    """Spaces where the current nation's units (Spies aside, not aboard) stand with another colour's."""
    s = g.state
    nation = s.nation()
    out = []
    for space in range(len(s.at)):
        mine = theirs = False
        for u in units.present(s, space):
            if u.kind == "spy":
                continue
            if u.owner == nation:
                mine = True
            else:
                theirs = True
        if mine and theirs:
            out.append(space)
    return out


def has_work(g: WW4Game) -> bool:
    """Whether the combat step has anything left (refreshes ``s.combats`` between combats)."""
    s = g.state
    if s.combat is not None or s.decision is not None:
        return True
    s.combats = find(g) if s.active[s.nation()] else []
    return bool(s.combats)


# -- legal actions and checks -------------------------------------------------------------------------------


def legal(g: WW4Game) -> list[Action]:
    """Step 8's actions now: a Fight for each space still to fight (no combat under way), else the answers to
    the decision asked (Bombard, Assign, Recon, Withdraw and EndStep, Pillage)."""
    s = g.state
    d = s.decision
    if d is None:
        if s.combat is None:
            return [Fight(g.map.id(x)) for x in s.combats]
        return []
    if d.kind == "bombard":
        return [Bombard(i) for i in range(int(d.data["max"]) + 1)]
    if d.kind == "assign":
        return [Assign(k, r) for k, r in d.data["options"]]
    if d.kind in ("recon", "bomber"):
        recon: list[Action] = [Recon(k, r) for k, r in d.data["options"]]
        return [*recon, Recon("")]
    if d.kind == "pillage":
        return [Pillage(True), Pillage(False)]
    if d.kind == "withdraw":
        out: list[Action] = []
        for (kind, routed, target), n in sorted(withdrawal.options(g, d.data["side"], d.nation).items()):
            out.extend(Withdraw(kind, k, routed, g.map.id(target)) for k in range(1, n + 1))
        if not _must_withdraw(g):
            out.append(EndStep())
        return out
    return []


def _must_withdraw(g: WW4Game) -> bool:
    d = g.state.decision
    return (
        d is not None
        and d.data.get("side") == "A"
        and any(withdrawal.bomber_exits(g, u) for u in withdrawal.stuck_bombers(g))
    )


def _expect(g: WW4Game, action: Action, *kinds: str) -> Decision:
    d = g.state.decision
    if d is None or d.kind not in kinds:
        if d is not None:
            raise refuse(g, Msg("ww4.no.answer_nothing", action=action.type_name, decision=naming.phase(d.kind)))
        raise refuse(g, Msg("ww4.no.answer_no_combat", action=action.type_name))
    return d


def check(g: WW4Game, action: Action) -> None:
    """Raise IllegalAction naming what is wrong; never changes anything."""
    s = g.state
    if isinstance(action, Fight):
        if s.decision is not None or s.combat is not None:
            raise refuse(g, Msg("ww4.no.combat_on"))
        space = g.space(action.space)
        if space not in s.combats:
            names = Items(Place(g.map.id(x)) for x in s.combats) if s.combats else Msg("ww4.none")
            raise refuse(g, Msg("ww4.no.combat_here", space=Place(action.space), combats=names))
        return
    if isinstance(action, Bombard):
        d = _expect(g, action, "bombard")
        if not 0 <= action.at_fort <= int(d.data["max"]):
            raise refuse(g, Msg("ww4.no.bombard", n=int(d.data["max"])))
        return
    if isinstance(action, Assign):
        d = _expect(g, action, "assign")
        if [action.kind, action.routed] not in d.data["options"]:
            raise refuse(g, Msg("ww4.no.assign", unit=_cls(action.kind, action.routed), options=_opts(d)))
        return
    if isinstance(action, Recon):
        d = _expect(g, action, "recon", "bomber")
        if action.kind and [action.kind, action.routed] not in d.data["options"]:
            raise refuse(g, Msg("ww4.no.recon", unit=_cls(action.kind, action.routed), options=_opts(d)))
        return
    if isinstance(action, Withdraw):
        d = _expect(g, action, "withdraw")
        target = g.space(action.target, "target")
        n = withdrawal.options(g, d.data["side"], d.nation).get((action.kind, action.routed, target), 0)
        if action.count < 1 or action.count > n:
            said = naming.units(action.kind, action.count, routed=action.routed)
            raise refuse(g, Msg("ww4.no.withdraw", units=said, target=Place(action.target), n=n))
        return
    if isinstance(action, Pillage):
        _expect(g, action, "pillage")
        return
    if isinstance(action, EndStep):
        pending = s.decision
        if pending is None or pending.kind != "withdraw":
            if pending is not None:
                raise refuse(g, Msg("ww4.illegal.decide_first", decision=naming.phase(pending.kind)))
            raise refuse(g, Msg("ww4.no.fight_first"))
        if _must_withdraw(g):
            raise refuse(g, Msg("ww4.no.bombers_leave"))
        return
    raise refuse(g, Msg("ww4.no.not_combat", action=action.type_name))


def _cls(kind: str, routed: bool) -> Param:
    """A casualty's class: "a soldier", "a routed soldier"."""
    return Msg("ww4.a_routed", unit=naming.noun(kind)) if routed else naming.a_unit(kind)


def _opts(d: Decision) -> Param:
    """The classes a casualty may go to: "choose a soldier, a routed militia"."""
    return Msg("ww4.no.choose", options=naming.commas(_cls(k, r) for k, r in d.data["options"]))


# -- executing ------------------------------------------------------------------------------------------


def execute(g: WW4Game, action: Action) -> None:
    """Carry out a combat action (a Fight starts a combat, the others answer its decision), then carry the
    combat on to the next decision or its end."""
    s = g.state
    if isinstance(action, Fight):
        start(g, g.space(action.space))
    elif isinstance(action, Bombard):
        s.decision = None
        aim_at_fort(g, action.at_fort)
    elif isinstance(action, Assign):
        s.decision = None
        apply_head(g, action.kind, action.routed, "owner")
    elif isinstance(action, Recon):
        d = s.decision
        assert d is not None
        s.decision = None
        if action.kind:
            apply_head(g, action.kind, action.routed, d.kind)
    elif isinstance(action, Withdraw):
        d = s.decision
        assert d is not None
        side = d.data["side"]
        withdrawal.withdraw(g, side, d.nation, action.kind, action.count, action.routed, g.space(action.target))
        if any(u.owner == d.nation for u in side_units(g, side)):
            return
        s.decision = None
        end_withdrawals(g, side)
    elif isinstance(action, EndStep):
        d = s.decision
        assert d is not None
        s.decision = None
        end_withdrawals(g, d.data["side"])
    elif isinstance(action, Pillage):
        s.decision = None
        pillage(g, action.yes)
        return
    run(g)


def fight_odds(g: WW4Game, action: Action, samples: int = 1000, seed: int | None = None) -> dict[str, Any] | None:
    """Monte Carlo odds of the combat a ``Fight`` would start (combat_odds.py)."""
    from warroom.rulesets.ww4 import combat_odds

    return combat_odds.fight_odds(g, action, samples=samples, seed=seed)


def simulate(attack: dict[str, int], defend: dict[str, int], **kwargs: Any) -> Any:
    """``warroom odds ww4`` (combat_odds.simulate)."""
    from warroom.rulesets.ww4 import combat_odds

    return combat_odds.simulate(attack, defend, **kwargs)
