"""Puts this folder on the import path for ``ww4_helpers`` (the test folders have no packages)."""

from __future__ import annotations

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
