"""Accounts: a password change needs the current password and signs other devices out; a device signs itself
out (an account only) or signs every other device out (docs/server.md, "Players and the lobby")."""

from __future__ import annotations

from server_helpers import TestClient


def _player(client: TestClient, name: str) -> dict[str, str]:
    made: dict[str, str] = client.post("/api/players", json={"name": name}).json()
    return {"X-Player-Key": made["key"]}


def _device(client: TestClient, name: str, password: str) -> dict[str, str]:
    signed = client.post("/api/sessions", json={"name": name, "password": password})
    assert signed.status_code == 201, signed.text
    return {"X-Player-Key": signed.json()["key"]}


def test_a_password_change_needs_the_current_one_and_signs_other_devices_out(client: TestClient) -> None:
    home = _player(client, "Ana")
    assert client.get("/api/players/me", headers=home).json()["account"] is False
    first = client.put("/api/players/me/password", json={"password": "correct horse"}, headers=home)
    assert first.json() == {"account": True, "signed_out": 0}
    assert client.get("/api/players/me", headers=home).json()["account"] is True
    phone = _device(client, "Ana", "correct horse")

    # Someone holding only the phone's key cannot take the account.
    taken = client.put("/api/players/me/password", json={"password": "stolen horse"}, headers=phone)
    assert taken.status_code == 403 and "current" in taken.json()["detail"]
    wrong = client.put(
        "/api/players/me/password", json={"password": "stolen horse", "current": "wrong horse"}, headers=phone
    )
    assert wrong.status_code == 403
    assert client.post("/api/sessions", json={"name": "Ana", "password": "stolen horse"}).status_code == 403

    changed = client.put(
        "/api/players/me/password", json={"password": "battery staple", "current": "correct horse"}, headers=home
    )
    assert changed.json() == {"account": True, "signed_out": 1}
    assert client.get("/api/players/me", headers=phone).status_code == 403  # the phone must sign in again
    assert client.get("/api/players/me", headers=home).status_code == 200
    assert client.post("/api/sessions", json={"name": "Ana", "password": "correct horse"}).status_code == 403
    _device(client, "Ana", "battery staple")


def test_devices_sign_out(client: TestClient) -> None:
    home = _player(client, "Bia")
    # A name without a password would be lost for good: refused.
    lost = client.delete("/api/sessions/current", headers=home)
    assert lost.status_code == 409 and "password" in lost.json()["detail"]
    assert client.get("/api/players/me", headers=home).status_code == 200

    client.put("/api/players/me/password", json={"password": "correct horse"}, headers=home)
    phone, laptop = _device(client, "Bia", "correct horse"), _device(client, "Bia", "correct horse")
    assert client.delete("/api/sessions", headers=home).json() == {"signed_out": 2}
    for gone in (phone, laptop):
        assert client.get("/api/players/me", headers=gone).status_code == 403
    assert client.delete("/api/sessions/current", headers=home).json() == {"signed_out": True}
    assert client.get("/api/players/me", headers=home).status_code == 403
    assert client.delete("/api/sessions", headers={}).status_code == 401
    assert client.delete("/api/sessions/current", headers={"X-Player-Key": "nobody"}).status_code == 403


def test_a_stolen_key_guessing_the_password_locks_out_only_itself(client: TestClient) -> None:
    home = _player(client, "Cy")
    client.put("/api/players/me/password", json={"password": "correct horse"}, headers=home)
    thief = _device(client, "Cy", "correct horse")  # a key left on a borrowed computer
    guesses = [
        client.put(
            "/api/players/me/password", json={"password": "mine now!", "current": f"guess {i}"}, headers=thief
        ).status_code
        for i in range(11)
    ]
    assert guesses[:10] == [403] * 10 and guesses[10] == 429
    changed = client.put(
        "/api/players/me/password", json={"password": "battery staple", "current": "correct horse"}, headers=home
    )
    assert changed.status_code == 200 and changed.json()["signed_out"] == 1


def test_a_sign_in_checked_against_a_password_changed_meanwhile_makes_no_key(client: TestClient) -> None:
    """The sign-in's key is written only if the password is still the one it checked (a change racing it)."""
    from warroom.server.players import MAX_KEYS, hash_key

    home = _player(client, "Di")
    client.put("/api/players/me/password", json={"password": "correct horse"}, headers=home)
    players = client.app.state.service.players
    verify = players._verify
    raced: list[bool] = []

    def change_meanwhile(stored: str, password: str) -> bool:
        ok = verify(stored, password)
        if ok and not raced:  # the owner changes it right after the sign-in's check
            raced.append(True)
            me = players.by_key(home["X-Player-Key"])
            assert me is not None
            players.set_password(me, home["X-Player-Key"], "battery staple", password)
        return ok

    players._verify = change_meanwhile  # type: ignore[method-assign]
    try:
        late = client.post("/api/sessions", json={"name": "Di", "password": "correct horse"})
    finally:
        players._verify = verify  # type: ignore[method-assign]
    assert late.status_code == 403
    # And an account holds at most MAX_KEYS devices: the oldest go first.
    keys = [_device(client, "Di", "battery staple")["X-Player-Key"] for _ in range(MAX_KEYS + 2)]
    with players.engine.connect() as conn:
        from sqlalchemy import select

        from warroom.server.db import player_keys_table

        held = set(conn.execute(select(player_keys_table.c.key_hash)).scalars())
    assert hash_key(keys[-1]) in held and hash_key(keys[0]) not in held
    assert len([k for k in keys if hash_key(k) in held]) <= MAX_KEYS
