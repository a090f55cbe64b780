"""One volley of single dice, each with its own faces that kill and faces that rout: exact distributions.

World War IV (rulebook 004, "Combat Round") fires a unit's attack as one six-sided die: some faces kill
(destroy a unit), other faces rout it, the rest miss; which faces depends on the unit, its nation's
Innovations and the step. The ruleset picks the shooters and their faces; this module only counts, so the
luck calculator (:mod:`warroom.analysis`) can give the exact chance of what a volley did.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from warroom.battles.common import BattleError
from warroom.core.text import Msg

#: One shooter: (faces that kill, faces that rout but do not kill), as counts of faces.
Shooter = tuple[int, int]


def shooter(kill: Iterable[int], rout: Iterable[int], sides: int = 6) -> Shooter:
    """A shooter from its face sets; a face in both sets kills (the rulesets read kill first)."""
    kills = {f for f in kill if 1 <= f <= sides}
    routs = {f for f in rout if 1 <= f <= sides} - kills
    return len(kills), len(routs)


def volley_ways(shooters: Sequence[Shooter], sides: int = 6) -> dict[tuple[int, int], int]:
    """Ways (out of ``sides ** len(shooters)``) for the volley to score each (kills, routs)."""
    ways: dict[tuple[int, int], int] = {(0, 0): 1}
    for kill, rout in shooters:
        if kill < 0 or rout < 0 or kill + rout > sides:
            raise BattleError(Msg("battle.error.volley", sides=sides, kill=kill, rout=rout))
        miss = sides - kill - rout
        step: dict[tuple[int, int], int] = {}
        for (k, r), n in ways.items():
            for key, m in (((k + 1, r), kill), ((k, r + 1), rout), ((k, r), miss)):
                if m:
                    step[key] = step.get(key, 0) + n * m
        ways = step
    return ways
