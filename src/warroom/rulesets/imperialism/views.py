"""What each player may see of a War! Age of Imperialism game, the whole state for saves, and the redraw of
what nobody has seen (for search players).

Secret (rulebook 000, "Placing the Markers", "Native Marker", "Resource Marker"): the native and resource
markers lie face down on unowned regions until an explorer turns the native marker up or the region joins
an empire; the unused markers go back into the box. A view shows a face-down marker as "?" and never its
value, unless everyone has seen it turned up (an explorer's try, a battle with the natives, a revolt):
a marker "returned face-down to the region" ("Exploration", "NATIVE ARMIES") is the same marker, so every
view shows its value as ``"native_seen"`` beside ``"native": "?"`` (``state.native_seen``). The marker and
empire rules live once here (:func:`markers_shown`, :func:`empire_row`); the greedy player's cheap view
(greedy_seat.py) reads through them. With Plan & Reveal
(CLARIFICATIONS.md, item 6: "nobody sees what anyone else bought until everyone
has finished") another empire's purchases and PP stay hidden until all have bought. Everything else on
the board is public.

The event log keeps the same secrets (``public_event``): the only event that tells what the views hide
is "end_purchase", whose ``left`` (and ``kept``) would tell what the empire spent; with Plan & Reveal the
other seats and a spectator see it without them until the round's purchases are revealed, as long as the
views show that empire's PP as "?". Every other event is whole: a "plan" names only the empire; "income"
is logged as the empire's round begins, before it spends, and its ``pp`` is the balance the views showed
after the last reveal (``saved``) plus the income the views show; research, developing, westernizing and
inciting take effect at once ("Actions"), in the open, with what they cost; a marker value in "explore"
and "natives" was turned up for everyone by that action, even where it goes back face down; "annex"
names no resource that stays face down (Advanced hidden resources).

Advanced Rules, "Resource Marker" (hidden resources): after a region joins an empire its resource marker
"can be looked at, but must remain face down until it is Developed". Such an undeveloped resource is
shown with its value to the seat that plays the owning empire only; every other view shows "?". The
region is marked ``"undeveloped": True`` for everyone (that a marker lies face down is public). The
snapshot (saves) holds everything, as before; redrawing for a search player keeps the markers its own
empires may look at.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, NamedTuple

from warroom.core.log import Event
from warroom.rulesets.imperialism import battle_view, scenario
from warroom.rulesets.imperialism.state import ImperialismState

if TYPE_CHECKING:
    from warroom.rulesets.imperialism.game import ImperialismGame

HIDDEN = "?"
#: The phases in which Plan & Reveal purchases are made unseen.
PURCHASE_PHASES = ("opening", "production")
#: What an "end_purchase" event tells of the PP its empire had left (Plan & Reveal hides it until the reveal).
LEFT_FIELDS = ("left", "kept")


def purchases_unrevealed(g: ImperialismGame) -> bool:
    """Whether a Plan & Reveal purchase round is under way: the other empires' purchases and PP are hidden
    (CLARIFICATIONS.md item 6: "nobody sees what anyone else bought until everyone has finished")."""
    return g.options.get("purchase") == "plan-and-reveal" and g.state.phase in PURCHASE_PHASES


def public_event(g: ImperialismGame, event: Event, player: int | None) -> dict[str, Any]:
    """``event`` as ``player`` (a seat; None for a spectator) may see it: an "end_purchase" of an empire the
    seat does not play without ``left`` and ``kept`` while its Plan & Reveal round is unrevealed (what the
    empire left unspent would tell what it spent; the views show its PP as "?" until then); every other
    event whole (see the module docstring)."""
    shown = event.to_json()
    if event.kind == "end_purchase" and _left_hidden(g, event.data, player):
        for key in LEFT_FIELDS:
            shown.pop(key, None)
    return shown


def _left_hidden(g: ImperialismGame, data: dict[str, Any], player: int | None) -> bool:
    """Whether ``player`` may not yet see what the empire of an "end_purchase" had left: Plan & Reveal, the
    event's round (turn and phase) is the one under way, and the seat does not play the empire."""
    s = g.state
    if not purchases_unrevealed(g) or (data.get("turn"), data.get("phase")) != (s.turn, s.phase):
        return False
    empire = g.empire_of(str(data["empire"]))
    return player is None or s.seat_of[empire] != player


