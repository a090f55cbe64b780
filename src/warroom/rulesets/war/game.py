"""A game of WAR: the turn sequence, the end of the game, and what each player may see.

Rulebook 001, "The Game": the first round only receives and places; from the second round a turn is
receive and place, attack, move, and draw one card if a territory was conquered ("Card Conquest").
"End of the Game": a player who meets the objective wins; a player left alone wins too. The optional
round limit ends a simulated game with a ranking by territories.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from warroom.core.actions import Action
from warroom.core.board import Board
from warroom.core.errors import IllegalAction, OptionError
from warroom.core.game import Game, Result
from warroom.core.log import Event
from warroom.core.text import Msg, Param
from warroom.rulesets.war import attack, corrections, ending, movement, narrate, objectives, reinforce
from warroom.rulesets.war.actions import (
    CODEC,
    Attack,
    Move,
    Occupy,
    Place,
    Trade,
)
from warroom.rulesets.war.movement import MoveTable
from warroom.rulesets.war.setup import deal
from warroom.rulesets.war.state import copy_state
from warroom.rulesets.war.table import war_table

Phase = tuple[
    Callable[["WarGame"], Sequence[Action]],
    Callable[["WarGame", Action], None],
    Callable[["WarGame", Action], None],
]

#: Actions after which the acting player may have met the objective (besides a conquering attack).
_ADVANCING = (Place, Trade, Occupy, Move)

PHASES: dict[str, Phase] = {
    "reinforce": (reinforce.legal, reinforce.check, reinforce.execute),
    "attack": (attack.legal, attack.check, attack.execute),
    "occupy": (attack.legal_occupy, attack.check_occupy, attack.execute_occupy),
    "move": (movement.legal, movement.check, movement.execute),
}


class WarGame(Game):
    """Grow's WAR. Variants (War: Império Romano) subclass it and change content, not rules code."""

    ruleset_id = "war"
    content_id = "war"
    codec = CODEC
    #: Undo stops at a card drawn from the deck's top and at a trade, which shows the cards traded.
    irreversible_kinds = Game.irreversible_kinds | {"card_drawn", "trade"}
    board: Board

    def __init__(self, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(players, options, seed)
        #: Derived, not state: the legal moves out of each territory during the move phase.
        self.move_table: MoveTable | None = None
        #: Derived, not state: the Place actions of the turn player's territories while placing.
        self.own_places: list[Action] | None = None
        self.table = war_table(self.content_id)
        self.board = self.table.content.board
        colours = self._seat_colours(options.get("colours") or "")
        self.state = deal(self.table, players, colours, self.objective_pool(colours), self.dice)
        s = self.state
        self._seat_of_colour = {self.table.content.colours[c].id: seat for seat, c in enumerate(colours)}
        self.log.add("setup", dealer=s.dealer, first_player=s.first_player, colours=self.colour_ids())
        self.begin_turn()

    # -- setup hooks --------------------------------------------------------------------------------

    def _seat_colours(self, text: str) -> list[int]:
        content = self.table.content
        if not text:
            return list(range(self.players))
        wanted = [c.strip() for c in text.split(",") if c.strip()]
        if len(wanted) != self.players or len(set(wanted)) != len(wanted):
            raise OptionError(Msg("core.error.colours", count=self.players, value=repr(text)))
        try:
            return [content.colour_index(c) for c in wanted]
        except KeyError as exc:
            known = ", ".join(c.id for c in content.colours)
            raise OptionError(Msg("core.error.unknown_colour", colour=repr(exc.args[0]), known=known)) from None

    def objective_pool(self, colours: list[int]) -> list[int]:
        """The objective cards shuffled for the deal: with option objectives_edition=original (001, "Objective
        Cards", Note for 3-player games: "the objective that relates to the legion colour that is not being
        played must be removed from the draw") all but the destroy cards of colours nobody plays; with
        ``later`` all of them (such a card reads "conquer 24 territories")."""
        content = self.table.content
        if not corrections.remove_absent_colours(self):
            return list(range(len(content.objectives)))
        playing = {content.colours[c].id for c in colours}
        return [i for i, o in enumerate(content.objectives) if o.kind != "destroy" or o.colour in playing]

    # -- the game interface -------------------------------------------------------------------------

    def current_player(self) -> int | None:
        return None if self.state.outcome is not None else self.state.turn

    def is_over(self) -> bool:
        return self.state.outcome is not None

    def round_number(self) -> int:
        return self.state.round

    def legal_actions(self) -> Sequence[Action]:
        if self.state.outcome is not None:
            return []
        return PHASES[self.state.phase][0](self)

    def _check(self, action: Action) -> None:
        if self.state.outcome is not None:
            raise IllegalAction(Msg("war.illegal.over"))
        PHASES[self.state.phase][1](self, action)

    def _execute(self, action: Action) -> None:
        s = self.state
        mover = s.turn
        alive_before = s.alive_count
        PHASES[s.phase][2](self, action)
        if s.outcome is None and self._may_have_won(mover, action, s.alive_count != alive_before):
            ending.check_end(self, mover, s.alive_count != alive_before)

    def _may_have_won(self, mover: int, action: Action, someone_eliminated: bool) -> bool:
        """Whether ``action`` can have completed an objective: checking only then keeps simulations fast.

        Territories and continents change hands only by conquest; without one, only objectives that count
        armies ("18 territories with two armies each") can be met, or a dealt position, seen in round 1.
        """
        s = self.state
        if someone_eliminated or (isinstance(action, Attack) and s.owner[self.table.index[action.target]] == mover):
            return True
        return isinstance(action, _ADVANCING) and (s.round == 1 or objectives.in_force(self, mover).min_armies > 1)

    def result(self) -> Result | None:
        return ending.result(self)

    # -- turn flow ------------------------------------------------------------------------------------

    def begin_turn(self) -> None:
        """The current player's turn begins: the reinforce phase, with the armies it receives (before any
        trade), no army moved yet."""
        s = self.state
        self.move_table = None
        self.own_places = None
        s.phase = "reinforce"
        s.pending = reinforce.income(self, s.turn)
        s.may_trade = True
        s.conquered_this_turn = False
        s.conquest = None
        s.moved = [0] * self.table.size
        self.log.add("turn", player=s.turn, round=s.round, receives=s.pending.total())

    def finish_reinforcement(self) -> None:
        """All armies placed: the first round ends the turn here; later rounds go on to attack."""
        if self.state.round == 1:
            self.end_turn()
        else:
            self.state.phase = "attack"

    def end_turn(self) -> None:
        """The current player's turn ends: a card if it conquered a territory ("Card Conquest"), then the next
        player still in; after the last of a round a new round begins, unless the round limit ends the game."""
        s = self.state
        p = s.turn
        if s.conquered_this_turn:
            self._draw_card(p)
        alive = s.alive()
        nxt = min((q for q in alive if q > p), default=alive[0])

        def position(q: int) -> int:
            return (q - s.first_player) % s.players

        if position(nxt) <= position(p):
            limit = self.options.get("round_limit")
            if limit is not None and s.round >= limit:
                ending.finish_by_ranking(self)
                return
            s.round += 1
        s.turn = nxt
        self.begin_turn()

    def _draw_card(self, p: int) -> None:
        """One card for a turn with a conquest; none when the hand is full (docs/rules/war.md)."""
        s = self.state
        hand = s.hands[p]
        if len(hand) >= self.table.content.hand_limit:
            self.log.add("no_card", player=p, reason="hand full")
            return
        if not s.deck and s.discard:
            s.deck, s.discard = s.discard, []
            self.dice.shuffle(s.deck, "reshuffle traded cards")
        if s.deck:
            hand.append(s.deck.pop())
            self.log.add("card_drawn", player=p)

    # -- the end of the game --------------------------------------------------------------------------

    tiebreak = "armies"

    def tiebreak_value(self, player: int) -> int:
        s = self.state
        return sum(a for o, a in zip(s.owner, s.armies, strict=True) if o == player)

    def on_finish(self) -> None:
        self.state.conquest = None

    # -- determinization (for search players) -----------------------------------------------------

    def determinize(
        self, player: int, rng: random.Random, objective_weights: Mapping[int, Mapping[int, float]] | None = None
    ) -> WarGame:
        """A copy in which what ``player`` cannot see is redrawn: the other seats' objectives from the
        cards it cannot rule out (all of the pool but its own), their hands and the deck order from the
        cards it has not seen (other hands + deck; the discard pile is public). Sizes are kept.

        Objectives are drawn uniformly, or, with ``objective_weights`` (seat -> objective card index ->
        weight, as :mod:`warroom.agents.objective_beliefs` infers them), seat after seat in a random
        order, each from the cards still undrawn in proportion to its weights (a card without one
        weighs nothing; where no undrawn card weighs anything, uniformly)."""
        copy: WarGame = self.fork(rng)
        copy.move_table = None
        copy.own_places = None
        s = copy.state = copy_state(self.state)
        others = [p for p in range(self.players) if p != player]
        pool = [o for o in self.objective_pool(s.colours) if o != s.objectives[player]]
        if objective_weights is None:
            for p, o in zip(others, rng.sample(pool, len(others)), strict=True):
                s.objectives[p] = o
        else:
            order = list(others)
            rng.shuffle(order)
            for p in order:
                s.objectives[p] = o = _weighted_choice(pool, objective_weights.get(p, {}), rng)
                pool.remove(o)
        unseen = [c for p in others for c in s.hands[p]] + s.deck
        rng.shuffle(unseen)
        k = 0
        for p in others:
            n = len(s.hands[p])
            s.hands[p] = unseen[k : k + n]
            k += n
        s.deck = unseen[k:]
        return copy

    # -- names and views ---------------------------------------------------------------------------------

    def colour_ids(self) -> list[str]:
        """The colour id of each seat, in seat order."""
        return [self.table.content.colours[c].id for c in self.state.colours]

    def seat_of_colour(self, colour_id: str) -> int | None:
        """The seat playing the colour with id ``colour_id``, or None if nobody plays it."""
        return self._seat_of_colour.get(colour_id)

    def player_name(self, player: int) -> str:
        return self.table.content.colours[self.state.colours[player]].names["en"]

    def standing(self, player: int) -> dict[str, int]:
        """Territories, armies on the board, and income: the armies the turn would bring now (half the
        territories, at least the minimum, plus whole continents' bonuses; card trades not counted)."""
        s = self.state
        armies = sum(a for o, a in zip(s.owner, s.armies, strict=True) if o == player)
        income = 0 if s.eliminated[player] else reinforce.income(self, player).total()
        return {"spaces": s.territory_count[player], "units": armies, "income": income, "cards": len(s.hands[player])}

    def space_name(self, i: int) -> str:
        """The English name of territory ``i``."""
        return self.board.spaces[self.table.ids[i]].name

    def card_name(self, card: str) -> str:
        if card in self.board.spaces:
            return f"{self.board.spaces[card].name} ({self.table.figure[card]})"
        return "wildcard"

    def message(self, action: Action) -> Param:
        return narrate.action_message(self, action)

    def narrate(self, event: Event, viewer: int | None, actor: int | None = None) -> Param | None:
        return narrate.narrate(self, event, actor, viewer)

    def objective_message(self, objective: str) -> Param:
        """An objective card's text by its id or its English text (as views and results name it), as a
        message for any language."""
        content = self.table.content
        for card in (*content.objectives, content.destroy_fallback):
            if objective in (card.id, card.text):
                return narrate.objective_message(self, card)
        return objective

    def result_detail(self, result: Result) -> Param:
        """A result's detail (the objective met, ...) as a message."""
        return narrate.detail_message(self, result)

    def odds(self, action: Action) -> dict[str, Any] | None:
        """The odds of fighting an attack to its end: the armies in both territories as they stand, the
        attacker rolling at most ``action.dice`` dice a roll (warroom.battles.war_dice), until the territory
        falls or one army is left. None for anything that is not an attack it could make."""
        if not isinstance(action, Attack):
            return None
        s, t = self.state, self.table
        i, j = t.index.get(action.source), t.index.get(action.target)
        if i is None or j is None or s.owner[i] == s.owner[j] or s.armies[i] < 2 or not 1 <= action.dice <= 3:
            return None
        from warroom.battles.common import BattleError
        from warroom.battles.war_dice import odds

        try:
            return odds(s.armies[i], s.armies[j], max_attack_dice=action.dice).to_json()
        except BattleError:  # stacks too large to calculate (war_dice.MAX_CELLS): the attack has no odds shown
            return None

    def view(self, player: int | None) -> dict[str, Any]:
        s, t = self.state, self.table
        over = s.outcome is not None
        content = t.content
        armies_of = [0] * self.players
        for owner, armies in zip(s.owner, s.armies, strict=True):
            armies_of[owner] += armies
        seats = []
        for p in range(self.players):
            armies = armies_of[p]
            seats.append(
                {
                    "seat": p,
                    "colour": content.colours[s.colours[p]].id,
                    "name": self.player_name(p),
                    "territories": s.territory_count[p],
                    "armies": armies,
                    "cards": len(s.hands[p]),
                    "eliminated": s.eliminated[p],
                }
            )
        own = player is not None and 0 <= player < self.players
        objective = objectives.in_force(self, player) if own and player is not None else None
        result = self.result()
        out: dict[str, Any] = {
            "ruleset": self.ruleset_id,
            "you": player if own else None,
            "round": s.round,
            "phase": s.phase,
            "turn": s.turn,
            "decision": self.current_player(),
            "seats": seats,
            "territories": {t.ids[i]: {"owner": s.owner[i], "armies": s.armies[i]} for i in range(t.size)},
            "pending": {
                "free": s.pending.free,
                "groups": {t.continent_ids[c]: n for c, n in s.pending.continents.items()},
            },
            "hand": list(s.hands[player]) if own and player is not None else None,
            "objective": {"id": objective.id, "text": objective.text} if objective else None,
            "deck": len(s.deck),
            "trades": s.trades_done,
            "next_trade_value": content.trade_value(s.trades_done),
            "last_battle": s.last_battle,
            "conquest": (
                {
                    "from": t.ids[s.conquest.source],
                    "to": t.ids[s.conquest.target],
                    "max": s.conquest.max_armies,
                }
                if s.conquest
                else None
            ),
            "result": None,
        }
        if over and result is not None:
            out["result"] = {
                **result.to_json(),
                "objectives": {str(p): objectives.in_force(self, p).text for p in range(self.players)},
            }
        return out

    def snapshot(self) -> dict[str, Any]:
        s, t = self.state, self.table
        content = t.content
        return {
            "colours": self.colour_ids(),
            "owner": {t.ids[i]: s.owner[i] for i in range(t.size)},
            "armies": {t.ids[i]: s.armies[i] for i in range(t.size)},
            "objectives": [content.objectives[o].id for o in s.objectives],
            "hands": [list(h) for h in s.hands],
            "deck": list(s.deck),
            "discard": list(s.discard),
            "eliminated": list(s.eliminated),
            "eliminated_by": list(s.eliminated_by),
            "dealer": s.dealer,
            "first_player": s.first_player,
            "turn": s.turn,
            "round": s.round,
            "phase": s.phase,
            "pending": {
                "free": s.pending.free,
                "groups": {t.continent_ids[c]: n for c, n in sorted(s.pending.continents.items())},
            },
            "may_trade": s.may_trade,
            "trades_done": s.trades_done,
            "conquered_this_turn": s.conquered_this_turn,
            "moved": {t.ids[i]: n for i, n in enumerate(s.moved) if n},
            "conquest": (
                [t.ids[s.conquest.source], t.ids[s.conquest.target], s.conquest.max_armies] if s.conquest else None
            ),
            "last_battle": s.last_battle,
            "outcome": (
                {
                    "winners": list(s.outcome[0]),
                    "ranking": list(s.outcome[1]),
                    "reason": s.outcome[2],
                    "detail": s.outcome[3],
                }
                if s.outcome
                else None
            ),
        }


def _weighted_choice(cards: Sequence[int], weights: Mapping[int, float], rng: random.Random) -> int:
    """One of ``cards`` drawn in proportion to ``weights`` (missing: 0), or uniformly if all weigh nothing."""
    ws = [max(0.0, weights.get(c, 0.0)) for c in cards]
    total = sum(ws)
    if total <= 0.0:
        return rng.choice(cards)
    r = rng.random() * total
    for card, w in zip(cards, ws, strict=True):
        r -= w
        if r < 0.0:
            return card
    return cards[-1]
