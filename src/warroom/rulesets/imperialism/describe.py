"""Human-readable sentences for War! Age of Imperialism actions, with space names and colours."""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
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

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

PIECE_NAMES = {
    "inf": ("infantry", "infantry"),
    "cav": ("cavalry", "cavalry"),
    "art": ("artillery", "artillery"),
    "ldr": ("leader", "leaders"),
    "explorer": ("explorer", "explorers"),
    "engineer": ("engineer", "engineers"),
    "ship": ("ship", "ships"),
    "city": ("city", "cities"),
    "port": ("port", "ports"),
    "railroad": ("railroad", "railroads"),
    "factory": ("factory", "factories"),
    "fort": ("fort", "forts"),
    "school": ("school", "schools"),
}


def pieces(kind: str, count: int) -> str:
    """``"2 cavalry"``, ``"1 leader"``."""
    one, many = PIECE_NAMES.get(kind, (kind, kind))
    return f"{count} {one if count == 1 else many}"


def describe(g: ImperialismGame, action: Action) -> str:
    def name(sid: str) -> str:
        space = g.board.spaces.get(sid)
        return space.name if space else sid

    def colour(cid: str) -> str:
        try:
            return g.empire_name(g.empire_of(cid))
        except IllegalAction:
            return cid

    if isinstance(action, Claim):
        return f"Claim {name(action.region)}"
    if isinstance(action, Buy):
        one = PIECE_NAMES.get(action.piece, (action.piece, action.piece))[0]
        return f"Buy a {one} in {name(action.where)}"
    if isinstance(action, EndPurchase):
        return "Finish buying"
    if isinstance(action, Move):
        return f"Move {pieces(action.kind, action.count)} from {name(action.source)} to {name(action.target)}"
    if isinstance(action, Embark):
        return f"Embark {pieces(action.kind, action.count)} from {name(action.region)} onto ship {action.ship}"
    if isinstance(action, Sail):
        return f"Sail ship {action.ship} to {name(action.sea)}"
    if isinstance(action, Land):
        return f"Land {pieces(action.kind, action.count)} from ship {action.ship} in {name(action.region)}"
    if isinstance(action, SeaBattle):
        return f"Attack {colour(action.enemy)}'s ships in {name(action.sea)}"
    if isinstance(action, Answer):
        return _answer(g, action.choice, colour)
    if isinstance(action, DeclareWar):
        return f"Declare war on {colour(action.empire)}"
    if isinstance(action, OfferPeace):
        return f"Offer peace to {colour(action.empire)}"
    if isinstance(action, EndMovement):
        return "Finish moving (battles next)"
    if isinstance(action, Fight):
        reserve = f", {', '.join(action.reserve)} in reserve" if action.reserve else ""
        retreat = f", retreat at {action.retreat}" if action.retreat else ""
        return f"Fight the battle in {name(action.region)} ({action.tactic}{reserve}{retreat})"
    if isinstance(action, Explore):
        return f"Explore {name(action.region)}" + (" with a leader" if action.leader else "")
    if isinstance(action, EndTurn):
        return "End the turn"
    if isinstance(action, CallTime):
        return "Call time: the agreed end has come"
    if isinstance(action, Research):
        tech = g.content.technologies.get(action.tech)
        return f"Research {tech.name if tech else action.tech} with {action.pp} PP"
    if isinstance(action, Westernize):
        return f"Westernize {name(action.region)}"
    if isinstance(action, Incite):
        return f"Incite {name(action.region)} to revolt"
    if isinstance(action, Develop):
        return f"Develop the resource in {name(action.region)}"
    if isinstance(action, Destroy):
        what = "undevelop the resource" if action.target == "resource" else f"destroy the {action.target}"
        return f"In {name(action.region)}: {what}"
    return action.describe()


def _answer(g: ImperialismGame, choice: str, colour: object) -> str:
    interrupt = g.state.interrupt
    kind = interrupt.kind if interrupt is not None else ""
    assert callable(colour)
    if kind == "encounter":
        return "Let the ships pass" if choice == "no" else f"Fight {colour(choice)}'s ships"
    if kind == "join":
        return "Watch the battle" if choice == "no" else f"Join the {choice}"
    if kind == "passage":
        return "Allow passage through the straits" if choice == "yes" else "Refuse passage through the straits"
    if kind == "peace":
        return "Accept peace" if choice == "yes" else "Refuse peace"
    return f"Answer {choice}"
