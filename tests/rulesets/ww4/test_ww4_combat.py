"""8. Combat, clause by clause (rulebook 004, "8. Combat", "Combat Round", the Unit Descriptions, "Forts",
"Cities", "Barbarians"), with scripted dice and the choices applied as actions through ``g.apply``.

Each test builds a position with ww4_helpers and starts the current nation's Combat step with a second
combat far away (New Zealand), so that the step waits there after the tested combat and nothing else of
the turn runs."""

from __future__ import annotations

import pytest
from combat_helpers import asked, ended, kinds, rolls, to_combat
from ww4_helpers import RED, YELLOW, blank, control, fort, idx, put, scripted

from warroom.core.errors import IllegalAction
from warroom.rulesets.ww4 import combat
from warroom.rulesets.ww4.actions import Assign, Bombard, EndStep, Fight, Pillage, Recon, Withdraw

# -- which combats ("8. Combat") -----------------------------------------------------------------------------


def test_combats_are_found_where_units_meet_and_spies_start_none() -> None:
    """004, '8. Combat': a combat where any of your units, except Spy units, end their movement in a space
    occupied by units of a different color; a Spy alone starts none, and units of another colour that are
    only Spies are no combat either ('Undercover')."""
    g = blank()
    put(g, "chaco", RED, militia=1)
    put(g, "chaco", YELLOW, militia=1)
    put(g, "brazil", RED, spy=1)
    put(g, "brazil", YELLOW, militia=1)
    put(g, "mexico", RED, militia=1)
    put(g, "mexico", YELLOW, spy=1)
    assert combat.find(g) == [idx(g, "chaco")]


def test_the_invader_chooses_the_order_of_combats() -> None:
    """004, '8. Combat': the Invader gets to decide the order in which combats are fought."""
    g = blank()
    put(g, "chaco", RED, militia=1)
    put(g, "chaco", YELLOW, militia=1)
    to_combat(g)
    assert set(g.legal_actions()) == {Fight("chaco"), Fight("new-zealand")}
    with pytest.raises(IllegalAction):
        g.apply(Fight("brazil"))
    scripted(g, 1, 6)
    g.apply(Fight("chaco"))
    assert ended(g) == ["invader"]
    assert g.legal_actions() == [Fight("new-zealand")]


# -- attacks ("Attacks", "A Note About Timing", Entrench, Charge!) -----------------------------------------


def test_defending_soldiers_attack_first() -> None:
    """004, 'Soldier: Entrench': Soldiers attack first when defending; their casualties are resolved before
    the other units attack, so the Militia killed never rolls."""
    g = blank()
    put(g, "chaco", YELLOW, soldier=1)
    put(g, "chaco", RED, militia=1)
    to_combat(g)
    scripted(g, 6)
    g.apply(Fight("chaco"))
    assert rolls(g) == [[6]]
    assert ended(g) == ["defender"]


def test_attacks_in_a_step_are_simultaneous() -> None:
    """004, 'Attacks occur simultaneously' and 'A Note About Timing': an invading Soldier (no Entrench when
    invading) and a defending Militia both roll before anyone assigns: both are killed."""
    g = blank()
    put(g, "chaco", YELLOW, militia=1)
    put(g, "chaco", RED, soldier=1)
    to_combat(g)
    scripted(g, 6, 6)
    g.apply(Fight("chaco"))
    assert rolls(g) == [[6], [6]]
    assert ended(g) == ["none"]
    assert kinds(g, "chaco", RED) == kinds(g, "chaco", YELLOW) == {}


def test_the_defender_assigns_first_and_kills_come_first() -> None:
    """004, 'A Note About Timing': the Defender assigns his casualties first; 'Assign all Kill Casualties
    first'."""
    g = blank()
    put(g, "chaco", YELLOW, armor=1, militia=1)
    put(g, "chaco", RED, armor=1, militia=1, cavalry=2)
    to_combat(g)
    # Regular first: the red Cavalry (Charge!) roll 3 (Rout) and 6 (Kill). Then Regular: yellow 4, 1; red 4, 1.
    scripted(g, 3, 6, 4, 4, 1)
    g.apply(Fight("chaco"))
    d = g.state.decision
    assert d is not None and (d.kind, d.nation, d.data["casualty"]) == ("assign", YELLOW, "kill")
    g.apply(Assign("armor", False))  # Tank: routed
    assert asked(g) == ("assign", YELLOW)
    assert g.state.decision is not None and g.state.decision.data["casualty"] == "rout"
    g.apply(Assign("militia", False))
    # Regular: the routed yellow Armor still attacks (Turret): yellow's Kill is assigned by red after yellow.
    assert rolls(g)[-2:] == [[4], [4, 1]]
    assert asked(g) == ("assign", YELLOW)
    g.apply(Assign("armor", True))
    assert asked(g) == ("assign", RED)


