"""Request bodies of the HTTP API. Unknown fields are refused (422 naming them)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from warroom.core.files import nesting_problem
from warroom.core.text import Msg, render

#: How deep a client's JSON values may nest (actions and options are a few levels deep at most).
MAX_DEPTH = 32


class SeatSpec(BaseModel):
    """Who plays a seat: a person (who gets a secret token), the computer at a level, or "open": a free seat
    that a person takes from the lobby (the game starts when no open seat is left)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "ai", "open"]
    #: For "ai": a level (easy, normal, hard), greedy or random; default: the ruleset's normal level.
    level: str | None = Field(default=None, max_length=100)


class CreateGame(BaseModel):
    """``POST /api/games``."""

    model_config = ConfigDict(extra="forbid")

    ruleset: str = Field(max_length=100)
    players: int = Field(ge=1, le=64)
    #: One per seat, in seat order; default: seat 0 a person, the others the computer.
    seats: list[SeatSpec] | None = Field(default=None, max_length=64)
    options: Annotated[dict[str, Any], AfterValidator(_checked)] = Field(default_factory=dict)
    #: The game's seed, for practice against the computer (at most one person); default: the server draws
    #: it from a cryptographic source and publishes only its commitment until the game is over.
    seed: int | None = Field(default=None, ge=0, le=2**63 - 1)
    #: "private": reachable by its link only; "open": listed in the lobby (GET /api/games).
    visibility: Literal["private", "open"] = "private"
    #: Seconds a person may take for each decision before the computer plays for them (none: no timer).
    turn_seconds: int | None = Field(default=None, ge=1, le=30 * 24 * 3600)
    #: What a timeout does: "seat", the computer plays the seat until its person posts again; "turn", the
    #: computer plays that turn only (after ``hand_over_after`` timeouts it keeps the seat as with "seat").
    on_timeout: Literal["seat", "turn"] = "seat"
    #: Whether the game's ending updates the ratings of its named people and computer levels.
    rated: bool = False
    hand_over_after: int | None = Field(default=None, ge=1, le=1000)


class SeatToken(BaseModel):
    """A seat of a new game and its secret token (in the answer to ``POST /api/games``)."""

    seat: int
    token: str


class Created(BaseModel):
    """The answer to ``POST /api/games``: the new game's id and the tokens of its human seats."""

    id: str
    seats: list[SeatToken]


class PostAction(BaseModel):
    """``POST /api/games/{id}/actions``."""

    model_config = ConfigDict(extra="forbid")

    action: Annotated[dict[str, Any], AfterValidator(_checked)]
    #: A client-chosen id: a retried POST with the same id applies the action at most once.
    action_id: str | None = Field(default=None, min_length=1, max_length=128)
    #: The number of actions the client has seen; 409 if the game has moved on since.
    after: int | None = Field(default=None, ge=0)


def json_problem(value: Any, limit: int = MAX_DEPTH) -> Msg | None:
    """What is wrong with a client's JSON value (nested deeper than ``limit``, or text that is not valid
    Unicode: a lone surrogate, which JSON's \\ud800 escapes can carry), or None. Measured without
    recursion, so a hostile value cannot exhaust the stack."""
    problem = nesting_problem(value, limit)
    if problem is not None:
        return problem
    stack = [value]
    while stack:
        item = stack.pop()
        texts = [item] if isinstance(item, str) else list(item) if isinstance(item, dict) else []
        for text in texts:
            if isinstance(text, str):
                try:
                    text.encode("utf-8")
                except UnicodeEncodeError:
                    return Msg("server.error.lone_surrogate")
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return None


def _checked(value: Any) -> Any:
    problem = json_problem(value)
    if problem is not None:
        raise ValueError(render(problem))
    return value


class JoinGame(BaseModel):
    """``POST /api/games/{id}/join``: take a free seat (the one named, or the first)."""

    model_config = ConfigDict(extra="forbid")

    seat: int | None = Field(default=None, ge=0, le=63)


class StartGame(BaseModel):
    """``POST /api/games/{id}/start``: the creator starts the game, the computer in every free seat."""

    model_config = ConfigDict(extra="forbid")

    level: str | None = Field(default=None, max_length=100)


class NewPlayer(BaseModel):
    """``POST /api/players`` and ``PUT /api/players/me``."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(max_length=200)


class ChatMessage(BaseModel):
    """``POST /api/games/{id}/chat``."""

    model_config = ConfigDict(extra="forbid")

    text: str = Field(max_length=2000)


class SignalSettings(BaseModel):
    """``PUT /api/players/me/signals``: where "your turn" signals go (null: nowhere)."""

    model_config = ConfigDict(extra="forbid")

    webhook: str | None = Field(default=None, max_length=600)
    email: str | None = Field(default=None, max_length=600)


class Password(BaseModel):
    """``PUT /api/players/me/password``."""

    model_config = ConfigDict(extra="forbid")

    password: str = Field(max_length=1000)
    #: The account's password now; needed to change it (not to set the first one).
    current: str | None = Field(default=None, max_length=1000)


class SignIn(BaseModel):
    """``POST /api/sessions``: an account's name and password."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(max_length=200)
    password: str = Field(max_length=1000)