def _units(
    g: ImperialismGame, space: int, colours: list[str]
) -> tuple[dict[str, dict[str, int]], list[dict[str, Any]]]:
    """The pieces in a space: counts per colour and kind (not aboard), and the ships with their cargo.
    ``colours``: the colour id of every empire (``g.colour_id``, read once a view)."""
    s = g.state
    if not s.at[space]:
        return {}, []
    units: dict[str, dict[str, int]] = {}
    ships: list[dict[str, Any]] = []
    cargo: dict[int, dict[str, int]] = {}
    for pid in s.at[space]:
        p = s.pieces[pid]
        if p.carrier >= 0:
            kinds = cargo.setdefault(p.carrier, {})
            kinds[p.kind] = kinds.get(p.kind, 0) + 1
        elif p.kind != "ship":
            kinds = units.setdefault(colours[p.owner], {})
            kinds[p.kind] = kinds.get(p.kind, 0) + 1
    for pid in s.at[space]:
        p = s.pieces[pid]
        if p.kind == "ship":
            ships.append({"id": p.id, "owner": colours[p.owner], "cargo": cargo.get(p.id, {}), "moves": p.moves})
    return units, ships


class Markers(NamedTuple):
    """The board's markers as one viewer may see them, a list each by space (:func:`markers_shown`)."""

    #: A native marker's value face up, "?" face down, None where there is none.
    native: list[str | None]
    #: The value of a face-down native marker everyone has seen turned up (``state.native_seen``: public
    #: knowledge), else None.
    seen: list[str | None]
    #: A resource marker's value face up, and face down in the viewer's own regions (Advanced, "Resource
    #: Marker": the owner may look at an undeveloped resource); "?" otherwise; None where there is none.
    resource: list[int | str | None]


def markers_shown(s: ImperialismState, own: set[int]) -> Markers:
    """The native and resource markers as a viewer playing ``own`` (its empires) may see them: the rule every
    view, and the greedy player's cheap view, reads them by (computed for the whole board at once)."""
    native = [m if m is None or up else HIDDEN for m, up in zip(s.native, s.native_up, strict=True)]
    seen: list[str | None] = [None] * len(native)
    for r in s.native_seen:
        if s.native[r] is not None and not s.native_up[r]:
            seen[r] = s.native[r]
    resource = [
        v if v is None or up or o in own else HIDDEN
        for v, up, o in zip(s.resource, s.resource_up, s.owner, strict=True)
    ]
    return Markers(native, seen, resource)


def _space(g: ImperialismGame, r: int, colours: list[str], markers: Markers) -> dict[str, Any] | None:
    """One space as a viewer may see it (``markers``: :func:`markers_shown` for its empires); None when there
    is nothing in it to show."""
    s = g.state
    units, ships = _units(g, r, colours)
    out: dict[str, Any] = {"id": g.geo.id(r)}
    if not g.geo.is_sea[r]:
        out["owner"] = colours[s.owner[r]] if s.owner[r] >= 0 else None
        if s.buildings[r]:
            out["buildings"] = list(s.buildings[r])
        if s.fort[r]:
            out["fort"] = True
        if s.school[r]:
            out["school"] = True
        if s.native[r] is not None:
            out["native"] = markers.native[r]
            if markers.seen[r] is not None:
                out["native_seen"] = markers.seen[r]
        if s.resource[r] is not None:
            out["resource"] = markers.resource[r]
            if not s.resource_up[r] and s.owner[r] >= 0:
                out["undeveloped"] = True
    if units:
        out["units"] = units
    if ships:
        out["ships"] = ships
    return out if len(out) > 1 else None


