"""Property tests over random games of World War IV (ruleset ``ww4``): after every action the units, the
money, the Kings, the food rule, the hidden information in every view and the refusal of illegal actions
are all checked, and saves replay exactly.

Hypothesis draws the player count (3 to 5), the seed, the options (``nations``, ``alternate_setup``,
``free_build``, ``round_limit`` 3 to 6) and the policy of each seat (uniform random, a hasty random player
that ends steps early, and the greedy agent when one is registered for ww4). The food rule is watched by
wrapping ``support.run``: each time a nation's Support the Troops step runs, the spaces where its Control
units outnumber the Food (counted here from the board, the effects and the pillaged spaces, not by
support.py) must each get their "support" roll, one die per unit there.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from property_checks import assert_refused

from warroom.agents import make_agent
from warroom.agents.base import Agent, AgentError
from warroom.core.actions import Action
from warroom.core.dice import ScriptedDice
from warroom.core.log import Event, EventLog
from warroom.core.registry import new_game
from warroom.core.saves import load_game, save_data
from warroom.rulesets.ww4 import support, units
from warroom.rulesets.ww4.actions import (
    Assassinate,
    Assign,
    Board,
    Bombard,
    Buy,
    Deploy,
    Disembark,
    EndStep,
    Fight,
    GiveMoney,
    Move,
    Pillage,
    Recon,
    Sail,
    Share,
    Withdraw,
)
from warroom.rulesets.ww4.content import COLOURS, CONTROL_UNITS, GREY, SHIPS
from warroom.rulesets.ww4.game import WW4Game

RULESET = "ww4"
PROPS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: Seeds are drawn this large so that a seed found in a view's text is the seed, not a count.
SEED_MIN = 10**9
REASONS = {"last-king", "world-rule", "atomic", "cold-war", "round-limit"}
#: Land units a Frigate carries against its capacity, and the ones that ride free ("Transport").
CARGO = frozenset({"militia", "soldier", "cavalry", "artillery"})
FREE_RIDERS = frozenset({"king", "spy"})
#: The units counted against a space's Food in Support the Troops: those "with the Control advantage"
#: ("9. Support the Troops"), not the King, whose Command is only "similar" and who does "not require food"
#: (King, Command).
FED = CONTROL_UNITS - {"king"}
#: The most any Innovation raises a Frigate's capacity to (Larger Hulls).
MOST_CAPACITY = 3


def greedy_registered() -> bool:
    try:
        make_agent("greedy", RULESET, 0)
    except AgentError:
        return False
    return True


GREEDY = greedy_registered()
STYLES = ("random", "hasty", "greedy") if GREEDY else ("random", "hasty")


def ww4(players: int, options: dict[str, Any], seed: int) -> WW4Game:
    game = new_game(RULESET, players, options, seed)
    assert isinstance(game, WW4Game)
    return game


@st.composite
def specs(draw: st.DrawFn, rounds: tuple[int, int] = (3, 6)) -> dict[str, Any]:
    """A player count, options and a seed."""
    players = draw(st.integers(3, 5))
    options: dict[str, Any] = {"round_limit": draw(st.integers(*rounds))}
    if draw(st.booleans()):
        options["nations"] = ",".join(draw(st.permutations(COLOURS))[:players])
    if draw(st.booleans()):
        options["alternate_setup"] = True
    if draw(st.booleans()):
        options["free_build"] = True
    return {"players": players, "options": options, "seed": draw(st.integers(SEED_MIN, 2**40))}


def new(spec: dict[str, Any]) -> WW4Game:
    return ww4(spec["players"], spec["options"], spec["seed"])


def fast_copy(game: WW4Game) -> WW4Game:
    """A deep copy sharing only what never changes (the content, the map, the board, the history so far)
    with an empty event log of its own (its dice write to it)."""
    memo: dict[int, Any] = {id(game.content): game.content, id(game.map): game.map, id(game.board): game.board}
    memo |= {id(game.log): EventLog(), id(game.history): list(game.history)}
    clone: WW4Game = copy.deepcopy(game, memo)
    return clone


# -- policies ---------------------------------------------------------------------------------------


@dataclass
class Policy:
    """One style per seat: "random" (uniform over the legal actions), "hasty" (ends a step, or a
    Maneuver's withdrawals, early when it may) or "greedy" (the ruleset's greedy agent)."""

    styles: list[str]
    rng: random.Random
    agents: dict[int, Agent] = field(default_factory=dict)

    @classmethod
    def make(cls, styles: list[str], seed: int) -> Policy:
        agents = {p: make_agent("greedy", RULESET, seed + p) for p, s in enumerate(styles) if s == "greedy"}
        return cls(styles, random.Random(seed), agents)

    def choose(self, game: WW4Game, legal: list[Action]) -> Action:
        player = game.current_player()
        assert player is not None
        style = self.styles[player]
        if style == "greedy":
            return self.agents[player].choose(game, player)
        if style == "hasty" and EndStep() in legal and self.rng.random() < 0.4:
            return EndStep()
        return self.rng.choice(legal)


styles_st = st.one_of(
    st.sampled_from(STYLES).map(lambda s: [s] * 5),  # every seat the same
    st.lists(st.sampled_from(STYLES), min_size=5, max_size=5),  # a mix
)


# -- state invariants -------------------------------------------------------------------------------


def food(game: WW4Game, space: int) -> int:
    """A space's Food now, from the board and the effects in force (not events.food)."""
    if game.map.is_water[space]:
        return 0
    if any(e.op == "no-food" and space in e.spaces for e in game.state.effects):
        return 0
    return game.map.f[space]


