"""A game of War! Age of Imperialism: the sequence of play, and what each player may see.

Rulebook 000, "The Turns (Sequence of Play)": two movement rounds (each player in order moves his pieces,
then fights the battles that result, in the order he chooses), then a production round (each player in
order counts his production points and buys). Before the first turn: colours and the first player
("Choosing a Color and Who Goes First"), the region draft ("Choosing Regions"), the markers ("Placing the
Markers") and the opening purchase ("Buying the Starting Pieces").

The phases' rules live in their own modules (setup, movement, naval, combat, diplomacy, production,
ending); this module routes each action to its phase and moves the turn along.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from warroom.core.actions import Action
from warroom.core.board import Board
from warroom.core.errors import IllegalAction, OptionError
from warroom.core.game import Game, Result
from warroom.core.log import Event
from warroom.core.text import Items, Msg, Param
from warroom.rulesets.imperialism import (
    battle_choices,
    battle_state,
    battle_words,
    combat,
    describe,
    destruction,
    diplomacy,
    ending,
    ending_words,
    exploration,
    movement,
    narrate,
    natives,
    naval,
    production,
    research,
    scenario,
    setup,
    views,
)
from warroom.rulesets.imperialism.actions import (
    CALL_TIME,
    CODEC,
    Answer,
    BattleHit,
    BattleMatch,
    BattlePolicy,
    BattleRemove,
    BattleReserve,
    BattleRetreat,
    BattleSend,
    Buy,
    CallTime,
    Claim,
    DeclareWar,
    Destroy,
    Develop,
    Embark,
    EndMovement,
    EndPurchase,
    EndTurn,
    Explore,
    Fight,
    Incite,
    Land,
    Move,
    OfferPeace,
    Research,
    Sail,
    SeaBattle,
    Westernize,
)
from warroom.rulesets.imperialism.content import Content, Level, load_content
from warroom.rulesets.imperialism.standing import seat_standing
from warroom.rulesets.imperialism.state import ImperialismState
from warroom.rulesets.imperialism.wording import empire, phase_name

Check = Callable[["ImperialismGame", Any], None]
Execute = Callable[["ImperialismGame", Any], None]
Legal = Callable[["ImperialismGame"], list[Action]]

#: Which module checks and carries out each kind of action.
HANDLERS: dict[type[Action], tuple[Check, Execute]] = {
    Claim: (setup.check_claim, setup.execute_claim),
    Buy: (production.check_buy, production.execute_buy),
    EndPurchase: (production.check_end_purchase, production.execute_end_purchase),
    Move: (movement.check_move, movement.execute_move),
    Embark: (movement.check_embark, movement.execute_embark),
    Land: (movement.check_land, movement.execute_land),
    Sail: (naval.check_sail, naval.execute_sail),
    SeaBattle: (naval.check_sea_battle, naval.execute_sea_battle),
    DeclareWar: (diplomacy.check_declare, diplomacy.execute_declare),
    OfferPeace: (diplomacy.check_offer, diplomacy.execute_offer),
    Fight: (combat.check_fight, battle_choices.execute_fight),
    BattleSend: (battle_choices.check, battle_choices.execute),
    BattleReserve: (battle_choices.check, battle_choices.execute),
    BattleRemove: (battle_choices.check, battle_choices.execute),
    BattleMatch: (battle_choices.check, battle_choices.execute),
    BattleRetreat: (battle_choices.check, battle_choices.execute),
    BattleHit: (battle_choices.check, battle_choices.execute),
    BattlePolicy: (battle_choices.check, battle_choices.execute),
    Explore: (exploration.check_explore, exploration.execute_explore),
    EndTurn: (combat.check_end_turn, combat.execute_end_turn),
    Research: (research.check_research, research.execute_research),
    Westernize: (natives.check_westernize, natives.execute_westernize),
    Incite: (natives.check_incite, battle_choices.execute_incite),
    Develop: (production.check_develop, production.execute_develop),
    Destroy: (destruction.check_destroy, destruction.execute_destroy),
}

#: The actions each phase allows (an interrupt's kind counts as the phase while it is open).
PHASE_ACTIONS: dict[str, tuple[type[Action], ...]] = {
    "draft": (Claim,),
    "opening": (Buy, EndPurchase),
    # BattlePolicy: dropping a standing preference, at any decision of the empire's own turn.
    "production": (Buy, EndPurchase, Research, Westernize, Incite, Develop, BattlePolicy),
    "movement": (Move, Embark, Land, Sail, SeaBattle, DeclareWar, OfferPeace, Destroy, EndMovement, BattlePolicy),
    "battles": (Fight, Explore, EndTurn, BattlePolicy),
    "battle": (BattleSend, BattleReserve, BattleRemove, BattleMatch, BattleRetreat, BattleHit, BattlePolicy),
    "encounter": (Answer,),
    "join": (Answer,),
    "passage": (Answer,),
    "peace": (Answer,),
}

#: Who lists the legal actions of each phase, in the order they are shown.
PHASE_LEGAL: dict[str, tuple[Legal, ...]] = {
    "draft": (setup.legal_claims,),
    "opening": (production.legal_purchases,),
    "production": (
        research.legal_research,
        natives.legal_natives,
        production.legal_develop,
        production.legal_purchases,
        battle_choices.legal_preferences,
    ),
    "movement": (
        movement.legal_moves,
        naval.legal_naval,
        diplomacy.legal_diplomacy,
        destruction.legal_destroy,
        lambda g: [EndMovement()],
        battle_choices.legal_preferences,
    ),
    "battles": (combat.legal_battles, battle_choices.legal_preferences),
    "battle": (battle_choices.legal_decisions,),
    "encounter": (naval.legal_answers,),
    "join": (naval.legal_answers,),
    "passage": (naval.legal_answers,),
    "peace": (diplomacy.legal_answers,),
}

ANSWERS: dict[str, tuple[Check, Execute]] = {
    "encounter": (naval.check_answer, naval.execute_answer),
    "join": (naval.check_answer, naval.execute_answer),
    "passage": (naval.check_answer, naval.execute_answer),
    "peace": (diplomacy.check_answer, diplomacy.execute_answer),
}


class ImperialismGame(Game):
    """War! Age of Imperialism at one rule level (the ruleset id names it)."""

    ruleset_id = "imperialism"
    level_id = "basic"
    codec = CODEC
    #: Undo stops at a marker turned up or drawn ("explore", "natives", "annex", "develop", "markers"), at
    #: the rolls' own events ("research", "incite", "revolt", "turn_order") and at a new round or phase.
    irreversible_kinds = Game.irreversible_kinds | {
        "explore", "natives", "annex", "develop", "markers", "research", "incite", "revolt", "turn_order",
        "movement_round", "production_round", "battles", "opening", "income",
    }  # fmt: skip
    board: Board

    def __init__(self, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(players, options, seed)
        self.content: Content = load_content()
        self.level: Level = self.content.level_for(self.level_id, options)
        self.geo = self.content.geography
        self.board = self.content.board
        self.state: ImperialismState = setup.start(self)

    # -- the game interface -------------------------------------------------------------------------

    def phase(self) -> str:
        """The phase whose actions are legal now (an open interrupt's kind, or the state's phase)."""
        s = self.state
        return s.interrupt.kind if s.interrupt is not None else s.phase

    def current_player(self) -> int | None:
        s = self.state
        if s.outcome is not None:
            return None
        return s.seat_of[s.deciding_empire()]

    def turn_player(self) -> int | None:
        """The seat of the empire whose turn it is: a defender's battle decisions and the answers of an
        interrupt are asked inside that turn."""
        s = self.state
        if s.outcome is not None:
            return None
        return s.seat_of[s.empire_turn()]

    def computer_actions(self) -> Sequence[Action]:
        """The legal actions but a standing battle preference's setting or dropping: a computer answers
        for one battle only, so a person it stands in for is asked again (battle_choices.computer_choice)."""
        return [a for a in self.legal_actions() if battle_choices.computer_choice(a)]

    def current_empire(self) -> int:
        """The empire whose decision it is."""
        return self.state.deciding_empire()

    def is_over(self) -> bool:
        return self.state.outcome is not None

    def round_number(self) -> int:
        return self.state.turn

    def legal_actions(self) -> Sequence[Action]:
        if self.state.outcome is not None:
            return []
        phase = self.phase()
        out: list[Action] = []
        for legal in PHASE_LEGAL[phase]:
            out.extend(legal(self))
        # A battle in progress is finished before time is called (see _check).
        if self.options.get("end") == "time" and phase not in ("draft", battle_state.KIND):
            out.append(CALL_TIME)
        return out

    def _check(self, action: Action) -> None:
        s = self.state
        if s.outcome is not None:
            raise IllegalAction(Msg("aoi.err.over"))
        if isinstance(action, CallTime):
            if self.options.get("end") != "time":
                raise IllegalAction(Msg("aoi.err.no_time"))
            if s.phase == "draft":
                raise IllegalAction(Msg("aoi.err.not_begun"))
            if battle_state.battle(self) is not None:
                # 000, Basic Rules, "Army Battles": "All battles in the Basic Game are fought until one side
                # has no pieces remaining in the battle"; "How to Win": the game ends "At a specific time",
                # between battles: a battle's losses exist only once it is over (battle_state.finish).
                raise IllegalAction(Msg("aoi.err.battle.time"))
            return
        phase = self.phase()
        allowed = PHASE_ACTIONS[phase]
        if not isinstance(action, allowed):
            names = ", ".join(a.type_name for a in allowed)
            raise IllegalAction(Msg("aoi.err.not_now", action=action.type_name, phase=phase_name(phase), allowed=names))
        if isinstance(action, Answer):
            ANSWERS[phase][0](self, action)
        elif isinstance(action, EndMovement):
            return
        else:
            HANDLERS[type(action)][0](self, action)

    def _execute(self, action: Action) -> None:
        s = self.state
        if isinstance(action, CallTime):
            ending.finish(self, "time", "the agreed time was reached")
            return
        if isinstance(action, Answer):
            ANSWERS[self.phase()][1](self, action)
        elif isinstance(action, EndMovement):
            self.end_movement()
        else:
            HANDLERS[type(action)][1](self, action)
        if s.outcome is None:
            ending.check_last_standing(self)

    def result(self) -> Result | None:
        return ending.result(self)

    def snapshot(self) -> dict[str, Any]:
        return views.snapshot(self)

    def view(self, player: int | None) -> dict[str, Any]:
        return views.view(self, player)

    def secret_action(self, action: Action) -> bool:
        """With Plan & Reveal a purchase is planned unseen: its words (what, where) are the buyer's alone
        until the reveal, the others read only "plans a purchase"."""
        return isinstance(action, Buy) and views.purchases_unrevealed(self)

    def public_event(self, event: Event, player: int | None) -> dict[str, Any] | None:
        """An event as ``player`` may see it: with Plan & Reveal another empire's "end_purchase" without
        what it left unspent until the reveal (views.public_event)."""
        return views.public_event(self, event, player)

    def message(self, action: Action) -> Param:
        if battle_words.owns(action):
            return battle_words.describe(self, action)
        return describe.describe(self, action)

    def odds(self, action: Action) -> dict[str, Any] | None:
        """The exact odds of a Fight, a SeaBattle or an Answer that starts or joins a sea battle, from public
        information (imperialism/odds.py); None for anything else."""
        from warroom.rulesets.imperialism import odds

        return odds.odds(self, action)

    def narrate(self, event: Event, viewer: int | None, actor: int | None = None) -> Param | None:
        """``event`` as a message for ``viewer`` (narrate.py), or None where it is hidden from him."""
        return narrate.narrate(self, event, actor, viewer)

    def result_detail(self, result: Result) -> Param:
        """``result.detail`` in words: why the game ended, then the score table (ending_words.py)."""
        return ending_words.result_detail(self)

    def seat_text(self, player: int) -> Param:
        """A seat by its empires' names in the reader's language ("Red", "Britain and Japan")."""
        s = self.state
        names = [empire(self.colour_id(e)) for e in range(s.empires) if s.seat_of[e] == player]
        if not names:
            return Msg("core.player", n=player + 1)
        return names[0] if len(names) == 1 else Msg("aoi.seat", empires=Items(names))

    def player_name(self, player: int) -> str:
        s = self.state
        names = [self.empire_name(e) for e in range(s.empires) if s.seat_of[e] == player]
        return " and ".join(names) if names else f"player {player + 1}"

    def standing(self, player: int) -> dict[str, int]:
        return seat_standing(self, player)

    def empire_name(self, empire: int) -> str:
        """The empire's name: its colour, or in the 1886 scenario its nation."""
        return scenario.label(self, empire).names["en"]

    def colour_id(self, empire: int) -> str:
        """The id naming the empire in actions and views: its colour, or in the 1886 scenario its nation."""
        return scenario.label(self, empire).id

    def empire_of(self, colour_id: str) -> int:
        """The empire playing a colour; IllegalAction naming the colours in play otherwise."""
        s = self.state
        for e in range(s.empires):
            if self.colour_id(e) == colour_id:
                return e
        known = ", ".join(self.colour_id(e) for e in range(s.empires))
        raise IllegalAction(Msg("aoi.err.no_colour", colour=repr(colour_id), known=known))

    def space_name(self, i: int) -> str:
        """The English name of space ``i``."""
        return self.geo.name(i)

    # -- the sequence of play -----------------------------------------------------------------------

    def alive_order(self) -> list[int]:
        """The turn order's positions of empires still in the game."""
        s = self.state
        return [i for i, e in enumerate(s.order) if not s.eliminated[e]]

    def _next_position(self) -> int | None:
        """The next position in the turn order after the current one, or None at the end of the round."""
        s = self.state
        return next((i for i in self.alive_order() if i > s.current), None)

    def finish_draft(self) -> None:
        """Every region chosen: the markers go out and the opening purchase begins."""
        s = self.state
        setup.place_markers(self)
        s.phase = "opening"
        s.current = self.alive_order()[0]
        for e in range(s.empires):
            s.pp[e] = self.level.opening_pp
        self.log.add("opening", pp=self.level.opening_pp, first=self.colour_id(s.empire_turn()))

    def purchase_done(self) -> None:
        """The current empire has finished buying (opening or production round)."""
        s = self.state
        nxt = self._next_position()
        if nxt is not None:
            s.current = nxt
            if s.phase == "production":
                production.begin(self, s.empire_turn())
            return
        production.after_round(self)
        if s.phase == "opening":
            self.start_movement_round(1)
            return
        ending.check_end_of_turn(self)
        if s.outcome is not None:
            return
        s.turn += 1
        setup.order_for_turn(self)
        self.start_movement_round(1)

    def start_movement_round(self, number: int) -> None:
        """Movement round ``number`` (1 or 2) begins, with the first empire still in the game in turn order."""
        s = self.state
        s.phase = "movement"
        s.round = number
        s.current = self.alive_order()[0]
        self.log.add("movement_round", turn=s.turn, round=number)
        self.begin_movement_turn()

    def begin_movement_turn(self) -> None:
        """The current empire's movement turn begins: its declarations of war come into force and its pieces get
        their movement allowance back."""
        s = self.state
        empire = s.empire_turn()
        s.phase = "movement"
        s.refused_passages = []
        diplomacy.begin_turn(self, empire)
        movement.begin_turn(self, empire)
        self.log.add("turn", empire=self.colour_id(empire), turn=s.turn, round=s.round)

    def end_movement(self) -> None:
        """Movement over: the battles and explorations, or straight on when there are none."""
        s = self.state
        s.phase = "battles"
        self.log.add("battles", empire=self.colour_id(s.empire_turn()), regions=combat.pending_ids(self))
        if not combat.has_work(self):
            self.movement_turn_done()

    def movement_turn_done(self) -> None:
        """The current empire's movement turn is over: the next empire, the second round, or production."""
        s = self.state
        movement.end_turn(self, s.empire_turn())
        nxt = self._next_position()
        if nxt is not None:
            s.current = nxt
            self.begin_movement_turn()
        elif s.round == 1:
            self.start_movement_round(2)
        else:
            s.phase = "production"
            s.round = 0
            s.current = self.alive_order()[0]
            self.log.add("production_round", turn=s.turn)
            production.begin(self, s.empire_turn())

    # -- determinization (for search players) ---------------------------------------------------------

    def determinize(self, player: int, rng: random.Random) -> ImperialismGame:
        """A copy in which the face-down markers (and the box) are redrawn: what no player has seen. A
        marker turned up for everyone and gone back face down keeps its value (``state.native_seen``)."""
        copy: ImperialismGame = self.fork(rng)
        copy.state = self.state.copy()
        views.redraw_hidden(
            copy.state, rng, own=[e for e in range(copy.state.empires) if copy.state.seat_of[e] == player]
        )
        return copy


def options_check(players: int, options: dict[str, Any]) -> None:
    """2 to 6 players; two empires each only with 2 players ("Choosing Regions")."""
    if not 2 <= players <= 6:
        raise OptionError(Msg("core.error.players", game="War! Age of Imperialism", low=2, high=6, players=players))
    if options.get("two_empires") and players != 2:
        raise OptionError(Msg("core.error.two_empires"))
