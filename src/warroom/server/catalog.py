"""What the server offers: the rulesets as the lobby lists them, their boards, and the computer players a
client may seat.

Over HTTP a computer seat plays one of a short list of bounded players: the levels (``easy``, ``normal``,
``hard``) and the two players that do not search (``greedy``, ``random``). Any other agent spec (a search
with a budget of the client's choosing) is refused: a budget is the server's to set.
"""

from __future__ import annotations

from typing import Any

from warroom.agents.base import AgentError, agent_names, make_agent
from warroom.core.options import OptionSpec
from warroom.core.registry import Ruleset
from warroom.core.ruleset_words import in_every_language, option_help, option_name, title_message
from warroom.core.text import Msg
from warroom.server.errors import ServiceError

#: The levels a person chooses from, in order; a ruleset offers those its agents support.
LEVELS = ("easy", "normal", "hard")
#: Every computer player a client may name for a seat: the levels and the players that never search.
SERVED_AGENTS = (*LEVELS, "greedy", "random")


def playable_agents(ruleset_id: str) -> list[str]:
    """The served agents that play ``ruleset_id``, in the order of ``SERVED_AGENTS``."""
    out = []
    for name in SERVED_AGENTS:
        try:
            make_agent(name, ruleset_id)
        except AgentError:
            continue
        out.append(name)
    return out


def default_level(ruleset_id: str) -> str:
    """The level a computer seat plays when none is given, and the one that stands in for a late person."""
    for spec in ("normal", *SERVED_AGENTS):
        try:
            make_agent(spec, ruleset_id)
        except AgentError:
            continue
        return spec
    raise ServiceError(422, f"no computer player plays {ruleset_id}")


def check_level(level: str, ruleset_id: str, where: str) -> str:
    """``level`` if a client may seat it in ``ruleset_id``; else a 422 naming ``where`` (e.g. "seat 1") and
    the choices."""
    served = playable_agents(ruleset_id)
    if level not in served:
        known = set(agent_names())
        what = "agent spec" if ":" in level or level.split(":")[0] in known else "level"
        raise ServiceError(
            422, f"{where}: the server does not play the {what} {level!r}; choose one of {', '.join(served)}"
        )
    return level


def names_file(spec: OptionSpec) -> bool:
    """Whether an option's value is a path on the server's machine (never accepted from a client)."""
    return bool(getattr(spec, "names_file", False))


def check_client_options(ruleset: Ruleset, options: dict[str, Any]) -> None:
    """Refuse (422, naming it) any option a client may not set: one that names a file on the server."""
    for spec in ruleset.options:
        if spec.name in options and names_file(spec):
            raise ServiceError(
                422,
                f"option '{spec.name}' names a file on the server's machine, which a client may not choose"
                + ("; give the deck inline with the option 'deck'" if spec.name == "deck_file" else ""),
            )


def ruleset_info(ruleset: Ruleset) -> dict[str, Any]:
    """A ruleset as ``GET /api/rulesets`` lists it (options a client may set, computer players it may seat)."""
    options = []
    # The core's options too (undo: practice games only; the server refuses it with several people).
    for spec in (*ruleset.options, *ruleset.core_options()):
        if names_file(spec):
            continue
        entry: dict[str, Any] = {
            "name": spec.name,
            "type": spec.type.__name__,
            "default": spec.default,
            "help": spec.help,
        }
        # The name and help in every language, where the ruleset words them (core/ruleset_words.py).
        name, help_words = option_name(ruleset.id, spec.name), option_help(ruleset.id, spec.name, spec.help)
        if isinstance(name, Msg):
            entry["label"] = in_every_language(name)
        if isinstance(help_words, Msg):
            entry["help_text"] = in_every_language(help_words)
        if spec.minimum is not None:
            entry["minimum"] = spec.minimum
        maximum = getattr(spec, "maximum", None)
        if maximum is not None:
            entry["maximum"] = maximum
        if spec.choices is not None:
            entry["choices"] = list(spec.choices)
        options.append(entry)
    agents = playable_agents(ruleset.id)
    return {
        "id": ruleset.id,
        "title": ruleset.title,
        "titles": in_every_language(title_message(ruleset)),
        "min_players": ruleset.min_players,
        "max_players": ruleset.max_players,
        "options": options,
        "levels": [level for level in LEVELS if level in agents],
        "agents": agents,
    }


def board_json(ruleset: Ruleset) -> dict[str, Any] | None:
    """A ruleset's board as ``GET /api/rulesets/{id}/board`` answers it; None for a boardless ruleset."""
    if ruleset.board is None:
        return None
    board = ruleset.board()
    return {
        "id": board.id,
        "name": dict(board.names),
        "spaces": [
            {
                "id": space.id,
                "name": dict(space.names),
                "kind": space.kind,
                "position": list(space.position) if space.position is not None else None,
                "adjacent": dict(board.adjacent[space.id]),
                "groups": list(board.groups_of[space.id]),
            }
            for space in board.spaces.values()
        ],
        "groups": [
            {
                "id": group.id,
                "name": dict(group.names),
                "kind": group.kind,
                "bonus": group.bonus,
                "spaces": list(group.spaces),
            }
            for group in board.groups.values()
        ],
    }
