"""Property tests over random games of War Cards: after every action the card books, the hand limit, the
ownership of territories, the hidden information in views and the refusal of illegal actions are checked.

Games are driven by seeded policies (uniform random; a hasty random player that ends turns early, so
rounds pass; and the greedy-cards agent); hypothesis draws the player count, the seeds, the policy and
the round limit. Each game is capped so the folder stays fast.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from warroom.agents import make_agent
from warroom.agents.base import Agent
from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.registry import new_game
from warroom.rulesets.war import objectives
from warroom.rulesets.war_cards.actions import PILE, Attack, Defend, Discard, EndTurn, PlaySpecial
from warroom.rulesets.war_cards.game import WarCardsGame

HAND_LIMIT = 15
PROPS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
REASONS = {"objective", "last player standing", "round limit"}


def war_cards(players: int, seed: int, round_limit: int | None = None) -> WarCardsGame:
    options: dict[str, Any] = {}
    if players == 2:
        options["two_players"] = True
    if round_limit is not None:
        options["round_limit"] = round_limit
    game = new_game("war-cards", players, options, seed)
    assert isinstance(game, WarCardsGame)
    return game


@dataclass
class Policy:
    style: str
    rng: random.Random
    agents: list[Agent] = field(default_factory=list)

    @classmethod
    def make(cls, style: str, seed: int, players: int) -> Policy:
        agents = (
            [make_agent("greedy-cards", "war-cards", seed + p) for p in range(players)] if style == "greedy" else []
        )
        return cls(style, random.Random(seed), agents)

    def choose(self, game: WarCardsGame) -> Action:
        player = game.current_player()
        assert player is not None
        if self.style == "greedy":
            return self.agents[player].choose(game, player)
        legal = game.legal_actions()
        if self.style == "hasty" and EndTurn() in legal and self.rng.random() < 0.3:
            return EndTurn()
        return self.rng.choice(legal)


def all_cards(game: WarCardsGame) -> list[str]:
    return sorted([d.id for d in game.content.dice_cards] + list(game.content.special_cards))


def check_state(game: WarCardsGame) -> None:
    s, t = game.state, game.table
    seats = range(game.players)
    # each territory card is held by exactly one player still in the game
    assert len(s.owner) == t.size == 42
    assert all(s.owner[i] in seats and not s.eliminated[s.owner[i]] for i in range(t.size))
    counts = Counter(s.owner)
    assert s.territory_count == [counts[p] for p in seats]
    for p in seats:
        for c, members in enumerate(t.continent_members):
            assert s.continent_count[p][c] == sum(1 for i in members if s.owner[i] == p)
    # every card exactly once: hands, piles, discards, or face down on the table
    cards = [c for h in s.hands for c in h] + s.dice_pile + s.special_pile + s.dice_discard + s.special_discard
    if s.battle is not None:
        cards.append(s.battle.card)
    assert sorted(cards) == all_cards(game)
    assert all(c in game.content.dice_of for c in s.dice_pile + s.dice_discard)
    assert all(c in game.content.special_of for c in s.special_pile + s.special_discard)
    # no hand over the limit, except the hands waiting to discard (none once the game is over: decision 11)
    for p in seats:
        if len(s.hands[p]) > HAND_LIMIT and not game.is_over():
            assert s.phase == "discard" and p in s.discarding, f"seat {p} holds {len(s.hands[p])} cards"
        if s.eliminated[p]:
            assert s.territory_count[p] == 0 and s.hands[p] == [] and s.eliminated_by[p] not in (None, p)
        else:
            assert s.territory_count[p] >= 1 and s.eliminated_by[p] is None
    assert s.alive_count == sum(1 for p in seats if not s.eliminated[p])
    legal = game.legal_actions()
    if game.is_over():
        assert game.current_player() is None and legal == [] and s.phase == "over" and s.discarding == []
        return
    assert not s.eliminated[s.general] or s.round >= 1
    current = game.current_player()
    assert current is not None and not s.eliminated[current] and not s.eliminated[s.turn]
    assert legal and len(set(legal)) == len(legal)
    if s.phase == "discard":
        assert current == s.discarding[0] and len(s.hands[current]) > HAND_LIMIT
        assert legal == [Discard(c) for c in s.hands[current]]
    elif s.phase == "defend":
        assert s.battle is not None and current == s.battle.defender != s.turn
        assert all(isinstance(a, Defend) for a in legal)
    else:
        assert s.phase == "attack" and current == s.turn and s.battle is None
        assert legal[-1] == EndTurn()
        assert all(isinstance(a, Attack | PlaySpecial) for a in legal[:-1])
    for p in seats:
        if not s.eliminated[p]:
            assert not objectives.is_met(game, p), f"seat {p} met its objective and the game goes on"


def check_result(game: WarCardsGame) -> None:
    result = game.result()
    assert result is not None
    assert sorted(result.ranking) == list(range(game.players))
    assert result.winners and result.ranking[: len(result.winners)] == result.winners
    assert result.reason in REASONS
    if result.reason == "objective":
        (winner,) = result.winners
        assert objectives.is_met(game, winner) and result.detail == objectives.in_force(game, winner).text
    with_limit = game.options.get("round_limit")
    if result.reason == "round limit":
        assert game.state.round == with_limit


def check_views(game: WarCardsGame, snapshot: dict[str, Any]) -> None:
    assert json.loads(json.dumps(snapshot)) == snapshot
    s = game.state
    over = game.is_over()
    for viewer in [None, *range(game.players)]:
        view = game.view(viewer)
        assert json.loads(json.dumps(view)) == view
        assert {sid: t["owner"] for sid, t in view["territories"].items()} == snapshot["owner"]
        assert [seat["cards"] for seat in view["seats"]] == [len(h) for h in s.hands]
        if viewer is None:
            assert view["hand"] is None and view["objective"] is None
        else:
            assert [c["id"] for c in view["hand"]] == s.hands[viewer]
        public = {k: v for k, v in view.items() if k not in ("hand", "last_battle")}
        text = json.dumps(public)
        for q in range(game.players):
            if q == viewer:
                continue
            for card in s.hands[q]:
                assert f'"{card}"' not in text, f"view({viewer}) shows seat {q}'s card {card}"
            if not over:
                assert f'"{snapshot["objective_cards"][q]}"' not in text
        if s.battle is not None and viewer != s.battle.attacker:
            assert view["battle"]["card"] is None


def wrong_actions(game: WarCardsGame) -> list[Action]:
    """Actions that are not legal now: other seats' cards and territories, cards of the wrong role,
    actions of another phase. Every one of them must be refused."""
    s, t = game.state, game.table
    p = game.current_player()
    out: list[Action] = [Attack("atlantis", t.ids[0], "d01"), Defend("nothing"), Discard("nothing")]
    if p is None:
        return [*out, EndTurn(), Defend(PILE)]
    others = [c for q in range(game.players) if q != p for c in s.hands[q]]
    mine = [i for i in range(t.size) if s.owner[i] == s.turn]
    theirs = [i for i in range(t.size) if s.owner[i] != s.turn]
    if s.phase == "attack":
        out += [Defend(PILE), Discard(s.hands[p][0]) if s.hands[p] else Discard("d01")]
        if mine and theirs:
            i, j = mine[0], theirs[0]
            if others:
                out.append(Attack(t.ids[i], t.ids[j], others[0]))
            out.append(Attack(t.ids[j], t.ids[i], s.hands[p][0] if s.hands[p] else "d01"))
            far = [j for j in theirs if all(s.owner[k] != s.turn for k in t.launchers[j])]
            card = next((c for c in s.hands[p] if game.may_attack_with(c)), None)
            if far and card:
                out.append(Attack(t.ids[mine[0]], t.ids[far[0]], card))
        out += [Attack(t.ids[mine[0]], t.ids[theirs[0]], c) for c in s.hands[p] if not game.may_attack_with(c)][:2]
        out += [PlaySpecial(c, -1) for c in s.hands[p] if game.kind_of(c) not in ("reinforcements", "sabotage")][:2]
        out += [PlaySpecial(c, p) for c in s.hands[p] if game.kind_of(c) == "sabotage"][:1]
    elif s.phase == "defend":
        out += [EndTurn(), Discard(s.hands[p][0]) if s.hands[p] else Discard("d01")]
        out += [Defend(c) for c in s.hands[p] if not game.may_defend_with(c)][:2]
        out += [Defend(c) for c in others[:2]]
    else:
        out += [EndTurn(), Defend(PILE), *[Discard(c) for c in others[:2]]]
    return out


def check_illegal(game: WarCardsGame) -> None:
    before = game.snapshot()
    history, log = len(game.history), len(game.log)
    for action in wrong_actions(game):
        try:
            game.apply(action)
        except IllegalAction:
            pass
        else:  # pragma: no cover - a failure message
            raise AssertionError(f"{action} was accepted")
        assert game.snapshot() == before and len(game.history) == history and len(game.log) == log


@settings(PROPS, max_examples=25)
@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32),
    style=st.sampled_from(["random", "hasty", "greedy"]),
    round_limit=st.one_of(st.none(), st.integers(1, 6)),
    choice=st.integers(0, 2**16),
)
def test_random_games_keep_the_books_straight(players, seed, style, round_limit, choice) -> None:
    game = war_cards(players, seed, round_limit)
    policy = Policy.make(style, choice, players)
    rng = random.Random(choice)
    steps = 0
    while not game.is_over() and steps < 500:
        snapshot = game.snapshot()
        check_state(game)
        if steps % 7 == 0:
            check_views(game, snapshot)
            check_illegal(game)
            for action in rng.sample(list(game.legal_actions()), min(3, len(game.legal_actions()))):
                assert game.is_legal(action)
                assert game.codec.decode(json.loads(json.dumps(action.to_json()))) == action
        game.apply(policy.choose(game))
        steps += 1
    check_state(game)
    check_views(game, game.snapshot())
    check_illegal(game)
    if game.is_over():
        check_result(game)


@settings(PROPS, max_examples=10)
@given(players=st.integers(3, 6), seed=st.integers(0, 2**32))
def test_greedy_games_end_with_an_objective(players, seed) -> None:
    """The greedy player finishes games (no round limit needed) and the winner met its objective."""
    game = war_cards(players, seed)
    policy = Policy.make("greedy", seed, players)
    while not game.is_over() and len(game.history) < 3000:
        game.apply(policy.choose(game))
    assert game.is_over()
    check_state(game)
    check_result(game)
