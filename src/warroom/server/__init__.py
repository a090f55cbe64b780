"""The game server (``warroom serve``): games in a database, played over HTTP and WebSocket.

See docs/server.md. ``create_app(db_url)`` builds the ASGI app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fastapi import FastAPI


def create_app(db_url: str = "sqlite:///warroom.db", **kwargs: Any) -> FastAPI:
    """The server's FastAPI app over ``db_url`` (see warroom.server.app.create_app)."""
    from warroom.server.app import create_app as _create_app

    return _create_app(db_url, **kwargs)


__all__ = ["create_app"]
