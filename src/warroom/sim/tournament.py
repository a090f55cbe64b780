"""Tournaments: agents play many games with rotating seats; results stream to a file and can resume.

With the agent list ``entries`` (one spec per seat, e.g. ``hard,greedy,greedy,greedy`` for four
players), game ``g`` seats ``entries`` rotated by ``g mod N``: seat ``s`` is played by
``entries[(s + g) % N]``. Over a multiple of ``N`` games every entry plays every seat equally often.
Game ``g`` has the seed ``game_seed(S, g)`` of :mod:`warroom.sim.batch` and its agents are seeded from
that seed and their seat, so a game depends only on the tournament's parameters and ``g``: the games,
and so every figure, are the same whatever the backend (this process, a process pool, Ray) and however
the games are chunked or resumed.

A results file (JSON lines) holds a header line ``{"type": "header", "parameters": {...}}`` and then one
line per finished game ``{"type": "game", "index": ..., "seed": ..., "seating": [...], "winners": [...],
"ranking": [...], "reason": ..., "rounds": ..., "actions": ..., "scores": [...]}``, written and flushed
as results arrive. :func:`run_tournament` with ``resume=True`` reads it back, checks that the header
matches (or differs only by fewer games: the run is extended), and plays only the games still missing.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from warroom.core.files import read_limited
from warroom.core.registry import get_ruleset
from warroom.core.text import Msg, Param
from warroom.sim.batch import check_pool, game_seed, modules_to_import, run_paced
from warroom.sim.runner import SimulationError, build_agents, derive_seed, play_game
from warroom.sim.tournament_stats import GameOutcome, summarize_tournament

#: Called as games finish with (games done, games in all), resumed games included.
TournamentProgress = Callable[[int, int], None]


@dataclass(frozen=True)
class TournamentConfig:
    """What defines a tournament: the games it plays depend on these and nothing else."""

    ruleset: str
    entries: tuple[str, ...]
    games: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    max_actions: int | None = None

    @property
    def players(self) -> int:
        """The number of seats: one per entry."""
        return len(self.entries)

    def parameters(self) -> dict[str, Any]:
        """The parameters as a JSON object (the results file's header; ``--json``'s ``parameters``)."""
        return {
            "ruleset": self.ruleset,
            "players": self.players,
            "agents": list(self.entries),
            "games": self.games,
            "seed": self.seed,
            "options": dict(sorted(self.options.items())),
            "max_actions": self.max_actions,
        }


def seating(entries: Sequence[str], index: int) -> list[str]:
    """The agent spec of every seat in game ``index``: the entries rotated by ``index mod N``."""
    n = len(entries)
    return [entries[(seat + index) % n] for seat in range(n)]


@dataclass(frozen=True)
class TournamentGame:
    """One finished game of a tournament, as one line of the results file."""

    index: int
    seed: int
    seating: tuple[str, ...]
    winners: tuple[int, ...]
    ranking: tuple[int, ...]
    reason: str
    rounds: int
    actions: int
    scores: tuple[float, ...]

    def to_json(self) -> dict[str, Any]:
        """The line's JSON object."""
        return {
            "type": "game",
            "index": self.index,
            "seed": self.seed,
            "seating": list(self.seating),
            "winners": list(self.winners),
            "ranking": list(self.ranking),
            "reason": self.reason,
            "rounds": self.rounds,
            "actions": self.actions,
            "scores": list(self.scores),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TournamentGame:
        """Rebuild a game from :meth:`to_json` output; ValueError where a seat it names is not one of its
        seats (winners, ranking)."""
        game = cls._read(data)
        seats = range(len(game.seating))
        if any(s not in seats for s in (*game.winners, *game.ranking)):
            raise ValueError(f"a winner or rank names a seat outside 0-{len(game.seating) - 1}")
        return game

    @classmethod
    def _read(cls, data: dict[str, Any]) -> TournamentGame:
        return cls(
            index=int(data["index"]),
            seed=int(data["seed"]),
            seating=tuple(str(s) for s in data["seating"]),
            winners=tuple(int(s) for s in data["winners"]),
            ranking=tuple(int(s) for s in data.get("ranking", ())),
            reason=str(data["reason"]),
            rounds=int(data["rounds"]),
            actions=int(data["actions"]),
            scores=tuple(float(x) for x in data.get("scores", ())),
        )

    def outcome(self) -> GameOutcome:
        """What the statistics need of this game."""
        return GameOutcome(self.seating, self.winners, self.scores, self.rounds, self.actions, self.reason)


def play_tournament_chunk(config: TournamentConfig, indices: Sequence[int]) -> list[TournamentGame]:
    """Play the games ``indices`` of a tournament (a task of many games, for any backend)."""
    out = []
    for index in indices:
        seed = game_seed(config.seed, index)
        seats = seating(config.entries, index)
        record = play_game(config.ruleset, config.players, config.options, seed, seats, max_actions=config.max_actions)
        out.append(
            TournamentGame(
                index=index,
                seed=seed,
                seating=tuple(seats),
                winners=record.winners,
                ranking=record.ranking,
                reason=record.reason,
                rounds=record.rounds,
                actions=record.actions,
                scores=record.scores,
            )
        )
    return out


# -- the results file -----------------------------------------------------------------------------


#: The largest results file read back (--resume): some 300 bytes a game, so about three million games.
MAX_RESULTS_BYTES = 1 << 30


def read_results(path: str | Path, config: TournamentConfig) -> dict[int, TournamentGame]:
    """The finished games in a results file, after checking its header against ``config``.

    A last line cut short (the run was killed while writing it) is dropped from the file, so that
    appending continues on a clean line. Any other bad line, or a header that does not match, raises.
    A header that differs only by fewer games is a shorter run of the same tournament (game ``g``
    depends on the parameters and ``g`` alone, not on the count): the file is extended, its header
    rewritten with ``config.games``.
    """
    path = Path(path)
    raw = read_limited(path, MAX_RESULTS_BYTES, SimulationError, Msg("core.error.what.results_file"))
    lines = raw.split(b"\n")
    games: dict[int, TournamentGame] = {}
    lines_of: dict[int, int] = {}  # each game's line number, for errors
    header: dict[str, Any] | None = None
    keep = 0  # bytes of the file that hold complete, valid lines
    for number, line in enumerate(lines):
        last = number == len(lines) - 1
        if not line.strip():
            keep += len(line) + (0 if last else 1)
            continue
        try:
            data = json.loads(line)
            if not isinstance(data, dict):
                raise ValueError("not an object")
        except (ValueError, RecursionError) as exc:  # RecursionError: nested thousands deep
            if last:
                break  # an interrupted last line: drop it
            raise SimulationError(
                Msg("sim.error.results_line", path=str(path), line=number + 1, reason=str(exc))
            ) from exc
        if last:
            break  # a complete JSON object but without its newline: treat as cut short too
        keep += len(line) + 1
        if data.get("type") == "header":
            header = data.get("parameters")
            if not isinstance(header, dict):
                raise SimulationError(Msg("sim.error.results_header", path=str(path), line=number + 1))
        elif data.get("type") == "game":
            try:
                game = TournamentGame.from_json(data)
            except (KeyError, TypeError, ValueError, OverflowError) as exc:  # OverflowError: int(Infinity)
                problem: Param = Msg("sim.error.missing_key", key=str(exc)) if isinstance(exc, KeyError) else str(exc)
                raise SimulationError(
                    Msg("sim.error.results_game", path=str(path), line=number + 1, problem=problem)
                ) from None
            if 0 <= game.index < config.games:
                games.setdefault(game.index, game)
                lines_of.setdefault(game.index, number + 1)
    if header is None:
        raise SimulationError(Msg("sim.error.results_no_header", path=str(path)))
    expected = json.loads(json.dumps(config.parameters()))
    diff = sorted(k for k in set(header) | set(expected) if header.get(k) != expected.get(k))
    counted = header.get("games")
    if diff == ["games"] and isinstance(counted, int) and counted > config.games:
        raise SimulationError(Msg("sim.error.results_more_games", path=str(path), count=counted))
    if diff == ["games"] and isinstance(counted, int):
        _extend(path, raw[:keep], config)
    elif diff:
        raise SimulationError(Msg("sim.error.results_other", path=str(path), fields=", ".join(diff)))
    elif keep < len(raw):
        with path.open("r+b") as handle:
            handle.truncate(keep)
    for index, game in games.items():  # the same parameters seat every game alike: a line that does not was edited
        if list(game.seating) != seating(config.entries, index):
            raise SimulationError(Msg("sim.error.results_seating", path=str(path), line=lines_of[index], game=index))
    return games


def _extend(path: Path, kept: bytes, config: TournamentConfig) -> None:
    """Rewrite the results file with ``config``'s header (a larger game count) and its finished games.

    Written beside it and then renamed over it, so that a crash leaves the old file or the new one.
    """
    header = json.dumps({"type": "header", "parameters": config.parameters()}, ensure_ascii=False)
    lines = [header.encode()]
    for line in kept.split(b"\n"):
        if line.strip() and json.loads(line).get("type") != "header":
            lines.append(line)
    temporary = path.with_name(path.name + ".extending")
    temporary.write_bytes(b"\n".join(lines) + b"\n")
    os.replace(temporary, path)


def _write_line(handle: IO[str], data: dict[str, Any]) -> None:
    handle.write(json.dumps(data, ensure_ascii=False) + "\n")
    handle.flush()


# -- running --------------------------------------------------------------------------------------


def validate(config: TournamentConfig) -> None:
    """Refuse, before anything runs, a bad ruleset, player count, option, agent spec or game count."""
    if config.games < 0:
        raise SimulationError(Msg("sim.error.games", low=0, value=config.games))
    if not config.entries:
        raise SimulationError(Msg("sim.error.no_agents"))
    ruleset = get_ruleset(config.ruleset)
    ruleset.new_game(config.players, config.options, game_seed(config.seed, 0))
    build_agents(config.ruleset, config.players, 0, list(config.entries))


def run_tournament(
    config: TournamentConfig,
    *,
    jobs: int = 1,
    backend: str = "local",
    address: str | None = None,
    out: str | Path | None = None,
    resume: bool = False,
    progress: TournamentProgress | None = None,
    max_new_games: int | None = None,
) -> list[TournamentGame]:
    """Play the tournament's games (or the ones ``out`` does not hold yet) and return all, in game order.

    ``jobs``, ``backend`` and ``address`` choose where games run (see
    :func:`warroom.sim.batch.run_paced`); the games are the same everywhere. With ``out`` every
    finished game is appended to that JSON-lines file as it arrives; ``resume=True`` continues the
    tournament in it (a missing file starts a new one); without ``resume`` an existing non-empty file
    is refused rather than overwritten. ``max_new_games`` stops after that many new games (the
    missing ones with the smallest indices), as an interruption would. A KeyboardInterrupt leaves the
    file with every game finished so far.
    """
    validate(config)
    check_pool(jobs, backend)  # before the results file is made: a refused run leaves no file behind
    if resume and out is None:
        raise SimulationError(Msg("sim.error.resume"))
    done: dict[int, TournamentGame] = {}
    handle: IO[str] | None = None
    if out is not None:
        path = Path(out)
        if path.is_dir() or path.is_fifo():  # opening a FIFO blocks; a device such as /dev/null may take the lines
            words = "sim.error.out_directory" if path.is_dir() else "sim.error.out_fifo"
            raise SimulationError(Msg(words, path=str(path)))
        exists = path.exists() and path.stat().st_size > 0
        if exists and not resume:
            raise SimulationError(Msg("sim.error.out_exists", path=str(path)))
        if exists:
            done = read_results(path, config)
        if path.parent != Path():
            path.parent.mkdir(parents=True, exist_ok=True)
        handle = path.open("a", encoding="utf-8")
        if not exists:
            _write_line(handle, {"type": "header", "parameters": config.parameters()})
    try:
        todo = [i for i in range(config.games) if i not in done]
        if max_new_games is not None:
            todo = todo[: max(0, max_new_games)]
        if progress is not None:
            progress(len(done), config.games)

        def on_task(_: list[int], games: list[TournamentGame]) -> None:
            for game in games:
                done[game.index] = game
                if handle is not None:
                    _write_line(handle, game.to_json())
            if progress is not None:
                progress(len(done), config.games)

        run_paced(
            play_tournament_chunk,
            (config,),
            todo,
            on_task,
            jobs=jobs,
            backend=backend,
            address=address,
            modules=modules_to_import(config.ruleset),
        )
    finally:
        if handle is not None:
            handle.close()
    return [done[i] for i in sorted(done)]


def tournament_summary(
    config: TournamentConfig, games: Sequence[TournamentGame], seat_names: Sequence[str] | None = None
) -> dict[str, Any]:
    """The tournament's figures (see :func:`~warroom.sim.tournament_stats.summarize_tournament`) and parameters."""
    ordered = sorted(games, key=lambda g: g.index)
    bootstrap_seed = derive_seed(config.seed, "tournament", "bootstrap")
    summary = summarize_tournament([g.outcome() for g in ordered], config.entries, bootstrap_seed, seat_names)
    return {"parameters": config.parameters(), **summary}


def default_jobs() -> int:
    """All local cores."""
    return os.cpu_count() or 1
