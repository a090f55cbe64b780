"""Legions shown as legionaries (1), cavalry (3) and catapults (10): a display of the count, never a
rule change (001, "Value of Pieces"); the terminal renderer of the ruleset shows them."""

from __future__ import annotations

import json

import pytest
from rich.console import Console

from warroom.cli.render import render_view, render_war, renderer_for
from warroom.rulesets.war_imperio_romano.legions import legion_pieces, legion_text


@pytest.mark.parametrize(
    ("legions", "pieces"),
    [(0, (0, 0, 0)), (1, (0, 0, 1)), (2, (0, 0, 2)), (3, (0, 1, 0)), (9, (0, 3, 0)), (10, (1, 0, 0)),
     (14, (1, 1, 1)), (29, (2, 3, 0)), (100, (10, 0, 0))],
)  # fmt: skip
def test_ir_legion_pieces(legions, pieces):
    """001, Value of Pieces: legionary = 1, cavalry = 3, catapult = 10; the fewest pieces, and the
    pieces always add up to the count."""
    assert legion_pieces(legions) == pieces
    catapults, cavalry, legionaries = pieces
    assert 10 * catapults + 3 * cavalry + legionaries == legions
    assert cavalry < 4 and legionaries < 3


def test_ir_legion_text():
    assert legion_text(14) == "1 catapult, 1 cavalry, 1 legionary"
    assert legion_text(26) == "2 catapults, 2 cavalry"
    assert legion_text(5) == "1 cavalry, 2 legionaries"
    assert legion_text(0) == "none"
    assert legion_text(23, "pt") == "2 catapultas, 1 cavalaria"
    assert legion_text(7, "pt") == "2 cavalarias, 1 legionário"
    for bad in (-1, 1.5, True, "3"):
        with pytest.raises(ValueError, match="a count of legions"):
            legion_pieces(bad)


def _plain(renderable) -> str:
    console = Console(record=True, width=160, color_system=None)
    console.print(renderable)
    return console.export_text()


def test_ir_views_keep_counts_and_the_renderer_shows_pieces(ir):
    """The rules and the views count legions (numbers); only the terminal shows the pieces, reusing
    WAR's renderer with a pieces column."""
    game = ir.game(3, seed=4)
    ir.arrange(game, armies={"syria": 14, "italia": 3})
    view = game.view(0)
    assert view["territories"]["syria"]["armies"] == 14
    assert json.loads(json.dumps(view)) == view
    assert renderer_for("war-imperio-romano").view is not render_war
    plain = _plain(render_view(game, view, "en"))
    assert "pieces" in plain and "Middle East (bonus 2)" in plain
    syria = next(line for line in plain.splitlines() if "Syria " in line)
    assert "14" in syria and "1 catapult, 1 cavalry, 1 legionary" in syria
    italia = next(line for line in plain.splitlines() if "  Italia " in line)
    assert "1 cavalry" in italia
    assert "Beige" in plain
    pt = _plain(render_view(game, game.view(None), "pt"))
    assert "peças" in pt and "1 catapulta, 1 cavalaria, 1 legionário" in pt and "Oriente Médio" in pt
