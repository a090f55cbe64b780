"""The agent interface and the registry of agent specs (``random``, ``greedy``, ...)."""

from __future__ import annotations

import random
from typing import Any, ClassVar

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
    #: The parameters a spec may set (``mcts:iters=400``), by name, with their type; passed to
    #: ``__init__`` as keyword arguments.
    params: ClassVar[dict[str, type]] = {}

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
    """Every agent name a spec may start with, sorted."""
    _load_builtin()
    return sorted(_AGENTS)


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """Split ``"name"`` or ``"name:key=value,key=value"`` into the name and the raw parameters."""
    name, _, rest = spec.strip().partition(":")
    name = name.strip()
    if not name:
        raise AgentError(f"empty agent name in spec {spec!r}")
    raw: dict[str, str] = {}
    for part in rest.split(","):
        if not part.strip():
            continue
        key, eq, value = part.partition("=")
        key = key.strip()
        if not eq or not key or not value.strip():
            raise AgentError(f"bad parameter {part.strip()!r} in agent spec {spec!r} (expected key=value)")
        if key in raw:
            raise AgentError(f"parameter {key!r} given twice in agent spec {spec!r}")
        raw[key] = value.strip()
    return name, raw


def _typed(agent: type[Agent], name: str, raw: dict[str, str]) -> dict[str, Any]:
    """The parameters converted to the types the agent class declares; unknown keys refused."""
    out: dict[str, Any] = {}
    for key, value in raw.items():
        kind = agent.params.get(key)
        if kind is None:
            known = ", ".join(sorted(agent.params)) or "none"
            raise AgentError(f"agent {name!r} has no parameter {key!r} (parameters: {known})")
        try:
            out[key] = kind(value)
        except ValueError:
            raise AgentError(f"parameter {key!r} of agent {name!r} must be {kind.__name__}, got {value!r}") from None
    return out


def make_agent(spec: str, ruleset_id: str, seed: int = 0) -> Agent:
    """Build an agent from its spec (``name`` or ``name:key=value,...``) for a ruleset; refuse clearly
    if the name is unknown, a parameter is unknown or mistyped, or the ruleset is unsupported."""
    _load_builtin()
    name, raw = parse_spec(spec)
    if name not in _AGENTS:
        raise AgentError(f"unknown agent {name!r} (known: {', '.join(sorted(_AGENTS))})")
    for agent in _AGENTS[name]:
        if agent.rulesets is None or ruleset_id in agent.rulesets:
            kwargs = _typed(agent, name, raw)
            return agent(seed, **kwargs) if kwargs else agent(seed)
    supported = ", ".join(sorted(r for a in _AGENTS[name] for r in (a.rulesets or ())))
    raise AgentError(f"agent {name!r} does not play {ruleset_id} (it plays: {supported})")


def _load_builtin() -> None:
    import warroom.agents.levels
    import warroom.agents.plan_search
    import warroom.agents.random_agent
    import warroom.agents.search
    import warroom.rulesets  # noqa: F401  (rulesets register their own agents)
