"""The War! Age of Imperialism property tests' games, policies and checks (test_imperialism_properties.py;
the Advanced rules' tests build on them)."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from property_checks import assert_refused

from warroom.agents import make_agent
from warroom.agents.base import Agent
from warroom.core.actions import Action
from warroom.core.log import EventLog
from warroom.core.registry import new_game
from warroom.rulesets.imperialism import pieces, views
from warroom.rulesets.imperialism.actions import (
    Answer,
    Buy,
    Claim,
    DeclareWar,
    Embark,
    EndMovement,
    EndPurchase,
    EndTurn,
    Explore,
    Fight,
    Land,
    Move,
    OfferPeace,
    Sail,
    SeaBattle,
)
from warroom.rulesets.imperialism.content import PIECE_KINDS
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.production import INCOME_PARTS

RULESETS = ("imperialism-basic", "imperialism-standard")
STYLES = ("random", "typed", "hasty", "greedy")
ENDS = (EndPurchase, EndMovement, EndTurn)
PROPS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: Seeds are drawn this large so that a seed found in a view's text is the seed, not a count.
SEED_MIN = 10**9
HIDDEN = views.HIDDEN


def imperialism(ruleset: str, players: int, options: dict[str, Any], seed: int) -> ImperialismGame:
    game = new_game(ruleset, players, options, seed)
    assert isinstance(game, ImperialismGame)
    return game


@st.composite
def specs(draw: st.DrawFn, turns: tuple[int, int] = (2, 4)) -> dict[str, Any]:
    """A ruleset, a player count, options and a seed."""
    ruleset = draw(st.sampled_from(RULESETS))
    players = draw(st.integers(2, 6))
    options: dict[str, Any] = {
        "turn_order": draw(st.sampled_from(("fixed", "random", "rotating"))),
        "purchase": draw(st.sampled_from(("in-turn", "plan-and-reveal"))),
        "save_pp": draw(st.booleans()),
        "opening_placement": draw(st.sampled_from(("free", "usual"))),
        "human_wave": draw(st.sampled_from(("match", "none"))),
    }
    if players == 2:
        options["two_empires"] = draw(st.booleans())
    if draw(st.integers(0, 3)) == 0:
        options["end"] = "last-standing"  # the action cap ends it
    else:
        options["end"] = "turns"
        options["turns"] = draw(st.integers(*turns))
    seed = draw(st.integers(SEED_MIN, 2**40))
    return {"ruleset": ruleset, "players": players, "options": options, "seed": seed}


def new(spec: dict[str, Any]) -> ImperialismGame:
    return imperialism(spec["ruleset"], spec["players"], spec["options"], spec["seed"])


def fast_copy(game: ImperialismGame) -> ImperialismGame:
    """A deep copy of a game that shares only what never changes (the content, the board, the level's
    tables, the actions already played) and starts an empty event log (its dice write to it)."""
    memo: dict[int, Any] = {id(game.content): game.content, id(game.geo): game.geo, id(game.board): game.board}
    memo |= {id(game.level): game.level, id(game.log): EventLog(), id(game.history): list(game.history)}
    clone: ImperialismGame = copy.deepcopy(game, memo)
    return clone


# -- policies ---------------------------------------------------------------------------------------


@dataclass
class Policy:
    """One style per seat: "random" (uniform over the legal actions), "typed" (uniform over the kinds
    of action listed (a Buy by its piece), then over that kind: ships are bought, sail, embark, land and
    fight more often), "hasty"
    (ends each phase early when it may) or "greedy" (the ruleset's greedy agent)."""

    styles: list[str]
    rng: random.Random
    agents: dict[int, Agent] = field(default_factory=dict)

    @classmethod
    def make(cls, ruleset: str, styles: list[str], seed: int) -> Policy:
        agents = {p: make_agent("greedy", ruleset, seed + p) for p, s in enumerate(styles) if s == "greedy"}
        return cls(styles, random.Random(seed), agents)

    def choose(self, game: ImperialismGame, legal: list[Action]) -> Action:
        player = game.current_player()
        assert player is not None
        style = self.styles[player]
        if style == "greedy":
            return self.agents[player].choose(game, player)
        if style == "hasty":
            ends = [a for a in legal if isinstance(a, ENDS) or a == Answer("no")]
            if ends and self.rng.random() < 0.4:
                return ends[0]
        if style == "typed":
            groups: dict[str, list[Action]] = {}
            for a in legal:
                groups.setdefault(f"{a.type_name}:{a.piece}" if isinstance(a, Buy) else a.type_name, []).append(a)
            return self.rng.choice(groups[self.rng.choice(sorted(groups))])
        return self.rng.choice(legal)


styles_st = st.one_of(
    st.sampled_from(STYLES).map(lambda s: [s] * 6),  # every seat the same
    st.lists(st.sampled_from(STYLES), min_size=6, max_size=6),  # a mix
)


# -- state invariants -------------------------------------------------------------------------------


@dataclass
class Markers:
    natives: Counter[str]
    resources: Counter[int]


def markers(game: ImperialismGame) -> Markers:
    """Every native and resource marker on the board or in the box."""
    s = game.state
    return Markers(
        natives=Counter([m for m in s.native if m is not None] + s.box_natives),
        resources=Counter([m for m in s.resource if m is not None] + s.box_resources),
    )


def check_state(game: ImperialismGame, before: Markers | None) -> Markers:
    """Every invariant of the state; returns the markers counted now (conservation is checked against
    ``before``: markers leave play, none ever appears)."""
    s, geo, level = game.state, game.geo, game.level
    n = len(game.board.ids)
    empires = range(s.empires)
    moving = s.phase in ("movement", "battles")
    assert s.round in ((1, 2) if moving else (0,)), f"round {s.round} in phase {s.phase}"
    assert len(s.at) == len(s.owner) == n
    # no piece in two places: the per-space lists hold every piece exactly once, where it is
    listed = Counter(pid for space in s.at for pid in space)
    assert all(c == 1 for c in listed.values()), f"pieces listed twice: {[p for p, c in listed.items() if c > 1]}"
    assert set(listed) == set(s.pieces), "s.at and s.pieces disagree"
    assert all(pid < s.next_piece for pid in s.pieces)
    for space, ids in enumerate(s.at):
        for pid in ids:
            assert s.pieces[pid].where == space, f"piece {pid} listed in {geo.id(space)} but stands elsewhere"
    for pid, p in s.pieces.items():
        assert p.id == pid and p.owner in empires and p.kind in PIECE_KINDS and p.kind in level.units
        assert not s.eliminated[p.owner], f"piece {pid} of eliminated {game.colour_id(p.owner)}"
        assert p.moves >= 0, f"piece {pid} has {p.moves} moves"
        if p.carrier >= 0:
            ship = s.pieces.get(p.carrier)
            assert ship is not None and ship.kind == "ship", f"piece {pid} aboard a missing ship {p.carrier}"
            assert ship.owner == p.owner and ship.where == p.where and p.kind != "ship"
        if geo.is_sea[p.where]:
            assert p.kind == "ship" or p.carrier >= 0, f"{p.kind} {pid} in sea {geo.id(p.where)} without a ship"
        else:
            assert p.kind != "ship" and p.carrier < 0, f"{p.kind} {pid} in {geo.id(p.where)}"
        if p.kind == "ship":
            assert pieces.armies_aboard(s, p) <= level.ship_capacity, f"ship {pid} overloaded"
        assert p.moves <= level.units[p.kind].move + 1
        if not moving or p.owner != s.empire_turn():
            assert p.moves == 0, f"{p.kind} {pid} of {game.colour_id(p.owner)} has moves out of its turn"
        if p.carrier < 0 and not geo.is_sea[p.where]:
            owner = s.owner[p.where]
            if p.kind in pieces.PARTIES:
                # "Party Movement": parties die in another empire's region or alone with enemy armies
                assert owner in (-1, p.owner), f"{p.kind} {pid} in another empire's {geo.id(p.where)}"
                armies = pieces.army_owners(s, p.where)
                assert not armies or p.owner in armies, f"{p.kind} {pid} alone with enemy armies"
            elif owner != p.owner:
                # a battle caused in a movement turn is fought in that turn
                assert moving and p.owner == s.empire_turn(), f"{p.kind} {pid} left in {geo.id(p.where)}"
    # regions: an owned region keeps an own army and no native marker; an unowned one has its markers
    for r in range(n):
        owner = s.owner[r]
        if geo.is_sea[r]:
            assert owner == -1 and s.native[r] is None and s.resource[r] is None
            continue
        assert owner == -1 or owner in empires
        if owner >= 0:
            assert pieces.armies_in(s, r, owner), f"{geo.id(r)} of {game.colour_id(owner)} has no army"
            assert s.native[r] is None, f"owned {geo.id(r)} holds a native marker {s.native[r]}"
            assert not s.eliminated[owner]
        elif s.phase != "draft":
            assert s.native[r] is not None, f"unowned {geo.id(r)} has no native marker"
            assert s.resource[r] is not None and not s.resource_up[r], f"unowned {geo.id(r)}'s resource"
        if s.school[r]:
            assert "city" in s.buildings[r], f"a school without a city in {geo.id(r)}"
    # production points and income
    for e in empires:
        assert s.pp[e] >= 0, f"{game.colour_id(e)} has {s.pp[e]} PP"
        if s.income[e]:
            parts = s.income[e]
            assert set(parts) == {*INCOME_PARTS, "total"}
            assert sum(parts[k] for k in INCOME_PARTS) == parts["total"]
            assert all(v >= 0 for v in parts.values())
        if s.eliminated[e]:
            assert not s.planned[e] and e not in (s.interrupt.deciders if s.interrupt else [])
    if game.options.get("purchase") != "plan-and-reveal" or s.phase not in ("opening", "production"):
        assert not any(s.planned), "planned purchases outside a Plan & Reveal purchase round"
    # markers: conservation (they leave play, never appear)
    now = markers(game)
    if before is not None:
        assert now.natives <= before.natives, f"native markers appeared: {now.natives - before.natives}"
        assert now.resources == before.resources, "resource markers changed"
    # the decision
    if game.is_over():
        assert s.phase == "over" and game.current_player() is None and list(game.legal_actions()) == []
        assert game.result() is not None
    else:
        decider = s.deciding_empire()
        assert not s.eliminated[decider] and not s.eliminated[s.empire_turn()]
        assert game.current_player() == s.seat_of[decider]
        assert game.phase() in ("draft", "opening", "production", "movement", "battles") or s.interrupt
    return now


# -- views and hidden information -------------------------------------------------------------------


def seats(game: ImperialismGame) -> list[int | None]:
    return [None, *range(game.players)]


def check_views(game: ImperialismGame, rng: random.Random, invariance: bool) -> None:
    """Every view is JSON, shows a face-down marker as "?" only, never the box, the seed or another
    empire's Plan & Reveal purchases; with ``invariance``, redrawing what nobody sees (the face-down
    markers and the box) and changing other empires' plans changes no view at all."""
    s = game.state
    snap = game.snapshot()
    assert json.loads(json.dumps(snap)) == snap
    hide_pp = game.options.get("purchase") == "plan-and-reveal" and s.phase in ("opening", "production")
    by_id = {game.geo.id(r): r for r in range(len(s.owner))}
    seen: dict[int | None, dict[str, Any]] = {}
    for p in seats(game):
        view = game.view(p)
        seen[p] = view
        text = json.dumps(view)
        assert json.loads(text) == view
        assert view["you"] == p
        assert str(game.seed) not in text, f"view({p}) shows the seed"
        assert "box_natives" not in text and "box_resources" not in text
        assert set(view["markers_in_box"]) == {"natives", "resources"}
        assert all(isinstance(v, int) for v in view["markers_in_box"].values())
        for space in view["spaces"]:
            r = by_id[space["id"]]
            if s.native[r] is not None:
                assert space["native"] == (s.native[r] if s.native_up[r] else HIDDEN), space
            else:
                assert "native" not in space
            if s.resource[r] is not None:
                assert space["resource"] == (s.resource[r] if s.resource_up[r] else HIDDEN), space
        own = {e for e in range(s.empires) if p is not None and s.seat_of[e] == p}
        for e, row in enumerate(view["empires"]):
            if e not in own:
                assert "planned" not in row, f"view({p}) shows {row['colour']}'s planned purchases"
                if hide_pp:
                    assert row["pp"] == HIDDEN
    if not invariance:
        return
    real = game.state
    fake = real.copy()
    views.redraw_hidden(fake, rng, own=[])
    try:
        for p in seats(game):
            own = {e for e in range(real.empires) if p is not None and real.seat_of[e] == p}
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


# -- the legal and the illegal ----------------------------------------------------------------------


def check_legal(game: ImperialismGame, legal: list[Action], rng: random.Random, tries: int) -> None:
    """Listed actions are distinct, legal, round-trip JSON, and some of them, applied to a copy, are
    accepted and leave the original alone."""
    assert legal, "a game in progress must offer an action"
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    sample = legal if len(legal) <= 30 else rng.sample(legal, 30)
    for action in sample:
        assert game.is_legal(action), f"{action} is listed but not legal"
        assert game.codec.decode(json.loads(json.dumps(action.to_json()))) == action
    if tries:
        snap, log_len, history = game.snapshot(), len(game.log), list(game.history)
        for action in rng.sample(legal, min(tries, len(legal))):
            clone = fast_copy(game)
            clone.apply(action)  # must not raise
            assert clone.history[-1] == action and len(clone.history) == len(history) + 1
        assert game.snapshot() == snap and len(game.log) == log_len and game.history == history


GARBAGE: list[Any] = [
    "garbage",
    7,
    None,
    [],
    ["claim", "china"],
    {},
    {"type": "teleport"},
    {"type": "claim"},
    {"type": "claim", "region": 3},
    {"type": "claim", "region": "china", "empire": "red"},
    {"type": "move", "kind": "inf", "count": "1", "source": "china", "target": "india"},
    {"type": "move", "kind": "inf", "count": 1.5, "source": "china", "target": "india"},
    {"type": "move", "kind": "inf", "count": True, "source": "china", "target": "india"},
    {"type": "sail", "ship": "0", "sea": "black-sea"},
    {"type": "fight", "region": "china", "tactic": "strongest", "reserve": "art"},
    {"type": "fight", "region": "china", "tactic": "strongest", "reserve": [1]},
    {"type": "buy", "piece": ["inf"], "where": "china"},
    {"type": "answer"},
    {"type": "explore", "region": "china", "leader": "yes"},
    {"type": "claim", "region": "atlantis"},
]


def wrong_actions(game: ImperialismGame) -> list[Action]:
    """Actions built from the state to be illegal now: another phase's actions, unknown spaces, counts
    of 0 or too many, another empire's ship, colours not in play."""
    s, geo = game.state, game.geo
    ids = game.board.ids
    phase = game.phase()
    e = game.current_empire() if not game.is_over() else 0
    mine = [r for r in geo.land if s.owner[r] == e]
    here = ids[mine[0]] if mine else ids[geo.land[0]]
    a_sea = ids[geo.seas[0]]
    out: list[Action] = [
        Claim("atlantis"),
        Buy("inf", "atlantis"),
        Buy("zeppelin", here),
        Move("inf", 1, "atlantis", here),
        Move("inf", 1, here, "atlantis"),
        Move("inf", 1, here, a_sea),
        Move("ship", 1, here, here),
        Sail(10**6, a_sea),
        Embark("inf", 1, here, 10**6),
        Land(10**6, here, "inf", 1),
        Fight("atlantis", "strongest"),
        Explore("atlantis"),
        SeaBattle("atlantis", "red"),
        SeaBattle(a_sea, "purple"),
        DeclareWar("purple"),
        OfferPeace("purple"),
        Answer("perhaps"),
        Answer("purple"),
    ]
    if game.is_over():
        return [*out, EndPurchase(), EndMovement(), EndTurn(), Claim(ids[geo.land[0]])]
    # another phase's actions
    if phase != "draft":
        out.append(Claim(ids[geo.land[0]]))
    if phase not in ("opening", "production"):
        out += [EndPurchase(), Buy("inf", here)]
    if phase != "movement":
        out += [EndMovement()]
        out += [Move("inf", 1, here, ids[t]) for t in geo.land_adj[mine[0]][:1]] if mine else []
    if phase != "battles":
        out.append(EndTurn())
    if phase not in ("encounter", "join", "passage", "peace"):
        out += [Answer("yes"), Answer("no")]
    if not game.level.war_declarations:
        out += [DeclareWar(game.colour_id(o)) for o in range(s.empires) if o != e][:1]
    out += [DeclareWar(game.colour_id(e)), OfferPeace(game.colour_id(e))]
    # counts of 0 and too many, and another empire's ship
    if phase == "movement":
        for r in mine[:3]:
            armies = len(pieces.armies_in(s, r, e))
            for t in geo.land_adj[r][:2]:
                out += [Move("inf", 0, ids[r], ids[t]), Move("inf", -1, ids[r], ids[t])]
                out.append(Move("inf", armies, ids[r], ids[t]))  # the last army stays
                out.append(Move("cav", 40, ids[r], ids[t]))
        theirs = [p for p in s.pieces.values() if p.kind == "ship" and p.owner != e][:2]
        for ship in theirs:
            out += [Sail(ship.id, ids[t]) for t in geo.sea_adj[ship.where][:1]]
            out += [Land(ship.id, ids[r], "inf", 1) for r in geo.coast[ship.where][:1]]
            out += [Embark("inf", 1, ids[r], ship.id) for r in geo.coast[ship.where] if s.owner[r] == e][:1]
        for ship in [p for p in s.pieces.values() if p.kind == "ship" and p.owner == e][:2]:
            cargo = pieces.armies_aboard(s, ship)
            for r in geo.coast[ship.where][:1]:
                out += [Land(ship.id, ids[r], "inf", 0), Land(ship.id, ids[r], "inf", cargo + 1)]
                out.append(Embark("inf", 0, ids[r], ship.id))
                out.append(Embark("inf", game.level.ship_capacity - cargo + 1, ids[r], ship.id))
    if phase in ("opening", "production"):
        others = [r for r in geo.land if s.owner[r] != e][:2]
        out += [Buy("inf", ids[r]) for r in others]
        out += [Buy("ship", ids[r]) for r in mine[:1]]  # a ship on land
        out += [Buy("city", a_sea)]
        built = [r for r in mine if s.buildings[r]][:1]
        out += [Buy("city" if "city" not in s.buildings[r] else "port", ids[r]) for r in built]
        dear = [u for u, spec in game.level.units.items() if spec.cost > s.pp[e]]
        out += [Buy(u, here) for u in dear[:1]]
    if phase == "battles":
        out += [Fight(here, "strongest"), Fight(here, "sideways")]
        out += [Explore(ids[r]) for r in mine[:1]]
    return out


def check_refusals(game: ImperialismGame, legal: list[Action], rng: random.Random, every: bool) -> None:
    """Each wrong action and malformed JSON is refused with a reason, changing nothing."""
    assert_refused(game, legal, [*wrong_actions(game), *GARBAGE], rng, every, 5)


# -- the driver -------------------------------------------------------------------------------------


def run_checked(
    game: ImperialismGame, policy: Policy, check_rng: random.Random, cap: int, full_every: int = 25, tries: int = 1
) -> int:
    """Play up to ``cap`` actions, checking everything after each one. Returns the actions played."""
    count = check_state(game, None)
    check_views(game, check_rng, invariance=True)
    played = 0
    while not game.is_over() and played < cap:
        every = played % full_every == 0
        legal = list(game.legal_actions())
        check_legal(game, legal, check_rng, tries if every or played % 3 == 0 else 0)
        check_refusals(game, legal, check_rng, every)
        action = policy.choose(game, legal)
        assert action in legal, f"{action} was chosen but not listed"
        assert game.is_legal(action)
        events = game.apply(action)
        played += 1
        assert game.history[-1] == action
        assert all(e.action_index == len(game.history) - 1 for e in events)
        assert json.loads(json.dumps([e.to_json() for e in events])) == [e.to_json() for e in events]
        count = check_state(game, count)
        check_views(game, check_rng, invariance=every or played % 5 == 0)
    if game.is_over():
        check_refusals(game, [], check_rng, every=True)
    return played
