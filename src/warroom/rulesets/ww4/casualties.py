"""The sides of a World War IV combat and what happens to a unit that takes a Casualty (rulebook 004,
"8. Combat": "Assign Casualties", "Routed Units", "Killed Units", "Overkill", "Reconnaissance"; the Unit
Descriptions' Tank, Flight, Royal Guard; "Forts" and "Cities": Fortifications), with the fixed policies that
decide for the nations nobody plays and for barbarians.

Sides are "A" (the Invader: the nation whose turn it is) and "D" (every other colour's units in the space:
"The units that were already present in the space are the Defenders"). Spies and units aboard Frigates are
never in a side ("Undercover"; "Land units may not participate in combat while onboard a Frigate").

Policies (no Decision is asked of a nation nobody plays, of an eliminated nation's units, or of grey
barbarians, nor of anybody inside the odds' simulations):

- assigning its own casualties: a result that only routs beats one that destroys; then the cheapest unit
  (Table 4; the King counts as the dearest), an unrouted one before a routed one of the same kind when the
  result routs, a routed one first when it destroys;
- Reconnaissance: spend a Spy only to destroy (a rout on a routed unit, or a kill that is not reduced), on
  the dearest unit that would be destroyed; otherwise keep the Spy;
- Bombers' targets: the dearest unit the hit destroys, else the dearest it routs;
- Bombardment at a Fort: none; Pillage: capture the Fort; Maneuver: no voluntary withdrawals (forced ones
  go to the first eligible space in board order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from warroom.rulesets.ww4 import corrections, events, units
from warroom.rulesets.ww4.content import GREY, UnitProfile
from warroom.rulesets.ww4.state import Unit

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: The Rally faces without Innovation boosts ("Rally": "They are no longer Routed on a roll of 4, 5 or 6").
RALLY = frozenset({4, 5, 6})
#: The attribute of a simulation's game copy holding its memo of unit profiles (combat_odds.py).
PROFILE_MEMO = "_ww4_profile_memo"
#: What a King counts for in the policies: more than anything that can be bought.
KING_VALUE = 100


def profile(g: WW4Game, owner: int, kind: str) -> UnitProfile:
    """A unit's effective Table 3 row (Innovation boosts included: ``events.profile``); memoized on a
    simulation's throwaway game copy (``PROFILE_MEMO``), where the cards cannot change."""
    memo: dict[tuple[int, str], UnitProfile] | None = g.__dict__.get(PROFILE_MEMO)
    if memo is None:
        return events.profile(g, owner, kind)
    key = (owner, kind)
    found = memo.get(key)
    if found is None:
        found = memo[key] = events.profile(g, owner, kind)
    return found


def enjoyed_cards(g: WW4Game, owner: int) -> list[str]:
    """The Innovation cards whose effects a nation's units enjoy: its hand, cards shared with it and General
    Knowledge; none for grey or an eliminated nation's units (barbarians)."""
    s = g.state
    if owner >= GREY or not s.active[owner]:
        return []
    cards = list(s.hands[owner]) + [c for c, who in s.shared.items() if owner in who] + list(s.knowledge)
    return cards


def rally_faces(g: WW4Game, owner: int, kind: str) -> frozenset[int]:
    """The faces that rally a routed unit: 4-6 plus the faces of "rally" boosts (Veteran Sergeants, ...)."""
    faces = set(RALLY)
    for card_id in enjoyed_cards(g, owner):
        card = g.content.cards.get(card_id)
        if card is None:
            continue
        for op in card.effect.get("ops", []):
            if op.get("op") == "boost" and op.get("unit") == kind and op.get("stat") == "rally":
                faces.update(int(f) for f in op.get("faces", []))
    return frozenset(faces)


def combat(g: WW4Game) -> dict[str, Any]:
    """The record of the combat in progress (``s.combat``: combat.py describes it)."""
    c = g.state.combat
    assert c is not None, "no combat in progress"
    return c


def other(side: str) -> str:
    """The other side: "D" for "A", "A" for "D"."""
    return "D" if side == "A" else "A"


def side_units(g: WW4Game, side: str) -> list[Unit]:
    """The units fighting on a side: present (not aboard), not Spies."""
    c = combat(g)
    inv = c["invader"]
    return [u for u in units.present(g.state, c["space"]) if u.kind != "spy" and (u.owner == inv) == (side == "A")]


def owners(g: WW4Game, side: str) -> set[int]:
    """The nations on a side: the Invader for "A"; for "D" the owners of the units fighting there, or the
    Defenders at the start once none is left."""
    c = combat(g)
    return {c["invader"]} if side == "A" else {u.owner for u in side_units(g, "D")} or set(c["defenders"])


def decider(g: WW4Game, side: str) -> int:
    """Who decides for a side: the Invader; for defenders of several colours the one with most units there
    (ties: the first in colour order)."""
    c = combat(g)
    if side == "A":
        return int(c["invader"])
    counts: dict[int, int] = {}
    for u in side_units(g, "D"):
        counts[u.owner] = counts.get(u.owner, 0) + 1
    if not counts:
        return int(c["defenders"][0])
    return min(counts, key=lambda n: (-counts[n], n))


