"""Undo (core/undo.py, Game.undo): a seat takes back its own last actions within its turn, never past a die
rolled, a card drawn or a secret shown; the game afterwards is exactly the game without those actions."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction, OptionError
from warroom.core.game import Game
from warroom.core.registry import get_ruleset, new_game
from warroom.core.saves import replay_save, save_data
from warroom.rulesets.war_cards.game import WarCardsGame

RULESETS: list[tuple[str, int, dict[str, Any]]] = [
    ("war", 3, {}),
    ("war-imperio-romano", 3, {}),
    ("war-cards", 3, {}),
    ("imperialism-basic", 3, {}),
    ("imperialism-standard", 3, {}),
    ("imperialism-advanced", 3, {}),
    ("ww4", 3, {}),
]


def _state(game: Game) -> str:
    """Everything that makes a game what it is, as text: state, history, event log and dice."""
    return json.dumps(
        {
            "snapshot": game.snapshot(),
            "history": [a.to_json() for a in game.history],
            "log": [e.to_json() for e in game.log.since(0)],
            "dice": repr(game.dice.getstate()),
            "legal": [a.to_json() for a in game.legal_actions()],
        },
        sort_keys=True,
    )


def _replayed(ruleset: str, players: int, options: dict[str, Any], seed: int, actions: list[Action]) -> Game:
    game = new_game(ruleset, players, options, seed)
    for action in actions:
        game.apply(action)
    return game


def _play_until(game: Game, rng: random.Random, wanted: Callable[[Game, Action], bool], limit: int = 3000) -> Action:
    """Play random legal actions until one that ``wanted`` accepts is legal; that one, not yet applied."""
    for _ in range(limit):
        assert not game.is_over(), "the game ended before the wanted action became legal"
        actions = list(game.legal_actions())
        chosen = [a for a in actions if wanted(game, a)]
        if chosen:
            return chosen[0]
        game.apply(rng.choice(actions))
    raise AssertionError("the wanted action never became legal")


def test_undo_is_off_by_default_and_named_only_when_on() -> None:
    game = new_game("war", 3, {}, 1)
    assert "undo" not in game.options  # saves and stored games without undo are as they always were
    assert new_game("war", 3, {"undo": False}, 1).options == game.options
    game.apply(game.legal_actions()[0])
    assert not game.can_undo(0)
    with pytest.raises(IllegalAction, match="undo is off"):
        game.undo(game.current_player() or 0)
    on = new_game("war", 3, {"undo": True}, 1)
    assert on.options["undo"] is True
    with pytest.raises(OptionError, match="option 'undo' must be bool"):
        new_game("war", 3, {"undo": "yes"}, 1)
    assert get_ruleset("ww4").option("undo").default is False


def test_a_placement_is_taken_back_exactly() -> None:
    game = new_game("war", 3, {"undo": True}, 5)
    player = game.current_player()
    assert player is not None
    before = _state(game)
    game.apply(game.legal_actions()[0])
    assert game.can_undo(player) and game.undo_refusal(player) is None
    others = [p for p in range(3) if p != player]
    assert not game.can_undo(others[0])
    assert game.undo_refusal(others[0]) == "the last action is not yours"
    game.undo(player)
    assert _state(game) == before
    with pytest.raises(IllegalAction, match="no action was made yet"):
        game.undo(player)


def test_several_actions_are_taken_back_one_by_one() -> None:
    game = new_game("war", 3, {"undo": True}, 5)
    player = game.current_player()
    assert player is not None
    states = [_state(game)]
    for _ in range(3):
        game.apply(game.legal_actions()[-1])
        assert game.current_player() == player
        states.append(_state(game))
    for expected in reversed(states[:-1]):
        game.undo(player)
        assert _state(game) == expected


def test_a_roll_cannot_be_taken_back() -> None:
    game = new_game("war", 3, {"undo": True}, 2)
    rng = random.Random(2)
    attack = _play_until(game, rng, lambda g, a: a.to_json()["type"] == "attack")
    player = game.current_player()
    assert player is not None
    events = game.apply(attack)
    assert any(e.kind == "roll" for e in events)
    assert game.undo_refusal(player) == "the last action drew on chance (dice, a shuffle or a draw)"
    with pytest.raises(IllegalAction, match="drew on chance"):
        game.undo(player)


def test_a_roll_is_refused_by_its_kind_too() -> None:
    """A "roll" event alone refuses undo, even where the dice fingerprint would not tell (both rules hold)."""
    game = new_game("war", 3, {"undo": True}, 2)
    player = game.current_player()
    assert player is not None
    game.apply(game.legal_actions()[0])
    game.log.add("roll", reason="test", dice=[6], sides=6)
    assert game.undo_refusal(player) == "the last action cannot be taken back: its 'roll' showed chance or a secret"


def test_a_card_drawn_cannot_be_taken_back() -> None:
    """War Cards' Reinforcements draws dice cards from the pile's top (no chance drawn now: the pile was
    shuffled before), and the player plays on: only the event's kind stops undo."""
    game = new_game("war-cards", 3, {"undo": True}, 4)
    rng = random.Random(4)

    def reinforcements(g: Game, a: Action) -> bool:
        data = a.to_json()
        if not isinstance(g, WarCardsGame) or data["type"] != "play_special":
            return False
        return g.kind_of(data["card"]) == "reinforcements"

    special = _play_until(game, rng, reinforcements)
    player = game.current_player()
    assert player is not None
    dice_before = game.dice.getstate()
    events = game.apply(special)
    assert game.dice.getstate() == dice_before and game.current_player() == player
    assert any(e.kind == "reinforcements" for e in events)
    assert "'reinforcements'" in (game.undo_refusal(player) or "")


