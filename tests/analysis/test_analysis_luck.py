"""The luck calculator: exact chances of single rolls (hand-computed fractions), seat totals, and luck that
averages to zero over many simulated games and battles (it would not, were a roll's odds wrong)."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import pytest

from warroom import new_game
from warroom.analysis import Roll, seat_luck
from warroom.analysis.read_imperialism import ImperialismReader
from warroom.analysis.read_war import WarCardsReader, WarReader
from warroom.analysis.replay import replay
from warroom.analysis.summary import reader_for
from warroom.battles import imperialism_advanced, imperialism_basic, imperialism_standard, ships
from warroom.battles.common import RandomRoller
from warroom.battles.imperialism import as_mapping
from warroom.battles.volley import shooter, volley_ways
from warroom.core.log import Event
from warroom.core.registry import get_ruleset
from warroom.rulesets.war_cards.actions import DEFEND_FROM_PILE
from warroom.sim.runner import build_agents, play_out


def _war_roll(attack: list[int], defence: list[int], lost: tuple[int, int]) -> Roll:
    reader = WarReader()
    data = {
        "from": "a",
        "to": "b",
        "attacker": 0,
        "defender": 1,
        "attack_dice": attack,
        "defence_dice": defence,
        "attacker_lost": lost[0],
        "defender_lost": lost[1],
    }
    reader.after(new_game("war", 3, {}, seed=1), [Event("battle", data, 0)], 0)
    roll: Roll = reader.rolls[0]
    return roll


def test_war_rolls_have_the_known_exact_chances() -> None:
    # 3 attack dice against 2: the attacker loses 2 with 2275/7776, one each 2611/7776, the defender 2 2890/7776.
    two = _war_roll([6, 4, 2], [6, 5], (2, 0))
    assert two.probability == Fraction(2275, 7776)
    assert _war_roll([6, 4, 2], [5, 4], (1, 1)).probability == Fraction(2611, 7776)
    assert _war_roll([6, 4, 2], [3, 1], (0, 2)).probability == Fraction(2890, 7776)
    assert two.expected_attacker_lost == Fraction(2611 + 2 * 2275, 7776)
    assert two.expected_defender_lost == Fraction(2611 + 2 * 2890, 7776)
    # One die against one: the defence wins ties, 21 of 36.
    assert _war_roll([3], [3], (1, 0)).probability == Fraction(21, 36)
    # Three against three (WAR's defender may roll three): the chances add up to one.
    roll = _war_roll([6, 6, 6], [1, 1, 1], (0, 3))
    assert sum(p for _a, _d, p in roll.outcomes) == 1
    assert roll.probability == Fraction(6**6 - sum(n for _a, _d, n in _three_v_three() if _d != 3), 6**6)


def _three_v_three() -> list[tuple[int, int, int]]:
    from warroom.battles.war_dice import roll_outcome_ways

    return list(roll_outcome_ways(3, 3))


def test_two_dice_contests_ships_and_volleys_have_exact_chances() -> None:
    reader = ImperialismReader()
    rounds = [
        # Equal modifiers: ties 146 of 1296 (1 + 4 + ... + 36 + ... + 1), each side wins 575.
        {"attacker_dice": [3, 4], "defender_dice": [2, 5], "attacker_total": 7, "defender_total": 7},
        # The defender +1 (a fort): it wins ties of the dice too.
        {"attacker_dice": [6, 6], "defender_dice": [1, 1], "attacker_total": 12, "defender_total": 3},
    ]
    data = {"region": "r", "attacker": "natives", "defender": "natives", "rounds": rounds}
    reader.after(new_game("imperialism-basic", 3, {}, seed=1), [Event("battle", data, 0)], 0)
    tie, fort = reader.rolls
    assert tie.probability == Fraction(146, 1296) and (tie.attacker_lost, tie.defender_lost) == (0, 0)
    assert tie.expected_attacker_lost == tie.expected_defender_lost == Fraction(575, 1296)
    # The attacker's modifier is 1 below the defender's: it wins when its dice beat the defender's by 2 or
    # more, 575 (ahead at all) - 140 (ahead by exactly 1: 1x2 + 2x3 + ... + 2x1) = 435 of 1296.
    assert fort.probability == Fraction(sum(a * b for a, b in _pairs_beating(1)), 1296) == Fraction(435, 1296)
    assert (fort.attacker_lost, fort.defender_lost) == (0, 1)
    # Ships hit on 9+ (10 of 36): one ship each, both hit with 100 of 1296.
    assert ships.hit_ways(1) == (26, 10) and ships.hit_ways(2) == (676, 520, 100)
    sea: dict[str, Any] = {"sea": "s", "attackers": ["x"], "defenders": ["y"], "rounds": []}
    sea["rounds"] = [{"attacker_dice": [5, 5], "defender_dice": [6, 4], "attacker_hits": 1, "defender_hits": 1}]
    reader.after(new_game("imperialism-basic", 3, {}, seed=1), [Event("sea_battle", sea, 1)], 1)
    assert reader.rolls[-1].probability == Fraction(100, 1296)
    # A volley: kill on 6 and rout on 5, and kill on 5-6: two kills with 1/6 x 2/6.
    ways = volley_ways([shooter({6}, {5}), shooter({5, 6}, set())])
    assert sum(ways.values()) == 36 and ways[2, 0] == 2 and ways[1, 1] == 2 and ways[0, 0] == 16
    assert shooter({6}, {6, 5}) == (1, 1)


def _pairs_beating(advantage: int) -> list[tuple[int, int]]:
    """(ways of the attacker's total x, ways of the defender's total y) over x > y + advantage."""
    ways = {t: 6 - abs(t - 7) for t in range(2, 13)}
    return [(ways[x], ways[y]) for x in ways for y in ways if x > y + advantage]


def test_war_cards_chance_is_the_share_of_the_pile_that_loses() -> None:
    g: Any = new_game("war-cards", 3, {}, seed=2)
    agents = build_agents("war-cards", 3, 2, ["greedy"])
    while g.state.phase != "defend":
        g.apply(agents[g.current_player()].choose(g, g.current_player()))
    attack = g.content.dice_of.get(g.state.battle.card)
    assert attack is not None, "seed 2's first attack is a dice card"
    red = sorted(attack.attack, reverse=True)
    cards = sorted(g.content.dice_of)
    beaten = [c for c in cards if _attack_wins(red, sorted(g.content.dice_of[c].defence, reverse=True))][:1]
    holding = [c for c in cards if not _attack_wins(red, sorted(g.content.dice_of[c].defence, reverse=True))][:3]
    g.state.dice_pile = beaten + holding  # the top card (the last) holds
    reader = WarCardsReader()
    reader.before(g, DEFEND_FROM_PILE, len(g.history))
    events = g.apply(DEFEND_FROM_PILE)
    reader.after(g, events, len(g.history) - 1)
    (roll,) = reader.rolls
    assert roll.probability == Fraction(3, 4) and (roll.attacker_lost, roll.defender_lost) == (1, 0)
    assert roll.expected_defender_lost == Fraction(1, 4)


def _attack_wins(red: list[int], yellow: list[int]) -> bool:
    won = sum(1 for a, d in zip(red, yellow, strict=True) if a > d)
    return won >= 2


def test_seat_luck_adds_what_each_seat_took_and_inflicted() -> None:
    a = _war_roll([6, 4, 2], [6, 5], (2, 0))  # seat 0 attacks seat 1 and loses 2
    totals = seat_luck([a], 3)
    ea, ed = a.expected_attacker_lost, a.expected_defender_lost
    assert totals[0].taken == 2 and totals[0].taken_expected == ea and totals[0].inflicted_expected == ed
    assert totals[0].luck == (0 - ed) - (2 - ea)
    assert totals[1].luck == -totals[0].luck and totals[2].rolls == 0
    assert totals[0].variance == a.swing_variance() > 0
    assert totals[0].z == pytest.approx(float(totals[0].luck) / math.sqrt(a.swing_variance()))


def _z(rolls: list[Roll]) -> float:
    """The attackers' total luck over ``rolls`` in standard deviations: near 0 when every chance is right."""
    swing = sum(
        (r.defender_lost - r.attacker_lost - r.expected_defender_lost + r.expected_attacker_lost for r in rolls),
        Fraction(0),
    )
    return float(swing) / math.sqrt(sum((r.swing_variance() for r in rolls), Fraction(0)))


