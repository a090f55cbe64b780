"""Fixtures of the server tests: an app over a fresh database (SQLite, and PostgreSQL when
WARROOM_TEST_POSTGRES_URL names one) and a client. Helpers live in server_helpers.py."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

from server_helpers import POSTGRES_ENV, TestClient, fresh_postgres, postgres_url  # noqa: E402

from warroom.server.app import create_app  # noqa: E402
from warroom.server.limits import Limits  # noqa: E402


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh database: a SQLite file, then PostgreSQL (skipped unless WARROOM_TEST_POSTGRES_URL is set)."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.db'}"
    url = postgres_url()
    if url is None:
        pytest.skip(f"no PostgreSQL server: set {POSTGRES_ENV} (.ci/run does)")
    return fresh_postgres(url)


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    # One test client makes requests faster than any person: no request rate limit here (test_api tests it).
    # Tests choose seeds of games with several people, to be repeatable (test_seeds tests the refusal).
    limits = Limits(requests_per_s=1e9, request_burst=10**9)
    with TestClient(create_app(sqlite_url, limits=limits, any_seed=True)) as c:
        yield c
