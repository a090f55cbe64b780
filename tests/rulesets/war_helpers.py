"""Helpers for the tests of WAR and its variants: start a game, arrange a position, script the dice.

The ``War`` class was the WAR tests' fixture object (tests/rulesets/war/conftest.py); it lives here so
that the variants' tests (War: Império Romano, ...) reuse it through a thin conftest of their own:
``War("war-imperio-romano", safe_objective="provinces-18-two-legions")``. A position is arranged on a
real game from ``new_game(ruleset, ...)``: ``arrange`` rewrites owners, armies, hands and the turn,
then recomputes every derived count (territory_count, continent_count, alive_count, eliminated) and
restarts the turn through the game's own ``begin_turn`` so the reinforcements, the moved-army counts
and the trade permission are the game's, not the test's.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pytest

from warroom.core.actions import Action
from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.core.registry import new_game
from warroom.rulesets.war.actions import END_ATTACKS, END_TURN, Place
from warroom.rulesets.war.game import WarGame
from warroom.rulesets.war.objectives import ownership_counts
from warroom.rulesets.war.state import Pending

#: "18 territories with two armies each": never met by accident in an arranged position (1 army each).
SAFE_OBJECTIVE = "territories-18-two-armies"


class War:
    """The helpers, as methods of one object handed to tests by a fixture (``war`` for WAR).

    ``ruleset``: the ruleset id of the games it starts; ``safe_objective``: the objective id every
    seat not named in ``arrange(objectives=...)`` gets, one an arranged position never meets by
    accident.
    """

    def __init__(self, ruleset: str = "war", safe_objective: str = SAFE_OBJECTIVE) -> None:
        self.ruleset = ruleset
        self.safe_objective = safe_objective

    def game(self, players: int = 3, seed: int = 1, **options: Any) -> WarGame:
        game = new_game(self.ruleset, players, options, seed)
        assert isinstance(game, WarGame)
        return game

    def continent(self, game: WarGame, continent_id: str) -> list[str]:
        """The territory ids of a continent, in board order."""
        return list(game.board.groups[continent_id].spaces)

    def ids(self, game: WarGame) -> list[str]:
        return list(game.table.ids)

    def arrange(
        self,
        game: WarGame,
        *,
        owners: Mapping[str, int] | None = None,
        fill: int | None = None,
        armies: Mapping[str, int] | None = None,
        turn: int | None = None,
        phase: str = "reinforce",
        round: int = 2,
        first_player: int | None = None,
        hands: Mapping[int, Sequence[str]] | None = None,
        deck: Sequence[str] | None = None,
        discard: Sequence[str] | None = None,
        trades_done: int | None = None,
        objectives: Mapping[int, str] | None = None,
        eliminated_by: Mapping[int, int] | None = None,
        pending: Pending | None = None,
    ) -> WarGame:
        """Set up a position and restart the turn of ``turn`` (default: the current seat).

        owners: territory -> seat; ``fill``: the seat that owns every territory not in ``owners``
        (otherwise the dealt owner stays). armies: territory -> armies (others keep theirs; a new game
        has 1 everywhere). A seat left with no territory is eliminated (by ``eliminated_by[seat]`` if
        given). phase "reinforce" keeps the reinforcements the game computes; "attack" and "move" start
        with nothing left to place and no trade allowed, as after placing. hands/deck/discard replace
        the card piles (a seat missing from ``hands`` gets none); objectives: seat -> objective id,
        every other seat gets ``safe_objective``, so an arranged position never ends by accident.
        """
        s, t = game.state, game.table
        if fill is not None:
            s.owner = [fill] * t.size
        for sid, seat in (owners or {}).items():
            s.owner[t.index[sid]] = seat
        for sid, n in (armies or {}).items():
            assert n >= 1, "every territory holds at least one army"
            s.armies[t.index[sid]] = n
        # The derived counts, kept as the rules code keeps them.
        s.territory_count, s.continent_count = ownership_counts(
            s.owner, t.continent_of, s.players, len(t.continent_ids)
        )
        s.eliminated = [n == 0 for n in s.territory_count]
        s.eliminated_by = [(eliminated_by or {}).get(p) if s.eliminated[p] else None for p in range(s.players)]
        s.alive_count = s.eliminated.count(False)
        if hands is not None:
            s.hands = [list(hands.get(p, ())) for p in range(s.players)]
        if deck is not None:
            s.deck = list(deck)
        if discard is not None:
            s.discard = list(discard)
        if trades_done is not None:
            s.trades_done = trades_done
        ids = [o.id for o in t.content.objectives]
        chosen = {p: self.safe_objective for p in range(s.players)} | dict(objectives or {})
        s.objectives = [ids.index(chosen[p]) for p in range(s.players)]
        if first_player is not None:
            s.first_player = first_player
        s.round = round
        s.outcome = None
        s.last_battle = None
        s.turn = s.turn if turn is None else turn
        assert not s.eliminated[s.turn], "the seat to play must own a territory"
        game.begin_turn()  # pending, may_trade, moved, conquest, move_segments: as the game sets them
        if pending is not None:
            s.pending = pending
        if phase != "reinforce":
            assert phase in ("attack", "move"), phase
            s.phase = phase
            s.pending = Pending()
            s.may_trade = False
        return game

    def dice(self, game: WarGame, *rolls: int) -> ScriptedDice:
        """Script the dice: attack dice first, then defence dice, roll after roll."""
        dice = ScriptedDice(list(rolls), game.seed, game.log)
        game.dice = dice
        return dice

    def rejects(self, game: WarGame, action: Action, message: str) -> None:
        """The action raises IllegalAction with exactly ``message`` and changes nothing at all."""
        before = game.snapshot()
        history = len(game.history)
        log = len(game.log)
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert str(info.value) == message
        assert game.snapshot() == before
        assert len(game.history) == history
        assert len(game.log) == log

    def place_all(self, game: WarGame, where: Iterable[str] = ()) -> None:
        """Place every pending army: on the first of ``where`` that is legal, else the first legal place."""
        preferred = list(where)
        s = game.state
        turn = s.turn
        while s.phase == "reinforce" and s.turn == turn and game.current_player() == turn:
            legal = [a for a in game.legal_actions() if isinstance(a, Place)]
            assert legal, "nothing to place but still placing"
            chosen = next((a for a in legal if a.territory in preferred), legal[0])
            game.apply(chosen)

    def end_turn(self, game: WarGame, where: Iterable[str] = ()) -> None:
        """Place everything, stop attacking and end the turn (no attack, no move)."""
        turn = game.state.turn
        self.place_all(game, where)
        if game.state.turn == turn and game.state.phase == "attack":
            game.apply(END_ATTACKS)
        if game.state.turn == turn and game.state.phase == "move":
            game.apply(END_TURN)

    def armies(self, game: WarGame, *sids: str) -> list[int]:
        return [game.state.armies[game.table.index[sid]] for sid in sids]

    def owners(self, game: WarGame, *sids: str) -> list[int]:
        return [game.state.owner[game.table.index[sid]] for sid in sids]
