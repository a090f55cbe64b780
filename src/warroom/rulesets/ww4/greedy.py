"""A greedy player for World War IV (agent ``greedy``, issue 9: "a computer player that protects its king,
uses spies and respects food").

It reads only what its seat may know: the public pieces, money and effects (greedy_seat.py reads them
straight from a World War IV game's state, the same as ``game.view(player)`` shows them, only cheaper;
``game.view`` itself for any other game object), the board and the content (public data) and
``game.legal_actions()``; every action it returns is one of the legal actions. Each call scores the legal
actions of the moment and takes the best (no memory between calls), so a step is a series of small
decisions. This module holds the agent and sends each step (rulebook 004, "Order of Play": the nine
steps) to the module that decides it:

- greedy_seat.py: the seat's cheap view (issue 28, "Faster playouts");
- greedy_view.py: what it reads from the view (pieces, Food, Control, threats to the King, values);
- greedy_strength.py: its estimate of a side's strength in combat (Table 3 as printed);
- greedy_move.py: 4. Movement (King safety, guards, invasions, Food, Spies walking to enemy Kings);
- greedy_assassination.py: 5. Assassination (which attempt);
- greedy_purchase.py: 6. Purchase Units and 7. Deploy Units (and the Free Build's);
- greedy_decisions.py: 1. Random Event (the Royal Guard: the cheapest unit instead of the King), and the
  Barbarians' decisions when it decides for them (barbarians=seat: the neutral policy's answer);
- greedy_spend.py, greedy_hunt.py, greedy_spies.py, greedy_navy.py (issue 28: it plays the whole game):
  money left goes on Bombers, ships, Forts and hunting Spies; spare units march on enemy Kings and Cities;
  Spies go at Kings in packs; Frigates carry armies and Spies, Destroyers join invasions. ``greedy-v1``
  (``GreedyV1WW4Agent``) is the player before these, kept to measure against;
- greedy_combat.py: 8. Combat (the order of combats, casualties, Reconnaissance, Bombardment, Maneuver,
  Pillage).

Its settings (the superiority an invasion needs, the hunters' pack, the ships and Bombers it keeps, ...)
are spec parameters: greedy_settings.py.

Diplomacy: it never gives money nor shares cards. Decisions: its estimates use Table 3 as printed
(Innovation boosts are ignored); distances are over land borders (Spies walk; they sail only aboard a
Frigate: greedy_navy.py); barbarians never move,
so only active players' units threaten.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.players.base import Agent, register_agent
from warroom.rulesets.ww4.content import load_content
from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.greedy_assassination import choose_assassination
from warroom.rulesets.ww4.greedy_combat import LOSING, choose_decision, choose_fight
from warroom.rulesets.ww4.greedy_decisions import choose_guard, neutral_answer
from warroom.rulesets.ww4.greedy_move import BARBARIANS, ENOUGH, SUPERIORITY, choose_move
from warroom.rulesets.ww4.greedy_purchase import MIX, SPIES_WANTED, choose_deploy, choose_purchase
from warroom.rulesets.ww4.greedy_seat import seat_context
from warroom.rulesets.ww4.greedy_settings import PARAMS, make_settings
from warroom.rulesets.ww4.greedy_spend import choose_spend
from warroom.rulesets.ww4.greedy_strength import ROUT, strength, unit_power
from warroom.rulesets.ww4.greedy_view import KING_VALUE, View, end_step
from warroom.rulesets.ww4.tuning import TUNED

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
    """The greedy World War IV player (agent ``greedy``): the best-scored legal action of the moment, by the
    step's module (the module docstring)."""

    name = "greedy"
    rulesets = frozenset({"ww4"})
    #: It plays the whole game (issue 28): spends its income on Bombers, ships and Forts too, hunts
    #: Kings and capitals, sails its ships (greedy_spend.py, greedy_hunt.py, greedy_navy.py).
    hunt = True
    #: Its settings (greedy_settings.py: ``greedy:strike=1.2,pack=4``; the defaults are its hand-set
    #: values and ``match`` 7), so that the plan search weighs variants of it (warroom.agents.plans_ww4).
    params: ClassVar[dict[str, type]] = PARAMS

    def __init__(self, seed: int = 0, **settings: Any) -> None:
        """``settings``: values of greedy_settings.Settings in place of the defaults (checked there)."""
        super().__init__(seed)
        self.settings = make_settings(**settings)

    def choose(self, game: Game, player: int) -> Action:
        legal = list(game.legal_actions())
        if len(legal) == 1:
            return legal[0]
        # The seat's cheap view (greedy_seat.py) where the game is World War IV's own; the full view else.
        ctx = self._context(game, player)
        action = self._choose(ctx, legal)
        return action if action in set(legal) else end_step(legal)

    def _context(self, game: Game, player: int) -> View:
        """The agent's reading of the position (the cheap one where the game is World War IV's own)."""
        if isinstance(game, WW4Game):
            ctx = seat_context(game, player)
        else:  # the data the game's option names (tuning.py), where the game (or a wrapper) has options
            options = getattr(game, "options", {})
            ctx = View(game.view(player), load_content(str(options.get("tuning", TUNED))))
        ctx.hunt = self.hunt
        ctx.settings = self.settings
        return ctx

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
            return choose_spend(ctx, legal) if ctx.hunt else choose_purchase(ctx, legal)
        if step in ("deploy", "free-deploy"):
            return choose_deploy(ctx, legal)
        if step == "combat":
            return choose_fight(ctx, legal)
        return end_step(legal)


class GreedyV1WW4Agent(GreedyWW4Agent):
    """The greedy player as it was before issue 28 (the same choices, as fast): it never buys Bombers nor
    ships, keeps its ships where they are and goes for no capital nor King in particular. Kept to measure
    the new one against (docs/tournaments.md, "World War IV")."""

    name = "greedy-v1"
    hunt = False

    def __init__(self, seed: int = 0, **settings: Any) -> None:
        """As :class:`GreedyWW4Agent`, but its guard does not match the hunters unless asked (``match=0``:
        the player before that setting)."""
        settings.setdefault("match", 0)
        super().__init__(seed, **settings)


register_agent("greedy", GreedyWW4Agent)
register_agent("greedy-v1", GreedyV1WW4Agent)
