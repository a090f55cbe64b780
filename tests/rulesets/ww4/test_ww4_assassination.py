"""Step 5, Assassination (rulebook 004): Spies against Spies (with the -1 without Control), then Kings on a 6
when no Spy of the King's colour is left; one attempt per Spy per turn. Each test cites its rule."""

from __future__ import annotations

import pytest
from ww4_helpers import BLUE, GREY, RED, YELLOW, blank, control, idx, put, scripted

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction
from warroom.rulesets.ww4 import assassination
from warroom.rulesets.ww4.actions import Assassinate, EndStep
from warroom.rulesets.ww4.game import WW4Game


def at_assassination(g: WW4Game) -> WW4Game:
    g.state.step = "assassination"
    return g


def kinds_at(g: WW4Game, space: str, owner: int) -> list[str]:
    return sorted(g.state.units[i].kind for i in g.state.at[idx(g, space)] if g.state.units[i].owner == owner)


def rejects(g: WW4Game, action: Action, *words: str) -> None:
    before = g.state.copy()
    with pytest.raises(IllegalAction) as err:
        assassination.check(g, action)
    for w in words:
        assert w.lower() in str(err.value).lower(), str(err.value)
    assert g.state == before


def spy_v_spy(die: int, controlled: bool) -> tuple[list[str], list[str]]:
    """One red Spy attempts a yellow Spy in Tibet: (red's units, yellow's units there afterwards)."""
    g = at_assassination(blank())
    (spy,) = put(g, "tibet", RED, spy=1)
    put(g, "tibet", YELLOW, spy=2)
    if controlled:
        control(g, RED, "tibet")
    scripted(g, die)
    assassination.execute(g, Assassinate(spy.id, "spy", "yellow"))
    return kinds_at(g, "tibet", RED), kinds_at(g, "tibet", YELLOW)


@pytest.mark.parametrize(
    ("die", "red", "yellow"),
    [
        (1, [], ["spy", "spy"]),
        (2, ["spy"], ["spy", "spy"]),
        (3, ["spy"], ["spy", "spy"]),
        (4, ["spy"], ["spy"]),
        (6, ["spy"], ["spy"]),
    ],
)
def test_spy_against_spy_in_a_controlled_space(die: int, red: list[str], yellow: list[str]) -> None:
    """004, '5. Assassination': 'on a roll of 1 or less your Spy is killed. On a roll of 4 or higher you
    choose an enemy Spy to be killed.'"""
    assert spy_v_spy(die, controlled=True) == (red, yellow)


@pytest.mark.parametrize(
    ("die", "red", "yellow"),
    [
        (2, [], ["spy", "spy"]),
        (4, ["spy"], ["spy", "spy"]),
        (5, ["spy"], ["spy"]),
    ],
)
def test_spy_against_spy_without_control_subtracts_one(die: int, red: list[str], yellow: list[str]) -> None:
    """004, '5. Assassination': 'If you do not Control the space where you are attempting an assassination of
    a Spy then subtract 1 from your die roll.'"""
    assert spy_v_spy(die, controlled=False) == (red, yellow)


def test_barbarian_spies_may_be_assassinated() -> None:
    """004, '5. Assassination': 'You may attempt to Assassinate a foreign or Barbarian Spy or King'."""
    g = at_assassination(blank())
    (spy,) = put(g, "tibet", RED, spy=1)
    put(g, "tibet", GREY, spy=1)
    assert assassination.legal(g) == [Assassinate(spy.id, "spy", "grey")]
    scripted(g, 6)
    g.apply(Assassinate(spy.id, "spy", "grey"))
    assert kinds_at(g, "tibet", GREY) == []


def test_the_king_falls_on_a_six_only_when_no_spy_of_his_colour_is_left() -> None:
    """004, '5. Assassination': 'you may attempt to assassinate a King if there are no Spies of the same color
    as the King left in that map space. Roll a d6 for each of your Spies in the space: any roll of 6 kills the
    target King!'; 'Crown': losing the King eliminates the nation. Option king_attempts=untried-spies: the Spy
    that killed the guard has made its attempt (every Spy rolls by default:
    test_ww4_corrections.py::test_every_spy_rolls_at_the_king_after_the_attempts_on_spies)."""
    g = at_assassination(blank(king_attempts="untried-spies"))
    control(g, RED, "tibet")
    a, b, c = put(g, "tibet", RED, spy=3)
    put(g, "tibet", YELLOW, king=1, spy=1)
    rejects(g, Assassinate(a.id, "king", "yellow"), "guarded")
    assert assassination.legal(g) == [Assassinate(a.id, "spy", "yellow")]
    scripted(g, 5, 5, 6)
    g.apply(Assassinate(a.id, "spy", "yellow"))
    assert kinds_at(g, "tibet", YELLOW) == ["king"]
    assert assassination.legal(g) == [Assassinate(b.id, "king", "yellow")]
    g.apply(Assassinate(b.id, "king", "yellow"))
    assert kinds_at(g, "tibet", YELLOW) == ["king"] and g.state.active[YELLOW]
    g.apply(Assassinate(c.id, "king", "yellow"))
    assert kinds_at(g, "tibet", YELLOW) == []
    assert not g.state.active[YELLOW]
    assert any(e.kind == "eliminated" and e.data["cause"] == "assassinated" for e in g.log.since(0))


