"""``warroom odds``: every system from the command line, JSON output, and one-line errors with status 2."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from warroom.battles import war_dice
from warroom.cli.main import main

REQUIRED = {
    "attacker_wins",
    "defender_wins",
    "both_destroyed",
    "expected_attacker_left",
    "expected_defender_left",
    "method",
    "distribution",
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["odds", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    assert out.count("\n") == 1
    data = json.loads(out)
    assert isinstance(data, dict)
    assert set(data) >= REQUIRED
    assert abs(sum(e["probability"] for e in data["distribution"]) - 1.0) < 1e-9
    return data


def test_war_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "war", "--attack", "10", "--defend", "7")
    assert data["method"] == "exact" and data["both_destroyed"] == 0
    assert abs(data["attacker_wins"] - war_dice.conquest_probability(9, 7)) < 1e-12
    assert {"outcome", "attacker", "defender", "probability"} <= set(data["distribution"][0])
    risk = run_json(capsys, "war", "--attack", "10", "--defend", "7", "--defence-dice", "2", "--stop-at", "3")
    assert risk["battle"] == {"attack": 10, "defend": 7, "max_defence_dice": 2, "stop_at": 3}
    assert risk["attacker_wins"] > data["attacker_wins"]


def test_ships_json(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "ships", "--attack", "3", "--defend", "2", "--hits", "1,1")
    assert data["both_destroyed"] > 0
    assert abs(data["attacker_wins"] + data["defender_wins"] + data["both_destroyed"] - 1) < 1e-12
    tough = run_json(capsys, "ships", "--attack", "3", "--defend", "2", "--hits", "2,1", "--damage", "focus,spread")
    assert tough["battle"]["hits"] == [2, 1] and tough["battle"]["damage"] == ["focus", "spread"]


def test_imperialism_json(capsys: pytest.CaptureFixture[str]) -> None:
    basic = run_json(capsys, "imperialism-basic", "--attack", "inf=2,cav=1,art=2", "--defend", "inf=2", "--fort")
    assert basic["battle"]["fort"] is True and basic["battle"]["attack"] == {"inf": 2, "cav": 1, "art": 2}
    assert basic["distribution"][0]["attacker"] == {"inf": 2, "cav": 1, "art": 2}
    standard = run_json(
        capsys,
        "imperialism-standard",
        "--attack",
        "inf=3,cav=2",
        "--natives",
        "6+",
        "--human-wave",
        "match",
        "--attack-schools",
        "4",
        "--attack-reserve",
        "cav",
    )
    assert standard["battle"]["natives"] is True and standard["battle"]["defend"] == {"inf": 6, "cav": 3}
    advanced = run_json(
        capsys, "imperialism-advanced", "--attack", "inf=4,art=1", "--defend", "inf=4", "--attack-retreat", "2"
    )
    assert "attacker_retreats" in advanced and advanced["attacker_retreats"] > 0


def test_monte_carlo_reported(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(
        capsys,
        "imperialism-basic",
        "--attack",
        "inf=3,cav=1",
        "--defend",
        "inf=3",
        "--attack-policy",
        "random",
        "--max-states",
        "3",
        "--samples",
        "2000",
        "--seed",
        "5",
    )
    assert data["method"] == "monte-carlo" and data["samples"] == 2000
    lo, hi = data["ci95"]["attacker_wins"]
    assert lo <= data["attacker_wins"] <= hi
    code, out, _ = run(
        capsys, "imperialism-basic", "--attack", "inf=3", "--defend", "inf=3", "--attack-policy", "random",
        "--max-states", "3", "--samples", "500",
    )  # fmt: skip
    assert code == 0 and "monte-carlo, 500 samples" in out and "95%" in out


def test_cards(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = run_json(capsys, "cards", "--attack", "6,6,3", "--against", "4,3,3")
    assert data["attacker_wins"] == 1.0 and data["distribution"][0]["attacker"] == 2
    pile = run_json(capsys, "cards", "--attack", "6,4,3")
    assert (
        0 < pile["attacker_wins"] < 1 and pile["battle"]["pile"] == 72
    )  # the packaged deck; red dice alone hide no card
    assert any("reconstructed" in note for note in pile["notes"])
    deck = tmp_path / "deck.json"
    deck.write_text(json.dumps([[[6, 6, 6], [1, 1, 1]], [[1, 1, 1], [6, 6, 6]], [[2, 2, 2], [2, 2, 2]]]))
    mine = run_json(capsys, "cards", "--attack", "6,6,6/1,1,1", "--deck", str(deck), "--seen", "2,2,2/2,2,2")
    assert mine["battle"]["pile"] == 1 and mine["attacker_wins"] == 0.0


def test_human_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "war", "--attack", "30", "--defend", "30")
    assert code == 0 and err == ""
    assert "attacker wins" in out and "likeliest end states" in out and "more end states" in out
    code, out, _ = run(capsys, "ships", "--attack", "2", "--defend", "2")
    assert code == 0 and "both destroyed" in out
    code, out, _ = run(capsys, "cards", "--attack", "5,5,5")
    assert code == 0 and "dice pairs won" in out


@pytest.mark.parametrize(
    "argv",
    [
        ["war", "--attack", "-3", "--defend", "2"],
        ["war", "--attack", "1", "--defend", "2"],
        ["war", "--attack", "5", "--defend", "0"],
        ["ships", "--attack", "0", "--defend", "2"],
        ["ships", "--attack", "2", "--defend", "2", "--hits", "5,1"],
        ["ships", "--attack", "2", "--defend", "2", "--hits", "x,1"],
        ["imperialism-basic", "--attack", "tank=2", "--defend", "inf=1"],
        ["imperialism-basic", "--attack", "inf=-2", "--defend", "inf=1"],
        ["imperialism-basic", "--attack", "inf=0", "--defend", "inf=1"],
        ["imperialism-standard", "--attack", "inf=2", "--defend", "inf=1", "--human-wave", "2"],
        ["imperialism-standard", "--attack", "inf=2", "--natives", "9+++"],
        ["imperialism-advanced", "--attack", "inf=2", "--defend", "inf=1", "--attack-rifles", "4"],
        ["cards", "--attack", "6,4,9"],
        ["cards", "--attack", "6,4,3", "--against", "1,1,1", "--seen", "1,1,1/1,1,1"],
        ["cards", "--attack", "6,4,3", "--deck", "/nonexistent/deck.json"],
    ],
)
def test_bad_input_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("warroom: error:")


def test_argument_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "war", "--attack", "3")
    assert code == 2 and "--defend" in err
    code, _, _ = run(capsys, "imperialism-basic", "--attack", "inf=1", "--defend", "inf=1", "--natives", "5")
    assert code == 2