@pytest.mark.parametrize(("ruleset", "games", "rounds", "agent"), [("war", 12, 6, "random"), ("ww4", 24, 4, "greedy")])
def test_luck_averages_to_zero_over_simulated_games(ruleset: str, games: int, rounds: int, agent: str) -> None:
    rolls: list[Roll] = []
    seat0, variance = Fraction(0), Fraction(0)
    for seed in range(games):
        g = new_game(ruleset, 3, {get_ruleset(ruleset).round_option: rounds}, seed=seed)
        play_out(g, build_agents(ruleset, 3, seed, [agent]), max_actions=4000)
        _family, reader = reader_for(ruleset)
        these: list[Roll] = replay(ruleset, 3, dict(g.options), g.seed, list(g.history), reader).rolls
        rolls.extend(these)
        seat0 += seat_luck(these, 3)[0].luck
        variance += seat_luck(these, 3)[0].variance
    assert len(rolls) > 200 and variance > 0
    assert abs(_z(rolls)) < 4
    assert abs(float(seat0) / math.sqrt(variance)) < 4
    if ruleset == "ww4":
        # Kills apart from routs (the losses count both): a volley's kills, against their expectation, within
        # 4 standard deviations (a die's variance is at most 1/4).
        off = sum(r.detail["kills"] - r.detail["expected_kills"] for r in rolls)
        assert abs(off) / math.sqrt(sum(len(r.detail["dice"]) for r in rolls) / 4) < 4