def test_no_modifier_touches_the_six_for_a_king() -> None:
    """004, '5. Assassination': 'No modifiers add or subtract to the 6 needed to kill a King.' (uncontrolled
    space: a 6 still kills, a 5 does not.)"""
    for die, dead in ((5, False), (6, True)):
        g = at_assassination(blank())
        (spy,) = put(g, "tibet", RED, spy=1)
        put(g, "tibet", YELLOW, king=1)
        scripted(g, die)
        assassination.execute(g, Assassinate(spy.id, "king", "yellow"))
        assert (kinds_at(g, "tibet", YELLOW) == []) is dead
        assert kinds_at(g, "tibet", RED) == ["spy"]


def test_a_spy_of_another_colour_does_not_guard_the_king() -> None:
    """004, '5. Assassination': only Spies 'of the same color as the King' shield him."""
    g = at_assassination(blank())
    (spy,) = put(g, "tibet", RED, spy=1)
    put(g, "tibet", YELLOW, king=1)
    put(g, "tibet", GREY, spy=1)
    assert set(assassination.legal(g)) == {
        Assassinate(spy.id, "spy", "grey"),
        Assassinate(spy.id, "king", "yellow"),
    }
    assassination.check(g, Assassinate(spy.id, "king", "yellow"))


def test_each_spy_tries_once_per_turn() -> None:
    """004, '5. Assassination': 'Each of your Spies may attempt to kill one Spy per turn'. With option
    king_attempts=untried-spies a King attempt is the Spy's one attempt too (warroom 0.1.0); by default the
    Spy still rolls at a King (test_ww4_corrections.py)."""
    g = at_assassination(blank(king_attempts="untried-spies"))
    (spy,) = put(g, "tibet", RED, spy=1)
    put(g, "tibet", YELLOW, spy=2, king=1)
    put(g, "tibet", BLUE, king=1)
    scripted(g, 3)
    assassination.execute(g, Assassinate(spy.id, "spy", "yellow"))
    assert spy.id in g.state.tried
    rejects(g, Assassinate(spy.id, "spy", "yellow"), "already")
    rejects(g, Assassinate(spy.id, "king", "blue"), "already")
    assert assassination.legal(g) == []


def test_the_step_passes_by_itself_when_no_attempt_is_possible() -> None:
    """004, '5. Assassination': with no Spy beside an enemy Spy or King there is nothing to decide."""
    g = blank()
    (spy,) = put(g, "tibet", RED, spy=1)
    put(g, "tibet", YELLOW, spy=1)
    put(g, "india", RED, spy=1)
    g.apply(EndStep())
    assert g.state.step == "assassination"
    assert assassination.legal(g) == [Assassinate(spy.id, "spy", "yellow")]
    scripted(g, 6)
    g.apply(Assassinate(spy.id, "spy", "yellow"))
    assert g.state.step != "assassination"


def test_one_action_per_space_names_the_lowest_untried_spy() -> None:
    """004, '5. Assassination': Spies of one colour are alike (documented decision): one Spy per space is
    offered, any untried one is accepted."""
    g = at_assassination(blank())
    a, b = put(g, "tibet", RED, spy=2)
    put(g, "tibet", YELLOW, spy=1)
    assert assassination.legal(g) == [Assassinate(a.id, "spy", "yellow")]
    assassination.check(g, Assassinate(b.id, "spy", "yellow"))


def test_bad_attempts_are_refused() -> None:
    """004, '5. Assassination': an own Spy, in the target's space, at a 'spy' or 'king'."""
    g = at_assassination(blank())
    (spy,) = put(g, "tibet", RED, spy=1)
    (other,) = put(g, "tibet", YELLOW, spy=1)
    put(g, "india", YELLOW, king=1)
    rejects(g, Assassinate(other.id, "spy", "red"), "not one of your spies")
    rejects(g, Assassinate(spy.id, "spy", "red"), "own")
    rejects(g, Assassinate(spy.id, "king", "yellow"), "no yellow king")
    rejects(g, Assassinate(spy.id, "armor", "yellow"), "'spy' or a 'king'")
    rejects(g, Assassinate(999, "spy", "yellow"), "no unit")


def test_poisons_kill_a_spy_on_a_three() -> None:
    """004, 'Innovation Cards' (card Poisons, reconstructed): the holder's Spies kill an enemy Spy on 3+."""
    g = at_assassination(blank())
    g.state.hands[RED].append("poisons")
    control(g, RED, "tibet")
    (spy,) = put(g, "tibet", RED, spy=1)
    put(g, "tibet", YELLOW, spy=1)
    scripted(g, 3)
    assassination.execute(g, Assassinate(spy.id, "spy", "yellow"))
    assert kinds_at(g, "tibet", YELLOW) == []
