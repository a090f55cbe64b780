"""What each person at the terminal table sees of an action: the actor his own words for it, everyone else
(another seat, a spectator) the label only where the ruleset keeps nothing of it secret
(``Game.secret_action``), else "(hidden)" and the events as the ruleset narrates them to that viewer.

The table prints and queues these lines per viewer (cli/play.py), so the summary of the compact screen,
the hotseat's "since your last turn" and the line of an undo never carry another seat's secret.
"""

from __future__ import annotations

from warroom.cli.speech import event_line, seat_name
from warroom.core.game import Game
from warroom.core.log import Event

#: The words that stand for an action whose label is its actor's alone.
HIDDEN_WORDS: dict[str, str] = {
    "en": "(hidden)",
    "pt": "(oculto)",
}


def hidden_words(lang: str) -> str:
    """The stand-in for a secret action's label in ``lang`` (English where the language lacks it)."""
    return HIDDEN_WORDS.get(lang, HIDDEN_WORDS["en"])


def label_for(described: str, secret: bool, actor: int, viewer: int | None, lang: str) -> str:
    """The label ``viewer`` may read of ``actor``'s action: its words, or the stand-in where it is secret
    and the viewer is someone else."""
    return described if viewer == actor or not secret else hidden_words(lang)


def action_lines(
    game: Game, actor: int, described: str, events: list[Event], viewer: int | None, lang: str, secret: bool
) -> list[str]:
    """What an action looked like to ``viewer`` (None: a spectator): who did what, then the dice and events
    as the ruleset narrates them to him. ``secret``: ``game.secret_action`` asked before it was applied."""
    label = label_for(described, secret, actor, viewer, lang)
    out = [f"{seat_name(game, actor, lang)}: {label}"]
    for event in events:
        text = event_line(game, event, actor, viewer, lang)
        if text:
            out.append(f"    {text}")
    return out
