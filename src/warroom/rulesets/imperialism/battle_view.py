"""The battle in progress (battle_choices=each-roll; battle_state.py) as a client reads it: the view's
``battle_now``, with the region (or sea) and the empires by id and the armies by piece kind, so that a
browser or a terminal can show it without the state's indices. It holds nothing more than the view's
``interrupt`` already shows every seat (the decision's data is public: both sides see the armies, the
attacker's piece before the defender answers, and every roll).

Shape: ``{"level", "where", "attacker", "defender" (an empire id, "natives"), "deciding": "attacker" |
"defender", "armies": [counts, counts], "start": [counts, counts], "sent": a piece kind or None (Basic:
the attacker's piece this roll), "fort", "policies": [policy or "", policy or ""], "rounds": [{dice,
totals, losses, "pieces"?}]}``;
army counts are ``{kind: n}``, a sea battle's the ships afloat per side (``{"ship": n}``).
:func:`battle_messages` words it in a few lines (words_battle.py, ``aoi.battle.now.*``) for the terminal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from warroom.battles.imperialism import UNITS
from warroom.core.text import Items, Msg, Param
from warroom.rulesets.imperialism.battle_state import ATTACK, battle
from warroom.rulesets.imperialism.wording import army, empire, place

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

#: The facts of a roll a client may show (army and sea battles name them differently).
_ROUND_KEYS = (
    "attacker_dice",
    "defender_dice",
    "attacker_total",
    "defender_total",
    "attacker_hits",
    "defender_hits",
    "attacker_sunk",
    "defender_sunk",
)


def _counts(army: list[int]) -> dict[str, int]:
    return {UNITS[i]: n for i, n in enumerate(army) if n}


def _empire(g: ImperialismGame, empire: int) -> str:
    return g.colour_id(empire) if empire >= 0 else "natives"


def _round(r: dict[str, Any]) -> dict[str, Any]:
    out = {k: r[k] for k in _ROUND_KEYS if k in r}
    for side in ("attacker_lost", "defender_lost"):
        if isinstance(r.get(side), list):
            out[side] = _counts(r[side])
    # A Basic roll's note names the two pieces ("cav v inf", battle_basic_rolls._roll).
    pieces = str(r.get("note", "")).split(" v ")
    if len(pieces) == 2 and all(p in UNITS for p in pieces):
        out["pieces"] = pieces
    return out


def battle_now(g: ImperialismGame) -> dict[str, Any] | None:
    """The battle waiting for a decision, in ids and piece kinds; None when there is none."""
    b = battle(g)
    if b is None:
        return None
    ships = b["level"] == "ships"
    if ships:
        armies = [{"ship": len(side)} for side in b["afloat"]]
        start = [{"ship": len(side)} for side in b["ships"]]
    else:
        armies = [_counts(side) for side in b["armies"]]
        start = [_counts(side) for side in b["start"]]
    sent = b.get("sent", -1)
    return {
        "level": b["level"],
        "where": g.geo.id(b["sea"] if ships else b["region"]),
        "attacker": _empire(g, b["attacker"]),
        "defender": _empire(g, b["defender"]),
        "deciding": "attacker" if b["decider"] == ATTACK else "defender",
        "armies": armies,
        "start": start,
        "sent": UNITS[sent] if isinstance(sent, int) and sent >= 0 else None,
        "fort": bool(b.get("fort", False)),
        "policies": list(b["policies"]),
        "rounds": [_round(r) for r in b["rounds"]],
    }


def battle_messages(b: Mapping[str, Any]) -> list[Param]:
    """A view's ``battle_now`` in a few short lines (the terminal's status): each side with its pieces left,
    the attacker's piece this roll (Basic), and the last roll with what it cost."""
    sides = b.get("armies") or [{}, {}]
    attacker, defender = empire(b.get("attacker")), empire(b.get("defender"))
    lines: list[Param] = [
        Msg("aoi.battle.now.attack", region=place(b.get("where")), empire=attacker, army=army(sides[0])),
        Msg("aoi.battle.now.defend", empire=defender, army=army(sides[1])),
    ]
    if b.get("sent") in UNITS:
        lines.append(Msg("aoi.battle.now.sent", empire=attacker, piece=Msg(f"aoi.battle.unit.{b['sent']}")))
    rounds = b.get("rounds") or []
    if rounds:
        r = rounds[-1]
        lost = [
            Msg("aoi.battle.now.lost", empire=who, army=army(r[key]))
            for who, key in ((attacker, "attacker_lost"), (defender, "defender_lost"))
            if isinstance(r.get(key), Mapping) and r[key]
        ]
        lines.append(
            Msg(
                "aoi.battle.now.roll",
                n=len(rounds),
                attacker=attacker,
                atotal=str(r.get("attacker_total", r.get("attacker_hits", "?"))),
                defender=defender,
                dtotal=str(r.get("defender_total", r.get("defender_hits", "?"))),
                lost=Items(lost) if lost else Msg("aoi.battle.now.no_loss"),
            )
        )
    return lines
