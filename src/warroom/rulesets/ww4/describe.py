"""World War IV's actions as messages of the text layer (core/text.py): a label for every action, with the
board's space names, the nations' names and unit kinds counted, in English and Portuguese (words_actions.py).
Ships and Spies are named by owner, kind and place, never by their internal unit ids."""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.text import Msg, Noun, Param, Place
from warroom.rulesets.ww4 import naming
from warroom.rulesets.ww4.actions import (
    Assassinate,
    Assign,
    Board,
    Bombard,
    Buy,
    Deploy,
    Disembark,
    EndStep,
    Fight,
    GiveMoney,
    Move,
    Pillage,
    Recon,
    RoyalGuard,
    Sail,
    Share,
    Withdraw,
)

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game


def _ship(g: WW4Game, ship: int) -> Param:
    """A ship by owner, kind and place ("Sun Dynasty's frigate in Java Sea"), with its cargo if any."""
    u = g.state.units.get(ship)
    if u is None:
        return Msg("ww4.ship.unknown")
    params: dict[str, Param] = {
        "owner": naming.owner(g.colour_id(u.owner)),
        "unit": Noun(f"ww4.unit.{u.kind}"),
        "space": Place(g.map.id(u.space)),
    }
    cargo = [c.kind for c in g.state.units.values() if c.carrier == u.id]
    if cargo:
        return Msg("ww4.ship.cargo", cargo=naming.listed(cargo), **params)
    return Msg("ww4.ship", **params)


def _casualty(kind: str, routed: bool) -> Param:
    return Msg("ww4.a_routed", unit=naming.noun(kind)) if routed else naming.a_unit(kind)


def describe(g: WW4Game, action: Action) -> Param:
    """The label of ``action`` (any World War IV action) as a message."""
    if isinstance(action, Move):
        units = naming.units(action.kind, action.count)
        return Msg("ww4.do.move", units=units, source=Place(action.source), target=Place(action.target))
    if isinstance(action, Sail):
        return Msg("ww4.do.sail", ship=_ship(g, action.ship), target=Place(action.target))
    if isinstance(action, Board):
        units = naming.units(action.kind, action.count)
        return Msg("ww4.do.board", units=units, source=Place(action.source), ship=_ship(g, action.frigate))
    if isinstance(action, Disembark):
        return Msg("ww4.do.disembark", units=naming.units(action.kind, action.count), ship=_ship(g, action.frigate))
    if isinstance(action, GiveMoney):
        return Msg("ww4.do.give", money=naming.money(action.amount), nation=naming.nation(action.nation))
    if isinstance(action, Share):
        return Msg("ww4.do.share", card=naming.card(g, action.card), nation=naming.nation(action.nation))
    if isinstance(action, EndStep):
        key = f"ww4.end.{g.state.step}"
        return Msg(key if key in _ENDS else "ww4.end.step")
    if isinstance(action, Assassinate):
        spy = g.state.units.get(action.spy)
        where: Param = Place(g.map.id(spy.space)) if spy is not None else "?"
        target = "king" if action.target == "king" else "spy"
        return Msg(f"ww4.do.assassinate.{target}", space=where, owner=naming.owner(action.nation))
    if isinstance(action, Buy):
        units = naming.units(action.kind, action.count)
        cost = g.content.costs.get(action.kind)
        if cost is None:
            return Msg("ww4.do.buy", units=units)
        return Msg("ww4.do.buy_for", units=units, money=naming.money(cost * action.count))
    if isinstance(action, Deploy):
        what = naming.a_unit("fort") if action.kind == "fort" else naming.units(action.kind, 1)
        return Msg("ww4.do.deploy", unit=what, space=Place(action.space))
    if isinstance(action, Fight):
        return Msg("ww4.do.fight", space=Place(action.space))
    if isinstance(action, Bombard):
        n = action.at_fort
        return Msg("ww4.do.bombard", n=n, attacks=Noun("ww4.word.bombard_attack", n))
    if isinstance(action, Assign):
        return Msg("ww4.do.assign", unit=_casualty(action.kind, action.routed))
    if isinstance(action, Recon):
        if not action.kind:
            return Msg("ww4.do.recon.none")
        return Msg("ww4.do.recon", unit=_casualty(action.kind, action.routed))
    if isinstance(action, Withdraw):
        units = naming.units(action.kind, action.count, routed=action.routed)
        return Msg("ww4.do.withdraw", units=units, target=Place(action.target))
    if isinstance(action, Pillage):
        return Msg("ww4.do.pillage" if action.yes else "ww4.do.capture")
    if isinstance(action, RoyalGuard):
        if not action.kind:
            return Msg("ww4.do.guard.none", space=Place(action.space))
        return Msg("ww4.do.guard", unit=naming.units(action.kind, 1), space=Place(action.space))
    return action.describe()


#: The steps whose ending has its own label (``ww4.end.<step>``).
_ENDS = frozenset(
    f"ww4.end.{step}"
    for step in ("movement", "assassination", "purchase", "deploy", "free-purchase", "free-deploy", "combat")
)
