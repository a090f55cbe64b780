"""The World War IV audit (sim/ww4_audit.py, issue 28): what each agent buys, spends, takes and loses per
game, and how the games end, added up with 95% intervals."""

from __future__ import annotations

import json

import pytest

from warroom.rulesets.ww4.actions import Board, Move, Sail
from warroom.rulesets.ww4.state import Unit
from warroom.sim.ww4_audit import _move_kind, audit_game, main, run_audit, summary


def test_a_game_audit_adds_up_with_its_log() -> None:
    audit = audit_game(3, ["greedy", "greedy-v1", "greedy-v1"], 11)
    new, old = audit.sides["greedy"], audit.sides["greedy-v1"]
    assert (new.seats, old.seats) == (1, 2)
    assert audit.reason in ("last-king", "world-rule", "atomic", "cold-war")
    for side in (new, old):
        assert side.spent > 0 and side.income > 0
        assert side.spent <= side.income + 60 * side.seats  # the starting money and the Free Build at most
        assert sum(side.bought.values()) > 0
    # The old player never sails nor flies (it never buys Bombers nor ships).
    assert not old.moves and not ({"bomber", "destroyer", "frigate"} & old.bought.keys())
    assert sum(new.moves.values()) > 0


def test_rotating_seats_and_the_summary() -> None:
    audits = run_audit(3, 3, ["greedy", "greedy-v1", "greedy-v1"], seed=2, rotate=True)
    assert [a.specs.index("greedy") for a in audits] == [0, 2, 1]
    out = summary(audits)
    assert out["games"] == 3
    assert sum(r["count"] for r in out["reasons"].values()) == 3
    assert all(0.0 <= r["ci95"][0] <= r["rate"] <= r["ci95"][1] <= 1.0 for r in out["reasons"].values())
    assert out["agents"]["greedy"]["seats"] == 3


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "3", "--games", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 1 and "greedy" in out["agents"]
    with pytest.raises(SystemExit):
        main(["--players", "9"])
    with pytest.raises(SystemExit):
        main(["--tuning", "issue-99"])


def test_the_tuning_chosen_is_the_data_played() -> None:
    """``--tuning tuned-7``: rules version 7's data (a different game from the same seed at 3 players, where
    Nanjing's Spies differ)."""
    now = run_audit(3, 1, ["greedy"], seed=1)
    seven = run_audit(3, 1, ["greedy"], seed=1, options={"tuning": "tuned-7"})
    assert now == run_audit(3, 1, ["greedy"], seed=1, options={"tuning": "tuned-8"}) and now != seven


def test_the_command_line_plays_the_tuning_it_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--players", "3", "--games", "1", "--seed", "1", "--tuning", "tuned-7", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["tuning"] == "tuned-7"
    assert out["rounds"] == summary(run_audit(3, 1, ["greedy"], seed=1, options={"tuning": "tuned-7"}))["rounds"]


def test_moves_are_told_apart_by_kind() -> None:
    units = {7: Unit(7, 0, "frigate", 3), 8: Unit(8, 0, "destroyer", 3)}
    assert _move_kind(Board("soldier", 1, "chaco", 7), units) == "board"
    assert _move_kind(Sail(7, "argentine-sea"), units) == "sail-frigate"
    assert _move_kind(Sail(8, "argentine-sea"), units) == "sail-destroyer"
    assert _move_kind(Move("bomber", 1, "chaco", "brazil"), units) == "bomber"
    assert _move_kind(Move("soldier", 1, "chaco", "brazil"), units) is None
