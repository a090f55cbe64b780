"""A simple greedy player for the WAR family: trade at once, reinforce the front, attack where the
odds favour it, chase the objective, and bring idle armies to the border.

It sees only its own view and the legal actions, as every agent must.
"""

from __future__ import annotations

from typing import Any

from warroom.agents.base import Agent, register_agent
from warroom.battles.dice_battle import conquest_probability
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.rulesets.war.actions import Attack, EndAttacks, EndTurn, Move, Occupy, Place, Trade


class GreedyWarAgent(Agent):
    name = "greedy"
    rulesets = frozenset({"war"})
    #: Attack only when the chance to take the territory with what is there is at least this.
    threshold = 0.6

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        view = game.view(player)
        board = game.board
        assert board is not None
        terr: dict[str, Any] = view["territories"]
        targets = self._wanted(view, board)

        def enemy_neighbours(sid: str) -> list[str]:
            return [n for n in board.neighbours(sid) if terr[n]["owner"] != player]

        kinds = {type(a) for a in legal}
        if Trade in kinds:
            return next(a for a in legal if isinstance(a, Trade))
        if Place in kinds:
            return max(
                (a for a in legal if isinstance(a, Place)),
                key=lambda a: self._place_score(a.territory, terr, enemy_neighbours, targets, player),
            )
        if Occupy in kinds:
            return max((a for a in legal if isinstance(a, Occupy)), key=lambda a: a.armies)
        if Attack in kinds:
            best: tuple[float, Action] | None = None
            for a in legal:
                if not isinstance(a, Attack) or a.dice != min(3, terr[a.source]["armies"] - 1):
                    continue
                chance = conquest_probability(terr[a.source]["armies"] - 1, terr[a.target]["armies"])
                score = chance + (0.25 if a.target in targets else 0.0)
                if chance >= self.threshold and (best is None or score > best[0]):
                    best = (score, a)
            if best is not None:
                return best[1]
            return next(a for a in legal if isinstance(a, EndAttacks))
        if Move in kinds:
            for a in legal:
                if (
                    isinstance(a, Move)
                    and not enemy_neighbours(a.source)
                    and enemy_neighbours(a.target)
                    and a.armies == terr[a.source]["armies"] - 1
                ):
                    return a
            return next(a for a in legal if isinstance(a, EndTurn))
        return self.rng.choice(legal)

    @staticmethod
    def _wanted(view: dict[str, Any], board: Any) -> set[str]:
        """Territories the objective asks for: continents named, or a colour's territories."""
        objective = view.get("objective") or {}
        oid: str = objective.get("id", "")
        wanted: set[str] = set()
        for group in board.groups.values():
            if group.kind == "continent" and group.id in oid:
                wanted.update(group.spaces)
        if oid.startswith("destroy-"):
            colour = oid.removeprefix("destroy-")
            seats = [s["seat"] for s in view["seats"] if s["colour"] == colour]
            wanted.update(sid for sid, t in view["territories"].items() if t["owner"] in seats)
        return wanted

    @staticmethod
    def _place_score(sid: str, terr: dict[str, Any], enemy_neighbours: Any, targets: set[str], player: int) -> float:
        enemies = enemy_neighbours(sid)
        if not enemies:
            return -1.0
        threat: int = max(terr[e]["armies"] for e in enemies)
        bonus = 2.0 if any(e in targets for e in enemies) or sid in targets else 0.0
        own: int = terr[sid]["armies"]
        return bonus + threat / (own + 1)


register_agent("greedy", GreedyWarAgent)
