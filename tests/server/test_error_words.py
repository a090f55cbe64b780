"""Error answers in the request's language (``?lang=pt``): the action decoder's refusals, the game's own
("it is not your decision"), every ``ServiceError`` the server raises; English (the default) stays the text
as raised (docs/server.md, "Languages")."""

from __future__ import annotations

import ast
import json
from pathlib import Path

from server_helpers import TestClient, auth, create

from warroom.core.errors import IllegalAction
from warroom.core.registry import new_game
from warroom.core.undo import REASONS
from warroom.server import error_words
from warroom.server.error_words import translate

_SERVER = Path(error_words.__file__).parent
#: ServiceError messages no template words, with why: a value made elsewhere (a limit's refusal, passed on as
#: it is; the engine's refusals of a ruleset, an option or a save carry their own words, core/error_words.py)
#: or a text a test matches (``'seats' lists 2 seat(s)``).
_NOT_WORDED = {
    "'seats' lists 7 seat(s) for 7 players",
    "too many 7: at most 7 every 7 minutes",  # its two wordings have their templates: see the test below
    "'action' 7",  # the problem of the action's JSON, worded where it is found
    "option '7' names a file on the server's machine, which a client may not choose",
    "7: the server does not play the 7 7; choose one of 7",
    "no map drawing for board 7",
    "'7' must be a seat's token or a player key (a short ASCII string) or null",
    'say who you are within 7 s: send {"token": ...}',
    'the first message must be the JSON text {"token": ...}',
    "the first message is too long",
    'the first message must be {"token": TOKEN} (or {"token": null} to watch)',
    "'commitment' must be 64 hexadecimal digits (the seed_commitment of a view)",
}


