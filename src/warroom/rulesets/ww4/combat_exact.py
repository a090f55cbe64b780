"""The exact calculator's view of a World War IV combat (warroom.battles.rout_kill): each side's units by
kind and routed, with the profiles, rally faces and values the combat code reads (casualties.py), under
the fixed policies of a simulated combat (casualties.py's module docstring).

Spies count on their side (``Side.spies``: Reconnaissance) and Bombers are kinds whose side aims their Kills
(``Kind.aims``; an invading Bomber ``leaves`` in round 2): the exact programmes do not model these
(``rout_kill.modelled``), the vectorised Monte Carlo does (warroom.battles.rout_kill_recon). :func:`sides`
answers None only for one kind fighting with two different profiles on one side (defenders of nations with
different Innovations); the odds then come from the Monte Carlo through the combat code
(combat_odds.run_samples).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warroom.battles.rout_kill import Kind, Side, Units
from warroom.rulesets.ww4 import units
from warroom.rulesets.ww4.casualties import profile, rally_faces, value
from warroom.rulesets.ww4.content import SHIPS

if TYPE_CHECKING:
    from warroom.rulesets.ww4.game import WW4Game

#: The faces of a die.
FACES = frozenset(range(1, 7))


def sides(g: WW4Game, space: int, invader: int) -> tuple[Side, Side, Units, Units] | None:
    """(invader's side, defender's side, their units) of the combat in ``space``, or None (see above).
    ``g`` must hold only public information (combat_odds._base)."""
    s = g.state
    everyone = units.present(s, space)
    present = [u for u in everyone if u.kind != "spy"]
    on_land = not g.map.is_water[space]
    protected = s.city[space] >= 0 or (s.fort[space] >= 0 and s.fort[space] != invader)
    out: list[tuple[Side, Units]] = []
    for who in (0, 1):
        mine = [u for u in present if (u.owner == invader) == (who == 0)]
        kinds: dict[str, Kind] = {}
        for u in mine:
            kind = _kind(g, u.owner, u.kind, defender=who == 1)
            if kinds.setdefault(u.kind, kind) != kind:
                return None
        order = sorted(kinds)
        counts = [0] * (2 * len(order))
        for u in mine:
            counts[2 * order.index(u.kind) + (1 if u.routed else 0)] += 1
        # A Spy serves its side while its colour fights there (casualties.owners, as at the start).
        colours = {u.owner for u in mine}
        spies = sum(1 for u in everyone if u.kind == "spy" and u.owner in colours)
        side = Side(tuple(kinds[k] for k in order), protected and who == 1, who == 0, on_land, spies)
        out.append((side, tuple(counts)))
    (a, ua), (d, ud) = out
    return a, d, ua, ud


def _kind(g: WW4Game, owner: int, kind: str, *, defender: bool) -> Kind:
    p = profile(g, owner, kind)
    adv = p.advantages
    breakdown = "breakdown" in adv
    rally = rally_faces(g, owner, kind) & FACES
    return Kind(
        name=kind,
        kill=len(p.kill & FACES),
        rout=len((p.rout - p.kill) & FACES),
        rally=len(rally - {1}) if breakdown else len(rally),
        value=value(g, kind),
        bombardment="bombardment" in adv,
        first="charge" in adv or ("entrench" in adv and defender),
        fires_routed="turret" in adv or "leadership" in adv,
        reduces_kills="tank" in adv or "flight" in adv,
        breakdown=breakdown,
        king=kind == "king",
        ship=kind in SHIPS,
        takes_routs=kind != "bomber",
        aims=kind == "bomber",
        leaves=kind == "bomber" and not defender,
    )
