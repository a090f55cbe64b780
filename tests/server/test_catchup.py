"""Two game services on one database, as two server processes would be (docs/server.md, "Several
processes"): a game in one's memory catches up with what the other stored, and an action the other stored
first is refused (409) or judged again, never applied twice nor left half-applied in memory.

The catch-up does not depend on the database, so these run on a SQLite file with ``shared`` set by hand;
test_cluster.py runs real processes on PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from warroom.server import catchup, games
from warroom.server.db import actions_table, make_engine
from warroom.server.errors import ServiceError
from warroom.server.games import GameService
from warroom.server.live import LiveGame
from warroom.server.notify import Notice
from warroom.server.schemas import CreateGame, PostAction, SeatSpec


@pytest.fixture
def pair(tmp_path: Path) -> Iterator[tuple[GameService, GameService]]:
    """Two services on one SQLite file, each catching up before it uses a game."""
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    services = []
    for _ in range(2):
        service = GameService(make_engine(url), any_seed=True)
        service.start()
        service.shared = True
        services.append(service)
    yield services[0], services[1]
    for service in services:
        service.engine.dispose()


def new_game(service: GameService) -> tuple[str, list[str]]:
    body = CreateGame(ruleset="war", players=3, seats=[SeatSpec(kind="human")] * 3, seed=5)
    game_id, tokens = service.create(body, "test")
    return game_id, [t for _seat, t in tokens]


def move(service: GameService, game_id: str, *, pick: int = 0, **extra: Any) -> dict[str, Any]:
    """The seat to move makes its ``pick``-th legal action through ``service``."""
    live = service.get(game_id)
    view = service.view(live, None)
    seat = view["current_player"]
    legal = service.view(live, seat)["legal_actions"]
    body = PostAction(action=legal[pick % len(legal)]["action"], **extra)
    return service.post_action(live, seat, body)


def stored(service: GameService, game_id: str) -> list[str]:
    with service.engine.connect() as conn:
        rows = conn.execute(
            select(actions_table.c.action).where(actions_table.c.game_id == game_id).order_by(actions_table.c.idx)
        )
        return [r[0] for r in rows]


def history(live: LiveGame) -> list[Any]:
    assert live.game is not None
    return [a.to_json() for a in live.game.history]


def test_a_game_in_memory_catches_up_with_the_actions_another_process_stored(
    pair: tuple[GameService, GameService], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = pair
    game_id, _tokens = new_game(a)
    live_b = b.get(game_id)
    assert b.view(live_b, None)["action_count"] == 0  # restored in b's memory at 0 actions
    for n in range(3):
        move(a, game_id, action_id=f"a-{n}")

    def no_restore(*_args: Any) -> None:
        raise AssertionError("a catch-up replayed the whole game")

    # Only the three new actions are applied: the game is not rebuilt from its first action (nor after
    # a write refused by the database).
    monkeypatch.setattr(catchup, "restore", no_restore)
    monkeypatch.setattr(games, "restore", no_restore)
    view = b.view(live_b, None)
    assert view["action_count"] == 3
    assert history(live_b) == history(a.get(game_id))
    assert live_b.action_texts == stored(a, game_id)
    # a's action ids came along: the same POST retried through b is answered, not applied again.
    seat = a.get(game_id).action_ids["a-2"][1]
    retried = PostAction(action=history(a.get(game_id))[2], action_id="a-2")
    assert b.post_action(live_b, seat, retried)["action_count"] == 3
    assert len(stored(a, game_id)) == 3
    # And b's own actions are stored after a's, then seen by a.
    move(b, game_id)
    assert a.view(a.get(game_id), None)["action_count"] == 4


def test_an_action_another_process_stored_first_is_a_409_and_memory_is_the_database(
    pair: tuple[GameService, GameService], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = pair
    game_id, _tokens = new_game(a)
    live_b = b.get(game_id)
    b.view(live_b, None)
    move(a, game_id, pick=0)
    # b checked the database just before a's commit (the race): its request finds nothing new.
    monkeypatch.setattr(games, "refresh", lambda *_args: False)
    with pytest.raises(ServiceError) as refused:
        move(b, game_id, pick=1, after=0)
    assert refused.value.status == 409 and "moved on" in refused.value.message
    assert len(stored(a, game_id)) == 1  # exactly one action 0: a's
    assert history(live_b) == history(a.get(game_id))  # b's memory was put back to the database's game
    assert live_b.action_texts == stored(a, game_id)


def test_a_request_that_lost_the_race_is_judged_again_against_the_game_as_it_is(
    pair: tuple[GameService, GameService], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = pair
    game_id, _tokens = new_game(a)
    live_b = b.get(game_id)
    b.view(live_b, None)
    move(a, game_id, pick=0)
    monkeypatch.setattr(games, "refresh", lambda *_args: False)
    # Without ``after``: once b has caught up, the same seat is still to place armies, so its action is
    # made as the next one, as if the two requests had come to one process one after the other.
    answer = move(b, game_id, pick=0)
    assert answer["action_count"] == 2
    assert len(stored(a, game_id)) == 2
    assert live_b.action_texts == stored(a, game_id)
    assert history(live_b) == [json.loads(t) for t in stored(a, game_id)]


def test_seats_taken_through_another_process_are_seen() -> None:
    """The lobby's changes (a seat taken, the game started) are read with the row."""
    live = LiveGame(id="g", ruleset_id="war", players=3, seats=[], turn_seconds=None, options={}, seed=1)
    row = {"seats": '[{"kind":"open","level":null,"token_hash":null,"player":null}]', "started": True}
    assert catchup._take_row(live, row)  # type: ignore[arg-type]
    assert live.started and live.seats[0].kind == "open"
    assert not catchup._take_row(live, row)  # type: ignore[arg-type]


