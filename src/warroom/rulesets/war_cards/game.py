"""A game of War Cards: the deal, the rounds led by the General, turns of attacks, the hand limit,
the end of the game, and what each player may see.

Rulebook 002: "Objective Cards" (one each, by draw, the objective applying chosen by the number of
players), "Territory Cards" (shuffled and dealt evenly, face up), "General Card" (it marks who starts
the round and passes clockwise each round), "The Game" (dice cards each round: territory cards // 2,
at least 3; piles reshuffled when used up), "Start of the Next Round" (special cards for a conquest and
for whole continents, then the dice cards; at most 15 cards in hand, the player choosing the discards),
"End of the Game" (a player who completes the objective wins). Every decision on an ambiguity is in
docs/rules/war-cards.md.

Around it: deal.py deals, battle.py fights, views.py shows, determinize.py redraws the unseen for search
players; labels.py and narrate.py word actions and events as messages (words.py, in English and
Portuguese).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from warroom.core.actions import Action
from warroom.core.board import Board
from warroom.core.errors import OptionError
from warroom.core.game import Game, Result
from warroom.core.log import Event
from warroom.core.text import Msg, Param, Seat, colour
from warroom.rulesets.war import ending
from warroom.rulesets.war_cards import battle
from warroom.rulesets.war_cards.actions import (
    CODEC,
    END_TURN,
    NO_ONE,
    PILE,
    Attack,
    Defend,
    Discard,
    EndTurn,
    PlaySpecial,
)
from warroom.rulesets.war_cards.content import WarCardsContent, deck_choice
from warroom.rulesets.war_cards.deal import deal
from warroom.rulesets.war_cards.determinize import determinized
from warroom.rulesets.war_cards.labels import (
    action_kind,
    action_message,
    card_message,
    illegal,
    objective_words,
    result_detail,
)
from warroom.rulesets.war_cards.narrate import narrate
from warroom.rulesets.war_cards.standing import seat_standing
from warroom.rulesets.war_cards.state import WarCardsState
from warroom.rulesets.war_cards.table import WarCardsTable, war_cards_table
from warroom.rulesets.war_cards.views import snapshot_of, view_of

#: Dice cards a Reinforcements card draws; cards a Sabotage card makes its victim discard.
REINFORCEMENT_CARDS = 2
SABOTAGE_CARDS = 2


class WarCardsGame(Game):
    """Grow's War Cards on the classic WAR world map."""

    ruleset_id = "war-cards"
    codec = CODEC
    #: Undo stops at cards dealt or drawn ("round", "reinforcements", "reshuffle", "pile_empty"), at cards
    #: shown ("discard", "battle", "no_answer", "spy", "sabotage") and at a turn's end.
    irreversible_kinds = Game.irreversible_kinds | {
        "round", "reinforcements", "reshuffle", "pile_empty", "discard", "battle", "no_answer", "spy",
        "sabotage", "end_turn",
    }  # fmt: skip
    board: Board

    def __init__(self, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(players, options, seed)
        self.table: WarCardsTable = war_cards_table(*deck_choice(options))
        self.content: WarCardsContent = self.table.content
        self.board = self.content.board
        if len(self.content.objective_cards) < players:
            raise OptionError(Msg("core.error.objective_cards", count=len(self.content.objective_cards)))
        colours = self._seat_colours(options.get("colours") or "")
        self._seat_of_colour = {self.content.colours[c].id: seat for seat, c in enumerate(colours)}
        self._attacks: dict[tuple[int, int, str], Attack] = {}
        self.state: WarCardsState = deal(self, colours)
        s = self.state
        self.log.add("setup", general=s.general, colours=self.colour_ids(), deck=self.content.deck_source)
        self.begin_round()

    # -- setup ------------------------------------------------------------------------------------

    def _seat_colours(self, text: str) -> list[int]:
        content = self.content
        if not text:
            return list(range(self.players))
        wanted = [c.strip() for c in text.split(",") if c.strip()]
        if len(wanted) != self.players or len(set(wanted)) != len(wanted):
            raise OptionError(Msg("core.error.colours", count=self.players, value=repr(text)))
        known = {c.id: i for i, c in enumerate(content.colours)}
        unknown = [c for c in wanted if c not in known]
        if unknown:
            raise OptionError(Msg("core.error.unknown_colour", colour=repr(unknown[0]), known=", ".join(known)))
        return [known[c] for c in wanted]

    # -- piles and hands ------------------------------------------------------------------------------

    def take_top(self, pile: str) -> str | None:
        """The top card of the "dice" or "special" pile (the last of the list); a used-up pile is
        reshuffled from its discards first. None when both are empty."""
        s = self.state
        cards, discards = (s.dice_pile, s.dice_discard) if pile == "dice" else (s.special_pile, s.special_discard)
        if not cards:
            if not discards:
                return None
            cards.extend(discards)
            discards.clear()
            self.dice.shuffle(cards, f"reshuffle {pile} cards")
            self.log.add("reshuffle", pile=pile, size=len(cards))
        return cards.pop()

    def draw(self, player: int, pile: str, count: int) -> int:
        """Give ``player`` up to ``count`` cards from a pile; returns how many there were."""
        hand = self.state.hands[player]
        got = 0
        for _ in range(count):
            card = self.take_top(pile)
            if card is None:
                self.log.add("pile_empty", pile=pile, player=player, missing=count - got)
                break
            hand.append(card)
            got += 1
        return got

    def discard(self, card: str) -> None:
        """A played or discarded card goes face up onto its pile's discards."""
        s = self.state
        (s.dice_discard if card in self.content.dice_of else s.special_discard).append(card)

    def over_limit(self, player: int) -> bool:
        """Whether ``player`` holds more cards than the hand limit."""
        return len(self.state.hands[player]) > self.content.hand_limit

    def require_discards(self, players: Sequence[int]) -> None:
        """Players over the hand limit discard, in this order, before anything else happens."""
        s = self.state
        if s.outcome is not None:
            return
        for p in players:
            if self.over_limit(p) and p not in s.discarding and not s.eliminated[p]:
                s.discarding.append(p)
        if s.discarding:
            s.phase = "discard"

    # -- cards ----------------------------------------------------------------------------------------

    def kind_of(self, card: str) -> str:
        """The card's kind: "dice", or the special card's kind."""
        if card in self.content.dice_of:
            return "dice"
        return self.content.special_of[card].kind

    def may_attack_with(self, card: str) -> bool:
        """Whether ``card`` may be played to attack: a dice card or a special card whose role is attack."""
        return self.content.role(card) in ("dice", "attack")

    def odds(self, action: Action) -> dict[str, Any] | None:
        """Exact odds of a dice-card attack against the top card of the pile, from public information
        (war_cards/odds.py); None for anything else."""
        from warroom.rulesets.war_cards.odds import attack_odds

        return attack_odds(self, action)

    def may_defend_with(self, card: str) -> bool:
        """Whether ``card`` may answer an attack: a dice card or a special card whose role is defence."""
        return self.content.role(card) in ("dice", "defence")

    def card_info(self, card: str) -> dict[str, Any]:
        """A card as a player reads it (cards are known from the deck: no secret here)."""
        dice = self.content.dice_of.get(card)
        if dice is not None:
            return {"id": card, "kind": "dice", "attack": list(dice.attack), "defence": list(dice.defence)}
        special = self.content.special_of[card]
        return {
            "id": card,
            "kind": "special",
            "special": special.kind,
            "role": special.role,
            "name": special.name,
            "text": special.text,
            # The same in every language the deck has (the browser shows the reader's).
            "names": dict(special.names),
            "texts": dict(special.texts),
        }

    # -- rounds and turns -----------------------------------------------------------------------------

    def round_order(self) -> list[int]:
        """The seats still playing, clockwise from the General (rulebook 002, "General Card")."""
        s = self.state
        return [q for k in range(s.players) if not s.eliminated[q := (s.general + k) % s.players]]

    def begin_round(self) -> None:
        """Rulebook 002, "Start of the Next Round": a special card for each player who won a territory,
        special cards for whole continents, then the dice cards; then discards over the limit."""
        s, t, content = self.state, self.table, self.content
        order = self.round_order()
        specials = dict.fromkeys(order, 0)
        if s.round > 1:
            for p in order:
                if s.conquered[p]:
                    specials[p] += self.draw(p, "special", content.conquest_specials)
            for p in order:
                for c, members in enumerate(t.continent_members):
                    if s.continent_count[p][c] == len(members):
                        specials[p] += self.draw(p, "special", t.continent_specials[c])
        s.conquered = [False] * s.players
        dealt = {}
        for p in order:
            dealt[p] = self.draw(p, "dice", self.dice_cards_due(p))
        s.turn = s.general
        s.phase = "attack"
        self.log.add(
            "round",
            round=s.round,
            general=s.general,
            specials={str(p): n for p, n in specials.items()},
            dice_cards={str(p): n for p, n in dealt.items()},
        )
        self.require_discards(order)

    def dice_cards_due(self, player: int) -> int:
        """Rulebook 002, "The Game": territory cards // 2, at least 3."""
        return max(self.content.minimum_dice_cards, self.state.territory_count[player] // 2)

    def end_turn(self) -> None:
        """The current player's turn ends: the next seat still playing, counting from the General; after the last
        a new round begins with the General passed clockwise, unless the round limit ends the game."""
        s = self.state
        n = s.players

        def position(q: int) -> int:
            return (q - s.general) % n

        later = [q for q in s.alive() if position(q) > position(s.turn)]
        if later:
            s.turn = min(later, key=position)
            s.phase = "attack"
            self.log.add("turn", player=s.turn, round=s.round)
            return
        limit = self.options.get("round_limit")
        if limit is not None and s.round >= limit:
            ending.finish_by_ranking(self)
            return
        # The General passes clockwise to the next seat still playing.
        s.general = next(q for k in range(1, n + 1) if not s.eliminated[q := (s.general + k) % n])
        s.round += 1
        self.begin_round()

    # -- the game interface -----------------------------------------------------------------------

    def current_player(self) -> int | None:
        s = self.state
        if s.outcome is not None:
            return None
        if s.phase == "discard":
            return s.discarding[0]
        if s.phase == "defend":
            assert s.battle is not None
            return s.battle.defender
        return s.turn

    def is_over(self) -> bool:
        return self.state.outcome is not None

    def round_number(self) -> int:
        return self.state.round

    def legal_actions(self) -> Sequence[Action]:
        s = self.state
        if s.outcome is not None:
            return []
        if s.phase == "discard":
            return [Discard(card) for card in s.hands[s.discarding[0]]]
        if s.phase == "defend":
            assert s.battle is not None
            out: list[Action] = [Defend(c) for c in s.hands[s.battle.defender] if self.may_defend_with(c)]
            if battle.pile_available(self):
                out.append(Defend(PILE))
            return out
        return self._attack_phase_actions()

    def _attack_phase_actions(self) -> list[Action]:
        s, t = self.state, self.table
        p = s.turn
        owner = s.owner
        hand = s.hands[p]
        attack_cards = [c for c in hand if self.may_attack_with(c)]
        out: list[Action] = []
        if attack_cards:
            cache = self._attacks
            for j in range(t.size):
                if owner[j] == p:
                    continue
                for i in t.launchers[j]:
                    if owner[i] != p:
                        continue
                    for card in attack_cards:
                        key = (i, j, card)
                        action = cache.get(key)
                        if action is None:
                            action = cache[key] = Attack(t.ids[i], t.ids[j], card)
                        out.append(action)
        for card in hand:
            kind = self.kind_of(card)
            if kind == "reinforcements":
                out.append(PlaySpecial(card, NO_ONE))
            elif kind == "sabotage":
                out += [PlaySpecial(card, q) for q in s.alive() if q != p]
        out.append(END_TURN)
        return out

    def _check(self, action: Action) -> None:
        s = self.state
        if s.outcome is not None:
            raise illegal(self, "war_cards.illegal.over")
        if s.phase == "discard":
            p = s.discarding[0]
            if not isinstance(action, Discard):
                n, limit = len(s.hands[p]), self.content.hand_limit
                raise illegal(self, "war_cards.illegal.must_discard", player=Seat(p), n=n, limit=limit)
            if action.card not in s.hands[p]:
                raise illegal(self, "war_cards.illegal.not_in_hand", card=action.card)
            return
        if s.phase == "defend":
            if not isinstance(action, Defend):
                raise illegal(self, "war_cards.illegal.answer_first")
            battle.check_defend(self, action)
            return
        if isinstance(action, EndTurn):
            return
        if isinstance(action, Attack):
            battle.check_attack(self, action)
            return
        if isinstance(action, PlaySpecial):
            self._check_special(action)
            return
        raise illegal(self, "war_cards.illegal.not_now", action=action_kind(action))

    def _check_special(self, action: PlaySpecial) -> None:
        s = self.state
        p = s.turn
        if action.card not in s.hands[p]:
            raise illegal(self, "war_cards.illegal.not_in_hand", card=action.card)
        kind = self.kind_of(action.card)
        if kind == "reinforcements":
            if action.player != NO_ONE:
                raise illegal(self, "war_cards.illegal.reinforcements_no_one")
            return
        if kind == "sabotage":
            q = action.player
            if not 0 <= q < s.players or q == p or s.eliminated[q]:
                raise illegal(self, "war_cards.illegal.sabotage_opponent")
            return
        raise illegal(self, "war_cards.illegal.battle_only", card=card_message(self, action.card))

    def _execute(self, action: Action) -> None:
        s = self.state
        if isinstance(action, Discard):
            self._execute_discard(action)
            return
        if isinstance(action, EndTurn):
            self.log.add("end_turn", player=s.turn)
            self.end_turn()
            return
        if isinstance(action, PlaySpecial):
            self._execute_special(action)
            return
        mover = s.turn
        alive_before = s.alive_count
        held_before = s.territory_count[mover]
        if isinstance(action, Attack):
            battle.execute_attack(self, action)
        else:
            assert isinstance(action, Defend)
            battle.execute_defend(self, action)
        if s.battle is None:  # the battle is over
            if s.territory_count[mover] != held_before:
                ending.check_end(self, mover, s.alive_count != alive_before)
            self.require_discards([mover])

    def _execute_discard(self, action: Discard) -> None:
        s = self.state
        p = s.discarding[0]
        s.hands[p].remove(action.card)
        self.discard(action.card)
        self.log.add("discard", player=p, card=action.card)
        if not self.over_limit(p):
            s.discarding.pop(0)
        if not s.discarding:
            s.phase = "attack"

    def _execute_special(self, action: PlaySpecial) -> None:
        s = self.state
        p = s.turn
        s.hands[p].remove(action.card)
        self.discard(action.card)
        kind = self.kind_of(action.card)
        if kind == "reinforcements":
            got = self.draw(p, "dice", REINFORCEMENT_CARDS)
            self.log.add("reinforcements", player=p, card=action.card, drawn=got)
            self.require_discards([p])
            return
        victim = action.player
        hand = s.hands[victim]
        lost = self.dice.sample(hand, min(SABOTAGE_CARDS, len(hand)), "sabotage")
        for card in lost:
            hand.remove(card)
            self.discard(card)
        self.log.add("sabotage", player=p, card=action.card, victim=victim, discarded=lost)

    # -- the end of the game ------------------------------------------------------------------------

    def result(self) -> Result | None:
        return ending.result(self)

    tiebreak = "cards in hand"

    def tiebreak_value(self, player: int) -> int:
        return len(self.state.hands[player])

    def on_finish(self) -> None:
        self.state.discarding = []

    # -- names and views ---------------------------------------------------------------------------

    def colour_ids(self) -> list[str]:
        """The colour id of each seat, in seat order."""
        return [self.content.colours[c].id for c in self.state.colours]

    def seat_of_colour(self, colour_id: str) -> int | None:
        """The seat playing the colour with id ``colour_id``, or None if nobody plays it."""
        return self._seat_of_colour.get(colour_id)

    def player_name(self, player: int) -> str:
        return self.content.colours[self.state.colours[player]].names["en"]

    def standing(self, player: int) -> dict[str, int]:
        return seat_standing(self, player)

    def space_name(self, i: int) -> str:
        """The English name of territory ``i``."""
        return self.board.spaces[self.table.ids[i]].name

    def seat_text(self, player: int) -> Param:
        """A seat's name: its colour, which the core's catalogue translates."""
        return colour(self.content.colours[self.state.colours[player]].id)

    def card_name(self, card: str) -> str:
        """A card's name in English ("dice card (red 6-4-3, yellow 5-2-1)", "Blitz")."""
        return self.say(card_message(self, card))

    def message(self, action: Action) -> Param:
        return action_message(self, action)

    def objective_message(self, objective: str) -> Param:
        """An objective by its id or its English text (as views and results name it), in its own words."""
        return objective_words(self, objective)

    def result_detail(self, result: Result) -> Param:
        """A result's detail (the objective met, ...) as a message."""
        return result_detail(self, result)

    def narrate(self, event: Event, viewer: int | None, actor: int | None = None) -> Param | None:
        return narrate(self, event, viewer, actor)

    # -- determinization (for search players) -----------------------------------------------------

    def determinize(self, player: int, rng: random.Random) -> WarCardsGame:
        """A copy in which what ``player`` cannot see is redrawn (war_cards/determinize.py)."""
        return determinized(self, player, rng)

    # -- views ---------------------------------------------------------------------------------------

    def view(self, player: int | None) -> dict[str, Any]:
        return view_of(self, player)

    def snapshot(self) -> dict[str, Any]:
        return snapshot_of(self)