def auto(g: WW4Game, nation: int) -> bool:
    """The nation's choices are made by the fixed policy (nobody plays it, it is out, it is grey, or this is
    a simulation)."""
    s = g.state
    if s.combat is not None and s.combat.get("auto"):
        return True
    if not barbarian(g, nation):
        return False
    # barbarians=seat: a player decides for the invaded Barbarians (barbarians.py); an eliminated Invader's
    # units fight on by the policy.
    return not (corrections.barbarians_by_seat(g) and s.combat is not None and nation != s.combat["invader"])


def barbarian(g: WW4Game, nation: int) -> bool:
    """Units that act as barbarians: grey, nobody's, or of an eliminated nation ("Barbarians")."""
    s = g.state
    return nation >= GREY or s.seat_of[nation] < 0 or not s.active[nation]


def spies_left(g: WW4Game, side: str) -> int:
    """Reconnaissance still available to a side this round: one per Spy of its colours present."""
    c = combat(g)
    mine = owners(g, side)
    spies = sum(1 for u in units.present(g.state, c["space"]) if u.kind == "spy" and u.owner in mine)
    return max(0, spies - int(c["recon"][side]))


def protected(g: WW4Game, side: str) -> bool:
    """Fortifications: defenders in a space with a City, or with a Fort that is not the Invader's."""
    if side != "D":
        return False
    s = g.state
    space: int = combat(g)["space"]
    invader = int(combat(g)["invader"])
    return s.city[space] >= 0 or (s.fort[space] >= 0 and s.fort[space] != invader)


def effect(g: WW4Game, unit: Unit, side: str, result: str) -> str:
    """What a casualty does to a unit: "rout" or "destroy". Kills are reduced to routs by a Fort or City
    (not for Bombers: Flight), by Tank and by Flight; anything on a routed unit destroys it."""
    if unit.routed:
        return "destroy"
    if result == "kill":
        adv = profile(g, unit.owner, unit.kind).advantages
        reduced = "tank" in adv or "flight" in adv or (protected(g, side) and unit.kind != "bomber")
        return "rout" if reduced else "destroy"
    return "rout"


def can_take(unit: Unit, result: str, chooser: bool) -> bool:
    """Whether a unit may be given a casualty: never a Rout to a Bomber (Flight); never a King when the
    roller chooses (Royal Guard: Reconnaissance, Bombers)."""
    if result == "rout" and unit.kind == "bomber":
        return False
    return not (chooser and unit.kind == "king")


def classes(g: WW4Game, side: str, result: str, chooser: bool) -> list[tuple[str, bool]]:
    """The distinct (kind, routed) targets a casualty may go to, sorted (unrouted before routed)."""
    out: list[tuple[str, bool]] = []
    for u in side_units(g, side):
        key = (u.kind, u.routed)
        if key not in out and can_take(u, result, chooser):
            out.append(key)
    return sorted(out)


def pick(g: WW4Game, side: str, kind: str, routed: bool, prefer: int | None = None) -> Unit | None:
    """The unit of a class that takes the casualty (the deciding nation's own first)."""
    found = [u for u in side_units(g, side) if u.kind == kind and u.routed == routed]
    if prefer is not None:
        found.sort(key=lambda u: u.owner != prefer)
    return found[0] if found else None


def value(g: WW4Game, kind: str) -> int:
    """What a unit of ``kind`` counts for in the policies: its Table 4 cost, a King :data:`KING_VALUE`."""
    return KING_VALUE if kind == "king" else int(g.content.costs.get(kind, 0))


def hit(g: WW4Game, unit: Unit, side: str, result: str, by: str) -> str:
    """Apply one casualty; returns "routed" or "destroyed" and logs it. A King lost (also one aboard a Frigate
    that goes down) is remembered by units.destroy for the end of the round ("Crown")."""
    c = combat(g)
    what = effect(g, unit, side, result)
    colour = g.colour_id(unit.owner)
    if what == "rout":
        unit.routed = True
        outcome = "routed"
    else:
        units.destroy(g.state, unit)
        outcome = "destroyed"
    g.log.add(
        "casualty",
        space=g.map.id(c["space"]),
        nation=colour,
        unit=unit.kind,
        result=result,
        outcome=outcome,
        by=by,
    )
    return outcome


# -- policies ---------------------------------------------------------------------------------------------


def policy_assign(g: WW4Game, side: str, result: str) -> tuple[str, bool] | None:
    """The owner's fixed choice (see the module docstring)."""
    best: tuple[Any, ...] | None = None
    choice: tuple[str, bool] | None = None
    for u in side_units(g, side):
        if not can_take(u, result, False):
            continue
        destroys = effect(g, u, side, result) == "destroy"
        key = (destroys, value(g, u.kind), u.routed != destroys)
        if best is None or key < best:
            best, choice = key, (u.kind, u.routed)
    return choice


def policy_choose(g: WW4Game, side: str, result: str, bomber: bool) -> tuple[str, bool] | None:
    """The roller's fixed choice for Reconnaissance (None: keep the Spy) or a Bomber's hit (None: let the
    owner assign)."""
    best: tuple[Any, ...] | None = None
    choice: tuple[str, bool] | None = None
    for u in side_units(g, side):
        if not can_take(u, result, True):
            continue
        destroys = effect(g, u, side, result) == "destroy"
        if not destroys and not bomber:
            continue
        key = (not destroys, -value(g, u.kind))
        if best is None or key < best:
            best, choice = key, (u.kind, u.routed)
    return choice
