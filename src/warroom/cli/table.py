"""The compact screen of a decision: a few status lines that always fit beside the choices.

Instead of the whole board (77-179 lines), a decision shows whose turn and which phase it is, what the
player has to place, his hand and objective (from his own view only, so nothing secret of another
seat), a short summary of what happened since his last decision, then one list of choices
(cli/choices.py). The board is shown on request (``board``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from warroom.cli.battle_status import battle_lines
from warroom.cli.render_war import war_card_name
from warroom.cli.speech import objective_text, phase_name, seat_name
from warroom.cli.words import TABLE_WORDS
from warroom.core.game import Game

#: The terminal's width the lines are cut to when it cannot be asked.
WIDTH = 80
#: The most lines the summary of what happened since the last decision takes.
SUMMARY_LINES = 4


def word(lang: str, key: str, **kwargs: object) -> str:
    """One of the table's words in ``lang`` (English where the language lacks it)."""
    return TABLE_WORDS.get(lang, TABLE_WORDS["en"])[key].format(**kwargs)


def fit(text: str, width: int = WIDTH) -> str:
    """One line no wider than the terminal (cut with an ellipsis), so no line wraps into two."""
    indent = text[: len(text) - len(text.lstrip())]
    text = indent + " ".join(text.split())  # the indent of a list stays; newlines and runs of spaces go
    return text if len(text) < width else text[: width - 2] + "…"


def summary_lines(pending: Sequence[str], lang: str, limit: int = SUMMARY_LINES) -> list[str]:
    """What happened since the last decision in at most ``limit`` lines: all of it when it fits, else a
    line per run of one player's actions (how many, and the last), then the last lines that still fit,
    after a note of how many the command ``log`` shows in full."""
    if len(pending) <= limit:
        return list(pending)
    runs: list[tuple[str, int, str]] = []  # (who, how many actions, the last one)
    for line in pending:
        if line[:1].isspace() or ": " not in line:
            continue  # a die or an event under an action: the full log has it
        who, _, what = line.partition(": ")
        if runs and runs[-1][0] == who:
            runs[-1] = (who, runs[-1][1] + 1, what)
        else:
            runs.append((who, 1, what))
    told = [f"{who}: {what}" if n == 1 else word(lang, "did", name=who, count=n, last=what) for who, n, what in runs]
    shown = told[-(limit - 1) :]
    return [word(lang, "earlier", count=len(pending)), *shown]


def status_lines(game: Game, player: int, view: Mapping[str, Any], lang: str, width: int = WIDTH) -> list[str]:
    """Whose turn and which phase, what to place, a battle waiting for a decision, the hand and the
    objective."""
    step = view.get("phase") or view.get("step") or ""
    phase = phase_name(game, step, lang) if step else ""
    head = [word(lang, "round_of", round=game.round_number())]
    if phase:
        head.append(str(phase))
    head.append(word(lang, "to_decide", name=seat_name(game, player, lang)))
    lines = [" · ".join(head)]
    holdings = _holdings(game, view, lang)
    if holdings:
        lines.append(holdings)
    lines.extend(battle_lines(game, view, lang))  # a battle waiting for this seat's decision
    hand = _hand(game, view, lang)
    if hand:
        lines.append(hand)
    objective = view.get("objective")
    if isinstance(objective, Mapping):
        lines.append(f"{word(lang, 'objective')}: {objective_text(game, objective, lang)}")
    return [fit(line, width) for line in lines]


def _holdings(game: Game, view: Mapping[str, Any], lang: str) -> str:
    """What the player has to place or spend: WAR's pending armies, a nation's money and pool."""
    parts: list[str] = []
    pending = view.get("pending")
    if isinstance(pending, Mapping):
        free = int(pending.get("free", 0) or 0)
        groups = {g: n for g, n in (pending.get("groups") or {}).items() if n}
        if free or groups:
            board = game.board
            named = [
                f"{n} {board.groups[g].names.get(lang, g) if board is not None and g in board.groups else g}"
                for g, n in groups.items()
            ]
            parts.append(f"{word(lang, 'to_place')}: {free} {word(lang, 'free')}" + "".join(f", {x}" for x in named))
    you = view.get("you")
    for seat in view.get("seats") or []:
        if isinstance(seat, Mapping) and seat.get("seat") == you:
            held = [f"{seat[k]} {word(lang, f'held_{k}')}" for k in ("territories", "armies", "cards") if k in seat]
            if held:
                parts.append(f"{word(lang, 'you_hold')}: {', '.join(held)}")
    mine = set(view.get("your_nations") or [])
    for nation in view.get("nations") or []:
        if isinstance(nation, Mapping) and nation.get("colour") in mine:
            pool = ", ".join(f"{n} {u}" for u, n in (nation.get("pool") or {}).items() if n)
            text = f"{nation.get('name')}: {word(lang, 'money')} C{nation.get('money', 0)}"
            parts.append(text + (f", {word(lang, 'pool')}: {pool}" if pool else ""))
    return " · ".join(parts)


def _hand(game: Game, view: Mapping[str, Any], lang: str) -> str:
    """The hand in one line: WAR's cards with their figures, War Cards' cards by name."""
    hand = view.get("hand")
    if hand is None:
        for nation in view.get("nations") or []:
            if isinstance(nation, Mapping) and nation.get("colour") in set(view.get("your_nations") or []):
                hand = nation.get("hand")
    if not isinstance(hand, list) or not hand:
        return ""
    names = []
    for card in hand:
        if isinstance(card, Mapping):
            names.append(str(card.get("name") or card.get("id")))
        else:
            names.append(war_card_name(game, str(card), lang))  # "India (square)": trades go by figure
    return f"{word(lang, 'hand')} ({len(names)}): {', '.join(names)}"
