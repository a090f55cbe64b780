"""War Cards through the rest of warroom: saves that replay exactly, the command line (rulesets, sim,
replay, play) and the terminal renderer."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from warroom.cli.main import main
from warroom.cli.render import describe_event, render_view, renderer_for
from warroom.core.errors import ReplayDivergence
from warroom.core.registry import new_game
from warroom.core.saves import load_game, save_data, write_save
from warroom.rulesets.war_cards.actions import Attack, Defend

PROPS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(players: int, seed: int, choice_seed: int, actions: int):
    options = {"two_players": True} if players == 2 else {}
    game = new_game("war-cards", players, options, seed)
    rng = random.Random(choice_seed)
    while len(game.history) < actions and not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


@settings(PROPS, max_examples=15)
@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 2**40),
    choice_seed=st.integers(0, 10_000),
    actions=st.integers(1, 300),
)
def test_a_save_replays_to_the_same_game(players: int, seed: int, choice_seed: int, actions: int) -> None:
    game = play(players, seed, choice_seed, actions)
    data = json.loads(json.dumps(save_data(game)))
    assert data["ruleset"] == "war-cards" and len(data["actions"]) == len(game.history)
    loaded = load_game(data, verify=True)
    assert loaded.snapshot() == game.snapshot()
    assert [e.to_json() for e in loaded.log.since(0)] == [e.to_json() for e in game.log.since(0)]
    assert loaded.legal_actions() == game.legal_actions()
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    for _ in range(20):
        if game.is_over():
            break
        game.apply(rng_a.choice(game.legal_actions()))
        loaded.apply(rng_b.choice(loaded.legal_actions()))
    assert loaded.snapshot() == game.snapshot()


def test_a_changed_save_is_caught(tmp_path: Path) -> None:
    game = play(4, 11, 5, 200)
    path = write_save(game, tmp_path / "game.json")
    assert load_game(path, verify=True).snapshot() == game.snapshot()
    data = json.loads(path.read_text(encoding="utf-8"))
    # another legal action at a defence decision: the shuffles diverge or the snapshot does
    index = next(i for i, e in enumerate(data["actions"]) if e["action"]["type"] == "defend")
    before = new_game("war-cards", 4, {}, 11)
    for entry in data["actions"][:index]:
        before.apply(entry["action"])
    others = [a.to_json() for a in before.legal_actions() if a.to_json() != data["actions"][index]["action"]]
    data["actions"][index]["action"] = others[0]
    with pytest.raises(ReplayDivergence):
        load_game(data, verify=True)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["snapshot"]["general"] = (data["snapshot"]["general"] + 1) % 4
    with pytest.raises(ReplayDivergence, match=r"differs at snapshot\.general"):
        load_game(data, verify=True)


def test_a_game_is_a_function_of_its_inputs() -> None:
    first = play(5, 99, 3, 250)
    second = new_game("war-cards", 5, {}, 99)
    for action in first.history:
        second.apply(action)
    assert second.snapshot() == first.snapshot()
    assert [second.view(p) for p in range(5)] == [first.view(p) for p in range(5)]


# -- the command line ------------------------------------------------------------------------------------


def test_rulesets_lists_war_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulesets"]) == 0
    assert "war-cards" in capsys.readouterr().out
    assert main(["rulesets", "--options", "war-cards"]) == 0
    out = capsys.readouterr().out
    for option in ("two_players", "round_limit", "colours", "deck_file"):
        assert option in out


def test_sim_through_the_command_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The issue: `warroom sim war-cards --players 4 --games 5 --seed 1 --agents greedy-cards,random`."""
    argv = ["sim", "war-cards", "--players", "4", "--games", "5", "--seed", "1", "--agents", "greedy-cards,random"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "war-cards: 5 games, 4 players, seed 1" in out and "greedy-cards" in out
    assert main([*argv, "--json", "--save-dir", str(tmp_path)]) == 0
    payload = json.loads(capsys.readouterr().out)
    games = payload["games"]
    assert len(games) == 5 and all(g["reason"] == "objective" for g in games)
    saves = sorted(tmp_path.glob("*.json"))
    assert len(saves) == 5
    assert main(["replay", str(saves[0]), "--verify", "--moves"]) == 0
    out = capsys.readouterr().out
    assert "ruleset: war-cards" in out and "verified" in out and "Attack " in out


def test_play_at_the_terminal(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`warroom play war-cards`: a human attacks by naming the choice, then the computer players answer."""
    game = new_game("war-cards", 3, {}, 3)
    first = game.legal_actions()[0]
    assert isinstance(first, Attack)
    monkeypatch.setattr("sys.stdin", io.StringIO("1\nquit\n"))
    code = main(["play", "war-cards", "--players", "3", "--seed", "3", "--seat", "human", "--seat", "ai:greedy-cards"])
    out = capsys.readouterr().out
    assert code == 0
    assert "your cards (7 of 15):" in out and "General: Blue" in out
    assert f"Blue: Attack {game.board.spaces[first.target].name} from" in out
    assert "with a face-down card" in out  # the line the others read does not name the card


def test_computer_players_finish_a_game_at_the_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    argv = ["play", "war-cards", "--players", "3", "--seed", "4", "--seat", "ai:greedy-cards", "--seat", "ai:random"]
    assert main([*argv, "--seat", "ai:greedy-cards"]) == 0
    out = capsys.readouterr().out
    assert "Game over." in out and "reason: objective" in out


# -- the renderer ---------------------------------------------------------------------------------------


def _text(renderable) -> str:
    console = Console(file=io.StringIO(), width=140, color_system=None)
    console.print(renderable)
    out = console.file.getvalue()
    assert isinstance(out, str)
    return out


def test_the_renderer_shows_what_the_view_holds() -> None:
    game = new_game("war-cards", 4, {}, 2)
    assert renderer_for("war-cards").view is not renderer_for("no-such-ruleset").view
    s = game.state
    p = game.current_player()
    assert p is not None
    text = _text(render_view(game, game.view(p)))
    assert "General:" in text and "(General)" in text
    assert "North America (2 special cards if whole)" in text and "Asia (3 special cards if whole)" in text
    assert "Alaska" in text
    card = game.content.dice_of[s.hands[p][0]]
    assert f"red {'-'.join(map(str, card.attack))} / yellow {'-'.join(map(str, card.defence))}" in text
    other = (p + 1) % 4
    assert not any(c in text for c in s.hands[other] if c not in s.hands[p])
    spectator = _text(render_view(game, game.view(None)))
    assert "your cards" not in spectator and "your objective" not in spectator


def test_the_renderer_shows_the_battle_face_down_then_revealed() -> None:
    game = new_game("war-cards", 4, {}, 2)
    attack = next(a for a in game.legal_actions() if isinstance(a, Attack))
    events = game.apply(attack)
    defender = game.current_player()
    assert defender is not None
    text = _text(render_view(game, game.view(defender)))
    assert "with a face-down card" in text and attack.card not in text.split("your cards")[0]
    lines = [describe_event(game, e, game.state.turn, defender) for e in events]
    assert any(line and "attacks" in line for line in lines)
    assert not any(line and attack.card in line for line in lines)
    events = game.apply(Defend("pile"))
    text = _text(render_view(game, game.view(defender)))
    assert "last battle:" in text and ("red " in text or "Blitz" in text or "Spy" in text)
    assert any("→" in (describe_event(game, e, defender, None) or "") for e in events)


def test_the_renderer_shows_a_result() -> None:
    game = play(3, 8, 1, 5000)
    assert game.is_over()
    text = _text(render_view(game, game.view(None)))
    assert "result:" in text
