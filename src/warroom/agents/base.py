"""The agent interface and the registry of agent specs (``random``, ``greedy``, ...), with every built-in
agent loaded on first use.

The interface and the registry live in :mod:`warroom.players.base`, below the rulesets, whose greedy players
register there without importing this package; this module re-exports them and adds the loader of the
built-in agents: the search players, the levels and the rulesets' own.
"""

from __future__ import annotations

from warroom.players.base import (
    MAX_PARAM_SIZE as MAX_PARAM_SIZE,
)
from warroom.players.base import (
    MAX_SPEC_LENGTH as MAX_SPEC_LENGTH,
)
from warroom.players.base import (
    Agent as Agent,
)
from warroom.players.base import (
    AgentError as AgentError,
)
from warroom.players.base import (
    add_loader,
)
from warroom.players.base import (
    agent_budget as agent_budget,
)
from warroom.players.base import (
    agent_names as agent_names,
)
from warroom.players.base import (
    check_range as check_range,
)
from warroom.players.base import (
    make_agent as make_agent,
)
from warroom.players.base import (
    parse_spec as parse_spec,
)
from warroom.players.base import (
    register_agent as register_agent,
)
from warroom.players.base import (
    split_specs as split_specs,
)


def _load_builtin() -> None:
    import warroom.agents.levels
    import warroom.agents.plan_search
    import warroom.agents.random_agent
    import warroom.agents.search
    import warroom.rulesets  # noqa: F401  (rulesets register their own agents)


add_loader(_load_builtin)
