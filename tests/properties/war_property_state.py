"""The WAR property tests' games, policies, state invariants and views (test_war_properties.py)."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from warroom.agents import make_agent
from warroom.agents.base import Agent
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.registry import new_game
from warroom.rulesets.war import objectives
from warroom.rulesets.war.actions import Attack, EndAttacks, EndTurn, Move, Occupy, Place, Trade
from warroom.rulesets.war.game import WarGame

REASONS = {"objective", "last player standing", "round limit"}
HAND_LIMIT = 5
TRADE_VALUES = [4, 6, 8, 10, 12, 15, 20, 25, 30, 35, 40]
STYLES = ("random", "hasty", "greedy")
PROPS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def war(players: int, seed: int, round_limit: int | None = None) -> WarGame:
    options: dict[str, Any] = {}
    if players == 2:
        options["two_players"] = True
    if round_limit is not None:
        options["round_limit"] = round_limit
    game = new_game("war", players, options, seed)
    assert isinstance(game, WarGame)
    return game


def all_cards(game: WarGame) -> list[str]:
    return sorted([*game.table.ids, "wild-1", "wild-2"])


# -- policies ---------------------------------------------------------------------------------------


@dataclass
class Policy:
    style: str
    rng: random.Random
    agents: list[Agent] = field(default_factory=list)

    @classmethod
    def make(cls, style: str, seed: int, players: int) -> Policy:
        agents = [make_agent("greedy", "war", seed + p) for p in range(players)] if style == "greedy" else []
        return cls(style, random.Random(seed), agents)

    def choose(self, game: WarGame) -> Action:
        player = game.current_player()
        assert player is not None
        if self.style == "greedy":
            return self.agents[player].choose(game, player)
        legal = game.legal_actions()
        if self.style == "hasty":
            ends = [a for a in legal if isinstance(a, EndAttacks | EndTurn)]
            if ends and self.rng.random() < 0.3:
                return ends[0]
        return self.rng.choice(legal)


# -- state invariants -------------------------------------------------------------------------------


def check_state(game: WarGame, objectives_checked: bool = True) -> None:
    s, t = game.state, game.table
    seats = range(game.players)
    assert len(s.owner) == len(s.armies) == t.size == 42
    for i in range(t.size):
        assert s.owner[i] in seats, f"{t.ids[i]} has owner {s.owner[i]}"
        assert s.armies[i] >= 1, f"{t.ids[i]} has {s.armies[i]} armies"
    recount = Counter(s.owner)
    assert s.territory_count == [recount[p] for p in seats]
    for p in seats:
        for c, members in enumerate(t.continent_members):
            assert s.continent_count[p][c] == sum(1 for i in members if s.owner[i] == p)
    # cards: 42 territory cards and 2 wildcards, each exactly once
    cards = [c for h in s.hands for c in h] + s.deck + s.discard
    assert sorted(cards) == all_cards(game)
    for p in seats:
        assert len(s.hands[p]) <= HAND_LIMIT, f"seat {p} holds {len(s.hands[p])} cards"
        if s.eliminated[p]:
            assert s.territory_count[p] == 0 and s.hands[p] == []
            assert s.eliminated_by[p] in seats and s.eliminated_by[p] != p
        else:
            assert s.territory_count[p] >= 1
            assert s.eliminated_by[p] is None
    assert s.alive_count == sum(1 for p in seats if not s.eliminated[p])
    legal = game.legal_actions()
    if game.is_over():
        assert game.current_player() is None and legal == [] and s.phase == "over"
        return
    current = game.current_player()
    assert current == s.turn and not s.eliminated[current]
    assert legal, "a game in progress must offer an action"
    assert len(set(legal)) == len(legal), "duplicate legal actions"
    if s.round == 1:
        assert s.phase == "reinforce", "the first round only places armies"
    if s.phase == "reinforce":
        assert all(isinstance(a, Place | Trade) for a in legal)
        if s.may_trade and len(s.hands[current]) >= HAND_LIMIT:
            assert all(isinstance(a, Trade) for a in legal), "a full hand must trade first"
    else:
        assert s.pending.total() == 0, f"{s.pending} left to place in phase {s.phase}"
    if s.phase == "occupy":
        assert s.conquest is not None and s.conquest.max_armies in (2, 3)
        assert legal == [Occupy(k) for k in range(1, s.conquest.max_armies + 1)]
    else:
        assert s.conquest is None
    if s.phase == "attack":
        assert legal[-1] == EndAttacks() and all(isinstance(a, Attack) for a in legal[:-1])
    if s.phase == "move":
        assert legal[-1] == EndTurn() and all(isinstance(a, Move) for a in legal[:-1])
    # an objective met must end the game at once
    for p in seats if objectives_checked else ():
        if not s.eliminated[p]:
            assert not objectives.is_met(game, p), f"seat {p} met its objective and the game goes on"


def check_result(game: WarGame) -> None:
    result = game.result()
    assert result is not None and game.is_over()
    seats = set(range(game.players))
    assert sorted(result.ranking) == sorted(seats)
    assert result.winners and set(result.winners) <= seats
    assert result.ranking[: len(result.winners)] == result.winners
    assert result.reason in REASONS
    s = game.state
    standing = {p: (0 if s.eliminated[p] else 1, s.territory_count[p]) for p in seats}
    others = result.ranking[len(result.winners) :]
    assert [standing[p] for p in others] == sorted((standing[p] for p in others), reverse=True)
    if result.reason in {"objective", "last player standing"}:
        assert len(result.winners) == 1
    (first,) = result.winners[:1]
    assert not s.eliminated[first]
    if result.reason == "objective":
        assert objectives.is_met(game, first)
        assert result.detail == objectives.in_force(game, first).text
    elif result.reason == "last player standing":
        assert s.alive_count == 1
    else:
        assert s.round == game.options["round_limit"]
        assert len({standing[p] for p in result.winners}) == 1
        assert all(standing[p] >= standing[q] for p in result.winners for q in seats)
    assert result.scores == {p: float(s.territory_count[p]) for p in seats}
    assert game.legal_actions() == [] and game.current_player() is None
    with pytest.raises(IllegalAction, match="the game is over"):
        game.apply(EndTurn())
    assert not game.is_legal(EndTurn())
    view = game.view(None)
    assert view["result"]["reason"] == result.reason
    assert view["result"]["winners"] == list(result.winners)
    assert set(view["result"]["objectives"]) == {str(p) for p in seats}


# -- views and hidden information -------------------------------------------------------------------


_STRING_LIST = re.compile(r'\[("(?:[^"\\]|\\.)*"(?:, "(?:[^"\\]|\\.)*")*)\]')


def card_lists_in(text: str) -> list[frozenset[str]]:
    """Every non-empty JSON list of strings in a JSON text, as sets (a hand in any order)."""
    return [frozenset(json.loads(f"[{m}]")) for m in _STRING_LIST.findall(text)]


def check_views(game: WarGame, snapshot: dict[str, Any]) -> None:
    assert json.loads(json.dumps(snapshot)) == snapshot
    over = game.is_over()
    content = game.table.content
    secret_ids = snapshot["objectives"]
    secret_texts = [content.objectives[o].text for o in game.state.objectives]
    for p in [None, *range(game.players)]:
        view = game.view(p)
        text = json.dumps(view)
        assert json.loads(text) == view
        assert view["you"] == p
        assert {sid: (t["owner"], t["armies"]) for sid, t in view["territories"].items()} == {
            sid: (snapshot["owner"][sid], snapshot["armies"][sid]) for sid in snapshot["owner"]
        }
        assert [seat["cards"] for seat in view["seats"]] == [len(h) for h in snapshot["hands"]]
        if p is None:
            assert view["hand"] is None and view["objective"] is None
            own_text = None
        else:
            assert view["hand"] == snapshot["hands"][p]
            mine = objectives.in_force(game, p)
            assert view["objective"] == {"id": mine.id, "text": mine.text}
            own_text = mine.text
        others = [q for q in range(game.players) if q != p]
        for q in others:
            hand = frozenset(snapshot["hands"][q])
            if hand:
                assert not any(hand <= shown for shown in card_lists_in(text)), f"view({p}) shows seat {q}'s hand"
            if not over:
                assert f'"{secret_ids[q]}"' not in text, f"view({p}) shows seat {q}'s objective {secret_ids[q]}"
                if secret_texts[q] != own_text:
                    assert json.dumps(secret_texts[q]) not in text
        assert '"deck"' in text and view["deck"] == len(snapshot["deck"])