def frigate_limit(game: WW4Game, owner: int) -> int:
    """The capacity a Frigate of ``owner`` may be loaded to: 2, or what an Innovation it enjoys sets. A
    Frigate loaded under Larger Hulls keeps its load when the card goes back into the deck or its owner is
    eliminated (nothing unloads it), so then the largest capacity is allowed."""
    from warroom.rulesets.ww4 import events

    s = game.state
    limit = events.capacity(game, owner)
    if owner >= GREY or not s.active[owner] or "larger-hulls" in s.deck:
        limit = max(limit, MOST_CAPACITY)
    return limit


def check_state(game: WW4Game) -> None:
    """Every invariant of the state."""
    s, m = game.state, game.map
    n = len(game.board.ids)
    over = game.is_over()
    assert len(s.at) == len(s.fort) == len(s.city) == n
    # no unit in two places: s.at lists every unit id once, where the unit says it stands
    listed = Counter(uid for space in s.at for uid in space)
    assert all(c == 1 for c in listed.values()), f"units listed twice: {[u for u, c in listed.items() if c > 1]}"
    assert set(listed) == set(s.units), "s.at and s.units disagree"
    for space, ids in enumerate(s.at):
        for uid in ids:
            assert s.units[uid].space == space, f"unit {uid} listed in {m.id(space)} stands elsewhere"
    kings: Counter[int] = Counter()
    for uid, u in s.units.items():
        where = m.id(u.space)
        assert u.id == uid and uid < s.next_unit and 0 <= u.owner <= GREY
        assert u.kind in game.content.units, u.kind
        assert u.moves >= 0, f"{u.kind} {uid} has {u.moves} moves"
        if u.kind == "king":
            kings[u.owner] += 1
        if u.carrier >= 0:
            ship = s.units.get(u.carrier)
            assert ship is not None and ship.kind == "frigate", f"{u.kind} {uid} aboard a missing frigate"
            assert ship.space == u.space, f"{u.kind} {uid} in {where}, its frigate in {m.id(ship.space)}"
            assert ship.owner == u.owner, f"{u.kind} {uid} aboard another colour's frigate"
            assert ship.carrier < 0 and u.kind not in SHIPS and u.kind != "bomber"
        elif m.is_water[u.space]:
            assert u.kind in SHIPS or u.kind == "bomber", f"{u.kind} {uid} in water {where}, not aboard"
        if u.kind in SHIPS and not m.is_water[u.space]:
            # ships touch land only in their owner's turn (landfall, deployment), back at sea by its end
            assert over or u.owner == s.nation(), f"{u.kind} {uid} of {u.owner} on land {where} out of turn"
            if u.came_from >= 0:
                assert m.is_water[u.came_from] and u.came_from in m.coast[u.space]
        if u.kind == "frigate":
            cargo = units.aboard(s, u)
            small = sum(c.kind in CARGO for c in cargo)
            armor = sum(c.kind == "armor" for c in cargo)
            assert all(c.kind in CARGO | FREE_RIDERS | {"armor"} for c in cargo)
            assert armor == 0 or (armor == 1 and small == 0), f"frigate {uid} carries {units.count_kinds(cargo)}"
            assert small <= frigate_limit(game, u.owner), f"frigate {uid} overloaded: {units.count_kinds(cargo)}"
        if s.combat is None:
            assert not u.routed, f"{u.kind} {uid} in {where} still routed outside a combat"
    # Kings: one per nation at most, none grey, every active nation has its own
    assert all(c == 1 for c in kings.values()), f"two Kings: {kings}"
    assert kings[GREY] == 0, "a grey King"
    # ("Crown": a King lost at any time eliminates his nation, in a combat at the end of the combat round;
    # outside a combat no loss is left unsettled once an action is over)
    assert s.combat is not None or not s.fallen, f"Kings lost outside a combat and not settled: {s.fallen}"
    for nation in range(len(COLOURS)):
        if s.active[nation]:
            assert kings[nation] == 1 or nation in s.fallen, f"active {COLOURS[nation]} has no King"
            assert s.seat_of[nation] >= 0
    # money, pools, forts and cities
    assert all(x >= 0 for x in s.money), f"negative money {s.money}"
    assert all(v >= 0 for pool in s.pool for v in pool.values()), f"negative pool {s.pool}"
    for x in range(n):
        if x in m.cities:
            assert 0 <= s.city[x] <= GREY and s.fort[x] < 0, f"City {m.id(x)}: {s.city[x]}, fort {s.fort[x]}"
        else:
            assert s.city[x] == -1
        if m.is_water[x]:
            assert s.fort[x] < 0, f"a Fort in water {m.id(x)}"
        assert -1 <= s.fort[x] <= GREY
    # the decision and the turn
    if over:
        assert game.current_player() is None and list(game.legal_actions()) == []
        result = game.result()
        assert result is not None and result.reason in REASONS
        assert set(result.winners) <= set(range(game.players))
        assert sorted(result.ranking) == list(range(game.players))
        return
    # an Invader whose King fell fights the combat on ("Crown"), then its turn ends
    assert s.active[s.nation()] or s.combat is not None, f"the turn of inactive {COLOURS[s.nation()]}"
    decider = s.deciding()
    assert decider < GREY and s.active[decider] and game.current_player() == s.seat_of[decider] >= 0
    if s.decision is not None:
        # outside a combat only a Royal Guard is asked (a Random Event's or Support the Troops': guard.py)
        guard = s.decision.kind == "royal-guard" and s.step in ("event", "support") and s.combat is None
        assert guard or (s.step == "combat" and s.combat is not None), f"decision {s.decision.kind} in step {s.step}"
    if s.step != "combat":
        assert s.combat is None and not s.combats


