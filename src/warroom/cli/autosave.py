"""Autosave of terminal games to a per-user folder, and finding the last one (``play --continue``).

The folder is ``$WARROOM_SAVE_DIR``, else ``$XDG_DATA_HOME/warroom/saves``, else
``~/.local/share/warroom/saves``. A game is saved there after each human decision as
``RULESET-SEED.json`` (a save like ``save FILE`` writes, with the seats), so the newest file is the
last game played.
"""

from __future__ import annotations

import os
from pathlib import Path

#: The environment variable that moves the folder (tests set it to a temporary folder).
SAVE_DIR_ENV = "WARROOM_SAVE_DIR"


def save_dir() -> Path:
    """The folder autosaves go to (not created here)."""
    chosen = os.environ.get(SAVE_DIR_ENV)
    if chosen:
        return Path(chosen)
    data_home = os.environ.get("XDG_DATA_HOME")
    base = Path(data_home) if data_home else Path.home() / ".local" / "share"
    return base / "warroom" / "saves"


def autosave_path(ruleset_id: str, seed: int) -> Path:
    """Where a game of ``ruleset_id`` with ``seed`` is autosaved."""
    return save_dir() / f"{ruleset_id}-{seed}.json"


def last_save() -> Path | None:
    """The most recently written autosave, or None when there is none."""
    folder = save_dir()
    if not folder.is_dir():
        return None
    saves = [p for p in folder.glob("*.json") if p.is_file()]
    return max(saves, key=lambda p: p.stat().st_mtime_ns) if saves else None


def saved_seats(path: str | Path) -> list[str] | None:
    """The seats a save of ``warroom play`` recorded (``["human", "ai:greedy"]``), or None."""
    from warroom.core.saves import read_save

    meta = read_save(path).get("meta")
    seats = meta.get("seats") if isinstance(meta, dict) else None  # a hand-edited save may hold anything
    if isinstance(seats, list) and all(isinstance(s, str) for s in seats):
        return list(seats)
    return None
