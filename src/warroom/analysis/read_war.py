"""The rolls of the WAR family (WAR, War: Império Romano) and of War Cards, with their exact odds.

WAR: every ``battle`` event is one roll; its chance is :func:`warroom.battles.war_dice.roll_outcome_ways`
for the dice each side rolled, and the losses are armies.

War Cards: the only chance in a confrontation is the defence card drawn from the dice pile ("the top card
of the pile"). Before a ``Defend("pile")`` the pile is read (its discards, when it is empty and will be
reshuffled): each of its cards is equally likely, and :func:`warroom.battles.war_cards.outcome_ways`
counts those that win. The losses are battles: the attacker loses 1 when the attack fails, the defender 1
(its territory) when it succeeds. A card chosen from the hand, a Blitz, a Spy or a Fortress involves no
chance and is no roll.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from warroom.analysis.luck import Roll, find, outcomes_from_ways
from warroom.analysis.replay import Observer
from warroom.battles.war_cards import outcome_ways
from warroom.battles.war_dice import roll_outcome_ways
from warroom.core.actions import Action
from warroom.core.game import Game
from warroom.core.log import Event


class WarReader(Observer):
    """WAR and War: Império Romano: one roll per ``battle`` event."""

    def __init__(self) -> None:
        super().__init__()
        self._round = 0
        self._battle = -1
        self._last: tuple[Any, ...] | None = None

    def before(self, game: Game, action: Action, index: int) -> None:
        self._round = game.round_number()

    def after(self, game: Game, events: list[Event], index: int) -> None:
        for event in events:
            if event.kind != "battle":
                continue
            d = event.data
            attack, defence = list(d["attack_dice"]), list(d["defence_dice"])
            ways = roll_outcome_ways(len(attack), len(defence))
            outcomes = outcomes_from_ways(ways, 6 ** (len(attack) + len(defence)))
            # Rolls of the same attack (same territories and players, one after another) are one battle.
            key = (d["from"], d["to"], d["attacker"], d["defender"], self._round)
            if key != self._last:
                self._battle += 1
                self._last = key
            self.rolls.append(
                Roll(
                    kind="war",
                    action=index,
                    round=self._round,
                    where=str(d["to"]),
                    attacker=int(d["attacker"]),
                    defender=int(d["defender"]),
                    outcomes=outcomes,
                    happened=find(outcomes, int(d["attacker_lost"]), int(d["defender_lost"])),
                    battle=self._battle,
                    detail={"from": d["from"], "attacker_dice": attack, "defender_dice": defence},
                )
            )


class WarCardsReader(Observer):
    """War Cards: a confrontation against a card drawn from the pile is one roll."""

    def __init__(self) -> None:
        super().__init__()
        self._round = 0
        #: The chance the attack wins against the pile about to be drawn from, or None.
        self._chance: Fraction | None = None

    def before(self, game: Game, action: Action, index: int) -> None:
        self._round = game.round_number()
        self._chance = None
        state: Any = getattr(game, "state", None)
        content: Any = getattr(game, "content", None)
        battle = getattr(state, "battle", None)
        if action.type_name != "defend" or getattr(action, "card", None) != "pile" or battle is None:
            return
        attack = content.dice_of.get(battle.card)
        if attack is None:
            return  # a special attack card: the pile's card changes nothing
        pile = state.dice_pile or state.dice_discard
        cards = [(content.dice_of[c].attack, content.dice_of[c].defence) for c in pile]
        if not cards:
            return
        ways = outcome_ways(tuple(attack.attack), cards)
        self._chance = Fraction(sum(n for (won, lost), n in ways.items() if won > lost), len(cards))

    def after(self, game: Game, events: list[Event], index: int) -> None:
        chance = self._chance
        if chance is None:
            return
        for event in events:
            d = event.data
            if event.kind != "battle" or not d.get("from_pile") or d.get("effect") != "dice":
                continue
            outcomes = tuple(o for o in ((0, 1, chance), (1, 0, 1 - chance)) if o[2])
            self.rolls.append(
                Roll(
                    kind="cards",
                    action=index,
                    round=self._round,
                    where=str(d["to"]),
                    attacker=int(d["attacker"]),
                    defender=int(d["defender"]),
                    outcomes=outcomes,
                    happened=find(outcomes, 0 if d["conquered"] else 1, 1 if d["conquered"] else 0),
                    battle=len(self.rolls),
                    detail={"from": d["from"], "attacker_dice": d["attack_dice"], "defender_dice": d["defence_dice"]},
                )
            )
