"""War Cards' events as sentences: one narrator per event kind, returning messages (words.py).

Narrators read only the event's public data (core/narration.py hands them what ``public_event``
shows); no War Cards event holds a secret: the attack event leaves the face-down card out, and a Spy's
event says only whether a card was taken. The kinds ``setup``, ``discard`` and ``end_turn`` are told
by the view and the next event and say nothing of their own (:data:`QUIET`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from warroom.core.game import Game
from warroom.core.log import Event
from warroom.core.narration import Describer, Narrator, detail, narrated
from warroom.core.text import Items, Msg, Noun, Param, Place, known
from warroom.rulesets.war_cards.labels import card_message, cards, dice_text, reason_key

if TYPE_CHECKING:
    from warroom.rulesets.war_cards.game import WarCardsGame

#: Kinds that say nothing of their own, for any viewer.
QUIET = frozenset({"setup", "discard", "end_turn"})


def _seat(game: Game, value: Any) -> Param:
    """A seat from event data (a number the game does not seat is shown as it is)."""
    return detail(game, "player", value) if value is not None else "—"


def _place(game: Game, value: Any) -> Param:
    text = str(value)
    return Place(text) if game.board is not None and text in game.board.spaces else text


def _card(game: Game, card: Any) -> Param:
    if not isinstance(card, str):
        return "—"
    return card_message(cast("WarCardsGame", game), card)


def _count(value: Any) -> int:
    if isinstance(value, list):
        return len(value)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _pile(data: Mapping[str, Any]) -> str:
    return "special" if data.get("pile") == "special" else "dice"


def battle_detail(game: Game, battle: Mapping[str, Any]) -> Msg:
    """What decided a battle: the dice compared, or the special card that settled it."""
    effect = battle.get("effect")
    pile: Param = Msg("war_cards.battle.from_pile") if battle.get("from_pile") else ""
    if effect == "dice":
        rows = Items(
            Msg(
                "war_cards.battle.row",
                attack=a,
                defence=d,
                side=Msg(f"war_cards.side.{'attack' if who == 'attack' else 'defence'}"),
            )
            for _name, a, d, who in battle.get("comparisons") or []
        )
        return Msg(
            "war_cards.battle.dice",
            red=dice_text(battle.get("attack_dice")),
            yellow=dice_text(battle.get("defence_dice")),
            pile=pile,
            rows=rows,
        )
    if effect == "spy":
        return Msg("war_cards.battle.spy_taken" if battle.get("stolen") else "war_cards.battle.spy_none")
    if effect == "fortress":
        return Msg("war_cards.battle.fortress", card=_card(game, battle.get("attack_card")))
    if effect == "blitz":
        return Msg("war_cards.battle.blitz", card=_card(game, battle.get("defence_card")), pile=pile)
    return Msg("war_cards.battle.unanswered", card=_card(game, battle.get("attack_card")))


def battle_message(game: Game, battle: Mapping[str, Any]) -> Msg:
    """A battle in a line: who, from where to where, what decided it, and whether the territory fell
    (the ``battle`` event, and the view's ``last_battle``, which holds the same data)."""
    outcome = "war_cards.battle.conquered" if battle.get("conquered") else "war_cards.battle.held"
    return Msg(
        "war_cards.event.battle",
        attacker=_seat(game, battle.get("attacker")),
        source=_place(game, battle.get("from")),
        target=_place(game, battle.get("to")),
        defender=_seat(game, battle.get("defender")),
        detail=battle_detail(game, battle),
        outcome=Msg(outcome),
    )


def _attack(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "war_cards.event.attack",
        player=_seat(game, d.get("player")),
        target=_place(game, d.get("target")),
        defender=_seat(game, d.get("defender")),
        source=_place(game, d.get("source")),
    )


def _conquest(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "war_cards.event.conquest",
        player=_seat(game, d.get("player")),
        territory=_place(game, d.get("territory")),
        loser=_seat(game, d.get("from_player")),
    )


def _eliminated(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "war_cards.event.eliminated",
        player=_seat(game, d.get("player")),
        by=_seat(game, d.get("by")),
        cards=cards(_count(d.get("cards"))),
    )


def _per_seat(game: Game, counts: Any, skip_none: bool) -> Items:
    """ "Blue 3, Red 4": a count for each seat of a ``{"seat": count}`` mapping."""
    items = counts.items() if isinstance(counts, Mapping) else []
    return Items(
        Msg("war_cards.seat_count", player=_seat(game, int(p) if str(p).isdigit() else p), n=n)
        for p, n in items
        if n or not skip_none
    )


def _round(game: Game, d: Mapping[str, Any]) -> Param:
    dealt = _per_seat(game, d.get("dice_cards"), skip_none=False)
    specials = _per_seat(game, d.get("specials"), skip_none=True)
    general = _seat(game, d.get("general"))
    if specials.items:
        return Msg(
            "war_cards.event.round_specials",
            round=_count(d.get("round")),
            general=general,
            dealt=dealt,
            specials=specials,
        )
    return Msg("war_cards.event.round", round=_count(d.get("round")), general=general, dealt=dealt)


def _spy(game: Game, d: Mapping[str, Any]) -> Param:
    key = "war_cards.event.spy_taken" if d.get("taken") else "war_cards.event.spy_none"
    return Msg(key, player=_seat(game, d.get("player")), victim=_seat(game, d.get("victim")))


def _sabotage(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        "war_cards.event.sabotage",
        player=_seat(game, d.get("player")),
        victim=_seat(game, d.get("victim")),
        cards=cards(_count(d.get("discarded"))),
    )


def _reinforcements(game: Game, d: Mapping[str, Any]) -> Param:
    n = _count(d.get("drawn"))
    drawn = Msg("war_cards.count", n=n, noun=Noun("war_cards.noun.dice_card", n))
    return Msg("war_cards.event.reinforcements", player=_seat(game, d.get("player")), cards=drawn)


def _pile_empty(game: Game, d: Mapping[str, Any]) -> Param:
    return Msg(
        f"war_cards.event.pile_empty.{_pile(d)}",
        player=_seat(game, d.get("player")),
        cards=cards(_count(d.get("missing"))),
    )


def _game_over(game: Game, d: Mapping[str, Any]) -> Param:
    winners = [_seat(game, w) for w in d.get("winners") or []]
    reason = str(d.get("reason"))
    key = reason_key(reason)
    return Msg(
        "war_cards.event.game_over",
        winners=Items(winners) if winners else Msg("war_cards.no_one"),
        reason=Msg(key) if known(key) else reason,
    )


NARRATORS: dict[str, Narrator] = {
    "attack": _attack,
    "battle": battle_message,
    "conquest": _conquest,
    "eliminated": _eliminated,
    "round": _round,
    "turn": lambda game, d: Msg("war_cards.event.turn", player=_seat(game, d.get("player"))),
    "spy": _spy,
    "sabotage": _sabotage,
    "reinforcements": _reinforcements,
    "no_answer": lambda game, d: Msg("war_cards.event.no_answer", player=_seat(game, d.get("player"))),
    "reshuffle": lambda game, d: Msg(f"war_cards.event.reshuffle.{_pile(d)}"),
    "pile_empty": _pile_empty,
    "game_over": _game_over,
}

_DESCRIBE: Describer = narrated(NARRATORS)


def narrate(game: Game, event: Event, viewer: int | None, actor: int | None) -> Param | None:
    """``event`` as a sentence for ``viewer`` (None: a spectator), or None for the quiet kinds."""
    if event.kind in QUIET:
        return None
    return _DESCRIBE(game, event, actor, viewer)
