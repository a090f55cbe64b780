"""Property tests over random games of War: Império Romano, with the WAR property suite's own checks
(tests/properties/war_property_*.py, as test_war_properties.py uses them: state, accounting of legions and
cards, hidden information, refusal of illegal actions, results): cards conserved (42 + 2 wildcards), no hand
over 5, every province owned, counts kept, and the 3-player objective deal."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from warroom.core.registry import new_game
from warroom.rulesets.war.game import WarGame
from warroom.rulesets.war.greedy import GreedyWarAgent

_PROPERTIES = str(Path(__file__).resolve().parents[2] / "properties")
if _PROPERTIES not in sys.path:
    sys.path.insert(0, _PROPERTIES)

import war_property_checks as wpc  # noqa: E402
import war_property_state as wps  # noqa: E402

RULESET = "war-imperio-romano"


def imperio(players: int, seed: int, round_limit: int) -> WarGame:
    game = new_game(RULESET, players, {"round_limit": round_limit}, seed)
    assert isinstance(game, WarGame)
    return game


def policy(style: str, seed: int, players: int) -> wps.Policy:
    """WAR's policies; the greedy one is WAR's greedy agent, built directly (it plays any WAR content)."""
    agents = [GreedyWarAgent(seed + p) for p in range(players)] if style == "greedy" else []
    return wps.Policy(style, random.Random(seed), agents)


def check_objective_deal(game: WarGame) -> None:
    """001, Objective Cards, Note for 3-player games: nobody holds the absent colour's destroy card."""
    content = game.table.content
    playing = set(game.colour_ids())
    for o in game.state.objectives:
        objective = content.objectives[o]
        assert objective.kind != "destroy" or objective.colour in playing


@settings(wps.PROPS, max_examples=10)
@given(
    players=st.integers(min_value=3, max_value=4),
    seed=wpc.seed_st,
    policy_seed=st.integers(0, 10_000),
    style=st.sampled_from(wps.STYLES),
    round_limit=st.integers(min_value=6, max_value=12),
)
def test_ir_random_games_keep_every_invariant(
    players: int, seed: int, policy_seed: int, style: str, round_limit: int
) -> None:
    game = imperio(players, seed, round_limit)
    check_objective_deal(game)
    played = wpc.run_checked(game, policy(style, policy_seed, players), random.Random(policy_seed), cap=200)
    assert played > 0 and len(game.history) == played


@settings(wps.PROPS, max_examples=3)
@given(players=st.integers(3, 4), seed=wpc.seed_st, policy_seed=st.integers(0, 10_000))
def test_ir_greedy_games_end_with_a_full_result(players: int, seed: int, policy_seed: int) -> None:
    """The greedy player plays the rules sensibly: its games end, by an objective or the round limit."""
    game = imperio(players, seed, 4)
    wpc.run_checked(game, policy("greedy", policy_seed, players), random.Random(policy_seed), cap=5000, full_every=40)
    assert game.is_over()
    result = game.result()
    assert result is not None and result.reason in {"objective", "round limit"}