def test_notification_payloads() -> None:
    notice = Notice("Qm2x-8Yc_4Zt", 17, "node1", "action")
    assert Notice.parse(notice.payload()) == notice
    for bad in ["", "x", "g:1:n", "g:one:n:action", "g:1:n:other", ":1:n:action"]:
        assert Notice.parse(bad) is None


def test_one_free_seat_taken_through_two_processes_goes_to_one_person(tmp_path: Path) -> None:
    """Two people take the last free seat at once, each through their own process (whose copy of the game does
    not know of the other yet): the first has it, the second is answered 409 and nothing of theirs is stored."""
    from warroom.server.lobby import Lobby

    url = f"sqlite:///{tmp_path / 'shared.db'}"
    one, two = (GameService(make_engine(url), any_seed=True) for _ in range(2))
    try:
        for service in (one, two):
            service.start()
        ana, _ = one.players.create("Ana")
        bia, _ = one.players.create("Bia")
        cy, _ = one.players.create("Cy")
        seats = [SeatSpec(kind="human"), SeatSpec(kind="open"), SeatSpec(kind="ai", level="easy")]
        game_id, _tokens = one.create(CreateGame(ruleset="war", players=3, seats=seats, visibility="open"), "t", ana)
        stale = two.get(game_id)  # loaded by the second process while the seat is still free
        two.usable(stale)
        assert Lobby(one).join(one.get(game_id), cy, None)[0] == 1
        with pytest.raises(ServiceError) as refused:
            Lobby(two).join(stale, bia, None)  # not shared: no catch-up hides the race
        assert refused.value.status == 409 and "seats changed" in refused.value.message
        with one.engine.connect() as conn:
            from warroom.server.db import seat_players_table

            holders = conn.execute(select(seat_players_table.c.player_id).where(seat_players_table.c.seat == 1))
            assert [r[0] for r in holders] == [cy.id]
    finally:
        for service in (one, two):
            service.engine.dispose()
