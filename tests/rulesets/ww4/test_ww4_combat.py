"""8. Combat, clause by clause (rulebook 004, "8. Combat", "Combat Round", the Unit Descriptions, "Forts",
"Cities", "Barbarians"), with scripted dice and the choices applied as actions through ``g.apply``.

Each test builds a position with ww4_helpers and starts the current nation's Combat step with a second
combat far away (New Zealand), so that the step waits there after the tested combat and nothing else of
the turn runs."""

from __future__ import annotations

import json

import pytest
from ww4_helpers import GREY, PURPLE, RED, YELLOW, blank, control, fort, idx, put, scripted

from warroom.cli.main import main
from warroom.core.dice import Dice
from warroom.core.errors import IllegalAction
from warroom.rulesets.ww4 import casualties, combat, combat_odds, units
from warroom.rulesets.ww4.actions import Assign, Bombard, EndStep, Fight, Pillage, Recon, Sail, Withdraw
from warroom.rulesets.ww4.game import WW4Game


def to_combat(g: WW4Game, nation: int = RED) -> None:
    s = g.state
    s.current = s.order.index(nation)
    put(g, "new-zealand", nation, militia=1)
    put(g, "new-zealand", GREY, militia=1)
    s.step = "combat"
    g.advance()


def kinds(g: WW4Game, space: str, owner: int, routed: bool | None = None) -> dict[str, int]:
    return units.count_kinds(
        u for u in units.in_space(g.state, idx(g, space)) if u.owner == owner and (routed is None or u.routed == routed)
    )


def rolls(g: WW4Game, reason: str = "combat") -> list[list[int]]:
    return [list(e.data["dice"]) for e in g.log.since(0) if e.kind == "roll" and e.data["reason"] == reason]


def asked(g: WW4Game) -> tuple[str, int] | None:
    d = g.state.decision
    return None if d is None else (d.kind, d.nation)


def ended(g: WW4Game) -> list[str]:
    return [e.data["winner"] for e in g.log.since(0) if e.kind == "combat-end"]


def left(g: WW4Game) -> int:
    return len(g.dice._script)  # type: ignore[attr-defined]


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


# -- Maneuver ---------------------------------------------------------------------------------------------


def test_withdrawal_only_to_controlled_spaces_without_unresolved_combat() -> None:
    """004, '4. Maneuver': units withdraw to an adjacent space that player Controls, never into a space with
    an unresolved combat; a Spy never withdraws ('Undercover')."""
    g = blank()
    put(g, "chaco", YELLOW, militia=1)
    put(g, "chaco", RED, militia=3, spy=1)
    put(g, "brazil", RED, militia=1)
    put(g, "brazil", YELLOW, militia=1)
    control(g, RED, "brazil", "buenos-aires")
    to_combat(g)
    scripted(g, 1, 1, 1, 1)
    g.apply(Fight("chaco"))
    assert asked(g) == ("withdraw", RED)
    targets = {a.target for a in g.legal_actions() if isinstance(a, Withdraw)}
    assert targets == {"buenos-aires"}
    assert not any(isinstance(a, Withdraw) and a.kind == "spy" for a in g.legal_actions())
    with pytest.raises(IllegalAction):
        g.apply(Withdraw("militia", 1, False, "brazil"))
    g.apply(Withdraw("militia", 1, False, "buenos-aires"))
    assert kinds(g, "buenos-aires", RED) == {"militia": 1}
    assert asked(g) == ("withdraw", RED)


def test_land_units_withdraw_aboard_a_withdrawing_frigate() -> None:
    """004, 'Frigate: Transport': when your Frigate withdraws from combat on land, your land units may
    withdraw by boarding it, up to its capacity; 'Ship': ships on land go back to the water they came from."""
    g = blank()
    put(g, "patagonia", YELLOW, militia=3)
    (frigate,) = put(g, "patagonia", RED, frigate=1)
    frigate.came_from = idx(g, "argentine-sea")
    put(g, "patagonia", RED, militia=2, soldier=1)
    to_combat(g)
    scripted(g, 1, 1, 1, 1, 1, 1, 1)
    g.apply(Fight("patagonia"))
    assert asked(g) == ("withdraw", RED)
    assert {a.target for a in g.legal_actions() if isinstance(a, Withdraw)} == {"argentine-sea"}
    assert {a.kind for a in g.legal_actions() if isinstance(a, Withdraw)} == {"frigate"}
    g.apply(Withdraw("frigate", 1, False, "argentine-sea"))
    g.apply(Withdraw("militia", 2, False, "argentine-sea"))
    with pytest.raises(IllegalAction):
        g.apply(Withdraw("soldier", 1, False, "argentine-sea"))
    sea = idx(g, "argentine-sea")
    assert sorted(u.kind for u in units.in_space(g.state, sea) if u.carrier == frigate.id) == ["militia", "militia"]
    assert frigate.space == sea


