"""Secret objectives: which one is in force for a player, and whether it is met.

Objective cards (shared/reference-data/war-classic-board.json, "objectives"): whole continents, a
count of territories (optionally each with two armies), or destroying a colour. A "destroy colour X"
objective becomes "conquer 24 territories" when X is the holder's own colour, is not in the game, or
was eliminated by another player ("objective_destroy_fallback" there; rulebook 001, "Elimination of
a Competitor", has the destroyer win when destroying is the objective).

The code is shared by the WAR family: it reads a game only through :class:`ObjectiveGame`, the few
attributes listed there, so any ruleset whose game has them (WAR, War Cards) evaluates objectives here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from warroom.rulesets.war.content import Objective


class ObjectiveContent(Protocol):
    """The objective cards: ``objectives[k]`` for the index a seat holds, and the destroy fallback."""

    @property
    def objectives(self) -> Sequence[Objective]:
        """Every objective card, by the index a seat holds."""
        ...

    @property
    def destroy_fallback(self) -> Objective:
        """The objective in force instead of a "destroy" card that falls back (conquer 24 territories)."""
        ...


class ObjectiveTable(Protocol):
    """Continents by index (ids and member territories) and the objective cards."""

    @property
    def content(self) -> ObjectiveContent:
        """The objective cards."""
        ...

    @property
    def continent_ids(self) -> Sequence[str]:
        """Each continent's id, by continent index."""
        ...

    @property
    def continent_members(self) -> Sequence[Sequence[int]]:
        """Each continent's member territories, by continent index."""
        ...


class ObjectiveState(Protocol):
    """What objectives read of a game's state; territories and seats by index."""

    @property
    def objectives(self) -> Sequence[int]:
        """The index of each seat's objective card."""
        ...

    @property
    def territory_count(self) -> Sequence[int]:
        """How many territories each seat holds."""
        ...

    @property
    def continent_count(self) -> Sequence[Sequence[int]]:
        """``continent_count[p][c]``: how many territories of continent c seat p holds."""
        ...

    @property
    def eliminated(self) -> Sequence[bool]:
        """Whether each seat is out of the game."""
        ...

    @property
    def eliminated_by(self) -> Sequence[int | None]:
        """The seat that eliminated each seat (None for a seat still in)."""
        ...

    @property
    def owner(self) -> Sequence[int]:
        """The seat owning each territory."""
        ...

    #: Read only for a "territories, each with N armies" objective.
    @property
    def armies(self) -> Sequence[int]: ...


class ObjectiveGame(Protocol):
    """A game whose objectives this module can evaluate."""

    @property
    def state(self) -> ObjectiveState:
        """The game's state, as objectives read it."""
        ...

    @property
    def table(self) -> ObjectiveTable: ...

    def seat_of_colour(self, colour_id: str) -> int | None:
        """The seat playing the colour with id ``colour_id``, or None if nobody plays it."""
        ...


def ownership_counts(
    owner: Sequence[int], continent_of: Sequence[int], players: int, continents: int
) -> tuple[list[int], list[list[int]]]:
    """Territories held per seat, and per seat and continent: the counts objectives read, from ``owner``."""
    territory_count = [0] * players
    continent_count = [[0] * continents for _ in range(players)]
    for space, p in enumerate(owner):
        territory_count[p] += 1
        continent_count[p][continent_of[space]] += 1
    return territory_count, continent_count


def in_force(g: ObjectiveGame, player: int) -> Objective:
    """The objective a player is playing for now (a destroy objective may have fallen back)."""
    return as_held_by(g, player, g.table.content.objectives[g.state.objectives[player]])


def as_held_by(g: ObjectiveGame, player: int, objective: Objective) -> Objective:
    """What ``objective`` asks of ``player`` were it that player's card: a destroy objective falls back
    when its colour is the player's own, is not in the game, or was eliminated by someone else."""
    if objective.kind != "destroy":
        return objective
    s, content = g.state, g.table.content
    target = g.seat_of_colour(objective.colour)
    if target is None or target == player:
        return content.destroy_fallback
    if s.eliminated[target] and s.eliminated_by[target] != player:
        return content.destroy_fallback
    return objective


def territories_held(g: ObjectiveGame, player: int, objective: Objective) -> int:
    """The territories of ``player`` that count toward a territory-count ``objective``: all of them, or
    those with at least its ``min_armies``."""
    s = g.state
    if objective.min_armies <= 1:
        return int(s.territory_count[player])
    owner, armies = s.owner, s.armies
    return sum(1 for i in range(len(owner)) if owner[i] == player and armies[i] >= objective.min_armies)


def progress(g: ObjectiveGame, player: int, objective: Objective | None = None) -> float:
    """How far ``player`` is toward ``objective`` (default: its own in force), in [0, 1]: the share of
    the territories counted, of a destroyed colour's fair share of the board, or of the continents
    named (and the nearest others to complete, when more are asked for). A measure for players and
    evaluations, not a rule."""
    objective = in_force(g, player) if objective is None else as_held_by(g, player, objective)
    s, t = g.state, g.table
    if objective.kind == "territories":
        return min(1.0, territories_held(g, player, objective) / max(1, objective.count))
    if objective.kind == "destroy":
        target = g.seat_of_colour(objective.colour)
        if target is None:
            return 0.0
        fair = max(1.0, len(s.owner) / len(s.eliminated))
        return max(0.0, 1.0 - s.territory_count[target] / fair)
    counts, members = s.continent_count[player], t.continent_members
    named = [t.continent_ids.index(c) for c in objective.continents if c in t.continent_ids]
    need = sum(len(members[c]) for c in named)
    have = sum(counts[c] for c in named)
    parts = [have / need] if need else []
    if objective.any_more:
        others = sorted(
            (counts[c] / len(members[c]) for c in range(len(members)) if c not in named),
            reverse=True,
        )
        parts.extend(others[: objective.any_more])
    return sum(parts) / len(parts) if parts else 0.0


def is_met(g: ObjectiveGame, player: int) -> bool:
    """Whether ``player``'s objective in force is met: the colour to destroy eliminated by it, the territories
    held, or the continents whole (and ``any_more`` others)."""
    objective = in_force(g, player)
    s, t = g.state, g.table
    if objective.kind == "destroy":
        target = g.seat_of_colour(objective.colour)
        return target is not None and s.eliminated[target] and s.eliminated_by[target] == player
    if objective.kind == "territories":
        return territories_held(g, player, objective) >= objective.count
    # Whole continents: the named ones, plus `any_more` other whole continents of the player's choice.
    counts = s.continent_count[player]
    members = t.continent_members
    named = [t.continent_ids.index(c) for c in objective.continents]
    if any(counts[c] != len(members[c]) for c in named):
        return False
    others = sum(1 for c in range(len(members)) if c not in named and counts[c] == len(members[c]))
    return others >= objective.any_more
