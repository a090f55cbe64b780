"""`Game.apply` is atomic for every failure: a bug raised while carrying out a legal action leaves the game
exactly as it was before the action (state, history, event log, dice), and the game plays on."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from warroom.core.game import Game
from warroom.core.registry import new_game

RULESETS = ["war", "war-cards", "imperialism-basic", "ww4"]


class Fault(RuntimeError):
    """The injected bug."""


def _state(game: Game) -> str:
    return json.dumps(
        {
            "snapshot": game.snapshot(),
            "history": [a.to_json() for a in game.history],
            "log": [e.to_json() for e in game.log.since(0)],
            "legal": [a.to_json() for a in game.legal_actions()],
        },
        sort_keys=True,
        default=str,
    )


def _played(ruleset: str, seed: int, steps: int) -> Game:
    game = new_game(ruleset, 3, {}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_fault_mid_action_changes_nothing(ruleset: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _played(ruleset, 11, 40)
    reference = _played(ruleset, 11, 40)
    before = _state(game)
    action = game.legal_actions()[0]
    real_execute = type(game)._execute
    fired = []

    def faulty(self: Game, act: Any) -> None:
        real_execute(self, act)  # the whole action happens, dice and all...
        if self is game and not fired:
            fired.append(act)
            self.log.add("half-done")
            raise Fault("a bug after the state changed")  # ...then a bug

    monkeypatch.setattr(type(game), "_execute", faulty)
    with pytest.raises(Fault):
        game.apply(action)
    monkeypatch.undo()
    assert _state(game) == before
    # The game plays on exactly as one that never saw the fault: same events, same dice.
    for _ in range(20):
        if game.is_over():
            break
        act = reference.legal_actions()[0]
        assert [e.to_json() for e in game.apply(act)] == [e.to_json() for e in reference.apply(act)]
    assert _state(game) == _state(reference)


def test_a_determinized_copy_is_not_rebuilt_from_the_true_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _played("war", 3, 30)
    copy = game.determinize(game.current_player() or 0, random.Random(1))

    def faulty(self: Game, act: Any) -> None:
        raise Fault("bug")

    monkeypatch.setattr(type(copy), "_execute", faulty)
    with pytest.raises(Fault):
        copy.apply(copy.legal_actions()[0])
    monkeypatch.undo()
    assert copy is not game and copy._forked
