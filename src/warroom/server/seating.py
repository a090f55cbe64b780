"""Who sits where: a game's seats made from a creation request, and the tokens that open them.

A person's seat gets a secret token (answered once, stored as its SHA-256); a computer seat plays a served
level (warroom.server.catalog); an open seat waits for a person from the lobby, or, in a rematch, for the
one player it is kept for.
"""

from __future__ import annotations

import hashlib
import secrets

from warroom.server.catalog import check_level, default_level
from warroom.server.errors import ServiceError
from warroom.server.live import Seat
from warroom.server.players import Player
from warroom.server.schemas import SeatSpec


def hash_token(token: str) -> str:
    """The SHA-256 of a token as stored; any string hashes (a lone surrogate too), and matches no seat."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def make_seats(
    specs: list[SeatSpec], ruleset_id: str, player: Player | None, kept: dict[int, str]
) -> tuple[list[Seat], list[tuple[int, str]]]:
    """The seats of a new game and a token for each person's seat. A named ``player`` sits at the first
    person's seat; ``kept[i]`` keeps open seat i for that player alone."""
    seats: list[Seat] = []
    tokens: list[tuple[int, str]] = []
    for i, spec in enumerate(specs):
        if spec.kind == "human":
            if spec.level is not None:
                raise ServiceError(422, f"seat {i}: a human seat has no level")
            token = secrets.token_urlsafe(24)
            tokens.append((i, token))
            sits = player.id if player is not None and len(tokens) == 1 else None
            seats.append(Seat("human", None, hash_token(token), sits))
        elif spec.kind == "open":
            if spec.level is not None:
                raise ServiceError(422, f"seat {i}: an open seat has no level")
            seats.append(Seat("open", player=kept.get(i)))
        else:
            level = check_level(spec.level, ruleset_id, f"seat {i}") if spec.level else default_level(ruleset_id)
            seats.append(Seat("ai", level, None))
    return seats, tokens
