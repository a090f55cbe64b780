"""The server's logging: uvicorn's configuration with every seat token redacted from every line.

A token may reach a log line inside a URL (``?token=...`` of a view or save link, or an old client's
WebSocket URL) or an Authorization header quoted in a message; the filter rewrites both before any
handler writes the record.
"""

from __future__ import annotations

import copy
import logging
import re
from typing import Any


def _letter(c: str) -> str:
    """A letter of a query parameter's name as a URL may spell it: itself or percent-encoded."""
    return f"(?:{c}|%{ord(c.lower()):02x}|%{ord(c.upper()):02x})"


# "token=" with any of its letters percent-encoded (%74oken= is token= to the server): its value goes.
_TOKEN_IN_URL = re.compile(r"(?i)((?:^|[?&;\s\"'/])" + "".join(_letter(c) for c in "token") + r"=)[^&\s\"']+")
_BEARER = re.compile(r"(?i)(\bbearer\s+)[A-Za-z0-9._~+/=-]+")
REDACTED = "[redacted]"


def redact(text: str) -> str:
    """``text`` with every token of a URL query or an Authorization header replaced by ``[redacted]``."""
    return _BEARER.sub(rf"\1{REDACTED}", _TOKEN_IN_URL.sub(rf"\1{REDACTED}", text))


class TokenRedactor(logging.Filter):
    """Redacts tokens from a record's message and its arguments (it never drops a record)."""

    def filter(self, record: logging.LogRecord) -> bool:
        """Redact tokens from ``record``'s message and arguments, in place; always True (the record is kept)."""
        if isinstance(record.msg, str):
            record.msg = redact(record.msg)
        if isinstance(record.args, tuple):
            record.args = tuple(redact(a) if isinstance(a, str) else a for a in record.args)
        elif isinstance(record.args, dict):
            record.args = {k: redact(v) if isinstance(v, str) else v for k, v in record.args.items()}
        return True


def log_config() -> dict[str, Any]:
    """uvicorn's logging configuration with the redactor on every handler, and the server's own
    loggers (``warroom.*``) written through uvicorn's default handler."""
    from uvicorn.config import LOGGING_CONFIG

    config = copy.deepcopy(LOGGING_CONFIG)
    config.setdefault("filters", {})["redact_tokens"] = {"()": TokenRedactor}
    for handler in config["handlers"].values():
        handler.setdefault("filters", []).append("redact_tokens")
    config["loggers"]["warroom"] = {"handlers": ["default"], "level": "INFO", "propagate": False}
    return config
