"""Setting up a WAR game: colours, secret objectives, the dealer, the territory deal, the deck.

Rulebook 001, "Objective Cards" and "Distribution of Legions and Provinces": each player is dealt
one secret objective; each player rolls a die and the highest deals; the territory cards (without
the wildcards) are dealt clockwise from the dealer's left and each gets one army; the cards are then
gathered with the wildcards and shuffled into the draw pile. "The Game": play begins with the player
after the one who received the last card.
"""

from __future__ import annotations

from warroom.core.dice import Dice
from warroom.rulesets.war.objectives import ownership_counts
from warroom.rulesets.war.state import WarState
from warroom.rulesets.war.table import WarTable


def choose_dealer(players: int, dice: Dice) -> int:
    """Every player rolls one die; the highest deals, and tied leaders roll again."""
    contenders = list(range(players))
    while True:
        rolls = dice.roll(len(contenders), "dealer", seats=contenders)
        best = max(rolls)
        contenders = [p for p, r in zip(contenders, rolls, strict=True) if r == best]
        if len(contenders) == 1:
            return contenders[0]


def deal(table: WarTable, players: int, colours: list[int], objective_pool: list[int], dice: Dice) -> WarState:
    """Build the opening state: objectives dealt, territories dealt with one army each."""
    content = table.content
    pool = list(objective_pool)
    dice.shuffle(pool, "objectives")
    objectives = pool[:players]

    dealer = choose_dealer(players, dice)
    territory_cards = list(range(table.size))
    dice.shuffle(territory_cards, "territory deal")
    owner = [-1] * table.size
    last = dealer
    for k, space in enumerate(territory_cards):
        last = (dealer + 1 + k) % players
        owner[space] = last

    deck = list(table.ids) + [f"wild-{n}" for n in range(1, content.wildcards + 1)]
    dice.shuffle(deck, "territory deck")

    territory_count, continent_count = ownership_counts(owner, table.continent_of, players, len(table.continent_ids))
    first = (last + 1) % players
    return WarState(
        players=players,
        colours=colours,
        owner=owner,
        armies=[1] * table.size,
        objectives=objectives,
        hands=[[] for _ in range(players)],
        deck=deck,
        eliminated=[False] * players,
        eliminated_by=[None] * players,
        alive_count=players,
        territory_count=territory_count,
        continent_count=continent_count,
        dealer=dealer,
        first_player=first,
        turn=first,
        moved=[0] * table.size,
    )
