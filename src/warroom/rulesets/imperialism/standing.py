"""A War! Age of Imperialism seat's standing for post-game charts (``Game.standing``).

A seat may play several empires (two-player games): its figures are their sums. "Spaces" are the land
regions owned; "units" the armies and ships on the board (explorers and engineers are no fighting pieces);
"income" the production points the empire would count now (production.income's total, blockade
included), the same sum its next production round collects before any saved points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.rulesets.imperialism import pieces, production

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame


def seat_standing(g: ImperialismGame, player: int) -> dict[str, int]:
    """Regions, armies and ships, and production points of the empires ``player`` plays."""
    s = g.state
    empires = [e for e in range(s.empires) if s.seat_of[e] == player and not s.eliminated[e]]
    spaces = sum(1 for o in s.owner if o in empires)
    units = sum(1 for p in s.pieces.values() if p.owner in empires and (p.kind in pieces.ARMIES or p.kind == "ship"))
    income = sum(production.income(g, e)["total"] for e in empires)
    return {"spaces": spaces, "units": units, "income": income, "pp": sum(s.pp[e] for e in empires)}
