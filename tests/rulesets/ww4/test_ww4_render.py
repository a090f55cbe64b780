"""The terminal rendering of World War IV (issue 9: "playable in the terminal"): it draws views of random
positions, names the nations, and shows only what the view holds (another player's cards stay hidden)."""

from __future__ import annotations

from rich.console import Console
from ww4_helpers import RED, YELLOW, blank, put

from warroom.agents import make_agent
from warroom.cli.render import render_view
from warroom.core.game import Game
from warroom.core.registry import new_game


def _text(game: Game, player: int | None) -> str:
    console = Console(width=140, record=True, color_system=None)
    with console.capture() as capture:
        console.print(render_view(game, game.view(player)))
    return capture.get()


def test_renders_random_positions_with_the_nations_names() -> None:
    for seed in range(3):
        g = new_game("ww4", 3 + seed % 3, {}, seed)
        agents = [make_agent("random", "ww4", p) for p in range(g.players)]
        for step in range(60 * (seed + 1)):
            if g.is_over():
                break
            p = g.current_player()
            assert p is not None
            g.apply(agents[p].choose(g, p))
            if step % 20 == 0:
                text = _text(g, g.current_player())
                assert "turn" in text
        text = _text(g, 0)
        for n in range(g.players):
            assert g.player_name(n) in text
        assert _text(g, None)


def test_own_cards_by_name_others_counted() -> None:
    g = blank(3)
    put(g, "buenos-aires", RED, king=1, spy=1)
    put(g, "nanjing", YELLOW, king=1)
    g.state.hands[RED] = ["militia-drill"]
    g.state.hands[YELLOW] = ["rifled-guns", "sabres"]
    red = _text(g, g.state.seat_of[RED])
    assert "Militia Drill" in red
    assert "Rifled Guns" not in red and "Steel Sabres" not in red
    yellow = _text(g, g.state.seat_of[YELLOW])
    assert "Rifled Guns" in yellow and "Militia Drill" not in yellow
    assert "Buenos Aires" in red and "1K" in red
