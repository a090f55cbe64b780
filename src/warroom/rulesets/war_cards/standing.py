"""A War Cards seat's standing for post-game charts (``Game.standing``).

War Cards has no armies: a seat fights with the cards in its hand, so "units" counts them. "Income" is
what the start of the next round would deal it now (rulebook 002, "Start of the Next Round", "The Game"):
the dice cards due (territory cards // 2, at least the minimum), a special card for each whole continent's
allowance, and the conquest special cards if it took a territory this round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from warroom.rulesets.war_cards.game import WarCardsGame


def seat_standing(g: WarCardsGame, player: int) -> dict[str, int]:
    """Territory cards held, cards in hand, and the cards the next round would deal."""
    s, t, content = g.state, g.table, g.content
    if s.eliminated[player]:
        return {"spaces": 0, "units": 0, "income": 0, "cards": 0}
    income = g.dice_cards_due(player)
    for c, members in enumerate(t.continent_members):
        if s.continent_count[player][c] == len(members):
            income += t.continent_specials[c]
    if s.conquered[player]:
        income += content.conquest_specials
    hand = len(s.hands[player])
    return {"spaces": s.territory_count[player], "units": hand, "income": income, "cards": hand}
