"""Every value a ruleset's option offers (GET /api/rulesets: ``choices``) has Portuguese words in the browser's
src/warroom/server/web/choice-words.js, which the new-game form and the lobby show beside the id. Read from the
file's text: each option's object of ``value: "words"`` pairs."""

from __future__ import annotations

import re

import pytest

from warroom.core.registry import list_rulesets
from warroom.server.app import WEB_DIR

SOURCE = (WEB_DIR / "choice-words.js").read_text(encoding="utf-8")


def _worded(option: str) -> set[str]:
    """The values ``option``'s object in the file words (quoted or bare keys)."""
    found = re.search(rf"^\s*{re.escape(option)}: \{{([^}}]*)\}}", SOURCE, re.MULTILINE)
    if found is None:
        return set()
    return {a or b for a, b in re.findall(r'(?:"([^"]+)"|([\w-]+)):\s*"', found.group(1))}


OFFERED = sorted(
    (ruleset.id, option.name, str(choice))
    for ruleset in list_rulesets()
    for option in ruleset.options
    for choice in option.choices or ()
)


def test_the_file_is_read() -> None:
    assert _worded("tuning") >= {"tuned", "original"} and _worded("no-such-option") == set()
    assert len(OFFERED) > 40


@pytest.mark.parametrize(("ruleset", "option", "value"), OFFERED)
def test_every_offered_value_has_portuguese_words(ruleset: str, option: str, value: str) -> None:
    assert value in _worded(option), f"{ruleset}: {option}={value} has no words in choice-words.js"
