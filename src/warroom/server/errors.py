"""Refusals and failures of the game server, as the HTTP API answers them.

A refusal (bad input, not your turn, no such game) is a 4xx whose message names what is wrong. A failure
of the server itself (a bug) is a 500 that carries an error id: the id and the traceback are logged, the
person gets the id to report, and never the traceback.
"""

from __future__ import annotations

import logging
import secrets

from warroom.core.text import Param, render
from warroom.server.error_words import translate

log = logging.getLogger("warroom.server")


class ServiceError(Exception):
    """A refusal or failure with its HTTP status and a message for the client (and an error id for a 500).

    The message is the server's English text (worded in other languages by server/error_words.py), or a
    message of the text layer, as the engine's refusals carry them (``WarroomError.message``: an option, a
    player count, a save), rendered in the request's language; ``message`` is always the English.
    """

    def __init__(self, status: int, message: Param, error_id: str | None = None) -> None:
        english = message if isinstance(message, str) else render(message)
        super().__init__(english)
        self.status = status
        self.message = english
        self.words = message
        self.error_id = error_id

    def text(self, lang: str = "en") -> str:
        """The message in ``lang`` (server/error_words.py or the text layer; English as raised)."""
        if isinstance(self.words, str):
            return translate(self.words, lang)
        return render(self.words, lang)

    def body(self, lang: str = "en") -> dict[str, str]:
        """The JSON body of the answer: ``{"detail": ...}`` in ``lang`` (server/error_words.py), with
        ``error_id`` for a server failure."""
        out = {"detail": self.text(lang)}
        if self.error_id is not None:
            out["error_id"] = self.error_id
        return out


def new_error_id() -> str:
    """A short id that ties a 500 answer to its logged traceback."""
    return secrets.token_hex(6)


def internal_error(exc: BaseException, what: str) -> ServiceError:
    """Log ``exc`` with its traceback under a fresh error id; answer the 500 that names the id.

    ``what`` says, for the person, what did not happen and what state things are left in.
    """
    error_id = new_error_id()
    log.error("error %s: %s", error_id, what, exc_info=exc)
    return ServiceError(500, f"internal server error {error_id}: {what}", error_id)