def test_routed_invading_ships_withdraw_to_sea_without_rallying() -> None:
    """004, 'Ship: Combat (Land)': ships routed invading a land space may not Rally and are forced back to the
    water space from which they invaded."""
    g = blank()
    put(g, "patagonia", YELLOW, militia=1)
    (ship,) = put(g, "patagonia", RED, destroyer=1)
    ship.came_from = idx(g, "argentine-sea")
    to_combat(g)
    scripted(g, 1, 4)
    g.apply(Fight("patagonia"))
    assert rolls(g, "rally") == []
    assert ship.space == idx(g, "argentine-sea") and not ship.routed
    assert ended(g) == ["defender"]


@pytest.mark.parametrize(
    "origin",
    ["south-atlantic", "southern-ocean"],
)
def test_ships_at_sea_never_withdraw_but_invaders_leave_in_round_two(origin: str) -> None:
    """004, 'Destroyer', Ship: "Combat (Water): Ships may not voluntarily Withdraw when fighting in a water
    space"; "Combat (All): Invading Ships are forced to Withdraw from combat during the Maneuver step of the 2nd
    round of combat. Move the ship back into the water space from which it invaded." Red's Destroyer sails
    into the Argentine Sea from ``origin`` in its own Movement step (nothing set by hand) and meets Yellow's;
    every die misses. From the South Atlantic, the first sea bordering the Argentine Sea in board order; from
    the Southern Ocean, the last."""
    g = blank()
    put(g, "argentine-sea", YELLOW, destroyer=1)
    (ship,) = put(g, origin, RED, destroyer=1)
    put(g, "new-zealand", RED, militia=1)  # a second combat: the step waits there after this one
    put(g, "new-zealand", GREY, militia=1)
    g.apply(Sail(ship.id, "argentine-sea"))
    assert ship.stopped, "a ship entering a sea with another colour's units stops there"
    while g.state.step != "combat":
        g.apply(EndStep())
    scripted(g, 1, 1, 1, 1)
    g.apply(Fight("argentine-sea"))
    # No Maneuver stopped to ask anyone for withdrawals: neither ship at sea could withdraw by choice.
    assert asked(g) is None and ended(g) == ["defender"], "the combat ran to its end without a decision"
    log = g.log.since(0)
    assert [e.data["round"] for e in log if e.kind == "combat-round" and e.data["space"] == "argentine-sea"] == [1, 2]
    assert rolls(g, "rally") == []
    withdrawn = [e.data for e in log if e.kind == "withdraw"]
    assert withdrawn == [
        {"space": "argentine-sea", "nation": "red", "unit": "destroyer", "count": 1, "target": origin, "forced": True}
    ]
    assert ship.space == idx(g, origin)
    assert kinds(g, "argentine-sea", YELLOW) == {"destroyer": 1}


# -- Barbarians and nations nobody plays ---------------------------------------------------------------------


def test_barbarians_decide_by_policy_and_never_withdraw() -> None:
    """004, 'Barbarians': barbarian casualty decisions are made for them (here: the cheapest unit first) and
    they never Withdraw; a nation nobody plays is treated the same."""
    for owner in (GREY, PURPLE):
        g = blank()
        put(g, "chaco", owner, soldier=1, militia=1)
        put(g, "chaco", RED, militia=1)
        to_combat(g)
        # Regular first: the Soldier (Entrench) misses. Regular: the Militia misses; red kills: the policy gives
        # the Kill to the Militia (C1) rather than the Soldier (C3). Round 2: 1; red kills the Soldier.
        scripted(g, 1, 1, 6, 1, 6)
        g.apply(Fight("chaco"))
        casual = [(e.data["unit"], e.data["outcome"]) for e in g.log.since(0) if e.kind == "casualty"]
        assert casual == [("militia", "destroyed"), ("soldier", "destroyed")]
        assert not any(e.kind == "withdraw" for e in g.log.since(0))
        assert ended(g) == ["invader"]


def test_policy_prefers_routing_and_recon_policy_only_destroys() -> None:
    """The documented policies (casualties.py)."""
    g = blank()
    put(g, "chaco", GREY, armor=1, militia=1)
    put(g, "chaco", RED, militia=1)
    to_combat(g)
    g.state.combat = {"space": idx(g, "chaco"), "invader": RED, "defenders": [GREY], "recon": {"A": 0, "D": 0}}
    assert casualties.policy_assign(g, "D", "kill") == ("armor", False)  # Tank: only routed
    assert casualties.policy_assign(g, "D", "rout") == ("militia", False)
    assert casualties.policy_choose(g, "D", "rout", bomber=False) is None
    assert casualties.policy_choose(g, "D", "kill", bomber=False) == ("militia", False)
    assert casualties.policy_choose(g, "D", "kill", bomber=True) == ("militia", False)
    g.state.combat = None


# -- state and actions ---------------------------------------------------------------------------------------


