"""Fixtures for the web client's end-to-end tests: a real `warroom serve` on a free port with a temporary SQLite
database, and Debian's headless Chromium driven by Playwright. Without Chromium or Playwright the tests skip."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Generator, Iterator
from pathlib import Path
from typing import Any

import pytest

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "web"

#: The log of the session's `warroom serve`, shown beside any failing web test (a page that never drew is
#: otherwise a bare timeout: the server's side of it is here).
_SERVER_LOG: list[Path] = []


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "web: end-to-end tests in a headless Chromium (skipped without one)")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report: pytest.TestReport = yield
    if report.failed and _SERVER_LOG and "server" in getattr(item, "fixturenames", ()):
        tail = _SERVER_LOG[0].read_text(errors="replace")[-6000:]
        report.sections.append(("warroom serve log (last 6000 characters)", tail))
    return report


def chromium_path() -> str | None:
    explicit = os.environ.get("WARROOM_CHROMIUM")
    if explicit:
        return explicit if Path(explicit).exists() else None
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of a `warroom serve` started for these tests."""
    db = tmp_path_factory.mktemp("web-db") / "warroom.db"
    port = _free_port()
    log_path = tmp_path_factory.mktemp("web-log") / "serve.log"
    log = log_path.open("w")
    _SERVER_LOG[:] = [log_path]
    cmd = [
        sys.executable,
        "-c",
        "import sys; from warroom.cli.main import main; sys.exit(main())",
        "serve",
        "--port",
        str(port),
        "--db",
        f"sqlite:///{db}",
        # The browser tests create some 50 games from one address within minutes: over the default hourly
        # limit of 60 as soon as a few more tests are added.
        "--games-per-client",
        "1000",
    ]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}  # the log is read while the server runs
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"{base}/api/rulesets", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                log.flush()
                raise RuntimeError(f"warroom serve did not start: {Path(log.name).read_text()[-2000:]}")
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    exe = chromium_path()
    if exe is None:
        pytest.skip("no Chromium found (apt-get install chromium, or set WARROOM_CHROMIUM)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright is not installed (the test extra)")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=exe, args=["--no-sandbox", "--disable-dev-shm-usage"])
        try:
            yield b
        finally:
            b.close()


@pytest.fixture()
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
