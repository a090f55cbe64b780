"""How large a battle the odds calculate (warroom.battles; ``warroom odds``).

Exact odds take memory and time that grow with the armies (WAR's with the product of the two): 100,000
armies against 100,000 asked numpy for 149 GiB, 1,000 ships against 1,000 took 24 GB. The calculations
refuse a battle past their bound with a BattleError that names the sizes; a battle is still *fought*
at any size (``resolve``), the game's odds of such a battle are none (not an error), and the greedy
Imperialism player estimates one from the armies shrunk to the bound.
"""

from __future__ import annotations

from typing import Any

import pytest

from warroom.battles import imperialism_basic, imperialism_standard, ships, war_dice
from warroom.battles.common import MAX_SAMPLES, MAX_STATES, BattleError, RandomRoller
from warroom.battles.imperialism import MAX_PIECES, parse_army
from warroom.cli.main import main
from warroom.core.registry import new_game
from warroom.rulesets.imperialism.greedy_sea import fleet_odds, scaled
from warroom.rulesets.imperialism.greedy_sea import odds as land_odds
from warroom.rulesets.war.actions import Attack
from warroom.rulesets.ww4 import combat_odds


def test_war_odds_refuse_a_table_past_the_bound() -> None:
    """The numpy path's table is (attacking + 1) x (attacking + defending + 1): 100,000 against 10 asked for
    74 GiB, so the bound is on that, not on the two sides' product."""
    with pytest.raises(BattleError, match=r"100,000 armies against 100,000 is too large.*at most 10,000,000"):
        war_dice.odds(100_000, 100_000)
    with pytest.raises(BattleError, match="100,000 armies against 10 is too large"):
        war_dice.odds(100_000, 10)
    with pytest.raises(BattleError, match="too large"):
        war_dice.distribution(3163, 1)  # 3,164 x 3,165 cells: just past the bound
    assert war_dice.distribution(3160, 1)[0]  # 3,161 x 3,162: just within
    with pytest.raises(BattleError, match="a table of"):
        war_dice.win_table(3000, 3000)
    assert 0.0 < war_dice.odds(30, 20).attacker_wins < 1.0


def test_war_dice_are_three_at_most() -> None:
    with pytest.raises(BattleError, match=r"defending dice must be at most 3, not 20 \(a roll is three dice at most\)"):
        war_dice.odds(10, 10, max_defence_dice=20)
    with pytest.raises(BattleError, match="attacking dice must be at most 3"):
        war_dice.odds(10, 10, max_attack_dice=7)


def test_a_battle_is_fought_at_any_size() -> None:
    roller = RandomRoller(3)
    battle = war_dice.resolve(roller, 20_000, 3_000)
    assert battle.rolls
    fleet = ships.resolve(roller, ships.MAX_SHIPS + 10, ships.MAX_SHIPS + 10)
    assert fleet.rounds
    army = imperialism_basic.resolve(roller, {"inf": MAX_PIECES + 50}, {"inf": MAX_PIECES + 50})
    assert army.rounds


def test_ship_and_army_odds_refuse_sides_past_their_bound() -> None:
    with pytest.raises(BattleError, match=r"attacking ships must be at most 60, not 61"):
        ships.odds(ships.MAX_SHIPS + 1, 3)
    with pytest.raises(BattleError, match=r"defending ships must be at most 60"):
        ships.distribution(3, ships.MAX_SHIPS + 1)
    with pytest.raises(BattleError, match=r"the defender has 201 pieces; at most 200 a side"):
        imperialism_basic.odds({"inf": 2}, {"inf": 150, "cav": 51})
    with pytest.raises(BattleError, match=r"the attacker has 1,000 pieces"):
        imperialism_standard.odds({"inf": 1000}, {"inf": 2})
    with pytest.raises(BattleError, match=r"samples must be at most 100,000, not 100,001"):
        imperialism_basic.odds({"inf": 2}, {"inf": 2}, samples=MAX_SAMPLES + 1)
    with pytest.raises(BattleError, match=r"max_states must be at most 4,000,000"):
        imperialism_standard.odds({"inf": 2}, {"inf": 2}, max_states=MAX_STATES + 1)
    assert imperialism_basic.odds({"inf": MAX_PIECES}, {"inf": 1}).attacker_wins > 0.99
    assert ships.odds(ships.MAX_SHIPS, ships.MAX_SHIPS).attacker_wins > 0


