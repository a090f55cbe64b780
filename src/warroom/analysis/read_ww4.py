"""The rolls of World War IV, with their exact odds.

A combat volley (rulebook 004, "Combat Round") is one side's roll: each unit firing rolls one die that
kills on some faces and routs on others (its profile: kind, Innovations, step). The roll event does not
name the units, so the reader looks, as the dice land, at the shooters the ruleset itself picks
(:func:`warroom.rulesets.ww4.combat_round.volley_shooters`) and counts the exact chance of the kills and
routs scored with :func:`warroom.battles.volley.volley_ways`. The losses are casualties (kills and routs
alike). Dice fired at a Fort hit the Fort, not units, and are left out. With defenders of several
nations, the side's figures go to the nation that decides for it (the one with most units there).
"""

from __future__ import annotations

from typing import Any

from warroom.analysis.luck import Outcome, Roll, outcomes_from_ways
from warroom.analysis.replay import Observer
from warroom.battles.volley import shooter, volley_ways
from warroom.core.game import Game
from warroom.rulesets.ww4.casualties import decider
from warroom.rulesets.ww4.combat_round import volley_shooters


def _seat(game: Any, nation: int) -> int | None:
    seats = game.state.seat_of
    seat = seats[nation] if 0 <= nation < len(seats) else -1
    return int(seat) if seat >= 0 else None


class WW4Reader(Observer):
    """One roll per combat volley."""

    def __init__(self) -> None:
        super().__init__()
        self._battle = -1
        # The combat record itself, not its id(): a finished combat's dict may be freed and the next one
        # allocated at the same address, which counted two battles as one on some runs and not others.
        self._combat: dict[str, Any] | None = None

    def on_roll(self, game: Game, reason: str, dice: list[int], details: dict[str, Any]) -> None:
        g: Any = game
        c = g.state.combat
        if reason != "combat" or c is None or "nation" not in details:
            return
        side = "A" if details["nation"] == g.colour_id(c["invader"]) else "D"
        shooters = volley_shooters(g, side)
        if len(shooters) != len(dice):
            return  # not the volley this reader knows: better no figure than a wrong one
        at_fort = set(c["fort_ids"]) if g.state.fort[c["space"]] >= 0 else set()
        faces = []
        kills = routs = fort_dice = 0
        for (unit, rout, kill, _flight), die in zip(shooters, dice, strict=True):
            if unit.id in at_fort:
                fort_dice += 1
                continue
            faces.append(shooter(kill, rout))
            kills += die in kill
            routs += die in rout and die not in kill
        if not faces:
            return
        if c is not self._combat:
            self._combat = c
            self._battle += 1
        ways = volley_ways(faces)
        keys = sorted(ways)
        # The rolling side inflicts: the Invader's volley costs the Defender, and the other way round.
        spread = [(0, k + r, ways[k, r]) if side == "A" else (k + r, 0, ways[k, r]) for k, r in keys]
        outcomes: tuple[Outcome, ...] = outcomes_from_ways(spread, 6 ** len(faces))
        self.rolls.append(
            Roll(
                kind="volley",
                action=len(g.history) - 1,
                round=g.round_number(),
                where=str(details.get("space", "")),
                attacker=_seat(g, int(c["invader"])),
                defender=_seat(g, decider(g, "D")),
                outcomes=outcomes,
                happened=keys.index((kills, routs)),
                battle=self._battle,
                detail={
                    "side": "attacker" if side == "A" else "defender",
                    "step": details.get("step"),
                    "dice": list(dice),
                    "at_fort": fort_dice,
                    "kills": kills,
                    "routs": routs,
                    "expected_kills": sum(k * n for (k, _r), n in ways.items()) / 6 ** len(faces),
                },
            )
        )
