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
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ww4_property_state import (
    GREEDY,
    PROPS,
    RULESET,
    SEED_MIN,
    FoodWatch,
    Policy,
    TurnCounter,
    check_state,
    fast_copy,
    new,
    specs,
    styles_st,
    watching,
    ww4,
)
from ww4_property_views import (
    check_events,
    check_legal,
    check_refusals,
    check_views,
    strings,
)

from warroom.core.dice import ScriptedDice
from warroom.core.saves import load_game, save_data
from warroom.rulesets.ww4 import support, units
from warroom.rulesets.ww4.actions import Share
from warroom.rulesets.ww4.content import COLOURS, GREY
from warroom.rulesets.ww4.game import WW4Game

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
