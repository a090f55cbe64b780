"""The balance report: observed games, its statistics (hand-computed), the WAR objectives, the CLI."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from warroom.cli.main import main
from warroom.core.registry import new_game
from warroom.sim.balance import BalanceRecord, objective_id, observe_game, run_balance
from warroom.sim.balance_stats import balance_summary, mean
from warroom.sim.runner import build_agents, play_out

SHORT = ["balance", "war", "--players", "3", "--games", "3", "--rounds", "5", "--agents", "greedy,random"]


def cli_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    capsys.readouterr()
    assert main([*args, "--json"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    data: dict[str, Any] = json.loads(out)
    return data


# -- observed games --------------------------------------------------------------------------------


def test_tiny_run_records_seats_objectives_income_and_jobs_2_is_identical() -> None:
    records = run_balance("war", 3, 3, 7, ["greedy", "random"], {"round_limit": 5})
    assert len(records) == 3
    for record in records:
        assert len(set(record.names)) == 3 and all(isinstance(o, str) for o in record.objectives)
        assert len(record.income_start) == len(record.income_mean) == 3
        # WAR's income is at least 3 armies a turn for a seat still in the game.
        assert min(record.income_start) >= 3
        assert record.rounds <= 5 and record.actions > 0
        assert record.reason in {"objective", "round limit"}
    # Income is sampled every round, so somebody's mean differs from its income at the start.
    assert any(r.income_mean != tuple(float(x) for x in r.income_start) for r in records)
    assert run_balance("war", 3, 3, 7, ["greedy", "random"], {"round_limit": 5}, jobs=2) == records


def test_rulesets_without_objectives_have_no_objective_breakdown() -> None:
    records = run_balance("ww4", 3, 2, 1, ["random"], {"round_limit": 3})
    assert all(r.objectives == (None, None, None) for r in records)
    summary = balance_summary(records, 3)
    assert summary["objectives"] == []
    assert {c["name"] for c in summary["colours"]} == {n for r in records for n in r.names}


def test_action_limit_stops_a_game_without_winner() -> None:
    (record,) = run_balance("war", 3, 1, 2, ["random"], max_actions=10)
    assert (record.reason, record.winners, record.actions) == ("action_limit", (), 10)


def test_each_seats_standing_is_recorded_as_the_game_ended() -> None:
    """``end``: ``Game.standing`` of every seat once the game is over (the same game played again here)."""
    options = {"round_limit": 2}
    record = observe_game("ww4", 3, options, 5, ["greedy"] * 3)
    game = new_game("ww4", 3, options, 5)
    play_out(game, build_agents("ww4", 3, 5, ["greedy"] * 3))
    assert record.end == tuple(game.standing(seat) for seat in range(3))
    assert all(set(standing) >= {"spaces", "cities"} for standing in record.end)
    assert record.to_json()["end"] == [dict(standing) for standing in record.end]


# -- statistics on fixed records ---------------------------------------------------------------------


def fixed_records() -> list[BalanceRecord]:
    """10 two-seat games. Games 0-4: Red (seat 0, objective a) against Blue (seat 1, objective b), Blue
    wins each. Games 5-9: Blue (seat 0, a) against Red (seat 1, c): seat 0 wins 5-7, 8 and 9 are draws."""
    records = []
    for i in range(10):
        names = ("Red", "Blue") if i < 5 else ("Blue", "Red")
        objectives = ("a", "b") if i < 5 else ("a", "c")
        winners = (1,) if i < 5 else (0,) if i < 8 else (0, 1)
        income = (3, 5) if i < 5 else (5, 3)
        records.append(
            BalanceRecord(
                seed=i,
                names=names,
                objectives=objectives,
                winners=winners,
                reason="objective" if i < 8 else "cold-war",
                rounds=i + 1,
                actions=10 * (i + 1),
                income_start=income,
                income_mean=(float(income[0] + i), float(income[1])),
                end=({"spaces": i, "cities": 1}, {"spaces": 2}),
            )
        )
    return records


def close(pair: list[float], low: float, high: float) -> bool:
    return abs(pair[0] - low) < 5e-5 and abs(pair[1] - high) < 5e-5


def test_statistics_on_fixed_records() -> None:
    s = balance_summary(fixed_records(), 2)
    assert s["games"] == 10 and s["fair_share"] == 0.5 and s["decided"]["count"] == 8
    seat0, seat1 = s["seats"]
    # Wilson 95%: 3 of 10 -> 0.1078-0.6032; of the 8 decided games, 3 -> 0.1368-0.6943 and 5 -> 0.3057-0.8632.
    # Draws are no seat's win.
    assert (seat0["wins"], seat0["draws"], seat0["rate"], seat0["decided"]) == (3, 2, 0.3, 8)
    assert close(seat0["ci95"], 0.10779, 0.60322) and close(seat0["decided_ci95"], 0.13684, 0.69426)
    assert (seat1["wins"], seat1["draws"], seat1["decided_rate"]) == (5, 2, 0.625)
    assert close(seat1["decided_ci95"], 0.30574, 0.86316)
    assert not seat0["flagged"] and not seat1["flagged"]
    colours = {c["name"]: c for c in s["colours"]}
    # Blue: 5 wins at seat 1 and 3 at seat 0: 8 of 10 -> 0.4902-0.9433 (holds 0.5), but 8 of the 8 decided
    # -> 0.6756-1, unfair; Red: 0 of the 8 decided -> 0-0.3244, unfair.
    assert (colours["Blue"]["wins"], colours["Blue"]["games"]) == (8, 10)
    assert close(colours["Blue"]["ci95"], 0.49016, 0.94332)
    assert close(colours["Blue"]["decided_ci95"], 0.67559, 1.0) and colours["Blue"]["flagged"]
    assert colours["Red"]["wins"] == 0 and colours["Red"]["draws"] == 2
    assert close(colours["Red"]["decided_ci95"], 0.0, 0.32441) and colours["Red"]["flagged"]
    assert colours["Red"]["income"]["start"]["mean"] == 3.0
    assert colours["Red"]["income"]["start"]["ci95"] == [3.0, 3.0]
    # Red's mean income per round: 3+i in games 0-4 (3..7) and 3 in games 5-9: 40 / 10.
    assert colours["Red"]["income"]["per_round"]["mean"] == 4.0
    # At the end seat 0 held i spaces and a City, seat 1 two spaces: Red (seat 0 in games 0-4, 1 in 5-9)
    # (0+1+2+3+4 + 5*2) / 10 spaces, its one City in the 5 games that counted them; Blue (5*2 + 5+...+9) / 10.
    assert colours["Red"]["end"]["spaces"]["mean"] == 2.0 and colours["Red"]["end"]["cities"]["mean"] == 1.0
    assert colours["Blue"]["end"]["spaces"]["mean"] == 4.5 and colours["Blue"]["end"]["spaces"]["max"] == 9.0
    assert s["flagged"] == ["colour Blue", "colour Red", "objective b"]
    # Rounds 1..10: mean 5.5, sd 3.0277, half-width 1.959964 * 3.0277 / sqrt(10) = 1.8765.
    assert s["rounds"]["mean"] == 5.5 and close(s["rounds"]["ci95"], 3.62348, 7.37652)
    assert (s["rounds"]["min"], s["rounds"]["max"]) == (1, 10)
    assert s["draws"]["count"] == 2 and close(s["draws"]["ci95"], 0.05668, 0.50984)
    assert s["no_winner"]["count"] == 0
    reasons = {r["reason"]: r for r in s["reasons"]}
    assert reasons["objective"]["count"] == 8 and reasons["cold-war"]["count"] == 2


def test_a_mean_interval_stops_at_zero() -> None:
    """Counts and amounts: 0, 0, 0, 0, 5 have mean 1 and a normal half-width of 1.96 * 2.2361 / sqrt(5) = 1.96,
    so the interval is 0-2.96, not -0.96-2.96."""
    figures = mean([0.0, 0.0, 0.0, 0.0, 5.0])
    assert figures["mean"] == 1.0 and close(figures["ci95"], 0.0, 2.95996)
    assert close(mean([3.0, 5.0])["ci95"], 2.04004, 5.95996)  # far from zero: untouched


def test_objective_breakdown_on_fixed_records() -> None:
    objectives = {o["name"]: o for o in balance_summary(fixed_records(), 2)["objectives"]}
    assert list(objectives) == ["a", "b", "c"]
    # a: held by seat 0 in every game, won 3 of 10 (3 of 8 decided). b: won 5 of 5 -> 0.5655-1, unfair;
    # c: 0 of 5, of which 3 decided -> 0-0.5615, which holds the fair share: 3 games cannot tell.
    assert (objectives["a"]["games"], objectives["a"]["wins"], objectives["a"]["flagged"]) == (10, 3, False)
    assert objectives["b"]["wins"] == 5 and close(objectives["b"]["decided_ci95"], 0.56552, 1.0)
    assert objectives["b"]["flagged"]
    assert (objectives["c"]["wins"], objectives["c"]["decided"], objectives["c"]["draws"]) == (0, 3, 2)
    assert close(objectives["c"]["decided_ci95"], 0.0, 0.5615) and not objectives["c"]["flagged"]


# -- the WAR family's objectives ----------------------------------------------------------------------


def test_objective_ids_are_the_seats_own() -> None:
    game: Any = new_game("war-cards", 4, None, 5)
    cards = [game.content.objective_cards[c].id for c in game.state.objective_cards]
    assert [objective_id(game, seat) for seat in range(4)] == cards
    war: Any = new_game("war", 4, None, 5)
    held = [war.view(seat)["objective"]["id"] for seat in range(4)]
    assert [objective_id(war, seat) for seat in range(4)] == held
    assert objective_id(new_game("ww4", 3, None, 5), 0) is None


def test_objective_breakdown_of_a_war_cards_run() -> None:
    records = run_balance("war-cards", 3, 2, 4, ["greedy"], {"round_limit": 4})
    summary = balance_summary(records, 3)
    held = sorted(o for r in records for o in r.objectives if o is not None)
    assert sum(o["games"] for o in summary["objectives"]) == len(held) == 6
    assert [o["name"] for o in summary["objectives"]] == sorted(set(held))


# -- the command ---------------------------------------------------------------------------------------


def test_cli_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    data = cli_json(capsys, *SHORT)
    expected = {"games", "players", "fair_share", "seats", "colours", "objectives", "decided", "draws", "no_winner"}
    assert expected | {"reasons", "rounds", "actions", "flagged", "parameters", "run"} <= set(data)
    assert data["games"] == 3 and len(data["seats"]) == 3 and data["fair_share"] == pytest.approx(1 / 3)
    keys = {"wins", "games", "rate", "ci95", "decided", "decided_rate", "decided_ci95", "fair_share", "flagged"}
    assert keys | {"draws"} <= set(data["seats"][0])
    assert {"start", "per_round"} == set(data["colours"][0]["income"])
    assert "spaces" in data["colours"][0]["end"] and "cities" not in data["colours"][0]["end"]
    assert data["objectives"] and data["parameters"]["options"]["round_limit"] == 5
    assert data["parameters"]["agents"] == ["greedy", "random", "greedy"]


def test_cli_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(SHORT) == 0
    out = capsys.readouterr().out
    for heading in ("wins by seat", "wins by colour or nation", "wins by objective", "how games ended", "rounds:"):
        assert heading in out
    assert "spaces at the end" in out and "Cities at the end" not in out  # WAR counts no Cities


def test_cli_table_shows_world_war_iv_cities_at_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    """A designer sees what each nation held when the game ended: World War IV's Cities are its Atomic dice."""
    assert main(["balance", "ww4", "--players", "3", "--games", "1", "--rounds", "2", "--lang", "pt"]) == 0
    out = capsys.readouterr().out
    assert "Cidades no fim" in out and "espaços no fim" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["balance", "nowhere", "--players", "3"], "nowhere"),
        (["balance", "war", "--players", "9"], "--players must be between 3 and 6"),
        (["balance", "war", "--players", "1"], "--players must be between"),
        (["balance", "war", "--players", "3", "--games", "0"], "--games must be between 1 and 1000000, not 0"),
        (["balance", "war", "--players", "3", "--jobs", "0"], "--jobs must be between 1 and"),
        (["balance", "war", "--players", "3", "--agents", "nobody"], "nobody"),
        (["balance", "war", "--players", "3", "--option", "round_limit=x"], "round_limit"),
    ],
)
def test_cli_refuses_bad_input(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    capsys.readouterr()
    assert main(args) == 2
    captured = capsys.readouterr()
    assert message in captured.err and "Traceback" not in captured.err and captured.out == ""


def test_plot_writes_charts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    data = cli_json(capsys, *SHORT, "--plot", str(tmp_path))
    names = sorted(Path(p).name for p in data["run"]["plots"])
    assert names == ["balance_colours.png", "balance_objectives.png", "balance_seats.png"]
    assert all((tmp_path / n).stat().st_size > 0 for n in names)


def test_plot_without_matplotlib_says_how_to_install(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib now raises ImportError

    def no_games(*args: object, **kwargs: object) -> None:
        raise AssertionError("--plot without matplotlib must be refused before any game is played")

    monkeypatch.setattr("warroom.cli.balance.run_balance", no_games)
    capsys.readouterr()
    assert main([*SHORT, "--plot", str(tmp_path / "charts")]) == 2
    assert "pip install 'warroom[plot]'" in capsys.readouterr().err
    assert not (tmp_path / "charts").exists()
