"""Fixtures of the core tests."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from tiny_board import TINY


@pytest.fixture
def tiny() -> dict[str, Any]:
    return copy.deepcopy(TINY)
