"""World War IV's reconstructed data tuned for balance (issue 28; src/warroom/rulesets/ww4/tuning.py).

The data files hold the tuned values and list each change in ``provenance.tuning`` with the value it
replaced; option ``tuning=original`` (pinned for rules versions 1-4) plays the data as first reconstructed, so
old saves replay exactly (the golden corpus: tests/server/test_replay.py, tests/core/test_rules_versions.py).
"""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

import pytest

from warroom.core.registry import RULES_VERSION, get_ruleset, new_game
from warroom.core.saves import load_game, save_data
from warroom.data import data_path
from warroom.rulesets.ww4.card_words import card_view
from warroom.rulesets.ww4.content import COLOURS, load_content
from warroom.rulesets.ww4.tuning import TuningError, edits, put_value, tuned, untuned, value_at
from warroom.server.restore import stored_options


def _raw(*parts: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(data_path(*parts).read_text(encoding="utf-8"))
    return data


BOARD = _raw("boards", "ww4.json")
CONTENT = _raw("rulesets", "ww4.json")


@pytest.mark.parametrize("raw", [BOARD, CONTENT], ids=["board", "content"])
def test_each_entry_gives_its_reason_and_edits_that_the_data_holds(raw: dict[str, Any]) -> None:
    """Each tuning entry says why, with the figures of issue 28; undoing the entries puts back every
    ``before``, and making the edits again in order, each from its ``before``, gives the file (a later entry
    may edit a path an earlier one did)."""
    entries = raw["provenance"]["tuning"]
    assert entries
    for entry in entries:
        assert "issue 28" in entry["reason"] and entry["edits"], entry
    old = untuned(raw)
    again = copy.deepcopy(old)
    for edit in edits(raw):
        assert edit["before"] != edit["after"], edit
        assert value_at(again, edit["path"]) == edit["before"], edit
        put_value(again, edit["path"], edit["after"])
    assert again == raw and untuned(raw) == old and raw != old


def test_only_reconstructed_facts_are_tuned() -> None:
    """Never what is printed: no Table 1 or Table 3 row, not the Tsunami, no border the rulebook fixes."""
    for edit in edits(CONTENT):
        path = edit["path"]
        if path[0] == "starting_units":
            row = next(r for r in CONTENT["starting_units"] if r["space"] == path[1])
            assert row["source"] == "reconstructed", path
        if path[0] == "units":
            assert CONTENT["units"][path[1]]["source"] == "reconstructed", path
        if path[0] == "events":
            assert path[1] != "tsunami", path
    for edit in edits(BOARD):
        path = edit["path"]
        assert path[0] == "spaces" and path[2] in ("attrs", "adjacent"), path
        if path[2] == "attrs":
            assert path[3] in ("c", "f"), path  # C and F values are all reconstructed


def test_untuning_refuses_data_out_of_step_with_its_entries() -> None:
    """An entry whose ``after`` the file no longer holds is refused, not silently half undone."""
    raw = copy.deepcopy(CONTENT)
    edit = edits(raw)[0]
    put_value(raw, edit["path"], "something else")
    with pytest.raises(TuningError, match="is not"):
        untuned(raw)
    with pytest.raises(TuningError, match="unknown tuning"):
        tuned(CONTENT, "issue-99")


def test_a_game_plays_the_data_its_option_names() -> None:
    """A new game plays the data as the files hold it (``tuned-8``); ``tuned-7``, ``tuned-6`` and ``tuned`` the
    data as rules versions 7, 6 and 5 tuned it; ``original`` and the games of rules versions 1-4 (which lack
    the option) the data as first reconstructed."""
    game: Any = new_game("ww4", 4, {}, 1)
    assert game.options["tuning"] == "tuned-8" and game.content is load_content()
    for value in ("tuned-7", "tuned-6", "tuned", "original"):
        other: Any = new_game("ww4", 4, {"tuning": value}, 1)
        assert other.content is load_content(value) and other.content.tuning == value
    ruleset = get_ruleset("ww4")
    for version in range(1, 5):
        assert ruleset.legacy_options(version)["tuning"] == "original"
    for version in range(5, RULES_VERSION + 1):
        assert "tuning" not in ruleset.legacy_options(version)


def test_rules_version_5_keeps_its_tuning_and_drops_only_the_later_entries() -> None:
    """``tuned`` (the value every game of rules version 5 names) undoes the entries of rules version 6 and
    later (the Soldier's profile) and nothing else: version 5's map, Plague and starting units stay tuned."""
    six, five, first = load_content("tuned-6"), load_content("tuned"), load_content("original")
    assert (sorted(six.units["soldier"].rout), sorted(six.units["soldier"].kill)) == ([3, 4, 5], [6])
    assert (sorted(five.units["soldier"].rout), sorted(five.units["soldier"].kill)) == ([3, 4], [5, 6])
    assert five.units["soldier"] == first.units["soldier"]
    assert five.cards == six.cards != first.cards
    assert five.start == six.start != first.start
    assert five.map.land_adj == six.map.land_adj != first.map.land_adj
    soldier = [["units", "soldier", key] for key in ("rout", "kill", "note")]
    assert [e["path"] for e in edits(CONTENT, since=6)][:3] == soldier
    assert not edits(BOARD, since=6)


def _units(content: Any, space: str) -> dict[str, int]:
    return next(row.units for row in content.start if content.map.id(row.space) == space)


def test_rules_version_6_keeps_its_tuning_and_drops_only_the_later_entries() -> None:
    """``tuned-6`` (the value every game of rules version 6 names) undoes the entries of rules version 7 and
    later (the Persian King's guard) and nothing else: version 6's Soldier stays."""
    now, six = load_content(), load_content("tuned-6")
    assert now.units == six.units and now.cards == six.cards and now.map.land_adj == six.map.land_adj
    seven = [entry for entry in CONTENT["provenance"]["tuning"] if entry.get("rules") == 7]
    assert [e["path"] for entry in seven for e in entry["edits"]] == [
        ["starting_units", "shiraz", "units"],
        ["starting_units", "khorasan", "units"],
    ]


def test_the_data_of_rules_version_6_never_changes() -> None:
    """``tuning=tuned-6`` is what every game and save of rules version 6 names: digests of that data (all but
    the provenance) as the files held it when version 6 was current (commit 5cb9b6f)."""
    for raw, digest in ((CONTENT, "743d37d80d228b82"), (BOARD, "5e2f026ac1c5758e")):
        data = tuned(raw, "tuned-6")
        data.pop("provenance")
        assert hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16] == digest


