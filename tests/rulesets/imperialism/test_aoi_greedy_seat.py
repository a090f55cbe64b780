"""The greedy War! Age of Imperialism player's cheap view (greedy_seat.py, issue 28 "Faster playouts"): it
reads from the state what the full view shows, keeps every secret, and the player chooses the same
actions with it as with the full view at every decision of seeded games, at every level."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from warroom.agents import make_agent
from warroom.core.game import Game
from warroom.core.registry import new_game
from warroom.rulesets.imperialism.content import load_content
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.greedy import GreedyImperialismAgent
from warroom.rulesets.imperialism.greedy_context import Context
from warroom.rulesets.imperialism.greedy_seat import SeatContext, seat_view
from warroom.sim.runner import agent_seed

LEVELS = ("basic", "standard", "advanced")
#: What the greedy player reads of the board, per space index (greedy_context.Context).
BOARD = ("owner", "buildings", "fort", "school", "native", "seen", "resource", "units", "ship_list", "mine")


class FullViewAgent(GreedyImperialismAgent):
    """The greedy player reading the whole view, as before issue 28."""

    def _view(self, game: Game, player: int) -> dict[str, Any]:
        return game.view(player)


def positions(
    level: str, players: int, seed: int, turns: int, options: dict[str, Any] | None = None
) -> Iterator[tuple[ImperialismGame, GreedyImperialismAgent]]:
    """Every position of a seeded greedy game with the agent of the seat to decide (do not keep them)."""
    game = new_game(f"imperialism-{level}", players, {"turns": turns, **(options or {})}, seed)
    assert isinstance(game, ImperialismGame)
    agents = [make_agent("greedy", game.ruleset_id, agent_seed(seed, p)) for p in range(players)]
    while not game.is_over():
        seat = game.current_player()
        assert seat is not None
        agent = agents[seat]
        assert isinstance(agent, GreedyImperialismAgent)
        yield game, agent
        game.apply(agent.choose(game, seat))


def _board(ctx: Context) -> dict[str, Any]:
    board = {key: getattr(ctx, key) for key in BOARD}
    # The view's buildings are lists, the state's tuples.
    board["buildings"] = [list(b) for b in board["buildings"]]
    return board


@pytest.mark.parametrize("level", LEVELS)
def test_the_cheap_board_is_the_full_views_board(level: str) -> None:
    geo = load_content().geography
    for i, (game, _) in enumerate(positions(level, 4, 3, 3)):
        if i % 4:
            continue
        seat = game.current_player()
        assert seat is not None
        full = game.view(seat)
        cheap = seat_view(game, seat)
        assert {k: v for k, v in cheap.items() if k != "empires"} == {k: full[k] for k in cheap if k != "empires"}
        for mine, theirs in zip(cheap["empires"], full["empires"], strict=True):
            assert mine == {k: theirs[k] for k in mine}
        if full["deciding_empire"] is None:
            continue
        slow = Context(full, full["deciding_empire"], geo, 0.7, 0.65)
        assert _board(SeatContext(cheap, geo, 0.7, 0.65)) == _board(slow)
        # Asked for, the spaces are the full view's.
        assert cheap["spaces"] == full["spaces"]


def test_the_cheap_view_keeps_the_secrets() -> None:
    """Face-down markers read "?", another empire's Plan & Reveal purchases and PP stay hidden, an
    undeveloped resource shows its value to its owner only."""
    geo = load_content().geography
    options = {"purchase": "plan-and-reveal"}
    seen_plan = seen_hidden = 0
    for game, _ in positions("advanced", 2, 5, 2, options):
        s = game.state
        seat = game.current_player()
        assert seat is not None
        view = seat_view(game, seat)
        own = set(view.own)
        ctx = SeatContext(view, geo, 0.7, 0.65) if view["deciding_empire"] else None
        for e, row in enumerate(view["empires"]):
            if e not in own and s.planned and s.planned[e]:
                seen_plan += 1
                assert "planned" not in row and row["pp"] == "?"
        for r in geo.land:
            if s.native[r] is not None and not s.native_up[r]:
                seen_hidden += 1
                assert ctx is None or ctx.native[r] == "?"
            if ctx is not None and s.resource[r] is not None and not s.resource_up[r] and s.owner[r] not in own:
                assert ctx.resource[r] == "?"
    assert seen_plan and seen_hidden


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 4])
def test_same_actions_as_with_the_full_view(level: str, players: int) -> None:
    """Replaying a seeded game: at every decision the player with the cheap view chooses what the full
    view made it choose (the same random state for both)."""
    full = FullViewAgent()
    decisions = 0
    for game, agent in positions(level, players, players + 7, 4):
        seat = game.current_player()
        assert seat is not None
        if len(game.legal_actions()) == 1:
            continue
        full.rng.setstate(agent.rng.getstate())
        state = agent.rng.getstate()
        slow = full.choose(game, seat)
        agent.rng.setstate(state)
        assert agent.choose(game, seat) == slow
        agent.rng.setstate(state)
        decisions += 1
    assert decisions > 100
