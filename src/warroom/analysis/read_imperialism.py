"""The rolls of War! Age of Imperialism (every level, the 1886 scenario), with their exact odds.

Army battles (``battle`` events, Basic, Standard and Advanced; Advanced revolts, ``revolt``): each
round both sides roll two dice and add their modifiers; the higher total removes one enemy piece, a
tie nothing. The modifiers are read back from the logged totals (total - dice), so the round's chance is
:func:`warroom.battles.common.contest_ways` of their difference, whatever made them (piece, fort, army
types, schools, Rifles, a Human Wave). Pieces sacrificed in a Human Wave are a choice, not a loss to the
dice: only the piece the roll removed counts.

Ship battles (``sea_battle`` events): each round every ship rolls two dice and hits on 9 or more; the
chance of the hits each side scored is :func:`warroom.battles.ships.hit_ways`. The losses are hits taken
(a ship sinks after 1 to 3 with Metallurgy). A side of several empires counts for the first one listed.
"""

from __future__ import annotations

from typing import Any

from warroom.analysis.luck import Roll, find, outcomes_from_ways
from warroom.analysis.replay import Observer
from warroom.battles.common import contest_ways
from warroom.battles.ships import hit_ways
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.game import Game
from warroom.core.log import Event


def seat_of_colour(game: Game, colour: Any) -> int | None:
    """The seat playing the empire of a colour id, or None (natives, or an empire nobody plays)."""
    empire_of = getattr(game, "empire_of", None)
    if not isinstance(colour, str) or empire_of is None:
        return None
    try:
        seat = game.state.seat_of[empire_of(colour)]  # type: ignore[attr-defined]
    except (IllegalAction, IndexError):
        return None
    return int(seat) if isinstance(seat, int) and seat >= 0 else None


class ImperialismReader(Observer):
    """Army battle rounds and ship battle rounds."""

    def __init__(self) -> None:
        super().__init__()
        self._round = 0
        self._battle = -1

    def before(self, game: Game, action: Action, index: int) -> None:
        self._round = game.round_number()

    def after(self, game: Game, events: list[Event], index: int) -> None:
        for event in events:
            if event.kind == "battle":
                self._battle += 1
                self._army(game, event.data, index)
            elif event.kind == "revolt" and event.data.get("rounds"):
                # Advanced "Westernizing" revolts: the natives attack the region's owner.
                self._battle += 1
                d = event.data
                self._army(game, {**d, "attacker": "natives", "defender": d["owner"]}, index)
            elif event.kind == "sea_battle":
                self._battle += 1
                self._ships(game, event.data, index)

    def _army(self, game: Game, d: dict[str, Any], index: int) -> None:
        attacker, defender = seat_of_colour(game, d["attacker"]), seat_of_colour(game, d["defender"])
        for r in d["rounds"]:
            ra, rd = list(r["attacker_dice"]), list(r["defender_dice"])
            ta, td = int(r["attacker_total"]), int(r["defender_total"])
            advantage = (ta - sum(ra)) - (td - sum(rd))
            win, tie, lose = contest_ways(advantage)
            outcomes = outcomes_from_ways(((0, 1, win), (0, 0, tie), (1, 0, lose)), 1296)
            lost = (0, 1) if ta > td else (1, 0) if td > ta else (0, 0)
            self.rolls.append(
                Roll(
                    kind="army",
                    action=index,
                    round=self._round,
                    where=str(d["region"]),
                    attacker=attacker,
                    defender=defender,
                    outcomes=outcomes,
                    happened=find(outcomes, *lost),
                    battle=self._battle,
                    detail={
                        "attacker_side": d["attacker"],
                        "defender_side": d["defender"],
                        "attacker_dice": ra,
                        "defender_dice": rd,
                        "attacker_total": ta,
                        "defender_total": td,
                    },
                )
            )

    def _ships(self, game: Game, d: dict[str, Any], index: int) -> None:
        attackers, defenders = list(d["attackers"]), list(d["defenders"])
        attacker = seat_of_colour(game, attackers[0]) if attackers else None
        defender = seat_of_colour(game, defenders[0]) if defenders else None
        for r in d["rounds"]:
            ra, rd = list(r["attacker_dice"]), list(r["defender_dice"])
            wa, wd = hit_ways(len(ra) // 2), hit_ways(len(rd) // 2)
            # The attacker loses the hits the defender scored, and the other way round.
            ways = ((hd, ha, na * nd) for ha, na in enumerate(wa) for hd, nd in enumerate(wd))
            outcomes = outcomes_from_ways(ways, 36 ** ((len(ra) + len(rd)) // 2))
            self.rolls.append(
                Roll(
                    kind="ships",
                    action=index,
                    round=self._round,
                    where=str(d["sea"]),
                    attacker=attacker,
                    defender=defender,
                    outcomes=outcomes,
                    happened=find(outcomes, int(r["defender_hits"]), int(r["attacker_hits"])),
                    battle=self._battle,
                    detail={
                        "attacker_side": attackers[0] if attackers else None,
                        "defender_side": defenders[0] if defenders else None,
                        "attacker_dice": ra,
                        "defender_dice": rd,
                    },
                )
            )
