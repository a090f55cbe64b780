"""Determinization never leaks: the player's own view is unchanged, the rest is redrawn from what the
player could not see, and the true game is untouched."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from warroom.agents.base import make_agent
from warroom.core.game import Game
from warroom.core.registry import new_game
from warroom.rulesets.war.game import WarGame
from warroom.rulesets.war_cards.game import WarCardsGame

RULESETS = ("war", "war-imperio-romano", "war-cards")


def _states(ruleset: str, seed: int, every: int = 23, count: int = 12) -> list[Game]:
    """Games stopped at several points of one greedy game (copies: positions along the way)."""
    game = new_game(ruleset, 4, {"round_limit": 8}, seed)
    agents = [make_agent("greedy", ruleset, p) for p in range(4)]
    out = []
    k = 0
    while not game.is_over() and len(out) < count:
        p = game.current_player()
        assert p is not None
        game.apply(agents[p].choose(game, p))
        k += 1
        if k % every == 0:
            out.append(game.determinize(p, random.Random(0)))  # a stand-in position; its own state
    return out


def _hidden(game: Game) -> tuple[Any, ...]:
    snap = game.snapshot()
    if isinstance(game, WarCardsGame):
        return (snap["objective_cards"], snap["hands"], snap["dice_pile"], snap["special_pile"])
    return (snap["objectives"], snap["hands"], snap["deck"])


@pytest.mark.parametrize("ruleset", RULESETS)
def test_view_kept_and_hidden_varies(ruleset: str) -> None:
    for game in _states(ruleset, 5):
        before = game.snapshot()
        for player in range(game.players):
            views = set()
            for seed in range(6):
                det = game.determinize(player, random.Random(seed))
                assert det.view(player) == game.view(player)
                assert det.legal_actions() == game.legal_actions() or det.current_player() != player
                views.add(repr(_hidden(det)))
                _check_drawn_from_unseen(game, det, player)
            assert len(views) > 1
        assert game.snapshot() == before


def _check_drawn_from_unseen(game: Game, det: Game, player: int) -> None:
    a, b = game.snapshot(), det.snapshot()
    assert a["hands"][player] == b["hands"][player]
    others = [p for p in range(game.players) if p != player]
    for p in others:
        assert len(a["hands"][p]) == len(b["hands"][p])
    if isinstance(game, WarGame):
        own = a["objectives"][player]
        assert b["objectives"][player] == own
        assert own not in [b["objectives"][p] for p in others]
        assert len(set(b["objectives"])) == game.players
        unseen = Counter(c for p in others for c in a["hands"][p]) + Counter(a["deck"])
        redrawn = Counter(c for p in others for c in b["hands"][p]) + Counter(b["deck"])
        assert unseen == redrawn
        assert a["discard"] == b["discard"]
    else:
        own = a["objective_cards"][player]
        assert b["objective_cards"][player] == own
        assert own not in [b["objective_cards"][p] for p in others]
        assert a["dice_discard"] == b["dice_discard"] and a["special_discard"] == b["special_discard"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_copy_shares_nothing(ruleset: str) -> None:
    game = new_game(ruleset, 3, {"round_limit": 4}, 11)
    before = game.snapshot()
    det = game.determinize(0, random.Random(1))
    agents = [make_agent("greedy", ruleset, p) for p in range(3)]
    while not det.is_over():
        p = det.current_player()
        assert p is not None
        det.apply(agents[p].choose(det, p))
    assert game.snapshot() == before
    assert len(game.log) > 0 and game.history == []


def test_base_game_refuses() -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from fixtures.setup import install_toy

    install_toy()
    game = new_game("toy", 2, {}, 0)
    with pytest.raises(NotImplementedError, match="cannot determinize"):
        game.determinize(0, random.Random(0))
