"""What the Advanced rules' property tests check (test_imperialism_advanced_properties.py)."""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from typing import Any

import imperialism_property_checks as ip
import pytest

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.rulesets.imperialism import ending, natives, views
from warroom.rulesets.imperialism.actions import (
    Answer,
    Buy,
    Destroy,
    Develop,
    Incite,
    Research,
    Westernize,
)
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.production import BLOCKADE_PART, income_parts

RULESET = "imperialism-advanced"
#: The Advanced rules, each an option (on by default): `warroom rulesets --options imperialism-advanced`.
ADVANCED = (
    "victory_points",
    "advanced_costs",
    "advanced_production",
    "hidden_resources",
    "westernizing",
    "research",
    "blockade",
    "destroying",
    "advanced_battles",
)
ADVANCED_ACTIONS = (Research, Westernize, Incite, Develop, Destroy)
HIDDEN = views.HIDDEN


def switches(on: tuple[str, ...]) -> dict[str, bool]:
    return {name: name in on for name in ADVANCED}


#: All on, all off, each alone: (test id, the Advanced options).
COMBOS: list[tuple[str, dict[str, bool]]] = [
    ("all-on", switches(ADVANCED)),
    ("all-off", switches(())),
    *((f"only-{name}", switches((name,))) for name in ADVANCED),
]


# -- policies ---------------------------------------------------------------------------------------


class AdvancedPolicy(ip.Policy):
    """The Basic/Standard suite's styles, plus "eager": an Advanced action (research, westernize, incite,
    develop, destroy) half the time one is legal, else a building half the time one may be bought (a
    city first: without buildings an Advanced empire earns nothing), a phase's end a fifth of the time,
    else uniform."""

    def choose(self, game: ImperialismGame, legal: list[Action]) -> Action:
        player = game.current_player()
        assert player is not None
        if self.styles[player] != "eager":
            return super().choose(game, legal)
        advanced = [a for a in legal if isinstance(a, ADVANCED_ACTIONS)]
        if advanced and self.rng.random() < 0.5:
            return self.rng.choice(advanced)
        # In own regions: a fort in a native region (option forts) earns nothing, and there are dozens.
        owner = game.state.owner
        builds = [
            a for a in legal if isinstance(a, Buy) and a.piece in BUILDINGS and owner[game.board.index[a.where]] >= 0
        ]
        if builds and self.rng.random() < 0.5:
            return self.rng.choice([a for a in builds if a.piece == "city"] or builds)
        ends = [a for a in legal if isinstance(a, ip.ENDS) or a == Answer("no")]
        if ends and self.rng.random() < 0.2:
            return ends[0]
        return self.rng.choice(legal)


BUILDINGS = frozenset(("city", "port", "railroad", "factory", "school", "fort"))
STYLES = ("eager", "eager", "random", "typed", "hasty", "greedy")


# -- state invariants -------------------------------------------------------------------------------


