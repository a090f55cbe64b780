"""What the terminal says about a game in the player's language: seats, event lines, phases and results.

Every sentence comes from the ruleset through the text layer (core/text.py): actions from
``game.describe(action, lang)``, events from ``game.say(game.narrate(...), lang)``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Any

from warroom.cli.render_base import describe_event
from warroom.cli.words import TABLE_WORDS
from warroom.core.game import Game, Result
from warroom.core.log import Event
from warroom.core.ruleset_words import detail_message, phase_message, reason_message
from warroom.core.text import LANGS, Items, Msg, Param, Seat, colour, render

#: The environment variable that sets the terminal's language when ``--lang`` is not given.
LANG_ENV = "WARROOM_LANG"


def terminal_lang(flag: str | None) -> str:
    """The language of the table: ``--lang``, else ``$WARROOM_LANG``, else English. ValueError naming a
    value that is no language of the text layer."""
    chosen = flag if flag is not None else os.environ.get(LANG_ENV) or "en"
    if chosen not in LANGS:
        source = "--lang" if flag is not None else f"${LANG_ENV}"
        raise ValueError(f"{source} must be one of {', '.join(LANGS)}, not {chosen!r}")
    return chosen


def error_lang(flag: str | None = None) -> str:
    """The language a command's errors are printed in: :func:`terminal_lang`, or English where ``--lang``
    or ``$WARROOM_LANG`` names no language (that error itself is then reported in English)."""
    try:
        return terminal_lang(flag)
    except ValueError:
        return "en"


def seat_name(game: Game, seat: int, lang: str) -> str:
    """A seat's name (a colour, an empire, a nation) in ``lang``."""
    return game.say(Seat(seat), lang)


def event_line(game: Game, event: Event, actor: int | None, viewer: int | None, lang: str) -> str | None:
    """``event`` as ``viewer`` reads it in ``lang`` (None: hidden from him, or nothing worth a line): the
    ruleset's narration, every ruleset narrating its own events."""
    return describe_event(game, event, actor, viewer, lang)


def phase_name(game: Game, phase: object, lang: str) -> str:
    """A phase or step id of the game's view as its name in ``lang``."""
    return game.say(phase_message(game.ruleset_id, phase), lang)


def _word(lang: str, key: str) -> str:
    return TABLE_WORDS.get(lang, TABLE_WORDS["en"])[key]


def result_lines(game: Game, result: Result | None, lang: str = "en") -> list[str]:
    """The result as plain lines in ``lang``: winners, reason, detail, ranking."""
    if result is None:
        return [_word(lang, "not_finished")]
    if result.winners:
        label = _word(lang, "winner" if len(result.winners) == 1 else "winners_shared")
        lines = [f"{label}: {_seats(game, result.winners, lang)}"]
    else:
        lines = [_word(lang, "no_winner")]
    lines.append(f"{_word(lang, 'reason')}: {game.say(reason_message(game.ruleset_id, result.reason), lang)}")
    if result.detail:
        lines.append(f"{_word(lang, 'detail')}: {game.say(detail_message(game, result), lang)}")
    if result.ranking:
        lines.append(f"{_word(lang, 'ranking')}: {_seats(game, result.ranking, lang)}")
    return lines


def _seats(game: Game, seats: tuple[int, ...], lang: str) -> str:
    """Seats by name, joined by commas; by semicolons where a seat's own name is a list (a seat playing several
    empires or nations: "Britain, Germany and Japan; France and Russia")."""
    several = any(_is_list(game.seat_text(s)) for s in seats)
    return ("; " if several else ", ").join(seat_name(game, s, lang) for s in seats)


def _is_list(name: Param) -> bool:
    """Whether a seat's name is a list of names (``Items``, bare or in a message)."""
    if isinstance(name, Msg):
        return any(isinstance(p, Items) for p in name.params.values())
    return isinstance(name, Items)


def objective_text(game: Game, objective: Mapping[str, Any], lang: str) -> str:
    """An objective of a view (``{"id", "text"}``) in ``lang``, where the ruleset words its objectives
    (``objective_message``, by id or English text); else its text as the view gives it."""
    words: Callable[[str], Param] | None = getattr(game, "objective_message", None)
    shown = objective.get("id", objective.get("text"))
    if callable(words) and isinstance(shown, str):
        return game.say(words(shown), lang)
    return str(objective.get("text", shown))


def recorded_name(game: Game | None) -> Callable[[Any], Param]:
    """How a report names a seat's colour or nation recorded by its English name (``Game.player_name``):
    as ``game`` (a game of the run) names its seats in every language, a colour the core knows by its word,
    anything else as recorded."""
    seats: dict[str, Param] = {}
    if game is not None:
        seats = {game.player_name(seat): Seat(seat) for seat in range(game.players)}

    def name(recorded: Any) -> Param:
        text = str(recorded)
        return seats.get(text) or colour(text)

    return name


def sayer(game: Game | None, lang: str) -> Callable[[Param], str]:
    """A report's way to put a message in ``lang``: as ``game`` (a game of the run) says it, naming its seats
    and places, or through the text layer alone where there is no game."""
    if game is None:
        return lambda value: render(value, lang)
    return lambda value: game.say(value, lang)


def add_report_lang(parser: Any) -> None:
    """Give a command's parser ``--lang`` for the language of what it prints (see :func:`report_lang`)."""
    parser.add_argument("--lang", default=None, choices=LANGS, help=Msg("cli.help.lang"))


def report_lang(args: Any) -> str:
    """The language a command's report is printed in: ``--lang``, else ``$WARROOM_LANG``, else English; one
    naming no language leaves the report English rather than refusing the run (as its refusals do)."""
    return error_lang(getattr(args, "lang", None))
