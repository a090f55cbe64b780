"""A view's events carry ``text``, the ruleset's sentence for each in the reader's language (``lang``), and its
legal actions a ``label`` in it (docs/server.md, "Languages")."""

from __future__ import annotations

from typing import Any

from server_helpers import TestClient, auth, create

from warroom.core.log import Event
from warroom.core.registry import new_game


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


def events(client: TestClient, game_id: str, token: str | None, lang: str = "en") -> list[dict[str, Any]]:
    headers = auth(token) if token is not None else {}
    view = client.get(f"/api/games/{game_id}/view", params={"events_since": 0, "lang": lang}, headers=headers).json()
    found: list[dict[str, Any]] = view["events"]
    return found


def test_a_war_view_reads_in_portuguese(client: TestClient) -> None:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, seed=4)
    game_id = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    play(client, game_id, tokens, 5)
    game = new_game("war", 3, {}, 4)
    for token in (None, tokens[0]):
        shown = events(client, game_id, token, "pt")
        assert shown and {"turn", "setup"} <= {e["kind"] for e in shown}
        for e in shown:
            if e["kind"] == "shuffle":
                continue
            text = e.get("text")
            assert isinstance(text, str) and text, e
    # The sentence is the ruleset's narration of the event as the seat may see it, in Portuguese.
    turn = next(e for e in events(client, game_id, tokens[0], "pt") if e["kind"] == "turn")
    data = {k: v for k, v in turn.items() if k not in {"kind", "action", "seq", "text"}}
    told = game.narrate(Event("turn", data, turn["action"]), 0)
    assert told is not None and turn["text"] == game.say(told, "pt")
    assert turn["text"].startswith("Rodada 1: vez de ")
    seat = client.get(f"/api/games/{game_id}/view").json()["current_player"]
    view = client.get(f"/api/games/{game_id}/view", params={"lang": "pt"}, headers=auth(tokens[seat])).json()
    assert view["lang"] == "pt"
    assert all(a["label"].startswith("Colocar 1 exército em ") for a in view["legal_actions"]), view["legal_actions"]
    assert view["words"]["phase"] == "reforçar"
    assert view["view"]["objective"]["text"].startswith(("Conquistar", "Destruir"))
    english = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[seat])).json()
    assert english["lang"] == "en" and english["legal_actions"][0]["label"].startswith("Place 1 army in ")


def test_a_bad_language_is_a_422_naming_it(client: TestClient) -> None:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, seed=4)
    answer = client.get(f"/api/games/{created['id']}/view", params={"lang": "fr"})
    assert answer.status_code == 422
    assert "lang" in answer.text


def test_a_refused_action_answers_in_the_asker_s_language(client: TestClient) -> None:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, seed=4)
    game_id = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    seat = client.get(f"/api/games/{game_id}/view").json()["current_player"]
    view = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[seat])).json()
    theirs = next(sid for sid, t in view["view"]["territories"].items() if t["owner"] != seat)
    body = {"action": {"type": "place", "territory": theirs}}
    answer = client.post(f"/api/games/{game_id}/actions", json=body, params={"lang": "pt"}, headers=auth(tokens[seat]))
    assert answer.status_code == 400
    assert answer.json()["detail"].endswith(" não é seu"), answer.text
    answer = client.post(f"/api/games/{game_id}/actions", json=body, headers=auth(tokens[seat]))
    assert answer.json()["detail"].endswith(" is not yours"), answer.text


def test_the_catalog_words_titles_and_options_in_both_languages(client: TestClient) -> None:
    listed = client.get("/api/rulesets").json()
    rulesets = listed["rulesets"] if isinstance(listed, dict) else listed
    war = next(r for r in rulesets if r["id"] == "war")
    assert war["titles"] == {
        "en": "WAR (Grow): the classic world map",
        "pt": "WAR (Grow): o mapa-múndi clássico",
    }
    limit = next(o for o in war["options"] if o["name"] == "round_limit")
    assert limit["label"] == {"en": "Round limit", "pt": "Limite de rodadas"}
    assert limit["help_text"]["pt"].startswith("termina a partida")
    undo = next(o for o in war["options"] if o["name"] == "undo")
    assert undo["label"]["pt"] == "Desfazer"


def test_every_ruleset_s_events_are_its_narration(client: TestClient) -> None:
    """The sentence of every event is the ruleset's ``narrate`` in the language asked for, or none where
    the ruleset has only the generic wording for it (the browser words those)."""
    for ruleset, players in (("ww4", 3), ("imperialism-basic", 3), ("war-cards", 3), ("war-imperio-romano", 3)):
        created = create(client, ruleset=ruleset, players=players, seats=[{"kind": "human"}] * players, seed=21)
        tokens = {s["seat"]: s["token"] for s in created["seats"]}
        play(client, created["id"], tokens, 6)
        for e in events(client, created["id"], tokens[0], "pt"):
            text = e.get("text")
            assert text is None or (isinstance(text, str) and "{" not in text and "None" not in text), e


def test_a_replay_reads_in_portuguese(client: TestClient) -> None:
    created = create(
        client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, seed=4, options={"round_limit": 1}
    )
    game_id = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    play(client, game_id, tokens, 200)
    view = client.get(f"/api/games/{game_id}/view", params={"lang": "pt"}).json()
    assert view["is_over"] and view["words"]["reason"] == "limite de rodadas", view["words"]
    last = view["action_count"]
    step = client.get(f"/api/games/{game_id}/replay", params={"step": last, "lang": "pt"}).json()
    assert step["description"].startswith("Colocar 1 exército em ")
    assert all(s["objective"]["text"].startswith(("Conquistar", "Destruir")) for s in step["secrets"]), step["secrets"]
    english = client.get(f"/api/games/{game_id}/replay", params={"step": last}).json()
    assert english["description"].startswith("Place 1 army in ")
    assert client.get(f"/api/games/{game_id}/replay", params={"step": last, "lang": "xx"}).status_code == 422


def test_a_narrator_that_fails_leaves_the_event_without_a_sentence(
    client: TestClient, monkeypatch: Any, caplog: Any
) -> None:
    """A sentence is a nicety: a narrator's bug is logged, and the view and the replay are still sent, that event
    without ``text`` (server/views.py, ``event_sentence``)."""
    created = create(
        client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, seed=4, options={"round_limit": 1}
    )
    game_id = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    play(client, game_id, tokens, 200)  # to the end: a replay opens then

    def broken(self: Any, event: Event, seat: int | None, actor: int | None) -> Any:
        raise RuntimeError("narrator bug")

    from warroom.rulesets.war.game import WarGame

    monkeypatch.setattr(WarGame, "narrate", broken)
    found = events(client, game_id, tokens[0])
    assert found and not any("text" in e for e in found)
    assert any("cannot describe event 0 of game " + game_id in r.getMessage() for r in caplog.records)
    last = client.get(f"/api/games/{game_id}/view").json()["action_count"]
    step = client.get(f"/api/games/{game_id}/replay", params={"step": last})  # the last step: the game's end
    assert step.status_code == 200, step.text
    assert step.json()["events"] and not any("text" in e for e in step.json()["events"])
    assert any("of a replay of war" in r.getMessage() for r in caplog.records)
