"""The game-agnostic core: boards, games, actions, dice, event log, views and saves.

Nothing in this package knows the rules of any particular game; rulesets plug into it.
"""