def test_routed_units_do_not_attack() -> None:
    """004, 'Routed Units': units that are Routed do not get to attack."""
    g = blank()
    ms = put(g, "chaco", YELLOW, militia=2)
    ms[0].routed = True
    put(g, "chaco", RED, militia=1)
    to_combat(g)
    scripted(g, 6, 1, 1)
    g.apply(Fight("chaco"))
    assert rolls(g)[:2] == [[6], [1]]  # one yellow die, one red die
    assert ended(g) == ["defender"]


def test_overkill_is_lost() -> None:
    """004, 'Overkill': casualties may not be assigned beyond what is needed to destroy; the rest are lost."""
    g = blank()
    put(g, "chaco", YELLOW, militia=1)
    put(g, "chaco", RED, cavalry=3)
    to_combat(g)
    scripted(g, 6, 6, 6)
    g.apply(Fight("chaco"))
    assert [e.data["outcome"] for e in g.log.since(0) if e.kind == "casualty"] == ["destroyed"]
    assert ended(g) == ["invader"]


def test_excess_routs_stack() -> None:
    """004, 'Excess Casualties stack': a second Rout on a routed unit destroys it."""
    g = blank()
    put(g, "chaco", YELLOW, militia=1)
    put(g, "chaco", RED, cavalry=2)
    to_combat(g)
    scripted(g, 3, 4)
    g.apply(Fight("chaco"))
    assert [e.data["outcome"] for e in g.log.since(0) if e.kind == "casualty"] == ["routed", "destroyed"]


# -- Reconnaissance, Royal Guard ------------------------------------------------------------------------------


def test_reconnaissance_once_per_spy_per_round_and_never_on_kings() -> None:
    """004, 'Reconnaissance': one casualty per Spy per round to a target of your choice; 'Royal Guard': Kings
    may never be selected this way."""
    g = blank()
    put(g, "chaco", YELLOW, king=1, militia=2, cavalry=1)
    put(g, "chaco", RED, militia=2, spy=1)
    to_combat(g)
    # Regular first: the yellow Cavalry (Charge) misses. Regular: yellow 1, 1, 1; red 6, 6 (two Kills).
    # Round 2: the King and the Militia kill both red Militia (6, 6).
    scripted(g, 1, 1, 1, 1, 6, 6, 6, 6, 1, 1)
    g.apply(Fight("chaco"))
    d = g.state.decision
    assert d is not None and (d.kind, d.nation) == ("recon", RED)
    assert ["king", False] not in d.data["options"]
    with pytest.raises(IllegalAction):
        g.apply(Recon("king", False))
    g.apply(Recon("cavalry", False))
    assert asked(g) == ("assign", YELLOW)  # the Spy is spent: the second Kill is yellow's to assign
    assert g.state.decision is not None and ["king", False] in g.state.decision.data["options"]
    with pytest.raises(IllegalAction):
        g.apply(Assign("cavalry", False))
    g.apply(Assign("militia", False))
    assert ended(g) == ["defender"]


# -- Tank, Turret, Breakdown, Leadership, Rally --------------------------------------------------------------


def test_tank_kill_routs_armor_and_a_routed_armor_hit_again_is_destroyed() -> None:
    """004, 'Armor: Tank'."""
    g = blank()
    put(g, "chaco", YELLOW, armor=1)
    put(g, "chaco", RED, cavalry=2)
    to_combat(g)
    # Charge: 6 (Kill) and 1: the Armor is routed; it fires anyway (Turret) and misses; it rallies (4).
    # Round 2: Charge: 6, 6: the first Kill routs the Armor again, the second destroys it.
    scripted(g, 6, 1, 1, 4, 6, 6)
    g.apply(Fight("chaco"))
    assert rolls(g) == [[6, 1], [1], [6, 6]]
    assert rolls(g, "rally") == [[4]]
    casual = [(e.data["result"], e.data["outcome"]) for e in g.log.since(0) if e.kind == "casualty"]
    assert casual == [("kill", "routed"), ("kill", "routed"), ("kill", "destroyed")]


