"""Who a request is: a seat's token from ``Authorization: Bearer TOKEN``."""

from __future__ import annotations

from warroom.server.errors import ServiceError


def bearer(authorization: str | None) -> str | None:
    """The token of an ``Authorization: Bearer TOKEN`` header; None without one; 401 if malformed."""
    if authorization is None:
        return None
    scheme, _, token = authorization.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ServiceError(401, "the Authorization header must be 'Bearer TOKEN'")
    return token.strip()
