"""Helpers of the server tests (imported by the tests and by conftest.py)."""

from __future__ import annotations

import os
import time
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import pytest

# Starlette's TestClient prefers httpx2 and says so; httpx works the same for these tests.
warnings.filterwarnings("ignore", message=r".*httpx.*starlette\.testclient.*")

from fastapi.testclient import TestClient  # noqa: E402

POSTGRES_ENV = "WARROOM_TEST_POSTGRES_URL"
T = TypeVar("T")


def postgres_url() -> str | None:
    return os.environ.get(POSTGRES_ENV) or None


def fresh_postgres(url: str) -> str:
    """Empty the test database (drop the server's tables) and answer its URL."""
    from sqlalchemy import text

    from warroom.server.db import make_engine, metadata

    engine = make_engine(url)
    try:
        metadata.drop_all(engine)
        # Alembic's record too: left behind, it would say the missing tables are at the newest revision.
        with engine.begin() as conn:
            conn.execute(text("DROP TABLE IF EXISTS alembic_version"))
    finally:
        engine.dispose()
    return url


def wait_for(check: Callable[[], T | None], what: str, timeout: float = 30.0, every: float = 0.02) -> T:
    """Poll ``check`` until it answers something truthy; fail naming ``what`` after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            pytest.fail(f"gave up after {timeout:g} s waiting for {what}")
        time.sleep(every)


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/games", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


@contextmanager
def socket(client: TestClient, game_id: str, token: str | None = None, query: str = "") -> Iterator[Any]:
    """A game's WebSocket that has said who it is (its first message carries the token, or null)."""
    with client.websocket_connect(f"/api/games/{game_id}/ws{query}") as ws:
        ws.send_json({"token": token})
        yield ws
