"""A game of War: Império Romano: WAR's rules on the Roman board, for 3 or 4 players.

Rulebook 001, "Important: Differences from WAR": up to 4 players, the Roman Empire in AD 140,
provinces and regions for territories and continents, legions for armies (shown as legionaries,
cavalry and catapults: see legions.py), helmet, sword and shield for the card figures. All of
that is content (``data/rulesets/war-imperio-romano.json`` and its board); the only rule that
differs in code is the objective deal of a 3-player game.
"""

from __future__ import annotations

from warroom.rulesets.war.game import WarGame


class ImperioRomanoGame(WarGame):
    """WAR with the Império's content and its 3-player objective deal."""

    ruleset_id = "war-imperio-romano"
    content_id = "war-imperio-romano"

    def objective_pool(self, colours: list[int]) -> list[int]:
        """Every objective card but the destroy card of a colour nobody plays.

        001, "Objective Cards", Note for 3-player games: "the objective that relates to the legion
        colour that is not being played must be removed from the draw". With 4 players every colour
        plays and all 14 cards are dealt from.
        """
        content = self.table.content
        playing = {content.colours[c].id for c in colours}
        return [
            i
            for i, objective in enumerate(content.objectives)
            if objective.kind != "destroy" or objective.colour in playing
        ]
