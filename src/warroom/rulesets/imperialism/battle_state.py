"""The battle in progress of option battle_choices=each-roll (battle_choices.py): where it lives in the
state, who decides, the standing preferences, and its end.

The battle is an :class:`~warroom.rulesets.imperialism.state.Interrupt` of kind ``"battle"`` (copied with
the state; its decider's seat is ``current_player()``), whose data is a JSON-like dict: ``level``,
``region``, ``attacker``, ``defender`` (an empire, -1 the natives), ``start`` and ``armies`` (both sides'
counts by :data:`~warroom.battles.imperialism.UNITS`), ``rounds`` (the rolls so far, as the "battle"
event shows them), ``policies`` (per side the policy answering for it, "" while it is asked) and
``decider`` (the side asked now); each level's module (battle_basic_rolls.py, battle_standard_rolls.py,
battle_advanced_rolls.py)
adds what its rolls need.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.battles.common import ATTACKER, DEFENDER
from warroom.battles.imperialism import ArmyBattle, ArmyRound
from warroom.rulesets.imperialism import combat, natives
from warroom.rulesets.imperialism.state import Interrupt

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The interrupt's kind.
KIND = "battle"
#: The sides, as indices of the battle's lists.
ATTACK, DEFEND = 0, 1
#: ``BattlePolicy`` that drops a standing preference.
ASK = "ask"

Battle = dict[str, Any]


def battle(g: ImperialismGame) -> Battle | None:
    """The battle in progress, or None."""
    i = g.state.interrupt
    return i.data if i is not None and i.kind == KIND else None


def empire_of(b: Battle, side: int) -> int:
    """The empire fighting on ``side``."""
    return int(b["attacker"] if side == ATTACK else b["defender"])


def preference(g: ImperialismGame, empire: int, kind: str = "army") -> str:
    """``empire``'s standing preference for its battles of ``kind`` ("army" or "ships"), or "" (it is
    asked)."""
    prefs = g.state.battle_prefs
    return prefs[empire].get(kind, "") if 0 <= empire < len(prefs) else ""


def preferences(g: ImperialismGame, empire: int) -> dict[str, str]:
    """Every standing battle preference of ``empire``, by kind of battle."""
    prefs = g.state.battle_prefs
    return dict(prefs[empire]) if 0 <= empire < len(prefs) else {}


def set_preference(g: ImperialismGame, empire: int, policy: str, kind: str = "army") -> None:
    """Keep ``policy`` as ``empire``'s standing preference for its battles of ``kind``."""
    prefs = g.state.battle_prefs
    prefs.extend({} for _ in range(g.state.empires - len(prefs)))
    prefs[empire][kind] = policy


def drop_preferences(g: ImperialismGame, empire: int) -> None:
    """``empire`` is asked again in all its battles."""
    if 0 <= empire < len(g.state.battle_prefs):
        g.state.battle_prefs[empire] = {}


def new(g: ImperialismGame, region: int, owner: int, attack: tuple[int, ...], defend: tuple[int, ...]) -> Battle:
    """The common part of a battle starting in ``region`` against ``owner`` (-1: the natives)."""
    return {
        "level": g.level.battle,
        "region": region,
        "attacker": g.state.empire_turn(),
        "defender": owner,
        "start": [list(attack), list(defend)],
        "armies": [list(attack), list(defend)],
        "rounds": [],
        "policies": ["", ""],
        "decider": ATTACK,
    }


def ask(g: ImperialismGame, b: Battle, side: int, empire: int | None = None) -> None:
    """The battle waits for ``side``'s decision (made by ``empire``, in a sea battle one of the side's
    allies deciding for its own ships; else the side's empire)."""
    b["decider"] = side
    g.state.interrupt = Interrupt(KIND, [empire_of(b, side) if empire is None else empire], b)


def colour(g: ImperialismGame, b: Battle, side: int) -> str:
    """The colour id of the empire fighting on ``side`` as the log names it ("natives" for the natives)."""
    e = empire_of(b, side)
    return g.colour_id(e) if e >= 0 else "natives"


def deciding_empire(b: Battle) -> int:
    """The empire deciding now: in a sea battle the ally whose ships are asked, else the deciding side's."""
    if b["level"] == "ships":
        return int(b["empire"])
    return empire_of(b, b["decider"])


def finish(g: ImperialismGame, b: Battle, outcome: str | None = None) -> None:
    """The battle is over (``outcome``: a retreat, to the battle's ``retreat_to`` when the retreating player
    chose it, else the side with pieces left won): close the decision and apply the battle to the board
    (combat.conclude)."""
    g.state.interrupt = None
    a, d = tuple(b["armies"][ATTACK]), tuple(b["armies"][DEFEND])
    rounds = tuple(
        ArmyRound(
            tuple(r["attacker_dice"]),
            tuple(r["defender_dice"]),
            r["attacker_total"],
            r["defender_total"],
            tuple(r["attacker_lost"]),
            tuple(r["defender_lost"]),
            r["note"],
        )
        for r in b["rounds"]
    )
    fought = ArmyBattle(outcome or (ATTACKER if sum(a) else DEFENDER), a, d, rounds)
    start_a, start_d = tuple(b["start"][ATTACK]), tuple(b["start"][DEFEND])
    if "revolt" in b:
        # A revolt (the natives attack the owner; ``revolt``: the native marker): natives.end_revolt.
        natives.end_revolt(g, b["region"], b["defender"], b["revolt"], (start_a, start_d), fought, b.get("retreat_to"))
        return
    combat.conclude(g, b["region"], b["defender"], start_a, start_d, fought, b.get("retreat_to"))


def record(
    b: Battle,
    dice: tuple[list[int], list[int]],
    totals: tuple[int, int],
    before: tuple[tuple[int, ...], tuple[int, ...]],
    after: tuple[tuple[int, ...], tuple[int, ...]],
    note: str,
) -> None:
    """Add a roll to the battle and set the armies after it."""
    b["rounds"].append(
        {
            "attacker_dice": list(dice[0]),
            "defender_dice": list(dice[1]),
            "attacker_total": totals[0],
            "defender_total": totals[1],
            "attacker_lost": [x - y for x, y in zip(before[0], after[0], strict=True)],
            "defender_lost": [x - y for x, y in zip(before[1], after[1], strict=True)],
            "note": note,
        }
    )
    b["armies"] = [list(after[0]), list(after[1])]
