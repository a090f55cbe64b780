"""Observations as float32 arrays, built only from ``game.view(player)`` and the ruleset's fixed content.

Seats are relative to the viewer: relative seat 0 is the viewer, 1 the next seat, and so on. Counts are
scaled to roughly [0, 1] (territories by the board size, armies by ARMY_SCALE, cards by the hand limit).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from warroom.core.game import Game
from warroom.rulesets.war.game import WarGame
from warroom.rulesets.war_cards.game import WarCardsGame

ARMY_SCALE = 10.0
ROUND_SCALE = 100.0
WAR_PHASES = ("reinforce", "attack", "occupy", "move", "over")
WAR_CARDS_PHASES = ("attack", "defend", "discard", "over")


class Observer(ABC):
    """Turns one seat's view into a fixed-length float32 vector."""

    size: int

    @abstractmethod
    def encode(self, view: Mapping[str, Any], me: int) -> Any:
        """The observation of seat ``me`` from ``view`` (its own view), as a float32 array."""


class _Writer:
    def __init__(self, size: int) -> None:
        self.out = np.zeros(size, dtype=np.float32)
        self.at = 0

    def value(self, x: float) -> None:
        self.out[self.at] = x
        self.at += 1

    def one_hot(self, k: int | None, n: int) -> None:
        if k is not None and 0 <= k < n:
            self.out[self.at + k] = 1.0
        self.at += n


def _rel(seat: Any, me: int, players: int) -> int | None:
    return None if seat is None or seat < 0 else (int(seat) - me) % players


class WarObserver(Observer):
    """Per territory: owner one-hot by relative seat, armies / 10. Per relative seat: territories,
    armies, cards, eliminated, colour one-hot. Own hand: counts by figure (and wildcards), hand size.
    Objective one-hot. Phase one-hot, relative seat of the turn and of the decision, round / 100,
    pending reinforcements (free and by continent), trades done, next trade value, deck size, the
    pending conquest (from and to one-hot, most armies)."""

    def __init__(self, game: WarGame) -> None:
        content = game.table.content
        self.players = game.players
        self.ids = game.table.ids
        self.continents = game.table.continent_ids
        self.colours = [c.id for c in content.colours]
        self.figures = [*content.figures, "wild"]
        self.figure = dict(game.table.figure)
        self.objectives = [o.id for o in content.objectives] + [content.destroy_fallback.id]
        self.hand_limit = content.hand_limit
        p, n = self.players, len(self.ids)
        self.size = (
            n * (p + 1)
            + p * (4 + len(self.colours))
            + len(self.figures)
            + 1
            + len(self.objectives)
            + len(WAR_PHASES)
            + 2 * p
            + 1
            + 1
            + len(self.continents)
            + 4
            + 2 * n
            + 1
        )

    def encode(self, view: Mapping[str, Any], me: int) -> Any:
        p, n = self.players, len(self.ids)
        w = _Writer(self.size)
        territories = view["territories"]
        for sid in self.ids:
            t = territories[sid]
            w.one_hot(_rel(t["owner"], me, p), p)
            w.value(t["armies"] / ARMY_SCALE)
        seats: Sequence[Mapping[str, Any]] = view["seats"]
        for k in range(p):
            seat = seats[(me + k) % p]
            w.value(seat["territories"] / n)
            w.value(seat["armies"] / (ARMY_SCALE * n))
            w.value(seat["cards"] / self.hand_limit)
            w.value(1.0 if seat["eliminated"] else 0.0)
            colour = seat["colour"]
            w.one_hot(self.colours.index(colour) if colour in self.colours else None, len(self.colours))
        hand = view["hand"] or []
        for figure in self.figures:
            w.value(sum(1 for c in hand if self.figure.get(c) == figure) / self.hand_limit)
        w.value(len(hand) / self.hand_limit)
        objective = view["objective"]
        oid = objective["id"] if objective else None
        w.one_hot(self.objectives.index(oid) if oid in self.objectives else None, len(self.objectives))
        phase = view["phase"]
        w.one_hot(WAR_PHASES.index(phase) if phase in WAR_PHASES else None, len(WAR_PHASES))
        w.one_hot(_rel(view["turn"], me, p), p)
        w.one_hot(_rel(view["decision"], me, p), p)
        w.value(view["round"] / ROUND_SCALE)
        pending = view["pending"]
        w.value(pending["free"] / ARMY_SCALE)
        groups = pending["groups"]
        for c in self.continents:
            w.value(groups.get(c, 0) / ARMY_SCALE)
        w.value(view["trades"] / ARMY_SCALE)
        w.value(view["next_trade_value"] / (5 * ARMY_SCALE))
        w.value(view["deck"] / n)
        conquest = view["conquest"]
        w.value(1.0 if conquest else 0.0)
        w.one_hot(self.ids.index(conquest["from"]) if conquest else None, n)
        w.one_hot(self.ids.index(conquest["to"]) if conquest else None, n)
        w.value(conquest["max"] / 3 if conquest else 0.0)
        assert w.at == self.size
        return w.out


