"""How a game of the WAR family ends: a met objective, the last player standing, or the round limit.

Shared by WAR, War: Império Romano and War Cards. Rulebook 001, "End of the Game": the game ends when a
player reaches the objective; "Elimination of a Competitor": destroying the colour that is your
objective wins. A player left alone wins too; the optional round limit (simulations) ranks the players
by territories and then by a ruleset's own tie-break.
"""

from __future__ import annotations

from typing import Any, Protocol

from warroom.core.game import Result
from warroom.core.log import EventLog
from warroom.rulesets.war import objectives

Outcome = tuple[tuple[int, ...], tuple[int, ...], str, str]


class EndingState(objectives.ObjectiveState, Protocol):
    """What the end of a game reads and writes of its state, besides what objectives read."""

    players: int
    phase: str
    alive_count: int
    outcome: Outcome | None


class EndingGame(objectives.ObjectiveGame, Protocol):
    """A WAR-family game, as the end of the game sees it."""

    players: int
    options: dict[str, Any]
    log: EventLog

    @property
    def state(self) -> EndingState:
        """The game's state, as the end of the game reads and writes it."""
        ...

    #: What ranks players with equal territories when the round limit ends a game ("armies", ...).
    @property
    def tiebreak(self) -> str:
        """The name of the ruleset's tie-break after territories (``tiebreak_value`` gives each player's value)."""
        ...

    def tiebreak_value(self, player: int) -> int:
        """The ruleset's tie-break after territories: armies on the board, cards in hand, ..."""

    def on_finish(self) -> None:
        """Clear what a finished game no longer waits for (a pending decision)."""


def check_end(g: EndingGame, mover: int, someone_eliminated: bool) -> None:
    """After an action of ``mover``: that player's objective; after an elimination every player's, the
    mover first (a destroy objective may have fallen back to 24 territories); then the last player."""
    s = g.state
    candidates = [mover]
    if someone_eliminated:
        candidates += [(mover + k) % s.players for k in range(1, s.players)]
    for p in candidates:
        if not s.eliminated[p] and objectives.is_met(g, p):
            finish(g, (p,), "objective", objectives.in_force(g, p).text)
            return
    if someone_eliminated and s.alive_count == 1:
        finish(g, (mover,), "last player standing", "every other player was eliminated")


def standing(g: EndingGame, p: int) -> tuple[int, int, int]:
    """How a player ranks: still in the game, then territories, then the ruleset's tie-break."""
    s = g.state
    return (0 if s.eliminated[p] else 1, s.territory_count[p], g.tiebreak_value(p))


def finish(g: EndingGame, winners: tuple[int, ...], reason: str, detail: str) -> None:
    """End the game: the winners first, the others ranked by their standing."""
    s = g.state
    others = sorted((p for p in range(g.players) if p not in winners), key=lambda p: standing(g, p), reverse=True)
    s.outcome = (winners, (*winners, *others), reason, detail)
    s.phase = "over"
    g.on_finish()
    g.log.add("game_over", winners=list(winners), reason=reason, detail=detail)


def finish_by_ranking(g: EndingGame) -> None:
    """The round limit: rank by territories, then the tie-break; equal leaders share the win."""
    ranking = sorted(range(g.players), key=lambda p: standing(g, p), reverse=True)
    best = standing(g, ranking[0])
    winners = tuple(p for p in ranking if standing(g, p) == best)
    limit = g.options.get("round_limit")
    rounds = "1 round" if limit == 1 else f"{limit} rounds"
    finish(g, winners, "round limit", f"ranked by territories, then {g.tiebreak}, after {rounds}")


def result(g: EndingGame) -> Result | None:
    """The game's Result once it is over; scores are territories held."""
    s = g.state
    if s.outcome is None:
        return None
    winners, ranking, reason, detail = s.outcome
    return Result(
        winners=winners,
        ranking=ranking,
        reason=reason,
        detail=detail,
        scores={p: float(s.territory_count[p]) for p in range(g.players)},
    )
