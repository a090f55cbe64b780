"""The terminal never shows a person another seat's hidden action: a Plan & Reveal purchase of War! Age of
Imperialism, a shared Innovation card of World War IV, a War Cards attack card before the defence, nor WAR's
or War Cards' objectives and hands. Every seat is a person at one screen (hotseat); what each reads between
two hand-overs of the table is checked, the compact screen's summaries and the line of an undo too."""

from __future__ import annotations

import io
import random
import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from rich.console import Console

from warroom.cli.play import Seat, TerminalTable
from warroom.core.game import Game
from warroom.core.registry import new_game

#: (ruleset, players, options, seed, the action type whose label is its actor's secret, reads)
CASES = [
    ("imperialism-basic", 3, {"purchase": "plan-and-reveal"}, 3, "Buy", 160),
    ("ww4", 3, {}, 6, "Share", 220),
    ("war-cards", 3, {}, 5, "Attack", 120),
    ("war", 3, {}, 5, "", 120),
]
#: A line of a list of choices ("  12. Attack ..."): a seat's own choices, not what another did.
_CHOICE = re.compile(r"^\s+\d+\. ")


@dataclass
class ScriptedReader:
    """Plays every seat: presses Enter when the table is passed, else picks a legal action (the secret kind
    half the time) by its number, and sometimes takes a secret action back. Records who read which part
    of the screen, and the label of every secret action chosen."""

    game: Game
    out: Console
    buffer: io.StringIO
    kind: str
    reads: int
    rng: random.Random = field(default_factory=lambda: random.Random(1))
    #: (offset in the output, seat) where each seat took the table.
    turns: list[tuple[int, int]] = field(default_factory=list)
    #: (seat, label) of every secret action chosen.
    secrets: list[tuple[int, str]] = field(default_factory=list)
    undone: int = 0

    def read(self, prompt: str) -> str | None:
        self.out.print(prompt, markup=False, highlight=False)
        self.reads -= 1
        if self.reads < 0:
            return None
        seat = self.game.current_player()
        assert seat is not None
        if "Enter" in prompt:
            self.turns.append((len(self.buffer.getvalue()), seat))
            return ""
        history = self.game.history
        if history and type(history[-1]).__name__ == self.kind and self.game.can_undo(seat) and self.rng.random() < 0.3:
            self.undone += 1
            return "undo"
        legal = list(self.game.legal_actions())
        wanted = [i for i, a in enumerate(legal) if type(a).__name__ == self.kind]
        pick = self.rng.choice(wanted) if wanted and self.rng.random() < 0.5 else self.rng.randrange(len(legal))
        if type(legal[pick]).__name__ == self.kind:
            self.secrets.append((seat, self.game.describe(legal[pick])))
        return str(pick + 1)


def _screens(text: str, turns: list[tuple[int, int]]) -> dict[int, list[str]]:
    """The lines each seat read: from each hand-over to it until the next, choice lists left out."""
    screens: dict[int, list[str]] = {}
    for k, (start, seat) in enumerate(turns):
        end = turns[k + 1][0] if k + 1 < len(turns) else len(text)
        lines = [line for line in text[start:end].splitlines() if not _CHOICE.match(line)]
        screens.setdefault(seat, []).extend(lines)
    return screens


def _objectives(game: Game) -> dict[int, str]:
    """Each seat's secret objective as its view words it (WAR, War Cards), where it has one."""
    found = {}
    for seat in range(game.players):
        objective: Any = game.view(seat).get("objective")
        if isinstance(objective, dict) and objective.get("text"):
            found[seat] = str(objective["text"])
    return found


@pytest.mark.parametrize(("ruleset", "players", "options", "seed", "kind", "reads"), CASES)
def test_no_seat_reads_another_seats_secret(
    ruleset: str, players: int, options: dict[str, Any], seed: int, kind: str, reads: int
) -> None:
    game = new_game(ruleset, players, {**options, "undo": True}, seed)
    buffer = io.StringIO()
    out = Console(file=buffer, width=200)
    reader = ScriptedReader(game=game, out=out, buffer=buffer, kind=kind, reads=reads)
    table = TerminalTable(game, [Seat(True)] * players, out, io.StringIO(""), reader=reader)
    table.run()
    screens = _screens(buffer.getvalue(), reader.turns)
    assert len(screens) == players
    objectives = _objectives(game)
    for seat, lines in screens.items():
        text = "\n".join(lines)
        for other, objective in objectives.items():
            assert other == seat or objective not in text, (seat, objective)
        for actor, label in reader.secrets:
            # As the terminal words another's action ("Blue: Buy a city in Siam"), or its undo; the bare
            # label may be a choice of this seat's own (two empires may buy a fort in one region).
            name = game.player_name(actor)
            for leak in (f"{name}: {label}", f"{name} took back: {label}"):
                assert actor == seat or leak not in text, (ruleset, seat, leak)
    if kind:
        # Not vacuous: secret actions were made by two seats or more, each read by the others.
        assert len({actor for actor, _ in reader.secrets}) >= 2, reader.secrets
        if ruleset != "war-cards":  # War Cards words the card face down to its player as well
            mine = [a for a, label in reader.secrets if f"{game.player_name(a)}: {label}" in buffer.getvalue()]
            assert mine, "each actor reads his own secret action"
        if ruleset.startswith("imperialism"):  # a plan can be taken back; a shared card is told at once
            assert reader.undone, "a secret action was taken back"


def test_hidden_action_reads_as_narrated_to_the_others() -> None:
    """A Plan & Reveal purchase: the buyer reads what he bought, the others "(hidden)" and the narration."""
    game = new_game("imperialism-basic", 3, {"purchase": "plan-and-reveal", "undo": True}, 3)
    table = TerminalTable(game, [Seat(True)] * 3, Console(file=io.StringIO()), io.StringIO(""), compact=True)
    while not any(type(a).__name__ == "Buy" for a in game.legal_actions()):
        actor = game.current_player()
        assert actor is not None
        table.apply(actor, game.legal_actions()[0])
    buyer = game.current_player()
    assert buyer is not None
    buy = next(a for a in game.legal_actions() if type(a).__name__ == "Buy")
    label = game.describe(buy)
    table.apply(buyer, buy)
    others = [seat for seat in range(3) if seat != buyer]
    for seat in others:
        assert label not in "\n".join(table.unseen[seat])
    assert any(label in line for line in table.unseen[buyer])
    name = game.player_name(buyer)
    assert f"{name}: (hidden)" in table.unseen[others[0]]
    assert any("plans a purchase" in line for line in table.unseen[others[0]])
    # Taken back: the others read that it went, not what it was.
    table.undo(buyer)
    assert table.unseen[others[0]][-1] == f"{name} took back: (hidden)"