# -- the food rule ------------------------------------------------------------------------------------


def overstacked(game: WW4Game, nation: int) -> dict[str, int]:
    """Space id -> how many of ``nation``'s units must roll there in Support the Troops: land spaces (not
    pillaged) where its Control units (not aboard) outnumber the Food, with every unit of it there rolling;
    water spaces with its Bombers (F 0 for them), the Bombers rolling."""
    s, m = game.state, game.map
    out: dict[str, int] = {}
    for space in range(len(s.at)):
        mine = units.present(s, space, nation)
        if not mine:
            continue
        if m.is_water[space]:
            bombers = sum(u.kind == "bomber" for u in mine)
            if bombers:
                out[m.id(space)] = bombers
        elif space not in s.pillaged and sum(u.kind in FED for u in mine) > food(game, space):
            out[m.id(space)] = len(mine)
    return out


@dataclass
class FoodWatch:
    """Wraps ``support.run``: checks every Support the Troops step, and counts them."""

    real: Callable[[WW4Game], None]
    #: The game whose steps are counted (copies made by the checks run support.run too: checked, not counted).
    game: WW4Game | None = None
    runs: int = 0
    watched: list[tuple[str, int]] = field(default_factory=list)
    #: Where in the game's log each counted step began (its events follow; the next "turn" comes after).
    starts: list[int] = field(default_factory=list)

    def run(self, game: WW4Game) -> None:
        s = game.state
        nation = s.nation()
        expected = overstacked(game, nation) if s.active[nation] else {}
        mark = len(game.log)
        self.real(game)
        if game is self.game:
            self.runs += 1
            self.watched.append((COLOURS[nation], len(expected)))
            self.starts.append(mark)
        happened = game.log.since(mark)
        rolled = {
            e.data["space"]: len(e.data["dice"]) for e in happened if e.kind == "roll" and e.data["reason"] == "support"
        }
        told = {e.data["space"] for e in happened if e.kind == "support"}
        assert set(rolled) == told, f"support rolls {rolled} but support events {told}"
        if any(e.kind == "support" and "king" in e.data["destroyed"] for e in happened):
            # "Crown": a King lost in Support the Troops (his own 1, or aboard a sinking Frigate) ends his nation
            assert not s.active[nation], f"{COLOURS[nation]} lost its King in Support the Troops and plays on"
        if any(e.kind == "eliminated" for e in happened):
            # the King fell: the nation rolls no more
            assert all(expected.get(x) == k for x, k in rolled.items()), (rolled, expected)
        else:
            assert rolled == expected, f"{COLOURS[nation]} should have rolled {expected}, rolled {rolled}"
        stranded = [
            u for u in s.units.values() if u.owner == nation and u.kind in SHIPS and not game.map.is_water[u.space]
        ]
        assert not stranded, f"{COLOURS[nation]}'s ships still on land after Support the Troops"


