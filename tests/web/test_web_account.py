"""End to end in a headless Chromium against a real `warroom serve`: the account page. A person names themselves
in the lobby, sets a password on the account page, and signs in from a second browser (another device), which
sees the same name; a password change there needs the current password and signs the first browser out; a
webhook that is not http(s) is refused next to the field and a good one is kept. Every word of the browser client
exists in English and Portuguese."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.web

WAIT = 20_000


def _name_in_lobby(page: Any, server: str, name: str) -> None:
    page.goto(f"{server}/")
    page.fill("#player-name-input", name)
    page.click("#player-save")
    page.wait_for_selector("#player-name")


def _submit(page: Any, form: str) -> str:
    """Submit a form of the account page; answer what its message line says."""
    page.evaluate("f => { document.querySelector(`#${f}-note`).textContent = ''; }", form)
    page.click(f"#{form}-submit")
    page.wait_for_function("f => document.querySelector(`#${f}-note`)?.textContent", arg=form, timeout=WAIT)
    text: str = page.inner_text(f"#{form}-note")
    return text


def test_an_account_across_two_browsers(server: str, browser: Any, artifacts: Path) -> None:
    name = f"Acc {secrets.token_hex(3)}"
    home_ctx = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    phone_ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="pt-BR")
    home, phone = home_ctx.new_page(), phone_ctx.new_page()
    errors: list[str] = []
    for p in (home, phone):
        p.on("pageerror", lambda e: errors.append(str(e)))

    _name_in_lobby(home, server, name)
    home.click("#account-link")
    home.wait_for_selector("#password-form")
    assert home.inner_text("#account-name") == name
    home.fill("#new-password", "correct horse")
    assert _submit(home, "password-form") == "Password saved."
    assert "is an account" in home.inner_text("#account-state")

    # The phone (in Portuguese) has no name: it signs in with the account's name and password.
    phone.goto(f"{server}/#/account")
    phone.wait_for_selector("#sign-in-form")
    assert phone.inner_text("#account-link") == "Conta"
    phone.fill("#sign-in-name", name.upper())
    phone.fill("#sign-in-password", "wrong horse")
    assert "não correspondem" in _submit(phone, "sign-in-form")  # the server answers in the page's language
    phone.fill("#sign-in-password", "correct horse")
    phone.click("#sign-in-form-submit")
    phone.wait_for_selector("#account-name", timeout=WAIT)
    assert phone.inner_text("#account-name") == name
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    phone.screenshot(path=str(artifacts / "account-390x844.png"), full_page=True)

    # A password change needs the current one, and signs the other browser out.
    phone.fill("#current-password", "not it at all")
    phone.fill("#new-password", "battery staple")
    assert "current" in _submit(phone, "password-form")
    phone.fill("#current-password", "correct horse")
    phone.fill("#new-password", "battery staple")
    phone.click("#password-form-submit")
    phone.wait_for_function("() => document.querySelector('#password-form-note')?.textContent.includes('1')")
    home.goto(f"{server}/#/")
    home.reload()
    home.wait_for_selector("#player-name-input", timeout=WAIT)  # the lobby asks this browser for a name again

    # Signals: a webhook that is not http(s) is refused, a good one kept.
    phone.fill("#signal-webhook", "ftp://example.invalid/hook")
    assert "http" in _submit(phone, "signals-form")
    phone.fill("#signal-webhook", "http://127.0.0.1:9/hook")
    assert _submit(phone, "signals-form") == "Salvo."
    phone.reload()
    phone.wait_for_selector("#signal-webhook")
    assert phone.input_value("#signal-webhook") == "http://127.0.0.1:9/hook"
    assert not errors, errors
    home_ctx.close()
    phone_ctx.close()


def test_every_word_in_both_languages(server: str, browser: Any) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{server}/")
    page.wait_for_selector("#app > *")
    missing = page.evaluate("import('./i18n.js').then((m) => m.missingKeys())")
    assert missing == [], missing
    context.close()
