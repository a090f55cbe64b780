"""Words typed at the terminal (cli/matching.py): two special cards of one kind in a War Cards hand read the
same and are one choice to the person typing, so "reinforcements" plays the first of them on either screen
instead of answering "2 choices match"; choices that read differently, or alike but of different kinds,
still ask for more words."""

from __future__ import annotations

import io

from rich.console import Console

from warroom.cli.matching import matching
from warroom.cli.play import Seat, TerminalTable
from warroom.core.actions import Action
from warroom.core.registry import new_game
from warroom.rulesets.war_cards.actions import EndTurn, PlaySpecial
from warroom.rulesets.war_cards.game import WarCardsGame


def _two_reinforcements() -> WarCardsGame:
    """A War Cards game whose player to move holds two Reinforcements cards."""
    game = new_game("war-cards", 3, {}, 5)
    assert isinstance(game, WarCardsGame)
    player = game.current_player()
    assert player is not None
    for hand in game.state.hands:
        for card in ("reinforcements-1", "reinforcements-2"):
            if card in hand:
                hand.remove(card)
    game.state.hands[player] += ["reinforcements-1", "reinforcements-2"]
    return game


def _choices(game: WarCardsGame, lang: str) -> tuple[list[Action], list[str]]:
    actions = list(game.legal_actions())
    return actions, [game.describe(a, lang) for a in actions]


def test_two_cards_of_one_kind_are_one_choice() -> None:
    game = _two_reinforcements()
    for lang, word in (("en", "reinforcements"), ("pt", "reforços")):
        actions, labels = _choices(game, lang)
        both = [i for i, a in enumerate(actions) if isinstance(a, PlaySpecial)]
        assert len(both) == 2 and labels[both[0]] == labels[both[1]], labels
        assert matching(word, labels, actions) == [both[0]]
        assert len(matching(word, labels)) == 2  # without the actions, nothing says they are equivalent


def test_choices_alike_in_words_but_not_in_kind_still_ask() -> None:
    actions: list[Action] = [PlaySpecial("reinforcements-1", -1), EndTurn()]
    assert matching("same", ["Same", "Same"], actions) == [0, 1]
    assert matching("play", ["Play one", "Play two"], actions[:1] * 2) == [0, 1]


def test_the_table_plays_the_first_when_words_name_both() -> None:
    game = _two_reinforcements()
    player = game.current_player()
    assert player is not None
    out = io.StringIO()
    seats = [Seat(human=True) for _ in range(game.players)]
    table = TerminalTable(game, seats, Console(file=out, width=100), io.StringIO(""), lang="pt")
    actions, labels = _choices(game, "pt")
    chosen = table.interpret("reforços", player, labels, actions)
    assert chosen is not None and actions[chosen] == PlaySpecial("reinforcements-1", -1)
    assert "correspondem" not in out.getvalue(), out.getvalue()  # not "2 opções correspondem a ..."
