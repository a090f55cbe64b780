"""The War! Age of Imperialism audit (sim/aoi_audit.py, issue 28): what each agent buys and does per game,
read from the log, added up with 95% intervals; the figures agree with each other and with the board."""

from __future__ import annotations

import json

import pytest

from warroom.core.log import Event
from warroom.rulesets.imperialism.content import load_content
from warroom.sim.aoi_audit import audit_game, main, run_audit
from warroom.sim.aoi_audit_figures import SideAudit, count_incited_outcomes, record, summary


def test_a_game_audit_adds_up() -> None:
    audit = audit_game(2, ["greedy", "greedy-v1"], 1)
    new, old = audit.sides["greedy"], audit.sides["greedy-v1"]
    assert (new.seats, old.seats) == (1, 1) and audit.turns == 10 and audit.reason == "turns"
    # Every land region is someone's or native at the end.
    assert new.regions_at_end + old.regions_at_end + audit.natives_left == len(load_content().geography.land)
    for side, other in ((new, old), (old, new)):
        assert side.income > 0 and sum(side.spent.values()) > 0
        assert side.spent["research"] + side.spent["incite"] + side.spent["westernize"] <= side.income + 200
        assert side.did["research_won"] <= side.did["research"]
        assert side.did["incite_won"] <= side.did["incite"]
        # With two seats every revolt one incites, the other suffers.
        assert side.did["incite"] == other.did["revolts_suffered"]
        assert side.did["incite_won"] == other.did["revolts_lost"]
        assert side.did["battles_won"] <= side.did["battles_attacked"]
        assert side.did["annexed_exploration"] <= side.did["explored"]
        assert side.did["sea_invasions"] <= side.did["land"]
    # In this game the new player lands armies where it does not rule (seed 1: twice).
    assert new.did["sea_invasions"] > 0


def test_events_are_credited_to_the_right_side() -> None:
    red, blue = SideAudit(), SideAudit()
    side_of = {"red": red, "blue": blue}
    events = [
        ("buy", {"empire": "red", "piece": "inf", "cost": 10}),
        ("buy", {"empire": "red", "piece": "factory", "cost": 30}),
        ("buy", {"empire": "red", "piece": "ship", "cost": 25}),
        ("research", {"empire": "red", "tech": "industry-1", "pp": 20, "success": True}),
        ("incite", {"empire": "blue", "owner": "red", "cost": 14, "region": "egypt"}),
        ("revolt", {"owner": "red", "winner": "natives", "region": "egypt"}),
        ("battle", {"attacker": "red", "defender": "natives", "winner": "red"}),
        ("battle", {"attacker": "blue", "defender": "red", "winner": "red"}),
        ("incite", {"empire": "blue", "owner": "red", "cost": 15, "region": "india"}),
        ("revolt", {"owner": "red", "winner": "red", "region": "india"}),
        ("annex", {"empire": "red", "how": "conquest", "previous": "natives"}),
        ("annex", {"empire": "blue", "how": "conquest", "previous": "red"}),
        ("sail", {"empire": "blue"}),
        ("sea_battle", {"attackers": ["blue"], "defenders": ["red"]}),
        ("income", {"empire": "red", "total": 40}),
    ]
    for kind, data in events:
        record(side_of.get(str(data.get("empire", ""))), kind, data, side_of)
    count_incited_outcomes([Event(k, d, 0) for k, d in events], side_of)
    assert red.spent == {"armies": 10, "buildings": 30, "ships": 25, "research": 20}
    assert red.bought == {"inf": 1, "factory": 1, "ship": 1} and red.income == 40
    assert red.did["research_won"] == 1 and red.did["revolts_lost"] == 1 and red.did["revolts_suffered"] == 2
    assert red.did["battles_attacked"] == red.did["battles_won"] == red.did["battles_natives"] == 1
    assert red.did["battles_defended"] == 1 and blue.did["battles_attacked"] == 1 and blue.did["battles_won"] == 0
    assert red.did["annexed_conquest"] == 1 and blue.did["conquered_empire"] == 1
    assert blue.spent == {"incite": 29} and blue.did["incite"] == 2 and blue.did["incite_won"] == 1
    assert blue.did["sail"] == 1 and red.did["sea_battles"] == blue.did["sea_battles"] == 1


def test_rotating_seats_and_the_summary() -> None:
    audits = run_audit(2, 2, ["greedy", "greedy-v1"], seed=2, rotate=True)
    assert [a.specs.index("greedy") for a in audits] == [0, 1]
    out = summary(audits)
    assert out["games"] == 2 and sum(r["count"] for r in out["reasons"].values()) == 2
    assert all(0.0 <= r["ci95"][0] <= r["rate"] <= r["ci95"][1] <= 1.0 for r in out["reasons"].values())
    assert out["agents"]["greedy"]["seats"] == 2
    wins = sum(fig["wins"]["count"] for fig in out["agents"].values())
    assert wins <= 2


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--level", "standard", "--players", "3", "--games", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 1 and out["agents"]["greedy"]["seats"] == 3
    assert main(["--games", "1"]) == 0
    assert "greedy:" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["--players", "9"])
