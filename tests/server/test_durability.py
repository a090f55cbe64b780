"""Durability of acknowledged actions under SIGKILL, through the public HTTP API of a real ``warroom serve``.

Three people (three human seats of a 3-player WAR game, all played by this test through their tokens) play
random legal actions, each POST with a fresh ``action_id`` and ``after`` set to the action count the
client saw. Every 20 to 60 actions (during the first 30 s) the server is killed with SIGKILL: half the
time right after an acknowledged action, half the time while a POST is in flight from a background thread
(the kill lands before the request arrives, between commit and answer, or after the answer: all three
happen). The server is started again on the same database and the client checks:

- the game holds every acknowledged (200) action, and at most the one POST whose answer was lost on top;
- the lost POST, retried with the same ``action_id`` and body, answers 200 and is applied exactly once;
- an acknowledged POST sent again answers 200 and changes nothing; its ``action_id`` with another action is
  a 409.

When a game is over (``round_limit`` ends it) its save is downloaded: its actions are exactly the
acknowledged ones, in order; ``load_game`` replays it (every die and the final snapshot verified); the
final view of every seat equals the replay's, and so does every view the client recorded right after a
restart, replayed up to that point. The server chooses the seed and shows it only in the save of a
finished game, so every comparison with a local replay waits for the end. Games are played until at least
``MIN_ACTIONS`` actions were acknowledged (a game won early by an objective is followed by another).
"""

from __future__ import annotations

import json
import os
import random
import statistics
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from serve_process import Server

from warroom.core.registry import new_game
from warroom.core.saves import first_difference, load_game

#: The client's random choices (actions, kill moments); WARROOM_DURABILITY_SEED replays another run.
SEED = int(os.environ.get("WARROOM_DURABILITY_SEED", "20240611"))
PLAYERS = 3
#: Random play ends a 3-player WAR game of 7 rounds in about 370 actions (145 when an objective wins early).
ROUND_LIMIT = 7
MIN_ACTIONS = 300
MAX_GAMES = 4
#: A bound on one game, far above what random play needs, so that a server that never ends one fails.
MAX_ACTIONS_PER_GAME = 1500
KILL_EVERY = (20, 60)
#: Seconds of a run during which kills happen; after them the games are played out without kills, so the
#: test stays bounded however slowly the server restarts (about 1 s a restart on a quiet 2-core machine).
KILL_BUDGET_S = 30.0


def normalized(value: Any) -> Any:
    """A value as it looks after a JSON round trip (tuples become lists, int keys strings)."""
    return json.loads(json.dumps(value))


def post_action(http: httpx.Client, game_id: str, token: str, body: dict[str, Any]) -> httpx.Response | None:
    """POST an action; None when no answer came (the server died). 429s are waited out: the rate limiter
    answers them before the request reaches the game, so resending is always safe."""
    while True:
        try:
            answer = http.post(f"/api/games/{game_id}/actions", json=body, headers={"Authorization": f"Bearer {token}"})
        except httpx.TransportError:
            return None
        if answer.status_code != 429:
            return answer
        time.sleep(0.05)


@dataclass
class Checkpoint:
    """A seat's view as the server showed it right after a restart, to compare with the local replay."""

    count: int
    seat: int
    view: Any
    legal: list[Any]


@dataclass
class Stats:
    kills: int = 0
    in_flight: dict[str, int] = field(default_factory=lambda: {"answered": 0, "lost": 0, "applied": 0})
    duplicates: int = 0
    views_checked: int = 0
    actions: int = 0
    games: int = 0


