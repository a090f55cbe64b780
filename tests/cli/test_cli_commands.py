"""The warroom command: rulesets, board, sim and replay, on the toy rulesets."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from warroom.cli.main import main

GOOD_BOARD: dict[str, Any] = {
    "format": "warroom-board",
    "version": 1,
    "id": "tiny",
    "name": "Tiny",
    "provenance": {"kind": "rulebook"},
    "spaces": [
        {"id": "a", "name": "A", "adjacent": {"b": "land", "c": "sea"}},
        {"id": "b", "name": "B", "adjacent": {"a": "land"}},
        {"id": "c", "name": "C", "adjacent": {"a": "sea"}},
    ],
    "groups": [
        {"id": "g1", "name": "G1", "kind": "continent", "bonus": 2, "spaces": ["a", "b"]},
        {"id": "g2", "name": "G2", "kind": "continent", "bonus": 1, "spaces": ["c"]},
    ],
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_rulesets_lists_toy(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rulesets")
    assert code == 0
    assert "toy" in out and "Toy Skirmish" in out and "2-4" in out


def test_ruleset_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rulesets", "--options", "toy")
    assert code == 0
    for text in ("round_limit", "int", "8", "no_winner_at_limit", "bool", "false"):
        assert text in out


def test_unknown_ruleset_is_one_line_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (
        ("sim", "nosuch", "--games", "1"),
        ("rulesets", "--options", "nosuch"),
        ("board", "show", "nosuch"),
    ):
        code, out, err = run(capsys, *argv)
        assert code == 2
        assert "unknown ruleset 'nosuch'" in err
        assert "Traceback" not in err and len(err.strip().splitlines()) == 1
        assert out == ""


def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "sim")
    assert code == 2 and "RULESET" in err
    code, _, _ = run(capsys, "--help")
    assert code == 0


def test_board_check_good(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "good.json"
    path.write_text(json.dumps(GOOD_BOARD), encoding="utf-8")
    code, out, _ = run(capsys, "board", "check", str(path))
    assert code == 0
    assert out.startswith("OK") and "3 spaces, 2 borders, 2 groups" in out
    assert len(out.strip().splitlines()) == 1


def test_board_check_bad(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = json.loads(json.dumps(GOOD_BOARD))
    bad["spaces"][1]["adjacent"] = {}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    code, out, err = run(capsys, "board", "check", str(path))
    assert code == 1 and out == ""
    assert "one-way border" in err and "bad.json" in err
    code, _, err = run(capsys, "board", "check", str(tmp_path / "missing.json"))
    assert code == 1 and "cannot read board file" in err
    code, out, err = run(capsys, "board", "check", str(path), "--lang", "pt")
    assert code == 1 and out == ""
    assert err.startswith("tabuleiro inválido: ") and "fronteira de mão única" in err
    good = tmp_path / "good.json"
    good.write_text(json.dumps(GOOD_BOARD), encoding="utf-8")
    code, out, _ = run(capsys, "board", "check", str(good), "--lang", "pt")
    assert code == 0 and "3 espaços, 2 fronteiras, 2 grupos" in out


def test_board_show(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "board", "show", "toy")
    assert code == 0
    for text in ("alder", "Alder", "dogwood", "north", "continent", "bonus"):
        assert text in out
    code, out, _ = run(capsys, "board", "show", "toy", "--lang", "pt")
    assert "Amieiro" in out and "Norte" in out
    code, _, err = run(capsys, "board", "show", "toy-plain")
    assert code == 2 and "has no board" in err


def test_sim_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sim", "toy", "--players", "3", "--games", "6", "--seed", "4", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"games", "summary"}
    assert len(data["games"]) == 6
    for game in data["games"]:
        assert set(game) == {"seed", "winner", "winners", "draw", "reason", "rounds", "actions"}
        # A shared end is a draw: no "winner".
        assert game["winner"] == (game["winners"][0] if len(game["winners"]) == 1 else None)
        assert game["draw"] == (len(game["winners"]) > 1)
    summary = data["summary"]
    for key in (
        "seats",
        "agents",
        "rounds",
        "actions",
        "reasons",
        "games_per_s",
        "actions_per_s",
        "no_winner",
    ):
        assert key in summary
    assert summary["games"] == 6 and summary["ruleset"] == "toy"


def test_sim_json_same_for_any_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("sim", "toy", "--players", "2", "--games", "10", "--seed", "8", "--json", "--rounds", "4")
    _, out1, _ = run(capsys, *argv, "--jobs", "1")
    _, out2, _ = run(capsys, *argv, "--jobs", "2")
    assert json.loads(out1)["games"] == json.loads(out2)["games"]
    assert {g["rounds"] for g in json.loads(out1)["games"]} <= {1, 2, 3, 4}


def test_sim_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sim", "toy", "--players", "4", "--games", "5", "--agents", "random,random")
    assert code == 0
    for text in ("wins per seat", "wins per agent", "rounds", "actions", "games/s", "actions/s", "Red"):
        assert text in out


def test_sim_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "sim", "toy", "--players", "2", "--games", "3", "--json",
        "--rounds", "1", "--option", "no_winner_at_limit=yes",
    )  # fmt: skip
    assert code == 0
    summary = json.loads(out)["summary"]
    assert summary["options"]["round_limit"] == 1 and summary["options"]["no_winner_at_limit"] is True
    code, _, err = run(capsys, "sim", "toy-plain", "--players", "2", "--games", "1", "--rounds", "3")
    assert code == 2 and "round_limit" in err and "toy-plain" in err
    code, _, err = run(capsys, "sim", "toy", "--games", "1", "--option", "nonsense=1")
    assert code == 2 and "nonsense" in err
    code, _, err = run(capsys, "sim", "toy", "--games", "1", "--option", "round_limit=abc")
    assert code == 2 and "whole number" in err
    code, _, err = run(capsys, "sim", "toy", "--games", "1", "--agents", "nosuchagent")
    assert code == 2 and "unknown agent" in err
    code, _, err = run(capsys, "sim", "toy", "--players", "7", "--games", "1")
    assert code == 2 and "2 to 4 players" in err


def _saved_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    code, _, _ = run(
        capsys,
        "sim",
        "toy",
        "--players",
        "3",
        "--games",
        "2",
        "--seed",
        "3",
        "--save-dir",
        str(tmp_path),
        "--json",
    )
    assert code == 0
    saves = sorted(tmp_path.glob("game-*.json"))
    assert len(saves) == 2
    return saves[0]


def test_replay_verify_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _saved_game(tmp_path, capsys)
    code, out, err = run(capsys, "replay", str(path), "--verify")
    assert code == 0, err
    for text in ("ruleset: toy", "players: 3", "actions:", "reason:", "verified"):
        assert text in out
    code, out, _ = run(capsys, "replay", str(path), "--moves")
    assert code == 0 and "1. place 1 army on" in out


def test_replay_of_tampered_save_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _saved_game(tmp_path, capsys)
    data = json.loads(path.read_text(encoding="utf-8"))
    index, entry = next((i, e) for i, e in enumerate(data["actions"]) if e["rolls"])
    entry["rolls"][0] = [7 if entry["rolls"][0][0] != 7 else 1]
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "replay", str(path), "--verify")
    assert code == 1 and out == ""
    assert f"action {index}" in err and "the save recorded" in err and "Traceback" not in err


def test_replay_of_a_save_that_does_not_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _saved_game(tmp_path, capsys)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][0]["action"] = {"type": "end"}
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1 and "does not replay" in err


def test_replay_of_non_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "x.json"
    path.write_text("{}", encoding="utf-8")
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "not a warroom save" in err
    code, _, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert code == 2 and "cannot read save" in err


def test_agent_lists_keep_a_specs_own_parameters_together() -> None:
    """`--agents` is comma-separated, and so are a spec's parameters (docs/agents.md: `mcts:iters=1000,time=2`)."""
    from warroom.cli.common import CliError, split_agents

    assert split_agents("random, greedy,,random") == ["random", "greedy", "random"]
    assert split_agents("mcts:iters=100,rollout=20,greedy,easy:eps=0.1,random") == [
        "mcts:iters=100,rollout=20",
        "greedy",
        "easy:eps=0.1",
        "random",
    ]
    with pytest.raises(CliError):
        split_agents(" , ")


def test_a_tournament_seats_a_spec_with_several_parameters(capsys: pytest.CaptureFixture[str]) -> None:
    agents = "mcts:iters=2,rollout=1,random"
    code = main(["tournament", "war", "--players", "3", "--agents", agents, "--games", "3", "--rounds", "2", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert sorted(a["name"] for a in out["agents"]) == ["mcts:iters=2,rollout=1", "random"]
