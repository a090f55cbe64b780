"""The greedy War! Age of Imperialism player's Advanced play (issue 28: "computer players expand, research
and use the sea as well as incite"); greedy.py calls these at the Advanced level only, and ``greedy-v1``
not at all.

What the audit (sim/aoi_audit.py) showed the old player doing, and what this module changes:

- Exploring hopeless natives: an explorer succeeds on 2d6 >= the marker's number (rulebook 000,
  "Native Marker"), so a "12" takes 36 explorers (360 PP) on average, and a failed try turns the marker
  face down again ("Exploration"), so the old player tried the same "12" again and again (about 20
  explorers a game for 3.5 regions). Every marker turned up for all to see stays known to all (the
  view's ``native_seen``, :class:`AdvancedNotes`), and explorers go only where the chance is at
  least :data:`EXPLORE_CHANCE` (a number up to 10) or the marker was never seen. The remembered numbers
  also give the invasion odds (a face-down marker otherwise counts as a 10).
- Revolts suffered: every revolt the old players incited won (an unwesternized region falls for 25 - its
  rating, 13 to 21 PP, and loses its 10 VP and its buildings: Advanced Rules, "Westernizing"), and the
  old player westernized (2 x the rating) only when nothing else was worth buying. Westernizing now
  comes right after the first city.
- Research that does not pay: the old player tried Industry 1 and Rifles 1 in most games (about 35 PP
  a game); without any research the new player won 89.5% of 200 games against ``greedy-v1`` instead of
  82.5%. It now researches an Industry step only when the factories' extra PP over the turns left pay
  back 1.5 times the investment (:func:`research_score`).
- Too many explorers: even sent only where worth it, explorers cost more victory points than they
  bring; one at a time (greedy's ``explorers`` default at this level: 1 for 2) won 82.5% of 200
  2-player games against ``greedy-v1``, two 64%, three 31.5%, none 74.5%.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.rulesets.imperialism.actions import Move, Research, Westernize
from warroom.rulesets.imperialism.exploration import marker_value
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.research import chance

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.greedy_context import Context

#: The least chance of an exploration worth an explorer (10 PP): 6/36, a marker up to 10 (60 PP a region
#: on average, against 120 for an 11 and 360 for a 12: ten infantry bring as many victory points).
EXPLORE_CHANCE = 6 / 36
#: Westernizing an exposed region (its 10 VP and buildings against 13 to 21 PP of incitement): right after
#: a first city (12) in the buying order of greedy._buy_score.
WESTERNIZE_SCORE = 9.0
#: Research: its score when it pays back ``RESEARCH_PAYBACK`` times the PP invested in the turns left.
RESEARCH_SCORE = 6.0
RESEARCH_PAYBACK = 1.5
#: The production rounds a research is counted to pay over when the game has no set number of turns.
HORIZON = 5


def success_chance(value: int) -> float:
    """The chance that 2d6 reach ``value`` (an explorer's roll, "Native Marker")."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= value) / 36


class AdvancedNotes:
    """What the Advanced play notes at each decision besides the board: the production rounds left
    (:func:`turns_left`) and the empire's developed resources; :meth:`fill` also puts the value of every
    face-down native marker everyone has seen turned up (the view's ``native_seen``: public, kept in the
    game's state, so a search's copy of the game knows it too) in the context's ``native``."""

    def __init__(self) -> None:
        self.turns_left = HORIZON
        self.developed = 0

    def fill(self, game: Game, ctx: Context) -> None:
        """Note the production rounds left and the developed resources; put the markers seen in ``ctx``."""
        self.turns_left = turns_left(game, int(ctx.view["turn"]))
        self.developed = developed_resources(game, ctx.me)
        for r, marker in enumerate(ctx.seen):
            if marker is not None and ctx.native[r] == "?":
                ctx.native[r] = marker


def worth_exploring(ctx: Context, r: int) -> bool:
    """A native region where an explorer is worth sending: a marker never seen, or a good enough chance."""
    marker = ctx.native[r]
    if ctx.owner[r] is not None or marker is None:
        return False
    return marker == "?" or success_chance(marker_value(marker)) >= EXPLORE_CHANCE


def distance_to_target(ctx: Context, r: int, depth: int) -> int | None:
    """Steps by land (through own and unowned regions) from ``r`` to the nearest region worth exploring
    other than ``r``, up to ``depth``; None if there is none."""
    return ctx.steps_to(r, depth, lambda x: worth_exploring(ctx, x))


def explorer_step(ctx: Context, a: Move) -> bool:
    """Whether an explorer's move brings it into, or nearer to, a region worth exploring (it stays in one
    it stands in; it leaves one not worth a try)."""
    src, dst = ctx.index[a.source], ctx.index[a.target]
    if worth_exploring(ctx, src):
        return False
    if ctx.owner[dst] not in (None, ctx.me):
        return False  # another empire's region kills explorers
    if worth_exploring(ctx, dst):
        return True
    here, there = distance_to_target(ctx, src, 4), distance_to_target(ctx, dst, 4)
    return there is not None and (here is None or there < here)


def explorer_wanted(ctx: Context, r: int) -> bool:
    """An explorer bought at ``r`` would have a region worth exploring within three steps."""
    return worth_exploring(ctx, r) or distance_to_target(ctx, r, 3) is not None


def action_score(ctx: Context, a: Action, notes: AdvancedNotes) -> float | None:
    """The Advanced production actions this module scores differently (None: greedy's old score)."""
    if isinstance(a, Westernize):
        # Any unwesternized region may be incited by another player; a revolt costs it all.
        return WESTERNIZE_SCORE - ctx.native_rating(ctx.index[a.region]) / 10
    if isinstance(a, Research):
        return research_score(ctx, a, notes.turns_left, notes.developed)
    return None


def research_score(ctx: Context, a: Research, turns_left: int, developed: int) -> float:
    """Research only what pays back before the game ends: an Industry step adds one PP per developed
    resource to each factory ("Industry 1": 10 + 3 x Developed Resources) every production round left,
    against the PP invested (lost on a failed roll). Rifles, Science, Education and Metallurgy bring no
    victory point in a game of a few turns: none of them paid (see the module docstring)."""
    if not a.tech.startswith("industry-"):
        return 0.0
    factories = ctx.count_buildings("factory")
    odds = float(chance(a.pp + ctx.research_bonus()))
    gain = factories * developed * turns_left * odds
    if gain <= RESEARCH_PAYBACK * a.pp:
        return 0.0
    # Of the investments that pay, the one with the most PP expected back.
    return RESEARCH_SCORE + min(2.0, (gain - a.pp) / 100)


def developed_resources(game: Game, colour: str) -> int:
    """The developed resources of value of the empire ``colour`` (face up on the board, for all to see):
    what "Factory" production counts (10 + 2 x Developed Resources)."""
    if not isinstance(game, ImperialismGame):
        return 0
    s = game.state
    e = game.empire_of(colour)
    return sum(
        1
        for o, up, value in zip(s.owner, s.resource_up, s.resource, strict=True)
        if o == e and up and isinstance(value, int) and value > 0
    )


def turns_left(game: Game, turn: int) -> int:
    """The production rounds left after this one: the agreed turns (option ``turns``) less ``turn``;
    :data:`HORIZON` when the game ends otherwise (a time, the last empire standing)."""
    turns = game.options.get("turns")
    if game.options.get("end", "turns") != "turns" or not isinstance(turns, int):
        return HORIZON
    return max(0, turns - turn)
