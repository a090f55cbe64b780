"""War and peace between empires (rulebook 000, Standard Rules, "Declaring War (and Peace)").

"Only players who are at war with one another can attack each other. Any player may declare war on
any other player ... at any time during the declaring player's movement round. However, the declaring
player may not attack his new enemy until his next movement round. The player who had war declared
upon him may attack in his very next movement round (he need not wait)." "Peace Treaties ... must
be declared publicly by BOTH players": one offers, the other answers at once (an interrupt).

The Basic rules have no declarations (``Level.war_declarations`` is false): every empire may attack
every other at any time, and the actions here are never legal.

Decisions:

- ``at_war`` is symmetric; ``may_attack[a][b]`` says whether a may attack b now. A declaration makes
  the target ready at once and queues the declarer in ``pending_attack`` until its next movement round
  begins (:func:`begin_turn`).
- War is declared on another *player*: the two empires of one seat (option two_empires) cannot go to
  war with each other, and eliminated empires are out of diplomacy.
- An empire may not offer peace while its armies stand in the other's regions (the battle there is
  pending): a treaty would leave armies in a region of an empire they may no longer attack.
- One offer of peace to each empire per movement round (the rulebook sets no limit; without one a
  refused offer could be repeated forever), kept in the state's ``peace_offers`` and cleared when the
  offerer's next movement round begins.
- Peace clears both directions of ``may_attack`` and drops any declaration still waiting between the
  two; a new war needs a new declaration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg
from warroom.rulesets.imperialism import pieces
from warroom.rulesets.imperialism.actions import Answer, DeclareWar, OfferPeace
from warroom.rulesets.imperialism.state import Interrupt
from warroom.rulesets.imperialism.wording import empire

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

ANSWERS = ("yes", "no")


def begin_turn(g: ImperialismGame, empire: int) -> None:
    """``empire``'s movement round begins: its declarations made in an earlier round become attacks it may
    make now."""
    s = g.state
    s.peace_offers = [(o, t) for o, t in s.peace_offers if o != empire]
    ready = [(d, t) for d, t in s.pending_attack if d == empire]
    if not ready:
        return
    s.pending_attack = [(d, t) for d, t in s.pending_attack if d != empire]
    for _, target in ready:
        if s.at_war[empire][target]:
            s.may_attack[empire][target] = True
            g.log.add("war_ready", empire=g.colour_id(empire), enemy=g.colour_id(target))


def may_attack(g: ImperialismGame, a: int, b: int) -> bool:
    """Whether empire ``a`` may attack empire ``b`` now (Basic: always, another player's empire).

    The two empires one seat plays (option two_empires) never attack each other: a player does not
    make war on himself."""
    if a == b or g.state.seat_of[a] == g.state.seat_of[b]:
        return False
    if not g.level.war_declarations:
        return True
    return g.state.may_attack[a][b]


def _others(g: ImperialismGame, empire: int) -> list[int]:
    """The empires ``empire`` may have diplomacy with: other seats, still in the game."""
    s = g.state
    return [t for t in range(s.empires) if s.seat_of[t] != s.seat_of[empire] and not s.eliminated[t]]


def legal_diplomacy(g: ImperialismGame) -> list[Action]:
    """DeclareWar on each empire not at war with the current one, OfferPeace to each at war (Standard)."""
    s = g.state
    if not g.level.war_declarations or s.phase != "movement":
        return []
    e = s.empire_turn()
    out: list[Action] = []
    for t in _others(g, e):
        if not s.at_war[e][t]:
            out.append(DeclareWar(g.colour_id(t)))
        elif not _invading(g, e, t) and not _offered(g, e, t):
            out.append(OfferPeace(g.colour_id(t)))
    return out


def _target(g: ImperialismGame, colour: str, what: str) -> int:
    s = g.state
    if not g.level.war_declarations:
        raise IllegalAction(Msg("aoi.err.diplomacy.rule", what=Msg(f"aoi.diplomacy.{what}")))
    if s.phase != "movement":
        raise IllegalAction(Msg("aoi.err.diplomacy.phase", what=Msg(f"aoi.diplomacy.{what}")))
    e = s.empire_turn()
    t = g.empire_of(colour)
    if t == e:
        raise IllegalAction(Msg("aoi.err.diplomacy.own", empire=empire(colour)))
    if s.seat_of[t] == s.seat_of[e]:
        raise IllegalAction(Msg("aoi.err.diplomacy.same_player", empire=empire(colour)))
    if s.eliminated[t]:
        raise IllegalAction(Msg("aoi.err.diplomacy.out", empire=empire(colour)))
    return t


def _invading(g: ImperialismGame, empire: int, target: int) -> bool:
    """``empire`` has armies standing in one of ``target``'s regions."""
    s = g.state
    return any(
        p.owner == empire and p.kind in pieces.ARMIES and p.carrier < 0 and s.owner[p.where] == target
        for p in s.pieces.values()
    )


def _offered(g: ImperialismGame, empire: int, target: int) -> bool:
    """``empire`` has offered peace to ``target`` in this movement round."""
    return (empire, target) in g.state.peace_offers


def check_declare(g: ImperialismGame, action: DeclareWar) -> None:
    """Standard only, in one's own movement round, on another player's empire not already at war."""
    t = _target(g, action.empire, "declare")
    if g.state.at_war[g.state.empire_turn()][t]:
        raise IllegalAction(Msg("aoi.err.diplomacy.at_war", empire=empire(action.empire)))


def execute_declare(g: ImperialismGame, action: DeclareWar) -> None:
    """War both ways; the target may attack at once, the declarer from its next movement round."""
    s = g.state
    e = s.empire_turn()
    t = g.empire_of(action.empire)
    s.at_war[e][t] = s.at_war[t][e] = True
    s.may_attack[t][e] = True
    s.pending_attack.append((e, t))
    g.log.add("war", empire=g.colour_id(e), enemy=g.colour_id(t))


def check_offer(g: ImperialismGame, action: OfferPeace) -> None:
    """Standard only, in one's own movement round, to an empire at war with this one, with no armies of
    the offerer standing in the other's regions."""
    s = g.state
    e = s.empire_turn()
    t = _target(g, action.empire, "offer")
    if not s.at_war[e][t]:
        raise IllegalAction(Msg("aoi.err.diplomacy.not_at_war", empire=empire(action.empire)))
    if _invading(g, e, t):
        raise IllegalAction(Msg("aoi.err.diplomacy.invading", empire=empire(action.empire)))
    if _offered(g, e, t):
        raise IllegalAction(Msg("aoi.err.diplomacy.offered", empire=empire(action.empire)))


def execute_offer(g: ImperialismGame, action: OfferPeace) -> None:
    """The target answers at once."""
    s = g.state
    e = s.empire_turn()
    t = g.empire_of(action.empire)
    s.interrupt = Interrupt("peace", [t], {"from": e})
    s.peace_offers.append((e, t))
    g.log.add("peace_offer", empire=g.colour_id(e), to=g.colour_id(t))


def legal_answers(g: ImperialismGame) -> list[Action]:
    """Accept or refuse the offer of peace."""
    return [Answer(choice) for choice in ANSWERS]


def check_answer(g: ImperialismGame, action: Answer) -> None:
    """Accept with "yes" or refuse with "no"."""
    if action.choice not in ANSWERS:
        raise IllegalAction(Msg("aoi.err.diplomacy.answer", choice=repr(action.choice)))


def execute_answer(g: ImperialismGame, action: Answer) -> None:
    """Accepted ("yes"): peace (no war, no attacks either way, waiting declarations between them dropped);
    refused ("no"): the war goes on. The offerer's turn goes on either way."""
    s = g.state
    interrupt = s.interrupt
    assert interrupt is not None and interrupt.kind == "peace"
    a: int = interrupt.data["from"]
    b = interrupt.empire
    s.interrupt = None
    if action.choice == "yes":
        s.at_war[a][b] = s.at_war[b][a] = False
        s.may_attack[a][b] = s.may_attack[b][a] = False
        s.pending_attack = [(d, t) for d, t in s.pending_attack if {d, t} != {a, b}]
    g.log.add("peace" if action.choice == "yes" else "peace_refused", empire=g.colour_id(a), to=g.colour_id(b))
