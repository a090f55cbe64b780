#!/usr/bin/env python
"""Benchmark of the game server under computer load, and of its start with a large archive.

Run it from the repository root:

    .venv/bin/python bench/bench_server.py [--load-games 50] [--moves 40] [--archive 10000,200]

Part 1, computer moves under load (issue "The game server holds under faults, bad input and bad
actors"): a real ``warroom serve`` on a fresh SQLite file. A person's game (WAR, 3 players: the person
and two ``easy`` seats) is played first alone (the baseline, in the same run), then again while
``--load-games`` computer-only ``hard`` games play, and ``--abandoned`` games whose one person never
plays (the computer takes their seat after a second). The person posts the first legal action whenever
it is their turn; every computer move of their game is timed from the moment the game's previous
action was committed (its view pushed on the WebSocket) to the moment the move's view arrives. A
thread asks ``/api/health`` every 50 ms meanwhile. Targets: computer moves within 1 s median under
load, ``/api/health`` within 250 ms at p99.

Part 2, start with an archive (``--archive FINISHED,ACTIVE``): a database filled directly with that
many finished and active games (WAR games of a few dozen actions, written through the server's own
tables), then ``warroom serve`` is started on it and the time until ``/api/health`` answers is
measured. Target: within 2 s of the start with 10,000 finished and 200 active games.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

_SRC = Path(__file__).resolve().parents[1] / "src"
if _SRC.is_dir() and str(_SRC) not in sys.path:
    sys.path.insert(0, str(_SRC))

import httpx  # noqa: E402
import websockets  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Served:
    """A ``warroom serve`` subprocess on ``db``, stopped with SIGINT."""

    def __init__(self, db: str, log: Path, processes: int | None = None) -> None:
        self.port = free_port()
        cmd = [sys.executable, "-m", "warroom.cli.main", "serve", "--port", str(self.port), "--db", db]
        if processes is not None:
            cmd += ["--ai-processes", str(processes)]
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(cmd, stdout=log.open("ab"), stderr=subprocess.STDOUT)
        self.base = f"http://127.0.0.1:{self.port}"
        self.http = httpx.Client(base_url=self.base, timeout=60)
        while True:
            if self.proc.poll() is not None:
                raise SystemExit(f"warroom serve exited:\n{log.read_text()[-2000:]}")
            try:
                if self.http.get("/api/health").status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.02)
        self.ready_s = time.perf_counter() - self.started
        self.load_ids: list[str] = []

    def stop(self) -> None:
        self.http.close()
        self.proc.send_signal(signal.SIGINT)
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


async def play_person(base: str, moves: int) -> list[float]:
    """Play a person's game against two easy seats; the seconds each computer move took."""
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        seats = [{"kind": "human"}, {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "easy"}]
        created = (await http.post("/api/games", json={"ruleset": "war", "players": 3, "seats": seats})).json()
        game_id, token = created["id"], created["seats"][0]["token"]
        auth = {"Authorization": f"Bearer {token}"}
        times: list[float] = []
        ws_url = base.replace("http", "ws") + f"/api/games/{game_id}/ws"
        async with websockets.connect(ws_url, max_size=2**24) as ws:
            await ws.send(json.dumps({"token": token}))
            count, last, to_play = -1, time.perf_counter(), None
            while len(times) < moves:
                view = json.loads(await ws.recv())
                now = time.perf_counter()
                if view["is_over"]:
                    break
                if view["action_count"] > count:
                    # One computer move since the last view (merged pushes of two moves are not timed).
                    if to_play not in (0, None) and view["action_count"] == count + 1:
                        times.append(now - last)
                    count, last, to_play = view["action_count"], now, view["current_player"]
                if view["current_player"] == 0 and view["legal_actions"]:
                    action = view["legal_actions"][0]["action"]
                    body = {"action": action, "after": view["action_count"]}
                    await http.post(f"/api/games/{game_id}/actions", json=body, headers=auth)
        return times


def _games(served: Served) -> list[dict[str, Any]]:
    """The computer-only games' views (their action counts)."""
    out = []
    for game_id in served.load_ids:
        out.append(served.http.get(f"/api/games/{game_id}/view", params={"events_since": 10**9}).json())
    return out


def health_probe(base: str, stop: threading.Event, out: list[float]) -> None:
    with httpx.Client(base_url=base, timeout=30) as http:
        while not stop.is_set():
            started = time.perf_counter()
            http.get("/api/health")
            out.append(time.perf_counter() - started)
            stop.wait(0.05)


