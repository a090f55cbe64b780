"""The rulebook's two combat examples, exactly, with scripted dice (rulebook 004, "8. Combat": "Example of
assigning Casualties"; "Combat Round": "Example of a Combat"). Every choice the examples make is applied as
the action a player would send (Bombard, Recon, Assign, Withdraw, EndStep) through ``g.apply``."""

from __future__ import annotations

from typing import Any

from ww4_helpers import BLUE, GREY, RED, blank, control, fort, idx, put, scripted

from warroom.core.dice import Dice, ScriptedDice
from warroom.rulesets.ww4 import units
from warroom.rulesets.ww4.actions import Assign, Bombard, EndStep, Fight, Recon, Withdraw
from warroom.rulesets.ww4.game import WW4Game


def to_combat(g: WW4Game, nation: int) -> None:
    """Make ``nation``'s Combat step current, with a second combat far away (New Zealand) so that the step
    waits there once the tested combat is over (nothing else of the turn runs)."""
    s = g.state
    s.current = s.order.index(nation)
    put(g, "new-zealand", nation, militia=1)
    put(g, "new-zealand", GREY, militia=1)
    s.step = "combat"
    g.advance()


def kinds(g: WW4Game, space: str, owner: int) -> dict[str, int]:
    return units.count_kinds(u for u in units.in_space(g.state, idx(g, space)) if u.owner == owner)


def routed(g: WW4Game, space: str, owner: int) -> dict[str, int]:
    return units.count_kinds(u for u in units.in_space(g.state, idx(g, space)) if u.owner == owner and u.routed)


def decision(g: WW4Game) -> tuple[str, int]:
    d = g.state.decision
    assert d is not None
    return d.kind, d.nation


def rolls(g: WW4Game, reason: str) -> list[list[int]]:
    return [list(e.data["dice"]) for e in g.log.since(0) if e.kind == "roll" and e.data["reason"] == reason]


def casualties(g: WW4Game, mark: int) -> list[dict[str, Any]]:
    return [e.data for e in g.log.since(mark) if e.kind == "casualty"]


def done(dice: ScriptedDice) -> bool:
    return dice._script == []


def test_casualty_example() -> None:
    """004, 'Assign Casualties' example: a blue player has 2 Militia against a red Artillery and Cavalry, a red
    Spy in the space. The Artillery (Bombardment) rolls 4: a Rout, and the blue player routs a Militia (his
    only choice: automatic). The Cavalry (Charge!) rolls 6: a Kill, which the red Spy sends to the Militia
    who is not Routed, destroying it."""
    g = blank(4)
    put(g, "chaco", BLUE, militia=2)
    put(g, "chaco", RED, artillery=1, cavalry=1, spy=1)
    # The example stops after the Kill; the dice go on to the end: the routed Militia fails to Rally (2),
    # in round 2 the Artillery misses (1) and the Cavalry kills it (6).
    dice = scripted(g, 4, 6, 2, 1, 6)
    to_combat(g, RED)
    assert g.state.combats == [idx(g, "chaco"), idx(g, "new-zealand")]
    mark = len(g.log)
    g.apply(Fight("chaco"))
    assert rolls(g, "combat") == [[4], [6]]
    assert routed(g, "chaco", BLUE) == {"militia": 1}
    assert decision(g) == ("recon", RED)
    assert g.state.decision is not None and g.state.decision.data["options"] == [["militia", False], ["militia", True]]
    g.apply(Recon("militia", False))
    assert [(c["result"], c["outcome"], c["by"]) for c in casualties(g, mark)] == [
        ("rout", "routed", "owner"),
        ("kill", "destroyed", "recon"),
        ("kill", "destroyed", "owner"),
    ]
    assert kinds(g, "chaco", BLUE) == {}
    assert [e.data["winner"] for e in g.log.since(mark) if e.kind == "combat-end"] == ["invader"]
    assert done(dice)