def test_another_seats_action_and_a_new_turn_stop_undo() -> None:
    game = new_game("war", 3, {"undo": True}, 5)
    rng = random.Random(5)
    end = _play_until(game, rng, lambda g, a: a.to_json()["type"] == "end_turn")
    player = game.current_player()
    assert player is not None
    game.apply(end)
    nxt = game.current_player()
    assert nxt != player
    # The turn passed: the seat that ended it may not take it back, and the next seat has nothing to undo.
    assert game.undo_refusal(player) == "your turn has passed since your last action"
    assert nxt is not None and game.undo_refusal(nxt) == "the last action is not yours"


def test_a_search_copy_refuses() -> None:
    game = new_game("war", 3, {"undo": True}, 5)
    player = game.current_player()
    assert player is not None
    game.apply(game.legal_actions()[0])
    copy = game.determinize(player, random.Random(1))
    assert not copy.can_undo(player)


def test_a_save_after_an_undo_replays_exactly() -> None:
    game = new_game("war", 3, {"undo": True}, 9)
    player = game.current_player()
    assert player is not None
    game.apply(game.legal_actions()[0])
    game.apply(game.legal_actions()[1])
    game.undo(player)
    data = json.loads(json.dumps(save_data(game)))
    assert len(data["actions"]) == 1 and data["options"]["undo"] is True
    again = replay_save(data, verify=True)
    assert _state(again) == _state(game)
    # Undo plays on in the loaded game, and the game without undo is the same game.
    again.undo(player)
    assert _state(again) == _state(new_game("war", 3, {"undo": True}, 9))
    plain = _replayed("war", 3, {}, 9, list(game.history))
    assert plain.snapshot() == game.snapshot() and plain.dice.getstate() == game.dice.getstate()


@pytest.mark.parametrize(("ruleset", "players", "options"), RULESETS, ids=[r[0] for r in RULESETS])
def test_random_games_with_undo_are_the_games_without_the_undone_actions(
    ruleset: str, players: int, options: dict[str, Any]
) -> None:
    """Random play with undo at random points: whenever undo is allowed the last action drew no chance and
    logged nothing irreversible, and the game always equals a fresh game of the kept actions."""
    for seed in (1, 2):
        rng = random.Random(seed)
        game = new_game(ruleset, players, {**options, "undo": True}, seed)
        kept: list[Action] = []
        undone = 0
        for _step in range(150):
            if game.is_over():
                break
            player = game.current_player()
            assert player is not None
            if kept and rng.random() < 0.35 and game.can_undo(player):
                index = len(game.history) - 1
                assert not [e for e in game.log.since(0) if e.action_index == index and game.irreversible(e)]
                game.undo(player)
                kept.pop()
                undone += 1
                assert _state(game) == _state(_replayed(ruleset, players, {**options, "undo": True}, seed, kept))
                continue
            action = rng.choice(list(game.legal_actions()))
            game.apply(action)
            kept.append(action)
        # War Cards has nothing to take back: every one of its actions draws, shows a card or passes the decision.
        assert undone > 0 or ruleset == "war-cards", f"{ruleset} seed {seed}: no undo was ever allowed"
        plain = _replayed(ruleset, players, options, seed, kept)
        assert plain.snapshot() == game.snapshot()
        assert [e.to_json() for e in plain.log.since(0)] == [e.to_json() for e in game.log.since(0)]
        assert plain.dice.getstate() == game.dice.getstate()
