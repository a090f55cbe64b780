"""Play one game between computer players and record how it went.

Seeds: every random choice in a simulated game comes from seeds derived from the game's seed with
:func:`derive_seed`, a keyed hash (BLAKE2b) of the seed and a label. The agent in seat ``s`` gets
``derive_seed(game_seed, "seat", s)``, so seats never share a random stream and adding a seat or
changing one agent does not change what the others draw. The game's own dice use the game seed as is.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from warroom.agents.base import Agent, make_agent
from warroom.core.errors import WarroomError
from warroom.core.game import Game, SharedEnd
from warroom.core.registry import new_game
from warroom.core.saves import write_save
from warroom.core.text import Msg
from warroom.sim import error_words as _words  # noqa: F401  (registers the messages of SimulationError)

#: The most games one run of games may ask for: a run keeps a seed and a result of every game in memory,
#: so a mistyped count (``--games 99999999999``) would fill the memory before the first game; a longer
#: study is several runs (``warroom tournament --out FILE --resume`` extends one).
MAX_GAMES = 1_000_000

#: Seeds are kept below 2**63 so they survive JSON and every consumer that expects a signed 64-bit int.
SEED_BITS = 63


class SimulationError(WarroomError):
    """A simulation that cannot run as asked (no agents, an agent that is stuck, ...)."""


def derive_seed(seed: int, *labels: object) -> int:
    """A seed derived deterministically from ``seed`` and ``labels`` (e.g. ``"seat", 2``).

    It is the first 8 bytes of the BLAKE2b hash of ``"warroom:<seed>:<label>:..."`` (``str`` of each),
    big-endian, shifted to 63 bits. The same inputs give the same seed on every platform and Python.
    """
    text = ":".join(["warroom", str(seed), *(str(label) for label in labels)])
    digest = hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed of the agent playing ``seat`` in the game with seed ``game_seed``."""
    return derive_seed(game_seed, "seat", seat)


def seat_agents(agent_specs: Sequence[str], players: int) -> list[str]:
    """The agent spec of every seat: the list cycles over the seats if it is shorter."""
    specs = [s.strip() for s in agent_specs if s.strip()]
    if not specs:
        raise SimulationError(Msg("sim.error.no_agents"))
    return [specs[seat % len(specs)] for seat in range(players)]


@dataclass(frozen=True)
class GameRecord(SharedEnd):
    """How one simulated game went. Two records compare equal whatever time they took."""

    seed: int
    winners: tuple[int, ...]
    ranking: tuple[int, ...]
    reason: str
    detail: str
    rounds: int
    actions: int
    seconds: float = field(default=0.0, compare=False)
    #: Each seat's score from the game's Result (e.g. territories held), in seat order; empty if none.
    scores: tuple[float, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-friendly object."""
        return {
            "seed": self.seed,
            "winner": self.winner,
            "winners": list(self.winners),
            "draw": self.draw,
            "ranking": list(self.ranking),
            "reason": self.reason,
            "detail": self.detail,
            "rounds": self.rounds,
            "actions": self.actions,
            "seconds": self.seconds,
            "scores": list(self.scores),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        """Rebuild a record from :meth:`to_json` output."""
        return cls(
            seed=int(data["seed"]),
            winners=tuple(data["winners"]),
            ranking=tuple(data["ranking"]),
            reason=str(data["reason"]),
            detail=str(data.get("detail", "")),
            rounds=int(data["rounds"]),
            actions=int(data["actions"]),
            seconds=float(data.get("seconds", 0.0)),
            scores=tuple(float(x) for x in data.get("scores", ())),
        )


def build_agents(ruleset_id: str, players: int, seed: int, agent_specs: Sequence[str]) -> list[Agent]:
    """One agent per seat, built with make_agent and seeded from (game seed, seat)."""
    return [
        make_agent(spec, ruleset_id, agent_seed(seed, seat))
        for seat, spec in enumerate(seat_agents(agent_specs, players))
    ]


def play_out(
    game: Game,
    agents: Sequence[Agent],
    max_actions: int | None = None,
    after: Callable[[Game], None] | None = None,
) -> bool:
    """Let the agents play ``game`` to its end, calling ``after(game)`` after every action; False if
    ``max_actions`` ran out first."""
    while not game.is_over():
        if max_actions is not None and len(game.history) >= max_actions:
            return False
        player = game.current_player()
        if player is None:
            raise SimulationError(Msg("sim.error.nobody"))
        game.apply(agents[player].choose(game, player))
        if after is not None:
            after(game)
    return True


def play_game(
    ruleset_id: str,
    players: int,
    options: dict[str, Any] | None,
    seed: int,
    agent_specs: Sequence[str],
    *,
    max_actions: int | None = None,
    save_path: str | Path | None = None,
) -> GameRecord:
    """Play one game of ``ruleset_id`` between the agents and return its record.

    Seat ``s`` is played by ``agent_specs[s % len(agent_specs)]`` seeded with ``agent_seed(seed, s)``.
    With ``max_actions``, a game still going after that many actions is stopped and recorded with
    reason ``"action_limit"`` and no winner. With ``save_path`` the finished game is saved there.
    """
    start = time.perf_counter()
    game = new_game(ruleset_id, players, options, seed)
    agents = build_agents(ruleset_id, players, seed, agent_specs)
    finished = play_out(game, agents, max_actions)
    seconds = time.perf_counter() - start
    result = game.result()
    scores: tuple[float, ...] = ()
    if finished and result is not None:
        winners, ranking = tuple(result.winners), tuple(result.ranking)
        reason, detail = result.reason, result.detail
        if result.scores:
            scores = tuple(float(result.scores.get(s, 0.0)) for s in range(players))
    else:
        winners, ranking = (), ()
        reason, detail = "action_limit", f"stopped after {len(game.history)} actions"
    if save_path is not None:
        meta = {"agents": seat_agents(agent_specs, players), "source": "warroom sim"}
        write_save(game, save_path, meta)
    return GameRecord(
        seed=seed,
        winners=winners,
        ranking=ranking,
        reason=reason,
        detail=detail,
        rounds=game.round_number(),
        actions=len(game.history),
        seconds=seconds,
        scores=scores,
    )
