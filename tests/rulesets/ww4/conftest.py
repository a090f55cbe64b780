"""Puts this folder (for ``ww4_helpers``) and the one above (for ``narration_checks``) on the import path:
the test folders have no packages."""

from __future__ import annotations

import sys
from pathlib import Path

# This folder, and the one above for ``narration_checks`` (shared with the other families' tests).
for _path in (Path(__file__).resolve().parent, Path(__file__).resolve().parents[1]):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))
