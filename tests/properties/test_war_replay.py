"""Replay properties of WAR games: saves round-trip through JSON and replay to the same game, a
tampered save is caught at the action it diverges, and a game is a pure function of its inputs."""

from __future__ import annotations

import copy
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from warroom.core.errors import ReplayDivergence
from warroom.core.game import Game
from warroom.core.registry import new_game
from warroom.core.saves import load_game, save_data

PROPS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
SRC = str(Path(__file__).resolve().parents[2] / "src")


def options_for(players: int, round_limit: int | None) -> dict[str, Any]:
    options: dict[str, Any] = {}
    if players == 2:
        options["two_players"] = True
    if round_limit is not None:
        options["round_limit"] = round_limit
    return options


def play(players: int, seed: int, choice_seed: int, actions: int, round_limit: int | None = 8) -> Game:
    """A WAR game after up to ``actions`` uniformly random legal actions (fewer if it ends)."""
    game = new_game("war", players, options_for(players, round_limit), seed)
    rng = random.Random(choice_seed)
    while len(game.history) < actions and not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


def events(game: Game) -> list[dict[str, Any]]:
    return [e.to_json() for e in game.log.since(0)]


def through_json(data: dict[str, Any]) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(json.dumps(data))
    return loaded


def replayed_to(data: dict[str, Any], count: int) -> dict[str, Any]:
    """The save of the same game cut after its first ``count`` actions."""
    game = new_game(data["ruleset"], data["players"], data["options"], data["seed"])
    for entry in data["actions"][:count]:
        game.apply(entry["action"])
    return through_json(save_data(game))


game_st = st.fixed_dictionaries(
    {
        "players": st.integers(2, 6),
        "seed": st.integers(0, 2**40),
        "choice_seed": st.integers(0, 10_000),
        "actions": st.integers(1, 250),
    }
)


@settings(PROPS, max_examples=30)
@given(spec=game_st)
def test_a_save_replays_to_the_same_game(spec: dict[str, int]) -> None:
    game = play(**spec)
    data = through_json(save_data(game, meta={"note": "property"}))
    assert data["format"] == "warroom-save" and data["ruleset"] == "war"
    assert len(data["actions"]) == len(game.history)
    loaded = load_game(data, verify=True)
    assert loaded.snapshot() == game.snapshot()
    assert loaded.log.rolls() == game.log.rolls()
    assert events(loaded) == events(game)
    assert loaded.history == game.history
    assert loaded.legal_actions() == game.legal_actions()
    assert loaded.current_player() == game.current_player()
    # the rolls saved per action are exactly the rolls the log gives for that action
    for i, entry in enumerate(data["actions"]):
        assert entry["rolls"] == game.log.rolls(i)
        assert entry["action"] == game.history[i].to_json()
    # the loaded game goes on exactly as the original
    rng_a, rng_b = random.Random(spec["seed"]), random.Random(spec["seed"])
    for _ in range(20):
        if game.is_over():
            break
        game.apply(rng_a.choice(game.legal_actions()))
        loaded.apply(rng_b.choice(loaded.legal_actions()))
    assert loaded.snapshot() == game.snapshot()


@settings(PROPS, max_examples=30)
@given(spec=game_st, pick=st.integers(0, 10_000), face=st.integers(1, 5))
def test_a_changed_roll_is_caught_at_its_action(spec: dict[str, int], pick: int, face: int) -> None:
    game = play(**spec)
    rng = random.Random(pick)
    while not any(e.kind == "battle" for e in game.log.since(0)) and not game.is_over():  # on to a battle
        game.apply(rng.choice(game.legal_actions()))
    data = through_json(save_data(game))
    rolled = [i for i, entry in enumerate(data["actions"]) if entry["rolls"]]
    if not rolled:  # a 2-player game can be won in round 2 without a battle (18 territories, 2 armies each)
        assert game.is_over() and not any(e.kind == "battle" for e in game.log.since(0))
        return
    i = rolled[pick % len(rolled)]
    rolls = data["actions"][i]["rolls"]
    k = pick % len(rolls)
    rolls[k][0] = (rolls[k][0] - 1 + face) % 6 + 1  # a different face
    with pytest.raises(ReplayDivergence) as info:
        load_game(data, verify=True)
    message = str(info.value)
    assert message.startswith(f"save: action {i} (")
    assert message.endswith(f"the save recorded {rolls}")
    # without verification the same save loads, into the untampered game
    assert load_game(data, verify=False).snapshot() == game.snapshot()


