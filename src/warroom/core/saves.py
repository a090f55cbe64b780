"""Saves and replays: versioned JSON holding the action log, the dice each action rolled, and a snapshot.

A save is loaded by replaying its actions from (ruleset, players, options, seed); the recorded dice and
the final snapshot are then compared, so a replay that does not reproduce the game fails loudly at the
first divergence. Never pickle: a save is plain data that survives upgrades through ``_MIGRATIONS``.

A save may also hold a seed commitment (``seed_salt`` and ``seed_commitment``, see
:mod:`warroom.core.commitment`): the game server publishes the commitment while the game goes on, and a
verified load checks that the save's seed is the seed committed to. Saves without one load as before.

A save is data from anywhere, so it is checked before use: a regular file of at most
:data:`SAVE_LIMIT` bytes, nested at most :data:`~warroom.core.files.MAX_DEPTH` deep, with every field
of the right type; every refusal is a SaveError naming the file.

A save records the rules version it was made under (``rules``, :data:`~warroom.core.registry.RULES_VERSION`).
Format version 1 (warroom 0.1.0) has none: its upgrade to version 2 writes into the save's options the
values that pin the rules of that time (``Ruleset.legacy_options(1)``), so it replays exactly as it was
played and then plays on under the current rules.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from warroom.core.commitment import commitment_holds, seed_commitment
from warroom.core.errors import IllegalAction, ReplayDivergence, SaveError, WarroomError
from warroom.core.files import nesting_problem, read_json
from warroom.core.game import Game
from warroom.core.options import show
from warroom.core.registry import RULES_VERSION, get_ruleset
from warroom.core.text import Msg, Noun, Param

SAVE_FORMAT = "warroom-save"
SAVE_VERSION = 2
#: The largest save file read (a game of 2,000 actions saves in about 300 KB).
SAVE_LIMIT = 64 * 1024 * 1024

_COMMITMENT = re.compile(r"[0-9a-fA-F]{64}")
# A salt is printable ASCII (new_salt makes 32 hex digits): it is hashed as text and shown on one line.
_SALT = re.compile(r"[\x21-\x7e]{1,256}")


def _from_version_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 (warroom 0.1.0, rules version 1) to 2: record ``"rules": 1`` and pin the rules of that
    time in the options (an unknown ruleset or damaged options are left for the checks that follow)."""
    out = {**data, "version": 2, "rules": 1}
    ruleset, options = data.get("ruleset"), data.get("options")
    if isinstance(ruleset, str) and isinstance(options, dict):
        with contextlib.suppress(WarroomError):  # an unknown ruleset: replay_save says so
            out["options"] = get_ruleset(ruleset).pin_legacy(options, 1)
    return out


#: Upgrades from one format version to the next: ``_MIGRATIONS[n]`` turns a version-n save into n+1.
_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _from_version_1}


def save_data(game: Game, meta: dict[str, Any] | None = None, *, seed_salt: str | None = None) -> dict[str, Any]:
    """The save of a game as a JSON-friendly object.

    With ``seed_salt`` the save also holds ``seed_salt`` and ``seed_commitment`` (the commitment to the
    game's seed under that salt), which a verified load checks.
    """
    rolls: list[list[list[int]]] = [[] for _ in game.history]
    for event in game.log.since(0):
        if event.kind == "roll" and event.action_index >= 0:
            rolls[event.action_index].append(list(event.data["dice"]))
    from warroom import __version__

    data: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "rules": RULES_VERSION,
        "warroom": __version__,
        "ruleset": game.ruleset_id,
        "players": game.players,
        "options": game.options,
        "seed": game.seed,
        "actions": [{"action": action.to_json(), "rolls": r} for action, r in zip(game.history, rolls, strict=True)],
        "snapshot": game.snapshot(),
        "meta": dict(meta or {}),
    }
    if seed_salt is not None:
        data["seed_salt"] = seed_salt
        data["seed_commitment"] = seed_commitment(game.seed, seed_salt)
    return data


