"""Secret objectives: which one is in force for a player, and whether it is met.

Objective cards (shared/reference-data/war-classic-board.json, "objectives"): whole continents, a
count of territories (optionally each with two armies), or destroying a colour. A "destroy colour X"
objective becomes "conquer 24 territories" when X is the holder's own colour, is not in the game, or
was eliminated by another player ("objective_destroy_fallback" there; rulebook 001, "Elimination of
a Competitor", has the destroyer win when destroying is the objective).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.rulesets.war.content import Objective

if TYPE_CHECKING:
    from warroom.rulesets.war.game import WarGame


def in_force(g: WarGame, player: int) -> Objective:
    """The objective a player is playing for now (a destroy objective may have fallen back)."""
    s, content = g.state, g.table.content
    objective = content.objectives[s.objectives[player]]
    if objective.kind != "destroy":
        return objective
    target = g.seat_of_colour(objective.colour)
    if target is None or target == player:
        return content.destroy_fallback
    if s.eliminated[target] and s.eliminated_by[target] != player:
        return content.destroy_fallback
    return objective


def is_met(g: WarGame, player: int) -> bool:
    objective = in_force(g, player)
    s, t = g.state, g.table
    if objective.kind == "destroy":
        target = g.seat_of_colour(objective.colour)
        return target is not None and s.eliminated[target] and s.eliminated_by[target] == player
    if objective.kind == "territories":
        if objective.min_armies <= 1:
            return s.territory_count[player] >= objective.count
        held = sum(1 for i in range(t.size) if s.owner[i] == player and s.armies[i] >= objective.min_armies)
        return held >= objective.count
    # Whole continents: the named ones, plus `any_more` other whole continents of the player's choice.
    counts = s.continent_count[player]
    members = t.continent_members
    named = [t.continent_ids.index(c) for c in objective.continents]
    if any(counts[c] != len(members[c]) for c in named):
        return False
    others = sum(1 for c in range(len(members)) if c not in named and counts[c] == len(members[c]))
    return others >= objective.any_more
