"""Replay properties of War! Age of Imperialism games (both rule levels): saves round-trip through JSON and
replay to the same game with the same rolls, a tampered save is caught at the action it diverges, and a
determinized copy keeps what its player sees while the face-down markers are redrawn and it plays on
without touching the original."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from collections import Counter
from copy import deepcopy
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from warroom.core.errors import ReplayDivergence
from warroom.core.registry import new_game
from warroom.core.saves import load_game, save_data
from warroom.rulesets.imperialism.game import ImperialismGame

RULESETS = ("imperialism-basic", "imperialism-standard")
PROPS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
SRC = str(Path(__file__).resolve().parents[2] / "src")


@st.composite
def game_specs(draw: st.DrawFn) -> dict[str, Any]:
    """A game: ruleset, players, options, seed, and how many random actions to play."""
    players = draw(st.integers(2, 6))
    options: dict[str, Any] = {
        "turn_order": draw(st.sampled_from(("fixed", "random", "rotating"))),
        "purchase": draw(st.sampled_from(("in-turn", "plan-and-reveal"))),
        "save_pp": draw(st.booleans()),
        "opening_placement": draw(st.sampled_from(("free", "usual"))),
        "human_wave": draw(st.sampled_from(("match", "none"))),
        "end": draw(st.sampled_from(("turns", "last-standing"))),
        "turns": draw(st.integers(2, 4)),
    }
    if players == 2:
        options["two_empires"] = draw(st.booleans())
    return {
        "ruleset": draw(st.sampled_from(RULESETS)),
        "players": players,
        "options": options,
        "seed": draw(st.integers(0, 2**40)),
        "choice_seed": draw(st.integers(0, 10_000)),
        "actions": draw(st.integers(1, 250)),
    }


def play(
    ruleset: str, players: int, options: dict[str, Any], seed: int, choice_seed: int, actions: int
) -> ImperialismGame:
    """A game after up to ``actions`` uniformly random legal actions (fewer if it ends)."""
    game = new_game(ruleset, players, options, seed)
    assert isinstance(game, ImperialismGame)
    rng = random.Random(choice_seed)
    while len(game.history) < actions and not game.is_over():
        game.apply(rng.choice(list(game.legal_actions())))
    return game


def events(game: ImperialismGame) -> list[dict[str, Any]]:
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


@settings(PROPS, max_examples=25)
@given(spec=game_specs())
def test_a_save_replays_to_the_same_game(spec: dict[str, Any]) -> None:
    game = play(**spec)
    data = through_json(save_data(game, meta={"note": "property"}))
    assert data["format"] == "warroom-save" and data["ruleset"] == spec["ruleset"]
    assert len(data["actions"]) == len(game.history)
    loaded = load_game(data, verify=True)
    assert isinstance(loaded, ImperialismGame)
    assert loaded.snapshot() == game.snapshot()
    assert loaded.log.rolls() == game.log.rolls()
    assert events(loaded) == events(game)
    assert loaded.history == game.history
    assert list(loaded.legal_actions()) == list(game.legal_actions())
    assert loaded.current_player() == game.current_player()
    assert [loaded.view(p) for p in [None, *range(game.players)]] == [
        game.view(p) for p in [None, *range(game.players)]
    ]
    for i, entry in enumerate(data["actions"]):
        assert entry["rolls"] == game.log.rolls(i)
        assert entry["action"] == game.history[i].to_json()
    # the loaded game goes on exactly as the original
    rng_a, rng_b = random.Random(spec["seed"]), random.Random(spec["seed"])
    for _ in range(25):
        if game.is_over():
            break
        game.apply(rng_a.choice(list(game.legal_actions())))
        loaded.apply(rng_b.choice(list(loaded.legal_actions())))
    assert loaded.snapshot() == game.snapshot()
    assert loaded.log.rolls() == game.log.rolls()


def with_rolls(spec: dict[str, Any], pick: int) -> ImperialismGame:
    """The game of ``spec`` played on (randomly) until some action has rolled dice, or it ends."""
    game = play(**spec)
    rng = random.Random(pick)
    while not any(e.kind == "roll" and e.action_index >= 0 for e in game.log.since(0)) and not game.is_over():
        game.apply(rng.choice(list(game.legal_actions())))
    return game


@settings(PROPS, max_examples=25)
@given(spec=game_specs(), pick=st.integers(0, 10_000), face=st.integers(1, 5))
def test_a_changed_roll_is_caught_at_its_action(spec: dict[str, Any], pick: int, face: int) -> None:
    game = with_rolls(spec, pick)
    data = through_json(save_data(game))
    rolled = [i for i, entry in enumerate(data["actions"]) if entry["rolls"]]
    if not rolled:  # over before any action rolled (only the setup rolled, which no action records)
        assert game.is_over()
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


@settings(PROPS, max_examples=12)
@given(spec=game_specs(), pick=st.integers(0, 10_000))
def test_an_illegal_action_in_a_save_is_caught_at_its_index(spec: dict[str, Any], pick: int) -> None:
    game = play(**spec)
    data = through_json(save_data(game))
    i = pick % len(data["actions"])
    for bad in (
        {"type": "claim", "region": "atlantis"},
        {"type": "move", "kind": "inf", "count": 0, "source": "china", "target": "india"},
        {"type": "declare_war", "empire": "purple"},
    ):
        data["actions"][i]["action"] = bad
        with pytest.raises(ReplayDivergence, match=rf"^save: action {i} \(.*\) does not replay: .+"):
            load_game(data, verify=True)
    data["actions"][i]["action"] = {"type": "teleport"}
    with pytest.raises(ReplayDivergence, match=rf"^save: action {i} \(.*\) does not replay: unknown action type"):
        load_game(data, verify=False)


@settings(PROPS, max_examples=25)
@given(spec=game_specs(), pick=st.integers(0, 10_000))
def test_another_legal_action_in_a_save_is_caught(spec: dict[str, Any], pick: int) -> None:
    game = play(**spec)
    full = through_json(save_data(game))
    i = pick % len(full["actions"])
    data = replayed_to(full, i + 1)  # the save of the game that ends with action i
    before = new_game(data["ruleset"], data["players"], data["options"], data["seed"])
    for entry in data["actions"][:i]:
        before.apply(entry["action"])
    original = data["actions"][i]["action"]
    others = [a.to_json() for a in before.legal_actions() if a.to_json() != original]
    if not others:
        return
    other = others[pick % len(others)]
    data["actions"][i]["action"] = other
    try:
        load_game(data, verify=True)
    except ReplayDivergence as caught:
        message = str(caught)
        at_action = re.match(rf"save: action {i} \(", message)
        at_snapshot = re.match(rf"save: after all {i + 1} actions the state differs at snapshot\.", message)
        assert at_action or at_snapshot, message
    else:
        # The same rolls and the same snapshot: only an equivalent choice, such as another tactic in a
        # battle where both sides have one kind of army (the battle goes the same way), or an engineer sent
        # into one foreign region or another (lost either way). The two positions must then be the same.
        mine, theirs = deepcopy(before), deepcopy(before)
        mine.apply(original)
        theirs.apply(other)
        assert mine.snapshot() == theirs.snapshot(), f"{other} replays as {original}"


@settings(PROPS, max_examples=10)
@given(spec=game_specs(), pick=st.integers(0, 10_000))
def test_a_changed_snapshot_is_caught_and_named(spec: dict[str, Any], pick: int) -> None:
    game = play(**spec)
    data = through_json(save_data(game))
    n = len(data["actions"])
    pp = data["snapshot"]["pp"]
    e = pick % len(pp)
    pp[e] += 1
    with pytest.raises(ReplayDivergence) as info:
        load_game(data, verify=True)
    assert str(info.value) == (
        f"save: after all {n} actions the state differs at snapshot.pp[{e}] ({pp[e]} vs {pp[e] - 1})"
    )
    assert load_game(data, verify=False).snapshot() == game.snapshot()
    pp[e] -= 1
    data["snapshot"]["box_natives"] = [*data["snapshot"]["box_natives"][::-1], "13"]
    with pytest.raises(ReplayDivergence, match=r"differs at snapshot\.box_natives"):
        load_game(data, verify=True)


# -- determinization -------------------------------------------------------------------------------


def hidden_markers(game: ImperialismGame) -> tuple[dict[int, str], dict[int, int]]:
    """The face-down native and resource markers, by region."""
    s = game.state
    natives = {r: m for r, m in enumerate(s.native) if m is not None and not s.native_up[r]}
    resources = {r: m for r, m in enumerate(s.resource) if m is not None and not s.resource_up[r]}
    return natives, resources


@settings(PROPS, max_examples=25)
@given(spec=game_specs(), player_pick=st.integers(0, 5), rng_seed=st.integers(0, 2**32))
def test_determinize_keeps_what_the_player_sees(spec: dict[str, Any], player_pick: int, rng_seed: int) -> None:
    game = play(**spec)
    player = player_pick % game.players
    snap, log_len, history = game.snapshot(), len(game.log), list(game.history)
    views = {p: game.view(p) for p in [None, *range(game.players)]}
    rng = random.Random(rng_seed)
    natives, resources = hidden_markers(game)
    changed = False
    for _ in range(3):
        copy = game.determinize(player, rng)
        assert isinstance(copy, ImperialismGame) and copy is not game and copy.state is not game.state
        # everything the player sees is the same (and everyone else's view too: only secrets change)
        assert copy.view(player) == views[player]
        assert copy.view(None) == views[None]
        assert copy.history == history and list(copy.legal_actions()) == list(game.legal_actions())
        assert copy.current_player() == game.current_player()
        # the same regions hold face-down markers, drawn from the same pool of unseen markers
        c_natives, c_resources = hidden_markers(copy)
        assert set(c_natives) == set(natives) and set(c_resources) == set(resources)
        s, c = game.state, copy.state
        assert Counter([*natives.values(), *s.box_natives]) == Counter([*c_natives.values(), *c.box_natives])
        assert Counter([*resources.values(), *s.box_resources]) == Counter([*c_resources.values(), *c.box_resources])
        changed |= c_natives != natives or c_resources != resources
        up = [(r, m) for r, m in enumerate(s.native) if m is not None and s.native_up[r]]
        assert up == [(r, m) for r, m in enumerate(c.native) if m is not None and c.native_up[r]]
        # the copy plays on by itself
        for _ in range(6):
            if copy.is_over():
                break
            copy.apply(rng.choice(list(copy.legal_actions())))
        assert game.snapshot() == snap and len(game.log) == log_len and game.history == history
        assert {p: game.view(p) for p in views} == views
    if len(set(natives.values()) | set(game.state.box_natives)) > 1 and len(natives) > 1:
        assert changed, "three determinizations never redrew a face-down marker"


@settings(PROPS, max_examples=10)
@given(spec=game_specs())
def test_same_inputs_give_the_same_game(spec: dict[str, Any]) -> None:
    first = play(**spec)
    second = new_game(spec["ruleset"], spec["players"], spec["options"], spec["seed"])
    for action in first.history:
        second.apply(action)
    assert second.snapshot() == first.snapshot()
    assert events(second) == events(first)
    assert second.log.rolls() == first.log.rolls()
    other = new_game(spec["ruleset"], spec["players"], spec["options"], spec["seed"] + 1)
    assert other.snapshot()["box_natives"] != second.snapshot()["box_natives"] or not first.history


_SCRIPT = """
import hashlib, json, random
from warroom.core.registry import new_game
from warroom.core.saves import save_data
game = new_game("imperialism-standard", 4, {"turns": 3, "purchase": "plan-and-reveal"}, 1234)
rng = random.Random(99)
while not game.is_over() and len(game.history) < 400:
    game.apply(rng.choice(list(game.legal_actions())))
views = [game.view(p) for p in (None, 0, 1, 2, 3)]
text = json.dumps([save_data(game), [e.to_json() for e in game.log.since(0)], views], sort_keys=True)
print(hashlib.sha256(text.encode()).hexdigest(), len(game.history))
"""


def test_a_game_does_not_depend_on_the_hash_seed() -> None:
    """Set and dict ordering of strings changes with PYTHONHASHSEED; a game must not."""
    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": SRC}
        run = subprocess.run(
            [sys.executable, "-c", _SCRIPT], capture_output=True, text=True, env=env, check=True, timeout=120
        )
        outputs.append(run.stdout.split())
    assert outputs[0] == outputs[1]
    assert int(outputs[0][1]) > 100
