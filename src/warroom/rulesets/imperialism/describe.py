"""War! Age of Imperialism's actions as messages of the text layer (``aoi.act.*`` in words_actions.py): one
label per action, with places, empires and counted pieces in the reader's language.

Ships are named by where they are ("the ship in the North Sea", "ship 2 in the North Sea" where an empire
has several there), never by their internal ids.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.text import Items, Msg, Param, known
from warroom.rulesets.imperialism.actions import (
    Answer,
    Buy,
    CallTime,
    Claim,
    DeclareWar,
    Destroy,
    Develop,
    Embark,
    EndMovement,
    EndPurchase,
    EndTurn,
    Explore,
    Fight,
    Incite,
    Land,
    Move,
    OfferPeace,
    Research,
    Sail,
    SeaBattle,
    Westernize,
)
from warroom.rulesets.imperialism.wording import empire, noun, place, pp, tech, unit, unit_a, unit_the

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: Actions whose label has no parameter.
_PLAIN: dict[type[Action], str] = {
    EndPurchase: "aoi.act.end_purchase",
    EndMovement: "aoi.act.end_movement",
    EndTurn: "aoi.act.end_turn",
    CallTime: "aoi.act.call_time",
}
#: Actions on one region, by the key of their label.
_REGION: dict[type[Action], str] = {
    Claim: "aoi.act.claim",
    Westernize: "aoi.act.westernize",
    Incite: "aoi.act.incite",
    Develop: "aoi.act.develop",
}


def describe(g: ImperialismGame, action: Action) -> Param:
    """The label of ``action`` as a message (``action.describe()`` for an action this module does not know)."""
    if type(action) in _PLAIN:
        return Msg(_PLAIN[type(action)])
    if isinstance(action, Claim | Westernize | Incite | Develop):
        return Msg(_REGION[type(action)], region=place(action.region))
    if isinstance(action, Buy):
        return Msg("aoi.act.buy", piece=unit_a(action.piece), where=place(action.where))
    if isinstance(action, Move):
        units = unit(action.kind, action.count)
        return Msg("aoi.act.move", units=units, source=place(action.source), target=place(action.target))
    if isinstance(action, Embark):
        units = unit(action.kind, action.count)
        return Msg("aoi.act.embark", units=units, region=place(action.region), ship=ship_label(g, action.ship))
    if isinstance(action, Sail):
        return Msg("aoi.act.sail", ship=ship_label(g, action.ship), sea=place(action.sea))
    if isinstance(action, Land):
        units = unit(action.kind, action.count)
        return Msg("aoi.act.land", units=units, ship=ship_label(g, action.ship), region=place(action.region))
    if isinstance(action, SeaBattle):
        return Msg("aoi.act.sea_battle", empire=empire(action.enemy), sea=place(action.sea))
    if isinstance(action, DeclareWar):
        return Msg("aoi.act.declare_war", empire=empire(action.empire))
    if isinstance(action, OfferPeace):
        return Msg("aoi.act.offer_peace", empire=empire(action.empire))
    if isinstance(action, Answer):
        return _answer(g, action.choice)
    if isinstance(action, Fight):
        return _fight(action)
    if isinstance(action, Explore):
        return Msg("aoi.act.explore.leader" if action.leader else "aoi.act.explore", region=place(action.region))
    if isinstance(action, Research):
        return Msg("aoi.act.research", tech=tech(action.tech), pp=pp(action.pp))
    if isinstance(action, Destroy):
        if action.target == "resource":
            return Msg("aoi.act.undevelop", region=place(action.region))
        return Msg("aoi.act.destroy", region=place(action.region), target=unit_the(action.target))
    return action.describe()


def ship_label(g: ImperialismGame, ship: int) -> Param:
    """A ship by where it is: "the ship in {sea}", or "ship {k} in {sea}" when its empire has several there
    (numbered in the order the views list them); "a ship" for an id that is no ship."""
    s = g.state
    piece = s.pieces.get(ship)
    if piece is None or piece.kind != "ship":
        return Msg("aoi.ship.gone")
    sea = place(g.geo.id(piece.where))
    fleet = sorted(p for p in s.at[piece.where] if s.pieces[p].kind == "ship" and s.pieces[p].owner == piece.owner)
    if len(fleet) <= 1:
        return Msg("aoi.ship.in", sea=sea)
    return Msg("aoi.ship.nth", k=fleet.index(ship) + 1, sea=sea)


def _fight(action: Fight) -> Msg:
    key = f"aoi.tactic.{action.tactic}"
    tactic: Param = Msg(key) if known(key) else action.tactic
    region = place(action.region)
    reserve = Items(noun(k) for k in action.reserve)
    if action.reserve and action.retreat:
        return Msg("aoi.act.fight.reserve_retreat", region=region, tactic=tactic, reserve=reserve, at=action.retreat)
    if action.reserve:
        return Msg("aoi.act.fight.reserve", region=region, tactic=tactic, reserve=reserve)
    if action.retreat:
        return Msg("aoi.act.fight.retreat", region=region, tactic=tactic, at=action.retreat)
    return Msg("aoi.act.fight", region=region, tactic=tactic)


def _answer(g: ImperialismGame, choice: str) -> Msg:
    interrupt = g.state.interrupt
    kind = interrupt.kind if interrupt is not None else ""
    if kind == "encounter":
        return Msg("aoi.act.let_pass") if choice == "no" else Msg("aoi.act.fight_ships", empire=empire(choice))
    if kind == "join":
        if choice in ("attacker", "defender"):
            return Msg(f"aoi.act.join.{choice}")
        return Msg("aoi.act.watch")
    if kind == "passage":
        return Msg("aoi.act.allow_passage" if choice == "yes" else "aoi.act.refuse_passage")
    if kind == "peace":
        return Msg("aoi.act.accept_peace" if choice == "yes" else "aoi.act.refuse_peace")
    return Msg("aoi.act.answer", choice=choice)