@pytest.mark.parametrize("system", [imperialism_basic, imperialism_standard, imperialism_advanced])
def test_army_battle_luck_averages_to_zero(system: Any) -> None:
    # Battles fought by the battle modules themselves (forts, mixed armies, schools), read back from their
    # rounds as the game logs them: the modifiers the reader infers must give the dice's true odds.
    roller = RandomRoller(7)
    reader = ImperialismReader()
    game = new_game("imperialism-basic", 3, {}, seed=1)
    settings: dict[str, Any] = {"fort": True}
    if system is imperialism_standard:
        settings["attack_schools"] = 1
    for i in range(150):
        battle = system.resolve(
            roller, {"inf": 2 + i % 3, "cav": 1, "art": i % 2}, {"inf": 3, "ldr": i % 2}, **settings
        )
        rounds = [
            {
                "attacker_dice": list(r.attacker_dice),
                "defender_dice": list(r.defender_dice),
                "attacker_total": r.attacker_total,
                "defender_total": r.defender_total,
                "attacker_lost": as_mapping(r.attacker_lost),
                "defender_lost": as_mapping(r.defender_lost),
            }
            for r in battle.rounds
        ]
        data = {"region": "r", "attacker": "natives", "defender": "natives", "rounds": rounds}
        reader.after(game, [Event("battle", data, i)], i)
    assert len(reader.rolls) > 500
    assert abs(_z(reader.rolls)) < 4
    # Every loss the reader counts is a piece the battle removed.
    assert sum(r.attacker_lost + r.defender_lost for r in reader.rolls) > 0


def test_ww4_dice_fired_at_a_fort_hit_no_unit(monkeypatch: pytest.MonkeyPatch) -> None:
    # Two shooters of the Invader: a Militia (kills on 6, routs on 4-5) at the units, and one aimed at the Fort
    # still standing (kills on 5-6). Dice 6 and 5: one kill, 1/6; the Fort's die is no casualty at all.
    from types import SimpleNamespace

    from warroom.analysis import read_ww4

    militia, gunner = SimpleNamespace(id=1), SimpleNamespace(id=2)
    shooters = [(militia, frozenset({4, 5}), frozenset({6}), False), (gunner, frozenset(), frozenset({5, 6}), False)]
    monkeypatch.setattr(read_ww4, "volley_shooters", lambda g, side: shooters)
    monkeypatch.setattr(read_ww4, "decider", lambda g, side: 1)
    combat = {"invader": 0, "fort_ids": [2], "space": 7}
    state = SimpleNamespace(combat=combat, fort=[-1] * 7 + [1], seat_of=[0, 1, 2])
    game: Any = SimpleNamespace(
        state=state, colour_id=lambda n: ["red", "blue", "green"][n], history=[None], round_number=lambda: 3
    )
    reader = read_ww4.WW4Reader()
    reader.on_roll(game, "combat", [6, 5], {"space": "x", "nation": "red", "step": "bombardment"})
    (roll,) = reader.rolls
    assert roll.probability == Fraction(1, 6) and (roll.attacker_lost, roll.defender_lost) == (0, 1)
    assert roll.detail["at_fort"] == 1 and (roll.attacker, roll.defender) == (0, 1)
    assert roll.expected_defender_lost == Fraction(3, 6)  # the Militia's kill or rout faces, 3 of 6
    # Only the Fort's die rolled: no roll of luck.
    reader.on_roll(game, "combat", [5], {"space": "x", "nation": "red", "step": "bombardment"})
    monkeypatch.setattr(read_ww4, "volley_shooters", lambda g, side: shooters[1:])
    reader.on_roll(game, "combat", [5], {"space": "x", "nation": "red", "step": "bombardment"})
    assert len(reader.rolls) == 1