def test_a_count_of_thousands_of_digits_is_an_error_not_a_traceback() -> None:
    with pytest.raises(BattleError, match="the inf count has 5,000 digits"):
        parse_army("inf=" + "9" * 5000)
    assert parse_army("inf=0000000002")[0] == 2  # leading zeros are no digits of the count


def test_ww4_odds_refuse_armies_spies_and_samples_past_their_bounds() -> None:
    with pytest.raises(BattleError, match=r"the attacking army has 101 units; at most 100 a side"):
        combat_odds.simulate({"militia": 101}, {"militia": 3})
    with pytest.raises(BattleError, match="at most 100 Spies a side"):
        combat_odds.simulate({"militia": 3}, {"militia": 3}, spies=(0, 101))
    with pytest.raises(BattleError, match="samples must be at most 100,000"):
        combat_odds.simulate({"militia": 3}, {"militia": 3}, samples=MAX_SAMPLES + 1)


def test_the_game_shows_no_odds_for_stacks_too_large_to_calculate() -> None:
    g: Any = new_game("war", 3, {}, 1)
    s, t = g.state, g.table  # owners and armies by territory index
    source = next(i for i in range(t.size) if s.owner[i] == g.current_player())
    target = next(j for j in t.neighbours[source] if s.owner[j] != s.owner[source])
    action = Attack(t.ids[source], t.ids[target], 3)
    s.armies[source], s.armies[target] = 20, 5
    assert g.odds(action) is not None
    s.armies[source], s.armies[target] = 100_000, 100_000
    assert g.odds(action) is None


def test_an_imperialism_battle_too_large_has_no_odds(monkeypatch: pytest.MonkeyPatch) -> None:
    """ImperialismGame.odds answers None where the calculation refuses the battle's size."""
    from warroom.rulesets.imperialism import odds as aoi_odds
    from warroom.rulesets.imperialism.actions import Fight

    def too_large(*args: Any) -> None:
        raise BattleError("the attacker has 999 pieces; at most 200 a side")

    monkeypatch.setattr(aoi_odds, "fight_odds", too_large)
    game: Any = new_game("imperialism-basic", 2, {}, 1)
    assert aoi_odds.odds(game, Fight("china", "strongest")) is None


def test_the_greedy_player_estimates_a_large_battle_from_shrunk_armies() -> None:
    assert land_odds("basic", (MAX_PIECES * 3, 0, 0, 0), (MAX_PIECES, 0, 0, 0), False, False, 0) > 0.9
    assert scaled((3, 1), (2, 0), 200) == ((3, 1), (2, 0))
    assert scaled((400, 0, 0, 0), (100, 100, 0, 0), 200) == ((200, 0, 0, 0), (50, 50, 0, 0))
    assert scaled((1000,), (1,), 100) == ((100,), (1,))  # at least one piece a side
    assert 0.9 < fleet_odds(400, 100, 1, 1) <= 1.0


@pytest.mark.parametrize(
    "args",
    [
        ["war", "--attack", "100000", "--defend", "100000"],
        ["war", "--attack", "10", "--defend", "10", "--defence-dice", "20"],
        ["ships", "--attack", "3000", "--defend", "3000"],
        ["imperialism-basic", "--attack", "inf=999999", "--defend", "inf=999999"],
        ["imperialism-advanced", "--attack", "inf=999999", "--defend", "inf=99999"],
        ["imperialism-standard", "--attack", "inf=10", "--natives", "999999999"],
        ["imperialism-basic", "--attack", "inf=" + "9" * 5000, "--defend", "inf=1"],
        ["ww4", "--attack", "militia=2000", "--defend", "militia=2000"],
        ["ww4", "--attack", "militia=30", "--defend", "militia=30", "--samples", "99999999999"],
    ],
)
def test_warroom_odds_answers_a_battle_too_large_with_one_line(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["odds", *args]) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith("warroom: error:") and len(captured.err.splitlines()) == 1
    assert "Traceback" not in captured.err and captured.out == ""
