"""Verifiable dice: the server draws every game's seed, publishes a commitment to it from the start, and
reveals the seed and salt when the game ends; `warroom replay --verify` checks both. A chosen seed is
only for practice against the computer."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from server_helpers import TestClient, auth, create, wait_for

from warroom.cli.main import main
from warroom.core.commitment import commitment_holds
from warroom.server.app import create_app

GREEDY_3 = [{"kind": "ai", "level": "greedy"}] * 3


def _finished(client: TestClient, game_id: str) -> dict[str, Any]:
    view: dict[str, Any] = wait_for(
        lambda: (v := client.get(f"/api/games/{game_id}/view").json())["is_over"] and v, "the game to end"
    )
    return view


def test_the_seed_is_committed_to_and_revealed_at_the_end(tmp_path: Path, capsys: Any) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}")) as client:
        created = create(client, ruleset="war", players=3, seats=GREEDY_3, options={"round_limit": 2})
        first = client.get(f"/api/games/{created['id']}/view").json()
        commitment = first["seed_commitment"]
        assert len(commitment) == 64 and int(commitment, 16) >= 0
        if not first["is_over"]:
            assert "seed" not in first and "seed_salt" not in first
        view = _finished(client, created["id"])
        assert view["seed_commitment"] == commitment and view["seed_chosen"] is False
        assert commitment_holds(view["seed"], view["seed_salt"], commitment)
        save = client.get(f"/api/games/{created['id']}/save").json()
    assert save["seed"] == view["seed"] and save["seed_commitment"] == commitment
    path = tmp_path / "game.json"
    path.write_text(json.dumps(save))
    assert main(["replay", str(path), "--verify"]) == 0
    assert "commitment" in capsys.readouterr().out
    # A seed changed after the fact no longer matches the commitment.
    save["seed"] += 1
    path.write_text(json.dumps(save))
    assert main(["replay", str(path), "--verify"]) != 0


def test_seeds_differ_and_come_from_the_server(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}")) as client:
        ids = [create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3)["id"] for _ in range(5)]
        service = client.app.state.service  # type: ignore[attr-defined]
        seeds = {service.games[i].seed for i in ids}
        commitments = {client.get(f"/api/games/{i}/view").json()["seed_commitment"] for i in ids}
    assert len(seeds) == 5 and len(commitments) == 5


def test_a_chosen_seed_is_for_practice_against_the_computer(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}")) as client:
        two = [{"kind": "human"}, {"kind": "human"}, {"kind": "ai"}]
        refused = client.post("/api/games", json={"ruleset": "war", "players": 3, "seats": two, "seed": 7})
        assert refused.status_code == 422 and "seed" in refused.json()["detail"]
        one = [{"kind": "human"}, {"kind": "ai"}, {"kind": "ai"}]
        practice = create(client, ruleset="war", players=3, seats=one, seed=1234)
        token = practice["seats"][0]["token"]
        view = client.get(f"/api/games/{practice['id']}/view", headers=auth(token)).json()
        assert view["seed_chosen"] is True
        # Its one person chose the seed: their save may hold it (warroom play --load).
        save = client.get(f"/api/games/{practice['id']}/save", headers=auth(token)).json()
        assert save["format"] == "warroom-save" and save["seed"] == 1234
        # Nobody else gets it while the game goes on.
        watched = client.get(f"/api/games/{practice['id']}/save").json()
        assert watched["format"] == "warroom-seat-save" and "seed" not in watched and "seed_salt" not in watched


def test_no_view_or_save_holds_the_seed_while_the_game_goes_on(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}")) as client:
        created = create(client, ruleset="war-cards", players=3, seats=[{"kind": "human"}] * 3)
        seed = client.app.state.service.games[created["id"]].seed  # type: ignore[attr-defined]
        for token in [s["token"] for s in created["seats"]] + [None]:
            headers = auth(token) if token else {}
            for what in ("view", "save"):
                text = client.get(f"/api/games/{created['id']}/{what}", headers=headers).text
                assert str(seed) not in text and "seed_salt" not in text


def test_an_open_seat_counts_as_a_person_for_a_chosen_seed(tmp_path: Path) -> None:
    with TestClient(create_app(f"sqlite:///{tmp_path / 'g.db'}")) as client:
        seats = [{"kind": "human"}, {"kind": "open"}, {"kind": "ai"}]
        refused = client.post("/api/games", json={"ruleset": "war", "players": 3, "seats": seats, "seed": 7})
        assert refused.status_code == 422 and "seed" in refused.json()["detail"]
