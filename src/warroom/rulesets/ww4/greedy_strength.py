"""How strong the greedy World War IV player thinks a side of a combat is (used to choose invasions and
withdrawals: greedy_move.py, greedy_combat.py).

Rulebook 004, "8. Combat": each attacking unit rolls one d6 against its row of Table 3 (kill and rout
faces); "Routed Units" "do not get to attack"; "Forts" and "Cities" (Fortifications): a Kill on their
defenders only routs them. The estimate uses Table 3 as printed (Innovation boosts are ignored).
"""

from __future__ import annotations

from warroom.rulesets.ww4.content import Content

#: A rout is worth this much of a kill (the unit stops attacking; a second casualty destroys it).
ROUT = 0.6


def unit_power(content: Content, kind: str, protected: bool) -> float:
    """Expected casualty value of one attack die (a rout counts ``ROUT``; a protected target's kills rout)."""
    prof = content.units.get(kind)
    if prof is None or kind == "spy":
        return 0.0
    k, r = len(prof.kill) / 6, len(prof.rout) / 6
    return (k + r) * ROUT if protected else k + r * ROUT


def strength(content: Content, kinds: dict[str, int], protected: bool, routed: dict[str, int] | None = None) -> float:
    """A side's strength by the square law: total firepower times the number of units (routed units do not
    fire: they count a third)."""
    power = count = 0.0
    for kind, n in kinds.items():
        if kind == "spy" or n <= 0:
            continue
        fired = n - (routed or {}).get(kind, 0) * 2 / 3
        power += unit_power(content, kind, protected) * fired
        count += n
    return power * count
