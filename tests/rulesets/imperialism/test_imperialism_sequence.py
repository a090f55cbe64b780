"""The sequence of play and what views show: rulebook 000, "The Turns (Sequence of Play)", "Movement",
"NATIVE ARMIES", "Placing the Markers"."""

from __future__ import annotations

import json

import pytest
from imperialism_helpers import blank, idx, marker, own, put

from warroom.cli.render_imperialism import imperialism_event
from warroom.core.dice import ScriptedDice
from warroom.core.errors import IllegalAction
from warroom.core.log import Event
from warroom.core.registry import new_game
from warroom.rulesets.imperialism.actions import END_PURCHASE, Buy, EndMovement, EndTurn, Fight, Move


def _two_dice(*totals: int) -> list[int]:
    """Two dice per total (each total from 2 to 12)."""
    out: list[int] = []
    for t in totals:
        first = min(6, t - 1)
        out += [first, t - first]
    return out


def test_two_movement_rounds_then_a_production_round() -> None:
    """000, "The Turns": each player moves in the first movement round, again in the second, then each
    player counts and spends production points in the production round."""
    g = blank("basic", 3)
    for e, region in enumerate(("tibet", "kenya", "siam")):
        own(g, region, e, inf=1)
    seen = []
    while g.state.phase != "production":
        seen.append((g.state.round, g.state.empire_turn()))
        g.apply(EndMovement())
        if g.state.phase == "battles":
            g.apply(EndTurn())
    assert seen == [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]
    assert g.state.empire_turn() == 0
    # Basic "Production": a region without a building is worth 5.
    assert g.state.pp[0] == 5
    assert any(e.kind == "income" for e in g.log.since(0))


def test_battles_only_after_all_movement() -> None:
    """000, "Movement": "A player must finish all movement before any battles are fought"."""
    g = blank("basic", 3)
    own(g, "tibet", 0, inf=3)
    own(g, "china", 1, inf=1)
    own(g, "siam", 2, inf=1)
    g.apply(Move("inf", 2, "tibet", "china"))
    with pytest.raises(IllegalAction, match="not possible now"):
        g.apply(Fight("china", "strongest"))
    g.apply(EndMovement())
    assert g.state.phase == "battles"
    assert Fight("china", "strongest") in g.legal_actions()


def _losers(battle: Event) -> list[str]:
    """Who lost a piece in each roll of a logged battle."""
    return ["defender" if r["defender_lost"] else "attacker" for r in battle.data["rounds"]]


def test_natives_fight_with_their_whole_army_again() -> None:
    """000 Basic Rules, "The Pieces: A Detailed Description", "NATIVE ARMIES": "If the natives win the battle,
    the armies are removed from play, and the marker is returned, face down, to the region from which it came.
    If the region is invaded again later, the entire native army represented on the marker fights the battle
    (regardless of losses in previous battles)." The first battle costs the natives one of their two
    infantry; the next invasion still meets both."""
    g = blank("basic", 3)
    own(g, "tibet", 0, inf=4)
    own(g, "kenya", 1, inf=1)
    own(g, "siam", 2, inf=1)
    marker(g, "bengal", "2")
    bengal = idx(g, "bengal")
    put(g, "bengal", 0, inf=2)
    g.apply(EndMovement())
    # First invasion, 2 infantry against the marker's 2: Red wins a roll (the natives lose one infantry),
    # then loses two; the natives win with one infantry left.
    g.dice = ScriptedDice(_two_dice(12, 2, 2, 12, 2, 12), 0, g.log)
    g.apply(Fight("bengal", "strongest"))
    first = [e for e in g.log.since(0) if e.kind == "battle"][-1]
    assert _losers(first) == ["defender", "attacker", "attacker"]
    assert first.data["defender_left"] == {"inf": 1}, "the natives lost one of their two infantry"
    assert g.state.owner[bengal] == -1 and g.state.native[bengal] == "2" and not g.state.native_up[bengal]
    g.apply(EndTurn())
    # Next invasion: the whole army on the marker fights again, so Red needs two won rolls, not one.
    g.state.current = 0
    g.state.phase = "movement"
    put(g, "bengal", 0, inf=2)
    g.apply(EndMovement())
    g.dice = ScriptedDice(_two_dice(12, 2, 12, 2), 0, g.log)
    g.apply(Fight("bengal", "strongest"))
    natives = [e for e in g.log.since(0) if e.kind == "natives"][-1]
    assert natives.data["army"] == {"inf": 2}
    second = [e for e in g.log.since(0) if e.kind == "battle"][-1]
    assert second.data["defend"] == {"inf": 2}
    assert _losers(second) == ["defender", "defender"]
    assert g.state.owner[bengal] == 0


