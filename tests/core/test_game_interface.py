"""The game interface, proved on rulesets that are not WAR: the toy ruleset (tests/fixtures) and a
boardless counting game defined here. Nothing in the core may assume a WAR-shaped game."""

from __future__ import annotations

import dataclasses
import json
import random
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

_TESTS = str(Path(__file__).resolve().parents[1])
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)

from fixtures.setup import install_toy  # noqa: E402

install_toy()

from fixtures.toy_ruleset import CODEWORDS, Attack, End, Place, ToyGame, codewords  # noqa: E402
from warroom.core.actions import Action, ActionCodec  # noqa: E402
from warroom.core.errors import IllegalAction  # noqa: E402
from warroom.core.game import Game, Result  # noqa: E402
from warroom.core.registry import new_game  # noqa: E402
from warroom.core.saves import load_game, save_data  # noqa: E402


def toy(players: int = 3, seed: int = 5, **options: Any) -> ToyGame:
    game = new_game("toy", players, options, seed)
    assert isinstance(game, ToyGame)
    return game


def test_a_new_toy_game() -> None:
    game = toy()
    assert game.ruleset_id == "toy" and game.players == 3 and game.seed == 5
    assert game.options == {"round_limit": 8, "secret_bonus": 2, "no_winner_at_limit": False}
    assert game.current_player() == 0 and not game.is_over() and game.result() is None
    assert game.history == []
    assert [e.kind for e in game.log.since(0)] == ["shuffle", "draw", "draw"]
    assert all(e.action_index == -1 for e in game.log.since(0))
    assert game.board is not None and game.board.id == "toy-islands"
    held = sorted(sid for sid, owner in game.owner.items() if owner == 0)
    assert game.legal_actions() == [Place(sid) for sid in game.board.ids if sid in held]
    assert game.round_number() == 1 and game.player_name(2) == "Green"


def test_apply_returns_the_events_of_the_action() -> None:
    game = toy()
    place = game.legal_actions()[0]
    assert isinstance(place, Place)
    assert game.apply(place) == []  # placing rolls nothing
    assert game.history == [place] and game.armies[place.space] == 2
    attack = next(a for a in game.legal_actions() if isinstance(a, Attack))
    events = game.apply(attack)
    assert [e.kind for e in events][:2] == ["roll", "roll"]
    assert all(e.action_index == 1 for e in events)
    assert game.log.rolls(1) == [e.data["dice"] for e in events if e.kind == "roll"]
    assert game.log.since(len(game.log) - len(events)) == events


def test_apply_decodes_json_actions() -> None:
    game = toy()
    place = game.legal_actions()[0]
    assert isinstance(place, Place)
    game.apply({"type": "place", "space": place.space})
    assert game.history == [place]


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (End(), "place your armies before ending the turn"),
        (Place("nowhere"), "no space 'nowhere'"),
        ({"type": "place"}, "action 'place' is missing the field 'space'"),
        ({"type": "attack", "source": "alder", "target": "birch", "dice": 3}, "an unknown field: dice"),
        ({"type": "fly"}, "unknown action type 'fly'; this ruleset knows: attack, end, place"),
        ("end", "an action must be a JSON object, not str"),
    ],
)
def test_an_illegal_action_changes_nothing(action: Any, reason: str) -> None:
    game = toy()
    before, log_len, legal = game.snapshot(), len(game.log), game.legal_actions()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert reason in str(info.value)
    assert game.snapshot() == before and len(game.log) == log_len and game.history == []
    assert game.legal_actions() == legal
    if isinstance(action, Action):
        assert not game.is_legal(action)


def test_another_seats_space_is_refused() -> None:
    game = toy()
    theirs = next(sid for sid, owner in game.owner.items() if owner != 0)
    with pytest.raises(IllegalAction, match=rf"^{theirs} is not yours$"):
        game.apply(Place(theirs))


def test_a_view_shows_only_ones_own_secret() -> None:
    game = toy(4, seed=9)
    words = codewords(game)
    assert sorted(words) == sorted(set(words)) and set(words) <= set(CODEWORDS)
    for seat in range(4):
        text = json.dumps(game.view(seat))
        assert words[seat] in text
        assert [w for w in words if w in text] == [words[seat]]
    spectator = json.dumps(game.view(None))
    assert not any(w in spectator for w in CODEWORDS)
    assert all(w in json.dumps(game.snapshot()) for w in words)  # the snapshot holds every secret


def play_out(game: Game, rng: random.Random, cap: int = 2000) -> None:
    while not game.is_over() and len(game.history) < cap:
        game.apply(rng.choice(game.legal_actions()))


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**40), choice=st.integers(0, 2**20), limit=st.integers(1, 6))
def test_random_toy_games_follow_the_interface(players: int, seed: int, choice: int, limit: int) -> None:
    game = toy(players, seed, round_limit=limit)
    rng = random.Random(choice)
    words = codewords(game)
    while not game.is_over():
        legal = game.legal_actions()
        assert legal and game.current_player() == game.turn
        assert all(game.is_legal(a) for a in legal)
        for p in range(players):
            text = json.dumps(game.view(p))
            assert [w for w in words if w in text] == [words[p]]
        snap = game.snapshot()
        assert json.loads(json.dumps(snap)) == snap
        wrong = End() if game.phase == "place" else Place(min(game.owner))
        with pytest.raises(IllegalAction):
            game.apply(wrong)
        assert game.snapshot() == snap
        game.apply(rng.choice(legal))
        assert game.round_number() <= limit
    result = game.result()
    assert result is not None
    assert sorted(result.ranking) == list(range(players))
    assert result.reason in {"conquest", "round_limit"}
    assert result.winners and set(result.winners) <= set(range(players))
    if result.reason == "conquest":
        assert set(game.owner.values()) == set(result.winners)
    assert game.current_player() is None and game.legal_actions() == []
    assert not game.is_legal(End())
    with pytest.raises(IllegalAction, match=r"^the game is over$"):
        game.apply(End())
    with pytest.raises(IllegalAction, match=r"^the game is over$"):
        game.apply({"type": "end"})
    # the finished game is a pure function of its inputs, and its save replays
    replay = load_game(json.loads(json.dumps(save_data(game))))
    assert replay.snapshot() == game.snapshot() and replay.result() == result