def test_rally_and_breakdown() -> None:
    """004, 'Rally': routed units rally on 4, 5 or 6; 'Armor: Breakdown': an Armor rolling a 1 to Rally is
    destroyed; 'Turret': a routed Armor still attacks."""
    g = blank()
    ys = put(g, "chaco", YELLOW, militia=2, armor=1)
    for u in ys:
        u.routed = True
    put(g, "chaco", RED, militia=1)
    to_combat(g)
    scripted(g, 1, 1, 4, 3, 1, 6, 1, 5)
    g.apply(Fight("chaco"))
    assert rolls(g)[:2] == [[1], [1]]  # only the routed Armor fires for yellow
    assert rolls(g, "rally") == [[4, 3, 1], [5]]
    assert any(e.kind == "lost" and e.data["why"] == "breakdown" for e in g.log.since(0))
    assert ended(g) == ["defender"]
    assert kinds(g, "chaco", YELLOW) == {"militia": 2}


def test_king_leadership_and_crown() -> None:
    """004, 'King: Leadership': a routed King still attacks and rallies automatically; 'Crown': a King lost in
    combat eliminates his nation at the end of the combat round."""
    g = blank()
    (king,) = put(g, "chaco", YELLOW, king=1)
    king.routed = True
    put(g, "chaco", RED, cavalry=1, militia=1)
    to_combat(g)
    # Regular first: red Cavalry 1. Regular: the routed King 1, red Militia 1. The King rallies: no dice.
    # Round 2: Cavalry 6 kills the King.
    scripted(g, 1, 1, 1, 6)
    g.apply(Fight("chaco"))
    assert rolls(g)[:3] == [[1], [1], [1]]
    assert rolls(g, "rally") == []
    assert g.state.active[YELLOW] is False
    assert [e.data["nation"] for e in g.log.since(0) if e.kind == "eliminated"] == ["yellow"]
    assert ended(g) == ["invader"]


# -- Bombers ("Flight") ---------------------------------------------------------------------------------------


def test_bombers_choose_targets_cannot_be_routed_and_withdraw_in_round_two() -> None:
    """004, 'Bomber: Flight': Bombers choose which units take their casualties (never a King); Rout casualties
    may not be assigned to a Bomber; invading Bombers must Withdraw in the Maneuver step of round 2. (Asked
    even with one way out, as rules versions 1-2 did: withdraw_ask=every-round; see test_ww4_decisions.py.)"""
    g = blank(withdraw_ask="every-round")
    put(g, "chaco", YELLOW, militia=1, cavalry=1, king=1)
    put(g, "chaco", RED, bomber=1)
    control(g, RED, "brazil")
    to_combat(g)
    # Round 1: Bombardment: the Bomber 4 (Kill). Regular first: Cavalry (if alive). Regular: Militia 4 (Rout:
    # nothing may take it), King 1.
    scripted(g, 4, 4, 1)
    g.apply(Fight("chaco"))
    d = g.state.decision
    assert d is not None and (d.kind, d.nation) == ("bomber", RED)
    assert ["king", False] not in d.data["options"]
    g.apply(Recon("cavalry", False))
    assert kinds(g, "chaco", RED) == {"bomber": 1}
    assert kinds(g, "chaco", RED, routed=True) == {}
    assert asked(g) == ("withdraw", RED)
    # Round 2: the Bomber 1; Militia 6 (Kill): the Bomber is only Routed; King 1; the Bomber fails to rally.
    scripted(g, 1, 6, 1, 1)
    g.apply(EndStep())
    assert kinds(g, "chaco", RED, routed=True) == {"bomber": 1}
    assert asked(g) == ("withdraw", RED)
    assert EndStep() not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(EndStep())
    g.apply(Withdraw("bomber", 1, True, "brazil"))
    assert kinds(g, "brazil", RED) == {"bomber": 1}
    assert ended(g) == ["defender"]


