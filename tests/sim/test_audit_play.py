"""What the game audits share (sim/audit_play.py): seatings, agent specs checked up front, the opening PP as
income in War! Age of Imperialism."""

from __future__ import annotations

import argparse
import json

import pytest

from warroom.agents.base import split_specs
from warroom.sim.aoi_audit import audit_game, main, run_audit
from warroom.sim.aoi_audit_figures import SideAudit, record
from warroom.sim.audit_play import audit_parser, checked_specs, seatings, seeded_seatings
from warroom.sim.batch import game_seed


def test_seatings_cycle_and_rotate() -> None:
    assert seatings(3, 2, ["a", "b"], rotate=False) == [["a", "b", "a"], ["a", "b", "a"]]
    assert seatings(3, 3, ["a", "b", "c"], rotate=True) == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]


def test_specs_with_parameters_stay_whole() -> None:
    assert split_specs("plans:iters=8,z=1,greedy, ,random") == ["plans:iters=8,z=1", "greedy", "random"]


@pytest.mark.parametrize(
    ("agents", "players", "said"),
    [
        ("nosuch", 2, "unknown agent 'nosuch'"),
        ("greedy,greedy,greedy", 2, "3 specs for 2 seats"),
        (",", 2, "at least one"),
    ],
)
def test_a_bad_agent_list_is_a_usage_error(
    agents: str, players: int, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    parser: argparse.ArgumentParser = audit_parser("audit", players=2, games=1)
    with pytest.raises(SystemExit) as exit_info:
        checked_specs(parser, agents, players, "imperialism-advanced")
    assert exit_info.value.code == 2
    assert said in capsys.readouterr().err


def test_the_opening_pp_are_income() -> None:
    """Each empire's opening PP count as income, so what it spends of them is not more than it had."""
    sides = {"red": SideAudit(), "blue": SideAudit()}
    record(None, "opening", {"pp": 140, "first": "blue"}, sides)
    assert sides["red"].income == 140 and sides["blue"].income == 140
    audit = audit_game(2, ["greedy", "greedy-v1"], 3, "advanced", {"turns": 2})
    for side in audit.sides.values():
        assert 0 < sum(side.spent.values()) <= side.income


def test_options_reach_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    short, longer = (run_audit(2, 1, ["greedy"], 3, options={"turns": t})[0] for t in (1, 3))
    assert short.turns < longer.turns
    assert main(["--games", "1", "--option", "turns=1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["turns"] == short.turns


def test_figures_add_up_numbers_and_counters() -> None:
    one, two = SideAudit(seats=1, income=10), SideAudit(seats=1, income=5)
    one.bought["inf"] += 2
    two.bought.update({"inf": 1, "ship": 1})
    one.add(two)
    assert (one.seats, one.income, dict(one.bought)) == (2, 15, {"inf": 3, "ship": 1})


def test_seeded_seatings_seed_each_game_as_warroom_sim_does() -> None:
    assert seeded_seatings(3, 2, ["a", "b"], 5, rotate=True) == [
        (game_seed(5, 0), ["a", "b", "a"]),
        (game_seed(5, 1), ["b", "a", "a"]),
    ]
