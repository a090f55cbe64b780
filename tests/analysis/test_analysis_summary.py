"""analysis.summary on a seeded game of each ruleset family: standings per round, every roll the log shows
with its odds, each seat's luck, the result; the same from the game and from its save."""

from __future__ import annotations

import json
from typing import Any

import pytest

from warroom import new_game
from warroom.analysis import summary
from warroom.core.game import Game
from warroom.core.registry import get_ruleset
from warroom.core.saves import save_data
from warroom.sim.runner import build_agents, play_out

#: (ruleset, rounds, options, seed) of short games that have battles with greedy players.
GAMES = [
    ("war", 5, {}, 1),
    ("war-imperio-romano", 5, {}, 1),
    ("war-cards", 4, {}, 1),
    ("imperialism-basic", 8, {}, 1),
    ("imperialism-standard", 8, {}, 5),
    ("imperialism-advanced", 8, {}, 1),
    ("imperialism-advanced", 6, {"scenario": "1886"}, 1),
    ("ww4", 4, {}, 1),
]


def _played(ruleset: str, rounds: int, options: dict[str, Any], seed: int = 1) -> Game:
    g = new_game(ruleset, 3, {get_ruleset(ruleset).round_option: rounds, **options}, seed=seed)
    play_out(g, build_agents(ruleset, 3, seed, ["greedy"]), max_actions=6000)
    return g


def _expected_rolls(g: Game) -> int:
    """The rolls the log shows, counted straight from the events (not by the readers)."""
    events = g.log.since(0)
    if g.ruleset_id in ("war", "war-imperio-romano"):
        return sum(1 for e in events if e.kind == "battle")
    if g.ruleset_id == "war-cards":
        return sum(1 for e in events if e.kind == "battle" and e.data["from_pile"] and e.data["effect"] == "dice")
    if g.ruleset_id.startswith("imperialism"):
        kinds = ("battle", "sea_battle", "revolt")
        return sum(len(e.data["rounds"]) for e in events if e.kind in kinds)
    # World War IV: every volley at units (those only at a Fort are no roll of luck).
    return sum(1 for e in events if e.kind == "roll" and e.data["reason"] == "combat" and "nation" in e.data)


@pytest.mark.parametrize(("ruleset", "rounds", "options", "seed"), GAMES)
def test_summary_of_a_seeded_game(ruleset: str, rounds: int, options: dict[str, Any], seed: int) -> None:
    g = _played(ruleset, rounds, options, seed)
    out = summary(g)
    assert json.loads(json.dumps(out)) == out
    assert out["over"] is True and out["result"] == g.result().to_json()  # type: ignore[union-attr]
    assert out["ruleset"] == ruleset and out["actions"] == len(g.history)
    # Standings: the start, the end of every round, the final position (what the game says now).
    assert out["rounds"][0]["at"] == "start" and out["rounds"][-1]["at"] == "final"
    assert out["rounds"][-1]["seats"] == [g.standing(p) for p in range(3)]
    ends = [r["round"] for r in out["rounds"] if r["at"] == "end"]
    assert ends == sorted(set(ends)) and len(ends) >= rounds - 1
    for point in out["rounds"]:
        assert all({"spaces", "units", "income"} <= set(seat) for seat in point["seats"])
    # Rolls: as many as the log shows, each with a chance in (0, 1] and expected losses within reach.
    expected = _expected_rolls(g)
    if ruleset == "ww4":
        assert expected - 10 <= out["rolls_total"] <= expected  # volleys fired only at Forts are left out
    else:
        assert out["rolls_total"] == expected
    assert out["rolls_total"] > 0, "pick a seed with battles"
    for roll in out["rolls"]:
        assert 0 < roll["probability"] <= 1
        assert roll["expected_attacker_lost"] >= 0 and roll["expected_defender_lost"] >= 0
    assert min(r["probability"] for r in out["rolls"]) == out["rolls"][out["unlikeliest"]]["probability"]
    # Luck: every roll counted for the seats in it; attacker's and defender's luck cancel out.
    seats_in = sum((r["attacker"] is not None) + (r["defender"] is not None) for r in out["rolls"])
    assert sum(s["rolls"] for s in out["luck"]) == seats_in
    both = [r for r in out["rolls"] if r["attacker"] is not None and r["defender"] is not None]
    if len(both) == len(out["rolls"]):
        assert abs(sum(s["luck"] for s in out["luck"])) < 1e-9
    assert sum(b["rolls"] for b in out["battles"]) == out["rolls_total"]
    # The same summary from the save (what the server has).
    assert summary(save_data(g)) == out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_world_war_iv_battles_are_the_combats_of_the_log(seed: int) -> None:
    """Each combat with volleys at units is one battle, in the log's order, however memory is reused: the
    reader once told combats apart by the id() of their records, and a finished combat's freed record lent
    its address to the next, merging two battles into one (on some runs, so the game's summary and its
    save's differed)."""
    g = _played("ww4", 4, {}, seed)
    combats: list[list[Any]] = []
    for e in g.log.since(0):
        if e.kind == "combat":
            combats.append([e.data["space"], 0])
        elif e.kind == "roll" and e.data["reason"] == "combat" and "nation" in e.data:
            combats[-1][1] += 1
    battles = summary(g)["battles"]
    assert [b["where"] for b in battles] == [space for space, rolls in combats if rolls]
    assert [b["battle"] for b in battles] == list(range(len(battles)))
    assert all(0 < b["rolls"] <= rolls for b, rolls in zip(battles, [r for _s, r in combats if r], strict=True))


def test_summary_of_a_game_still_going_on_ends_with_now() -> None:
    g = new_game("war", 3, {}, seed=4)
    agents = build_agents("war", 3, 4, ["greedy"])
    for _ in range(60):
        seat = g.current_player()
        assert seat is not None
        g.apply(agents[seat].choose(g, seat))
    out = summary(g)
    assert out["over"] is False and out["result"] is None and out["rounds"][-1]["at"] == "now"