def _sample(node: ast.expr) -> str | None:
    """A message as its site would make it, every computed part "7"; None for one made elsewhere."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "7" for v in node.values)
    return None


def _raised_messages() -> list[tuple[str, str]]:
    """(file, message sample) of every ``ServiceError(status, message)`` in the server's modules."""
    found = []
    for path in sorted(_SERVER.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ServiceError" and len(node.args) > 1:
                sample = _sample(node.args[1])
                if sample is not None:
                    found.append((path.name, sample))
    return found


def test_every_server_error_is_worded_in_portuguese() -> None:
    messages = _raised_messages()
    assert len(messages) > 60
    missing = [(f, m) for f, m in messages if m not in _NOT_WORDED and translate(m, "pt") == m]
    assert not missing, missing
    for _file, message in messages:
        assert translate(message, "en") == message  # English stays the text as raised


def test_a_reason_inside_a_message_is_worded_too() -> None:
    said = translate("cannot undo: the game has not started", "pt")
    assert said == "não é possível desfazer: o jogo não começou"
    assert translate("the game could not be stored; try again", "pt") == ("o jogo não pôde ser guardado; tente de novo")


def test_decoder_refusals_in_portuguese() -> None:
    game = new_game("war", 3, {}, 1)
    cases = [
        ({"type": "teleport"}, "tipo de ação desconhecido 'teleport'"),
        ({"type": "place"}, "falta à ação 'place' o campo 'territory'"),
        ({"type": "place", "territory": 3}, "o campo 'territory' da ação 'place' deve ser um texto"),
        ({"type": "place", "territory": "brazil", "x": 1}, "a ação 'place' tem um campo desconhecido: x"),
        ([1], "uma ação deve ser um objeto JSON"),
    ]
    for bad, start in cases:
        try:
            game.apply(bad)
        except IllegalAction as exc:
            assert game.say(exc.message, "pt").startswith(start), game.say(exc.message, "pt")
            assert "(s)" not in str(exc)
        else:
            raise AssertionError(f"{bad} was taken")


def test_http_answers_carry_the_request_language(client: TestClient) -> None:
    created = create(client, ruleset="war", players=3, seats=[{"kind": "human"}] * 3, seed=4)
    game_id = created["id"]
    tokens = {s["seat"]: s["token"] for s in created["seats"]}
    seat = client.get(f"/api/games/{game_id}/view").json()["current_player"]
    other = (seat + 1) % 3
    url = f"/api/games/{game_id}/actions"
    english = client.post(url, json={"action": {"type": "teleport"}}, headers=auth(tokens[seat]))
    assert english.status_code == 400 and english.json()["detail"].startswith("unknown action type 'teleport'")
    pt = client.post(f"{url}?lang=pt", json={"action": {"type": "teleport"}}, headers=auth(tokens[seat]))
    assert pt.status_code == 400 and pt.json()["detail"].startswith("tipo de ação desconhecido 'teleport'")
    # Out of turn: the seat to play is named in the reader's language.
    view = client.get(f"/api/games/{game_id}/view", headers=auth(tokens[seat])).json()
    body = {"action": view["legal_actions"][0]["action"]}
    late = client.post(f"{url}?lang=pt", json=body, headers=auth(tokens[other]))
    assert late.status_code == 409
    assert late.json()["detail"].startswith("não é a sua decisão: ") and "(assento " in late.json()["detail"]
    english_late = client.post(url, json=body, headers=auth(tokens[other])).json()["detail"]
    assert english_late.startswith("it is not your decision: ")
    assert client.get("/api/games/nope/view?lang=pt").json()["detail"] == "não há jogo 'nope'"
    # Nothing changed.
    assert client.get(f"/api/games/{game_id}/view").json()["action_count"] == 0


def test_every_undo_refusal_is_worded_in_portuguese() -> None:
    """Why undo is refused (core/undo.py) reaches a Portuguese reader in Portuguese, inside "cannot undo:"."""
    for code, reason in REASONS.items():
        if code == "copy":  # a search's scratch copy: never a request's answer
            continue
        said = translate(f"cannot undo: {reason.format(kind='roll')}", "pt")
        assert said.startswith("não é possível desfazer: "), said
        assert reason.format(kind="roll") not in said, (code, said)


def test_a_message_nested_deep_is_answered_not_crashed() -> None:
    """Reasons inside reasons are translated a few levels deep, never down a nesting of thousands (which would
    exhaust the stack and answer a 5xx)."""
    message = "cannot undo: " * 5000 + "the game is over"
    said = translate(message, "pt")
    assert said.startswith("não é possível desfazer: não é possível desfazer: ")


def test_limits_and_lobby_refusals_in_portuguese() -> None:
    """The refusals a person meets in the lobby, the account page and the archive are worded in Portuguese."""
    for message in (
        "too many new players: at most 5 every 10 minutes",
        "too many password changes: at most 5 every 60 minutes",
        "too many uploads: at most 4 per client every 60 s",
        "no uploaded replay 'x': uploads are kept 60 minutes",
        "option 'undo' is for practice games with one person (the other seats computers); this game has 2",
        "'status' must be one of open, playing, not 'x'",
    ):
        said = translate(message, "pt")
        assert said != message and " minutes" not in said and "game has" not in said, said


def test_the_engine_s_refusals_in_the_request_language(client: TestClient) -> None:
    """A game the engine will not set up, a ruleset that is not there, a save it cannot load: the answer's
    detail is worded by the engine (core/error_words.py) in the request's language; English is unchanged."""
    body = {"ruleset": "war", "players": 3, "seats": [{"kind": "human"}] * 3, "options": {"round_limit": -3}}
    english = client.post("/api/games", json=body)
    assert english.status_code == 422 and english.json()["detail"] == "option 'round_limit' must be at least 1, got -3"
    pt = client.post("/api/games?lang=pt", json=body)
    assert pt.status_code == 422 and pt.json()["detail"] == "a opção 'round_limit' deve ser no mínimo 1, não -3"
    body = {"ruleset": "ww4", "players": 3, "seats": [{"kind": "human"}] * 3, "options": {"nations": "red,red,blue"}}
    assert client.post("/api/games?lang=pt", json=body).json()["detail"] == "a opção nations nomeia uma cor duas vezes"
    answer = client.get("/api/rulesets/chess/board?lang=pt")
    assert answer.status_code == 404 and answer.json()["detail"].startswith("jogo desconhecido 'chess' (instalados: ")
    upload = client.post("/api/replays?lang=pt", content=json.dumps({"format": "warroom-save", "version": 0}))
    assert upload.status_code == 422
    assert upload.json()["detail"] == "o jogo salvo: jogo salvo danificado, versão de formato inválida 0", upload.json()
    english_upload = client.post("/api/replays", content=json.dumps({"format": "warroom-save", "version": 0}))
    assert english_upload.json()["detail"] == "the save: damaged save, bad format version 0"


def test_a_refused_upload_in_the_request_language(client: TestClient) -> None:
    """Every refusal of a replay upload (server/replay_uploads.py) is worded in Portuguese for ``?lang=pt``."""
    deep = ("[" * 200 + "]" * 200).encode()
    cases = [
        (b" ", "o corpo está vazio: envie um arquivo de jogo salvo do warroom"),
        (b"\xff", "o jogo salvo não é texto UTF-8"),
        (b"{", "o jogo salvo não é JSON válido"),
        (deep, "o jogo salvo está aninhado em mais de"),
        (json.dumps({"format": "warroom-seat-save"}).encode(), "este é o jogo salvo de um assento"),
    ]
    for body, start in cases:
        answer = client.post("/api/replays?lang=pt", content=body)
        assert answer.status_code == 422 and answer.json()["detail"].startswith(start), (body[:20], answer.json())
        english = client.post("/api/replays", content=body).json()["detail"]
        assert english.startswith(("the body is empty", "the save", "this is a seat save")), english