def test_combat_state_is_json_and_checks_name_the_problem() -> None:
    """The combat's record and decisions are JSON-friendly (saves, snapshots)."""
    g = blank()
    put(g, "chaco", YELLOW, militia=1, cavalry=1)
    put(g, "chaco", RED, militia=2)
    to_combat(g)
    scripted(g, 1, 1, 6, 1)
    g.apply(Fight("chaco"))
    assert asked(g) == ("assign", YELLOW)
    json.dumps(g.state.combat)
    assert g.state.decision is not None
    json.dumps(g.state.decision.data)
    json.dumps(g.snapshot())
    with pytest.raises(IllegalAction, match="choose"):
        g.apply(Assign("armor", False))
    with pytest.raises(IllegalAction):
        g.apply(Fight("new-zealand"))
    with pytest.raises(IllegalAction):
        g.apply(Recon(""))
    assert set(g.legal_actions()) == {Assign("cavalry", False), Assign("militia", False)}


# -- odds ----------------------------------------------------------------------------------------------------


def _drive(g: WW4Game) -> None:
    """Answer every decision as the policies would."""
    while g.state.combat is not None and g.state.decision is not None:
        d = g.state.decision
        if d.kind == "assign":
            kind, routed = casualties.policy_assign(g, "A" if d.nation == RED else "D", d.data["casualty"]) or (
                "",
                False,
            )
            g.apply(Assign(kind, routed))
        elif d.kind == "withdraw":
            g.apply(EndStep())
        elif d.kind == "pillage":
            g.apply(Pillage(False))
        else:  # pragma: no cover - not in this position
            raise AssertionError(d.kind)


def test_fight_odds_match_fights_through_the_game() -> None:
    """fight_odds (exact: warroom.battles.rout_kill with the policies) agrees with the frequencies of many
    seeded fights played through ``g.apply`` with the same choices (4 standard errors)."""
    g = blank()
    fort(g, "chaco", GREY)
    put(g, "chaco", GREY, militia=2, soldier=1)
    put(g, "chaco", RED, militia=3, cavalry=1)
    to_combat(g)
    odds = g.odds(Fight("chaco"))
    assert odds is not None and odds["method"] == "exact"
    base = g.state.copy()
    wins = 0
    n = 300
    for seed in range(n):
        g.state = base.copy()
        g.dice = Dice(seed, g.log)
        g.apply(Fight("chaco"))
        _drive(g)
        a = [u for u in units.present(g.state, idx(g, "chaco")) if u.owner == RED]
        wins += bool(a) and not [u for u in units.present(g.state, idx(g, "chaco")) if u.owner == GREY]
    p = odds["attacker_wins"]
    assert abs(wins / n - p) < 4 * (p * (1 - p) / n) ** 0.5, (wins / n, p)
    assert 0.0 < odds["attacker_wins"] < 1.0


def test_the_odds_kill_no_king_of_the_real_game() -> None:
    """004, King 'Crown': only a King lost in play eliminates his nation. The odds fight the combat many times
    on copies of the state; the Kings they kill stay there (the game and its list of fallen Kings untouched)."""
    g = blank()
    put(g, "chaco", YELLOW, king=1, militia=1)
    put(g, "chaco", RED, king=1, cavalry=3)
    to_combat(g)
    snap = g.snapshot()
    odds = g.odds(Fight("chaco"))
    assert odds is not None and odds["attacker_wins"] > 0.0  # Yellow's King falls in some of the fights
    assert g.snapshot() == snap and g.state.fallen == []


def test_simulate_and_the_odds_command(capsys: pytest.CaptureFixture[str]) -> None:
    """``warroom odds ww4``: a strong army beats a weak one, a Fort and a Spy help the defender; bad input is
    one line on stderr and exit status 2."""
    strong = combat_odds.simulate({"armor": 3, "cavalry": 3}, {"militia": 1}, samples=200, seed=1)
    assert strong.attacker_wins > 0.9
    fortified = combat_odds.simulate({"militia": 2}, {"militia": 2}, fort=True, spies=(0, 1), samples=400, seed=2)
    open_field = combat_odds.simulate({"militia": 2}, {"militia": 2}, samples=400, seed=2)
    assert fortified.attacker_wins < open_field.attacker_wins
    army = ["odds", "ww4", "--attack", "militia=4,armor=1", "--defend", "cavalry=3,artillery=1"]
    assert main([*army, "--fort", "--spies", "1,1", "--samples", "200", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    # Spies: the vectorised Monte Carlo (rout_kill_recon), at least its first batch (2,048), not --samples combats.
    assert data["system"] == "ww4" and data["method"] == "monte-carlo" and data["samples"] >= 2048
    assert data["battle"]["fort"] is True
    # --tuning: the unit profiles of rules version 5's data (the Soldier's old profile) and of the newest.
    fight = ["odds", "ww4", "--attack", "cavalry=3", "--defend", "soldier=3", "--json"]
    capsys.readouterr()
    assert main([*fight, "--tuning", "tuned"]) == 0
    assert json.loads(capsys.readouterr().out)["attacker_wins"] == pytest.approx(0.487, abs=0.001)
    assert main(fight) == 0
    assert json.loads(capsys.readouterr().out)["attacker_wins"] == pytest.approx(0.698, abs=0.001)
    assert main(["odds", "ww4", "--attack", "dragon=1", "--defend", "militia=1"]) == 2
    assert "dragon" in capsys.readouterr().err
    assert main(["odds", "ww4", "--attack", "spy=1", "--defend", "militia=1"]) == 2
