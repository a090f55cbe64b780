"""The rules audit's corrections to World War IV (corrections.py, docs/rules/ww4.md): each default is the
rulebook's literal reading and fails on warroom 0.1.0's behaviour, which stays an option (the value rules
version 1 pins for older games and saves)."""

from __future__ import annotations

from typing import Any

import pytest
from test_ww4_assassination import at_assassination, kinds_at, rejects
from test_ww4_combat import asked, kinds, to_combat
from ww4_helpers import BLUE, GREY, RED, YELLOW, blank, control, put, scripted

from warroom.core.registry import get_ruleset
from warroom.rulesets.ww4 import assassination, withdrawal
from warroom.rulesets.ww4.actions import Assassinate, EndStep, Fight, Recon, Sail, Withdraw
from warroom.rulesets.ww4.game import WW4Game

# -- invading ships go back where they came from --------------------------------------------------------


def invasion(origin: str, **options: Any) -> WW4Game:
    """Red's Destroyer sails from ``origin`` into the Argentine Sea against Yellow's; every die misses, so
    in round 2 the invader is forced out."""
    g = blank(**options)
    put(g, "argentine-sea", YELLOW, destroyer=1)
    (ship,) = put(g, origin, RED, destroyer=1)
    put(g, "new-zealand", RED, militia=1)  # a second combat: the step waits there after this one
    put(g, "new-zealand", GREY, militia=1)
    g.apply(Sail(ship.id, "argentine-sea"))
    while g.state.step != "combat":
        g.apply(EndStep())
    scripted(g, 1, 1, 1, 1)
    g.apply(Fight("argentine-sea"))
    return g


def test_an_invading_ship_goes_back_to_the_sea_it_invaded_from() -> None:
    """004, 'Destroyer' (every Ship), Combat (All): "Move the ship back into the water space from which it
    invaded." From the Southern Ocean (the last sea bordering the Argentine Sea in board order) it goes back
    there, not to the first free one (default invader_return=origin)."""
    g = invasion("southern-ocean")
    assert kinds(g, "southern-ocean", RED) == {"destroyer": 1}
    assert kinds(g, "south-atlantic", RED) == {}


def test_invader_return_first_free_takes_the_first_free_sea() -> None:
    """Option invader_return=first-free (warroom 0.1.0): the ship forgot where it came from at sea."""
    g = invasion("southern-ocean", invader_return="first-free")
    assert kinds(g, "south-atlantic", RED) == {"destroyer": 1}


# -- withdrawing Bombers shun enemy Bombers -------------------------------------------------------------


def bomber_in_combat(**options: Any) -> WW4Game:
    """Red's Bomber invades Chaco; Red controls Brazil, where a Yellow Bomber stands; round 1's Maneuver is
    next."""
    g = blank(**options)
    put(g, "chaco", YELLOW, militia=1, cavalry=1, king=1)
    put(g, "chaco", RED, bomber=1)
    control(g, RED, "brazil")
    put(g, "brazil", YELLOW, bomber=1)
    to_combat(g)
    scripted(g, 4, 4, 1)
    g.apply(Fight("chaco"))
    g.apply(Recon("cavalry", False))
    return g


def test_a_withdrawing_bomber_never_ends_on_an_enemy_bomber() -> None:
    """004, 'Bomber', Flight: "Bombers must stop ... in a space with an enemy Bomber and may not Withdraw
    through such spaces" (withdrawal.py: "never into or through"); default bomber_withdrawal=avoid."""
    g = bomber_in_combat()
    (bomber,) = [u for u in g.state.units.values() if u.kind == "bomber" and u.owner == RED]
    assert withdrawal.bomber_exits(g, bomber) == []
    # Red has nowhere to withdraw to, so the Maneuver asks only Yellow, the defender.
    assert asked(g) == ("withdraw", YELLOW)


def test_bomber_withdrawal_may_end_there_allows_it() -> None:
    """Option bomber_withdrawal=may-end-there (warroom 0.1.0): only going through was refused."""
    g = bomber_in_combat(bomber_withdrawal="may-end-there")
    assert asked(g) == ("withdraw", RED)
    g.apply(Withdraw("bomber", 1, False, "brazil"))
    assert kinds(g, "brazil", RED) == {"bomber": 1}


# -- every Spy may roll at the King --------------------------------------------------------------------------


