"""Saves: the saved shape, files on disk, every refusal (newer, foreign, damaged, unreadable), the
replay checks, and the migration path between format versions."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

_TESTS = str(Path(__file__).resolve().parents[1])
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)

from fixtures.setup import install_toy  # noqa: E402

install_toy()

import warroom  # noqa: E402
from warroom.core import saves  # noqa: E402
from warroom.core.commitment import seed_commitment  # noqa: E402
from warroom.core.errors import IllegalAction, ReplayDivergence, SaveError, WarroomError  # noqa: E402
from warroom.core.game import Game  # noqa: E402
from warroom.core.registry import RULES_VERSION, get_ruleset, list_rulesets, new_game  # noqa: E402
from warroom.core.saves import (  # noqa: E402
    SAVE_FORMAT,
    SAVE_VERSION,
    check_save,
    first_difference,
    load_game,
    read_save,
    save_data,
    write_save,
)


def played(ruleset: str = "war", players: int = 3, seed: int = 8, actions: int = 120, **options: Any) -> Game:
    game = new_game(ruleset, players, options, seed)
    rng = random.Random(seed)
    while len(game.history) < actions and not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.fixture(scope="module")
def war_game() -> Game:
    game = played()
    assert len(game.history) == 120 and any(game.log.rolls(i) for i in range(120))
    return game


@pytest.fixture
def war_save(war_game: Game) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(save_data(war_game)))
    return data


def test_the_shape_of_a_save(war_game: Game) -> None:
    data = save_data(war_game, meta={"by": "test"})
    assert SAVE_FORMAT == "warroom-save" and SAVE_VERSION == 2
    keys = ("format", "version", "rules", "warroom", "ruleset", "players", "options", "seed")
    assert {k: data[k] for k in keys} == {
        "format": "warroom-save",
        "version": 2,
        "rules": RULES_VERSION,
        "warroom": warroom.__version__,
        "ruleset": "war",
        "players": 3,
        "options": {
            "two_players": False,
            "round_limit": None,
            "colours": "",
            "objectives_edition": "original",
            "trade_bonus": "per-trade",
        },
        "seed": 8,
    }
    assert data["meta"] == {"by": "test"}
    assert data["snapshot"] == war_game.snapshot()
    assert len(data["actions"]) == 120
    for i, entry in enumerate(data["actions"]):
        assert entry == {"action": war_game.history[i].to_json(), "rolls": war_game.log.rolls(i)}
    # setup rolls (choosing the dealer) are not an action's: they are made again from the seed
    assert war_game.log.rolls(-1) and sum(len(e["rolls"]) for e in data["actions"]) == len(war_game.log.rolls()) - len(
        war_game.log.rolls(-1)
    )
    assert save_data(war_game)["meta"] == {}
    json.dumps(data)


def test_write_read_and_load(tmp_path: Path, war_game: Game) -> None:
    path = tmp_path / "game.json"
    assert write_save(war_game, path, meta={"note": "é"}) == path
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left behind
    data = read_save(path)
    assert data == json.loads(json.dumps(save_data(war_game, meta={"note": "é"})))
    assert "é" in path.read_text(encoding="utf-8")
    for source in (path, str(path), data):
        game = load_game(source)
        assert game.snapshot() == war_game.snapshot()
        assert game.history == war_game.history
        assert [e.to_json() for e in game.log.since(0)] == [e.to_json() for e in war_game.log.since(0)]


def test_write_save_replaces_an_older_save(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(played(actions=5), path)
    write_save(played(actions=9), path)
    assert len(read_save(path)["actions"]) == 9
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_a_finished_game_loads_finished(tmp_path: Path) -> None:
    game = played(actions=10_000, round_limit=2)
    assert game.is_over()
    loaded = load_game(write_save(game, tmp_path / "done.json"))
    assert loaded.is_over() and loaded.result() == game.result()
    with pytest.raises(IllegalAction, match="the game is over"):
        loaded.apply({"type": "end_turn"})


def test_a_newer_save_asks_to_upgrade(tmp_path: Path, war_save: dict[str, Any]) -> None:
    war_save["version"] = SAVE_VERSION + 1
    path = tmp_path / "new.json"
    path.write_text(json.dumps(war_save), encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert str(info.value) == (
        f"{path}: save format version {SAVE_VERSION + 1} is newer than this warroom reads ({SAVE_VERSION}); "
        "upgrade warroom to load it"
    )


@pytest.mark.parametrize(
    "raw",
    [[], "warroom-save", 3, None, {}, {"format": "warroom-board", "version": 1}, {"format": "WARROOM-SAVE"}],
)
def test_not_a_warroom_save(raw: Any) -> None:
    with pytest.raises(SaveError) as info:
        check_save(raw, "x.json")
    assert str(info.value) == 'x.json: not a warroom save (no "format": "warroom-save")'


def test_a_foreign_file_is_not_a_save(tmp_path: Path) -> None:
    path = tmp_path / "board.json"
    path.write_text(json.dumps({"format": "warroom-board", "version": 1}), encoding="utf-8")
    with pytest.raises(SaveError, match=r'board\.json: not a warroom save \(no "format": "warroom-save"\)$'):
        load_game(path)


@pytest.mark.parametrize("version", ["1", 0, -1, True, None, 1.0])
def test_a_bad_version_is_damage(version: Any) -> None:
    with pytest.raises(SaveError) as info:
        check_save({"format": "warroom-save", "version": version}, "x.json")
    assert str(info.value) == f"x.json: damaged save, bad format version {version!r}"


@pytest.mark.parametrize(
    ("text", "detail"),
    [("{not json", "Expecting property name"), ("", "Expecting value"), ('{"format": "warroom-save"', "Expecting")],
)
def test_damaged_json(tmp_path: Path, text: str, detail: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        read_save(path)
    message = str(info.value)
    assert message.startswith(f"{path}: damaged save, not valid JSON (") and detail in message


def test_a_save_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"format": "warroom-save", "note": "\xe9"}')
    with pytest.raises(SaveError, match=r"damaged save, not valid JSON \(.*utf-8.*\)$"):
        read_save(path)


def test_an_unreadable_save(tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    with pytest.raises(SaveError) as info:
        load_game(missing)
    assert str(info.value) == f"{missing}: cannot read save: No such file or directory"
    with pytest.raises(SaveError) as info:
        read_save(tmp_path)
    assert str(info.value) == f"{tmp_path}: cannot read save: Is a directory"


@pytest.mark.parametrize(
    ("key", "kind"), [("ruleset", "str"), ("players", "int"), ("options", "dict"), ("seed", "int"), ("actions", "list")]
)
def test_missing_or_mistyped_fields(war_save: dict[str, Any], key: str, kind: str) -> None:
    missing = {k: v for k, v in war_save.items() if k != key}
    with pytest.raises(SaveError) as info:
        load_game(missing)
    assert str(info.value) == f"save: damaged save, '{key}' missing or not a {kind}"
    war_save[key] = "3" if kind != "str" else 3
    with pytest.raises(SaveError) as info:
        load_game(war_save)
    assert str(info.value) == f"save: damaged save, '{key}' missing or not a {kind}"


@pytest.mark.parametrize("entry", [5, "place", None, {"rolls": []}, {"act": {"type": "end_turn"}}])
def test_an_action_entry_that_is_not_one(war_save: dict[str, Any], entry: Any) -> None:
    war_save["actions"].insert(3, entry)
    with pytest.raises(SaveError) as info:
        load_game(war_save)
    assert str(info.value) == "save: damaged save, actions[3] is not an action entry"
    assert not isinstance(info.value, ReplayDivergence)


def test_a_save_that_cannot_start() -> None:
    installed = ", ".join(r.id for r in list_rulesets())
    base = {"format": "warroom-save", "version": 1, "options": {}, "seed": 1, "actions": []}
    cases = [
        ({"ruleset": "risk", "players": 3}, f"unknown ruleset 'risk' (installed: {installed})"),
        ({"ruleset": "war", "players": 9}, "war plays with 3 to 6 players (2 with the option two_players), not 9"),
        ({"ruleset": "war", "players": True}, "the number of players must be a whole number, got True"),
        (
            {"ruleset": "war", "players": 3, "options": {"fog": 1}},
            "war has no option 'fog' (options: colours, objectives_edition, round_limit, trade_bonus, two_players)",
        ),
        ({"ruleset": "war", "players": 3, "seed": False}, "the seed must be a whole number >= 0, got False"),
    ]
    for fields, reason in cases:
        with pytest.raises(SaveError) as info:
            load_game({**base, **fields})
        assert str(info.value) == f"save: cannot start the saved game: {reason}"
        assert not isinstance(info.value, ReplayDivergence)


def test_a_save_of_no_actions_is_the_new_game() -> None:
    """A current save starts the game of its options; a version-1 save (warroom 0.1.0) the game of its
    options under the rules of its time (rules version 1: the legacy option values)."""
    save = {"format": "warroom-save", "ruleset": "war", "players": 4, "options": {}, "seed": 3, "actions": []}
    game = load_game({**save, "version": SAVE_VERSION})
    assert game.history == [] and game.snapshot() == new_game("war", 4, {}, 3).snapshot()
    old = load_game({**save, "version": 1})
    legacy = get_ruleset("war").legacy_options(1)
    assert old.options == {**new_game("war", 4, {}, 3).options, **legacy}
    assert old.snapshot() == new_game("war", 4, legacy, 3).snapshot()
    assert old.snapshot() != game.snapshot(), "the legacy deal differs: the pin is what keeps old saves"


def test_replay_divergence_is_a_save_error(war_save: dict[str, Any]) -> None:
    war_save["actions"][0]["action"] = {"type": "end_turn"}
    with pytest.raises(SaveError) as info:
        load_game(war_save)
    assert isinstance(info.value, ReplayDivergence) and isinstance(info.value, WarroomError)
    assert str(info.value).startswith("save: action 0 ({'type': 'end_turn'}) does not replay: ")


def test_verify_false_skips_rolls_and_snapshot(war_game: Game, war_save: dict[str, Any]) -> None:
    i = next(i for i, e in enumerate(war_save["actions"]) if e["rolls"])
    war_save["actions"][i]["rolls"] = [[7, 7, 7]]
    war_save["snapshot"]["round"] = 99
    with pytest.raises(ReplayDivergence) as info:
        load_game(war_save, verify=True)
    assert str(info.value).startswith(f"save: action {i} (")
    assert str(info.value).endswith("the save recorded [[7, 7, 7]]")
    assert load_game(war_save, verify=False).snapshot() == war_game.snapshot()


def test_entries_without_rolls_and_saves_without_snapshot_still_verify(
    war_game: Game, war_save: dict[str, Any]
) -> None:
    for entry in war_save["actions"]:
        del entry["rolls"]
    del war_save["snapshot"]
    assert load_game(war_save, verify=True).snapshot() == war_game.snapshot()


def test_the_snapshot_check_names_the_first_difference(war_save: dict[str, Any]) -> None:
    war_save["snapshot"]["deck"] = war_save["snapshot"]["deck"][:-1]
    n = len(war_save["actions"])
    with pytest.raises(ReplayDivergence) as info:
        load_game(war_save)
    deck = len(war_save["snapshot"]["deck"])
    assert str(info.value) == (
        f"save: after all {n} actions the state differs at snapshot.deck (length {deck} vs {deck + 1})"
    )


def test_a_toy_game_saves_and_loads(tmp_path: Path) -> None:
    game = played("toy", 3, seed=2, actions=40)
    assert game.log.rolls()
    loaded = load_game(write_save(game, tmp_path / "toy.json"))
    assert loaded.ruleset_id == "toy" and loaded.snapshot() == game.snapshot()
    data = save_data(game)
    i = next(i for i, e in enumerate(data["actions"]) if e["rolls"])
    data["actions"][i]["rolls"][0] = [0]
    with pytest.raises(ReplayDivergence, match=rf"^save: action {i} \("):
        load_game(data)


# -- format versions -----------------------------------------------------------------------------------


def test_every_older_version_has_a_migration() -> None:
    """Bumping SAVE_VERSION without a migration would make every older save fail to load."""
    assert set(saves._MIGRATIONS) == set(range(1, SAVE_VERSION))


def test_migrations_upgrade_an_old_save_step_by_step(monkeypatch: pytest.MonkeyPatch, war_game: Game) -> None:
    calls: list[int] = []

    def one_to_two(data: dict[str, Any]) -> dict[str, Any]:
        calls.append(1)
        upgraded = {k: v for k, v in data.items() if k != "game"}
        return {**upgraded, "version": 2, "ruleset": data["game"]}

    def two_to_three(data: dict[str, Any]) -> dict[str, Any]:
        calls.append(2)
        return {**data, "version": 3, "meta": {**data.get("meta", {}), "upgraded": True}}

    monkeypatch.setattr(saves, "SAVE_VERSION", 3)
    monkeypatch.setattr(saves, "_MIGRATIONS", {1: one_to_two, 2: two_to_three})
    current = json.loads(json.dumps(save_data(war_game)))
    assert current["version"] == 3
    old = {k: v for k, v in current.items() if k != "ruleset"}
    old.update(version=1, game="war")
    data = check_save(old)
    assert calls == [1, 2]
    assert data["version"] == 3 and data["ruleset"] == "war" and data["meta"] == {"upgraded": True}
    assert load_game(old).snapshot() == war_game.snapshot()
    calls.clear()
    # a version-2 save takes only the second step, a current one none
    assert check_save({**old, "version": 2, "ruleset": "war"})["meta"] == {"upgraded": True}
    assert calls == [2]
    calls.clear()
    assert check_save(current) is current and calls == []
    with pytest.raises(SaveError, match=r"save format version 4 is newer than this warroom reads \(3\)"):
        check_save({**current, "version": 4})


# -- first_difference ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "where"),
    [
        ({"x": 1}, {"x": 1}, None),
        ([1, [2, 3]], (1, (2, 3)), None),
        ({"x": 1}, {"x": 2}, "snapshot.x (1 vs 2)"),
        ({"x": 1}, {"x": 1, "y": 2}, "snapshot.y"),
        ({"b": {"c": [1, 2]}, "a": 0}, {"b": {"c": [1, 3]}, "a": 1}, "snapshot.a (0 vs 1)"),
        ({"b": {"c": [1, 2]}}, {"b": {"c": [1, 3]}}, "snapshot.b.c[1] (2 vs 3)"),
        ({"l": [1, 2]}, {"l": [1]}, "snapshot.l (length 2 vs 1)"),
        ({"x": None}, {"x": []}, "snapshot.x (None vs [])"),
        ({1: "a"}, {"1": "a"}, "snapshot.1"),
    ],
)
def test_first_difference(a: Any, b: Any, where: str | None) -> None:
    assert first_difference(a, b) == where


# -- seed commitments --------------------------------------------------------------------------------------


SALT = "0123456789abcdef0123456789abcdef"


def test_a_save_with_a_seed_commitment_verifies(tmp_path: Path, war_game: Game) -> None:
    data = json.loads(json.dumps(save_data(war_game, {"by": "server"}, seed_salt=SALT)))
    assert data["seed_salt"] == SALT and data["seed_commitment"] == seed_commitment(war_game.seed, SALT)
    assert data["version"] == SAVE_VERSION == 2
    assert saves.verify_commitment(data) == data["seed_commitment"]
    assert load_game(data, verify=True).snapshot() == war_game.snapshot()
    path = tmp_path / "committed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert load_game(path).snapshot() == war_game.snapshot()
    # without a salt there is no commitment, and such saves (all older ones) load as before
    plain = save_data(war_game)
    assert "seed_salt" not in plain and "seed_commitment" not in plain
    assert saves.verify_commitment(plain) is None
    assert load_game(plain).snapshot() == war_game.snapshot()


def test_a_tampered_seed_or_commitment_is_refused(war_game: Game) -> None:
    data = json.loads(json.dumps(save_data(war_game, seed_salt=SALT)))
    for key, value in (("seed", data["seed"] + 1), ("seed_commitment", "0" * 64), ("seed_salt", SALT[::-1])):
        tampered = {**data, key: value}
        with pytest.raises(ReplayDivergence) as info:
            load_game(tampered, verify=True)
        assert str(info.value) == (
            f"save: the seed commitment does not hold: seed {tampered['seed']} with salt {tampered['seed_salt']} "
            f"does not give {tampered['seed_commitment']}"
        )
    # a changed seed replays other dice, which verify=False does not look at; the commitment neither
    assert load_game({**data, "seed_commitment": "0" * 64}, verify=False).snapshot() == war_game.snapshot()
    without_salt = {k: v for k, v in data.items() if k != "seed_salt"}
    with pytest.raises(SaveError, match=r"^save: damaged save, 'seed_commitment' without the 'seed_salt' to check it$"):
        load_game(without_salt)


@pytest.mark.parametrize(
    ("key", "value", "words"),
    [
        ("seed_commitment", "abc", "64 hexadecimal digits"),
        ("seed_commitment", 7, "64 hexadecimal digits"),
        ("seed_commitment", "g" * 64, "64 hexadecimal digits"),
        ("seed_salt", "", "1 to 256 printable ASCII characters"),
        ("seed_salt", "salt with spaces", "1 to 256 printable ASCII characters"),
        ("seed_salt", ["0"], "1 to 256 printable ASCII characters"),
        ("seed_salt", "\ud800", "1 to 256 printable ASCII characters"),
    ],
)
def test_a_malformed_commitment_is_damage(war_game: Game, key: str, value: Any, words: str) -> None:
    data = {**save_data(war_game, seed_salt=SALT), key: value}
    with pytest.raises(SaveError) as info:
        check_save(data)
    assert str(info.value) == f"save: damaged save, '{key}' is not {words}"
    assert not isinstance(info.value, ReplayDivergence)


def test_replay_verify_reports_the_commitment(
    tmp_path: Path, war_game: Game, capsys: pytest.CaptureFixture[str]
) -> None:
    from warroom.cli.main import main

    path = tmp_path / "committed.json"
    path.write_text(json.dumps(save_data(war_game, seed_salt=SALT)), encoding="utf-8")
    assert main(["replay", str(path), "--verify"]) == 0
    commitment = seed_commitment(war_game.seed, SALT)
    lines = capsys.readouterr().out.splitlines()
    assert f"seed commitment verified: {commitment} is the commitment to seed 8 with salt {SALT}" in lines
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps(save_data(war_game)), encoding="utf-8")
    assert main(["replay", str(plain), "--verify"]) == 0
    assert "seed commitment" not in capsys.readouterr().out
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seed"] += 1
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path), "--verify"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith(f"replay diverged: {path}: the seed commitment does not hold")


# -- damaged saves are SaveErrors, never Python errors -------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("[" * 5000 + "]" * 5000, "damaged save, not valid JSON (nested too deeply)"),
        ('{"seed": ' + "9" * 5000 + "}", "damaged save, not valid JSON (Exceeds the limit (4300 digits)"),
        (
            '{"format": "warroom-save", "version": 1, "ruleset": "war", "players": 3, "options": {}, "seed": 1, '
            '"actions": [], "meta": ' + "[" * 150 + "]" * 150 + "}",
            "damaged save, nested more than 100 levels deep",
        ),
    ],
)
def test_deep_and_huge_json_is_damage(tmp_path: Path, text: str, problem: str) -> None:
    path = tmp_path / "deep.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert str(info.value).startswith(f"{path}: {problem}")


@pytest.mark.parametrize(
    ("action", "rolls", "problem"),
    [
        ({"type": ["place"]}, [], "an action is an object with a 'type' string"),
        ({"type": {"a": 1}}, [], "an action is an object with a 'type' string"),
        ([1, 2], [], "an action is an object with a 'type' string"),
        ({"type": "end_turn"}, [[1, "6"]], "'rolls' must be lists of whole numbers"),
        ({"type": "end_turn"}, {"0": [1]}, "'rolls' must be lists of whole numbers"),
        ({"type": "end_turn"}, [[True]], "'rolls' must be lists of whole numbers"),
    ],
)
def test_a_malformed_action_entry_is_damage(war_save: dict[str, Any], action: Any, rolls: Any, problem: str) -> None:
    war_save["actions"][2] = {"action": action, "rolls": rolls}
    with pytest.raises(SaveError) as info:
        load_game(war_save)
    assert str(info.value) == f"save: damaged save, actions[2]: {problem}"
    assert not isinstance(info.value, ReplayDivergence)
