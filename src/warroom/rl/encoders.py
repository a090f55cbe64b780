"""Fixed action spaces: each ruleset family's actions numbered 0..N-1, the same numbering all game long.

An encoder turns the current legal actions into a table ``{index: action}``. Every index of the table
maps to a legal action (the mask is exactly its keys); several legal actions may share an index (then
the first in the game's order is the one played), and a legal action may have no index (only where the
numbering has to cut a long list, as documented per encoder in docs/rl.md).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from itertools import combinations

from warroom.core.actions import Action
from warroom.core.board import Board
from warroom.core.game import Game
from warroom.rulesets.war import actions as wa
from warroom.rulesets.war.game import WarGame
from warroom.rulesets.war_cards import actions as ca
from warroom.rulesets.war_cards.game import WarCardsGame

#: How many cards of a WAR hand (sorted by card id) the per-combination trade indices address.
WAR_HAND_SLOTS = 6
#: The army counts of Move: 1, half of the most that may move (rounded up), and the most.
MOVE_BUCKETS = ("one", "half", "max")
#: The size of the generic encoder's space: the first K legal actions.
GENERIC_SIZE = 256


class ActionEncoder(ABC):
    """A fixed Discrete(size) numbering of one ruleset family's actions."""

    size: int

    @abstractmethod
    def table(self, game: Game, legal: Sequence[Action]) -> dict[int, Action]:
        """Index -> legal action for the current decision of ``game`` (``legal`` is its legal_actions)."""

    def labels(self) -> list[str]:
        """A short name per index, for debugging and docs."""
        return [str(i) for i in range(self.size)]


def _directed_borders(board: Board) -> list[tuple[int, int]]:
    return [(i, j) for i in range(len(board.ids)) for j in board.neighbours_idx[i]]


