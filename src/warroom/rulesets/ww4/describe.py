"""Human sentences for World War IV actions, in the game's terms (space and nation names, unit kinds)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
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

#: What ending each step means.
STEP_ENDS = {
    "movement": "end the Movement step",
    "assassination": "end the Assassination step",
    "purchase": "end the Purchase step",
    "deploy": "end the Deploy step",
    "free-purchase": "end the Free Build purchases",
    "free-deploy": "end the Free Build deployment",
    "combat": "end the withdrawals of this Maneuver step",
}


def _space(g: WW4Game, space_id: str) -> str:
    i = g.board.index.get(space_id)
    return g.map.name(i) if i is not None else space_id


def _nation(g: WW4Game, colour: str) -> str:
    try:
        return g.nation_name(g.nation_of(colour))
    except IllegalAction:
        return colour


def _units(kind: str, count: int) -> str:
    name = kind.replace("-", " ")
    if count == 1:
        return f"1 {name}"
    plural = (
        "Armor"
        if kind == "armor"
        else ("Cavalry" if kind == "cavalry" else ("Militia" if kind == "militia" else f"{name}s"))
    )
    return f"{count} {plural.lower()}"


def _ship(g: WW4Game, ship: int) -> str:
    u = g.state.units.get(ship)
    if u is None:
        return f"ship #{ship}"
    return f"{g.colour_id(u.owner)} {u.kind} #{ship} in {g.map.name(u.space)}"


def _casualty(kind: str, routed: bool) -> str:
    return f"a {'routed ' if routed else ''}{kind}"


def describe(g: WW4Game, action: Action) -> str:
    """A sentence for ``action`` (any World War IV action)."""
    if isinstance(action, Move):
        return f"Move {_units(action.kind, action.count)} from {_space(g, action.source)} to {_space(g, action.target)}"
    if isinstance(action, Sail):
        return f"Sail {_ship(g, action.ship)} to {_space(g, action.target)}"
    if isinstance(action, Board):
        return (
            f"Board {_units(action.kind, action.count)} from {_space(g, action.source)} onto {_ship(g, action.frigate)}"
        )
    if isinstance(action, Disembark):
        return f"Disembark {_units(action.kind, action.count)} from {_ship(g, action.frigate)}"
    if isinstance(action, GiveMoney):
        return f"Give C{action.amount} to {_nation(g, action.nation)}"
    if isinstance(action, Share):
        card = g.content.cards.get(action.card)
        name = card.name if card is not None else action.card
        return f"Share the Innovation {name} with {_nation(g, action.nation)}"
    if isinstance(action, EndStep):
        text = STEP_ENDS.get(g.state.step, "end the step")
        return text[0].upper() + text[1:]
    if isinstance(action, Assassinate):
        spy = g.state.units.get(action.spy)
        where = f" in {g.map.name(spy.space)}" if spy is not None else ""
        return f"Spy #{action.spy} tries to assassinate the {action.target} of {_nation(g, action.nation)}{where}"
    if isinstance(action, Buy):
        cost = g.content.costs.get(action.kind)
        price = f" for C{cost * action.count}" if cost is not None else ""
        return f"Buy {_units(action.kind, action.count)}{price}"
    if isinstance(action, Deploy):
        what = "a Fort" if action.kind == "fort" else _units(action.kind, 1)
        return f"Deploy {what} on {_space(g, action.space)}"
    if isinstance(action, Fight):
        return f"Fight the combat in {_space(g, action.space)}"
    if isinstance(action, Bombard):
        return f"Direct {action.at_fort} Bombardment attack(s) at the Fort"
    if isinstance(action, Assign):
        return f"Assign the casualty to {_casualty(action.kind, action.routed)}"
    if isinstance(action, Recon):
        if not action.kind:
            return "Let the owner assign the casualty (no Reconnaissance)"
        return f"Reconnaissance: send the casualty to {_casualty(action.kind, action.routed)}"
    if isinstance(action, Withdraw):
        routed = "routed " if action.routed else ""
        return f"Withdraw {action.count} {routed}{action.kind} to {_space(g, action.target)}"
    if isinstance(action, Pillage):
        return "Pillage (destroy) the Fort" if action.yes else "Capture the Fort"
    if isinstance(action, RoyalGuard):
        if not action.kind:
            return f"Royal Guard: let the King in {_space(g, action.space)} be destroyed"
        return f"Royal Guard: remove {_units(action.kind, 1)} in {_space(g, action.space)} instead of the King"
    return action.describe()
