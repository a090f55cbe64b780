"""The plans the plan search (:mod:`warroom.agents.plan_search`) weighs in War! Age of Imperialism.

A plan is a setting of the greedy player (:class:`warroom.rulesets.imperialism.greedy.GreedyImperialismAgent`)
for one game turn: how good the exact odds of an invasion must be (of natives, ``invade``; of another
empire, ``attack``), how much armies are worth buying against buildings (``armies``), and how many
explorers it keeps (``explorers``). The plans differ in what they do, not only in what they do
first: a milder first set (``armies=2``, ``armies=0.5``, odds of 0.55 and 0.85) bought the same
pieces in another order and played the same turns as the greedy player in most playouts.

A planning turn is a game turn (000_3e12fc68eb0f2502.txt, "The Turns (Sequence of Play)": two
movement rounds, then production): the plan is chosen at the seat's first decision of a turn, and a
playout runs to the seat's first decision of the next one, where production has been counted and
what was bought is on the board (and, with the plan search's default horizon there, on to the end
of the game, the greedy player in the seat's place after the plan's turn).
"""

from __future__ import annotations

from warroom.core.game import Game

#: The plans weighed in every turn: agent specs, the heuristic's own setting first.
IMPERIALISM_PLANS: tuple[str, ...] = (
    "greedy",
    "greedy:invade=0.5,attack=0.45",
    "greedy:invade=0.9,attack=0.9",
    "greedy:armies=3",
    "greedy:armies=0.3",
    "greedy:explorers=4",
)


def imperialism_plans(game: Game, player: int) -> tuple[str, ...]:
    """The plans an Imperialism seat weighs: :data:`IMPERIALISM_PLANS`."""
    return IMPERIALISM_PLANS


def imperialism_turn(game: Game, player: int) -> object:
    """The planning turn of ``player``'s decision: the game turn (public: ``Game.round_number``)."""
    return game.round_number()
