"""The greedy World War IV player's cheap view (greedy_seat.py, issue 28 "Faster playouts"): it shows what
the full view shows of the board, reads the same from the state as from the view, keeps every secret, and
the player chooses the same actions with it as with the full view, over whole seeded games."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from warroom.agents import make_agent
from warroom.core.registry import new_game
from warroom.rulesets.ww4.content import load_content
from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.greedy import GreedyWW4Agent
from warroom.rulesets.ww4.greedy_seat import seat_context, seat_view
from warroom.rulesets.ww4.greedy_view import View
from warroom.sim.runner import agent_seed

#: What the full view's spaces show that the cheap one leaves out (the map's own values).
MAP_KEYS = ("id", "water", "c", "f")


def positions(players: int, seed: int) -> Iterator[WW4Game]:
    """Every position of a seeded greedy game, the game itself at each (do not keep it)."""
    game = new_game("ww4", players, {}, seed)
    assert isinstance(game, WW4Game)
    agents = [make_agent("greedy", "ww4", agent_seed(seed, p)) for p in range(players)]
    while not game.is_over():
        yield game
        seat = game.current_player()
        assert seat is not None
        game.apply(agents[seat].choose(game, seat))


def _readings(ctx: View) -> dict[str, Any]:
    return {
        "me": ctx.me,
        "mine": [list(kinds.items()) for kinds in ctx.mine],
        "own_ctrl": ctx.own_ctrl,
        "enemy_units": ctx.enemy_units,
        "foe_ctrl": ctx.foe_ctrl,
        "kings": ctx.kings,
        "spies": {c: sorted(x) for c, x in ctx.spies.items()},
        "fort_of": ctx.fort_of,
        "city_of": ctx.city_of,
        "food": ctx.food,
        "ships": ctx.ships,
    }


def test_seat_view_shows_what_the_full_view_shows() -> None:
    for i, game in enumerate(positions(4, 3)):
        if i % 7:
            continue
        seat = game.current_player()
        full = game.view(seat)
        cheap = seat_view(game, seat or 0)
        for key in ("turn", "step", "nation", "decision", "deployed"):
            assert cheap[key] == full[key], key
        for mine, theirs in zip(cheap["nations"], full["nations"], strict=True):
            assert mine == {k: theirs[k] for k in mine}
        assert [e["spaces"] for e in cheap["effects"]] == [e["spaces"] for e in full["effects"]]
        spaces = [{k: v for k, v in sp.items() if k not in MAP_KEYS} for sp in full["spaces"]]
        assert list(cheap["spaces"]) == spaces
        # The same order of colours and kinds in every count (the player's float sums depend on it).
        assert [list(sp.get("units", {}).items()) for sp in cheap["spaces"]] == [
            list(sp.get("units", {}).items()) for sp in spaces
        ]


def test_reading_the_state_reads_what_the_view_says() -> None:
    content = load_content()
    for players, seed in ((3, 1), (5, 2)):
        for i, game in enumerate(positions(players, seed)):
            if i % 5:
                continue
            seat = game.current_player()
            assert seat is not None
            assert _readings(seat_context(game, seat)) == _readings(View(game.view(seat), content))


def test_seat_view_keeps_the_secrets() -> None:
    game = next(g for g in positions(3, 4) if any(g.state.hands))
    seat = game.current_player()
    assert seat is not None
    cheap = seat_view(game, seat)
    text = repr(cheap)
    assert all(row.keys() <= {"colour", "played", "active", "money", "pool", "control"} for row in cheap["nations"])
    assert all(card not in text for hand in game.state.hands for card in hand)
    assert all(card not in text for card in game.state.deck)
    assert "seed" not in text


def test_same_actions_as_with_the_full_view() -> None:
    """Replaying seeded games: at every decision the player with the cheap view chooses what the full view
    made it choose."""
    agent, content = GreedyWW4Agent(), load_content()
    decisions = 0
    for players, seed in ((3, 5), (4, 6), (5, 7)):
        for game in positions(players, seed):
            seat = game.current_player()
            assert seat is not None
            legal = list(game.legal_actions())
            if len(legal) == 1:
                continue
            full, cheap = View(game.view(seat), content), seat_context(game, seat)
            # The agent's own play (the whole game, its settings), as its _context sets them.
            for ctx in (full, cheap):
                ctx.hunt, ctx.settings = agent.hunt, agent.settings
            assert agent._choose(cheap, legal) == agent._choose(full, legal)
            decisions += 1
    assert decisions > 1000
