"""Checking a request for a new game before anything is stored: the ruleset, the seats, the seed, the
options, and the engine's own refusal of a player count or option."""

from __future__ import annotations

from warroom.core.commitment import new_seed
from warroom.core.errors import WarroomError
from warroom.core.game import Game
from warroom.core.registry import Ruleset, get_ruleset
from warroom.server.catalog import check_client_options
from warroom.server.errors import ServiceError
from warroom.server.schemas import CreateGame, SeatSpec


def check_new_game(body: CreateGame, *, any_seed: bool) -> tuple[Ruleset, Game, int, list[SeatSpec]]:
    """The ruleset, the new engine game, its seed and the seats ``body`` asks for; 422 naming the problem.
    A chosen seed with several people is refused unless ``any_seed`` (it would reveal every secret)."""
    try:
        ruleset = get_ruleset(body.ruleset)
    except WarroomError as exc:
        raise ServiceError(422, exc.message) from None
    seats_in = body.seats
    if seats_in is None:
        seats_in = [SeatSpec(kind="human")] + [SeatSpec(kind="ai") for _ in range(body.players - 1)]
    if len(seats_in) != body.players:
        raise ServiceError(422, f"'seats' lists {len(seats_in)} seat(s) for {body.players} players")
    people = sum(1 for s in seats_in if s.kind in {"human", "open"})  # an open seat is for a person
    if body.seed is not None and people > 1 and not any_seed:
        raise ServiceError(
            422,
            f"'seed': a chosen seed would tell every player the others' secrets and the dice to come; "
            f"it is for practice against the computer (at most one person), and this game has {people}",
        )
    check_client_options(ruleset, body.options)
    if body.options.get("undo") is True and people > 1:
        # Undo (warroom.server.undo) could take back what another person already reacted to.
        raise ServiceError(
            422,
            f"option 'undo' is for practice games with one person (the other seats computers); this game has {people}",
        )
    seed = body.seed if body.seed is not None else new_seed()
    try:
        game = ruleset.new_game(body.players, body.options, seed)
    except WarroomError as exc:
        raise ServiceError(422, exc.message) from None
    return ruleset, game, seed, seats_in
