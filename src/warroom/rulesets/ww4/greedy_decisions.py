"""The greedy World War IV player's answers to the decisions rules version 3 gave the players, each the
fixed policy of the earlier versions kept as its own choice, so seeded games go on as they did then.

Step 1, Random Event: its Royal Guard (rulebook 004, "King", Royal Guard: "you may choose another one of
your units in the same space to remove instead of the King").

It keeps the King whenever it can, giving up the cheapest unit: the engine lists the candidate kinds
cheapest first (ties: the kind with the oldest unit; guard.py), so the first one offered is exactly what
the fixed policy of rules versions 1-2 (``royal_guard=cheapest``) removed, and seeded games go on as they
did then.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import Assign, Recon, RoyalGuard


def choose_guard(legal: Sequence[Action]) -> Action:
    """The first (cheapest) unit offered to stand guard; the King goes only when nothing else may."""
    guards = [a for a in legal if isinstance(a, RoyalGuard)]
    return next((a for a in guards if a.kind), guards[0] if guards else legal[0])


def neutral_answer(decision: dict[str, Any], legal: Sequence[Action]) -> Action:
    """Deciding for the Barbarians (004, "Barbarians": "another player or neutral observer represents the
    Barbarians"; barbarians=seat): the neutral policy's answer the decision carries (``policy``)."""
    policy = decision["data"]["policy"]
    if decision["kind"] == "assign":
        answer: Action = Assign(str(policy[0]), bool(policy[1]))
    else:
        answer = Recon(str(policy[0]), bool(policy[1])) if policy else Recon("")
    return answer if answer in legal else legal[0]
