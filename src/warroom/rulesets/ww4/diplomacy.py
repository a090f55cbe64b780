"""Player Diplomacy: giving money and sharing Innovation effects.

Rulebook 004, "Player Diplomacy": agreements are "non-binding" (the game enforces none). "Game money may be
exchanged as part of these agreements. Units, forts and cards cannot be exchanged. You may choose to share
the effects of your Innovation Cards with any number of other players."

Decisions:
- The nation whose turn it is may give money (any amount it has, to any other active player) and share
  the effects of an Innovation card in its hand (with one other active player per action) during its
  Movement and Purchase steps (game.STEP_ACTIONS); the other players give in their own turns. Money never
  goes below C0.
- A share lasts while the card stays in the holder's hand (it ends when the card goes to General Knowledge,
  where it applies to everyone anyway, or back into the deck); it cannot be withdrawn.
- legal_diplomacy lists gifts of C1, C2, C5, C10 and everything the nation has (check_give takes any
  amount): enough for a computer player, without a list as long as the treasury.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg
from warroom.rulesets.ww4 import naming
from warroom.rulesets.ww4.actions import GiveMoney, Share
from warroom.rulesets.ww4.content import COLOURS
from warroom.rulesets.ww4.refusal import refuse

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: The gifts legal_diplomacy offers (besides everything the nation has).
GIFTS = (1, 2, 5, 10)


def partners(g: WW4Game) -> list[int]:
    """The other active players' nations."""
    s = g.state
    me = s.nation()
    return [n for n in range(len(COLOURS)) if n != me and s.seat_of[n] >= 0 and s.active[n]]


def legal_diplomacy(g: WW4Game) -> list[Action]:
    """The current nation's gifts (C1, C2, C5, C10 and all it has, those it can pay) to each partner, and a
    Share of each card in its hand with each partner not yet sharing it."""
    s = g.state
    me = s.nation()
    money = s.money[me]
    amounts = sorted({a for a in GIFTS if a <= money} | ({money} if money > 0 else set()))
    out: list[Action] = []
    for n in partners(g):
        out.extend(GiveMoney(g.colour_id(n), a) for a in amounts)
    for card in s.hands[me]:
        for n in partners(g):
            if n not in s.shared.get(card, []):
                out.append(Share(card, g.colour_id(n)))
    return out


def _partner(g: WW4Game, colour: str) -> int:
    n = g.nation_of(colour)
    s = g.state
    if n == s.nation():
        raise refuse(g, Msg("ww4.no.own_nation"))
    if n >= len(COLOURS) or s.seat_of[n] < 0 or not s.active[n]:
        raise refuse(g, Msg("ww4.no.inactive", nation=naming.nation(colour)))
    return n


def check_give(g: WW4Game, action: GiveMoney) -> None:
    """A gift goes to another active player's nation: C1 or more, no more than the giver has."""
    s = g.state
    _partner(g, action.nation)
    money = s.money[s.nation()]
    if action.amount < 1:
        raise refuse(g, Msg("ww4.no.give_min", n=action.amount))
    if action.amount > money:
        raise refuse(g, Msg("ww4.no.give_money", money=money, n=action.amount))


def execute_give(g: WW4Game, action: GiveMoney) -> None:
    """The money passes from the current nation to the nation named."""
    s = g.state
    me = s.nation()
    to = g.nation_of(action.nation)
    s.money[me] -= action.amount
    s.money[to] += action.amount
    g.log.add("give-money", nation=g.colour_id(me), to=action.nation, amount=action.amount)


def check_share(g: WW4Game, action: Share) -> None:
    """A share names a card in the current nation's hand and another active player's nation not yet sharing it."""
    s = g.state
    to = _partner(g, action.nation)
    if action.card not in s.hands[s.nation()]:
        raise refuse(g, Msg("ww4.no.share_card", card=repr(action.card)))
    if to in s.shared.get(action.card, []):
        raise IllegalAction(
            Msg("ww4.no.share_again", card=naming.card(g, action.card), nation=naming.nation(action.nation))
        )


def execute_share(g: WW4Game, action: Share) -> None:
    """The nation named enjoys the card's effects from now on (while the card stays in the holder's hand)."""
    s = g.state
    to = g.nation_of(action.nation)
    s.shared.setdefault(action.card, []).append(to)
    g.log.add("share", nation=g.colour_id(s.nation()), card=action.card, to=action.nation)