def test_the_persian_king_starts_with_three_spies_at_the_same_cost() -> None:
    """Rules version 7 (provenance.tuning 'purple-guards'): Shiraz starts with its King and three Spies, as
    Nanjing does, paid for by Khorasan's Cavalry becoming a Militia; purple's starting units keep their cost
    by Table 4."""
    now, six = load_content("tuned-7"), load_content("tuned-6")
    assert _units(now, "shiraz") == {"king": 1, "spy": 3} and _units(six, "shiraz") == {"king": 1, "spy": 1}
    assert _units(now, "khorasan") == {"militia": 2} and _units(six, "khorasan") == {"cavalry": 1, "militia": 1}
    assert _units(now, "nanjing") == _units(now, "shiraz")
    assert _units(load_content(), "shiraz") == _units(now, "shiraz")

    def cost(content: Any) -> int:
        rows = [row for row in content.start if row.owner == COLOURS.index("purple")]
        return sum(content.costs.get(kind, 0) * n for row in rows for kind, n in row.units.items())

    assert cost(now) == cost(six)


def test_a_save_of_rules_version_6_plays_the_persian_guard_it_was_played_with() -> None:
    """A game of rules version 6 names ``tuning=tuned-6``: its save loads with Shiraz's one Spy."""
    game: Any = new_game("ww4", 5, {"tuning": "tuned-6", "round_limit": 1}, 2)
    data = save_data(game)
    data["rules"] = 6
    loaded: Any = load_game(json.loads(json.dumps(data)))
    assert loaded.options["tuning"] == "tuned-6" and _units(loaded.content, "shiraz") == {"king": 1, "spy": 1}


def test_the_data_of_rules_version_7_never_changes() -> None:
    """``tuning=tuned-7`` is what every game and save of rules version 7 names: digests of that data (all but
    the provenance) as the files held it when version 7 was current (commit e9c89e8)."""
    for raw, digest in ((CONTENT, "375e2d4367d6b966"), (BOARD, "5e2f026ac1c5758e")):
        data = tuned(raw, "tuned-7")
        data.pop("provenance")
        assert hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16] == digest


def test_the_data_of_rules_version_5_never_changes() -> None:
    """``tuning=tuned`` is what every game and save of rules version 5 names: a digest of that data (all but
    its provenance) as the content file held it when version 5 was current (commit a6ffff9)."""
    data = tuned(CONTENT, "tuned")
    data.pop("provenance")
    assert hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16] == "12d7b39dac4c0c33"


def test_a_save_and_a_stored_row_of_rules_version_5_play_the_soldier_they_were_played_with() -> None:
    """A game of rules version 5 names ``tuning=tuned`` (every option is filled when a game is made): its save
    and its stored row load with version 5's Soldier, not the new default's."""
    game: Any = new_game("ww4", 4, {"tuning": "tuned", "round_limit": 1}, 2)
    data = save_data(game)
    data["rules"] = 5
    loaded: Any = load_game(json.loads(json.dumps(data)))
    assert loaded.options["tuning"] == "tuned" and 5 in loaded.content.units["soldier"].kill
    restored: Any = new_game("ww4", 4, stored_options("ww4", dict(game.options)), 2)
    assert 5 in restored.content.units["soldier"].kill


def test_the_soldier_is_a_step_between_the_militia_and_the_line_units() -> None:
    """The tuning's figures (provenance.tuning 'soldier-profile'): a line unit wins the fight of equal food
    against Soldiers; Soldiers win fights of equal food against Militia and of equal cost against Cavalry."""
    from warroom.rulesets.ww4.combat_odds import simulate

    assert simulate({"cavalry": 3}, {"soldier": 3}).attacker_wins == pytest.approx(0.698, abs=0.001)
    assert simulate({"soldier": 5}, {"cavalry": 3}).attacker_wins == pytest.approx(0.640, abs=0.001)
    assert simulate({"soldier": 4}, {"militia": 4}).attacker_wins == pytest.approx(0.610, abs=0.001)


def test_a_game_on_the_untuned_data_shows_its_own_card_texts() -> None:
    """The Plague's table changed: a game of rules versions 1-4 shows the table it plays (Nanjing first)."""
    assert card_view(load_content(), "plague")["text"]["en"].count("1=Congo") == 1
    old = card_view(load_content("original"), "plague")["text"]
    assert "1=Nanjing" in old["en"] and "1=Nanquim" in old["pt"]


def test_a_path_step_naming_two_rows_is_refused() -> None:
    data = {"spaces": [{"id": "x", "c": 1}, {"id": "x", "c": 2}]}
    with pytest.raises(TuningError, match="names 2 rows"):
        value_at(data, ["spaces", "x", "c"])
    assert value_at({"spaces": [{"id": "x", "c": 1}]}, ["spaces", "x", "c"]) == 1
