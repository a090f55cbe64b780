"""The ``ir`` fixture for the War: Império Romano tests: WAR's test helpers (tests/rulesets/war_helpers.py:
``game``, ``arrange``, ``dice``, ``rejects``, ...) on games of ``war-imperio-romano``.

Seats not named in ``arrange(objectives=...)`` get "18 provinces with two legions each", which an
arranged position (one legion everywhere) never meets by accident.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

_RULESETS = str(Path(__file__).resolve().parents[1])
if _RULESETS not in sys.path:
    sys.path.insert(0, _RULESETS)

from war_helpers import War  # noqa: E402

RULESET = "war-imperio-romano"
SAFE_OBJECTIVE = "provinces-18-two-legions"


@pytest.fixture
def ir() -> War:
    return War(RULESET, safe_objective=SAFE_OBJECTIVE)