def test_face_down_markers_show_as_question_marks_in_every_view() -> None:
    """000, "Placing the Markers": markers lie face down on every region nobody owns; no view shows their
    values, nor the box's."""
    g = new_game("imperialism-standard", 3, {}, 7)
    while g.state.phase == "draft":
        g.apply(g.legal_actions()[0])
    s = g.state
    face_down = [r for r in g.geo.land if s.native[r] is not None and not s.native_up[r]]
    assert face_down
    for seat in (None, 0, 1, 2):
        view = g.view(seat)
        json.dumps(view)
        spaces = {sp["id"]: sp for sp in view["spaces"]}
        for r in face_down:
            sp = spaces[g.geo.id(r)]
            assert sp["native"] == "?" and sp["resource"] == "?"
        assert set(view["markers_in_box"]) == {"natives", "resources"}
        assert all(isinstance(v, int) for v in view["markers_in_box"].values())


def test_plan_and_reveal_hides_what_the_others_have_left() -> None:
    """CLARIFICATIONS.md item 6 (Plan & Reveal): nobody sees what another bought until all have; the PP
    another has left would tell it, so views show it as "?" while the purchases are unrevealed."""
    g = blank("basic", 3, purchase="plan-and-reveal")
    g.state.phase = "production"
    g.state.pp = [30, 40, 50]
    seen_by_red = {e["colour"]: e["pp"] for e in g.view(0)["empires"]}
    assert seen_by_red == {"red": 30, "blue": "?", "green": "?"}
    g.state.phase = "movement"
    assert {e["colour"]: e["pp"] for e in g.view(0)["empires"]} == {"red": 30, "blue": 40, "green": 50}


@pytest.mark.parametrize(("save_pp", "kept"), [(True, "6 PP kept"), (False, "6 PP left unspent and lost")])
def test_plan_and_reveal_tells_the_others_what_an_empire_left_only_after_the_reveal(save_pp: bool, kept: str) -> None:
    """CLARIFICATIONS.md item 6 (Plan & Reveal): "nobody sees what anyone else bought until everyone has
    finished". What an empire leaves unspent would tell what it bought, so while the views show its PP as
    "?" the other seats and a spectator get its "end_purchase" without ``left`` and ``kept``, and a sentence
    without them; its own seat gets them at once; everyone once the round's purchases are revealed."""
    g = blank("basic", 2, purchase="plan-and-reveal", save_pp=save_pp)
    own(g, "france", 0, inf=1)
    own(g, "japan", 1, inf=1)
    g.state.phase, g.state.round, g.state.current = "production", 0, 0
    g.state.pp = [16, 40]
    g.apply(Buy("inf", "france"))  # 10 PP
    (end,) = [e for e in g.apply(END_PURCHASE) if e.kind == "end_purchase"]
    assert g.view(1)["empires"][0]["pp"] == "?"
    for seat in (1, None):
        shown = g.public_event(end, seat)
        assert shown is not None and "left" not in shown and "kept" not in shown, shown
        assert imperialism_event(g, end, None, seat, "en") == "Red has finished buying"
    assert g.public_event(end, 0) == end.to_json() and end.data["left"] == 6
    assert imperialism_event(g, end, None, 0, "en") == f"Red has finished buying, {kept}"
    g.apply(END_PURCHASE)  # blue ends too: the round's purchases are revealed
    assert g.state.phase == "movement" and g.view(1)["empires"][0]["pp"] == (6 if save_pp else 0)
    for seat in (0, 1, None):
        assert g.public_event(end, seat) == end.to_json()
        assert imperialism_event(g, end, None, seat, "en") == f"Red has finished buying, {kept}"


def test_in_turn_purchases_tell_everyone_what_an_empire_left() -> None:
    """Buying in turn (the printed rules), every view shows each empire's PP: its "end_purchase" is whole."""
    g = blank("basic", 2)
    own(g, "france", 0, inf=1)
    own(g, "japan", 1, inf=1)
    g.state.phase, g.state.round, g.state.current = "production", 0, 0
    g.state.pp = [21, 40]
    (end,) = [e for e in g.apply(END_PURCHASE) if e.kind == "end_purchase"]
    assert g.view(1)["empires"][0]["pp"] == 0
    assert g.public_event(end, 1) == g.public_event(end, None) == end.to_json() and end.data["left"] == 21


@pytest.mark.parametrize(("players", "options"), [(1, {}), (7, {}), (3, {"two_empires": True})])
def test_player_counts(players: int, options: dict[str, object]) -> None:
    """000, "Choosing Regions": 2 to 6 players; two empires each only in the 2-player game."""
    from warroom.core.errors import OptionError

    with pytest.raises(OptionError):
        new_game("imperialism-basic", players, options, 1)
