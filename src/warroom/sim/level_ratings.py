"""The computer levels' calibrated ratings, shipped as data (``warroom/data/level_ratings.json``).

``warroom calibrate`` writes the file (:mod:`warroom.sim.calibration`); the game server starts every
``level:NAME`` rating of a ruleset from it (:mod:`warroom.server.ratings`). The file::

    {"about": "...", "model": "...",
     "rulesets": {"war": {"levels": {"easy": {"mu": 24.1, "sigma": 1.2, "games": 120}, ...},
                          "provenance": {"command": "...", "date": "...", "warroom_version": "...", ...}}}}
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from warroom.core.errors import WarroomError
from warroom.core.files import read_json_tree
from warroom.core.text import Msg
from warroom.data import data_path
from warroom.sim.skill import Skill

#: The shipped file's name under ``warroom/data``.
FILE_NAME = "level_ratings.json"
#: What every ruleset's provenance records.
PROVENANCE_KEYS = ("command", "date", "warroom_version", "players", "games_per_pairing", "seed", "seed_rule")


class LevelRatingsError(WarroomError):
    """A level ratings file that is not what ``warroom calibrate`` writes."""


@dataclass(frozen=True)
class LevelRating:
    """One level's calibrated rating and the calibration games it rests on (0: the model's prior, unmeasured)."""

    skill: Skill
    games: int


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def check_document(doc: Any, where: str = FILE_NAME) -> dict[str, dict[str, LevelRating]]:
    """The ratings of a level ratings document by ruleset and level; raise naming the first thing wrong."""
    if not isinstance(doc, dict) or not isinstance(doc.get("rulesets"), dict):
        raise LevelRatingsError(f"{where}: not a level ratings file (no 'rulesets' object)")
    out: dict[str, dict[str, LevelRating]] = {}
    for ruleset, entry in doc["rulesets"].items():
        if not isinstance(entry, dict) or not isinstance(entry.get("levels"), dict) or not entry["levels"]:
            raise LevelRatingsError(f"{where}: ruleset {ruleset!r} has no 'levels' object")
        provenance = entry.get("provenance")
        if not isinstance(provenance, dict):
            raise LevelRatingsError(f"{where}: ruleset {ruleset!r} has no 'provenance' object")
        missing = [key for key in PROVENANCE_KEYS if key not in provenance]
        if missing:
            raise LevelRatingsError(f"{where}: ruleset {ruleset!r}'s provenance lacks {', '.join(missing)}")
        levels: dict[str, LevelRating] = {}
        for level, rating in entry["levels"].items():
            if not isinstance(rating, dict) or not all(_number(rating.get(k)) for k in ("mu", "sigma")):
                raise LevelRatingsError(f"{where}: {ruleset} level {level!r} needs numbers 'mu' and 'sigma'")
            games = rating.get("games")
            if not isinstance(games, int) or isinstance(games, bool) or games < 0:
                raise LevelRatingsError(f"{where}: {ruleset} level {level!r} needs a count of 'games' (0 or more)")
            if rating["sigma"] <= 0:
                raise LevelRatingsError(f"{where}: {ruleset} level {level!r} has a 'sigma' that is not above 0")
            levels[level] = LevelRating(Skill(float(rating["mu"]), float(rating["sigma"])), games)
        out[ruleset] = levels
    return out


#: The largest level ratings file read (the shipped one takes some 20 KiB).
MAX_BYTES = 4 << 20


def read_document(path: str | Path) -> dict[str, Any]:
    """A level ratings file's JSON, checked (:func:`check_document`); a regular file of at most
    :data:`MAX_BYTES` (a device such as /dev/zero, a FIFO or a huge file is refused, not read forever)."""
    doc = read_json_tree(path, MAX_BYTES, LevelRatingsError, Msg("core.error.what.level_ratings"))
    check_document(doc, str(path))
    if not isinstance(doc, dict):  # check_document refused anything else; this tells the type checker
        raise LevelRatingsError(f"{path}: not a level ratings file")
    return doc


@lru_cache(maxsize=1)
def shipped() -> dict[str, dict[str, LevelRating]]:
    """The shipped calibration by ruleset and level (read once); empty when the file is missing."""
    path = data_path(FILE_NAME)
    if not path.exists():  # a checkout before the first calibration: every level starts from the prior
        return {}
    return check_document(read_document(path))


def calibrated(ruleset_id: str) -> dict[str, Skill]:
    """The calibrated ratings of ``ruleset_id``'s levels that the calibration measured, by level name.

    A level the run could not afford to play (0 games: its entry is the model's prior) is left out: it
    has no rating to show until it plays people. Empty for a ruleset the file does not hold."""
    return {level: rated.skill for level, rated in shipped().get(ruleset_id, {}).items() if rated.games > 0}
