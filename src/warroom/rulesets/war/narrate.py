"""What WAR and War: Império Romano say: each action as a message, each event as a sentence (core/text.py).

Every WAR event is public at the table (a drawn card's identity is never logged), so the narrators read the
event's data as it is; :func:`warroom.core.narration.narrated` still passes them only what
``public_event`` shows. The attack and defence rolls are not narrated: the battle's line carries the dice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.game import Game, Result
from warroom.core.log import Event
from warroom.core.narration import Describer, detail, narrated
from warroom.core.text import Items, Msg, Noun, Param, Place, Seat
from warroom.rulesets.war.actions import Attack, EndAttacks, EndTurn, Move, Occupy, Trade
from warroom.rulesets.war.actions import Place as PlaceArmy
from warroom.rulesets.war.content import Objective
from warroom.rulesets.war.words import objective_key

if TYPE_CHECKING:
    from warroom.rulesets.war.game import WarGame


def armies(n: int) -> Msg:
    """``n`` armies, with the noun agreeing: "1 army", "2 armies" / "1 exército", "2 exércitos"."""
    return Msg("war.count", n=n, unit=Noun("war.army", n))


def card_text(game: WarGame, card: str) -> Param:
    """A territory card as a player reads it: the territory with its figure, or the wildcard."""
    figure = game.table.figure.get(card)
    if card in game.board.spaces and isinstance(figure, str):
        return Msg("war.card", place=Place(card), figure=Msg(f"war.figure.{figure}"))
    return Msg("war.card.wild")


def action_message(game: WarGame, action: Action) -> Param:
    """The sentence of a legal action (its label in lists of choices)."""
    if isinstance(action, Trade):
        cards = Items(card_text(game, c) for c in action.cards)
        if action.bonus:
            return Msg("war.action.trade_bonus", cards=cards, card=card_text(game, action.bonus))
        return Msg("war.action.trade", cards=cards)
    if isinstance(action, PlaceArmy):
        return Msg("war.action.place", place=Place(action.territory))
    if isinstance(action, Attack):
        return Msg("war.action.attack", target=Place(action.target), source=Place(action.source), dice=action.dice)
    if isinstance(action, Occupy):
        return Msg("war.action.occupy", n=action.armies, armies=Noun("war.army", action.armies))
    if isinstance(action, EndAttacks):
        return Msg("war.action.end_attacks")
    if isinstance(action, Move):
        return Msg("war.action.move", n=action.armies, source=Place(action.source), target=Place(action.target))
    if isinstance(action, EndTurn):
        return Msg("war.action.end_turn")
    return action.describe()


def refusal(game: Game, message: Msg) -> IllegalAction:
    """An IllegalAction carrying ``message`` (rendered per reader by the front ends) whose English text
    (``str(error)``) names places by the board's names, as the game says them."""
    error = IllegalAction(message)
    error.args = (game.say(message, "en"),)
    return error


def _seat(game: Game, value: Any) -> Param:
    return detail(game, "player", value) if value is not None else Msg("war.no_one")


