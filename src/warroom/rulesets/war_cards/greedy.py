"""A greedy computer player for War Cards (agent ``greedy-cards``).

It looks only at ``game.view(player)``, ``game.legal_actions()`` and the public board, and plays the
rules sensibly:

- **Attack with strong red dice, keep strong yellow dice for defence.** Each dice card is judged by
  the chance that its red dice beat three random yellow dice (the packaged deck is built to play like
  three dice) and the chance that its yellow dice hold against three random red dice. The cards whose
  yellow dice hold best are kept back as a defence reserve; the others attack, strongest red first.
- **Chase the objective.** A target is worth more when the objective names its continent, when taking
  it completes a continent (special cards next round), when it belongs to the colour to destroy, or
  when it is a player's last territory (that player's cards come with it).
- **Defend only when it pays.** The top card of the pile costs nothing, so a card from the hand (or a
  Fortress) is spent only on a territory that matters, and only if it defends clearly better than the
  average card of the pile.
- Reinforcements are played at once (while the hand has room); Sabotage hits the opponent holding the
  most cards; a Blitz is saved for a valuable target; discards drop the least useful cards.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from warroom.battles.war_cards import confront
from warroom.core.actions import Action
from warroom.core.board import Board
from warroom.core.game import Game
from warroom.players.base import Agent, register_agent
from warroom.rulesets.war_cards.actions import PILE, Attack, Defend, Discard, EndTurn, PlaySpecial

#: The 216 ordered throws of three dice, each sorted highest first.
_THROWS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted(t, reverse=True)) for t in itertools.product(range(1, 7), repeat=3)
)
#: How many strong defence cards the player keeps back instead of attacking with them.
_RESERVE = 3
#: An attack is made when its expected gain is above this (a card spent is worth little otherwise).
_ATTACK_THRESHOLD = 0.04
#: Extra value of the target that completes the objective (the game is won with it).
_WINNING_VALUE = 20.0
#: What each special card is worth keeping, in "territories".
_SPECIAL_VALUE = {"blitz": 2.5, "fortress": 2.0, "spy": 0.6, "reinforcements": 1.0, "sabotage": 0.7}


@cache
def attack_chance(red: tuple[int, ...]) -> float:
    """Chance that these red dice beat three random yellow dice (two comparisons of three)."""
    wins = 0
    for yellow in _THROWS:
        won, lost = confront(red, yellow)
        wins += won > lost
    return wins / len(_THROWS)


@cache
def hold_chance(yellow: tuple[int, ...]) -> float:
    """Chance that these yellow dice hold against three random red dice."""
    holds = 0
    for red in _THROWS:
        won, lost = confront(red, yellow)
        holds += won <= lost
    return holds / len(_THROWS)


#: The average card of the pile holds as often as three random dice do.
PILE_HOLD = sum(hold_chance(t) for t in _THROWS) / len(_THROWS)


@dataclass(frozen=True)
class _Board:
    continents: tuple[str, ...]
    members: Mapping[str, tuple[str, ...]]
    continent_of: Mapping[str, str]


#: The last board of each board id and its continents: one entry an id, however many board objects a
#: long-running process loads (a cache keyed by the object's id() kept every board alive).
_BOARDS: dict[str, tuple[Board, _Board]] = {}


def _board_info(board: Board) -> _Board:
    """Continents of a board, kept per board object (boards are immutable but not hashable)."""
    known = _BOARDS.get(board.id)
    if known is not None and known[0] is board:
        return known[1]
    continents = board.groups_of_kind("continent")
    info = _Board(
        continents=tuple(g.id for g in continents),
        members={g.id: tuple(g.spaces) for g in continents},
        continent_of={sid: g.id for g in continents for sid in g.spaces},
    )
    _BOARDS[board.id] = (board, info)
    return info


class GreedyWarCardsAgent(Agent):
    """Attacks with strong red dice, keeps strong yellow dice for defence, chases its objective."""

    name = "greedy-cards"
    rulesets = frozenset({"war-cards"})

    def choose(self, game: Game, player: int) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        view = game.view(player)
        assert game.board is not None, "War Cards is played on a board"
        info = _board_info(game.board)
        phase = view["phase"]
        if phase == "discard":
            return self._discard(view, legal)
        if phase == "defend":
            return self._defend(view, info, legal, player)
        return self._attack(view, info, legal, player)

    # -- what things are worth -----------------------------------------------------------------------

    @staticmethod
    def _specials_table(view: Mapping[str, Any]) -> Mapping[str, int]:
        """Special cards for each whole continent (public rules, in the view)."""
        table: Mapping[str, int] = view.get("continent_specials") or {}
        return table

    def _goal_continents(self, view: Mapping[str, Any], info: _Board, player: int) -> set[str]:
        """The continents the objective asks for, with the best 'of your choice' ones."""
        objective = view["objective"] or {}
        if objective.get("kind") != "continents":
            return set()
        named = set(objective.get("continents") or ())
        more = int(objective.get("any_more") or 0)
        if more:
            owners = {sid: t["owner"] for sid, t in view["territories"].items()}
            share = sorted(
                (c for c in info.continents if c not in named),
                key=lambda c: -sum(owners[s] == player for s in info.members[c]) / len(info.members[c]),
            )
            named |= set(share[:more])
        return named

    def _target_values(self, view: Mapping[str, Any], info: _Board, player: int) -> dict[str, float]:
        owners = {sid: t["owner"] for sid, t in view["territories"].items()}
        seats = {s["seat"]: s for s in view["seats"]}
        objective = view["objective"] or {}
        goals = self._goal_continents(view, info, player)
        destroy = None
        if objective.get("kind") == "destroy":
            destroy = next((s["seat"] for s in view["seats"] if s["colour"] == objective.get("colour")), None)
        specials = self._specials_table(view)
        values: dict[str, float] = {}
        for sid, holder in owners.items():
            if holder == player:
                continue
            c = info.continent_of[sid]
            members = info.members[c]
            mine = sum(owners[s] == player for s in members)
            value = 1.0 + 0.15 * mine / len(members)
            if c in goals:
                value += 1.5
            if mine == len(members) - 1:  # taking it completes the continent
                value += 0.6 * specials.get(c, 1) + (2.0 if c in goals else 0.0)
            if all(owners[s] == holder for s in members):  # it breaks someone's whole continent
                value += 0.4 * specials.get(c, 1)
            if objective.get("kind") == "territories":
                value += 0.3
            if destroy is not None and holder == destroy:
                value += 1.5
            if seats[holder]["territories"] == 1:  # the last one: that player's cards come with it
                value += 0.5 + 0.2 * seats[holder]["cards"] + (8.0 if holder == destroy else 0.0)
            if self._completes(objective, info, owners, player, sid):
                value += _WINNING_VALUE
            values[sid] = value
        return values

    @staticmethod
    def _completes(
        objective: Mapping[str, Any], info: _Board, owners: Mapping[str, int], player: int, target: str
    ) -> bool:
        """Whether taking ``target`` would meet a continents or territories objective."""
        after = {**owners, target: player}
        kind = objective.get("kind")
        if kind == "territories":
            return sum(1 for o in after.values() if o == player) >= int(objective.get("count") or 0)
        if kind != "continents":
            return False
        whole = {c for c in info.continents if all(after[s] == player for s in info.members[c])}
        named = set(objective.get("continents") or ())
        return named <= whole and len(whole - named) >= int(objective.get("any_more") or 0)

    def _importance(self, view: Mapping[str, Any], info: _Board, player: int, sid: str) -> float:
        """How much losing territory ``sid`` would hurt."""
        owners = {s: t["owner"] for s, t in view["territories"].items()}
        c = info.continent_of[sid]
        members = info.members[c]
        value = 1.0
        if c in self._goal_continents(view, info, player):
            value += 1.5
        if all(owners[s] == player for s in members):
            value += 0.6 * self._specials_table(view).get(c, 1) + 1.0
        seat = next(s for s in view["seats"] if s["seat"] == player)
        if seat["territories"] <= 2:
            value += 3.0
        return value

    @staticmethod
    def _card_value(card: Mapping[str, Any]) -> float:
        """What a card is worth keeping in hand."""
        if card["kind"] == "special":
            return _SPECIAL_VALUE.get(str(card["special"]), 0.5)
        red, yellow = tuple(card["attack"]), tuple(card["defence"])
        return attack_chance(red) + 2.0 * max(0.0, hold_chance(yellow) - PILE_HOLD)

    # -- decisions -------------------------------------------------------------------------------------

    def _discard(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        cards = {c["id"]: c for c in view["hand"]}
        return min(
            (a for a in legal if isinstance(a, Discard)),
            key=lambda a: (self._card_value(cards[a.card]), a.card),
        )

    def _defend(self, view: Mapping[str, Any], info: _Board, legal: Sequence[Action], player: int) -> Action:
        cards = {c["id"]: c for c in view["hand"]}
        battle = view["battle"]
        importance = self._importance(view, info, player, battle["to"])
        plenty = len(cards) >= view["hand_limit"] - 3
        best: Action | None = None
        best_gain = 0.0
        for action in legal:
            if not isinstance(action, Defend) or action.card == PILE:
                continue
            card = cards[action.card]
            if card["kind"] == "special":  # a Fortress: the defence wins
                gain = (1.0 - PILE_HOLD) * importance - (0.3 if plenty else 1.0)
            else:
                hold = hold_chance(tuple(card["defence"]))
                keep = 0.1 if plenty else 0.35 * attack_chance(tuple(card["attack"]))
                gain = (hold - PILE_HOLD) * importance - keep
            if gain > best_gain:
                best, best_gain = action, gain
        if best is not None:
            return best
        return next((a for a in legal if isinstance(a, Defend) and a.card == PILE), legal[0])

    def _reserve(self, hand: Sequence[Mapping[str, Any]]) -> set[str]:
        """The dice cards kept for defence: those whose yellow dice hold best, when clearly above the pile."""
        dice = [c for c in hand if c["kind"] == "dice" and hold_chance(tuple(c["defence"])) >= PILE_HOLD + 0.12]
        dice.sort(key=lambda c: (-hold_chance(tuple(c["defence"])), c["id"]))
        return {c["id"] for c in dice[:_RESERVE]}

    def _attack(self, view: Mapping[str, Any], info: _Board, legal: Sequence[Action], player: int) -> Action:
        hand = view["hand"]
        cards = {c["id"]: c for c in hand}
        seats = {s["seat"]: s for s in view["seats"]}
        # Specials played on their own first.
        specials = [a for a in legal if isinstance(a, PlaySpecial)]
        for special in specials:
            if cards[special.card]["special"] == "reinforcements" and len(hand) <= view["hand_limit"] - 1:
                return special
        sabotage = [a for a in specials if cards[a.card]["special"] == "sabotage"]
        if sabotage:
            target = max(sabotage, key=lambda a: (seats[a.player]["cards"], seats[a.player]["territories"], -a.player))
            if seats[target.player]["cards"] >= 4:
                return target
        values = self._target_values(view, info, player)
        reserve = self._reserve(hand)
        full = len(hand) >= view["hand_limit"] - 2
        best: Action | None = None
        best_score = _ATTACK_THRESHOLD
        seen: set[tuple[str, str]] = set()
        for action in legal:
            if not isinstance(action, Attack) or (action.target, action.card) in seen:
                continue
            seen.add((action.target, action.card))
            card = cards[action.card]
            value = values.get(action.target, 1.0)
            defender = view["territories"][action.target]["owner"]
            defender_cards = seats[defender]["cards"]
            if card["kind"] == "special":
                kind = card["special"]
                if kind == "blitz":
                    score = 0.9 * value - (0.5 if full else 2.2)
                else:  # spy: take a card from a well-stocked hand
                    score = (0.35 * min(defender_cards, 6) / 6) - (0.0 if full else 0.1) if defender_cards else -1.0
            else:
                chance = attack_chance(tuple(card["attack"]))
                if defender_cards >= 3:
                    chance *= 0.9  # the defender may hold a strong yellow card
                keep = 0.0
                if action.card in reserve and not full:
                    keep = 2.5 * (hold_chance(tuple(card["defence"])) - PILE_HOLD)
                score = chance * value - keep
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            return best
        return next((a for a in legal if isinstance(a, EndTurn)), legal[-1])


register_agent("greedy", GreedyWarCardsAgent)
register_agent("greedy-cards", GreedyWarCardsAgent)
