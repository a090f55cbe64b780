"""Property tests over random games of War! Age of Imperialism (rulesets ``imperialism-basic`` and
``imperialism-standard``): after every action the board, the pieces, the markers, the production points,
the hidden information in every view and the refusal of illegal actions are all checked.

Hypothesis draws the level, the player count, the seed, the options (turn order, purchase, saving PP,
opening placement, the end, the Human Wave) and the policy of each seat (uniform random, a hasty random
player that ends phases early, the greedy agent). Each game is capped at a few hundred actions.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from imperialism_property_checks import (
    PROPS,
    SEED_MIN,
    Policy,
    check_state,
    check_views,
    imperialism,
    new,
    run_checked,
    specs,
    styles_st,
)

from warroom.rulesets.imperialism import pieces
from warroom.rulesets.imperialism.actions import (
    EndMovement,
    Fight,
    Move,
)
from warroom.rulesets.imperialism.game import ImperialismGame


@settings(PROPS, max_examples=14)
@given(spec=specs(), styles=styles_st, policy_seed=st.integers(0, 10_000))
def test_random_imperialism_games_keep_every_invariant(
    spec: dict[str, Any], styles: list[str], policy_seed: int
) -> None:
    game = new(spec)
    policy = Policy.make(spec["ruleset"], styles, policy_seed)
    played = run_checked(game, policy, random.Random(policy_seed), cap=260)
    assert played > 0 and len(game.history) == played


@settings(PROPS, max_examples=4)
@given(spec=specs(turns=(2, 2)), policy_seed=st.integers(0, 10_000))
def test_hasty_and_greedy_games_reach_the_end(spec: dict[str, Any], policy_seed: int) -> None:
    """Hasty and greedy seats finish a short game: every production round passes, and the end holds."""
    spec["options"] = {**spec["options"], "end": "turns", "turns": 2}
    game = new(spec)
    styles = ["hasty" if (policy_seed + p) % 2 else "greedy" for p in range(6)]
    run_checked(game, Policy.make(spec["ruleset"], styles, policy_seed), random.Random(policy_seed), 1500, 60, 0)
    assert game.is_over()
    result = game.result()
    assert result is not None and result.reason in ("turns", "last-standing")
    assert sorted(result.ranking) == list(range(game.players))
    assert set(result.winners) <= set(range(game.players)) and result.winners
    assert game.state.turn <= 2


def test_a_game_deep_copies() -> None:
    """copy.deepcopy of a game (what the legality checks rely on) is a separate game."""
    game = imperialism("imperialism-standard", 3, {}, SEED_MIN + 5)
    rng = random.Random(5)
    while game.state.phase != "movement":
        game.apply(rng.choice(list(game.legal_actions())))
    clone = copy.deepcopy(game)
    assert clone.snapshot() == game.snapshot() and clone.history == game.history
    snap, log_len = game.snapshot(), len(game.log)
    for _ in range(20):
        clone.apply(rng.choice(list(clone.legal_actions())))
    assert game.snapshot() == snap and len(game.log) == log_len and len(game.history) != len(clone.history)


# -- eliminations: an empire without regions leaves no piece behind --------------------------------


def stage_last_stand(game: ImperialismGame) -> tuple[int, int, int] | None:
    """In the current empire's movement: a victim bordering it keeps one region with one infantry, and a
    ship with cargo at sea; the current empire gets 12 infantry ready beside it. (i, j, victim), or None
    when no region of another empire borders the current one's."""
    s, geo = game.state, game.geo
    e = s.empire_turn()
    pairs = [(i, j) for i in geo.land if s.owner[i] == e for j in geo.land_adj[i] if s.owner[j] not in (-1, e)]
    if not pairs:
        return None
    i, j = pairs[0]
    victim = s.owner[j]
    for r in geo.land:
        if s.owner[r] == victim:
            for p in pieces.ashore(s, r, victim):
                pieces.destroy(s, p)
            if r == j:
                pieces.create(s, victim, "inf", r)
            else:
                s.owner[r] = e
                pieces.create(s, e, "inf", r)
    ship = pieces.create(s, victim, "ship", geo.seas[0])
    for _ in range(2):
        pieces.create(s, victim, "inf", geo.seas[0], carrier=ship.id)
    for _ in range(12):
        pieces.create(s, e, "inf", i).moves = 1
    return i, j, victim


@settings(PROPS, max_examples=5)
@given(seed=st.integers(SEED_MIN, 2**40), players=st.integers(3, 5), policy_seed=st.integers(0, 1000))
def test_an_empire_losing_its_last_region_leaves_the_game(seed: int, players: int, policy_seed: int) -> None:
    game = imperialism("imperialism-basic", players, {"end": "last-standing"}, seed)
    policy = Policy.make(game.ruleset_id, ["hasty"] * 6, policy_seed)
    while game.state.phase != "movement" or game.state.interrupt is not None:
        game.apply(policy.choose(game, list(game.legal_actions())))
    staged = stage_last_stand(game)
    if staged is None:
        return
    i, j, victim = staged
    ids = game.board.ids
    count = check_state(game, None)
    game.apply(Move("inf", 12, ids[i], ids[j]))
    game.apply(EndMovement())
    assert game.state.phase == "battles"
    fight = next(a for a in game.legal_actions() if isinstance(a, Fight) and a.region == ids[j])
    events = game.apply(fight)
    kinds = [ev.kind for ev in events]
    if game.state.owner[j] == victim:  # 12 lost rolls in a row: the staging failed, not the rules
        return
    assert "eliminated" in kinds and game.state.eliminated[victim]
    assert not any(p.owner == victim for p in game.state.pieces.values())
    assert game.state.seat_of[victim] not in (game.result().ranking[:1] if game.is_over() else ())
    check_state(game, count)
    check_views(game, random.Random(seed), invariance=True)
    # the game goes on without the eliminated empire
    seen: set[int] = set()
    while not game.is_over() and len(seen) < 80:
        seen.add(len(game.history))
        assert game.current_player() != game.state.seat_of[victim]
        game.apply(policy.choose(game, list(game.legal_actions())))
        count = check_state(game, count)
    assert game.state.eliminated[victim]
