"""The plans the plan search (:mod:`warroom.agents.plan_search`) weighs in War! Age of Imperialism.

A plan is a setting of the greedy player (:class:`warroom.rulesets.imperialism.greedy.GreedyImperialismAgent`)
for one game turn: how good the exact odds of an invasion must be (of natives, ``invade``; of another
empire, ``attack``), how much armies are worth buying against buildings (``armies``), and how many
explorers it keeps (``explorers``). The plans differ in what they do, not only in what they do
first: a milder first set (``armies=2``, ``armies=0.5``, odds of 0.55 and 0.85) bought the same
pieces in another order and played the same turns as the greedy player in most playouts.

The first turn holds the draft ("Choosing Regions"), and its plans are other: the greedy player's
draft, or claiming every region of one global region (``complete``: a whole one adds 5 to the score,
000_3e12fc68eb0f2502.txt, "How to Win", and 30 PP a turn at Basic, "Production") and buying armies
at twice the weight for the opening purchase and that turn's production (``armies=2``: a region no
land border protects is not on the greedy player's frontier, where it buys its armies). The global
regions weighed are those the seat can still complete alone with the claims it has left, the
:data:`DRAFT_PLANS` with the fewest land borders to the rest of the world (the easiest to hold).

A planning turn is a game turn (000_3e12fc68eb0f2502.txt, "The Turns (Sequence of Play)": two
movement rounds, then production): the plan is chosen at the seat's first decision of a turn, and a
playout runs to the seat's first decision of the next one, where production has been counted and
what was bought is on the board (and, with the plan search's default horizon there, on to the end
of the game, the greedy player in the seat's place after the plan's turn).
"""

from __future__ import annotations

from typing import Any

from warroom.core.game import Game
from warroom.rulesets.imperialism.content import Geography, load_content
from warroom.rulesets.imperialism.greedy_context import still_to_claim

#: The plans weighed in every turn after the draft: agent specs, the heuristic's own setting first.
IMPERIALISM_PLANS: tuple[str, ...] = (
    "greedy",
    "greedy:invade=0.5,attack=0.45",
    "greedy:invade=0.9,attack=0.9",
    "greedy:armies=3",
    "greedy:armies=0.3",
    "greedy:explorers=4",
)
#: The plans weighed at Advanced after the draft (issue 28): the greedy player's Advanced play keeps one
#: explorer and few armies, and at that level ``explorers=4`` and ``armies=3`` lose badly (4 explorers
#: won 35.5% of 200 games against ``greedy-v1``, ``armies=1.5`` 25%, docs/tournaments.md), so playouts
#: of them were wasted. These stay near what wins there: the invasion odds as in every level, a little
#: more and fewer armies (``armies=0.6`` won 90% against ``greedy-v1``), and no explorer or two.
ADVANCED_PLANS: tuple[str, ...] = (
    "greedy",
    "greedy:invade=0.5,attack=0.45",
    "greedy:invade=0.9,attack=0.9",
    "greedy:armies=1.25",
    "greedy:armies=0.5",
    "greedy:explorers=0",
    "greedy:explorers=2",
)
#: How many global regions to complete the draft weighs (each a plan besides the greedy player's).
DRAFT_PLANS = 2


def imperialism_plans(game: Game, player: int) -> tuple[str, ...]:
    """The plans an Imperialism seat weighs: in the draft the greedy player's and
    :func:`draft_plans`; after it :data:`ADVANCED_PLANS` at the Advanced level, else
    :data:`IMPERIALISM_PLANS`."""
    view = game.view(player)
    if view["phase"] == "draft":
        return ("greedy", *draft_plans(view))
    return ADVANCED_PLANS if view["level"] == "advanced" else IMPERIALISM_PLANS


def draft_plans(view: dict[str, Any]) -> list[str]:
    """Plans completing a global region, for the deciding empire of a draft ``view``: one for each of
    the :data:`DRAFT_PLANS` global regions with the fewest land borders to other global regions (ties
    by id) among those no other empire holds a region of and whose unclaimed regions the empire's
    claims left would all take."""
    me = view["deciding_empire"]
    left = next((row.get("draft_left", 0) for row in view["empires"] if row["colour"] == me), 0)
    geo = load_content().geography
    owner: list[str | None] = [None] * len(geo.board.ids)
    for sp in view["spaces"]:
        owner[geo.board.index[sp["id"]]] = sp.get("owner")
    open_regions = [
        (_land_borders(geo, gi), gid)
        for gi, (gid, members) in enumerate(geo.global_regions)
        if still_to_claim(members, owner, me, left)
    ]
    return [f"greedy:complete={gid},armies=2" for _, gid in sorted(open_regions)[:DRAFT_PLANS]]


def _land_borders(geo: Geography, gi: int) -> int:
    """How many regions of other global regions border global region ``gi`` by land."""
    members = geo.global_regions[gi][1]
    return len({n for r in members for n in geo.land_adj[r] if geo.global_of[n] != gi})


def imperialism_turn(game: Game, player: int) -> object:
    """The planning turn of ``player``'s decision: the game turn (public: ``Game.round_number``)."""
    return game.round_number()
