"""8. Combat, continued (rulebook 004, "Maneuver", "Barbarians"): withdrawals, the Barbarians' decisions, the
combat's state, and the odds against fights played through the game. Built as test_ww4_combat.py builds its
positions (combat_helpers.py)."""

from __future__ import annotations

import json

import pytest
from combat_helpers import asked, ended, kinds, rolls, to_combat
from ww4_helpers import GREY, PURPLE, RED, YELLOW, blank, control, fort, idx, put, scripted

from warroom.cli.main import main
from warroom.core.dice import Dice
from warroom.core.errors import IllegalAction
from warroom.rulesets.ww4 import casualties, combat_odds, units
from warroom.rulesets.ww4.actions import Assign, EndStep, Fight, Pillage, Recon, Sail, Withdraw
from warroom.rulesets.ww4.game import WW4Game

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
