"""Exploration and regions joining an empire: rulebook 000, Basic and Standard Rules, "Exploration and
Negotiating with the Natives", "Native Marker", "Resource Marker" (Standard: a leader along adds 1 and
dies with the explorer); Advanced Rules, "Native Marker", "Resource Marker" (markers that stay).

Decisions: any own explorer standing in a native region may try, before or instead of the battle there
(success averts the battle); the marker is turned up for the roll (the "explore" event shows it) and goes
back face down on failure; the number decides ("+" signs do not change it). Success: the region joins, one
new infantry is placed, the explorer (and the leader) stay. Failure: the explorer (and the leader) are
eliminated. A region that joins an empire (:func:`annex`) keeps its buildings (the example's "new fort as
a bonus"); its native marker leaves play (not back into the box: the box only feeds the setup) unless the
Advanced westernizing rule keeps it face up; its resource marker is turned up unless the Advanced hidden
resources rule keeps it face down; other empires' parties there are swept.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from warroom.core.errors import IllegalAction
from warroom.core.text import Msg, Place
from warroom.rulesets.imperialism import movement, pieces
from warroom.rulesets.imperialism.actions import Explore

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame


def explorable(g: ImperialismGame) -> list[tuple[int, bool]]:
    """(region, a leader may help) for each native region holding an explorer of the current empire."""
    s = g.state
    e = s.empire_turn()
    out = []
    for r in sorted({p.where for p in s.pieces.values() if p.owner == e and p.kind == "explorer" and p.carrier < 0}):
        if _is_native(g, r):
            out.append((r, _leader_may_help(g, r, e)))
    return out


def _is_native(g: ImperialismGame, region: int) -> bool:
    s = g.state
    return not g.geo.is_sea[region] and s.owner[region] < 0 and s.native[region] is not None


def _leader_may_help(g: ImperialismGame, region: int, empire: int) -> bool:
    return g.level.leader_helps_explorer and any(p.kind == "ldr" for p in pieces.armies_in(g.state, region, empire))


def marker_value(marker: str) -> int:
    """The number on a native marker ("10+" -> 10): what an explorer's roll must reach."""
    m = re.match(r"\s*(\d+)", marker)
    if m is None:
        raise ValueError(f"cannot read the native marker {marker!r}")
    return int(m.group(1))


def check_explore(g: ImperialismGame, action: Explore) -> None:
    """An explorer of the current empire stands in a native region; a leader helps only where the level
    allows it (Standard) and one of the empire's leaders stands there."""
    s = g.state
    e = s.empire_turn()
    r = g.space(action.region, "region")
    if not _is_native(g, r):
        raise IllegalAction(Msg("aoi.err.explore.not_native", region=Place(action.region)))
    if not any(p.kind == "explorer" for p in pieces.ashore(s, r, e)):
        raise IllegalAction(Msg("aoi.err.explore.no_explorer", region=Place(action.region)))
    if action.leader:
        if not g.level.leader_helps_explorer:
            raise IllegalAction(Msg("aoi.err.explore.leader_rule"))
        if not _leader_may_help(g, r, e):
            raise IllegalAction(Msg("aoi.err.explore.no_leader", region=Place(action.region)))


def execute_explore(g: ImperialismGame, action: Explore) -> None:
    """Roll 2d6 (+1 with a leader) against the marker's number: the region joins with a new infantry, or
    the explorer (and the leader) are lost and the marker goes back face down."""
    s = g.state
    e = s.empire_turn()
    r = g.space(action.region, "region")
    marker = s.native[r]
    assert marker is not None
    explorer = [p for p in pieces.ashore(s, r, e) if p.kind == "explorer"][-1]
    leader = [p for p in pieces.armies_in(s, r, e) if p.kind == "ldr"][-1] if action.leader else None
    s.native_up[r] = True
    # Turned up for the whole table: should it go back face down, everyone knows what it is.
    s.native_seen.add(r)
    dice = g.dice.roll(2, "explore", region=g.geo.id(r))
    bonus = 1 if leader is not None else 0
    total = sum(dice) + bonus
    value = marker_value(marker)
    success = total >= value
    g.log.add(
        "explore",
        region=g.geo.id(r),
        empire=g.colour_id(e),
        marker=marker,
        value=value,
        dice=dice,
        leader=leader is not None,
        total=total,
        success=success,
    )
    if success:
        pieces.create(s, e, "inf", r)
        annex(g, r, e, "exploration")
        return
    pieces.destroy(s, explorer)
    if leader is not None:
        pieces.destroy(s, leader)
    s.native_up[r] = False


# -- joining an empire ---------------------------------------------------------------------------------


def annex(g: ImperialismGame, region: int, empire: int, how: str) -> None:
    """``region`` joins ``empire`` (``how``: "conquest", "exploration", "occupation"): owner set, native
    marker out of play, resource marker turned up, buildings kept, other empires' parties swept
    ("Native Marker", "Resource Marker", "Party Movement"). Advanced (000, Advanced Rules, "Native
    Marker", "Resource Marker"): with ``level.westernizing`` the native marker stays face up until the
    region is westernized (natives.py); with ``level.hidden_resources`` the resource marker keeps its
    side (face down until developed; a developed one stays up) and its value is not logged."""
    s = g.state
    previous = s.owner[region]
    s.owner[region] = empire
    keep_marker = g.level.westernizing and s.native[region] is not None
    if not keep_marker:
        s.native[region] = None
        s.native_seen.discard(region)
    else:
        # Face up in the region until westernized; a revolt may turn it face down again (natives.py).
        s.native_seen.add(region)
    s.native_up[region] = keep_marker
    data: dict[str, Any] = {
        "region": g.geo.id(region),
        "empire": g.colour_id(empire),
        "how": how,
        "previous": g.colour_id(previous) if previous >= 0 else "natives",
    }
    if keep_marker:
        data["native"] = s.native[region]
    if s.resource[region] is not None:
        if not g.level.hidden_resources:
            s.resource_up[region] = True
        if s.resource_up[region]:
            data["resource"] = s.resource[region]
    g.log.add("annex", **data)
    movement.sweep_parties(g, region)