class WarEncoder(ActionEncoder):
    """WAR and War: Império Romano (same actions, own board).

    Layout: trade-first (1), trade by hand-slot combination (C(6,3) = 20), place per territory,
    attack per directed border x dice 1..3, occupy 0..3, end attacks, move per directed border x
    (one, half, max), end turn.
    """

    def __init__(self, board: Board) -> None:
        self.ids = board.ids
        self.index = dict(board.index)
        self.borders = _directed_borders(board)
        self.border_index = {b: k for k, b in enumerate(self.borders)}
        self.combos = list(combinations(range(WAR_HAND_SLOTS), 3))
        self.combo_index: dict[tuple[int, ...], int] = {c: k for k, c in enumerate(self.combos)}
        n, e = len(self.ids), len(self.borders)
        self.trade_first = 0
        self.trade_combo = 1
        self.place = self.trade_combo + len(self.combos)
        self.attack = self.place + n
        self.occupy = self.attack + 3 * e
        self.end_attacks = self.occupy + 4
        self.move = self.end_attacks + 1
        self.end_turn = self.move + len(MOVE_BUCKETS) * e
        self.size = self.end_turn + 1

    def table(self, game: Game, legal: Sequence[Action]) -> dict[int, Action]:
        out: dict[int, Action] = {}
        hand: list[str] = []
        most: dict[tuple[int, int], int] = {}
        for action in legal:
            if isinstance(action, wa.Trade):
                out.setdefault(self.trade_first, action)
                if not hand:
                    hand = sorted(game.view(game.current_player())["hand"] or [])
                a, b, c = sorted(hand.index(card) for card in action.cards)
                k = self.combo_index.get((a, b, c))
                if k is not None:
                    out.setdefault(self.trade_combo + k, action)
            elif isinstance(action, wa.Place):
                out.setdefault(self.place + self.index[action.territory], action)
            elif isinstance(action, wa.Attack):
                b = self.border_index[(self.index[action.source], self.index[action.target])]
                out.setdefault(self.attack + 3 * b + action.dice - 1, action)
            elif isinstance(action, wa.Occupy):
                if 0 <= action.armies <= 3:
                    out.setdefault(self.occupy + action.armies, action)
            elif isinstance(action, wa.EndAttacks):
                out[self.end_attacks] = action
            elif isinstance(action, wa.Move):
                key = (self.index[action.source], self.index[action.target])
                most[key] = max(most.get(key, 0), action.armies)
            elif isinstance(action, wa.EndTurn):
                out[self.end_turn] = action
        for (i, j), m in most.items():
            b = self.border_index[(i, j)]
            for k, armies in enumerate((1, (m + 1) // 2, m)):
                out.setdefault(self.move + 3 * b + k, wa.Move(self.ids[i], self.ids[j], armies))
        return out

    def labels(self) -> list[str]:
        out = ["trade:first"] + [f"trade:slots{c}" for c in self.combos]
        out += [f"place:{t}" for t in self.ids]
        out += [f"attack:{self.ids[i]}>{self.ids[j]}:{d}" for i, j in self.borders for d in (1, 2, 3)]
        out += [f"occupy:{k}" for k in range(4)] + ["end_attacks"]
        out += [f"move:{self.ids[i]}>{self.ids[j]}:{b}" for i, j in self.borders for b in MOVE_BUCKETS]
        return [*out, "end_turn"]


class WarCardsEncoder(ActionEncoder):
    """War Cards. Cards are numbered by card id in the deck (dice cards, then special cards).

    Layout: attack per target territory x card (the source announced is the first legal one in board
    order: the source changes nothing in a battle), defend per card, defend from the pile, play a
    special card per special card x seat offset (0 = no one, k = the seat k places after the player),
    discard per card, end turn.
    """

    def __init__(self, board: Board, cards: Sequence[str], specials: Sequence[str], players: int) -> None:
        self.ids = board.ids
        self.index = dict(board.index)
        self.cards = list(cards)
        self.card_index = {c: k for k, c in enumerate(self.cards)}
        self.specials = list(specials)
        self.special_index = {c: k for k, c in enumerate(self.specials)}
        self.players = players
        n, c = len(self.ids), len(self.cards)
        self.attack = 0
        self.defend = n * c
        self.defend_pile = self.defend + c
        self.special = self.defend_pile + 1
        self.discard = self.special + len(self.specials) * players
        self.end_turn = self.discard + c
        self.size = self.end_turn + 1

    def table(self, game: Game, legal: Sequence[Action]) -> dict[int, Action]:
        out: dict[int, Action] = {}
        me = game.current_player() or 0
        for action in legal:
            if isinstance(action, ca.Attack):
                out.setdefault(
                    self.attack + self.index[action.target] * len(self.cards) + self.card_index[action.card], action
                )
            elif isinstance(action, ca.Defend):
                if action.card == ca.PILE:
                    out[self.defend_pile] = action
                else:
                    out.setdefault(self.defend + self.card_index[action.card], action)
            elif isinstance(action, ca.PlaySpecial):
                offset = 0 if action.player == ca.NO_ONE else (action.player - me) % self.players
                out.setdefault(self.special + self.special_index[action.card] * self.players + offset, action)
            elif isinstance(action, ca.Discard):
                out.setdefault(self.discard + self.card_index[action.card], action)
            elif isinstance(action, ca.EndTurn):
                out[self.end_turn] = action
        return out

    def labels(self) -> list[str]:
        out = [f"attack:{t}:{c}" for t in self.ids for c in self.cards]
        out += [f"defend:{c}" for c in self.cards] + ["defend:pile"]
        out += [f"special:{c}:+{k}" for c in self.specials for k in range(self.players)]
        out += [f"discard:{c}" for c in self.cards]
        return [*out, "end_turn"]


class GenericEncoder(ActionEncoder):
    """Any other ruleset: index k is the k-th legal action now (no fixed meaning; only the first K)."""

    def __init__(self, size: int = GENERIC_SIZE) -> None:
        self.size = size

    def table(self, game: Game, legal: Sequence[Action]) -> dict[int, Action]:
        return {k: legal[k] for k in range(min(self.size, len(legal)))}

    def labels(self) -> list[str]:
        return [f"legal[{k}]" for k in range(self.size)]


def encoder_for(game: Game) -> ActionEncoder:
    """The encoder of ``game``'s ruleset family (fixed by ruleset, board, deck and player count)."""
    if isinstance(game, WarGame) and game.board is not None:
        return WarEncoder(game.board)
    if isinstance(game, WarCardsGame) and game.board is not None:
        content = game.content
        cards = [d.id for d in content.dice_cards] + list(content.special_cards)
        specials = [c for c in content.special_cards if content.special_of[c].role == "turn"]
        return WarCardsEncoder(game.board, cards, specials, game.players)
    return GenericEncoder()
