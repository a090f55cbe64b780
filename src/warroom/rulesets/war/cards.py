"""Territory cards: figures, valid trade sets and the trade options of a hand.

Rulebook 001, "Card Trading": three cards with different figures or three with the same figure
may be traded; "The wildcard always gives the player the option of choosing any one of the 3
figures". The value of a trade follows one game-wide sequence (see WarContent.trade_value).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations

WILD = "wild"


def is_valid_set(figures: Sequence[str]) -> bool:
    """Three figures that are all equal or all different once wildcards stand for what is needed."""
    if len(figures) != 3:
        return False
    real = [f for f in figures if f != WILD]
    distinct = len(set(real))
    return distinct <= 1 or distinct == len(real)


def trade_options(hand: Sequence[str], figure: Mapping[str, str]) -> list[tuple[str, ...]]:
    """Every valid 3-card trade in a hand, each as a sorted tuple of card ids, without repeats."""
    seen: set[tuple[str, ...]] = set()
    out: list[tuple[str, ...]] = []
    for combo in combinations(sorted(hand), 3):
        if combo not in seen and is_valid_set([figure[c] for c in combo]):
            seen.add(combo)
            out.append(combo)
    return out
