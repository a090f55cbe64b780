"""Driving a World War IV combat in the tests (test_ww4_combat.py, test_ww4_combat_maneuver.py): start the
current nation's Combat step, read the units, rolls, decisions and winners."""

from __future__ import annotations

from ww4_helpers import GREY, RED, idx, put

from warroom.rulesets.ww4 import units
from warroom.rulesets.ww4.game import WW4Game


def to_combat(g: WW4Game, nation: int = RED) -> None:
    s = g.state
    s.current = s.order.index(nation)
    put(g, "new-zealand", nation, militia=1)
    put(g, "new-zealand", GREY, militia=1)
    s.step = "combat"
    g.advance()


def kinds(g: WW4Game, space: str, owner: int, routed: bool | None = None) -> dict[str, int]:
    return units.count_kinds(
        u for u in units.in_space(g.state, idx(g, space)) if u.owner == owner and (routed is None or u.routed == routed)
    )


def rolls(g: WW4Game, reason: str = "combat") -> list[list[int]]:
    return [list(e.data["dice"]) for e in g.log.since(0) if e.kind == "roll" and e.data["reason"] == reason]


def asked(g: WW4Game) -> tuple[str, int] | None:
    d = g.state.decision
    return None if d is None else (d.kind, d.nation)


def ended(g: WW4Game) -> list[str]:
    return [e.data["winner"] for e in g.log.since(0) if e.kind == "combat-end"]


def left(g: WW4Game) -> int:
    return len(g.dice._script)  # type: ignore[attr-defined]
