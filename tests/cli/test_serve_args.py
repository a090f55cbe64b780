"""``warroom serve``'s limit on new games an address may create an hour (docs/server.md, "Limits")."""

from __future__ import annotations

from typing import Any

import pytest

from warroom.cli.main import main
from warroom.server.limits import Limits


def test_the_limit_reaches_the_server(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    def fake_run(*args: Any, **kwargs: Any) -> int:
        seen.update(kwargs)
        return 0

    monkeypatch.setattr("warroom.server.app.run", fake_run)
    assert main(["serve", "--games-per-client", "500"]) == 0
    assert seen["games_per_client"] == 500
    assert main(["serve"]) == 0
    assert seen["games_per_client"] == Limits().games_per_client


@pytest.mark.parametrize("value", ["0", "-3", "2000000"])
def test_a_limit_out_of_range_is_refused_before_serving(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--games-per-client", value]) == 2
    assert f"--games-per-client must be between 1 and 1000000, not {value}" in capsys.readouterr().err


def test_the_server_is_built_with_that_limit(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    import uvicorn

    from warroom.server import app as server_app

    built: dict[str, Any] = {}
    monkeypatch.setattr(server_app, "create_app", lambda db, **kwargs: built.update(kwargs) or "app")
    monkeypatch.setattr(uvicorn, "run", lambda *args, **kwargs: None)
    db = f"sqlite:///{tmp_path / 'g.db'}"
    assert server_app.run("127.0.0.1", 0, db, 1, games_per_client=7) == 0
    assert built["limits"].games_per_client == 7
    assert built["limits"].requests_per_s == Limits().requests_per_s  # the other limits stay
