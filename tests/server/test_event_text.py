"""A view's events carry ``text``, the ruleset's sentence for each (docs/server.md), where the ruleset has an
event describer and the browser does not word its events itself."""

from __future__ import annotations

from typing import Any

from server_helpers import TestClient, auth, create

from warroom.core.log import Event
from warroom.core.registry import new_game
from warroom.rulesets.ww4.narrate import ww4_event


def play(client: TestClient, game_id: str, tokens: dict[int, str], actions: int) -> None:
    """Make the first legal action of whoever is to decide, ``actions`` times."""
    for _ in range(actions):
        spectator = client.get(f"/api/games/{game_id}/view").json()
        seat = spectator["current_player"]
        if seat is None:
            return
        view = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[seat])).json()
        body = {"action": view["legal_actions"][0]["action"], "after": view["action_count"]}
        answer = client.post(f"/api/games/{game_id}/actions", json=body, headers=auth(tokens[seat]))
        assert answer.status_code == 200, answer.text


def events(client: TestClient, game_id: str, token: str | None) -> list[dict[str, Any]]:
    headers = auth(token) if token is not None else {}
    view = client.get(f"/api/games/{game_id}/view", params={"events_since": 0}, headers=headers).json()
    found: list[dict[str, Any]] = view["events"]
    return found


def test_a_ww4_view_s_events_carry_their_sentence(client: TestClient) -> None:
    created = create(client, ruleset="ww4", players=3, seats=[{"kind": "human"}] * 3, seed=21)
    game_id = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    play(client, game_id, tokens, 12)
    game = new_game("ww4", 3, {}, 21)
    for token in (None, tokens[0], tokens[2]):
        shown = events(client, game_id, token)
        assert shown and {"turn", "setup"} <= {e["kind"] for e in shown}
        for e in shown:
            text = e.get("text")
            assert isinstance(text, str) and text, e
            assert "{" not in text and "None" not in text and "seq" not in text, text
    # The sentence is the describer's, for the event as the seat may see it.
    turn = next(e for e in events(client, game_id, tokens[0]) if e["kind"] == "turn")
    data = {k: v for k, v in turn.items() if k not in {"kind", "action", "seq", "text"}}
    assert turn["text"] == ww4_event(game, Event("turn", data, turn["action"]), None, 0, "en")
    assert turn["text"].endswith("'s turn (round 1)") or turn["text"].endswith("' turn (round 1)")


def test_an_imperialism_view_s_events_carry_text_and_war_s_none(client: TestClient) -> None:
    created = create(client, ruleset="imperialism-basic", players=3, seats=[{"kind": "human"}] * 3, seed=4)
    shown = events(client, created["id"], created["seats"][0]["token"])
    assert shown and all(isinstance(e.get("text"), str) and e["text"] for e in shown)
    # WAR's events are worded by the browser itself, translated: no text from the server.
    war = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, seed=4)
    assert all("text" not in e for e in events(client, war["id"], None))
