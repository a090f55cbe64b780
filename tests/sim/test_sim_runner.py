"""play_game and seed derivation, on the toy ruleset."""

from __future__ import annotations

from pathlib import Path

import pytest

from warroom.agents.base import AgentError
from warroom.core.saves import load_game
from warroom.sim.runner import GameRecord, agent_seed, derive_seed, play_game, seat_agents


def test_derive_seed_is_stable_and_distinct() -> None:
    assert derive_seed(1, "game", 0) == derive_seed(1, "game", 0)
    seeds = {derive_seed(1, "game", i) for i in range(200)}
    assert len(seeds) == 200
    assert derive_seed(1, "game", 0) != derive_seed(2, "game", 0)
    assert all(0 <= s < 2**63 for s in seeds)
    # Pinned so a change of the derivation (which would change every batch) is noticed.
    assert derive_seed(0, "game", 0) == 1867686099046921412
    assert agent_seed(5, 1) == derive_seed(5, "seat", 1) == 6215249544544155476


def test_seat_agents_cycle() -> None:
    assert seat_agents(["a", "b"], 5) == ["a", "b", "a", "b", "a"]
    assert seat_agents([" random "], 2) == ["random", "random"]
    with pytest.raises(Exception, match="no agents"):
        seat_agents([], 3)


def test_play_game_is_deterministic() -> None:
    first = play_game("toy", 3, {}, 42, ["random"])
    second = play_game("toy", 3, {}, 42, ["random"])
    assert first == second
    assert first.actions > 0 and first.rounds >= 1
    assert first.reason in {"conquest", "round_limit"}
    assert set(first.ranking) == {0, 1, 2}
    others = {play_game("toy", 3, {}, s, ["random"]) for s in range(6)}
    assert len({(r.actions, r.winners) for r in others}) > 1


def test_record_json_round_trip() -> None:
    record = play_game("toy", 2, {"round_limit": 3}, 1, ["random"])
    data = record.to_json()
    # A shared end is a draw: "winner" names only a seat that won alone.
    assert data["winner"] == (record.winners[0] if len(record.winners) == 1 else None)
    assert data["draw"] == (len(record.winners) > 1)
    assert GameRecord.from_json(data) == record


def test_no_winner_option_and_action_limit() -> None:
    record = play_game("toy", 4, {"round_limit": 1, "no_winner_at_limit": True}, 3, ["random"])
    if record.reason == "round_limit":
        assert record.winners == () and record.winner is None
    stopped = play_game("toy", 2, {}, 3, ["random"], max_actions=5)
    assert stopped.reason == "action_limit" and stopped.actions == 5 and stopped.winners == ()


def test_play_game_save_replays(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    record = play_game("toy", 3, {"round_limit": 4}, 9, ["random"], save_path=path)
    game = load_game(path, verify=True)
    result = game.result()
    assert result is not None and tuple(result.winners) == record.winners
    assert len(game.history) == record.actions


def test_unknown_agent_is_refused() -> None:
    with pytest.raises(AgentError, match="unknown agent"):
        play_game("toy", 2, {}, 1, ["nosuchagent"])