def test_a_round_limit_with_no_winner() -> None:
    game = toy(2, seed=3, round_limit=1, no_winner_at_limit=True)
    play_out(game, random.Random(0))
    result = game.result()
    assert result is not None and result.winners == () and result.reason == "round_limit"
    assert result.detail == "the round limit was reached; no one wins"
    assert sorted(result.ranking) == [0, 1]


def test_result_to_json() -> None:
    result = Result(winners=(2,), ranking=(2, 0, 1), reason="objective", detail="d", scores={0: 1.0, 2: 3.5})
    assert result.to_json() == {
        "winners": [2],
        "draw": False,
        "ranking": [2, 0, 1],
        "reason": "objective",
        "detail": "d",
        "scores": {"0": 1.0, "2": 3.5},
    }
    assert Result((), (0,), "draw").to_json()["scores"] == {}


# -- a boardless game, using only the defaults of the Game base class -------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Add(Action):
    type_name: ClassVar[str] = "add"
    amount: int


COUNTER_CODEC = ActionCodec([Add])


class CounterGame(Game):
    """Seats take turns adding 1 or 2, plus a die roll when adding 2; the first to reach 10 wins."""

    ruleset_id = "counter"
    codec = COUNTER_CODEC

    def __init__(self, players: int, options: Mapping[str, Any], seed: int) -> None:
        super().__init__(players, options, seed)
        self.total = 0
        self.turn = 0
        self.winner: int | None = None

    def current_player(self) -> int | None:
        return None if self.winner is not None else self.turn

    def legal_actions(self) -> list[Action]:
        return [] if self.winner is not None else [Add(1), Add(2)]

    def view(self, player: int | None) -> dict[str, Any]:
        return {"total": self.total, "turn": self.turn}

    def is_over(self) -> bool:
        return self.winner is not None

    def result(self) -> Result | None:
        if self.winner is None:
            return None
        others = tuple(p for p in range(self.players) if p != self.winner)
        return Result((self.winner,), (self.winner, *others), "ten")

    def snapshot(self) -> dict[str, Any]:
        return {"total": self.total, "turn": self.turn, "winner": self.winner}

    def _check(self, action: Action) -> None:
        if not isinstance(action, Add) or action.amount not in (1, 2):
            raise IllegalAction("add 1 or 2")

    def _execute(self, action: Action) -> None:
        assert isinstance(action, Add)
        self.total += action.amount
        if action.amount == 2:
            self.total += self.dice.roll(1, "bonus", sides=3)[0]
        if self.total >= 10:
            self.winner = self.turn
        self.turn = (self.turn + 1) % self.players


def test_the_base_class_defaults() -> None:
    game = CounterGame(2, {}, 1)
    assert game.board is None
    assert game.round_number() == 0
    assert [game.player_name(p) for p in range(2)] == ["player 1", "player 2"]
    assert game.describe(Add(2)) == "add(amount=2)"
    assert game.options == {} and game.history == [] and len(game.log) == 0


def test_a_boardless_game_plays_through_the_interface() -> None:
    game = CounterGame(3, {}, 7)
    with pytest.raises(IllegalAction, match=r"^add 1 or 2$"):
        game.apply({"type": "add", "amount": 3})
    with pytest.raises(IllegalAction, match=r"^action 'add' field 'amount' must be a whole number$"):
        game.apply({"type": "add", "amount": True})
    assert game.history == [] and game.snapshot() == {"total": 0, "turn": 0, "winner": None}
    events = game.apply(Add(2))
    assert [e.kind for e in events] == ["roll"] and events[0].action_index == 0
    bonus = events[0].data["dice"][0]
    assert 1 <= bonus <= 3 and game.total == 2 + bonus
    while not game.is_over():
        game.apply(Add(1))
    result = game.result()
    assert result is not None and result.reason == "ten"
    assert result.winners == ((len(game.history) - 1) % 3,)
    assert game.total == 2 + bonus + len(game.history) - 1
    with pytest.raises(IllegalAction, match=r"^the game is over$"):
        game.apply(Add(1))
    assert not game.is_legal(Add(1))


def test_the_same_seed_and_actions_give_the_same_boardless_game() -> None:
    a, b = CounterGame(2, {}, 11), CounterGame(2, {}, 11)
    for game in (a, b):
        game.apply(Add(2))
        game.apply(Add(2))
    assert a.snapshot() == b.snapshot() and a.log.rolls() == b.log.rolls() and len(a.log.rolls()) == 2
    # no setup rolls: chance comes only inside apply; other seeds roll other bonuses
    assert CounterGame(2, {}, 11).log.rolls() == []
    bonuses = set()
    for seed in range(20):
        game = CounterGame(2, {}, seed)
        game.apply(Add(2))
        game.apply(Add(2))
        bonuses.add(tuple(r[0] for r in game.log.rolls()))
    assert len(bonuses) > 3
