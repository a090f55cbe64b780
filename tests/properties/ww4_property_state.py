"""The World War IV property tests' games, policies and state invariants (test_ww4_properties.py)."""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from warroom.agents import make_agent
from warroom.agents.base import Agent, AgentError
from warroom.core.actions import Action
from warroom.core.log import EventLog
from warroom.core.registry import new_game
from warroom.rulesets.ww4 import support, units
from warroom.rulesets.ww4.actions import EndStep
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