def empire_row(g: ImperialismGame, e: int, own: set[int], hide_pp: bool, colours: list[str]) -> dict[str, Any]:
    """Empire ``e``'s row as a seat playing ``own`` may see it, less its names, paint, regions and income
    (which :func:`view` adds; the greedy player's cheap view, greedy_seat.py, does without): with Plan &
    Reveal (``hide_pp``: :func:`purchases_unrevealed`) another empire's PP is "?" and its purchases only a
    count. ``colours``: every empire's colour id."""
    s = g.state
    row: dict[str, Any] = {
        "colour": colours[e],
        "seat": s.seat_of[e],
        "pp": HIDDEN if hide_pp and e not in own else s.pp[e],
        "eliminated": s.eliminated[e],
        "techs": list(s.techs[e]) if s.techs else [],
        "at_war_with": [colours[o] for o in range(s.empires) if s.at_war and s.at_war[e][o]],
        "may_attack": [colours[o] for o in range(s.empires) if s.may_attack and s.may_attack[e][o]],
    }
    if s.phase == "draft":
        # "Choosing Regions": how many regions each empire has still to choose is on the table.
        row["draft_left"] = s.draft_left[e]
    if s.planned and s.planned[e]:
        if e in own:
            row["planned"] = [{"piece": piece, "where": g.geo.id(w)} for piece, w in s.planned[e]]
        else:
            row["planned_count"] = len(s.planned[e])
    return row


def view(g: ImperialismGame, player: int | None) -> dict[str, Any]:
    """What ``player`` (a seat; None for a spectator) may know, as JSON-friendly data."""
    s = g.state
    own = {e for e in range(s.empires) if player is not None and s.seat_of[e] == player}
    # Plan & Reveal: what another empire has left would tell what it spent, until the reveal.
    hide_pp = purchases_unrevealed(g)
    colours = [g.colour_id(e) for e in range(s.empires)]
    empires = []
    for e in range(s.empires):
        row = empire_row(g, e, own, hide_pp, colours)
        row["name"] = g.empire_name(e)
        # Every language, for clients that switch language without asking again (the browser).
        row["names"] = dict(scenario.label(g, e).names)
        row["paint"] = scenario.display_colour(g, e)
        row["regions"] = sum(1 for o in s.owner if o == e)
        row["income"] = dict(s.income[e])
        empires.append(row)
    markers = markers_shown(s, own)
    spaces = [sp for r in range(len(s.owner)) if (sp := _space(g, r, colours, markers)) is not None]
    decider = s.deciding_empire() if s.outcome is None else None
    result = g.result()
    out: dict[str, Any] = {
        "ruleset": g.ruleset_id,
        "level": g.level.id,
        "you": player,
        "your_empires": [g.colour_id(e) for e in sorted(own)],
        "turn": s.turn,
        "round": s.round,
        "phase": s.phase,
        "order": [g.colour_id(e) for e in s.order],
        "empire": g.colour_id(s.empire_turn()) if s.outcome is None else None,
        "decision": s.seat_of[decider] if decider is not None else None,
        "deciding_empire": g.colour_id(decider) if decider is not None else None,
        "interrupt": _interrupt(g) if s.interrupt is not None else None,
        # The battle waiting for a decision in ids and piece kinds (battle_view.py), or None.
        "battle_now": battle_view.battle_now(g),
        "empires": empires,
        "spaces": spaces,
        "markers_in_box": {"natives": len(s.box_natives), "resources": len(s.box_resources)},
        "result": result.to_json() if result is not None else None,
    }
    if s.outcome is not None:
        out["scores"] = s.outcome.get("table", [])
    return out