class TurnCounter:
    """Each turn that begins after another ended (and the end by the round limit) follows exactly one
    Support the Troops step of the turn before ("9. Support the Troops": "Your turn ends once all the ships
    are in the water"). Counted in log order, not per action: one action can carry several turns (a nation
    whose King a Random Event takes at the start of its turn goes straight to its Support step)."""

    def __init__(self, game: WW4Game, watch: FoodWatch) -> None:
        self.watch = watch
        turns = [i for i in range(len(game.log)) if game.log[i].kind == "turn"]
        #: Where the last turn began in the log (None before the first: a Free Build has no Support step).
        self.last: int | None = turns[-1] if turns else None
        self.seen = len(game.log)

    def saw(self, game: WW4Game) -> None:
        for i in range(self.seen, len(game.log)):
            e = game.log[i]
            if e.kind == "turn" or (e.kind == "game-over" and e.data["reason"] == "round-limit"):
                if self.last is not None:
                    last = self.last
                    runs = sum(1 for at in self.watch.starts if last < at <= i)
                    assert runs == 1, f"{runs} Support steps between the turn at {last} and {e} at {i}"
                self.last = i
        self.seen = len(game.log)


class watching:
    """Context manager: ``support.run`` wrapped by a FoodWatch for the duration."""

    def __init__(self) -> None:
        self.watch = FoodWatch(support.run)
        self._mp = pytest.MonkeyPatch()

    def __enter__(self) -> FoodWatch:
        self._mp.setattr(support, "run", self.watch.run)
        return self.watch

    def __exit__(self, *exc: object) -> None:
        self._mp.undo()


# -- views and hidden information -------------------------------------------------------------------


