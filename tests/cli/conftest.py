"""Registers the toy rulesets (tests/fixtures/toy_ruleset.py) for these tests."""

from __future__ import annotations

import sys
from pathlib import Path

_TESTS = str(Path(__file__).resolve().parents[1])
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)

from fixtures.setup import install_toy  # noqa: E402

install_toy()
