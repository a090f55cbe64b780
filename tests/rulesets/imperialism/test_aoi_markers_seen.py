"""Native markers seen are public knowledge (issue 28, review of the Advanced greedy player): a marker
turned up for the whole table and "returned face-down to the region" (rulebook 000, "Exploration", "NATIVE
ARMIES", "'Westernizing' the Natives") is the same marker, so the state keeps it (``native_seen``), every
view shows it, a search's determinization leaves it where it is, and a search's copy of the game (which
has no log) knows it as the real game does."""

from __future__ import annotations

import random
from typing import Any

from imperialism_helpers import blank, idx, marker, own, put
from rich.console import Console

from warroom.agents import make_agent
from warroom.cli.render import render_view
from warroom.core.dice import ScriptedDice
from warroom.rulesets.imperialism import natives, odds
from warroom.rulesets.imperialism.actions import Explore, Fight, Move, Westernize
from warroom.rulesets.imperialism.content import load_content
from warroom.rulesets.imperialism.game import ImperialismGame
from warroom.rulesets.imperialism.greedy_seat import SeatContext, seat_view

RED, BLUE, GREEN = 0, 1, 2
VIEWERS = (RED, BLUE, GREEN, None)


def battles(level: str = "basic") -> ImperialismGame:
    """A blank game in red's battles phase, every empire with a home region."""
    g = blank(level, 3, battle_choices="fixed")
    own(g, "india", RED, inf=1)
    own(g, "japan", BLUE, inf=1)
    own(g, "great-britain", GREEN, inf=1)
    g.state.phase = "battles"
    return g


def dice(g: ImperialismGame, *rolls: int) -> None:
    g.dice = ScriptedDice(list(rolls), 0, g.log)


def space(g: ImperialismGame, player: int | None, region: str) -> dict[str, Any]:
    return next(sp for sp in g.view(player)["spaces"] if sp["id"] == region)


def failed_exploration(g: ImperialismGame, region: str, number: str) -> None:
    """Red's explorer fails in ``region`` (a ``number`` marker): turned up, then back face down."""
    marker(g, region, number)
    put(g, region, RED, explorer=1)
    dice(g, 1, 1)
    g.apply(Explore(region))


def test_a_failed_exploration_leaves_the_marker_seen_in_every_view() -> None:
    g = battles()
    failed_exploration(g, "tibet", "7")
    r = idx(g, "tibet")
    assert not g.state.native_up[r] and r in g.state.native_seen
    for player in VIEWERS:
        sp = space(g, player, "tibet")
        assert (sp["native"], sp["native_seen"]) == ("?", "7"), player
    # A marker nobody has seen shows no value.
    marker(g, "spain", "5")
    assert "native_seen" not in space(g, None, "spain")


def test_natives_holding_their_land_leave_the_marker_seen() -> None:
    g = battles()
    marker(g, "tibet", "4", 6)
    put(g, "tibet", RED, inf=1)
    dice(g, 1, 1, 6, 6)
    g.apply(Fight("tibet", "strongest"))
    assert g.state.owner[idx(g, "tibet")] == -1
    assert all(space(g, p, "tibet")["native_seen"] == "4" for p in VIEWERS)


def test_a_marker_that_leaves_its_region_is_no_longer_seen() -> None:
    """Basic: a region that joins discards its marker; a new marker drawn there is unseen."""
    g = battles()
    failed_exploration(g, "tibet", "7")
    put(g, "tibet", RED, explorer=1)
    dice(g, 6, 6)
    g.apply(Explore("tibet"))
    assert idx(g, "tibet") not in g.state.native_seen
    assert "native_seen" not in space(g, RED, "tibet")