def strings(value: Any) -> Iterator[str]:
    """Every string in a JSON-like value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


def secrets(game: WW4Game, player: int | None) -> set[str]:
    """The cards ``player`` may not know: the deck's, and the other nations' hands but those shared with
    one of his nations."""
    s = game.state
    own = {n for n in range(len(COLOURS)) if player is not None and s.seat_of[n] == player}
    told = {card for card, with_ in s.shared.items() if own & set(with_)}
    hidden = set(s.deck)
    for n, hand in enumerate(s.hands):
        if n not in own:
            hidden |= set(hand) - told
    return hidden


def told(text: str, cards: set[str]) -> set[str]:
    """The cards named in a JSON text (card ids are no space, unit or colour id: test_card_ids_are_unique)."""
    return {c for c in cards if f'"{c}"' in text}


def seats(game: WW4Game) -> list[int | None]:
    return [None, *range(game.players)]


def check_views(game: WW4Game, rng: random.Random, invariance: bool) -> None:
    """Every view is JSON, never shows the deck, another nation's hand (unless shared with the viewer) or
    the seed; with ``invariance``, redrawing what the viewer cannot see changes nothing in his view."""
    s = game.state
    snap = game.snapshot()
    assert json.loads(json.dumps(snap)) == snap
    for p in seats(game):
        view = game.view(p)
        text = json.dumps(view)
        assert json.loads(text) == view
        assert view["you"] == p and "deck" not in view and view["deck_size"] == len(s.deck)
        assert str(game.seed) not in text, f"view({p}) shows the seed"
        leaked = told(text, secrets(game, p))
        assert not leaked, f"view({p}) shows hidden cards {leaked}"
        for n, row in enumerate(view["nations"]):
            assert ("hand" in row) == (p is not None and s.seat_of[n] == p)
            assert row["hand_count"] == len(s.hands[n])
        if invariance and not game.is_over():
            other = game.determinize(p if p is not None else game.players, rng)  # no seat: a spectator
            assert other.view(p) == view, f"view({p}) depends on what it may not see"


def check_events(game: WW4Game, events: list[Event]) -> None:
    """Events are JSON; what each seat and a spectator are shown of them tells no hidden card."""
    assert json.loads(json.dumps([e.to_json() for e in events])) == [e.to_json() for e in events]
    for p in seats(game):
        hidden = secrets(game, p)
        for e in events:
            shown = game.public_event(e, p)
            if shown is not None:
                leaked = told(json.dumps(shown), hidden)
                assert not leaked, f"seat {p} is shown hidden cards {leaked} by event {e.kind}: {shown}"


# -- the legal and the illegal ----------------------------------------------------------------------


def check_legal(game: WW4Game, legal: list[Action], rng: random.Random, tries: int) -> None:
    """Listed actions are distinct, legal, round-trip JSON, and some of them, applied to a copy, are
    accepted and leave the original alone."""
    assert legal, "a game in progress must offer an action"
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    sample = legal if len(legal) <= 25 else rng.sample(legal, 25)
    for action in sample:
        assert game.is_legal(action), f"{action} is listed but not legal"
        assert game.codec.decode(json.loads(json.dumps(action.to_json()))) == action
        assert game.describe(action)
    if tries:
        snap, log_len, history = game.snapshot(), len(game.log), list(game.history)
        for action in rng.sample(legal, min(tries, len(legal))):
            clone = fast_copy(game)
            clone.apply(action)  # must not raise
            assert clone.history[-1] == action and len(clone.history) == len(history) + 1
            check_state(clone)
        assert game.snapshot() == snap and len(game.log) == log_len and game.history == history


GARBAGE: list[Any] = [
    "garbage",
    7,
    None,
    [],
    {},
    ["move", "militia"],
    {"type": "teleport"},
    {"type": "move"},
    {"type": "move", "kind": "militia", "count": "1", "source": "brazil", "target": "chaco"},
    {"type": "move", "kind": "militia", "count": 1.5, "source": "brazil", "target": "chaco"},
    {"type": "move", "kind": "militia", "count": True, "source": "brazil", "target": "chaco"},
    {"type": "move", "kind": "militia", "count": 1, "source": "brazil", "target": "chaco", "via": "x"},
    {"type": "sail", "ship": "0", "target": "caribbean-sea"},
    {"type": "board", "kind": "militia", "count": 1, "source": "brazil"},
    {"type": "buy", "kind": ["militia"], "count": 1},
    {"type": "deploy", "kind": "militia", "space": 3},
    {"type": "give_money", "nation": ["red"], "amount": 1},
    {"type": "assassinate", "spy": 1, "target": "king"},
    {"type": "fight", "space": None},
    {"type": "bombard", "at_fort": "all"},
    {"type": "assign", "kind": "militia", "routed": "no"},
    {"type": "recon", "kind": 3},
    {"type": "withdraw", "kind": "militia", "count": 1, "routed": False},
    {"type": "pillage"},
    {"type": "end_step", "now": True},
]


def wrong_actions(game: WW4Game) -> list[Action]:
    """Actions built from the state to be illegal now: another step's actions, unknown spaces and kinds,
    counts of 0 or too many, foreign units, colours not in play, answers to decisions not asked."""
    s, m = game.state, game.map
    ids = game.board.ids
    step = s.step
    nation = s.nation()
    d = s.decision
    land = next(x for x in range(len(ids)) if not m.is_water[x] and m.land_adj[x])
    sea = next(x for x in range(len(ids)) if m.is_water[x])
    here, there, water = ids[land], ids[m.land_adj[land][0]], ids[sea]
    capital = ids[game.content.nations[nation].capital]
    money = s.money[nation]
    partner = next((c for n, c in enumerate(COLOURS) if n != nation and s.seat_of[n] >= 0 and s.active[n]), "red")
    unplayed = [c for n, c in enumerate(COLOURS) if s.seat_of[n] < 0]
    out: list[Action] = [
        Move("militia", 1, "atlantis", here),
        Move("militia", 1, here, "atlantis"),
        Move("zeppelin", 1, here, there),
        Move("destroyer", 1, here, there),
        Move("militia", 0, here, there),
        Move("militia", -1, here, there),
        Move("militia", 1, here, water) if not m.is_water[land] else Move("militia", 1, water, here),
        Sail(10**6, water),
        Board("militia", 1, here, 10**6),
        Board("militia", 0, here, 10**6),
        Disembark(10**6, "militia", 1),
        GiveMoney("grey", 1),
        GiveMoney("pink", 1),
        GiveMoney(COLOURS[nation], 1),
        GiveMoney(partner, 0),
        GiveMoney(partner, -5),
        GiveMoney(partner, money + 1),
        *(GiveMoney(c, 1) for c in unplayed[:1]),
        Share("no-such-card", partner),
        Assassinate(10**6, "spy", partner),
        Buy("king", 1),
        Buy("zeppelin", 1),
        Buy("militia", 0),
        Buy("militia", -2),
        Buy("bomber", money // 10 + 1),
        Deploy("militia", "atlantis"),
        Deploy("zeppelin", capital),
        Deploy("militia", water),
        Deploy("fort", water),
        Fight("atlantis"),
        Bombard(-1),
        Assign("zeppelin", False),
        Recon("zeppelin", True),
        Withdraw("militia", 0, False, here),
        Withdraw("militia", 1, False, "atlantis"),
    ]
    if game.is_over():
        return [*out, EndStep(), Buy("militia", 1), Fight(capital)]
    # another step's actions, and answers to decisions nobody asked
    if step not in ("movement", "purchase"):
        out += [GiveMoney(partner, 1)] if money >= 1 else []
    if step != "movement":
        out += [
            Move(u.kind, 1, ids[u.space], ids[t]) for u in own_land_units(game)[:1] for t in m.land_adj[u.space][:1]
        ]
    if step not in ("purchase", "free-purchase"):
        out.append(Buy("militia", 1))
    if step not in ("deploy", "free-deploy"):
        out.append(Deploy("militia", capital))
    if step != "combat":
        out += [Fight(capital), Pillage(True)]
    if step != "assassination":
        out += [Assassinate(u.id, "king", partner) for u in own_kind(game, "spy")[:1]]
    if d is None or d.kind != "bombard":
        out.append(Bombard(0))
    if d is None or d.kind != "pillage":
        out.append(Pillage(False))
    if d is None or d.kind != "assign":
        out.append(Assign("militia", False))
    if d is None or d.kind not in ("recon", "bomber"):
        out.append(Recon(""))
    if step == "combat" and (d is None or d.kind != "withdraw"):
        out.append(EndStep())
    if step == "combat" and d is None and s.combat is None:
        out += [Fight(ids[x]) for x in range(len(ids)) if x not in s.combats][:1]
    if step == "movement" and d is None:
        # zero and too many, and foreign units
        for u in own_land_units(game)[:3]:
            movable = [v for v in units.present(s, u.space, nation) if v.kind == u.kind]
            for t in m.land_adj[u.space][:1]:
                out += [Move(u.kind, 0, ids[u.space], ids[t]), Move(u.kind, len(movable) + 1, ids[u.space], ids[t])]
        for u in [u for u in s.units.values() if u.owner != nation and u.carrier < 0][:40:8]:
            if u.kind in SHIPS and m.is_water[u.space]:
                out += [Sail(u.id, ids[t]) for t in m.water_adj[u.space][:1]]
                if u.kind == "frigate":
                    out += [Board("militia", 1, ids[x], u.id) for x in m.coast[u.space][:1]]
            elif u.kind not in SHIPS:
                mine = sum(v.kind == u.kind for v in units.present(s, u.space, nation))
                targets = m.every_adj[u.space] if u.kind == "bomber" else m.land_adj[u.space]
                out += [Move(u.kind, mine + 1, ids[u.space], ids[t]) for t in targets[:1]]
        for f in own_kind(game, "frigate")[:1]:
            out.append(Disembark(f.id, "militia", len(units.aboard(s, f)) + 1))
    if step == "assassination" and d is None:
        theirs = [u for u in s.units.values() if u.kind == "spy" and u.owner != nation][:1]
        out += [Assassinate(u.id, "spy", COLOURS[nation]) for u in theirs]
        out += [Assassinate(u.id, "queen", partner) for u in own_kind(game, "spy")[:1]]
    return out


def own_land_units(game: WW4Game) -> list[Any]:
    s = game.state
    nation = s.nation()
    return [
        u
        for u in s.units.values()
        if u.owner == nation and u.carrier < 0 and u.kind not in SHIPS and not game.map.is_water[u.space]
    ]


def own_kind(game: WW4Game, kind: str) -> list[Any]:
    s = game.state
    return [u for u in s.units.values() if u.owner == s.nation() and u.kind == kind]


def check_refusals(game: WW4Game, legal: list[Action], rng: random.Random, every: bool) -> None:
    """Each wrong action and malformed JSON is refused with a reason, changing nothing."""
    assert_refused(game, legal, [*wrong_actions(game), *GARBAGE], rng, every, 6)


# -- the driver -------------------------------------------------------------------------------------


def run_checked(
    game: WW4Game,
    policy: Policy,
    check_rng: random.Random,
    watch: FoodWatch,
    cap: int,
    full_every: int = 20,
) -> int:
    """Play up to ``cap`` actions, checking everything after each one. Returns the actions played."""
    watch.game = game
    turns = TurnCounter(game, watch)
    check_state(game)
    check_views(game, check_rng, invariance=True)
    played = 0
    while not game.is_over() and played < cap:
        every = played % full_every == 0
        legal = list(game.legal_actions())
        check_legal(game, legal, check_rng, 1 if every or played % 4 == 0 else 0)
        check_refusals(game, legal, check_rng, every)
        action = policy.choose(game, legal)
        assert action in legal, f"{action} was chosen but not listed"
        events = game.apply(action)
        played += 1
        assert game.history[-1] == action
        assert all(e.action_index == len(game.history) - 1 for e in events)
        check_events(game, events)
        turns.saw(game)
        check_state(game)
        check_views(game, check_rng, invariance=every)
    if game.is_over():
        check_refusals(game, [], check_rng, every=True)
    return played


def check_replay(game: WW4Game) -> None:
    """The save replays to the same game, dice and snapshot verified."""
    data = json.loads(json.dumps(save_data(game, meta={"note": "property"})))
    assert data["ruleset"] == RULESET and len(data["actions"]) == len(game.history)
    loaded = load_game(data, verify=True)
    assert loaded.snapshot() == game.snapshot()
    assert loaded.history == game.history
    assert [e.to_json() for e in loaded.log.since(0)] == [e.to_json() for e in game.log.since(0)]


@settings(PROPS, max_examples=11)
@given(spec=specs(), styles=styles_st, policy_seed=st.integers(0, 10_000))
def test_random_ww4_games_keep_every_invariant(spec: dict[str, Any], styles: list[str], policy_seed: int) -> None:
    with watching() as watch:
        game = new(spec)
        policy = Policy.make(styles, policy_seed)
        played = run_checked(game, policy, random.Random(policy_seed), watch, cap=240)
    assert played > 0 and len(game.history) == played
    check_replay(game)


@settings(PROPS, max_examples=6)
@given(spec=specs(rounds=(3, 4)), policy_seed=st.integers(0, 10_000))
def test_hasty_games_reach_the_end_and_support_their_troops_every_turn(spec: dict[str, Any], policy_seed: int) -> None:
    """Hasty seats finish a short game: every turn passes its Support the Troops step, the end holds, and
    the whole game replays from its save."""
    with watching() as watch:
        game = new(spec)
        policy = Policy.make(["hasty"] * 5, policy_seed)
        run_checked(game, policy, random.Random(policy_seed), watch, cap=3000, full_every=80)
    assert game.is_over()
    result = game.result()
    assert result is not None
    assert result.winners or result.reason in ("last-king", "cold-war")
    limit = spec["options"]["round_limit"]
    assert game.state.turn <= limit + 1
    if result.reason == "round-limit":
        # every active nation had a turn in every round: one Support step each
        assert watch.runs >= limit * sum(game.state.active[:GREY]) - 1
    check_replay(game)


@pytest.mark.skipif(not GREEDY, reason="no greedy agent is registered for ww4 yet")
@settings(PROPS, max_examples=3)
@given(spec=specs(rounds=(3, 3)), policy_seed=st.integers(0, 10_000))
def test_greedy_seats_keep_every_invariant(spec: dict[str, Any], policy_seed: int) -> None:
    with watching() as watch:
        game = new(spec)
        styles = ["greedy" if (policy_seed + p) % 2 else "hasty" for p in range(5)]
        run_checked(game, Policy.make(styles, policy_seed), random.Random(policy_seed), watch, cap=600, full_every=40)
    check_replay(game)


def test_card_ids_are_unique() -> None:
    """Card ids are no other id a view or event holds, so finding one in a text means the card."""
    game = ww4(3, {}, SEED_MIN)
    others = {*game.board.ids, *game.content.units, *game.content.costs, *COLOURS, "grey"}
    assert not set(game.content.cards) & others


def test_a_game_deep_copies() -> None:
    """copy.deepcopy of a game (what the legality checks rely on) is a separate game."""
    game = ww4(3, {"round_limit": 4}, SEED_MIN + 3)
    rng = random.Random(3)
    clone = fast_copy(game)
    assert clone.snapshot() == game.snapshot() and clone.history == game.history
    snap, log_len = game.snapshot(), len(game.log)
    for _ in range(30):
        if clone.is_over():
            break
        clone.apply(rng.choice(list(clone.legal_actions())))
    assert game.snapshot() == snap and len(game.log) == log_len and len(game.history) != len(clone.history)


def test_a_deep_copy_rolls_its_own_dice() -> None:
    game = ww4(3, {}, SEED_MIN + 7)
    expected = game.dice.getstate()
    clone = copy.deepcopy(game)
    clone.dice.roll(5, "test")
    assert game.dice.getstate() == expected


def test_a_share_tells_no_third_player_the_card() -> None:
    """004, "Player Diplomacy": sharing an Innovation card's effects tells the card to the nations it is shared
    with; the 'share' event names it to the seats of the holder and the partner only, as the views do."""
    game = ww4(3, {}, SEED_MIN + 11)
    s = game.state
    assert s.step == "movement"
    me = s.nation()
    card = next(c for c in s.deck if game.content.cards[c].kind == "innovation")
    s.deck.remove(card)
    s.hands[me].append(card)
    partner, third = [n for n in s.order if n != me]
    events = game.apply(Share(card, COLOURS[partner]))
    assert card not in set(strings(game.view(s.seat_of[third])))
    for seat in (None, s.seat_of[third]):
        assert card not in set(strings([game.public_event(e, seat) for e in events])), seat
    for seat in (s.seat_of[me], s.seat_of[partner]):
        assert card in set(strings([game.public_event(e, seat) for e in events])), seat


def test_a_king_sunk_with_his_frigate_in_support_eliminates_his_nation() -> None:
    """004, Frigate "Transport": a Frigate destroyed takes "any King that may be aboard" with it; King "Crown":
    "If you lose your King at any time you are eliminated": a Frigate on land that rolls a 1 in Support the
    Troops sinks with its King, and his nation is out."""
    game = ww4(3, {}, SEED_MIN + 11)
    s, m = game.state, game.map
    me = s.nation()
    king = units.king_of(s, me)
    assert king is not None and s.step == "movement"
    space = next(x for x in range(len(s.at)) if not m.is_water[x] and m.coast[x] and x not in m.cities)
    for u in units.in_space(s, space):
        if u.id in s.units:
            units.destroy(s, u)
    frigate = units.create(s, me, "frigate", space)
    frigate.came_from = m.coast[space][0]  # it made landfall
    units.relocate(s, king, space, frigate.id)
    for _ in range(m.f[space] + 1):
        units.create(s, me, "militia", space)
    s.pillaged = []
    game.dice = ScriptedDice([1] + [6] * 200, 0, game.log)  # the Frigate (first in the space) rolls the 1
    support.run(game)
    assert units.king_of(s, me) is None  # he went down with the Frigate
    assert not s.active[me], "a nation without its King is still active"


def test_a_king_needs_no_food() -> None:
    """004, "9. Support the Troops": only "units with the Control advantage" count against F; King "Command":
    "Kings not require food to support": a King and F Militia do not roll."""
    game = ww4(3, {}, SEED_MIN + 11)
    s, m = game.state, game.map
    me = s.nation()
    king = units.king_of(s, me)
    assert king is not None
    space = game.board.index["falkland"]
    for u in units.in_space(s, space):
        if u.id in s.units:
            units.destroy(s, u)
    units.relocate(s, king, space)
    for _ in range(m.f[space]):
        units.create(s, me, "militia", space)
    s.effects, s.pillaged = [], []
    game.dice = ScriptedDice([6] * 200, 0, game.log)
    mark = len(game.log)
    support.run(game)
    rolled = [e.data for e in game.log.since(mark) if e.kind == "roll" and e.data.get("space") == "falkland"]
    assert not rolled, f"the King and {m.f[space]} Militia rolled in Falkland (F{m.f[space]}): {rolled}"