class Run:
    """The client side: the server process, the client's random choices, and what was acknowledged."""

    def __init__(self, db: str, log: Path) -> None:
        self.db = db
        self.log = log
        self.rng = random.Random(SEED)
        self.server = Server(db, log)
        self.stats = Stats()
        self.started = time.monotonic()
        self.countdown = self.rng.randint(*KILL_EVERY)
        self.latencies: list[float] = []
        # The game being played: its id, tokens, and the actions acknowledged in it, in order.
        self.game_id = ""
        self.tokens: dict[int, str] = {}
        self.acked: list[dict[str, Any]] = []
        self.last_post: tuple[int, dict[str, Any]] | None = None
        self.checkpoints: list[Checkpoint] = []

    def where(self) -> str:
        return f"(seed {SEED}, game {self.game_id}, {len(self.acked)} acknowledged)\n{self.server.log_tail()}"

    def get(self, path: str, seat: int | None = None) -> dict[str, Any]:
        headers = {} if seat is None else {"Authorization": f"Bearer {self.tokens[seat]}"}
        while True:
            answer = self.server.http.get(path, headers=headers)
            if answer.status_code != 429:
                break
            time.sleep(0.05)
        assert answer.status_code == 200, f"GET {path} answered {answer.status_code} {answer.text} {self.where()}"
        data: dict[str, Any] = answer.json()
        return data

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.get(f"/api/games/{self.game_id}/view", seat)

    # -- one game ---------------------------------------------------------------------------------

    def play_game(self) -> None:
        """Create a game of three human seats and play it to its end through kills and restarts."""
        body = {"ruleset": "war", "players": PLAYERS, "seats": [{"kind": "human"}] * PLAYERS}
        created = self.server.http.post("/api/games", json={**body, "options": {"round_limit": ROUND_LIMIT}})
        assert created.status_code == 201, created.text
        self.game_id = created.json()["id"]
        self.tokens = {s["seat"]: s["token"] for s in created.json()["seats"]}
        assert sorted(self.tokens) == list(range(PLAYERS))
        self.acked, self.last_post, self.checkpoints = [], None, []
        self.stats.games += 1
        view = self.view(None)
        while not view["is_over"]:
            assert len(self.acked) < MAX_ACTIONS_PER_GAME, f"the game never ends {self.where()}"
            seat = view["current_player"]
            if view["seat"] != seat:
                view = self.view(seat)
            assert view["legal_actions"], f"seat {seat} is to play but has no legal action {self.where()}"
            action = self.rng.choice(view["legal_actions"])["action"]
            action_id = f"dur-{self.stats.games}-{len(self.acked)}-{self.rng.getrandbits(48):012x}"
            view = self.deliver(seat, {"action": action, "action_id": action_id, "after": view["action_count"]})
        self.check_finished_game()

    def deliver(self, seat: int, body: dict[str, Any]) -> dict[str, Any]:
        """POST ``body`` until an answer comes, killing the server when the countdown says so; answer the
        seat's new view. A POST whose answer was lost is sent again unchanged (same ``action_id``)."""
        lost = False
        while True:
            self.countdown -= 1
            if self.countdown > 0 or time.monotonic() - self.started > KILL_BUDGET_S:
                started = time.perf_counter()
                answer = post_action(self.server.http, self.game_id, self.tokens[seat], body)
                self.latencies.append(time.perf_counter() - started)
                assert answer is not None, f"the server died on its own {self.where()}"
            elif self.rng.random() < 0.5:
                answer = post_action(self.server.http, self.game_id, self.tokens[seat], body)
                assert answer is not None, f"the server died on its own {self.where()}"
                self.accept(seat, body, answer, retried=lost)
                self.restart(pending=None)
                return self.view(seat)
            else:
                answer = self.post_and_kill(seat, body)
                if answer is not None:
                    view = self.accept(seat, body, answer, retried=lost)
                    self.restart(pending=None)
                    return view  # nothing happened since the answer
                self.restart(pending=body)
                lost = True
                continue
            return self.accept(seat, body, answer, retried=lost)

    def accept(self, seat: int, body: dict[str, Any], answer: httpx.Response, *, retried: bool) -> dict[str, Any]:
        what = "the retried POST" if retried else "the POST"
        assert answer.status_code == 200, (
            f"{what} {json.dumps(body)} answered {answer.status_code} {answer.text} {self.where()}"
        )
        self.acked.append(body["action"])
        self.last_post = (seat, body)
        self.stats.actions += 1
        view: dict[str, Any] = answer.json()
        assert view["action_count"] == len(self.acked), (
            f"{what} {json.dumps(body)} was acknowledged with action_count {view['action_count']}, but exactly "
            f"{len(self.acked)} actions were acknowledged (applied twice, or lost) {self.where()}"
        )
        return view

    def post_and_kill(self, seat: int, body: dict[str, Any]) -> httpx.Response | None:
        """POST from a background thread and SIGKILL the server a moment later, while the POST is (most
        likely) in flight; answer what the thread received, None if nothing."""
        result: list[httpx.Response | None] = []
        # A client of its own, connected beforehand (so the POST goes out at once): the server's client is
        # closed by kill() while this one may still be reading.
        http = httpx.Client(base_url=self.server.base_url, timeout=30)
        http.get("/api/health")
        sending = threading.Event()

        def send() -> None:
            sending.set()
            result.append(post_action(http, self.game_id, self.tokens[seat], body))

        # A POST takes a few milliseconds: kill anywhere from before it lands to just after its answer.
        typical = statistics.median(self.latencies[-50:]) if self.latencies else 0.003
        thread = threading.Thread(target=send, daemon=True)
        thread.start()
        sending.wait(5)
        time.sleep(self.rng.uniform(0.0, 1.5 * typical))
        self.server.kill()
        thread.join(30)
        http.close()
        assert not thread.is_alive(), "the in-flight POST never returned"
        answer = result[0] if result else None
        if answer is not None:
            self.stats.in_flight["answered"] += 1
        return answer

    def restart(self, pending: dict[str, Any] | None) -> None:
        """Kill (if still running) and start the server again on the same database, then check that it
        holds every acknowledged action, plus at most the ``pending`` one whose answer was lost."""
        self.server.kill()
        self.stats.kills += 1
        self.countdown = self.rng.randint(*KILL_EVERY)
        self.server = Server(self.db, self.log)
        count = self.view(None)["action_count"]
        assert count >= len(self.acked), (
            f"after a restart the game has {count} actions, but {len(self.acked)} were acknowledged: "
            f"acknowledged actions were lost {self.where()}"
        )
        assert count <= len(self.acked) + (pending is not None), (
            f"after a restart the game has {count} actions, more than the {len(self.acked)} acknowledged "
            f"and {int(pending is not None)} unanswered {self.where()}"
        )
        if pending is not None:
            self.stats.in_flight["applied" if count > len(self.acked) else "lost"] += 1
        if self.last_post is not None and self.rng.random() < 0.5:
            self.resend_acknowledged(count)
        spectator = self.view(None)
        seat = spectator["current_player"]
        if not spectator["is_over"] and seat is not None:
            seen = self.view(seat)
            legal = [entry["action"] for entry in seen["legal_actions"]]
            self.checkpoints.append(Checkpoint(seen["action_count"], seat, seen["view"], legal))

    def resend_acknowledged(self, count: int) -> None:
        """The last acknowledged POST again, after the restart: 200, nothing applied; and its action_id
        with another action: 409."""
        assert self.last_post is not None
        seat, body = self.last_post
        again = post_action(self.server.http, self.game_id, self.tokens[seat], body)
        assert again is not None
        assert again.status_code == 200, (
            f"an acknowledged POST sent again after a restart, {json.dumps(body)}, answered "
            f"{again.status_code} {again.text} {self.where()}"
        )
        assert again.json()["action_count"] == count, f"a resent action_id was applied again {self.where()}"
        kind = "end_attacks" if body["action"]["type"] == "end_turn" else "end_turn"
        other = {"action": {"type": kind}, "action_id": body["action_id"]}
        conflict = post_action(self.server.http, self.game_id, self.tokens[seat], other)
        assert conflict is not None
        assert conflict.status_code == 409, (
            f"action_id {body['action_id']!r} reused for another action answered {conflict.status_code} "
            f"{conflict.text} {self.where()}"
        )
        assert self.view(None)["action_count"] == count
        self.stats.duplicates += 1

    # -- the end of a game ---------------------------------------------------------------------------

    def check_finished_game(self) -> None:
        """The save holds exactly the acknowledged actions, replays, and every recorded view matches."""
        save = self.get(f"/api/games/{self.game_id}/save")
        stored = [entry["action"] for entry in save["actions"]]
        assert len(stored) == len(self.acked), (
            f"the save holds {len(stored)} actions, {len(self.acked)} were acknowledged {self.where()}"
        )
        for i, (mine, theirs) in enumerate(zip(self.acked, stored, strict=True)):
            assert mine == theirs, f"action {i}: acknowledged {mine}, the save holds {theirs} {self.where()}"
        replayed = load_game(save)  # replays every action, verifying every die and the final snapshot
        assert replayed.is_over()
        for seat in range(PLAYERS):
            final = self.view(seat)
            assert final["action_count"] == len(self.acked)
            difference = first_difference(final["view"], normalized(replayed.view(seat)), "view")
            assert difference is None, f"seat {seat}'s final view differs from the replay at {difference}"
        result = replayed.result()
        assert result is not None and self.view(None)["result"] == normalized(result.to_json())
        # Every view recorded after a restart, against the replay stopped at the same action.
        game = new_game(save["ruleset"], save["players"], save["options"], save["seed"])
        for checkpoint in sorted(self.checkpoints, key=lambda c: c.count):
            while len(game.history) < checkpoint.count:
                game.apply(game.codec.decode(stored[len(game.history)]))
            where = f"seat {checkpoint.seat} after {checkpoint.count} actions"
            difference = first_difference(checkpoint.view, normalized(game.view(checkpoint.seat)), "view")
            assert difference is None, f"{where}: the view after a restart differs from the replay at {difference}"
            legal = normalized([a.to_json() for a in game.legal_actions()])
            assert checkpoint.legal == legal, f"{where}: the legal actions after a restart differ from the replay"
            self.stats.views_checked += 1


def test_acknowledged_actions_survive_sigkill(db_url: str, tmp_path: Path) -> None:
    log = tmp_path / "serve.log"
    run = Run(db_url, log)
    try:
        while run.stats.actions < MIN_ACTIONS:
            assert run.stats.games < MAX_GAMES, f"{MAX_GAMES} games ended with {run.stats.actions} actions in all"
            run.play_game()
    finally:
        run.server.kill()
    stats = run.stats
    print(
        f"durability: {stats.actions} actions in {stats.games} game(s), {stats.kills} kills, in-flight POSTs "
        f"{stats.in_flight}, {stats.duplicates} resent, {stats.views_checked} views after restarts checked, "
        f"{time.monotonic() - run.started:.1f} s"
    )
    assert stats.kills >= 5
    text = log.read_text(errors="replace")
    assert "Traceback" not in text, text[text.index("Traceback") - 500 :][:4000]
