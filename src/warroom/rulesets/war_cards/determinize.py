"""Determinization for search players: a War Cards game with what one seat cannot see drawn anew."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from warroom.rulesets.war_cards.state import copy_state

if TYPE_CHECKING:
    from warroom.rulesets.war_cards.game import WarCardsGame


def determinized(game: WarCardsGame, player: int, rng: random.Random) -> WarCardsGame:
    """A copy in which what ``player`` cannot see is redrawn: the other seats' objective cards from
    those it cannot rule out (every card but its own); their hands, the face-down attack card (unless
    ``player`` played it) and the order of both piles from the cards it has not seen. Each hidden card
    is replaced by one of the same role (dice, attack, defence, turn), so every hand keeps what the
    public record shows of it (cards drawn from each pile, cards played); the discards are public."""
    copy: WarCardsGame = game.fork(rng)  # the table, content and the cache of Attack actions are shared
    s = copy.state = copy_state(game.state)
    content, n = game.content, game.players
    others = [p for p in range(n) if p != player]
    pool = [c for c in range(len(content.objective_cards)) if c != s.objective_cards[player]]
    for p, drawn in zip(others, rng.sample(pool, len(others)), strict=True):
        s.objective_cards[p] = drawn
        s.objectives[p] = content.objective_index(drawn, n)
    # Every hidden slot, and the cards that may fill it, by role.
    slots: dict[str, list[tuple[list[str], int]]] = {}
    for p in others:
        hand = s.hands[p]
        for k, card in enumerate(hand):
            slots.setdefault(content.role(card), []).append((hand, k))
    battle = s.battle
    hidden_battle = battle is not None and battle.attacker != player
    if battle is not None and hidden_battle:
        holder = [battle.card]
        slots.setdefault(content.role(battle.card), []).append((holder, 0))
    for pile in (s.dice_pile, s.special_pile):
        for k, card in enumerate(pile):
            slots.setdefault(content.role(card), []).append((pile, k))
    for role in sorted(slots):
        places = slots[role]
        cards = [where[k] for where, k in places]
        rng.shuffle(cards)
        for (where, k), card in zip(places, cards, strict=True):
            where[k] = card
    if battle is not None and hidden_battle:
        battle.card = holder[0]
    return copy
