"""Weights fitted to self-play by the scripts in tools/, read from the package data (data/agents/)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources


@cache
def fitted_weights(filename: str, features: tuple[str, ...]) -> tuple[float, ...]:
    """The weights of ``features``, in order, from ``data/agents/<filename>`` (read once); a ValueError
    naming the file and the features it lacks if any is missing."""
    data = json.loads(resources.files("warroom.data").joinpath(f"agents/{filename}").read_text())
    weights = data.get("weights", {})
    missing = [name for name in features if name not in weights]
    if missing:
        raise ValueError(f"data/agents/{filename} has no weight for {', '.join(missing)}")
    return tuple(float(weights[name]) for name in features)