def test_every_spy_rolls_at_the_king_after_the_attempts_on_spies() -> None:
    """004, '5. Assassination': "Once all assassination attempts on Spies are complete you may attempt to
    assassinate a King ... Roll a d6 for each of your Spies in the space": the Spy that killed the King's
    guard rolls at him too, once (default king_attempts=every-spy)."""
    g = at_assassination(blank())
    control(g, RED, "tibet")
    a, b = put(g, "tibet", RED, spy=2)
    put(g, "tibet", YELLOW, king=1, spy=1)
    scripted(g, 5, 1, 6)
    g.apply(Assassinate(a.id, "spy", "yellow"))
    assert kinds_at(g, "tibet", YELLOW) == ["king"]
    assert assassination.legal(g) == [Assassinate(a.id, "king", "yellow")]
    g.apply(Assassinate(a.id, "king", "yellow"))
    rejects(g, Assassinate(a.id, "king", "yellow"), "already")
    assert g.state.tried == [a.id] and g.state.tried_king == [a.id]
    assert assassination.legal(g) == [Assassinate(b.id, "king", "yellow")]
    g.apply(Assassinate(b.id, "king", "yellow"))
    assert not g.state.active[YELLOW]


def test_a_spy_that_rolled_at_the_king_may_still_try_a_spy() -> None:
    """Every Spy: one attempt on a Spy and one at a King per turn; a blue Spy does not guard the yellow King."""
    g = at_assassination(blank())
    (spy,) = put(g, "tibet", RED, spy=1)
    put(g, "tibet", YELLOW, king=1)
    put(g, "tibet", BLUE, spy=1)
    scripted(g, 1, 6)
    g.apply(Assassinate(spy.id, "king", "yellow"))
    assert assassination.legal(g) == [Assassinate(spy.id, "spy", "blue")]
    g.apply(Assassinate(spy.id, "spy", "blue"))
    assert kinds_at(g, "tibet", BLUE) == []


def test_king_attempts_are_counted_per_turn() -> None:
    """One roll at a King per Spy and turn: the count starts again with the next turn."""
    g = at_assassination(blank())
    (spy,) = put(g, "tibet", RED, spy=1)
    put(g, "tibet", YELLOW, king=1)
    scripted(g, 1)
    g.apply(Assassinate(spy.id, "king", "yellow"))
    assert g.state.tried_king == [spy.id]
    g.next_turn()
    assert g.state.tried_king == [] and g.state.tried == []


def test_king_attempts_untried_spies_is_one_attempt_per_spy() -> None:
    """Option king_attempts=untried-spies (warroom 0.1.0): the attempt on the guard was the Spy's one."""
    g = at_assassination(blank(king_attempts="untried-spies"))
    control(g, RED, "tibet")
    (a,) = put(g, "tibet", RED, spy=1)
    put(g, "tibet", YELLOW, king=1, spy=1)
    scripted(g, 5)
    g.apply(Assassinate(a.id, "spy", "yellow"))
    assert assassination.legal(g) == []
    rejects(g, Assassinate(a.id, "king", "yellow"), "already")


def test_the_snapshot_names_king_attempts_only_when_there_are_some() -> None:
    """Older games' snapshots (saves, stored games) have no ``tried_king``: it appears only when used."""
    g = at_assassination(blank())
    assert "tried_king" not in g.snapshot()
    (spy,) = put(g, "tibet", RED, spy=1)
    put(g, "tibet", YELLOW, king=1)
    scripted(g, 1)
    g.apply(Assassinate(spy.id, "king", "yellow"))
    assert g.snapshot()["tried_king"] == [spy.id]


@pytest.mark.parametrize("version", [1])
def test_rules_version_1_pins_warroom_0_1_0(version: int) -> None:
    """Games and saves made before the corrections keep the behaviour they were made with."""
    assert get_ruleset("ww4").legacy_options(version) == {
        "invader_return": "first-free",
        "bomber_withdrawal": "may-end-there",
        "king_attempts": "untried-spies",
        "royal_guard": "cheapest",
        "withdraw_ask": "every-round",
        "tuning": "original",
    }
    # Rules version 2 pins the decisions version 3 gave the players (test_ww4_decisions.py) and, like versions
    # 3 and 4, the data as first reconstructed (version 5 tuned it: test_ww4_tuning.py).
    assert get_ruleset("ww4").legacy_options(2) == {
        "royal_guard": "cheapest",
        "withdraw_ask": "every-round",
        "tuning": "original",
    }


def test_a_cold_war_is_reported_as_a_draw() -> None:
    """004, Atomic Weapons: "the war ends in a cold war standoff: All active players must share the world
    equally and the game ends in a draw": the result is a draw, nobody's win."""
    from warroom.rulesets.ww4 import ending

    g = blank(4)
    ending.eliminate(g, BLUE, "combat")
    ending.finish(g, "cold-war", ending.alive(g), "all 1s")
    result = g.result()
    assert result is not None and result.draw and result.winner is None
    assert len(result.winners) == 3 and g.view(None)["result"]["draw"] is True
