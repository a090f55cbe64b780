"""The settings of the greedy World War IV player, spec parameters (``greedy:strike=1.2,pack=4``), so that
the plan search (:mod:`warroom.agents.plans_ww4`) can weigh variants of it as whole-round plans.

The defaults are the player's hand-set values (issue 28), and ``match`` 7 (added later, 4 until rules version
8): a seeded game played by ``greedy:match=0`` is the same game as before they were parameters, and one played
by ``greedy:match=4`` on the data of rules version 7 (``tuning=tuned-7``) the same as before the default was 7
(tests/rulesets/ww4/test_ww4_greedy_settings.py).
Each setting is read where the module that decides it used its constant:

- ``superiority``, ``barbarians``, ``enough`` (greedy_move.py): invade with this many times the defence's
  strength (barbarians: ``barbarians``), send no more once ``enough``; a landing from the sea
  (greedy_navy.py) needs ``superiority`` too;
- ``strike``, ``king_strike``, ``stack`` (greedy_hunt.py): the superiority an invasion of a City it does
  not hold, and of an enemy King's space, needs; the units a staging space holds beyond its Food;
- ``march`` (greedy_hunt.py): how much a spare unit's step toward a goal scores (against spreading
  toward the frontier, 5 to 11, and Spy moves, 15 and up): higher marches more of the army on the goals;
- ``pack``, ``hunters`` (greedy_spies.py): the most hunting Spies that go in together, and the hunters
  it buys up to;
- ``rich``, ``bombers``, ``destroyers``, ``frigates``, ``forts`` (greedy_spend.py, greedy_purchase.py):
  the money at which a Bomber replaces the mix's next Control unit, the most Bombers, Destroyers and
  Frigates it keeps, and whether it buys Forts (1) or not (0);
- ``guard`` (greedy_view.py, greedy_spend.py): Spies beyond two kept beside the King while enemy Spies are
  within reach of him, bought when missing (0: none beyond those ``match`` wants);
- ``losing`` (greedy_combat.py): withdraw when the other side is this many times stronger;
- ``target`` (greedy_target.py): which enemy King the hunters go for: 1, by what the hunt costs and wins;
  0, the nearest by land (the player before it, whose seeded games ``greedy:target=0`` replays);
- ``match`` (greedy_view.py, greedy_spend.py): the King's guard Spies match the enemy Spies within three
  spaces of him, up to this many and two at least (so 1 and 2 keep two), bought when missing; 0: the
  player before it, two whatever comes, none bought (``greedy:match=0`` replays its games).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from warroom.core.text import Msg
from warroom.players.base import AgentError


@dataclass(frozen=True)
class Settings:
    """One setting of the greedy World War IV player (the defaults: its hand-set values, and ``match`` 7)."""

    superiority: float = 2.0
    barbarians: float = 1.6
    enough: float = 3.5
    strike: float = 1.5
    king_strike: float = 1.2
    stack: int = 4
    march: float = 8.0
    pack: int = 6
    hunters: int = 8
    rich: int = 20
    bombers: int = 3
    destroyers: int = 2
    frigates: int = 1
    forts: int = 1
    losing: float = 2.2
    target: int = 1
    guard: int = 0
    #: Seven, not four (docs/balance.md, "Rules version 8"): with four, the remote King (red's) won most
    #: self-play games, because the others' Kings fell to hunting Spies that a guard of seven holds off.
    match: int = 7


#: The hand-set values, and ``match`` 7.
DEFAULTS = Settings()

#: Every setting's type, for the agent's spec parameters.
PARAMS: dict[str, type] = {f.name: type(getattr(DEFAULTS, f.name)) for f in fields(Settings)}

#: The range each setting may take (a spec from a request must not make the player loop or crash).
_RANGES: dict[str, tuple[float, float]] = {
    "superiority": (0.1, 100.0),
    "barbarians": (0.1, 100.0),
    "enough": (0.1, 100.0),
    "strike": (0.1, 100.0),
    "king_strike": (0.1, 100.0),
    "stack": (0, 50),
    "march": (0.0, 100.0),
    "pack": (1, 50),
    "hunters": (0, 50),
    "rich": (0, 1000),
    "bombers": (0, 50),
    "destroyers": (0, 50),
    "frigates": (0, 50),
    "forts": (0, 1),
    "losing": (0.1, 100.0),
    "target": (0, 1),
    "guard": (0, 20),
    "match": (0, 20),
}


def make_settings(**values: Any) -> Settings:
    """The settings with ``values`` in place of the defaults, each checked against its range (AgentError
    naming the setting, the range and the value otherwise)."""
    for key, value in values.items():
        low, high = _RANGES[key]
        if not low <= value <= high:
            raise AgentError(
                Msg(
                    "agent.error.range_between",
                    agent="greedy",
                    key=repr(key),
                    low=f"{low:g}",
                    high=f"{high:g}",
                    value=str(value),
                )
            )
    return Settings(**values)
