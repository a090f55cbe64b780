"""Request bodies of the HTTP API. Unknown fields are refused (422 naming them)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class SeatSpec(BaseModel):
    """Who plays a seat: a person (who gets a secret token) or the computer at a level."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "ai"]
    #: For "ai": a level (easy, normal, hard) or an agent spec (greedy, random, mcts:iters=100);
    #: default: the ruleset's first available level.
    level: str | None = Field(default=None, max_length=100)


class CreateGame(BaseModel):
    """``POST /api/games``."""

    model_config = ConfigDict(extra="forbid")

    ruleset: str = Field(max_length=100)
    players: int = Field(ge=1, le=64)
    #: One per seat, in seat order; default: seat 0 a person, the others the computer.
    seats: list[SeatSpec] | None = Field(default=None, max_length=64)
    options: dict[str, Any] = Field(default_factory=dict)
    #: The game's seed (never shown to players while the game goes on); default: drawn at random.
    seed: int | None = Field(default=None, ge=0, le=2**63 - 1)
    #: Seconds a person may take for each decision before the computer plays for them (none: no timer).
    turn_seconds: int | None = Field(default=None, ge=1, le=30 * 24 * 3600)


class SeatToken(BaseModel):
    seat: int
    token: str


class Created(BaseModel):
    id: str
    seats: list[SeatToken]


class PostAction(BaseModel):
    """``POST /api/games/{id}/actions``."""

    model_config = ConfigDict(extra="forbid")

    action: dict[str, Any]
    #: A client-chosen id: a retried POST with the same id applies the action at most once.
    action_id: str | None = Field(default=None, min_length=1, max_length=128)
    #: The number of actions the client has seen; 409 if the game has moved on since.
    after: int | None = Field(default=None, ge=0)
