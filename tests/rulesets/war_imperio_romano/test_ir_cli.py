"""War: Império Romano from the command line: listed, simulated, saved, replayed with verify, played."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from warroom.cli.main import main
from warroom.core.registry import new_game
from warroom.core.saves import load_game, save_data


def test_ir_listed_in_rulesets(capsys):
    assert main(["rulesets"]) == 0
    out = capsys.readouterr().out
    assert "war-imperio-romano" in out and "3-4" in out
    assert main(["board", "show", "war-imperio-romano"]) == 0
    assert "mesopotamia" in capsys.readouterr().out


def test_ir_sim_runs_and_its_saves_replay_with_verify(tmp_path: Path, capsys):
    """`warroom sim war-imperio-romano --players 3 --games 5 --seed 1 --rounds 30`, then every save
    replays exactly (`warroom replay --verify`)."""
    argv = ["sim", "war-imperio-romano", "--players", "3", "--games", "5", "--seed", "1", "--rounds", "30"]
    assert main([*argv, "--json", "--save-dir", str(tmp_path)]) == 0
    payload = json.loads(capsys.readouterr().out)
    games = payload["games"]
    assert len(games) == 5 and payload["summary"]["ruleset"] == "war-imperio-romano"
    assert all(g["rounds"] <= 30 for g in games)
    assert all(g["reason"] in {"objective", "round limit", "last player standing"} for g in games)
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 5
    for save in saves:
        assert main(["replay", str(save), "--verify"]) == 0
        out = capsys.readouterr().out
        assert "war-imperio-romano" in out and "verified" in out
    assert main(argv) == 0  # the table, as a user sees it
    assert "war-imperio-romano" in capsys.readouterr().out


def test_ir_a_save_replays_to_the_same_game():
    """A game is a pure function of its seed and actions: a save replays to the same snapshot."""
    game = new_game("war-imperio-romano", 4, {"round_limit": 6}, 12)
    import random

    rng = random.Random(3)
    while not game.is_over() and len(game.history) < 400:
        game.apply(rng.choice(game.legal_actions()))
    data = json.loads(json.dumps(save_data(game)))
    again = load_game(data, verify=True)
    assert again.snapshot() == game.snapshot()
    assert again.ruleset_id == "war-imperio-romano"


def test_ir_plays_in_the_terminal(monkeypatch: pytest.MonkeyPatch, capsys):
    """`warroom play war-imperio-romano` with every seat a computer player runs to the end."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    argv = ["play", "war-imperio-romano", "--players", "3", "--seed", "2", "--rounds", "3"]
    code = main([*argv, "--seat", "ai", "--seat", "ai", "--seat", "ai"])
    out = capsys.readouterr().out
    assert code == 0 and "Game over." in out
    assert "pieces" in out or "legionary" in out
