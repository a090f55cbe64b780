"""The agent interface and the registry of agent specs (``random``, ``greedy``, ...)."""

from __future__ import annotations

import random
from typing import ClassVar

from warroom.core.actions import Action
from warroom.core.errors import WarroomError
from warroom.core.game import Game


class AgentError(WarroomError):
    """An unknown agent spec, or an agent asked to play a ruleset it does not support."""


class Agent:
    """A computer player. ``choose`` may look only at ``game.view(player)`` and ``game.legal_actions()``.

    Agents get their own random generator, separate from the game's dice, so a game stays a pure
    function of its seed and the actions chosen.
    """

    name: ClassVar[str] = "agent"
    #: Ruleset ids this agent can play; None means every ruleset.
    rulesets: ClassVar[frozenset[str] | None] = None

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def supports(self, ruleset_id: str) -> bool:
        return self.rulesets is None or ruleset_id in self.rulesets

    def choose(self, game: Game, player: int) -> Action:
        raise NotImplementedError


#: Agents by name; one name may have several implementations, each for its own rulesets
#: (``greedy`` is a different player in WAR and in War Cards).
_AGENTS: dict[str, list[type[Agent]]] = {}


def register_agent(name: str, agent: type[Agent]) -> None:
    """Make an agent class available under ``name`` for the rulesets it declares."""
    _AGENTS.setdefault(name, [])
    _AGENTS[name] = [a for a in _AGENTS[name] if a is not agent and a.rulesets != agent.rulesets] + [agent]


def agent_names() -> list[str]:
    _load_builtin()
    return sorted(_AGENTS)


def make_agent(spec: str, ruleset_id: str, seed: int = 0) -> Agent:
    """Build an agent from its spec for a ruleset; refuse clearly if unknown or unsupported."""
    _load_builtin()
    name = spec.strip()
    if name not in _AGENTS:
        raise AgentError(f"unknown agent {spec!r} (known: {', '.join(sorted(_AGENTS))})")
    for agent in _AGENTS[name]:
        if agent.rulesets is None or ruleset_id in agent.rulesets:
            return agent(seed)
    supported = ", ".join(sorted(r for a in _AGENTS[name] for r in (a.rulesets or ())))
    raise AgentError(f"agent {name!r} does not play {ruleset_id} (it plays: {supported})")


def _load_builtin() -> None:
    import warroom.agents.random_agent
    import warroom.rulesets  # noqa: F401  (rulesets register their own agents)