@settings(PROPS, max_examples=15)
@given(spec=game_st, pick=st.integers(0, 10_000))
def test_an_illegal_action_in_a_save_is_caught_at_its_index(spec: dict[str, int], pick: int) -> None:
    game = play(**spec)
    data = through_json(save_data(game))
    i = pick % len(data["actions"])
    data["actions"][i]["action"] = {"type": "place", "territory": "atlantis"}
    with pytest.raises(ReplayDivergence, match=rf"^save: action {i} \(.*\) does not replay: .+"):
        load_game(data, verify=True)
    data["actions"][i]["action"] = {"type": "teleport"}
    with pytest.raises(ReplayDivergence, match=rf"^save: action {i} \(.*\) does not replay: unknown action type"):
        load_game(data, verify=False)


@settings(PROPS, max_examples=30)
@given(spec=game_st, pick=st.integers(0, 10_000))
def test_another_legal_action_in_a_save_is_caught(spec: dict[str, int], pick: int) -> None:
    game = play(**spec)
    full = through_json(save_data(game))
    i = pick % len(full["actions"])
    data = replayed_to(full, i + 1)  # the save of the game that ends with action i
    before = new_game("war", data["players"], data["options"], data["seed"])
    for entry in data["actions"][:i]:
        before.apply(entry["action"])
    original = data["actions"][i]["action"]
    others = [a.to_json() for a in before.legal_actions() if a.to_json() != original]
    if not others:
        return
    data["actions"][i]["action"] = others[pick % len(others)]
    with pytest.raises(ReplayDivergence) as info:
        load_game(data, verify=True)
    message = str(info.value)
    at_action = re.match(rf"save: action {i} \(", message)
    at_snapshot = re.match(rf"save: after all {i + 1} actions the state differs at snapshot\.", message)
    assert at_action or at_snapshot, message


@settings(PROPS, max_examples=10)
@given(spec=game_st, pick=st.integers(0, 10_000))
def test_a_changed_snapshot_is_caught_and_named(spec: dict[str, int], pick: int) -> None:
    game = play(**spec)
    data = through_json(save_data(game))
    territory = sorted(data["snapshot"]["armies"])[pick % 42]
    count = data["snapshot"]["armies"][territory]
    data["snapshot"]["armies"][territory] = count + 1
    n = len(data["actions"])
    with pytest.raises(ReplayDivergence) as info:
        load_game(data, verify=True)
    assert str(info.value) == (
        f"save: after all {n} actions the state differs at snapshot.armies.{territory} ({count + 1} vs {count})"
    )
    assert load_game(data, verify=False).snapshot() == game.snapshot()
    tampered = copy.deepcopy(data)
    tampered["snapshot"]["armies"][territory] = count
    tampered["snapshot"]["turn"] = (tampered["snapshot"]["turn"] + 1) % spec["players"]
    with pytest.raises(ReplayDivergence, match=r"differs at snapshot\.turn "):
        load_game(tampered, verify=True)


@settings(PROPS, max_examples=10)
@given(spec=game_st)
def test_same_inputs_give_the_same_game(spec: dict[str, int]) -> None:
    first = play(**spec)
    second = new_game("war", spec["players"], options_for(spec["players"], 8), spec["seed"])
    assert second.snapshot() != first.snapshot() or not first.history
    for action in first.history:
        second.apply(action)
    assert second.snapshot() == first.snapshot()
    assert events(second) == events(first)
    assert second.log.rolls() == first.log.rolls()
    assert [second.view(p) for p in [None, *range(spec["players"])]] == [
        first.view(p) for p in [None, *range(spec["players"])]
    ]


@settings(PROPS, max_examples=25)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**40), other=st.integers(1, 2**40))
def test_different_seeds_deal_differently(players: int, seed: int, other: int) -> None:
    a = new_game("war", players, options_for(players, None), seed).snapshot()
    b = new_game("war", players, options_for(players, None), seed + other).snapshot()
    assert a["owner"] != b["owner"]
    assert a["deck"] != b["deck"]
    assert sorted(a["deck"]) == sorted(b["deck"])
    assert a == new_game("war", players, options_for(players, None), seed).snapshot()


_SCRIPT = """
import hashlib, json, random, sys
from warroom.core.registry import new_game
from warroom.core.saves import save_data
game = new_game("war", 4, {"round_limit": 6}, 1234)
rng = random.Random(99)
while not game.is_over() and len(game.history) < 400:
    game.apply(rng.choice(game.legal_actions()))
text = json.dumps([save_data(game), [e.to_json() for e in game.log.since(0)]], sort_keys=True)
print(hashlib.sha256(text.encode()).hexdigest(), len(game.history))
"""


def test_a_game_does_not_depend_on_the_hash_seed() -> None:
    """Set and dict ordering of strings changes with PYTHONHASHSEED; a game must not."""
    outputs = []
    for hash_seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": SRC}
        run = subprocess.run(
            [sys.executable, "-c", _SCRIPT], capture_output=True, text=True, env=env, check=True, timeout=120
        )
        outputs.append(run.stdout.split())
    assert outputs[0] == outputs[1] == outputs[2]
    assert int(outputs[0][1]) > 100
