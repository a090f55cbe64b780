"""A game of World War IV: One World, One King — the nine-step player turn, and who decides what.

Rulebook 004, "Order of Play": each player's turn is 1. Random Event, 2. Control Lands, 3. Collect Income,
4. Movement, 5. Assassination, 6. Purchase Units, 7. Deploy Units, 8. Combat, 9. Support the Troops, in
order; turns pass red, yellow, green, blue, purple, starting with the player the dice chose. Steps 1-3 and
9 ask nothing of the player and run by themselves; so does any step with nothing to decide (no Spy to
assassinate with, nothing bought, no combat). The steps' rules live in their own modules; this module
routes each action and moves the turn along.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from warroom.core.actions import Action
from warroom.core.board import Board
from warroom.core.game import Game, Result
from warroom.core.log import Event
from warroom.core.text import Items, Msg, Param
from warroom.rulesets.ww4 import (
    assassination,
    barbarians,
    combat,
    control,
    deploy,
    describe,
    diplomacy,
    ending,
    events,
    guard,
    movement,
    naming,
    narrate,
    setup,
    support,
    views,
)
from warroom.rulesets.ww4.actions import (
    CODEC,
    END_STEP,
    Assassinate,
    Assign,
    Bombard,
    Buy,
    Deploy,
    Disembark,
    EndStep,
    Fight,
    GiveMoney,
    Move,
    Pillage,
    Recon,
    RoyalGuard,
    Sail,
    Share,
    Withdraw,
)
from warroom.rulesets.ww4.actions import (
    Board as BoardAction,
)
from warroom.rulesets.ww4.content import COLOURS, Content, load_content
from warroom.rulesets.ww4.refusal import refuse
from warroom.rulesets.ww4.standing import seat_standing
from warroom.rulesets.ww4.state import WW4State
from warroom.rulesets.ww4.tuning import UNTUNED

Check = Callable[["WW4Game", Any], None]
Execute = Callable[["WW4Game", Any], None]
Legal = Callable[["WW4Game"], list[Action]]

#: Who checks and carries out each action (EndStep is the game's own, or the combat's in a combat).
HANDLERS: dict[type[Action], tuple[Check, Execute]] = {
    Move: (movement.check_move, movement.execute_move),
    Sail: (movement.check_sail, movement.execute_sail),
    BoardAction: (movement.check_board, movement.execute_board),
    Disembark: (movement.check_disembark, movement.execute_disembark),
    GiveMoney: (diplomacy.check_give, diplomacy.execute_give),
    Share: (diplomacy.check_share, diplomacy.execute_share),
    Assassinate: (assassination.check, assassination.execute),
    Buy: (deploy.check_buy, deploy.execute_buy),
    Deploy: (deploy.check_deploy, deploy.execute_deploy),
    Fight: (combat.check, combat.execute),
    Bombard: (combat.check, combat.execute),
    Assign: (combat.check, combat.execute),
    Recon: (combat.check, combat.execute),
    Withdraw: (combat.check, combat.execute),
    Pillage: (combat.check, combat.execute),
    RoyalGuard: (guard.check, guard.execute),
}

#: The actions of each deciding step ("free-purchase"/"free-deploy": the optional Free Build before turn 1).
STEP_ACTIONS: dict[str, tuple[type[Action], ...]] = {
    "event": (RoyalGuard,),
    "support": (RoyalGuard,),
    "movement": (Move, Sail, BoardAction, Disembark, GiveMoney, Share, EndStep),
    "assassination": (Assassinate, EndStep),
    "purchase": (Buy, GiveMoney, Share, EndStep),
    "deploy": (Deploy, EndStep),
    "combat": (Fight, Bombard, Assign, Recon, Withdraw, Pillage, EndStep),
    "free-purchase": (Buy, EndStep),
    "free-deploy": (Deploy, EndStep),
}

STEP_LEGAL: dict[str, tuple[Legal, ...]] = {
    "event": (guard.legal,),
    "support": (guard.legal,),
    "movement": (movement.legal_moves, diplomacy.legal_diplomacy, lambda g: [END_STEP]),
    "assassination": (assassination.legal, lambda g: [END_STEP]),
    "purchase": (deploy.legal_buy, lambda g: [END_STEP]),
    "deploy": (deploy.legal_deploy, lambda g: [END_STEP]),
    "combat": (combat.legal,),
    "free-purchase": (deploy.legal_buy, lambda g: [END_STEP]),
    "free-deploy": (deploy.legal_deploy, lambda g: [END_STEP]),
}

#: The steps of a player turn in order ("Order of Play").
STEPS = ("event", "control", "income", "movement", "assassination", "purchase", "deploy", "combat", "support")

#: The "eliminated" event's ``cause`` for a King lost in a step ("lost" where no step's rule took him).
CAUSES = {"event": "event", "assassination": "assassinated", "combat": "combat", "support": "support"}


class WW4Game(Game):
    """A game of World War IV (ruleset ``ww4``): routes each action to its step's module and moves the turn
    along (the module docstring)."""

    ruleset_id = "ww4"
    codec = CODEC
    #: Undo stops at a Random Event card drawn or played ("event", "effect") and at Innovation cards shown
    #: ("knowledge", "capital-secrets", "share").
    irreversible_kinds = Game.irreversible_kinds | {"event", "effect", "knowledge", "capital-secrets", "share"}
    board: Board

    def __init__(self, players: int, options: dict[str, Any], seed: int) -> None:
        super().__init__(players, options, seed)
        # The data as tuned for balance, or as first reconstructed for games made before the option (tuning.py).
        self.content: Content = load_content(str(self.options.get("tuning", UNTUNED)))
        self.map = self.content.map
        self.board = self.content.board
        self.state: WW4State = setup.start(self)
        if self.state.step == "event":
            self.log.add("turn", nation=self.colour_id(self.state.nation()), turn=self.state.turn)
            movement.begin(self, self.state.nation())
        self.advance()

    # -- the game interface -------------------------------------------------------------------------

    def current_player(self) -> int | None:
        s = self.state
        if s.outcome is not None:
            return None
        return barbarians.deciding_seat(self)

    def turn_player(self) -> int | None:
        """The seat of the nation whose turn it is: a decision handed to another nation inside the turn (a
        Royal Guard, a combat choice) does not end it (the server's on_timeout "turn" hands back on this)."""
        s = self.state
        if s.outcome is not None:
            return None
        return s.seat_of[s.order[s.current]]

    def current_nation(self) -> int:
        """The nation whose decision it is."""
        return self.state.deciding()

    def is_over(self) -> bool:
        return self.state.outcome is not None

    def round_number(self) -> int:
        return self.state.turn

    def legal_actions(self) -> Sequence[Action]:
        s = self.state
        if s.outcome is not None:
            return []
        out: list[Action] = []
        for legal in STEP_LEGAL[s.step]:
            out.extend(legal(self))
        return out

    def _check(self, action: Action) -> None:
        s = self.state
        if s.outcome is not None:
            raise refuse(self, Msg("ww4.illegal.over"))
        allowed = STEP_ACTIONS.get(s.step, ())
        if not isinstance(action, allowed):
            names = ", ".join(a.type_name for a in allowed) or "-"
            step = naming.phase(s.step)
            raise refuse(self, Msg("ww4.illegal.not_now", action=action.type_name, step=step, allowed=names))
        if isinstance(action, EndStep):
            if s.step == "combat":
                combat.check(self, action)
            elif s.decision is not None:
                raise refuse(self, Msg("ww4.illegal.decide_first", decision=naming.phase(s.decision.kind)))
            return
        HANDLERS[type(action)][0](self, action)

    def _execute(self, action: Action) -> None:
        s = self.state
        if isinstance(action, EndStep):
            if s.step == "combat":
                combat.execute(self, action)
            else:
                self.next_step()
        else:
            HANDLERS[type(action)][1](self, action)
        if s.outcome is None and s.combat is None:
            # King, "Crown": "If you lose your King at any time you are eliminated". The steps settle a
            # King's loss when their rule says (a combat at the end of its round); this makes sure none is
            # left unsettled once an action is over, whatever took him.
            ending.crown(self, CAUSES.get(s.step, "lost"))
        if s.outcome is None:
            ending.check_last_king(self)
        if s.outcome is None:
            self.advance()

    def result(self) -> Result | None:
        return ending.result(self)

    def result_detail(self, result: Result) -> Param:
        """A result's detail in words, in every language (core/ruleset_words.py)."""
        if not result.detail:
            return ""
        found = (self.state.outcome or {}).get("winners", [])
        winners = [self.colour_id(n) for n in found]
        return narrate.over_detail({"reason": result.reason, "detail": result.detail}, winners)

    def snapshot(self) -> dict[str, Any]:
        return views.snapshot(self)

    def view(self, player: int | None) -> dict[str, Any]:
        return views.view(self, player)

    def secret_action(self, action: Action) -> bool:
        """A Share names the Innovation card, which only the nations it is shared with may know ("Player
        Diplomacy"; views.public_event strips it from the others' events)."""
        return isinstance(action, Share)

    def public_event(self, event: Event, player: int | None) -> dict[str, Any] | None:
        """An event as ``player`` may see it: the cards of the hands stay as secret as in the views ("Player
        Diplomacy": a shared Innovation card is told to the nations it is shared with, not to the table)."""
        return views.public_event(self, event, player)

    def message(self, action: Action) -> Param:
        return describe.describe(self, action)

    def narrate(self, event: Event, viewer: int | None, actor: int | None = None) -> Param | None:
        """An event as a message for ``viewer`` (narrate.py; None where it is hidden from him)."""
        return narrate.narrate(self, event, actor, viewer)

    def seat_text(self, player: int) -> Param:
        """A seat's nations by name, in every language ("Sun Dynasty and Persian Empire")."""
        s = self.state
        names = [naming.nation(COLOURS[n]) for n in range(len(COLOURS)) if s.seat_of[n] == player]
        if not names:
            return Msg("core.player", n=player + 1)
        return names[0] if len(names) == 1 else Items(names)

    def player_name(self, player: int) -> str:
        s = self.state
        names = [self.nation_name(n) for n in range(len(COLOURS)) if s.seat_of[n] == player]
        return " and ".join(names) if names else f"player {player + 1}"

    def standing(self, player: int) -> dict[str, int]:
        return seat_standing(self, player)

    def nation_name(self, nation: int) -> str:
        """The English name of ``nation`` ("Barbarians" for the grey owner)."""
        if nation >= len(COLOURS):
            return "Barbarians"
        return self.content.nations[nation].names["en"]

    def colour_id(self, nation: int) -> str:
        return COLOURS[nation] if nation < len(COLOURS) else "grey"

    def nation_of(self, colour: str) -> int:
        """The nation of a colour id ("grey" for barbarians); IllegalAction naming the colours otherwise."""
        if colour == "grey":
            return len(COLOURS)
        if colour in COLOURS:
            return COLOURS.index(colour)
        raise refuse(self, Msg("ww4.illegal.colour", colour=repr(colour), colours=f"{', '.join(COLOURS)}, grey"))

    def space_name(self, i: int) -> str:
        """The English name of space ``i``."""
        return self.map.name(i)

    def odds(self, action: Action) -> dict[str, Any] | None:
        """Monte Carlo odds of the combat a Fight would start (through the combat code)."""
        return combat.fight_odds(self, action) if isinstance(action, Fight) else None

    # -- the turn -----------------------------------------------------------------------------------

    def next_step(self) -> None:
        """The current step is over: go on to the next one (``advance`` runs the automatic ones)."""
        s = self.state
        if s.step == "free-purchase":
            s.step = "free-deploy"
            return
        if s.step == "free-deploy":
            setup.free_build_done(self)
            return
        s.step = STEPS[STEPS.index(s.step) + 1] if s.step != "support" else "event"

    def advance(self) -> None:
        """Run the steps that ask nothing of the player until one asks, or the game ends."""
        s = self.state
        while s.outcome is None and s.decision is None:
            step = s.step
            if step == "event":
                events.run(self)
                if s.decision is not None:
                    return  # a Royal Guard to choose (guard.py ends the step)
            elif step == "control":
                control.run_control(self)
            elif step == "income":
                control.run_income(self)
            elif step == "movement":
                return
            elif step == "assassination":
                if assassination.legal(self):
                    return
            elif step == "purchase":
                return
            elif step in ("deploy", "free-deploy"):
                if deploy.legal_deploy(self):
                    return
            elif step == "combat":
                if combat.has_work(self):
                    return
            elif step == "support":
                support.run(self)
                if s.decision is not None:
                    return  # a Royal Guard to choose (guard.py ends the step)
                if s.outcome is None:
                    self.next_turn()
                continue
            elif step == "free-purchase":
                return
            if s.outcome is None and s.step == step:
                self.next_step()

    def next_turn(self) -> None:
        """The current nation's turn is over: the next active nation's begins with its Random Event."""
        s = self.state
        events.expire(self, s.nation(), "end")
        alive = [i for i, n in enumerate(s.order) if s.active[n]]
        nxt = next((i for i in alive if i > s.current), None)
        if nxt is None:
            nxt = alive[0]
            s.turn += 1
            limit = self.options.get("round_limit")
            if limit is not None and s.turn > limit:
                ending.finish_by_ranking(self)
                return
        s.current = nxt
        s.step = "event"
        s.pillaged = []
        s.deployed = {}
        s.tried = []
        s.tried_king = []
        self.log.add("turn", nation=self.colour_id(s.nation()), turn=s.turn)
        events.expire(self, s.nation(), "start")
        movement.begin(self, s.nation())

    # -- determinization (for search players) ---------------------------------------------------------

    def determinize(self, player: int, rng: random.Random) -> WW4Game:
        """A copy in which the deck order (and the other players' Innovation cards) are redrawn."""
        copy: WW4Game = self.fork(rng)
        copy.state = self.state.copy()
        views.redraw_hidden(copy, player, rng)
        return copy