def test_a_revolt_and_a_westernizing() -> None:
    """Advanced: a region overthrown by a revolt turns its face-up marker face down, known to all; a
    westernized region's marker leaves the board."""
    g = blank("advanced", 2)
    own(g, "japan", BLUE, inf=1)
    own(g, "kenya", BLUE)
    own(g, "india", RED, inf=1)
    s = g.state
    for region, number in (("kenya", "4+"), ("india", "9")):
        r = idx(g, region)
        s.native[r], s.native_up[r] = number, True
    natives._overthrow(g, idx(g, "kenya"))
    assert all(space(g, p, "kenya")["native_seen"] == "4+" for p in (RED, BLUE, None))
    s.native_seen.add(idx(g, "india"))
    s.phase, s.round, s.current, s.pp[RED] = "production", 0, 0, 100
    g.apply(Westernize("india"))
    assert idx(g, "india") not in s.native_seen


def test_the_redraw_for_a_search_keeps_the_seen_markers() -> None:
    """Determinizing redraws only what nobody has seen: a seen face-down marker keeps its value in every
    copy, while the unseen ones are redrawn."""
    g = battles()
    failed_exploration(g, "tibet", "12")
    marker(g, "spain", "5")
    marker(g, "siam", "10+")
    r = idx(g, "tibet")
    unseen = [x for x, m in enumerate(g.state.native) if m is not None and x not in g.state.native_seen]
    changed = 0
    for seed in range(20):
        copy = g.determinize(BLUE, random.Random(seed))
        assert copy.state.native[r] == "12" and r in copy.state.native_seen
        changed += sum(copy.state.native[x] != g.state.native[x] for x in unseen)
        # The copy (with a fresh, empty log) knows the marker: views and battle odds.
        assert len(copy.log) == 0 and space(copy, BLUE, "tibet")["native_seen"] == "12"
        assert odds.known_marker(copy, r) == "12"
    assert changed > 0


def test_a_search_copy_of_the_advanced_greedy_player_skips_a_seen_twelve() -> None:
    """The review's finding: in a search's copy the greedy player forgot the markers it had seen and walked
    its explorer into a known "12" again. The copy now plays as the real game."""
    g = blank("advanced", 3)
    own(g, "kenya", BLUE, inf=1)
    own(g, "siam", GREEN, inf=1)
    own(g, "france", RED, inf=1, explorer=1)
    marker(g, "spain", "12")
    g.state.native_seen.add(idx(g, "spain"))
    copy = g.determinize(RED, random.Random(3))
    for game in (g, copy):
        chosen = make_agent("greedy", game.ruleset_id, 0).choose(game, RED)
        assert chosen != Move("explorer", 1, "france", "spain")
    old = make_agent("greedy-v1", copy.ruleset_id, 0).choose(copy, RED)
    assert old == Move("explorer", 1, "france", "spain")


def test_the_cheap_view_reads_the_seen_markers_and_answers_get_and_in() -> None:
    g = battles("advanced")
    failed_exploration(g, "tibet", "9+")
    view = seat_view(g, BLUE)
    assert "spaces" in view and view.get("spaces") == g.view(BLUE)["spaces"]
    assert view.get("nothing", 5) == 5 and "nothing" not in view
    ctx = SeatContext(seat_view(g, BLUE), load_content().geography, 0.7, 0.65)
    assert ctx.seen[idx(g, "tibet")] == "9+" and ctx.native[idx(g, "tibet")] == "?"
    # The empty spaces share one empty count (greedy_seat.py: the player only reads them); it stays empty.
    empty = [r for r, ids in enumerate(g.state.at) if not ids]
    assert all(ctx.units[r] == {} and ctx.ship_list[r] == [] for r in empty)


def test_the_terminal_shows_a_seen_marker_in_both_languages() -> None:
    g = battles()
    failed_exploration(g, "tibet", "11+")
    for lang, words in (("en", "natives ? (seen: 11+)"), ("pt", "nativos ? (visto: 11+)")):
        console = Console(width=200, record=True)
        console.print(render_view(g, g.view(BLUE), lang))
        assert words in console.export_text(), lang
