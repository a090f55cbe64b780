"""Receiving and placing armies: territory count, whole continents and card trades.

Rulebook 001, "Receiving Legions": (A) half the territories owned, rounded down, never fewer than 3
("The minimum number of legions to receive is always 3"); (B) each whole continent's bonus from
Table I, placed inside that continent; (C) card trades. "Card Trading": three equal or three
different figures, the game-wide value sequence, two extra armies on a traded card's territory that
the player owns (placed there: once per trade, on the card the trader names in ``Trade.bonus``, or with
option trade_bonus=per-card on each; corrections.py), and a hand of five cards must trade. The first round only receives
and places ("The Game", "First round").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core import text
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.text import Msg
from warroom.rulesets.war import corrections
from warroom.rulesets.war.actions import Place, Trade
from warroom.rulesets.war.cards import is_valid_set, trade_options
from warroom.rulesets.war.narrate import card_text, refusal
from warroom.rulesets.war.state import Pending

if TYPE_CHECKING:
    from warroom.rulesets.war.game import WarGame


def income(g: WarGame, player: int) -> Pending:
    """The armies a player receives at the start of the turn, before any trade."""
    s, t = g.state, g.table
    free = max(t.content.minimum_reinforcement, s.territory_count[player] // 2)
    continents = {
        c: t.continent_bonus[c]
        for c, members in enumerate(t.continent_members)
        if s.continent_count[player][c] == len(members) and t.continent_bonus[c] > 0
    }
    return Pending(free=free, continents=continents)


def must_trade(g: WarGame) -> bool:
    """A player who starts the turn with a full hand must trade before placing."""
    s = g.state
    return s.may_trade and len(s.hands[s.turn]) >= g.table.content.hand_limit


def legal(g: WarGame) -> list[Action]:
    """The Place actions open to the current player (any own territory while free armies are left, else the
    territories of continents whose armies are still to place), and every card trade while it may trade
    (only the trades when it must)."""
    s, t = g.state, g.table
    p = s.turn
    if s.pending.free > 0:
        # Ownership cannot change while placing: the list of own territories is built once a turn.
        if g.own_places is None:
            owner = s.owner
            g.own_places = [t.place[i] for i in range(t.size) if owner[i] == p]
        places = g.own_places
    else:
        places = [t.place[i] for c in s.pending.continents for i in t.continent_members[c]]
    if not s.may_trade:
        return places
    trades: list[Action] = [Trade(cards) for cards in trade_options(s.hands[p], t.figure)]
    if corrections.one_bonus_per_trade(g):
        trades = [variant for trade in trades for variant in _bonus_choices(g, trade)]
    if must_trade(g):
        return trades
    return trades + places


def _owned_cards(g: WarGame, cards: tuple[str, ...]) -> list[str]:
    """The cards (in order) that show a territory of the player whose turn it is."""
    s, t = g.state, g.table
    return [c for c in cards if (i := t.index.get(c)) is not None and s.owner[i] == s.turn]


def _bonus_choices(g: WarGame, trade: Action) -> list[Action]:
    """With one +2 per trade and several own territories among its cards: the trade once per such card,
    naming it as ``bonus`` (with one, the trade as it is: there is nothing to choose)."""
    assert isinstance(trade, Trade)
    owned = _owned_cards(g, trade.cards)
    return [Trade(trade.cards, c) for c in owned] if len(owned) > 1 else [trade]


def _check_bonus(g: WarGame, action: Trade) -> None:
    """``bonus`` names the card taking the one +2 exactly when there is a choice: with trade_bonus=per-trade
    and two or three own territories among the cards (so that a legal trade is always a listed one)."""
    owned = _owned_cards(g, action.cards)
    if not action.bonus:
        if corrections.one_bonus_per_trade(g) and len(owned) > 1:
            raise IllegalAction(Msg("war.illegal.name_bonus", cards=", ".join(owned)))
        return
    if not corrections.one_bonus_per_trade(g):
        raise IllegalAction(Msg("war.illegal.bonus_per_card"))
    if action.bonus not in owned:
        raise IllegalAction(Msg("war.illegal.bonus_not_owned", card=repr(action.bonus)))
    if len(owned) == 1:
        raise IllegalAction(Msg("war.illegal.bonus_single"))


def check(g: WarGame, action: Action) -> None:
    """A Trade: three cards of the hand forming a valid set, while the player may still trade; a Place: an
    own territory where armies are still to place, unless a full hand must trade first."""
    s, t = g.state, g.table
    p = s.turn
    if isinstance(action, Trade):
        if not s.may_trade:
            raise IllegalAction(Msg("war.illegal.trade_time"))
        hand = s.hands[p]
        cards = action.cards
        if len(cards) != 3 or len(set(cards)) != 3:
            raise IllegalAction(Msg("war.illegal.trade_three"))
        for card in cards:
            if card not in hand:
                raise refusal(g, Msg("war.illegal.not_in_hand", card=card_text(g, card)))
        if not is_valid_set([t.figure[c] for c in cards]):
            raise IllegalAction(Msg("war.illegal.trade_figures"))
        _check_bonus(g, action)
        return
    if isinstance(action, Place):
        if must_trade(g):
            raise IllegalAction(Msg("war.illegal.must_trade", n=len(s.hands[p])))
        i = t.index.get(action.territory)
        if i is None:
            raise IllegalAction(Msg("war.illegal.unknown_territory", id=repr(action.territory)))
        if s.owner[i] != p:
            raise refusal(g, Msg("war.illegal.not_yours", place=text.Place(t.ids[i])))
        if s.pending.free <= 0 and s.pending.continents.get(t.continent_of[i], 0) <= 0:
            where = ", ".join(t.content.board.groups[t.continent_ids[c]].name for c in s.pending.continents)
            raise IllegalAction(Msg("war.illegal.place_where", where=where))
        return
    raise IllegalAction(Msg("war.illegal.phase", action=action.type_name, when=Msg("war.illegal.when.reinforce")))


def execute(g: WarGame, action: Action) -> None:
    """Trade the cards for the sequence's next value (and the extra armies on owned cards' territories), or
    place one army, a continent's first where it may go; the last army placed ends the reinforcement."""
    s, t = g.state, g.table
    p = s.turn
    if isinstance(action, Trade):
        value = t.content.trade_value(s.trades_done)
        s.trades_done += 1
        s.may_trade = False
        hand = s.hands[p]
        for card in action.cards:
            hand.remove(card)
        s.discard.extend(action.cards)
        s.pending.free += value
        bonus_on = _owned_cards(g, action.cards)
        if corrections.one_bonus_per_trade(g):
            # 001, "Card Trading": "If among the cards used in the trade there is one that represents a
            # province owned by the player, he gains 2 extra legions, which must be placed, necessarily,
            # in that province": one +2 a trade, on the card the trader names.
            bonus_on = [action.bonus] if action.bonus else bonus_on[:1]
        for card in bonus_on:
            s.armies[t.index[card]] += t.content.trade_territory_bonus
        g.log.add("trade", player=p, cards=list(action.cards), armies=value, bonus_on=bonus_on)
        return
    assert isinstance(action, Place)
    s.may_trade = False
    i = t.index[action.territory]
    c = t.continent_of[i]
    # Continent armies are spent first where they may go: that never narrows the player's options.
    if s.pending.continents.get(c, 0) > 0:
        s.pending.continents[c] -= 1
        if s.pending.continents[c] == 0:
            del s.pending.continents[c]
    else:
        s.pending.free -= 1
    s.armies[i] += 1
    if s.pending.free == 0 and not s.pending.continents:
        g.finish_reinforcement()
