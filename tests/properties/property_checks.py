"""Checks the rulesets' property tests share (this folder has no package: pytest puts it on the path)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.game import Game


def assert_refused(
    game: Game, legal: list[Action], candidates: Sequence[Any], rng: random.Random, every: bool, sample: int
) -> None:
    """Each wrong action and malformed JSON in ``candidates`` (all of them with ``every``, else ``sample``
    drawn at random) is refused with a reason, changing nothing: no event, no history, the same snapshot and
    the same legal actions."""
    listed = set(legal)
    tried = list(candidates) if every else rng.sample(list(candidates), sample)
    snap, log_len, history = game.snapshot(), len(game.log), list(game.history)
    for action in tried:
        if isinstance(action, Action):
            assert action not in listed, f"{action} was built to be illegal but is listed"
            assert not game.is_legal(action), f"{action} was built to be illegal but is accepted"
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert str(info.value), f"{action!r} refused without a reason"
        assert len(game.log) == log_len and game.history == history, f"refusing {action!r} logged"
        if every:
            assert game.snapshot() == snap, f"refusing {action!r} changed the state"
    assert game.snapshot() == snap
    assert list(game.legal_actions()) == legal
