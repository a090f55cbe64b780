"""The deal of a War Cards game (rulebook 002, "Objective Cards", "General Card", "Territory Cards"):
objective cards and the General by draw, territory cards dealt evenly from the General's left, both
piles shuffled."""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.rulesets.war import objectives
from warroom.rulesets.war_cards.state import WarCardsState

if TYPE_CHECKING:
    from warroom.rulesets.war_cards.game import WarCardsGame


def deal(game: WarCardsGame, colours: list[int]) -> WarCardsState:
    """Objective cards by draw, the General by draw, territory cards dealt evenly, piles shuffled."""
    t, content, dice, n = game.table, game.content, game.dice, game.players
    cards = list(range(len(content.objective_cards)))
    dice.shuffle(cards, "objective cards")
    dealt = cards[:n]
    (general,) = dice.sample(list(range(n)), 1, "General card")
    territories = list(range(t.size))
    dice.shuffle(territories, "territory cards")
    owner = [-1] * t.size
    # Dealt one by one from the General's left, so the General never gets one of the extra cards.
    for k, i in enumerate(territories):
        owner[i] = (general + 1 + k) % n
    dice_pile = [d.id for d in content.dice_cards]
    dice.shuffle(dice_pile, "dice pile")
    special_pile = list(content.special_cards)
    dice.shuffle(special_pile, "special pile")
    territory_count, continent_count = objectives.ownership_counts(owner, t.continent_of, n, len(t.continent_ids))
    return WarCardsState(
        players=n,
        colours=colours,
        owner=owner,
        objective_cards=dealt,
        objectives=[content.objective_index(c, n) for c in dealt],
        hands=[[] for _ in range(n)],
        dice_pile=dice_pile,
        special_pile=special_pile,
        eliminated=[False] * n,
        eliminated_by=[None] * n,
        alive_count=n,
        territory_count=territory_count,
        continent_count=continent_count,
        general=general,
        turn=general,
        conquered=[False] * n,
    )
