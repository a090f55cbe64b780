"""The words a view carries in the reader's language besides labels and sentences: the phase's name, why
the game ended, the seats' names, a secret objective's text (core/ruleset_words.py, docs/server.md).

Only words: nothing here adds to what ``game.view(seat)`` lets the seat know.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from warroom.core.game import Game, Result
from warroom.core.registry import get_ruleset
from warroom.core.ruleset_words import detail_message, phase_message, reason_message, title_message
from warroom.core.text import Param


def _objective_words(game: Game) -> Callable[[str], Param] | None:
    words = getattr(game, "objective_message", None)
    return words if callable(words) else None


def worded_view(game: Game, view: dict[str, Any], lang: str) -> dict[str, Any]:
    """``view`` with its objective texts (the seat's own; every seat's once the game is over) in ``lang``,
    where the ruleset words its objectives (WAR's family: ``objective_message``)."""
    words = _objective_words(game)
    if words is None or lang == "en":
        return view
    out = dict(view)
    objective = view.get("objective")
    if isinstance(objective, Mapping) and isinstance(objective.get("id"), str):
        out["objective"] = {**objective, "text": game.say(words(objective["id"]), lang)}
    result = view.get("result")
    if isinstance(result, Mapping) and isinstance(result.get("objectives"), Mapping):
        shown = {
            seat: game.say(words(text), lang) if isinstance(text, str) else text
            for seat, text in result["objectives"].items()
        }
        out["result"] = {**result, "objectives": shown}
    return out


def game_words(game: Game, view: Mapping[str, Any], result: Result | None, lang: str) -> dict[str, Any]:
    """The game's title, each seat's name, the phase of ``view`` and, once over, the reason and detail, in
    ``lang``."""
    view_phase = view.get("phase")
    out: dict[str, Any] = {
        "title": game.say(title_message(get_ruleset(game.ruleset_id)), lang),
        "seats": [game.say(game.seat_text(i), lang) for i in range(game.players)],
        "phase": game.say(phase_message(game.ruleset_id, view_phase), lang) if view_phase is not None else None,
    }
    if result is not None:
        out["reason"] = game.say(reason_message(game.ruleset_id, result.reason), lang)
        out["detail"] = game.say(detail_message(game, result), lang)
    return out