def part_load(args: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    served = Served(f"sqlite:///{tmp / 'load.db'}", tmp / "load.log", args.processes)
    try:
        base_times = asyncio.run(play_person(served.base, args.moves))
        hard = [{"kind": "ai", "level": "hard"}] * 3
        # The load comes from other clients (other loopback addresses), each within the server's limit of
        # new games per client and hour.
        abandoned = {"ruleset": "war", "players": 3, "seats": [{"kind": "human"}, *hard[:2]], "turn_seconds": 1}
        bodies = [{"ruleset": "war", "players": 3, "seats": hard}] * args.load_games + [abandoned] * args.abandoned
        for i, body in enumerate(bodies):
            address = f"127.0.{2 + i // 50}.{1 + i % 50}"
            transport = httpx.HTTPTransport(local_address=address)
            with httpx.Client(base_url=served.base, transport=transport, timeout=60) as other:
                answer = other.post("/api/games", json=body)
            if answer.status_code != 201:
                raise SystemExit(f"creating a load game: {answer.status_code} {answer.text}")
            served.load_ids.append(answer.json()["id"])
        time.sleep(2)  # the load is under way
        health: list[float] = []
        stop = threading.Event()
        probe = threading.Thread(target=health_probe, args=(served.base, stop, health), daemon=True)
        probe.start()
        moved = sum(g["action_count"] for g in _games(served))
        clock = time.perf_counter()
        load_times = asyncio.run(play_person(served.base, args.moves))
        stop.wait(max(0.0, args.probe_s - (time.perf_counter() - clock)))
        stop.set()
        probe.join()
        load_moves_per_s = (sum(g["action_count"] for g in _games(served)) - moved) / (time.perf_counter() - clock)
    finally:
        served.stop()
    figures = {
        "baseline_move_median_s": statistics.median(base_times),
        "loaded_move_median_s": statistics.median(load_times),
        "loaded_move_p90_s": pct(load_times, 90),
        "loaded_moves": len(load_times),
        "health_p50_ms": 1000 * pct(health, 50),
        "health_p99_ms": 1000 * pct(health, 99),
        "health_probes": len(health),
        "load_moves_per_s": load_moves_per_s,
    }
    figures["ratio_loaded_to_baseline"] = figures["loaded_move_median_s"] / max(1e-9, figures["baseline_move_median_s"])
    return figures


def fill_archive(db: str, finished: int, active: int) -> None:
    """Write games straight into the server's tables: ``finished`` over, ``active`` going on."""
    from warroom.core.commitment import new_salt
    from warroom.core.registry import new_game
    from warroom.server.db import actions_table, dumps, games_table, init_schema, make_engine, now

    engine = make_engine(db)
    init_schema(engine)
    rng = random.Random(1)
    template = new_game("war", 3, {"round_limit": 500}, 1)
    for _ in range(40):
        legal = template.legal_actions()
        template.apply(legal[rng.randrange(len(legal))])
    actions = [dumps(a.to_json()) for a in template.history]
    seats = dumps([{"kind": "ai", "level": "greedy", "token_hash": None}] * 3)
    stamp = now()
    with engine.begin() as conn:
        for i in range(finished + active):
            over = i < finished
            game_id = f"g{i:07d}"
            conn.execute(
                games_table.insert().values(
                    id=game_id, ruleset="war", players=3, options=dumps(template.options), seed=1,
                    seed_salt=new_salt(), seed_chosen=False, seats=seats, turn_seconds=None, creator="bench",
                    action_count=len(actions), is_over=over, created=stamp, updated=stamp,
                )
            )  # fmt: skip
            conn.execute(
                actions_table.insert(),
                [
                    {"game_id": game_id, "idx": k, "seat": 0, "action": text, "action_id": None, "by_ai": True,
                     "committed": stamp}
                    for k, text in enumerate(actions)
                ],
            )  # fmt: skip
    engine.dispose()


def part_archive(args: argparse.Namespace, tmp: Path) -> dict[str, Any]:
    finished, active = (int(x) for x in args.archive.split(","))
    db = f"sqlite:///{tmp / 'archive.db'}"
    started = time.perf_counter()
    fill_archive(db, finished, active)
    filled = time.perf_counter() - started
    served = Served(db, tmp / "archive.log", args.processes)
    ready = served.ready_s
    served.stop()
    return {"archive_finished": finished, "archive_active": active, "archive_fill_s": filled, "ready_s": ready}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--load-games", type=int, default=50, help="computer-only hard games (default 50)")
    parser.add_argument("--abandoned", type=int, default=10, help="games left to the computer by their person")
    parser.add_argument("--moves", type=int, default=40, help="computer moves timed in the person's game")
    parser.add_argument("--archive", default="10000,200", help="finished,active games of part 2 ('' skips it)")
    parser.add_argument("--probe-s", type=float, default=20.0, help="seconds of health probes under load")
    parser.add_argument("--processes", type=int, default=None, help="--ai-processes of the server")
    parser.add_argument("--skip-load", action="store_true", help="run part 2 only")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    figures: dict[str, Any] = {"cores": os.cpu_count()}
    with tempfile.TemporaryDirectory() as tmp:
        if not args.skip_load:
            figures.update(part_load(args, Path(tmp)))
        if args.archive:
            figures.update(part_archive(args, Path(tmp)))
    if args.json:
        print(json.dumps(figures, indent=1))
    else:
        for key, value in figures.items():
            print(f"{key:28} {value:.3f}" if isinstance(value, float) else f"{key:28} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
