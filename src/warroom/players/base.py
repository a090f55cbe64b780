"""The agent interface and the registry of agent specs (``random``, ``greedy``, ...).

It lives below both the rulesets (whose greedy players register here) and :mod:`warroom.agents` (the
search players, levels and the loading of every built-in agent), so that rulesets never import
``warroom.agents``: :mod:`warroom.agents.base` re-exports all of it and adds the loader of the
built-in agents (:func:`add_loader`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any, ClassVar

from warroom.core.actions import Action
from warroom.core.errors import WarroomError
from warroom.core.game import Game
from warroom.core.text import Msg, Param
from warroom.players import error_words as _words  # noqa: F401  (registers the messages of AgentError)


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
        """Whether this agent can play the ruleset ``ruleset_id`` (``rulesets`` None: every ruleset)."""
        return self.rulesets is None or ruleset_id in self.rulesets

    def cap_budget(self, max_iters: int | None = None, max_time_s: float | None = None) -> None:
        """Hold this agent's search within ``max_iters`` iterations (or rounds) and ``max_time_s``
        seconds a decision, by lowering its budget where it asks for more (None: no cap of that kind).
        An agent that does not search has nothing to cap; search agents override this."""

    def budget(self, ruleset_id: str) -> tuple[int | None, float | None]:
        """The most iterations (or rounds) and seconds this agent spends on a decision in ``ruleset_id``
        after its caps; (None, None) for an agent that does not search."""
        return None, None

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


#: The longest agent spec accepted (the longest real one is under 100 characters): a spec comes from
#: the command line or a request, and a megabyte of one would only be echoed back in the error.
MAX_SPEC_LENGTH = 500


def _shown(text: str, *, quote: bool = True, limit: int = 40) -> str:
    """``text`` for an error message (quoted unless ``quote`` is false), cut short when long."""
    cut = text if len(text) <= limit else text[:limit]
    shown = repr(cut) if quote else cut
    return shown if cut == text else f"{shown}... ({len(text)} characters)"


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """Split ``"name"`` or ``"name:key=value,key=value"`` into the name and the raw parameters."""
    if len(spec) > MAX_SPEC_LENGTH:
        raise AgentError(Msg("agent.error.spec_long", spec=_shown(spec), limit=MAX_SPEC_LENGTH))
    name, _, rest = spec.strip().partition(":")
    name = name.strip()
    if not name:
        raise AgentError(Msg("agent.error.empty_name", spec=repr(spec)))
    raw: dict[str, str] = {}
    for part in rest.split(","):
        if not part.strip():
            continue
        key, eq, value = part.partition("=")
        key = key.strip()
        if not eq or not key or not value.strip():
            raise AgentError(Msg("agent.error.bad_parameter", part=repr(part.strip()), spec=repr(spec)))
        if key in raw:
            raise AgentError(Msg("agent.error.twice", key=repr(key), spec=repr(spec)))
        raw[key] = value.strip()
    return name, raw


#: The largest size any number in a spec may have, either sign: no parameter means anything near it,
#: and a value past it is a typo or a probe (every agent's own, tighter checks come after).
MAX_PARAM_SIZE = 10**9


def split_specs(text: str) -> list[str]:
    """``"random,greedy"`` -> ``["random", "greedy"]`` (blanks dropped).

    A spec's own parameters are comma-separated too (``mcts:iters=100,time=0.5``): a part ``key=value``
    that follows a spec with parameters is one more of its parameters, not another agent (agent names
    never hold ``=``).
    """
    specs: list[str] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if "=" in part and ":" not in part and specs and ":" in specs[-1]:
            specs[-1] += f",{part}"
        else:
            specs.append(part)
    return specs


def check_range(agent: str, key: str, value: float, low: float, high: float, what: Param) -> None:
    """Refuse parameter ``key`` of ``agent`` outside ``low..high`` (NaN included: it fails every
    comparison), naming the parameter, what it must be (an ``agent.what.*`` message), and the value."""
    if not low <= value <= high:
        raise AgentError(Msg("agent.error.range", agent=agent, key=repr(key), what=what, value=str(value)))


def _typed(agent: type[Agent], name: str, raw: dict[str, str]) -> dict[str, Any]:
    """The parameters converted to the types the agent class declares; unknown keys, non-finite floats
    (``inf``, ``nan``: no parameter means them) and numbers beyond :data:`MAX_PARAM_SIZE` refused."""
    out: dict[str, Any] = {}
    for key, value in raw.items():
        kind = agent.params.get(key)
        if kind is None:
            known: Param = ", ".join(sorted(agent.params)) or Msg("core.error.none_m")
            raise AgentError(Msg("agent.error.no_parameter", name=repr(name), key=repr(key), known=known))
        try:
            typed = out[key] = kind(value)
        except ValueError:
            raise AgentError(
                Msg("agent.error.kind", key=repr(key), name=repr(name), kind=kind.__name__, value=_shown(value))
            ) from None
        if isinstance(typed, float) and not math.isfinite(typed):
            raise AgentError(Msg("agent.error.finite", name=name, key=repr(key), value=str(typed)))
        if isinstance(typed, int | float) and abs(typed) > MAX_PARAM_SIZE:
            words = "agent.error.too_large_whole" if isinstance(typed, int) else "agent.error.too_large"
            shown = _shown(value, quote=False)
            raise AgentError(Msg(words, name=name, key=repr(key), limit=f"{MAX_PARAM_SIZE:,}", value=shown))
    return out


def _check_caps(max_iters: int | None, max_time_s: float | None) -> None:
    """Refuse caps that would not bound a search: each None, or a positive whole number of iterations
    and a positive finite number of seconds."""
    if max_iters is not None and (isinstance(max_iters, bool) or not isinstance(max_iters, int) or max_iters < 1):
        raise AgentError(Msg("agent.error.max_iters", value=repr(max_iters)))
    if max_time_s is not None and (isinstance(max_time_s, bool) or not (math.isfinite(max_time_s) and max_time_s > 0)):
        raise AgentError(Msg("agent.error.max_time_s", value=repr(max_time_s)))


def make_agent(
    spec: str,
    ruleset_id: str,
    seed: int = 0,
    *,
    max_time_s: float | None = None,
    max_iters: int | None = None,
) -> Agent:
    """Build an agent from its spec (``name`` or ``name:key=value,...``) for a ruleset; refuse clearly
    if the name is unknown, a parameter is unknown, mistyped or out of its range, or the ruleset is
    unsupported.

    ``max_time_s`` and ``max_iters`` cap a search agent's budget a decision (the game server's limits,
    tighter than the agents' own :data:`warroom.agents.search.MAX_TIME_S` and ``MAX_ITERS``): a spec
    or level asking for more is **clamped** to the cap, not refused, so that ``hard`` still plays
    where the server allows less; a budget of 0 (none of that kind) becomes the cap. Agents that do
    not search are unaffected. :meth:`Agent.budget` tells what an agent ends up with.
    """
    _check_caps(max_iters, max_time_s)
    _load_builtin()
    name, raw = parse_spec(spec)
    if name not in _AGENTS:
        raise AgentError(Msg("agent.error.unknown", name=repr(name), known=", ".join(sorted(_AGENTS))))
    for agent in _AGENTS[name]:
        if agent.rulesets is None or ruleset_id in agent.rulesets:
            kwargs = _typed(agent, name, raw)
            built = agent(seed, **kwargs) if kwargs else agent(seed)
            if max_time_s is not None or max_iters is not None:
                built.cap_budget(max_iters, max_time_s)
            return built
    supported = ", ".join(sorted(r for a in _AGENTS[name] for r in (a.rulesets or ())))
    raise AgentError(Msg("agent.error.ruleset", name=repr(name), ruleset=ruleset_id, supported=supported))


def agent_budget(
    spec: str, ruleset_id: str, *, max_time_s: float | None = None, max_iters: int | None = None
) -> tuple[int | None, float | None]:
    """The most iterations (or plan rounds) and seconds the agent of ``spec`` spends on a decision in
    ``ruleset_id``, under the same caps as :func:`make_agent`; (None, None) for one that does not search
    (``random``, ``greedy``, ``easy``, ``normal`` in the WAR family)."""
    return make_agent(spec, ruleset_id, max_time_s=max_time_s, max_iters=max_iters).budget(ruleset_id)


#: Called once before the registry is first read: whoever knows the built-in agents (warroom.agents)
#: adds a loader that imports them, so they register themselves.
_LOADERS: list[Callable[[], None]] = []


def add_loader(loader: Callable[[], None]) -> None:
    """Run ``loader`` before the registry is next read (it imports modules that register agents)."""
    _LOADERS.append(loader)


def _load_builtin() -> None:
    while _LOADERS:
        _LOADERS.pop(0)()
