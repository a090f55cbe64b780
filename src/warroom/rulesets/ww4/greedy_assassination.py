"""Step 5, Assassination, for the greedy World War IV player: every attempt there is, Kings first (a
player's before a barbarian's: "any roll of 6 kills the target King! No modifiers"), then Spies of players
(those beside their King first), and barbarian Spies only where it Controls the space (rulebook 004,
"5. Assassination": "If you do not Control the space ... subtract 1 from your die roll").
"""

from __future__ import annotations

from collections.abc import Sequence

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import Assassinate
from warroom.rulesets.ww4.greedy_view import View, end_step


def choose_assassination(ctx: View, legal: Sequence[Action]) -> Action:
    """The most valuable attempt (scores above); EndStep when none is worth it."""
    best: tuple[float, Action] = (0.0, end_step(legal))
    control = {ctx.index[x] for x in ctx.rows[ctx.me]["control"]}
    for a in legal:
        if not isinstance(a, Assassinate):
            continue
        player = a.nation in ctx.active
        # The spaces where this attempt can be (an own Spy and the target's Spy or King there).
        where = [x for x in set(ctx.spies.get(ctx.me, [])) if ctx.spaces[x]["units"].get(a.nation, {}).get(a.target)]
        if a.target == "king":
            score = 4.0 if player else 1.0
        elif player:
            score = 3.0 if any(ctx.kings.get(a.nation) == x for x in where) else 2.0
        else:
            score = 0.5 if any(x in control for x in where) else 0.0
        if score > best[0]:
            best = (score, a)
    return best[1]
