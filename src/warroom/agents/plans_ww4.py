"""The plans the plan search (:mod:`warroom.agents.plan_search`) weighs in World War IV.

A plan is a setting of the greedy player (:mod:`warroom.rulesets.ww4.greedy_settings`) for one round of
the seat: how much superiority an invasion needs (elsewhere, at a City, at an enemy King), how many units
it masses beside a goal and how hard it marches on the goals, how many hunting Spies it buys and sends in
together, and what it spends on Bombers, ships and Forts. The plans differ in what they do (rulebook 004,
"Victory!": Last King Standing, the World Rule, the Atomic Weapons dice), not only in what they do first.
Every plan keeps five Spies beyond the hand-set two beside the King while enemy Spies are within reach of
him (``guard=5``): a King dies only once his colour's Spies in his space are dead ("5. Assassination"),
and a hunting Spy kills a guard on a 5 or 6 (it does not Control the space), one attempt a turn: a pack of
six cannot kill seven guards in one turn. Against three greedy players, seats rotated, 400 games
(docs/tournaments.md, "World War IV: the King's guard"; the greedy player before its guard matched the
hunters, ``match=0``), the greedy player with that guard alone wins 61.8%; the hand-set one, 25% by
symmetry. (The greedy player's own guard, ``match``, keeps up to seven, as many as the enemy Spies near its
King: with ``guard=5`` the plans keep seven whenever any are near, so the default's change from four to seven
in rules version 8 changed no plan.)

- King hunt (first: it stands unless beaten; as a fixed player it wins 72.5% of those games): all in on the
  nearest enemy King, a pack of four hunters and up to fourteen in all, a King's space invaded at even
  strength, a City at 1.3, big staging stacks and a hard march;
- ``greedy:guard=5``: the heuristic's own setting with the guard;
- hold: invade only at a large superiority, no march on the goals beyond the frontier's pull, few
  hunters: income and Control first, what a turn of the Atomic dice rewards (every City held rolls);
- fleet: Bombers from C12 on (up to six), four Destroyers and two Frigates, no Forts: the reach of
  "Flight" and "Transport" for capitals far by land;
- assault: invade everywhere at lower odds (1.5 elsewhere, 1.2 at a City, 1.2 at barbarians);
- the pack hunt, only where an enemy King is seen with four Spies or more of his colour beside him, and
  then first (it stands): the King hunt in packs of twelve, 24 hunters in all. Seven guards hold off packs
  of four, and a choice of plan scored at the seat's next turn cannot see a hunt that pays turns later:
  offered beside the King hunt it won no more games, standing first it wins more (docs/tournaments.md).

A planning turn is a round of the seat (``ww4_turn``): the plan is chosen at the seat's first decision
of a round's turn and played until its next one (its answers to combat decisions in others' turns
included), and a playout runs to the start of the seat's next turn, where the World War IV evaluation
(:mod:`warroom.agents.evaluate_ww4`) scores it (the family's default horizon, 1: a playout to the end
of a game costs about ten times as much, docs/tournaments.md "World War IV: hard").
"""

from __future__ import annotations

from typing import Any

from warroom.core.game import Game

#: The plans weighed at every turn of the seat: agent specs, the one that stands unless beaten first.
WW4_PLANS: tuple[str, ...] = (
    "greedy:king_strike=0.9,strike=1.3,hunters=14,pack=4,stack=6,march=12,guard=5",
    "greedy:guard=5",
    "greedy:superiority=2.6,strike=2.2,king_strike=1.8,march=3,hunters=4,guard=5",
    "greedy:bombers=6,destroyers=4,frigates=2,rich=12,forts=0,guard=5",
    "greedy:superiority=1.5,strike=1.2,barbarians=1.2,guard=5",
)


#: The King hunt in packs of twelve (24 hunters): as a fixed player it wins 41.0% against three players who
#: keep five guards more beside their King, where the King hunt with packs of four wins 24.8%.
PACK_HUNT = "greedy:pack=12,hunters=24,king_strike=0.9,strike=1.3,guard=5"
#: Spies of his colour beside an enemy King from which the pack hunt stands first.
GUARDED = 4


def ww4_plans(game: Game, player: int) -> tuple[str, ...]:
    """The plans a World War IV seat weighs: :data:`WW4_PLANS`, led by :data:`PACK_HUNT` where an enemy
    King is seen with at least :data:`GUARDED` Spies of his colour beside him."""
    view = game.view(player)
    mine = set(view.get("your_nations") or ())
    guards = [
        kinds.get("spy", 0)
        for space in view["spaces"]
        for colour, kinds in (space.get("units") or {}).items()
        if colour not in mine and "king" in kinds
    ]
    if guards and max(guards) >= GUARDED:
        return (PACK_HUNT, *WW4_PLANS)
    return WW4_PLANS


def ww4_turn(game: Game, player: int) -> object:
    """The planning turn of ``player``'s decision: the round of the seat's latest turn begun (public: the
    round and whose turn it is). It changes where the seat's first nation in the turn order begins its
    turn, not at the seat's answers to combat decisions in the turns of the nations before it."""
    g: Any = game  # World War IV's state: the round and the turn order.
    s = g.state
    begun = any(s.seat_of[n] == player for n in s.order[: s.current + 1])
    return s.turn if begun else s.turn - 1


def ww4_out(game: Game, player: int) -> bool:
    """Whether the seat has no nation left in play (its Kings are gone: rulebook 004, "Defeat!"): a
    playout stops there rather than running on to the end of the game without it."""
    from warroom.rulesets.ww4 import ending

    g: Any = game
    return not ending.seats_in(g)[player]
