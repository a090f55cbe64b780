"""Saves record the rules version they were made under, and older ones replay under the behaviour they were
made with; draws are draws (core/registry.py RULES_VERSION and Ruleset.legacy_options, core/saves.py's
upgrade from format version 1, core/game.py Result.draw)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from warroom.core.errors import SaveError
from warroom.core.game import Result
from warroom.core.registry import RULES_VERSION, get_ruleset, list_rulesets, new_game
from warroom.core.saves import SAVE_VERSION, check_save, load_game, replay_save, save_data
from warroom.sim.runner import GameRecord, play_game


def test_every_legacy_value_is_an_option_of_its_ruleset() -> None:
    """A legacy table names only options its ruleset has, each with a value the option accepts (a typo here
    would make every old save fail to start), and the current rules pin nothing."""
    for ruleset in list_rulesets():
        specs = {spec.name: spec for spec in ruleset.options}
        for version in range(1, RULES_VERSION):
            for name, value in ruleset.legacy_options(version).items():
                assert name in specs, f"{ruleset.id}: {name}"
                assert specs[name].check(value) == value
        assert ruleset.legacy_options(RULES_VERSION) == {}


def test_each_corrected_ruleset_pins_rules_version_1() -> None:
    pinned = {r.id for r in list_rulesets() if r.legacy_options(1)}
    assert pinned == {
        "imperialism-basic",
        "imperialism-standard",
        "imperialism-advanced",
        "ww4",
        "war",
        "war-imperio-romano",
    }


def _version_1(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` as warroom 0.1.0 would have saved the same game: format version 1, no rules version, and
    no value for an option added since."""
    ruleset = get_ruleset(data["ruleset"])
    old = {k: v for k, v in json.loads(json.dumps(data)).items() if k != "rules"}
    old["version"] = 1
    old["options"] = {k: v for k, v in data["options"].items() if k not in ruleset.legacy_options(1)}
    return old


@pytest.mark.parametrize("ruleset", ["war", "war-imperio-romano", "ww4", "imperialism-standard"])
def test_a_version_1_save_is_upgraded_with_the_rules_of_its_time(ruleset: str) -> None:
    legacy = get_ruleset(ruleset).legacy_options(1)
    game = new_game(ruleset, 3, {**legacy, get_ruleset(ruleset).round_option: 1}, 5)
    data = check_save(_version_1(save_data(game)))
    assert data["version"] == SAVE_VERSION and data["rules"] == 1
    assert {k: data["options"][k] for k in legacy} == legacy
    assert replay_save(data, verify=True).options == game.options


def test_a_war_save_of_warroom_0_1_0_replays_only_with_its_rules(tmp_path: Path) -> None:
    """WAR's objective deal differs between the editions: a game played to its end under the old rules and
    saved as warroom 0.1.0 did replays and verifies; under today's rules its very first state differs."""
    options = {"round_limit": 3, **get_ruleset("war").legacy_options(1)}
    record = play_game("war", 3, options, 7, ["greedy"], save_path=tmp_path / "game.json")
    saved = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    old = _version_1(saved)
    game = load_game(old)
    assert len(game.history) == record.actions > 0
    assert game.snapshot() == saved["snapshot"]
    assert new_game("war", 3, old["options"], 7).snapshot() != new_game("war", 3, options, 7).snapshot()


def test_a_current_save_records_the_current_rules() -> None:
    data = save_data(new_game("war", 3, {}, 1))
    assert data["rules"] == RULES_VERSION
    assert data["options"]["objectives_edition"] == "original"
    assert check_save(json.loads(json.dumps(data)))["rules"] == RULES_VERSION


def test_a_later_format_save_naming_older_rules_replays_under_them() -> None:
    """A version-2 save that says ``"rules": 1`` and lacks the new options gets them pinned on replay."""
    legacy = get_ruleset("war").legacy_options(1)
    game = new_game("war", 4, legacy, 3)
    data = {**_version_1(save_data(game)), "version": SAVE_VERSION, "rules": 1}
    assert load_game(data).snapshot() == game.snapshot()


@pytest.mark.parametrize("rules", [0, RULES_VERSION + 1, "2", True, None, 1.0])
def test_a_bad_rules_version_is_damage(rules: Any) -> None:
    data = save_data(new_game("war", 3, {}, 1))
    with pytest.raises(SaveError, match="'rules' must be a rules version from 1 to"):
        check_save({**json.loads(json.dumps(data)), "rules": rules}, "x.json")


# -- draws ----------------------------------------------------------------------------------------------------


def test_a_shared_end_is_a_draw_not_a_win() -> None:
    """Several seats sharing the end (WW4's cold war, a tie at the top) is a draw: no seat won it."""
    draw = Result((0, 2), (0, 2, 1), "cold-war")
    assert draw.draw and draw.winner is None
    assert draw.to_json()["draw"] is True and draw.to_json()["winners"] == [0, 2]
    win = Result((1,), (1, 0, 2), "objective")
    assert not win.draw and win.winner == 1 and win.to_json()["draw"] is False
    nobody = Result((), (0, 1, 2), "last-king")
    assert not nobody.draw and nobody.winner is None


def test_a_record_of_a_shared_end_has_no_winner() -> None:
    record = GameRecord(1, (0, 1), (0, 1, 2), "round_limit", "", 3, 30)
    assert record.draw and record.winner is None
    assert record.to_json()["draw"] is True and record.to_json()["winner"] is None
    assert GameRecord.from_json(record.to_json()) == record
