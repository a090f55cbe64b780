"""Who decides for the Barbarians (rulebook 004, "Barbarians": "When a player invades a space with Barbarian
units then another player or neutral observer represents the Barbarians by rolling dice and making casualty
decisions").

Option ``barbarians`` (corrections.py): ``neutral`` (the default) leaves their decisions to the fixed
policy of casualties.py (``policy_assign``, ``policy_choose``), as every earlier rules version did; with
``seat`` the decisions the policy would take (assigning their casualties; a Barbarian Spy's
Reconnaissance, a Barbarian Bomber's target) are asked of the seat of the next active nation after the
Invader in turn order: never the Invader himself, and every active nation takes its turn at it. The decision
keeps the Barbarians' colour as its ``nation``; its data carries the neutral policy's answer (``policy``:
[kind, routed], or None: "leave it to the owner"), so a computer player can keep the neutral policy as its
own choice and a person sees what it would be. Units of nations nobody plays and of eliminated nations act
as Barbarians ("Playing pieces of any other color are also treated like Barbarians") and are decided the
same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.rulesets.ww4.casualties import barbarian

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game


def representative(g: WW4Game) -> int:
    """The nation whose seat decides for the Barbarians now: the next active nation after the current one."""
    s = g.state
    after = s.order[s.current + 1 :] + s.order[: s.current]
    return next((n for n in after if s.active[n]), s.nation())


def deciding_seat(g: WW4Game) -> int:
    """The seat that must answer the pending decision (the Barbarians' representative's for theirs)."""
    s = g.state
    nation = s.deciding()
    if s.decision is not None and barbarian(g, nation):
        return s.seat_of[representative(g)]
    return s.seat_of[nation]
