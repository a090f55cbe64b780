"""Random games of every installed ruleset read strictly in Portuguese: every legal action's label, every
event's sentence for every seat and a spectator, and the view's phase, rendered with ``strict=True`` (a
missing key or a missing Portuguese template fails), none of them a bare English string or the core's
generic fallback (core/text.py, docs/text.md)."""

from __future__ import annotations

import random

import pytest

from warroom.core.game import Game
from warroom.core.registry import list_rulesets, new_game
from warroom.core.ruleset_words import phase_message
from warroom.core.text import Msg, Param, render

#: The core's generic wordings, for events a ruleset does not narrate itself.
GENERIC = frozenset({"core.event", "core.text"})
#: Actions per game: enough to reach every phase of the first rounds.
ACTIONS = 600
SEEDS = (1, 2, 3)


def strict_pt(game: Game, message: Param | None, what: str) -> None:
    if message is None:
        return
    assert not isinstance(message, str), f"{game.ruleset_id}: {what} is a bare string: {message!r}"
    assert not (isinstance(message, Msg) and message.key in GENERIC), f"{game.ruleset_id}: {what}: {message}"
    render(message, "pt", game.text_context(), strict=True)


def play(ruleset_id: str, players: int, seed: int) -> None:
    game = new_game(ruleset_id, players, {}, seed)
    rng = random.Random(seed)
    viewers: list[int | None] = [*range(players), None]
    for event in game.log.since(0):
        for viewer in viewers:
            strict_pt(game, game.narrate(event, viewer), f"event {event.kind}")
    for _ in range(ACTIONS):
        if game.is_over():
            break
        legal = list(game.legal_actions())
        for action in legal:
            strict_pt(game, game.message(action), f"action {action.to_json()}")
        view = game.view(game.current_player())
        phase = view.get("phase", view.get("step"))
        if isinstance(phase, str):
            strict_pt(game, phase_message(ruleset_id, phase), f"phase {phase}")
        actor = game.current_player()
        for event in game.apply(rng.choice(legal)):
            for viewer in viewers:
                strict_pt(game, game.narrate(event, viewer, actor), f"event {event.kind}")


#: The installed rulesets (not the tests' toy rulesets, which other tests register and which have no words).
RULESETS = [(r.id, r.min_players) for r in list_rulesets() if r.factory.__module__.startswith("warroom.")]


@pytest.mark.parametrize(("ruleset_id", "players"), RULESETS, ids=[r for r, _ in RULESETS])
@pytest.mark.parametrize("seed", SEEDS)
def test_a_random_game_reads_in_portuguese(ruleset_id: str, players: int, seed: int) -> None:
    play(ruleset_id, max(players, 3), seed)
