"""Post-game analysis on top of the rulesets: standings per round, the luck calculator, the summary.

:func:`summary` replays a finished game and answers its standings at the end of every round, every
battle roll with the exact chance of what happened and the losses each side could expect, and each
seat's luck (docs/battles.md, "Luck"; docs/server.md, "Summary").
"""

from warroom.analysis.luck import Roll, SeatLuck, seat_luck
from warroom.analysis.summary import summary

__all__ = ["Roll", "SeatLuck", "seat_luck", "summary"]
