"""warroom: an engine, table and laboratory for territorial war board games.

The public API in one place::

    from warroom import new_game, list_rulesets
    game = new_game("war", players=4, seed=3)
    while not game.is_over():
        action = game.legal_actions()[0]
        game.apply(action)
"""

from warroom.core.actions import Action
from warroom.core.errors import BoardError, IllegalAction, SaveError, WarroomError
from warroom.core.game import Game, Result
from warroom.core.registry import get_ruleset, list_rulesets, new_game

__version__ = "0.1.0"

__all__ = [
    "Action",
    "BoardError",
    "Game",
    "IllegalAction",
    "Result",
    "SaveError",
    "WarroomError",
    "__version__",
    "get_ruleset",
    "list_rulesets",
    "new_game",
]
