"""A World War IV seat's standing for post-game charts (``Game.standing``).

A seat may play several nations: its figures are their sums over the nations still in play. "Spaces" are
the spaces the nation would Control if its Control Lands step were now (control.lands: a Fort, a City or
a Control unit there); "units" its units on the board (Spies and ships included, undeployed purchases
not); "income" what its Collect Income step would give on those spaces (control.income_of: C of each
space plus C1 per own Fort and City, nothing without a City; events that block a space's income counted),
so that a nation whose first Control Lands step is still to come stands at the income its lands will give
it, not at nothing. "money" is its treasury. "cities" the Cities it owns (``state.city``: the nation that last
controlled each), the dice of its Atomic Weapons check ("1. Random Event"), which a balance report reads at
the end of each game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.rulesets.ww4 import control

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game


def seat_standing(g: WW4Game, player: int) -> dict[str, int]:
    """Spaces held, units on the board, income, money and Cities of the nations ``player`` plays."""
    s = g.state
    nations = [n for n, seat in enumerate(s.seat_of) if seat == player and s.active[n]]
    lands = {n: control.lands(g, n) for n in nations}
    spaces = sum(len(held) for held in lands.values())
    units = sum(1 for u in s.units.values() if u.owner in nations)
    income = sum(control.income_of(g, n, held) for n, held in lands.items())
    money = sum(s.money[n] for n in nations)
    cities = sum(1 for owner in s.city if owner in nations)
    return {"spaces": spaces, "units": units, "income": income, "money": money, "cities": cities}
