"""Game content as data files: boards, decks, objectives, with provenance."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def data_path(*parts: str) -> Path:
    """The path of a packaged data file, e.g. ``data_path("boards", "war-classic.json")``."""
    return Path(str(resources.files("warroom.data").joinpath(*parts)))
