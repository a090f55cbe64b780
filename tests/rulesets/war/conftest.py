"""The ``war`` fixture for the WAR ruleset tests: the helpers of tests/rulesets/war_helpers.py
(start a game, arrange a position, script the dice), shared with the tests of WAR's variants.

This folder has no package, so the helpers' folder is put on the import path here, as the other
conftests of this project do.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

_RULESETS = str(Path(__file__).resolve().parents[1])
if _RULESETS not in sys.path:
    sys.path.insert(0, _RULESETS)

from war_helpers import SAFE_OBJECTIVE, War  # noqa: E402

__all__ = ["SAFE_OBJECTIVE", "War", "war"]


@pytest.fixture
def war() -> War:
    return War()