class WarCardsObserver(Observer):
    """Per territory: owner one-hot by relative seat. Per relative seat: territories, cards, eliminated,
    conquered. Own hand: one flag per card of the deck. Objective one-hot. Phase one-hot, relative seat
    of the turn, the decision and the general, round / 100, pile sizes. The pending battle: attacker and
    defender (relative seats), from and to (one-hot), the attack card (only the attacker sees it)."""

    def __init__(self, game: WarCardsGame) -> None:
        content = game.content
        self.players = game.players
        self.ids = game.table.ids
        self.cards = [d.id for d in content.dice_cards] + list(content.special_cards)
        self.card_index = {c: k for k, c in enumerate(self.cards)}
        self.objectives = [o.id for o in content.objectives] + [content.destroy_fallback.id]
        self.hand_limit = content.hand_limit
        p, n, c = self.players, len(self.ids), len(self.cards)
        self.size = n * p + 4 * p + c + 1 + len(self.objectives) + len(WAR_CARDS_PHASES) + 3 * p + 1 + 4
        self.size += 1 + 2 * p + 2 * n + c

    def encode(self, view: Mapping[str, Any], me: int) -> Any:
        p, n, c = self.players, len(self.ids), len(self.cards)
        w = _Writer(self.size)
        territories = view["territories"]
        for sid in self.ids:
            w.one_hot(_rel(territories[sid]["owner"], me, p), p)
        seats: Sequence[Mapping[str, Any]] = view["seats"]
        for k in range(p):
            seat = seats[(me + k) % p]
            w.value(seat["territories"] / n)
            w.value(seat["cards"] / self.hand_limit)
            w.value(1.0 if seat["eliminated"] else 0.0)
            w.value(float(seat["conquered"]))
        hand = view["hand"] or []
        flags = np.zeros(c, dtype=np.float32)
        for card in hand:
            slot = self.card_index.get(card["id"])
            if slot is not None:
                flags[slot] = 1.0
        w.out[w.at : w.at + c] = flags
        w.at += c
        w.value(len(hand) / self.hand_limit)
        objective = view["objective"]
        oid = objective["id"] if objective else None
        w.one_hot(self.objectives.index(oid) if oid in self.objectives else None, len(self.objectives))
        phase = view["phase"]
        w.one_hot(WAR_CARDS_PHASES.index(phase) if phase in WAR_CARDS_PHASES else None, len(WAR_CARDS_PHASES))
        w.one_hot(_rel(view["turn"], me, p), p)
        w.one_hot(_rel(view["decision"], me, p), p)
        w.one_hot(_rel(view["general"], me, p), p)
        w.value(view["round"] / ROUND_SCALE)
        piles = view["piles"]
        for key in ("dice", "special", "dice_discard", "special_discard"):
            w.value(piles[key] / c)
        battle = view["battle"]
        w.value(1.0 if battle else 0.0)
        w.one_hot(_rel(battle["attacker"], me, p) if battle else None, p)
        w.one_hot(_rel(battle["defender"], me, p) if battle else None, p)
        w.one_hot(self.ids.index(battle["from"]) if battle else None, n)
        w.one_hot(self.ids.index(battle["to"]) if battle else None, n)
        card = battle["card"] if battle else None
        w.one_hot(self.card_index.get(card["id"]) if card else None, c)
        assert w.at == self.size
        return w.out


class GenericObserver(Observer):
    """Any other ruleset: whether the viewer decides now, the round / 100, and the game-over flag."""

    size = 3

    def __init__(self, game: Game) -> None:
        self.game_type = type(game).__name__

    def encode(self, view: Mapping[str, Any], me: int) -> Any:
        out = np.zeros(self.size, dtype=np.float32)
        out[0] = 1.0 if view.get("decision") == me else 0.0
        rnd = view.get("round")
        out[1] = float(rnd) / ROUND_SCALE if isinstance(rnd, int | float) else 0.0
        out[2] = 1.0 if view.get("result") is not None else 0.0
        return out


def observer_for(game: Game) -> Observer:
    """The observer of ``game``'s ruleset family: WAR and War Cards have their own, any other ruleset the
    generic one."""
    if isinstance(game, WarGame):
        return WarObserver(game)
    if isinstance(game, WarCardsGame):
        return WarCardsObserver(game)
    return GenericObserver(game)