def _interrupt(g: ImperialismGame) -> dict[str, Any]:
    i = g.state.interrupt
    assert i is not None
    return {"kind": i.kind, "deciders": [g.colour_id(e) for e in i.deciders], **_jsonable(i.data)}


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return value


def snapshot(g: ImperialismGame) -> dict[str, Any]:
    """The whole state, secrets included (for saves and replay checks). Decision: without
    ``state.native_seen``: it follows from the public events that a replay repeats, and the snapshots of
    older saves (the golden corpus) must still compare equal."""
    s = g.state
    return {
        "ruleset": g.ruleset_id,
        "empires": s.empires,
        "seat_of": list(s.seat_of),
        "colours": [g.colour_id(e) for e in range(s.empires)],
        "order": list(s.order),
        "turn": s.turn,
        "round": s.round,
        "phase": s.phase,
        "current": s.current,
        "owner": list(s.owner),
        "buildings": [list(b) for b in s.buildings],
        "fort": list(s.fort),
        "school": list(s.school),
        "native": list(s.native),
        "native_up": list(s.native_up),
        "resource": list(s.resource),
        "resource_up": list(s.resource_up),
        "box_natives": list(s.box_natives),
        "box_resources": list(s.box_resources),
        "pieces": [
            {
                **p.to_json(),
                "moves": p.moves,
                "stopped": p.stopped,
                "rail": p.rail,
                "landed": list(p.landed),
                # Only when ridden (railroads=chain): the snapshots of older games stay as they were.
                **({"rails": list(p.rails)} if p.rails else {}),
            }
            for p in s.pieces.values()
        ],
        "next_piece": s.next_piece,
        "pp": list(s.pp),
        "income": [dict(i) for i in s.income],
        "draft_left": list(s.draft_left),
        "at_war": [list(r) for r in s.at_war],
        "may_attack": [list(r) for r in s.may_attack],
        "pending_attack": [list(p) for p in s.pending_attack],
        "peace_offers": [list(p) for p in s.peace_offers],
        "refused_passages": [list(p) for p in s.refused_passages],
        "interrupt": (
            {"kind": s.interrupt.kind, "deciders": list(s.interrupt.deciders), "data": _jsonable(s.interrupt.data)}
            if s.interrupt is not None
            else None
        ),
        "planned": [[list(x) for x in p] for p in s.planned],
        "eliminated": list(s.eliminated),
        "techs": [list(t) for t in s.techs],
        "discoveries": list(s.discoveries),
        "research_round": [[turn, list(tried)] for turn, tried in s.research_round],
        "outcome": _jsonable(s.outcome),
    }


def redraw_hidden(s: ImperialismState, rng: random.Random, own: list[int]) -> None:
    """Redraw every face-down marker and the box from the markers nobody can see, keeping which regions
    hold a face-down marker. A face-down native marker everyone has seen turned up (``s.native_seen``)
    is no secret and stays where it is. ``own``: the empires of the player who determinizes (their Plan & Reveal
    purchases are known to them; others' are kept as they are: they change no marker). The undeveloped
    resources in their own regions (Advanced) are known to them too and are kept."""
    natives = [r for r, m in enumerate(s.native) if m is not None and not s.native_up[r] and r not in s.native_seen]
    resources = [
        r for r, m in enumerate(s.resource) if m is not None and not s.resource_up[r] and s.owner[r] not in own
    ]
    pool_n = [s.native[r] for r in natives] + list(s.box_natives)
    pool_r = [s.resource[r] for r in resources] + list(s.box_resources)
    rng.shuffle(pool_n)
    rng.shuffle(pool_r)
    for k, r in enumerate(natives):
        s.native[r] = pool_n[k]
    s.box_natives = [m for m in pool_n[len(natives) :] if m is not None]
    for k, r in enumerate(resources):
        s.resource[r] = pool_r[k]
    s.box_resources = [m for m in pool_r[len(resources) :] if m is not None]
