"""A real ``warroom serve`` process for the server tests: started on a free port, waited for until it
answers ``/api/health``, and killed with SIGKILL (no clean shutdown: what is not committed is lost).

Used by test_restart.py and test_durability.py. The process inherits this environment, so a PYTHONPATH
that points at another checkout of warroom serves that checkout.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import httpx
import pytest
from server_helpers import wait_for


def free_port() -> int:
    """A TCP port of 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    """``warroom serve --db DB`` on a free port of 127.0.0.1, its output appended to ``log``; ``args``:
    more options of ``warroom serve``."""

    def __init__(self, db: str, log: Path, *, startup_timeout: float = 60.0, args: Sequence[str] = ()) -> None:
        self.db = db
        self.port = free_port()
        self.log = log
        self.base_url = f"http://127.0.0.1:{self.port}"
        with log.open("ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "warroom.cli.main", "serve", "--port", str(self.port), "--db", db, *args],
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        self.http = httpx.Client(base_url=self.base_url, timeout=30)

        def up() -> bool:
            if self.proc.poll() is not None:
                pytest.fail(f"warroom serve exited with {self.proc.returncode}:\n{self.log_tail()}")
            try:
                return self.http.get("/api/health").status_code == 200
            except httpx.TransportError:
                return False

        try:
            wait_for(up, "warroom serve to answer /api/health", timeout=startup_timeout, every=0.05)
        except BaseException:
            # Nobody holds this object yet to kill it: never leave a server running behind a failed start.
            self.kill()
            raise

    def log_tail(self, chars: int = 3000) -> str:
        """The end of the server's output (all its runs on this log), for failure messages."""
        return self.log.read_text(errors="replace")[-chars:]

    def kill(self) -> None:
        """SIGKILL the process and wait for it: no shutdown handler runs, open requests get no answer."""
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(30)
        self.http.close()
