"""legal_purchases (issue 28, "Faster playouts": its checks asked once per piece where they are the same
for every own region) offers exactly what asking every piece and place offered before, in the same order
(the greedy player draws a random number per offer in this order, so the order is part of the game)."""

from __future__ import annotations

from typing import Any

import pytest

from warroom.agents import make_agent
from warroom.core.actions import Action
from warroom.core.registry import new_game
from warroom.rulesets.imperialism import corrections, purchase
from warroom.rulesets.imperialism.actions import END_PURCHASE, Buy
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.sim.runner import agent_seed


def every_piece_and_place(g: ImperialismGame) -> list[Action]:
    """The offers as legal_purchases made them before issue 28: each piece asked of each place."""
    s = g.state
    empire = s.empire_turn()
    budget = s.pp[empire]
    h = purchase.holdings(g, empire)
    geo = g.geo
    land = sorted(h.own)
    seas = sorted({sea for r in land for sea in geo.coast[r]})
    out: list[Action] = []
    cheapest_building = min((b.cost for b in g.level.buildings.values()), default=0) - g.level.engineer_discount
    for piece, unit in g.level.units.items():
        if unit.cost > budget:
            continue
        for where in seas if unit.kind == "ship" else land:
            if purchase.problem(g, h, piece, where) is None:
                out.append(Buy(piece, geo.id(where)))
    if cheapest_building <= budget:
        for piece in g.level.buildings:
            for where in land:
                if purchase.cost(g, h, piece, where) <= budget and purchase.problem(g, h, piece, where) is None:
                    out.append(Buy(piece, geo.id(where)))
        fort = g.level.buildings.get("fort")
        if fort is not None and fort.cost <= budget and corrections.forts_in_native_regions(g):
            out.extend(
                Buy("fort", geo.id(where))
                for where in geo.land
                if s.owner[where] < 0 and purchase.problem(g, h, "fort", where) is None
            )
    out.append(END_PURCHASE)
    return out


@pytest.mark.parametrize(
    ("level", "players", "options"),
    [
        ("basic", 2, {}),
        ("standard", 4, {}),
        ("advanced", 2, {}),
        ("advanced", 4, {"purchase": "plan-and-reveal"}),
        ("standard", 2, {"opening_placement": "usual", "forts": "own"}),
    ],
)
def test_the_same_offers_in_the_same_order(level: str, players: int, options: dict[str, Any]) -> None:
    game = new_game(f"imperialism-{level}", players, {"turns": 4, **options}, players)
    assert isinstance(game, ImperialismGame)
    agents = [make_agent("greedy", game.ruleset_id, agent_seed(players, p)) for p in range(players)]
    asked = 0
    while not game.is_over():
        if game.state.phase in purchase.PHASES and game.state.interrupt is None:
            assert purchase.legal_purchases(game) == every_piece_and_place(game)
            # A fort standing in native regions (greedy players seldom build one there).
            s = game.state
            natives = [r for r in game.geo.land if s.owner[r] < 0 and not s.fort[r]][:3]
            for r in natives:
                s.fort[r] = True
            assert purchase.legal_purchases(game) == every_piece_and_place(game)
            for r in natives:
                s.fort[r] = False
            asked += 1
        seat = game.current_player()
        assert seat is not None
        game.apply(agents[seat].choose(game, seat))
    assert asked > 20