def write_save(game: Game, path: str | Path, meta: dict[str, Any] | None = None) -> Path:
    """Write a save file atomically (a partial write never replaces a good save)."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(save_data(game, meta), ensure_ascii=False, indent=1), encoding="utf-8")
    tmp.replace(path)
    return path


#: What a save's messages call a save that came without a file name.
SAVE_WORD = Msg("core.error.what.save")


def read_save(path: str | Path) -> dict[str, Any]:
    """Read and check the outer shape of a save file, upgrading older versions."""
    path = Path(path)
    raw = read_json(
        path,
        SAVE_LIMIT,
        SaveError,
        SAVE_WORD,
        lambda reason: SaveError(Msg("core.error.save_json", source=str(path), reason=reason)),
    )
    return check_save(raw, str(path))


def check_save(raw: Any, source: Param = SAVE_WORD) -> dict[str, Any]:
    """Check a decoded save's shape and the type of every field, upgrading older versions.

    ``source`` names the save in messages. Raises SaveError naming the field that is wrong.
    """
    if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
        raise SaveError(Msg("core.error.not_a_save", source=source, format=SAVE_FORMAT))
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(Msg("core.error.save_version", source=source, value=show(version)))
    if version > SAVE_VERSION:
        raise SaveError(Msg("core.error.save_newer", source=source, version=version, reads=SAVE_VERSION))
    data: dict[str, Any] = raw
    while version < SAVE_VERSION:
        upgrade = _MIGRATIONS.get(version)
        if upgrade is None:
            raise SaveError(Msg("core.error.save_no_upgrade", source=source, version=version))
        data = upgrade(data)
        if not isinstance(data.get("version"), int) or data["version"] <= version:
            raise SaveError(Msg("core.error.save_upgrade_stuck", source=source, version=version))
        version = data["version"]
    for key, kind in (
        ("ruleset", str),
        ("players", int),
        ("options", dict),
        ("seed", int),
        ("actions", list),
    ):
        if not isinstance(data.get(key), kind):
            raise SaveError(
                Msg("core.error.save_field", source=source, key=key, kind=Msg(f"core.error.type.{kind.__name__}"))
            )
    # Before anything walks the save recursively (the snapshot comparison does).
    problem = nesting_problem(data)
    if problem is not None:
        raise SaveError(Msg("core.error.save_problem", source=source, problem=problem))
    for i, entry in enumerate(data["actions"]):
        if not isinstance(entry, dict) or "action" not in entry:
            raise SaveError(Msg("core.error.save_entry", source=source, i=i))
        action = entry["action"]
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise SaveError(Msg("core.error.save_action", source=source, i=i))
        if "rolls" in entry and not _is_rolls(entry["rolls"]):
            raise SaveError(Msg("core.error.save_rolls", source=source, i=i))
    rules = data.get("rules", RULES_VERSION)
    if not isinstance(rules, int) or isinstance(rules, bool) or not 1 <= rules <= RULES_VERSION:
        raise SaveError(Msg("core.error.save_rules", source=source, latest=RULES_VERSION, value=show(rules)))
    for key, pattern, words in (
        ("seed_commitment", _COMMITMENT, "core.error.save_commitment"),
        ("seed_salt", _SALT, "core.error.save_salt"),
    ):
        if key in data and not (isinstance(data[key], str) and pattern.fullmatch(data[key])):
            raise SaveError(Msg(words, source=source))
    return data


def _is_die(value: Any) -> bool:
    # Bounded so that a divergence message can print every roll (no die is near 2**53).
    return isinstance(value, int) and not isinstance(value, bool) and -(2**53) <= value <= 2**53


def _is_rolls(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(dice, list) and all(map(_is_die, dice)) for dice in value)


def load_game(source: str | Path | dict[str, Any], verify: bool = True) -> Game:
    """Rebuild a game from a save by replaying it. With ``verify``, dice and snapshot must match, and so
    must the seed commitment where the save has one."""
    name: Param
    if isinstance(source, dict):
        data, name = check_save(source), SAVE_WORD
    else:
        data, name = read_save(source), str(source)
    return replay_save(data, name, verify)


def verify_commitment(data: dict[str, Any], name: Param = SAVE_WORD) -> str | None:
    """Check a checked save's seed commitment: its commitment, or None for a save without one.

    A commitment without its salt is a SaveError; one that does not hold for the save's seed a
    ReplayDivergence (the seed or the commitment was changed).
    """
    commitment = data.get("seed_commitment")
    if commitment is None:
        return None
    salt = data.get("seed_salt")
    if salt is None:
        raise SaveError(Msg("core.error.save_no_salt", source=name))
    if not commitment_holds(data["seed"], salt, commitment):
        raise ReplayDivergence(
            Msg("core.error.save_commitment_fails", source=name, seed=data["seed"], salt=salt, commitment=commitment)
        )
    return str(commitment)


def replay_save(data: dict[str, Any], name: Param = SAVE_WORD, verify: bool = True) -> Game:
    """Replay a save already checked by :func:`check_save`; ``name`` names it in messages (see load_game)."""
    if verify:
        verify_commitment(data, name)
    try:
        ruleset = get_ruleset(data["ruleset"])
        # A save of older rules plays with the options that pin them (the upgrade wrote them already;
        # this covers a save of a later format that still names an older rules version).
        options = ruleset.pin_legacy(data["options"], data.get("rules", RULES_VERSION))
        game = ruleset.new_game(data["players"], options, data["seed"])
    except WarroomError as exc:
        raise SaveError(Msg("core.error.save_start", source=name, why=exc.message)) from None
    for i, entry in enumerate(data["actions"]):
        mark = len(game.log)
        try:
            game.apply(game.codec.decode(entry["action"]))
        except IllegalAction as exc:
            action = show(entry["action"])
            raise ReplayDivergence(
                Msg("core.error.save_replay", source=name, i=i, action=action, why=exc.message)
            ) from None
        if verify and "rolls" in entry:
            rolled = [list(e.data["dice"]) for e in game.log.since(mark) if e.kind == "roll"]
            if rolled != entry["rolls"]:
                raise ReplayDivergence(
                    Msg(
                        "core.error.save_rolled",
                        source=name,
                        i=i,
                        action=show(entry["action"]),
                        rolled=str(rolled),
                        recorded=str(entry["rolls"]),
                    )
                )
    if verify and "snapshot" in data:
        where = first_difference(data["snapshot"], game.snapshot())
        if where is not None:
            count = len(data["actions"])
            actions = Noun("core.error.noun.actions", count)
            raise ReplayDivergence(Msg("core.error.save_state", source=name, count=count, actions=actions, where=where))
    return game


def first_difference(a: Any, b: Any, path: str = "snapshot") -> str | None:
    """The path of the first place where two JSON-like values differ, or None if equal."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if key not in a or key not in b:
                return f"{path}.{key}"
            found = first_difference(a[key], b[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        if len(a) != len(b):
            return f"{path} (length {len(a)} vs {len(b)})"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None
    return None if a == b else f"{path} ({show(a)} vs {show(b)})"