def check_state(game: ImperialismGame, before: ip.Markers | None) -> ip.Markers:
    """The Basic/Standard suite's state invariants and the Advanced ones about markers and income."""
    s, geo, level = game.state, game.geo, game.level
    for r in geo.land:
        owner = s.owner[r]
        if owner >= 0 and s.native[r] is not None:
            # 000, Advanced Rules, "Native Marker": it "remains, face up, in the region until it is Civilized"
            assert level.westernizing, f"{geo.id(r)} joined with its native marker, westernizing off"
            assert s.native_up[r], f"unwesternized {geo.id(r)} holds a face-down native marker"
        if owner >= 0 and s.resource[r] is not None and not s.resource_up[r]:
            # face down in an empire: undeveloped (hidden resources) or undeveloped by destroying
            assert level.hidden_resources or level.destroying, f"{geo.id(r)}'s resource face down, rules off"
    for e in range(s.empires):
        assert s.pp[e] >= 0, f"{game.colour_id(e)} has {s.pp[e]} PP"
        parts = s.income[e]
        if parts:
            names = income_parts(level)
            assert set(parts) == {*names, "total"}, parts
            assert sum(parts[k] for k in names) == parts["total"]
            revenue = sum(parts[k] for k in names if k != BLOCKADE_PART)
            assert all(parts[k] >= 0 for k in names if k != BLOCKADE_PART), parts
            if level.blockade:
                # 000, Advanced Rules, "Blockade": "up to a maximum of half of his total PP revenue"
                assert -(revenue // 2) <= parts[BLOCKADE_PART] <= 0, parts
                assert parts[BLOCKADE_PART] % 10 == 0 or parts[BLOCKADE_PART] == -(revenue // 2), parts
    # the Basic/Standard invariants, on a copy without what the Advanced rules keep in a joined region
    # (a face-up native marker), without the income (checked above, with its "blockade" part), and,
    # with destroying, without a school whose city was destroyed (destruction.py removes only the
    # target: "Schools may only be built in regions that already contain a City" is a placement rule)
    orphans = [r for r in geo.land if s.school[r] and "city" not in s.buildings[r]]
    assert not orphans or level.destroying, f"schools without a city in {[geo.id(r) for r in orphans]}"
    plain = dataclasses.replace(
        s,
        native=[None if s.owner[r] >= 0 else m for r, m in enumerate(s.native)],
        native_up=[up and s.owner[r] < 0 for r, up in enumerate(s.native_up)],
        income=[{} for _ in range(s.empires)],
        school=[on and r not in orphans for r, on in enumerate(s.school)],
    )
    game.state = plain
    try:
        ip.check_state(game, None)
    finally:
        game.state = s
    # conservation: native markers leave play (westernized, beaten), none ever appears; resources stay
    now = ip.markers(game)
    if before is not None:
        assert now.natives <= before.natives, f"native markers appeared: {now.natives - before.natives}"
        assert now.resources == before.resources, "resource markers changed"
    return now


def check_techs(game: ImperialismGame) -> None:
    """Techs only from the chart, once each, each after its prerequisites; none without research."""
    s, chart = game.state, game.content.technologies
    for e in range(s.empires):
        held = s.techs[e]
        if not game.level.research:
            assert not held, f"{game.colour_id(e)} holds {held} with research off"
        assert len(set(held)) == len(held), held
        for k, tech in enumerate(held):
            assert tech in chart, tech
            assert set(chart[tech].needs) <= set(held[:k]), f"{tech} won before its prerequisites: {held}"


def action_empire(game: ImperialismGame) -> int:
    return game.state.deciding_empire()


def check_effect(
    game: ImperialismGame,
    action: Action,
    empire: int,
    pp_before: list[int],
    techs_before: list[list[str]],
    allowed: int,
    markers_before: dict[str, str | None],
    discoveries: Counter[tuple[int, int]],
) -> None:
    """What the Advanced production actions cost and did, and the discoveries of the round."""
    s = game.state
    paid = pp_before[empire] - s.pp[empire]
    others = [e for e in range(s.empires) if e != empire]
    if isinstance(action, Research | Westernize | Incite | Develop):
        assert all(s.pp[e] == pp_before[e] for e in others), "another empire's PP changed"
    if isinstance(action, Research):
        assert paid == action.pp, f"research of {action.pp} PP cost {paid}"
    elif isinstance(action, Westernize):
        marker = markers_before[action.region]
        assert marker is not None and paid == 2 * natives.marker_value(marker), (action, paid)
        assert s.native[game.board.index[action.region]] is None
    elif isinstance(action, Incite):
        marker = markers_before[action.region]
        assert marker is not None and paid == max(1, 25 - natives.marker_value(marker)), (action, paid)
        r = game.board.index[action.region]
        if s.owner[r] < 0:  # the natives won: "any buildings in the region are destroyed"
            assert not s.buildings[r] and not s.fort[r] and not s.school[r]
            assert s.native[r] == marker and not s.native_up[r] and not s.at[r]
        else:
            assert s.native[r] == marker and s.native_up[r]
    elif isinstance(action, Develop):
        assert paid == game.level.develop_cost == 30, (action, paid)
        assert s.resource_up[game.board.index[action.region]]
    # technologies: only by the acting empire's Research, one at a time, within the round's allowance
    for e in range(s.empires):
        gained = s.techs[e][len(techs_before[e]) :]
        assert s.techs[e][: len(techs_before[e])] == techs_before[e], "a technology was lost"
        if not gained:
            continue
        assert isinstance(action, Research) and e == empire and gained == [action.tech], (action, gained)
        discoveries[(s.turn, e)] += 1
        assert discoveries[(s.turn, e)] <= allowed, f"{game.colour_id(e)} made too many discoveries"
    e = empire
    if isinstance(action, Research) and e < len(s.research_round) and s.research_round[e][0] == s.turn:
        assert s.discoveries[e] == discoveries[(s.turn, e)], (s.discoveries, discoveries)


def check_options(game: ImperialismGame, legal: list[Action]) -> None:
    """A rule switched off offers none of its actions."""
    level, kinds = game.level, {type(a) for a in legal}
    if not level.research:
        assert Research not in kinds
    if not level.westernizing:
        assert Westernize not in kinds and Incite not in kinds
    if not level.hidden_resources:
        assert Develop not in kinds
    if not level.destroying:
        assert Destroy not in kinds
    if game.phase() != "production":
        assert not kinds & {Research, Westernize, Incite, Develop}
    if game.phase() != "movement":
        assert Destroy not in kinds


def check_end(game: ImperialismGame) -> None:
    """The outcome's table: with victory points each row's parts sum to its score and match the board
    (000, Advanced Rules, "Winning"); the seats' scores are their counting empires'."""
    s = game.state
    outcome = s.outcome
    assert outcome is not None
    rows = {row["colour"]: row for row in outcome["table"]}
    assert len(rows) == s.empires
    for e in range(s.empires):
        row = rows[game.colour_id(e)]
        regions = sum(1 for o in s.owner if o == e)
        whole = ending.whole_global_regions(game, e)
        assert row["regions"] == regions and row["global_regions"] == whole
        if game.level.victory == "points":
            built = sum(len(s.buildings[r]) + s.fort[r] + s.school[r] for r in range(len(s.owner)) if s.owner[r] == e)
            pieces_ = sum(1 for p in s.pieces.values() if p.owner == e)
            points = row["points"]
            assert points == {
                "regions": 10 * regions,
                "global_regions": 50 * len(whole),
                "buildings": 5 * built,
                "pieces": pieces_,
            }, (points, regions, whole, built, pieces_)
            assert row["buildings"] == built and row["pieces"] == pieces_
            assert sum(points.values()) == row["score"]
        else:
            assert "points" not in row
            assert row["score"] == regions + game.level.global_region_score * len(whole)
    scores = {int(k): v for k, v in outcome["scores"].items()}
    for seat in range(game.players):
        counting = ending.counting_empire(game, seat)
        assert scores[seat] == rows[game.colour_id(counting)]["score"]
    if outcome["reason"] != "last-standing":
        best = max(scores.values())
        assert sorted(outcome["winners"]) == [seat for seat in range(game.players) if scores[seat] == best]
    result = game.result()
    assert result is not None and sorted(result.ranking) == list(range(game.players))


# -- views and hidden information -------------------------------------------------------------------


def own_empires(game: ImperialismGame, seat: int | None) -> list[int]:
    s = game.state
    return [e for e in range(s.empires) if seat is not None and s.seat_of[e] == seat]


def check_views(game: ImperialismGame, rng: random.Random, invariance: bool) -> None:
    """Every view is JSON; a face-down marker on native land shows "?"; an undeveloped resource shows its
    value to its owner's seat only ("can be looked at, but must remain face down"); an unwesternized
    region's marker is face up for all; with ``invariance``, redrawing what the seat may not see (and
    other empires' Plan & Reveal plans and PP) changes nothing in its view."""
    s = game.state
    hide_pp = game.options.get("purchase") == "plan-and-reveal" and s.phase in ("opening", "production")
    by_id = {game.geo.id(r): r for r in range(len(s.owner))}
    seen: dict[int | None, dict[str, Any]] = {}
    for p in ip.seats(game):
        view = game.view(p)
        seen[p] = view
        text = json.dumps(view)
        assert json.loads(text) == view and view["you"] == p
        assert str(game.seed) not in text, f"view({p}) shows the seed"
        assert "box_natives" not in text and "box_resources" not in text
        own = set(own_empires(game, p))
        for space in view["spaces"]:
            r = by_id[space["id"]]
            if s.native[r] is not None:
                assert space["native"] == (s.native[r] if s.native_up[r] else HIDDEN), space
            else:
                assert "native" not in space
            if s.resource[r] is None:
                assert "resource" not in space
            elif s.resource_up[r]:
                assert space["resource"] == s.resource[r] and "undeveloped" not in space, space
            elif s.owner[r] >= 0:
                wanted = s.resource[r] if s.owner[r] in own else HIDDEN
                assert space["resource"] == wanted and space["undeveloped"] is True, (p, space)
            else:
                assert space["resource"] == HIDDEN and "undeveloped" not in space, space
        for e, row in enumerate(view["empires"]):
            if e not in own:
                assert "planned" not in row
                if hide_pp:
                    assert row["pp"] == HIDDEN
    if not invariance:
        return
    real = game.state
    try:
        for p in ip.seats(game):
            own = set(own_empires(game, p))
            fake = real.copy()
            views.redraw_hidden(fake, rng, own=sorted(own))
            fake.planned = [
                list(real.planned[e]) if e in own else [("inf", rng.randrange(len(real.owner)))] * len(real.planned[e])
                for e in range(real.empires)
            ]
            fake.pp = [
                real.pp[e] if e in own or not hide_pp else real.pp[e] + rng.randint(1, 50) for e in range(real.empires)
            ]
            game.state = fake
            assert game.view(p) == seen[p], f"view({p}) depends on what it may not see"
            game.state = real
    finally:
        game.state = real


def check_events(game: ImperialismGame, events: list[Any]) -> None:
    """No event names the value of a resource that lies face down after the action."""
    s = game.state
    for event in events:
        region = event.data.get("region")
        if "resource" in event.data and isinstance(region, str) and region in game.board.index:
            r = game.board.index[region]
            assert s.resource_up[r] or s.owner[r] < 0, f"{event.kind} shows a face-down resource: {event.data}"


# -- the illegal Advanced actions -------------------------------------------------------------------


def wrong_advanced(game: ImperialismGame) -> list[Action]:
    """Advanced actions built to be illegal now."""
    s, geo, ids = game.state, game.geo, game.board.ids
    phase = game.phase()
    out: list[Action] = [
        Research("alchemy", 5),
        Westernize("atlantis"),
        Incite("atlantis"),
        Develop("atlantis"),
        Destroy("atlantis", "city"),
    ]
    if game.is_over():
        return out
    e = game.current_empire()
    mine = [r for r in geo.land if s.owner[r] == e]
    theirs = [r for r in geo.land if s.owner[r] >= 0 and s.seat_of[s.owner[r]] != s.seat_of[e]]
    unowned = [r for r in geo.land if s.owner[r] < 0]
    sea = ids[geo.seas[0]]
    held = set(s.techs[e])
    chart = game.content.technologies
    out += [Develop(sea), Westernize(sea), Incite(sea)]
    out += [Research(t, 5) for t in held][:1]
    out += [Research(t, 5) for t, spec in chart.items() if t not in held and not set(spec.needs) <= held][:2]
    open_ = [t for t, spec in chart.items() if t not in held and set(spec.needs) <= held][:1]
    out += [Research(t, pp) for t in open_ for pp in (0, -5, s.pp[e] + 1)]
    out += [Westernize(ids[r]) for r in theirs[:1] + unowned[:1]]
    out += [Westernize(ids[r]) for r in mine if s.native[r] is None][:1]
    out += [Incite(ids[r]) for r in mine[:1] + unowned[:1]]
    out += [Incite(ids[r]) for r in theirs if s.native[r] is None][:1]
    out += [Develop(ids[r]) for r in theirs[:1] + unowned[:1]]
    out += [Develop(ids[r]) for r in mine if s.resource[r] is None or s.resource_up[r]][:1]
    out += [Destroy(ids[r], "city") for r in theirs[:1] + unowned[:1]]
    out += [Destroy(ids[r], "castle") for r in mine[:1]]
    out += [Destroy(ids[r], "city") for r in mine if "city" not in s.buildings[r]][:1]
    if phase != "production":
        out += [Research(t, 1) for t in open_]
        out += [Westernize(ids[r]) for r in mine if s.native[r] is not None][:1]
        out += [Incite(ids[r]) for r in theirs if s.native[r] is not None][:1]
        out += [Develop(ids[r]) for r in mine if s.resource[r] is not None and not s.resource_up[r]][:1]
    if phase != "movement":
        out += [Destroy(ids[r], b) for r in mine for b in s.buildings[r]][:1]
    return out


def check_advanced_refusals(game: ImperialismGame, legal: list[Action]) -> None:
    listed = set(legal)
    snap, log_len, history = game.snapshot(), len(game.log), list(game.history)
    for action in wrong_advanced(game):
        assert action not in listed, f"{action} was built to be illegal but is listed"
        assert not game.is_legal(action), f"{action} was built to be illegal but is accepted"
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert str(info.value), f"{action!r} refused without a reason"
        assert len(game.log) == log_len and game.history == history
    assert game.snapshot() == snap


# -- the driver -------------------------------------------------------------------------------------


def run_checked(game: ImperialismGame, policy: ip.Policy, check_rng: random.Random, cap: int) -> Counter[str]:
    """Play up to ``cap`` actions, checking everything after each one; returns the actions played by kind."""
    count = check_state(game, None)
    check_techs(game)
    check_views(game, check_rng, invariance=True)
    played: Counter[str] = Counter()
    discoveries: Counter[tuple[int, int]] = Counter()
    n = 0
    while not game.is_over() and n < cap:
        every = n % 25 == 0
        legal = list(game.legal_actions())
        ip.check_legal(game, legal, check_rng, 1 if every or n % 4 == 0 else 0)
        check_options(game, legal)
        if every or n % 3 == 0:
            ip.check_refusals(game, legal, check_rng, every)
            check_advanced_refusals(game, legal)
        action = policy.choose(game, legal)
        assert action in legal, f"{action} was chosen but not listed"
        s = game.state
        empire = action_empire(game)
        pp_before, techs_before = list(s.pp), [list(t) for t in s.techs]
        # 000, Advanced Rules, "Researching New Technologies": one discovery, two with five or more schools
        allowed = 2 if sum(1 for r, o in enumerate(s.owner) if o == empire and s.school[r]) >= 5 else 1
        markers_before = {game.geo.id(r): s.native[r] for r in game.geo.land}
        events = game.apply(action)
        n += 1
        played[action.type_name] += 1
        assert game.history[-1] == action
        check_effect(game, action, empire, pp_before, techs_before, allowed, markers_before, discoveries)
        count = check_state(game, count)
        check_techs(game)
        check_events(game, events)
        check_views(game, check_rng, invariance=every or n % 8 == 0)
    if game.is_over():
        check_end(game)
    return played


def spec_for(advanced: dict[str, bool], players: int, seed: int, *, turns: int = 2, **extra: Any) -> dict[str, Any]:
    options: dict[str, Any] = {"end": "turns", "turns": turns, **advanced, **extra}
    return {"ruleset": RULESET, "players": players, "options": options, "seed": seed}
