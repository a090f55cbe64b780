"""Helpers for the War Cards tests: start a game, arrange a position, find cards, check refusals.

Every test gets them through the ``wc`` fixture (this folder has no package). A position is arranged
on a real game from ``new_game("war-cards", ...)``: ``arrange`` rewrites holders, hands, piles, the
General and the turn, then recomputes every derived count (territory_count, continent_count,
eliminated, alive_count) as the rules code keeps them. Arranged hands are dealt from the real deck
(every card stays exactly once somewhere), so the card books stay straight.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.core.registry import new_game
from warroom.rulesets.war.objectives import ownership_counts
from warroom.rulesets.war_cards.content import load_content
from warroom.rulesets.war_cards.game import WarCardsGame

#: An objective card whose objective is never met by accident in an arranged position:
#: "Conquer 30 territories" (2-3 players) / "Conquer 24 territories" (4-6 players).
SAFE_CARD = "objective-07"


class WarCards:
    """The helpers, as methods of one object handed to tests by the ``wc`` fixture."""

    def game(self, players: int = 4, seed: int = 1, **options: Any) -> WarCardsGame:
        if players == 2:
            options.setdefault("two_players", True)
        game = new_game("war-cards", players, options, seed)
        assert isinstance(game, WarCardsGame)
        return game

    def continent(self, game: WarCardsGame, continent_id: str) -> list[str]:
        return list(game.board.groups[continent_id].spaces)

    def ids(self, game: WarCardsGame) -> list[str]:
        return list(game.table.ids)

    def dice(self, red: Sequence[int] | None = None, yellow: Sequence[int] | None = None) -> str:
        """The id of a dice card of the packaged deck with these red (attack) and/or yellow (defence) dice."""
        for card in load_content().dice_cards:
            if (red is None or card.attack == tuple(red)) and (yellow is None or card.defence == tuple(yellow)):
                return card.id
        raise LookupError(f"no dice card with red {red} and yellow {yellow}")

    def all_cards(self, game: WarCardsGame) -> list[str]:
        return sorted([d.id for d in game.content.dice_cards] + list(game.content.special_cards))

    def arrange(
        self,
        game: WarCardsGame,
        *,
        owners: Mapping[str, int] | None = None,
        fill: int | None = None,
        hands: Mapping[int, Sequence[str]] | None = None,
        dice_pile: Sequence[str] | None = None,
        special_pile: Sequence[str] | None = None,
        turn: int | None = None,
        general: int | None = None,
        round: int = 2,
        objectives: Mapping[int, str] | None = None,
        conquered: Sequence[int] = (),
        eliminated_by: Mapping[int, int] | None = None,
    ) -> WarCardsGame:
        """Set up a position in the attack phase of ``turn`` (default: the General's turn).

        owners: territory -> seat; ``fill``: the seat holding every territory not in ``owners``. hands:
        seat -> card ids (a seat missing gets none). Cards not in a hand and not named in ``dice_pile`` or
        ``special_pile`` go to the discards; named piles list the top card last. objectives: seat ->
        objective card id, every other seat gets SAFE_CARD. A seat left without territory is eliminated.
        """
        s, t, content = game.state, game.table, game.content
        if fill is not None:
            s.owner = [fill] * t.size
        for sid, seat in (owners or {}).items():
            s.owner[t.index[sid]] = seat
        s.territory_count, s.continent_count = ownership_counts(
            s.owner, t.continent_of, s.players, len(t.continent_ids)
        )
        s.eliminated = [n == 0 for n in s.territory_count]
        s.eliminated_by = [(eliminated_by or {}).get(p) if s.eliminated[p] else None for p in range(s.players)]
        s.alive_count = s.eliminated.count(False)
        if hands is not None or dice_pile is not None or special_pile is not None:
            held = [list(hands.get(p, ())) if hands is not None else list(s.hands[p]) for p in range(s.players)]
            placed = [c for h in held for c in h]
            assert len(set(placed)) == len(placed), "a card in two hands"
            dice_ids = [d.id for d in content.dice_cards]
            if dice_pile is None:
                dice_pile = [c for c in dice_ids if c not in placed]
            if special_pile is None:
                special_pile = [c for c in content.special_cards if c not in placed]
            s.hands = held
            s.dice_pile = list(dice_pile)
            s.special_pile = list(special_pile)
            used = set(placed) | set(s.dice_pile) | set(s.special_pile)
            s.dice_discard = [c for c in dice_ids if c not in used]
            s.special_discard = [c for c in content.special_cards if c not in used]
        ids = [c.id for c in content.objective_cards]
        chosen = {p: SAFE_CARD for p in range(s.players)} | dict(objectives or {})
        s.objective_cards = [ids.index(chosen[p]) for p in range(s.players)]
        s.objectives = [content.objective_index(c, s.players) for c in s.objective_cards]
        if general is not None:
            s.general = general
        s.turn = s.general if turn is None else turn
        assert not s.eliminated[s.turn], "the seat to play must hold a territory"
        s.round = round
        s.phase = "attack"
        s.battle = None
        s.discarding = []
        s.conquered = [p in conquered for p in range(s.players)]
        s.outcome = None
        s.last_battle = None
        return game

    def rejects(self, game: WarCardsGame, action: Action | dict[str, Any], message: str) -> None:
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

    def cards_everywhere(self, game: WarCardsGame) -> list[str]:
        """Every card in the game, wherever it is (hands, piles, discards, face down on the table)."""
        s = game.state
        cards = [c for h in s.hands for c in h] + s.dice_pile + s.special_pile + s.dice_discard + s.special_discard
        if s.battle is not None:
            cards.append(s.battle.card)
        return sorted(cards)

    def owners(self, game: WarCardsGame, *sids: str) -> list[int]:
        return [game.state.owner[game.table.index[sid]] for sid in sids]


@pytest.fixture
def wc() -> WarCards:
    return WarCards()
