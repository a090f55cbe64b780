"""Undo at the terminal table: the words of the ``undo`` command in both languages, and the games
``warroom play`` starts or resumes with the core's option ``undo`` on (one person or hotseat: nobody
else's game to spoil; docs in core/undo.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from warroom.core.game import Game
from warroom.core.saves import read_save, replay_save
from warroom.core.undo import Refusal

#: The table's words for undo, merged into the table's own (cli/play.py).
UNDO_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "undone": "{name} took back: {action}",
        "undo_refused": "Cannot undo: {reason}.",
    },
    "pt": {
        "undone": "{name} desfez: {action}",
        "undo_refused": "Não é possível desfazer: {reason}.",
    },
}

#: Each reason of :data:`warroom.core.undo.REASONS`, worded per language (``{kind}``: the event's kind).
REASON_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "off": "undo is off in this game",
        "copy": "a search's copy of the game cannot undo",
        "over": "the game is over",
        "empty": "no action was made yet",
        "not_yours": "the last action is not yours",
        "turn_passed": "your turn has passed since your last action",
        "chance": "the last action rolled dice, shuffled or drew",
        "irreversible": "the last action drew a card or showed something hidden ({kind})",
    },
    "pt": {
        "off": "desfazer está desligado neste jogo",
        "copy": "uma cópia de busca do jogo não desfaz",
        "over": "o jogo acabou",
        "empty": "nenhuma ação foi feita ainda",
        "not_yours": "a última ação não é sua",
        "turn_passed": "sua vez passou desde a sua última ação",
        "chance": "a última ação rolou dados, embaralhou ou comprou",
        "irreversible": "a última ação comprou uma carta ou mostrou algo oculto ({kind})",
    },
}


def refusal_words(block: Refusal, lang: str) -> str:
    """Why undo was refused, in ``lang`` (English where the language is unknown)."""
    words = REASON_WORDS.get(lang, REASON_WORDS["en"])
    return words[block.code].format(kind=block.kind)


def with_undo(options: dict[str, Any]) -> dict[str, Any]:
    """A new game's options with undo on, unless the person set it (``--option undo=off``)."""
    return {"undo": True, **options}


def load_with_undo(path: str | Path) -> Game:
    """A save replayed and verified as ``load_game`` does, with undo on: undo changes no rule, die or
    state, so the save replays the same; only the game's options name it from then on."""
    data = read_save(path)
    if "undo" not in data["options"]:
        data["options"] = with_undo(data["options"])
    return replay_save(data, str(path), verify=True)
