"""Saves and replays: versioned JSON holding the action log, the dice each action rolled, and a snapshot.

A save is loaded by replaying its actions from (ruleset, players, options, seed); the recorded dice and
the final snapshot are then compared, so a replay that does not reproduce the game fails loudly at the
first divergence. Never pickle: a save is plain data that survives upgrades through ``_MIGRATIONS``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from warroom.core.errors import IllegalAction, ReplayDivergence, SaveError, WarroomError
from warroom.core.game import Game

SAVE_FORMAT = "warroom-save"
SAVE_VERSION = 1

#: Upgrades from one format version to the next: ``_MIGRATIONS[n]`` turns a version-n save into n+1.
_MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def save_data(game: Game, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save of a game as a JSON-friendly object."""
    rolls: list[list[list[int]]] = [[] for _ in game.history]
    for event in game.log.since(0):
        if event.kind == "roll" and event.action_index >= 0:
            rolls[event.action_index].append(list(event.data["dice"]))
    from warroom import __version__

    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "warroom": __version__,
        "ruleset": game.ruleset_id,
        "players": game.players,
        "options": game.options,
        "seed": game.seed,
        "actions": [{"action": action.to_json(), "rolls": r} for action, r in zip(game.history, rolls, strict=True)],
        "snapshot": game.snapshot(),
        "meta": dict(meta or {}),
    }


def write_save(game: Game, path: str | Path, meta: dict[str, Any] | None = None) -> Path:
    """Write a save file atomically (a partial write never replaces a good save)."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(save_data(game, meta), ensure_ascii=False, indent=1), encoding="utf-8")
    tmp.replace(path)
    return path


def read_save(path: str | Path) -> dict[str, Any]:
    """Read and check the outer shape of a save file, upgrading older versions."""
    path = Path(path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SaveError(f"{path}: cannot read save: {exc.strerror or exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path}: damaged save, not valid JSON ({exc})") from None
    return check_save(raw, str(path))


def check_save(raw: Any, source: str = "save") -> dict[str, Any]:
    if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
        raise SaveError(f'{source}: not a warroom save (no "format": "{SAVE_FORMAT}")')
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"{source}: damaged save, bad format version {version!r}")
    if version > SAVE_VERSION:
        raise SaveError(
            f"{source}: save format version {version} is newer than this warroom reads ({SAVE_VERSION}); "
            "upgrade warroom to load it"
        )
    data: dict[str, Any] = raw
    while version < SAVE_VERSION:
        upgrade = _MIGRATIONS.get(version)
        if upgrade is None:
            raise SaveError(f"{source}: no upgrade from save format version {version}")
        data = upgrade(data)
        if not isinstance(data.get("version"), int) or data["version"] <= version:
            raise SaveError(f"{source}: the upgrade from save format version {version} did not raise the version")
        version = data["version"]
    for key, kind in (
        ("ruleset", str),
        ("players", int),
        ("options", dict),
        ("seed", int),
        ("actions", list),
    ):
        if not isinstance(data.get(key), kind):
            raise SaveError(f"{source}: damaged save, '{key}' missing or not a {kind.__name__}")
    for i, entry in enumerate(data["actions"]):
        if not isinstance(entry, dict) or "action" not in entry:
            raise SaveError(f"{source}: damaged save, actions[{i}] is not an action entry")
    return data


def load_game(source: str | Path | dict[str, Any], verify: bool = True) -> Game:
    """Rebuild a game from a save by replaying it. With ``verify``, dice and snapshot must match."""
    from warroom.core.registry import new_game

    if isinstance(source, dict):
        data, name = check_save(source), "save"
    else:
        data, name = read_save(source), str(source)
    try:
        game = new_game(data["ruleset"], data["players"], data["options"], data["seed"])
    except WarroomError as exc:
        raise SaveError(f"{name}: cannot start the saved game: {exc}") from None
    for i, entry in enumerate(data["actions"]):
        mark = len(game.log)
        try:
            game.apply(game.codec.decode(entry["action"]))
        except IllegalAction as exc:
            raise ReplayDivergence(f"{name}: action {i} ({entry['action']}) does not replay: {exc}") from None
        if verify and "rolls" in entry:
            rolled = [list(e.data["dice"]) for e in game.log.since(mark) if e.kind == "roll"]
            if rolled != entry["rolls"]:
                raise ReplayDivergence(
                    f"{name}: action {i} ({entry['action']}) rolled {rolled}, the save recorded {entry['rolls']}"
                )
    if verify and "snapshot" in data:
        where = first_difference(data["snapshot"], game.snapshot())
        if where is not None:
            raise ReplayDivergence(f"{name}: after all {len(data['actions'])} actions the state differs at {where}")
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
    return None if a == b else f"{path} ({a!r} vs {b!r})"
