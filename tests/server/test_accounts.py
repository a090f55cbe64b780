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