def test_combat_example_two_rounds() -> None:
    """004, 'Example of a Combat': blue moves 1 Armor, 1 Artillery, 4 Militia and 1 Spy into a red space with a
    Fort, 1 Artillery, 3 Cavalry and 1 Spy. Rounds 1 and 2 exactly as printed."""
    g = blank(4)
    fort(g, "great-plains", RED)
    put(g, "great-plains", RED, artillery=1, cavalry=3, spy=1)
    put(g, "great-plains", BLUE, armor=1, artillery=1, militia=4, spy=1)
    control(g, BLUE, "great-lakes")
    dice = scripted(g, 5, 4, 1, 3, 1, 3, 4, 5, 4, 6, 5, 6, 2, 3)
    to_combat(g, BLUE)
    g.apply(Fight("great-plains"))
    # Round 1. The blue Artillery could fire at the Fort: it fires at the units.
    assert decision(g) == ("bombard", BLUE)
    g.apply(Bombard(0))
    # Bombardment: the red Artillery attacks first (Entrench) and rolls a 5 (Kill); red keeps its Spy.
    assert decision(g) == ("recon", RED)
    g.apply(Recon(""))
    # The blue player selects his Armor: Tank reduces the Kill to a Rout.
    assert decision(g) == ("assign", BLUE)
    g.apply(Assign("armor", False))
    assert routed(g, "great-plains", BLUE) == {"armor": 1}
    # The blue Artillery rolls a 4 (Rout); blue keeps his Spy; red routs a Cavalry.
    assert decision(g) == ("recon", BLUE)
    g.apply(Recon(""))
    assert decision(g) == ("assign", RED)
    g.apply(Assign("cavalry", False))
    assert routed(g, "great-plains", RED) == {"cavalry": 1}
    # Regular: the two unrouted red Cavalry (Charge!) roll 1 and 3: one Rout; the red Spy sends it to the
    # routed blue Armor, destroying it.
    assert decision(g) == ("recon", RED)
    g.apply(Recon("armor", True))
    assert kinds(g, "great-plains", BLUE) == {"artillery": 1, "militia": 4, "spy": 1}
    # The 4 blue Militia roll 1, 3, 4, 5: two Routs. The blue Spy sends one to the routed red Cavalry,
    # destroying it; red routs another Cavalry with the second.
    assert decision(g) == ("recon", BLUE)
    g.apply(Recon("cavalry", True))
    assert kinds(g, "great-plains", RED) == {"artillery": 1, "cavalry": 2, "spy": 1}
    assert decision(g) == ("assign", RED)
    g.apply(Assign("cavalry", False))
    # Rally: red rolls a 4 and the Cavalry rallies. Maneuver: no units withdraw.
    assert routed(g, "great-plains", RED) == {}
    assert decision(g) == ("withdraw", BLUE)
    g.apply(EndStep())
    assert rolls(g, "combat") == [[5], [4], [1, 3], [1, 3, 4, 5]]
    assert rolls(g, "rally") == [[4]]
    # Round 2. Bombardment: the red Artillery rolls 6 and its Spy sends the Kill to the blue Artillery.
    assert decision(g) == ("bombard", BLUE)
    g.apply(Bombard(0))
    assert decision(g) == ("recon", RED)
    g.apply(Recon("artillery", False))
    # Regular: two red Cavalry roll 5 and 6, killing 2 blue Militia (no choice left: automatic); the two
    # remaining Militia roll 2 and 3. No routed units to rally.
    assert kinds(g, "great-plains", BLUE) == {"militia": 2, "spy": 1}
    assert rolls(g, "combat")[4:] == [[6], [5, 6], [2, 3]]
    # Maneuver: blue withdraws his 2 Militia to an adjacent space he controls; his Spy stays.
    assert decision(g) == ("withdraw", BLUE)
    g.apply(Withdraw("militia", 2, False, "great-lakes"))
    assert kinds(g, "great-lakes", BLUE) == {"militia": 2}
    assert kinds(g, "great-plains", BLUE) == {"spy": 1}
    assert kinds(g, "great-plains", RED) == {"artillery": 1, "cavalry": 2, "spy": 1}
    # The combat ends: no blue units left but the Spy. The Fort stands (red held).
    assert g.state.combat is None
    assert g.state.fort[idx(g, "great-plains")] == RED
    assert [e.data["winner"] for e in g.log.since(0) if e.kind == "combat-end"] == ["defender"]
    assert done(dice)
    assert not isinstance(g.dice, Dice) or isinstance(g.dice, ScriptedDice)
