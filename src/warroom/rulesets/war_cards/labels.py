"""War Cards' names for things as messages of the text layer (words.py holds the words): cards, the
actions' labels, refusals and the result.

A card is named by what a person reads on it, never by its id: a dice card by its red and yellow dice,
a special card by its name. Messages name territories as :class:`~warroom.core.text.Place` and seats
as :class:`~warroom.core.text.Seat`, so each front end shows them in its reader's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.game import Result
from warroom.core.text import Msg, Noun, Param, Place, Seat
from warroom.rulesets.war import objectives
from warroom.rulesets.war_cards.actions import NO_ONE, PILE, Attack, Defend, Discard, EndTurn, PlaySpecial

if TYPE_CHECKING:
    from warroom.rulesets.war_cards.game import WarCardsGame


def dice_text(values: Any) -> str:
    """Dice as "6-4-3" ("—" for anything that is not a list of dice)."""
    if not isinstance(values, Sequence) or isinstance(values, str):
        return "—"
    return "-".join(str(v) for v in values)


def card_message(game: WarCardsGame, card: str) -> Param:
    """A card as a person reads it: "dice card (red 6-4-3, yellow 5-2-1)", or a special card's name.
    An id the deck does not know (a request's typo) is shown as given."""
    dice = game.content.dice_of.get(card)
    if dice is not None:
        return Msg("war_cards.card.dice", red=dice_text(dice.attack), yellow=dice_text(dice.defence))
    special = game.content.special_of.get(card)
    if special is not None:
        return Msg(f"war_cards.special.{special.kind}")
    return card


def cards(count: int) -> Msg:
    """``count`` cards, counted: "1 card", "3 cards" ("1 carta", "3 cartas")."""
    return Msg("war_cards.count", n=count, noun=Noun("war_cards.noun.card", count))


def illegal(game: WarCardsGame, key: str, **params: Param) -> IllegalAction:
    """An IllegalAction whose reason is the message ``key``; its English text (``str(error)``, what logs
    and older clients read) names territories and seats by the board's and the game's names, not ids."""
    message = Msg(key, **params)
    error = IllegalAction(message)
    error.args = (game.say(message, "en"),)
    return error


def action_message(game: WarCardsGame, action: Action) -> Param:
    """The label of a War Cards action (``Game.message``)."""
    s = game.state
    if isinstance(action, Attack):
        # Once played, the attack card lies face down until the defender has answered, so the line
        # the other players read then does not name it.
        pending = s.battle
        hidden = pending is not None and pending.card == action.card and s.phase == "defend"
        card = Msg("war_cards.card.face_down") if hidden else card_message(game, action.card)
        return Msg(
            "war_cards.action.attack", target=_place(game, action.target), source=_place(game, action.source), card=card
        )
    if isinstance(action, Defend):
        if action.card == PILE:
            return Msg("war_cards.action.defend_pile")
        return Msg("war_cards.action.defend", card=card_message(game, action.card))
    if isinstance(action, PlaySpecial):
        if action.player == NO_ONE:
            return Msg("war_cards.action.play", card=card_message(game, action.card))
        victim: Param = Seat(action.player) if 0 <= action.player < game.players else action.player
        return Msg("war_cards.action.play_on", card=card_message(game, action.card), player=victim)
    if isinstance(action, Discard):
        return Msg("war_cards.action.discard", card=card_message(game, action.card))
    if isinstance(action, EndTurn):
        return Msg("war_cards.action.end_turn")
    return action.describe()


def action_kind(action: Action) -> Param:
    """What a refusal calls an action's type ("defend", "discard")."""
    if action.type_name in ("attack", "defend", "play_special", "discard", "end_turn"):
        return Msg(f"war_cards.kind.{action.type_name}")
    return action.type_name


def reason_key(reason: str) -> str:
    """The key of a result's reason: spaces become "_" ("round limit" -> ``war_cards.result.round_limit``),
    as the front ends look it up (``<family>.result.<reason>``)."""
    return "war_cards.result." + "_".join(reason.split())


def result_detail(game: WarCardsGame, result: Result) -> Param:
    """A result's detail as a message: the objective met, in its own words; the round limit's ranking;
    the last player standing. Anything else as the result states it."""
    if result.reason == "objective" and result.winners:
        return objective_message(objectives.in_force(game, result.winners[0]).id)
    if result.reason == "round limit":
        limit = game.options.get("round_limit")
        if isinstance(limit, int):
            rounds = Msg("war_cards.count", n=limit, noun=Noun("war_cards.noun.round", limit))
            return Msg("war_cards.result.detail.round_limit", rounds=rounds)
    if result.reason == "last player standing":
        return Msg("war_cards.result.detail.last_player_standing")
    return result.detail


def objective_message(objective_id: str) -> Msg:
    """An objective, by id, in its own words."""
    return Msg(f"war_cards.objective.{objective_id}")


def objective_words(game: WarCardsGame, objective: str) -> Param:
    """An objective named by its id or by its English text (as a view names it), in its own words; an
    objective the content does not know is shown as given."""
    content = game.content
    for known_objective in (*content.objectives, content.destroy_fallback):
        if objective in (known_objective.id, known_objective.text):
            return objective_message(known_objective.id)
    return objective


def _place(game: WarCardsGame, space_id: str) -> Param:
    """A territory as a place where the board knows it, else the id as given."""
    return Place(space_id) if space_id in game.board.spaces else space_id
