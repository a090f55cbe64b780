"""summarize: wins per seat and per agent, lengths, reasons and speeds."""

from __future__ import annotations

import json

from warroom.sim.runner import GameRecord
from warroom.sim.summary import summarize


def rec(winners: tuple[int, ...], rounds: int, actions: int, reason: str = "conquest") -> GameRecord:
    return GameRecord(1, winners, (0, 1, 2), reason, "", rounds, actions, seconds=0.5)


def test_summary_counts() -> None:
    records = [
        rec((0,), 3, 30),
        rec((1,), 5, 50),
        rec((2,), 4, 40, "round_limit"),
        rec((0, 2), 6, 60, "round_limit"),
        rec((), 2, 20, "round_limit"),
    ]
    s = summarize(records, ["greedy", "random"], 3)
    assert s["games"] == 5
    assert [x["agent"] for x in s["seats"]] == ["greedy", "random", "greedy"]
    # The shared end of seats 0 and 2 is a draw: no seat's win (Result.draw).
    assert [x["wins"] for x in s["seats"]] == [1, 1, 1]
    assert [x["draws"] for x in s["seats"]] == [1, 0, 1]
    assert [x["win_rate"] for x in s["seats"]] == [0.2, 0.2, 0.2]
    # greedy plays seats 0 and 2: games won by either; the draw between them counted once, as a draw.
    assert s["agents"]["greedy"]["seats"] == [0, 2]
    assert s["agents"]["greedy"]["wins"] == 2 and s["agents"]["greedy"]["draws"] == 1
    assert s["agents"]["random"]["wins"] == 1 and s["agents"]["random"]["draws"] == 0
    assert s["no_winner"] == 1 and s["draws"] == 1 and s["shared"] == 1
    assert s["rounds"] == {"mean": 4.0, "min": 2, "max": 6}
    assert s["actions"] == {"mean": 40.0, "min": 20, "max": 60}
    assert s["reasons"] == {"conquest": 2, "round_limit": 3}
    assert s["seconds"] == 2.5
    assert s["games_per_s"] == 2.0 and s["actions_per_s"] == 80.0
    assert summarize(records, ["random"], 3, wall_seconds=1.0)["games_per_s"] == 5.0
    json.dumps(s)


def test_empty_summary() -> None:
    s = summarize([], ["random"], 2)
    assert s["games"] == 0 and s["rounds"]["mean"] is None and s["games_per_s"] is None
