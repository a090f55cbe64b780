"""The reader's language of a request: ``lang=en`` (the default) or ``lang=pt`` (docs/server.md, "Languages").

Labels of legal actions, event sentences, phase names, result reasons and refusals of actions are rendered
in it (core/text.py). Any other value is refused with a 422 naming the parameter and the languages.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import Query

from warroom.core.text import LANGS
from warroom.server.errors import ServiceError

#: ``?lang=`` of the view, the actions, the replays: one of :data:`warroom.core.text.LANGS`.
LangQuery = Annotated[Literal["en", "pt"], Query(description="the reader's language: en or pt")]


def check_lang(lang: object) -> str:
    """``lang`` when it is a language the server speaks; a 422 naming it otherwise (for the WebSocket,
    whose query FastAPI does not check)."""
    if isinstance(lang, str) and lang in LANGS:
        return lang
    raise ServiceError(422, f"'lang' must be one of {', '.join(LANGS)}, not {str(lang)[:20]!r}")