def _dice(values: Any) -> str:
    if not isinstance(values, Sequence) or isinstance(values, str):
        return ""
    return " ".join(str(v) for v in values)


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _setup(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("war.event.setup", dealer=_seat(game, d.get("dealer")), first=_seat(game, d.get("first_player")))


def _roll(game: Game, d: Mapping[str, Any]) -> Param:
    if d.get("reason") == "dealer":
        return Msg("war.event.dealer_roll", dice=_dice(d.get("dice")))
    return Msg("war.event.roll", dice=_dice(d.get("dice")))


def _battle(game: Game, d: Mapping[str, Any]) -> Param:
    battle = Msg(
        "war.event.battle",
        source=Place(str(d.get("from"))),
        target=Place(str(d.get("to"))),
        attack=_dice(d.get("attack_dice")),
        defence=_dice(d.get("defence_dice")),
        attacker_lost=_count(d.get("attacker_lost")),
        defender_lost=_count(d.get("defender_lost")),
    )
    return Msg("war.event.battle_conquered", battle=battle) if d.get("conquered") else battle


def _conquest(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "war.event.conquest",
        player=_seat(game, d.get("player")),
        place=Place(str(d.get("territory"))),
        loser=_seat(game, d.get("from_player")),
    )


def _eliminated(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("war.event.eliminated", player=_seat(game, d.get("player")), by=_seat(game, d.get("by")))


def _trade(game: Game, d: Mapping[str, Any]) -> Param:
    from warroom.rulesets.war.game import WarGame

    cards = [str(c) for c in d.get("cards") or []]
    named = Items(card_text(game, c) for c in cards) if isinstance(game, WarGame) else Items(cards)
    n = _count(d.get("armies"))
    return Msg("war.event.trade", player=_seat(game, d.get("player")), cards=named, n=n, armies=Noun("war.army", n))


def _turn(game: Game, d: Mapping[str, Any]) -> Param:
    n = _count(d.get("receives"))
    return Msg(
        "war.event.turn",
        round=_count(d.get("round")),
        player=_seat(game, d.get("player")),
        n=n,
        armies=Noun("war.army", n),
    )


def _card_drawn(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg("war.event.card_drawn", player=_seat(game, d.get("player")))


def _no_card(game: Game, d: Mapping[str, Any]) -> Param:
    why: Param = Msg("war.event.hand_full") if d.get("reason") == "hand full" else str(d.get("reason"))
    return Msg("war.event.no_card", player=_seat(game, d.get("player")), why=why)


def _game_over(game: Game, d: Mapping[str, Any]) -> Param:
    seats = [s for s in d.get("winners") or [] if isinstance(s, int)]
    winners: Param = Items(Seat(s) for s in seats) if seats else Msg("war.no_one")
    return Msg("war.event.game_over", winners=winners, reason=reason_message(str(d.get("reason"))))


#: One narrator per kind of event WAR logs (the core's shuffles stay quiet).
_NARRATORS: Describer = narrated(
    {
        "setup": _setup,
        "roll": _roll,
        "battle": _battle,
        "conquest": _conquest,
        "eliminated": _eliminated,
        "trade": _trade,
        "turn": _turn,
        "card_drawn": _card_drawn,
        "no_card": _no_card,
        "game_over": _game_over,
    }
)


def narrate(game: Game, event: Event, actor: int | None, viewer: int | None) -> Param | None:
    """An event of WAR as ``viewer`` reads it; the attack and defence rolls are not told apart from the
    battle, whose line carries their dice."""
    if event.kind == "roll" and event.data.get("reason") in {"attack", "defence"}:
        return None
    return _NARRATORS(game, event, actor, viewer)


def reason_message(reason: str) -> Param:
    """A result's reason ("objective", "last player standing", "round limit") as a message."""
    known = {"objective", "last player standing", "round limit"}
    return Msg(f"war.result.{reason.replace(' ', '_')}") if reason in known else reason


def objective_message(game: WarGame, objective: Objective) -> Msg:
    """An objective card's text, in the reader's language (the card as the variant prints it)."""
    return Msg(objective_key(game.content_id, objective))


def detail_message(game: WarGame, result: Result) -> Param:
    """A result's detail as a message: the objective met, who was eliminated, or the round limit's ranking."""
    if result.reason == "objective":
        content = game.table.content
        for objective in (*content.objectives, content.destroy_fallback):
            if objective.text == result.detail:
                return objective_message(game, objective)
    if result.reason == "last player standing":
        return Msg("war.result.detail.last_player_standing")
    if result.reason == "round limit" and result.detail.startswith("ranked by territories, then armies"):
        limit = _count(game.options.get("round_limit"))
        rounds = Msg("war.count", n=limit, unit=Noun("war.result.rounds", limit))
        return Msg("war.result.detail.round_limit", tiebreak=Msg("war.result.tiebreak.armies"), rounds=rounds)
    return result.detail
