"""Property tests over random games of WAR: after every action the state, the accounting of armies
and cards, the hidden information in views and the refusal of illegal actions are all checked.

Games are driven by seeded policies (uniform random, a hasty random player that ends phases early so
rounds pass, and the greedy agent); hypothesis draws the player count, the seeds, the policy and the
round limit. Each game is capped so the whole folder stays fast.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from war_property_checks import (
    players_st,
    run_checked,
    seed_st,
)
from war_property_state import (
    HAND_LIMIT,
    PROPS,
    STYLES,
    Policy,
    check_result,
    check_state,
    war,
)

from warroom.agents import make_agent
from warroom.core.dice import ScriptedDice
from warroom.core.log import Event
from warroom.rulesets.war import objectives
from warroom.rulesets.war.actions import Attack
from warroom.rulesets.war.game import WarGame


@settings(PROPS, max_examples=16)
@given(
    players=players_st,
    seed=seed_st,
    policy_seed=st.integers(0, 10_000),
    style=st.sampled_from(STYLES),
    round_limit=st.integers(min_value=8, max_value=15),
)
def test_random_war_games_keep_every_invariant(
    players: int, seed: int, policy_seed: int, style: str, round_limit: int
) -> None:
    game = war(players, seed, round_limit)
    played = run_checked(game, Policy.make(style, policy_seed, players), random.Random(policy_seed), cap=220)
    assert played > 0
    assert len(game.history) == played


@settings(PROPS, max_examples=6)
@given(players=players_st, seed=seed_st, policy_seed=st.integers(0, 10_000), round_limit=st.integers(3, 5))
def test_greedy_war_games_end_with_a_full_result(players: int, seed: int, policy_seed: int, round_limit: int) -> None:
    game = war(players, seed, round_limit)
    run_checked(game, Policy.make("greedy", policy_seed, players), random.Random(policy_seed), cap=5000, full_every=40)
    assert game.is_over()
    result = game.result()
    assert result is not None and result.reason in {"objective", "round limit"}
    assert game.round_number() <= round_limit


@pytest.mark.parametrize(
    ("players", "seed", "reason"),
    [(2, 0, "objective"), (3, 0, "objective"), (3, 1, "round limit"), (5, 0, "round limit")],
)
def test_known_greedy_games_end_as_recorded(players: int, seed: int, reason: str) -> None:
    """Pinned games (found by playing greedy agents with round_limit 10) end for the recorded reason."""
    game = war(players, seed, 10)
    agents = [make_agent("greedy", "war", seed * 10 + p) for p in range(players)]
    while not game.is_over():
        p = game.current_player()
        assert p is not None
        game.apply(agents[p].choose(game, p))
    result = game.result()
    assert result is not None and result.reason == reason
    check_state(game)
    check_result(game)


# -- eliminations: cards pass to the conqueror, cut to the hand limit -------------------------------


def reach_attack_phase(game: WarGame, seed: int) -> None:
    policy = Policy.make("hasty", seed, game.players)
    while game.state.phase != "attack":
        game.apply(policy.choose(game))
        assert not game.is_over()


def give(game: WarGame, i: int, player: int) -> None:
    """Hand territory i to ``player``, keeping the counts in step (a test setup, not a rule)."""
    s, t = game.state, game.table
    old = s.owner[i]
    c = t.continent_of[i]
    s.owner[i] = player
    s.territory_count[old] -= 1
    s.territory_count[player] += 1
    s.continent_count[old][c] -= 1
    s.continent_count[player][c] += 1


def stage_last_stand(game: WarGame, pick: int, attacker_cards: int, victim_cards: int) -> tuple[int, int, int]:
    """Arrange for the attacker's next attack to take the victim's last territory. Returns (i, j, victim)."""
    s, t = game.state, game.table
    p = s.turn
    fronts = [(i, j) for i in range(t.size) if s.owner[i] == p for j in t.neighbours[i] if s.owner[j] != p]
    i, j = fronts[pick % len(fronts)]
    victim = s.owner[j]
    for k in range(t.size):
        if s.owner[k] == victim and k != j:
            give(game, k, p)
    s.armies[i], s.armies[j] = 4, 1
    cards = [c for h in s.hands for c in h] + s.deck + s.discard
    random.Random(pick).shuffle(cards)
    for h in s.hands:
        h.clear()
    s.hands[p] = cards[:attacker_cards]
    s.hands[victim] = cards[attacker_cards : attacker_cards + victim_cards]
    s.deck = cards[attacker_cards + victim_cards :]
    s.discard = []
    return i, j, victim


def conquer_with_scripted_dice(game: WarGame, i: int, j: int) -> list[Event]:
    saved = game.dice
    game.dice = ScriptedDice([6, 6, 6, 1], seed=0, log=game.log)
    try:
        return game.apply(Attack(game.table.ids[i], game.table.ids[j], 3))
    finally:
        game.dice = saved


@settings(PROPS, max_examples=20)
@given(
    players=st.integers(3, 6),
    seed=seed_st,
    pick=st.integers(0, 1000),
    attacker_cards=st.integers(0, 5),
    victim_cards=st.integers(0, 5),
)
def test_elimination_passes_cards_and_cuts_the_hand_to_five(
    players: int, seed: int, pick: int, attacker_cards: int, victim_cards: int
) -> None:
    game = war(players, seed, 12)
    reach_attack_phase(game, seed)
    i, j, victim = stage_last_stand(game, pick, attacker_cards, victim_cards)
    p = game.state.turn
    check_state(game, objectives_checked=False)  # the staging may have met the attacker's objective
    held = set(game.state.hands[p]) | set(game.state.hands[victim])
    events = conquer_with_scripted_dice(game, i, j)
    s = game.state
    kinds = [e.kind for e in events]
    assert [k for k in kinds if k != "draw"][:5] == ["roll", "roll", "battle", "conquest", "eliminated"]
    assert s.eliminated[victim] and s.eliminated_by[victim] == p and s.hands[victim] == []
    kept = min(HAND_LIMIT, attacker_cards + victim_cards)
    assert len(s.hands[p]) == kept
    assert set(s.hands[p]) | set(s.discard) == held and not set(s.hands[p]) & set(s.discard)
    assert len(s.discard) == attacker_cards + victim_cards - kept
    (gone,) = [e.data for e in events if e.kind == "eliminated"]
    assert gone == {"player": victim, "by": p, "discarded": attacker_cards + victim_cards - kept}
    assert ("draw" in kinds) == (attacker_cards + victim_cards > HAND_LIMIT)
    assert s.owner[j] == p and s.armies[i] + s.armies[j] == 4
    check_state(game)
    if game.is_over():
        check_result(game)
    else:
        assert s.phase == "occupy" and s.conquest is not None and s.conquest.max_armies == 3
        # the game goes on without the eliminated seat
        run_checked(game, Policy.make("random", seed, players), random.Random(seed), cap=60)
        assert game.current_player() != victim


def set_objective(game: WarGame, player: int, objective_id: str) -> None:
    ids = [o.id for o in game.table.content.objectives]
    s = game.state
    wanted = ids.index(objective_id)
    if wanted in s.objectives:  # swap, so objectives stay distinct
        s.objectives[s.objectives.index(wanted)] = s.objectives[player]
    s.objectives[player] = wanted


@pytest.mark.parametrize(
    ("objective", "reason"),
    [("territories-18-two-armies", "last player standing"), ("territories-24", "objective")],
)
def test_two_player_elimination_ends_the_game(objective: str, reason: str) -> None:
    game = war(2, 11, None)
    reach_attack_phase(game, 11)
    p = game.state.turn
    set_objective(game, p, objective)
    i, j, victim = stage_last_stand(game, 0, 2, 4)
    game.state.armies = [1] * 42
    game.state.armies[i] = 4
    check_state(game, objectives_checked=False)
    events = conquer_with_scripted_dice(game, i, j)
    assert game.is_over()
    result = game.result()
    assert result is not None
    assert (result.winners, result.ranking, result.reason) == ((p,), (p, victim), reason)
    assert events[-1].kind == "game_over" and events[-1].data["reason"] == reason
    assert len(game.state.hands[p]) == 5 and len(game.state.discard) == 1
    check_state(game)
    check_result(game)


def test_elimination_can_win_for_a_player_whose_destroy_objective_falls_back() -> None:
    """Seat r was to destroy the victim; another seat eliminates it, so r plays for 24 territories,
    which r already holds: r wins on the other seat's turn."""
    game = war(3, 5, None)
    reach_attack_phase(game, 5)
    s, t = game.state, game.table
    p = s.turn
    i, j, victim = stage_last_stand(game, 0, 0, 0)
    (r,) = [q for q in range(3) if q not in (p, victim)]
    set_objective(game, r, f"destroy-{game.colour_ids()[victim]}")
    set_objective(game, p, "asia-africa")
    # r takes p's territories until it holds 24, never i or the victim's j
    for k in range(t.size):
        if s.territory_count[r] >= 24:
            break
        if s.owner[k] == p and k != i:
            give(game, k, r)
    assert s.territory_count[r] == 24 and not objectives.is_met(game, p)
    assert objectives.in_force(game, r).kind == "destroy"
    check_state(game)
    conquer_with_scripted_dice(game, i, j)
    result = game.result()
    assert result is not None
    assert result.winners == (r,) and result.reason == "objective"
    assert result.detail == "Conquer 24 territories of your choice."
    assert result.ranking == (r, p, victim)
    check_result(game)
