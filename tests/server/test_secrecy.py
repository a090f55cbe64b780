"""No view holds what its seat may not know: the others' objectives and hands, face-down cards, the deck
order, the seed. The engine's own snapshot says what the secrets are; every seat's JSON is searched."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from server_helpers import TestClient, auth, create

SEED = 918273645564738  # a number no view has any other reason to show


def secrets_of(snapshot: dict[str, Any], ruleset: str) -> tuple[list[set[str]], list[str], list[str]]:
    """Per seat the strings only it may see (objective id, hand cards); the deck order; face-down cards."""
    hands = snapshot["hands"]
    per_seat = [{snapshot["objectives"][p], *hands[p]} for p in range(len(hands))]
    if ruleset == "war-cards":
        for p, card in enumerate(snapshot["objective_cards"]):
            per_seat[p].add(card)
        deck = snapshot["dice_pile"] + snapshot["special_pile"]
        battle = snapshot.get("battle")
        face_down = [battle[-1]] if isinstance(battle, list) and battle else []
        if isinstance(battle, dict) and battle.get("card"):
            face_down = [battle["card"]]
    else:
        deck, face_down = snapshot["deck"], []
    return per_seat, deck, face_down


def strings_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings_in(v) for v in value.values()), set(map(str, value)))
    if isinstance(value, list):
        return set().union(*(strings_in(v) for v in value)) if value else set()
    return set()


@pytest.mark.parametrize("ruleset", ["war", "war-cards", "war-imperio-romano"])
def test_no_seat_sees_another_seats_secrets(client: TestClient, ruleset: str) -> None:
    players = 4
    created = create(client, ruleset=ruleset, players=players, seats=[{"kind": "human"}] * players,
                     options={"round_limit": 8}, seed=SEED)  # fmt: skip
    game_id, tokens = created["id"], [s["token"] for s in created["seats"]]
    live = client.app.state.service.games[game_id]  # type: ignore[attr-defined]
    rng = random.Random(1)
    # Public strings: the board's ids (WAR's territory cards are named by territory) and whatever was
    # shown face up to everybody (cards played, in the spectator's events and last battle).
    revealed: set[str] = set(live.game.board.ids)
    events_to = 0
    checked = 0
    for step in range(240):
        snapshot = live.game.snapshot()
        if live.game.is_over():
            break
        seat_to_play = live.game.current_player()
        if step % 6 == 0:
            per_seat, deck, face_down = secrets_of(snapshot, ruleset)
            views = {
                seat: client.get(f"/api/games/{game_id}/view", headers=auth(tokens[seat])).json()
                for seat in range(players)
            }
            views[None] = client.get(f"/api/games/{game_id}/view", params={"events_since": events_to}).json()
            events_to = views[None]["events_to"]
            revealed |= strings_in(views[None]["events"]) | strings_in(views[None]["view"].get("last_battle"))
            for seat, view in views.items():
                text = json.dumps(view)
                assert str(SEED) not in text, f"the seed in the view of seat {seat}"
                seen = strings_in(view)
                mine = per_seat[seat] if seat is not None else set()
                for other in range(players):
                    if other != seat:
                        leaked = (per_seat[other] & seen) - mine - revealed
                        assert not leaked, f"step {step}: seat {seat} sees {sorted(leaked)} of seat {other}"
                if len(deck) >= 3:
                    order = json.dumps(deck[:3])[1:-1]
                    assert order not in text, f"step {step}: seat {seat} sees the deck order"
                if seat is None:
                    assert view["view"]["hand"] is None and view["view"]["objective"] is None
                    assert view["legal_actions"] == []
                else:
                    assert view["view"]["objective"] is not None  # its own (the one in force)
                    hand = view["view"]["hand"]
                    ids = [c["id"] if isinstance(c, dict) else c for c in hand]
                    assert sorted(ids) == sorted(snapshot["hands"][seat])
            battle = views[None]["view"].get("battle")
            if face_down and battle is not None:
                for seat, view in views.items():
                    if seat != battle["attacker"]:
                        assert view["view"]["battle"]["card"] is None
                        assert face_down[0] not in strings_in(view["view"]["battle"])
            checked += 1
        seat = seat_to_play
        legal = live.game.legal_actions()
        choice = legal[rng.randrange(len(legal))].to_json()
        response = client.post(f"/api/games/{game_id}/actions", json={"action": choice}, headers=auth(tokens[seat]))
        assert response.status_code == 200, response.text
    assert checked >= 30
