"""A greedy player for World War IV (agent ``greedy``, issue 9: "a computer player that protects its king,
uses spies and respects food").

It reads only ``game.view(player)``, the board and the content (public data) and ``game.legal_actions()``;
every action it returns is one of the legal actions. Each call scores the legal actions of the moment and
takes the best (no memory between calls), so a step is a series of small decisions. This module holds the
agent and sends each step (rulebook 004, "Order of Play": the nine steps) to the module that decides it:

- greedy_view.py: what it reads from the view (pieces, Food, Control, threats to the King, values);
- greedy_strength.py: its estimate of a side's strength in combat (Table 3 as printed);
- greedy_move.py: 4. Movement (King safety, guards, invasions, Food, Spies walking to enemy Kings);
- greedy_assassination.py: 5. Assassination (which attempt);
- greedy_purchase.py: 6. Purchase Units and 7. Deploy Units (and the Free Build's);
- greedy_decisions.py: 1. Random Event (the Royal Guard: the cheapest unit instead of the King), and the
  Barbarians' decisions when it decides for them (barbarians=seat: the neutral policy's answer);
- greedy_combat.py: 8. Combat (the order of combats, casualties, Reconnaissance, Bombardment, Maneuver,
  Pillage).

Diplomacy: it never gives money nor shares cards. Decisions: its estimates use Table 3 as printed
(Innovation boosts are ignored); distances are over land borders (Spies do not sail); barbarians never move,
so only active players' units threaten.
"""

from __future__ import annotations

from collections.abc import Sequence

from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.players.base import Agent, register_agent
from warroom.rulesets.ww4.content import load_content
from warroom.rulesets.ww4.greedy_assassination import choose_assassination
from warroom.rulesets.ww4.greedy_combat import LOSING, choose_decision, choose_fight
from warroom.rulesets.ww4.greedy_decisions import choose_guard, neutral_answer
from warroom.rulesets.ww4.greedy_move import BARBARIANS, ENOUGH, SUPERIORITY, choose_move
from warroom.rulesets.ww4.greedy_purchase import MIX, SPIES_WANTED, choose_deploy, choose_purchase
from warroom.rulesets.ww4.greedy_strength import ROUT, strength, unit_power
from warroom.rulesets.ww4.greedy_view import KING_VALUE, View, end_step

#: The names this module had before it was split, still importable from here.
__all__ = [
    "BARBARIANS",
    "ENOUGH",
    "KING_VALUE",
    "LOSING",
    "MIX",
    "ROUT",
    "SPIES_WANTED",
    "SUPERIORITY",
    "GreedyWW4Agent",
    "View",
    "strength",
    "unit_power",
]


class GreedyWW4Agent(Agent):
    name = "greedy"
    rulesets = frozenset({"ww4"})

    def choose(self, game: Game, player: int) -> Action:
        legal = list(game.legal_actions())
        if len(legal) == 1:
            return legal[0]
        ctx = View(game.view(player), load_content())
        action = self._choose(ctx, legal)
        return action if action in set(legal) else end_step(legal)

    def _choose(self, ctx: View, legal: Sequence[Action]) -> Action:
        """The step's (or the pending decision's) module decides."""
        decision = ctx.v.get("decision")
        step = ctx.v["step"]
        if decision is not None and decision["kind"] == "royal-guard":
            return choose_guard(legal)
        if decision is not None and "policy" in decision.get("data", {}):
            return neutral_answer(decision, legal)
        if decision is not None:
            return choose_decision(ctx, decision, legal)
        if step == "movement":
            return choose_move(ctx, legal)
        if step == "assassination":
            return choose_assassination(ctx, legal)
        if step in ("purchase", "free-purchase"):
            return choose_purchase(ctx, legal)
        if step in ("deploy", "free-deploy"):
            return choose_deploy(ctx, legal)
        if step == "combat":
            return choose_fight(ctx, legal)
        return end_step(legal)


register_agent("greedy", GreedyWW4Agent)