def test_kills_on_bombers_only_rout_them() -> None:
    """004, 'Flight': Killed casualties assigned to a Bomber only Rout it."""
    g = blank()
    put(g, "chaco", YELLOW, militia=1)
    put(g, "chaco", RED, bomber=1)
    to_combat(g)
    # The Bomber misses; the Militia kills (6): the Bomber is routed; it fails to rally; round 2: a routed
    # Bomber does not attack, and the Militia's second Kill destroys it.
    scripted(g, 1, 6, 1, 6)
    g.apply(Fight("chaco"))
    casual = [(e.data["result"], e.data["outcome"]) for e in g.log.since(0) if e.kind == "casualty"]
    assert casual == [("kill", "routed"), ("kill", "destroyed")]


# -- Forts and Cities -----------------------------------------------------------------------------------------


def test_fortifications_reduce_kills_and_a_captured_fort_changes_colour() -> None:
    """004, 'Forts': Kill casualties assigned to units defending a Fort are reduced to Routs; 'Captured
    Forts': a Fort in a space successfully invaded and not Pillaged becomes the Invader's."""
    g = blank()
    fort(g, "chaco", YELLOW)
    put(g, "chaco", YELLOW, militia=1)
    put(g, "chaco", RED, militia=1)
    to_combat(g)
    scripted(g, 1, 6, 1, 4)
    g.apply(Fight("chaco"))
    casual = [(e.data["result"], e.data["outcome"]) for e in g.log.since(0) if e.kind == "casualty"]
    assert casual == [("kill", "routed"), ("rout", "destroyed")]
    assert asked(g) == ("pillage", RED)
    g.apply(Pillage(False))
    assert g.state.fort[idx(g, "chaco")] == RED
    assert idx(g, "chaco") not in g.state.pillaged
    assert ended(g) == ["invader"]


def test_a_pillaged_fort_is_destroyed() -> None:
    """004, 'Pillaged Forts': invaders may destroy a Fort that survives a successful invasion."""
    g = blank()
    fort(g, "chaco", YELLOW)
    put(g, "chaco", YELLOW, militia=1)
    put(g, "chaco", RED, militia=1)
    to_combat(g)
    scripted(g, 1, 6, 1, 4)
    g.apply(Fight("chaco"))
    g.apply(Pillage(True))
    assert g.state.fort[idx(g, "chaco")] == -1
    assert idx(g, "chaco") in g.state.pillaged


def test_bombardment_destroys_a_fort() -> None:
    """004, '1. Bombardment Attacks': the Invader decides how many Bombardment units attack the Fort before
    rolling; a Kill destroys it (Pillaged), Routs are ignored. (Decision: the Fort falls at the end of the
    volley, so it no longer protects against later volleys.)"""
    g = blank()
    fort(g, "chaco", YELLOW)
    put(g, "chaco", YELLOW, militia=2)
    put(g, "chaco", RED, artillery=1, militia=1)
    to_combat(g)
    scripted(g, 5, 1, 1, 6, 6)
    g.apply(Fight("chaco"))
    assert asked(g) == ("bombard", RED)
    assert g.legal_actions() == [Bombard(0), Bombard(1)]
    with pytest.raises(IllegalAction):
        g.apply(Bombard(2))
    g.apply(Bombard(1))
    assert g.state.fort[idx(g, "chaco")] == -1
    assert idx(g, "chaco") in g.state.pillaged
    # Regular: yellow 1, 1; red Militia 6 (Kill, no longer reduced). Round 2: Artillery 6 kills the other.
    assert ended(g) == ["invader"]
    casual = [(e.data["result"], e.data["outcome"]) for e in g.log.since(0) if e.kind == "casualty"]
    assert casual == [("kill", "destroyed"), ("kill", "destroyed")]


def test_a_city_protects_is_never_destroyed_and_is_pillaged() -> None:
    """004, 'Cities': a City protects defending units like a Fort, can never be destroyed, and is still
    considered pillaged if successfully invaded."""
    g = blank()
    put(g, "nanjing", YELLOW, militia=1)
    put(g, "nanjing", RED, militia=1)
    to_combat(g)
    scripted(g, 1, 6, 1, 4)
    g.apply(Fight("nanjing"))
    assert ended(g) == ["invader"]
    assert g.state.city[idx(g, "nanjing")] == YELLOW
    assert idx(g, "nanjing") in g.state.pillaged
    assert g.state.decision is None
