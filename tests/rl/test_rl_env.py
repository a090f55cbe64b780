"""The PettingZoo environment: API test, masks, rewards, observations from the view only."""

from __future__ import annotations

import copy

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from pettingzoo.test import api_test  # noqa: E402

from warroom.core.registry import new_game  # noqa: E402
from warroom.rl import GenericEncoder, WarCardsEncoder, WarEncoder, encoder_for, env, observer_for  # noqa: E402
from warroom.rulesets.war import actions as wa  # noqa: E402

RULESETS = [
    ("war", 3, {"round_limit": 3}),
    ("war-cards", 3, {"round_limit": 3}),
    ("war-imperio-romano", 3, {"round_limit": 3}),
    ("imperialism-standard", 3, {"turns": 2}),
    ("imperialism-advanced", 2, {"turns": 2}),
    ("ww4", 3, {"round_limit": 3}),
]


@pytest.mark.filterwarnings("ignore:Observation:UserWarning")
@pytest.mark.parametrize(("ruleset_id", "players", "options"), RULESETS)
def test_pettingzoo_api_test(ruleset_id: str, players: int, options: dict[str, int]) -> None:
    e = env(ruleset_id, players, options, seed=1)
    api_test(e, num_cycles=300, verbose_progress=False)


def test_action_space_sizes() -> None:
    assert env("war", 3).action_space("player_0").n == 1017
    assert env("war-imperio-romano", 3).action_space("player_0").n == 945
    assert env("war-cards", 3).action_space("player_0").n == 3801
    assert env("war-cards", 4).action_space("player_0").n == 3806


def _rollout(ruleset_id: str, players: int, seed: int, round_limit: int) -> tuple[dict[str, float], object]:
    e = env(ruleset_id, players, {"round_limit": round_limit})
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    size = e.action_space("player_0").n
    steps = 0
    for agent in e.agent_iter():
        obs, reward, termination, truncation, _ = e.last()
        totals[agent] += reward
        if termination or truncation:
            e.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.shape == (size,)
        legal = np.flatnonzero(mask)
        assert legal.size > 0
        assert e.agent_selection == f"player_{e.game.current_player()}"
        if steps % 7 == 0:  # every masked-in index maps to a legal game action
            for index in legal:
                assert e.game.is_legal(e.decode(int(index)))
        e.step(int(rng.choice(legal)))
        steps += 1
    return totals, e.game.result()


@pytest.mark.parametrize(("ruleset_id", "players", "seed"), [("war", 3, 3), ("war-cards", 3, 4), ("war", 4, 5)])
def test_random_masked_rollout_rewards(ruleset_id: str, players: int, seed: int) -> None:
    totals, result = _rollout(ruleset_id, players, seed, round_limit=10)
    assert result is not None
    winners = result.winners  # type: ignore[attr-defined]
    for seat in range(players):
        expected = 1.0 / len(winners) if seat in winners else 0.0
        assert totals[f"player_{seat}"] == pytest.approx(expected)
    assert sum(totals.values()) == pytest.approx(1.0 if winners else 0.0)


def test_illegal_index_raises() -> None:
    e = env("war", 3, {"round_limit": 2}, seed=2)
    e.reset(seed=2)
    mask = e.observe(e.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(ValueError, match=f"action index {illegal} is not legal"):
        e.step(illegal)


def test_only_the_agent_to_play_has_a_mask() -> None:
    e = env("war-cards", 3, seed=0)
    e.reset(seed=0)
    for agent in e.possible_agents:
        mask = e.observe(agent)["action_mask"]
        assert mask.any() == (agent == e.agent_selection)


def test_max_steps_truncates() -> None:
    e = env("war", 3, max_steps=5)
    e.reset(seed=7)
    for _ in range(5):
        legal = np.flatnonzero(e.observe(e.agent_selection)["action_mask"])
        e.step(int(legal[0]))
    assert all(e.truncations.values())
    assert not any(e.terminations.values())
    assert all(r == 0.0 for r in e.rewards.values())


def test_reset_is_reproducible() -> None:
    e = env("war", 3, seed=11)
    e.reset(seed=11)
    first = e.observe("player_0")["observation"].copy()
    e.reset(seed=11)
    assert np.array_equal(first, e.observe("player_0")["observation"])
    e.reset()  # a seed drawn from the env's generator
    assert e.observation_space("player_0").contains(e.observe("player_0"))


@pytest.mark.parametrize("ruleset_id", ["war", "war-cards"])
def test_observation_is_a_function_of_the_own_view(ruleset_id: str) -> None:
    game = new_game(ruleset_id, 3, seed=5)
    observer = observer_for(game)
    other = copy.deepcopy(game)
    # Change the other seats' secrets (hands, objectives): seat 0's view and observation stay the same.
    state = other.state  # type: ignore[attr-defined]
    state.hands[1], state.hands[2] = state.hands[2], state.hands[1]
    state.objectives[1], state.objectives[2] = state.objectives[2], state.objectives[1]
    assert other.view(0) == game.view(0)
    assert np.array_equal(observer.encode(game.view(0), 0), observer.encode(other.view(0), 0))
    # ... and seat 1's does change with its own hand.
    if game.view(1) != other.view(1):
        assert not np.array_equal(observer.encode(game.view(1), 1), observer.encode(other.view(1), 1))


def test_env_observation_equals_observer_of_view() -> None:
    e = env("war", 3, seed=3)
    e.reset(seed=3)
    for agent in e.possible_agents:
        seat = int(agent.split("_")[1])
        expected = e.observer.encode(e.game.view(seat), seat)
        assert np.array_equal(e.observe(agent)["observation"], expected)


def test_encoders_by_family_and_labels() -> None:
    war = new_game("war", 3, seed=0)
    cards = new_game("war-cards", 3, seed=0)
    assert isinstance(encoder_for(war), WarEncoder)
    assert isinstance(encoder_for(cards), WarCardsEncoder)
    for game in (war, cards):
        enc = encoder_for(game)
        assert len(enc.labels()) == enc.size
    generic = GenericEncoder(4)
    legal = war.legal_actions()
    table = generic.table(war, legal)
    assert table == {k: legal[k] for k in range(min(4, len(legal)))}


def test_war_move_buckets() -> None:
    game = new_game("war", 3, seed=1)
    enc = encoder_for(game)
    assert isinstance(enc, WarEncoder)
    source, target = game.board.ids[0], game.board.ids[game.board.neighbours_idx[0][0]]  # type: ignore[union-attr]
    legal = [wa.Move(source, target, k) for k in range(1, 8)]
    table = enc.table(game, legal)
    assert sorted(a.armies for a in table.values() if isinstance(a, wa.Move)) == [1, 4, 7]
