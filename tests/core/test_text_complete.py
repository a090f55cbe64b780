"""Every word exists in English and Portuguese: after every ruleset (and the front ends' catalogues) is
imported, no key of any catalogue lacks a language or has templates whose fields differ (core/text.py);
every ruleset's title and options are worded (core/ruleset_words.py)."""

from __future__ import annotations

import pytest

import warroom.cli.render  # the terminal's renderers and their catalogues
import warroom.server.view_words  # noqa: F401  (the server's words)
from warroom.core.registry import Ruleset, list_rulesets
from warroom.core.ruleset_words import option_help, option_name, title_message
from warroom.core.text import Msg, keys_missing, render

#: The installed rulesets (not the tests' toy rulesets, which have no words).
RULESETS = [r for r in list_rulesets() if r.factory.__module__.startswith("warroom.")]


def test_no_key_lacks_a_language() -> None:
    assert keys_missing() == []


def test_the_check_finds_a_missing_language() -> None:
    """keys_missing() reads every registered catalogue (were it to read none, the test above would pass)."""
    from warroom.core.text import _CATALOGUES, register_catalogue

    register_catalogue("test-only", {"test.only": {"en": "only English"}})
    try:
        assert keys_missing() == ["test.only: pt"]
    finally:
        del _CATALOGUES["test-only"]
        register_catalogue("core", _CATALOGUES["core"])  # drops the merged cache


@pytest.mark.parametrize("ruleset", RULESETS, ids=[r.id for r in RULESETS])
def test_titles_and_options_are_worded(ruleset: Ruleset) -> None:
    title = title_message(ruleset)
    assert isinstance(title, Msg), f"{ruleset.id}: no title key"
    assert render(title, "pt", strict=True)
    for spec in (*ruleset.options, *ruleset.core_options()):
        name, help_words = option_name(ruleset.id, spec.name), option_help(ruleset.id, spec.name, spec.help)
        assert isinstance(name, Msg), f"{ruleset.id}: option {spec.name} has no name key"
        assert isinstance(help_words, Msg), f"{ruleset.id}: option {spec.name} has no help key"
        assert render(name, "pt", strict=True) and render(help_words, "pt", strict=True)


def test_the_terminal_s_own_words_exist_in_both_languages() -> None:
    from warroom.cli.play import _UI
    from warroom.cli.words import TABLE_WORDS

    for table in (_UI, TABLE_WORDS):
        assert set(table) == {"en", "pt"}
        assert set(table["en"]) == set(table["pt"]), set(table["en"]) ^ set(table["pt"])
